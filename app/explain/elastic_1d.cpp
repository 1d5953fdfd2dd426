// Lecture 17: 1D elastic collision of two balls with masses; the approaching test against "move nowhere".
#include "explain/elastic_1d.h"

#include "draw/format.h"
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
  Derivation d;
  d.inputs = Elastic1DJson(in);
  const bool applied = t.outcome == ElasticOutcome::Collide;
  auto& s = d.steps;
  s.push_back({"approaching", "approaching", kElastic1DApproaching,
               Num(v1) + " − " + Term(v2) + " = " + Num(t.closing) + (t.approaching ? " > 0" : " ≤ 0"),
               t.approaching ? "yes" : "no", t.approaching, Ink::Highlight});
  if (applied) {
    s.push_back({"v1_after", "V1'", "(V1(m1 − m2) + 2 m2 V2) / (m1 + m2)",
                 "(" + Term(v1) + "·(" + Num(m1) + " − " + Term(m2) + ") + 2·" + Term(m2) + "·" + Term(v2) +
                     ") / (" + Num(m1) + " + " + Term(m2) + ")",
                 Num(t.v1_after), t.v1_after, Ink::Start});
    s.push_back({"v2_after", "V2'", "(V2(m2 − m1) + 2 m1 V1) / (m1 + m2)",
                 "(" + Term(v2) + "·(" + Num(m2) + " − " + Term(m1) + ") + 2·" + Term(m1) + "·" + Term(v1) +
                     ") / (" + Num(m1) + " + " + Term(m2) + ")",
                 Num(t.v2_after), t.v2_after, Ink::End});
  } else {
    s.push_back({"v1_after", "V1'", "V1 (not approaching: no change)", Num(v1), Num(t.v1_after), t.v1_after,
                 Ink::Start});
    s.push_back({"v2_after", "V2'", "V2 (not approaching: no change)", Num(v2), Num(t.v2_after), t.v2_after,
                 Ink::End});
  }
  s.push_back({"momentum_before", "p", "m1 V1 + m2 V2",
               Num(m1) + "·" + Term(v1) + " + " + Num(m2) + "·" + Term(v2), Num(t.momentum_before),
               t.momentum_before, Ink::Plot3});
  s.push_back({"momentum_after", "p'", "m1 V1' + m2 V2'",
               Num(m1) + "·" + Term(t.v1_after) + " + " + Num(m2) + "·" + Term(t.v2_after),
               Num(t.momentum_after), t.momentum_after, Ink::Plot3});
  s.push_back({"energy_before", "E", "m1 V1²/2 + m2 V2²/2",
               Num(m1) + "·" + Term(v1) + "²/2 + " + Num(m2) + "·" + Term(v2) + "²/2", Num(t.energy_before),
               t.energy_before, Ink::Plot2});
  s.push_back({"energy_after", "E'", "m1 V1'²/2 + m2 V2'²/2",
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
