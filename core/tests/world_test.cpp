#include "ricochet/world.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "ricochet/formula.h"
#include "ricochet/world_diagnostics.h"
#include "ricochet/world_generators.h"
#include "ricochet/world_history.h"

namespace ricochet {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

// Every invariant the engine promises, after any step.
void ExpectClean(const World& w) {
  EXPECT_EQ(CountOverlaps(w.balls), 0);
  EXPECT_EQ(CountPenetrations(w), 0);
  for (std::size_t i = 0; i < w.balls.size(); ++i) {
    EXPECT_TRUE(IsFinite(w.balls.P(i)));
    EXPECT_TRUE(IsFinite(w.balls.V(i)));
  }
}

TEST(SweptDiscTime, FollowsTheQuadratic) {
  // Point at (−5, 0) moving (10, 0) per frame toward a disc R = 1 at the origin: contact at x = −1, τ = 0.4.
  EXPECT_DOUBLE_EQ(SweptDiscTime({-5, 0}, {10, 0}, 1.0, 1.0), 0.4);
  EXPECT_EQ(SweptDiscTime({-5, 0}, {10, 0}, 1.0, 0.3), -1.0);  // too late for the rest of the frame
  EXPECT_EQ(SweptDiscTime({-5, 2}, {10, 0}, 1.0, 1.0), -1.0);  // miss: discriminant < 0
  EXPECT_EQ(SweptDiscTime({5, 0}, {10, 0}, 1.0, 1.0), -1.0);   // moving away
  EXPECT_EQ(SweptDiscTime({-1, 0}, {1, 0}, 1.0, 1.0), 0.0);    // touching and approaching: now
  EXPECT_EQ(SweptDiscTime({-1, 0}, {-1, 0}, 1.0, 1.0), -1.0);  // touching and separating: never
  EXPECT_EQ(SweptDiscTime({-5, 0}, {0, 0}, 1.0, 1.0), -1.0);   // no relative motion
}

TEST(SweptSegmentTime, EdgeAndEndpointCaps) {
  const Segment s{{0, 0}, {10, 0}};
  EXPECT_DOUBLE_EQ(SweptSegmentTime({5, 5}, {0, -8}, 1.0, s, 1.0), 0.5);  // edge, from above: y = r
  EXPECT_DOUBLE_EQ(SweptSegmentTime({5, -5}, {0, 8}, 1.0, s, 1.0), 0.5);  // edge, from below (two-sided)
  // Past P1 the line test says "after P1", but the disc still clips the endpoint cap at (10, 0).
  const double t = SweptSegmentTime({10.5, 5}, {0, -8}, 1.0, s, 1.0);
  ASSERT_GT(t, 0.0);
  EXPECT_NEAR(std::hypot(0.5, 5 - 8 * t), 1.0, 1e-12);
  EXPECT_EQ(SweptSegmentTime({12, 5}, {0, -8}, 1.0, s, 1.0), -1.0);  // clear of the cap
  EXPECT_EQ(SweptSegmentTime({5, 5}, {8, 0}, 1.0, s, 1.0), -1.0);    // parallel
  EXPECT_EQ(SweptSegmentTime({5, 1}, {0, -1}, 1.0, s, 1.0), 0.0);    // resting on it, pushing: now
  EXPECT_EQ(SweptSegmentTime({5, 1}, {1, 0}, 1.0, s, 1.0), -1.0);    // resting on it, sliding: never
}

TEST(World, FastBallDoesNotTunnelThroughAThinWall) {
  World w;
  w.walls = {{{0, -10}, {0, 10}}};
  w.balls.Add({-5, 0}, {1000, 0}, 0.5,
              1.0);  // 1000 units per frame: an overlap test at frame ends sees nothing
  const StepStats& st = w.Step();
  EXPECT_EQ(st.wall_events, 1);
  EXPECT_LT(w.balls.x[0], -0.5);
  EXPECT_DOUBLE_EQ(w.balls.vx[0], -1000.0);
  ExpectClean(w);
}

TEST(World, CornerWhereTwoWallsMeet) {
  // A ball flying diagonally into the corner of a floor and a wall bounces twice in one frame and comes
  // straight back: both components reversed.
  World w;
  w.walls = {{{0, 0}, {0, 10}}, {{10, 0}, {0, 0}}};
  w.balls.Add({3, 3}, {-4, -4}, 1.0, 1.0);
  const StepStats& st = w.Step();
  EXPECT_EQ(st.wall_events, 2);
  EXPECT_NEAR(w.balls.vx[0], 4.0, 1e-12);
  EXPECT_NEAR(w.balls.vy[0], 4.0, 1e-12);
  // It reached (1, 1) at t = 0.5 and travelled back for the other half frame.
  EXPECT_NEAR(w.balls.x[0], 3.0, 1e-12);
  EXPECT_NEAR(w.balls.y[0], 3.0, 1e-12);
  ExpectClean(w);
}

TEST(World, AcuteCornerNeverLetsTheBallThrough) {
  // A 20° wedge: the ball ping-pongs several times per frame into the apex and back out.
  World w;
  const double a = 20.0 * 3.14159265358979323846 / 180.0;
  w.walls = {{{0, 0}, {20, 0}}, {{0, 0}, {20 * std::cos(a), 20 * std::sin(a)}}};
  w.balls.Add({10, 1.6}, {-7, 0}, 1.0, 1.0);
  for (int k = 0; k < 20; ++k) {
    w.Step();
    ExpectClean(w);
  }
  EXPECT_NEAR(LengthSq(w.balls.V(0)), 49.0, 1e-9);  // reflections keep the speed
}

TEST(World, BallWedgedBetweenTwoBalls) {
  // A touches B on the left and C on the right and moves right: it passes its velocity to C (same mass)
  // and B is untouched; no overlap, momentum and energy conserved.
  World w;
  w.balls.Add({-2, 0}, {0, 0}, 1.0, 1.0);   // B
  w.balls.Add({0, 0}, {1, 0.5}, 1.0, 1.0);  // A
  w.balls.Add({2, 0}, {0, 0}, 1.0, 1.0);    // C
  const double e0 = w.KineticEnergy();
  const Vec2 p0 = w.Momentum();
  w.Step();
  EXPECT_EQ(w.last_stats().ball_events, 1);
  EXPECT_NEAR(w.balls.vx[1], 0.0, 1e-15);
  EXPECT_NEAR(w.balls.vy[1], 0.5, 1e-15);  // the parallel part stays
  EXPECT_NEAR(w.balls.vx[2], 1.0, 1e-15);
  EXPECT_EQ(w.balls.vx[0], 0.0);
  EXPECT_NEAR(w.KineticEnergy(), e0, 1e-15);
  EXPECT_NEAR(w.Momentum().x, p0.x, 1e-15);
  EXPECT_NEAR(w.Momentum().y, p0.y, 1e-15);
  ExpectClean(w);
}

TEST(World, NewtonsCradleThreeBallChain) {
  // Balls 1 and 2 touch at rest; ball 0 arrives at t = 0.5: the velocity runs down the chain the same
  // instant.
  World w;
  w.balls.Add({-3, 0}, {2, 0}, 1.0, 1.0);
  w.balls.Add({0, 0}, {0, 0}, 1.0, 1.0);
  w.balls.Add({2, 0}, {0, 0}, 1.0, 1.0);
  w.Step();
  EXPECT_EQ(w.last_stats().ball_events, 2);
  EXPECT_NEAR(w.balls.vx[0], 0.0, 1e-15);
  EXPECT_NEAR(w.balls.vx[1], 0.0, 1e-15);
  EXPECT_NEAR(w.balls.vx[2], 2.0, 1e-15);
  EXPECT_NEAR(w.balls.x[0], -2.0, 1e-12);
  EXPECT_NEAR(w.balls.x[2], 3.0, 1e-12);  // moved for the second half of the frame
  ExpectClean(w);
}

TEST(World, ChainWithMassesFollowsTheOneDimensionalLaw) {
  // m1 = 1 at 3 hits m2 = 2 at rest: V1' = 3(1 − 2)/3 = −1, V2' = 2·1·3/3 = 2.
  World w;
  w.balls.Add({-4, 0}, {3, 0}, 1.0, 1.0);
  w.balls.Add({0, 0}, {0, 0}, 1.0, 2.0);
  w.Step();
  EXPECT_NEAR(w.balls.vx[0], -1.0, 1e-14);
  EXPECT_NEAR(w.balls.vx[1], 2.0, 1e-14);
  ExpectClean(w);
}

TEST(World, GrazingContactsChangeNothing) {
  World w;
  w.walls = {{{0, 0}, {10, 0}}};
  w.balls.Add({-5, 1}, {20, 0}, 1.0, 1.0);  // slides along the wall at exactly r
  w.balls.Add({0, 5}, {4, 0}, 1.0, 1.0);    // passes ball 2 tangentially (centres 2 apart at closest)
  w.balls.Add({2, 7}, {0, 0}, 1.0, 1.0);
  w.Step();
  EXPECT_EQ(w.balls.vx[0], 20.0);
  EXPECT_EQ(w.balls.vy[0], 0.0);
  EXPECT_NEAR(w.balls.vx[1], 4.0, 1e-12);
  EXPECT_NEAR(w.balls.vy[1], 0.0, 1e-12);
  EXPECT_NEAR(w.balls.vx[2], 0.0, 1e-12);
  ExpectClean(w);
}

TEST(World, BallExactlyAtRestOnAWall) {
  World w;
  w.walls = {{{-10, 0}, {10, 0}}};
  w.balls.Add({0, 1}, {0, 0}, 1.0, 1.0);
  for (int k = 0; k < 10; ++k) w.Step();
  EXPECT_EQ(w.last_stats().events, 0);
  EXPECT_EQ(w.balls.P(0), (Vec2{0, 1}));
  // With gravity it bounces by at most one frame's kick and never sinks in.
  w.gravity = {0, -0.01};
  for (int k = 0; k < 200; ++k) {
    w.Step();
    ExpectClean(w);
    EXPECT_LE(w.balls.y[0], 1.0 + 0.011);
  }
}

TEST(World, PillarBounceUsesRadiusSum) {
  // Ball r = 1 toward pillar r_c = 2 at the origin: contact when the centre is R = 3 away.
  World w;
  w.pillars = {{{0, 0}, 2.0}};
  w.balls.Add({-5, 0}, {4, 0}, 1.0, 1.0);
  w.watch = 0;
  w.Step();
  ASSERT_EQ(w.watch_log().size(), 1u);
  EXPECT_EQ(w.watch_log()[0].kind, EventKind::Pillar);
  EXPECT_DOUBLE_EQ(w.watch_log()[0].ti, 0.5);
  EXPECT_NEAR(w.balls.x[0], -5.0, 1e-12);
  EXPECT_DOUBLE_EQ(w.balls.vx[0], -4.0);
}

TEST(World, FallbackFreezesABallTrappedInAZeroWidthSlot) {
  // A slot exactly 2r wide: the ball touches both walls, every bounce is immediate. The cap stops it.
  World w;
  w.walls = {{{-1, -10}, {-1, 10}}, {{1, 10}, {1, -10}}};
  w.balls.Add({0, 0}, {1, 0}, 1.0, 1.0);
  w.max_events_per_ball = 8;
  const StepStats& st = w.Step();
  EXPECT_EQ(st.frozen, 1);
  EXPECT_EQ(st.events, 8);
  EXPECT_EQ(w.balls.P(0), (Vec2{0, 0}));
  ExpectClean(w);
}

TEST(World, GasStressNoEscapeNoOverlapEnergyConserved) {
  const std::size_t n = kSanitized ? 300 : 3000;
  const int steps = kSanitized ? 30 : 200;
  Vec2 lo, hi;
  World w = GasBox(n, 7, 1.0, 6.0, &lo, &hi);
  const double e0 = w.KineticEnergy();
  for (int k = 0; k < steps; ++k) w.Step();
  EXPECT_EQ(CountOutside(w.balls, lo, hi), 0);
  ExpectClean(w);
  EXPECT_LT(std::abs(w.KineticEnergy() - e0) / e0, 1e-11);
}

TEST(World, DeterministicAndGridAgreesWithNaive) {
  const std::size_t n = kSanitized ? 100 : 400;
  World a = GasBox(n, 11), b = GasBox(n, 11), c = GasBox(n, 11);
  c.broadphase = Broadphase::Naive;
  for (int k = 0; k < 40; ++k) {
    a.Step();
    b.Step();
    c.Step();
  }
  EXPECT_EQ(a.balls.x, b.balls.x);
  EXPECT_EQ(a.balls.vy, b.balls.vy);
  EXPECT_EQ(a.balls.x, c.balls.x);  // the broad phase only prunes: the same events happen
  EXPECT_EQ(a.balls.vx, c.balls.vx);
  EXPECT_LT(a.last_stats().pair_tests, c.last_stats().pair_tests);
}

TEST(History, StepBackRestoresTheState) {
  World w = GasBox(50, 3);
  History h;
  const std::vector<double> x0 = w.balls.x;
  h.Push(w);
  w.Step();
  h.Push(w);
  w.Step();
  ASSERT_TRUE(h.Pop(w));
  ASSERT_TRUE(h.Pop(w));
  EXPECT_EQ(w.balls.x, x0);
  EXPECT_EQ(w.frame(), 0);
  EXPECT_FALSE(h.Pop(w));
}

}  // namespace
}  // namespace ricochet

