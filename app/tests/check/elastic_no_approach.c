/* Bug: no approaching test (the lecture's first version): balls already separating are turned back and
 * "move nowhere". */
#include "ricochet_check.h"

void rc_elastic_1d(double m1, double v1, double m2, double v2, double* v1_after, double* v2_after) {
  rc_trace("closing", v1 - v2);
  *v1_after = (v1 * (m1 - m2) + 2 * m2 * v2) / (m1 + m2);
  *v2_after = (v2 * (m2 - m1) + 2 * m1 * v1) / (m1 + m2);
}
