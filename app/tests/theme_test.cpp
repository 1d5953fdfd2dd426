// Every ink a label may use reads as text on every theme (WCAG 2 contrast ≥ 4.5:1): on the background, on a
// label's halo over any area fill a lesson draws, and in the panel (its window and alternate table rows).
#include "draw/theme.h"

#include <gtest/gtest.h>

#include "headless_imgui.h"
#include "shell/present.h"

namespace ricochet::app {
namespace {

const char* InkName(Ink i) {
  static const char* names[] = {"Text",      "Muted",   "Grid",    "GridMajor", "Axis",    "Wall",
                                "Normal",    "Edge",    "Point",   "Path",      "Start",   "End",
                                "Ball",      "Hit",     "Reflect", "Pillar",    "Outside", "Inside",
                                "Highlight", "Warning", "Plot1",   "Plot2",     "Plot3"};
  static_assert(std::size(names) == static_cast<std::size_t>(Ink::Count));
  return names[static_cast<std::size_t>(i)];
}

Rgba FromIm(const ImVec4& c) { return {c.x, c.y, c.z, 1.0f}; }

TEST(Theme, ContrastRatioMatchesWcag) {
  EXPECT_NEAR(ContrastRatio({0, 0, 0, 1}, {1, 1, 1, 1}), 21.0, 1e-9);
  EXPECT_NEAR(ContrastRatio({1, 1, 1, 1}, {1, 1, 1, 1}), 1.0, 1e-9);
  // #777777 on white is the classic 4.48:1 that just fails AA.
  const float g = 0x77 / 255.0f;
  EXPECT_NEAR(ContrastRatio({g, g, g, 1}, {1, 1, 1, 1}), 4.48, 0.01);
}

class ThemeContrast : public ::testing::TestWithParam<ThemeId> {};

TEST_P(ThemeContrast, EveryTextInkOnTheBackgroundAndOnHalosOverFills) {
  const Theme& t = GetTheme(GetParam());
  for (int i = 0; i < static_cast<int>(Ink::Count); ++i) {
    const Ink ink = static_cast<Ink>(i);
    if (!IsTextInk(ink)) continue;
    const Rgba text = InkColor(t, ink);
    EXPECT_GE(ContrastRatio(text, t.background), kTextContrast) << t.name << " " << InkName(ink);
    // A label on a disc, a half-plane or a bar: its halo over the most opaque fill of any ink.
    for (int f = 0; f < static_cast<int>(Ink::Count); ++f) {
      const Rgba ground = Over(t.background, kLabelHaloAlpha,
                               Over(InkColor(t, static_cast<Ink>(f)), kMaxAreaFillAlpha, t.background));
      EXPECT_GE(ContrastRatio(text, ground), kTextContrast)
          << t.name << " " << InkName(ink) << " on a halo over " << InkName(static_cast<Ink>(f));
    }
  }
}

// Graphics that carry meaning — every ink but the grid's backdrop: walls, normals, paths, handles, axes, plot
// curves — stand out at WCAG's 3:1 for non-text contrast (1.4.11) on the background.
TEST_P(ThemeContrast, EveryGraphicsInkOnTheBackground) {
  const Theme& t = GetTheme(GetParam());
  for (int i = 0; i < static_cast<int>(Ink::Count); ++i) {
    const Ink ink = static_cast<Ink>(i);
    if (IsDecorationInk(ink)) continue;
    EXPECT_GE(ContrastRatio(InkColor(t, ink), t.background), kGraphicsContrast)
        << t.name << " " << InkName(ink);
  }
}

// Presentation mode's derivation column draws the latest step (its symbol, formula and value in the step's
// ink, the text and muted inks) on a card tinted with the highlight ink, and the verdict in the text ink on a
// stronger tint (shell/present.h).
TEST_P(ThemeContrast, EveryTextInkOnThePresentationCards) {
  const Theme& t = GetTheme(GetParam());
  const Rgba card = Over(InkColor(t, Ink::Highlight), kCardTint, t.background);
  const Rgba verdict = Over(InkColor(t, Ink::Highlight), kVerdictTint, t.background);
  for (int i = 0; i < static_cast<int>(Ink::Count); ++i) {
    const Ink ink = static_cast<Ink>(i);
    if (!IsTextInk(ink)) continue;
    EXPECT_GE(ContrastRatio(InkColor(t, ink), card), kTextContrast) << t.name << " card " << InkName(ink);
  }
  EXPECT_GE(ContrastRatio(InkColor(t, Ink::Text), verdict), kTextContrast) << t.name << " verdict";
}

// The panel draws the derivation's symbols and values in the figure's inks on the shell's window and on its
// table's alternate rows.
TEST_P(ThemeContrast, EveryTextInkInThePanel) {
  CreateHeadlessContext();
  {
    Shell shell(false);
    ASSERT_TRUE(shell.SetTheme(GetTheme(GetParam()).name));
    ASSERT_TRUE(shell.OpenLesson("point-segment"));
    ImGui::NewFrame();
    shell.Frame();
    ImGui::Render();
    const ImGuiStyle& st = ImGui::GetStyle();
    const Rgba window = FromIm(st.Colors[ImGuiCol_ChildBg].w > 0 ? st.Colors[ImGuiCol_ChildBg]
                                                                 : st.Colors[ImGuiCol_WindowBg]);
    const ImVec4 alt = st.Colors[ImGuiCol_TableRowBgAlt];
    const Rgba alt_row = Over(FromIm(alt), alt.w, window);
    const Theme& t = shell.theme();
    for (int i = 0; i < static_cast<int>(Ink::Count); ++i) {
      const Ink ink = static_cast<Ink>(i);
      if (!IsTextInk(ink)) continue;
      EXPECT_GE(ContrastRatio(InkColor(t, ink), window), kTextContrast)
          << t.name << " panel " << InkName(ink);
      EXPECT_GE(ContrastRatio(InkColor(t, ink), alt_row), kTextContrast) << t.name << " row " << InkName(ink);
    }
    EXPECT_GE(ContrastRatio(FromIm(st.Colors[ImGuiCol_Text]), window), kTextContrast) << t.name;
    EXPECT_GE(ContrastRatio(FromIm(st.Colors[ImGuiCol_TextDisabled]), window), kTextContrast) << t.name;
    // A control's state and the keyboard's focus ring (1.4.11, 2.4.7): the check mark and the slider's grab
    // on the control's frame, the focus ring on the panel and on the canvas.
    const ImVec4 fbg = st.Colors[ImGuiCol_FrameBg];
    const Rgba frame = Over(FromIm(fbg), fbg.w, window);
    EXPECT_GE(ContrastRatio(FromIm(st.Colors[ImGuiCol_CheckMark]), frame), kGraphicsContrast) << t.name;
    // An unticked box or an empty field is seen by its fill or by its outline.
    const bool outlined = st.FrameBorderSize > 0 &&
                          ContrastRatio(FromIm(st.Colors[ImGuiCol_Border]), window) >= kGraphicsContrast;
    EXPECT_TRUE(outlined || ContrastRatio(frame, window) >= kGraphicsContrast)
        << t.name << ": a control's frame " << ContrastRatio(frame, window) << ":1 on the panel, no outline";
    EXPECT_GE(ContrastRatio(FromIm(st.Colors[ImGuiCol_SliderGrab]), frame), kGraphicsContrast) << t.name;
    EXPECT_GE(ContrastRatio(FromIm(st.Colors[ImGuiCol_NavHighlight]), window), kGraphicsContrast) << t.name;
    EXPECT_GE(ContrastRatio(FromIm(st.Colors[ImGuiCol_NavHighlight]), t.background), kGraphicsContrast)
        << t.name;
  }
  ImGui::DestroyContext();
}

INSTANTIATE_TEST_SUITE_P(Themes, ThemeContrast, ::testing::ValuesIn(kThemes), [](const auto& info) {
  std::string name = GetTheme(info.param).name;  // "high-contrast" → high_contrast
  for (char& c : name) c = c == '-' ? '_' : c;
  return name;
});

}  // namespace
}  // namespace ricochet::app
