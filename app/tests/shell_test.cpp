// App shell tests in an ImGui context without a window: camera math, grid steps, undo, an injected drag,
// keyboard shortcuts, and the panel's derivation equal to `ricochet explain` for the same scene.
#include "shell/shell.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>

#include "draw/camera.h"
#include "draw/figure_imgui.h"
#include "explain/explain.h"
#include "headless_imgui.h"
#include "lessons/lesson.h"
#include "lessons/sandbox.h"
#include "shell/imgui_compat.h"
#include "shell/panel.h"
#include "shell/undo.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

TEST(Camera, WorldScreenRoundTrip) {
  Camera c;
  c.center = {2.5, -1}, c.ppu = 37.5, c.view_min = {200, 30}, c.view_size = {900, 600};
  for (Vec2 w : {Vec2{0, 0}, Vec2{-3.25, 7}, Vec2{1e3, -2e3}}) {
    const Vec2 back = c.ToWorld(c.ToScreen(w));
    EXPECT_NEAR(back.x, w.x, 1e-9);
    EXPECT_NEAR(back.y, w.y, 1e-9);
  }
  // y is up: a larger world y is higher on screen (smaller screen y).
  EXPECT_LT(c.ToScreen({0, 1}).y, c.ToScreen({0, 0}).y);
  EXPECT_DOUBLE_EQ(c.ToScreen(c.center).x, 200 + 450);
}

TEST(Camera, ZoomKeepsThePointUnderTheCursor) {
  Camera c;
  c.view_min = {0, 0}, c.view_size = {800, 600};
  const Vec2 cursor{123, 456};
  const Vec2 before = c.ToWorld(cursor);
  for (double f : {1.15, 3.0, 0.2}) {
    c.ZoomAt(cursor, f);
    const Vec2 after = c.ToWorld(cursor);
    EXPECT_NEAR(after.x, before.x, 1e-9);
    EXPECT_NEAR(after.y, before.y, 1e-9);
  }
}

// A wide scene (16 × 8) on a tall canvas with a plot in its bottom-right corner: framed as a box clear of
// the plot it gets the column beside it; its bottom-right quarter is empty, so with the drawn parts it goes
// over the plot there, larger, every part still clear of the plot by the margin.
TEST(Camera, FitAroundLetsAnEmptyCornerGoOverThePlot) {
  Camera c;
  c.view_min = {0, 40}, c.view_size = {830, 680};
  Bounds scene;
  scene.Add(Vec2{0, 0}), scene.Add(Vec2{16, 8});
  Bounds plot;
  plot.Add(Vec2{440, 430}), plot.Add(Vec2{830, 720});
  const Bounds covered[] = {plot};
  Figure fig;  // an L: along the top, down the left; nothing in the bottom-right 8 × 4
  fig.Segment({0, 8}, {16, 8}, {});
  fig.Segment({0, 0}, {0, 8}, {});
  fig.Segment({0, 4}, {8, 4}, {});
  const std::vector<Bounds> parts = DrawnCells(fig, scene, 8);
  ASSERT_FALSE(parts.empty());
  for (const Bounds& p : parts) EXPECT_FALSE(p.min.x >= 8 + 1e-9 && p.max.y <= 4 - 1e-9) << "an empty cell";
  Camera box = c;
  box.FitAround(scene, covered, 20);
  c.FitAround(scene, covered, 20, parts);
  EXPECT_GT(c.ppu, 1.1 * box.ppu);
  Camera whole = c;
  whole.Fit(scene, 20);
  EXPECT_LE(c.ppu, whole.ppu * (1 + 1e-9));
  const Vec2 lo = c.ToScreen({0, 8}), hi = c.ToScreen({16, 0});
  EXPECT_GE(lo.x, 20 - 1e-6);
  EXPECT_GE(lo.y, 60 - 1e-6);
  EXPECT_LE(hi.x, 810 + 1e-6);
  EXPECT_LE(hi.y, 700 + 1e-6);
  for (const Bounds& p : parts) {
    const Vec2 a = c.ToScreen({p.min.x, p.max.y}), b = c.ToScreen({p.max.x, p.min.y});
    const bool clear = b.x <= plot.min.x - 20 + 1e-6 || b.y <= plot.min.y - 20 + 1e-6 ||
                       a.x >= plot.max.x + 20 - 1e-6 || a.y >= plot.max.y + 20 - 1e-6;
    EXPECT_TRUE(clear) << a.x << "," << a.y << " – " << b.x << "," << b.y;
  }
  // A scene drawn everywhere gains nothing: the box fit.
  Figure full;
  full.Disc({8, 4}, 9, {});
  Camera d = c;
  d.FitAround(scene, covered, 20, DrawnCells(full, scene, 8));
  EXPECT_NEAR(d.ppu, box.ppu, 1e-9 * box.ppu);
  EXPECT_NEAR(d.center.x, box.center.x, 1e-9);
}

