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

// Which failing case to show: the most telling kind of problem first (a crash, then a NaN, then a wrong
// answer — verdict or value alike — then a property alone), then the simplest case.
std::pair<int, double> Telling(const Grade& g, Fn fn, const Numbers& in) {
  const ProblemKind k = g.problems.front().kind;
  return {static_cast<int>(k == ProblemKind::Value ? ProblemKind::Verdict : k), Complexity(fn, in)};
}

// The same failure in the same case of the lesson (a crash on an after-P1 case stays one).
std::string Signature(const Grade& g) { return g.problems.front().tag + "|" + g.expected.because; }

// A failure shrunk (shrink.h) while the student's code still fails it the same way.
Failure Shrunk(Subject& s, Fn fn, Failure f, int budget, const Rerun& rerun) {
  const std::string signature = Signature(f.grade);
  const StillFails still_fails = [&](const Numbers& x) {
    const std::optional<Run> run = s.Call(fn, x);
    if (!run || run->status == Run::Status::TimedOut) return false;
    const Grade g = GradeCase(fn, x, *run, rerun);
    return !g.Passed() && Signature(g) == signature;
  };
  const codecheck::Shrunk shrunk = Shrink(fn, f.in, still_fails, budget);
  if (shrunk.steps == 0) return f;
  const std::optional<Run> run = s.Call(fn, shrunk.in);
  if (!run) return f;
  f.in = shrunk.in;
  f.shrink_steps = shrunk.steps;
  f.got = *run;
  f.grade = GradeCase(fn, shrunk.in, *run, rerun);
  return f;
}

// How many of the simplest failing cases are shrunk (the simplest result is shown): greedy shrinking can
// stop in a corner that another start avoids.
constexpr std::size_t kShrinkStarts = 3;

FunctionResult CheckFunction(Subject& s, Fn fn, const CheckOptions& o, const Progress& progress) {
  FunctionResult r;
  r.fn = fn;
  r.implemented = s.Implements(fn);
  if (!r.implemented) return r;
  const Rerun rerun = [&](const Numbers& x) { return s.Call(fn, x); };
  const std::vector<Case> cases = s.AnswersAnyCase() ? AllCases(fn, o.random_cases, o.seed) : s.OwnCases(fn);
  std::vector<Failure> failures;
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
    failures.push_back({c, c.in, 0, *run, std::move(g), {}});
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
  if (failures.empty()) return r;
  const auto telling = [&](const Failure& f) { return Telling(f.grade, fn, f.in); };
  std::stable_sort(failures.begin(), failures.end(),
                   [&](const Failure& a, const Failure& b) { return telling(a) < telling(b); });
  Failure best = failures.front();
  const bool shrinkable = s.AnswersAnyCase() && best.got.status != Run::Status::TimedOut;
  if (shrinkable) {
    const bool crash = best.got.status != Run::Status::Ok;  // each try may cost a new worker: one start
    const std::size_t starts = crash ? 1 : kShrinkStarts;
    const int rank = telling(best).first;
    std::optional<Failure> smallest;
    for (std::size_t i = 0; i < std::min(starts, failures.size()) && telling(failures[i]).first == rank;
         ++i) {
      Failure f = Shrunk(s, fn, failures[i], crash ? kCrashShrinkBudget : o.shrink_budget, rerun);
      if (!smallest || telling(f) < telling(*smallest)) smallest = std::move(f);
    }
    best = std::move(*smallest);
  }
  if (!best.got.trace.empty()) best.trace = CompareTrace(fn, best.in, best.got.trace);
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
