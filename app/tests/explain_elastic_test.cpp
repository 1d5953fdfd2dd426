#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "explain/explain.h"
#include "lessons/lesson.h"
#include "scene/scene.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

json RunScene(const json& scene) { return ExplainJson(Explain(scene, "t.json")); }

TEST(ExplainElastic1D, LectureExampleResultKeys) {
  const json out = RunScene({{"lesson", "elastic-1d"}, {"m1", 1}, {"m2", 1}, {"v1", 10}, {"v2", -10}});
  EXPECT_EQ(out["lesson"], "elastic-1d");
  const json& r = out["result"];
  ASSERT_EQ(r.size(), 7u);
  EXPECT_EQ(r["approaching"], true);
  EXPECT_DOUBLE_EQ(r["v1_after"].get<double>(), -10);
  EXPECT_DOUBLE_EQ(r["v2_after"].get<double>(), 10);
  EXPECT_DOUBLE_EQ(r["momentum_before"].get<double>(), 0);
  EXPECT_DOUBLE_EQ(r["momentum_after"].get<double>(), 0);
  EXPECT_DOUBLE_EQ(r["energy_before"].get<double>(), 100);
  EXPECT_DOUBLE_EQ(r["energy_after"].get<double>(), 100);
  // The lecture starts from the laws: impulse conservation first, the approaching test last.
  EXPECT_EQ(out["steps"][0]["key"], "momentum_before");
  EXPECT_EQ(out["steps"][0]["kind"], "equation");
  EXPECT_EQ(out["steps"].back()["symbol"], "approaching?");
  EXPECT_EQ(out["steps"].back()["kind"], "test");
  EXPECT_EQ(out["steps"].back()["value"], true);
}

TEST(ExplainElastic1D, VerdictNamesTheDecidingTestWithNumbers) {
  const json scene = {{"lesson", "elastic-1d"}, {"m1", 1}, {"m2", 1}, {"v1", -10}, {"v2", 10}};
  const Derivation d = Explain(scene, "t.json");
  EXPECT_NE(d.verdict.find("Not approaching: V1 − V2 = −20 ≤ 0"), std::string::npos) << d.verdict;
  EXPECT_EQ(d.result["v1_after"], -10.0);
  json off = scene;
  off["approaching_test"] = false;
  const Derivation n = Explain(off, "t.json");
  EXPECT_NE(n.verdict.find("OFF"), std::string::npos) << n.verdict;
  EXPECT_EQ(n.result["approaching"], false);
  EXPECT_DOUBLE_EQ(n.result["v1_after"].get<double>(), 10);  // turned back: "move nowhere"
  EXPECT_EQ(n.inputs["approaching_test"], false);
}

TEST(ExplainElastic1D, DifferentMasses) {
  const json r = RunScene({{"lesson", "elastic-1d"}, {"m1", 1}, {"m2", 3}, {"v1", 8}, {"v2", 0}})["result"];
  EXPECT_DOUBLE_EQ(r["v1_after"].get<double>(), -4);
  EXPECT_DOUBLE_EQ(r["v2_after"].get<double>(), 4);
  EXPECT_DOUBLE_EQ(r["energy_after"].get<double>(), 32);
}

TEST(ExplainElastic2D, GlancingResultKeys) {
  const json out = RunScene({{"lesson", "elastic-2d"},
                             {"p1", {0, 0}},
                             {"p2", {3, 4}},
                             {"v1", {5, 0}},
                             {"v2", {0, 0}},
                             {"m1", 1},
                             {"m2", 1}});
  const json& r = out["result"];
  ASSERT_EQ(r.size(), 8u);
  for (const char* k : {"n", "v1n", "v2n", "v1_par", "v2_par", "approaching", "v1_after", "v2_after"}) {
    EXPECT_TRUE(r.contains(k)) << k;
  }
  EXPECT_DOUBLE_EQ(r["n"][0].get<double>(), 0.6);
  EXPECT_DOUBLE_EQ(r["n"][1].get<double>(), 0.8);
  EXPECT_DOUBLE_EQ(r["v1n"][0].get<double>(), 1.8);
  EXPECT_EQ(r["approaching"], true);
  EXPECT_NEAR(r["v1_after"][0].get<double>(), 3.2, 1e-12);
  EXPECT_NEAR(r["v1_after"][1].get<double>(), -2.4, 1e-12);
  EXPECT_NEAR(r["v2_after"][0].get<double>(), 1.8, 1e-12);
  EXPECT_NEAR(r["v2_after"][1].get<double>(), 2.4, 1e-12);
  EXPECT_EQ(out["steps"][0]["symbol"], "N");
}

