// Keyboard and one-pointer access to the figure (shell/access.cpp, docs/accessibility.md), and the lesson in
// words (shell/describe.h), in an ImGui context without a window: Tab walks the handles, the arrows nudge a
// focused handle onto the grid, Enter opens its coordinates, a click then a click moves a handle without a
// drag, and each settled edit or revealed step is announced once.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <regex>

#include "draw/camera.h"
#include "headless_imgui.h"
#include "imgui_internal.h"
#include "lessons/lesson.h"
#include "shell/describe.h"
#include "shell/imgui_compat.h"
#include "shell/shell.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

TEST_F(ImGuiContextTest, TabWalksTheHandlesAndEscLetsGo) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  Frame(sh);
  ASSERT_EQ(sh.lesson()->Handles().size(), 3u);
  EXPECT_EQ(sh.FocusedHandle(), -1);
  Key(sh, compat::kTab);
  EXPECT_EQ(sh.FocusedHandle(), 0);
  Key(sh, compat::kTab);
  EXPECT_EQ(sh.FocusedHandle(), 1);
  Key(sh, compat::kTab, false, /*shift=*/true);
  EXPECT_EQ(sh.FocusedHandle(), 0);
  Key(sh, compat::kTab);
  Key(sh, compat::kTab);
  Key(sh, compat::kTab);  // past the last handle: none, the panel's controls next
  EXPECT_EQ(sh.FocusedHandle(), -1);
  EXPECT_TRUE(sh.PanelByKeyboard());
  Key(sh, compat::kEscape);
  EXPECT_EQ(sh.FocusedHandle(), -1);
  EXPECT_FALSE(sh.PanelByKeyboard());
  Key(sh, compat::kTab);
  Key(sh, compat::kEscape);
  EXPECT_EQ(sh.FocusedHandle(), -1);
}

TEST_F(ImGuiContextTest, ArrowsNudgeTheFocusedHandleOntoTheGridOneUndoStepEach) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  Frame(sh);
  const std::string lesson_before(sh.lesson()->Id());
  Key(sh, compat::kTab);
  const Vec2 p0 = *sh.lesson()->Handles()[0].pos;
  const double step = GridStep(sh.camera().ppu, 22.0);
  Key(sh, compat::kRight);
  Key(sh, compat::kUp);
  const Vec2 p1 = *sh.lesson()->Handles()[0].pos;
  EXPECT_EQ(sh.lesson()->Id(), lesson_before) << "Right moves the focused handle, not to the next lesson";
  EXPECT_NEAR(p1.x, (std::round(p0.x / step) + 1) * step, 1e-9);
  EXPECT_NEAR(p1.y, (std::round(p0.y / step) + 1) * step, 1e-9);
  Key(sh, compat::kRight, false, /*shift=*/true);  // Shift: a tenth of a step
  EXPECT_NEAR(sh.lesson()->Handles()[0].pos->x, p1.x + step / 10, 1e-9);
  Key(sh, compat::kZ, /*ctrl=*/true);
  EXPECT_NEAR(sh.lesson()->Handles()[0].pos->x, p1.x, 1e-9) << "each nudge is its own undo step";
  EXPECT_EQ(sh.FocusedHandle(), 0);
}

TEST_F(ImGuiContextTest, EnterOnAFocusedHandleOpensItsCoordinates) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  Key(sh, compat::kTab);
  Key(sh, compat::kTab);
  Key(sh, compat::kEnter);
  EXPECT_EQ(sh.EditingHandle(), 1);
  Key(sh, compat::kEscape);
  EXPECT_EQ(sh.EditingHandle(), -1);
}

// WCAG 2.5.7: a click on a handle picks it, a click elsewhere puts it there — no drag needed.
TEST_F(ImGuiContextTest, AClickPicksAHandleAndTheNextClickPlacesIt) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  Frame(sh);
  const Vec2 at = sh.camera().ToScreen(*sh.lesson()->Handles()[2].pos);
  Frame(sh, at, false);
  Frame(sh, at, true);
  Frame(sh, at, false);
  EXPECT_TRUE(sh.Placing());
  EXPECT_EQ(sh.FocusedHandle(), 2);
  const Vec2 target_world = {1.5, 1.0};
  const Vec2 target = sh.camera().ToScreen(target_world);
  Frame(sh, target, false);
  Frame(sh, target, true);
  Frame(sh, target, false);
  Frame(sh, target, false);
  EXPECT_FALSE(sh.Placing());
  const Vec2 p = *sh.lesson()->Handles()[2].pos;
  EXPECT_NEAR(p.x, target_world.x, 1.5 / sh.camera().ppu);
  EXPECT_NEAR(p.y, target_world.y, 1.5 / sh.camera().ppu);
  EXPECT_EQ(sh.lesson()->derivation().result["side"], "inside");
  EXPECT_TRUE(sh.undo().CanUndo());
}

