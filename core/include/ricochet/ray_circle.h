// Lecture 20: animated point (ray) vs static circle — quadratic and projection methods; reflection.
#pragma once

#include "ricochet/vec2.h"

namespace ricochet {

enum class RayCircleKind { Miss, Graze, Hit };

// What decided. Hit: ti ∈ [0,1]. The rest say why there is no collision this frame.
enum class RayCircleOutcome {
  Hit,
  Miss,           // discriminant < 0 (dist0² > r²)
  Behind,         // m < 0 and Bs outside: the circle is behind the ray's origin
  TooLate,        // the earliest root is > 1
  StartsInside,   // c < 0: Bs is already inside the circle; the lecture's test does not collide
  ZeroMotion,     // v = 0 (a = 0): the ball does not move this frame
  ZeroRadius,     // r + rs ≤ 0
};

// Relative tolerance for "graze": |disc| ≤ kGrazeRelTol · b² counts as zero (documented in the lesson).
inline constexpr double kGrazeRelTol = 1e-12;

struct RayCircleTrace {
  Motion motion;
  Circle pillar;         // C and r_c
  double rs = 0.0;       // pinball radius; the test uses R = r_c + r_s
  double radius;         // R = r + rs
  Vec2 v;                // v = Be − Bs
  Vec2 bs_c;             // C − Bs
  double a;              // a = v·v
  double b;              // b = −2 (C − Bs)·v
  double c;              // c = (C − Bs)·(C − Bs) − R²
  double discriminant;   // b² − 4ac
  RayCircleKind kind = RayCircleKind::Miss;
  bool has_roots = false;
  double t0, t1;         // (−b ∓ √disc) / 2a
  // projection method
  double v_len;          // ‖v‖
  Vec2 v_hat;            // v̂ = v / ‖v‖
  double m;              // m = (C − Bs)·v̂
  double bs_c_len_sq;    // ‖C − Bs‖²
  double dist0_sq;       // dist0² = ‖C − Bs‖² − m²
  double s_sq;           // s² = R² − dist0²
  double s;              // s = √s² (when s² ≥ 0)
  double t0_proj, t1_proj;  // (m ∓ s) / ‖v‖
  bool starts_inside = false;  // c < 0
  RayCircleOutcome outcome = RayCircleOutcome::Miss;
  bool collides = false;
  double ti;             // min root in [0, 1]
  Vec2 bi;               // Bi = Bs + v ti
  // reflection off the circle (valid when collides)
  Vec2 normal;           // n̂ = (Bi − C) / ‖Bi − C‖
  Vec2 m_vec;            // m = Bs − Bi
  Vec2 r;                // r = 2 (m·n̂) n̂ − m
  Vec2 r_hat;            // r̂
  double k;              // k = ‖v‖
  Vec2 be_reflected;     // Be' = Bi + k r̂ (1 − ti)
};

RayCircleTrace RayCircle(const Motion& motion, const Circle& pillar, double rs = 0.0);

}  // namespace ricochet
