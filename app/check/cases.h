// The cases a function is checked on, in the order they run: the lecture's (its lesson's presets), the edge
// cases its lesson distinguishes that the presets leave out, then seeded random cases.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "check/functions.h"
#include "ricochet/vec2.h"

namespace ricochet::app::codecheck {

// Every preset of the function's lesson that holds a case of it (scenes.h CaseOf), named "lecture: <preset>".
std::vector<Case> LectureCases(Fn fn);
// The edge cases the lesson decides that its presets leave out, named "edge: …".
std::vector<Case> EdgeCases(Fn fn);
// `count` random cases from `seed` (the same on every machine): most aimed at a collision or near one's
// boundary, a third with one decimal; named "random N".
std::vector<Case> RandomCases(Fn fn, int count, std::uint64_t seed);
// All three, in that order.
std::vector<Case> AllCases(Fn fn, int random_count, std::uint64_t seed);

// Whether the numbers are a case the header promises to pass (radii and masses > 0, |coordinates| ≤ 10⁶,
// rc_reflect's n̂ a unit vector and i·n̂ < 0 or i = 0).
bool InDomain(Fn fn, const Numbers& in);

// The unit vectors whose coordinates have at most one decimal, simplest first: (1, 0) … (−0.8, −0.6).
std::span<const Vec2> RoundUnits();
// The case with one decimal: numbers rounded, a unit vector the nearest of RoundUnits(), radii and masses at
// least 0.1, rc_reflect's i turned to point into the wall again if rounding n̂ turned it away.
Numbers OneDecimal(Fn fn, Numbers in);

}  // namespace ricochet::app::codecheck
