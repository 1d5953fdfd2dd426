// A small live plot on the figure layer (Overlay space: logical px), so it shows on screen and in exports.
// E.g. f(t) = a t² + b t + c over t ∈ [0, 1] with its roots marked.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>

#include "draw/figure.h"

namespace ricochet::app {

struct PlotBox {
  Vec2 origin_px;  // top-left of the plot frame, logical px in the canvas (y down)
  Vec2 size_px{320, 180};
  double x0 = 0, x1 = 1;  // data range shown
  double y0 = 0, y1 = 1;
  std::string title;  // e.g. "f(t) = a t² + b t + c"
  std::string x_label = "t";
};

// The canvas corner a lesson's plot goes in. Framing the scene (the screen's Home, a preset, an export)
// chooses the one that leaves the scene largest (FitAroundBest): bottom-right unless another does better.
enum class PlotCorner : std::uint8_t { BottomRight, TopRight, BottomLeft, TopLeft };
inline constexpr PlotCorner kPlotCorners[] = {PlotCorner::BottomRight, PlotCorner::TopRight,
                                              PlotCorner::BottomLeft, PlotCorner::TopLeft};

// Places a plot of `size` in a corner of a canvas, with a margin. The plot keeps to a share of the canvas
// (kPlotShare of its width and height), so on a small canvas or a large UI scale it shrinks rather than
// cover the figure.
inline constexpr double kPlotShareX = 0.3, kPlotShareY = 0.28;
PlotBox CornerPlot(Vec2 canvas_px, PlotCorner corner, Vec2 size_px, double x0, double x1, double y0,
                   double y1, std::string title);

class Plot {
 public:
  // Draws the frame, axes (y = 0 and x = 0 when in range), ticks and title.
  Plot(Figure& fig, PlotBox box);
  Vec2 ToPx(Vec2 data) const;
  // Cut to the frame: a curve that leaves the range leaves the frame (never drawn flat along its edge).
  void Curve(std::span<const Vec2> data, Stroke s);
  void Function(const std::function<double(double)>& f, Stroke s, int samples = 96);
  void VLine(double x, Stroke s, const std::string& label = "");
  void HLine(double y, Stroke s, const std::string& label = "");
  void Point(Vec2 data, MarkerShape shape, Ink ink, const std::string& label = "");

 private:
  Figure& fig_;
  PlotBox box_;
};

// Nice tick step for a range: 1, 2 or 5 × 10^k giving about `target` ticks.
double NiceStep(double range, int target);

}  // namespace ricochet::app
