// Sandbox scenes: validation messages, presets, round trip.
#include <gtest/gtest.h>

#include "lessons/lesson.h"
#include "ricochet/world_diagnostics.h"
#include "scene/scene.h"
#include "scene/sim_scene.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

std::string ErrorOf(const json& scene) {
  try {
    SandboxWorld(scene, "s.json");
  } catch (const SceneError& e) {
    return e.what();
  }
  return "";
}

// Issue 29: the reader's own checks are bounded: a pile of balls on one point is refused at the 1,000th
// overlapping pair (counting all 2·10⁶ · 2·10⁶ / 2 would take hours), and balls × (walls + pillars) beyond
// 2·10⁸ before any is checked; a kinematic ball has no mass.
TEST(SandboxScene, TheReadersChecksAreBounded) {
  json pile = json::array();
  for (int i = 0; i < 5000; ++i) pile.push_back({{"p", {0, 0}}, {"r", 1}});
  EXPECT_EQ(ErrorOf({{"balls", pile}}), "s.json: balls: 1000 or more pair(s) of balls overlap at the start");
  json balls = json::array(), walls = json::array();
  for (int i = 0; i < 20'001; ++i) balls.push_back({{"p", {i * 3, 0}}, {"r", 1}});
  for (int k = 0; k < 10'000; ++k) walls.push_back({{"p0", {k * 3, 100}}, {"p1", {k * 3 + 1, 100}}});
  EXPECT_EQ(ErrorOf({{"balls", balls}, {"walls", walls}}),
            "s.json: balls: 20001 balls × 10000 walls and pillars are 200010000 checks that no ball starts "
            "inside one, at most 200000000 (about a second)");
  EXPECT_EQ(ErrorOf({{"balls", {{{"p", {0, 0}}, {"r", 1}, {"kinematic", true}, {"m", 5}}}}}),
            "s.json: balls[0].m: a kinematic ball has no mass (remove m)");
}

TEST(SandboxScene, ErrorsNameTheField) {
  EXPECT_EQ(ErrorOf({{"balls", {{{"p", {0, 0}}, {"r", 0}}}}}),
            "s.json: balls[0].r: must be in [1e-6, 1e6], got 0");
  EXPECT_EQ(ErrorOf({{"balls", {{{"p", {0, 0}}, {"r", 1}}, {{"p", {5}}, {"r", 1}}}}}),
            "s.json: balls[1].p: expected a point [x, y] with 2 numbers, got 1");
  EXPECT_EQ(ErrorOf({{"balls", {{{"p", {0, 0}}, {"r", 1}, {"m", -2}}}}}),
            "s.json: balls[0].m: must be in [1e-6, 1e6], got -2");
  EXPECT_EQ(ErrorOf({{"walls", {{{"p0", {0, 0}}}}}}), "s.json: walls[0].p1: missing");
  EXPECT_EQ(ErrorOf({{"pillars", {{{"c", {0, 0}}, {"r", "big"}}}}}),
            "s.json: pillars[0].r: expected a number, got string");
  EXPECT_EQ(ErrorOf({{"balls", 3}}), "s.json: balls: expected an array, got number");
  EXPECT_EQ(ErrorOf({{"broadphase", "octree"}}), "s.json: broadphase: expected \"grid\" or \"naive\"");
  EXPECT_EQ(ErrorOf({{"preset", "snooker"}}),
            "s.json: preset: unknown preset 'snooker' (pinball, air-hockey, billiards, gas, small gas)");
  EXPECT_EQ(
      ErrorOf({{"balls", {{{"p", {0, 0.5}}, {"r", 1}}}}, {"walls", {{{"p0", {-5, 0}}, {"p1", {5, 0}}}}}}),
      "s.json: balls[0]: starts inside wall 0 (closer than r)");
  EXPECT_EQ(ErrorOf({{"balls", {{{"p", {0, 0}}, {"r", 1}}, {{"p", {1, 0}}, {"r", 1}}}}}),
            "s.json: balls: 1 pair(s) of balls overlap at the start");
  // The sandbox fuzz finding of 2026-11-23: a 10⁻⁶ ball on a wall reaching 10⁶ (the engine's rounding at 10⁶
  // is 10⁻⁴ of that radius). The same line from the window's reader (the lesson) as from the CLI's.
  const json tiny = json::parse(R"({"lesson":"sandbox","balls":[{"p":[0,9],"r":1e-6},{"p":[3e-6,1],
      "v":[-1e-6,0],"r":1e-6,"m":1e6}],"walls":[{"p0":[-1e6,-1e6],"p1":[1e6,1e6]}],"gravity":[0,-1]})");
  const std::string why =
      "balls[0].r: is 1e-6, below 1e-5 × the scene's extent 1e6 (walls[0].p0[0]): a radius must be at least "
      "10 "
      "at that scale";
  EXPECT_EQ(ErrorOf(tiny), "s.json: " + why);
  const auto lesson = FindLesson("sandbox")->Make();
  const json before = lesson->SaveScene();
  try {
    lesson->LoadScene(tiny);
    ADD_FAILURE() << "the lesson opened it";
  } catch (const SceneError& e) {
    EXPECT_EQ(e.field + ": " + e.problem, why);
  }
  EXPECT_EQ(lesson->SaveScene(), before) << "refused: the lesson is unchanged";
  // Radii of 10 (the bound at 10⁶), or radii of 10⁻⁵ on a table within ±1 (gravity 1 is its extent): inside.
  json at_bound = tiny, small_table = tiny;
  for (json& b : at_bound["balls"]) b["r"] = 10.0;
  at_bound["balls"][0]["p"] = {-30, 9};
  at_bound["balls"][1]["p"] = {30, 1};
  EXPECT_EQ(ErrorOf(at_bound), "");
  for (json& b : small_table["balls"]) b["r"] = 1e-5;
  small_table["balls"][0]["p"] = {0, 0.9};
  small_table["balls"][1]["p"] = {3e-5, 0.6};
  small_table["walls"][0] = {{"p0", {-0.5, -0.5}}, {"p1", {0.5, 0.5}}};
  EXPECT_EQ(ErrorOf(small_table), "");
}

TEST(SandboxScene, EveryPresetRunsClean) {
  for (const SandboxPresetInfo& p : SandboxPresets()) {
    SCOPED_TRACE(p.name);
    World w = SandboxWorld(SandboxPreset(p.name), p.name);
    ASSERT_GT(w.balls.size(), 0u);
    for (int k = 0; k < 60; ++k) w.Step();
    EXPECT_EQ(CountOverlaps(w.balls), 0);
    EXPECT_EQ(CountPenetrations(w), 0);
  }
}

TEST(SandboxScene, RoundTripIsExact) {
  World a = SandboxWorld(SandboxPreset("air-hockey"), "a");
  a.Step();
  World b = SandboxWorld(SandboxJson(a), "b");
  EXPECT_EQ(a.balls.x, b.balls.x);
  EXPECT_EQ(a.balls.vy, b.balls.vy);
  EXPECT_EQ(a.balls.m, b.balls.m);  // the paddle's +∞ survives as "kinematic": true
  EXPECT_EQ(a.walls.size(), b.walls.size());
}

TEST(SandboxScene, PresetFieldsCanBeReplaced) {
  World w = SandboxWorld({{"preset", "billiards"}, {"gravity", {0, -0.5}}}, "p");
  EXPECT_EQ(w.gravity, (Vec2{0, -0.5}));
  EXPECT_EQ(w.balls.size(), 16u);
}

}  // namespace
}  // namespace ricochet::app
