// Lecture 17: 1D elastic collision of two balls with masses; the approaching test against "move nowhere".
#include "explain/elastic_1d.h"

#include "draw/format.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

bool ReadApproachingTest(const json& scene, const std::string& file) {
  if (!scene.contains("approaching_test")) return true;
  const json& v = scene.at("approaching_test");
  if (!v.is_boolean()) {
    throw SceneError(file, "approaching_test", std::string("expected true or false, got ") + v.type_name());
  }
  return v.get<bool>();
}

Elastic1DInputs ReadElastic1D(const json& scene, const std::string& file) {
  Elastic1DInputs in;
  in.m1 = ReadNumber(scene, "m1", file, domain::kMass);
  in.m2 = ReadNumber(scene, "m2", file, domain::kMass);
  in.v1 = ReadNumber(scene, "v1", file, domain::kVelocity);
  in.v2 = ReadNumber(scene, "v2", file, domain::kVelocity);
  in.approaching_test = ReadApproachingTest(scene, file);
  return in;
}

double ReadElastic1DOverlap(const json& scene, const std::string& file) {
  return ReadOptionalNumber(scene, "overlap", file, domain::kOverlap).value_or(0.0);
}

json Elastic1DJson(const Elastic1DInputs& in) {
  json j = {{"m1", in.m1}, {"m2", in.m2}, {"v1", in.v1}, {"v2", in.v2}};
  if (!in.approaching_test) j["approaching_test"] = false;
  return j;
}

Derivation ExplainElastic1D(const json& scene, const std::string& file) {
  const Elastic1DInputs in = ReadElastic1D(scene, file);
  // The lesson's start overlap (its "move nowhere" demonstration) is not part of the derivation, but it is
  // part of the scene: a file the lesson would refuse is refused here too.
  ReadElastic1DOverlap(scene, file);
  return DeriveElastic1D(in, SolveElastic1D(in));
}

