// The sandbox's step back (world_history.h).
#include "ricochet/world_history.h"

#include <algorithm>

namespace ricochet {

void History::Push(const World& w) {
  const std::size_t n = w.balls.size();
  const std::size_t per_frame = std::max<std::size_t>(n * 4 * sizeof(double), 1);
  const std::size_t capacity = std::clamp<std::size_t>(budget_ / per_frame, 1, 4096);
  if (ring_.size() != capacity) {
    ring_.assign(capacity, {});
    head_ = 0;
    count_ = 0;
  }
  Frame& f = ring_[head_];
  f.frame = w.frame();
  f.x = w.balls.x;
  f.y = w.balls.y;
  f.vx = w.balls.vx;
  f.vy = w.balls.vy;
  head_ = (head_ + 1) % capacity;
  count_ = std::min(count_ + 1, capacity);
}

bool History::Pop(World& w) {
  if (count_ == 0) return false;
  head_ = (head_ + ring_.size() - 1) % ring_.size();
  --count_;
  Frame& f = ring_[head_];
  if (f.x.size() != w.balls.size()) {  // the world changed shape since: history is meaningless
    Clear();
    return false;
  }
  w.balls.x = f.x;
  w.balls.y = f.y;
  w.balls.vx = f.vx;
  w.balls.vy = f.vy;
  w.set_frame(f.frame);
  return true;
}

}  // namespace ricochet
