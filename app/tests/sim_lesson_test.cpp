// The sandbox lesson: presets, time controls, history, the selected ball's derivation, the paddle.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>

#include "draw/format.h"
#include "explain/explain.h"
#include "explain/sandbox.h"
#include "lessons/sandbox.h"
#include "ricochet/world.h"
#include "scene/scene.h"
#include "scene/sim_scene.h"
#include "step_text.h"

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
    EXPECT_EQ(p.scene, nlohmann::json({{"lesson", "sandbox"}, {"preset", p.name}}));  // built when chosen
    const nlohmann::json table = SandboxPreset(p.name);
    EXPECT_EQ(l->SaveScene()["balls"], table["balls"]);
    for (int k = 0; k < 30; ++k) l->Tick(1.0 / 60);  // speed 1: one frame per tick
    ExpectFiniteFigure(*l);
    EXPECT_FALSE(l->SceneBounds().Empty());
    const World w = SandboxWorld(l->SaveScene(), "after");  // still a valid scene: no overlaps
    EXPECT_EQ(w.balls.size(), table["balls"].size());
  }
}

// The stamp the shell compares instead of writing 10,000 balls of JSON: equal for equal scenes (a table read
// back from its own JSON), different when any field SandboxJson writes changes.
TEST(SandboxLesson, TheSceneStampFollowsEveryFieldOfTheScene) {
  for (const char* name : {"pinball", "air-hockey", "billiards", "gas"}) {
    SCOPED_TRACE(name);
    const json scene = SandboxPreset(name, "test");
    const World w = SandboxWorld(scene, "test");
    const json saved = SandboxJson(w);
    EXPECT_EQ(SandboxStamp(SandboxWorld(saved, "test")), SandboxStamp(w));
    const std::uint64_t base = SandboxStamp(w);
    std::vector<json> edits;
    const auto edit = [&](const std::function<void(json&)>& f) {
      json e = saved;
      f(e);
      edits.push_back(e);
    };
    edit([](json& e) { e["balls"][0]["p"][0] = e["balls"][0]["p"][0].get<double>() + 0.01; });
    edit([](json& e) { e["balls"][0]["v"][1] = e["balls"][0]["v"][1].get<double>() + 0.01; });
    edit([](json& e) {  // both coordinates' signs flipped at once
      for (int k = 0; k < 2; ++k) e["balls"][0]["p"][k] = -e["balls"][0]["p"][k].get<double>();
    });
    edit([](json& e) { e["balls"][0]["r"] = e["balls"][0]["r"].get<double>() * 0.5; });
    edit([](json& e) { e["balls"][0]["m"] = e["balls"][0].value("m", 1.0) + 2.5; });
    edit([](json& e) { e["balls"].erase(e["balls"].size() - 1); });
    edit([](json& e) { e["gravity"][1] = e["gravity"][1].get<double>() - 0.005; });
    edit([](json& e) { e["broadphase"] = e["broadphase"] == "grid" ? "naive" : "grid"; });
    if (!saved["walls"].empty())
      edit([](json& e) { e["walls"][0]["p0"][0] = e["walls"][0]["p0"][0].get<double>() - 1; });
    if (!saved["pillars"].empty())
      edit([](json& e) { e["pillars"][0]["r"] = e["pillars"][0]["r"].get<double>() + 0.5; });
    for (const json& e : edits) {
      const World changed = SandboxWorld(e, "test");
      EXPECT_NE(SandboxJson(changed), saved);
      EXPECT_NE(SandboxStamp(changed), base) << e.dump().substr(0, 200);
    }
  }
}

