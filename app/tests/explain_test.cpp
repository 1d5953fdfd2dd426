#include "explain/explain.h"

#include <gtest/gtest.h>

#include "draw/format.h"
#include "lessons/lesson.h"
#include "math/expr.h"
#include "scene/scene.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

TEST(ExplainEdgeNormal, ResultKeysAndValues) {
  const json scene = {{"lesson", "edge-normal"}, {"p0", {1, 1}}, {"p1", {4, 5}}, {"p", {5, 0}}};
  const json out = ExplainJson(Explain(scene, "t.json"));
  EXPECT_EQ(out["lesson"], "edge-normal");
  const json& r = out["result"];
  EXPECT_EQ(r["e"], json::array({3.0, 4.0}));
  EXPECT_EQ(r["n"], json::array({4.0, -3.0}));
  EXPECT_DOUBLE_EQ(r["n_hat"][0].get<double>(), 0.8);
  EXPECT_DOUBLE_EQ(r["d"].get<double>(), 0.8 - 0.6);
  // BC = n̂·(P − P0) = (0.8, −0.6)·(4, −1) = 3.8
  EXPECT_NEAR(r["bc"].get<double>(), 3.8, 1e-12);
  EXPECT_EQ(r["side"], "outside");
  EXPECT_EQ(out["steps"][0]["symbol"], "e⃗");
  EXPECT_EQ(out["steps"][0]["formula"], "e⃗ = P1 − P0 = (x1 − x0, y1 − y0)");
  EXPECT_EQ(out["steps"][0]["kind"], "computation");
}

TEST(ExplainEdgeNormal, WithoutPHasNoBoundaryCondition) {
  const json scene = {{"lesson", "edge-normal"}, {"p0", {0, 0}}, {"p1", {0, 2}}};
  const json r = ExplainJson(Explain(scene, "t.json"))["result"];
  EXPECT_FALSE(r.contains("bc"));
  EXPECT_EQ(r["n_hat"], json::array({1.0, -0.0}));
}

void ExpectSceneError(const json& scene, const std::string& field, const std::string& problem_part) {
  try {
    Explain(scene, "bad.json");
    FAIL() << "no error for " << scene.dump();
  } catch (const SceneError& e) {
    EXPECT_EQ(e.file, "bad.json");
    EXPECT_EQ(e.field, field) << e.what();
    EXPECT_NE(e.problem.find(problem_part), std::string::npos) << e.what();
  }
}

TEST(ExplainErrors, MalformedScenesNameFileFieldAndProblem) {
  ExpectSceneError({{"p0", {0, 0}}}, "lesson", "missing");
  ExpectSceneError({{"lesson", "nope"}}, "lesson", "unknown lesson");
  ExpectSceneError({{"lesson", 3}}, "lesson", "string");
  ExpectSceneError({{"lesson", "edge-normal"}, {"p1", {1, 0}}}, "p0", "missing");
  ExpectSceneError({{"lesson", "edge-normal"}, {"p0", {0, 0}}, {"p1", "x"}}, "p1", "expected a point");
  ExpectSceneError({{"lesson", "edge-normal"}, {"p0", {0, 0, 1}}, {"p1", {1, 0}}}, "p0", "2 numbers");
  ExpectSceneError({{"lesson", "edge-normal"}, {"p0", {0, "a"}}, {"p1", {1, 0}}}, "p0[1]", "number");
  ExpectSceneError({{"lesson", "edge-normal"}, {"p0", {1, 1}}, {"p1", {1, 1}}}, "p1", "zero-length");
}

// Issue 25: `explain` wraps a line past 80 columns where a lecturer breaks one: before a sign, never after
// it ("… + (−4, 0.5) · (−4, 0.5) −" / "2² = 0" read as a sum missing its last term), and never inside a
// bracketed vector ("(−4," / "0.5)"). Every lesson's presets.
TEST(ExplainText, LongLinesBreakBeforeASignAndNeverInsideAVector) {
  for (const LessonEntry& e : LessonList()) {
    if (std::string(e.id) == "sandbox") continue;  // no formulas
    for (const Preset& p : e.Make()->Presets()) {
      json scene = p.scene;
      scene["lesson"] = e.id;
      std::string text;
      try {
        text = ExplainText(Explain(scene, "scene.json"));
      } catch (const SceneError&) {
        continue;  // a preset that shows a refusal (a zero-length edge)
      }
      for (std::size_t at = 0, nl = 0; at < text.size(); at = nl + 1) {
        nl = std::min(text.find('\n', at), text.size());
        const std::string line = text.substr(at, nl - at);
        if (line.empty()) continue;
        const std::string last = line.substr(line.rfind(' ') == std::string::npos ? 0 : line.rfind(' ') + 1);
        EXPECT_FALSE(math::IsRelationSign(last) || math::IsOperatorSign(last))
            << e.id << " / " << p.name << ": \"" << line << "\" ends with a sign";
        // A number in brackets followed by a comma at a line's end: a vector cut in two.
        const std::size_t open = line.rfind('('), close = line.rfind(')');
        if (line.back() == ',' && open != std::string::npos && (close == std::string::npos || close < open)) {
          const std::string tail = line.substr(open + 1, line.size() - open - 2);
          EXPECT_FALSE(!tail.empty() && tail.find(' ') == std::string::npos &&
                       tail.find_first_not_of("0123456789.−") == std::string::npos)
              << e.id << " / " << p.name << ": \"" << line << "\" cuts a vector";
        }
      }
    }
  }
}

}  // namespace
}  // namespace ricochet::app
