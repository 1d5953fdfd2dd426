// Lecture 17: 2D ball-ball collision, generalised to masses: split each velocity along N and parallel to the
// contact, collide the normal parts by the 1D formulas, keep the parallel parts.
#include "explain/elastic_2d.h"

#include "draw/format.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

// Why N = (P2 − P1)/‖P2 − P1‖ does not exist here (explain's error, the lesson's verdict).
const char* NoNormal(const Elastic2DInputs& in) {
  return in.p1 == in.p2 ? "equals p1: coincident centres have no normal N"
                        : "too close to p1: ‖P2 − P1‖ is not a usable length";
}

}  // namespace

Elastic2DInputs ReadElastic2D(const json& scene, const std::string& file) {
  Elastic2DInputs in;
  in.p1 = ReadPoint(scene, "p1", file);
  in.p2 = ReadPoint(scene, "p2", file);
  CheckApart(in.p1, in.p2, "p1", "p2", file);
  in.v1 = ReadPoint(scene, "v1", file, domain::kVelocity);
  in.v2 = ReadPoint(scene, "v2", file, domain::kVelocity);
  in.m1 = ReadNumber(scene, "m1", file, domain::kMass);
  in.m2 = ReadNumber(scene, "m2", file, domain::kMass);
  return in;
}

json Elastic2DJson(const Elastic2DInputs& in) {
  return {{"p1", PointJson(in.p1)},
          {"p2", PointJson(in.p2)},
          {"v1", PointJson(in.v1)},
          {"v2", PointJson(in.v2)},
          {"m1", in.m1},
          {"m2", in.m2}};
}

Derivation ExplainElastic2D(const json& scene, const std::string& file) {
  const Elastic2DInputs in = ReadElastic2D(scene, file);
  if (in.p1 == in.p2) throw SceneError(file, "p2", NoNormal(in));
  const Elastic2DTrace t = SolveElastic2D(in);
  if (t.outcome == Elastic2DOutcome::CoincidentCentres) throw SceneError(file, "p2", NoNormal(in));
  return DeriveElastic2D(in, t);
}

