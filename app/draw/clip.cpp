#include "draw/clip.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ricochet::app {

bool ClipSegment(Vec2& a, Vec2& b, const Bounds& rect, double* t0, double* t1) {
  if (!IsFinite(a) || !IsFinite(b)) return false;
  const Vec2 d = b - a;
  if (!IsFinite(d)) return false;
  // a + t d is inside when −d.x t ≤ a.x − min.x, d.x t ≤ max.x − a.x, and the same in y.
  const double p[4] = {-d.x, d.x, -d.y, d.y};
  const double q[4] = {a.x - rect.min.x, rect.max.x - a.x, a.y - rect.min.y, rect.max.y - a.y};
  double lo = 0, hi = 1;
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0) return false;  // parallel to this side and outside it
    } else {
      const double t = q[i] / p[i];
      if (p[i] < 0) {
        lo = std::max(lo, t);
      } else {
        hi = std::min(hi, t);
      }
    }
  }
  if (lo > hi) return false;
  const Vec2 a0 = a;
  a = a0 + d * lo;
  b = a0 + d * hi;
  if (t0) *t0 = lo;
  if (t1) *t1 = hi;
  return true;
}

std::vector<Vec2> ClipPolygon(std::span<const Vec2> poly, const Bounds& rect) {
  std::vector<Vec2> out(poly.begin(), poly.end()), in;
  for (const Vec2& p : out) {
    if (!IsFinite(p)) return {};
  }
  // Each side of the rectangle as "inside when s·(x, y) ≤ k".
  const struct {
    Vec2 s;
    double k;
  } sides[4] = {{{-1, 0}, -rect.min.x}, {{1, 0}, rect.max.x}, {{0, -1}, -rect.min.y}, {{0, 1}, rect.max.y}};
  for (const auto& side : sides) {
    in.swap(out);
    out.clear();
    for (std::size_t i = 0; i < in.size(); ++i) {
      const Vec2 s = in[i], e = in[(i + 1) % in.size()];
      const double ds = Dot(side.s, s) - side.k, de = Dot(side.s, e) - side.k;
      if (ds <= 0) out.push_back(s);
      if ((ds <= 0) != (de <= 0)) out.push_back(s + (e - s) * (ds / (ds - de)));
    }
    if (out.size() < 3) return {};
  }
  return out;
}

std::vector<Vec2> HalfPlaneInRect(Vec2 p, Vec2 n, const Bounds& rect) {
  std::vector<Vec2> out;
  if (!IsFinite(p) || !IsFinite(n) || !(LengthSq(n) > 0) || rect.Empty()) return out;
  const Vec2 corners[4] = {rect.min, {rect.max.x, rect.min.y}, rect.max, {rect.min.x, rect.max.y}};
  for (int i = 0; i < 4; ++i) {
    const Vec2 s = corners[i], e = corners[(i + 1) % 4];
    const double ds = Dot(n, s - p), de = Dot(n, e - p);
    if (ds >= 0) out.push_back(s);
    if ((ds >= 0) != (de >= 0)) out.push_back(s + (e - s) * (ds / (ds - de)));
  }
  if (out.size() < 3) out.clear();
  return out;
}

std::vector<PathRun> ClipPolyline(std::span<const Vec2> pts, const Bounds& rect, bool closed,
                                  double min_step) {
  std::vector<PathRun> runs;
  const std::size_t n = pts.size();
  const std::size_t segments = n < 2 ? 0 : (closed ? n : n - 1);
  double s = 0;       // path length before the current segment
  bool open = false;  // the last run continues into the next segment
  for (std::size_t i = 0; i < segments; ++i) {
    const Vec2 a = pts[i], b = pts[(i + 1) % n];
    const double len = Length(b - a);
    Vec2 ca = a, cb = b;
    double t0 = 0, t1 = 1;
    if (!std::isfinite(len) || !ClipSegment(ca, cb, rect, &t0, &t1)) {
      open = false;
      if (std::isfinite(len)) s += len;
      continue;
    }
    if (!open || t0 > 0) {
      runs.push_back({{ca}, s + t0 * len});
      open = true;
    }
    std::vector<Vec2>& run = runs.back().pts;
    const bool last = t1 < 1 || i + 1 == segments;
    if (last || LengthSq(cb - run.back()) >= min_step * min_step) {
      run.push_back(cb);
    }
    if (t1 < 1) open = false;
    s += len;
  }
  return runs;
}

