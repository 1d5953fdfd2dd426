/* Bug: the 2D balls swap their whole velocities (the 1D same-mass rule) instead of their normal parts. */
#include "ricochet_check.h"

void rc_elastic_2d(rc_vec2 p1, rc_vec2 v1, rc_vec2 p2, rc_vec2 v2, rc_vec2* v1_after, rc_vec2* v2_after) {
  double nx = p2.x - p1.x, ny = p2.y - p1.y;
  if (nx * (v1.x - v2.x) + ny * (v1.y - v2.y) > 0) {
    *v1_after = v2;
    *v2_after = v1;
  } else {
    *v1_after = v1;
    *v2_after = v2;
  }
}
