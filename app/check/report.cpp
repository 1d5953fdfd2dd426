#include "check/report.h"

#include <algorithm>
#include <cmath>

namespace ricochet::app::codecheck {

namespace {

// Columns as the terminal shows them: code points, less combining marks (n̂ is n + U+0302: one column).
std::size_t Columns(const std::string& s) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const std::size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    unsigned cp = len == 1 ? c : c & (0x3Fu >> (len - 1));
    for (std::size_t k = 1; k < len && i + k < s.size(); ++k) cp = (cp << 6) | (s[i + k] & 0x3F);
    const bool combining = (cp >= 0x300 && cp <= 0x36F) || (cp >= 0x20D0 && cp <= 0x20FF);
    if (!combining) ++n;
    i += len;
  }
  return n;
}

std::string Pad(const std::string& s, std::size_t width) {
  const std::size_t c = Columns(s);
  return c >= width ? s + " " : s + std::string(width - c, ' ');
}

std::string StatusText(const FnInfo& f, const Run& got) {
  switch (got.status) {
    case Run::Status::Ok: return AnswerText(f, got.answer);
    case Run::Status::Crashed: return "crashed: " + SignalName(got.code);
    case Run::Status::TimedOut: return "did not return: " + got.detail;
    case Run::Status::Exited: return "ended the program (exit status " + std::to_string(got.code) + ")";
    case Run::Status::Lost: return got.detail;
  }
  return "?";
}

std::string CaseCount(int n) { return std::to_string(n) + (n == 1 ? " case" : " cases"); }

