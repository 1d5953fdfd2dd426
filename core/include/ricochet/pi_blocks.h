// Lecture 17 taken to its limit: π from counting collisions (G. Galperin's blocks). A big block (mass M,
// velocity V < 0) slides toward a small block (mass m, at rest) that lies between it and a wall at x = 0.
// Every block–block collision is the lecture's 1D elastic collision with masses, applied only if the blocks
// approach (u − V > 0, the lecture's test); the wall sends the small block back (u' = −u). For M/m = 100ⁿ
// the number of collisions is the first n + 1 digits of π.
//
// Without the approaching test a solver that collides whatever touches never stops: right after a collision
// the blocks still touch, so they collide again, and the law applied twice gives back the velocities before
// it (V1'' = V1) — they bounce in place at the first contact, the lecture's "Move nowhere!".
//
// Why: with x = √M·V and y = √m·u every state lies on the circle x² + y² = 2E (energy); a block collision
// keeps √M·x + √m·y (momentum), so it is a chord along a line of slope −√(M/m), and the wall mirrors y. Each
// pair of collisions turns the state by 2θ with θ = atan(√(m/M)), so there are N = ⌈π/θ⌉ − 1 collisions.
#pragma once

#include <cstdint>
#include <functional>

namespace ricochet {

enum class PiEvent : std::uint8_t {
  None,    // no more collisions: u ≥ 0 and u ≤ V (the small block never catches the big one)
  Blocks,  // block–block, u − V > 0
  Wall,    // the small block hits the wall, u < 0
};

// The two blocks between events. Positions are their left faces; the small block is kSmallWidth wide.
struct PiBlocksState {
  double u = 0.0, V = 0.0;  // velocities of the small and the big block (negative: toward the wall)
  double x = 1.0, X = 3.0;  // left faces: wall ≤ x, x + kSmallWidth ≤ X
  double t = 0.0;           // the time of the last event
  std::int64_t collisions = 0;
  PiEvent last = PiEvent::None;
};
inline constexpr double kSmallWidth = 1.0;

// The next collision from `s` (event-driven: the time it happens, not small time steps). Block–block if the
// blocks approach (u − V > 0), the wall if the small block moves toward it (u < 0), the earlier if both;
// last = None and nothing changes when neither can happen. m, M > 0. Without `approaching_test`, blocks that
// touch collide (and a small block at the wall bounces) whichever way they move: at once, dt = 0.
PiBlocksState NextCollision(const PiBlocksState& s, double m, double M, bool approaching_test = true);

enum class PiBlocksOutcome : std::uint8_t {
  Counted,    // every collision counted; the blocks separate for good
  BadMass,    // m or M not positive and finite
  NotMoving,  // V ≥ 0: the big block never reaches the small one
  TooMany,    // more than max_collisions (the count stops there)
};

struct PiBlocksTrace {
  double mass_ratio = 0.0;      // M / m
  double theta = 0.0;           // θ = atan(√(m/M)): the turn of each collision on the phase circle
  std::int64_t predicted = 0;   // N = ⌈π/θ⌉ − 1 (the phase-space argument)
  std::int64_t collisions = 0;  // counted one by one with NextCollision
  std::int64_t block_hits = 0;  // of which block–block
  std::int64_t wall_hits = 0;   // and block–wall
  double u1 = 0.0, V1 = 0.0;    // after the first collision (block–block, from u = 0 and V)
  double u = 0.0, V = 0.0;      // the final velocities
  double first_time = 0.0;      // the time of the first collision: −gap/V, the blocks start 1 apart
  double last_time = 0.0;       // and of the last one counted
  double x = 0.0, X = 0.0;      // where the blocks are at the last collision
  double energy = 0.0;          // E = m u²/2 + M V²/2, the same before and after
  double energy_drift = 0.0;    // |E_end − E| / E over every collision
  PiBlocksOutcome outcome = PiBlocksOutcome::BadMass;
};

// N = ⌈π/θ⌉ − 1 with θ = atan(√(m/M)): how many collisions the phase-space argument predicts. m, M > 0.
std::int64_t PiBlocksPredicted(double m, double M);

// Counts the collisions of the big block (M, velocity V) and the small one (m, at rest), at most
// max_collisions; with or without the lecture's approaching test (NextCollision). `each`, if given, sees the
// start and the state after every collision counted, in order (one walk for a caller that draws them).
inline constexpr std::int64_t kPiBlocksMaxCollisions = 100'000'000;  // 10¹⁶ : 1 would count 314,159,265
PiBlocksTrace PiBlocks(double m, double M, double V, std::int64_t max_collisions = kPiBlocksMaxCollisions,
                       bool approaching_test = true,
                       const std::function<void(const PiBlocksState&)>& each = nullptr);

}  // namespace ricochet