TEST_F(ImGuiContextTest, AnEditIsAnnouncedOnceWhenItSettlesAndARevealSaysItsStep) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  Frame(sh);
  const int n0 = sh.AnnouncementCount();
  // A drag over many frames: nothing until the release, then the moved point and the verdict, once.
  const Vec2 grab = sh.camera().ToScreen(*sh.lesson()->Handles()[2].pos);
  const Vec2 target = sh.camera().ToScreen({1.5, 1.0});
  Frame(sh, grab, false);
  Frame(sh, grab, true);
  for (int i = 1; i <= 8; ++i) Frame(sh, grab + (target - grab) * (i / 8.0), true);
  EXPECT_EQ(sh.AnnouncementCount(), n0) << "never per frame of a drag";
  Frame(sh, target, false);
  Frame(sh, target, false);
  Frame(sh, target, false);
  EXPECT_EQ(sh.AnnouncementCount(), n0 + 1);
  const Handle p = sh.lesson()->Handles()[2];  // a copy: Handles() returns a new vector
  EXPECT_EQ(sh.Announcement().rfind(HandleText(p), 0), 0u) << sh.Announcement();
  EXPECT_NE(sh.Announcement().find(sh.lesson()->derivation().verdict), std::string::npos)
      << sh.Announcement();

  // Backspace hides a step (nothing said); Space reveals it again: "Step k of n: …".
  const int n = static_cast<int>(sh.lesson()->derivation().steps.size());
  Key(sh, compat::kBackspace);
  Key(sh, compat::kBackspace);
  const int n1 = sh.AnnouncementCount();
  Key(sh, compat::kSpace);
  EXPECT_EQ(sh.AnnouncementCount(), n1 + 1);
  EXPECT_EQ(sh.Announcement().rfind("Step " + std::to_string(n - 1) + " of " + std::to_string(n) + ": ", 0),
            0u)
      << sh.Announcement();
}

// The description's every step line carries MathML (one <math> element) and its text, the verdict only
// once every step is shown, and each handle's name and coordinates.
TEST_F(ImGuiContextTest, TheDescriptionHasEveryStepAsMathMLAndTheVerdictOnlyWhenAllAreShown) {
  for (const LessonEntry& e : LessonList()) {
    Shell sh(false);
    ASSERT_TRUE(sh.OpenLesson(e.id));
    Frame(sh);
    json d = DescriptionJson(*sh.lesson(), sh.state());
    EXPECT_EQ(d["title"], e.title);
    EXPECT_EQ(d["handles"].size(), sh.lesson()->Handles().size()) << e.id;
    ASSERT_EQ(d["shown"], d["total"]) << e.id;
    EXPECT_EQ(d["verdict"], sh.lesson()->derivation().verdict) << e.id;
    for (const json& s : d["steps"]) {
      ASSERT_FALSE(s["lines"].empty()) << e.id << " " << s["key"];
      for (const json& l : s["lines"]) {
        const std::string m = l["mathml"];
        EXPECT_EQ(m.rfind("<math", 0), 0u) << e.id << " " << m;
        EXPECT_EQ(m.substr(m.size() - 7), "</math>") << e.id << " " << m;
        EXPECT_FALSE(l["text"].get<std::string>().empty()) << e.id;
      }
    }
    sh.state().reveal = 0;
    d = DescriptionJson(*sh.lesson(), sh.state());
    EXPECT_EQ(d["shown"], 0) << e.id;
    EXPECT_EQ(d["verdict"], "") << e.id;
    for (const json& s : d["steps"]) EXPECT_TRUE(s["lines"].empty()) << "a hidden step gives nothing away";
  }
}

