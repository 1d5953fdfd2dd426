// Cairo backend of the Figure: replays the same primitives the screen shows into any Cairo surface
// (image → PNG, SVG, PDF), at any size. Sizes in the Figure are logical px; `View::scale` turns them into
// output px, so a 3840×2160 export looks like the 1600×900 screen, only sharper.
#pragma once

#include <cairo.h>

#include "draw/figure.h"
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

// Paints background, grid and every primitive of `fig` (in recording order) onto `cr`.
void DrawFigureCairo(cairo_t* cr, const Figure& fig, const View& view, const CairoPaint& paint);
// The grid alone (minor/major lines every 1, 2 or 5 × 10^k world units, axes, axis numbers).
void DrawGridCairo(cairo_t* cr, const View& view, const Theme& theme);

// What every Cairo export draws (a still, each frame of a movie): the figure, then the caption (export.cpp).
void DrawExportCairo(cairo_t* cr, const ExportContent& content, const ExportOptions& o);

}  // namespace ricochet::app
