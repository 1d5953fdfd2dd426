// Lecture 16: edge vector, outward normal, point-normal line, boundary condition.
#include "explain/edge_normal.h"

#include <cmath>

#include "draw/format.h"
#include "explain/steps.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {
constexpr SceneField kEdgeNormalFields[] = {
    {"p0", FieldKind::Point, true, &domain::kCoordinate, "P_0", "length", "the edge's start"},
    {"p1", FieldKind::Point, true, &domain::kCoordinate, "P_1", "length", "the edge's end: e = P1 − P0"},
    {"p", FieldKind::Point, false, &domain::kCoordinate, "P", "length",
     "a point to classify by BC = n̂·P − n̂·P0 (absent: none)"},
};
}  // namespace

std::span<const SceneField> EdgeNormalFields() { return kEdgeNormalFields; }

EdgeNormalInputs ReadEdgeNormal(const json& scene, const std::string& file) {
  OnlyKnownFields(scene, EdgeNormalFields(), file);
  EdgeNormalInputs in;
  in.p0 = ReadPoint(scene, "p0", file);
  in.p1 = ReadPoint(scene, "p1", file);
  CheckApart(in.p0, in.p1, "p0", "p1", file);
  const std::optional<Vec2> p = ReadOptionalPoint(scene, "p", file);
  in.has_p = p.has_value();
  if (p) in.p = *p;
  return in;
}

json EdgeNormalJson(const EdgeNormalInputs& in) {
  json j = {{"p0", PointJson(in.p0)}, {"p1", PointJson(in.p1)}};
  if (in.has_p) j["p"] = PointJson(in.p);
  return j;
}

void EdgeNormalTopic::Refuse(const Inputs& in, const Trace&, const std::string& file) {
  if (in.p0 == in.p1) throw SceneError(file, "p1", "equals p0: a zero-length edge has no normal");
}

namespace {

// "3x + 4y − 19 = 0": the line a x + b y − c = 0 with its numbers (a term whose coefficient prints as 0 left
// out, a coefficient 1 not written).
math::E LineEquation(Vec2 ab, double c, const Precision& p) {
  using namespace math;  // NOLINT
  std::vector<std::pair<double, const char*>> terms = {{ab.x, "x"}, {ab.y, "y"}, {-c, ""}};
  E sum;
  for (const auto& [k, var] : terms) {
    if (Num(k, p) == "0") continue;
    const double mag = std::fabs(k);
    E term = *var ? (Num(mag, p) == "1" ? Sym(var) : Lit(mag) * Sym(var)) : Lit(mag);
    if (!sum) {
      sum = k < 0 ? -term : term;
    } else {
      sum = k < 0 ? sum - term : sum + term;
    }
  }
  return Eq(sum ? sum : Lit(0), 0);
}

}  // namespace

