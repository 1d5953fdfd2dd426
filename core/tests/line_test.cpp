#include "ricochet/line.h"

#include <gtest/gtest.h>

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
