#include "ricochet/line.h"

#include <algorithm>

#include "ricochet/formula.h"

namespace ricochet {

Side Classify(double bc, double scale) {
  // "On" within a few ulps of the figure's size, so a point typed exactly onto the line reads "on".
  const double tol = kRoundingRel * std::max(1.0, scale);
  if (bc > tol) return Side::Outside;
  if (bc < -tol) return Side::Inside;
  return Side::On;
}

EdgeNormalTrace EdgeNormal(Vec2 p0, Vec2 p1) {
  EdgeNormalTrace t;
  t.p0 = p0;
  t.p1 = p1;
  t.e = EdgeVector(p0, p1);
  t.n = OutwardNormal(t.e);
  t.n_dot_p0 = Dot(t.n, p0);
  t.n_len = Length(t.n);
  if (!(t.n_len > 0.0)) {
    t.outcome = EdgeNormalOutcome::ZeroLengthEdge;
    t.n_hat = {};
    t.d = 0.0;
    return t;
  }
  t.n_hat = t.n / t.n_len;
  t.d = Dot(t.n_hat, p0);
  return t;
}

EdgeNormalTrace EdgeNormal(Vec2 p0, Vec2 p1, Vec2 p) {
  EdgeNormalTrace t = EdgeNormal(p0, p1);
  t.has_p = true;
  t.p = p;
  if (t.outcome != EdgeNormalOutcome::Ok) {
    t.n_dot_p = 0.0;
    t.bc = 0.0;
    t.side = Side::On;
    return t;
  }
  t.n_dot_p = Dot(t.n_hat, p);
  t.bc = BoundaryCondition(t.n_hat, p0, p);
  const double scale = std::max({Length(p0), Length(p1), Length(p)});
  t.side = Classify(t.bc, scale);
  return t;
}

}  // namespace ricochet
