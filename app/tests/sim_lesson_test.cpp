// The sandbox lesson: presets, time controls, history, the selected ball's derivation, the paddle.
#include <gtest/gtest.h>

#include <cmath>

#include "lessons/sandbox.h"
#include "ricochet/world.h"
#include "scene.h"
#include "sim_scene.h"

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
  auto l = MakeSandboxLesson();
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

TEST(SandboxLesson, StepBackRestoresTheFrame) {
  auto l = MakeSandboxLesson();
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
  auto l = MakeSandboxLesson();
  l->LoadScene({{"lesson", "sandbox"},
                {"balls", {{{"p", {0, 0}}, {"v", {4, 0}}, {"r", 1}}}},
                {"walls", {{{"p0", {3, -5}}, {"p1", {3, 5}}}}}});
  SandboxSelect(*l, 0);
  SandboxStep(*l);
  const Derivation d = l->Derive();
  ASSERT_EQ(d.result["selected_events"].size(), 1u);
  EXPECT_EQ(d.result["selected_events"][0]["kind"], "wall");
  EXPECT_DOUBLE_EQ(d.result["selected_events"][0]["ti"].get<double>(), 0.5);
  EXPECT_DOUBLE_EQ(l->TimeOfImpact(), 0.5);
  bool named = false;
  for (const Step& s : d.steps) named = named || s.formula.find("circle vs segment") != std::string::npos;
  EXPECT_TRUE(named);
  ExpectFiniteFigure(*l);
}

TEST(SandboxLesson, PaddleFollowsItsHandle) {
  auto l = MakeSandboxLesson();
  l->LoadScene(SandboxPreset("air-hockey"));
  auto handles = l->Handles();
  ASSERT_EQ(handles.size(), 1u);
  const Vec2 start = *handles[0].pos;
  *handles[0].pos = start + Vec2{3, 1};  // the mouse drags S1
  SandboxStep(*l);
  const json balls = l->SaveScene()["balls"];
  for (const json& b : balls) {
    if (b.contains("kinematic")) {
      EXPECT_NEAR(b["p"][0].get<double>(), start.x + 3, 1e-12);
      EXPECT_NEAR(b["p"][1].get<double>(), start.y + 1, 1e-12);
    }
  }
}

TEST(SandboxLesson, GpuInstancesMirrorTheBalls) {
  auto l = MakeSandboxLesson();
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
