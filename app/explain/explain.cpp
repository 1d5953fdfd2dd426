#include "explain/explain.h"

namespace ricochet::app {

int Derivation::Find(std::string_view key) const {
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (steps[i].key == key) return static_cast<int>(i);
  }
  return -1;
}

std::string ExplainText(const Derivation& d) {
  std::string out = d.lesson + "\n\n";
  for (const Step& s : d.steps) {
    out += s.symbol + " = " + s.formula + "\n";
    const std::string pad(s.symbol.size() > 0 ? 2 : 0, ' ');
    if (!s.substituted.empty() && s.substituted != s.value) out += pad + "  = " + s.substituted + "\n";
    out += pad + "  = " + s.value + "\n";
  }
  if (!d.verdict.empty()) out += "\n" + d.verdict + "\n";
  return out;
}

nlohmann::json ExplainJson(const Derivation& d) {
  nlohmann::json steps = nlohmann::json::array();
  for (const Step& s : d.steps) {
    steps.push_back({{"symbol", s.symbol}, {"formula", s.formula}, {"value", s.value_json}});
  }
  return {{"lesson", d.lesson}, {"inputs", d.inputs}, {"steps", steps}, {"result", d.result}};
}

}  // namespace ricochet::app
