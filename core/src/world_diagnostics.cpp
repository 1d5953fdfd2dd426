// Checks of the engine's promises (world_diagnostics.h): overlaps, penetrations, escapes.
#include "ricochet/world_diagnostics.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "ricochet/formula.h"

namespace ricochet {

namespace {
constexpr double kInfinity = std::numeric_limits<double>::infinity();
}  // namespace

std::int64_t CountOverlaps(const Balls& b, double rel_tol, std::int64_t stop_at) {
  // Only balls with a usable position and radius can be placed in the grid; the others (out of play, see
  // world.h) overlap nothing.
  std::vector<std::uint32_t> live;
  live.reserve(b.size());
  for (std::size_t i = 0; i < b.size(); ++i)
    if (InPlay(b.P(i)) && b.r[i] >= 0.0 && b.r[i] <= kWorldLimit)
      live.push_back(static_cast<std::uint32_t>(i));
  const std::size_t n = live.size();
  if (n < 2) return 0;
  double x0 = kInfinity, y0 = kInfinity, x1 = -kInfinity, y1 = -kInfinity, rmax = 0.0;
  for (const std::uint32_t i : live) {
    x0 = std::min(x0, b.x[i]);
    y0 = std::min(y0, b.y[i]);
    x1 = std::max(x1, b.x[i]);
    y1 = std::max(y1, b.y[i]);
    rmax = std::max(rmax, b.r[i]);
  }
  // Cells of at least 2 r_max: overlapping centres are in the same or a neighbouring cell.
  double cell = std::max(2.0 * rmax, 1e-9);
  const double limit = 2.0 * static_cast<double>(n) + 16.0;
  if (((x1 - x0) / cell + 1) * ((y1 - y0) / cell + 1) > limit)
    cell = std::max(cell, std::sqrt((x1 - x0 + cell) * (y1 - y0 + cell) / limit) * 1.5);
  const int nx = GridCell(x1, x0, cell, static_cast<int>(limit)) + 1;
  const int ny = GridCell(y1, y0, cell, static_cast<int>(limit)) + 1;
  const auto cells = static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny);
  std::vector<std::uint32_t> start(cells + 1, 0), items(n);
  std::vector<std::size_t> key(n);
  for (std::size_t q = 0; q < n; ++q) {
    const std::uint32_t i = live[q];
    key[q] = static_cast<std::size_t>(GridCell(b.y[i], y0, cell, ny)) * static_cast<std::size_t>(nx) +
             static_cast<std::size_t>(GridCell(b.x[i], x0, cell, nx));
    ++start[key[q] + 1];
  }
  for (std::size_t c = 0; c < cells; ++c) start[c + 1] += start[c];
  std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
  for (std::size_t q = 0; q < n; ++q) items[fill[key[q]]++] = live[q];
  const auto ux = static_cast<std::size_t>(nx), uy = static_cast<std::size_t>(ny);
  std::int64_t count = 0;
  for (std::size_t q = 0; q < n; ++q) {
    const std::size_t i = live[q];
    const std::size_t cx = key[q] % ux, cy = key[q] / ux;
    for (std::size_t yy = cy > 0 ? cy - 1 : 0; yy <= std::min(cy + 1, uy - 1); ++yy)
      for (std::size_t xx = cx > 0 ? cx - 1 : 0; xx <= std::min(cx + 1, ux - 1); ++xx)
        for (std::uint32_t k = start[yy * ux + xx]; k < start[yy * ux + xx + 1]; ++k) {
          const std::size_t j = items[k];
          if (j <= i) continue;
          const double R = (b.r[i] + b.r[j]) * (1.0 - rel_tol);
          if (LengthSq(b.P(i) - b.P(j)) < R * R && ++count >= stop_at) return count;
        }
  }
  return count;
}

std::int64_t CountPenetrations(const World& w, double rel_tol) {
  std::int64_t count = 0;
  for (std::size_t i = 0; i < w.balls.size(); ++i) {
    const Vec2 p = w.balls.P(i);
    const double r = w.balls.r[i] * (1.0 - rel_tol);
    bool in = false;
    for (const Segment& s : w.walls) in = in || LengthSq(p - ClosestPointOnSegment(s, p)) < r * r;
    for (const Circle& c : w.pillars) {
      const double R = (c.r + w.balls.r[i]) * (1.0 - rel_tol);
      in = in || LengthSq(p - c.c) < R * R;
    }
    count += in ? 1 : 0;
  }
  return count;
}

std::int64_t CountOutside(const Balls& b, Vec2 lo, Vec2 hi) {
  std::int64_t count = 0;
  for (std::size_t i = 0; i < b.size(); ++i)
    count += (b.x[i] < lo.x || b.x[i] > hi.x || b.y[i] < lo.y || b.y[i] > hi.y) ? 1 : 0;
  return count;
}

}  // namespace ricochet
