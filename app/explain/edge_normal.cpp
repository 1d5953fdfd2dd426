// Lecture 16: edge vector, outward normal, point-normal line, boundary condition.
#include "draw/format.h"
#include "explain/explain.h"
#include "ricochet/line.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

Derivation ExplainEdgeNormal(const json& scene, const std::string& file) {
  const Vec2 p0 = ReadPoint(scene, "p0", file);
  const Vec2 p1 = ReadPoint(scene, "p1", file);
  CheckApart(p0, p1, "p0", "p1", file);
  const std::optional<Vec2> p = ReadOptionalPoint(scene, "p", file);
  if (p0 == p1) throw SceneError(file, "p1", "equals p0: a zero-length edge has no normal");
  const EdgeNormalTrace t = p ? EdgeNormal(p0, p1, *p) : EdgeNormal(p0, p1);

  Derivation d;
  d.lesson = "edge-normal";
  d.inputs = {{"p0", JsonVec(p0)}, {"p1", JsonVec(p1)}};
  if (p) d.inputs["p"] = JsonVec(*p);
  auto& s = d.steps;
  s.push_back({"e", "P1 − P0", Num(p1) + " − " + Num(p0), Num(t.e), JsonVec(t.e), Ink::Edge});
  s.push_back({"n", "(e_y, −e_x)", "(" + Num(t.e.y) + ", -" + Term(t.e.x) + ")", Num(t.n), JsonVec(t.n),
               Ink::Normal});
  s.push_back({"‖n‖", "√(n_x² + n_y²)", "√(" + Term(t.n.x) + "² + " + Term(t.n.y) + "²)", Num(t.n_len),
               t.n_len, Ink::Normal});
  s.push_back({"n̂", "n / ‖n‖", Num(t.n) + " / " + Num(t.n_len), Num(t.n_hat), JsonVec(t.n_hat), Ink::Normal});
  s.push_back({"d", "n̂·P0", Num(t.n_hat) + "·" + Num(p0), Num(t.d), t.d, Ink::Muted});
  d.result = {{"e", JsonVec(t.e)}, {"n", JsonVec(t.n)}, {"n_hat", JsonVec(t.n_hat)}, {"d", t.d}};
  d.verdict = "The line is n̂·P − " + Term(t.d) +
              " = 0: every point of it projects onto n̂ at distance d = " + Num(t.d) + " from the origin.";
  if (p) {
    s.push_back({"n̂·P", "n̂·P", Num(t.n_hat) + "·" + Num(*p), Num(t.n_dot_p), t.n_dot_p, Ink::Point});
    s.push_back(
        {"BC", "n̂·(P − P0) = n̂·P − d", Num(t.n_dot_p) + " − " + Term(t.d), Num(t.bc), t.bc, Ink::Point});
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