// FitAroundBest: the layout (plot corner) that frames the scene largest, the default on a small gain, and
// never one whose plot lands on a caption (its covered rectangles merge into fewer).
TEST(Camera, FitAroundBestTakesTheCornerThatFramesTheSceneLargest) {
  Camera start;
  start.view_min = {0, 0}, start.view_size = {1000, 600};
  Bounds
      scene;  // 20 × 10: beside or above a large bottom-left plot it is framed smaller than below a top one
  scene.Add(Vec2{0, 0}), scene.Add(Vec2{20, 10});
  const auto box = [](double x0, double y0, double x1, double y1) {
    Bounds b;
    b.Add(Vec2{x0, y0}), b.Add(Vec2{x1, y1});
    return b;
  };
  const Bounds caption = box(0, 0, 400, 40);
  const std::vector<FitLayout> layouts = {
      {{box(0, 300, 500, 600), caption}, {}},   // bottom-left: 26 px per unit above it, 23 beside
      {{box(700, 0, 1000, 200), caption}, {}},  // top-right: 36 below it
  };
  Camera c = start;
  EXPECT_EQ(FitAroundBest(c, scene, layouts, 20), 1u);
  Camera top = start, bottom = start;
  top.FitAround(scene, layouts[1].covered, 20);
  bottom.FitAround(scene, layouts[0].covered, 20);
  EXPECT_GT(top.ppu, bottom.ppu * kLayoutGain);
  EXPECT_EQ(c.ppu, top.ppu);
  EXPECT_EQ(c.center, top.center);
  // The same corner on the caption (merged into one rectangle with it): not taken.
  const std::vector<FitLayout> on_caption = {layouts[0], {{box(0, 0, 400, 200)}, {}}};
  Camera d = start;
  EXPECT_EQ(FitAroundBest(d, scene, on_caption, 20), 0u);
  EXPECT_EQ(d.ppu, bottom.ppu);
  // No gain: the default.
  const std::vector<FitLayout> same = {layouts[1], layouts[1]};
  Camera e = start;
  EXPECT_EQ(FitAroundBest(e, scene, same, 20), 0u);
}

TEST(Camera, FitAroundKeepsTheSceneClearOfAPlot) {
  Camera c;
  c.view_min = {0, 0}, c.view_size = {1000, 600};
  Bounds scene;
  scene.Add(Vec2{0, 0}), scene.Add(Vec2{10, 10});
  Bounds plot;  // bottom-right corner, screen px
  plot.Add(Vec2{600, 350}), plot.Add(Vec2{1000, 600});
  const Bounds covered[] = {plot};
  c.FitAround(scene, covered, 20);
  // Every corner of the scene lands inside the view and outside the plot.
  for (Vec2 w : {Vec2{0, 0}, Vec2{10, 0}, Vec2{0, 10}, Vec2{10, 10}}) {
    const Vec2 s = c.ToScreen(w);
    EXPECT_GE(s.x, 0);
    EXPECT_LE(s.x, 1000);
    EXPECT_GE(s.y, 0);
    EXPECT_LE(s.y, 600);
  }
  const Vec2 lo = c.ToScreen({0, 10}), hi = c.ToScreen({10, 0});  // screen y points down
  const bool clear = hi.x <= plot.min.x || hi.y <= plot.min.y || lo.x >= plot.max.x || lo.y >= plot.max.y;
  EXPECT_TRUE(clear) << lo.x << "," << lo.y << " – " << hi.x << "," << hi.y;
  // With nothing covered it is the plain fit.
  Camera d = c;
  d.FitAround(scene, {}, 20);
  Camera e = c;
  e.Fit(scene, 20);
  EXPECT_NEAR(d.ppu, e.ppu, 1e-12);
  EXPECT_NEAR(d.center.x, e.center.x, 1e-12);
  EXPECT_NEAR(d.center.y, e.center.y, 1e-12);
}

