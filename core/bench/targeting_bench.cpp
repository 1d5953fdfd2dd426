#include <benchmark/benchmark.h>

#include <numbers>
#include <vector>

#include "ricochet/targeting.h"

namespace {

// One Euler flight with quadratic drag and wind (items = Euler steps).
void BM_Fly(benchmark::State& state) {
  const ricochet::Air air{9.81, 0.1, 0.01, {-2, 0}};
  std::vector<ricochet::Vec2> path(256);
  const ricochet::Vec2 v0 = ricochet::LaunchVelocity(25, std::numbers::pi / 4);
  std::int64_t steps = 0;
  for (auto _ : state) {
    const ricochet::FlightTrace f = ricochet::Fly({0, 0}, v0, air, 0.001, {40, 0}, path);
    steps += f.steps;
    benchmark::DoNotOptimize(f);
  }
  state.SetItemsProcessed(steps);
}
BENCHMARK(BM_Fly);

// The whole iterative aim (items = shots).
void BM_Aim(benchmark::State& state) {
  const ricochet::Air air{9.81, 0.1, 0.01, {-2, 0}};
  std::int64_t shots = 0;
  for (auto _ : state) {
    const ricochet::AimTrace t = ricochet::Aim({0, 0}, std::numbers::pi / 4, air, 0.01, {40, 0}, 0.01);
    shots += t.count;
    benchmark::DoNotOptimize(t);
  }
  state.SetItemsProcessed(shots);
}
BENCHMARK(BM_Aim);

}  // namespace
