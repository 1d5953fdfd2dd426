/* A student's correct implementation of ricochet_check.h: plain C and doubles, the header's words taken
 * literally, no tolerances. It must pass every case (the check is fair at the edges). */
#include <math.h>

#include "ricochet_check.h"

static rc_vec2 vec(double x, double y) {
  rc_vec2 r = {x, y};
  return r;
}
static rc_vec2 sub(rc_vec2 a, rc_vec2 b) { return vec(a.x - b.x, a.y - b.y); }
static rc_vec2 add(rc_vec2 a, rc_vec2 b) { return vec(a.x + b.x, a.y + b.y); }
static rc_vec2 mul(rc_vec2 a, double s) { return vec(a.x * s, a.y * s); }
static double dot(rc_vec2 a, rc_vec2 b) { return a.x * b.x + a.y * b.y; }

rc_vec2 rc_outward_normal(rc_vec2 p0, rc_vec2 p1) {
  rc_vec2 e = sub(p1, p0);
  rc_trace_vec2("e", e);
  return vec(e.y, -e.x);
}

/* n^ of the wall, 0 when it has no length */
static int unit_normal(rc_vec2 p0, rc_vec2 p1, rc_vec2* n_hat) {
  rc_vec2 n = rc_outward_normal(p0, p1);
  double len = sqrt(dot(n, n));
  if (len == 0) return 0;
  *n_hat = mul(n, 1 / len);
  rc_trace_vec2("n_hat", *n_hat);
  return 1;
}

double rc_boundary_condition(rc_vec2 p, rc_vec2 p0, rc_vec2 p1) {
  rc_vec2 n_hat;
  if (!unit_normal(p0, p1, &n_hat)) return 0;
  return dot(n_hat, sub(p, p0));
}

int rc_point_vs_wall(rc_vec2 bs, rc_vec2 be, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi) {
  rc_vec2 n_hat, v, b;
  double d, s, e, nv, t;
  if (!unit_normal(p0, p1, &n_hat)) return 0;
  d = dot(n_hat, p0);
  s = dot(n_hat, bs);
  e = dot(n_hat, be);
  if (s <= d && e < d) return 0; /* both inside (Bs on the line: leaving) */
  if (s >= d && e > d) return 0; /* both outside */
  v = sub(be, bs);
  nv = dot(n_hat, v);
  if (nv == 0) return 0; /* parallel */
  t = (d - s) / nv;
  b = add(bs, mul(v, t));
  rc_trace("ti", t);
  rc_trace_vec2("bi", b);
  if (dot(sub(b, p0), sub(p1, p0)) < 0) return 0; /* before P0 */
  if (dot(sub(b, p1), sub(p0, p1)) < 0) return 0; /* after P1 */
  *ti = t;
  *bi = b;
  return 1;
}

rc_vec2 rc_reflect(rc_vec2 i, rc_vec2 n_hat) { return sub(i, mul(n_hat, 2 * dot(i, n_hat))); }

int rc_ray_vs_circle(rc_vec2 bs, rc_vec2 be, rc_vec2 c, double r, double* ti, rc_vec2* bi) {
  rc_vec2 v = sub(be, bs), bsc = sub(c, bs);
  double a = dot(v, v), b, cc, m, disc, t;
  if (a == 0) return 0;
  b = -2 * dot(bsc, v);
  cc = dot(bsc, bsc) - r * r;
  if (cc < 0) return 0; /* starts inside */
  m = dot(bsc, v) / sqrt(a);
  if (m < 0) return 0; /* behind */
  disc = b * b - 4 * a * cc;
  rc_trace("discriminant", disc);
  if (disc < 0) return 0; /* miss */
  t = (-b - sqrt(disc)) / (2 * a);
  if (t > 1) return 0; /* too late */
  *ti = t;
  *bi = add(bs, mul(v, t));
  return 1;
}

static double distance_to_segment(rc_vec2 x, rc_vec2 p0, rc_vec2 p1) {
  rc_vec2 e = sub(p1, p0), d;
  double u = dot(sub(x, p0), e) / dot(e, e);
  if (u < 0) u = 0;
  if (u > 1) u = 1;
  d = sub(x, add(p0, mul(e, u)));
  return sqrt(dot(d, d));
}