// WCAG 1.4.13: Esc hides the tooltip of the handle under the pointer without moving it; it stays hidden
// while the pointer stays, and comes back once the pointer has left the handle and returned.
TEST_F(ImGuiContextTest, EscHidesAHoveredHandlesTooltipUntilThePointerLeaves) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  Frame(sh);
  const Vec2 at = sh.camera().ToScreen(*sh.lesson()->Handles()[0].pos);
  const Vec2 away = at + Vec2{0, 120};
  Frame(sh, at);
  Frame(sh, at);
  EXPECT_TRUE(sh.TooltipShown());
  // Hoverable: beside the handle, it stays while the pointer moves onto it.
  const Vec2 middle = (sh.TooltipMin() + sh.TooltipMax()) * 0.5;
  for (int k = 1; k <= 8; ++k) Frame(sh, at + (middle - at) * (k / 8.0));
  EXPECT_TRUE(sh.TooltipShown()) << "the pointer on the tooltip";
  Frame(sh, at);
  compat::InjectKey(compat::kEscape, true);
  Frame(sh, at);
  compat::InjectKey(compat::kEscape, false);
  Frame(sh, at);
  EXPECT_FALSE(sh.TooltipShown());
  for (int k = 0; k < 5; ++k) Frame(sh, at);
  EXPECT_FALSE(sh.TooltipShown()) << "dismissed while the pointer stays";
  Frame(sh, away);
  Frame(sh, at);
  Frame(sh, at);
  EXPECT_TRUE(sh.TooltipShown()) << "back once the pointer has left and returned";
}

// The panel's view and run settings as the browser's text view sets them (Lesson::ViewSettings): the same
// members the panel's widgets change, a number outside its range refused with the nearest it takes.
TEST(ViewSettings, TheSandboxsSettingsAreThePanelsAndRefuseOutsideTheirRange) {
  const std::unique_ptr<Lesson> l = FindLesson("sandbox")->Make();
  const auto find = [&](const char* name) {
    const std::vector<ViewSetting> all = l->ViewSettings();
    return FindViewSetting(all, name);
  };
  for (const char* name : {"table", "single_frame", "step_back", "reset", "play_speed", "trails"})
    EXPECT_NO_THROW(find(name)) << name;
  for (const ViewSetting& v : l->ViewSettings()) {
    for (const SceneField& f : l->Entry().fields()) EXPECT_NE(std::string(v.name), f.name) << "a scene field";
  }
  EXPECT_FALSE(find("step_back").enabled);
  const json before = l->SaveScene();
  l->SetViewSetting("single_frame", nullptr);
  EXPECT_TRUE(find("step_back").enabled);
  EXPECT_NE(l->SaveScene(), before);
  l->SetViewSetting("step_back", nullptr);
  EXPECT_FALSE(find("step_back").enabled);
  EXPECT_THROW(l->SetViewSetting("step_back", nullptr), SceneError);
  l->SetViewSetting("play_speed", 3.0);
  EXPECT_EQ(find("play_speed").value, 3.0);
  try {
    l->SetViewSetting("play_speed", 100.0);
    ADD_FAILURE() << "100 taken";
  } catch (const SceneError& e) {
    EXPECT_EQ(e.field, "play_speed");
    EXPECT_EQ(SuggestionText(e), "The nearest value it takes is 8.");
  }
  EXPECT_EQ(find("play_speed").value, 3.0);
  l->SetViewSetting("trails", false);
  EXPECT_EQ(find("trails").value, false);
  l->SetViewSetting("table", "pinball");
  EXPECT_EQ(find("table").value, "pinball");
  EXPECT_EQ(l->SaveScene().value("pillars", json::array()).size(), 6u) << "the pinball table's pillars";
  EXPECT_THROW(l->SetViewSetting("table", "no such table"), SceneError);
  EXPECT_THROW(l->SetViewSetting("no_such_setting", 1), SceneError);
}

// WCAG 3.3.3: the nearest value a refused number could take instead, once the lesson's reader takes it.
TEST(ViewSettings, ARefusedNumberSaysTheNearestValueTheReaderTakes) {
  const auto nearest = [](const char* lesson, const char* field, const json& value) {
    const LessonEntry& e = *FindLesson(lesson);
    json scene = e.Make()->SaveScene();
    scene[field] = value;
    try {
      e.Make()->LoadScene(scene);
    } catch (const SceneError& err) {
      return NearestAcceptedText(err, scene, [&](const json& j) { e.Make()->LoadScene(j); });
    }
    return std::string("taken");
  };
  EXPECT_EQ(nearest("elastic-1d", "m1", -1), "The nearest value it takes is 1e-6.");
  EXPECT_EQ(nearest("elastic-1d", "m1", 1e9), "The nearest value it takes is 1e6.");
  EXPECT_EQ(nearest("targeting", "angle", 0), "It takes values above 0, such as 0.001.");
  EXPECT_EQ(nearest("targeting", "wind", 5000), "The nearest value it takes is 1000.") << "1000, not 1e3";
  EXPECT_EQ(nearest("targeting", "angle", 100), "The nearest value it takes is 89.9.");
  EXPECT_EQ(nearest("elastic-1d", "m1", "heavy"), "") << "not a number: no value to offer";
}

