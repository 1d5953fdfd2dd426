#include "check/reference.h"

#include <algorithm>
#include <cmath>

#include "ricochet/circle_circle.h"
#include "ricochet/circle_segment.h"
#include "ricochet/elastic.h"
#include "ricochet/formula.h"
#include "ricochet/line.h"
#include "ricochet/point_segment.h"
#include "ricochet/ray_circle.h"

namespace ricochet::app::codecheck {

namespace {

Vec2 P(const Numbers& in, std::size_t k) { return {in[k], in[k + 1]}; }
void Put(Answer& a, std::size_t k, Vec2 v) { a.out[k] = v.x, a.out[k + 1] = v.y; }

const char* Words(PointSegmentOutcome o) {
  using O = PointSegmentOutcome;
  switch (o) {
    case O::Hit: return "a collision";
    case O::BothInside: return "no collision: both inside (test 1)";
    case O::BothOutside: return "no collision: both outside (test 2)";
    case O::Parallel: return "no collision: parallel (test 3)";
    case O::BeforeP0: return "no collision: Bi before P0 (test 4)";
    case O::AfterP1: return "no collision: Bi after P1 (test 5)";
    case O::ZeroLengthWall: return "no collision: P0 = P1, a zero-length wall";
  }
  return "?";
}

const char* Words(CircleSegmentOutcome o, ContactFeature contact) {
  using O = CircleSegmentOutcome;
  switch (o) {
    case O::Hit:
      return contact == ContactFeature::Edge ? "a collision with the edge (offset line D = ±r)"
             : contact == ContactFeature::P0 ? "a collision with the end P0 (the endpoint problem)"
                                             : "a collision with the end P1 (the endpoint problem)";
    case O::BothInside: return "no collision: both inside (test 1)";
    case O::BothOutside: return "no collision: both outside (test 2)";
    case O::OtherSide: return "no collision: a one-sided wall, from its other side";
    case O::Parallel: return "no collision: parallel, and no end is reached";
    case O::TiOutsideFrame: return "no collision: ti outside [0, 1], and no end is reached";
    case O::AfterP1: return "no collision: Bi after P1 (test 3) and the ball misses P1";
    case O::BeforeP0: return "no collision: Bi before P0 (test 4) and the ball misses P0";
    case O::StartsOverlapping: return "no collision: the ball already overlaps the wall at t = 0";
    case O::ZeroLengthWall: return "no collision: P0 = P1, a zero-length wall";
    case O::ZeroRadius: return "no collision: r = 0";
  }
  return "?";
}

const char* Words(RayCircleOutcome o) {
  using O = RayCircleOutcome;
  switch (o) {
    case O::Hit: return "a collision";
    case O::Miss: return "no collision: the line misses the circle (b² − 4ac < 0)";
    case O::Behind: return "no collision: the circle is behind (m < 0, Bs outside)";
    case O::TooLate: return "no collision: too late (ti > 1)";
    case O::StartsInside: return "no collision: Bs starts inside the circle (c < 0)";
    case O::ZeroMotion: return "no collision: Bs = Be (a = 0)";
    case O::ZeroRadius: return "no collision: r = 0";
    case O::NonFinite: return "no collision: a number is not finite";
  }
  return "?";
}

const char* Words(CircleCircleOutcome o) {
  using O = CircleCircleOutcome;
  switch (o) {
    case O::Hit: return "a collision";
    case O::Miss: return "no collision: the puck passes the stick by (discriminant < 0)";
    case O::TooLate: return "no collision: too late (t > 1)";
    case O::InThePast: return "no collision: in the past (t < 0, moving apart)";
    case O::StartsOverlapping: return "no collision: they already overlap at t = 0";
    case O::NoRelativeMotion: return "no collision: no relative motion (L = 0)";
    case O::ZeroRadius: return "no collision: R + r = 0";
    case O::NonFinite: return "no collision: a number is not finite";
  }
  return "?";
}

}  // namespace

double CaseSize(Fn fn, const Numbers& in) {
  double size = 1.0;
  for (int k = 0; k < InCount(Info(fn)); ++k)
    size = std::max(size, std::abs(in[static_cast<std::size_t>(k)]));
  return size;
}

Expected Reference(Fn fn, const Numbers& in) {
  Expected e;
  Answer& a = e.answer;
  switch (fn) {
    case Fn::OutwardNormal: {
      const EdgeNormalTrace t = EdgeNormal(P(in, 0), P(in, 2));
      Put(a, 0, t.n);
      e.because = t.outcome == EdgeNormalOutcome::Ok ? "n = (e_y, −e_x)" : "P0 = P1: e = 0, so n = 0";
      break;
    }
    case Fn::BoundaryCondition: {
      const EdgeNormalTrace t = EdgeNormal(P(in, 2), P(in, 4), P(in, 0));
      a.out[0] = t.bc;
      e.because = t.outcome != EdgeNormalOutcome::Ok ? "P0 = P1: no normal exists, BC = 0"
                  : t.side == Side::Outside          ? "P is outside (BC > 0)"
                  : t.side == Side::Inside           ? "P is inside (BC < 0)"
                                                     : "P is on the line (BC = 0)";
      break;
    }
    case Fn::PointVsWall: {
      const PointSegmentTrace t = PointSegment({P(in, 4), P(in, 6)}, {P(in, 0), P(in, 2)});
      a.ret = t.collides ? 1 : 0;
      if (t.collides) a.out[0] = t.ti, Put(a, 1, t.bi);
      e.because = Words(t.outcome);
      e.degenerate = t.outcome == PointSegmentOutcome::ZeroLengthWall;
      break;
    }
    case Fn::Reflect:
      Put(a, 0, ReflectAbout(P(in, 0), P(in, 2)));
      e.because = "r = i − 2(i·n̂)n̂";
      break;
    case Fn::CircleVsWall: {
      const CircleSegmentTrace t = CircleSegment({P(in, 5), P(in, 7)}, {P(in, 0), P(in, 2)}, in[4]);
      a.ret = t.collides ? 1 : 0;
      if (t.collides) a.out[0] = t.ti, Put(a, 1, t.bi), Put(a, 3, t.response.be_reflected);
      e.because = Words(t.outcome, t.contact);
      e.degenerate =
          t.outcome == CircleSegmentOutcome::ZeroLengthWall || t.outcome == CircleSegmentOutcome::ZeroRadius;
      break;
    }
    case Fn::RayVsCircle: {
      const RayCircleTrace t = RayCircle({P(in, 0), P(in, 2)}, {P(in, 4), in[6]});
      a.ret = t.collides ? 1 : 0;
      if (t.collides) a.out[0] = t.ti, Put(a, 1, t.bi);
      e.because = t.kind == RayCircleKind::Graze && t.collides ? "a collision (a graze: b² − 4ac = 0)"
                                                               : Words(t.outcome);
      e.degenerate = t.outcome == RayCircleOutcome::ZeroMotion || t.outcome == RayCircleOutcome::ZeroRadius ||
                     t.outcome == RayCircleOutcome::NonFinite;
      break;
    }
    case Fn::CircleVsCircle: {
      const CircleCircleTrace t = CircleCircle(P(in, 0), P(in, 2), in[4], P(in, 5), P(in, 7), in[9]);
      a.ret = t.collides ? 1 : 0;
      if (t.collides) a.out[0] = t.t;
      e.because = Words(t.outcome);
      e.degenerate = t.outcome == CircleCircleOutcome::NoRelativeMotion ||
                     t.outcome == CircleCircleOutcome::ZeroRadius ||
                     t.outcome == CircleCircleOutcome::NonFinite;
      break;
    }
    case Fn::Elastic1D: {
      const Elastic1DTrace t = Elastic1D(in[0], in[2], in[1], in[3]);  // header: m1, v1, m2, v2
      a.out[0] = t.v1_after, a.out[1] = t.v2_after;
      e.because = t.outcome == ElasticOutcome::Collide
                      ? "approaching (V1 − V2 > 0): the formulas apply"
                      : "not approaching (V1 − V2 ≤ 0): velocities unchanged";
      break;
    }
    case Fn::Elastic2D: {
      const Elastic2DTrace t = Elastic2D(P(in, 0), P(in, 4), P(in, 2), P(in, 6));  // header: p1, v1, p2, v2
      Put(a, 0, t.v1_after), Put(a, 2, t.v2_after);
      e.because = t.outcome == Elastic2DOutcome::Collide
                      ? "approaching (N·V1 − N·V2 > 0): the normal parts swap"
                  : t.outcome == Elastic2DOutcome::CoincidentCentres
                      ? "P1 = P2: no N, velocities unchanged"
                      : "not approaching (N·V1 − N·V2 ≤ 0): velocities unchanged";
      break;
    }
  }
  return e;
}

bool KnifeEdge(Fn fn, const Numbers& in) {
  if (!Info(fn).returns_int) return false;
  const Expected base = Reference(fn, in);
  if (base.degenerate) return false;
  const double delta = 1e-9 * CaseSize(fn, in);
  const int n = InCount(Info(fn));
  for (int k = 0; k < n; ++k) {
    for (const double sign : {-1.0, 1.0}) {
      Numbers moved = in;
      moved[static_cast<std::size_t>(k)] += sign * delta;
      if (Reference(fn, moved).answer.ret != base.answer.ret) return true;
    }
  }
  return false;
}

}  // namespace ricochet::app::codecheck
