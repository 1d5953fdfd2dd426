// Lecture 16: edge vector, outward normal, point-normal line, boundary condition.
#include "explain/edge_normal.h"

#include <cmath>

#include "draw/format.h"
#include "explain/steps.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

EdgeNormalInputs ReadEdgeNormal(const json& scene, const std::string& file) {
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

Derivation ExplainEdgeNormal(const json& scene, const std::string& file) {
  const EdgeNormalInputs in = ReadEdgeNormal(scene, file);
  if (in.p0 == in.p1) throw SceneError(file, "p1", "equals p0: a zero-length edge has no normal");
  return DeriveEdgeNormal(in, SolveEdgeNormal(in));
}

namespace {

// "3x + 4y − 19 = 0": the line a·x + b·y − c = 0 written out (terms with a zero coefficient left out).
std::string LineEquation(Vec2 ab, double c) {
  std::string out;
  const auto term = [&](double k, const char* var) {
    if (Num(k) == "0") return;
    const bool neg = Num(k)[0] == '-';
    const std::string mag = Num(std::fabs(k));
    if (out.empty()) {
      out = neg ? "-" : "";
    } else {
      out += neg ? " − " : " + ";
    }
    out += (mag == "1" && *var ? "" : mag) + var;
  };
  term(ab.x, "x");
  term(ab.y, "y");
  term(-c, "");
  return (out.empty() ? "0" : out) + " = 0";
}

const char* SideWords(Side side) {
  return side == Side::Outside ? "outside" : side == Side::Inside ? "inside" : "on L";
}
const char* Rel(Side side) { return side == Side::Outside ? " > " : side == Side::Inside ? " < " : " = "; }

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
  auto& s = d.steps;
  // The lecture's order: e; n as e rotated through −90°; the point-normal line with n; normalised, n̂ and
  // the line with n̂; n̂·P0 as the distance from the origin; then a point P classified and its BC.
  s.push_back(EdgeStep(t, p0, p1, p));
  s.push_back(RotationStep(t));
  s.push_back(NormalStep(t, true, p));
  s.push_back({"line_n", "L", "n·(P − P0) = 0 ⇒ n·P − n·P0 = 0",
               Num(t.n, p) + "·P − " + Num(t.n, p) + "·" + Num(p0, p) + " = 0", LineEquation(t.n, t.n_dot_p0),
               t.n_dot_p0, Ink::Wall});
  s.push_back(NormalLengthStep(t, p));
  s.push_back(UnitNormalStep(t, p));
  s.push_back({"line", "L", "n̂·P − n̂·P0 = 0",
               Num(t.n_hat, p) + "·P − " + Num(t.n_hat, p) + "·" + Num(p0, p) + " = 0",
               LineEquation(t.n_hat, t.d), t.d, Ink::Wall});
  s.push_back({"d", "n̂·P0", "n̂·P0  (the shortest distance from the origin O to L)",
               Num(t.n_hat, p) + "·" + Num(p0, p), Num(t.d, p), t.d, Ink::Muted});
  d.result = {{"e", JsonVec(t.e)}, {"n", JsonVec(t.n)}, {"n_hat", JsonVec(t.n_hat)}, {"d", t.d}};
  d.verdict = "L is n̂·P − n̂·P0 = 0, i.e. " + LineEquation(t.n_hat, t.d) +
              ": every point P of L projects onto n̂ at n̂·P = n̂·P0 = " + Num(t.d, p) +
              ", the distance from the origin to L.";
  if (t.has_p) {
    s.push_back({"n_dot_p", "n̂·P", "n̂·P  (P's distance from O along n̂)", Num(t.n_hat, p) + "·" + Num(t.p, p),
                 Num(t.n_dot_p, p), t.n_dot_p, Ink::Point});
    s.push_back({"side", "side of P", "n̂·P − n̂·P0 > 0 ⇔ outside, < 0 ⇔ inside, = 0 ⇔ on L",
                 "n̂·P = " + Num(t.n_dot_p, p) + Rel(t.side) + "n̂·P0 = " + Num(t.d, p), SideWords(t.side),
                 SideName(t.side), Ink::Point});
    // On the line within rounding (line.h Classify) reads 0, not 2.22e-16.
    s.push_back({"bc", "BC", "n̂·(P − P0)", Num(t.n_hat, p) + "·(" + Num(t.p, p) + " − " + Num(p0, p) + ")",
                 Num(t.side == Side::On ? 0.0 : t.bc, p), t.bc, Ink::Point});
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
