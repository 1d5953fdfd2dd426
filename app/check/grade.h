// Grading one case: the student's answer against the reference (reference.h) within the stated tolerance,
// fair on knife edges, and against the properties that need no reference (speed kept by reflection,
// momentum and energy kept, the same answer with the balls swapped, t in [0, 1], the contact point on both
// shapes).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "check/functions.h"
#include "check/reference.h"

namespace ricochet::app::codecheck {

// The relative tolerance of every comparison: |got − expected| ≤ kRelTol · max(1, |expected|).
inline constexpr double kRelTol = 1e-6;

// At most this many rc_trace values are kept per call (the rest are counted as dropped).
inline constexpr int kMaxTraced = 64;

// How the student's code ran one case.
struct Run {
  enum class Status { Ok, Crashed, TimedOut, Exited, Lost };
  Status status = Status::Ok;
  int code = 0;        // Crashed: the signal; Exited: the exit status
  std::string detail;  // Lost: why the worker is gone
  Answer answer;
  unsigned unset = 0;  // bit k: output number k was left as the check filled it (never written)
  std::vector<Traced> trace;
  bool trace_dropped = false;  // more than kMaxTraced were traced
};

// In the order a report prefers them: the most telling first.
enum class ProblemKind { Crash, Timeout, Exit, BadReturn, Unset, NotFinite, Verdict, Value, Property };

struct Problem {
  ProblemKind kind;
  std::string what;  // one line: "expected 0 (no collision: Bi after P1 (test 5)), got 1 (a collision)"
  // What kind of failure, for the shrinker to keep: "verdict:no collision: Bi after P1 (test 5)",
  // "value:bi", "property:speed kept by reflection", "crash".
  std::string tag;
};

struct Grade {
  Expected expected;
  bool knife_edge = false;
  std::vector<Problem> problems;  // the most telling first; empty: the case passes
  bool Passed() const { return problems.empty(); }
};

// The student's code on another case, for the properties that compare two answers; nullopt when it cannot
// be run (an answers file without that case: the property is skipped).
using Rerun = std::function<std::optional<Run>(const Numbers&)>;

// The other cases a case's properties run (the swapped balls, the reversed wall), so an answers file can
// hold them too.
std::vector<Numbers> Companions(Fn fn, const Numbers& in);

Grade GradeCase(Fn fn, const Numbers& in, const Run& got, const Rerun& rerun);

// "SIGSEGV (segmentation fault)".
std::string SignalName(int sig);

}  // namespace ricochet::app::codecheck
