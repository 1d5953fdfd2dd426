// Each lecture formula once, as a small inline kernel. The trace functions (point_segment, circle_segment,
// ray_circle, circle_circle, elastic), which fill every symbol for the panels, and the engine (world.h),
// which only wants a time or a velocity, compute through these; tunneling's offset line too. Each caller
// keeps its own decisions: the lecture's outcomes and tolerances in the trace functions, t_max, touching
// contacts and resting contacts in the engine.
#pragma once

#include <algorithm>
#include <cmath>

#include "ricochet/vec2.h"

namespace ricochet {

// Rounding, relative to the figure's size: a quantity within kRoundingRel × scale of 0 is the inputs'
// rounding, not geometry — a point on the line (Classify), a ball exactly touching, a graze (b² − 4ac = 0),
// and the panels' "0" for such noise. A few thousand ulps of the scale.
inline constexpr double kRoundingRel = 1e-12;

// Lectures 10 and 16: the time the centre B(t) = Bs + v t reaches the line moved by D toward it,
// n̂·P − n̂·P0 = D:  ti = (n̂·P0 − n̂·Bs + D) / (n̂·v), written with BC(Bs) = n̂·Bs − n̂·P0 as (D − BC) / (n̂·v).
// D = 0 is the wall itself (a point, Lecture 16); D = ±r the offset line of a ball (Lecture 10).
constexpr double OffsetLineTime(double bc_start, double D, double n_dot_v) {
  return (D - bc_start) / n_dot_v;
}

// Lecture 20 and the air-hockey lecture: a point p (relative to a circle's centre) moving with v meets the
// circle of radius R when |p + v t|² = R², i.e. a t² + 2 b' t + c = 0 with
//   a = v·v (= L²),   b' = p·v (= −α; the lecture's b = 2b'),   c = p·p − R² (= C² − R²),
// and the quarter discriminant b'² − a c = (b² − 4ac) / 4 = α² − L²(C² − R²).
struct SweptDisc {
  double a = 0, half_b = 0, c = 0;
  double QuarterDiscriminant() const { return half_b * half_b - a * c; }
};
constexpr SweptDisc SweptDiscQuadratic(Vec2 p, Vec2 v, double R) {
  return {Dot(v, v), Dot(p, v), Dot(p, p) - R * R};
}

// The roots of a t² + 2 b' t + c = 0 (a > 0, quarter_disc = b'² − ac ≥ 0), smaller first, without
// cancellation: q = −(b' + sign(b')√disc') adds two numbers of the same sign, and the roots are q/a and c/q
// (their product is c/a). The textbook (−b ∓ √(b² − 4ac)) / 2a loses digits when |b| ≫ √disc.
inline void StableRoots(double a, double half_b, double c, double quarter_disc, double& t0, double& t1) {
  const double q = -(half_b + std::copysign(std::sqrt(std::max(quarter_disc, 0.0)), half_b));
  if (q == 0.0) {  // b' = 0 and disc = 0, so c = 0: a double root at 0
    t0 = t1 = 0.0;
    return;
  }
  const double x = q / a, y = c / q;
  t0 = std::min(x, y);
  t1 = std::max(x, y);
}

// The entry root alone, for a point approaching (b' < 0) from outside (c > 0): both roots are then positive
// and the smaller is c/q = c / (−b' + √disc'), the same number StableRoots gives as t0.
inline double EntryTime(double half_b, double c, double quarter_disc) {
  return c / (-half_b + std::sqrt(quarter_disc));
}

// Lecture 10: the reflection of i about the unit normal n̂, r = i − 2(i·n̂)n̂.
constexpr Vec2 ReflectAbout(Vec2 i, Vec2 n_hat) { return i - 2.0 * Dot(i, n_hat) * n_hat; }

// Two masses scaled by the same power of two so the larger is in [½, 1): exact (no digit changes), and no
// product of them overflows however large they are. A ratio beyond 2¹⁰⁷⁴ underflows the smaller to 0, the
// formulas' limit.
struct Masses {
  double m1 = 1, m2 = 1;
};
inline Masses ScaledMasses(double m1, double m2) {
  int e = 0;
  std::frexp(std::max(m1, m2), &e);
  return {std::ldexp(m1, -e), std::ldexp(m2, -e)};
}

// Lecture 17: a 1D elastic collision with masses (> 0; callers check),
//   V1' = (V1(m1 − m2) + 2 m2 V2) / (m1 + m2),   V2' = (V2(m2 − m1) + 2 m1 V1) / (m1 + m2),
// computed as written on the scaled masses: the same numbers as with m1, m2 (the scaling is exact), and no
// mass however large overflows. Equal masses swap the velocities.
struct Velocities1D {
  double v1 = 0, v2 = 0;
};
inline Velocities1D ElasticVelocities(double m1, double m2, double v1, double v2) {
  const Masses m = ScaledMasses(m1, m2);
  const double sum = m.m1 + m.m2;
  return {(v1 * (m.m1 - m.m2) + 2.0 * m.m2 * v2) / sum, (v2 * (m.m2 - m.m1) + 2.0 * m.m1 * v1) / sum};
}

// The velocity of the centre of mass, (m1 V1 + m2 V2) / (m1 + m2): both balls' velocity after a perfectly
// inelastic contact (the engine's resting contacts). Masses scaled as above.
inline double CommonVelocity(double m1, double m2, double v1, double v2) {
  const Masses m = ScaledMasses(m1, m2);
  return (m.m1 * v1 + m.m2 * v2) / (m.m1 + m.m2);
}

// The point of the closed segment P0P1 closest to x: P0 + e u with u = (x − P0)·e / e·e clamped to [0, 1]
// (P0 itself when the segment has no length). The distance from x to the segment is ‖x − this‖.
constexpr Vec2 ClosestPointOnSegment(const Segment& s, Vec2 x) {
  const Vec2 e = s.p1 - s.p0;
  const double ee = Dot(e, e);
  if (!(ee > 0.0)) return s.p0;
  return s.p0 + e * std::clamp(Dot(x - s.p0, e) / ee, 0.0, 1.0);
}

}  // namespace ricochet
