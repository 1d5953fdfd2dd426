#include "ricochet/elastic.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace ricochet {
namespace {

// |a − b| ≤ tol · scale, for conservation checks where the sum may cancel to ~0.
void ExpectRel(double a, double b, double scale, double tol = 1e-12) {
  EXPECT_LE(std::abs(a - b), tol * std::max(1.0, scale)) << a << " vs " << b;
}

// ---- 1D: the lecture's slides -------------------------------------------------------------------------

TEST(Elastic1D, LectureSameMassExamplesSwapVelocities) {
  struct Case {
    double v1, v2, v1a, v2a;
  };
  // "V1 = 10 mph, V2 = 0 → V1' = 0, V2' = 10"; "(10, −10) → (−10, 10)"; "(10, 3) → (3, 10)".
  for (const Case c : {Case{10, 0, 0, 10}, Case{10, -10, -10, 10}, Case{10, 3, 3, 10}}) {
    const Elastic1DTrace t = Elastic1D(1, 1, c.v1, c.v2);
    EXPECT_EQ(t.outcome, ElasticOutcome::Collide);
    EXPECT_TRUE(t.approaching);
    EXPECT_DOUBLE_EQ(t.closing, c.v1 - c.v2);
    EXPECT_DOUBLE_EQ(t.v1_after, c.v1a);
    EXPECT_DOUBLE_EQ(t.v2_after, c.v2a);
    EXPECT_DOUBLE_EQ(t.momentum_before, t.momentum_after);
    EXPECT_DOUBLE_EQ(t.energy_before, t.energy_after);
  }
}

TEST(Elastic1D, DifferentMassesByHand) {
  // m1 = 1, m2 = 3, V1 = 8, V2 = 0:
  // V1' = (8(1 − 3) + 2·3·0)/4 = −4; V2' = (0(3 − 1) + 2·1·8)/4 = 4.
  // p = 8 = 1(−4) + 3(4); E = 32 = 8 + 24.
  const Elastic1DTrace t = Elastic1D(1, 3, 8, 0);
  EXPECT_DOUBLE_EQ(t.v1_after, -4);
  EXPECT_DOUBLE_EQ(t.v2_after, 4);
  EXPECT_DOUBLE_EQ(t.momentum_before, 8);
  EXPECT_DOUBLE_EQ(t.momentum_after, 8);
  EXPECT_DOUBLE_EQ(t.energy_before, 32);
  EXPECT_DOUBLE_EQ(t.energy_after, 32);
  // m1 = 2, m2 = 1, V1 = 3, V2 = −3: V1' = (3·1 + 2·1·(−3))/3 = −1; V2' = (−3·(−1) + 2·2·3)/3 = 5.
  const Elastic1DTrace u = Elastic1D(2, 1, 3, -3);
  EXPECT_DOUBLE_EQ(u.v1_after, -1);
  EXPECT_DOUBLE_EQ(u.v2_after, 5);
  // A wall: a very heavy ball 2 at rest sends ball 1 back at nearly its speed.
  const Elastic1DTrace w = Elastic1D(1, 1e9, 5, 0);
  EXPECT_NEAR(w.v1_after, -5, 1e-7);
  EXPECT_NEAR(w.v2_after, 0, 1e-7);
}

TEST(Elastic1D, MoveNowhereWithoutTheApproachingTest) {
  // Two overlapping balls that the naive response flips every frame: the lecture's
  // (10, −10) → (−10, 10) → (10, −10) → … "Move nowhere!"
  double v1 = 10, v2 = -10;
  for (int frame = 0; frame < 4; ++frame) {
    const Elastic1DTrace t = Elastic1D(1, 1, v1, v2, /*check_approaching=*/false);
    EXPECT_EQ(t.outcome, ElasticOutcome::Collide);
    EXPECT_DOUBLE_EQ(t.v1_after, -v1);
    EXPECT_DOUBLE_EQ(t.v2_after, -v2);
    v1 = t.v1_after;
    v2 = t.v2_after;
  }
  EXPECT_DOUBLE_EQ(v1, 10);  // back where it started: no progress
  // With the test: the second frame sees V1 − V2 = −20 ≤ 0 and leaves the separating balls alone.
  const Elastic1DTrace first = Elastic1D(1, 1, 10, -10);
  const Elastic1DTrace second = Elastic1D(1, 1, first.v1_after, first.v2_after);
  EXPECT_EQ(second.outcome, ElasticOutcome::NotApproaching);
  EXPECT_FALSE(second.approaching);
  EXPECT_DOUBLE_EQ(second.closing, -20);
  EXPECT_DOUBLE_EQ(second.v1_after, -10);
  EXPECT_DOUBLE_EQ(second.v2_after, 10);
}

TEST(Elastic1D, FormulasAreSolvedWhateverTheTestSays) {
  // The lecture writes the two laws and solves them before it meets "move nowhere": V1', V2' by the
  // formulas exist for separating balls too; the approaching test only decides whether they are applied.
  const Elastic1DTrace t = Elastic1D(1, 1, -5, 5);
  EXPECT_EQ(t.outcome, ElasticOutcome::NotApproaching);
  EXPECT_DOUBLE_EQ(t.v1_formula, 5);  // turned back toward each other
  EXPECT_DOUBLE_EQ(t.v2_formula, -5);
  EXPECT_DOUBLE_EQ(t.v1_after, -5);  // "else no change in velocities"
  EXPECT_DOUBLE_EQ(t.v2_after, 5);
  const Elastic1DTrace off = Elastic1D(1, 1, -5, 5, /*check_approaching=*/false);
  EXPECT_DOUBLE_EQ(off.v1_after, off.v1_formula);
  EXPECT_DOUBLE_EQ(off.v2_after, off.v2_formula);
  // A frame later, still overlapping: the formulas once more give V1, V2 back — "move nowhere".
  const Elastic1DTrace swap = Elastic1D(1, 1, 10, -10);
  EXPECT_DOUBLE_EQ(swap.v1_next, 10);
  EXPECT_DOUBLE_EQ(swap.v2_next, -10);
}

TEST(ElasticProperty, FormulasAgreeWithTheCentreOfMassFrameAndUndoThemselves) {
  // An independent method: in the frame of the centre of mass, Vcm = (m1 V1 + m2 V2)/(m1 + m2), an elastic
  // collision reverses both velocities, so V' = 2 Vcm − V. Applying the formulas twice is the identity.
  std::mt19937_64 rng(16);
  std::uniform_real_distribution<double> mass(0.1, 10), speed(-20, 20);
  for (int i = 0; i < 5000; ++i) {
    const double m1 = mass(rng), m2 = mass(rng), v1 = speed(rng), v2 = speed(rng);
    const Elastic1DTrace t = Elastic1D(m1, m2, v1, v2, i % 2 == 0);
    const double vcm = (m1 * v1 + m2 * v2) / (m1 + m2), sc = std::abs(v1) + std::abs(v2);
    ExpectRel(t.v1_formula, 2 * vcm - v1, sc);
    ExpectRel(t.v2_formula, 2 * vcm - v2, sc);
    ExpectRel(t.v1_next, v1, sc);
    ExpectRel(t.v2_next, v2, sc);
    // Both laws hold for the formulas' V1', V2' (they are the laws' non-trivial solution).
    ExpectRel(m1 * t.v1_formula + m2 * t.v2_formula, t.momentum_before,
              m1 * std::abs(v1) + m2 * std::abs(v2));
    ExpectRel(0.5 * m1 * t.v1_formula * t.v1_formula + 0.5 * m2 * t.v2_formula * t.v2_formula,
              t.energy_before, t.energy_before);
  }
}

TEST(Elastic1D, EqualSpeedsAreNotApproaching) {
  const Elastic1DTrace t = Elastic1D(2, 5, 3, 3);
  EXPECT_EQ(t.outcome, ElasticOutcome::NotApproaching);
  EXPECT_DOUBLE_EQ(t.v1_after, 3);
  EXPECT_DOUBLE_EQ(t.v2_after, 3);
}

TEST(Elastic1D, BadMassAndNonFiniteAreExplicit) {
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  for (double m : {0.0, -1.0, inf, nan}) {
    const Elastic1DTrace a = Elastic1D(m, 1, 10, 0);
    EXPECT_EQ(a.outcome, ElasticOutcome::BadMass);
    EXPECT_DOUBLE_EQ(a.v1_after, 10);
    EXPECT_DOUBLE_EQ(a.v2_after, 0);
    EXPECT_EQ(Elastic1D(1, m, 10, 0).outcome, ElasticOutcome::BadMass);
  }
  const Elastic1DTrace b = Elastic1D(1, 1, nan, 0);
  EXPECT_EQ(b.outcome, ElasticOutcome::NonFinite);
  EXPECT_TRUE(std::isfinite(b.energy_before));
}

// ---- 2D ----------------------------------------------------------------------------------------------

TEST(Elastic2D, HeadOnAlongXIsThe1DCase) {
  const Elastic2DTrace t = Elastic2D({0, 0}, {2, 0}, {10, 0}, {-10, 0});
  EXPECT_EQ(t.outcome, Elastic2DOutcome::Collide);
  EXPECT_EQ(t.n, (Vec2{1, 0}));
  EXPECT_DOUBLE_EQ(t.n_dot_v1, 10);
  EXPECT_DOUBLE_EQ(t.n_dot_v2, -10);
  EXPECT_EQ(t.v1_par, (Vec2{0, 0}));
  EXPECT_EQ(t.v1_after, (Vec2{-10, 0}));
  EXPECT_EQ(t.v2_after, (Vec2{10, 0}));
}

TEST(Elastic2D, GlancingSameMassByHand) {
  // P1 (0, 0), P2 (3, 4): N = (0.6, 0.8). V1 = (5, 0), V2 = 0.
  // N·V1 = 3, V1N = (1.8, 2.4), V1∥ = (3.2, −2.4); V1' = V1∥, V2' = V1N (same mass: the normal parts swap).
  const Elastic2DTrace t = Elastic2D({0, 0}, {3, 4}, {5, 0}, {0, 0});
  EXPECT_EQ(t.outcome, Elastic2DOutcome::Collide);
  EXPECT_DOUBLE_EQ(t.dist, 5);
  EXPECT_DOUBLE_EQ(t.n.x, 0.6);
  EXPECT_DOUBLE_EQ(t.n.y, 0.8);
  EXPECT_DOUBLE_EQ(t.n_dot_v1, 3);
  EXPECT_DOUBLE_EQ(t.v1n.x, 1.8);
  EXPECT_DOUBLE_EQ(t.v1n.y, 2.4);
  EXPECT_NEAR(t.v1_par.x, 3.2, 1e-15);
  EXPECT_NEAR(t.v1_par.y, -2.4, 1e-15);
  EXPECT_NEAR(t.v1_after.x, 3.2, 1e-15);
  EXPECT_NEAR(t.v1_after.y, -2.4, 1e-15);
  EXPECT_NEAR(t.v2_after.x, 1.8, 1e-15);
  EXPECT_NEAR(t.v2_after.y, 2.4, 1e-15);
  EXPECT_NEAR(Dot(t.v1_after, t.v2_after), 0.0, 1e-12);  // equal masses, one at rest: 90° apart
}

TEST(Elastic2D, SeparatingBallsKeepTheirVelocities) {
  const Elastic2DTrace t = Elastic2D({0, 0}, {2, 0}, {-1, 3}, {4, 0});
  EXPECT_EQ(t.outcome, Elastic2DOutcome::NotApproaching);
  EXPECT_FALSE(t.approaching);
  EXPECT_EQ(t.v1_after, (Vec2{-1, 3}));
  EXPECT_EQ(t.v2_after, (Vec2{4, 0}));
}

TEST(Elastic2D, DegenerateInputsAreExplicit) {
  const Elastic2DTrace c = Elastic2D({1, 1}, {1, 1}, {1, 0}, {0, 0});
  EXPECT_EQ(c.outcome, Elastic2DOutcome::CoincidentCentres);
  EXPECT_EQ(c.n, (Vec2{0, 0}));
  EXPECT_EQ(c.v1_after, (Vec2{1, 0}));
  EXPECT_EQ(Elastic2D({0, 0}, {1, 0}, {1, 0}, {0, 0}, 0, 1).outcome, Elastic2DOutcome::BadMass);
  EXPECT_EQ(Elastic2D({0, 0}, {1, 0}, {1, 0}, {0, 0}, 1, -2).outcome, Elastic2DOutcome::BadMass);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(Elastic2D({0, nan}, {1, 0}, {1, 0}, {0, 0}).outcome, Elastic2DOutcome::NonFinite);
}

// ---- properties over random cases -----------------------------------------------------------------

TEST(ElasticProperty, OneDConservesMomentumAndEnergy) {
  std::mt19937_64 rng(17);
  std::uniform_real_distribution<double> mass(0.1, 10), speed(-20, 20);
  for (int i = 0; i < 5000; ++i) {
    const double m1 = mass(rng), m2 = mass(rng), v1 = speed(rng), v2 = speed(rng);
    const Elastic1DTrace t = Elastic1D(m1, m2, v1, v2, i % 2 == 0);
    ExpectRel(t.momentum_after, t.momentum_before, m1 * std::abs(v1) + m2 * std::abs(v2));
    ExpectRel(t.energy_after, t.energy_before, t.energy_before);
    if (t.outcome == ElasticOutcome::Collide) {
      // After a collision the balls separate (or the naive version flips a separating pair together).
      if (t.approaching) {
        EXPECT_LE(t.v1_after - t.v2_after, 1e-12 * (std::abs(v1) + std::abs(v2)));
      }
      // Relative speed is reversed: V1' − V2' = −(V1 − V2).
      ExpectRel(t.v1_after - t.v2_after, -(v1 - v2), std::abs(v1) + std::abs(v2));
    }
  }
}

TEST(ElasticProperty, TwoDConservesMomentumAndEnergy) {
  std::mt19937_64 rng(2);
  std::uniform_real_distribution<double> mass(0.1, 10), coord(-10, 10);
  for (int i = 0; i < 5000; ++i) {
    const Vec2 p1{coord(rng), coord(rng)}, p2{coord(rng), coord(rng)};
    const Vec2 v1{coord(rng), coord(rng)}, v2{coord(rng), coord(rng)};
    const double m1 = mass(rng), m2 = mass(rng);
    const Elastic2DTrace t = Elastic2D(p1, p2, v1, v2, m1, m2);
    ASSERT_NE(t.outcome, Elastic2DOutcome::CoincidentCentres);
    EXPECT_NEAR(Length(t.n), 1.0, 1e-14);
    EXPECT_NEAR(Dot(t.v1_par, t.n), 0.0, 1e-12 * Length(v1) + 1e-14);
    EXPECT_NEAR(Dot(t.v2_par, t.n), 0.0, 1e-12 * Length(v2) + 1e-14);
    const double scale = m1 * Length(v1) + m2 * Length(v2);
    ExpectRel(t.momentum_after.x, t.momentum_before.x, scale);
    ExpectRel(t.momentum_after.y, t.momentum_before.y, scale);
    ExpectRel(t.energy_after, t.energy_before, t.energy_before);
    // The parallel parts are never changed by the collision.
    ExpectRel(t.v1_after.x - Dot(t.v1_after, t.n) * t.n.x, t.v1_par.x, Length(v1));
    ExpectRel(t.v2_after.y - Dot(t.v2_after, t.n) * t.n.y, t.v2_par.y, Length(v2));
    EXPECT_EQ(t.approaching, Dot(t.n, v1) - Dot(t.n, v2) > 0);
  }
}

TEST(ElasticProperty, SameMassSwapsNormalPartsAndKeepsParallelParts) {
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> coord(-10, 10), mass(0.5, 5);
  int collided = 0;
  for (int i = 0; i < 5000; ++i) {
    const Vec2 p1{coord(rng), coord(rng)}, p2{coord(rng), coord(rng)};
    const Vec2 v1{coord(rng), coord(rng)}, v2{coord(rng), coord(rng)};
    const double m = mass(rng);
    const Elastic2DTrace t = Elastic2D(p1, p2, v1, v2, m, m);
    if (t.outcome != Elastic2DOutcome::Collide) continue;
    ++collided;
    const double s = Length(v1) + Length(v2);
    // The lecture: V1'N = (N·V2) N, V2'N = (N·V1) N, V1' = V1'N + V1∥.
    ExpectRel(t.v1n_after.x, t.v2n.x, s);
    ExpectRel(t.v1n_after.y, t.v2n.y, s);
    ExpectRel(t.v2n_after.x, t.v1n.x, s);
    ExpectRel(t.v2n_after.y, t.v1n.y, s);
    ExpectRel(t.v1_after.x, t.v2n.x + t.v1_par.x, s);
    ExpectRel(t.v2_after.y, t.v1n.y + t.v2_par.y, s);
  }
  EXPECT_GT(collided, 1000);
}

TEST(ElasticProperty, VelocitiesAlongNReduceTo1D) {
  std::mt19937_64 rng(4);
  std::uniform_real_distribution<double> coord(-10, 10), mass(0.1, 10), angle(0, 6.283185307179586);
  for (int i = 0; i < 5000; ++i) {
    const double a = angle(rng);
    const Vec2 n{std::cos(a), std::sin(a)};
    const Vec2 p1{coord(rng), coord(rng)};
    const Vec2 p2 = p1 + n * (0.5 + std::abs(coord(rng)));
    const double s1 = coord(rng), s2 = coord(rng), m1 = mass(rng), m2 = mass(rng);
    const Elastic2DTrace t = Elastic2D(p1, p2, s1 * n, s2 * n, m1, m2);
    const Elastic1DTrace o = Elastic1D(m1, m2, s1, s2);
    EXPECT_EQ(t.approaching, o.approaching) << s1 << " " << s2;
    const double sc = std::abs(s1) + std::abs(s2);
    ExpectRel(Dot(t.v1_after, n), o.v1_after, sc, 1e-12);
    ExpectRel(Dot(t.v2_after, n), o.v2_after, sc, 1e-12);
    ExpectRel(Length(t.v1_par), 0.0, sc, 1e-12);
  }
}

}  // namespace
}  // namespace ricochet
