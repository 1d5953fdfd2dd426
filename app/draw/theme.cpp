#include "draw/theme.h"

#include <algorithm>
#include <cmath>

namespace ricochet::app {
namespace {

constexpr Rgba Hex(unsigned rgb, float a = 1.0f) {
  return {((rgb >> 16) & 0xff) / 255.0f, ((rgb >> 8) & 0xff) / 255.0f, (rgb & 0xff) / 255.0f, a};
}

// Okabe–Ito: orange E69F00, sky blue 56B4E9, bluish green 009E73, yellow F0E442, blue 0072B2,
// vermillion D55E00, reddish purple CC79A7. Every ink a label may use reads as text (WCAG contrast ≥ 4.5:1)
// on the theme's background and on a label's halo over any area fill (kLabelHaloAlpha, kMaxAreaFillAlpha):
// where the palette colour is too pale or too dark for that, the same hue mixed towards white (dark theme) or
// black (light themes) until it is (app/tests/theme_test.cpp checks every theme).
Theme MakeDark() {
  Theme t{ThemeId::Dark, "dark", Hex(0x1b1e24), {}, 1.0f, 1.0f};
  auto set = [&](Ink i, Rgba c) { t.ink[static_cast<std::size_t>(i)] = c; };
  set(Ink::Text, Hex(0xeceff4));
  set(Ink::Muted, Hex(0x9aa3b2));
  set(Ink::Grid, Hex(0x2b3039));
  set(Ink::GridMajor, Hex(0x3a414d));
  set(Ink::Axis, Hex(0x6b7585));
  set(Ink::Wall, Hex(0xeceff4));
  set(Ink::Normal, Hex(0xE69F00));
  set(Ink::Edge, Hex(0x56B4E9));
  set(Ink::Point, Hex(0xF0E442));
  set(Ink::Path, Hex(0x9aa3b2));
  set(Ink::Start, Hex(0x56B4E9));
  set(Ink::End, Hex(0xD082AD));  // CC79A7 lightened
  set(Ink::Ball, Hex(0x56B4E9));
  set(Ink::Hit, Hex(0xDF833B));      // D55E00 lightened
  set(Ink::Reflect, Hex(0x26AD88));  // 009E73 lightened
  set(Ink::Pillar, Hex(0xD082AD));
  set(Ink::Outside, Hex(0xE69F00));
  set(Ink::Inside, Hex(0x57A2CC));  // 0072B2 lightened
  set(Ink::Highlight, Hex(0xffffff));
  set(Ink::Warning, Hex(0xDF833B));
  set(Ink::Plot1, Hex(0x56B4E9));
  set(Ink::Plot2, Hex(0xE69F00));
  set(Ink::Plot3, Hex(0x26AD88));
  return t;
}

Theme MakeLight() {
  Theme t = MakeDark();
  t.id = ThemeId::Light;
  t.name = "light";
  t.background = Hex(0xfbfbf8);
  auto set = [&](Ink i, Rgba c) { t.ink[static_cast<std::size_t>(i)] = c; };
  set(Ink::Text, Hex(0x1d2430));
  set(Ink::Muted, Hex(0x5d6675));
  set(Ink::Grid, Hex(0xe6e8ec));
  set(Ink::GridMajor, Hex(0xcfd3da));
  set(Ink::Axis, Hex(0x7d8594));
  set(Ink::Wall, Hex(0x1d2430));
  // The palette darkened (mixed towards black) until it reads as text on the cream background.
  set(Ink::Normal, Hex(0x885E00));  // E69F00
  set(Ink::Edge, Hex(0x006AA6));    // 0072B2
  set(Ink::Point, Hex(0x746600));   // F0E442's dark olive
  set(Ink::Path, Hex(0x5d6675));
  set(Ink::Start, Hex(0x006AA6));
  set(Ink::End, Hex(0x8D5373));  // CC79A7
  set(Ink::Ball, Hex(0x006AA6));
  set(Ink::Hit, Hex(0xA84A00));      // D55E00
  set(Ink::Reflect, Hex(0x007354));  // 009E73
  set(Ink::Pillar, Hex(0x8D5373));
  set(Ink::Outside, Hex(0x885E00));
  set(Ink::Inside, Hex(0x006AA6));
  set(Ink::Highlight, Hex(0x000000));
  set(Ink::Warning, Hex(0xA84A00));
  set(Ink::Plot1, Hex(0x006AA6));
  set(Ink::Plot2, Hex(0x885E00));
  set(Ink::Plot3, Hex(0x007354));
  return t;
}

Theme MakeSlide() {
  Theme t = MakeLight();
  t.id = ThemeId::Slide;
  t.name = "slide";
  t.background = Hex(0xffffff);
  auto set = [&](Ink i, Rgba c) { t.ink[static_cast<std::size_t>(i)] = c; };
  set(Ink::Text, Hex(0x000000));
  set(Ink::Grid, Hex(0xeeeeee));
  set(Ink::GridMajor, Hex(0xd6d6d6));
  set(Ink::Axis, Hex(0x555555));
  set(Ink::Wall, Hex(0x000000));
  set(Ink::Muted, Hex(0x444444));
  t.line_scale = 1.8f;
  t.label_scale = 1.35f;
  return t;
}

// High contrast: white and the palette's hues at full brightness on black, thicker strokes and larger labels
// (for low vision, a bright room, a weak projector). Every ink ≥ 7:1 on the background but the grid.
Theme MakeHighContrast() {
  Theme t = MakeDark();
  t.id = ThemeId::HighContrast;
  t.name = "high-contrast";
  t.background = Hex(0x000000);
  auto set = [&](Ink i, Rgba c) { t.ink[static_cast<std::size_t>(i)] = c; };
  set(Ink::Text, Hex(0xffffff));
  set(Ink::Muted, Hex(0xd4d4d4));
  set(Ink::Grid, Hex(0x262626));
  set(Ink::GridMajor, Hex(0x404040));
  set(Ink::Axis, Hex(0xb0b0b0));
  set(Ink::Wall, Hex(0xffffff));
  set(Ink::Normal, Hex(0xFFB000));  // E69F00 brightened
  set(Ink::Edge, Hex(0x6CCFFF));    // 56B4E9
  set(Ink::Point, Hex(0xFFF34D));   // F0E442
  set(Ink::Path, Hex(0xd4d4d4));
  set(Ink::Start, Hex(0x6CCFFF));
  set(Ink::End, Hex(0xFF9ED2));  // CC79A7
  set(Ink::Ball, Hex(0x6CCFFF));
  set(Ink::Hit, Hex(0xFF8A4C));      // D55E00
  set(Ink::Reflect, Hex(0x3DEBB4));  // 009E73
  set(Ink::Pillar, Hex(0xFF9ED2));
  set(Ink::Outside, Hex(0xFFB000));
  set(Ink::Inside, Hex(0x8CC4FF));  // 0072B2
  set(Ink::Highlight, Hex(0xffffff));
  set(Ink::Warning, Hex(0xFF8A4C));
  set(Ink::Plot1, Hex(0x6CCFFF));
  set(Ink::Plot2, Hex(0xFFB000));
  set(Ink::Plot3, Hex(0x3DEBB4));
  t.line_scale = 1.5f;
  t.label_scale = 1.15f;
  return t;
}

}  // namespace

double ContrastRatio(Rgba a, Rgba b) {
  // Relative luminance of sRGB (WCAG 2): linearise each channel, then weight.
  const auto lum = [](Rgba c) {
    const auto lin = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
  };
  const double la = lum(a), lb = lum(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Rgba Over(Rgba top, float alpha, Rgba under) {
  const float a = std::clamp(alpha * top.a, 0.0f, 1.0f);
  return {top.r * a + under.r * (1 - a), top.g * a + under.g * (1 - a), top.b * a + under.b * (1 - a), 1.0f};
}

const Theme& GetTheme(ThemeId id) {
  static const Theme kDark = MakeDark(), kLight = MakeLight(), kSlide = MakeSlide(),
                     kHighContrast = MakeHighContrast();
  switch (id) {
    case ThemeId::Light: return kLight;
    case ThemeId::Slide: return kSlide;
    case ThemeId::HighContrast: return kHighContrast;
    case ThemeId::Dark: break;
  }
  return kDark;
}

std::optional<ThemeId> ThemeFromName(std::string_view name) {
  if (name == "dark") return ThemeId::Dark;
  if (name == "light") return ThemeId::Light;
  if (name == "slide") return ThemeId::Slide;
  if (name == "high-contrast") return ThemeId::HighContrast;
  return std::nullopt;
}

}  // namespace ricochet::app
