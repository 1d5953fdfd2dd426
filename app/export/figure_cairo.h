// Cairo backend of the Figure: replays the same primitives the screen shows into any Cairo surface
// (image → PNG, SVG, PDF), at any size. Sizes in the Figure are logical px; `View::scale` turns them into
// output px, so a 3840×2160 export looks like the 1600×900 screen, only sharper.
#pragma once

#include <cairo.h>

#include <span>

#include "draw/figure.h"
#include "draw/labels.h"
#include "draw/theme.h"
#include "export/view.h"

namespace ricochet::app {

struct ExportContent;
struct ExportOptions;

struct CairoPaint {
  const Theme* theme = nullptr;
  bool background = true;  // false: leave the surface transparent
  bool grid = true;        // world grid with labelled axes, as on the screen
};

// Sets the font size whose line height (ascent + descent) is `line_px`, as ImGui sizes fonts.
void SetLineHeight(cairo_t* cr, double line_px);
// Measures text with `cr` in the labels' font (kFontFamily), as the file will show it.
TextWidth CairoTextWidth(cairo_t* cr);
// The label output of a view (draw/labels.h), measuring text with `cr`'s font.
LabelOutput CairoLabels(cairo_t* cr, const View& v, const Theme& t);

// Paints background, grid and every primitive of `fig` (in recording order) onto `cr`.
void DrawFigureCairo(cairo_t* cr, const Figure& fig, const View& view, const CairoPaint& paint);
// The grid alone (minor/major lines every 1, 2 or 5 × 10^k world units, axes, axis numbers); no number or
// axis name inside `covered` (output px: the figure's plots and captions, OverlayCover).
void DrawGridCairo(cairo_t* cr, const View& view, const Theme& theme, std::span<const Bounds> covered = {},
                   std::span<const std::pair<Vec2, Vec2>> lines = {});

// What every Cairo export draws (a still, each frame of a movie): the figure, then the caption (export.cpp).
void DrawExportCairo(cairo_t* cr, const ExportContent& content, const ExportOptions& o);

}  // namespace ricochet::app
