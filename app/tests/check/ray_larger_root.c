/* Bug: the larger root (-b + sqrt(b^2 - 4ac)) / 2a: the ball's exit from the circle, not its entry. */
#include <math.h>

#include "ricochet_check.h"

int rc_ray_vs_circle(rc_vec2 bs, rc_vec2 be, rc_vec2 c, double r, double* ti, rc_vec2* bi) {
  double vx = be.x - bs.x, vy = be.y - bs.y, cx = c.x - bs.x, cy = c.y - bs.y;
  double a = vx * vx + vy * vy, b = -2 * (cx * vx + cy * vy), cc = cx * cx + cy * cy - r * r, disc, t;
  if (a == 0 || cc < 0) return 0;
  if (cx * vx + cy * vy < 0) return 0;
  disc = b * b - 4 * a * cc;
  rc_trace("a", a);
  rc_trace("b", b);
  rc_trace("c", cc);
  rc_trace("discriminant", disc);
  if (disc < 0) return 0;
  t = (-b + sqrt(disc)) / (2 * a);
  rc_trace("ti", t);
  if (t > 1) return 0;
  *ti = t;
  bi->x = bs.x + vx * t, bi->y = bs.y + vy * t;
  return 1;
}
