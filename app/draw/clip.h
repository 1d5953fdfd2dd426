// Clipping and pixel spacing for the Figure's backends (screen and Cairo). A backend cuts everything to its
// output rectangle, in output px, before it strokes, dashes, hatches or fills, so the cost of a figure is
// bounded by the output's pixels and not by how far the world extends: a wall 10⁶ units long, a line
// "to infinity" or a circle of radius 10⁹ px cost what their visible part costs.
#pragma once

#include <span>
#include <utility>
#include <vector>

#include "draw/figure.h"

namespace ricochet::app {

// Liang–Barsky: cuts a–b to `rect`. False when nothing is left (or a point is not finite). t0, t1: the kept
// part as fractions of the original a → b.
bool ClipSegment(Vec2& a, Vec2& b, const Bounds& rect, double* t0 = nullptr, double* t1 = nullptr);

// Sutherland–Hodgman against the four sides of `rect`: the part of a convex (or simple) polygon inside it.
std::vector<Vec2> ClipPolygon(std::span<const Vec2> poly, const Bounds& rect);

// The part of `rect` on the side { X : n·(X − p) ≥ 0 } of a line (a half-plane shading, cut to the view).
std::vector<Vec2> HalfPlaneInRect(Vec2 p, Vec2 n, const Bounds& rect);

// The visible parts of a polyline, each with the path length that precedes its first point (`start`), so a
// dash pattern continues where it would have been. Points closer than `min_step` px to the last kept one
// are dropped (a run's last point is always kept): at most one vertex per `min_step` px of visible length.
struct PathRun {
  std::vector<Vec2> pts;
  double start = 0;
};
std::vector<PathRun> ClipPolyline(std::span<const Vec2> pts, const Bounds& rect, bool closed = false,
                                  double min_step = 0.5);

// How a circle (centre, radius in output px) meets `rect`.
struct CircleClip {
  enum class View {
    Outside,  // nothing of it is in the rectangle
    Covers,   // the rectangle is inside the circle: a stroke shows nothing, a fill covers the rectangle
    Whole,    // small enough (r ≤ the rectangle's diagonal) to draw whole, as backends always did
    Arc,      // huge: only `arc` crosses the rectangle
  };
  View view = View::Outside;
  // Arc: an open polyline on the circle (chords within `tolerance` px of it) over the angles that can be
  // in the rectangle; its vertex count grows like √(rectangle diagonal), never with r.
  std::vector<Vec2> arc;
};
CircleClip ClipCircle(Vec2 c, double r, const Bounds& rect, double tolerance = 0.25);

// Hatch marks on a → b (output px): one every ≈ `spacing` px, evenly from a to b (at least 4 intervals, so
// a short wall still reads as hatched), each from its foot on a → b to foot + (side − along) · `length`,
// where along = (b − a)/|b − a| and side is a unit vector. Only the marks that can reach `rect` are made:
// at most (visible length / spacing + 2) of them, however long a → b is. They stay where they are on the
// wall while it pans, as the foot positions do not depend on `rect`.
std::vector<std::pair<Vec2, Vec2>> HatchMarks(Vec2 a, Vec2 b, Vec2 side, double spacing, double length,
                                              const Bounds& rect);

// Grid positions k · step in [lo, hi] (ascending). Empty when there would be more than `max_count` (a step
// too small for the range, or a range too far out for doubles to count in): callers pass a bound taken from
// the output size, so a grid never costs more than its pixels.
std::vector<double> GridValues(double lo, double hi, double step, std::size_t max_count);

}  // namespace ricochet::app
