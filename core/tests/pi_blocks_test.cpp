#include "ricochet/pi_blocks.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

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

// `each` sees the walk the count makes: the start, then every state after a collision, in order, the last
// one the trace's end; the same trace as without it. PiBlocksPredicted is the trace's N.
TEST(PiBlocks, EachSeesEveryStateOfTheWalk) {
  std::vector<PiBlocksState> seen;
  const PiBlocksTrace t = PiBlocks(1.0, 1e4, -1.0, kPiBlocksMaxCollisions, true,
                                   [&](const PiBlocksState& s) { seen.push_back(s); });
  const PiBlocksTrace plain = PiBlocks(1.0, 1e4, -1.0);
  EXPECT_EQ(t.collisions, plain.collisions);
  EXPECT_EQ(t.u, plain.u);
  EXPECT_EQ(t.last_time, plain.last_time);
  ASSERT_EQ(seen.size(), 315u);
  for (std::size_t k = 0; k < seen.size(); ++k) EXPECT_EQ(seen[k].collisions, static_cast<std::int64_t>(k));
  EXPECT_EQ(seen[0].last, PiEvent::None);
  EXPECT_EQ(seen[0].V, -1.0);
  EXPECT_EQ(seen.back().u, t.u);
  EXPECT_EQ(seen.back().t, t.last_time);
  EXPECT_EQ(PiBlocksPredicted(1.0, 1e4), t.predicted);
  EXPECT_EQ(PiBlocksPredicted(1.0, 1.0), 3);
  // Capped: the walk stops with the count.
  seen.clear();
  PiBlocks(1.0, 100.0, -1.0, 5, false, [&](const PiBlocksState& s) { seen.push_back(s); });
  EXPECT_EQ(seen.size(), 6u);
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

// Without the approaching test the count never ends: at the first contact (t = 1) the blocks still touch
// after colliding, so they collide again, and the law applied twice gives back u = 0, V — they bounce in
// place (Lecture 17's "Move nowhere!") until the cap, for every mass ratio.
TEST(PiBlocks, WithoutTheApproachingTestTheBlocksBounceInPlaceUntilTheCap) {
  for (int n = 0; n <= 6; ++n) {
    SCOPED_TRACE(n);
    const double M = std::pow(100.0, n);
    const PiBlocksTrace t = PiBlocks(1.0, M, -1.0, 1000, /*approaching_test=*/false);
    EXPECT_EQ(t.outcome, PiBlocksOutcome::TooMany);
    EXPECT_EQ(t.collisions, 1000);
    EXPECT_EQ(t.block_hits, 1000);  // the wall never gets its turn
    EXPECT_EQ(t.wall_hits, 0);
    EXPECT_DOUBLE_EQ(t.first_time, 1.0);  // gap 1 closed at |V| = 1
    EXPECT_DOUBLE_EQ(t.last_time, 1.0);   // every later one at the same instant
    EXPECT_DOUBLE_EQ(t.x, 1.0);           // nobody moved after the first contact
    EXPECT_DOUBLE_EQ(t.X, 1.0 + kSmallWidth);
    // An even number of collisions: back where the first one started, u = 0 and V = −1.
    EXPECT_NEAR(t.u, 0.0, 1e-9);
    EXPECT_NEAR(t.V, -1.0, 1e-9);
    EXPECT_LE(t.energy_drift, 1e-9);
  }
  // One step at a time: the second collision is between separating blocks and undoes the first.
  const double m = 1, M = 100;
  PiBlocksState s;
  s.V = -1;
  const PiBlocksState a = NextCollision(s, m, M, false), b = NextCollision(a, m, M, false);
  EXPECT_LT(a.u - a.V, 0.0);                                    // separating after the first
  EXPECT_EQ(NextCollision(a, m, M, true).last, PiEvent::Wall);  // the test waits for the wall instead
  EXPECT_EQ(b.last, PiEvent::Blocks);
  EXPECT_EQ(b.t, a.t);
  EXPECT_NEAR(b.u, 0.0, 1e-12);
  EXPECT_NEAR(b.V, -1.0, 1e-12);
  // The wall without the test: a small block resting against it (u ≥ 0) bounces too, at once.
  PiBlocksState w;
  w.x = 0.0, w.u = 0.5, w.V = 1.0, w.X = 5.0;
  EXPECT_EQ(NextCollision(w, m, M, true).last, PiEvent::None);
  const PiBlocksState w1 = NextCollision(w, m, M, false);
  EXPECT_EQ(w1.last, PiEvent::Wall);
  EXPECT_EQ(w1.t, 0.0);
  EXPECT_EQ(w1.u, -0.5);
}

// With the test the counts of CountsTheDigitsOfPi start from the same first collision: the test changes
// nothing until the blocks touch while separating.
TEST(PiBlocks, TheTestChangesNothingBeforeTheFirstContact) {
  const PiBlocksTrace on = PiBlocks(1.0, 100.0, -1.0), off = PiBlocks(1.0, 100.0, -1.0, 1, false);
  EXPECT_EQ(off.collisions, 1);
  EXPECT_EQ(off.u1, on.u1);
  EXPECT_EQ(off.V1, on.V1);
  EXPECT_EQ(off.first_time, on.first_time);
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