namespace ricochet {
namespace {

TEST(World, KinematicPaddleHitsThePuckBySweptCircleCircle) {
  // Paddle (stick) S0 → S1 = (0,0) → (10,0), R = 2; puck at rest at (7, 0), r = 1. Relative motion:
  // P2 = P1 − (S1 − S0) = (−3, 0): contact when the centres are 3 apart, at t = 0.4. The puck leaves with
  // twice the paddle's speed (reflection in the paddle's frame), the paddle keeps its velocity.
  World w;
  w.balls.Add({0, 0}, {10, 0}, 2.0, std::numeric_limits<double>::infinity());
  w.balls.Add({7, 0}, {0, 0}, 1.0, 1.0);
  w.watch = 1;
  w.Step();
  ASSERT_EQ(w.watch_log().size(), 1u);
  EXPECT_DOUBLE_EQ(w.watch_log()[0].ti, 0.4);
  EXPECT_DOUBLE_EQ(w.balls.vx[1], 20.0);
  EXPECT_DOUBLE_EQ(w.balls.vx[0], 10.0);
  EXPECT_NEAR(w.balls.x[1], 7.0 + 20.0 * 0.6, 1e-12);
  ExpectClean(w);
}

TEST(World, PaddlePinningThePuckAgainstAWallStops) {
  World w;
  w.walls = {{{10, -10}, {10, 10}}};
  w.balls.Add({0, 0}, {3, 0}, 2.0, std::numeric_limits<double>::infinity());
  w.balls.Add({6, 0}, {0, 0}, 1.0, 1.0);
  for (int k = 0; k < 10; ++k) {
    w.Step();
    ExpectClean(w);
  }
  EXPECT_LE(w.balls.x[0], 10.0 - 2.0 - 2.0 + 1e-9);  // never closer than the puck's diameter to the wall
}

TEST(World, StackUnderGravityRestsWithoutSinking) {
  World w;
  w.gravity = {0, -0.05};
  w.walls = {{{-10, 0}, {10, 0}}};
  w.balls.Add({0, 1}, {0, 0}, 1.0, 1.0);
  w.balls.Add({0, 3}, {0, 0}, 1.0, 1.0);
  w.balls.Add({0, 5}, {0, 0}, 1.0, 3.0);
  for (int k = 0; k < 300; ++k) {
    w.Step();
    ExpectClean(w);
  }
  EXPECT_LT(w.balls.y[2], 5.2);
}

}  // namespace
}  // namespace ricochet

