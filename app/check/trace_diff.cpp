#include "check/trace_diff.h"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "check/grade.h"
#include "check/scenes.h"
#include "lessons/lesson.h"
#include "scene/scene.h"

namespace ricochet::app::codecheck {

namespace {

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// A step's value as numbers: 1 (a number or a bool) or 2 (a vector); 0 when it holds none.
int ValueOf(const nlohmann::json& v, double out[2]) {
  if (v.is_boolean()) return out[0] = v.get<bool>() ? 1 : 0, 1;
  if (v.is_number()) return out[0] = v.get<double>(), 1;
  if (v.is_array() && v.size() == 2 && v[0].is_number() && v[1].is_number()) {
    out[0] = v[0].get<double>(), out[1] = v[1].get<double>();
    return 2;
  }
  return 0;
}

std::string Text(int dims, const double v[2]) {
  return dims == 2 ? "(" + Short(v[0]) + ", " + Short(v[1]) + ")" : Short(v[0]);
}

}  // namespace

bool TraceNameMatches(const Step& step, const std::string& name) {
  const std::string key = Lower(step.key), n = Lower(name);
  // The step's symbol as printed (t_i, n̂, e⃗), or as typed in plain text (ti, e): subscripts and arrows
  // dropped.
  std::string symbol = math::Text(StepName(step)), plain = symbol;
  for (const std::string mark : {"_", "\u20D7"}) {
    for (std::size_t m; (m = plain.find(mark)) != std::string::npos;) plain.erase(m, mark.size());
  }
  return symbol == name || plain == name || key == n || key == n + "_r" || key == n + "_rel";
}

TraceDiff CompareTrace(Fn fn, const Numbers& in, const std::vector<Traced>& trace) {
  TraceDiff d;
  const std::optional<nlohmann::json> scene = SceneOf(fn, in);
  if (!scene) {
    d.note = "the lesson has no derivation of this case";
    return d;
  }
  Derivation derivation;
  try {
    derivation = Explain(*scene, "the failing case");
  } catch (const SceneError& e) {
    d.note = std::string("the lesson has no derivation of this case: ") + e.problem;
    return d;
  }
  // Which step each traced name stands for (the last match), and its last traced value.
  std::vector<int> step_of(trace.size(), -1);
  for (std::size_t t = 0; t < trace.size(); ++t) {
    for (std::size_t s = 0; s < derivation.steps.size(); ++s) {
      if (TraceNameMatches(derivation.steps[s], trace[t].symbol)) step_of[t] = static_cast<int>(s);
    }
    if (step_of[t] < 0 &&
        std::find(d.unmatched.begin(), d.unmatched.end(), trace[t].symbol) == d.unmatched.end()) {
      d.unmatched.push_back(trace[t].symbol);
    }
  }
  for (std::size_t s = 0; s < derivation.steps.size(); ++s) {
    const Step& step = derivation.steps[s];
    double ref[2] = {0, 0};
    const int dims = ValueOf(step.value_json, ref);
    if (dims == 0) continue;
    const std::string shown =
        step.value_json.is_boolean() ? (ref[0] != 0 ? "true" : "false") : Text(dims, ref);
    TraceRow row{step.key, math::Text(StepName(step)), shown, std::nullopt, false};
    for (std::size_t t = trace.size(); t-- > 0;) {
      if (step_of[t] != static_cast<int>(s)) continue;
      const Traced& x = trace[t];
      row.yours = Text(x.dims, x.v);
      const double scale = dims == 2 ? std::hypot(ref[0], ref[1]) : std::abs(ref[0]);
      const double err = x.dims != dims ? INFINITY
                         : dims == 2    ? std::hypot(x.v[0] - ref[0], x.v[1] - ref[1])
                                        : std::abs(x.v[0] - ref[0]);
      row.differs = !(err <= kRelTol * std::max(1.0, scale));
      break;
    }
    if (row.differs && d.first_difference < 0) d.first_difference = static_cast<int>(d.rows.size());
    if (row.yours) d.last_traced = static_cast<int>(d.rows.size());
    d.rows.push_back(std::move(row));
  }
  return d;
}

}  // namespace ricochet::app::codecheck
