#include "ricochet/ray_circle.h"

#include <algorithm>
#include <cmath>

#include "ricochet/formula.h"
#include "ricochet/point_segment.h"

namespace ricochet {

RayCircleTrace RayCircle(const Motion& motion, const Circle& pillar, double rs) {
  RayCircleTrace t;
  t.motion = motion;
  t.pillar = pillar;
  t.rs = rs;
  if (!IsFinite(motion.bs) || !IsFinite(motion.be) || !IsFinite(pillar.c) || !std::isfinite(pillar.r) ||
      !std::isfinite(rs)) {
    t.outcome = RayCircleOutcome::NonFinite;
    return t;
  }
  t.radius = pillar.r + rs;  // R = r_c + r_s
  const double R = t.radius;

  // The quadratic: |C − B(t)|² = R²  ⇒  a t² + b t + c = 0, the swept disc of Bs − C moving with v.
  t.v = motion.V();               // v = Be − Bs
  t.bs_c = pillar.c - motion.bs;  // C − Bs
  const SweptDisc q = SweptDiscQuadratic(-t.bs_c, t.v, R);
  t.a = q.a;                                       // a = v·v
  const double bs_c_dot_v = -q.half_b;             // (C − Bs)·v
  t.b = 2.0 * q.half_b;                            // b = −2 (C − Bs)·v
  t.bs_c_len_sq = Dot(t.bs_c, t.bs_c);             // ‖C − Bs‖²
  t.c = q.c;                                       // c = (C − Bs)·(C − Bs) − R²
  t.discriminant = 4.0 * q.QuarterDiscriminant();  // b² − 4ac
  t.graze_tol = kGrazeRelTol * 4.0 * t.a * (t.bs_c_len_sq + R * R);
  t.starts_inside = t.c < 0.0;

  // The projection: m = (C − Bs)·v̂, dist0² = ‖C − Bs‖² − m², s² = R² − dist0².
  t.v_len = Length(t.v);
  t.k = t.v_len;
  if (t.v_len > 0.0) {
    t.v_hat = t.v / t.v_len;
    t.m = bs_c_dot_v / t.v_len;
    t.dist0_sq = t.bs_c_len_sq - t.m * t.m;
    t.s_sq = R * R - t.dist0_sq;
  }
  t.behind = t.m < 0.0 && !t.starts_inside;

  if (t.a > 0.0) {
    if (std::abs(t.discriminant) <= t.graze_tol) {
      t.kind = RayCircleKind::Graze;  // tangent: one root −b / 2a, s = 0
      t.t0 = t.t1 = -t.b / (2.0 * t.a);
      t.s = 0.0;
    } else if (t.discriminant > 0.0) {
      t.kind = RayCircleKind::Hit;
      StableRoots(q.a, q.half_b, q.c, q.QuarterDiscriminant(), t.t0, t.t1);
      t.s = std::sqrt(std::max(t.s_sq, 0.0));
    } else {
      t.kind = RayCircleKind::Miss;
    }
    t.has_roots = t.kind != RayCircleKind::Miss;
    if (t.has_roots) {
      t.t0_proj = (t.m - t.s) / t.v_len;  // (m − s) / ‖v‖
      t.t1_proj = (t.m + t.s) / t.v_len;  // (m + s) / ‖v‖
    }
  }

  // The deciding tests, in the lecture's order.
  if (!(R > 0.0)) {
    t.outcome = RayCircleOutcome::ZeroRadius;
  } else if (!(t.a > 0.0)) {
    t.outcome = RayCircleOutcome::ZeroMotion;
  } else if (t.starts_inside) {
    t.outcome = RayCircleOutcome::StartsInside;
  } else if (t.behind) {
    t.outcome = RayCircleOutcome::Behind;
  } else if (!t.has_roots) {
    t.outcome = RayCircleOutcome::Miss;
  } else if (t.t0 > 1.0) {
    t.outcome = RayCircleOutcome::TooLate;
  } else {
    // Bs outside (c ≥ 0) and m ≥ 0: both roots are ≥ 0, so the smaller one is the first contact.
    t.outcome = RayCircleOutcome::Hit;
  }
  if (t.outcome != RayCircleOutcome::Hit) return t;

  t.collides = true;
  t.ti = std::clamp(t.t0, 0.0, 1.0);  // min root in [0, 1] (a graze's −b/2a can round a hair below 0)
  t.bi = motion.At(t.ti);             // Bi = Bs + v ti

  // Reflection about the normal n̂ = (Bi − C)/‖Bi − C‖ (‖Bi − C‖ = R > 0).
  t.normal = Normalize(t.bi - pillar.c);
  // Lecture 10: i⃗ = Be − Bi, r⃗ = i⃗ − 2(i⃗·n̂)n̂, Be' = Bi + r⃗.
  t.response = Reflect(t.bi, motion.be, t.normal);
  t.response.r_hat = ReflectedDirection(t.response, t.v, t.normal);
  // Lecture 20: mirror the way back, m⃗ = Bs − Bi. At ti = 0 it has no length; its direction is still −v,
  // which is all r̂ needs.
  t.m_vec = motion.bs - t.bi;
  const Vec2 back = LengthSq(t.m_vec) > 0.0 ? t.m_vec : -t.v;
  t.r_vec = -ReflectAbout(back, t.normal);  // r⃗ = 2(m⃗·n̂)n̂ − m⃗ = −(m⃗ − 2(m⃗·n̂)n̂)
  t.r_hat = Normalize(t.r_vec);
  t.be_reflected = t.bi + t.k * t.r_hat * (1.0 - t.ti);  // Be' = Bi + k r̂ (1 − ti)
  return t;
}

}  // namespace ricochet
