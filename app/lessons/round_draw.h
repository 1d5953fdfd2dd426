// Small drawing helpers shared by the round-object lessons (ray-circle, circle-circle, tunneling).
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "draw/figure.h"

namespace ricochet::app::round {

// A label beside point p, pushed `px` toward `dir` so it never sits on a handle. Returns it (its priority).
inline Prim& LabelAway(Figure& fig, Vec2 p, Vec2 dir, const std::string& text, Ink ink, double px = 16,
                       float scale = 1.0f) {
  return fig.Label(p, text, ink, AnchorToward(dir), OffsetToward(dir, px), scale);
}

// The perpendicular of a direction (rotated +90°), for labels beside a path.
inline Vec2 Perp(Vec2 d) { return Vec2{-d.y, d.x}; }

// A small right-angle mark at `corner` between unit directions u and w (world units, size k).
inline void RightAngle(Figure& fig, Vec2 corner, Vec2 u, Vec2 w, double k, Ink ink) {
  const Vec2 pts[3] = {corner + u * k, corner + u * k + w * k, corner + w * k};
  fig.Polyline(pts, {ink, 1.2f});
}

// Closed polyline around a circle, dashed etc. (the figure's Circle already does this; kept for arcs).
inline void Arc(Figure& fig, Vec2 c, double r, double a0, double a1, Stroke s, int n = 24) {
  std::vector<Vec2> pts;
  for (int i = 0; i <= n; ++i) {
    const double a = a0 + (a1 - a0) * i / n;
    pts.push_back(c + Vec2{std::cos(a), std::sin(a)} * r);
  }
  fig.Polyline(pts, s);
}

// Plot y range covering `ys` with a margin, never empty.
inline void PlotRange(const std::vector<double>& ys, double& y0, double& y1) {
  y0 = 0, y1 = 0;
  for (double y : ys) {
    if (std::isfinite(y)) y0 = std::min(y0, y), y1 = std::max(y1, y);
  }
  const double pad = std::max(1e-9, (y1 - y0) * 0.12);
  y0 -= pad, y1 += pad;
}

}  // namespace ricochet::app::round