// ---------------------------------------------------------------------------------------------------------
// The engine's lean kernels agree with the lectures' functions (the reason they may exist: speed, and
// acting on contacts that already touch at t = 0).
// ---------------------------------------------------------------------------------------------------------

#include "ricochet/circle_circle.h"
#include "ricochet/elastic.h"
#include "ricochet/ray_circle.h"

namespace ricochet {
namespace {

struct TestRng {
  std::uint64_t s;
  double Uniform(double lo, double hi) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return lo + (hi - lo) * static_cast<double>(s >> 11) * 0x1.0p-53;
  }
  Vec2 Point(double lo, double hi) { return {Uniform(lo, hi), Uniform(lo, hi)}; }
};

TEST(LeanKernels, SweptDiscTimeAgreesWithCircleCircle) {
  TestRng rng{42};
  int hits = 0, overlaps = 0;
  for (int k = 0; k < 20000; ++k) {
    const Vec2 p0 = rng.Point(-10, 10), p1 = p0 + rng.Point(-12, 12);
    const Vec2 s0 = rng.Point(-10, 10), s1 = s0 + rng.Point(-12, 12);
    const double r = rng.Uniform(0.1, 3), R = rng.Uniform(0.1, 3);
    const CircleCircleTrace t = CircleCircle(p0, p1, r, s0, s1, R);
    // The engine's form: the puck relative to the stick, p = P0 − S0, v = L.
    const double tau = SweptDiscTime(p0 - s0, t.l, R + r, 1.0);
    const double scale = t.l_sq * (t.c_sq + t.sum_r * t.sum_r);
    if (std::abs(t.discriminant) <= 1e-9 * scale) continue;  // grazes: the lecture counts a tolerance band
    SCOPED_TRACE(k);
    switch (t.outcome) {
      case CircleCircleOutcome::Hit:
        ++hits;
        EXPECT_NEAR(tau, t.t, 1e-9);
        break;
      case CircleCircleOutcome::StartsOverlapping:
        ++overlaps;  // the lecture's test does not collide; the engine acts now iff approaching (α > 0)
        EXPECT_EQ(tau, t.alpha > 0.0 ? 0.0 : -1.0);
        break;
      case CircleCircleOutcome::TooLate:
        if (t.t > 1.0 + 1e-9) {
          EXPECT_EQ(tau, -1.0);
        }
        break;
      default: EXPECT_EQ(tau, -1.0);
    }
  }
  EXPECT_GT(hits, 1000);
  EXPECT_GT(overlaps, 100);
}

TEST(LeanKernels, SweptDiscTimeAgreesWithRayCircleWithRadiusSum) {
  TestRng rng{7};
  int hits = 0;
  for (int k = 0; k < 20000; ++k) {
    const Vec2 bs = rng.Point(-10, 10), be = bs + rng.Point(-15, 15);
    const Circle pillar{rng.Point(-5, 5), rng.Uniform(0.2, 4)};
    const double rs = rng.Uniform(0.1, 2);
    const RayCircleTrace t = RayCircle({bs, be}, pillar, rs);
    const double tau = SweptDiscTime(bs - pillar.c, be - bs, pillar.r + rs, 1.0);
    if (std::abs(t.discriminant) <= 1e-9 * t.b * t.b) continue;  // graze band
    SCOPED_TRACE(k);
    if (t.outcome == RayCircleOutcome::Hit) {
      ++hits;
      EXPECT_NEAR(tau, t.ti, 1e-9);
    } else if (t.outcome == RayCircleOutcome::StartsInside) {
      EXPECT_TRUE(tau == 0.0 || tau == -1.0);
    } else if (!(t.outcome == RayCircleOutcome::TooLate && t.t0 <= 1.0 + 1e-9)) {
      EXPECT_EQ(tau, -1.0);
    }
  }
  EXPECT_GT(hits, 1000);
}

TEST(LeanKernels, EngineResponseIsElastic2D) {
  TestRng rng{3};
  for (int k = 0; k < 2000; ++k) {
    // Two touching balls, approaching along N: the engine responds at t = 0 exactly as Lecture 17.
    const double r1 = rng.Uniform(0.5, 2), r2 = rng.Uniform(0.5, 2);
    const double angle = rng.Uniform(0, 6.283185307179586);
    const Vec2 n{std::cos(angle), std::sin(angle)};
    const Vec2 p1 = rng.Point(-5, 5), p2 = p1 + n * (r1 + r2);
    Vec2 v1 = rng.Point(-3, 3), v2 = rng.Point(-3, 3);
    if (Dot(n, v1) - Dot(n, v2) < 0.1) std::swap(v1, v2);
    if (Dot(n, v1) - Dot(n, v2) < 0.1) continue;
    const double m1 = rng.Uniform(0.2, 5), m2 = rng.Uniform(0.2, 5);
    const Elastic2DTrace e = Elastic2D(p1, p2, v1, v2, m1, m2);
    ASSERT_EQ(e.outcome, Elastic2DOutcome::Collide);
    World w;
    w.balls.Add(p1, v1, r1, m1);
    w.balls.Add(p2, v2, r2, m2);
    w.max_events_per_ball = 1;  // the first event only
    w.Step();
    SCOPED_TRACE(k);
    EXPECT_NEAR(w.balls.vx[0], e.v1_after.x, 1e-12);
    EXPECT_NEAR(w.balls.vy[0], e.v1_after.y, 1e-12);
    EXPECT_NEAR(w.balls.vx[1], e.v2_after.x, 1e-12);
    EXPECT_NEAR(w.balls.vy[1], e.v2_after.y, 1e-12);
  }
}

}  // namespace
}  // namespace ricochet

