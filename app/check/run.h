// A check run: every implemented function over its cases (cases.h), each graded (grade.h); for a function
// that fails, its simplest failing case shrunk (shrink.h) and the student's trace set beside the lesson's
// derivation (trace_diff.h). The student's answers come from a Subject: the library in a worker process
// (worker.h), or an answers file (answers.h).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "check/functions.h"
#include "check/grade.h"
#include "check/trace_diff.h"

namespace ricochet::app::codecheck {

class Subject {
 public:
  virtual ~Subject() = default;
  virtual bool Implements(Fn fn) const = 0;
  // The student's answer to a case; nullopt when there is none (an answers file without it).
  virtual std::optional<Run> Call(Fn fn, const Numbers& in) = 0;
  // Whether any case can be asked (so failures can be shrunk); an answers file has only its own.
  virtual bool AnswersAnyCase() const = 0;
  // The cases to check when not any case can be asked: those it has.
  virtual std::vector<Case> OwnCases(Fn /*fn*/) const { return {}; }
};

struct CheckOptions {
  std::vector<Fn> functions;  // empty: all nine
  int random_cases = 500;     // per function
  std::uint64_t seed = 1;
  int shrink_budget = 1500;  // cases run while shrinking (a crashing function: kCrashShrinkBudget)
};

// A crash costs a new worker, so a crashing case is shrunk with fewer tries; a timeout is not shrunk.
inline constexpr int kCrashShrinkBudget = 40;
// A function stops after this many crashes.
inline constexpr int kMaxCrashes = 5;

struct Failure {
  Case found;    // the failing case the shrinking started from (its name says where it came from)
  Numbers in{};  // the smallest failing case
  int shrink_steps = 0;
  Run got;  // the student's code on it
  Grade grade;
  TraceDiff trace;  // when the student traced
};

struct FunctionResult {
  Fn fn = Fn::OutwardNormal;
  bool implemented = false;
  int cases = 0, failed = 0, knife_edges = 0, unanswered = 0;
  std::string stopped;  // why its cases stopped early; "" when all ran
  std::optional<Failure> failure;
  bool Passed() const { return implemented && failed == 0; }
};

struct CheckResult {
  std::vector<FunctionResult> functions;
  int Implemented() const;
  int Passed() const;
};

// Called after each case: the function, cases done, cases in all.
using Progress = std::function<void(Fn, int, int)>;

CheckResult RunCheck(Subject& subject, const CheckOptions& o, const Progress& progress = {});

}  // namespace ricochet::app::codecheck
