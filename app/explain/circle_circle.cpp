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

CircleCircleInputs ReadCircleCircle(const json& scene, const std::string& file) {
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

Derivation ExplainCircleCircle(const json& scene, const std::string& file) {
  const CircleCircleInputs in = ReadCircleCircle(scene, file);
  return DeriveCircleCircle(in, SolveCircleCircle(in));
}

namespace {

constexpr double kPi = 3.14159265358979323846;

// The discriminant's three cases, as the lecture reads them.
std::string Solutions(const CircleCircleTrace& t) {
  if (!t.has_t) return " < 0: no solutions";
  return t.t == t.t_exit ? " = 0: one solution" : " > 0: two solutions, we want the earlier";
}

// One problem's quadratic: L² t² − 2α t + C² − radius² = 0, its discriminant and its earlier root. `key`
// suffixes the keys ("", "_r", "_rel"); `name` is the step that sets the problem up. L = 0 leaves nothing to
// solve.
void AddQuadratic(std::vector<Step>& s, const CircleCircleTrace& t, const std::string& key,
                  const std::string& name, const std::string& formula, const std::string& radius) {
  const std::string rad2 = radius.size() > 1 ? "(" + radius + ")²" : radius + "²";
  const double gap0 = t.c_sq - t.sum_r * t.sum_r;
  if (!(t.l_sq > 0.0)) {
    s.push_back({"quadratic" + key, name, formula, "L² = 0",
                 "no t: L = 0, the puck does not move (relative to S)", nullptr, Ink::Plot1});
    return;
  }
  s.push_back(
      {"quadratic" + key, name, formula,
       Term(t.l_sq) + " t² − 2 · " + Term(t.alpha) + " t + " + Num(t.c_sq) + " − " + Term(t.sum_r) + "² = 0",
       QuadraticInT(t.l_sq, -2.0 * t.alpha, gap0), QuadraticInT(t.l_sq, -2.0 * t.alpha, gap0), Ink::Plot1});
  s.push_back({"discriminant" + key, "disc", "α² − L²(C² − " + rad2 + ")",
               Term(t.alpha) + "² − " + Term(t.l_sq) + " · (" + Num(t.c_sq) + " − " + Term(t.sum_r) + "²)",
               Num(t.discriminant) + Solutions(t), t.discriminant, Ink::Highlight});
  if (t.has_t) {
    s.push_back({"t" + key, "t", "(α − √disc) / L²",
                 "(" + Num(t.alpha) + " − √" + Num(std::max(t.discriminant, 0.0)) + ") / " + Num(t.l_sq),
                 Num(t.t), t.t, Ink::Hit});
  }
}

// K and α for a triangle P0, end, S: K² = (L_x − C_x)² + (L_y − C_y)², α = (L² + C² − K²) / 2 = L_x C_x + L_y
// C_y.
void AddConstruction(std::vector<Step>& s, const CircleCircleTrace& t, const std::string& key,
                     const char* end) {
  s.push_back(
      {"k_sq" + key, "K²",
       std::string("(L_x − C_x)² + (L_y − C_y)²  (K = ") + end + " − S: by cosines K² = L² + C² − 2α)",
       "(" + Num(t.l.x) + " − " + Term(t.c.x) + ")² + (" + Num(t.l.y) + " − " + Term(t.c.y) + ")²",
       Num(t.k_sq), t.k_sq, Ink::Plot2});
  s.push_back({"alpha" + key, "α", "(L² + C² − K²) / 2 = L_x C_x + L_y C_y",
               "(" + Num(t.l_sq) + " + " + Num(t.c_sq) + " − " + Num(t.k_sq) + ") / 2 = " + Term(t.l.x) +
                   " · " + Term(t.c.x) + " + " + Term(t.l.y) + " · " + Term(t.c.y),
               Num(t.alpha), t.alpha, Ink::Plot2});
}

}  // namespace

Derivation DeriveCircleCircle(const CircleCircleInputs& in, const CircleCircleStages& stages) {
  const Vec2 p0 = in.p0, p1 = in.p1, s0 = in.s0, s1 = in.s1;
  const double r = in.r, R = in.R;
  const CircleCircleTrace& a = stages.point;   // the simpler problem
  const CircleCircleTrace& t = stages.moving;  // the answer
  Derivation d;
  d.inputs = CircleCircleJson(in);
  auto& s = d.steps;
  const char* S = stages.stick_moves ? "S0" : "S";

  // A simpler problem: the puck a point (r = 0), the stick still (S0 = S1 = S).
  s.push_back({"l", "L", "P1 − P0  (L_x = P1x − P0x, L_y = P1y − P0y)", Num(p1) + " − " + Num(p0), Num(a.l),
               JsonVec(a.l), Ink::Path});
  s.push_back({"l_sq", "L²", "L_x² + L_y²  (L = ‖P0P1‖)", Term(a.l.x) + "² + " + Term(a.l.y) + "²",
               Num(a.l_sq) + "  (L = " + Num(std::sqrt(a.l_sq)) + ")", a.l_sq, Ink::Path});
  s.push_back({"c", "C", std::string(S) + " − P0  (C_x = Sx − P0x, C_y = Sy − P0y)",
               Num(s0) + " − " + Num(p0), Num(a.c), JsonVec(a.c), Ink::Pillar});
  s.push_back({"c_sq", "C²", "C_x² + C_y²  (C = ‖P0S‖)", Term(a.c.x) + "² + " + Term(a.c.y) + "²",
               Num(a.c_sq) + "  (C = " + Num(std::sqrt(a.c_sq)) + ")", a.c_sq, Ink::Pillar});
  s.push_back({"p_t", "P(t)", "P0 + t L: the distance moved is D(t) = L t", Num(p0) + " + t · " + Num(a.l),
               "D(t) = " + Num(std::sqrt(a.l_sq)) + " t", std::sqrt(a.l_sq), Ink::Ball});
  AddConstruction(s, a, "", "P1");
  const bool has_angle = a.l_sq > 0.0 && a.c_sq > 0.0;
  const double deg = std::round(a.theta * 1800.0 / kPi) / 10.0;  // degrees, to 0.1°
  s.push_back({"theta", "Θ", "acos(α / (C L)): the angle at P0 between L and C (α = CL cos Θ)",
               has_angle ? "acos(" + Num(a.alpha) + " / (" + Num(std::sqrt(a.c_sq)) + " · " +
                               Num(std::sqrt(a.l_sq)) + "))"
                         : std::string(a.l_sq > 0.0 ? "C = 0" : "L = 0") + ": no angle",
               has_angle ? Num(deg) + "°" : "none", has_angle ? nlohmann::json(deg) : nlohmann::json(nullptr),
               Ink::Plot2});
  AddQuadratic(s, a, "", "law of cosines", "R² = (Lt)² + C² − 2CLt cos Θ ⇒ L²t² − 2αt + C² − R² = 0", "R");

  // A slightly harder problem: the puck is a circle; its centre must reach the circle of radius R + r.
  if (stages.round_puck) {
    const CircleCircleTrace& q = stages.puck;
    s.push_back({"sum_r", "R + r", "the centres are R + r apart at impact: use the simpler case with R + r",
                 Num(R) + " + " + Num(r), Num(q.sum_r), q.sum_r, Ink::Pillar});
    AddQuadratic(s, q, "_r", "reduce: R → R + r", "L²t² − 2αt + C² − (R + r)² = 0", "R + r");
  }
  // The original problem: two moving circles. Hold the stick still; the puck moves by the difference.
  if (stages.stick_moves) {
    const std::string rad = stages.round_puck ? "R + r" : "R";
    s.push_back({"p2", "P2", "P1 − (S1 − S0): the stick held still at S0",
                 Num(p1) + " − (" + Num(s1) + " − " + Num(s0) + ")", Num(t.p2), JsonVec(t.p2), Ink::End});
    s.push_back({"l_rel", "L", "P2 − P0", Num(t.p2) + " − " + Num(p0), Num(t.l), JsonVec(t.l), Ink::Path});
    s.push_back({"l_sq_rel", "L²", "L_x² + L_y²", Term(t.l.x) + "² + " + Term(t.l.y) + "²", Num(t.l_sq),
                 t.l_sq, Ink::Path});
    AddConstruction(s, t, "_rel", "P2");
    AddQuadratic(
        s, t, "_rel", "reduce: relative motion",
        "L²t² − 2αt + C² − " + (stages.round_puck ? std::string("(R + r)²") : "R²") + " = 0, L = P2 − P0",
        rad);
  }

  // Is t in range? Only a time of entry in [0, 1] is a collision this frame.
  const std::string sum2 = "(R + r)² = " + Num(t.sum_r * t.sum_r);
  if (t.outcome == CircleCircleOutcome::StartsOverlapping) {
    s.push_back({"in_range", "t in range", "t > 1: too late; t < 0: in the past — or we started intersecting",
                 "C² = " + Num(t.c_sq) + " < " + sum2,
                 "no: they started intersecting (already overlap at t = 0)", false, Ink::Highlight});
  } else if (t.has_t && t.l_sq > 0.0) {
    const std::string verdict = t.collides  ? "yes: impact this frame"
                                : t.t > 1.0 ? "no: t > 1, impact comes too late"
                                            : "no: t < 0, impact is in the past";
    s.push_back({"in_range", "t in range", "t > 1: too late; t < 0: in the past — or we started intersecting",
                 "t = " + Num(t.t), verdict, t.collides, t.collides ? Ink::Hit : Ink::Highlight});
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
      d.verdict = "No collision test: puck and stick already overlap at t = 0 — C² = " + Num(t.c_sq) + " < " +
                  sum2 + ".";
      break;
    case CircleCircleOutcome::NoRelativeMotion:
      d.verdict = "No collision: no relative motion — L² = 0, so the gap between the centres stays ‖C‖ = " +
                  Num(std::sqrt(t.c_sq)) + " > R + r = " + Num(t.sum_r) + ".";
      break;
    case CircleCircleOutcome::Miss:
      d.verdict =
          "No collision: the puck passes the stick by — the discriminant " + Num(t.discriminant) + " < 0.";
      break;
    case CircleCircleOutcome::InThePast:
      d.verdict =
          "No collision: t = " + Num(t.t) + " < 0 — the impact is in the past; they are moving apart.";
      break;
    case CircleCircleOutcome::TooLate:
      d.verdict = "No collision this frame: t = " + Num(t.t) + " > 1 — the impact comes too late.";
      break;
    case CircleCircleOutcome::ZeroRadius:
    case CircleCircleOutcome::NonFinite: d.verdict = "No collision: nothing of any size to hit."; break;
    case CircleCircleOutcome::Hit:
      s.push_back({"puck_at_t", "P(t)", "P0 + (P1 − P0) t",
                   Num(p0) + " + " + Num(p1 - p0) + " · " + Term(t.t), Num(t.puck_at_t), JsonVec(t.puck_at_t),
                   Ink::Ball});
      s.push_back({"stick_at_t", "S(t)", "S0 + (S1 − S0) t",
                   Num(s0) + " + " + Num(s1 - s0) + " · " + Term(t.t), Num(t.stick_at_t),
                   JsonVec(t.stick_at_t), Ink::Pillar});
      d.verdict = "Hit at t = " + Num(t.t) + " ∈ [0, 1]: the puck at " + Num(t.puck_at_t) +
                  " touches the stick at " + Num(t.stick_at_t) + ", their centres R + r = " + Num(t.sum_r) +
                  " apart.";
      break;
  }
  return d;
}

}  // namespace ricochet::app