// A refusal's numbers as a student types them (WCAG 3.3.1, 3.3.3): "[0, 100]", "got 250", "(0, 1000]" — never
// "1e2" for 100 nor "[0.05, 5e1]"; only where plain digits would be much longer (1e6, 1e-6) the exponent.
// Every number field of every lesson, refused above its top and below its bottom, in the reader's message
// and in the suggestion.
TEST(ViewSettings, ARefusalsNumbersReadAsAStudentTypesThem) {
  EXPECT_EQ(TypedNumber(100), "100");
  EXPECT_EQ(TypedNumber(50), "50");
  EXPECT_EQ(TypedNumber(1000), "1000");
  EXPECT_EQ(TypedNumber(0.05), "0.05");
  EXPECT_EQ(TypedNumber(1e6), "1e6");
  EXPECT_EQ(TypedNumber(1e-6), "1e-6");
  EXPECT_EQ(TypedNumber(1.5e-200), "1.5e-200") << "no plain digits read back as it";
  EXPECT_EQ(TypedNumber(-2.5e7), "-2.5e7");
  EXPECT_EQ(RangeText(domain::Range{0.05, 50}), "in [0.05, 50]");
  EXPECT_EQ(RangeText(domain::Range{0, 100}), "in [0, 100]");
  EXPECT_EQ(RangeText(domain::Range{-1000, 1000}), "within ±1000");
  const std::regex exponent(R"(-?[0-9]+(\.[0-9]+)?e-?[0-9]+)");
  const auto typed_only = [&](const std::string& text, const std::string& where) {
    for (std::sregex_iterator m(text.begin(), text.end(), exponent), end; m != end; ++m) {
      const std::string token = m->str();
      EXPECT_EQ(token, TypedNumber(std::strtod(token.c_str(), nullptr))) << where << ": " << text;
    }
  };
  int refused = 0;
  for (const LessonEntry& e : LessonList()) {
    for (const SceneField& f : e.fields()) {
      if (f.kind != FieldKind::Number || !f.range) continue;
      for (const double x : {f.range->hi * 2.5, f.range->lo - 100.0}) {
        json scene = e.Make()->SaveScene();
        scene[f.name] = x;
        try {
          e.Make()->LoadScene(scene);
        } catch (const SceneError& err) {
          ++refused;
          const std::string where = std::string(e.id) + "." + f.name;
          EXPECT_EQ(std::string(err.what()).find("e+"), std::string::npos) << where << ": " << err.what();
          typed_only(err.what(), where);
          typed_only(NearestAcceptedText(err, scene, [&](const json& j) { e.Make()->LoadScene(j); }), where);
        }
      }
    }
  }
  EXPECT_GT(refused, 20);
}

