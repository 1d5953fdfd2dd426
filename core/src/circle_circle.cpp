#include "ricochet/circle_circle.h"

#include <cmath>

#include "ricochet/formula.h"
#include "ricochet/ray_circle.h"

namespace ricochet {

CircleCircleTrace CircleCircle(Vec2 p0, Vec2 p1, double r, Vec2 s0, Vec2 s1, double R) {
  CircleCircleTrace t;
  t.p0 = p0;
  t.p1 = p1;
  t.s0 = s0;
  t.s1 = s1;
  t.r = r;
  t.R = R;
  if (!IsFinite(p0) || !IsFinite(p1) || !IsFinite(s0) || !IsFinite(s1) || !std::isfinite(r) ||
      !std::isfinite(R)) {
    t.outcome = CircleCircleOutcome::NonFinite;
    return t;
  }
  t.sum_r = R + r;
  t.p2 = p1 - (s1 - s0);  // P2 = P1 − (S1 − S0)
  t.l = t.p2 - p0;        // L = P2 − P0
  t.c = s0 - p0;          // C = S0 − P0
  // The puck's centre relative to the still stick, P0 − S0 = −C, moving with L: the swept disc of radius
  // R + r.
  const SweptDisc q = SweptDiscQuadratic(-t.c, t.l, t.sum_r);
  t.l_sq = q.a;                                              // L² = L_x² + L_y²
  t.c_sq = Dot(t.c, t.c);                                    // C² = C_x² + C_y²
  t.k = t.l - t.c;                                           // K = P2 − S0 = L − C
  t.k_sq = t.k.x * t.k.x + t.k.y * t.k.y;                    // K² = (L_x − C_x)² + (L_y − C_y)²
  t.alpha = -q.half_b;                                       // α = L_x C_x + L_y C_y
  t.theta = std::atan2(std::abs(Cross(t.l, t.c)), t.alpha);  // cos Θ = α / (CL), sin Θ = |L × C| / (CL)
  const double gap0 = q.c;                   // C² − (R + r)²: < 0 when overlapping at t = 0
  t.discriminant = q.QuarterDiscriminant();  // α² − L²(C² − (R + r)²)

  if (t.l_sq > 0.0) {
    // Same relative graze tolerance as the ray–circle test (this discriminant is its b² − 4ac over 4).
    const double tol = kGrazeRelTol * t.l_sq * (t.c_sq + t.sum_r * t.sum_r);
    if (std::abs(t.discriminant) <= tol) {
      t.has_t = true;
      t.t = t.t_exit = t.alpha / t.l_sq;  // tangent: the double root α / L²
    } else if (t.discriminant > 0.0) {
      t.has_t = true;
      // L² t² − 2α t + (C² − (R + r)²) = 0 is a t² + 2b' t + c with a = L², b' = −α, c = C² − (R + r)².
      StableRoots(q.a, q.half_b, q.c, t.discriminant, t.t, t.t_exit);
    }
  }

  if (!(t.sum_r > 0.0)) {
    t.outcome = CircleCircleOutcome::ZeroRadius;
  } else if (gap0 < 0.0) {
    t.outcome = CircleCircleOutcome::StartsOverlapping;
  } else if (!(t.l_sq > 0.0)) {
    t.outcome = CircleCircleOutcome::NoRelativeMotion;
  } else if (!t.has_t) {
    t.outcome = CircleCircleOutcome::Miss;
  } else if (t.t < 0.0) {
    t.outcome = CircleCircleOutcome::InThePast;
  } else if (t.t > 1.0) {
    t.outcome = CircleCircleOutcome::TooLate;
  } else {
    t.outcome = CircleCircleOutcome::Hit;
    t.collides = true;
  }
  if (t.has_t) {
    t.puck_at_t = Lerp(p0, p1, t.t);   // P0 + (P1 − P0) t
    t.stick_at_t = Lerp(s0, s1, t.t);  // S0 + (S1 − S0) t
    t.gap_at_t = Length(t.puck_at_t - t.stick_at_t) - t.sum_r;
  }
  return t;
}

}  // namespace ricochet
