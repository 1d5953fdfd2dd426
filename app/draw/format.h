// Number formatting for derivations: short, readable, and the same in the panel and the CLI.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "ricochet/line.h"
#include "ricochet/vec2.h"

namespace ricochet::app {

// Up to 4 decimals with trailing zeros trimmed ("0.3", "1600", "-2.5"); scientific beyond 1e7 or
// below 1e-4. "-0" prints as "0".
std::string Num(double x);
// "(x, y)"
std::string Num(Vec2 v);
// A number in a formula: parenthesised when negative, so "2 · (-3)" reads right.
std::string Term(double x);

// "outside" | "inside" | "on" (Lecture 16's boundary-condition sides, as in the JSON results)
const char* SideName(Side s);

inline nlohmann::json JsonVec(Vec2 v) { return nlohmann::json::array({v.x, v.y}); }

}  // namespace ricochet::app
