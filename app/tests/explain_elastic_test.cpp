#include <gtest/gtest.h>

#include "explain/explain.h"
#include "lessons/lesson.h"
#include "scene/scene.h"

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
  EXPECT_EQ(out["steps"][0]["symbol"], "approaching");
  EXPECT_EQ(out["steps"][0]["value"], true);
}

TEST(ExplainElastic1D, VerdictNamesTheDecidingTestWithNumbers) {
  const json scene = {{"lesson", "elastic-1d"}, {"m1", 1}, {"m2", 1}, {"v1", -10}, {"v2", 10}};
  const Derivation d = Explain(scene, "t.json");
  EXPECT_NE(d.verdict.find("Not approaching: V1 − V2 = -20 ≤ 0"), std::string::npos) << d.verdict;
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
  EXPECT_NE(d.verdict.find("Not approaching: N·V1 − N·V2 = -5 ≤ 0"), std::string::npos) << d.verdict;
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
