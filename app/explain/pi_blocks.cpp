// π from collisions: Lecture 17's 1D law with masses and its approaching test, applied collision after
// collision until the blocks separate for good.
#include "explain/pi_blocks.h"

#include <cmath>
#include <numbers>

#include "draw/format.h"
#include "explain/elastic_1d.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {
constexpr SceneField kPiBlocksFields[] = {
    {"m", FieldKind::Number, true, &domain::kMass, "m", "mass", "the small block's mass"},
    {"M", FieldKind::Number, true, &domain::kMass, "M", "mass", "the big block's mass"},
    {"V", FieldKind::Number, true, &domain::kVelocity, "V", "length/s",
     "the big block's velocity (< 0: toward the small one)"},
    {"approaching_test", FieldKind::Flag, false, nullptr, "", "",
     "true (default) or false: respond only when the blocks approach"},
};
}  // namespace

std::span<const SceneField> PiBlocksFields() { return kPiBlocksFields; }

PiBlocksInputs ReadPiBlocks(const json& scene, const std::string& file) {
  OnlyKnownFields(scene, PiBlocksFields(), file);
  PiBlocksInputs in;
  in.m = ReadNumber(scene, "m", file, domain::kMass);
  in.M = ReadNumber(scene, "M", file, domain::kMass);
  in.V = ReadNumber(scene, "V", file, domain::kVelocity);
  if (!(in.V < 0.0))
    throw SceneError(file, "V", "must be < 0 (the big block moves toward the small one), got " + Num(in.V));
  in.approaching_test = ReadApproachingTest(scene, file);
  return in;
}

json PiBlocksJson(const PiBlocksInputs& in) {
  json j = {{"m", in.m}, {"M", in.M}, {"V", in.V}};
  if (!in.approaching_test) j["approaching_test"] = false;
  return j;
}

Derivation ExplainPiBlocks(const json& scene, const std::string& file) {
  const PiBlocksInputs in = ReadPiBlocks(scene, file);
  return DerivePiBlocks(in, SolvePiBlocks(in));
}

std::string PiDigits(double mass_ratio, std::int64_t collisions) {
  const double n = std::log(mass_ratio) / std::log(100.0);
  const double k = std::round(n);
  if (k < 0 || k > 6 || std::abs(std::pow(100.0, k) - mass_ratio) > 1e-9 * mass_ratio) return "";
  std::string d = std::to_string(collisions);
  return d.size() > 1 ? d.substr(0, 1) + "." + d.substr(1) : d;
}

namespace {
constexpr double kEnergyDriftZero = 1e-9;  // ΔE/E below this is the doubles' rounding, not physics
}  // namespace

