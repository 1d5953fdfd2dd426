#include "ricochet/line.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "ricochet/reflect.h"

namespace ricochet {
namespace {

TEST(EdgeNormal, EdgeVectorAndOutwardNormalFollowTheLecture) {
  // P0 (1, 1) → P1 (4, 5): e = (3, 4), n = (e_y, −e_x) = (4, −3), ‖n‖ = 5.
  const EdgeNormalTrace t = EdgeNormal({1, 1}, {4, 5});
  EXPECT_EQ(t.e, (Vec2{3, 4}));
  EXPECT_EQ(t.n, (Vec2{4, -3}));
  EXPECT_DOUBLE_EQ(t.n_len, 5.0);
  EXPECT_DOUBLE_EQ(t.n_hat.x, 0.8);
  EXPECT_DOUBLE_EQ(t.n_hat.y, -0.6);
  EXPECT_DOUBLE_EQ(t.d, 0.8 * 1 - 0.6 * 1);    // d = n̂·P0
  EXPECT_NEAR(Dot(t.n_hat, t.e), 0.0, 1e-15);  // n̂ ⟂ e
}

TEST(EdgeNormal, TheNormalIsEdgeRotatedThroughMinus90Degrees) {
  // n = [cos(−90°) −sin(−90°); sin(−90°) cos(−90°)] e, with the trace's exact cos and sin.
  for (const Vec2 p1 : {Vec2{4, 5}, Vec2{-3, 2}, Vec2{1, -7}, Vec2{0.5, 1}}) {
    const EdgeNormalTrace t = EdgeNormal({1, 1}, p1);
    EXPECT_NEAR(t.rot_cos, std::cos(-std::numbers::pi / 2), 1e-15);  // the lecture's angle, exactly
    EXPECT_NEAR(t.rot_sin, std::sin(-std::numbers::pi / 2), 1e-15);
    EXPECT_EQ(t.rot_cos, 0.0);
    EXPECT_EQ(t.rot_sin, -1.0);
    const Vec2 rotated{t.rot_cos * t.e.x - t.rot_sin * t.e.y, t.rot_sin * t.e.x + t.rot_cos * t.e.y};
    EXPECT_EQ(rotated, t.n);
    EXPECT_LT(Cross(t.e, t.n), 0.0);  // clockwise: n is on e's right-hand side
    // The point-normal line with the unnormalised n: n·P − n·P0 = 0 at P0 and P1.
    EXPECT_DOUBLE_EQ(t.n_dot_p0, Dot(t.n, Vec2{1, 1}));
    EXPECT_NEAR(Dot(t.n, p1) - t.n_dot_p0, 0.0, 1e-12);
    EXPECT_NEAR(t.n_dot_p0 / t.n_len, t.d, 1e-12);  // n·P0 / ‖n‖ = n̂·P0
  }
}

TEST(Reflect, MIsTheAlongPartAndRIsMMinusS) {
  // The lecture's r = m − s ⇒ r = i − 2s: m = i − s is the part of i along the wall.
  const Reflection r = Reflect({1, 2}, {-2, 6}, {0.6, 0.8});
  EXPECT_NEAR(Dot(r.m, Vec2{0.6, 0.8}), 0.0, 1e-12);
  EXPECT_NEAR(r.m.x - r.s.x - r.r.x, 0.0, 1e-12);
  EXPECT_NEAR(r.m.y - r.s.y - r.r.y, 0.0, 1e-12);
  EXPECT_NEAR(r.m.x + r.s.x, r.i.x, 1e-12);
  EXPECT_NEAR(r.m.y + r.s.y, r.i.y, 1e-12);
}

TEST(EdgeNormal, OutsideIsTheRightHandSide) {
  // Wall along +x: its right-hand side is y < 0.
  EXPECT_EQ(EdgeNormal({0, 0}, {1, 0}, {0.5, -2}).side, Side::Outside);
  EXPECT_EQ(EdgeNormal({0, 0}, {1, 0}, {0.5, 2}).side, Side::Inside);
  EXPECT_EQ(EdgeNormal({0, 0}, {1, 0}, {7, 0}).side, Side::On);
  EXPECT_DOUBLE_EQ(EdgeNormal({0, 0}, {1, 0}, {0.5, -2}).bc, 2.0);
}

TEST(EdgeNormal, EveryPointOfTheLineProjectsToD) {
  const EdgeNormalTrace t = EdgeNormal({-2, 3}, {5, -1});
  for (double s = -3; s <= 3; s += 0.25) {
    const Vec2 p = Lerp(t.p0, t.p1, s);
    EXPECT_NEAR(Dot(t.n_hat, p), t.d, 1e-12);
  }
}

TEST(EdgeNormal, ZeroLengthEdgeIsExplicit) {
  const EdgeNormalTrace t = EdgeNormal({2, 2}, {2, 2}, {0, 0});
  EXPECT_EQ(t.outcome, EdgeNormalOutcome::ZeroLengthEdge);
  EXPECT_EQ(t.n_hat, (Vec2{0, 0}));
  EXPECT_DOUBLE_EQ(t.bc, 0.0);
}

TEST(Reflect, KeepsLengthAndFlipsTheNormalPart) {
  const Reflection r = Reflect({0, 0}, {3, -4}, {0, 1});
  EXPECT_EQ(r.i, (Vec2{3, -4}));
  EXPECT_DOUBLE_EQ(r.i_dot_n, -4.0);
  EXPECT_EQ(r.r, (Vec2{3, 4}));
  EXPECT_EQ(r.be_reflected, (Vec2{3, 4}));
  EXPECT_DOUBLE_EQ(Length(r.r), Length(r.i));
}

}  // namespace
}  // namespace ricochet
