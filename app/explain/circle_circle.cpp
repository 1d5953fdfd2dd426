// Air-hockey lecture: puck vs stick, two moving circles, by relative motion and the law of cosines.
#include "explain/circle_circle.h"

#include <algorithm>
#include <cmath>

#include "draw/format.h"
#include "explain/steps.h"
#include "scene/files.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {
constexpr SceneField kCircleCircleFields[] = {
    {"p0", FieldKind::Point, true, &domain::kCoordinate, "P_0", "length",
     "the puck's centre at the start of the frame"},
    {"p1", FieldKind::Point, true, &domain::kCoordinate, "P_1", "length",
     "the puck's centre at the end of the frame"},
    {"s0", FieldKind::Point, true, &domain::kCoordinate, "S_0", "length",
     "the stick's centre at the start of the frame"},
    {"s1", FieldKind::Point, true, &domain::kCoordinate, "S_1", "length",
     "the stick's centre at the end of the frame"},
    {"r", FieldKind::Number, true, &domain::kLengthOrZero, "r", "length", "the puck's radius"},
    {"R", FieldKind::Number, true, &domain::kLengthOrZero, "R", "length", "the stick's radius (R + r > 0)"},
    {"view", FieldKind::Text, false, nullptr, "", "",
     "\"world\" (default) or \"relative\": the window's picture of the motion"},
};
}  // namespace

std::span<const SceneField> CircleCircleFields() { return kCircleCircleFields; }

CircleCircleInputs ReadCircleCircle(const json& scene, const std::string& file) {
  OnlyKnownFields(scene, CircleCircleFields(), file);
  CircleCircleInputs in;
  in.p0 = ReadPoint(scene, "p0", file);
  in.p1 = ReadPoint(scene, "p1", file);
  in.s0 = ReadPoint(scene, "s0", file);
  in.s1 = ReadPoint(scene, "s1", file);
  CheckApart(in.p0, in.p1, "p0", "p1", file);
  CheckApart(in.s0, in.s1, "s0", "s1", file);
  in.r = ReadNumber(scene, "r", file, domain::kLengthOrZero);
  in.R = ReadNumber(scene, "R", file, domain::kLengthOrZero);
  if (!(in.R + in.r > 0.0))
    throw SceneError(file, "R", "R + r must be > 0: two points of no size never touch");
  // The window's view of the scene (the lesson reads it; explain ignores it).
  if (const auto v = scene.find("view"); v != scene.end() && *v != "world" && *v != "relative")
    throw SceneError(file, "view",
                     "expected \"world\" or \"relative\", got " +
                         (v->is_string() ? Quoted(v->get<std::string>()) : std::string(v->type_name())));
  return in;
}

json CircleCircleJson(const CircleCircleInputs& in) {
  return {{"p0", PointJson(in.p0)},
          {"p1", PointJson(in.p1)},
          {"s0", PointJson(in.s0)},
          {"s1", PointJson(in.s1)},
          {"r", in.r},
          {"R", in.R}};
}

