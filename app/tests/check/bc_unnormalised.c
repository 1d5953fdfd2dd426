/* Bug: the boundary condition with n instead of n^ = n / |n|: right only for walls of length 1. */
#include "ricochet_check.h"

double rc_boundary_condition(rc_vec2 p, rc_vec2 p0, rc_vec2 p1) {
  double nx = p1.y - p0.y, ny = -(p1.x - p0.x);
  rc_trace_vec2("n", (rc_vec2){nx, ny});
  return nx * (p.x - p0.x) + ny * (p.y - p0.y);
}
