// The benchmark scenes of the sandbox engine: GasBox (world_generators.h) with a chosen speed and area
// fraction. Shared by `ricochet bench sandbox` and the peer bench (core/bench/peers/), so both run the same
// balls.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <numbers>

#include "ricochet/world.h"
#include "ricochet/world_generators.h"

namespace ricochet {

// The gas box's defaults: velocities uniform in the disc of radius 5 r per frame, lattice spacing 6 r.
inline constexpr double kGasSpeed = 5.0;
inline constexpr double kGasDensity = std::numbers::pi / 36.0;  // π r² / (6 r)² ≈ 8.7 % of the area

// n balls of radius 1 on the jittered lattice whose spacing s gives the area fraction `density` = π / s²
// (one ball per s × s cell), velocities uniform in the disc of radius `speed` (radii per frame).
// density in (0, π/4): at π/4 the lattice is touching; speed ≥ 0. The defaults give GasBox(n, seed) exactly.
inline World GasScene(std::size_t n, std::uint64_t seed, double speed = kGasSpeed,
                      double density = kGasDensity, Vec2* lo = nullptr, Vec2* hi = nullptr) {
  const double spacing = density == kGasDensity ? 6.0 : std::sqrt(std::numbers::pi / density);
  World w = GasBox(n, seed, 1.0, spacing, lo, hi);
  if (speed != kGasSpeed) {
    const double k = speed / kGasSpeed;  // scales the disc of radius 5 r to radius `speed`
    for (std::size_t i = 0; i < w.balls.size(); ++i) {
      w.balls.vx[i] *= k;
      w.balls.vy[i] *= k;
    }
  }
  return w;
}

}  // namespace ricochet
