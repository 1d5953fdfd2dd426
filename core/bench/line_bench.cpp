#include <benchmark/benchmark.h>

#include "ricochet/line.h"

namespace {

void BM_EdgeNormal(benchmark::State& state) {
  ricochet::Vec2 p0{1, 1}, p1{4, 5}, p{2, -3};
  for (auto _ : state) {
    benchmark::DoNotOptimize(p0);
    benchmark::DoNotOptimize(ricochet::EdgeNormal(p0, p1, p));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EdgeNormal);

}  // namespace
