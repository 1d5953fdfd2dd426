#include "ricochet/reflect.h"

#include "ricochet/formula.h"

namespace ricochet {

Reflection Reflect(Vec2 bi, Vec2 be, Vec2 n_hat) {
  Reflection out;
  out.i = be - bi;                     // i = Be − Bi
  out.i_dot_n = Dot(out.i, n_hat);     // i·n̂
  out.s = n_hat * out.i_dot_n;         // s = (i·n̂) n̂
  out.m = out.i - out.s;               // m = i − s
  out.r = ReflectAbout(out.i, n_hat);  // r = m − s = i − 2(i·n̂)n̂
  out.be_reflected = bi + out.r;       // Be' = Bi + r
  out.r_hat = Normalize(out.r);        // r̂ = r / ‖r‖
  return out;
}

}  // namespace ricochet
