// The sandbox's step back: a bounded history of the engine's ball states (world.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "ricochet/world.h"

namespace ricochet {

// A bounded history of ball states (positions and velocities), for stepping back. Memory ≤ budget_bytes.
class History {
 public:
  explicit History(std::size_t budget_bytes = std::size_t{64} << 20) : budget_(budget_bytes) {}
  void Push(const World& w);
  bool Pop(World& w);  // restores the most recent state and removes it; false when empty
  std::size_t size() const { return count_; }
  void Clear() {
    count_ = 0;
    head_ = 0;
  }

 private:
  struct Frame {
    std::int64_t frame = 0;
    std::vector<double> x, y, vx, vy;
  };
  std::size_t budget_;
  std::vector<Frame> ring_;
  std::size_t head_ = 0, count_ = 0;
};

}  // namespace ricochet