// WCAG 2.1.1 on the desktop: F10 puts the keyboard in the menu bar (ImGui's keyboard navigation, off
// otherwise so the arrows, Space and Enter stay the figure's); Left / Right walk the bar, Space opens a menu,
// Up / Down walk it (wrapping), Space does an item, Esc goes back. Every item is reached so: here View →
// Open lessons at lecture start and View → Captions (no key of their own), View → Theme → light (a
// submenu), and File → Export figure…, whose dialog is then used by keyboard (Enter exports).
TEST_F(ImGuiContextTest, F10ReachesEveryMenuItemByKeyboard) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("ricochet-menu-keys-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  sh.exporter().folder = dir.string();
  Frame(sh);
  Frame(sh);
  const ImGuiIO& io = ImGui::GetIO();
  auto nav_on = [&] { return (io.ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) != 0; };
  auto menus_open = [] { return GImGui->OpenPopupStack.Size; };
  EXPECT_FALSE(nav_on()) << "off until F10: the arrows and Space are the figure's";
  const std::string lesson(sh.lesson()->Id());
  sh.state().reveal = 0;

  Key(sh, compat::kF10);
  EXPECT_TRUE(sh.MenuBarByKeyboard());
  EXPECT_TRUE(nav_on());
  Key(sh, compat::kRight);  // File → Edit
  Key(sh, compat::kRight);  // → View
  EXPECT_EQ(sh.lesson()->Id(), lesson) << "Right walks the bar, not the lessons";
  Key(sh, compat::kSpace);  // opens View
  EXPECT_EQ(sh.state().reveal, 0) << "Space opens the menu and reveals no step";
  EXPECT_EQ(menus_open(), 1);
  Key(sh, compat::kDown);  // Present → Lecture start → Every step → Open lessons at lecture start
  Key(sh, compat::kDown);
  Key(sh, compat::kDown);
  EXPECT_FALSE(sh.OpensAtLectureStart());
  Key(sh, compat::kSpace);
  EXPECT_TRUE(sh.OpensAtLectureStart()) << "View → Open lessons at lecture start, by keyboard";
  EXPECT_EQ(menus_open(), 0) << "an item done closes its menu";

  // F10 again starts at File; Up from View's first item wraps to its last (Fit scene, Theme, UI scale,
  // Captions).
  Key(sh, compat::kF10);
  Key(sh, compat::kRight);
  Key(sh, compat::kRight);
  Key(sh, compat::kSpace);
  for (int i = 0; i < 4; ++i) Key(sh, compat::kUp);
  ASSERT_TRUE(sh.parts().captions);
  Key(sh, compat::kSpace);
  EXPECT_FALSE(sh.parts().captions) << "View → Captions, by keyboard";
  Key(sh, compat::kF10);
  Key(sh, compat::kRight);
  Key(sh, compat::kRight);
  Key(sh, compat::kSpace);
  Key(sh, compat::kUp);     // Fit scene
  Key(sh, compat::kUp);     // Theme
  Key(sh, compat::kRight);  // its submenu: dark, light …
  EXPECT_EQ(menus_open(), 2);
  Key(sh, compat::kDown);
  Key(sh, compat::kSpace);
  EXPECT_EQ(sh.theme().id, ThemeId::Light) << "View → Theme → light, by keyboard";

  // Esc closes an open menu and leaves the bar (ImGui gives the window back its main layer), as it leaves
  // the bar with no menu open: the figure's keys are back.
  Key(sh, compat::kF10);
  Key(sh, compat::kSpace);  // File opens
  EXPECT_EQ(menus_open(), 1);
  Key(sh, compat::kEscape);
  EXPECT_EQ(menus_open(), 0);
  Key(sh, compat::kF10);
  EXPECT_TRUE(sh.MenuBarByKeyboard());
  Key(sh, compat::kEscape);
  Frame(sh);
  EXPECT_FALSE(sh.MenuBarByKeyboard());
  EXPECT_FALSE(nav_on());
  Key(sh, compat::kSpace);
  EXPECT_EQ(sh.state().reveal, 1) << "out of the menu bar, Space reveals a step again";

  // File → Save as deck slide… (the third item): its dialog opens with the keyboard in its deck field
  // (Enter there saves), Esc closes it.
  Key(sh, compat::kF10);
  Key(sh, compat::kSpace);
  Key(sh, compat::kDown);
  Key(sh, compat::kDown);
  Key(sh, compat::kSpace);
  Frame(sh);
  EXPECT_TRUE(compat::ModalOpen()) << "File → Save as deck slide… opened its dialog";
  EXPECT_TRUE(ImGui::GetIO().WantTextInput) << "the keyboard is in its deck field";
  Key(sh, compat::kEscape);
  Frame(sh);
  EXPECT_FALSE(compat::ModalOpen()) << "Esc closes it";

  // File → Export figure… (Open scene, Save scene, Save as deck slide, Export figure): its dialog takes the
  // keyboard (navigation stays on while it is open) and Enter exports with its settings.
  Key(sh, compat::kF10);
  Key(sh, compat::kSpace);
  for (int i = 0; i < 3; ++i) Key(sh, compat::kDown);
  Key(sh, compat::kSpace);
  Frame(sh);
  EXPECT_TRUE(compat::ModalOpen()) << "File → Export figure… opened its dialog";
  EXPECT_TRUE(nav_on());
  Key(sh, compat::kEnter);
  Frame(sh);
  EXPECT_FALSE(compat::ModalOpen()) << sh.exporter().Status();
  EXPECT_TRUE(std::filesystem::exists(dir / "ricochet-edge-normal.png")) << sh.exporter().Status();
  EXPECT_FALSE(nav_on());
  std::filesystem::remove_all(dir);
}

