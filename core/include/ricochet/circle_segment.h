// Lecture 10: animated circle vs static wall, with the endpoint problem solved properly.
#pragma once

#include "ricochet/line.h"
#include "ricochet/ray_circle.h"
#include "ricochet/reflect.h"

namespace ricochet {

enum class ContactFeature { None, Edge, P0, P1 };

enum class CircleSegmentOutcome {
  Hit,
  BothInside,     // n̂·Bs − n̂·P0 < −r and n̂·Be − n̂·P0 < −r
  BothOutside,    // n̂·Bs − n̂·P0 > r and n̂·Be − n̂·P0 > r
  Parallel,       // n̂·v = 0 and no endpoint is reached
  BeforeP0,       // (Bi − P0)·(P1 − P0) < 0 and the disc misses P0's cap
  AfterP1,        // (Bi − P1)·(P0 − P1) < 0 and the disc misses P1's cap
  TooLate,        // first touch after t = 1 (or before 0 without overlap)
  StartsTouching, // the disc already overlaps the wall at t = 0 (reported, not collided)
  ZeroLengthWall,
  ZeroRadius,
};

struct CircleSegmentTrace {
  Segment wall;
  Motion motion;
  double r;              // ball radius
  Vec2 v;                // v = Be − Bs
  EdgeNormalTrace edge;  // e, n, n̂, d
  double n_dot_bs, n_dot_be, n_dot_v;
  double bc_start;       // n̂·Bs − n̂·P0
  Side start_side = Side::Outside;  // decides D
  double D;              // D = +r when Bs is outside, −r when inside
  bool has_ti = false;   // lecture's line time (offset line)
  double ti_line;        // ti = (n̂·P0 − n̂·Bs + D) / (n̂·v)
  Vec2 bi_line;          // Bs + v ti_line
  double before_p0, after_p1;  // the lecture's endpoint tests evaluated at bi_line
  RayCircleTrace cap0, cap1;   // Lecture 20 ray vs circle(P0, r), circle(P1, r)
  CircleSegmentOutcome outcome = CircleSegmentOutcome::ZeroLengthWall;
  bool collides = false;
  ContactFeature contact = ContactFeature::None;
  double ti;             // EARLIEST t ∈ [0,1] at which the disc touches the closed segment
  Vec2 bi;               // ball centre at ti
  Vec2 contact_point;    // the touched point of the segment
  Vec2 normal;           // unit, from the wall toward the ball (endpoint: (Bi − Pk)/‖Bi − Pk‖)
  Reflection response;   // about `normal`
};

CircleSegmentTrace CircleSegment(const Segment& wall, const Motion& motion, double r);

}  // namespace ricochet
