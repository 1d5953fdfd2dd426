#include <benchmark/benchmark.h>

#include "ricochet/elastic.h"

namespace {

void BM_Elastic1D(benchmark::State& state) {
  double m1 = 1, m2 = 3, v1 = 8, v2 = -2;
  for (auto _ : state) {
    benchmark::DoNotOptimize(v1);
    benchmark::DoNotOptimize(ricochet::Elastic1D(m1, m2, v1, v2));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Elastic1D);

void BM_Elastic2D(benchmark::State& state) {
  ricochet::Vec2 p1{0, 0}, p2{3, 4}, v1{5, 0}, v2{-1, -1};
  for (auto _ : state) {
    benchmark::DoNotOptimize(p1);
    benchmark::DoNotOptimize(ricochet::Elastic2D(p1, p2, v1, v2, 2.0, 1.0));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Elastic2D);

}  // namespace
