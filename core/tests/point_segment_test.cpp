#include "ricochet/point_segment.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace ricochet {
namespace {

// The wall used by most cases: P0 (0, 0) → P1 (0, 4). e = (0, 4), n = (4, 0), n̂ = (1, 0), d = 0:
// outside is x > 0, inside is x < 0.
const Segment kWall{{0, 0}, {0, 4}};

TEST(PointSegment, HandDerivedHit) {
  // Bs (3, 1) → Be (−1, 3): v = (−4, 2), n̂·Bs = 3, n̂·Be = −1, n̂·v = −4.
  // ti = (0 − 3)/(−4) = 0.75, Bi = (3, 1) + 0.75 (−4, 2) = (0, 2.5).
  const PointSegmentTrace t = PointSegment(kWall, {{3, 1}, {-1, 3}});
  EXPECT_EQ(t.outcome, PointSegmentOutcome::Hit);
  EXPECT_TRUE(t.collides);
  EXPECT_EQ(t.v, (Vec2{-4, 2}));
  EXPECT_EQ(t.edge.n_hat, (Vec2{1, 0}));
  EXPECT_DOUBLE_EQ(t.n_dot_bs, 3.0);
  EXPECT_DOUBLE_EQ(t.n_dot_be, -1.0);
  EXPECT_DOUBLE_EQ(t.n_dot_v, -4.0);
  EXPECT_DOUBLE_EQ(t.ti, 0.75);
  EXPECT_EQ(t.bi, (Vec2{0, 2.5}));
  EXPECT_DOUBLE_EQ(t.before_p0, 10.0);  // (0, 2.5)·(0, 4)
  EXPECT_DOUBLE_EQ(t.after_p1, 6.0);    // (0, −1.5)·(0, −4)
  // Lecture 10: i = Be − Bi = (−1, 0.5), i·n̂ = −1, s = (−1, 0), r = i − 2s = (1, 0.5), Be' = (1, 3).
  const Reflection& r = t.response;
  EXPECT_EQ(r.i, (Vec2{-1, 0.5}));
  EXPECT_DOUBLE_EQ(r.i_dot_n, -1.0);
  EXPECT_EQ(r.s, (Vec2{-1, 0}));
  EXPECT_EQ(r.r, (Vec2{1, 0.5}));
  EXPECT_EQ(r.be_reflected, (Vec2{1, 3}));
  EXPECT_NEAR(r.r_hat.x, 2 / std::sqrt(5.0), 1e-15);
  EXPECT_NEAR(r.r_hat.y, 1 / std::sqrt(5.0), 1e-15);
}

TEST(PointSegment, SlantedWallHit) {
  // P0 (1, 1) → P1 (4, 5): n̂ = (0.8, −0.6), n̂·P0 = 0.2. Bs (4, 0) → Be (0, 4):
  // n̂·Bs = 3.2, n̂·Be = −2.4, n̂·v = −5.6, ti = (0.2 − 3.2)/(−5.6) = 15/28.
  const PointSegmentTrace t = PointSegment({{1, 1}, {4, 5}}, {{4, 0}, {0, 4}});
  EXPECT_EQ(t.outcome, PointSegmentOutcome::Hit);
  EXPECT_NEAR(t.ti, 15.0 / 28.0, 1e-15);
  EXPECT_NEAR(Dot(t.edge.n_hat, t.bi), t.edge.d, 1e-14);  // Bi is on the line
}

TEST(PointSegment, RejectionsInTheLecturesOrder) {
  // 1/5 both inside: n̂·Bs = −1 < 0 and n̂·Be = −2 < 0
  EXPECT_EQ(PointSegment(kWall, {{-1, 1}, {-2, 3}}).outcome, PointSegmentOutcome::BothInside);
  // 2/5 both outside: 3.2 > 0 and 1 > 0
  EXPECT_EQ(PointSegment(kWall, {{3.2, 1}, {1, 3}}).outcome, PointSegmentOutcome::BothOutside);
  // 3/5 parallel: sliding along the line itself (n̂·v = 0)
  const PointSegmentTrace par = PointSegment(kWall, {{0, -1}, {0, 6}});
  EXPECT_EQ(par.outcome, PointSegmentOutcome::Parallel);
  EXPECT_EQ(par.n_dot_v, 0.0);
  EXPECT_FALSE(par.has_ti);
  // 4/5 before P0: crosses the infinite line at (0, −1): (Bi − P0)·(P1 − P0) = −4 < 0
  const PointSegmentTrace b0 = PointSegment(kWall, {{1, -1}, {-1, -1}});
  EXPECT_EQ(b0.outcome, PointSegmentOutcome::BeforeP0);
  EXPECT_TRUE(b0.has_ti);
  EXPECT_DOUBLE_EQ(b0.ti, 0.5);
  EXPECT_EQ(b0.bi, (Vec2{0, -1}));
  EXPECT_DOUBLE_EQ(b0.before_p0, -4.0);
  // 5/5 after P1: crosses at (0, 6): (Bi − P1)·(P0 − P1) = (0, 2)·(0, −4) = −8 < 0
  const PointSegmentTrace a1 = PointSegment(kWall, {{2, 6}, {-2, 6}});
  EXPECT_EQ(a1.outcome, PointSegmentOutcome::AfterP1);
  EXPECT_DOUBLE_EQ(a1.after_p1, -8.0);
  EXPECT_FALSE(a1.collides);
}

TEST(PointSegment, ParallelOffTheLineIsCaughtByTheSideTests) {
  // Moving parallel to the wall but off it: n̂·v = 0, yet test 2 (both outside) fires first, as in the
  // lecture.
  EXPECT_EQ(PointSegment(kWall, {{1, 0}, {1, 4}}).outcome, PointSegmentOutcome::BothOutside);
  EXPECT_EQ(PointSegment(kWall, {{-1, 0}, {-1, 4}}).outcome, PointSegmentOutcome::BothInside);
}

TEST(PointSegment, BoundaryBsOnTheLineIsLeavingNotAHit) {
  // Bs on the line, Be inside: the ball leaves the wall → "both inside" (ti = 0 is never a collision).
  EXPECT_EQ(PointSegment(kWall, {{0, 2}, {-2, 3}}).outcome, PointSegmentOutcome::BothInside);
  // Bs on the line, Be outside → "both outside".
  EXPECT_EQ(PointSegment(kWall, {{0, 2}, {2, 3}}).outcome, PointSegmentOutcome::BothOutside);
  // Bs and Be both on the line → parallel (n̂·v = 0), also when the ball does not move at all.
  EXPECT_EQ(PointSegment(kWall, {{0, 2}, {0, 2}}).outcome, PointSegmentOutcome::Parallel);
  // On a slanted wall, a point typed onto the line still reads "on" despite rounding.
  const Segment slanted{{1, 1}, {4, 5}};
  EXPECT_EQ(PointSegment(slanted, {{2.5, 3}, {0, 6}}).outcome, PointSegmentOutcome::BothInside);
}

TEST(PointSegment, BoundaryBeOnTheLineIsAHitAtExactlyOne) {
  const PointSegmentTrace t = PointSegment(kWall, {{2, 1}, {0, 3}});
  EXPECT_EQ(t.outcome, PointSegmentOutcome::Hit);
  EXPECT_EQ(t.ti, 1.0);
  EXPECT_EQ(t.bi, (Vec2{0, 3}));
  EXPECT_EQ(t.response.i, (Vec2{0, 0}));
  EXPECT_EQ(t.response.be_reflected, (Vec2{0, 3}));  // Be' = Be: the ball ends on the wall
  // r = 0, so r̂ is v̂ reflected: v = (−2, 2) → (2, 2)/‖·‖
  EXPECT_NEAR(t.response.r_hat.x, std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(t.response.r_hat.y, std::sqrt(0.5), 1e-15);
}

TEST(PointSegment, BoundaryEndpointsBelongToTheWall) {
  // Bi exactly at P0 and exactly at P1: the closed segment is hit.
  const PointSegmentTrace at0 = PointSegment(kWall, {{1, 0}, {-1, 0}});
  EXPECT_EQ(at0.outcome, PointSegmentOutcome::Hit);
  EXPECT_EQ(at0.bi, kWall.p0);
  const PointSegmentTrace at1 = PointSegment(kWall, {{1, 4}, {-1, 4}});
  EXPECT_EQ(at1.outcome, PointSegmentOutcome::Hit);
  EXPECT_EQ(at1.bi, kWall.p1);
}

TEST(PointSegment, ZeroLengthWallIsExplicit) {
  const PointSegmentTrace t = PointSegment({{1, 1}, {1, 1}}, {{0, 0}, {2, 2}});
  EXPECT_EQ(t.outcome, PointSegmentOutcome::ZeroLengthWall);
  EXPECT_FALSE(t.collides);
  EXPECT_FALSE(t.has_ti);
}

// Random walls and motions: the reflection invariants, and brute force along B(t) agrees with ti.
TEST(PointSegmentProperty, ReflectionInvariantsAndNoEarlierCrossing) {
  std::mt19937_64 rng(16);
  std::uniform_real_distribution<double> coord(-10.0, 10.0);
  int hits = 0;
  for (int k = 0; k < 4000; ++k) {
    const Segment wall{{coord(rng), coord(rng)}, {coord(rng), coord(rng)}};
    const Motion m{{coord(rng), coord(rng)}, {coord(rng), coord(rng)}};
    const PointSegmentTrace t = PointSegment(wall, m);
    const Vec2 n = t.edge.n_hat;
    // Exact oracle: the path crosses the segment iff BC changes sign and the crossing lies on [P0, P1].
    const double bs = Dot(n, m.bs - wall.p0), be = Dot(n, m.be - wall.p0);
    bool crosses = (bs > 0) != (be > 0) && bs != 0 && be != 0;
    if (crosses) {
      const double u = Dot(m.At(bs / (bs - be)) - wall.p0, wall.p1 - wall.p0) / LengthSq(wall.p1 - wall.p0);
      crosses = u > 1e-9 && u < 1 - 1e-9;
      if (u > -1e-9 && u < 1e-9) continue;  // too close to an end to call by floating point
      if (u > 1 - 1e-9 && u < 1 + 1e-9) continue;
    }
    EXPECT_EQ(t.collides, crosses) << k;
    if (!t.collides) continue;
    ++hits;
    // Bi on the line and on the segment; ti in (0, 1].
    EXPECT_GT(t.ti, 0.0);
    EXPECT_LE(t.ti, 1.0);
    EXPECT_NEAR(BoundaryCondition(n, wall.p0, t.bi), 0.0, 1e-9);
    // Dense sampling: no sign change of BC(B(t)) before ti.
    const double sign0 = bs > 0 ? 1 : -1;
    for (int j = 0; j < 200; ++j) {
      const double tj = t.ti * j / 200.0;
      EXPECT_GE(sign0 * BoundaryCondition(n, wall.p0, m.At(tj)), -1e-9) << k << " at t " << tj;
    }
    // ‖r‖ = ‖i‖; angle in = angle out: r·n̂ = −(i·n̂) and the tangential parts agree.
    const Reflection& r = t.response;
    EXPECT_NEAR(Length(r.r), Length(r.i), 1e-9);
    EXPECT_NEAR(Dot(r.r, n), -Dot(r.i, n), 1e-9);
    EXPECT_NEAR(Cross(n, r.r), Cross(n, r.i), 1e-9);
    // Be' goes back to the side Bs came from.
    EXPECT_GE(sign0 * BoundaryCondition(n, wall.p0, r.be_reflected), -1e-9);
    EXPECT_NEAR(Length(r.r_hat), 1.0, 1e-12);
  }
  EXPECT_GT(hits, 300);  // the sample exercises hits, not just rejections
}

}  // namespace
}  // namespace ricochet