TEST(ExplainElastic2D, NotApproachingKeepsVelocities) {
  const Derivation d = Explain({{"lesson", "elastic-2d"},
                                {"p1", {0, 0}},
                                {"p2", {2, 0}},
                                {"v1", {-1, 3}},
                                {"v2", {4, 0}},
                                {"m1", 2},
                                {"m2", 1}},
                               "t.json");
  EXPECT_EQ(d.result["approaching"], false);
  EXPECT_EQ(d.result["v1_after"], json::array({-1.0, 3.0}));
  EXPECT_NE(d.verdict.find("Not approaching: proj1V − proj2V = N·V1 − N·V2 = −5 ≤ 0"), std::string::npos)
      << d.verdict;
}

std::vector<std::string> Symbols(const Derivation& d) {
  std::vector<std::string> out;
  for (const Step& s : d.steps) out.push_back(SymbolOf(s));
  return out;
}

const Step& StepOf(const Derivation& d, const char* key) {
  const int i = d.Find(key);
  EXPECT_GE(i, 0) << key;
  return d.steps.at(static_cast<std::size_t>(std::max(i, 0)));
}

// `ricochet explain` of every preset lists Lecture 17's steps in its order: the two conservation laws with
// the numbers, their solution, the check, the same-mass swap, "move nowhere", the better solution.
TEST(ExplainElastic1D, EveryPresetFollowsTheLecture) {
  const std::vector<std::string> lecture = {"momentum p: before = after",
                                            "energy E: before = after",
                                            "V1'",
                                            "V2'",
                                            "p'",
                                            "E'",
                                            "same mass?",
                                            "(V1'', V2'')",
                                            "approaching?"};
  auto l = FindLesson("elastic-1d")->Make();
  ASSERT_FALSE(l->Presets().empty());
  for (const Preset& p : l->Presets()) {
    const Derivation d = Explain(p.scene, p.name);
    EXPECT_EQ(Symbols(d), lecture) << p.name;
    EXPECT_EQ(StepOf(d, "same_mass").value_json, p.scene["m1"] == p.scene["m2"]) << p.name;
  }
  // The laws with the numbers and the unknowns, as the slide writes them: V1 = 10 mph, V2 = 0.
  const Derivation d = Explain({{"lesson", "elastic-1d"}, {"m1", 1}, {"m2", 1}, {"v1", 10}, {"v2", 0}}, "t");
  // Each law with the numbers, its known side worked out, then solved for the unknowns' side.
  EXPECT_EQ(StepText(StepOf(d, "momentum_before")),
            "momentum p: before = after\n  m1 V1 + m2 V2 = m1 V1' + m2 V2'\n    1 · 10 + 1 · 0 = 10 = 1 V1' "
            "+ 1 V2'\n"
            "    ⇔ 10 = 1 V1' + 1 V2'");
  EXPECT_EQ(NumbersOf(StepOf(d, "energy_before")), "1 · 10² / 2 + 1 · 0² / 2 = 50 = 1 V1'² / 2 + 1 V2'² / 2");
  EXPECT_EQ(NumbersOf(StepOf(d, "same_mass")), "1 = 1");
  EXPECT_EQ(StepValueText(StepOf(d, "same_mass")), "same mass: the velocities swap, V₁' = V₂ and V₂' = V₁");
  EXPECT_EQ(StepOf(d, "move_nowhere").value_json, json::array({10.0, 0.0}));  // back to V1, V2
}

