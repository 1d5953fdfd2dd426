/* Bug: the relative motion added instead of subtracted: P2 = P1 + (S1 - S0). */
#include <math.h>

#include "ricochet_check.h"

int rc_circle_vs_circle(rc_vec2 p0, rc_vec2 p1, double r, rc_vec2 s0, rc_vec2 s1, double R, double* t) {
  double p2x = p1.x + (s1.x - s0.x), p2y = p1.y + (s1.y - s0.y);
  double lx = p2x - p0.x, ly = p2y - p0.y, cx = s0.x - p0.x, cy = s0.y - p0.y;
  double l2 = lx * lx + ly * ly, c2 = cx * cx + cy * cy, sum = R + r, alpha, disc, tt;
  rc_trace_vec2("p2", (rc_vec2){p2x, p2y});
  if (c2 < sum * sum || l2 == 0) return 0;
  alpha = lx * cx + ly * cy;
  disc = alpha * alpha - l2 * (c2 - sum * sum);
  if (disc < 0) return 0;
  tt = (alpha - sqrt(disc)) / l2;
  if (tt < 0 || tt > 1) return 0;
  *t = tt;
  return 1;
}
