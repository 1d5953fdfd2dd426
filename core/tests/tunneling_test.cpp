#include "ricochet/tunneling.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace ricochet {
namespace {

TEST(Tunneling, HeadOnThresholdsAreTheLecturesChords) {
  // Circle r 0.5, R 1: 2(r + R) = 3. Wall w 0.4, r 0.5: w + 2r = 1.4.
  TunnelingInputs circle{false, {0, 0}, 8.0, 0.5, 1.0, 0.4};
  const TunnelingTrace c = SolveTunneling(circle);
  EXPECT_DOUBLE_EQ(c.reach, 1.5);
  EXPECT_DOUBLE_EQ(c.head_on, 3.0);
  EXPECT_DOUBLE_EQ(c.threshold, 3.0);
  EXPECT_EQ(c.bs, (Vec2{-4, 0}));
  EXPECT_EQ(c.be, (Vec2{4, 0}));
  EXPECT_DOUBLE_EQ(c.gap0, 2.5);  // ‖Bs − C‖ − (R + r) = 4 − 1.5
  EXPECT_FALSE(c.discrete_hit);
  EXPECT_TRUE(c.swept_hit);
  EXPECT_DOUBLE_EQ(c.ti, (4 - 1.5) / 8);  // the grown circle's edge at x = −1.5
  EXPECT_TRUE(c.tunnels);

  TunnelingInputs wall{true, {0, 0}, 8.0, 0.5, 1.0, 0.4};
  const TunnelingTrace w = SolveTunneling(wall);
  EXPECT_DOUBLE_EQ(w.reach, 0.7);
  EXPECT_DOUBLE_EQ(w.threshold, 1.4);
  EXPECT_EQ(w.n_hat, (Vec2{-1, 0}));  // toward Bs
  EXPECT_DOUBLE_EQ(w.n_dot_v, -8.0);
  EXPECT_TRUE(w.has_ti_face);
  EXPECT_DOUBLE_EQ(w.ti_face, (4 - 0.7) / 8);  // (n̂·P0 − n̂·Bs + D) / (n̂·v) = (0 − 4 + 0.7) / −8
  EXPECT_DOUBLE_EQ(w.ti, w.ti_face);           // the face, not an end, comes first
  EXPECT_TRUE(w.tunnels);
}

TEST(Tunneling, SpeedsAroundTheChordTunnelOnlyAbove) {
  // Off-centre paths: the chord 2√(reach² − d²) decides for every path through the grown circle.
  for (double d : {0.0, 0.3, 1.0, 1.4}) {
    TunnelingInputs in{false, {0, d}, 1.0, 0.5, 1.0, 0.4};
    const double chord = 2 * std::sqrt(1.5 * 1.5 - d * d);
    for (double f : {0.5, 0.9, 0.99}) {
      in.speed = f * chord;
      const TunnelingTrace t = SolveTunneling(in);
      EXPECT_DOUBLE_EQ(t.threshold, chord) << d;
      EXPECT_FALSE(t.tunnels) << d << " " << f;
      EXPECT_TRUE(t.discrete_hit) << d << " " << f;
    }
    for (double f : {1.01, 2.0, 10.0}) {
      in.speed = f * chord;
      const TunnelingTrace t = SolveTunneling(in);
      EXPECT_TRUE(t.tunnels) << d << " " << f;
    }
  }
  // A path that never comes within reach: no chord, and nothing to skip.
  const TunnelingTrace far = SolveTunneling({false, {0, 2}, 8.0, 0.5, 1.0, 0.4});
  EXPECT_EQ(far.threshold, 0.0);
  EXPECT_FALSE(far.swept_hit);
  EXPECT_FALSE(far.tunnels);
}

// The swept test against an independent method: the gap sampled densely along the path.
TEST(Tunneling, SweptTestAgreesWithTheGapSampledAlongThePath) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> u(0, 1);
  for (int k = 0; k < 2000; ++k) {
    TunnelingInputs in;
    in.wall = k % 2 == 1;
    in.c = {u(rng) * 4 - 2, u(rng) * 8 - 4};
    in.speed = 0.1 + u(rng) * 10;
    in.r = 0.05 + u(rng);
    in.R = 0.05 + u(rng) * 2;
    in.w = 0.01 + u(rng);
    const TunnelingTrace t = SolveTunneling(in);
    double min_gap = HUGE_VAL, t_first = -1;
    const int n = 20000;
    for (int i = 0; i <= n; ++i) {
      const double s = static_cast<double>(i) / n;
      const double g = TunnelingGap(in, t.bs + (t.be - t.bs) * s);
      min_gap = std::min(min_gap, g);
      if (g <= 0 && t_first < 0) t_first = s;
    }
    const double step = in.speed / n;  // how far the samples are apart
    if (min_gap < -step) {
      EXPECT_TRUE(t.swept_hit || t.starts_overlapping) << k;
      if (t.swept_hit) {
        EXPECT_NEAR(t.ti, t_first, 2.0 / n + 1e-12) << k;
      }
    } else if (min_gap > step) {
      EXPECT_FALSE(t.swept_hit) << k;
    }
    EXPECT_EQ(t.discrete_hit, t.gap0 < 0 || t.gap1 < 0);
    EXPECT_EQ(t.tunnels, t.swept_hit && !t.discrete_hit);
  }
}

}  // namespace
}  // namespace ricochet
