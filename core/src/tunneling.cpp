#include "ricochet/tunneling.h"

#include <algorithm>
#include <cmath>

#include "ricochet/circle_segment.h"
#include "ricochet/formula.h"
#include "ricochet/line.h"

namespace ricochet {

double TunnelingGap(const TunnelingInputs& in, Vec2 p) {
  if (!in.wall) return Length(p - in.c) - (in.R + in.r);
  const double y = std::clamp(p.y, in.c.y - kTunnelingWallHalfHeight, in.c.y + kTunnelingWallHalfHeight);
  return Length(p - Vec2{in.c.x, y}) - (in.r + in.w / 2);
}

TunnelingTrace SolveTunneling(const TunnelingInputs& in) {
  TunnelingTrace t;
  t.bs = {-in.speed / 2, 0.0};
  t.be = {in.speed / 2, 0.0};
  t.reach = in.wall ? in.r + in.w / 2 : in.R + in.r;
  t.gap0 = TunnelingGap(in, t.bs);
  t.gap1 = TunnelingGap(in, t.be);
  t.discrete_hit = t.gap0 < 0 || t.gap1 < 0;
  t.head_on = in.wall ? in.w + 2 * in.r : 2 * (in.r + in.R);
  // The path runs along y = 0: its distance from the circle's centre, or from the wall's nearer end.
  t.path_offset = in.wall ? std::max(0.0, std::fabs(in.c.y) - kTunnelingWallHalfHeight) : std::fabs(in.c.y);
  if (in.wall && t.path_offset == 0) {
    t.threshold = t.head_on;  // the path crosses the wall's face square on
  } else {
    t.threshold =
        t.path_offset < t.reach ? 2 * std::sqrt(t.reach * t.reach - t.path_offset * t.path_offset) : 0;
  }
  if (in.wall) {
    // Lecture 10's offset line on the side Bs comes from: ti = (n̂·P0 − n̂·Bs + D) / (n̂·v), D = r + w/2.
    const double side = t.bs.x < in.c.x ? -1.0 : 1.0;
    t.n_hat = {side, 0};
    const Vec2 p0 = in.c - Vec2{0, kTunnelingWallHalfHeight};
    t.n_dot_v = Dot(t.n_hat, t.be - t.bs);
    t.n_dot_p0 = Dot(t.n_hat, p0);
    t.n_dot_bs = Dot(t.n_hat, t.bs);
    t.has_ti_face = t.n_dot_v != 0;
    if (t.has_ti_face) t.ti_face = OffsetLineTime(BoundaryCondition(t.n_hat, p0, t.bs), t.reach, t.n_dot_v);
    // The wall is the segment C ± (0, H) thickened by w/2, so the puck touches it when its centre is r + w/2
    // from the segment: Lecture 10's circle vs segment with radius r + w/2 (the offset line D for the faces,
    // Lecture 20's ray vs circle for the ends), earliest contact first.
    const Segment wall{in.c - Vec2{0, kTunnelingWallHalfHeight}, in.c + Vec2{0, kTunnelingWallHalfHeight}};
    const CircleSegmentTrace cs = CircleSegment(wall, {t.bs, t.be}, t.reach);
    t.starts_overlapping = cs.outcome == CircleSegmentOutcome::StartsOverlapping;
    t.swept_hit = !t.starts_overlapping && cs.collides;
    t.ti = t.swept_hit ? cs.ti : 0.0;
  } else {
    t.ray = RayCircle({t.bs, t.be}, {in.c, in.R}, in.r);  // the target grows by the puck's radius
    t.starts_overlapping = t.ray.outcome == RayCircleOutcome::StartsInside;
    t.swept_hit = t.ray.collides;
    t.ti = t.ray.ti;
  }
  t.tunnels = t.swept_hit && !t.discrete_hit;
  return t;
}

}  // namespace ricochet