namespace {

constexpr double kPi = 3.14159265358979323846;

using namespace math;  // NOLINT: the steps read as the lecture writes them

// One problem's quadratic: L² t² − 2α t + C² − radius² = 0. `key` suffixes the keys ("", "_r", "_rel");
// `label` names the step that sets the problem up; `radius` is how the radius is written (R, R + r). With
// `alpha_symbolic` α stays a symbol in the numbers (the lecture finds it only later, through K). False when
// L = 0 leaves nothing to solve.
bool AddQuadratic(Steps& s, const CircleCircleTrace& t, const std::string& key, const std::string& label,
                  E law, const char* radius, bool alpha_symbolic = false) {
  const Precision& p = s.precision();
  const E L2 = Q("L²", t.l_sq), C2 = Q("C²", t.c_sq);
  const E alpha = alpha_symbolic ? Sym("α") : Q("α", t.alpha);
  const E rad = Q(Sym(radius), t.sum_r);
  if (!(t.l_sq > 0.0)) {
    s.Test("quadratic" + key, label, Eq(L2, 0), true,
           "no t to solve for: the puck does not move (relative to S)", Ink::Plot1)
        .Json(nullptr);
    return false;
  }
  const E quadratic = Eq(L2 * Sq(Sym("t")) - E(2) * alpha * Sym("t") + C2 - Sq(rad), 0);
  E simplified = QuadraticInT(t.l_sq, -2.0 * t.alpha, t.c_sq - t.sum_r * t.sum_r, p);
  if (alpha_symbolic) {  // L² t² − 2α t ± |C² − radius²| = 0, the numbers the lecture has so far
    const double c = t.c_sq - t.sum_r * t.sum_r;
    E sum = Lit(t.l_sq, p) * Sq(Sym("t")) - E(2) * Sym("α") * Sym("t");
    if (Num(c, p) != "0") sum = c < 0 ? sum - Lit(-c, p) : sum + Lit(c, p);
    simplified = Eq(sum, 0);
  }
  Step& q = s.Equation("quadratic" + key, label, law ? Chain({law, quadratic}, {Rel::Implies}) : quadratic,
                       simplified, Ink::Plot1);
  if (alpha_symbolic) q.Note(Prose("α = C L cos Θ: Θ was not given, so α is still unknown"));
  return true;
}

// The lecture's three cases of the discriminant and the earlier root; a root is earlier than its pair unless
// the two are one.
void AddRoots(Steps& s, const CircleCircleTrace& t, const std::string& key, const char* radius) {
  const E L2 = Q("L²", t.l_sq), alpha = Q("α", t.alpha), C2 = Q("C²", t.c_sq);
  const E rad = Q(Sym(radius), t.sum_r);
  const int which = !t.has_t ? 0 : t.t == t.t_exit ? 2 : 1;
  const E disc = Word("discriminant");
  s.Cases("discriminant" + key, "", disc, Sq(alpha) - L2 * (C2 - Sq(rad)), t.discriminant,
          {{Lt(disc, 0), "no solutions"},
           {Gt(disc, 0), "two solutions: we want the earlier"},
           {Eq(disc, 0), "one solution"}},
          which, Ink::Highlight)
      .Json(t.discriminant);
  if (t.has_t) {
    s.Compute("t" + key, Sym("t"), Frac(alpha - Sqrt(Q("discriminant", std::max(t.discriminant, 0.0))), L2),
              t.t, Ink::Hit);
  }
}

// K² and α for the triangle P0, end, S: K² = (L_x − C_x)² + (L_y − C_y)², α = (L² + C² − K²) / 2 = L_x C_x +
// L_y C_y.
void AddConstruction(Steps& s, const CircleCircleTrace& t, const std::string& key, const char* end) {
  const E Lx = Q("L_x", t.l.x), Ly = Q("L_y", t.l.y), Cx = Q("C_x", t.c.x), Cy = Q("C_y", t.c.y);
  s.Compute("k_sq" + key, Sym("K²"), Sq(Lx - Cx) + Sq(Ly - Cy), t.k_sq, Ink::Plot2)
      .Note(Prose(std::string("K = ‖") + end + " − S‖; by the law of cosines K² = L² + C² − 2α"));
  s.Compute("alpha" + key, Chain({Sym("α"), Frac(Sym("L²") + Sym("C²") - Sym("K²"), 2)}, {Rel::Eq}),
            Lx * Cx + Ly * Cy, t.alpha, Ink::Plot2);
}

// "L = ‖L⃗‖ = 5": a length beside its square.
E LengthNote(const char* name, const char* vec, double sq, const Precision& p) {
  return Chain({Sym(name), Norm(Sym(vec)), ValueExpr(std::sqrt(sq), p)}, {Rel::Eq, Rel::Eq});
}

}  // namespace

