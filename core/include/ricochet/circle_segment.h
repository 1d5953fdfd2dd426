// Lecture 10: animated circle vs static wall, with the endpoint problem solved properly.
//
// A ball of radius r, centre B(t) = Bs + v t, t ∈ [0, 1]. The lecture moves the wall by D toward the ball
// (L: n̂·P − n̂·P0 = D, D = +r when Bs is outside, −r when inside) and treats the centre as a point:
//   ti = (n̂·P0 − n̂·Bs + D) / (n̂·v),  Bi = Bs + v ti.
// Its problem: near an end the ball touches the segment although Bi is past P0 or P1. The answer here is
// the EARLIEST t ∈ [0, 1] at which the disc touches the CLOSED segment, i.e. the centre enters the capsule
// { X : dist(X, segment) ≤ r }, whose boundary is the two offset lines (where the projection falls on
// [P0, P1]) and the two end caps (circles of radius r about P0 and P1). So
//   ti = min( edge: the offset-line time when Bi projects within [P0, P1],
//             P0:   Lecture 20 ray vs circle(P0, r),
//             P1:   Lecture 20 ray vs circle(P1, r) ).
// The contact normal is unit, from the wall toward the ball: ±n̂ on the edge (+n̂ when Bs is outside),
// (Bi − Pk)/‖Bi − Pk‖ at an end. The response is Lecture 10's reflection about that normal.
//
// Decisions (tested in circle_segment_test.cpp):
//  - A disc that already overlaps the segment at t = 0 (dist(Bs, segment) < r) is StartsOverlapping: no
//    collision is reported (the previous frame should have resolved it), as ray-circle's "starts inside".
//  - Touching counts only when the ball moves INTO the wall: a disc touching at t = 0 and moving away or
//    along, a tangent graze of an end cap, or sliding along the offset line is not a collision. So the
//    lecture's rejections use Bs ≥ / Be > (like point_segment.h): Bs exactly at distance r, leaving, is
//    "both outside" / "both inside".
//  - The edge and caps meet where the normals agree, so ties go to the edge, then P0, then P1.
//  - Bs with its centre exactly on the line (n̂·Bs = n̂·P0) takes D = +r; it then overlaps (if over the
//    segment) or can only reach a cap first.
//  - A one-sided wall (CollisionType::Outside / Inside) rejects, after the two trivial tests, a ball whose
//    centre starts on its other side (the side of D: Bs on the line counts as outside); the end caps of
//    such a wall collide only with a ball from its side too.
#pragma once

#include "ricochet/line.h"
#include "ricochet/ray_circle.h"
#include "ricochet/reflect.h"

namespace ricochet {

enum class ContactFeature { None, Edge, P0, P1 };

// The lecture's "collision type" of a wall (Steps slide): a two-sided wall collides from both half-planes;
// a one-sided wall only with a ball coming from its outside (or only from its inside). "Going from inside to
// outside and the collision type of the line segment is outside, and vice versa" is a trivial rejection.
enum class CollisionType { TwoSided, Outside, Inside };

enum class CircleSegmentOutcome {
  Hit,
  BothInside,         // n̂·Bs − n̂·P0 < −r and n̂·Be − n̂·P0 < −r
  BothOutside,        // n̂·Bs − n̂·P0 > r and n̂·Be − n̂·P0 > r
  OtherSide,          // a one-sided wall and Bs on its other side (inside of an Outside wall, or vice versa)
  Parallel,           // n̂·v = 0 and no end cap is reached
  TiOutsideFrame,     // ti ∉ [0, 1] (the centre is already within r of the line, beyond an end) and no cap
  AfterP1,            // (Bi − P1)·(P0 − P1) < 0 and the disc misses P1's cap
  BeforeP0,           // (Bi − P0)·(P1 − P0) < 0 and the disc misses P0's cap
  StartsOverlapping,  // the disc already overlaps the segment at t = 0 (reported, not collided)
  ZeroLengthWall,     // P0 = P1
  ZeroRadius,         // r ≤ 0: that is point_segment.h
};

struct CircleSegmentTrace {
  Segment wall;
  Motion motion;
  double r = 0.0;                                // ball radius
  CollisionType type = CollisionType::TwoSided;  // the wall's collision type
  Vec2 v;                                        // v = Be − Bs
  EdgeNormalTrace edge;                          // e, n, n̂, d = n̂·P0
  double n_dot_bs = 0.0;                         // n̂·Bs
  double n_dot_be = 0.0;                         // n̂·Be
  double n_dot_v = 0.0;                          // n̂·v
  double bc_start = 0.0;                         // n̂·Bs − n̂·P0
  double bc_end = 0.0;                           // n̂·Be − n̂·P0
  Side start_side = Side::On;                    // decides D
  double D = 0.0;                                // D = +r when Bs is outside (or on), −r when inside
  double start_dist = 0.0;                       // dist(Bs, closed segment): < r means overlapping at t = 0
  bool has_ti_line = false;   // the lecture's offset-line time, computed unless n̂·v ≈ 0 or rejected
  double ti_line = 0.0;       // ti = (n̂·P0 − n̂·Bs + D) / (n̂·v)
  Vec2 bi_line;               // Bs + v ti_line
  double before_p0 = 0.0;     // (Bi − P0)·(P1 − P0) at bi_line
  double after_p1 = 0.0;      // (Bi − P1)·(P0 − P1) at bi_line
  bool edge_hit = false;      // ti_line ∈ [0, 1] with Bi projecting within [P0, P1]
  bool has_caps = false;      // cap0, cap1 computed (after the lecture's two trivial rejections)
  RayCircleTrace cap0, cap1;  // Lecture 20: ray Bs → Be vs circle(P0, r), circle(P1, r)
  bool cap0_hit = false, cap1_hit = false;  // the cap is touched in [0, 1] while moving into it
  CircleSegmentOutcome outcome = CircleSegmentOutcome::ZeroLengthWall;
  bool collides = false;
  ContactFeature contact = ContactFeature::None;
  double ti = 0.0;      // EARLIEST t ∈ [0, 1] at which the disc touches the closed segment
  Vec2 bi;              // ball centre at ti
  Vec2 contact_point;   // the touched point of the segment
  Vec2 normal;          // unit, from the wall toward the ball
  Reflection response;  // about `normal` (r_hat: see ReflectedDirection in point_segment.h)
};

CircleSegmentTrace CircleSegment(const Segment& wall, const Motion& motion, double r,
                                 CollisionType type = CollisionType::TwoSided);

// dist(X, closed segment P0P1): to the projection clamped to [P0, P1].
double DistanceToSegment(const Segment& wall, Vec2 x);

}  // namespace ricochet
