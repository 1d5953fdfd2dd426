// Lecture 20: animated point (ray) vs static circle — quadratic and projection methods; reflection.
//
// The pinball's centre moves B(t) = Bs + v t, t ∈ [0, 1], v = Be − Bs. The pillar is the circle (C, r_c).
// A pinball of radius r_s hits the pillar exactly when its centre reaches the grown circle (C, R),
// R = r_c + r_s (the lecture's last slide), so everything below uses R.
#pragma once

#include "ricochet/formula.h"
#include "ricochet/reflect.h"
#include "ricochet/vec2.h"

namespace ricochet {

// The discriminant's sign: < 0 the line misses the circle, = 0 it is tangent, > 0 it cuts it twice.
enum class RayCircleKind { Miss, Graze, Hit };

// What decided, in the lecture's order. Hit: ti ∈ [0,1]. The rest say why there is no collision this frame.
enum class RayCircleOutcome {
  Hit,
  Miss,          // discriminant < 0 (dist0² > R²): the line of motion passes the circle by
  Behind,        // m < 0 and Bs outside: the circle is behind the ray's origin
  TooLate,       // the earliest root is > 1: the ball reaches the circle after this frame
  StartsInside,  // c < 0: Bs is already inside the circle; the lecture's test does not collide
  ZeroMotion,    // v = 0 (a = 0): the ball does not move this frame
  ZeroRadius,    // R = r_c + r_s ≤ 0: there is no pillar to hit
  NonFinite,     // an input is NaN or ±∞
};

// Graze tolerance, RELATIVE. disc = b² − 4ac = 4a·s² (s² = R² − dist0², the projection method's s²), so
// the discriminant's rounding noise scales with 4a(‖C − Bs‖² + R²) — the size of the terms it is made of.
// |disc| ≤ kGrazeRelTol · 4a(‖C − Bs‖² + R²) counts as zero: the line's distance from C equals R to about
// kRoundingRel of the figure's size. Then t0 = t1 = −b / 2a (and s = 0).
inline constexpr double kGrazeRelTol = kRoundingRel;

struct RayCircleTrace {
  Motion motion;
  Circle pillar;              // C and r_c
  double rs = 0.0;            // pinball radius r_s; the test uses R = r_c + r_s
  double radius = 0.0;        // R = r_c + r_s
  Vec2 v;                     // v = Be − Bs
  Vec2 bs_c;                  // C − Bs (the lecture's vector Bs→C)
  double a = 0.0;             // a = v·v
  double b = 0.0;             // b = −2 (C − Bs)·v
  double c = 0.0;             // c = (C − Bs)·(C − Bs) − R²
  double discriminant = 0.0;  // b² − 4ac
  double graze_tol = 0.0;     // kGrazeRelTol · 4a(‖C − Bs‖² + R²)
  RayCircleKind kind = RayCircleKind::Miss;
  bool has_roots = false;  // kind != Miss and a > 0
  // t0,1 = (−b ∓ √disc) / 2a, computed in the cancellation-free form q = −(b + sign(b)√disc)/2,
  // roots q/a and c/q (the same numbers; the textbook form loses digits when |b| ≫ √disc).
  double t0 = 0.0, t1 = 0.0;
  // projection method (the lecture's second way)
  double v_len = 0.0;  // ‖v‖ (= k of the reflection)
  Vec2 v_hat;          // v̂ = v / ‖v‖
  double m = 0.0;  // m = (C − Bs)·v̂ (computed as (C − Bs)·v / ‖v‖ so its sign is exactly b's opposite)
  double bs_c_len_sq = 0.0;  // ‖C − Bs‖²
  double dist0_sq = 0.0;  // dist0² = ‖C − Bs‖² − m²: squared distance from C to the line of motion
  double s_sq = 0.0;      // s² = R² − dist0²
  double s = 0.0;         // s = √s² (0 for a graze; only when the line meets the circle)
  double t0_proj = 0.0, t1_proj = 0.0;  // (m ∓ s) / ‖v‖, exactly as the lecture writes it
  bool starts_inside = false;           // c < 0
  bool behind = false;                  // m < 0 and Bs outside
  RayCircleOutcome outcome = RayCircleOutcome::Miss;
  bool collides = false;
  double ti = 0.0;  // min root in [0, 1]
  Vec2 bi;          // Bi = Bs + v ti
  // Reflection off the circle (valid when collides), about the normal at the contact
  Vec2 normal;  // n̂ = (Bi − C) / ‖Bi − C‖, from C to Bi
  // Lecture 10's way (the lecture's "use previous method"): i⃗ = Be − Bi, r⃗ = i⃗ − 2(i⃗·n̂)n̂, Be' = Bi + r⃗
  // (r_hat: see ReflectedDirection in point_segment.h, so r̂ exists when the frame ends at Bi).
  Reflection response;
  // Lecture 20's own way, which agrees: the way back m⃗ = Bs − Bi mirrored about n̂.
  Vec2 m_vec;         // m⃗ = Bs − Bi (when ti = 0 it is 0 and −v's direction is used)
  Vec2 r_vec;         // r⃗ = 2(m⃗·n̂)n̂ − m⃗ (the vector, not the radius r)
  Vec2 r_hat;         // r̂ = r⃗ / ‖r⃗‖ (= response.r_hat)
  double k = 0.0;     // k = ‖v‖
  Vec2 be_reflected;  // Be' = Bi + k r̂ (1 − ti) (= response.be_reflected)
};

RayCircleTrace RayCircle(const Motion& motion, const Circle& pillar, double rs = 0.0);

}  // namespace ricochet