TEST(SandboxLesson, APresetByNameLoadsTheWholeTableItNames) {
  // The presets are {"preset": name} (the panel asks for them every frame); choosing one loads what the
  // complete scene loads — the generator's table, named in the panel.
  auto by_name = FindLesson("sandbox")->Make(), whole = FindLesson("sandbox")->Make();
  for (const Preset& p : by_name->Presets()) {
    SCOPED_TRACE(p.name);
    const nlohmann::json table = CompleteSandboxScene(p.scene);
    nlohmann::json expected = SandboxPreset(p.name);
    expected["preset"] = p.name;
    EXPECT_EQ(table, expected);
    by_name->LoadScene(p.scene);
    whole->LoadScene(table);
    EXPECT_EQ(by_name->SaveScene(), whole->SaveScene());
    EXPECT_EQ(by_name->derivation().verdict, whole->derivation().verdict);
    EXPECT_EQ(by_name->derivation().inputs, whole->derivation().inputs);
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
  // The main loop and the broad phase come first (the lecture's code), then the frame's counts.
  const auto step = [&](const char* key) -> const Step* {
    for (const Step& s : d.steps) {
      if (s.key == key) return &s;
    }
    return nullptr;
  };
  ASSERT_NE(step("pair_tests"), nullptr);
  EXPECT_EQ(step("pair_tests")->value_json, 0);
  ASSERT_NE(step("events"), nullptr);
  EXPECT_EQ(step("events")->value_json, 0);
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
  for (const Step& s : d.steps) named = named || StepText(s).find("circle vs segment") != std::string::npos;
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
  l->MoveHandle(0, s0 + Vec2{2, 1});  // the mouse drags S1 (within the paddle's top speed)
  SandboxStep(*l);
  EXPECT_NEAR(paddle().x, s0.x + 2, 1e-12);
  EXPECT_NEAR(paddle().y, s0.y + 1, 1e-12);
  l->MoveHandle(0, s0 + Vec2{-50, 1});  // a jump of the mouse: the paddle moves at most 2.5 per frame
  SandboxStep(*l);
  EXPECT_NEAR(Length(paddle() - (s0 + Vec2{2, 1})), 2.5, 1e-9);
}

// The balls are the figure's discs, one run of them, whatever drew the lesson before: the screen sends a long
// run to the GPU (draw/figure_imgui.h), exports draw the same discs (no back-channel from the window).
TEST(SandboxLesson, EveryBallIsADiscOfTheFigure) {
  auto l = FindLesson("sandbox")->Make();
  l->LoadScene(SandboxPreset("gas"));
  Figure fig;
  l->Draw(fig, {});
  std::size_t run = 0, longest = 0;
  for (const Prim& p : fig.prims()) {
    if (p.kind == Prim::Kind::Label) continue;
    run = p.kind == Prim::Kind::Disc ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  EXPECT_EQ(longest, 2000u);
}

}  // namespace
}  // namespace ricochet::app

#include <unistd.h>

#include <filesystem>

#include "export/export.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

