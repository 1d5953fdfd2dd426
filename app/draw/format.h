// Number formatting for derivations and figures: short, readable, and the same in the panel and the CLI.
#pragma once

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "ricochet/formula.h"
#include "ricochet/line.h"
#include "ricochet/vec2.h"

namespace ricochet::app {

// How a lesson prints its numbers.
//  - zero: a value with |x| ≤ zero prints as 0. Computed values carry the rounding noise of their inputs
//    (BC = 3.8 − 3.8 = 2.22e-16): InputPrecision(scale) sets zero to that noise for inputs of that size.
//  - decimals: at most this many after the point, trailing zeros trimmed; DecimalsFor(tolerance) gives the
//    decimals a tolerance means (a 0.1 m tolerance: centimetres).
struct Precision {
  double zero = 0.0;
  int decimals = 4;
};

// For values of the inputs' dimension computed from inputs of size `scale` (InputScale): |x| ≤ kRoundingRel ×
// scale (core's ricochet/formula.h: the tolerance the lectures' tests use too) is 0. A value of another
// dimension passes its own scale (a product of two lengths: scale²).
Precision InputPrecision(double scale, int decimals = 4);
// The size of the inputs: the largest |coordinate| of `points` and |length| of `lengths` (at least 1e-300).
double InputScale(std::initializer_list<Vec2> points, std::initializer_list<double> lengths = {});
// One decimal finer than the tolerance: 0.1 → 2, 0.05 → 3, 1 → 1, 10 → 0.
int DecimalsFor(double tolerance);

// The number policy, one for every surface: up to p.decimals decimals with trailing zeros trimmed ("0.3",
// "1600", "−2.5": U+2212, the minus sign); "1.2×10⁻⁵" beyond 10⁷ or below 10^−decimals; |x| ≤ p.zero (the
// computation's rounding noise) prints as 0. Never "−0".
std::string Num(double x, Precision p = {});
// "(x, y)", each coordinate by the same rule: "(8.07, 1.1687)", "(0.6, 0.8)", "(4, 0)".
std::string Num(Vec2 v, Precision p = {});
// A number in a formula: parenthesised when negative, so "2 · (−3)" reads right.
std::string Term(double x, Precision p = {});
// Minus a number, as substituted into a formula such as (e_y, −e_x): "−3", "−(−4)", and "0" (never "−0").
std::string Negated(double x, Precision p = {});
// The value a printed number states (Num's text back, "−", "×10⁻⁵" and "-" read); NaN when it is none.
double ParseNum(std::string_view text);

// "outside" | "inside" | "on" (Lecture 16's boundary-condition sides, as in the JSON results)
const char* SideName(Side s);

inline nlohmann::json JsonVec(Vec2 v) { return nlohmann::json::array({v.x, v.y}); }

// Full precision with representation noise rounded off: every number that lies within 64 ulps of a
// decimal of at most 12 significant digits becomes that decimal (−3200.000000000001 → −3200, 0.1 + 0.2 →
// 0.3); 1/3 keeps all its digits.
nlohmann::json JsonNoiseless(const nlohmann::json& j);

}  // namespace ricochet::app
