// The sandbox lesson: presets, time controls, history, the selected ball's derivation, the paddle.
#include <gtest/gtest.h>

#include <cmath>

#include "explain/explain.h"
#include "explain/sandbox.h"
#include "lessons/sandbox.h"
#include "ricochet/world.h"
#include "scene/scene.h"
#include "scene/sim_scene.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

void ExpectFiniteFigure(const Lesson& l) {
  Figure fig;
  LessonState st;
  l.Draw(fig, st);
  ASSERT_FALSE(fig.prims().empty());
  for (const Prim& p : fig.prims()) {
    ASSERT_TRUE(IsFinite(p.a) && IsFinite(p.b) && std::isfinite(p.r));
    ASSERT_EQ(p.text.find("nan"), std::string::npos) << p.text;
  }
  for (Vec2 q : fig.points()) ASSERT_TRUE(IsFinite(q));
}

TEST(SandboxLesson, EveryPresetLoadsRunsAndDraws) {
  auto l = FindLesson("sandbox")->Make();
  EXPECT_EQ(l->Id(), "sandbox");
  for (const Preset& p : l->Presets()) {
    SCOPED_TRACE(p.name);
    l->LoadScene(p.scene);
    EXPECT_EQ(l->SaveScene()["balls"], p.scene["balls"]);
    for (int k = 0; k < 30; ++k) l->Tick(1.0 / 60);  // speed 1: one frame per tick
    ExpectFiniteFigure(*l);
    EXPECT_FALSE(l->SceneBounds().Empty());
    const World w = SandboxWorld(l->SaveScene(), "after");  // still a valid scene: no overlaps
    EXPECT_EQ(w.balls.size(), p.scene["balls"].size());
  }
}

TEST(SandboxLesson, ATableWithNoBallsIsExplainedWithNoneSelected) {
  // Found by fuzzing: `ricochet explain` selected ball 0 of a table without balls and read past the end.
  const nlohmann::json scene = {{"lesson", "sandbox"},
                                {"walls", {{{"p0", {0, 0}}, {"p1", {0, 20}}}}},
                                {"pillars", {{{"c", {12, 14}}, {"r", 1.5}}}}};
  const Derivation d = ExplainSandbox(scene, "empty.json");
  EXPECT_EQ(d.inputs.at("balls"), 0);
  EXPECT_EQ(d.inputs.at("walls"), 1);
  EXPECT_EQ(d.inputs.at("pillars"), 1);
  ASSERT_GE(d.steps.size(), 2u);
  EXPECT_EQ(d.steps[0].key, "pair_tests");
  EXPECT_EQ(d.steps[0].value_json, 0);
  EXPECT_EQ(d.steps[1].key, "events");
  EXPECT_EQ(d.steps[1].value_json, 0);
  // The lesson opens the same table, selects nothing, runs and draws its walls.
  auto l = FindLesson("sandbox")->Make();
  l->LoadScene(scene);
  for (int k = 0; k < 3; ++k) l->Tick(1.0 / 60);
  ExpectFiniteFigure(*l);
  EXPECT_EQ(ExplainJson(l->derivation())["inputs"]["balls"], 0);
}

TEST(SandboxLesson, StepBackRestoresTheFrame) {
  auto l = FindLesson("sandbox")->Make();
  l->LoadScene(SandboxPreset("billiards"));
  const json start = l->SaveScene();
  for (int k = 0; k < 3; ++k) SandboxStep(*l);
  EXPECT_NE(l->SaveScene()["balls"], start["balls"]);
  for (int k = 0; k < 3; ++k) EXPECT_TRUE(SandboxStepBack(*l));
  EXPECT_FALSE(SandboxStepBack(*l));
  EXPECT_EQ(l->SaveScene()["balls"], start["balls"]);
}

