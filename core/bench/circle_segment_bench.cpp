#include <benchmark/benchmark.h>

#include "ricochet/circle_segment.h"

namespace {

void Run(benchmark::State& state, ricochet::Motion m) {
  ricochet::Segment wall{{0, 0}, {0, 4}};
  for (auto _ : state) {
    benchmark::DoNotOptimize(wall);
    benchmark::DoNotOptimize(ricochet::CircleSegment(wall, m, 1.0));
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_CircleSegmentEdgeHit(benchmark::State& state) { Run(state, {{4, 2}, {0, 2}}); }
void BM_CircleSegmentEndpointHit(benchmark::State& state) { Run(state, {{3, 4.6}, {-3, 4.6}}); }
void BM_CircleSegmentBothOutside(benchmark::State& state) { Run(state, {{3, 1}, {1.5, 3}}); }
BENCHMARK(BM_CircleSegmentEdgeHit);
BENCHMARK(BM_CircleSegmentEndpointHit);
BENCHMARK(BM_CircleSegmentBothOutside);

}  // namespace
