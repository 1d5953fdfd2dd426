#include "explain/explain.h"

#include <string_view>

#include "scene/scene.h"

namespace ricochet::app {

namespace {

struct Builder {
  std::string_view lesson;
  Derivation (*build)(const nlohmann::json&, const std::string&);
};

// Lessons `ricochet explain` knows, in syllabus order. A builder not yet written is simply absent.
constexpr Builder kBuilders[] = {
    {"edge-normal", ExplainEdgeNormal},       {"point-segment", ExplainPointSegment},
    {"circle-segment", ExplainCircleSegment}, {"ray-circle", ExplainRayCircle},
    {"circle-circle", ExplainCircleCircle},   {"elastic-1d", ExplainElastic1D},
    {"elastic-2d", ExplainElastic2D},
};

}  // namespace

Derivation Explain(const nlohmann::json& scene, const std::string& file) {
  const std::string id = ReadLessonId(scene, file);
  for (const Builder& b : kBuilders) {
    if (b.lesson == id) return b.build(scene, file);
  }
  std::string known;
  for (const Builder& b : kBuilders) known += (known.empty() ? "" : ", ") + std::string(b.lesson);
  throw SceneError(file, "lesson", "unknown lesson \"" + id + "\" (explain knows: " + known + ")");
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
