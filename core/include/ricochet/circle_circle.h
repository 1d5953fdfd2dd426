// Air-hockey lecture: puck vs stick (two moving circles) by relative motion and the law of cosines.
//
// Hold the stick still and move the puck by the difference: P2 = P1 − (S1 − S0). The puck's centre then
// travels P0 → P2 and first touches the stick when it is R + r from S0. With L = P2 − P0, C = S0 − P0 and
// Θ the angle between them, the law of cosines gives (R + r)² = (Lt)² + C² − 2CLt cos Θ, i.e.
// L² t² − 2α t + C² − (R + r)² = 0 with α = CL cos Θ. The lecture finds α without Θ through the triangle's
// third side K = P2 − S0 = L − C: K² = L² + C² − 2α (cosines) = (L_x − C_x)² + (L_y − C_y)², so α = L_x C_x +
// L_y C_y.
//
// The lecture builds this in three steps, each the same function: the simpler problem (a point puck, a still
// stick) is CircleCircle(P0, P1, 0, S, S, R); a round puck grows R to R + r; a moving stick moves the end to
// P2. With r = 0 and S0 = S1, P2 = P1 and R + r = R.
#pragma once

#include "ricochet/vec2.h"

namespace ricochet {

// What decided, in the lecture's order (discriminant, then "is t in range?").
enum class CircleCircleOutcome {
  Hit,                // t ∈ [0, 1]
  Miss,               // discriminant < 0: the puck passes the stick by
  TooLate,            // t > 1: impact comes after this frame
  InThePast,          // t < 0 and not overlapping at t = 0: they are moving apart
  StartsOverlapping,  // C² < (R + r)² at t = 0 ("or maybe we started intersecting")
  NoRelativeMotion,   // L² = 0: both move alike, the gap never changes
  ZeroRadius,         // R + r ≤ 0
  NonFinite,          // an input is NaN or ±∞
};

struct CircleCircleTrace {
  Vec2 p0, p1;  // puck centre start, end; radius r
  Vec2 s0, s1;  // stick centre start, end; radius R
  double r = 0.0, R = 0.0;
  double sum_r = 0.0;         // R + r
  Vec2 p2;                    // P2 = P1 − (S1 − S0): puck's end relative to a still stick
  Vec2 l;                     // L = P2 − P0
  double l_sq = 0.0;          // L² = L_x² + L_y²
  Vec2 c;                     // C = S0 − P0
  double c_sq = 0.0;          // C² = C_x² + C_y²
  Vec2 k;                     // K = P2 − S0 = L − C: the triangle's third side
  double k_sq = 0.0;          // K² = (L_x − C_x)² + (L_y − C_y)²
  double alpha = 0.0;         // α = L_x C_x + L_y C_y = (L² + C² − K²) / 2  (= CL cos Θ)
  double theta = 0.0;         // Θ: the angle at P0 between L and C, radians in [0, π] (0 when L or C is 0)
  double discriminant = 0.0;  // α² − L²(C² − (R + r)²)
  bool has_t = false;         // L² > 0 and discriminant ≥ 0 (within the graze tolerance of ray_circle.h)
  // t = (α − √disc) / L², t_exit = (α + √disc) / L²; computed without cancellation (same numbers).
  double t = 0.0;
  double t_exit = 0.0;
  CircleCircleOutcome outcome = CircleCircleOutcome::Miss;
  bool collides = false;  // t ∈ [0, 1]
  Vec2 puck_at_t;         // P0 + (P1 − P0) t
  Vec2 stick_at_t;        // S0 + (S1 − S0) t
  double gap_at_t = 0.0;  // ‖puck_at_t − stick_at_t‖ − (R + r): 0 at contact
};

CircleCircleTrace CircleCircle(Vec2 p0, Vec2 p1, double r, Vec2 s0, Vec2 s1, double R);

}  // namespace ricochet
