// The canvas camera: world units with y up ↔ screen pixels with y down.
#pragma once

#include <span>
#include <vector>

#include "draw/figure.h"
#include "ricochet/vec2.h"

namespace ricochet::app {

// Free space around the scene when fitting, in logical px: room for the labels at its edge. The screen's
// Home, a preset and the export fit with it.
inline constexpr double kFitMarginPx = 24.0;

struct Camera {
  Vec2 center{0, 0};          // world point at the middle of the viewport
  double ppu = 60.0;          // pixels per world unit (zoom)
  Vec2 view_min{0, 0};        // viewport top-left in screen px
  Vec2 view_size{1280, 720};  // viewport size in px

  Vec2 ToScreen(Vec2 w) const;
  Vec2 ToWorld(Vec2 s) const;
  // Multiplies the zoom by `factor` keeping the world point under screen point `s` fixed.
  void ZoomAt(Vec2 s, double factor);
  // Moves the view by a screen-pixel drag (the world follows the mouse).
  void PanPx(Vec2 delta_px);
  // Frames `b` in the viewport with `margin_px` of space on each side.
  void Fit(const Bounds& b, double margin_px = kFitMarginPx);
  // Frames b as large as it can be in a part of the view that none of `covered` (screen px rectangles:
  // plots, captions) overlaps, with `margin_px` inside that part. Returns the part (screen px).
  //
  // With `parts` (world boxes inside b where the figure draws, DrawnCells), b itself may reach under a plot
  // or caption where nothing is drawn, and is framed larger when that helps: a wide scene on a small canvas
  // is no longer cramped into the column beside a corner plot when its empty corner can go over the plot.
  // The parts keep `margin_px` from the view's edges, the covered rectangles and b from the view's edges.
  Bounds FitAround(const Bounds& b, std::span<const Bounds> covered, double margin_px = kFitMarginPx,
                   std::span<const Bounds> parts = {});
  // World rectangle currently visible.
  Bounds Visible() const;
};

// One way the figure can be laid out (the corner its plots go in): what covers the canvas then, and where
// the figure draws (FitAround's covered and parts).
struct FitLayout {
  std::vector<Bounds> covered, parts;
};
// FitAround for each layout; `cam` keeps the one that frames b largest and its index is returned. Layout 0
// (the default) unless another frames b at least kLayoutGain larger without merging what covers the canvas
// into fewer blocks (a plot moved onto a caption: fewer, larger rectangles).
inline constexpr double kLayoutGain = 1.05;
std::size_t FitAroundBest(Camera& cam, const Bounds& b, std::span<const FitLayout> layouts, double margin_px);

// The cells of an n × n grid over `scene` in which the figure draws (its world lines, arrows, circles,
// discs, polygons, markers and handles; not labels, hatches or half-planes), merged along each row: what a
// plot or caption must not cover (FitAround's parts).
std::vector<Bounds> DrawnCells(const Figure& fig, const Bounds& scene, int n = 12);

// Grid spacing in world units: 1, 2 or 5 × 10^k, the smallest giving at least `min_px` between lines.
double GridStep(double ppu, double min_px);

// The canvas grid, for the screen and the export alike: major lines GridStep(ppu, min_major_px) apart,
// 4 minor steps per major of 2 × 10^k, else 5. Only the lines in `visible` (world units), so a grid never
// holds more lines than its pixels have room for, however far out the view is.
struct GridLines {
  struct Line {
    double at;  // world units
    bool major;
  };
  double major = 1, minor = 0.2;
  std::vector<Line> x, y;                // every line, minor and major
  std::vector<double> major_x, major_y;  // the major ones: they get numbers
};
GridLines MakeGrid(const Bounds& visible, double ppu, double min_major_px);

}  // namespace ricochet::app
