// Lecture 16 (+ Lecture 10 response): animated point vs static wall.
#pragma once

#include "ricochet/line.h"
#include "ricochet/reflect.h"

namespace ricochet {

// Which of the lecture's five non-collision tests decided, in the lecture's order, or a hit.
enum class PointSegmentOutcome {
  Hit,
  BothInside,    // n̂·Bs < n̂·P0 and n̂·Be < n̂·P0
  BothOutside,   // n̂·Bs > n̂·P0 and n̂·Be > n̂·P0
  Parallel,      // n̂·v = 0
  BeforeP0,      // (Bi − P0)·(P1 − P0) < 0
  AfterP1,       // (Bi − P1)·(P0 − P1) < 0
  ZeroLengthWall,  // P0 = P1: no normal exists
};

struct PointSegmentTrace {
  Segment wall;
  Motion motion;
  Vec2 v;               // v = Be − Bs
  EdgeNormalTrace edge; // e, n, n̂, d = n̂·P0
  double n_dot_bs;      // n̂·Bs
  double n_dot_be;      // n̂·Be
  double n_dot_v;       // n̂·v
  bool has_ti = false;  // ti, Bi are those of the infinite line, computed unless parallel / degenerate
  double ti;            // ti = (n̂·P0 − n̂·Bs) / (n̂·v)
  Vec2 bi;              // Bi = Bs + v ti
  double before_p0;     // (Bi − P0)·(P1 − P0)
  double after_p1;      // (Bi − P1)·(P0 − P1)
  PointSegmentOutcome outcome = PointSegmentOutcome::ZeroLengthWall;
  bool collides = false;
  Reflection response;  // valid when collides
};

PointSegmentTrace PointSegment(const Segment& wall, const Motion& motion);

}  // namespace ricochet