namespace ricochet {
namespace {

TEST(LeanKernels, SweptSegmentTimeIsTheFirstContactBySampling) {
  // dist(B(t), segment) = r at τ, and a dense sampling of B(t) finds no earlier contact (nor any, on −1).
  TestRng rng{99};
  int hits = 0;
  for (int k = 0; k < 4000; ++k) {
    const Segment s{rng.Point(-5, 5), rng.Point(-5, 5)};
    const Vec2 bs = rng.Point(-10, 10), v = rng.Point(-12, 12);
    const double r = rng.Uniform(0.1, 2);
    const auto dist = [&](double t) { return Length(bs + v * t - ClosestPointOnSegment(s, bs + v * t)); };
    if (dist(0) <= r) continue;  // starting in contact is covered by the unit tests
    const double tau = SweptSegmentTime(bs, v, r, s, 1.0);
    SCOPED_TRACE(k);
    const double stop = tau >= 0 ? tau : 1.0;
    for (int i = 0; i <= 400; ++i) ASSERT_GT(dist(stop * i / 400.0), r * (1 - 1e-9));
    if (tau >= 0) {
      ++hits;
      EXPECT_NEAR(dist(tau), r, 1e-9 * (1 + r));
    }
  }
  EXPECT_GT(hits, 300);
}

}  // namespace
}  // namespace ricochet

