/* Never returns when the circle is to the right of Bs: an endless loop. */
#include "ricochet_check.h"

int rc_ray_vs_circle(rc_vec2 bs, rc_vec2 be, rc_vec2 c, double r, double* ti, rc_vec2* bi) {
  volatile double t = 0;
  (void)be, (void)r, (void)ti, (void)bi;
  while (c.x > bs.x) t += 1;
  return 0;
}
