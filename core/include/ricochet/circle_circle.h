// Air-hockey lecture: puck vs stick (two moving circles) by relative motion and the law of cosines.
#pragma once

#include "ricochet/vec2.h"

namespace ricochet {

enum class CircleCircleOutcome {
  Hit,
  Miss,          // discriminant < 0
  TooLate,       // t > 1
  InThePast,     // t < 0 and not overlapping at t = 0
  StartsOverlapping,  // C² < (R + r)² at t = 0
  NoRelativeMotion,   // L² = 0
};

struct CircleCircleTrace {
  Vec2 p0, p1;       // puck centre start, end; radius r
  Vec2 s0, s1;       // stick centre start, end; radius R
  double r, R;
  double sum_r;      // R + r
  Vec2 p2;           // P2 = P1 − (S1 − S0): puck's end relative to a still stick
  Vec2 l;            // L = P2 − P0
  double l_sq;       // L² = L_x² + L_y²
  Vec2 c;            // C = S0 − P0
  double c_sq;       // C² = C_x² + C_y²
  double alpha;      // α = L_x C_x + L_y C_y
  double discriminant;  // α² − L²(C² − (R + r)²)
  double t;          // t = (α − √disc) / L²
  double t_exit;     // (α + √disc) / L²
  bool has_t = false;
  CircleCircleOutcome outcome = CircleCircleOutcome::Miss;
  bool collides = false;  // t ∈ [0, 1]
  Vec2 puck_at_t;    // P0 + (P1 − P0) t
  Vec2 stick_at_t;   // S0 + (S1 − S0) t
};

CircleCircleTrace CircleCircle(Vec2 p0, Vec2 p1, double r, Vec2 s0, Vec2 s1, double R);

}  // namespace ricochet
