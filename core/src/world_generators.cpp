// Scenes made by a program (world_generators.h): the gas box.
#include "ricochet/world_generators.h"

#include <algorithm>
#include <cmath>

#include "ricochet/splitmix64.h"

namespace ricochet {

World GasBox(std::size_t n, std::uint64_t seed, double r, double spacing, Vec2* lo, Vec2* hi) {
  World w;
  const auto k = static_cast<std::size_t>(std::ceil(std::sqrt(static_cast<double>(n))));
  const double s = spacing * r;  // lattice spacing
  const double side = static_cast<double>(k) * s;
  const double jitter = std::max(0.0, 0.5 * s - r) * 0.9;  // keeps neighbours and walls apart
  SplitMix64 rng{seed};                                    // the same gas on every platform
  for (std::size_t i = 0; i < n; ++i) {
    const double cx = (static_cast<double>(i % k) + 0.5) * s + (2.0 * rng.Unit() - 1.0) * jitter;
    const double cy = (static_cast<double>(i / k) + 0.5) * s + (2.0 * rng.Unit() - 1.0) * jitter;
    const double angle = 2.0 * 3.14159265358979323846 * rng.Unit();
    const double speed = 5.0 * r * std::sqrt(rng.Unit());  // uniform in the disc of radius 5 r
    w.balls.Add({cx, cy}, {speed * std::cos(angle), speed * std::sin(angle)}, r, 1.0);
  }
  // Clockwise, so each wall's right-hand (outside, n = (e_y, −e_x)) side faces the balls.
  const Vec2 a{0, 0}, b{0, side}, c{side, side}, d{side, 0};
  w.walls = {{a, b}, {b, c}, {c, d}, {d, a}};
  if (lo) *lo = a;
  if (hi) *hi = c;
  return w;
}

}  // namespace ricochet
