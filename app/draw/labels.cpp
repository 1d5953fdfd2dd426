#include "draw/labels.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <optional>

namespace ricochet::app {

namespace {

// The halo around a label's text (as both backends draw it), logical px: labels keep their halos apart.
constexpr double kHaloX = 3.0, kHaloY = 1.2;
// A candidate spot is this far from the label's point at least (logical px), and the rings around the
// point are at these multiples of that distance.
constexpr double kMinDistancePx = 8.0;
constexpr std::array<double, 3> kRings = {1.0, 1.8, 2.8};
// A Key or High label (the lecture's symbols) looks further out before it is dropped or forced.
constexpr std::array<double, 2> kFarRings = {3.8, 5.0};
// Turns from the asked direction, tried in this order: the asked side first, its neighbours, then across.
constexpr std::array<double, 8> kTurnsDeg = {0, 45, -45, 90, -90, 135, -135, 180};
// A label that found no spot at all (PlaceOnce's `far` pass) also tries the turns between and one ring more.
constexpr std::array<double, 8> kHalfTurnsDeg = {22.5, -22.5, 67.5, -67.5, 112.5, -112.5, 157.5, -157.5};
constexpr double kLastRing = 6.5;

Bounds Box(Vec2 lo, Vec2 size) {
  Bounds b;
  b.Add(lo), b.Add(lo + size);
  return b;
}

Bounds Grown(const Bounds& b, Vec2 by) { return {b.min - by, b.max + by}; }

bool DiscHits(const Disc& d, const Bounds& b) {
  const Vec2 near{std::clamp(d.c.x, b.min.x, b.max.x), std::clamp(d.c.y, b.min.y, b.max.y)};
  return LengthSq(near - d.c) < d.r * d.r;
}

bool Contains(const Bounds& outer, const Bounds& inner) {
  return inner.min.x >= outer.min.x && inner.min.y >= outer.min.y && inner.max.x <= outer.max.x &&
         inner.max.y <= outer.max.y;
}

// The anchor names the side of the text that sits on the point (SW: the text's lower-left corner).
Vec2 AnchorFraction(Anchor a) {
  switch (a) {
    case Anchor::Center: return {0.5, 0.5};
    case Anchor::N: return {0.5, 0};
    case Anchor::S: return {0.5, 1};
    case Anchor::E: return {1, 0.5};
    case Anchor::W: return {0, 0.5};
    case Anchor::NE: return {1, 0};
    case Anchor::NW: return {0, 0};
    case Anchor::SE: return {1, 1};
    case Anchor::SW: return {0, 1};
  }
  return {0.5, 0.5};
}

// The screen direction (y down) an anchor puts the text in, from its point.
Vec2 AnchorDirection(Anchor a) {
  const Vec2 f = AnchorFraction(a);
  const Vec2 d{0.5 - f.x, 0.5 - f.y};
  return LengthSq(d) > 0 ? Normalize(d) : Vec2{0, -1};
}

Vec2 Turned(Vec2 u, double deg) {
  const double a = deg * std::numbers::pi / 180.0, c = std::cos(a), s = std::sin(a);
  return {u.x * c - u.y * s, u.x * s + u.y * c};
}

// A label's line height and text box size. An Overlay caption wider than the room its anchor leaves in the
// output (a long verdict on a small canvas) is set smaller to fit, down to kMinCaptionShrink of its size.
constexpr double kMinCaptionShrink = 0.35;
std::pair<double, Vec2> Measure(const Prim& p, const LabelOutput& out) {
  double line = std::max(out.label_px * p.size, out.min_line_px);
  double w = out.text_width(p.text, line);
  if (p.space == Space::Overlay && w > 0) {
    const double x = out.to_px(p.a, p.space).x + p.offset_px.x * out.scale, m = 2 * kHaloX * out.scale;
    const double fx = AnchorFraction(p.anchor).x;
    const double right = out.view.max.x - m - x, left = x - out.view.min.x - m;  // room each side of x
    const double room = fx <= 0 ? right : fx >= 1 ? left : std::min(left / fx, right / (1 - fx));
    if (w > room && room > 0) {
      line = std::max(line * std::max(0.98 * room / w, kMinCaptionShrink),  // 0.98: hinting is not linear
                      out.min_line_px);
      w = out.text_width(p.text, line);
    }
  }
  return {line, Vec2{w, line}};
}

}  // namespace

Vec2 LabelHalo(double scale) { return {kHaloX * scale, kHaloY * scale}; }

double GapToBox(Vec2 p, Vec2 lo, Vec2 size) {
  const Vec2 near{std::clamp(p.x, lo.x, lo.x + size.x), std::clamp(p.y, lo.y, lo.y + size.y)};
  return Length(near - p);
}

bool Overlap(const Bounds& a, const Bounds& b) {
  return a.min.x < b.max.x && a.max.x > b.min.x && a.min.y < b.max.y && a.max.y > b.min.y;
}

std::vector<Disc> LabelObstacles(const Figure& fig, const LabelOutput& out) {
  std::vector<Disc> discs;
  const Bounds near = Grown(out.view, {50 * out.scale, 50 * out.scale});
  const auto add = [&](Vec2 c, double r) {
    if (IsFinite(c) && c.x >= near.min.x && c.x <= near.max.x && c.y >= near.min.y && c.y <= near.max.y)
      discs.push_back({c, r});
  };
  for (const KeepOut& k : fig.keep_outs()) add(out.to_px(k.at, Space::World), k.r_px * out.scale);
  for (const Prim& p : fig.prims()) {
    if (p.space != Space::World) continue;
    switch (p.kind) {
      case Prim::Kind::Marker: add(out.to_px(p.a, p.space), (p.size + 2.0) * out.scale); break;
      case Prim::Kind::Segment:
        add(out.to_px(p.a, p.space), 4.0 * out.scale);
        add(out.to_px(p.b, p.space), 4.0 * out.scale);
        break;
      case Prim::Kind::Arrow:  // the head: (kArrowHeadPx + 2.5 × width) long, as the backends draw it
        add(out.to_px(p.a, p.space), 4.0 * out.scale);
        add(out.to_px(p.b, p.space), 0.7 * (9.0 + 2.5 * p.stroke.width) * out.line_scale * out.scale);
        break;
      default: break;
    }
  }
  return discs;
}

std::vector<Bounds> OverlayCover(const Figure& fig, const LabelOutput& out) {
  std::vector<Bounds> cover;
  const auto px = [&](Vec2 q) { return out.to_px(q, Space::Overlay); };
  for (const Bounds& r : fig.reserved()) {
    Bounds b;
    b.Add(px(r.min)), b.Add(px(r.max));
    cover.push_back(b);
  }
  const auto& pts = fig.points();
  for (const Prim& p : fig.prims()) {
    if (p.space != Space::Overlay) continue;
    Bounds b;
    switch (p.kind) {
      case Prim::Kind::Label: {
        if (p.text.empty()) continue;
        const auto [line, text_size] = Measure(p, out);
        const Vec2 size = text_size;  // a variable, not a binding: the lambda below captures it (clang 14)
        const Vec2 at = px(p.a) + p.offset_px * out.scale;
        const Vec2 f = AnchorFraction(p.anchor);
        b = Box(at - Vec2{f.x * size.x, f.y * size.y}, size);
        break;
      }
      case Prim::Kind::Polyline:
      case Prim::Kind::Polygon:
        for (std::uint32_t i = 0; i < p.count; ++i) b.Add(px(pts[p.first + i]));
        break;
      case Prim::Kind::Circle:
      case Prim::Kind::Disc: b.Add(px(p.a), p.r * out.scale); break;
      case Prim::Kind::Marker: b.Add(px(p.a), (p.size + 2.0) * out.scale); break;
      default: b.Add(px(p.a)), b.Add(px(p.b)); break;
    }
    if (!b.Empty()) cover.push_back(b);
  }
  // Merge what overlaps or nearly touches, so a plot and its labels are one rectangle.
  const Vec2 gap{4 * out.scale, 4 * out.scale};
  for (bool merged = true; merged;) {
    merged = false;
    for (std::size_t i = 0; i < cover.size() && !merged; ++i) {
      for (std::size_t j = i + 1; j < cover.size(); ++j) {
        if (Overlap(Grown(cover[i], gap), cover[j])) {
          cover[i].Add(cover[j]);
          cover.erase(cover.begin() + static_cast<std::ptrdiff_t>(j));
          merged = true;
          break;
        }
      }
    }
  }
  return cover;
}

namespace {

// One pass of the placer: every label in turn, each in the first free spot of its list (at out.label_px,
// then at out.fallback_label_px). `first`: labels that go before the others of their space and priority;
// `far`: a label with no free spot then looks as far out as the lecture's symbols do, once every label that
// has room near its point has taken it.
LabelLayout PlaceOnce(const Figure& fig, const LabelOutput& out, const std::vector<std::size_t>& first,
                      bool far) {
  const auto& prims = fig.prims();
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < prims.size(); ++i) {
    if (prims[i].kind == Prim::Kind::Label && !prims[i].text.empty()) order.push_back(i);
  }
  const auto early = [&](std::size_t i) { return std::find(first.begin(), first.end(), i) != first.end(); };
  // Overlay text first (plots and captions stay where the lesson put them), then by priority.
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const Prim &pa = prims[a], &pb = prims[b];
    if ((pa.space == Space::Overlay) != (pb.space == Space::Overlay)) return pa.space == Space::Overlay;
    if (pa.priority != pb.priority) return pa.priority > pb.priority;
    return early(a) && !early(b);
  });
  const std::vector<Disc> discs = LabelObstacles(fig, out);
  std::vector<Disc> handles;
  for (const KeepOut& k : fig.keep_outs())
    handles.push_back({out.to_px(k.at, Space::World), k.r_px * out.scale});
  const std::vector<Bounds> plots = OverlayCover(fig, out);  // world labels stay off plots and captions
  const Vec2 halo = LabelHalo(out.scale);
  const Bounds inner = Grown(out.view, -halo);
  std::vector<Bounds> taken;  // halos of the labels placed so far
  LabelLayout layout;
  // The second try's output: the same, at the fallback size (a theme's larger label that finds no room).
  const bool retry = out.fallback_label_px > 0 && out.fallback_label_px < out.label_px;
  LabelOutput plain;
  if (retry) plain = out, plain.label_px = out.fallback_label_px;
  // One label: placed (true), or not (false: no free spot; off view counts as placed, it draws nothing).
  // `far_now`: look as far out as the lecture's symbols do.
  const auto place = [&](std::size_t idx, bool far_now) {
    const Prim& p = prims[idx];
    const auto [line0, size0] = Measure(p, out);
    const Vec2 base = out.to_px(p.a, p.space);
    const Vec2 asked = base + p.offset_px * out.scale;
    const Vec2 f = AnchorFraction(p.anchor);
    const Vec2 lo0 = asked - Vec2{f.x * size0.x, f.y * size0.y};
    if (!IsFinite(lo0) || !Overlap(Grown(Box(lo0, size0), {size0.y, size0.y}), out.view))
      return true;  // off view
    const bool world = p.space == Space::World;
    Vec2 size = size0;  // the size being tried (the lambda below reads it)
    double line = line0;
    const auto free = [&](Vec2 lo) {
      const Bounds box = Box(lo, size), h = Grown(box, halo);
      if (!Contains(inner, box)) return false;
      for (const Bounds& t : taken) {
        if (Overlap(t, h)) return false;
      }
      for (const Disc& d : handles) {  // no text on a handle, a plot's tick or a caption either
        if (DiscHits(d, box)) return false;
      }
      if (!world) return true;
      for (const Bounds& r : plots) {
        if (Overlap(r, h)) return false;
      }
      for (const Disc& d : discs) {
        if (DiscHits(d, box)) return false;
      }
      return true;
    };
    std::optional<Vec2> spot;
    bool moved = false;
    for (int attempt = 0; attempt < (retry ? 2 : 1) && !spot; ++attempt) {
      Vec2 lo_asked = lo0;
      if (attempt == 1) {
        const auto [l1, s1] = Measure(p, plain);
        if (s1.y >= size0.y) break;  // held at the size floor: nothing smaller to try
        line = l1, size = s1;
        lo_asked = asked - Vec2{f.x * size.x, f.y * size.y};
      }
      if (free(lo_asked)) spot = lo_asked;
      if (!spot && world) {
        // Around the point: the asked direction first, at the asked distance, then turning and moving out.
        const double off = Length(p.offset_px);
        const Vec2 u = off > 1e-9 ? Normalize(p.offset_px) : AnchorDirection(p.anchor);
        const double dist = std::max(off, kMinDistancePx) * out.scale;
        std::vector<double> rings(kRings.begin(), kRings.end());
        if (far_now || p.priority >= LabelPriority::High)
          rings.insert(rings.end(), kFarRings.begin(), kFarRings.end());
        std::vector<double> turns(kTurnsDeg.begin(), kTurnsDeg.end());
        if (far_now) {
          rings.push_back(kLastRing);
          turns.insert(turns.end(), kHalfTurnsDeg.begin(), kHalfTurnsDeg.end());
        }
        for (double ring : rings) {
          for (double turn : turns) {
            const Vec2 d = Turned(u, turn);
            const Vec2 g = AnchorFraction(AnchorToward({d.x, -d.y}));
            const Vec2 lo = base + d * (dist * ring) - Vec2{g.x * size.x, g.y * size.y};
            if (free(lo)) {
              spot = lo, moved = LengthSq(lo - lo_asked) > 1e-12;
              break;
            }
          }
          if (spot) break;
        }
      }
    }
    if (!spot && p.priority == LabelPriority::Key) {
      spot = lo0, size = size0, line = line0;
      layout.forced.push_back(idx);
    }
    if (!spot) return false;
    taken.push_back(Grown(Box(*spot, size), halo));
    layout.placed.push_back({idx, *spot, size, line, moved, false, {}, {}});
    return true;
  };
  for (std::size_t idx : order) {
    if (!place(idx, false)) layout.dropped.push_back(idx);
  }
  if (far) {  // a label with no room near its point, further out: after all, so it takes no one's place
    std::vector<std::size_t> dropped;
    for (std::size_t idx : layout.dropped) {
      if (!place(idx, true)) dropped.push_back(idx);
    }
    layout.dropped = std::move(dropped);
  }
  std::sort(layout.placed.begin(), layout.placed.end(),
            [](const PlacedLabel& a, const PlacedLabel& b) { return a.prim < b.prim; });
  return layout;
}

