// `ricochet explain` for ray-circle (Lecture 20) and circle-circle (air hockey).
#include <gtest/gtest.h>

#include "explain/explain.h"
#include "lessons/lesson.h"
#include "scene/scene.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

json Result(const json& scene) { return ExplainJson(Explain(scene, "t.json"))["result"]; }

json RayScene(Vec2 c, double r) {
  return {{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {c.x, c.y}}, {"r", r}};
}

TEST(ExplainRayCircle, ExactKeysOnAHit) {
  const Derivation d = Explain(RayScene({6, 0}, 2), "t.json");
  const json out = ExplainJson(d);
  const json& r = out["result"];
  std::vector<std::string> keys;
  for (const auto& [k, _] : r.items()) keys.push_back(k);
  std::sort(keys.begin(), keys.end());
  EXPECT_EQ(keys, (std::vector<std::string>{"a", "b", "be_reflected", "bi", "c", "collides", "discriminant",
                                            "dist0_sq", "kind", "m", "normal", "reflected_dir", "t0", "t1",
                                            "ti", "v"}));
  EXPECT_EQ(r["v"], json::array({10.0, 0.0}));
  EXPECT_DOUBLE_EQ(r["a"].get<double>(), 100);
  EXPECT_DOUBLE_EQ(r["b"].get<double>(), -120);
  EXPECT_DOUBLE_EQ(r["c"].get<double>(), 32);
  EXPECT_DOUBLE_EQ(r["discriminant"].get<double>(), 1600);
  EXPECT_EQ(r["kind"], "hit");
  EXPECT_DOUBLE_EQ(r["t0"].get<double>(), 0.4);
  EXPECT_DOUBLE_EQ(r["t1"].get<double>(), 0.8);
  EXPECT_DOUBLE_EQ(r["m"].get<double>(), 6);
  EXPECT_DOUBLE_EQ(r["dist0_sq"].get<double>(), 0);
  EXPECT_EQ(r["collides"], true);
  EXPECT_DOUBLE_EQ(r["ti"].get<double>(), 0.4);
  EXPECT_NEAR(r["bi"][0].get<double>(), 4, 1e-12);
  EXPECT_NEAR(r["normal"][0].get<double>(), -1, 1e-12);
  EXPECT_NEAR(r["reflected_dir"][0].get<double>(), -1, 1e-12);
  EXPECT_NEAR(r["be_reflected"][0].get<double>(), -2, 1e-12);
  EXPECT_NE(d.verdict.find("Hit"), std::string::npos);
  EXPECT_NE(d.verdict.find("0.4"), std::string::npos);
  // the projection method's roots are steps too, and agree
  bool saw_proj = false;
  for (const json& st : out["steps"]) {
    if (st["symbol"] == "t0 (projection)") {
      saw_proj = true;
      EXPECT_DOUBLE_EQ(st["value"].get<double>(), 0.4);
    }
  }
  EXPECT_TRUE(saw_proj);
}

TEST(ExplainRayCircle, ExactGrazeIsAHitAtHalfTime) {
  const json r = Result(RayScene({5, 2}, 2));
  EXPECT_EQ(r["kind"], "graze");
  EXPECT_DOUBLE_EQ(r["discriminant"].get<double>(), 0);
  EXPECT_DOUBLE_EQ(r["ti"].get<double>(), 0.5);
  EXPECT_EQ(r["collides"], true);
}

TEST(ExplainRayCircle, AbsentValuesAreNullAndTheVerdictNamesTheTest) {
  const Derivation miss = Explain(RayScene({5, 3}, 2), "t.json");
  const json r = ExplainJson(miss)["result"];
  EXPECT_EQ(r["kind"], "miss");
  EXPECT_TRUE(r["t0"].is_null());
  EXPECT_TRUE(r["t1"].is_null());
  EXPECT_TRUE(r["ti"].is_null());
  EXPECT_TRUE(r["bi"].is_null());
  EXPECT_TRUE(r["normal"].is_null());
  EXPECT_TRUE(r["reflected_dir"].is_null());
  EXPECT_TRUE(r["be_reflected"].is_null());
  EXPECT_EQ(r["collides"], false);
  EXPECT_NE(miss.verdict.find("misses"), std::string::npos) << miss.verdict;
  EXPECT_NE(miss.verdict.find("-2000"), std::string::npos) << miss.verdict;  // b² − 4ac = 10000 − 4·100·30

  EXPECT_NE(Explain(RayScene({-5, 0}, 2), "t.json").verdict.find("behind"), std::string::npos);
  EXPECT_NE(Explain(RayScene({20, 0}, 2), "t.json").verdict.find("too late"), std::string::npos);
  const Derivation inside = Explain(RayScene({1, 0}, 2), "t.json");
  EXPECT_NE(inside.verdict.find("inside"), std::string::npos);
  EXPECT_EQ(ExplainJson(inside)["result"]["collides"], false);
}

TEST(ExplainRayCircle, PinballRadiusGrowsThePillar) {
  json scene = RayScene({5, 3}, 2);
  scene["rs"] = 1.5;
  const json out = ExplainJson(Explain(scene, "t.json"));
  EXPECT_EQ(out["inputs"]["rs"], 1.5);
  EXPECT_EQ(out["result"]["collides"], true);
  EXPECT_DOUBLE_EQ(out["result"]["c"].get<double>(), 34 - 3.5 * 3.5);
  EXPECT_EQ(out["steps"][2]["symbol"], "R");
}

