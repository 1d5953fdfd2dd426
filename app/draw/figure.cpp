#include "draw/figure.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ricochet::app {

void Bounds::Add(Vec2 p) {
  min = {std::min(min.x, p.x), std::min(min.y, p.y)};
  max = {std::max(max.x, p.x), std::max(max.y, p.y)};
}
void Bounds::Add(Vec2 c, double r) {
  Add(c - Vec2{r, r});
  Add(c + Vec2{r, r});
}
void Bounds::Add(const Bounds& b) {
  if (b.Empty()) return;
  Add(b.min);
  Add(b.max);
}
Bounds Bounds::Padded(double margin) const {
  Bounds out = *this;
  out.min -= Vec2{margin, margin};
  out.max += Vec2{margin, margin};
  return out;
}

Anchor AnchorToward(Vec2 dir) {
  const double a = std::atan2(dir.y, dir.x) * 180.0 / std::numbers::pi;  // −180 … 180
  if (a > 157.5 || a <= -157.5) return Anchor::E;  // text to the west: its east side on the point
  if (a > 112.5) return Anchor::SE;
  if (a > 67.5) return Anchor::S;
  if (a > 22.5) return Anchor::SW;
  if (a > -22.5) return Anchor::W;
  if (a > -67.5) return Anchor::NW;
  if (a > -112.5) return Anchor::N;
  return Anchor::NE;
}

Vec2 OffsetToward(Vec2 dir, double px) {
  const Vec2 u = Normalize(dir);
  return IsFinite(u) && LengthSq(u) > 0.0 ? Vec2{u.x * px, -u.y * px} : Vec2{px * 0.7, -px * 0.7};
}

Prim& Figure::Add(Prim::Kind kind, Space sp) {
  Prim& p = prims_.emplace_back();
  p.kind = kind;
  p.space = sp;
  return p;
}

void Figure::Segment(Vec2 a, Vec2 b, Stroke s, Space sp) {
  Prim& p = Add(Prim::Kind::Segment, sp);
  p.a = a, p.b = b, p.stroke = s;
}
void Figure::Arrow(Vec2 from, Vec2 to, Stroke s, Space sp) {
  Prim& p = Add(Prim::Kind::Arrow, sp);
  p.a = from, p.b = to, p.stroke = s;
}
void Figure::Circle(Vec2 c, double r, Stroke s, Space sp) {
  Prim& p = Add(Prim::Kind::Circle, sp);
  p.a = c, p.r = r, p.stroke = s;
}
void Figure::Disc(Vec2 c, double r, Fill f, Space sp) {
  Prim& p = Add(Prim::Kind::Disc, sp);
  p.a = c, p.r = r, p.fill = f;
}
void Figure::Polyline(std::span<const Vec2> pts, Stroke s, Space sp) {
  Prim& p = Add(Prim::Kind::Polyline, sp);
  p.first = static_cast<std::uint32_t>(points_.size());
  p.count = static_cast<std::uint32_t>(pts.size());
  p.stroke = s;
  points_.insert(points_.end(), pts.begin(), pts.end());
}
void Figure::Polygon(std::span<const Vec2> pts, Fill f, Space sp) {
  Prim& p = Add(Prim::Kind::Polygon, sp);
  p.first = static_cast<std::uint32_t>(points_.size());
  p.count = static_cast<std::uint32_t>(pts.size());
  p.fill = f;
  points_.insert(points_.end(), pts.begin(), pts.end());
}
void Figure::HalfPlane(Vec2 at, Vec2 n, Fill f) {
  Prim& p = Add(Prim::Kind::HalfPlane, Space::World);
  p.a = at, p.b = n, p.fill = f;
}
void Figure::Marker(Vec2 at, MarkerShape shape, Ink ink, float radius_px, Space sp) {
  Prim& p = Add(Prim::Kind::Marker, sp);
  p.a = at, p.marker = shape, p.fill = {ink, 1.0f}, p.size = radius_px;
  p.stroke.ink = ink;
}
Prim& Figure::Label(Vec2 at, std::string text, Ink ink, Anchor anchor, Vec2 offset_px, float scale,
                    Space sp) {
  Prim& p = Add(Prim::Kind::Label, sp);
  p.a = at, p.text = std::move(text), p.stroke.ink = ink, p.anchor = anchor, p.offset_px = offset_px;
  p.size = scale;
  return p;
}

void Figure::Hatch(Vec2 a, Vec2 b, Vec2 side, Stroke s) {
  Prim& p = Add(Prim::Kind::Hatch, Space::World);
  p.a = a, p.b = b, p.side = Normalize(side), p.stroke = s;
}

void Figure::FadeFrom(std::size_t first) {
  for (std::size_t i = first; i < prims_.size(); ++i) {
    Prim& p = prims_[i];
    if (p.kind == Prim::Kind::Label) {
      p.text.clear();  // a label no one places (draw/labels.h skips empty text)
      continue;
    }
    p.stroke.alpha *= kFadedAlpha;
    p.fill.alpha *= kFadedAlpha;
  }
}

FadedScope::FadedScope(Figure& fig, bool on) : fig_(fig), first_(fig.prims().size()), on_(on) {}
FadedScope::~FadedScope() {
  if (on_) fig_.FadeFrom(first_);
}

Bounds Figure::WorldBounds() const {
  Bounds b;
  for (const Prim& p : prims_) {
    if (p.space != Space::World) continue;
    switch (p.kind) {
      case Prim::Kind::Segment:
      case Prim::Kind::Arrow:
      case Prim::Kind::Hatch: b.Add(p.a), b.Add(p.b); break;
      case Prim::Kind::Circle:
      case Prim::Kind::Disc: b.Add(p.a, p.r); break;
      case Prim::Kind::Polyline:
      case Prim::Kind::Polygon:
        for (std::uint32_t i = 0; i < p.count; ++i) b.Add(points_[p.first + i]);
        break;
      case Prim::Kind::HalfPlane: break;  // unbounded: does not set the extent
      case Prim::Kind::Marker:
      case Prim::Kind::Label: b.Add(p.a); break;
    }
  }
  return b;
}

void Figure::DropOverlays(bool plots, bool captions) {
  if (!plots && !captions) return;
  auto in_plot = [&](Vec2 p) {
    return std::any_of(reserved_.begin(), reserved_.end(), [&](const Bounds& r) {
      return p.x >= r.min.x && p.x <= r.max.x && p.y >= r.min.y && p.y <= r.max.y;
    });
  };
  std::vector<Prim> kept;
  std::vector<Vec2> pts;
  for (const Prim& p : prims_) {
    if (p.space == Space::Overlay) {
      const bool plot = in_plot(p.count > 0 ? points_[p.first] : p.a);
      if (plot ? plots : captions) continue;
    }
    Prim q = p;
    if (p.count > 0) {
      q.first = static_cast<std::uint32_t>(pts.size());
      pts.insert(pts.end(), points_.begin() + p.first, points_.begin() + p.first + p.count);
    }
    kept.push_back(std::move(q));
  }
  prims_ = std::move(kept);
  points_ = std::move(pts);
  if (plots) reserved_.clear();
}

void Figure::Clear() {
  prims_.clear();
  points_.clear();
  reserved_.clear();
  keep_out_.clear();
}

}  // namespace ricochet::app
