// Cairo backend of the Figure: replays the same primitives the screen shows into any Cairo surface
// (image → PNG, SVG, PDF), at any size. Sizes in the Figure are logical px; `View::scale` turns them into
// output px, so a 3840×2160 export looks like the 1600×900 screen, only sharper.
#pragma once

#include <cairo.h>

#include <span>

#include "draw/figure.h"
#include "draw/labels.h"
#include "draw/theme.h"

namespace ricochet::app {

// The figure is laid out for a canvas this many logical px high; an output of height H draws every line
// width, marker and label at H / kReferenceHeight output px per logical px.
inline constexpr double kReferenceHeight = 900.0;
// Body label line height (ascent + descent, as ImGui sizes fonts) in logical px at Label scale 1, before
// the theme's label_scale.
inline constexpr double kLabelPx = 18.0;
// Arrow head, in logical px: length = (kArrowHeadPx + 2.5 × stroke width) × line_scale, half-width 0.45 ×
// length.
inline constexpr double kArrowHeadPx = 9.0;
// The font every label uses, on screen and in exports (fonts-dejavu-core).
inline constexpr const char* kFontFamily = "DejaVu Sans";

// World → output pixels: uniform scale, world y up, output y down.
struct View {
  Vec2 size_px{1600, 900};   // output size in px
  double scale = 1.0;        // output px per logical px (line widths, markers, labels, Overlay space)
  Vec2 center;               // world point at the middle of the output
  double px_per_unit = 1.0;  // output px per world unit

  Vec2 ToPx(Vec2 world) const {
    return {size_px.x * 0.5 + (world.x - center.x) * px_per_unit,
            size_px.y * 0.5 - (world.y - center.y) * px_per_unit};
  }
  Vec2 ToWorld(Vec2 px) const {
    return {center.x + (px.x - size_px.x * 0.5) / px_per_unit,
            center.y - (px.y - size_px.y * 0.5) / px_per_unit};
  }
  Bounds WorldRect() const;                               // what the output shows, in world units
  Vec2 CanvasLogical() const { return size_px / scale; }  // the canvas size a lesson lays overlays out in
};

// The output scale for an output of this height: height / kReferenceHeight.
double OutputScale(Vec2 size_px);
// Shows all of `world` (uniform scale, centred) inside the output, leaving `margin_px` logical px free on
// each side. An empty or degenerate rect gets a sensible 10 × 10 world-unit view around it.
// scale: output px per logical px; 0 means OutputScale(size_px).
View FitView(const Bounds& world, Vec2 size_px, double margin_px = 0.0, double scale = 0.0);

struct CairoPaint {
  const Theme* theme = nullptr;
  bool background = true;  // false: leave the surface transparent
  bool grid = true;        // world grid with labelled axes, as on the screen
};

// Sets the font size whose line height (ascent + descent) is `line_px`, as ImGui sizes fonts.
void SetLineHeight(cairo_t* cr, double line_px);
// The label output of a view (draw/labels.h), measuring text with `cr`'s font.
LabelOutput CairoLabels(cairo_t* cr, const View& v, const Theme& t);

// Paints background, grid and every primitive of `fig` (in recording order) onto `cr`.
void DrawFigureCairo(cairo_t* cr, const Figure& fig, const View& view, const CairoPaint& paint);
// The grid alone (minor/major lines every 1, 2 or 5 × 10^k world units, axes, axis numbers); no number or
// axis name inside `covered` (output px: the figure's plots and captions, OverlayCover).
void DrawGridCairo(cairo_t* cr, const View& view, const Theme& theme, std::span<const Bounds> covered = {});

}  // namespace ricochet::app
