// Lecture 17: 2D ball-ball collision, generalised to masses: split each velocity along N and parallel to the
// contact, collide the normal parts by the 1D formulas, keep the parallel parts.
#include "draw/format.h"
#include "explain/explain.h"
#include "ricochet/elastic.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {}  // namespace

Derivation ExplainElastic2D(const json& scene, const std::string& file) {
  const Vec2 p1 = ReadPoint(scene, "p1", file);
  const Vec2 p2 = ReadPoint(scene, "p2", file);
  CheckApart(p1, p2, "p1", "p2", file);
  const Vec2 v1 = ReadPoint(scene, "v1", file, domain::kVelocity);
  const Vec2 v2 = ReadPoint(scene, "v2", file, domain::kVelocity);
  const double m1 = ReadNumber(scene, "m1", file, domain::kMass);
  const double m2 = ReadNumber(scene, "m2", file, domain::kMass);
  if (p1 == p2) throw SceneError(file, "p2", "equals p1: coincident centres have no normal N");
  const Elastic2DTrace t = Elastic2D(p1, p2, v1, v2, m1, m2);
  if (t.outcome == Elastic2DOutcome::CoincidentCentres) {
    throw SceneError(file, "p2", "too close to p1: ‖P2 − P1‖ is not a usable length");
  }

  Derivation d;
  d.lesson = "elastic-2d";
  d.inputs = {{"p1", JsonVec(p1)}, {"p2", JsonVec(p2)}, {"v1", JsonVec(v1)},
              {"v2", JsonVec(v2)}, {"m1", m1},          {"m2", m2}};
  auto& s = d.steps;
  s.push_back({"N", "(P2 − P1) / ‖P2 − P1‖", Num(p2 - p1) + " / " + Num(t.dist), Num(t.n), JsonVec(t.n),
               Ink::Normal});
  s.push_back({"N·V1", "N·V1", Num(t.n) + "·" + Num(v1), Num(t.n_dot_v1), t.n_dot_v1, Ink::Start});
  s.push_back({"N·V2", "N·V2", Num(t.n) + "·" + Num(v2), Num(t.n_dot_v2), t.n_dot_v2, Ink::End});
  s.push_back({"V1N", "(N·V1) N", Term(t.n_dot_v1) + "·" + Num(t.n), Num(t.v1n), JsonVec(t.v1n), Ink::Start});
  s.push_back({"V2N", "(N·V2) N", Term(t.n_dot_v2) + "·" + Num(t.n), Num(t.v2n), JsonVec(t.v2n), Ink::End});
  s.push_back(
      {"V1∥", "V1 − V1N", Num(v1) + " − " + Num(t.v1n), Num(t.v1_par), JsonVec(t.v1_par), Ink::Start});
  s.push_back({"V2∥", "V2 − V2N", Num(v2) + " − " + Num(t.v2n), Num(t.v2_par), JsonVec(t.v2_par), Ink::End});
  const double closing = t.n_dot_v1 - t.n_dot_v2;
  s.push_back(
      {"approaching", "N·V1 − N·V2 > 0",
       Num(t.n_dot_v1) + " − " + Term(t.n_dot_v2) + " = " + Num(closing) + (t.approaching ? " > 0" : " ≤ 0"),
       t.approaching ? "yes" : "no", t.approaching, Ink::Highlight});
  if (t.approaching) {
    const double u1 = t.normal_1d.v1_after, u2 = t.normal_1d.v2_after;
    s.push_back({"V1'N", "(N·V1 (m1 − m2) + 2 m2 N·V2) / (m1 + m2) N",
                 "(" + Term(t.n_dot_v1) + "·(" + Num(m1) + " − " + Term(m2) + ") + 2·" + Term(m2) + "·" +
                     Term(t.n_dot_v2) + ") / (" + Num(m1) + " + " + Term(m2) + ") N = " + Term(u1) + "·" +
                     Num(t.n),
                 Num(t.v1n_after), JsonVec(t.v1n_after), Ink::Start});
    s.push_back({"V2'N", "(N·V2 (m2 − m1) + 2 m1 N·V1) / (m1 + m2) N",
                 "(" + Term(t.n_dot_v2) + "·(" + Num(m2) + " − " + Term(m1) + ") + 2·" + Term(m1) + "·" +
                     Term(t.n_dot_v1) + ") / (" + Num(m1) + " + " + Term(m2) + ") N = " + Term(u2) + "·" +
                     Num(t.n),
                 Num(t.v2n_after), JsonVec(t.v2n_after), Ink::End});
    s.push_back({"V1'", "V1'N + V1∥", Num(t.v1n_after) + " + " + Num(t.v1_par), Num(t.v1_after),
                 JsonVec(t.v1_after), Ink::Reflect});
    s.push_back({"V2'", "V2'N + V2∥", Num(t.v2n_after) + " + " + Num(t.v2_par), Num(t.v2_after),
                 JsonVec(t.v2_after), Ink::Reflect});
  } else {
    s.push_back({"V1'", "V1 (not approaching: no change)", Num(v1), Num(t.v1_after), JsonVec(t.v1_after),
                 Ink::Reflect});
    s.push_back({"V2'", "V2 (not approaching: no change)", Num(v2), Num(t.v2_after), JsonVec(t.v2_after),
                 Ink::Reflect});
  }
  d.result = {{"n", JsonVec(t.n)},
              {"v1n", JsonVec(t.v1n)},
              {"v2n", JsonVec(t.v2n)},
              {"v1_par", JsonVec(t.v1_par)},
              {"v2_par", JsonVec(t.v2_par)},
              {"approaching", t.approaching},
              {"v1_after", JsonVec(t.v1_after)},
              {"v2_after", JsonVec(t.v2_after)}};
  if (t.approaching) {
    const bool same = m1 == m2;
    d.verdict = "Approaching: N·V1 − N·V2 = " + Num(closing) + " > 0, so the normal parts collide" +
                (same ? " — with equal masses they simply swap" : " by the 1D formulas") +
                "; the parallel parts are kept. V1' = " + Num(t.v1_after) + ", V2' = " + Num(t.v2_after) +
                ".";
  } else {
    d.verdict = "Not approaching: N·V1 − N·V2 = " + Num(closing) +
                " ≤ 0 — along N the balls already move apart (or keep their distance), so the velocities are "
                "unchanged.";
  }
  return d;
}

}  // namespace ricochet::app
