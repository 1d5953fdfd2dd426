#include <benchmark/benchmark.h>

#include "ricochet/point_segment.h"

namespace {

void BM_PointSegmentHit(benchmark::State& state) {
  ricochet::Segment wall{{0, 0}, {0, 4}};
  ricochet::Motion m{{3, 1}, {-1, 3}};
  for (auto _ : state) {
    benchmark::DoNotOptimize(wall);
    benchmark::DoNotOptimize(ricochet::PointSegment(wall, m));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_PointSegmentHit);

void BM_PointSegmentBothOutside(benchmark::State& state) {
  ricochet::Segment wall{{0, 0}, {0, 4}};
  ricochet::Motion m{{3, 1}, {1, 3}};
  for (auto _ : state) {
    benchmark::DoNotOptimize(wall);
    benchmark::DoNotOptimize(ricochet::PointSegment(wall, m));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_PointSegmentBothOutside);

}  // namespace
