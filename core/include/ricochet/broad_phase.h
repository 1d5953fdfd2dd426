// The sandbox engine's broad phase (world.h): which balls may meet in a frame, before the exact tests.
// Lecture 17's main loop tests every pair ("can be very slow"); the uniform grid tests only balls whose swept
// boxes share a cell.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "ricochet/vec2.h"

namespace ricochet {

// Naive is the lecture's loop "for i, for j > i"; Grid tests only balls whose swept boxes share a cell.
enum class Broadphase : std::uint8_t { Grid, Naive };

// floor((v − origin) / cell) clamped to [0, n − 1]. Written so that even a NaN lands in a valid cell
// (std::clamp would pass it through and the int cast would be undefined); the engine never asks for one.
inline int GridCell(double v, double origin, double cell, int n) {
  const double c = std::floor((v - origin) / cell);
  if (c >= static_cast<double>(n - 1)) return n - 1;
  return c >= 0.0 ? static_cast<int>(c) : 0;
}

// A uniform grid over one frame: each item (ball) is registered in the cells its swept box covers, built once
// per frame by a counting sort; an item whose path changes mid-frame is added to the cells of its new path
// (linked lists beside the sorted arrays), so a query always sees every item that may reach its cells.
// A cell rectangle is {x0, y0, x1, y1}, inclusive.
class UniformGrid {
 public:
  // Cells of side `cell` (at least 1e-9) covering [lo, hi] — widened so there are at most ~4n + 64 cells
  // for n items, so one very fast ball or a huge empty box cannot blow memory up.
  void Fit(Vec2 lo, Vec2 hi, double cell, std::size_t n);
  std::size_t Cells() const { return static_cast<std::size_t>(nx_) * static_cast<std::size_t>(ny_); }
  // The grid as fitted: its lower-left corner, the cells' side, and how many columns and rows (to draw it).
  Vec2 Origin() const { return {x0_, y0_}; }
  double Side() const { return cell_; }
  int Columns() const { return nx_; }
  int Rows() const { return ny_; }
  // The row-major index of the cell holding p.
  std::size_t CellIndex(Vec2 p) const {
    const auto cx = static_cast<std::size_t>(GridCell(p.x, x0_, cell_, nx_));
    const auto cy = static_cast<std::size_t>(GridCell(p.y, y0_, cell_, ny_));
    return cy * static_cast<std::size_t>(nx_) + cx;
  }
  // The cell rectangle covering the box [lo, hi] (inline: every prediction asks).
  void Rect(Vec2 lo, Vec2 hi, int rect[4]) const {
    rect[0] = GridCell(lo.x, x0_, cell_, nx_);
    rect[1] = GridCell(lo.y, y0_, cell_, ny_);
    rect[2] = GridCell(hi.x, x0_, cell_, nx_);
    rect[3] = GridCell(hi.y, y0_, cell_, ny_);
  }

  // `items` (indices into x, y) ordered by the cell holding (x[i], y[i]), row-major; stable within a cell.
  // Neighbours in space become neighbours in memory.
  void SortByCell(std::span<const std::uint32_t> items, const std::vector<double>& x,
                  const std::vector<double>& y, std::vector<std::uint32_t>& out);
  // The frame start's rectangles of items 0 … n − 1, 4 ints each, to be filled before Build().
  std::span<int> FrameRects(std::size_t n) {
    rect_.resize(4 * n);
    return rect_;
  }
  // Registers every item in every cell of its frame-start rectangle.
  void Build();
  // Item k's path changed: adds it to the cells of `rect` outside its frame-start rectangle.
  void Register(std::size_t k, const int rect[4]);
  const int* FrameRect(std::size_t k) const { return &rect_[4 * k]; }

  // A querying thread's de-duplication stamps: an item registered in several cells of a rectangle is seen
  // once. The grid keeps one for the event loop; each helper thread of the first predictions has its own.
  struct Visits {
    std::vector<std::uint32_t> seen;
    std::uint32_t query = 0;
  };
  // Makes v ready for this frame's items (after Build()).
  void Prepare(Visits& v) const {
    v.seen.assign(rect_.size() / 4, 0);
    v.query = 0;
  }

  // Calls f(j) once for every item registered in a cell of `rect`.
  template <class F>
  void Query(const int rect[4], F&& f) {
    Query(rect, visits_, f);
  }
  // The same with the caller's stamps: queries with different Visits may run at once (the grid is not
  // changed by a query).
  template <class F>
  void Query(const int rect[4], Visits& v, F&& f) const;

 private:
  double cell_ = 1.0, x0_ = 0.0, y0_ = 0.0;
  int nx_ = 1, ny_ = 1;
  std::vector<int> rect_;  // 4 per item: the cell rectangle it was registered in at frame start
  std::vector<std::uint32_t> cell_start_, cell_items_;
  std::vector<int> extra_head_;
  std::vector<std::pair<std::uint32_t, int>> extra_;  // (item, next)
  Visits visits_;                                     // the event loop's query stamps
};

template <class F>
void UniformGrid::Query(const int rect[4], Visits& v, F&& f) const {
  std::vector<std::uint32_t>& seen = v.seen;
  if (++v.query == 0) {  // wrapped: reset the stamps
    std::fill(seen.begin(), seen.end(), 0);
    v.query = 1;
  }
  const std::uint32_t query = v.query;
  for (int cy = rect[1]; cy <= rect[3]; ++cy)
    for (int cx = rect[0]; cx <= rect[2]; ++cx) {
      const std::size_t c = static_cast<std::size_t>(cy) * nx_ + cx;
      for (std::uint32_t e = cell_start_[c]; e < cell_start_[c + 1]; ++e) {
        const std::uint32_t j = cell_items_[e];
        if (seen[j] == query) continue;
        seen[j] = query;
        f(j);
      }
      for (int e = extra_head_[c]; e >= 0; e = extra_[e].second) {
        const std::uint32_t j = extra_[e].first;
        if (seen[j] == query) continue;
        seen[j] = query;
        f(j);
      }
    }
}

}  // namespace ricochet