TEST(Camera, FitShowsTheWholeBoundsAndPanFollowsTheMouse) {
  Camera c;
  c.view_min = {10, 20}, c.view_size = {800, 400};
  Bounds b;
  b.Add(Vec2{-5, -1}), b.Add(Vec2{15, 3});
  c.Fit(b, 40);
  const Bounds v = c.Visible();
  EXPECT_LE(v.min.x, -5);
  EXPECT_GE(v.max.x, 15);
  EXPECT_LE(v.min.y, -1);
  EXPECT_GE(v.max.y, 3);
  const Vec2 w = c.ToWorld({300, 200});
  c.PanPx({25, -10});
  const Vec2 s = c.ToScreen(w);
  EXPECT_NEAR(s.x, 325, 1e-9);
  EXPECT_NEAR(s.y, 190, 1e-9);
}

TEST(Camera, GridStepIsOneTwoFive) {
  EXPECT_DOUBLE_EQ(GridStep(60, 40), 1.0);
  EXPECT_DOUBLE_EQ(GridStep(60, 100), 2.0);
  EXPECT_DOUBLE_EQ(GridStep(60, 200), 5.0);
  EXPECT_NEAR(GridStep(1000, 40), 0.05, 1e-12);
  EXPECT_NEAR(GridStep(0.5, 40), 100.0, 1e-9);
  for (double ppu = 0.01; ppu < 1e5; ppu *= 1.37) {
    const double s = GridStep(ppu, 30);
    EXPECT_GE(s * ppu, 30 * (1 - 1e-9));
    EXPECT_LT(s * ppu, 30 * 2.5 + 1e-9);  // never more than one 1-2-5 step too coarse
    const double m = s / std::pow(10.0, std::floor(std::log10(s) + 1e-12));
    EXPECT_TRUE(std::fabs(m - 1) < 1e-9 || std::fabs(m - 2) < 1e-9 || std::fabs(m - 5) < 1e-9) << s;
  }
}

TEST(Undo, OneStepPerSettledEdit) {
  UndoStack u;
  u.Reset(json{{"x", 0}});
  u.Observe(json{{"x", 1}}, false);  // mid-drag: not committed
  u.Observe(json{{"x", 2}}, false);
  EXPECT_FALSE(u.CanUndo());
  u.Observe(json{{"x", 3}}, true);  // released
  u.Observe(json{{"x", 3}}, true);  // unchanged: nothing new
  ASSERT_TRUE(u.CanUndo());
  const json* s = u.Undo(json{{"x", 3}});
  ASSERT_TRUE(s);
  EXPECT_EQ(*s, json({{"x", 0}}));
  EXPECT_FALSE(u.CanUndo());
  s = u.Redo(json{{"x", 0}});
  ASSERT_TRUE(s);
  EXPECT_EQ(*s, json({{"x", 3}}));
  // A new edit after undo drops the redo branch.
  u.Undo(json{{"x", 3}});
  u.Observe(json{{"x", 9}}, true);
  EXPECT_FALSE(u.CanRedo());
  // Undo with unsettled live changes commits them first, then steps back over them.
  s = u.Undo(json{{"x", 10}});
  ASSERT_TRUE(s);
  EXPECT_EQ(*s, json({{"x", 9}}));
}

