// Practice problems: a random scene from one case of a lesson (hit, miss, graze …, named after the lesson's
// presets) with numbers a person can work by hand — inputs with at most one decimal, built backwards from a
// short answer (ti, a Pythagorean normal …) and kept only when the lesson's own derivation lands in the case
// and its key results are short decimals. Seeded with our own PRNG: the same (lesson, case, seed) gives the
// same problem on every build. The GUI's "New problem" and `ricochet worksheet` both draw from here.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ricochet::app {
struct Derivation;
}

namespace ricochet::app::practice {

// The cases a lesson's problems are drawn from, named after its presets (e.g. ray-circle: "hit", "miss",
// "graze", "behind", "starts-inside", "too-late"); empty for a lesson without practice problems.
std::vector<std::string> ProblemCases(std::string_view lesson);

struct Problem {
  std::string lesson;
  std::string problem_case;
  std::uint64_t seed = 0;
  nlohmann::json scene;  // a scene file's JSON ({"lesson": ..., inputs}), accepted by the scene reader
};

// The same (lesson, case, seed) gives the same problem on every build (own PRNG, no std distributions).
// nullopt with *error set for an unknown lesson or case.
std::optional<Problem> GenerateProblem(std::string_view lesson, std::string_view problem_case,
                                       std::uint64_t seed, std::string* error);

// Does the derivation land in the case (its generator's own test: ray-circle "graze" is b² − 4ac = 0 and a
// collision)? Practice's "any case" grades the student's case with it, so a scene that fits two cases' tests
// (circle-circle's graze also collides: a "hit") accepts either. False for an unknown lesson or case.
bool CaseFits(std::string_view lesson, std::string_view problem_case, const Derivation& d);

// The rule every problem keeps (tests check it): each number of the scene has at most one decimal.
bool HasAtMostOneDecimal(const nlohmann::json& scene);
// … and each number of `value` (a result: number or [x, y]; null passes) is a multiple of 0.001.
bool IsShortDecimal(const nlohmann::json& value);
// … and the derivation prints without rounding noise: no step's numbers and not the verdict read like
// "1.11e-16" (a point built at 1.8 computed as 1.8000000000000003 would). Every lesson but pi-blocks,
// whose ΔE/E step reports the solver's drift.
bool PrintsWithoutNoise(const Derivation& d);
// The result keys a case's answer is made of, which IsShortDecimal holds for (e.g. ray-circle hit: ti, t0,
// t1, discriminant, bi, normal, reflected_dir …); empty for an unknown lesson or case.
std::vector<std::string> ShortKeys(std::string_view lesson, std::string_view problem_case);

}  // namespace ricochet::app::practice