int rc_circle_vs_wall(rc_vec2 bs, rc_vec2 be, double r, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi,
                      rc_vec2* be_reflected) {
  rc_vec2 n_hat, v = sub(be, bs), nc, ends[2], b, i;
  double d, bcs, bce, D, nv, best = 2;
  int k;
  if (!unit_normal(p0, p1, &n_hat)) return 0;
  d = dot(n_hat, p0);
  bcs = dot(n_hat, bs) - d;
  bce = dot(n_hat, be) - d;
  if (bcs <= -r && bce < -r) return 0; /* both inside */
  if (bcs >= r && bce > r) return 0;   /* both outside */
  if (distance_to_segment(bs, p0, p1) < r) return 0; /* overlapping at t = 0 */
  D = bcs < 0 ? -r : r;
  nv = dot(n_hat, v);
  if (nv != 0) { /* the offset line */
    double t = (D - bcs) / nv;
    rc_trace("ti_line", t);
    b = add(bs, mul(v, t));
    if (t >= 0 && t <= 1 && dot(sub(b, p0), sub(p1, p0)) >= 0 && dot(sub(b, p1), sub(p0, p1)) >= 0) {
      best = t;
      nc = D > 0 ? n_hat : mul(n_hat, -1);
    }
  }
  ends[0] = p0;
  ends[1] = p1;
  for (k = 0; k < 2; ++k) { /* the end caps */
    double t;
    rc_vec2 at;
    if (rc_ray_vs_circle(bs, be, ends[k], r, &t, &at) && dot(sub(at, ends[k]), v) < 0 && t < best) {
      best = t;
      nc = mul(sub(at, ends[k]), 1 / r);
    }
  }
  if (best > 1) return 0;
  b = add(bs, mul(v, best));
  i = sub(be, b);
  *ti = best;
  *bi = b;
  *be_reflected = add(b, rc_reflect(i, nc));
  return 1;
}

int rc_circle_vs_circle(rc_vec2 p0, rc_vec2 p1, double r, rc_vec2 s0, rc_vec2 s1, double R, double* t) {
  rc_vec2 p2 = sub(p1, sub(s1, s0)), L = sub(p2, p0), C = sub(s0, p0);
  double l2 = dot(L, L), c2 = dot(C, C), sum = R + r, alpha, disc, tt;
  if (c2 < sum * sum) return 0; /* overlapping */
  if (l2 == 0) return 0;        /* no relative motion */
  alpha = dot(L, C);
  rc_trace("alpha", alpha);
  disc = alpha * alpha - l2 * (c2 - sum * sum);
  if (disc < 0) return 0;
  tt = (alpha - sqrt(disc)) / l2;
  if (tt < 0 || tt > 1) return 0;
  *t = tt;
  return 1;
}

void rc_elastic_1d(double m1, double v1, double m2, double v2, double* v1_after, double* v2_after) {
  if (v1 - v2 > 0) {
    *v1_after = (v1 * (m1 - m2) + 2 * m2 * v2) / (m1 + m2);
    *v2_after = (v2 * (m2 - m1) + 2 * m1 * v1) / (m1 + m2);
  } else {
    *v1_after = v1;
    *v2_after = v2;
  }
}

void rc_elastic_2d(rc_vec2 p1, rc_vec2 v1, rc_vec2 p2, rc_vec2 v2, rc_vec2* v1_after, rc_vec2* v2_after) {
  rc_vec2 d = sub(p2, p1), n;
  double len = sqrt(dot(d, d)), a, b;
  *v1_after = v1;
  *v2_after = v2;
  if (len == 0) return;
  n = mul(d, 1 / len);
  a = dot(n, v1);
  b = dot(n, v2);
  if (a - b <= 0) return;
  *v1_after = add(sub(v1, mul(n, a)), mul(n, b));
  *v2_after = add(sub(v2, mul(n, b)), mul(n, a));
}