#include "ricochet/circle_segment.h"

namespace ricochet {
namespace {

TEST(LeanKernels, SweptSegmentTimeAgreesWithCircleSegment) {
  TestRng rng{2024};
  int hits = 0;
  for (int k = 0; k < 20000; ++k) {
    const Segment wall{rng.Point(-5, 5), rng.Point(-5, 5)};
    const Vec2 bs = rng.Point(-10, 10), be = bs + rng.Point(-12, 12);
    const double r = rng.Uniform(0.1, 2);
    const CircleSegmentTrace t = CircleSegment(wall, {bs, be}, r);
    const double tau = SweptSegmentTime(bs, be - bs, r, wall, 1.0);
    SCOPED_TRACE(k);
    if (t.outcome == CircleSegmentOutcome::Hit) {
      ++hits;
      EXPECT_NEAR(tau, t.ti, 1e-9);
    } else if (t.outcome == CircleSegmentOutcome::StartsOverlapping) {
      EXPECT_TRUE(tau == 0.0 || tau == -1.0);  // the engine acts now iff approaching
    } else {
      // No contact within the frame, up to the lecture's "exactly r" rounding band at the frame's end.
      if (tau >= 0.0) {
        const Vec2 bi = bs + (be - bs) * tau;
        EXPECT_GT(tau, 1.0 - 1e-9) << Length(bi - ClosestPointOnSegment(wall, bi)) - r;
      }
    }
  }
  EXPECT_GT(hits, 1000);
}

}  // namespace
}  // namespace ricochet

// ---------------------------------------------------------------------------------------------------------
// The engine fed numbers outside its range directly, not through the scene reader (issue 18: these scenes
// made Register write through a cell index cast from NaN). Under ASan a wild index fails these tests.
// ---------------------------------------------------------------------------------------------------------

#include <bit>
#include <cstdint>

