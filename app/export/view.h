// Output geometry shared by every export backend (Cairo on the desktop, WebGL in the browser): the view of
// the world an output of a given size shows, and the logical-px sizes that keep it looking like the screen.
#pragma once

#include "draw/figure.h"
#include "draw/plot.h"
#include "ricochet/vec2.h"

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
  PlotCorner plot_corner = PlotCorner::BottomRight;  // where the lesson's plots go (ExportView chooses)

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

}  // namespace ricochet::app
