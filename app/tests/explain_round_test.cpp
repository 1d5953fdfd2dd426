// `ricochet explain` for ray-circle (Lecture 20) and circle-circle (air hockey).
#include <gtest/gtest.h>

#include "explain/explain.h"
#include "lessons/lesson.h"
#include "scene/scene.h"
#include "step_text.h"

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
    if (st["key"] == "t0_proj") {
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
  EXPECT_NE(miss.verdict.find("will miss the circle"), std::string::npos) << miss.verdict;
  EXPECT_NE(miss.verdict.find("−2000"), std::string::npos) << miss.verdict;  // b² − 4ac = 10000 − 4·100·30

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

// Each preset's derivation follows its lecture's order: these lists are the order of the slides, so a reorder
// is deliberate (change the lecture note, docs/lessons.md and this list together).
namespace ricochet::app {
namespace {

using nlohmann::json;

std::vector<std::string> Keys(const Derivation& d) {
  std::vector<std::string> out;
  for (const Step& s : d.steps) out.push_back(s.key);
  return out;
}
std::vector<std::string> Symbols(const Derivation& d) {
  std::vector<std::string> out;
  for (const Step& s : d.steps) out.push_back(SymbolOf(s));
  return out;
}

// The derivation of a lesson's preset, through `ricochet explain` (the same as the panel).
Derivation OfPreset(const char* lesson, const std::string& preset) {
  const auto l = FindLesson(lesson)->Make();
  for (const Preset& p : l->Presets()) {
    if (p.name == preset) return Explain(p.scene, preset);
  }
  ADD_FAILURE() << lesson << " has no preset " << preset;
  return {};
}

using List = std::vector<std::string>;
List Cat(std::initializer_list<List> parts) {
  List out;
  for (const List& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}

// Lecture 20: the ray, the circle equation with B(t) substituted, a b c, the discriminant's cases, the roots;
// the tests for non-collision (behind, miss), each shown until the one that decides; the second method;
// ti and Bi; then Lecture 10's reflection with n̂ from C to Bi, and Lecture 20's own, which agrees.
const List kQuadratic = {"v", "bs_c", "substitute", "a", "b", "c", "discriminant", "kind"};
const List kTests = {"v_len", "m", "bs_outside", "behind", "dist0_sq", "misses"};
const List kSecond = {"s_sq", "s", "t0_proj", "t1_proj"};
const List kBounce = {"ti",    "bi",           "normal",        "i_vec",  "i_dot_n", "s_vec",
                      "r_vec", "be_reflected", "reflected_dir", "m_back", "r_alt",   "r_alt_hat",
                      "k",     "be_alt"};

TEST(LectureOrder, RayCircleStepsFollowLecture20) {
  EXPECT_EQ(Keys(OfPreset("ray-circle", "hit")), Cat({kQuadratic, {"t0", "t1"}, kTests, kSecond, kBounce}));
  EXPECT_EQ(Keys(OfPreset("ray-circle", "graze")), Cat({kQuadratic, {"t0"}, kTests, kSecond, kBounce}));
  // The tests end the derivation where they decide: the miss ends at "ray will miss the circle", not at s².
  EXPECT_EQ(Keys(OfPreset("ray-circle", "miss")), Cat({kQuadratic, kTests}));
  EXPECT_EQ(Keys(OfPreset("ray-circle", "behind")),
            Cat({kQuadratic, {"t0", "t1", "v_len", "m", "bs_outside", "behind"}}));
  EXPECT_EQ(Keys(OfPreset("ray-circle", "starts inside")),
            Cat({kQuadratic, {"t0", "t1", "v_len", "m", "bs_outside"}}));
  EXPECT_EQ(Keys(OfPreset("ray-circle", "too late")),
            Cat({kQuadratic, {"t0", "t1"}, kTests, kSecond, {"too_late"}}));
  // The pinball grows the pillar first (the lecture's last slide reduces to this test with r_s + r_c).
  List pinball = Cat({kQuadratic, {"t0", "t1"}, kTests, kSecond, kBounce});
  pinball.insert(pinball.begin() + 2, "radius");
  EXPECT_EQ(Keys(OfPreset("ray-circle", "pinball radius")), pinball);

  // The symbols, as the lecture writes them: r for the radius, r⃗ (with its arrow) for the reflection.
  EXPECT_EQ(Symbols(OfPreset("ray-circle", "hit")), (List{"v⃗",
                                                          "BsC⃗",
                                                          "B(t) in the circle's equation",
                                                          "a",
                                                          "b",
                                                          "c",
                                                          "b² − 4ac",
                                                          "ray vs circle",
                                                          "t0",
                                                          "t1",
                                                          "‖v⃗‖",
                                                          "m",
                                                          "Bs outside the circle?",
                                                          "test 1: circle behind the ray's origin?",
                                                          "dist0²",
                                                          "test 2: the ray misses the circle?",
                                                          "s²",
                                                          "s",
                                                          "t0",
                                                          "t1",
                                                          "t_i",
                                                          "Bi",
                                                          "n̂",
                                                          "i⃗",
                                                          "i⃗·n̂",
                                                          "s⃗",
                                                          "r⃗",
                                                          "Be'",
                                                          "r̂",
                                                          "m⃗ (Lecture 20)",
                                                          "r⃗ (Lecture 20)",
                                                          "r̂ (Lecture 20)",
                                                          "k",
                                                          "Be' (Lecture 20)"}));
}

TEST(LectureOrder, RayCircleRowsSayWhatTheLectureSays) {
  const Derivation hit = OfPreset("ray-circle", "hit");
  const auto step = [](const Derivation& d, const char* key) { return d.steps.at(d.Find(key)); };
  EXPECT_EQ(StepValueText(step(hit, "substitute")), "100t² − 140t + 46.44 = 0");  // a, b, c of the next rows
  EXPECT_EQ(StepValueText(step(hit, "behind")), "the circle is not behind");
  EXPECT_EQ(FormulaOf(step(hit, "misses")), "dist0² > r²");
  EXPECT_EQ(NumbersOf(step(hit, "misses")), "1.44 < 2²");  // the relation that holds, never "1.44 > 2²"
  // Lecture 10's r⃗ and Lecture 20's 2(m⃗·n̂)n̂ − m⃗ point the same way, and both give Be'.
  EXPECT_EQ(StepValueText(step(hit, "r_alt_hat")), "(−0.28, 0.96)");
  EXPECT_EQ(math::Text(step(hit, "r_alt_hat").note), "the same r̂ as above");
  EXPECT_EQ(math::Text(step(hit, "be_alt").note), "the same Be' as above");
  for (int i : {0, 1}) {
    EXPECT_NEAR(step(hit, "reflected_dir").value_json[i].get<double>(),
                step(hit, "r_alt_hat").value_json[i].get<double>(), 1e-12);
  }

  const Derivation miss = OfPreset("ray-circle", "miss");
  EXPECT_EQ(miss.steps.back().key, "misses");
  EXPECT_EQ(StepValueText(miss.steps.back()), "the ray misses the circle: no collision");
  EXPECT_EQ(NumbersOf(miss.steps.back()), "10.24 > 2²");
  const Derivation behind = OfPreset("ray-circle", "behind");
  EXPECT_NE(StepValueText(behind.steps.back()).find("the circle is behind Bs"), std::string::npos);
  // With a pinball the radius is R everywhere, never r.
  const Derivation pin = OfPreset("ray-circle", "pinball radius");
  EXPECT_EQ(FormulaOf(step(pin, "misses")), "dist0² > R²");
  EXPECT_EQ(FormulaOf(step(pin, "c")), "c = BsC⃗·BsC⃗ − R²");
}

// The air-hockey lecture: the simpler problem (point puck, still stick) by the law of cosines — L⃗, C⃗ and
// their lengths, P(t), the quadratic with α = C L cos Θ not yet known, the K construction for α (and Θ), the
// discriminant, t; only then R + r; only then relative motion (P2); then "is t in range?".
const List kSimple = {"l", "l_sq", "c", "c_sq", "p_t", "quadratic", "k_sq", "alpha", "theta", "discriminant"};
const List kRound = {"sum_r", "quadratic_r", "discriminant_r"};
const List kRelative = {"p2",        "l_rel",         "l_sq_rel",        "k_sq_rel",
                        "alpha_rel", "quadratic_rel", "discriminant_rel"};
const List kContact = {"in_range", "puck_at_t", "stick_at_t"};

TEST(LectureOrder, CircleCircleIsBuiltInTheLecturesThreeSteps) {
  EXPECT_EQ(Keys(OfPreset("circle-circle", "simpler problem (r = 0, stick still)")),
            Cat({kSimple, {"t"}, kContact}));
  EXPECT_EQ(Keys(OfPreset("circle-circle", "still stick")), Cat({kSimple, {"t"}, kRound, {"t_r"}, kContact}));
  // The moving stick: the point puck and the round puck miss the stick held at S0 — relative motion hits.
  EXPECT_EQ(Keys(OfPreset("circle-circle", "hit")), Cat({kSimple, kRound, kRelative, {"t_rel"}, kContact}));
  EXPECT_EQ(Keys(OfPreset("circle-circle", "overlapping")),
            Cat({kSimple, {"t"}, kRound, {"t_r"}, {"in_range"}}));
  EXPECT_EQ(Keys(OfPreset("circle-circle", "miss")).back(), "discriminant_rel");
  // Both moving alike: the relative L is 0, so there is nothing to solve and no "in range".
  EXPECT_EQ(Keys(OfPreset("circle-circle", "no relative motion")).back(), "quadratic_rel");

  const Derivation simple = OfPreset("circle-circle", "simpler problem (r = 0, stick still)");
  EXPECT_EQ(Symbols(simple), (List{"L⃗", "L²", "C⃗", "C²", "P(t)", "the law of cosines", "K²", "α", "Θ",
                                   "discriminant", "t", "is t in range?", "P(t)", "S(t)"}));
  const auto value = [](const Derivation& d, const char* key) {
    return StepValueText(d.steps.at(d.Find(key)));
  };
  // L = (10, 0), C = (6, 1.2): K² = 16 + 1.44, α = (100 + 37.44 − 17.44)/2 = 60 = 10·6 + 0·1.2,
  // disc = 3600 − 100(37.44 − 2.25) = 81, t = (60 − 9)/100 = 0.51.
  EXPECT_EQ(value(simple, "k_sq"), "17.44");
  EXPECT_EQ(value(simple, "alpha"), "60");
  EXPECT_EQ(value(simple, "theta"), "11.3°");
  EXPECT_EQ(value(simple, "quadratic"), "100t² − 2αt + 35.19 = 0") << "α is not known yet";
  EXPECT_EQ(value(simple, "discriminant"), "two solutions: we want the earlier");
  EXPECT_EQ(simple.steps.at(simple.Find("discriminant")).value_json, 81.0);
  EXPECT_EQ(value(simple, "t"), "0.51");
  EXPECT_EQ(value(simple, "in_range"), "impact this frame");

  // The three problems' answers differ, and the last is the lesson's result.
  const Derivation still = OfPreset("circle-circle", "still stick");
  EXPECT_NE(value(still, "t"), value(still, "t_r"));
  EXPECT_EQ(still.steps.at(still.Find("t_r")).value_json, ExplainJson(still)["result"]["t"]);
  const Derivation hit = OfPreset("circle-circle", "hit");
  EXPECT_EQ(hit.steps.at(hit.Find("t_rel")).value_json, ExplainJson(hit)["result"]["t"]);
  EXPECT_EQ(value(hit, "p2"), "(12, 2.5)");  // each coordinate as short as it is (draw/format.h)
}

// The tunneling lesson is the motivation: the discrete test (D < R + r at the frame's ends) first, then
// the swept test over the whole path, then the speed where the first fails.
TEST(LectureOrder, TunnelingShowsTheDiscreteTestFailingFirst) {
  const List discrete = {"v", "d0", "d1", "discrete_collides"};
  EXPECT_EQ(Keys(OfPreset("tunneling", "fast: tunnels through the circle")),
            Cat({discrete, {"a", "b", "c", "discriminant", "t0", "swept_collides", "threshold"}}));
  EXPECT_EQ(Keys(OfPreset("tunneling", "fast: tunnels through the wall")),
            Cat({discrete, {"n_hat", "n_dot_v", "ti_face", "swept_collides", "threshold"}}));
  const Derivation d = OfPreset("tunneling", "fast: tunnels through the circle");
  EXPECT_EQ(StepValueText(d.steps.at(d.Find("discrete_collides"))), "no collision seen");
  EXPECT_EQ(FormulaOf(d.steps.at(d.Find("d0"))), "D(0) = ‖Bs − C‖");
}

// The syllabus puts the motivation before the circle tests.
TEST(LectureOrder, TunnelingComesBeforeTheCircleTests) {
  std::vector<std::string> ids;
  for (const LessonEntry& e : LessonList()) ids.push_back(e.id);
  const auto at = [&](const char* id) { return std::find(ids.begin(), ids.end(), id) - ids.begin(); };
  EXPECT_LT(at("tunneling"), at("ray-circle"));
  EXPECT_LT(at("ray-circle"), at("circle-circle"));
}

}  // namespace
}  // namespace ricochet::app
