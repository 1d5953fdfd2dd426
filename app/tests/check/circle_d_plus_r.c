/* Bug: D = +r always, also when Bs is inside: a ball coming from the inside is stopped on the far side. */
#include <math.h>

#include "ricochet_check.h"

static double dot(rc_vec2 a, rc_vec2 b) { return a.x * b.x + a.y * b.y; }
static rc_vec2 sub(rc_vec2 a, rc_vec2 b) { return (rc_vec2){a.x - b.x, a.y - b.y}; }
static rc_vec2 along(rc_vec2 a, rc_vec2 v, double t) { return (rc_vec2){a.x + v.x * t, a.y + v.y * t}; }

static int cap(rc_vec2 bs, rc_vec2 v, rc_vec2 c, double r, double* t) {
  rc_vec2 bsc = sub(c, bs);
  double a = dot(v, v), b = -2 * dot(bsc, v), cc = dot(bsc, bsc) - r * r, disc;
  if (a == 0 || cc < 0 || dot(bsc, v) < 0) return 0;
  disc = b * b - 4 * a * cc;
  if (disc < 0) return 0;
  *t = (-b - sqrt(disc)) / (2 * a);
  return *t <= 1 && dot(sub(along(bs, v, *t), c), v) < 0;
}

int rc_circle_vs_wall(rc_vec2 bs, rc_vec2 be, double r, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi,
                      rc_vec2* be_reflected) {
  rc_vec2 e = sub(p1, p0), v = sub(be, bs), n, nc = {0, 0}, b, i, ends[2] = {p0, p1};
  double len = sqrt(dot(e, e)), bcs, bce, D, nv, best = 2, t, u;
  int k;
  if (len == 0) return 0;
  n = (rc_vec2){e.y / len, -e.x / len};
  bcs = dot(n, sub(bs, p0));
  bce = dot(n, sub(be, p0));
  if (bcs <= -r && bce < -r) return 0;
  if (bcs >= r && bce > r) return 0;
  u = dot(sub(bs, p0), e) / dot(e, e);
  u = u < 0 ? 0 : u > 1 ? 1 : u;
  b = sub(bs, along(p0, e, u));
  if (dot(b, b) < r * r) return 0;
  D = r; /* the bug: should be -r when bcs < 0 */
  rc_trace("D", D);
  nv = dot(n, v);
  if (nv != 0) {
    t = (D - bcs) / nv;
    b = along(bs, v, t);
    if (t >= 0 && t <= 1 && dot(sub(b, p0), e) >= 0 && dot(sub(b, p1), e) <= 0) {
      best = t;
      nc = D > 0 ? n : (rc_vec2){-n.x, -n.y};
    }
  }
  for (k = 0; k < 2; ++k) {
    if (cap(bs, v, ends[k], r, &t) && t < best) {
      best = t;
      b = sub(along(bs, v, t), ends[k]);
      nc = (rc_vec2){b.x / r, b.y / r};
    }
  }
  if (best > 1) return 0;
  b = along(bs, v, best);
  i = sub(be, b);
  *ti = best;
  *bi = b;
  *be_reflected = along(b, sub(i, (rc_vec2){2 * dot(i, nc) * nc.x, 2 * dot(i, nc) * nc.y}), 1);
  return 1;
}
