// Lecture 17: 2D ball-ball collision, generalised to masses: split each velocity along N and parallel to the
// contact, collide the normal parts by the 1D formulas, keep the parallel parts.
#include "explain/elastic_2d.h"

#include "draw/format.h"
#include "explain/steps.h"
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

namespace {
constexpr SceneField kElastic2DFields[] = {
    {"p1", FieldKind::Point, true, &domain::kCoordinate, "P_1", "length", "ball 1's centre at contact"},
    {"p2", FieldKind::Point, true, &domain::kCoordinate, "P_2", "length",
     "ball 2's centre at contact: N = (P2 − P1)/‖P2 − P1‖"},
    {"v1", FieldKind::Point, true, &domain::kVelocity, "V_1", "length/frame", "ball 1's velocity before"},
    {"v2", FieldKind::Point, true, &domain::kVelocity, "V_2", "length/frame", "ball 2's velocity before"},
    {"m1", FieldKind::Number, true, &domain::kMass, "m_1", "mass", "ball 1's mass"},
    {"m2", FieldKind::Number, true, &domain::kMass, "m_2", "mass", "ball 2's mass"},
};
}  // namespace

std::span<const SceneField> Elastic2DFields() { return kElastic2DFields; }

Elastic2DInputs ReadElastic2D(const json& scene, const std::string& file) {
  OnlyKnownFields(scene, Elastic2DFields(), file);
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

void Elastic2DTopic::Refuse(const Inputs& in, const Trace& t, const std::string& file) {
  if (in.p1 == in.p2 || t.outcome == Elastic2DOutcome::CoincidentCentres)
    throw SceneError(file, "p2", NoNormal(in));
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
  using namespace math;  // NOLINT: the steps read as the lecture writes them
  Steps s(d.steps, InputPrecision(InputScale({p1, p2, v1, v2})));
  const Precision& p = s.precision();
  const E N = Q("N", t.n), V1 = Q("V_1", v1), V2 = Q("V_2", v2), NV1 = Q("N·V_1", t.n_dot_v1),
          NV2 = Q("N·V_2", t.n_dot_v2), m1q = Q("m_1", m1), m2q = Q("m_2", m2);
  // The lecture's order (its slide, then its jME code): N; each velocity's normal part (N·V) N — the code's
  // proj1V = V1·N — and its parallel part V − VN; the code's test proj1V − proj2V > 0; then the normal parts
  // swap (same mass; other masses: the 1D formulas along N) and V' = V'N + V∥.
  s.Compute("n", Sym("N"),
            Frac(Point("P_2", p2) - Point("P_1", p1), Q(Norm(Sym("P_2") - Sym("P_1")), t.dist)), t.n,
            Ink::Normal);
  s.Compute("v1n", Sym("V_{1N}"), Paren(Dot(N, V1)) * N, t.v1n, Ink::Start);
  s.Compute("v2n", Sym("V_{2N}"), Paren(Dot(N, V2)) * N, t.v2n, Ink::End);
  s.Compute("v1_par", Sym("V_{1∥}"), V1 - Q("V_{1N}", t.v1n), t.v1_par, Ink::Start);
  s.Compute("v2_par", Sym("V_{2∥}"), V2 - Q("V_{2N}", t.v2n), t.v2_par, Ink::End);
  const double closing = t.n_dot_v1 - t.n_dot_v2;
  s.Test("approaching", "approaching?", Gt(NV1 - NV2, 0), t.approaching,
         t.approaching ? "approaching: respond" : "not approaching: no change", Ink::Hit)
      .Note(Prose("the code's proj1V − proj2V > 0, with projV = V·N"));
  const bool same = m1 == m2;
  if (t.approaching) {
    if (same) {
      s.Compute("v1n_after", Sym("V_{1N}'"), NV2 * N, t.v1n_after, Ink::Reflect)
          .Note(Prose("same mass: the normal parts swap"));
      s.Compute("v2n_after", Sym("V_{2N}'"), NV1 * N, t.v2n_after, Ink::Reflect);
    } else {
      // m1 ≠ m2: the 1D formulas along N.
      s.Compute("v1n_after", Sym("V_{1N}'"), Frac(NV1 * Paren(m1q - m2q) + E(2) * m2q * NV2, m1q + m2q) * N,
                t.v1n_after, Ink::Reflect)
          .Note(Prose("m₁ ≠ m₂: the 1D formulas along N"));
      s.Compute("v2n_after", Sym("V_{2N}'"), Frac(NV2 * Paren(m2q - m1q) + E(2) * m1q * NV1, m1q + m2q) * N,
                t.v2n_after, Ink::Reflect);
    }
    s.Compute("v1_after", Sym("V_1'"), Q("V_{1N}'", t.v1n_after) + Q("V_{1∥}", t.v1_par), t.v1_after,
              Ink::Reflect);
    s.Compute("v2_after", Sym("V_2'"), Q("V_{2N}'", t.v2n_after) + Q("V_{2∥}", t.v2_par), t.v2_after,
              Ink::Reflect);
  } else {
    s.Compute("v1_after", Sym("V_1'"), V1, t.v1_after, Ink::Reflect)
        .Note(Prose("not approaching: no change"));
    s.Compute("v2_after", Sym("V_2'"), V2, t.v2_after, Ink::Reflect);
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
    d.verdict = "Approaching: proj1V − proj2V = N·V1 − N·V2 = " + Num(closing, p) +
                " > 0, so the normal parts collide" +
                (same ? " — with equal masses they simply swap" : " by the 1D formulas") +
                "; the parallel parts are kept. V1' = " + Num(t.v1_after, p) +
                ", V2' = " + Num(t.v2_after, p) + ".";
  } else {
    d.verdict = "Not approaching: proj1V − proj2V = N·V1 − N·V2 = " + Num(closing, p) +
                " ≤ 0 — along N the balls already move apart (or keep their distance), so the velocities are "
                "unchanged.";
  }
  return d;
}

}  // namespace ricochet::app
