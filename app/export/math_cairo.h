// Typeset formulas (math/typeset.h) through Cairo: handouts, worksheets and golden pictures draw the same
// boxes as the window, in the labels' font (kFontFamily); PDF keeps the text as text.
#pragma once

#include <cairo.h>

#include "draw/theme.h"
#include "math/typeset.h"

namespace ricochet::app {

// The typesetter's view of Cairo's font (kFontFamily), sizes as line heights.
math::FontMetrics CairoMetrics(cairo_t* cr);
// Draws a laid-out box with its baseline's left end at (x, y).
void DrawMathCairo(cairo_t* cr, const math::Box& box, double x, double y, Rgba col);

}  // namespace ricochet::app
