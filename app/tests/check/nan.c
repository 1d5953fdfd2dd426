/* Returns NaN: normalises n^ again, dividing by |i| (0 / 0 when i = 0). */
#include <math.h>

#include "ricochet_check.h"

rc_vec2 rc_reflect(rc_vec2 i, rc_vec2 n_hat) {
  double len = sqrt(i.x * i.x + i.y * i.y), k = (i.x * n_hat.x + i.y * n_hat.y) / len * len;
  rc_vec2 r = {i.x - 2 * k * n_hat.x * len / len, i.y - 2 * k * n_hat.y * len / len};
  return r;
}