Derivation DeriveEdgeNormal(const EdgeNormalInputs& in, const EdgeNormalTrace& t) {
  Derivation d;
  d.inputs = EdgeNormalJson(in);
  if (t.outcome == EdgeNormalOutcome::ZeroLengthEdge) {
    d.verdict =
        "P0 = P1: the edge has zero length, so e = (0, 0) has no direction and n = (e_y, −e_x) cannot be "
        "normalised (‖n‖ = 0). Move P1 away from P0.";
    d.result = {{"n_hat", nullptr}};
    return d;
  }
  const Vec2 p0 = in.p0, p1 = in.p1;
  // Rounding noise prints as 0: BC of a point on the line is 0 (as the core's side says), not 3.8 − 3.8 =
  // 2.22e-16.
  const Precision p = InputPrecision(InputScale({p0, p1, in.has_p ? in.p : p0}));
  using namespace math;  // NOLINT: the steps read as the lecture writes them
  Steps s(d.steps, p);
  const E P = Sym("P"), P0 = Point("P_0", p0), nh = Q("n̂", t.n_hat), n = Q("n⃗", t.n);
  // The lecture's order: e⃗; n⃗ as e⃗ turned through −90°; the point-normal line with n⃗; normalised, n̂ and
  // the line with n̂; n̂·P0 as the distance from the origin; then a point P classified and its BC.
  EdgeStep(s, t, p0, p1);
  RotationStep(s, t);
  NormalStep(s, t, true);
  // L: n⃗·(P − P0) = 0 ⇒ n⃗·P − n⃗·P0 = 0, and with the numbers: a x + b y − c = 0.
  s.Equation("line_n", "L, the point-normal equation of the line",
             Chain({Eq(Dot(Sym("n⃗"), P - Sym("P_0")), 0), Eq(Dot(n, P) - Dot(n, P0), 0)}, {Rel::Implies}),
             LineEquation(t.n, t.n_dot_p0, p), Ink::Wall)
      .Json(t.n_dot_p0);
  NormalLengthStep(s, t);
  UnitNormalStep(s, t);
  s.Equation("line", "L, with the normalised normal", Eq(Dot(nh, P) - Dot(nh, P0), 0),
             LineEquation(t.n_hat, t.d, p), Ink::Wall)
      .Json(t.d);
  s.Compute("d", Sym("n̂·P_0"), Dot(nh, P0), t.d, Ink::Muted)
      .Note(Prose("the shortest distance from the origin O to L"));
  d.result = {{"e", JsonVec(t.e)}, {"n", JsonVec(t.n)}, {"n_hat", JsonVec(t.n_hat)}, {"d", t.d}};
  d.verdict = "L is n̂·P − n̂·P0 = 0, i.e. " + Text(LineEquation(t.n_hat, t.d, p)) +
              ": every point P of L projects onto n̂ at n̂·P = n̂·P0 = " + Num(t.d, p) +
              ", the distance from the origin to L.";
  if (t.has_p) {
    const E Pq = Point("P", t.p), nP = Q("n̂·P", t.n_dot_p), nP0 = Q("n̂·P_0", t.d);
    s.Compute("n_dot_p", Sym("n̂·P"), Dot(nh, Pq), t.n_dot_p, Ink::Point)
        .Note(Prose("P's distance from O along n̂"));
    // The lecture's classification: n̂·P − n̂·P0 > 0 ⇔ outside, < 0 ⇔ inside, = 0 ⇔ on L.
    const int which = t.side == Side::Outside ? 0 : t.side == Side::Inside ? 1 : 2;
    s.Cases("side", "side of P", Sym("n̂·P") - Sym("n̂·P_0"), nP - nP0,
            t.side == Side::On ? 0.0 : t.n_dot_p - t.d,
            {{Gt(Sym("n̂·P") - Sym("n̂·P_0"), 0), "P is outside (the right-hand half-plane)"},
             {Lt(Sym("n̂·P") - Sym("n̂·P_0"), 0), "P is inside (the left-hand half-plane)"},
             {Eq(Sym("n̂·P") - Sym("n̂·P_0"), 0), "P is on L"}},
            which, Ink::Point)
        .Json(SideName(t.side));
    // On the line within rounding (line.h Classify) reads 0, not 2.22e-16.
    Step& bc =
        s.Compute("bc", Sym("BC"), Dot(nh, Pq - P0), t.side == Side::On ? 0.0 : t.bc, Ink::Point).Json(t.bc);
    if (t.side == Side::On && t.bc != 0.0) {
      bc.Note(Prose("0 within the inputs' rounding: |BC| ≤ " + Num(kRoundingRel) + " × the figure's size"));
    }
    d.result["bc"] = t.bc;
    d.result["side"] = SideName(t.side);
    switch (t.side) {
      case Side::Outside:
        d.verdict = "P is outside (the right-hand half-plane): BC = " + Num(t.bc, p) + " > 0";
        break;
      case Side::Inside:
        d.verdict = "P is inside (the left-hand half-plane): BC = " + Num(t.bc, p) + " < 0";
        break;
      case Side::On: d.verdict = "P is on the line: BC = 0"; break;
    }
  }
  return d;
}

}  // namespace ricochet::app
