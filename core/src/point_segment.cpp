#include "ricochet/point_segment.h"

#include <algorithm>

#include "ricochet/formula.h"

namespace ricochet {

Vec2 ReflectedDirection(const Reflection& response, Vec2 v, Vec2 n_hat) {
  if (LengthSq(response.r) > 0.0) return response.r_hat;
  return Normalize(ReflectAbout(v, n_hat));  // v − 2(v·n̂)n̂
}

PointSegmentTrace PointSegment(const Segment& wall, const Motion& motion) {
  PointSegmentTrace t;
  t.wall = wall;
  t.motion = motion;
  t.v = motion.V();
  t.edge = EdgeNormal(wall.p0, wall.p1);
  if (t.edge.outcome != EdgeNormalOutcome::Ok) {
    t.outcome = PointSegmentOutcome::ZeroLengthWall;
    return t;
  }
  const Vec2 n_hat = t.edge.n_hat;
  t.n_dot_bs = Dot(n_hat, motion.bs);
  t.n_dot_be = Dot(n_hat, motion.be);
  t.n_dot_v = Dot(n_hat, t.v);
  const double scale = std::max({Length(wall.p0), Length(wall.p1), Length(motion.bs), Length(motion.be)});
  const double bc_start = BoundaryCondition(n_hat, wall.p0, motion.bs);
  t.bs_side = Classify(bc_start, scale);
  t.be_side = Classify(BoundaryCondition(n_hat, wall.p0, motion.be), scale);

  // 1/5: both inside: n̂·Bs < n̂·P0 && n̂·Be < n̂·P0 (Bs on the line is leaving: it counts with Be)
  if (t.bs_side != Side::Outside && t.be_side == Side::Inside) {
    t.outcome = PointSegmentOutcome::BothInside;
    return t;
  }
  // 2/5: both outside: n̂·Bs > n̂·P0 && n̂·Be > n̂·P0
  if (t.bs_side != Side::Inside && t.be_side == Side::Outside) {
    t.outcome = PointSegmentOutcome::BothOutside;
    return t;
  }
  // 3/5: parallel: n̂·v = 0. After tests 1–2 this is exactly "Bs and Be both on the line"
  // (n̂·v = n̂·Be − n̂·Bs); otherwise Bs and Be are strictly apart across the line and n̂·v ≠ 0.
  if (t.bs_side == Side::On && t.be_side == Side::On) {
    t.outcome = PointSegmentOutcome::Parallel;
    return t;
  }
  // ti = (n̂·P0 − n̂·Bs) / (n̂·v) ∈ (0, 1]; Be on the line is exactly ti = 1.
  t.has_ti = true;
  t.ti = t.be_side == Side::On ? 1.0 : std::clamp(OffsetLineTime(bc_start, 0.0, t.n_dot_v), 0.0, 1.0);
  t.bi = t.be_side == Side::On ? motion.be : motion.At(t.ti);  // Bi = Bs + v ti
  t.before_p0 = Dot(t.bi - wall.p0, wall.p1 - wall.p0);
  t.after_p1 = Dot(t.bi - wall.p1, wall.p0 - wall.p1);
  // 4/5: before P0: (Bi − P0)·(P1 − P0) < 0
  if (t.before_p0 < 0.0) {
    t.outcome = PointSegmentOutcome::BeforeP0;
    return t;
  }
  // 5/5: after P1: (Bi − P1)·(P0 − P1) < 0
  if (t.after_p1 < 0.0) {
    t.outcome = PointSegmentOutcome::AfterP1;
    return t;
  }
  t.outcome = PointSegmentOutcome::Hit;
  t.collides = true;
  t.response = Reflect(t.bi, motion.be, n_hat);  // i = Be − Bi, s = (i·n̂)n̂, r = i − 2s, Be' = Bi + r
  t.response.r_hat = ReflectedDirection(t.response, t.v, n_hat);
  return t;
}

}  // namespace ricochet
