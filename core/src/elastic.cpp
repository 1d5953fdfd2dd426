#include "ricochet/elastic.h"

#include <cmath>

#include "ricochet/formula.h"

namespace ricochet {

namespace {

double Momentum(double m1, double m2, double v1, double v2) { return m1 * v1 + m2 * v2; }
double Energy(double m1, double m2, double v1, double v2) { return 0.5 * m1 * v1 * v1 + 0.5 * m2 * v2 * v2; }
// m1 ‖V1‖²/2 + m2 ‖V2‖²/2
double Energy(double m1, double m2, Vec2 v1, Vec2 v2) {
  return 0.5 * m1 * LengthSq(v1) + 0.5 * m2 * LengthSq(v2);
}

}  // namespace

Elastic1DTrace Elastic1D(double m1, double m2, double v1, double v2, bool check_approaching) {
  Elastic1DTrace t;
  t.m1 = m1;
  t.m2 = m2;
  t.v1 = v1;
  t.v2 = v2;
  t.check_approaching = check_approaching;
  t.v1_formula = t.v1_next = t.v1_after = v1;
  t.v2_formula = t.v2_next = t.v2_after = v2;
  if (!ValidMass(m1) || !ValidMass(m2)) {
    t.outcome = ElasticOutcome::BadMass;
    return t;
  }
  if (!std::isfinite(v1) || !std::isfinite(v2)) {
    t.outcome = ElasticOutcome::NonFinite;
    return t;
  }
  t.momentum_before = Momentum(m1, m2, v1, v2);
  t.energy_before = Energy(m1, m2, v1, v2);
  // V1' = (V1(m1 − m2) + 2 m2 V2) / (m1 + m2), V2' = (V2(m2 − m1) + 2 m1 V1) / (m1 + m2) (formula.h), and the
  // same law applied once more to V1', V2' ("move nowhere": a frame later they collide again).
  const Velocities1D once = ElasticVelocities(m1, m2, v1, v2);
  const Velocities1D twice = ElasticVelocities(m1, m2, once.v1, once.v2);
  t.v1_formula = once.v1;
  t.v2_formula = once.v2;
  t.v1_next = twice.v1;
  t.v2_next = twice.v2;
  t.closing = v1 - v2;
  t.approaching = t.closing > 0.0;
  if (t.approaching || !check_approaching) {
    t.v1_after = t.v1_formula;
    t.v2_after = t.v2_formula;
    t.outcome = ElasticOutcome::Collide;
  } else {
    t.outcome = ElasticOutcome::NotApproaching;  // already separating: "no change in velocities"
  }
  t.momentum_after = Momentum(m1, m2, t.v1_formula, t.v2_formula);
  t.energy_after = Energy(m1, m2, t.v1_formula, t.v2_formula);
  return t;
}

Elastic2DTrace Elastic2D(Vec2 p1, Vec2 p2, Vec2 v1, Vec2 v2, double m1, double m2) {
  Elastic2DTrace t;
  t.p1 = p1;
  t.p2 = p2;
  t.v1 = v1;
  t.v2 = v2;
  t.m1 = m1;
  t.m2 = m2;
  t.v1_after = v1;
  t.v2_after = v2;
  if (!ValidMass(m1) || !ValidMass(m2)) {
    t.outcome = Elastic2DOutcome::BadMass;
    return t;
  }
  if (!IsFinite(p1) || !IsFinite(p2) || !IsFinite(v1) || !IsFinite(v2)) {
    t.outcome = Elastic2DOutcome::NonFinite;
    return t;
  }
  t.momentum_before = m1 * v1 + m2 * v2;
  t.energy_before = Energy(m1, m2, v1, v2);
  t.momentum_after = t.momentum_before;
  t.energy_after = t.energy_before;
  t.dist = std::sqrt(LengthSq(p2 - p1));  // sqrt, not hypot: this sits in the sandbox's hot path
  if (!(t.dist > 0.0) || !std::isfinite(t.dist)) {
    t.outcome = Elastic2DOutcome::CoincidentCentres;
    return t;
  }
  t.n = (p2 - p1) / t.dist;
  t.n_dot_v1 = Dot(t.n, v1);
  t.n_dot_v2 = Dot(t.n, v2);
  t.v1n = t.n_dot_v1 * t.n;
  t.v2n = t.n_dot_v2 * t.n;
  t.v1_par = v1 - t.v1n;
  t.v2_par = v2 - t.v2n;
  // Along N the problem is 1D with ball 1 "on the left" (N points from ball 1 to ball 2).
  t.normal_1d = Elastic1D(m1, m2, t.n_dot_v1, t.n_dot_v2);
  t.approaching = t.normal_1d.approaching;
  if (!t.approaching) {
    t.outcome = Elastic2DOutcome::NotApproaching;
    t.v1n_after = t.v1n;
    t.v2n_after = t.v2n;
    return t;
  }
  t.v1n_after = t.normal_1d.v1_after * t.n;
  t.v2n_after = t.normal_1d.v2_after * t.n;
  t.v1_after = t.v1n_after + t.v1_par;
  t.v2_after = t.v2n_after + t.v2_par;
  t.momentum_after = m1 * t.v1_after + m2 * t.v2_after;
  t.energy_after = Energy(m1, m2, t.v1_after, t.v2_after);
  t.outcome = Elastic2DOutcome::Collide;
  return t;
}

}  // namespace ricochet
