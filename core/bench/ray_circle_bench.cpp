#include <benchmark/benchmark.h>

#include "ricochet/ray_circle.h"

namespace {

void BM_RayCircleHit(benchmark::State& state) {
  ricochet::Motion m{{0, 0}, {10, 0}};
  ricochet::Circle c{{6, 1}, 2};
  for (auto _ : state) {
    benchmark::DoNotOptimize(m);
    benchmark::DoNotOptimize(ricochet::RayCircle(m, c, 0.5));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RayCircleHit);

void BM_RayCircleMiss(benchmark::State& state) {
  ricochet::Motion m{{0, 0}, {10, 0}};
  ricochet::Circle c{{5, 4}, 2};
  for (auto _ : state) {
    benchmark::DoNotOptimize(m);
    benchmark::DoNotOptimize(ricochet::RayCircle(m, c));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RayCircleMiss);

}  // namespace
