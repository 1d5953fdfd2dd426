// `ricochet check` (docs/check.md): the nine functions of the C header ricochet_check.h as data — their
// names, the lesson that decides their meaning, their arguments and outputs — and the types every part of the
// check shares: a case (the arguments as numbers) and an answer (what a function gave back).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ricochet::app::codecheck {

// In the header's order.
enum class Fn : std::uint8_t {
  OutwardNormal,
  BoundaryCondition,
  PointVsWall,
  Reflect,
  CircleVsWall,
  RayVsCircle,
  CircleVsCircle,
  Elastic1D,
  Elastic2D,
};
inline constexpr std::size_t kFnCount = 9;

// What an argument is, for generating, shrinking and printing it.
enum class Arg : std::uint8_t {
  Point,         // two numbers: a position (moved together when a case is shifted)
  Vector,        // two numbers: a vector (rc_reflect's i, a 2D velocity)
  Unit,          // two numbers: a unit direction (rc_reflect's n̂)
  Radius,        // a number > 0
  RadiusOrZero,  // a number ≥ 0 (the air-hockey puck may be a point)
  Mass,          // a number > 0
  Number,        // any number (a 1D velocity)
};
inline constexpr int Width(Arg a) { return a == Arg::Point || a == Arg::Vector || a == Arg::Unit ? 2 : 1; }

struct ArgInfo {
  const char* name;    // the header's argument name: "bs", "p0", "r"
  const char* symbol;  // the lecture's symbol: "Bs", "P0", "r"
  Arg kind;
};
struct OutInfo {
  const char* name;  // the header's output name ("ti", "bi"; the return value of the others: "n", "bc", "r")
  const char* symbol;  // "ti", "Bi", "n", "BC", "r⃗", "Be'"
  bool vec;
};

struct FnInfo {
  Fn fn;
  const char* name;     // "rc_point_vs_wall"
  const char* lesson;   // the lesson whose derivation decides it: "point-segment"
  const char* lecture;  // "Lecture 16"
  bool returns_int;     // returns 1/0 (collision or not); the others always give their outputs
  std::span<const ArgInfo> args;
  std::span<const OutInfo> outs;
};

std::span<const FnInfo> Functions();
const FnInfo& Info(Fn fn);
const FnInfo* FindFunction(std::string_view name);  // by "rc_…" name

// The largest argument and output counts, in numbers (a point is two).
inline constexpr std::size_t kMaxIn = 10, kMaxOut = 5;
using Numbers = std::array<double, kMaxIn>;

// How many numbers a function's arguments and outputs take.
int InCount(const FnInfo& f);
int OutCount(const FnInfo& f);

// One case: a function's arguments, and where the case came from ("lecture: hit", "edge: Bs = Be",
// "random 37").
struct Case {
  Fn fn = Fn::OutwardNormal;
  Numbers in{};
  std::string name;
};

// What a function gave back: its int (1 for the functions that return none) and its outputs, flat.
struct Answer {
  int ret = 1;
  std::array<double, kMaxOut> out{};
};

// A value the student's code traced with rc_trace / rc_trace_vec2.
struct Traced {
  std::string symbol;
  int dims = 1;  // 1 or 2
  double v[2] = {0, 0};
};

// The arguments as the header names them, e.g. "Bs = (2, 5), Be = (-2, 6), P0 = (0, 0), P1 = (0, 4)".
std::string ArgsText(const FnInfo& f, const Numbers& in);
// The outputs of an answer: "1, ti = 0.5, Bi = (0, 5.5)", "0" (an int function's miss), "n = (4, 0)".
std::string AnswerText(const FnInfo& f, const Answer& a);
// As JSON with the header's names: {"bs": [2, 5], "r": 1, …}; {"returned": 1, "ti": 0.5, "bi": [0, 5.5]}
// ("returned" for the int functions; their outputs only with 1; NaN and ∞ written as strings).
nlohmann::json InputsJson(const FnInfo& f, const Numbers& in);
nlohmann::json AnswerJson(const FnInfo& f, const Answer& a);
// A number as the report prints it: up to 6 significant digits, never "-0".
std::string Short(double x);

}  // namespace ricochet::app::codecheck
