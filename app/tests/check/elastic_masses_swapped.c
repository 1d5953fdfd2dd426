/* Bug: the masses swapped in the 1D formula: V1' = (V1 (m2 - m1) + 2 m1 V2) / (m1 + m2). */
#include "ricochet_check.h"

void rc_elastic_1d(double m1, double v1, double m2, double v2, double* v1_after, double* v2_after) {
  if (v1 - v2 > 0) {
    *v1_after = (v1 * (m2 - m1) + 2 * m1 * v2) / (m1 + m2);
    *v2_after = (v2 * (m1 - m2) + 2 * m2 * v1) / (m1 + m2);
  } else {
    *v1_after = v1;
    *v2_after = v2;
  }
}