// WCAG 2.1.1 on the desktop: Tab goes on from the figure's last handle into the panel and through its
// controls (presets, Play, the time slider, the inputs, show all, the step arrows), each with ImGui's focus
// ring and focused, not typed into; Space grabs the time slider (the arrows move it, Space lets go) and
// presses a button; Esc gives the keys back to the figure. Shift+Tab walks back the same way.
// The shell's panel (the child window that holds the presets, practice and inputs).
ImGuiWindow* PanelWindow() {
  for (ImGuiWindow* w : GImGui->Windows) {
    if (std::string_view(w->Name).find("/##panel_") != std::string_view::npos) return w;
  }
  return nullptr;
}

TEST_F(ImGuiContextTest, TabReachesThePanelsControlsAndTheirKeysMoveASliderAndPressAButton) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("ray-circle"));
  Frame(sh);
  Frame(sh);
  const ImGuiContext& g = *GImGui;
  ImGuiWindow* panel = PanelWindow();
  ASSERT_NE(panel, nullptr);
  const ImGuiID slider = panel->GetIDNoKeepAlive("##t"), next = panel->GetIDNoKeepAlive("##next");
  sh.state().t = 0.5;
  sh.state().reveal = 0;
  sh.state().playing = false;
  // A Tab, and a frame after it as the window's loop draws after input: a disabled control reached (Jump
  // to ti before ti is found, the previous-step arrow at step 0) is passed on the next frame.
  auto tab = [&](bool shift = false) {
    Key(sh, compat::kTab, false, shift);
    Frame(sh);
  };
  const int n = static_cast<int>(sh.lesson()->Handles().size());
  ASSERT_GT(n, 0);
  for (int i = 0; i < n; ++i) tab();
  EXPECT_EQ(sh.FocusedHandle(), n - 1);
  EXPECT_FALSE(sh.PanelByKeyboard());

  tab();  // past the last handle: the panel's first control
  EXPECT_EQ(sh.FocusedHandle(), -1);
  EXPECT_TRUE(sh.PanelByKeyboard());
  EXPECT_NE(g.NavId, 0u);
  EXPECT_FALSE(g.NavDisableHighlight) << "the focus ring is drawn";
  std::vector<ImGuiID> order = {g.NavId};
  for (int k = 0; k < 40 && g.NavId != slider; ++k) {
    tab();
    order.push_back(g.NavId);
  }
  ASSERT_EQ(g.NavId, slider) << "Tab reaches the time slider";
  EXPECT_GE(order.size(), 3u) << "presets and Play before it";
  EXPECT_FALSE(ImGui::GetIO().WantTextInput) << "focused, not typed into";
  EXPECT_FALSE(g.NavDisableHighlight);
  EXPECT_DOUBLE_EQ(sh.state().t, 0.5) << "Tab moves nothing";
  Key(sh, compat::kSpace);  // grabs the slider
  EXPECT_EQ(g.ActiveId, slider);
  Key(sh, compat::kRight);
  Key(sh, compat::kRight);
  EXPECT_NEAR(sh.state().t, 0.52, 1e-6) << "the arrows move the grabbed slider (a hundredth of [0, 1])";
  Key(sh, compat::kSpace);  // lets go
  EXPECT_EQ(g.ActiveId, 0u);
  EXPECT_EQ(sh.state().reveal, 0) << "Space was the slider's, not a reveal";
  EXPECT_EQ(sh.lesson()->Id(), "ray-circle") << "the arrows were the slider's, not the lessons'";

  for (int k = 0; k < 40 && g.NavId != next; ++k) tab();
  ASSERT_EQ(g.NavId, next) << "Tab reaches the next-step arrow (the previous one, disabled, is passed)";
  Key(sh, compat::kSpace);
  EXPECT_EQ(sh.state().reveal, 1) << "Space presses the focused button";
  Key(sh, compat::kEnter);
  EXPECT_EQ(sh.state().reveal, 2) << "so does Enter";

  // Shift+Tab walks back through the same controls.
  tab(/*shift=*/true);
  EXPECT_NE(g.NavId, next);
  EXPECT_TRUE(sh.PanelByKeyboard());

  // Esc gives the keys back to the figure: Space reveals again.
  Key(sh, compat::kEscape);
  Frame(sh);
  EXPECT_FALSE(sh.PanelByKeyboard());
  EXPECT_EQ(ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard, 0);
  Key(sh, compat::kSpace);
  EXPECT_EQ(sh.state().reveal, 3);

  // Shift+Tab from none: the panel's last control; back through the panel to its first, then the last
  // handle.
  tab(/*shift=*/true);
  EXPECT_TRUE(sh.PanelByKeyboard());
  EXPECT_EQ(sh.FocusedHandle(), -1);
  for (int k = 0; k < 60 && sh.PanelByKeyboard(); ++k) tab(/*shift=*/true);
  EXPECT_FALSE(sh.PanelByKeyboard());
  EXPECT_EQ(sh.FocusedHandle(), n - 1) << "before the panel's first control: the last handle";
  // And forward past the panel's last control: none, the keys the figure's.
  tab();
  EXPECT_TRUE(sh.PanelByKeyboard());
  for (int k = 0; k < 60 && sh.PanelByKeyboard(); ++k) tab();
  EXPECT_FALSE(sh.PanelByKeyboard());
  EXPECT_EQ(sh.FocusedHandle(), -1);
  Key(sh, compat::kSpace);
  EXPECT_EQ(sh.state().reveal, 4) << "past the panel's last control, Space reveals again";
}