// Where the labels go, before leaders (PlaceLabels).
LabelLayout Place(const Figure& fig, const LabelOutput& out) {
  LabelLayout big = PlaceOnce(fig, out, {}, false);
  const auto lost = [](const LabelLayout& l) {
    std::vector<std::size_t> v = l.dropped;
    v.insert(v.end(), l.forced.begin(), l.forced.end());
    std::sort(v.begin(), v.end());
    return v;
  };
  if (out.fallback_label_px <= 0 || out.fallback_label_px >= out.label_px || lost(big).empty()) return big;
  // A theme's larger labels (the projector's) may crowd out a label that each one's plain-size retry cannot
  // save, as the earlier labels took its room. The layout at the plain size (where a label with no room
  // near its point looks further out once every other label is placed: PlaceOnce's `far`) is the
  // reference: what it keeps, the larger one keeps too. Else the crowded labels pick first among their
  // equals (`far` too); else every label goes to the plain size.
  LabelOutput plain = out;
  plain.label_px = out.fallback_label_px;
  plain.fallback_label_px = 0;
  LabelLayout small = PlaceOnce(fig, plain, {}, true);
  const std::vector<std::size_t> ref = lost(small);
  const auto keeps = [&](const LabelLayout& l) {
    const std::vector<std::size_t> v = lost(l);
    return std::includes(ref.begin(), ref.end(), v.begin(), v.end());
  };
  if (keeps(big)) return big;
  LabelLayout early = PlaceOnce(fig, out, lost(big), true);
  if (keeps(early)) return early;
  return small;
}

}  // namespace

