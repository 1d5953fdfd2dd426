// Lecture 16 (+ Lecture 10 response): animated point vs static wall.
//
// B(t) = Bs + v t, t ∈ [0, 1], v = Be − Bs; wall L: n̂·P − n̂·P0 = 0 with n̂ the outward normal of P0 → P1.
// The five non-collision tests run in the lecture's order; the first that holds decides.
//
// Boundary cases (decided here, tested in point_segment_test.cpp):
//  - "On the line" means |n̂·(P − P0)| ≤ kRoundingRel·scale (line.h Classify), so a point typed onto a
//    slanted wall reads "on" despite rounding.
//  - Bs exactly on the line is a ball LEAVING the wall: had it arrived there, its bounce happened at t = 1
//    of the previous frame. So Bs on the line counts with the side Be is on: Bs on + Be inside is
//    "both inside", Bs on + Be outside is "both outside", and Bs and Be both on the line is "parallel"
//    (n̂·v = n̂·Be − n̂·Bs = 0). Hence ti = 0 is never a collision: collisions have ti ∈ (0, 1].
//  - Be exactly on the line (Bs off it) is a hit at ti = 1 exactly: Bi = Be, i = r = 0, Be' = Be, and the
//    reflected direction r̂ is v̂ reflected (r/‖r‖ is undefined there).
//  - The wall is the CLOSED segment: Bi exactly at P0 or P1 is a hit (the endpoint tests are strict < 0).
#pragma once

#include "ricochet/line.h"
#include "ricochet/reflect.h"

namespace ricochet {

// Which of the lecture's five non-collision tests decided, in the lecture's order, or a hit.
enum class PointSegmentOutcome {
  Hit,
  BothInside,      // n̂·Bs < n̂·P0 and n̂·Be < n̂·P0   (Bs may be on the line, see above)
  BothOutside,     // n̂·Bs > n̂·P0 and n̂·Be > n̂·P0   (Bs may be on the line, see above)
  Parallel,        // n̂·v = 0
  BeforeP0,        // (Bi − P0)·(P1 − P0) < 0
  AfterP1,         // (Bi − P1)·(P0 − P1) < 0
  ZeroLengthWall,  // P0 = P1: no normal exists
};

struct PointSegmentTrace {
  Segment wall;
  Motion motion;
  Vec2 v;                   // v = Be − Bs
  EdgeNormalTrace edge;     // e, n, n̂, d = n̂·P0
  double n_dot_bs = 0.0;    // n̂·Bs
  double n_dot_be = 0.0;    // n̂·Be
  double n_dot_v = 0.0;     // n̂·v
  Side bs_side = Side::On;  // side of n̂·Bs − n̂·P0
  Side be_side = Side::On;  // side of n̂·Be − n̂·P0
  bool has_ti = false;      // ti, Bi are those of the infinite line, computed unless rejected before
  double ti = 0.0;          // ti = (n̂·P0 − n̂·Bs) / (n̂·v)
  Vec2 bi;                  // Bi = Bs + v ti
  double before_p0 = 0.0;   // (Bi − P0)·(P1 − P0)
  double after_p1 = 0.0;    // (Bi − P1)·(P0 − P1)
  PointSegmentOutcome outcome = PointSegmentOutcome::ZeroLengthWall;
  bool collides = false;
  Reflection response;  // valid when collides (response.r_hat: see the ti = 1 case above)
};

PointSegmentTrace PointSegment(const Segment& wall, const Motion& motion);

// r̂ of a response: r / ‖r‖, or, when r = 0 (the frame ends exactly on the wall), v reflected about n̂
// and normalised — the direction the ball leaves in.
Vec2 ReflectedDirection(const Reflection& response, Vec2 v, Vec2 n_hat);

}  // namespace ricochet
