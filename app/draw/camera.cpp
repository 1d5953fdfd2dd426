#include "draw/camera.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "draw/clip.h"

namespace ricochet::app {

namespace {
// Zoom range: wide enough to frame any scene of the input domain (coordinates within ±10⁶, lengths down
// to 10⁻⁶) with room to spare, narrow enough that screen positions stay exact to a fraction of a pixel
// (|world| ≤ 10⁶ is known to ~10⁻¹⁰, × 10⁹ px per unit = 0.1 px).
constexpr double kMinPpu = 1e-5, kMaxPpu = 1e9;
}  // namespace

Vec2 Camera::ToScreen(Vec2 w) const {
  const Vec2 mid = view_min + view_size * 0.5;
  return {mid.x + (w.x - center.x) * ppu, mid.y - (w.y - center.y) * ppu};
}

Vec2 Camera::ToWorld(Vec2 s) const {
  const Vec2 mid = view_min + view_size * 0.5;
  return {center.x + (s.x - mid.x) / ppu, center.y - (s.y - mid.y) / ppu};
}

void Camera::ZoomAt(Vec2 s, double factor) {
  const Vec2 before = ToWorld(s);
  ppu = std::clamp(ppu * factor, kMinPpu, kMaxPpu);
  // Shift the centre so `before` lands on `s` again.
  center += before - ToWorld(s);
}

void Camera::PanPx(Vec2 d) { center += Vec2{-d.x / ppu, d.y / ppu}; }

void Camera::Fit(const Bounds& b, double margin_px) {
  if (b.Empty()) return;
  center = b.Center();
  const Vec2 size = b.Size();
  const double w = std::max(view_size.x - 2 * margin_px, 10.0);
  const double h = std::max(view_size.y - 2 * margin_px, 10.0);
  const double sx = size.x > 0 ? w / size.x : HUGE_VAL;
  const double sy = size.y > 0 ? h / size.y : HUGE_VAL;
  double p = std::min(sx, sy);
  if (!(size.x > 1e-12 || size.y > 1e-12)) p = 60.0;  // a single point: keep a sensible zoom
  ppu = std::clamp(p, kMinPpu, kMaxPpu);
}

Bounds Camera::FitAround(const Bounds& b, std::span<const Bounds> covered, double margin_px) {
  // Every rectangle between the view's edges and the covered rectangles' edges that overlaps none of them;
  // the one in which b is framed largest wins (the larger area on a tie). A handful of obstacles gives a few
  // hundred candidates.
  const Vec2 v0 = view_min, v1 = view_min + view_size;
  std::vector<double> xs = {v0.x, v1.x}, ys = {v0.y, v1.y};
  for (const Bounds& c : covered) {
    for (double x : {c.min.x, c.max.x}) {
      if (x > v0.x && x < v1.x) xs.push_back(x);
    }
    for (double y : {c.min.y, c.max.y}) {
      if (y > v0.y && y < v1.y) ys.push_back(y);
    }
  }
  std::sort(xs.begin(), xs.end()), std::sort(ys.begin(), ys.end());
  const Vec2 size = b.Empty() ? Vec2{0, 0} : b.Size();
  // The zoom b gets in a rectangle of this size (a point scene: the rectangle's smaller side).
  auto zoom = [&](Vec2 r) {
    const double w = r.x - 2 * margin_px, h = r.y - 2 * margin_px;
    if (w <= 0 || h <= 0) return 0.0;
    const double sx = size.x > 1e-300 ? w / size.x : HUGE_VAL, sy = size.y > 1e-300 ? h / size.y : HUGE_VAL;
    return std::isfinite(std::min(sx, sy)) ? std::min(sx, sy) : std::min(w, h);
  };
  Bounds best{v0, v1};
  double best_zoom = -1, best_area = -1;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    for (std::size_t j = i + 1; j < xs.size(); ++j) {
      for (std::size_t k = 0; k < ys.size(); ++k) {
        for (std::size_t l = k + 1; l < ys.size(); ++l) {
          const Bounds r{{xs[i], ys[k]}, {xs[j], ys[l]}};
          bool free = true;
          for (const Bounds& c : covered) {
            free =
                free && !(r.min.x < c.max.x && r.max.x > c.min.x && r.min.y < c.max.y && r.max.y > c.min.y);
          }
          if (!free) continue;
          const Vec2 rs = r.Size();
          const double z = zoom(rs), area = rs.x * rs.y;
          if (z > best_zoom * (1 + 1e-9) || (z >= best_zoom * (1 - 1e-9) && area > best_area)) {
            best = r, best_zoom = z, best_area = area;
          }
        }
      }
    }
  }
  // Fit into `best`, then shift so the scene's centre lands on best's centre.
  const Vec2 saved_min = view_min, saved_size = view_size;
  view_min = best.min, view_size = best.Size();
  Fit(b, margin_px);
  view_min = saved_min, view_size = saved_size;
  const Vec2 d = best.Center() - (view_min + view_size * 0.5);  // screen px, y down
  center -= Vec2{d.x / ppu, -d.y / ppu};
  return best;
}

Bounds Camera::Visible() const {
  Bounds b;
  b.Add(ToWorld(view_min));
  b.Add(ToWorld(view_min + view_size));
  return b;
}

double GridStep(double ppu, double min_px) {
  const double raw = min_px / ppu;  // smallest acceptable step in world units
  const double p10 = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0}) {
    if (m * p10 >= raw * (1 - 1e-9)) return m * p10;
  }
  return 10 * p10;
}

GridLines MakeGrid(const Bounds& visible, double ppu, double min_major_px) {
  GridLines g;
  g.major = GridStep(ppu, min_major_px);
  const double mant = g.major / std::pow(10.0, std::floor(std::log10(g.major) + 1e-9));
  const double per_major = std::fabs(mant - 2.0) < 0.01 ? 4.0 : 5.0;
  g.minor = g.major / per_major;
  // Minor lines are at least min_major_px / 5 apart: no more of them than the view's pixels hold.
  auto limit = [&](double extent) {
    const double n = extent * ppu / (min_major_px / 5.0) + 3;
    return n >= 0 && n < 1e5 ? static_cast<std::size_t>(n) : std::size_t{0};
  };
  // Line k of the minor grid is major when k is a multiple of per_major (k from the value: exact while
  // |k| < 10¹⁵, far beyond any view of the input domain).
  auto lines = [&](double lo, double hi, double extent) {
    std::vector<GridLines::Line> out;
    for (double v : GridValues(lo, hi, g.minor, limit(extent))) {
      out.push_back({v, std::remainder(std::round(v / g.minor), per_major) == 0});
    }
    return out;
  };
  const Vec2 size = visible.Size();
  g.x = lines(visible.min.x, visible.max.x, size.x);
  g.y = lines(visible.min.y, visible.max.y, size.y);
  g.major_x = GridValues(visible.min.x, visible.max.x, g.major, limit(size.x));
  g.major_y = GridValues(visible.min.y, visible.max.y, g.major, limit(size.y));
  return g;
}

}  // namespace ricochet::app
