/* Bug: the edge vector rotated through +90 degrees instead of -90: n = (-e_y, e_x) points inside. */
#include "ricochet_check.h"

rc_vec2 rc_outward_normal(rc_vec2 p0, rc_vec2 p1) {
  rc_vec2 n = {-(p1.y - p0.y), p1.x - p0.x};
  return n;
}