Derivation DeriveCircleCircle(const CircleCircleInputs& in, const CircleCircleStages& stages) {
  const Vec2 p0 = in.p0, p1 = in.p1, s0 = in.s0, s1 = in.s1;
  const double r = in.r, R = in.R;
  const CircleCircleTrace& a = stages.point;   // the simpler problem
  const CircleCircleTrace& t = stages.moving;  // the answer
  Derivation d;
  d.inputs = CircleCircleJson(in);
  Steps s(d.steps, InputPrecision(InputScale({p0, p1, s0, s1}, {r, R})));
  const Precision& p = s.precision();
  const char* S = stages.stick_moves ? "S_0" : "S";
  const E P0 = Point("P_0", p0), P1 = Point("P_1", p1);

  // A simpler problem: the puck a point (r = 0), the stick still (S0 = S1 = S).
  s.Compute("l", Sym("L⃗"), P1 - P0, a.l, Ink::Path);
  s.Compute("l_sq", Sym("L²"), Sq(Q("L_x", a.l.x)) + Sq(Q("L_y", a.l.y)), a.l_sq, Ink::Path)
      .Note(LengthNote("L", "L⃗", a.l_sq, p));
  s.Compute("c", Sym("C⃗"), Point(S, s0) - P0, a.c, Ink::Pillar);
  s.Compute("c_sq", Sym("C²"), Sq(Q("C_x", a.c.x)) + Sq(Q("C_y", a.c.y)), a.c_sq, Ink::Pillar)
      .Note(LengthNote("C", "C⃗", a.c_sq, p));
  s.Define("p_t", Call("P", {Sym("t")}), P0 + Sym("t") * Q("L⃗", a.l), Ink::Ball)
      .Note(Row({Word("the distance moved is "),
                 Chain({Call("D", {Sym("t")}), Sym("L") * Sym("t"), Lit(std::sqrt(a.l_sq), p) * Sym("t")},
                       {Rel::Eq, Rel::Eq})}))
      .Json(std::sqrt(a.l_sq));
  // The law of cosines in the triangle P0, P(t), S gives the quadratic, with α = C L cos Θ not known yet …
  const E law = Eq(Sq(Sym("R")), Sq(Sym("L") * Sym("t")) + Sym("C²") -
                                     E(2) * Sym("C") * Sym("L") * Sym("t") * Call("cos", {Sym("Θ")}));
  const bool solvable = AddQuadratic(s, a, "", "the law of cosines", law, "R", true);
  // … so the lecture constructs K, the third side, and finds α (and Θ) from the three sides.
  AddConstruction(s, a, "", "P_1");
  const bool has_angle = a.l_sq > 0.0 && a.c_sq > 0.0;
  const double deg = std::round(a.theta * 1800.0 / kPi) / 10.0;  // degrees, to 0.1°
  const E acos = Call("acos", {Frac(Q("α", a.alpha), Q("C", std::sqrt(a.c_sq)) * Q("L", std::sqrt(a.l_sq)))});
  if (has_angle) {
    s.Compute("theta", Sym("Θ"), acos, Value::Deg(deg), Ink::Plot2)
        .Note(Prose("the angle at P₀ between L⃗ and C⃗: α = C L cos Θ"))
        .Json(deg);
  } else {
    s.Test("theta", "the angle Θ at P₀", Eq(Q(a.l_sq > 0.0 ? "C" : "L", 0.0), 0), true, "no angle",
           Ink::Plot2)
        .Json(nullptr);
  }
  if (solvable) AddRoots(s, a, "", "R");

  // A slightly harder problem: the puck is a circle; its centre must reach the circle of radius R + r.
  if (stages.round_puck) {
    const CircleCircleTrace& q = stages.puck;
    s.Compute("sum_r", Sym("R + r"), Q("R", R) + Q("r", r), q.sum_r, Ink::Pillar)
        .Note(Prose("the centres are R + r apart at impact: the simpler case with R + r"));
    if (AddQuadratic(s, q, "_r", "reduce: R → R + r", E(), "R + r")) AddRoots(s, q, "_r", "R + r");
  }
  // The original problem: two moving circles. Hold the stick still; the puck moves by the difference.
  if (stages.stick_moves) {
    s.Compute("p2", Sym("P_2"), P1 - (Point("S_1", s1) - Point("S_0", s0)), t.p2, Ink::End)
        .Note(Prose("the stick held still at S₀"));
    s.Compute("l_rel", Sym("L⃗"), Point("P_2", t.p2) - P0, t.l, Ink::Path);
    s.Compute("l_sq_rel", Sym("L²"), Sq(Q("L_x", t.l.x)) + Sq(Q("L_y", t.l.y)), t.l_sq, Ink::Path)
        .Note(LengthNote("L", "L⃗", t.l_sq, p));
    AddConstruction(s, t, "_rel", "P_2");
    const char* radius = stages.round_puck ? "R + r" : "R";
    if (AddQuadratic(s, t, "_rel", "reduce: relative motion", E(), radius)) AddRoots(s, t, "_rel", radius);
  }

  // Is t in range? Only a time of entry in [0, 1] is a collision this frame.
  if (t.outcome == CircleCircleOutcome::StartsOverlapping) {
    s.Test("in_range", "or maybe we started intersecting", Lt(Q("C²", t.c_sq), Sq(Q(Sym("R + r"), t.sum_r))),
           true, "they already overlap at t = 0: no collision test", Ink::Highlight)
        .Json(false);
  } else if (t.has_t && t.l_sq > 0.0) {
    const std::string outcome = t.collides  ? "impact this frame"
                                : t.t > 1.0 ? "t > 1: impact comes too late"
                                            : "t < 0: impact is in the past";
    s.Test("in_range", "is t in range?", In(Q("t", t.t), Interval(0, 1)), t.collides, outcome,
           t.collides ? Ink::Hit : Ink::Highlight);
  }

  d.result = {{"p2", JsonVec(t.p2)},
              {"l", JsonVec(t.l)},
              {"l_sq", t.l_sq},
              {"c", JsonVec(t.c)},
              {"c_sq", t.c_sq},
              {"alpha", t.alpha},
              {"discriminant", t.discriminant},
              {"t", t.has_t ? json(t.t) : json(nullptr)},
              {"collides", t.collides},
              {"puck_at_t", t.collides ? JsonVec(t.puck_at_t) : json(nullptr)},
              {"stick_at_t", t.collides ? JsonVec(t.stick_at_t) : json(nullptr)}};

  switch (t.outcome) {
    case CircleCircleOutcome::StartsOverlapping:
      d.verdict = "No collision test: puck and stick already overlap at t = 0 — C² = " + Num(t.c_sq, p) +
                  " < (R + r)² = " + Num(t.sum_r * t.sum_r, p) + ".";
      break;
    case CircleCircleOutcome::NoRelativeMotion:
      d.verdict = "No collision: no relative motion — L² = 0, so the gap between the centres stays ‖C‖ = " +
                  Num(std::sqrt(t.c_sq), p) + " > R + r = " + Num(t.sum_r, p) + ".";
      break;
    case CircleCircleOutcome::Miss:
      d.verdict =
          "No collision: the puck passes the stick by — the discriminant " + Num(t.discriminant, p) + " < 0.";
      break;
    case CircleCircleOutcome::InThePast:
      d.verdict =
          "No collision: t = " + Num(t.t, p) + " < 0 — the impact is in the past; they are moving apart.";
      break;
    case CircleCircleOutcome::TooLate:
      d.verdict = "No collision this frame: t = " + Num(t.t, p) + " > 1 — the impact comes too late.";
      break;
    case CircleCircleOutcome::ZeroRadius:
    case CircleCircleOutcome::NonFinite: d.verdict = "No collision: nothing of any size to hit."; break;
    case CircleCircleOutcome::Hit: {
      const E tq = Q("t", t.t);
      s.Compute("puck_at_t", Call("P", {Sym("t")}), P0 + (P1 - P0) * tq, t.puck_at_t, Ink::Ball);
      s.Compute("stick_at_t", Call("S", {Sym("t")}),
                Point("S_0", s0) + (Point("S_1", s1) - Point("S_0", s0)) * tq, t.stick_at_t, Ink::Pillar);
      d.verdict = "Hit at t = " + Num(t.t, p) + " ∈ [0, 1]: the puck at " + Num(t.puck_at_t, p) +
                  " touches the stick at " + Num(t.stick_at_t, p) +
                  ", their centres R + r = " + Num(t.sum_r, p) + " apart.";
      break;
    }
  }
  return d;
}

}  // namespace ricochet::app