// The formulas' V1', V2' are written for separating balls too; the test at the end keeps the velocities.
TEST(ExplainElastic1D, TheTestDecidesLast) {
  const Derivation d = Explain({{"lesson", "elastic-1d"}, {"m1", 1}, {"m2", 1}, {"v1", -5}, {"v2", 5}}, "t");
  EXPECT_EQ(StepOf(d, "v1_formula").value_json, 5.0);
  EXPECT_EQ(StepValueText(StepOf(d, "approaching")), "not approaching: V₁' = V₁, V₂' = V₂");
  EXPECT_EQ(NumbersOf(StepOf(d, "approaching")), "−5 − 5 = −10 < 0");
  EXPECT_EQ(d.result["v1_after"], -5.0);
  EXPECT_EQ(d.result["v2_after"], 5.0);
  EXPECT_EQ(d.steps.back().key, "approaching");
}

// The slide, then the jME code: N, the normal parts (N·V) N, the parallel parts V − VN, the code's test
// proj1V − proj2V > 0, then the normal parts swap (same mass) and V' = V'N + V∥.
TEST(ExplainElastic2D, EveryPresetFollowsTheLecture) {
  const std::vector<std::string> hit = {"N",    "V1N",  "V2N", "V1∥", "V2∥", "approaching?",
                                        "V1N'", "V2N'", "V1'", "V2'"};
  const std::vector<std::string> apart = {"N", "V1N", "V2N", "V1∥", "V2∥", "approaching?", "V1'", "V2'"};
  auto l = FindLesson("elastic-2d")->Make();
  for (const Preset& p : l->Presets()) {
    const Derivation d = Explain(p.scene, p.name);
    const bool approaching = d.result["approaching"].get<bool>();
    EXPECT_EQ(Symbols(d), approaching ? hit : apart) << p.name;
    EXPECT_EQ(FormulaOf(StepOf(d, "approaching")), "N·V1 − N·V2 > 0");
    if (!approaching) continue;
    const bool same = p.scene["m1"] == p.scene["m2"];
    // Same mass: the lecture's V'1N = (N·V2) N; other masses: the 1D formulas along N.
    EXPECT_EQ(FormulaOf(StepOf(d, "v1n_after")),
              same ? "V1N' = (N·V2) N" : "V1N' = (((N·V1) (m1 − m2) + 2 m2 (N·V2)) / (m1 + m2)) N")
        << p.name;
  }
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

TEST(ExplainElastic, MalformedScenes) {
  const json one = {{"lesson", "elastic-1d"}, {"m1", 1}, {"m2", 1}, {"v1", 10}, {"v2", 0}};
  auto with = [](json j, const char* k, json v) {
    j[k] = std::move(v);
    return j;
  };
  ExpectSceneError(with(one, "m1", 0), "m1", "must be in [1e-6, 1e6], got 0");
  ExpectSceneError(with(one, "m2", -2), "m2", "must be in [1e-6, 1e6], got -2");
  ExpectSceneError(with(one, "v1", "fast"), "v1", "number");
  ExpectSceneError(with(one, "approaching_test", 1), "approaching_test", "true or false");
  json missing = one;
  missing.erase("v2");
  ExpectSceneError(missing, "v2", "missing");

  const json two = {{"lesson", "elastic-2d"}, {"p1", {0, 0}}, {"p2", {2, 0}}, {"v1", {1, 0}},
                    {"v2", {0, 0}},           {"m1", 1},      {"m2", 1}};
  ExpectSceneError(with(two, "p2", json::array({0, 0})), "p2", "coincident");
  ExpectSceneError(with(two, "m2", 0), "m2", "must be in [1e-6, 1e6], got 0");
  ExpectSceneError(with(two, "v1", json::array({1})), "v1", "2 numbers");
  ExpectSceneError(with(two, "v2", 3), "v2", "point");
  json no_mass = two;
  no_mass.erase("m1");
  ExpectSceneError(no_mass, "m1", "missing");
}

}  // namespace
}  // namespace ricochet::app