TEST_F(ImGuiContextTest, DragMovesTheHandleAndChangesTheTraceAsOneUndoStep) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);  // lays out the canvas and fits the camera
  Frame(sh);
  const json before = sh.lesson()->SaveScene();
  const std::string bc_before = sh.lesson()->derivation().result.value("side", "");
  std::vector<Handle> hs = sh.lesson()->Handles();
  ASSERT_EQ(hs.size(), 3u);
  ASSERT_STREQ(hs[2].name, "P");
  const Vec2 p_world = *hs[2].pos;
  const Vec2 grab = sh.camera().ToScreen(p_world) + Vec2{2, 1};  // near the handle, not exactly on it
  Frame(sh, grab, false);                                        // hover
  Frame(sh, grab, true);                                         // press
  // Drag P across the edge, to the inside, in several moves.
  const Vec2 target_world = {1.5, 1.0};
  const Vec2 target = sh.camera().ToScreen(target_world) + Vec2{2, 1};
  for (int i = 1; i <= 5; ++i) Frame(sh, grab + (target - grab) * (i / 5.0), true);
  EXPECT_FALSE(sh.undo().CanUndo()) << "no undo step while the button is held";
  Frame(sh, target, false);  // release
  Frame(sh, target, false);
  const Vec2 p_after = *sh.lesson()->Handles()[2].pos;
  const double px = 1.5 / sh.camera().ppu;  // ImGui 1.86 floors the mouse position to whole pixels
  EXPECT_NEAR(p_after.x, target_world.x, px);
  EXPECT_NEAR(p_after.y, target_world.y, px);
  EXPECT_EQ(bc_before, "outside");
  EXPECT_EQ(sh.lesson()->derivation().result["side"], "inside");
  EXPECT_TRUE(sh.undo().CanUndo());

  // Ctrl+Z restores the scene before the drag in one step; Ctrl+Y redoes it.
  Key(sh, compat::kZ, true);
  EXPECT_EQ(sh.lesson()->SaveScene(), before);
  EXPECT_FALSE(sh.undo().CanUndo());
  Key(sh, compat::kY, true);
  EXPECT_EQ(sh.lesson()->derivation().result["side"], "inside");
}

TEST_F(ImGuiContextTest, ShiftSnapsToTheGrid) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  Frame(sh);
  const Vec2 grab = sh.camera().ToScreen(*sh.lesson()->Handles()[0].pos);
  Frame(sh, grab, false);
  Frame(sh, grab, true);
  ImGui::GetIO().KeyShift = true;
  Frame(sh, grab + Vec2{37.3, 11.9}, true);
  ImGui::GetIO().KeyShift = false;
  Frame(sh, grab + Vec2{37.3, 11.9}, false);
  const Vec2 p = *sh.lesson()->Handles()[0].pos;
  const double step = GridStep(sh.camera().ppu, 22.0);
  EXPECT_NEAR(std::remainder(p.x, step), 0.0, 1e-9);
  EXPECT_NEAR(std::remainder(p.y, step), 0.0, 1e-9);
}

TEST_F(ImGuiContextTest, PanelDerivationEqualsExplainForAFixedScene) {
  Shell sh(false);
  const json scene = {{"lesson", "edge-normal"}, {"p0", {1, 1}}, {"p1", {4, 5}}, {"p", {5, 0}}};
  std::string err;
  ASSERT_TRUE(sh.OpenScene(scene, "fixed.json", &err)) << err;
  Frame(sh);
  const Derivation shown = sh.lesson()->derivation();
  EXPECT_EQ(ExplainJson(shown), ExplainJson(Explain(scene, "fixed.json")));
  ASSERT_EQ(shown.steps.size(), 11u);  // Lecture 16's steps (explain_wall_test.cpp has their order)
  const int n_hat = shown.Find("n_hat");
  ASSERT_GE(n_hat, 0);
  const Step& step = shown.steps[static_cast<std::size_t>(n_hat)];
  EXPECT_EQ(SymbolOf(step), "n̂");
  EXPECT_EQ(StepValueText(step), "(0.8, −0.6)");
  EXPECT_EQ(step.ink, Ink::Normal);  // the n̂ row shares the normal arrow's colour
}

TEST_F(ImGuiContextTest, DoubleClickOpensTheCoordinatePopup) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  Frame(sh);
  const Vec2 at = sh.camera().ToScreen(*sh.lesson()->Handles()[1].pos);
  const json before = sh.lesson()->SaveScene();
  Frame(sh, at, false);
  Frame(sh, at, true);
  Frame(sh, at, false);
  Frame(sh, at, true);  // second click within the double-click time
  Frame(sh, at, false);
  Frame(sh, at, false);
  EXPECT_EQ(sh.EditingHandle(), 1);
  EXPECT_EQ(sh.lesson()->SaveScene(), before) << "a double-click does not move the point";
  Key(sh, compat::kEscape);
  EXPECT_EQ(sh.EditingHandle(), -1);
}

