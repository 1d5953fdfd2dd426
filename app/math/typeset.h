// The typesetter: an expression tree (math/expr.h) laid out once into boxes — runs of text at positions and
// strokes (fraction bars, radicals, hats, vector arrows, tall brackets) — which every backend draws the same
// way: the ImGui draw list (draw/math_imgui.h) and Cairo (export/math_cairo.h). Italic variables are the
// upright face slanted by kItalicSlant (DejaVu Sans Oblique is that slant of DejaVu Sans), so one font file
// serves the window, the browser and the PDF.
#pragma once

#include <array>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "math/expr.h"

namespace ricochet::app::math {

inline constexpr float kItalicSlant = 0.2f;  // x shift per unit of height above the baseline

// A run of text: its left end on the baseline at (x, y), y downward.
struct Run {
  std::string text;
  float x = 0, y = 0, px = 0;
  bool italic = false;
  bool script = false;  // a subscript or superscript (set smaller than its base)
};
// A polyline in the box's coordinates.
struct Stroke {
  std::vector<std::array<float, 2>> points;
  float width = 1;
};

// A laid-out formula. Its origin is the left end of the (first) baseline; it extends `ascent` above and
// `descent` below it, `width` to the right.
struct Box {
  float width = 0, ascent = 0, descent = 0;
  std::vector<Run> runs;
  std::vector<Stroke> strokes;
  float Height() const { return ascent + descent; }
};

// What the typesetter needs of a font: the advance of a text at a size, and its vertical metrics. Sizes are
// line heights, as ImGui sizes fonts (a 20 px font's ascent and descent add up to 20 px); the fractions are
// of that size, DejaVu Sans's by default.
struct FontMetrics {
  std::function<float(std::string_view text, float px)> advance;
  float ascent = 0.797f, descent = 0.203f;      // the line's extent above and below the baseline
  float x_height = 0.47f, cap_height = 0.626f;  // the tops of n and of P, for accents
  float axis = 0.26f;                           // the math axis: the height of the minus sign's bar
};

// The expression on one line at `px`.
Box Typeset(const Expr& e, const FontMetrics& fm, float px);
// The same, broken before its relation signs, a sum's signs, a product's dots and conjunctions into lines no
// wider than `max_width` (each continuation indented; no line ends with a sign); prose breaks as WrapText
// (draw/text_wrap.h); a fraction too wide (under a root too) breaks its numerator and denominator into
// centred lines; a part that still cannot break is scaled down to fit, to no less than 0.6.
Box TypesetWrapped(const Expr& e, const FontMetrics& fm, float px, float max_width);
// Box b moved by (dx, dy).
Box Moved(Box b, float dx, float dy);

}  // namespace ricochet::app::math