Derivation DeriveElastic1D(const Elastic1DInputs& in, const Elastic1DTrace& t) {
  const double m1 = in.m1, m2 = in.m2, v1 = in.v1, v2 = in.v2;
  const double u1 = t.v1_formula, u2 = t.v2_formula;
  Derivation d;
  d.inputs = Elastic1DJson(in);
  const bool applied = t.outcome == ElasticOutcome::Collide;
  auto& s = d.steps;
  // The lecture's order: the two conservation laws with the numbers, their solution V1', V2', a check, the
  // same-mass swap, the "move nowhere" problem of overlapping balls, and the better solution (the test).
  s.push_back({"momentum_before", "p", "m1 V1 + m2 V2 = m1 V1' + m2 V2'",
               Num(m1) + "·" + Term(v1) + " + " + Num(m2) + "·" + Term(v2) + " = " + Num(m1) + "·V1' + " +
                   Num(m2) + "·V2'",
               Num(t.momentum_before), t.momentum_before, Ink::Plot3});
  s.push_back({"energy_before", "E", "m1 V1²/2 + m2 V2²/2 = m1 V1'²/2 + m2 V2'²/2",
               Num(m1) + "·" + Term(v1) + "²/2 + " + Num(m2) + "·" + Term(v2) + "²/2 = " + Num(m1) +
                   "·V1'²/2 + " + Num(m2) + "·V2'²/2",
               Num(t.energy_before), t.energy_before, Ink::Plot2});
  s.push_back({"v1_formula", "V1'", "(V1(m1 − m2) + 2 m2 V2) / (m1 + m2)",
               "(" + Term(v1) + "·(" + Num(m1) + " − " + Term(m2) + ") + 2·" + Term(m2) + "·" + Term(v2) +
                   ") / (" + Num(m1) + " + " + Term(m2) + ")",
               Num(u1), u1, Ink::Start});
  s.push_back({"v2_formula", "V2'", "(V2(m2 − m1) + 2 m1 V1) / (m1 + m2)",
               "(" + Term(v2) + "·(" + Num(m2) + " − " + Term(m1) + ") + 2·" + Term(m1) + "·" + Term(v1) +
                   ") / (" + Num(m1) + " + " + Term(m2) + ")",
               Num(u2), u2, Ink::End});
  s.push_back({"momentum_after", "p'", "m1 V1' + m2 V2'  (= p)",
               Num(m1) + "·" + Term(u1) + " + " + Num(m2) + "·" + Term(u2), Num(t.momentum_after),
               t.momentum_after, Ink::Plot3});
  s.push_back({"energy_after", "E'", "m1 V1'²/2 + m2 V2'²/2  (= E)",
               Num(m1) + "·" + Term(u1) + "²/2 + " + Num(m2) + "·" + Term(u2) + "²/2", Num(t.energy_after),
               t.energy_after, Ink::Plot2});
  const bool same = m1 == m2;
  s.push_back({"same_mass", "swap", "same mass m1 = m2 ⇒ V1' = V2, V2' = V1",
               same ? "m1 = m2 = " + Num(m1) + ": V1' = " + Num(u1) + " = V2, V2' = " + Num(u2) + " = V1"
                    : "m1 = " + Num(m1) + " ≠ m2 = " + Num(m2) + ": V1' = " + Num(u1) + ", V2' = " + Num(u2),
               same ? "yes: same mass" : "no: m1 ≠ m2", same, Ink::Highlight});
  s.push_back({"move_nowhere", "V1'', V2''",
               "if they still overlap next frame: the formulas again on V1', V2' (the lecture's problem)",
               "(" + Num(u1) + ", " + Num(u2) + ") → (" + Num(t.v1_next) + ", " + Num(t.v2_next) + ") → (" +
                   Num(u1) + ", " + Num(u2) + ") …",
               "back to V1, V2: they would move nowhere!", json::array({t.v1_next, t.v2_next}),
               Ink::Warning});
  std::string decision;
  if (!in.approaching_test) {
    decision = t.approaching ? "yes (test off)" : "no, but the test is off: V1', V2' anyway";
  } else {
    decision = t.approaching ? "yes: V1', V2'" : "no: V1' = V1, V2' = V2";
  }
  s.push_back({"approaching", "approaching",
               std::string("respond only if ") + kElastic1DApproaching + ", else no change",
               Num(v1) + " − " + Term(v2) + " = " + Num(t.closing) + (t.approaching ? " > 0" : " ≤ 0"),
               decision, t.approaching, Ink::Hit});

  d.result = {{"approaching", t.approaching},
              {"v1_after", t.v1_after},
              {"v2_after", t.v2_after},
              {"momentum_before", t.momentum_before},
              {"momentum_after", t.momentum_after},
              {"energy_before", t.energy_before},
              {"energy_after", t.energy_after}};
  const std::string conserved = " Momentum p = " + Num(t.momentum_before) +
                                " = p' and energy E = " + Num(t.energy_before) + " = E' are conserved.";
  if (t.approaching && !in.approaching_test) {
    d.verdict = "The approaching test is OFF. Approaching now: V1 − V2 = " + Num(t.closing) +
                " > 0, V1' = " + Num(t.v1_after) + ", V2' = " + Num(t.v2_after) +
                " — but balls still overlapping a frame later get V1'' = " + Num(t.v1_next) +
                ", V2'' = " + Num(t.v2_next) + " back, and so on: they \"move nowhere\"." + conserved;
  } else if (t.approaching) {
    d.verdict = "Approaching: V1 − V2 = " + Num(t.closing) +
                " > 0, so the balls collide: V1' = " + Num(t.v1_after) + ", V2' = " + Num(t.v2_after) + "." +
                conserved;
  } else if (applied) {
    d.verdict =
        "The approaching test is OFF: V1 − V2 = " + Num(t.closing) +
        " ≤ 0 — the balls already move apart, yet the formulas turn them back toward each other (V1' = " +
        Num(t.v1_after) + ", V2' = " + Num(t.v2_after) +
        "). Overlapping balls flip like this every frame and \"move nowhere\".";
  } else {
    d.verdict =
        "Not approaching: V1 − V2 = " + Num(t.closing) +
        " ≤ 0 — the balls already move apart (or keep their distance), so the velocities are unchanged "
        "(the lecture's fix for \"move nowhere\").";
  }
  return d;
}

}  // namespace ricochet::app