TEST_F(ImGuiContextTest, AnEditOutsideTheDomainKeepsTheLastGoodValueAndSaysWhy) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  Frame(sh);
  const json before = sh.lesson()->SaveScene();
  // A drag that ends outside the domain (here the handle is moved while the button is held, as a drag far
  // out at a tiny zoom would): on release the lesson goes back to the last good scene, and says why.
  const Vec2 empty = sh.camera().ToScreen(*sh.lesson()->Handles()[0].pos) + Vec2{0, 200};
  Frame(sh, empty, true);
  sh.lesson()->MoveHandle(0, {2e6, 1});
  sh.lesson()->Update();
  Frame(sh, empty, true);
  Frame(sh, empty, false);
  Frame(sh, empty, false);
  EXPECT_EQ(sh.lesson()->SaveScene(), before);
  EXPECT_EQ(
      sh.Status(),
      "Kept the last good value: p0[0]: must be within ±1e6, got 2e6. The nearest value it takes is 1e6.");
  EXPECT_FALSE(sh.undo().CanUndo()) << "a refused edit is no undo step";

  // Typed in the coordinate popup (double-click P1, type, Enter): 1e7 is refused, 3 is taken.
  const auto type = [&](const char* text) {
    const Vec2 at = sh.camera().ToScreen(*sh.lesson()->Handles()[1].pos);
    for (int k = 0; k < 30; ++k) Frame(sh, at, false);  // half a second: no double-click with earlier clicks
    for (bool down : {true, false, true, false, false}) Frame(sh, at, down);
    ASSERT_EQ(sh.EditingHandle(), 1);
    Frame(sh);           // the x field takes the keyboard focus
    Key(sh, 'A', true);  // Ctrl+A: select the current value, so the typing replaces it
    for (const char* c = text; *c; ++c) ImGui::GetIO().AddInputCharacter(static_cast<unsigned>(*c));
    Frame(sh);
    Key(sh, compat::kEnter);
    Frame(sh);
    ASSERT_EQ(sh.EditingHandle(), -1);
  };
  type("1e7");
  EXPECT_EQ(sh.lesson()->SaveScene(), before);
  EXPECT_EQ(
      sh.Status(),
      "Kept the last good value: p1[0]: must be within ±1e6, got 1e7. The nearest value it takes is 1e6.");
  type("3");
  EXPECT_EQ(sh.lesson()->Handles()[1].pos->x, 3.0);
  EXPECT_TRUE(sh.undo().CanUndo());
}

TEST_F(ImGuiContextTest, SpaceAndBackspaceRevealSteps) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  const int n = static_cast<int>(sh.lesson()->derivation().steps.size());
  EXPECT_EQ(RevealedSteps(sh.lesson()->derivation(), sh.state().reveal), n);  // all shown by default
  Key(sh, compat::kBackspace);
  EXPECT_EQ(sh.state().reveal, n - 1);
  Key(sh, compat::kBackspace);
  Key(sh, compat::kSpace);
  EXPECT_EQ(sh.state().reveal, n - 1);
  for (int i = 0; i < n + 3; ++i) Key(sh, compat::kBackspace);
  EXPECT_EQ(sh.state().reveal, 0);
}

TEST_F(ImGuiContextTest, BadSceneIsRefusedAndNothingChanges) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  const json before = sh.lesson()->SaveScene();
  std::string err;
  EXPECT_FALSE(
      sh.OpenScene(json{{"lesson", "edge-normal"}, {"p0", {1, "x"}}, {"p1", {2, 2}}}, "bad.json", &err));
  EXPECT_NE(err.find("bad.json"), std::string::npos) << err;
  EXPECT_NE(err.find("p0"), std::string::npos) << err;
  EXPECT_FALSE(sh.OpenScene(json{{"lesson", "nope"}}, "bad.json", &err));
  EXPECT_NE(err.find("nope"), std::string::npos) << err;
  EXPECT_EQ(sh.lesson()->SaveScene(), before);
}

