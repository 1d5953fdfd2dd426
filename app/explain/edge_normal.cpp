// Lecture 16: edge vector, outward normal, point-normal line, boundary condition.
#include "explain/edge_normal.h"

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
  auto& s = d.steps;
  AddEdgeSteps(s, t, p0, p1, true);
  s.push_back({"d", "d", "n̂·P0", Num(t.n_hat) + "·" + Num(p0), Num(t.d), t.d, Ink::Muted});
  d.result = {{"e", JsonVec(t.e)}, {"n", JsonVec(t.n)}, {"n_hat", JsonVec(t.n_hat)}, {"d", t.d}};
  d.verdict = "The line is n̂·P − " + Term(t.d) +
              " = 0: every point of it projects onto n̂ at distance d = " + Num(t.d) + " from the origin.";
  if (t.has_p) {
    s.push_back(
        {"n_dot_p", "n̂·P", "n̂·P", Num(t.n_hat) + "·" + Num(t.p), Num(t.n_dot_p), t.n_dot_p, Ink::Point});
    s.push_back({"bc", "BC", "n̂·(P − P0) = n̂·P − d", Num(t.n_dot_p) + " − " + Term(t.d), Num(t.bc), t.bc,
                 Ink::Point});
    d.result["bc"] = t.bc;
    d.result["side"] = SideName(t.side);
    switch (t.side) {
      case Side::Outside:
        d.verdict = "P is outside (the right-hand half-plane): BC = " + Num(t.bc) + " > 0";
        break;
      case Side::Inside:
        d.verdict = "P is inside (the left-hand half-plane): BC = " + Num(t.bc) + " < 0";
        break;
      case Side::On: d.verdict = "P is on the line: BC = 0"; break;
    }
  }
  return d;
}

}  // namespace ricochet::app
