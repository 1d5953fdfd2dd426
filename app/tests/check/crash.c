/* Crashes: writes through a null pointer when the ball moves to the left. */
#include <stddef.h>

#include "ricochet_check.h"

int rc_point_vs_wall(rc_vec2 bs, rc_vec2 be, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi) {
  volatile double* nowhere = NULL;
  (void)p0, (void)p1, (void)bi;
  if (be.x < bs.x) *nowhere = 1;
  *ti = 0;
  return 0;
}
