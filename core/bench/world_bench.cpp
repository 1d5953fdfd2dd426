// The sandbox engine: a frame of the gas box, and the lean kernels against the lectures' trace functions
// (the reason the lean ones exist). Run: build/core/ricochet_bench --benchmark_filter='World|Swept|Trace'
#include <benchmark/benchmark.h>

#include "ricochet/circle_circle.h"
#include "ricochet/ray_circle.h"
#include "ricochet/world.h"
#include "ricochet/world_generators.h"

namespace {

using ricochet::Vec2;

void BM_WorldStepGrid(benchmark::State& state) {
  ricochet::World w = ricochet::GasBox(static_cast<std::size_t>(state.range(0)), 1);
  for (auto _ : state) benchmark::DoNotOptimize(w.Step());
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_WorldStepGrid)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

void BM_WorldStepNaive(benchmark::State& state) {
  ricochet::World w = ricochet::GasBox(static_cast<std::size_t>(state.range(0)), 1);
  w.broadphase = ricochet::Broadphase::Naive;
  for (auto _ : state) benchmark::DoNotOptimize(w.Step());
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_WorldStepNaive)->Arg(1000)->Arg(5000)->Unit(benchmark::kMillisecond);

void BM_SweptDiscTime(benchmark::State& state) {
  Vec2 p{-5, 0.5}, v{10, 0};
  for (auto _ : state) {
    benchmark::DoNotOptimize(p);
    benchmark::DoNotOptimize(ricochet::SweptDiscTime(p, v, 2.0, 1.0));
  }
}
BENCHMARK(BM_SweptDiscTime);

void BM_TraceCircleCircle(benchmark::State& state) {
  Vec2 p0{-5, 0.5}, p1{5, 0.5}, s0{0, 0};
  for (auto _ : state) {
    benchmark::DoNotOptimize(p0);
    benchmark::DoNotOptimize(ricochet::CircleCircle(p0, p1, 1.0, s0, s0, 1.0));
  }
}
BENCHMARK(BM_TraceCircleCircle);

void BM_TraceRayCircle(benchmark::State& state) {
  Vec2 bs{-5, 0.5}, be{5, 0.5};
  for (auto _ : state) {
    benchmark::DoNotOptimize(bs);
    benchmark::DoNotOptimize(ricochet::RayCircle({bs, be}, {{0, 0}, 1.0}, 1.0));
  }
}
BENCHMARK(BM_TraceRayCircle);

void BM_SweptSegmentTime(benchmark::State& state) {
  Vec2 b{5, 5}, v{0.5, -8};
  const ricochet::Segment s{{0, 0}, {10, 0}};
  for (auto _ : state) {
    benchmark::DoNotOptimize(b);
    benchmark::DoNotOptimize(ricochet::SweptSegmentTime(b, v, 1.0, s, 1.0));
  }
}
BENCHMARK(BM_SweptSegmentTime);

}  // namespace