CircleClip ClipCircle(Vec2 c, double r, const Bounds& rect, double tolerance) {
  CircleClip out;
  if (!IsFinite(c) || !(r > 0) || !std::isfinite(r) || rect.Empty()) return out;
  // The common case first, without a square root: the disc's box inside the rectangle (each of the sandbox's
  // 10,000 balls, every frame). Then the disc is seen whole, as the tests below would find.
  if (c.x - r >= rect.min.x && c.x + r <= rect.max.x && c.y - r >= rect.min.y && c.y + r <= rect.max.y) {
    out.view = CircleClip::View::Whole;
    return out;
  }
  const Vec2 near{std::clamp(c.x, rect.min.x, rect.max.x), std::clamp(c.y, rect.min.y, rect.max.y)};
  if (Length(c - near) > r) return out;  // Outside
  const Vec2 corners[4] = {rect.min, {rect.max.x, rect.min.y}, rect.max, {rect.min.x, rect.max.y}};
  double far = 0;
  for (Vec2 q : corners) far = std::max(far, Length(q - c));
  if (far < r) {
    out.view = CircleClip::View::Covers;
    return out;
  }
  if (r <= Length(rect.Size())) {
    out.view = CircleClip::View::Whole;
    return out;
  }
  // A huge circle that crosses the rectangle: c is outside it (else the rectangle, whose points are within
  // one diagonal of c, would lie inside the circle), so the corners span less than π as seen from c.
  const double pi = std::numbers::pi;
  const Vec2 mid = rect.Center() - c;
  const double phi = std::atan2(mid.y, mid.x);
  double lo = pi, hi = -pi;
  for (Vec2 q : corners) {
    double d = std::atan2(q.y - c.y, q.x - c.x) - phi;
    d = std::remainder(d, 2 * pi);  // into [−π, π]
    lo = std::min(lo, d), hi = std::max(hi, d);
  }
  // A chord of angle δ strays r(1 − cos δ/2) ≈ r δ²/8 from the circle: δ = √(8 tolerance / r).
  const double step = std::sqrt(8.0 * tolerance / r);
  const double n = std::clamp(std::ceil((hi - lo) / step), 1.0, 4096.0);
  out.view = CircleClip::View::Arc;
  out.arc.reserve(static_cast<std::size_t>(n) + 1);
  for (int i = 0; i <= static_cast<int>(n); ++i) {
    const double a = phi + lo + (hi - lo) * i / n;
    out.arc.push_back(c + Vec2{std::cos(a), std::sin(a)} * r);
  }
  return out;
}

std::vector<std::pair<Vec2, Vec2>> HatchMarks(Vec2 a, Vec2 b, Vec2 side, double spacing, double length,
                                              const Bounds& rect) {
  std::vector<std::pair<Vec2, Vec2>> marks;
  const Vec2 d = b - a;
  const double len = Length(d);
  if (!(spacing > 0) || !std::isfinite(len) || !IsFinite(a) || !IsFinite(side)) return marks;
  const Vec2 along = len > 0 ? d / len : Vec2{};
  const Vec2 mark = (side - along) * length;
  const Bounds reach = rect.Padded(Length(mark) + 1.0);  // a mark whose foot is just outside still shows
  if (len == 0) {
    Vec2 p = a, q = a;
    if (ClipSegment(p, q, reach)) marks.push_back({a, a + mark});
    return marks;
  }
  Vec2 ca = a, cb = b;
  double t0 = 0, t1 = 1;
  if (!ClipSegment(ca, cb, reach, &t0, &t1)) return marks;
  const double n = std::max(4.0, std::floor(len / spacing));  // intervals, feet at k / n
  const double k0 = std::ceil(t0 * n), k1 = std::floor(t1 * n);
  if (!(k1 >= k0)) return marks;
  const auto count = static_cast<std::size_t>(std::min(k1 - k0 + 1, 1e6));
  marks.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    const Vec2 foot = a + d * ((k0 + static_cast<double>(i)) / n);
    marks.push_back({foot, foot + mark});
  }
  return marks;
}

std::vector<double> GridValues(double lo, double hi, double step, std::size_t max_count) {
  std::vector<double> v;
  if (!(step > 0) || !std::isfinite(step) || !std::isfinite(lo) || !std::isfinite(hi)) return v;
  const double k0 = std::ceil(lo / step), k1 = std::floor(hi / step);
  if (!std::isfinite(k0) || !std::isfinite(k1) || k1 < k0) return v;
  const double count = k1 - k0 + 1;
  if (count > static_cast<double>(max_count)) return v;
  v.reserve(static_cast<std::size_t>(count));
  // An integer counter: k0 + i may not change when k0 is huge, a loop on the value itself might never end.
  for (std::size_t i = 0; i < static_cast<std::size_t>(count); ++i) {
    v.push_back((k0 + static_cast<double>(i)) * step);
  }
  return v;
}

}  // namespace ricochet::app