// Every lesson by keyboard alone: from the figure's last handle, Tab reaches its presets (a drop-down, or a
// row of buttons) and the keys choose the second one, as a click would.
TEST_F(ImGuiContextTest, EveryLessonsPresetsAreChosenByKeyboard) {
  int chosen = 0;
  for (const LessonEntry& e : LessonList()) {
    SCOPED_TRACE(e.id);
    ImGui::FocusWindow(nullptr);  // the last lesson's panel had the keys (one ImGui context for all)
    Shell sh(false);
    ASSERT_TRUE(sh.OpenLesson(e.id));
    Frame(sh);
    Frame(sh);
    const std::vector<Preset> presets = sh.lesson()->Presets();
    if (presets.size() < 2) continue;
    const auto want = e.Make();
    want->LoadScene(presets[1].scene);
    want->Update();
    ImGuiWindow* panel = PanelWindow();
    ASSERT_NE(panel, nullptr);
    const ImGuiID combo = panel->GetIDNoKeepAlive("##presets");
    const ImGuiContext& g = *GImGui;
    auto tab = [&] {
      Key(sh, compat::kTab);
      Frame(sh);
    };
    const int handles = static_cast<int>(sh.lesson()->Handles().size());
    for (int i = 0; i <= handles; ++i) tab();  // past the last handle: the panel's first control
    ASSERT_TRUE(sh.PanelByKeyboard());
    if (g.NavId == combo) {
      Key(sh, compat::kEnter);  // opens the drop-down on its first case
      ASSERT_FALSE(g.OpenPopupStack.empty()) << "Enter opens the drop-down";
      Key(sh, compat::kDown);
      Key(sh, compat::kEnter);
      Frame(sh);
      EXPECT_TRUE(g.OpenPopupStack.empty()) << "Enter chooses and closes it";
    } else {  // the first button is the first preset; Tab, then Space presses the second
      tab();
      Key(sh, compat::kSpace);
      Frame(sh);
    }
    EXPECT_EQ(sh.lesson()->SaveScene(), want->SaveScene()) << "the second preset, " << presets[1].name;
    ++chosen;
  }
  EXPECT_GE(chosen, 10) << "lessons with presets";
}