namespace ricochet {
namespace {

constexpr double kHuge = std::numeric_limits<double>::max();  // 1.797e308
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInfinity = std::numeric_limits<double>::infinity();

// The table of /work/shared/repro/sandbox-*.json (tests/repro/ in the app): five balls, a box, a ramp
// and a pillar.
World ReproTable() {
  World w;
  w.balls.Add({4, 10}, {1.5, 0.4}, 1, 1);
  w.balls.Add({16, 10}, {-1.0, 0.1}, 1.5, 2.25);
  w.balls.Add({10, 4}, {0.2, 1.2}, 0.8, 0.64);
  w.balls.Add({24, 16}, {-0.7, -0.9}, 1, 1);
  w.balls.Add({6, 16}, {0.0, 0.0}, 2, 4);
  w.walls = {
      {{0, 0}, {0, 20}}, {{0, 20}, {30, 20}}, {{30, 20}, {30, 0}}, {{30, 0}, {0, 0}}, {{20, 2}, {26, 8}}};
  w.pillars = {{{12, 14}, 1.5}};
  return w;
}

// Bit-for-bit equality, NaN included: a ball out of play must be left exactly as it was.
bool Same(double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); }

TEST(OutOfPlay, MassMaxIsAnOrdinaryHeavyBall) {
  // 1.797e308 is a finite mass: the law is computed on masses scaled into [½, 1) (formula.h), so nothing
  // overflows.
  World w = ReproTable();
  w.balls.m[0] = kHuge;
  for (int k = 0; k < 200; ++k) {
    const StepStats& st = w.Step();
    ASSERT_EQ(st.out_of_play, 0);
    ASSERT_EQ(st.dropped, 0);
    ExpectClean(w);
  }
}

TEST(OutOfPlay, HeavyBallHitsLightBallAsTheLimitOfTheLaw) {
  // m1 → ∞: V1' = V1, V2' = 2V1 − V2 (the light ball bounces off the wall-like heavy one).
  World w;
  w.balls.Add({-4, 0}, {3, 0}, 1.0, kHuge);
  w.balls.Add({0, 0}, {-1, 0}, 1.0, 1e-300);
  w.Step();
  EXPECT_EQ(w.last_stats().ball_events, 1);
  EXPECT_DOUBLE_EQ(w.balls.vx[0], 3.0);
  EXPECT_DOUBLE_EQ(w.balls.vx[1], 7.0);
  ExpectClean(w);
}

TEST(OutOfPlay, VelocityBeyondTheLimitHoldsTheBallStill) {
  // sandbox-v-1e308.json: ball 0 at 10³⁰⁸ units per frame is held where it is, an obstacle the others
  // bounce off; its state is left exactly as given.
  World w = ReproTable();
  w.balls.vx[0] = 1e308;
  for (int k = 0; k < 200; ++k) {
    const StepStats& st = w.Step();
    ASSERT_EQ(st.out_of_play, 1);
    ASSERT_EQ(w.balls.P(0), (Vec2{4, 10}));
    ASSERT_EQ(w.balls.V(0), (Vec2{1e308, 0.4}));
    ExpectClean(w);
  }
  // An obstacle: a ball coming at the held one reflects off it as off a pillar (the frozen-ball rule).
  World h;
  h.balls.Add({0, 0}, {1e308, 0}, 1.0, 1.0);
  h.balls.Add({-5, 0}, {4, 0}, 1.0, 1.0);
  h.Step();
  EXPECT_EQ(h.last_stats().ball_events, 1);
  EXPECT_DOUBLE_EQ(h.balls.vx[1], -4.0);
  EXPECT_NEAR(h.balls.x[1], -2.0 - 4.0 * 0.25, 1e-12);  // contact at x = −2, t = 0.75; back for ¼ frame
  EXPECT_EQ(h.balls.P(0), (Vec2{0, 0}));
}

TEST(OutOfPlay, GravityBeyondTheLimitHoldsEveryBall) {
  // sandbox-gravity-1e308.json: every kick would leave the limit, so no ball moves and none is kicked.
  World w = ReproTable();
  w.gravity = {0, -1e308};
  const Balls before = w.balls;
  for (int k = 0; k < 200; ++k) {
    const StepStats& st = w.Step();
    ASSERT_EQ(st.out_of_play, 5);
    ASSERT_EQ(st.events, 0);
  }
  EXPECT_EQ(w.balls.x, before.x);
  EXPECT_EQ(w.balls.vy, before.vy);
  ExpectClean(w);
  // A large but representable gravity is kept in play: the balls fall and stay inside the box.
  w.gravity = {0, -1e3};
  for (int k = 0; k < 50; ++k) {
    w.Step();
    ExpectClean(w);
  }
  EXPECT_EQ(CountOutside(w.balls, {0, 0}, {30, 20}), 0);
}

TEST(OutOfPlay, NonFiniteBallsWallsAndPillarsAreLeftOut) {
  World w = ReproTable();
  w.balls.Add({kNaN, 3}, {1, 0}, 1, 1);         // 5: cannot be placed
  w.balls.Add({20, 17}, {kInfinity, 0}, 1, 1);  // 6: held
  w.balls.Add({26, 12}, {0, 1}, kNaN, 1);       // 7: no radius: left out
  w.balls.Add({26, 4}, {0, 1}, 1, kNaN);        // 8: held
  w.balls.Add({2e76, 4}, {0, 1}, 1, 1);         // 9: beyond the limit: left out
  w.walls.push_back({{kNaN, 0}, {5, 5}});
  w.walls.push_back({{-kHuge, 10}, {kHuge, 10}});  // would cut the table in two: ignored
  w.pillars.push_back({{kInfinity, 0}, 1});
  w.pillars.push_back({{20, 10}, kNaN});
  w.watch = 5;
  const Balls before = w.balls;
  for (int k = 0; k < 100; ++k) {
    const StepStats& st = w.Step();
    ASSERT_EQ(st.out_of_play, 5 + 2 + 2);
    EXPECT_TRUE(w.watch_log().empty());
  }
  for (std::size_t i = 5; i < w.balls.size(); ++i) {
    SCOPED_TRACE(i);
    EXPECT_TRUE(Same(w.balls.x[i], before.x[i]) && Same(w.balls.y[i], before.y[i]));
    EXPECT_TRUE(Same(w.balls.vx[i], before.vx[i]) && Same(w.balls.vy[i], before.vy[i]));
  }
  // The five table balls moved among themselves, the box and the held balls 6 and 8: nothing overlaps
  // (the diagnostic skips what cannot be placed) and every table ball is finite and still in the box.
  EXPECT_EQ(CountOverlaps(w.balls), 0);
  for (std::size_t i = 0; i < 5; ++i) {
    EXPECT_TRUE(IsFinite(w.balls.V(i)));
    EXPECT_TRUE(w.balls.x[i] > 0 && w.balls.x[i] < 30 && w.balls.y[i] > 0 && w.balls.y[i] < 20) << i;
  }
}

TEST(OutOfPlay, ResponseBeyondTheLimitIsDropped) {
  // A puck at 9·10⁷⁴ per frame meets a paddle coming at it as fast: reflected in the paddle's frame it
  // would leave at 2.7·10⁷⁵ > kWorldLimit. The response is dropped: the puck stops for the frame with
  // its velocity kept, and the paddle, which cannot push through it, stops too.
  World w;
  w.balls.Add({0, 0}, {9e74, 0}, 1.0, 1.0);
  w.balls.Add({3, 0}, {-9e74, 0}, 1.0, kInfinity);
  const StepStats& st = w.Step();
  EXPECT_EQ(st.dropped, 1);
  EXPECT_EQ(w.balls.vx[0], 9e74);
  EXPECT_EQ(CountOverlaps(w.balls), 0);
  EXPECT_TRUE(IsFinite(w.balls.P(0)) && IsFinite(w.balls.P(1)));
}

TEST(OutOfPlay, KernelsReturnFiniteTimesForAnyInput) {
  const double specials[] = {0.0,    -0.0,  1.0,    -3.5,      1e-300,     4.9e-324, 1e75,
                             -1e150, kHuge, -kHuge, kInfinity, -kInfinity, kNaN};
  TestRng rng{18};
  const auto pick = [&] { return specials[static_cast<std::size_t>(rng.Uniform(0, 13))]; };
  for (int k = 0; k < 50000; ++k) {
    const Vec2 p{pick(), pick()}, v{pick(), pick()};
    const double r = pick();
    const double t_max = k % 2 ? 1.0 : 0.25;
    const double t = SweptDiscTime(p, v, r, t_max);
    ASSERT_TRUE(t == -1.0 || (t >= 0.0 && t <= t_max)) << t;
    const Segment s{{pick(), pick()}, {pick(), pick()}};
    const double u = SweptSegmentTime(p, v, r, s, t_max);
    ASSERT_TRUE(u == -1.0 || (u >= 0.0 && u <= t_max)) << u;
  }
}

TEST(OutOfPlay, RandomWorldsOfSpecialValues) {
  // Property: any mixture of ordinary, huge, tiny, infinite and NaN numbers steps without a wild index
  // (ASan), out_of_play counts exactly what the rule in world.h says, balls left out are untouched and
  // every ball that moved is finite.
  const double specials[] = {kHuge, -kHuge, kInfinity, -kInfinity, kNaN, 1e76, -1e300, 0.0, -1.0, 4.9e-324};
  TestRng rng{9};
  const auto value = [&](double lo, double hi) {
    return rng.Uniform(0, 1) < 0.1 ? specials[static_cast<std::size_t>(rng.Uniform(0, 10))]
                                   : rng.Uniform(lo, hi);
  };
  const auto within = [](double x) { return std::abs(x) <= kWorldLimit; };
  for (int world = 0; world < 300; ++world) {
    SCOPED_TRACE(world);
    World w;
    w.broadphase = world % 3 == 0 ? Broadphase::Naive : Broadphase::Grid;
    const int n = 1 + static_cast<int>(rng.Uniform(0, 30));
    for (int i = 0; i < n; ++i)
      w.balls.Add({value(-50, 50), value(-50, 50)}, {value(-20, 20), value(-20, 20)}, value(0.1, 2),
                  rng.Uniform(0, 1) < 0.1 ? kInfinity : value(0.1, 5));
    for (int i = 0; i < 4; ++i)
      w.walls.push_back({{value(-60, 60), value(-60, 60)}, {value(-60, 60), value(-60, 60)}});
    w.pillars.push_back({{value(-40, 40), value(-40, 40)}, value(0, 3)});
    w.gravity = {0, rng.Uniform(0, 1) < 0.1 ? value(-1, 1) : 0.0};
    for (int step = 0; step < 5; ++step) {
      const Balls before = w.balls;
      std::int64_t expected = 0;
      std::vector<bool> left_out(w.balls.size());
      for (std::size_t i = 0; i < w.balls.size(); ++i) {
        const double r = w.balls.r[i], m = w.balls.m[i];
        left_out[i] = !(within(w.balls.x[i]) && within(w.balls.y[i]) && r > 0.0 && r <= kWorldLimit);
        const double gx = std::isinf(m) ? 0.0 : w.gravity.x, gy = std::isinf(m) ? 0.0 : w.gravity.y;
        const bool held =
            !left_out[i] && !(within(w.balls.vx[i] + gx) && within(w.balls.vy[i] + gy) && m > 0.0);
        expected += left_out[i] || held ? 1 : 0;
      }
      for (const Segment& s : w.walls)
        expected += within(s.p0.x) && within(s.p0.y) && within(s.p1.x) && within(s.p1.y) ? 0 : 1;
      for (const Circle& c : w.pillars)
        expected += within(c.c.x) && within(c.c.y) && c.r >= 0.0 && c.r <= kWorldLimit ? 0 : 1;
      const StepStats& st = w.Step();
      ASSERT_EQ(st.out_of_play, expected);
      for (std::size_t i = 0; i < w.balls.size(); ++i) {
        if (left_out[i]) {
          ASSERT_TRUE(Same(w.balls.x[i], before.x[i]) && Same(w.balls.vx[i], before.vx[i]));
        } else {
          ASSERT_TRUE(IsFinite(w.balls.P(i))) << i;
        }
      }
      (void)CountOverlaps(w.balls);  // the diagnostic indexes a grid too
    }
  }
}

}  // namespace
}  // namespace ricochet

