// Lecture 17: 1D elastic collision of two balls with masses; the approaching test against "move nowhere".
#include "draw/format.h"
#include "explain/explain.h"
#include "ricochet/elastic.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

// Optional "approaching_test": false reproduces the lecture's first version ("move nowhere").
bool ReadApproachingTest(const json& scene, const std::string& file) {
  if (!scene.contains("approaching_test")) return true;
  const json& v = scene.at("approaching_test");
  if (!v.is_boolean()) {
    throw SceneError(file, "approaching_test", std::string("expected true or false, got ") + v.type_name());
  }
  return v.get<bool>();
}

}  // namespace

Derivation ExplainElastic1D(const json& scene, const std::string& file) {
  const double m1 = ReadNumber(scene, "m1", file, domain::kMass);
  const double m2 = ReadNumber(scene, "m2", file, domain::kMass);
  const double v1 = ReadNumber(scene, "v1", file, domain::kVelocity);
  const double v2 = ReadNumber(scene, "v2", file, domain::kVelocity);
  const bool test = ReadApproachingTest(scene, file);
  // The lesson's start overlap (its "move nowhere" demonstration) is not part of the derivation, but it is
  // part of the scene: a file the lesson would refuse is refused here too.
  ReadOptionalNumber(scene, "overlap", file, domain::kOverlap);
  const Elastic1DTrace t = Elastic1D(m1, m2, v1, v2, test);

  Derivation d;
  d.lesson = "elastic-1d";
  d.inputs = {{"m1", m1}, {"m2", m2}, {"v1", v1}, {"v2", v2}};
  if (!test) d.inputs["approaching_test"] = false;
  const bool applied = t.outcome == ElasticOutcome::Collide;
  auto& s = d.steps;
  s.push_back({"approaching", "V1 − V2 > 0",
               Num(v1) + " − " + Term(v2) + " = " + Num(t.closing) + (t.approaching ? " > 0" : " ≤ 0"),
               t.approaching ? "yes" : "no", t.approaching, Ink::Highlight});
  if (applied) {
    s.push_back({"V1'", "(V1(m1 − m2) + 2 m2 V2) / (m1 + m2)",
                 "(" + Term(v1) + "·(" + Num(m1) + " − " + Term(m2) + ") + 2·" + Term(m2) + "·" + Term(v2) +
                     ") / (" + Num(m1) + " + " + Term(m2) + ")",
                 Num(t.v1_after), t.v1_after, Ink::Start});
    s.push_back({"V2'", "(V2(m2 − m1) + 2 m1 V1) / (m1 + m2)",
                 "(" + Term(v2) + "·(" + Num(m2) + " − " + Term(m1) + ") + 2·" + Term(m1) + "·" + Term(v1) +
                     ") / (" + Num(m1) + " + " + Term(m2) + ")",
                 Num(t.v2_after), t.v2_after, Ink::End});
  } else {
    s.push_back({"V1'", "V1 (not approaching: no change)", Num(v1), Num(t.v1_after), t.v1_after, Ink::Start});
    s.push_back({"V2'", "V2 (not approaching: no change)", Num(v2), Num(t.v2_after), t.v2_after, Ink::End});
  }
  s.push_back({"p", "m1 V1 + m2 V2", Num(m1) + "·" + Term(v1) + " + " + Num(m2) + "·" + Term(v2),
               Num(t.momentum_before), t.momentum_before, Ink::Plot3});
  s.push_back({"p'", "m1 V1' + m2 V2'",
               Num(m1) + "·" + Term(t.v1_after) + " + " + Num(m2) + "·" + Term(t.v2_after),
               Num(t.momentum_after), t.momentum_after, Ink::Plot3});
  s.push_back({"E", "m1 V1²/2 + m2 V2²/2",
               Num(m1) + "·" + Term(v1) + "²/2 + " + Num(m2) + "·" + Term(v2) + "²/2", Num(t.energy_before),
               t.energy_before, Ink::Plot2});
  s.push_back({"E'", "m1 V1'²/2 + m2 V2'²/2",
               Num(m1) + "·" + Term(t.v1_after) + "²/2 + " + Num(m2) + "·" + Term(t.v2_after) + "²/2",
               Num(t.energy_after), t.energy_after, Ink::Plot2});

  d.result = {{"approaching", t.approaching},
              {"v1_after", t.v1_after},
              {"v2_after", t.v2_after},
              {"momentum_before", t.momentum_before},
              {"momentum_after", t.momentum_after},
              {"energy_before", t.energy_before},
              {"energy_after", t.energy_after}};
  const std::string conserved = " Momentum p = " + Num(t.momentum_before) +
                                " = p' and energy E = " + Num(t.energy_before) + " = E' are conserved.";
  if (t.approaching) {
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
