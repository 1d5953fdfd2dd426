// Checks of the sandbox engine's promises (world.h), by brute force over a grid: used by the tests, the CLI
// (`ricochet simulate`, `ricochet bench sandbox`) and the scene reader.
#pragma once

#include <cstdint>

#include "ricochet/world.h"

namespace ricochet {

// Pairs of balls closer than (r_i + r_j)(1 − rel_tol).
std::int64_t CountOverlaps(const Balls& b, double rel_tol = 1e-9);
// Balls closer than r(1 − rel_tol) to a wall, or than (r + r_c)(1 − rel_tol) to a pillar's centre.
std::int64_t CountPenetrations(const World& w, double rel_tol = 1e-9);
// Balls whose centre is outside the axis-aligned box [lo, hi].
std::int64_t CountOutside(const Balls& b, Vec2 lo, Vec2 hi);

}  // namespace ricochet