LabelLayout PlaceLabels(const Figure& fig, const LabelOutput& out) {
  LabelLayout layout = Place(fig, out);
  // A world label moved more than kLeaderGapLines of its line from its point: a leader from near the point
  // to the nearest point of its halo, which is outside the text's box, so the leader never crosses its own
  // label.
  const Vec2 halo = LabelHalo(out.scale);
  for (PlacedLabel& l : layout.placed) {
    const Prim& p = fig.prims()[l.prim];
    if (p.space != Space::World || !l.moved) continue;
    const Vec2 at = out.to_px(p.a, p.space);
    if (!IsFinite(at) || GapToBox(at, l.lo, l.size) <= kLeaderGapLines * l.line_px) continue;
    const Vec2 lo = l.lo - halo, hi = l.lo + l.size + halo;
    const Vec2 end{std::clamp(at.x, lo.x, hi.x), std::clamp(at.y, lo.y, hi.y)};
    const double len = Length(end - at), gap = kLeaderPointGapPx * out.scale;
    l.leader = true;
    l.leader_from = at + (end - at) * (gap / len);  // len > 1.5 lines > gap
    l.leader_to = end;
  }
  return layout;
}

GridClear GridKeepClear(const Figure& fig, const LabelOutput& out, const LabelLayout& labels) {
  GridClear c;
  c.boxes = OverlayCover(fig, out);
  const Vec2 halo = LabelHalo(out.scale);
  for (const PlacedLabel& l : labels.placed) {
    c.boxes.push_back(Grown(Box(l.lo, l.size), halo));
    if (l.leader) c.lines.emplace_back(l.leader_from, l.leader_to);
  }
  for (const Disc& d : LabelObstacles(fig, out))
    c.boxes.push_back({d.c - Vec2{d.r, d.r}, d.c + Vec2{d.r, d.r}});
  const auto& pts = fig.points();
  for (const Prim& p : fig.prims()) {
    if (p.space != Space::World) continue;
    if (p.kind == Prim::Kind::Segment || p.kind == Prim::Kind::Arrow) {
      c.lines.emplace_back(out.to_px(p.a, p.space), out.to_px(p.b, p.space));
    } else if (p.kind == Prim::Kind::Polyline) {
      for (std::uint32_t i = 0; i + 1 < p.count; ++i)
        c.lines.emplace_back(out.to_px(pts[p.first + i], p.space), out.to_px(pts[p.first + i + 1], p.space));
    }
  }
  return c;
}

}  // namespace ricochet::app