// Practice by keyboard alone, in every lesson with an exercise: Tab reaches an answer field, typing fills
// it (or the arrows choose in a drop-down), and Shift+Tab back to Check, then Space, checks the answers.
TEST_F(ImGuiContextTest, EveryLessonsPracticeIsAnsweredAndCheckedByKeyboard) {
  int practised = 0;
  for (const LessonEntry& e : LessonList()) {
    SCOPED_TRACE(e.id);
    ImGui::FocusWindow(nullptr);
    Shell sh(false);
    ASSERT_TRUE(sh.OpenLesson(e.id));
    Frame(sh);
    sh.SetPractice(true);
    Frame(sh);
    Frame(sh);
    if (!sh.practice().on) continue;  // no exercise (the sandbox)
    ++practised;
    ImGuiWindow* panel = PanelWindow();
    ASSERT_NE(panel, nullptr);
    const ImGuiContext& g = *GImGui;
    // The answer fields' ids: "##v", "##x" (then "##y") or "##choice" under the question's index.
    std::map<ImGuiID, std::pair<std::size_t, std::string>> fields;
    for (std::size_t i = 0; i < sh.practice().answers.size(); ++i) {
      const int index = static_cast<int>(i);
      const ImGuiID scope = ImHashData(&index, sizeof(index), panel->ID);
      for (const char* name : {"##v", "##x", "##choice"}) fields[ImHashStr(name, 0, scope)] = {i, name};
    }
    const ImGuiID check = panel->GetIDNoKeepAlive("Check");
    auto tab = [&](bool shift = false) {
      Key(sh, compat::kTab, false, shift);
      Frame(sh);
    };
    const int handles = static_cast<int>(sh.lesson()->Handles().size());
    for (int i = 0; i <= handles; ++i) tab();
    ASSERT_TRUE(sh.PanelByKeyboard());
    for (int k = 0; k < 80 && !fields.count(g.NavId); ++k) tab();
    ASSERT_TRUE(fields.count(g.NavId)) << "Tab reaches an answer field";
    const auto [question, name] = fields.at(g.NavId);
    const practice::Answer& a = sh.practice().answers[question];
    if (name == "##choice") {
      Key(sh, compat::kEnter);
      Key(sh, compat::kDown);
      Key(sh, compat::kEnter);
      EXPECT_GE(a.choice, 0) << "the arrows and Enter choose an answer";
    } else {
      EXPECT_FALSE(ImGui::GetIO().WantTextInput) << "focused by Tab, not typed into";
      Key(sh, compat::kEnter);  // types into it
      EXPECT_TRUE(ImGui::GetIO().WantTextInput) << "Enter types into the focused field";
      for (const char c : std::string("1.5")) {
        ImGui::GetIO().AddInputCharacter(static_cast<unsigned>(c));
        Frame(sh);
      }
      Key(sh, compat::kEnter);  // sets it
      Frame(sh);                // (WantTextInput follows a frame later)
      EXPECT_FALSE(ImGui::GetIO().WantTextInput);
      EXPECT_EQ(a.text[0], "1.5") << "typed into question " << question;
    }
    for (int k = 0; k < 80 && g.NavId != check; ++k) tab(/*shift=*/true);
    ASSERT_EQ(g.NavId, check) << "Shift+Tab reaches Check";
    Key(sh, compat::kSpace);
    Frame(sh);
    EXPECT_FALSE(sh.practice().checked.marks.empty()) << "Space on Check checks the answers";
  }
  EXPECT_GE(practised, 10);
}

// The same commands as settings of the view (the browser's text view lists them and sets them through
// ricochet_set_value): set as the menu sets them, refused with a reason when the value is not one they take.
TEST_F(ImGuiContextTest, TheMenuCommandsAreViewSettingsToo) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frame(sh);
  const std::vector<ViewSetting> all = sh.MenuSettings();
  for (const char* name : {"theme", "lesson_list", "panel", "plots", "captions", "open_at_start"}) {
    EXPECT_NO_THROW(FindViewSetting(all, name)) << name;
  }
  sh.SetMenuSetting("theme", "high-contrast");
  EXPECT_EQ(sh.theme().id, ThemeId::HighContrast);
  EXPECT_EQ(FindViewSetting(sh.MenuSettings(), "theme").value, "high-contrast");
  sh.SetMenuSetting("panel", false);
  sh.SetMenuSetting("lesson_list", false);
  sh.SetMenuSetting("plots", false);
  sh.SetMenuSetting("open_at_start", true);
  EXPECT_FALSE(sh.parts().panel);
  EXPECT_FALSE(sh.parts().lesson_list);
  EXPECT_FALSE(sh.parts().plots);
  EXPECT_TRUE(sh.parts().captions);
  EXPECT_TRUE(sh.OpensAtLectureStart());
  EXPECT_THROW(sh.SetMenuSetting("theme", "purple"), SceneError);
  EXPECT_THROW(sh.SetMenuSetting("panel", 1), SceneError);
  EXPECT_THROW(sh.SetMenuSetting("no_such", true), SceneError);
  EXPECT_EQ(sh.theme().id, ThemeId::HighContrast);
}

}  // namespace
}  // namespace ricochet::app