TEST(ExplainCircleCircle, ExactKeysOnAHit) {
  const json scene = {{"lesson", "circle-circle"},
                      {"p0", {0, 0}},
                      {"p1", {4, 0}},
                      {"s0", {10, 0}},
                      {"s1", {6, 0}},
                      {"r", 1},
                      {"R", 1}};
  const Derivation d = Explain(scene, "t.json");
  const json r = ExplainJson(d)["result"];
  std::vector<std::string> keys;
  for (const auto& [k, _] : r.items()) keys.push_back(k);
  std::sort(keys.begin(), keys.end());
  EXPECT_EQ(keys, (std::vector<std::string>{"alpha", "c", "c_sq", "collides", "discriminant", "l", "l_sq",
                                            "p2", "puck_at_t", "stick_at_t", "t"}));
  EXPECT_EQ(r["p2"], json::array({8.0, 0.0}));
  EXPECT_EQ(r["l"], json::array({8.0, 0.0}));
  EXPECT_DOUBLE_EQ(r["l_sq"].get<double>(), 64);
  EXPECT_EQ(r["c"], json::array({10.0, 0.0}));
  EXPECT_DOUBLE_EQ(r["c_sq"].get<double>(), 100);
  EXPECT_DOUBLE_EQ(r["alpha"].get<double>(), 80);
  EXPECT_DOUBLE_EQ(r["discriminant"].get<double>(), 256);
  EXPECT_DOUBLE_EQ(r["t"].get<double>(), 1);
  EXPECT_EQ(r["collides"], true);
  EXPECT_EQ(r["puck_at_t"], json::array({4.0, 0.0}));
  EXPECT_EQ(r["stick_at_t"], json::array({6.0, 0.0}));
  EXPECT_NE(d.verdict.find("Hit at t = 1"), std::string::npos) << d.verdict;
}

TEST(ExplainCircleCircle, OutcomesInWords) {
  json scene = {{"lesson", "circle-circle"},
                {"p0", {0, 0}},
                {"p1", {10, 0}},
                {"s0", {5, 3}},
                {"s1", {5, 3}},
                {"r", 1},
                {"R", 1}};
  const Derivation miss = Explain(scene, "t.json");
  EXPECT_NE(miss.verdict.find("passes the stick by"), std::string::npos);
  EXPECT_TRUE(ExplainJson(miss)["result"]["t"].is_null());
  EXPECT_TRUE(ExplainJson(miss)["result"]["puck_at_t"].is_null());
  scene["s0"] = {30, 0};
  scene["s1"] = {30, 0};
  EXPECT_NE(Explain(scene, "t.json").verdict.find("too late"), std::string::npos);
  scene["s0"] = {-5, 0};
  scene["s1"] = {-5, 0};
  EXPECT_NE(Explain(scene, "t.json").verdict.find("in the past"), std::string::npos);
  scene["s0"] = {1, 0};
  scene["s1"] = {1, 0};
  EXPECT_NE(Explain(scene, "t.json").verdict.find("overlap"), std::string::npos);
  scene["s0"] = {5, 5};
  scene["s1"] = {15, 5};  // moves exactly like the puck
  const Derivation still = Explain(scene, "t.json");
  EXPECT_NE(still.verdict.find("no relative motion"), std::string::npos);
  EXPECT_DOUBLE_EQ(ExplainJson(still)["result"]["l_sq"].get<double>(), 0);
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

TEST(ExplainRoundErrors, MalformedScenesNameFileFieldAndProblem) {
  const json ray = RayScene({5, 2}, 2);
  auto with = [](json s, const char* k, const json& v) {
    if (v.is_null()) {
      s.erase(k);
    } else {
      s[k] = v;
    }
    return s;
  };
  ExpectSceneError(with(ray, "bs", nullptr), "bs", "missing");
  ExpectSceneError(with(ray, "c", "x"), "c", "expected a point");
  ExpectSceneError(with(ray, "c", {1, 2, 3}), "c", "2 numbers");
  ExpectSceneError(with(ray, "r", nullptr), "r", "missing");
  ExpectSceneError(with(ray, "r", "2"), "r", "number");
  ExpectSceneError(with(ray, "r", 0), "r", "must be in [1e-6, 1e6], got 0");
  ExpectSceneError(with(ray, "r", -1), "r", "must be in [1e-6, 1e6], got -1");
  ExpectSceneError(with(ray, "rs", -1), "rs", "must be 0 or in [1e-6, 1e6], got -1");
  ExpectSceneError(with(ray, "be", {0, 0}), "be", "does not move");
  ExpectSceneError(with(ray, "be", {0, "a"}), "be[1]", "number");

  const json cc = {{"lesson", "circle-circle"},
                   {"p0", {0, 0}},
                   {"p1", {10, 0}},
                   {"s0", {5, 3}},
                   {"s1", {5, 3}},
                   {"r", 1},
                   {"R", 1}};
  ExpectSceneError(with(cc, "s1", nullptr), "s1", "missing");
  ExpectSceneError(with(cc, "R", nullptr), "R", "missing");
  ExpectSceneError(with(cc, "r", -0.5), "r", "must be 0 or in [1e-6, 1e6], got -0.5");
  ExpectSceneError(with(cc, "R", -0.5), "R", "must be 0 or in [1e-6, 1e6], got -0.5");
  ExpectSceneError(with(with(cc, "R", 0), "r", 0), "R", "> 0");
  ExpectSceneError(with(cc, "p1", json::array()), "p1", "2 numbers");
}

}  // namespace
}  // namespace ricochet::app
