/* Bug: only the lecture's four tests and the offset line, without the end caps: the endpoint problem
 * ("Bi is not on the line, but the ball collides with the wall") is missed. */
#include <math.h>

#include "ricochet_check.h"

static double dot(rc_vec2 a, rc_vec2 b) { return a.x * b.x + a.y * b.y; }
static rc_vec2 sub(rc_vec2 a, rc_vec2 b) { return (rc_vec2){a.x - b.x, a.y - b.y}; }
static rc_vec2 along(rc_vec2 a, rc_vec2 v, double t) { return (rc_vec2){a.x + v.x * t, a.y + v.y * t}; }

int rc_circle_vs_wall(rc_vec2 bs, rc_vec2 be, double r, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi,
                      rc_vec2* be_reflected) {
  rc_vec2 e = sub(p1, p0), v = sub(be, bs), n, nc, b, i;
  double len = sqrt(dot(e, e)), bcs, bce, D, nv, t, u;
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
  D = bcs < 0 ? -r : r;
  nv = dot(n, v);
  if (nv == 0) return 0;
  t = (D - bcs) / nv;
  if (t < 0 || t > 1) return 0;
  b = along(bs, v, t);
  if (dot(sub(b, p1), sub(p0, p1)) < 0) return 0; /* test 3 */
  if (dot(sub(b, p0), e) < 0) return 0;           /* test 4 */
  nc = D > 0 ? n : (rc_vec2){-n.x, -n.y};
  i = sub(be, b);
  *ti = t;
  *bi = b;
  *be_reflected = along(b, sub(i, (rc_vec2){2 * dot(i, nc) * nc.x, 2 * dot(i, nc) * nc.y}), 1);
  return 1;
}