Derivation DeriveElastic2D(const Elastic2DInputs& in, const Elastic2DTrace& t) {
  const Vec2 p1 = in.p1, p2 = in.p2, v1 = in.v1, v2 = in.v2;
  const double m1 = in.m1, m2 = in.m2;
  Derivation d;
  d.inputs = Elastic2DJson(in);
  if (t.outcome == Elastic2DOutcome::CoincidentCentres) {
    d.verdict = std::string("No collision normal: ") + NoNormal(in) +
                ". The lecture's N = (P2 − P1)/‖P2 − P1‖ needs two distinct centres; drag the balls apart.";
    return d;
  }
  auto& s = d.steps;
  // The lecture's order (its slide, then its jME code): N; each velocity's normal part (N·V) N — the code's
  // proj1V = V1·N — and its parallel part V − VN; the code's test proj1V − proj2V > 0; then the normal parts
  // swap (same mass; other masses: the 1D formulas along N) and V' = V'N + V∥.
  s.push_back({"n", "N", "(P2 − P1) / ‖P2 − P1‖", Num(p2 - p1) + " / " + Num(t.dist), Num(t.n), JsonVec(t.n),
               Ink::Normal});
  s.push_back({"v1n", "V1N", "(N·V1) N", "(" + Num(t.n) + "·" + Num(v1) + ") N = " + Term(t.n_dot_v1) + " N",
               Num(t.v1n), JsonVec(t.v1n), Ink::Start});
  s.push_back({"v2n", "V2N", "(N·V2) N", "(" + Num(t.n) + "·" + Num(v2) + ") N = " + Term(t.n_dot_v2) + " N",
               Num(t.v2n), JsonVec(t.v2n), Ink::End});
  s.push_back({"v1_par", "V1∥", "V1 − V1N", Num(v1) + " − " + Num(t.v1n), Num(t.v1_par), JsonVec(t.v1_par),
               Ink::Start});
  s.push_back({"v2_par", "V2∥", "V2 − V2N", Num(v2) + " − " + Num(t.v2n), Num(t.v2_par), JsonVec(t.v2_par),
               Ink::End});
  const double closing = t.n_dot_v1 - t.n_dot_v2;
  s.push_back(
      {"approaching", "approaching", "proj1V − proj2V > 0  (projV = V·N)",
       Num(t.n_dot_v1) + " − " + Term(t.n_dot_v2) + " = " + Num(closing) + (t.approaching ? " > 0" : " ≤ 0"),
       t.approaching ? "yes: respond" : "no: no change", t.approaching, Ink::Hit});
  const bool same = m1 == m2;
  if (t.approaching) {
    const double u1 = t.normal_1d.v1_after, u2 = t.normal_1d.v2_after;
    if (same) {
      s.push_back({"v1n_after", "V1'N", "(N·V2) N  (same mass: the normal parts swap)",
                   Term(t.n_dot_v2) + "·" + Num(t.n), Num(t.v1n_after), JsonVec(t.v1n_after), Ink::Reflect});
      s.push_back({"v2n_after", "V2'N", "(N·V1) N", Term(t.n_dot_v1) + "·" + Num(t.n), Num(t.v2n_after),
                   JsonVec(t.v2n_after), Ink::Reflect});
    } else {
      s.push_back({"v1n_after", "V1'N", "m1 ≠ m2: (N·V1 (m1 − m2) + 2 m2 N·V2) / (m1 + m2) N",
                   "(" + Term(t.n_dot_v1) + "·(" + Num(m1) + " − " + Term(m2) + ") + 2·" + Term(m2) + "·" +
                       Term(t.n_dot_v2) + ") / (" + Num(m1) + " + " + Term(m2) + ") N = " + Term(u1) + " N",
                   Num(t.v1n_after), JsonVec(t.v1n_after), Ink::Reflect});
      s.push_back({"v2n_after", "V2'N", "(N·V2 (m2 − m1) + 2 m1 N·V1) / (m1 + m2) N",
                   "(" + Term(t.n_dot_v2) + "·(" + Num(m2) + " − " + Term(m1) + ") + 2·" + Term(m1) + "·" +
                       Term(t.n_dot_v1) + ") / (" + Num(m1) + " + " + Term(m2) + ") N = " + Term(u2) + " N",
                   Num(t.v2n_after), JsonVec(t.v2n_after), Ink::Reflect});
    }
    s.push_back({"v1_after", "V1'", "V1'N + V1∥", Num(t.v1n_after) + " + " + Num(t.v1_par), Num(t.v1_after),
                 JsonVec(t.v1_after), Ink::Reflect});
    s.push_back({"v2_after", "V2'", "V2'N + V2∥", Num(t.v2n_after) + " + " + Num(t.v2_par), Num(t.v2_after),
                 JsonVec(t.v2_after), Ink::Reflect});
  } else {
    s.push_back({"v1_after", "V1'", "V1 (not approaching: no change)", Num(v1), Num(t.v1_after),
                 JsonVec(t.v1_after), Ink::Reflect});
    s.push_back({"v2_after", "V2'", "V2 (not approaching: no change)", Num(v2), Num(t.v2_after),
                 JsonVec(t.v2_after), Ink::Reflect});
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
    d.verdict =
        "Approaching: proj1V − proj2V = N·V1 − N·V2 = " + Num(closing) + " > 0, so the normal parts collide" +
        (same ? " — with equal masses they simply swap" : " by the 1D formulas") +
        "; the parallel parts are kept. V1' = " + Num(t.v1_after) + ", V2' = " + Num(t.v2_after) + ".";
  } else {
    d.verdict = "Not approaching: proj1V − proj2V = N·V1 − N·V2 = " + Num(closing) +
                " ≤ 0 — along N the balls already move apart (or keep their distance), so the velocities are "
                "unchanged.";
  }
  return d;
}

}  // namespace ricochet::app