std::string Xml(const std::string& s) {
  std::string out;
  for (const char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

// The one line a failing function is summed up by.
std::string Headline(const FunctionResult& f) {
  std::string s = std::to_string(f.failed) + " of " + CaseCount(f.cases) + " fail";
  if (f.failure) s += ": " + f.failure->grade.problems.front().what;
  return s;
}

}  // namespace

std::string FunctionText(const FunctionResult& r, const Written& out) {
  const FnInfo& f = Info(r.fn);
  std::string s;
  const std::string name = Pad(f.name, 24);
  if (!r.implemented) return "SKIP  " + name + "not implemented\n";
  const std::string edges =
      r.knife_edges > 0 ? " (" + std::to_string(r.knife_edges) + " on a knife edge: either answer accepted)"
                        : "";
  if (r.Passed()) return "PASS  " + name + CaseCount(r.cases) + edges + "\n";
  s = "FAIL  " + name + std::to_string(r.failed) + " of " + CaseCount(r.cases) + " fail" + edges + "\n";
  if (!r.stopped.empty()) s += "      " + r.stopped + "\n";
  if (r.unanswered > 0) s += "      " + CaseCount(r.unanswered) + " without an answer (skipped)\n";
  if (!r.failure) return s;
  const Failure& x = *r.failure;
  s += "      smallest failing case (" + x.found.name +
       (x.shrink_steps > 0 ? ", shrunk in " + std::to_string(x.shrink_steps) + " steps" : "") + "):\n";
  s += "        " + ArgsText(f, x.in) + "\n";
  const Answer& e = x.grade.expected.answer;
  s += "      expected  " + (f.returns_int && e.ret == 0 ? std::string("0") : AnswerText(f, e)) + " — " +
       x.grade.expected.because + "\n";
  s += "      yours     " + StatusText(f, x.got) + "\n";
  for (const Problem& p : x.grade.problems) s += "      ✗ " + p.what + "\n";
  const TraceDiff& t = x.trace;
  if (!x.got.trace.empty()) {
    s += "      your trace beside the lesson's derivation (" + std::string(f.lesson) + "):\n";
    if (t.rows.empty()) s += "        " + t.note + "\n";
    // The steps up to the first that differs; when none differs, up to two past the last one traced (the
    // mistake comes after it).
    const std::size_t shown = std::min(
        t.rows.size(),
        static_cast<std::size_t>(t.first_difference >= 0 ? t.first_difference + 1 : t.last_traced + 3));
    std::size_t w_sym = 6, w_ref = 8;
    for (std::size_t i = 0; i < shown; ++i) {
      const TraceRow& row = t.rows[i];
      w_sym = std::max(w_sym, Columns(row.symbol) + 2);
      w_ref = std::max(w_ref, Columns(row.lesson) + 2);
    }
    if (!t.rows.empty()) s += "        " + Pad("step", w_sym) + Pad("lesson", w_ref) + "yours\n";
    for (std::size_t i = 0; i < shown; ++i) {
      const TraceRow& row = t.rows[i];
      const bool first = static_cast<int>(i) == t.first_difference;
      std::string line = std::string(first ? "      → " : "        ") + Pad(row.symbol, w_sym) +
                         Pad(row.lesson, w_ref) + row.yours.value_or("") +
                         (first         ? "   ← the first step that differs"
                          : row.differs ? "   ≠"
                                        : "");
      line.erase(line.find_last_not_of(' ') + 1);
      s += line + "\n";
    }
    if (!t.rows.empty() && t.first_difference < 0)
      s += "        every step you traced agrees with the lesson: the mistake comes after them\n";
    if (!t.unmatched.empty()) {
      std::string names;
      for (const std::string& n : t.unmatched) names += (names.empty() ? "" : ", ") + ("\"" + n + "\"");
      s += "        traced names the lesson has no step for: " + names + " (ricochet_check.h lists them)\n";
    }
    if (x.got.trace_dropped)
      s += "        (only the first " + std::to_string(kMaxTraced) + " traced values are kept)\n";
  }
  if (!out.scene.empty()) s += "      the case as a scene: " + out.scene + "\n";
  if (!out.picture.empty()) s += "      and as a picture: " + out.picture + "\n";
  if (!out.problem.empty()) s += "      no files for it: " + out.problem + "\n";
  return s;
}

std::string ReportText(const CheckResult& r, const std::string& source, const WrittenFiles& out) {
  std::string s = "ricochet check " + source + ": " + std::to_string(r.Implemented()) + " of " +
                  std::to_string(r.functions.size()) + " functions implemented, " +
                  std::to_string(r.Passed()) + " pass\n\n";
  for (const FunctionResult& f : r.functions) s += FunctionText(f, out[static_cast<std::size_t>(f.fn)]);
  if (r.Implemented() == 0) {
    s += "\nNo rc_* function found: `ricochet check --header` prints the names (C++: include "
         "ricochet_check.h, "
         "whose extern \"C\" keeps them).\n";
  }
  return s;
}

nlohmann::json ReportJson(const CheckResult& r, const std::string& source, const WrittenFiles& out) {
  nlohmann::json fns = nlohmann::json::array();
  for (const FunctionResult& x : r.functions) {
    const FnInfo& f = Info(x.fn);
    nlohmann::json j = {{"name", f.name},
                        {"lesson", f.lesson},
                        {"implemented", x.implemented},
                        {"passed", x.Passed()},
                        {"cases", x.cases},
                        {"failed", x.failed},
                        {"knife_edges", x.knife_edges},
                        {"unanswered", x.unanswered}};
    if (!x.stopped.empty()) j["stopped"] = x.stopped;
    if (x.failure) {
      const Failure& fl = *x.failure;
      nlohmann::json problems = nlohmann::json::array();
      for (const Problem& p : fl.grade.problems) problems.push_back(p.what);
      nlohmann::json yours = fl.got.status == Run::Status::Ok
                                 ? AnswerJson(f, fl.got.answer)
                                 : nlohmann::json{{"error", StatusText(f, fl.got)}};
      nlohmann::json failure = {{"found_as", fl.found.name},
                                {"shrink_steps", fl.shrink_steps},
                                {"inputs", InputsJson(f, fl.in)},
                                {"expected", AnswerJson(f, fl.grade.expected.answer)},
                                {"because", fl.grade.expected.because},
                                {"yours", yours},
                                {"problems", problems}};
      if (!fl.got.trace.empty()) {
        nlohmann::json rows = nlohmann::json::array();
        for (const TraceRow& row : fl.trace.rows) {
          rows.push_back({{"key", row.key},
                          {"symbol", row.symbol},
                          {"lesson", row.lesson},
                          {"yours", row.yours ? nlohmann::json(*row.yours) : nlohmann::json(nullptr)},
                          {"differs", row.differs}});
        }
        failure["trace"] = rows;
        failure["first_difference"] =
            fl.trace.first_difference >= 0
                ? nlohmann::json(fl.trace.rows[static_cast<std::size_t>(fl.trace.first_difference)].key)
                : nlohmann::json(nullptr);
      }
      const Written& w = out[static_cast<std::size_t>(x.fn)];
      if (!w.scene.empty()) failure["scene"] = w.scene;
      if (!w.picture.empty()) failure["picture"] = w.picture;
      j["failure"] = failure;
    }
    fns.push_back(j);
  }
  return {{"source", source},
          {"implemented", r.Implemented()},
          {"passed", r.Passed()},
          {"all_pass", r.Implemented() > 0 && r.Passed() == r.Implemented()},
          {"functions", fns}};
}

std::string ReportJUnit(const CheckResult& r, const std::string& source) {
  int failures = 0, skipped = 0;
  for (const FunctionResult& f : r.functions)
    failures += f.implemented && !f.Passed(), skipped += !f.implemented;
  const std::string counts = " tests=\"" + std::to_string(r.functions.size()) + "\" failures=\"" +
                             std::to_string(failures) + "\" errors=\"0\" skipped=\"" +
                             std::to_string(skipped) + "\"";
  std::string s =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"ricochet check\"" + counts + ">\n";
  s += "  <testsuite name=\"ricochet check " + Xml(source) + "\"" + counts + ">\n";
  for (const FunctionResult& f : r.functions) {
    s += "    <testcase classname=\"ricochet.check." + std::string(Info(f.fn).lesson) + "\" name=\"" +
         Info(f.fn).name + "\"";
    if (f.Passed()) {
      s += "/>\n";
    } else if (!f.implemented) {
      s += ">\n      <skipped message=\"not implemented\"/>\n    </testcase>\n";
    } else {
      s += ">\n      <failure message=\"" + Xml(Headline(f)) + "\">" + Xml(FunctionText(f)) +
           "</failure>\n    </testcase>\n";
    }
  }
  s += "  </testsuite>\n</testsuites>\n";
  return s;
}

}  // namespace ricochet::app::codecheck
