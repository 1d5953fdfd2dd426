#include "ricochet/pi_blocks.h"

#include <cmath>
#include <cstdint>
#include <numbers>

#include "ricochet/elastic.h"
#include "ricochet/formula.h"

namespace ricochet {

PiBlocksState NextCollision(const PiBlocksState& s, double m, double M, bool approaching_test) {
  PiBlocksState n = s;
  const double gap = std::max(s.X - (s.x + kSmallWidth), 0.0);
  // The lecture's test: approaching. Without it, touching is enough (what a naive "if they touch, react"
  // loop does).
  const bool blocks = s.u - s.V > 0.0 || (!approaching_test && gap <= 0.0);
  const bool wall = s.u < 0.0 || (!approaching_test && s.x <= 0.0);
  // The time each would take: the gap closes at u − V; the small block reaches x = 0 at −x/u. Touching: now.
  const double dt_blocks = blocks && gap > 0.0 ? gap / (s.u - s.V) : 0.0;
  const double dt_wall = wall && s.x > 0.0 ? s.x / -s.u : 0.0;
  if (!blocks && !wall) {
    n.last = PiEvent::None;
    return n;
  }
  const bool blocks_first = blocks && (!wall || dt_blocks <= dt_wall);
  const double dt = blocks_first ? dt_blocks : dt_wall;
  n.t = s.t + dt;
  n.x = s.x + s.u * dt;
  n.X = s.X + s.V * dt;
  if (blocks_first) {
    n.X = n.x + kSmallWidth;  // in contact
    // V1' = (V1(m1 − m2) + 2 m2 V2) / (m1 + m2), V2' = (V2(m2 − m1) + 2 m1 V1) / (m1 + m2)
    const Velocities1D after = ElasticVelocities(m, M, s.u, s.V);
    n.u = after.v1;
    n.V = after.v2;
    n.last = PiEvent::Blocks;
  } else {
    n.x = 0.0;
    n.u = -s.u;  // the wall is infinitely heavy: the m2 → ∞ limit of the same formula
    n.last = PiEvent::Wall;
  }
  ++n.collisions;
  return n;
}

std::int64_t PiBlocksPredicted(double m, double M) {
  const double n = std::ceil(std::numbers::pi / std::atan(std::sqrt(m / M))) - 1.0;
  return n < 9.2e18 ? static_cast<std::int64_t>(n) : INT64_MAX;  // M/m past 10³⁷ (or not a number): no int
}

PiBlocksTrace PiBlocks(double m, double M, double V, std::int64_t max_collisions, bool approaching_test,
                       const std::function<void(const PiBlocksState&)>& each) {
  PiBlocksTrace t;
  if (!ValidMass(m) || !ValidMass(M) || !std::isfinite(V)) return t;
  t.mass_ratio = M / m;
  t.theta = std::atan(std::sqrt(m / M));
  t.predicted = PiBlocksPredicted(m, M);
  t.energy = 0.5 * M * V * V;
  t.V = V;
  if (!(V < 0.0)) {
    t.outcome = PiBlocksOutcome::NotMoving;
    return t;
  }
  PiBlocksState s;
  s.V = V;
  if (each) each(s);
  double worst = 0.0;
  while (true) {
    if (s.collisions >= max_collisions) {
      t.outcome = PiBlocksOutcome::TooMany;
      break;
    }
    const PiBlocksState n = NextCollision(s, m, M, approaching_test);
    if (n.last == PiEvent::None) {
      t.outcome = PiBlocksOutcome::Counted;
      break;
    }
    (n.last == PiEvent::Blocks ? t.block_hits : t.wall_hits) += 1;
    if (n.collisions == 1) t.u1 = n.u, t.V1 = n.V, t.first_time = n.t;
    const double e = 0.5 * m * n.u * n.u + 0.5 * M * n.V * n.V;
    worst = std::max(worst, std::abs(e - t.energy));
    s = n;
    if (each) each(s);
  }
  t.collisions = s.collisions;
  t.u = s.u;
  t.V = s.V;
  t.last_time = s.t;
  t.x = s.x, t.X = s.X;
  t.energy_drift = t.energy > 0.0 ? worst / t.energy : 0.0;
  return t;
}

}  // namespace ricochet
