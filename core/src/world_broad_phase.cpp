// The engine's broad phase: the uniform grid (broad_phase.h).
#include "ricochet/broad_phase.h"

namespace ricochet {

void UniformGrid::Fit(Vec2 lo, Vec2 hi, double cell, std::size_t n) {
  cell_ = std::max(cell, 1e-9);
  const double w = std::max(hi.x - lo.x, 1e-9), h = std::max(hi.y - lo.y, 1e-9);
  const double max_cells = 4.0 * static_cast<double>(n) + 64.0;
  if ((w / cell_ + 1) * (h / cell_ + 1) > max_cells)
    cell_ = std::max(cell_, std::sqrt(w * h / max_cells) * 1.5);
  nx_ = std::max(static_cast<int>(std::min(w / cell_ + 1.0, max_cells)), 1);
  ny_ = std::max(static_cast<int>(std::min(h / cell_ + 1.0, max_cells)), 1);
  x0_ = lo.x;
  y0_ = lo.y;
}

void UniformGrid::SortByCell(std::span<const std::uint32_t> items, const std::vector<double>& x,
                             const std::vector<double>& y, std::vector<std::uint32_t>& out) {
  const std::size_t cells = Cells();
  const auto cell_of = [&](std::uint32_t i) { return CellIndex({x[i], y[i]}); };
  cell_start_.assign(cells + 1, 0);  // scratch here; Build fills it for real
  for (const std::uint32_t i : items) ++cell_start_[cell_of(i) + 1];
  for (std::size_t c = 0; c < cells; ++c) cell_start_[c + 1] += cell_start_[c];
  out.resize(items.size());
  for (const std::uint32_t i : items) out[cell_start_[cell_of(i)]++] = i;
}

void UniformGrid::Build() {
  const std::size_t n = rect_.size() / 4;
  const std::size_t cells = Cells();
  cell_start_.assign(cells + 1, 0);
  for (std::size_t k = 0; k < n; ++k) {
    const int* rc = &rect_[4 * k];
    for (int cy = rc[1]; cy <= rc[3]; ++cy)
      for (int cx = rc[0]; cx <= rc[2]; ++cx) ++cell_start_[static_cast<std::size_t>(cy) * nx_ + cx + 1];
  }
  for (std::size_t c = 0; c < cells; ++c) cell_start_[c + 1] += cell_start_[c];
  cell_items_.resize(cell_start_[cells]);
  std::vector<std::uint32_t>& fill = visits_.seen;  // reused as the per-cell write cursor, reset below
  fill.assign(cell_start_.begin(), cell_start_.end() - 1);
  for (std::size_t k = 0; k < n; ++k) {
    const int* rc = &rect_[4 * k];
    for (int cy = rc[1]; cy <= rc[3]; ++cy)
      for (int cx = rc[0]; cx <= rc[2]; ++cx)
        cell_items_[fill[static_cast<std::size_t>(cy) * nx_ + cx]++] = static_cast<std::uint32_t>(k);
  }
  extra_head_.assign(cells, -1);
  extra_.clear();
  Prepare(visits_);
}

void UniformGrid::Register(std::size_t k, const int rect[4]) {
  const int* r0 = &rect_[4 * k];
  if (rect[0] >= r0[0] && rect[1] >= r0[1] && rect[2] <= r0[2] && rect[3] <= r0[3]) return;  // nothing new
  for (int cy = rect[1]; cy <= rect[3]; ++cy)
    for (int cx = rect[0]; cx <= rect[2]; ++cx) {
      if (cx >= r0[0] && cx <= r0[2] && cy >= r0[1] && cy <= r0[3]) continue;
      const std::size_t c = static_cast<std::size_t>(cy) * nx_ + cx;
      extra_.push_back({static_cast<std::uint32_t>(k), extra_head_[c]});
      extra_head_[c] = static_cast<int>(extra_.size() - 1);
    }
}

}  // namespace ricochet
