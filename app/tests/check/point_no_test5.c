/* Bug: the lecture's test 5 (after P1) left out: a ball passing beyond P1 is reported as a hit. */
#include <math.h>

#include "ricochet_check.h"

int rc_point_vs_wall(rc_vec2 bs, rc_vec2 be, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi) {
  double ex = p1.x - p0.x, ey = p1.y - p0.y, len = sqrt(ex * ex + ey * ey);
  double nx, ny, d, s, e, vx, vy, nv, t, bx, by;
  if (len == 0) return 0;
  nx = ey / len, ny = -ex / len;
  rc_trace_vec2("n_hat", (rc_vec2){nx, ny});
  d = nx * p0.x + ny * p0.y, s = nx * bs.x + ny * bs.y, e = nx * be.x + ny * be.y;
  if (s <= d && e < d) return 0;
  if (s >= d && e > d) return 0;
  vx = be.x - bs.x, vy = be.y - bs.y, nv = nx * vx + ny * vy;
  if (nv == 0) return 0;
  t = (d - s) / nv;
  bx = bs.x + vx * t, by = bs.y + vy * t;
  rc_trace("ti", t);
  rc_trace_vec2("bi", (rc_vec2){bx, by});
  if ((bx - p0.x) * ex + (by - p0.y) * ey < 0) return 0; /* test 4 */
  /* test 5 forgotten */
  *ti = t;
  bi->x = bx, bi->y = by;
  return 1;
}