Derivation DerivePiBlocks(const PiBlocksInputs& in, const PiBlocksTrace& t) {
  Derivation d;
  d.inputs = PiBlocksJson(in);
  const double m = in.m, M = in.M, V = in.V;
  using namespace math;  // NOLINT: the steps read as the lecture writes them
  Steps s(d.steps, InputPrecision(std::max(std::fabs(V), 1e-300)));
  const Precision& p = s.precision();
  const E mq = Q("m", m), Mq = Q("M", M), Vq = Q("V", V), u = Q("u", 0.0);
  s.Compute("mass_ratio", Frac(Sym("M"), Sym("m")), Frac(Mq, mq), t.mass_ratio, Ink::Highlight);
  // The first collision, Lecture 17 with ball 1 = the small block (u = 0), ball 2 = the big one.
  const bool test = in.approaching_test;
  s.Test("approaching",
         test ? "approaching? (the lecture's test)"
              : "approaching? (the test is OFF: blocks that touch collide)",
         Gt(u - Vq, 0), true, test ? "approaching: they collide" : "approaching (test off)", Ink::Highlight);
  s.Compute("u1", Sym("u'"), Frac(u * Paren(mq - Mq) + E(2) * Mq * Vq, mq + Mq), t.u1, Ink::Start);
  s.Compute("v1", Sym("V'"), Frac(Vq * Paren(Mq - mq) + E(2) * mq * u, mq + Mq), t.V1, Ink::End);
  const double p1 = m * t.u1 + M * t.V1;
  s.Compute("momentum", Chain({Sym("p"), Sym("m") * Sym("u") + Sym("M") * Sym("V")}, {Rel::Eq}),
            mq * Q("u'", t.u1) + Mq * Q("V'", t.V1), p1, Ink::Plot2)
      .Note(Prose("the momentum after the collision: the same as before"));
  s.Compute("energy", Sym("E"), Frac(mq * Sq(u), 2) + Frac(Mq * Sq(Vq), 2), t.energy, Ink::Plot1)
      .Note(Prose("the same after every collision"));
  s.Define("wall", Sym("u'"), -Sym("u"), Ink::Wall)
      .Note(Prose("at the wall: the same law with an infinitely heavy second block"))
      .Json("-u");
  s.Compute("theta", Sym("θ"), Call("atan", {Sqrt(Frac(mq, Mq))}), t.theta, Ink::Plot3)
      .Note(Prose("each collision is a chord spanning an arc 2θ of the circle M V² + m u² = 2E"));
  s.Compute("predicted", Sym("N"), Ceil(Frac(Sym("π"), Q("θ", t.theta))) - E(1), t.predicted, Ink::Plot3)
      .Json(t.predicted);
  const bool capped = t.outcome == PiBlocksOutcome::TooMany;
  s.Compute("collisions", Word("collisions"), Q(Word("blocks"), t.block_hits) + Q(Word("wall"), t.wall_hits),
            t.collisions, Ink::Hit)
      .Json(t.collisions)
      .Note(Prose(capped ? "counted one by one, event by event, and stopped at " +
                               std::to_string(t.collisions) + ": the count has no end"
                         : "counted one by one, event by event (blocks + wall)"));
  if (capped && !test) {
    // Touching after the first collision, the blocks collide again; the law applied twice gives back the
    // velocities, so they bounce in place for ever (Lecture 17's "Move nowhere!").
    s.Test("end", "no more collisions?", Word("the blocks still touch at t = " + Num(t.last_time, p)), false,
           "never: touching at t = " + Num(t.first_time, p) +
               ", the blocks collide again and again, each collision undoing the last; nothing moves (x = " +
               Num(t.x, p) + ", X = " + Num(t.X, p) + ")",
           Ink::Muted);
  } else {
    s.Test("end", "no more collisions?", And({Ge(Q("u", t.u), 0), Le(Q("u", t.u), Q("V", t.V))}),
           t.outcome == PiBlocksOutcome::Counted,
           t.outcome == PiBlocksOutcome::Counted ? "both leave: the small block never catches up"
                                                 : "they meet again",
           Ink::Muted);
  }
  // The drift is the rounding of doubles over every collision: within kEnergyDriftZero of E it prints as 0,
  // and says so.
  s.Compute("energy_drift", Frac(Sym("ΔE"), Sym("E")), Frac(Abs(Sym("E_{end}") - Sym("E")), Sym("E")),
            t.energy_drift, Ink::Muted)
      .At(Precision{kEnergyDriftZero, p.decimals})
      .Note(Prose(t.energy_drift <= kEnergyDriftZero
                      ? "over every collision: 0 within " + Num(kEnergyDriftZero) +
                            ", the rounding of the computation"
                      : "over every collision"));
  const std::string digits = capped ? "" : PiDigits(t.mass_ratio, t.collisions);
  if (capped && !test) {
    d.verdict = "Approaching test OFF: stopped after " + std::to_string(t.collisions) +
                " collisions, all at t = " + Num(t.last_time, p) +
                " — the touching blocks collide again and again, each collision undoing the last, and never "
                "move (the lecture's \"move nowhere\"). With the test: " +
                std::to_string(t.predicted) + ".";
  } else {
    d.verdict =
        std::to_string(t.collisions) + " collisions" +
        (digits.empty() ? "" : ": M/m = 100ⁿ spells π's first digits, " + digits + "…") +
        (t.collisions == t.predicted ? " — as the phase circle predicts."
                                     : " — the phase circle says " + std::to_string(t.predicted) + ".");
  }
  d.result = {{"collisions", t.collisions},
              {"predicted", t.predicted},
              {"block_hits", t.block_hits},
              {"wall_hits", t.wall_hits},
              {"u", t.u},
              {"V", t.V},
              {"pi_digits", digits},
              {"approaching_test", test},
              {"stopped", capped}};
  return d;
}

}  // namespace ricochet::app
