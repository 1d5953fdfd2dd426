// Themes map the figure's semantic inks to colours, for the screen and for export.
// The data palette is Okabe–Ito (colour-blind safe); meaning is carried by shape and label as well.
#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "draw/figure.h"

namespace ricochet::app {

struct Rgba {
  float r = 0, g = 0, b = 0, a = 1;
};

enum class ThemeId { Dark, Light, Slide, HighContrast };

struct Theme {
  ThemeId id;
  const char* name;  // "dark", "light", "slide", "high-contrast"
  Rgba background;
  std::array<Rgba, static_cast<std::size_t>(Ink::Count)> ink;
  float line_scale;   // multiplies every stroke width
  float label_scale;  // multiplies every label size
};

// A label's halo: a rounded panel of the background colour at this opacity behind its text (both backends),
// so text stays legible over lines and shading.
inline constexpr float kLabelHaloAlpha = 0.85f;
// The most opaque area fill a label may sit on (a ball's disc); the contrast test checks every text ink on
// the halo over every ink at this opacity.
inline constexpr float kMaxAreaFillAlpha = 0.55f;

// The inks that are never text: lines and grids only (labels use any other ink).
constexpr bool IsTextInk(Ink ink) { return ink != Ink::Grid && ink != Ink::GridMajor && ink != Ink::Axis; }
// The grid's lines are a backdrop, not information (the axes and every figure ink are): the one ink a theme
// may draw below WCAG's 3:1 for graphics (1.4.11).
constexpr bool IsDecorationInk(Ink ink) { return ink == Ink::Grid || ink == Ink::GridMajor; }
// Graphics that carry meaning (a line, a handle, a focus ring) need WCAG 2 contrast ≥ 3:1; text ≥ 4.5:1.
inline constexpr double kGraphicsContrast = 3.0;
inline constexpr double kTextContrast = 4.5;

// WCAG 2 contrast ratio of two opaque colours (1 … 21); text needs ≥ 4.5.
double ContrastRatio(Rgba a, Rgba b);
// `top` at `alpha` over opaque `under`.
Rgba Over(Rgba top, float alpha, Rgba under);

const Theme& GetTheme(ThemeId id);
// Every theme, in the order menus list them.
inline constexpr ThemeId kThemes[] = {ThemeId::Dark, ThemeId::Light, ThemeId::Slide, ThemeId::HighContrast};
std::optional<ThemeId> ThemeFromName(std::string_view name);
inline Rgba InkColor(const Theme& t, Ink ink) { return t.ink[static_cast<std::size_t>(ink)]; }

}  // namespace ricochet::app
