// Lecture 10: position of the ball after collision (elastic reflection about a unit normal).
#pragma once

#include "ricochet/vec2.h"

namespace ricochet {

struct Reflection {
  Vec2 i;              // i = Be − Bi: the penetration the wall must undo
  double i_dot_n = 0;  // i·n̂
  Vec2 s;              // s = (i·n̂) n̂: the normal part of i
  Vec2 m;              // m = i − s: the part of i along the wall (the lecture's r = m − s)
  Vec2 r;              // r = i − 2 s = i − 2(i·n̂)n̂
  Vec2 be_reflected;   // Be' = Bi + r
  Vec2 r_hat;          // r̂ = r / ‖r‖ (0 when r = 0: the ball stopped exactly at Bi)
};

// Reflect the rest of the frame's motion at Bi about the unit normal n̂.
Reflection Reflect(Vec2 bi, Vec2 be, Vec2 n_hat);

}  // namespace ricochet
