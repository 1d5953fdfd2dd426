/* Bug: the parallel test (n^.v = 0) left out: moving along the wall's line divides 0 by 0. */
#include <math.h>

#include "ricochet_check.h"

int rc_point_vs_wall(rc_vec2 bs, rc_vec2 be, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi) {
  double ex = p1.x - p0.x, ey = p1.y - p0.y, len = sqrt(ex * ex + ey * ey);
  double nx, ny, d, s, e, vx, vy, t, bx, by;
  if (len == 0) return 0;
  nx = ey / len, ny = -ex / len;
  d = nx * p0.x + ny * p0.y, s = nx * bs.x + ny * bs.y, e = nx * be.x + ny * be.y;
  if (s < d && e < d) return 0;
  if (s > d && e > d) return 0;
  vx = be.x - bs.x, vy = be.y - bs.y;
  t = (d - s) / (nx * vx + ny * vy);
  bx = bs.x + vx * t, by = bs.y + vy * t;
  if ((bx - p0.x) * ex + (by - p0.y) * ey < 0) return 0;
  if ((bx - p1.x) * -ex + (by - p1.y) * -ey < 0) return 0;
  *ti = t;
  bi->x = bx, bi->y = by;
  return 1;
}
