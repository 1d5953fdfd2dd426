#include "explain/explain.h"

#include <string_view>
#include <vector>

#include "draw/text_wrap.h"

namespace ricochet::app {

namespace {

// Display columns of a UTF-8 text: code points, less the combining marks (n̂ is one column).
std::size_t Columns(std::string_view s) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if ((c & 0xC0) == 0x80) continue;
    const bool combining = (c == 0xCC || (c == 0xCD && static_cast<unsigned char>(s[i + 1]) < 0xB0)) ||
                           (c == 0xE2 && s.substr(i, 2) == "\xE2\x83");
    if (!combining) ++n;
  }
  return n;
}

// One line to `width` columns, broken where WrapText breaks a line (draw/text_wrap.h: between whole clauses,
// before a sign and never after one, not inside a bracket that fits); continuations indented under `hang`
// columns.
std::string Wrapped(const std::string& line, std::size_t width, std::size_t hang) {
  if (Columns(line) <= width) return line;
  const std::size_t lead = std::min(line.find_first_not_of(' '), line.size());  // the line's own indent
  hang = std::max(hang, lead + 2);
  const std::vector<std::string> words = SpaceWords(std::string_view(line).substr(lead));
  const auto joined = [&](std::size_t begin, std::size_t end) { return JoinedWords(words, begin, end); };
  // The runs are cut to the continuation's room, the narrower one.
  const double room = static_cast<double>(width > hang + 8 ? width - hang : 8);
  std::string out, cur = line.substr(0, lead);
  for (const WordRun& r : BreakRuns(words, room, [&](std::size_t b, std::size_t e) {
         return static_cast<double>(Columns(joined(b, e)));
       })) {
    const std::string run = joined(r.begin, r.end);
    if (Columns(cur) > lead && (r.starts_line || Columns(cur) + 1 + Columns(run) > width)) {
      out += cur + "\n";
      cur = std::string(hang, ' ') + run;
    } else {
      cur += (Columns(cur) > lead ? " " : "") + run;
    }
  }
  return out + cur;
}

}  // namespace

std::string ExplainText(const Derivation& d) {
  std::string out = d.lesson + "\n\n";
  int number = 0;
  for (const Step& s : d.steps) {
    ++number;
    const std::string prefix = (number < 10 ? " " : "") + std::to_string(number) + ". ";
    std::size_t at = 0;
    const std::string text = StepText(s);
    bool first = true;
    while (at <= text.size()) {
      std::size_t nl = text.find('\n', at);
      if (nl == std::string::npos) nl = text.size();
      const std::string line = (first ? prefix : std::string(prefix.size(), ' ')) + text.substr(at, nl - at);
      out += Wrapped(line, kExplainColumns, prefix.size() + 6) + "\n";
      first = false;
      at = nl + 1;
    }
  }
  if (!d.verdict.empty()) out += "\n" + Wrapped(d.verdict, kExplainColumns, 0) + "\n";
  return out;
}

nlohmann::json ExplainJson(const Derivation& d) {
  static constexpr const char* kKinds[] = {"definition", "computation", "test", "cases", "equation"};
  static constexpr const char* kRoles[] = {"formula", "numbers", "value", "outcome", "case", "note"};
  nlohmann::json steps = nlohmann::json::array();
  for (const Step& s : d.steps) {
    nlohmann::json lines = nlohmann::json::array();
    const std::vector<StepLine> ls = StepLines(s);
    for (const StepLine& l : ls) {
      nlohmann::json line = {{"role", kRoles[static_cast<int>(l.role)]},
                             {"text", math::Text(l.expr)},
                             {"mathml", math::MathML(l.expr)}};
      if (l.role == LineRole::Case) line["holds"] = l.marked;
      lines.push_back(line);
    }
    nlohmann::json j = {{"key", s.key},
                        {"kind", kKinds[static_cast<int>(s.kind)]},
                        {"symbol", math::Text(StepName(s))},
                        {"formula", ls.empty() ? "" : math::Text(ls.front().expr)},
                        {"expression", math::Json(ls.empty() ? nullptr : ls.front().expr)},
                        {"value", JsonNoiseless(s.value_json)},
                        {"lines", lines}};
    if (s.kind == StepKind::Test) j["holds"] = s.holds, j["outcome"] = s.outcome;
    if (s.kind == StepKind::Cases) j["outcome"] = StepValueText(s);
    steps.push_back(std::move(j));
  }
  return {{"lesson", d.lesson},
          {"inputs", d.inputs},
          {"steps", steps},
          {"verdict", d.verdict},
          {"result", JsonNoiseless(d.result)}};
}

}  // namespace ricochet::app