TEST(SandboxLesson, SelectedBallDerivationNamesTheTestAndTi) {
  // A ball flying at a wall: its frame has one event, found by circle vs segment at ti = 0.5.
  auto l = FindLesson("sandbox")->Make();
  l->LoadScene({{"lesson", "sandbox"},
                {"balls", {{{"p", {0, 0}}, {"v", {4, 0}}, {"r", 1}}}},
                {"walls", {{{"p0", {3, -5}}, {"p1", {3, 5}}}}}});
  SandboxSelect(*l, 0);
  SandboxStep(*l);
  const Derivation d = l->derivation();
  ASSERT_EQ(d.result["selected_events"].size(), 1u);
  EXPECT_EQ(d.result["selected_events"][0]["kind"], "wall");
  EXPECT_DOUBLE_EQ(d.result["selected_events"][0]["ti"].get<double>(), 0.5);
  EXPECT_DOUBLE_EQ(l->TimeOfImpact(), 0.5);
  bool named = false;
  for (const Step& s : d.steps) named = named || s.formula.find("circle vs segment") != std::string::npos;
  EXPECT_TRUE(named);
  ExpectFiniteFigure(*l);
}

TEST(SandboxLesson, ClickingABallSelectsItAndEmptyTableDeselects) {
  auto l = FindLesson("sandbox")->Make();
  l->LoadScene(
      {{"lesson", "sandbox"},
       {"balls", {{{"p", {0, 0}}, {"v", {1, 0}}, {"r", 1}}, {{"p", {10, 0}}, {"v", {0, 0}}, {"r", 2}}}}});
  EXPECT_TRUE(l->Click({11.5, 0.5}, 0.1));  // inside ball 1's rim
  EXPECT_EQ(l->derivation().result["selected"], 1);
  EXPECT_TRUE(l->Click({0.2, 1.05}, 0.1));  // within the grab tolerance of ball 0's rim
  EXPECT_EQ(l->derivation().result["selected"], 0);
  EXPECT_TRUE(l->Click({5, 5}, 0.1));  // empty table
  EXPECT_TRUE(l->derivation().result["selected"].is_null() || l->derivation().result["selected"] == -1);
}

TEST(SandboxLesson, PaddleFollowsItsHandle) {
  auto l = FindLesson("sandbox")->Make();
  l->LoadScene(SandboxPreset("air-hockey"));
  auto handles = l->Handles();
  ASSERT_EQ(handles.size(), 1u);
  const auto paddle = [&] {
    const json scene = l->SaveScene();
    for (const json& b : scene["balls"])
      if (b.contains("kinematic")) return Vec2{b["p"][0].get<double>(), b["p"][1].get<double>()};
    return Vec2{};
  };
  const Vec2 s0 = paddle();
  *handles[0].pos = s0 + Vec2{2, 1};  // the mouse drags S1 (within the paddle's top speed)
  SandboxStep(*l);
  EXPECT_NEAR(paddle().x, s0.x + 2, 1e-12);
  EXPECT_NEAR(paddle().y, s0.y + 1, 1e-12);
  *handles[0].pos = s0 + Vec2{-50, 1};  // a jump of the mouse: the paddle moves at most 2.5 per frame
  SandboxStep(*l);
  EXPECT_NEAR(Length(paddle() - (s0 + Vec2{2, 1})), 2.5, 1e-9);
}

TEST(SandboxLesson, GpuInstancesMirrorTheBalls) {
  auto l = FindLesson("sandbox")->Make();
  l->LoadScene(SandboxPreset("gas"));
  std::vector<BallInstance> inst;
  ASSERT_TRUE(SandboxBallInstances(*l, GetTheme(ThemeId::Dark), inst));
  EXPECT_EQ(inst.size(), 2000u);
  Figure with, without;
  l->Draw(with, {});
  SetGpuBalls(*l, true);
  l->Draw(without, {});
  EXPECT_GE(with.prims().size(), without.prims().size() + 2000);  // on screen the GPU draws the discs
}

}  // namespace
}  // namespace ricochet::app

#include <filesystem>

#include "export/export.h"

namespace ricochet::app {
namespace {

// Exports go through the Figure (discs, not the GPU path): every preset after some frames, ball 0 selected.
TEST(SandboxLesson, ExportsEveryPresetThroughTheFigure) {
  auto l = FindLesson("sandbox")->Make();
  for (const Preset& p : l->Presets()) {
    SCOPED_TRACE(p.name);
    l->LoadScene(p.scene);
    SandboxSelect(*l, 0);
    for (int k = 0; k < 40; ++k) SandboxStep(*l);
    ExportOptions o;
    o.path = std::string("sim_sandbox_") + p.name + ".png";
    o.width = 1280;
    o.height = 800;
    ExportFigure(*l, o);
    EXPECT_GT(std::filesystem::file_size(o.path), 1000u);
  }
}

}  // namespace
}  // namespace ricochet::app
