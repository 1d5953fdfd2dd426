#include "ricochet/pi_blocks.h"

#include <gtest/gtest.h>

#include <cmath>

namespace ricochet {
namespace {

// M/m = 100ⁿ: the count is the first n + 1 digits of π, counted one collision at a time, and the
// phase-space argument N = ⌈π/θ⌉ − 1 agrees.
TEST(PiBlocks, CountsTheDigitsOfPi) {
  const std::int64_t digits[] = {3, 31, 314, 3141, 31415, 314159, 3141592};
  for (int n = 0; n <= 6; ++n) {
    SCOPED_TRACE(n);
    const PiBlocksTrace t = PiBlocks(1.0, std::pow(100.0, n), -1.0);
    EXPECT_EQ(t.outcome, PiBlocksOutcome::Counted);
    EXPECT_EQ(t.collisions, digits[n]);
    EXPECT_EQ(t.predicted, digits[n]);
    EXPECT_EQ(t.block_hits + t.wall_hits, t.collisions);
    EXPECT_LE(t.energy_drift, 1e-9);
    // The end: both move away from the wall and the small block never catches the big one.
    EXPECT_GE(t.u, 0.0);
    EXPECT_LE(t.u, t.V);
  }
}

// Energy at every collision; momentum m u + M V at every block–block collision (the wall takes momentum);
// the wall and the blocks alternate; positions stay in order (wall ≤ x, x + width ≤ X), time only grows.
TEST(PiBlocks, EveryCollisionKeepsEnergyAndBlockCollisionsKeepMomentum) {
  const double m = 1, M = 10000;
  PiBlocksState s;
  s.V = -2;
  const double E = 0.5 * M * s.V * s.V;
  PiEvent prev = PiEvent::None;
  while (true) {
    const PiBlocksState n = NextCollision(s, m, M);
    if (n.last == PiEvent::None) break;
    EXPECT_NEAR(0.5 * m * n.u * n.u + 0.5 * M * n.V * n.V, E, 1e-9 * E);
    if (n.last == PiEvent::Blocks) {
      EXPECT_NEAR(m * n.u + M * n.V, m * s.u + M * s.V, 1e-9 * M * 2);
      EXPECT_GT(s.u - s.V, 0.0);    // applied only when approaching
      EXPECT_LE(n.u - n.V, 1e-12);  // and they separate
      EXPECT_NEAR(n.X, n.x + kSmallWidth, 1e-12);
    } else {
      EXPECT_LT(s.u, 0.0);
      EXPECT_EQ(n.u, -s.u);
      EXPECT_EQ(n.x, 0.0);
    }
    EXPECT_NE(n.last, prev);  // they alternate
    EXPECT_GE(n.x, 0.0);
    EXPECT_GE(n.X - n.x, kSmallWidth - 1e-9);
    EXPECT_GE(n.t, s.t);
    prev = n.last;
    s = n;
  }
  EXPECT_EQ(s.collisions, 314);
}

TEST(PiBlocks, EqualMassesMakeThreeCollisions) {
  // V → the small block (velocities swap), small → wall → back, catches the now still big block: 3.
  const PiBlocksTrace t = PiBlocks(2.0, 2.0, -1.5);
  EXPECT_EQ(t.collisions, 3);
  EXPECT_EQ(t.block_hits, 2);
  EXPECT_EQ(t.wall_hits, 1);
  EXPECT_DOUBLE_EQ(t.u, 0.0);
  EXPECT_DOUBLE_EQ(t.V, 1.5);
}

TEST(PiBlocks, DegenerateInputHasItsOutcome) {
  EXPECT_EQ(PiBlocks(0.0, 1.0, -1.0).outcome, PiBlocksOutcome::BadMass);
  EXPECT_EQ(PiBlocks(1.0, NAN, -1.0).outcome, PiBlocksOutcome::BadMass);
  EXPECT_EQ(PiBlocks(1.0, 1.0, NAN).outcome, PiBlocksOutcome::BadMass);
  EXPECT_EQ(PiBlocks(1.0, 100.0, 0.0).outcome, PiBlocksOutcome::NotMoving);
  EXPECT_EQ(PiBlocks(1.0, 100.0, 0.0).collisions, 0);
  const PiBlocksTrace t = PiBlocks(1.0, 1e6, -1.0, 100);
  EXPECT_EQ(t.outcome, PiBlocksOutcome::TooMany);
  EXPECT_EQ(t.collisions, 100);
}

}  // namespace
}  // namespace ricochet
