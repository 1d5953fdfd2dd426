#include "ricochet/circle_circle.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "ricochet/ray_circle.h"

namespace ricochet {
namespace {

TEST(CircleCircle, StillStickLectureSymbols) {
  // Puck (0,0) → (10,0), r 1; stick still at (6,0), R 1: L = (10,0), C = (6,0), α = 60,
  // disc = 3600 − 100(36 − 4) = 400, t = (60 − 20)/100 = 0.4.
  const CircleCircleTrace t = CircleCircle({0, 0}, {10, 0}, 1, {6, 0}, {6, 0}, 1);
  EXPECT_EQ(t.p2, (Vec2{10, 0}));
  EXPECT_EQ(t.l, (Vec2{10, 0}));
  EXPECT_DOUBLE_EQ(t.l_sq, 100);
  EXPECT_EQ(t.c, (Vec2{6, 0}));
  EXPECT_DOUBLE_EQ(t.c_sq, 36);
  EXPECT_DOUBLE_EQ(t.alpha, 60);
  EXPECT_DOUBLE_EQ(t.discriminant, 400);
  EXPECT_DOUBLE_EQ(t.t, 0.4);
  EXPECT_DOUBLE_EQ(t.t_exit, 0.8);
  EXPECT_EQ(t.outcome, CircleCircleOutcome::Hit);
  EXPECT_TRUE(t.collides);
  EXPECT_EQ(t.puck_at_t, (Vec2{4, 0}));
  EXPECT_EQ(t.stick_at_t, (Vec2{6, 0}));
  EXPECT_NEAR(t.gap_at_t, 0, 1e-12);
}

TEST(CircleCircle, MovingStickByRelativeMotion) {
  // Still puck at the origin, stick (10,0) → (0,0): P2 = P1 − (S1 − S0) = (10, 0).
  // C = (10,0), α = 100, disc = 10000 − 100(100 − 4) = 400, t = (100 − 20)/100 = 0.8.
  const CircleCircleTrace t = CircleCircle({0, 0}, {0, 0}, 1, {10, 0}, {0, 0}, 1);
  EXPECT_EQ(t.p2, (Vec2{10, 0}));
  EXPECT_DOUBLE_EQ(t.alpha, 100);
  EXPECT_DOUBLE_EQ(t.t, 0.8);
  EXPECT_EQ(t.outcome, CircleCircleOutcome::Hit);
  EXPECT_EQ(t.puck_at_t, (Vec2{0, 0}));
  EXPECT_NEAR(t.stick_at_t.x, 2, 1e-12);
}

TEST(CircleCircle, BothMovingMeetExactlyAtTheEndOfTheFrame) {
  // P (0,0)→(4,0), S (10,0)→(6,0), r = R = 1: P2 = (8,0), L² = 64, C² = 100, α = 80,
  // disc = 6400 − 64·96 = 256, t = (80 − 16)/64 = 1: centres (4,0) and (6,0), 2 apart.
  const CircleCircleTrace t = CircleCircle({0, 0}, {4, 0}, 1, {10, 0}, {6, 0}, 1);
  EXPECT_DOUBLE_EQ(t.discriminant, 256);
  EXPECT_DOUBLE_EQ(t.t, 1.0);
  EXPECT_EQ(t.outcome, CircleCircleOutcome::Hit);
  EXPECT_EQ(t.puck_at_t, (Vec2{4, 0}));
  EXPECT_EQ(t.stick_at_t, (Vec2{6, 0}));
}

TEST(CircleCircle, OutcomesTheLectureNames) {
  EXPECT_EQ(CircleCircle({0, 0}, {10, 0}, 1, {5, 3}, {5, 3}, 1).outcome, CircleCircleOutcome::Miss);
  EXPECT_EQ(CircleCircle({0, 0}, {10, 0}, 1, {30, 0}, {30, 0}, 1).outcome, CircleCircleOutcome::TooLate);
  const CircleCircleTrace past = CircleCircle({0, 0}, {10, 0}, 1, {-5, 0}, {-5, 0}, 1);
  EXPECT_EQ(past.outcome, CircleCircleOutcome::InThePast);
  EXPECT_LT(past.t, 0);
  const CircleCircleTrace overlap = CircleCircle({0, 0}, {10, 0}, 1, {1, 0}, {1, 0}, 1);
  EXPECT_EQ(overlap.outcome, CircleCircleOutcome::StartsOverlapping);
  EXPECT_FALSE(overlap.collides);
  // Both move alike: L = 0.
  const CircleCircleTrace together = CircleCircle({0, 0}, {3, 1}, 1, {5, 0}, {8, 1}, 1);
  EXPECT_EQ(together.outcome, CircleCircleOutcome::NoRelativeMotion);
  EXPECT_DOUBLE_EQ(together.l_sq, 0);
  EXPECT_FALSE(together.has_t);
  EXPECT_EQ(CircleCircle({0, 0}, {10, 0}, 0, {5, 0}, {5, 0}, 0).outcome, CircleCircleOutcome::ZeroRadius);
  EXPECT_EQ(CircleCircle({0, 0}, {INFINITY, 0}, 1, {5, 0}, {5, 0}, 1).outcome,
            CircleCircleOutcome::NonFinite);
  // exact graze: the puck's centre passes 2 = R + r from the stick's
  const CircleCircleTrace graze = CircleCircle({0, 0}, {10, 0}, 1, {5, 2}, {5, 2}, 1);
  EXPECT_DOUBLE_EQ(graze.discriminant, 0);
  EXPECT_EQ(graze.outcome, CircleCircleOutcome::Hit);
  EXPECT_DOUBLE_EQ(graze.t, 0.5);
}

Vec2 RandomPoint(std::mt19937_64& rng, double half) {
  std::uniform_real_distribution<double> u(-half, half);
  return {u(rng), u(rng)};
}

TEST(CircleCircleProperty, StillStickAgreesWithRayCircleOfRadiusRPlusR) {
  // Law of cosines (air hockey) vs quadratic (Lecture 20) on the same geometry.
  std::mt19937_64 rng(30);
  std::uniform_real_distribution<double> rad(0.05, 2.0);
  int hits = 0;
  for (int i = 0; i < 5000; ++i) {
    const Vec2 p0 = RandomPoint(rng, 10), p1 = RandomPoint(rng, 10), s = RandomPoint(rng, 6);
    const double r = rad(rng), R = rad(rng);
    const CircleCircleTrace cc = CircleCircle(p0, p1, r, s, s, R);
    const RayCircleTrace rc = RayCircle({p0, p1}, {s, R}, r);
    const double size = Length(s - p0) + R + r;
    // the symbols are the same numbers: L² = a, α = −b/2, C² − (R + r)² = c, disc = (b² − 4ac)/4
    EXPECT_DOUBLE_EQ(cc.l_sq, rc.a);
    EXPECT_DOUBLE_EQ(cc.alpha, -rc.b / 2);
    EXPECT_NEAR(cc.c_sq - cc.sum_r * cc.sum_r, rc.c, 1e-12 * size * size);
    EXPECT_NEAR(cc.discriminant, rc.discriminant / 4, 1e-9 * rc.a * size * size);
    switch (rc.outcome) {
      case RayCircleOutcome::Hit:
        ++hits;
        EXPECT_EQ(cc.outcome, CircleCircleOutcome::Hit);
        EXPECT_NEAR(cc.t, rc.ti, 1e-12 * size / rc.v_len);
        break;
      case RayCircleOutcome::Miss: EXPECT_EQ(cc.outcome, CircleCircleOutcome::Miss); break;
      case RayCircleOutcome::TooLate: EXPECT_EQ(cc.outcome, CircleCircleOutcome::TooLate); break;
      case RayCircleOutcome::StartsInside:
        EXPECT_EQ(cc.outcome, CircleCircleOutcome::StartsOverlapping);
        break;
      // Lecture 20 tests "behind" before the discriminant; the air-hockey lecture the other way round.
      case RayCircleOutcome::Behind:
        EXPECT_TRUE(cc.outcome == CircleCircleOutcome::InThePast || cc.outcome == CircleCircleOutcome::Miss);
        break;
      default: ADD_FAILURE() << "unexpected outcome " << static_cast<int>(rc.outcome);
    }
  }
  EXPECT_GT(hits, 500);
}

TEST(CircleCircleProperty, SamplingFindsNoEarlierContactAndTouchesAtT) {
  std::mt19937_64 rng(31);
  std::uniform_real_distribution<double> rad(0.05, 2.0);
  int hits = 0;
  for (int i = 0; i < 3000; ++i) {
    const Vec2 p0 = RandomPoint(rng, 10), p1 = RandomPoint(rng, 10);
    const Vec2 s0 = RandomPoint(rng, 10), s1 = RandomPoint(rng, 10);
    const double r = rad(rng), R = rad(rng);
    const CircleCircleTrace t = CircleCircle(p0, p1, r, s0, s1, R);
    const auto gap = [&](double tt) { return Length(Lerp(p0, p1, tt) - Lerp(s0, s1, tt)) - (R + r); };
    if (t.outcome == CircleCircleOutcome::StartsOverlapping) {
      EXPECT_LT(gap(0), 0);
      continue;
    }
    const double end = t.collides ? t.t : 1.0;
    for (int k = 0; k < 500; ++k) ASSERT_GE(gap(end * k / 500), -1e-9) << i;
    if (t.collides) {
      ++hits;
      EXPECT_NEAR(t.gap_at_t, 0, 1e-9);
    }
  }
  EXPECT_GT(hits, 200);
}

TEST(CircleCircle, TheKConstructionGivesAlphaAndTheta) {
  // P0 (0,0) → P1 (4,3), still stick S (5,0), R 1: L = (4,3), C = (5,0), K = L − C = (−1,3), K² = 10,
  // L² + C² − 2α = 25 + 25 − 40 = 10 (cosines), α = 20 = CL cos Θ = 5·5·0.8, Θ = acos 0.8 ≈ 36.87°.
  const CircleCircleTrace t = CircleCircle({0, 0}, {4, 3}, 0, {5, 0}, {5, 0}, 1);
  EXPECT_EQ(t.k, (Vec2{-1, 3}));
  EXPECT_DOUBLE_EQ(t.k_sq, 10);
  EXPECT_DOUBLE_EQ(t.alpha, 20);
  EXPECT_DOUBLE_EQ(t.l_sq + t.c_sq - 2 * t.alpha, t.k_sq);
  EXPECT_NEAR(t.theta, std::acos(0.8), 1e-15);
  // degenerate: no L, no angle — 0, never NaN
  EXPECT_EQ(CircleCircle({0, 0}, {0, 0}, 0, {5, 0}, {5, 0}, 1).theta, 0.0);
}

TEST(CircleCircleProperty, KSquaredIsTheLawOfCosines) {
  std::mt19937_64 rng(32);
  for (int i = 0; i < 2000; ++i) {
    const Vec2 p0 = RandomPoint(rng, 10), p1 = RandomPoint(rng, 10), s0 = RandomPoint(rng, 10),
               s1 = RandomPoint(rng, 10);
    const CircleCircleTrace t = CircleCircle(p0, p1, 0.5, s0, s1, 1);
    const double size = t.l_sq + t.c_sq;
    EXPECT_NEAR(t.k_sq, t.l_sq + t.c_sq - 2 * t.alpha, 1e-12 * size);  // K² = L² + C² − 2α
    EXPECT_NEAR(t.alpha, std::sqrt(t.l_sq * t.c_sq) * std::cos(t.theta), 1e-9 * size);  // α = CL cos Θ
    EXPECT_NEAR(t.k_sq, LengthSq(t.p2 - s0), 1e-12 * size);                             // K = ‖P2 − S0‖
  }
}

}  // namespace
}  // namespace ricochet