TEST_F(ImGuiContextTest, EdgeNormalPresetsLandInTheirCaseAndDegenerateShowsNoNaN) {
  const auto lesson = FindLesson("edge-normal")->Make();
  for (const Preset& p : lesson->Presets()) {
    lesson->LoadScene(p.scene);
    lesson->Update();
    const Derivation d = lesson->derivation();
    const std::string name = p.name;
    if (name == "P outside") {
      EXPECT_EQ(d.result["side"], "outside");
    } else if (name == "P inside") {
      EXPECT_EQ(d.result["side"], "inside");
    } else if (name == "P on the line") {
      EXPECT_EQ(d.result["side"], "on");
    }
    if (name == "zero-length edge") {
      EXPECT_TRUE(d.steps.empty());
      EXPECT_NE(d.verdict.find("P0 = P1"), std::string::npos);
    }
    Figure fig;
    lesson->Draw(fig, LessonState{});
    for (const Prim& q : fig.prims()) {
      EXPECT_TRUE(IsFinite(q.a) && IsFinite(q.b) && std::isfinite(q.r)) << name;
      EXPECT_EQ(q.text.find("nan"), std::string::npos) << name;
    }
  }
}

TEST_F(ImGuiContextTest, EveryLessonRunsFramesAndSwitchesWithArrowKeys) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson(LessonList().front().id));
  for (std::size_t i = 0; i < LessonList().size(); ++i) {
    Frame(sh);
    Frame(sh);
    EXPECT_EQ(sh.lesson()->Id(), LessonList()[i].id);
    Key(sh, compat::kRight);
  }
  EXPECT_EQ(sh.lesson()->Id(), LessonList().front().id);  // wraps around
}

TEST_F(ImGuiContextTest, FigureBackendReplaysEveryPrimitive) {
  Figure fig;
  const Vec2 pts[3] = {{0, 0}, {1, 0}, {0, 1}};
  fig.Segment({0, 0}, {1, 1}, {Ink::Wall, 2, Dash::Dashed});
  fig.Arrow({0, 0}, {1, 0}, {Ink::Normal});
  fig.Circle({0, 0}, 1, {Ink::Ball, 2, Dash::Dotted});
  fig.Disc({0, 0}, 0.5, {Ink::Ball, 0.3f});
  fig.Polyline(pts, {Ink::Path});
  fig.Polygon(pts, {Ink::Pillar});
  fig.HalfPlane({0, 0}, {1, 0}, {Ink::Outside, 0.2f});
  for (MarkerShape m : {MarkerShape::Dot, MarkerShape::Square, MarkerShape::Diamond, MarkerShape::Cross,
                        MarkerShape::Triangle, MarkerShape::Ring}) {
    fig.Marker({0.5, 0.5}, m, Ink::Point);
  }
  fig.Label({0, 0}, "n̂·P ≤ ‖n‖ → α θ", Ink::Text);
  fig.Label({10, 10}, "overlay", Ink::Text, Anchor::NW, {0, 0}, 1.0f, Space::Overlay);
  Camera cam;
  cam.view_size = {800, 600};
  ImGui::NewFrame();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const int before = dl->VtxBuffer.Size;
  fig.KeepOut({0, 0}, kHandleKeepOutPx);
  DrawFigure(dl, fig, FigureView{&cam, &GetTheme(ThemeId::Dark), 1.0f, fonts_.body, 18.0f});
  EXPECT_GT(dl->VtxBuffer.Size, before + 200);
  ImGui::Render();
}

TEST_F(ImGuiContextTest, LectureSymbolsAreInTheFont) {
  for (ImWchar c : {0x0302, 0x00B7, 0x00B2, 0x2016, 0x2192, 0x03B1, 0x03B8, 0x2264, 0x2265, 0x2208, 0x2212,
                    0x221A, 0x0394, 0x2213, 0x00B1, 0x221E}) {
    const ImFontGlyph* g = fonts_.body->FindGlyphNoFallback(c);
    EXPECT_NE(g, nullptr) << std::hex << c;
  }
}

}  // namespace
}  // namespace ricochet::app