namespace ricochet {
namespace {

// The sandbox fuzz finding of 2026-11-23 at a ratio the domain keeps (r/extent = 10⁻⁴): a ball resting on a
// diagonal wall under gravity was, by the line's distance BC, 3·10⁻¹² inside r, and by the closest point
// 10⁻¹³ outside it — neither "touching" nor "beyond D", so no event, and the next frame ended 10% of r
// inside the wall. Touching, the edge's time and the normal now read one distance, local to the wall.
TEST(WallContact, ABallRestingOnALongDiagonalWallStaysOutOfIt) {
  World w;
  const double e = 43386.438470984547, r = 4.3386438470984547;
  w.walls.push_back({{-e, -e}, {e, e}});
  w.balls.Add({-5837.3793399640272, -5831.1094205095578}, {0, 0}, r, 1.0);
  w.gravity = {0.10654095151116061, -0.52737422549111557};  // toward the wall and along it
  for (int frame = 0; frame < 40; ++frame) {
    w.Step();
    SCOPED_TRACE(frame);
    const double d = DistanceToSegment(w.walls[0], w.balls.P(0));
    ASSERT_GE(d, r * (1 - 1e-9));
    ASSERT_LE(d, r * (1 + 1e-6)) << "resting: it slides along the wall";
  }
}

// The other sandbox fuzz finding of 2026-11-23, at an ordinary scale: five balls thrown up a 30 × 20 box by
// gravity 20 per frame. In the third frame a ball ended inside a wall, through the same gap (BC a hair
// within r, the closest point a hair beyond it): the engine now keeps every invariant for ten frames.
TEST(WallContact, FiveBallsThrownUpABoxStayOutOfItsWalls) {
  World w;
  w.balls.Add({4, 10}, {0.5, 0.4}, 1, 1);
  w.balls.Add({16, 10}, {-1, 0.1}, 1.5, 2.25);
  w.balls.Add({10, 4}, {0.2, 1.2}, 0.8, 0.64);
  w.balls.Add({24, 16}, {-0.7, -0.9}, 1, 1);
  w.balls.Add({6, 16}, {0, 0}, 2, 4);
  w.walls = {
      {{0, 0}, {0, 20}}, {{0, 20}, {30, 20}}, {{30, 20}, {29, 0}}, {{30, 0}, {0, 0}}, {{20, 2}, {26, 8}}};
  w.pillars.push_back({{12, 66}, 1.5});
  w.gravity = {0, 20};
  for (int frame = 0; frame < 10; ++frame) {
    w.Step();
    SCOPED_TRACE(frame);
    ExpectClean(w);
  }
}

// A ball sliding down a wall 2·10⁶ long: the response's normal is the wall's own n̂, not the direction of B
// minus a closest point computed at 10⁶ (10⁻¹⁰ off: for this 10⁻⁶ ball, the engine's own input, a normal
// 4·10⁻³ rad off, which left it a velocity into the wall).
TEST(WallContact, TheNormalOfAnEdgeContactIsTheWallsOwn) {
  World w;
  w.walls.push_back({{0, -1e6}, {0, 1e6}});
  w.balls.Add({3e-6, 0}, {-1e-6, 0}, 1e-6, 1e6);
  w.gravity = {0, -1};
  for (int frame = 0; frame < 8; ++frame) {
    w.Step();
    SCOPED_TRACE(frame);
    EXPECT_EQ(CountPenetrations(w), 0);
  }
  EXPECT_EQ(w.balls.vx[0], 0.0) << "the resting contact removed the normal speed exactly";
  EXPECT_EQ(WallNormal(w.walls[0], {2e-6, 5e5}), (Vec2{1, 0}));
  EXPECT_EQ(WallNormal(w.walls[0], {-2e-6, 5e5}), (Vec2{-1, 0}));
  EXPECT_EQ(WallNormal(w.walls[0], {0, 1e6 + 3}), (Vec2{0, 1})) << "beyond P1: the endpoint cap";
}

// Balls pressed onto walls of every scale (1 to 10⁶) by gravity, sliding, with radii at the domain's
// smallest ratio to the extent (10⁻⁵) and above: none ends a frame inside a wall by more than 10⁻⁹ r.
TEST(WallContact, BallsPressedOntoWallsOfEveryScaleStayOut) {
  TestRng rng{7};
  int events = 0;
  for (int k = 0; k < 3000; ++k) {
    const double extent = std::pow(10.0, rng.Uniform(0, 6));
    const double r = extent * std::pow(10.0, rng.Uniform(-5, -3));
    const Segment s = k % 3 == 0 ? Segment{{-extent, -extent}, {extent, extent}}
                                 : Segment{rng.Point(-extent, extent), rng.Point(-extent, extent)};
    const Vec2 e = s.p1 - s.p0;
    if (Length(e) < 10 * r) continue;
    const Vec2 n = Vec2{-e.y, e.x} / Length(e), along{e / Length(e)};
    const double off = r * (1 + std::pow(10.0, rng.Uniform(-12, 0)));
    World w;
    w.walls.push_back(s);
    w.balls.Add(s.p0 + e * rng.Uniform(0.1, 0.9) + n * off, {0, 0}, r, 1.0);
    const double g = off * std::pow(10.0, rng.Uniform(-2, 2));
    w.gravity = n * -g + along * (g * rng.Uniform(-1, 1));
    SCOPED_TRACE(k);
    for (int frame = 0; frame < 4; ++frame) {
      events += static_cast<int>(w.Step().wall_events);
      ASSERT_EQ(CountPenetrations(w), 0) << DistanceToSegment(s, w.balls.P(0)) / r - 1;
    }
  }
  EXPECT_GT(events, 2000);
}

}  // namespace
}  // namespace ricochet
