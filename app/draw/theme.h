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

enum class ThemeId { Dark, Light, Slide };

struct Theme {
  ThemeId id;
  const char* name;  // "dark", "light", "slide"
  Rgba background;
  std::array<Rgba, static_cast<std::size_t>(Ink::Count)> ink;
  float line_scale;   // multiplies every stroke width
  float label_scale;  // multiplies every label size
};

const Theme& GetTheme(ThemeId id);
std::optional<ThemeId> ThemeFromName(std::string_view name);
inline Rgba InkColor(const Theme& t, Ink ink) { return t.ink[static_cast<std::size_t>(ink)]; }

}  // namespace ricochet::app
