// Checks of the sandbox engine's promises (world.h), by brute force over a grid: used by the tests, the CLI
// (`ricochet simulate`, `ricochet bench sandbox`) and the scene reader.
#pragma once

#include <cstdint>
#include <limits>

#include "ricochet/world.h"

namespace ricochet {

// Pairs of balls closer than (r_i + r_j)(1 − rel_tol), counted up to stop_at (a reader that refuses any
// overlap needs a few: 2·10⁶ balls piled on one point are 2·10¹² pairs, hours to count).
std::int64_t CountOverlaps(const Balls& b, double rel_tol = 1e-9,
                           std::int64_t stop_at = std::numeric_limits<std::int64_t>::max());
// Balls closer than r(1 − rel_tol) to a wall, or than (r + r_c)(1 − rel_tol) to a pillar's centre.
std::int64_t CountPenetrations(const World& w, double rel_tol = 1e-9);
// Balls whose centre is outside the axis-aligned box [lo, hi].
std::int64_t CountOutside(const Balls& b, Vec2 lo, Vec2 hi);

}  // namespace ricochet
