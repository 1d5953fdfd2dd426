/* Bug: the reflection with one (i.n^)n^ instead of two: r = i - (i.n^)n^ only stops the ball's normal part. */
#include "ricochet_check.h"

rc_vec2 rc_reflect(rc_vec2 i, rc_vec2 n_hat) {
  double k = i.x * n_hat.x + i.y * n_hat.y;
  rc_vec2 r = {i.x - k * n_hat.x, i.y - k * n_hat.y};
  rc_trace("i_dot_n", k);
  rc_trace_vec2("r", r);
  return r;
}
