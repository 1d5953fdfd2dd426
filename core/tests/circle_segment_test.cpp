#include "ricochet/circle_segment.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "ricochet/point_segment.h"

namespace ricochet {
namespace {

// P0 (0, 0) → P1 (0, 4): n̂ = (1, 0), n̂·P0 = 0; outside is x > 0. Ball radius r = 1.
const Segment kWall{{0, 0}, {0, 4}};

TEST(CircleSegment, EdgeHitFromOutside) {
  // Bs (4, 2) → Be (0, 2): n̂·Bs = 4 > 0 so D = +1; ti = (0 − 4 + 1)/(−4) = 0.75, Bi = (1, 2).
  const CircleSegmentTrace t = CircleSegment(kWall, {{4, 2}, {0, 2}}, 1.0);
  EXPECT_EQ(t.outcome, CircleSegmentOutcome::Hit);
  EXPECT_EQ(t.start_side, Side::Outside);
  EXPECT_DOUBLE_EQ(t.D, 1.0);
  EXPECT_DOUBLE_EQ(t.n_dot_v, -4.0);
  EXPECT_DOUBLE_EQ(t.ti_line, 0.75);
  EXPECT_EQ(t.contact, ContactFeature::Edge);
  EXPECT_DOUBLE_EQ(t.ti, 0.75);
  EXPECT_EQ(t.bi, (Vec2{1, 2}));
  EXPECT_EQ(t.contact_point, (Vec2{0, 2}));
  EXPECT_EQ(t.normal, (Vec2{1, 0}));
  // i = Be − Bi = (−1, 0), r = (1, 0), Be' = (2, 2)
  EXPECT_EQ(t.response.i, (Vec2{-1, 0}));
  EXPECT_EQ(t.response.r, (Vec2{1, 0}));
  EXPECT_EQ(t.response.be_reflected, (Vec2{2, 2}));
}

TEST(CircleSegment, EdgeHitFromInsideUsesMinusR) {
  // Bs (−4, 2) inside → D = −1; ti = (0 + 4 − 1)/4 = 0.75, Bi = (−1, 2), normal −n̂ = (−1, 0).
  const CircleSegmentTrace t = CircleSegment(kWall, {{-4, 2}, {0, 2}}, 1.0);
  EXPECT_EQ(t.start_side, Side::Inside);
  EXPECT_DOUBLE_EQ(t.D, -1.0);
  EXPECT_EQ(t.contact, ContactFeature::Edge);
  EXPECT_DOUBLE_EQ(t.ti, 0.75);
  EXPECT_EQ(t.bi, (Vec2{-1, 2}));
  EXPECT_EQ(t.normal, (Vec2{-1, 0}));
  EXPECT_EQ(t.response.be_reflected, (Vec2{-2, 2}));
}

TEST(CircleSegment, EndpointP1TheLectureWouldMiss) {
  // Bs (3, 4.6) → Be (−3, 4.6). The lecture's Bi = (1, 4.6) is past P1: (Bi − P1)·(P0 − P1) = −2.4 < 0,
  // yet the ball hits P1's cap: ‖B(t) − P1‖ = 1 at x = 0.8 (0.8² + 0.6² = 1), t = 2.2/6 = 11/30.
  const CircleSegmentTrace t = CircleSegment(kWall, {{3, 4.6}, {-3, 4.6}}, 1.0);
  EXPECT_DOUBLE_EQ(t.ti_line, 1.0 / 3.0);
  EXPECT_NEAR(t.after_p1, -2.4, 1e-12);
  EXPECT_FALSE(t.edge_hit);
  EXPECT_EQ(t.outcome, CircleSegmentOutcome::Hit);
  EXPECT_EQ(t.contact, ContactFeature::P1);
  EXPECT_NEAR(t.ti, 11.0 / 30.0, 1e-12);
  EXPECT_NEAR(t.bi.x, 0.8, 1e-12);
  EXPECT_NEAR(t.bi.y, 4.6, 1e-12);
  EXPECT_EQ(t.contact_point, kWall.p1);
  EXPECT_NEAR(t.normal.x, 0.8, 1e-12);  // (Bi − P1)/‖Bi − P1‖
  EXPECT_NEAR(t.normal.y, 0.6, 1e-12);
  // i = (−3.8, 0), i·n̂ = −3.04, r = i − 2(i·n̂)n̂ = (1.064, 3.648), Be' = (1.864, 8.248)
  EXPECT_NEAR(t.response.i_dot_n, -3.04, 1e-12);
  EXPECT_NEAR(t.response.r.x, 1.064, 1e-12);
  EXPECT_NEAR(t.response.r.y, 3.648, 1e-12);
  EXPECT_NEAR(t.response.be_reflected.x, 1.864, 1e-12);
  EXPECT_NEAR(t.response.be_reflected.y, 8.248, 1e-12);
}

TEST(CircleSegment, EndpointP0) {
  const CircleSegmentTrace t = CircleSegment(kWall, {{3, -0.6}, {-3, -0.6}}, 1.0);
  EXPECT_NEAR(t.before_p0, -2.4, 1e-12);
  EXPECT_EQ(t.contact, ContactFeature::P0);
  EXPECT_NEAR(t.ti, 11.0 / 30.0, 1e-12);
  EXPECT_NEAR(t.normal.x, 0.8, 1e-12);
  EXPECT_NEAR(t.normal.y, -0.6, 1e-12);
}

TEST(CircleSegment, EndpointWhileMovingParallel) {
  // Along the line toward P1 from beyond it: n̂·v = 0, no line time, but P1's cap is hit at
  // y = 4 + √(1 − 0.25), t = (7 − y)/4.
  const CircleSegmentTrace t = CircleSegment(kWall, {{0.5, 7}, {0.5, 3}}, 1.0);
  EXPECT_FALSE(t.has_ti_line);
  EXPECT_EQ(t.contact, ContactFeature::P1);
  EXPECT_NEAR(t.ti, (3 - std::sqrt(0.75)) / 4, 1e-12);
}

// Along the wall's line off by a subnormal (found by the lesson fuzzer): n̂·v = −5.6·10⁻³⁰⁹ is 0 within
// rounding, so the motion is parallel — not an offset-line time near 10³⁰⁸ with Bi at −∞.
TEST(CircleSegment, MotionAlongTheWallOffByASubnormalIsParallel) {
  const CircleSegmentTrace t = CircleSegment(kWall, {{5.58984619239236e-309, 6}, {0, 8.5}}, 1.0);
  EXPECT_FALSE(t.has_ti_line);
  EXPECT_EQ(t.outcome, CircleSegmentOutcome::Parallel);
  EXPECT_TRUE(std::isfinite(t.bi_line.x) && std::isfinite(t.bi_line.y));
}

TEST(CircleSegment, Rejections) {
  // 1/4 both inside: −3 < −1 and −2 < −1
  EXPECT_EQ(CircleSegment(kWall, {{-3, 1}, {-2, 3}}, 1).outcome, CircleSegmentOutcome::BothInside);
  // 2/4 both outside: 3 > 1 and 1.5 > 1
  EXPECT_EQ(CircleSegment(kWall, {{3, 1}, {1.5, 3}}, 1).outcome, CircleSegmentOutcome::BothOutside);
  // parallel, beyond P1 and moving away from it
  const CircleSegmentTrace par = CircleSegment(kWall, {{0.5, 5.5}, {0.5, 8}}, 1);
  EXPECT_EQ(par.outcome, CircleSegmentOutcome::Parallel);
  EXPECT_FALSE(par.has_ti_line);
  // 3/4 after P1: Bi = (1, 6), (Bi − P1)·(P0 − P1) = −8 < 0, and P1's cap is 2 away from the path
  const CircleSegmentTrace a1 = CircleSegment(kWall, {{3, 6}, {-3, 6}}, 1);
  EXPECT_EQ(a1.outcome, CircleSegmentOutcome::AfterP1);
  EXPECT_DOUBLE_EQ(a1.after_p1, -8.0);
  EXPECT_FALSE(a1.cap1_hit);
  // 4/4 before P0
  const CircleSegmentTrace b0 = CircleSegment(kWall, {{3, -2}, {-3, -2}}, 1);
  EXPECT_EQ(b0.outcome, CircleSegmentOutcome::BeforeP0);
  EXPECT_DOUBLE_EQ(b0.before_p0, -8.0);
  // ti ∉ [0, 1]: within r of the line beyond P1 at t = 0, moving across it and away from P1
  // (n̂·Bs = 0.5 → D = 1, ti = (1 − 0.5)/(−2.5) = −0.2)
  const CircleSegmentTrace late = CircleSegment(kWall, {{0.5, 6}, {-2, 6.5}}, 1);
  EXPECT_EQ(late.outcome, CircleSegmentOutcome::TiOutsideFrame);
  EXPECT_DOUBLE_EQ(late.ti_line, -0.2);
}

TEST(CircleSegment, StartsOverlappingIsExplicit) {
  const CircleSegmentTrace t = CircleSegment(kWall, {{0.5, 2}, {3, 2}}, 1);
  EXPECT_EQ(t.outcome, CircleSegmentOutcome::StartsOverlapping);
  EXPECT_FALSE(t.collides);
  EXPECT_DOUBLE_EQ(t.start_dist, 0.5);
  // Overlapping an end cap counts too.
  EXPECT_EQ(CircleSegment(kWall, {{0.3, 4.3}, {3, 9}}, 1).outcome, CircleSegmentOutcome::StartsOverlapping);
}

TEST(CircleSegment, TouchingAtTheStart) {
  // Touching (n̂·Bs − n̂·P0 = r exactly) and moving away: "both outside", no collision.
  EXPECT_EQ(CircleSegment(kWall, {{1, 2}, {3, 2}}, 1).outcome, CircleSegmentOutcome::BothOutside);
  // Touching and moving in: a hit at ti = 0 exactly.
  const CircleSegmentTrace in = CircleSegment(kWall, {{1, 2}, {-1, 2}}, 1);
  EXPECT_EQ(in.outcome, CircleSegmentOutcome::Hit);
  EXPECT_EQ(in.ti, 0.0);
  EXPECT_EQ(in.response.be_reflected, (Vec2{3, 2}));
  // Touching P1's cap and moving away along its normal: not a collision (the lecture's after-P1 test names
  // it).
  const CircleSegmentTrace away = CircleSegment(kWall, {{0.6, 4.8}, {1.2, 5.6}}, 1);
  EXPECT_FALSE(away.collides);
  EXPECT_EQ(away.outcome, CircleSegmentOutcome::AfterP1);
  // A tangent graze of P1's cap (path y = 5) is not a collision.
  EXPECT_FALSE(CircleSegment(kWall, {{3, 5}, {-3, 5}}, 1).collides);
}

TEST(CircleSegment, EndsTouchingIsAHitAtOne) {
  const CircleSegmentTrace t = CircleSegment(kWall, {{3, 2}, {1, 2}}, 1);
  EXPECT_EQ(t.outcome, CircleSegmentOutcome::Hit);
  EXPECT_EQ(t.ti, 1.0);
  EXPECT_EQ(t.response.be_reflected, (Vec2{1, 2}));
  EXPECT_EQ(t.response.r_hat, (Vec2{1, 0}));  // v̂ reflected, since r = 0
}

TEST(CircleSegment, CollisionTypeMakesTheWallOneSided) {
  // The lecture's Steps slide: "going from inside to outside and the collision type of the line segment is
  // outside, and vice versa" is a trivial rejection.
  const Motion from_outside{{4, 2}, {0, 2}}, from_inside{{-4, 2}, {0, 2}};
  for (CollisionType type : {CollisionType::TwoSided, CollisionType::Outside}) {
    const CircleSegmentTrace t = CircleSegment(kWall, from_outside, 1, type);
    EXPECT_EQ(t.outcome, CircleSegmentOutcome::Hit);
    EXPECT_EQ(t.type, type);
    EXPECT_DOUBLE_EQ(t.ti, 0.75);
  }
  const CircleSegmentTrace through = CircleSegment(kWall, from_inside, 1, CollisionType::Outside);
  EXPECT_EQ(through.outcome, CircleSegmentOutcome::OtherSide);
  EXPECT_FALSE(through.collides);
  EXPECT_DOUBLE_EQ(through.D, -1.0);  // Bs is inside: D = −r, the side the wall ignores
  EXPECT_FALSE(through.has_caps);     // rejected before the end caps
  // Vice versa: an Inside wall ignores a ball from the outside and stops one from the inside.
  EXPECT_EQ(CircleSegment(kWall, from_outside, 1, CollisionType::Inside).outcome,
            CircleSegmentOutcome::OtherSide);
  const CircleSegmentTrace in = CircleSegment(kWall, from_inside, 1, CollisionType::Inside);
  EXPECT_EQ(in.outcome, CircleSegmentOutcome::Hit);
  EXPECT_EQ(in.normal, (Vec2{-1, 0}));
  // The trivial tests still come first: both outside stays "both outside" on an Inside wall.
  EXPECT_EQ(CircleSegment(kWall, {{3, 1}, {1.5, 3}}, 1, CollisionType::Inside).outcome,
            CircleSegmentOutcome::BothOutside);
  // A ball from the inside reaching P1's cap passes a one-sided Outside wall too.
  EXPECT_EQ(CircleSegment(kWall, {{-3, 4.6}, {3, 4.6}}, 1, CollisionType::TwoSided).contact,
            ContactFeature::P1);
  EXPECT_EQ(CircleSegment(kWall, {{-3, 4.6}, {3, 4.6}}, 1, CollisionType::Outside).outcome,
            CircleSegmentOutcome::OtherSide);
}

TEST(CircleSegment, DegenerateInputs) {
  EXPECT_EQ(CircleSegment({{1, 1}, {1, 1}}, {{0, 0}, {3, 3}}, 1).outcome,
            CircleSegmentOutcome::ZeroLengthWall);
  EXPECT_EQ(CircleSegment(kWall, {{4, 2}, {0, 2}}, 0).outcome, CircleSegmentOutcome::ZeroRadius);
  EXPECT_EQ(CircleSegment(kWall, {{4, 2}, {0, 2}}, -1).outcome, CircleSegmentOutcome::ZeroRadius);
  EXPECT_EQ(CircleSegment(kWall, {{4, 2}, {0, 2}}, std::nan("")).outcome, CircleSegmentOutcome::ZeroRadius);
  // A ball that does not move and does not overlap: the side tests reject it.
  EXPECT_EQ(CircleSegment(kWall, {{3, 2}, {3, 2}}, 1).outcome, CircleSegmentOutcome::BothOutside);
}

// f(t) = dist(B(t), segment) − r is convex in t (distance to a convex set along a line), so its minimum and
// its first root are found exactly by ternary search and bisection: an oracle independent of the lecture.
struct Oracle {
  Segment wall;
  Motion m;
  double r;
  double f(double t) const { return DistanceToSegment(wall, m.At(t)) - r; }
  double ArgMin() const {
    double lo = 0, hi = 1;
    for (int i = 0; i < 200; ++i) {
      const double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
      (f(a) < f(b) ? hi : lo) = f(a) < f(b) ? b : a;
    }
    return (lo + hi) / 2;
  }
  double FirstRoot(double hi) const {  // f(0) ≥ 0 ≥ f(hi)
    double lo = 0;
    for (int i = 0; i < 200; ++i) (f((lo + hi) / 2) > 0 ? lo : hi) = (lo + hi) / 2;
    return lo;
  }
};

TEST(CircleSegmentProperty, EarliestTouchAgreesWithTheOracleAndSampling) {
  std::mt19937_64 rng(10);
  std::uniform_real_distribution<double> coord(-8.0, 8.0), radius(0.1, 3.0);
  int hits = 0, endpoint_hits = 0, checked = 0;
  for (int k = 0; k < 3000; ++k) {
    const Segment wall{{coord(rng), coord(rng)}, {coord(rng), coord(rng)}};
    const Motion m{{coord(rng), coord(rng)}, {coord(rng), coord(rng)}};
    const double r = radius(rng);
    const CircleSegmentTrace t = CircleSegment(wall, m, r);
    const Oracle o{wall, m, r};
    const double eps = 1e-7;
    if (o.f(0) < -eps) {
      EXPECT_EQ(t.outcome, CircleSegmentOutcome::StartsOverlapping) << k;
      continue;
    }
    if (o.f(0) < eps) continue;  // touching at the start: decided by direction, tested by hand above
    const double tmin = o.ArgMin();
    if (std::fabs(o.f(tmin)) < eps) continue;  // a graze: too close to call
    ++checked;
    const bool touches = o.f(tmin) < 0;
    ASSERT_EQ(t.collides, touches) << k;
    if (!touches) continue;
    ++hits;
    endpoint_hits += t.contact != ContactFeature::Edge;
    // The disc touches at ti, and the oracle's first root is ti.
    EXPECT_NEAR(t.ti, o.FirstRoot(tmin), 1e-7) << k;
    EXPECT_NEAR(DistanceToSegment(wall, t.bi), r, 1e-9) << k;
    // Dense sampling of B(t) finds no contact earlier than ti.
    for (int j = 0; j < 200; ++j) EXPECT_GE(o.f(t.ti * j / 200.0), -1e-9) << k;
    // Contact geometry: unit normal from the wall toward the ball, |Bi − contact| = r, moving into it.
    EXPECT_NEAR(Length(t.normal), 1.0, 1e-12);
    EXPECT_NEAR(Dot(t.bi - t.contact_point, t.normal), r, 1e-9);
    EXPECT_NEAR(DistanceToSegment(wall, t.contact_point), 0.0, 1e-9);
    EXPECT_LT(Dot(t.v, t.normal), 0.0);
    // Reflection: ‖r‖ = ‖i‖, angle in = angle out.
    const Reflection& rf = t.response;
    EXPECT_NEAR(Length(rf.r), Length(rf.i), 1e-9);
    EXPECT_NEAR(Dot(rf.r, t.normal), -Dot(rf.i, t.normal), 1e-9);
    EXPECT_NEAR(Cross(t.normal, rf.r), Cross(t.normal, rf.i), 1e-9);
  }
  EXPECT_GT(checked, 2500);
  EXPECT_GT(hits, 300);
  EXPECT_GT(endpoint_hits, 30);
}

TEST(CircleSegmentProperty, TinyBallAgreesWithPointSegment) {
  // As r → 0 the disc is the lecture's point: same verdict and ti, away from the ends.
  std::mt19937_64 rng(1610);
  std::uniform_real_distribution<double> coord(-8.0, 8.0);
  const double r = 1e-9;
  int compared = 0;
  for (int k = 0; k < 3000; ++k) {
    const Segment wall{{coord(rng), coord(rng)}, {coord(rng), coord(rng)}};
    const Motion m{{coord(rng), coord(rng)}, {coord(rng), coord(rng)}};
    const PointSegmentTrace p = PointSegment(wall, m);
    if (p.has_ti) {
      const double u = Dot(p.bi - wall.p0, wall.p1 - wall.p0) / LengthSq(wall.p1 - wall.p0);
      if (std::fabs(u) < 1e-6 || std::fabs(u - 1) < 1e-6) continue;  // at an end: r decides
    }
    const CircleSegmentTrace c = CircleSegment(wall, m, r);
    ++compared;
    EXPECT_EQ(c.collides, p.collides) << k;
    if (c.collides && p.collides) {
      EXPECT_NEAR(c.ti, p.ti, 1e-6) << k;
      EXPECT_NEAR(c.response.be_reflected.x, p.response.be_reflected.x, 1e-6) << k;
      EXPECT_NEAR(c.response.be_reflected.y, p.response.be_reflected.y, 1e-6) << k;
    }
  }
  EXPECT_GT(compared, 2900);
}

}  // namespace
}  // namespace ricochet
