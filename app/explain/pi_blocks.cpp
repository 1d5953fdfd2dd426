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

PiBlocksInputs ReadPiBlocks(const json& scene, const std::string& file) {
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

Derivation DerivePiBlocks(const PiBlocksInputs& in, const PiBlocksTrace& t) {
  Derivation d;
  d.inputs = PiBlocksJson(in);
  const double m = in.m, M = in.M, V = in.V;
  auto& s = d.steps;
  s.push_back({"mass_ratio", "M/m", "M / m", Num(M) + " / " + Num(m), Num(t.mass_ratio), t.mass_ratio,
               Ink::Highlight});
  // The first collision, Lecture 17 with ball 1 = the small block (u = 0), ball 2 = the big one.
  const bool test = in.approaching_test;
  s.push_back({"approaching", "approaching",
               test ? "u − V > 0 (the lecture's approaching test)"
                    : "u − V > 0 — the test is OFF: blocks that touch collide, approaching or not",
               "0 − " + Term(V) + " = " + Num(-V) + " > 0", test ? "yes" : "yes (test off)", true,
               Ink::Highlight});
  s.push_back({"u1", "u'", "(u(m − M) + 2 M V) / (m + M)",
               "(0·(" + Num(m) + " − " + Term(M) + ") + 2·" + Term(M) + "·" + Term(V) + ") / (" + Num(m) +
                   " + " + Term(M) + ")",
               Num(t.u1), t.u1, Ink::Start});
  s.push_back(
      {"v1", "V'", "(V(M − m) + 2 m u) / (m + M)",
       "(" + Term(V) + "·(" + Num(M) + " − " + Term(m) + ") + 0) / (" + Num(m) + " + " + Term(M) + ")",
       Num(t.V1), t.V1, Ink::End});
  const double p1 = m * t.u1 + M * t.V1;
  s.push_back({"momentum", "p", "m u + M V = m u' + M V'",
               Num(M) + "·" + Term(V) + " = " + Num(m) + "·" + Term(t.u1) + " + " + Num(M) + "·" + Term(t.V1),
               Num(p1), p1, Ink::Plot2});
  s.push_back({"energy", "E", "m u²/2 + M V²/2 (the same after every collision)",
               Num(M) + "·" + Term(V) + "²/2 = " + Num(0.5 * M * V * V), Num(t.energy), t.energy,
               Ink::Plot1});
  s.push_back({"wall", "u' (wall)", "−u: the wall is the same law with an infinitely heavy m2", "", "u' = −u",
               "-u", Ink::Wall});
  s.push_back({"theta", "θ",
               "atan(√(m/M)): each collision is a chord spanning an arc 2θ of the circle "
               "M V² + m u² = 2E",
               "atan(√(" + Num(m) + " / " + Num(M) + "))", Num(t.theta), t.theta, Ink::Plot3});
  s.push_back({"predicted", "N", "⌈π / θ⌉ − 1", "⌈" + Num(std::numbers::pi / t.theta) + "⌉ − 1",
               std::to_string(t.predicted), t.predicted, Ink::Plot3});
  const bool capped = t.outcome == PiBlocksOutcome::TooMany;
  s.push_back({"collisions", "collisions",
               capped ? "counted one by one, event by event (blocks + wall), stopped at " +
                            std::to_string(t.collisions) + ": the count has no end"
                      : "counted one by one, event by event (blocks + wall)",
               std::to_string(t.block_hits) + " + " + std::to_string(t.wall_hits),
               std::to_string(t.collisions) + (capped ? " (stopped)" : ""), t.collisions, Ink::Hit});
  if (capped && !test) {
    // Touching after the first collision, the blocks collide again; the law applied twice gives back the
    // velocities, so they bounce in place for ever (Lecture 17's "Move nowhere!").
    s.push_back({"end", "no more",
                 "never: touching at t = " + Num(t.first_time) +
                     ", the blocks collide again and again, each collision undoing the last (u, V → u', V' → "
                     "u, V); nothing moves",
                 "every collision at t = " + Num(t.last_time) + "; x = " + Num(t.x) + ", X = " + Num(t.X),
                 "false", false, Ink::Muted});
  } else {
    s.push_back({"end", "no more", "u ≥ 0 and u ≤ V: both leave, the small block never catches up",
                 "u = " + Num(t.u) + ", V = " + Num(t.V),
                 t.outcome == PiBlocksOutcome::Counted ? "true" : "false",
                 t.outcome == PiBlocksOutcome::Counted, Ink::Muted});
  }
  s.push_back({"energy_drift", "ΔE/E", "|E_end − E| / E over every collision", "", Num(t.energy_drift),
               t.energy_drift, Ink::Muted});
  const std::string digits = capped ? "" : PiDigits(t.mass_ratio, t.collisions);
  if (capped && !test) {
    d.verdict = "Approaching test OFF: stopped after " + std::to_string(t.collisions) +
                " collisions, all at t = " + Num(t.last_time) +
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
