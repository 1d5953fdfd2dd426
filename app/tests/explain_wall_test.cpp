// `ricochet explain` for the wall lessons: point-segment and circle-segment.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "explain/explain.h"
#include "lessons/lesson.h"
#include "scene/scene.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

json PointScene(json bs, json be, json p0 = {0, 0}, json p1 = {0, 4}) {
  return {{"lesson", "point-segment"}, {"p0", p0}, {"p1", p1}, {"bs", bs}, {"be", be}};
}
json CircleScene(json bs, json be, double r = 1.0, json p0 = {0, 0}, json p1 = {0, 4}) {
  return {{"lesson", "circle-segment"}, {"p0", p0}, {"p1", p1}, {"bs", bs}, {"be", be}, {"r", r}};
}
json Result(const json& scene) { return ExplainJson(Explain(scene, "t.json"))["result"]; }

void ExpectKeys(const json& r, std::vector<std::string> keys) {
  std::vector<std::string> got;
  for (auto it = r.begin(); it != r.end(); ++it) got.push_back(it.key());
  std::sort(keys.begin(), keys.end());
  std::sort(got.begin(), got.end());
  EXPECT_EQ(got, keys) << r.dump();
}

TEST(ExplainPointSegment, HitHasEveryResultKey) {
  // Wall (0,0) → (0,4), n̂ = (1, 0). Bs (3, 1) → Be (−1, 3): ti = 0.75, Bi = (0, 2.5), Be' = (1, 3).
  const Derivation d = Explain(PointScene({3, 1}, {-1, 3}), "t.json");
  const json r = ExplainJson(d)["result"];
  ExpectKeys(r, {"v", "n_hat", "collides", "ti", "bi", "rejected_by", "be_reflected", "reflected_dir"});
  EXPECT_EQ(r["v"], json::array({-4.0, 2.0}));
  EXPECT_EQ(r["n_hat"], json::array({1.0, 0.0}));
  EXPECT_EQ(r["collides"], true);
  EXPECT_EQ(r["ti"], 0.75);
  EXPECT_EQ(r["bi"], json::array({0.0, 2.5}));
  EXPECT_TRUE(r["rejected_by"].is_null());
  EXPECT_EQ(r["be_reflected"], json::array({1.0, 3.0}));
  EXPECT_NEAR(r["reflected_dir"][0].get<double>(), 2 / std::sqrt(5.0), 1e-15);
  EXPECT_NE(d.verdict.find("hit"), std::string::npos);
  // The Lecture 10 construction is in the steps, in order.
  std::vector<std::string> symbols;
  for (const Step& s : d.steps) symbols.push_back(SymbolOf(s));
  const auto at = [&](const char* sym) {
    return std::find(symbols.begin(), symbols.end(), sym) - symbols.begin();
  };
  EXPECT_LT(at("t_i"), at("Bi"));
  EXPECT_LT(at("Bi"), at("i⃗"));
  EXPECT_LT(at("i⃗"), at("s⃗"));
  EXPECT_LT(at("s⃗"), at("r⃗"));
  EXPECT_LT(at("r⃗"), at("Be'"));
  EXPECT_LT(at("Be'"), static_cast<long>(symbols.size()));
}

TEST(ExplainPointSegment, EveryRejectionIsNamed) {
  struct Case {
    json bs, be;
    const char* rejected_by;
    bool has_ti;
    const char* verdict_part;
  };
  const Case cases[] = {
      {{-1, 1}, {-2, 3}, "both-inside", false, "both Bs and Be are inside — n̂·Bs = −1 < n̂·P0 = 0"},
      {{3.2, 1}, {1, 3}, "both-outside", false, "both Bs and Be are outside — n̂·Bs = 3.2 > n̂·P0 = 0"},
      {{0, -1}, {0, 6}, "parallel", false, "n̂·v = 0"},
      {{1, -1}, {-1, -1}, "before-p0", true, "(Bi − P0)·(P1 − P0) = −4 < 0"},
      {{2, 6}, {-2, 6}, "after-p1", true, "(Bi − P1)·(P0 − P1) = −8 < 0"},
      {{0, 2}, {-2, 3}, "both-inside", false, "Bs is on the line and Be is inside"},
  };
  for (const Case& c : cases) {
    const Derivation d = Explain(PointScene(c.bs, c.be), "t.json");
    const json r = ExplainJson(d)["result"];
    ExpectKeys(r, {"v", "n_hat", "collides", "ti", "bi", "rejected_by"});
    EXPECT_EQ(r["rejected_by"], c.rejected_by);
    EXPECT_EQ(r["collides"], false);
    EXPECT_EQ(r["ti"].is_null(), !c.has_ti) << c.rejected_by;
    EXPECT_EQ(r["bi"].is_null(), !c.has_ti) << c.rejected_by;
    EXPECT_NE(d.verdict.find(c.verdict_part), std::string::npos) << d.verdict;
    EXPECT_EQ(d.verdict.rfind("rejected: ", 0), 0u) << d.verdict;
  }
  // ti and Bi are those of the infinite line when computed.
  const json b0 = Result(PointScene({1, -1}, {-1, -1}));
  EXPECT_EQ(b0["ti"], 0.5);
  EXPECT_EQ(b0["bi"], json::array({0.0, -1.0}));
}

TEST(ExplainPointSegment, BallThatDoesNotMoveIsExplained) {
  const Derivation d = Explain(PointScene({2, 2}, {2, 2}), "t.json");
  EXPECT_EQ(ExplainJson(d)["result"]["rejected_by"], "both-outside");
  EXPECT_NE(d.verdict.find("does not move"), std::string::npos);
}

