#include "ricochet/circle_segment.h"

#include <algorithm>

#include "ricochet/formula.h"
#include "ricochet/point_segment.h"

namespace ricochet {

double DistanceToSegment(const Segment& wall, Vec2 x) { return Length(x - ClosestPointOnSegment(wall, x)); }

CircleSegmentTrace CircleSegment(const Segment& wall, const Motion& motion, double r, CollisionType type) {
  CircleSegmentTrace t;
  t.wall = wall;
  t.motion = motion;
  t.r = r;
  t.type = type;
  t.v = motion.V();
  t.edge = EdgeNormal(wall.p0, wall.p1);
  if (t.edge.outcome != EdgeNormalOutcome::Ok) {
    t.outcome = CircleSegmentOutcome::ZeroLengthWall;
    return t;
  }
  if (!(r > 0.0)) {
    t.outcome = CircleSegmentOutcome::ZeroRadius;
    return t;
  }
  const Vec2 n_hat = t.edge.n_hat;
  t.n_dot_bs = Dot(n_hat, motion.bs);
  t.n_dot_be = Dot(n_hat, motion.be);
  t.n_dot_v = Dot(n_hat, t.v);
  t.bc_start = BoundaryCondition(n_hat, wall.p0, motion.bs);
  t.bc_end = BoundaryCondition(n_hat, wall.p0, motion.be);
  const double scale =
      std::max({1.0, r, Length(wall.p0), Length(wall.p1), Length(motion.bs), Length(motion.be)});
  const double tol = kRoundingRel * scale;  // "exactly r" within rounding, as line.h's Classify
  t.start_side = Classify(t.bc_start, scale);
  t.D = t.start_side == Side::Inside ? -r : r;  // D = −r when Bs is inside, +r when outside
  t.start_dist = DistanceToSegment(wall, motion.bs);

  // 1/4: both inside: n̂·Bs − n̂·P0 < −r && n̂·Be − n̂·P0 < −r (Bs exactly touching and leaving counts)
  if (t.bc_start < -r + tol && t.bc_end < -r - tol) {
    t.outcome = CircleSegmentOutcome::BothInside;
    return t;
  }
  // 2/4: both outside: n̂·Bs − n̂·P0 > r && n̂·Be − n̂·P0 > r
  if (t.bc_start > r - tol && t.bc_end > r + tol) {
    t.outcome = CircleSegmentOutcome::BothOutside;
    return t;
  }
  // Collision type: a one-sided wall ignores a ball coming from its other side (inside → outside for an
  // Outside wall, and vice versa).
  if ((type == CollisionType::Outside && t.D < 0.0) || (type == CollisionType::Inside && t.D > 0.0)) {
    t.outcome = CircleSegmentOutcome::OtherSide;
    return t;
  }
  // Already overlapping at t = 0: no time of impact to find.
  if (t.start_dist < r - tol) {
    t.outcome = CircleSegmentOutcome::StartsOverlapping;
    t.ti = 0.0;
    t.bi = motion.bs;
    return t;
  }

  // Edge interior: the lecture's offset line, valid when Bi projects within [P0, P1]. n̂·v within rounding
  // of 0 is parallel: a motion along the wall off by 10⁻³⁰⁸ would put ti near 10³⁰⁸ and Bi at infinity
  // (found by the lesson fuzzer).
  if (std::abs(t.n_dot_v) > tol) {
    t.has_ti_line = true;
    // ti = (n̂·P0 − n̂·Bs + D) / (n̂·v)   (+ 0.0 turns a −0 into 0, so a student never reads "-0")
    t.ti_line = OffsetLineTime(t.bc_start, t.D, t.n_dot_v) + 0.0;
    t.bi_line = motion.At(t.ti_line);  // Bi = Bs + v ti
    t.before_p0 = Dot(t.bi_line - wall.p0, wall.p1 - wall.p0);
    t.after_p1 = Dot(t.bi_line - wall.p1, wall.p0 - wall.p1);
    t.edge_hit = t.ti_line >= 0.0 && t.ti_line <= 1.0 && t.before_p0 >= 0.0 && t.after_p1 >= 0.0;
  }
  // End caps: Lecture 20's ray vs circle of radius r about each end, counted only while moving into it.
  t.has_caps = true;
  t.cap0 = RayCircle(motion, {wall.p0, r});
  t.cap1 = RayCircle(motion, {wall.p1, r});
  t.cap0_hit = t.cap0.collides && Dot(t.cap0.bi - wall.p0, t.v) < 0.0;
  t.cap1_hit = t.cap1.collides && Dot(t.cap1.bi - wall.p1, t.v) < 0.0;

  // The earliest of the three; ties go to the edge, then P0, then P1.
  if (t.edge_hit) {
    t.contact = ContactFeature::Edge;
    t.ti = t.ti_line;
  }
  if (t.cap0_hit && (t.contact == ContactFeature::None || t.cap0.ti < t.ti)) {
    t.contact = ContactFeature::P0;
    t.ti = t.cap0.ti;
  }
  if (t.cap1_hit && (t.contact == ContactFeature::None || t.cap1.ti < t.ti)) {
    t.contact = ContactFeature::P1;
    t.ti = t.cap1.ti;
  }

  if (t.contact == ContactFeature::None) {
    // No touch: name the lecture's test that rejects, in its order.
    if (!t.has_ti_line) {
      t.outcome = CircleSegmentOutcome::Parallel;
    } else if (!(t.ti_line >= 0.0 && t.ti_line <= 1.0)) {
      t.outcome = CircleSegmentOutcome::TiOutsideFrame;
    } else if (t.after_p1 < 0.0) {
      t.outcome = CircleSegmentOutcome::AfterP1;
    } else {
      t.outcome = CircleSegmentOutcome::BeforeP0;
    }
    return t;
  }

  t.outcome = CircleSegmentOutcome::Hit;
  t.collides = true;
  switch (t.contact) {
    case ContactFeature::Edge:
      t.bi = t.bi_line;
      t.normal = t.D > 0.0 ? n_hat : -n_hat;  // toward the side the ball comes from
      t.contact_point = t.bi - t.normal * r;
      break;
    case ContactFeature::P0:
    case ContactFeature::P1: {
      const RayCircleTrace& cap = t.contact == ContactFeature::P0 ? t.cap0 : t.cap1;
      t.contact_point = t.contact == ContactFeature::P0 ? wall.p0 : wall.p1;
      t.bi = cap.bi;
      t.normal = Normalize(t.bi - t.contact_point);  // (Bi − Pk) / ‖Bi − Pk‖
      break;
    }
    case ContactFeature::None: break;
  }
  t.response = Reflect(t.bi, motion.be, t.normal);  // i = Be − Bi, r = i − 2(i·n̂)n̂, Be' = Bi + r
  t.response.r_hat = ReflectedDirection(t.response, t.v, t.normal);
  return t;
}

}  // namespace ricochet
