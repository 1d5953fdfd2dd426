// Lecture 17: 1D elastic collision of two balls with masses; the approaching test against "move nowhere".
#include "explain/elastic_1d.h"

#include <algorithm>
#include <cmath>

#include "draw/format.h"
#include "explain/steps.h"
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

namespace {
constexpr SceneField kElastic1DFields[] = {
    {"m1", FieldKind::Number, true, &domain::kMass, "m_1", "mass", "ball 1's mass"},
    {"m2", FieldKind::Number, true, &domain::kMass, "m_2", "mass", "ball 2's mass"},
    {"v1", FieldKind::Number, true, &domain::kVelocity, "V_1", "length/frame", "ball 1's velocity before"},
    {"v2", FieldKind::Number, true, &domain::kVelocity, "V_2", "length/frame", "ball 2's velocity before"},
    {"approaching_test", FieldKind::Flag, false, nullptr, "", "",
     "true (default) or false: respond only when V1 − V2 > 0"},
    {"overlap", FieldKind::Number, false, &domain::kOverlap, "", "length",
     "how far the balls overlap at the start (the window's \"move nowhere\"; 0: touching)"},
};
}  // namespace

std::span<const SceneField> Elastic1DFields() { return kElastic1DFields; }

Elastic1DInputs ReadElastic1D(const json& scene, const std::string& file) {
  OnlyKnownFields(scene, Elastic1DFields(), file);
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

Derivation DeriveElastic1D(const Elastic1DInputs& in, const Elastic1DTrace& t) {
  const double m1 = in.m1, m2 = in.m2, v1 = in.v1, v2 = in.v2;
  const double u1 = t.v1_formula, u2 = t.v2_formula;
  Derivation d;
  d.inputs = Elastic1DJson(in);
  const bool applied = t.outcome == ElasticOutcome::Collide;
  using namespace math;  // NOLINT: the steps read as the lecture writes them
  Steps s(d.steps, InputPrecision(std::max({std::fabs(v1), std::fabs(v2), 1e-300})));
  const Precision& p = s.precision();
  const E M1 = Q("m_1", m1), M2 = Q("m_2", m2), V1 = Q("V_1", v1), V2 = Q("V_2", v2);
  const E U1 = Sym("V_1'"), U2 = Sym("V_2'");  // the unknowns
  const auto half = [](E m, E v) { return Frac(m * Sq(v), 2); };
  // The lecture's order: the two conservation laws with the numbers, their solution V1', V2', a check, the
  // same-mass swap, the "move nowhere" problem of overlapping balls, and the better solution (the test).
  const E P = Lit(t.momentum_before, p), En = Lit(t.energy_before, p);
  s.Equation("momentum_before", "momentum p: before = after", Eq(M1 * V1 + M2 * V2, M1 * U1 + M2 * U2),
             Eq(P, Lit(m1, p) * U1 + Lit(m2, p) * U2), Ink::Plot3)
      .Json(t.momentum_before);
  s.Equation("energy_before", "energy E: before = after",
             Eq(half(M1, V1) + half(M2, V2), half(M1, U1) + half(M2, U2)),
             Eq(En, half(Lit(m1, p), U1) + half(Lit(m2, p), U2)), Ink::Plot2)
      .Json(t.energy_before);
  s.Compute("v1_formula", Sym("V_1'"), Frac(V1 * Paren(M1 - M2) + E(2) * M2 * V2, M1 + M2), u1, Ink::Start);
  s.Compute("v2_formula", Sym("V_2'"), Frac(V2 * Paren(M2 - M1) + E(2) * M1 * V1, M1 + M2), u2, Ink::End);
  s.Compute("momentum_after", Sym("p'"), M1 * Q("V_1'", u1) + M2 * Q("V_2'", u2), t.momentum_after,
            Ink::Plot3)
      .Note(Prose("= p: momentum is conserved"));
  s.Compute("energy_after", Sym("E'"), half(M1, Q("V_1'", u1)) + half(M2, Q("V_2'", u2)), t.energy_after,
            Ink::Plot2)
      .Note(Prose("= E: energy is conserved"));
  const bool same = m1 == m2;
  s.Test("same_mass", "same mass?", Eq(M1, M2), same,
         same ? "same mass: the velocities swap, V₁' = V₂ and V₂' = V₁" : "m₁ ≠ m₂: no swap", Ink::Highlight);
  // Move nowhere: balls still overlapping a frame later get the formulas again, on V1', V2'.
  s.Compute("move_nowhere", Tuple({Sym("V_1''"), Sym("V_2''")}),
            Tuple({Frac(Q("V_1'", u1) * Paren(M1 - M2) + E(2) * M2 * Q("V_2'", u2), M1 + M2),
                   Frac(Q("V_2'", u2) * Paren(M2 - M1) + E(2) * M1 * Q("V_1'", u1), M1 + M2)}),
            Vec2{t.v1_next, t.v2_next}, Ink::Warning)
      .Note(Prose("still overlapping next frame: back to V₁, V₂ — they would move nowhere!"));
  const std::string decision =
      !in.approaching_test
          ? (t.approaching ? "approaching (the test is off)"
                           : "not approaching, but the test is off: V₁', V₂' anyway")
          : (t.approaching ? "approaching: V₁', V₂'" : "not approaching: V₁' = V₁, V₂' = V₂");
  s.Test("approaching", "approaching?", Gt(V1 - V2, 0), t.approaching, decision, Ink::Hit)
      .Note(Prose("the better solution: respond only if the balls approach"));
  d.result = {{"approaching", t.approaching},
              {"v1_after", t.v1_after},
              {"v2_after", t.v2_after},
              {"momentum_before", t.momentum_before},
              {"momentum_after", t.momentum_after},
              {"energy_before", t.energy_before},
              {"energy_after", t.energy_after}};
  const std::string conserved = " Momentum p = " + Num(t.momentum_before, p) +
                                " = p' and energy E = " + Num(t.energy_before, p) + " = E' are conserved.";
  if (t.approaching && !in.approaching_test) {
    d.verdict = "The approaching test is OFF. Approaching now: V1 − V2 = " + Num(t.closing, p) +
                " > 0, V1' = " + Num(t.v1_after, p) + ", V2' = " + Num(t.v2_after, p) +
                " — but balls still overlapping a frame later get V1'' = " + Num(t.v1_next, p) +
                ", V2'' = " + Num(t.v2_next, p) + " back, and so on: they \"move nowhere\"." + conserved;
  } else if (t.approaching) {
    d.verdict = "Approaching: V1 − V2 = " + Num(t.closing, p) +
                " > 0, so the balls collide: V1' = " + Num(t.v1_after, p) + ", V2' = " + Num(t.v2_after, p) +
                "." + conserved;
  } else if (applied) {
    d.verdict =
        "The approaching test is OFF: V1 − V2 = " + Num(t.closing, p) +
        " ≤ 0 — the balls already move apart, yet the formulas turn them back toward each other (V1' = " +
        Num(t.v1_after, p) + ", V2' = " + Num(t.v2_after, p) +
        "). Overlapping balls flip like this every frame and \"move nowhere\".";
  } else {
    d.verdict =
        "Not approaching: V1 − V2 = " + Num(t.closing, p) +
        " ≤ 0 — the balls already move apart (or keep their distance), so the velocities are unchanged "
        "(the lecture's fix for \"move nowhere\").";
  }
  return d;
}

}  // namespace ricochet::app
