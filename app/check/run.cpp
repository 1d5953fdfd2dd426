#include "check/run.h"

#include <algorithm>

#include "check/cases.h"
#include "check/shrink.h"

namespace ricochet::app::codecheck {

int CheckResult::Implemented() const {
  return static_cast<int>(
      std::count_if(functions.begin(), functions.end(), [](auto& f) { return f.implemented; }));
}

int CheckResult::Passed() const {
  return static_cast<int>(
      std::count_if(functions.begin(), functions.end(), [](auto& f) { return f.Passed(); }));
}

namespace {

FunctionResult CheckFunction(Subject& s, Fn fn, const CheckOptions& o, const Progress& progress) {
  FunctionResult r;
  r.fn = fn;
  r.implemented = s.Implements(fn);
  if (!r.implemented) return r;
  const Rerun rerun = [&](const Numbers& x) { return s.Call(fn, x); };
  const std::vector<Case> cases = s.AnswersAnyCase() ? AllCases(fn, o.random_cases, o.seed) : s.OwnCases(fn);
  std::optional<Failure> best;
  int crashes = 0;
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const Case& c = cases[k];
    const std::optional<Run> run = s.Call(fn, c.in);
    if (progress) progress(fn, static_cast<int>(k + 1), static_cast<int>(cases.size()));
    if (!run) {
      ++r.unanswered;
      continue;
    }
    Grade g = GradeCase(fn, c.in, *run, rerun);
    ++r.cases;
    if (g.knife_edge) ++r.knife_edges;
    if (g.Passed()) continue;
    ++r.failed;
    if (!best || Complexity(fn, c.in) < Complexity(fn, best->in)) {
      best = Failure{c, c.in, 0, *run, std::move(g), {}};
    }
    if (run->status == Run::Status::TimedOut) {
      r.stopped = "stopped at the first call that did not return";
      break;
    }
    if ((run->status == Run::Status::Crashed || run->status == Run::Status::Exited) &&
        ++crashes >= kMaxCrashes) {
      r.stopped = "stopped after " + std::to_string(kMaxCrashes) + " crashes";
      break;
    }
  }
  if (best && s.AnswersAnyCase() && best->got.status != Run::Status::TimedOut) {
    const std::string tag = best->grade.problems.front().tag;
    const bool crash = best->got.status != Run::Status::Ok;
    const StillFails still_fails = [&](const Numbers& x) {
      const std::optional<Run> run = s.Call(fn, x);
      if (!run || run->status == Run::Status::TimedOut) return false;
      const Grade g = GradeCase(fn, x, *run, rerun);
      return !g.Passed() && g.problems.front().tag == tag;
    };
    const Shrunk shrunk = Shrink(fn, best->in, still_fails, crash ? kCrashShrinkBudget : o.shrink_budget);
    if (shrunk.steps > 0) {
      best->in = shrunk.in;
      best->shrink_steps = shrunk.steps;
      if (const std::optional<Run> run = s.Call(fn, shrunk.in)) {
        best->got = *run;
        best->grade = GradeCase(fn, shrunk.in, *run, rerun);
      }
    }
  }
  if (best && !best->got.trace.empty()) best->trace = CompareTrace(fn, best->in, best->got.trace);
  r.failure = std::move(best);
  return r;
}

}  // namespace

CheckResult RunCheck(Subject& subject, const CheckOptions& o, const Progress& progress) {
  CheckResult result;
  for (const FnInfo& f : Functions()) {
    if (!o.functions.empty() && std::find(o.functions.begin(), o.functions.end(), f.fn) == o.functions.end())
      continue;
    result.functions.push_back(CheckFunction(subject, f.fn, o, progress));
  }
  return result;
}

}  // namespace ricochet::app::codecheck
