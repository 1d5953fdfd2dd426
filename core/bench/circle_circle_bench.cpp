#include <benchmark/benchmark.h>

#include "ricochet/circle_circle.h"

namespace {

void BM_CircleCircle(benchmark::State& state) {
  ricochet::Vec2 p0{0, 0}, p1{4, 0}, s0{10, 0.5}, s1{6, 0};
  for (auto _ : state) {
    benchmark::DoNotOptimize(p0);
    benchmark::DoNotOptimize(ricochet::CircleCircle(p0, p1, 1, s0, s1, 1.5));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_CircleCircle);

}  // namespace