TEST(ExplainCircleSegment, EdgeHitHasEveryResultKey) {
  const json r = Result(CircleScene({4, 2}, {0, 2}));
  ExpectKeys(r, {"v", "n_hat", "d", "start_side", "collides", "ti", "bi", "contact", "normal", "be_reflected",
                 "reflected_dir"});
  EXPECT_EQ(r["v"], json::array({-4.0, 0.0}));
  EXPECT_EQ(r["n_hat"], json::array({1.0, 0.0}));
  EXPECT_EQ(r["d"], 1.0);
  EXPECT_EQ(r["start_side"], "outside");
  EXPECT_EQ(r["collides"], true);
  EXPECT_EQ(r["ti"], 0.75);
  EXPECT_EQ(r["bi"], json::array({1.0, 2.0}));
  EXPECT_EQ(r["contact"], "edge");
  EXPECT_EQ(r["normal"], json::array({1.0, 0.0}));
  EXPECT_EQ(r["be_reflected"], json::array({2.0, 2.0}));
  EXPECT_EQ(r["reflected_dir"], json::array({1.0, 0.0}));
}

TEST(ExplainCircleSegment, InsideStartHasMinusR) {
  const json r = Result(CircleScene({-4, 2}, {0, 2}));
  EXPECT_EQ(r["d"], -1.0);
  EXPECT_EQ(r["start_side"], "inside");
  EXPECT_EQ(r["normal"], json::array({-1.0, 0.0}));
}

TEST(ExplainCircleSegment, EndpointHitsNameTheEnd) {
  const Derivation d = Explain(CircleScene({3, 4.6}, {-3, 4.6}), "t.json");
  const json r = ExplainJson(d)["result"];
  EXPECT_EQ(r["contact"], "p1");
  EXPECT_NEAR(r["ti"].get<double>(), 11.0 / 30.0, 1e-12);
  EXPECT_NEAR(r["normal"][0].get<double>(), 0.8, 1e-12);
  EXPECT_NEAR(r["normal"][1].get<double>(), 0.6, 1e-12);
  EXPECT_NE(d.verdict.find("The lecture's test would reject it"), std::string::npos) << d.verdict;
  EXPECT_EQ(Result(CircleScene({3, -0.6}, {-3, -0.6}))["contact"], "p0");
}

TEST(ExplainCircleSegment, EveryRejectionIsExplained) {
  struct Case {
    json bs, be;
    bool has_ti;
    const char* verdict_part;
  };
  const Case cases[] = {
      {{-3, 1}, {-2, 3}, false, "both Bs and Be are more than r inside — n̂·Bs − n̂·P0 = −3 < −r = −1"},
      {{3, 1}, {1.5, 3}, false, "both Bs and Be are more than r outside — n̂·Bs − n̂·P0 = 3 > r = 1"},
      {{0.5, 5.5}, {0.5, 8}, false, "parallel"},
      {{3, 6}, {-3, 6}, true, "past P1 — (Bi − P1)·(P0 − P1) = −8 < 0"},
      {{3, -2}, {-3, -2}, true, "before P0 — (Bi − P0)·(P1 − P0) = −8 < 0"},
      {{0.5, 6}, {-2, 6.5}, true, "ti = −0.2 is not in [0, 1]"},
      {{0.5, 2}, {3, 2}, false, "already overlaps the wall at t = 0 — dist(Bs, P0P1) = 0.5 < r = 1"},
  };
  for (const Case& c : cases) {
    const Derivation d = Explain(CircleScene(c.bs, c.be), "t.json");
    const json r = ExplainJson(d)["result"];
    ExpectKeys(r, {"v", "n_hat", "d", "start_side", "collides", "ti", "bi", "contact"});
    EXPECT_EQ(r["collides"], false);
    EXPECT_TRUE(r["contact"].is_null());
    EXPECT_EQ(r["ti"].is_null(), !c.has_ti) << d.verdict;
    EXPECT_NE(d.verdict.find(c.verdict_part), std::string::npos) << d.verdict;
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

TEST(ExplainWallErrors, MalformedScenesNameTheField) {
  ExpectSceneError(PointScene({3, 1}, {-1, 3}, {1, 1}, {1, 1}), "p1", "zero-length");
  ExpectSceneError(CircleScene({3, 1}, {-1, 3}, 1, {1, 1}, {1, 1}), "p1", "zero-length");
  ExpectSceneError(CircleScene({3, 1}, {-1, 3}, 0), "r", "must be in [1e-6, 1e6], got 0");
  ExpectSceneError(CircleScene({3, 1}, {-1, 3}, -2), "r", "must be in [1e-6, 1e6], got -2");
  json no_be = PointScene({3, 1}, {-1, 3});
  no_be.erase("be");
  ExpectSceneError(no_be, "be", "missing");
  json no_r = CircleScene({3, 1}, {-1, 3});
  no_r.erase("r");
  ExpectSceneError(no_r, "r", "missing");
  json bad_r = CircleScene({3, 1}, {-1, 3});
  bad_r["r"] = "big";
  ExpectSceneError(bad_r, "r", "number");
  ExpectSceneError(PointScene({3, 1, 2}, {-1, 3}), "bs", "2 numbers");
  ExpectSceneError(CircleScene({3, "x"}, {-1, 3}), "bs[1]", "number");
}

}  // namespace
}  // namespace ricochet::app
