// Scenes for the sandbox engine (world.h) made by a program: the benchmark's and the "gas" preset's box.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ricochet/world.h"

namespace ricochet {

// The "gas" scene: n balls of radius r, mass 1, on a jittered lattice of spacing `spacing`·r inside a
// square box of four walls (no overlaps at start), random velocities of length up to 5 r per frame.
// Deterministic for a seed. Returns the box corners through lo/hi when given.
World GasBox(std::size_t n, std::uint64_t seed, double r = 1.0, double spacing = 6.0, Vec2* lo = nullptr,
             Vec2* hi = nullptr);

}  // namespace ricochet
