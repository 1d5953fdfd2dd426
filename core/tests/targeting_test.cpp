#include "ricochet/targeting.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <random>
#include <vector>

namespace ricochet {
namespace {

constexpr double kDeg = std::numbers::pi / 180;

TEST(Targeting, AnalyticSpeedByHand) {
  // Flat ground, 45°: R = s² sin 2θ / g ⇒ s = √(g R). g = 10, R = 40 ⇒ s = 20, time = 40 / (20 cos 45°).
  const AnalyticAim a = AnalyticSpeed({0, 0}, 45 * kDeg, 10, {40, 0});
  ASSERT_EQ(a.outcome, AnalyticOutcome::Ok);
  EXPECT_NEAR(a.speed, 20, 1e-12);
  EXPECT_NEAR(a.time, 2 * std::sqrt(2.0), 1e-12);
  // The target above the aim line cannot be reached at this angle.
  EXPECT_EQ(AnalyticSpeed({0, 0}, 45 * kDeg, 10, {40, 41}).outcome, AnalyticOutcome::Unreachable);
  EXPECT_EQ(AnalyticSpeed({0, 0}, 45 * kDeg, 10, {-40, 0}).outcome, AnalyticOutcome::BadInput);
  EXPECT_EQ(AnalyticSpeed({0, 0}, 90 * kDeg, 10, {40, 0}).outcome, AnalyticOutcome::BadInput);
  EXPECT_EQ(AnalyticSpeed({0, 0}, 45 * kDeg, 0, {40, 0}).outcome, AnalyticOutcome::BadInput);
}

TEST(Targeting, EulerWithoutDragConvergesToTheAnalyticRangeAtFirstOrder) {
  // Shoot with the analytic speed for a flat-ground target 40 m away; Euler lands off by O(dt).
  const Air air{10, 0, 0, {}};
  const AnalyticAim a = AnalyticSpeed({0, 0}, 45 * kDeg, air.g, {40, 0});
  double previous = 0;
  for (double dt : {0.04, 0.02, 0.01, 0.005, 0.0025}) {
    const FlightTrace f = Fly({0, 0}, LaunchVelocity(a.speed, 45 * kDeg), air, dt, {40, 0}, {});
    ASSERT_EQ(f.outcome, FlightOutcome::Crossed);
    const double err = std::abs(f.miss);
    EXPECT_LT(err, 40 * dt);  // small, proportional to dt
    if (previous > 0) {
      EXPECT_NEAR(previous / err, 2.0, 0.1) << dt;  // halving dt halves the error
    }
    previous = err;
  }
}

TEST(Targeting, EulerStepsMatchTheClosedFormWithoutDrag) {
  // P_{n+1} = P_n + V_n dt, V_{n+1} = V_n − g dt ⇒ y_n = vy n dt − g dt² n (n − 1) / 2.
  const Air air{9.81, 0, 0, {}};
  std::vector<Vec2> path(100000);
  const FlightTrace f = Fly({0, 0}, {3, 20}, air, 0.01, {0, -1e9}, path, 50);
  EXPECT_EQ(f.outcome, FlightOutcome::MaxSteps);
  ASSERT_EQ(f.path_count, 51u);
  for (int n = 0; n <= 50; ++n) {
    EXPECT_NEAR(path[static_cast<std::size_t>(n)].x, 3 * n * 0.01, 1e-12);
    EXPECT_NEAR(path[static_cast<std::size_t>(n)].y, 20 * n * 0.01 - 9.81 * 0.0001 * n * (n - 1) / 2, 1e-12);
  }
}

TEST(Targeting, FirstEulerStepIsTheLecturesUpdate) {
  // a(V) = (0, −g) − k1 (V − w) − k2 ‖V − w‖ (V − w); P1 = P0 + V0 dt, V1 = V0 + a(V0) dt.
  const Air air{10, 0.5, 0.01, {2, 0}};
  std::vector<Vec2> path(4096);
  const Vec2 p0{1, 2}, v0{6, 8};
  const FlightTrace f = Fly(p0, v0, air, 0.1, {30, 2}, path);
  const Vec2 rel{4, 8};
  const double k = 0.5 + 0.01 * std::sqrt(80.0);
  EXPECT_EQ(f.v0, v0);
  EXPECT_NEAR(f.a0.x, -k * rel.x, 1e-12);
  EXPECT_NEAR(f.a0.y, -10 - k * rel.y, 1e-12);
  EXPECT_NEAR(f.p1.x, 1.6, 1e-12);
  EXPECT_NEAR(f.p1.y, 2.8, 1e-12);
  EXPECT_NEAR(f.v1.x, 6 + 0.1 * f.a0.x, 1e-12);
  EXPECT_NEAR(f.v1.y, 8 + 0.1 * f.a0.y, 1e-12);
  ASSERT_GE(f.path_count, 2u);
  EXPECT_EQ(path[1], f.p1);  // the path's second point is that first step
}

TEST(Targeting, EachShotCorrectsTheSpeedTheLecturesWay) {
  // "If overshoot, reduce speed; if undershot, increase speed": the next shot flies at the speed the shot
  // before named, lower after an overshoot, higher after an undershoot, inside the bracket (lo, hi).
  const Air air{9.81, 0.1, 0.005, {-4, 0}};
  const AimTrace t = Aim({0, 0}, 45 * kDeg, air, 0.02, {40, 5}, 0.1);
  ASSERT_EQ(t.outcome, AimOutcome::Hit);
  ASSERT_GE(t.count, 3);
  for (int i = 0; i + 1 < t.count; ++i) {
    const Attempt& a = t.attempts[static_cast<std::size_t>(i)];
    EXPECT_EQ(t.attempts[static_cast<std::size_t>(i + 1)].speed, a.next) << i;
    if (a.flight.overshoot) {
      EXPECT_LT(a.next, a.speed) << i;
      EXPECT_EQ(a.hi, a.speed) << i;
    } else {
      EXPECT_GT(a.next, a.speed) << i;
      EXPECT_EQ(a.lo, a.speed) << i;
    }
    if (a.hi > 0) {
      EXPECT_GT(a.next, a.lo);
      EXPECT_LT(a.next, a.hi);
    }
  }
  EXPECT_EQ(t.attempts[0].speed, t.analytic.speed);  // "as if there is no drag"
}

TEST(Targeting, PathBufferIsThinnedNotOverrun) {
  const Air air{9.81, 0.1, 0.01, {2, 0}};
  std::vector<Vec2> path(64);
  const FlightTrace f = Fly({0, 0}, LaunchVelocity(30, 50 * kDeg), air, 0.0005, {30, 0}, path);
  ASSERT_EQ(f.outcome, FlightOutcome::Crossed);
  EXPECT_LE(f.path_count, path.size());
  EXPECT_GT(f.path_count, path.size() / 2 - 1);
  EXPECT_GT(f.path_stride, 1);
  EXPECT_EQ(path[0], (Vec2{0, 0}));
  EXPECT_EQ(path[f.path_count - 1], f.landing);
  for (std::size_t i = 1; i < f.path_count; ++i) EXPECT_GT(path[i].x, path[i - 1].x);
}

TEST(Targeting, DragShortensTheShotAndWindCarriesIt) {
  const Vec2 v0 = LaunchVelocity(25, 45 * kDeg);
  const double dt = 0.001;
  const double plain = Fly({0, 0}, v0, Air{9.81, 0, 0, {}}, dt, {0, 0}, {}).landing.x;
  const double linear = Fly({0, 0}, v0, Air{9.81, 0.2, 0, {}}, dt, {0, 0}, {}).landing.x;
  const double quad = Fly({0, 0}, v0, Air{9.81, 0, 0.02, {}}, dt, {0, 0}, {}).landing.x;
  const double tail = Fly({0, 0}, v0, Air{9.81, 0.2, 0, {5, 0}}, dt, {0, 0}, {}).landing.x;
  EXPECT_LT(linear, plain);
  EXPECT_LT(quad, plain);
  EXPECT_GT(tail, linear);
}

TEST(Targeting, TheLecturesLoopConvergesWithinTolerance) {
  std::mt19937_64 rng(6);
  std::uniform_real_distribution<double> tx(10, 80), ty(-10, 10), k1(0, 0.3), k2(0, 0.02), wind(-5, 5),
      ang(25, 65);
  int hits = 0;
  for (int i = 0; i < 60; ++i) {
    const Air air{9.81, k1(rng), k2(rng), {wind(rng), 0}};
    const Vec2 target{tx(rng), ty(rng)};
    const AimTrace t = Aim({0, 0}, ang(rng) * kDeg, air, 0.01, target, 0.05);
    ASSERT_GE(t.count, 1);
    if (t.outcome != AimOutcome::Hit) continue;
    ++hits;
    const Attempt& last = t.attempts[static_cast<std::size_t>(t.count - 1)];
    EXPECT_LE(std::abs(last.flight.miss), 0.05);
    EXPECT_EQ(last.flight.outcome, FlightOutcome::Crossed);
    // Overshoot → less speed, undershoot → more: each shot moves the speed the right way.
    for (int k = 0; k + 1 < t.count; ++k) {
      const Attempt& a = t.attempts[static_cast<std::size_t>(k)];
      const Attempt& b = t.attempts[static_cast<std::size_t>(k + 1)];
      if (a.flight.overshoot)
        EXPECT_LT(b.speed, a.speed);
      else
        EXPECT_GT(b.speed, a.speed);
    }
  }
  EXPECT_GE(hits, 55);
}

TEST(Targeting, NoDragFirstGuessIsAlmostRight) {
  // Without drag the analytic speed is the first shot; only Euler's error is left to correct.
  const AimTrace t = Aim({0, 0}, 40 * kDeg, Air{9.81, 0, 0, {}}, 0.001, {50, 5}, 0.01);
  ASSERT_EQ(t.outcome, AimOutcome::Hit);
  EXPECT_DOUBLE_EQ(t.attempts[0].speed, t.analytic.speed);
  EXPECT_LT(std::abs(t.attempts[0].flight.miss), 0.2);
  EXPECT_NEAR(t.speed, t.analytic.speed, 0.01 * t.analytic.speed);
}

TEST(Targeting, PathsGoToTheCallersStorage) {
  constexpr std::size_t kStride = 128;
  std::vector<Vec2> paths(kStride * kMaxAttempts);
  const AimTrace t =
      Aim({0, 0}, 45 * kDeg, Air{9.81, 0.1, 0.005, {-3, 0}}, 0.01, {40, 0}, 0.02, paths, kStride);
  ASSERT_EQ(t.outcome, AimOutcome::Hit);
  for (int i = 0; i < t.count; ++i) {
    const FlightTrace& f = t.attempts[static_cast<std::size_t>(i)].flight;
    EXPECT_EQ(paths[static_cast<std::size_t>(i) * kStride], (Vec2{0, 0}));
    EXPECT_EQ(paths[static_cast<std::size_t>(i) * kStride + f.path_count - 1], f.landing);
  }
}

TEST(Targeting, UnreachableAndBadInputAreExplicit) {
  // Straight into a wall far above the aim line at a shallow angle: every shot is too low.
  const AimTrace high = Aim({0, 0}, 20 * kDeg, Air{9.81, 0.5, 0.05, {}}, 0.01, {30, 40}, 0.05);
  EXPECT_NE(high.outcome, AimOutcome::Hit);
  EXPECT_EQ(high.analytic.outcome, AnalyticOutcome::Unreachable);
  EXPECT_EQ(Aim({0, 0}, 45 * kDeg, Air{}, 0.0, {30, 0}, 0.05).outcome, AimOutcome::BadInput);
  EXPECT_EQ(Aim({0, 0}, 45 * kDeg, Air{}, 0.01, {-30, 0}, 0.05).outcome, AimOutcome::BadInput);
  EXPECT_EQ(Aim({0, 0}, 45 * kDeg, Air{9.81, -1, 0, {}}, 0.01, {30, 0}, 0.05).outcome, AimOutcome::BadInput);
  EXPECT_EQ(Fly({0, 0}, {1, 1}, Air{0, 0, 0, {}}, 0.01, {3, 0}, {}).outcome, FlightOutcome::BadInput);
  const FlightTrace low = Fly({0, 0}, {5, 5}, Air{}, 0.01, {3, 10}, {});
  EXPECT_EQ(low.outcome, FlightOutcome::NeverReached);
  EXPECT_FALSE(low.overshoot);
}

}  // namespace
}  // namespace ricochet