// Every preset exports after some frames, ball 0 selected (into a temp dir; the balls in the picture are
// counted by SandboxGl.TheWindowDrawsTheGasOnTheGpuAndTheExportStillHoldsEveryBall).
TEST(SandboxLesson, ExportsEveryPresetThroughTheFigure) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("ricochet-sim-lesson-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  auto l = FindLesson("sandbox")->Make();
  for (const Preset& p : l->Presets()) {
    SCOPED_TRACE(p.name);
    l->LoadScene(p.scene);
    SandboxSelect(*l, 0);
    for (int k = 0; k < 40; ++k) SandboxStep(*l);
    ExportOptions o;
    o.path = (dir / (std::string("sim_sandbox_") + p.name + ".png")).string();
    o.width = 1280;
    o.height = 800;
    ExportFigure(*l, o);
    EXPECT_GT(std::filesystem::file_size(o.path), 1000u);
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace ricochet::app

namespace ricochet::app {
namespace {

// Issue 16: at frame 0 nothing has run, so the panel shows where the ball is and its velocity — no Be, and no
// "Be = Bs + v" beside Bs = Be. After a frame, Bs is where the frame started and Be where it ended.
TEST(SandboxLesson, FrameZeroShowsWhereTheBallIsAndNoFrameEnd) {
  auto l = FindLesson("sandbox")->Make();
  l->LoadScene(SandboxPreset("billiards"));
  EXPECT_EQ(l->clock(),
            Clock::Own);  // no t slider, no "Jump to ti": the table's own Play is the time control
  const Vec2 p0{l->SaveScene()["balls"][0]["p"][0], l->SaveScene()["balls"][0]["p"][1]};
  const Vec2 v0{l->SaveScene()["balls"][0]["v"][0], l->SaveScene()["balls"][0]["v"][1]};
  Derivation d = l->derivation();
  EXPECT_EQ(d.result["selected"], 0);
  EXPECT_EQ(d.Find("be"), -1);
  ASSERT_GE(d.Find("bs"), 0);
  EXPECT_EQ(d.steps[static_cast<std::size_t>(d.Find("bs"))].value_json, JsonVec(p0));
  ASSERT_GE(d.Find("v"), 0);
  EXPECT_EQ(d.steps[static_cast<std::size_t>(d.Find("v"))].value_json, JsonVec(v0));
  EXPECT_EQ(d.verdict.find("Be = Bs + v"), std::string::npos) << d.verdict;
  EXPECT_NE(d.verdict.find("Frame 0"), std::string::npos) << d.verdict;

  SandboxStep(*l);
  d = l->derivation();
  ASSERT_GE(d.Find("bs"), 0);
  ASSERT_GE(d.Find("be"), 0);
  EXPECT_EQ(d.steps[static_cast<std::size_t>(d.Find("bs"))].value_json, JsonVec(p0));
  const json be = d.steps[static_cast<std::size_t>(d.Find("be"))].value_json;
  if (d.result["selected_events"].empty()) {  // then Be = Bs + v holds, to rounding
    EXPECT_NEAR(be[0].get<double>(), p0.x + v0.x, 1e-12);
    EXPECT_NEAR(be[1].get<double>(), p0.y + v0.y, 1e-12);
  }
  // Back at frame 0: as loaded.
  EXPECT_TRUE(SandboxStepBack(*l));
  EXPECT_EQ(l->derivation().Find("be"), -1);
}

// Stepping back shows the earlier frame's own events (run again), not the later frame's; so does selecting
// another ball mid-run.
TEST(SandboxLesson, StepBackAndSelectShowThatFramesEvents) {
  auto l = FindLesson("sandbox")->Make();
  l->LoadScene(SandboxPreset("billiards"));
  std::vector<json> shown;
  for (int k = 0; k < 12; ++k) {
    SandboxStep(*l);
    shown.push_back(ExplainJson(l->derivation()));
  }
  for (int k = 10; k >= 0; --k) {
    ASSERT_TRUE(SandboxStepBack(*l));
    EXPECT_EQ(ExplainJson(l->derivation()), shown[static_cast<std::size_t>(k)]) << "frame " << k + 1;
  }
  // Ball 3 selected at frame 1: its own frame-1 events, as if it had been watched all along.
  SandboxSelect(*l, 3);
  json d = ExplainJson(l->derivation());
  auto fresh = FindLesson("sandbox")->Make();
  fresh->LoadScene(SandboxPreset("billiards"));
  SandboxSelect(*fresh, 3);
  SandboxStep(*fresh);
  EXPECT_EQ(d, ExplainJson(fresh->derivation()));
}

// Issue 16: the watched ball's last event is replayed through the lecture's own function — CircleSegment for
// a wall, RayCircle (R = r_c + r_s) for a pillar, CircleCircle for a ball — whose steps follow in the panel,
// and the lecture's t0 + ti is the engine's ti.
TEST(SandboxLesson, LastEventReplaysThroughTheLectureFunction) {
  std::map<std::string, int> agreed, seen;
  for (const char* preset : {"pinball", "billiards", "air-hockey"}) {
    auto l = FindLesson("sandbox")->Make();
    l->LoadScene(SandboxPreset(preset));
    const std::size_t n = l->SaveScene()["balls"].size();
    for (std::size_t b = 0; b < n; ++b) {
      SCOPED_TRACE(std::string(preset) + ", ball " + std::to_string(b));
      l->LoadScene(SandboxPreset(preset));
      SandboxSelect(*l, static_cast<int>(b));
      const int frames = std::string(preset) == "pinball" ? 600 : 120;
      for (int k = 0; k < frames; ++k) {
        SandboxStep(*l);
        const Derivation& d = l->derivation();
        const json& ev = d.result["selected_events"];
        if (ev.empty()) {
          EXPECT_EQ(d.Find("replay"), -1);
          continue;
        }
        const std::string kind = ev.back()["kind"];
        ++seen[kind];
        const int at = d.Find("replay");
        ASSERT_GE(at, 0);
        const Step& replay = d.steps[static_cast<std::size_t>(at)];
        const char* fn = kind == "wall" ? "CircleSegment" : kind == "pillar" ? "RayCircle" : "CircleCircle";
        EXPECT_NE(StepText(replay).find(fn), std::string::npos) << StepValueText(replay);
        int lecture_steps = 0;
        for (const Step& s : d.steps) lecture_steps += s.key.rfind("last_", 0) == 0 ? 1 : 0;
        EXPECT_GE(lecture_steps, 5);
        const Step& t = d.steps[static_cast<std::size_t>(d.Find("replay_ti"))];
        if (t.value_json.is_number() &&
            std::abs(t.value_json.get<double>() - ev.back()["ti"].get<double>()) <= 1e-9)
          ++agreed[kind];
      }
    }
  }
  for (const char* kind : {"wall", "pillar", "ball"}) {
    SCOPED_TRACE(kind);
    EXPECT_GT(seen[kind], 5);
    std::printf("%s: %d of %d last events found again by the lecture's function\n", kind, agreed[kind],
                seen[kind]);
    EXPECT_EQ(agreed[kind], seen[kind]);
  }
}

}  // namespace
}  // namespace ricochet::app
