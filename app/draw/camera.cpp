#include "draw/camera.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <vector>

#include "draw/clip.h"

namespace ricochet::app {

namespace {
// Zoom range: wide enough to frame any scene of the input domain (coordinates within ±10⁶, lengths down
// to 10⁻⁶) with room to spare, narrow enough that screen positions stay exact to a fraction of a pixel
// (|world| ≤ 10⁶ is known to ~10⁻¹⁰, × 10⁹ px per unit = 0.1 px).
constexpr double kMinPpu = 1e-5, kMaxPpu = 1e9;
// FitAround takes the parts' framing over the rectangle's when it is at least this much larger.
constexpr double kPartsGain = 1.1;

// Where b's frame can go at zoom z (px per unit): the top-left corner (screen px) of b's frame with b inside
// the view and every part clear of every covered rectangle, each by m px. The free corner nearest the one
// that centres b when `nearest`, else any (the first found); nothing when there is none.
std::optional<Vec2> PlaceParts(const Bounds& b, std::span<const Bounds> parts,
                               std::span<const Bounds> covered, Vec2 v0, Vec2 v1, double m, double z,
                               bool nearest) {
  const Vec2 s = b.Size() * z;
  const double xlo = v0.x + m, xhi = v1.x - m - s.x, ylo = v0.y + m, yhi = v1.y - m - s.y;
  if (!(xhi >= xlo && yhi >= ylo)) return std::nullopt;
  // The corners at which some part would meet some covered rectangle: open rectangles of corner positions.
  std::vector<Bounds> no;
  for (const Bounds& p : parts) {
    const Vec2 off{(p.min.x - b.min.x) * z, (b.max.y - p.max.y) * z}, ps = p.Size() * z;
    for (const Bounds& c : covered) {
      no.push_back({{c.min.x - m - off.x - ps.x, c.min.y - m - off.y - ps.y},
                    {c.max.x + m - off.x, c.max.y + m - off.y}});
    }
  }
  // If any corner is free, the leftmost (then topmost) one is: x is xlo or a right edge, y ylo or a bottom
  // edge of those rectangles. The centred corner and the other edges are tried too when placing.
  const Vec2 want{std::clamp(0.5 * (v0.x + v1.x - s.x), xlo, xhi),
                  std::clamp(0.5 * (v0.y + v1.y - s.y), ylo, yhi)};
  std::vector<double> xs = {xlo, want.x}, ys = {ylo, want.y};
  if (nearest) xs.push_back(xhi), ys.push_back(yhi);
  for (const Bounds& f : no) {
    for (double x : {f.max.x, f.min.x}) {
      if (x >= xlo && x <= xhi) xs.push_back(x);
      if (!nearest) break;
    }
    for (double y : {f.max.y, f.min.y}) {
      if (y >= ylo && y <= yhi) ys.push_back(y);
      if (!nearest) break;
    }
  }
  std::optional<Vec2> best;
  for (double x : xs) {
    for (double y : ys) {
      const bool free = std::none_of(no.begin(), no.end(), [&](const Bounds& f) {
        return x > f.min.x && x < f.max.x && y > f.min.y && y < f.max.y;
      });
      if (!free) continue;
      if (!nearest) return Vec2{x, y};
      if (!best || LengthSq(Vec2{x, y} - want) < LengthSq(*best - want)) best = Vec2{x, y};
    }
  }
  return best;
}
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

Bounds Camera::FitAround(const Bounds& b, std::span<const Bounds> covered, double margin_px,
                         std::span<const Bounds> parts) {
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
  if (parts.empty() || covered.empty() || !(size.x > 1e-12 && size.y > 1e-12)) return best;
  // Larger, with b's empty corners over the covered rectangles: the largest zoom at which the parts fit
  // (bisection between the rectangle's zoom, which they fit, and the whole view's).
  Camera whole = *this;
  whole.Fit(b, margin_px);
  const auto fits = [&](double z) { return PlaceParts(b, parts, covered, v0, v1, margin_px, z, false); };
  double lo = ppu, hi = whole.ppu;
  if (!(hi > lo * kPartsGain)) return best;
  if (!fits(hi)) {
    for (int i = 0; i < 16; ++i) {
      const double mid = std::sqrt(lo * hi);
      (fits(mid) ? lo : hi) = mid;
    }
    hi = lo;
  }
  if (!(hi > ppu * kPartsGain)) return best;
  const std::optional<Vec2> at = PlaceParts(b, parts, covered, v0, v1, margin_px, hi, true);
  if (!at) return best;
  ppu = hi;
  const Vec2 mid = view_min + view_size * 0.5;
  center = {b.min.x - (at->x - mid.x) / ppu, b.max.y - (mid.y - at->y) / ppu};
  return Bounds{v0, v1};
}

std::vector<Bounds> DrawnCells(const Figure& fig, const Bounds& scene, int n) {
  const Vec2 size = scene.Size();
  if (scene.Empty() || n < 1 || !(size.x > 0 && size.y > 0) || !IsFinite(size)) return {};
  const Vec2 cell{size.x / n, size.y / n};
  std::vector<char> on(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0);
  const auto index = [&](double v, double lo, double step) {
    return std::clamp(static_cast<int>(std::floor((v - lo) / step)), 0, n - 1);
  };
  // Every cell the box meets (cut to the scene).
  const auto box = [&](const Bounds& bb) {
    if (bb.Empty() || bb.max.x < scene.min.x || bb.min.x > scene.max.x || bb.max.y < scene.min.y ||
        bb.min.y > scene.max.y)
      return;
    const int i0 = index(bb.min.x, scene.min.x, cell.x), i1 = index(bb.max.x, scene.min.x, cell.x);
    const int j0 = index(bb.min.y, scene.min.y, cell.y), j1 = index(bb.max.y, scene.min.y, cell.y);
    for (int j = j0; j <= j1; ++j) {
      for (int i = i0; i <= i1; ++i) on[static_cast<std::size_t>(j * n + i)] = 1;
    }
  };
  const auto point = [&](Vec2 p) {
    if (IsFinite(p)) box(Bounds{p, p});
  };
  // Points along a → c cut to the scene, a quarter of a cell apart.
  const auto line = [&](Vec2 a, Vec2 c) {
    if (!ClipSegment(a, c, scene)) return;
    const int k = static_cast<int>(
        std::ceil(4 * std::max(std::fabs(c.x - a.x) / cell.x, std::fabs(c.y - a.y) / cell.y)));
    for (int i = 0; i <= k; ++i) point(k > 0 ? Lerp(a, c, static_cast<double>(i) / k) : a);
  };
  const auto& pts = fig.points();
  for (const Prim& p : fig.prims()) {
    if (p.space != Space::World) continue;
    switch (p.kind) {
      case Prim::Kind::Segment:
      case Prim::Kind::Arrow: line(p.a, p.b); break;
      case Prim::Kind::Circle: {  // the ring, as 64 chords
        Vec2 prev = p.a + Vec2{p.r, 0};
        for (int k = 1; k <= 64; ++k) {
          const double a = 2 * std::numbers::pi * k / 64;
          const Vec2 q = p.a + Vec2{std::cos(a), std::sin(a)} * p.r;
          line(prev, q), prev = q;
        }
        break;
      }
      case Prim::Kind::Disc: box(Bounds{p.a - Vec2{p.r, p.r}, p.a + Vec2{p.r, p.r}}); break;
      case Prim::Kind::Polyline:
        for (std::uint32_t i = 0; i + 1 < p.count; ++i) line(pts[p.first + i], pts[p.first + i + 1]);
        break;
      case Prim::Kind::Polygon: {
        Bounds bb;
        for (std::uint32_t i = 0; i < p.count; ++i) bb.Add(pts[p.first + i]);
        box(bb);
        break;
      }
      case Prim::Kind::Marker: point(p.a); break;
      default: break;
    }
  }
  for (const KeepOut& k : fig.keep_outs()) point(k.at);  // a handle: no plot or caption may cover it
  // One box per run of drawn cells along a row.
  std::vector<Bounds> cells;
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < n;) {
      if (!on[static_cast<std::size_t>(j * n + i)]) {
        ++i;
        continue;
      }
      int e = i;
      while (e + 1 < n && on[static_cast<std::size_t>(j * n + e + 1)]) ++e;
      cells.push_back(
          {scene.min + Vec2{cell.x * i, cell.y * j}, scene.min + Vec2{cell.x * (e + 1), cell.y * (j + 1)}});
      i = e + 1;
    }
  }
  return cells;
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

std::size_t FitAroundBest(Camera& cam, const Bounds& b, std::span<const FitLayout> layouts,
                          double margin_px) {
  const Camera start = cam;
  std::size_t best = 0;
  for (std::size_t k = 0; k < layouts.size(); ++k) {
    Camera c = start;
    c.FitAround(b, layouts[k].covered, margin_px, layouts[k].parts);
    const bool apart = layouts[k].covered.size() >= layouts[0].covered.size();
    if (k == 0 || (apart && c.ppu > cam.ppu * kLayoutGain)) cam = c, best = k;
  }
  return best;
}

}  // namespace ricochet::app