namespace ricochet::app {
namespace {

TEST(Settings, LessonCameraScaleAndWindowPersistInTheXdgConfigDir) {
  const std::string dir = ::testing::TempDir() + "ricochet-xdg-" + std::to_string(::getpid());
  ::setenv("XDG_CONFIG_HOME", dir.c_str(), 1);
  EXPECT_EQ(Shell::ConfigPath(), dir + "/ricochet/imgui.ini");
  auto frame = [](Shell& sh) {
    ImGui::NewFrame();
    sh.Frame();
    ImGui::Render();
  };
  Vec2 center;
  double ppu = 0;
  {
    CreateHeadlessContext({1600, 900});
    Shell sh(true);
    EXPECT_FALSE(sh.SavedWindow().has_value());  // first run: the window fits the monitor (placement.h)
    sh.SetWindowRect({1920, 40, 2400, 1300});    // where the window was at exit
    ASSERT_TRUE(sh.OpenLesson("edge-normal"));
    frame(sh);
    sh.SetUiScale(1.5f);
    sh.camera().PanPx({40, -20});
    sh.camera().ppu *= 1.3;
    center = sh.camera().center, ppu = sh.camera().ppu;
    frame(sh);
    sh.SaveSettings();  // as the window does at exit
    ImGui::DestroyContext();
  }
  {
    CreateHeadlessContext({1600, 900});
    Shell sh(true);
    EXPECT_FLOAT_EQ(sh.UiScale(), 1.5f);
    EXPECT_EQ(sh.StartLesson(), "edge-normal");
    ASSERT_TRUE(sh.OpenLesson(sh.StartLesson()));
    frame(sh);
    EXPECT_NEAR(sh.camera().center.x, center.x, 1e-9);
    EXPECT_NEAR(sh.camera().center.y, center.y, 1e-9);
    EXPECT_NEAR(sh.camera().ppu, ppu, 1e-9);
    EXPECT_EQ(sh.SavedWindow(), (ScreenRect{1920, 40, 2400, 1300}));
    ImGui::DestroyContext();
  }
  ::unsetenv("XDG_CONFIG_HOME");
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace ricochet::app

namespace ricochet::app {
namespace {

// The panel, the shortcuts, the canvas and the export dialog read one cached derivation: an idle frame builds
// none (it used to build ≈ 4, each through JSON and a second core call), a moved handle exactly one.
TEST_F(ImGuiContextTest, AnIdleFrameBuildsNoDerivation) {
  for (const LessonEntry& e : LessonList()) {
    SCOPED_TRACE(e.id);
    Shell sh(false);
    ASSERT_TRUE(sh.OpenLesson(e.id));
    Frame(sh);
    Frame(sh);
    const int settled = sh.lesson()->DerivationsBuilt();
    EXPECT_EQ(settled, 1) << "one derivation for the opening scene";
    for (int i = 0; i < 5; ++i) Frame(sh);
    EXPECT_EQ(sh.lesson()->DerivationsBuilt(), settled);
    const std::vector<Handle> hs = sh.lesson()->Handles();
    if (hs.empty()) continue;
    sh.lesson()->MoveHandle(0, *hs.front().pos + Vec2{0.25, 0.125});
    Frame(sh);
    EXPECT_EQ(sh.lesson()->DerivationsBuilt(), settled + 1);
    Frame(sh);
    EXPECT_EQ(sh.lesson()->DerivationsBuilt(), settled + 1);
  }
}

}  // namespace
// The shell saves the scene for undo only when it may have changed: a frame with input, not a hovering one
// (the sandbox's scene is 10,000 balls of JSON: docs/performance.md, "Frame cost of the lessons").
TEST_F(ImGuiContextTest, TheSceneIsSavedForUndoOnInputNotOnHover) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("sandbox"));
  Frame(sh);
  Frame(sh);
  const json before = sh.lesson()->SaveScene();
  SandboxStep(*sh.lesson());  // the table moves by itself, as a running sandbox does
  ASSERT_NE(sh.lesson()->SaveScene(), before);
  for (int i = 0; i < 5; ++i) Frame(sh, {100.0 + i, 100.0});  // the mouse moves, nothing is pressed
  EXPECT_FALSE(sh.undo().CanUndo()) << "a hovering frame saves no scene";
  const int kLeftShift = 340;  // GLFW_KEY_LEFT_SHIFT: an input, no shortcut of its own
  Key(sh, kLeftShift);
  ASSERT_TRUE(sh.undo().CanUndo()) << "a frame with input saves the scene: the moved table is one step";
  Key(sh, compat::kZ, true);
  EXPECT_EQ(sh.lesson()->SaveScene(), before);
}

}  // namespace ricochet::app
