#include "ricochet/world.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace ricochet {

// ---------------------------------------------------------------------------------------------------------
// Lean kernels
// ---------------------------------------------------------------------------------------------------------

double SweptDiscTime(Vec2 p, Vec2 v, double R, double t_max) {
  const double c = Dot(p, p) - R * R;           // c = C² − R²: > 0 when the point starts outside
  const double b = Dot(p, v);                   // b = −α
  if (c <= 0.0) return b < 0.0 ? 0.0 : -1.0;    // touching now: collide only if approaching (Lecture 17)
  if (b >= 0.0) return -1.0;                    // moving away (or no relative motion)
  const double a = Dot(v, v);                   // a = L²
  const double disc = b * b - a * c;            // α² − L²(C² − R²)
  if (disc < 0.0) return -1.0;                  // the path misses the disc
  const double t = c / (-b + std::sqrt(disc));  // = (α − √disc) / L², without cancellation
  return t <= t_max ? t : -1.0;
}

Vec2 ClosestPointOnSegment(const Segment& s, Vec2 q) {
  const Vec2 e = s.p1 - s.p0;
  const double len2 = Dot(e, e);
  if (len2 <= 0.0) return s.p0;
  const double u = std::clamp(Dot(q - s.p0, e) / len2, 0.0, 1.0);
  return s.p0 + e * u;
}

double SweptSegmentTime(Vec2 b, Vec2 v, double r, const Segment& s, double t_max) {
  const Vec2 e = s.p1 - s.p0;  // e = P1 − P0
  const double len2 = Dot(e, e);
  if (len2 <= 0.0) return SweptDiscTime(b - s.p0, v, r, t_max);  // a zero-length wall is its endpoint cap
  // Already touching: the capsule (segment grown by r) is convex, so the distance to it only grows when
  // the ball moves away from the closest point; it collides now only if approaching.
  const Vec2 d = b - ClosestPointOnSegment(s, b);
  if (Dot(d, d) <= r * r) return Dot(v, d) < 0.0 ? 0.0 : -1.0;

  double best = -1.0;
  // Edge: n̂·(B(t) − P0) = ±r on the side the ball starts (D = ±r, Lecture 10), if Bi lies within P0..P1.
  const Vec2 n = Vec2{e.y, -e.x} / std::sqrt(len2);  // n̂
  const double s0 = Dot(n, b - s.p0);                // signed distance of Bs from the wall's line
  const double side = s0 >= 0.0 ? 1.0 : -1.0;
  const double vn = side * Dot(n, v);  // < 0: moving toward the line
  if (vn < 0.0 && std::abs(s0) > r) {
    const double t = (std::abs(s0) - r) / -vn;
    if (t <= t_max) {
      const double u = Dot(b + v * t - s.p0, e);  // the lecture's before-P0 / after-P1 tests at Bi
      if (u >= 0.0 && u <= len2) best = t;
    }
  }
  // Endpoint caps: the ball's centre against circles of radius r at P0 and P1 (Lecture 20 with R = r).
  for (const Vec2 pk : {s.p0, s.p1}) {
    const double t = SweptDiscTime(b - pk, v, r, best >= 0.0 ? best : t_max);
    if (t >= 0.0 && (best < 0.0 || t < best)) best = t;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------
// Balls
// ---------------------------------------------------------------------------------------------------------

void Balls::Add(Vec2 p, Vec2 v, double radius, double mass) {
  x.push_back(p.x);
  y.push_back(p.y);
  vx.push_back(v.x);
  vy.push_back(v.y);
  r.push_back(radius);
  m.push_back(mass);
}

void Balls::Clear() {
  x.clear();
  y.clear();
  vx.clear();
  vy.clear();
  r.clear();
  m.clear();
}

// ---------------------------------------------------------------------------------------------------------
// World: the event-driven frame
// ---------------------------------------------------------------------------------------------------------

namespace {

// Earliest first; ties by ball index, so the order of simultaneous events is deterministic.
struct Later {
  template <class E>
  bool operator()(const E& a, const E& b) const {
    return a.t > b.t || (a.t == b.t && a.ball > b.ball);
  }
};

constexpr double kInf = std::numeric_limits<double>::infinity();

// Within ±kWorldLimit; false for NaN and ±∞ (see "Out of play" in world.h).
bool Within(double x) { return std::abs(x) <= kWorldLimit; }
bool Within(Vec2 p) { return Within(p.x) && Within(p.y); }

// The grid cell of coordinate v: floor((v − origin) / cell) clamped to [0, n − 1]. Written so that even a
// NaN lands in a valid cell (std::clamp would pass it through and the int cast would be undefined); the
// out-of-play rule means the engine never asks.
int CellOf(double v, double origin, double cell, int n) {
  const double c = std::floor((v - origin) / cell);
  if (c >= static_cast<double>(n - 1)) return n - 1;
  return c >= 0.0 ? static_cast<int>(c) : 0;
}

// Simultaneous events (a rack of touching balls) are taken in this order, whatever order the broad phase
// returned them in: walls, pillars, then balls, each by index. So grid and naive give identical frames.
std::int64_t EventKey(EventKind kind, int other) {
  return kind == EventKind::None ? std::numeric_limits<std::int64_t>::max()
                                 : (static_cast<std::int64_t>(kind) << 32) + other;
}

}  // namespace

// Inside a frame balls are addressed by an INTERNAL index k (sorted by grid cell, so neighbours are near
// in memory); id_[k] is the ball's index in `balls`.

Vec2 World::PosAt(std::size_t k, double t) const {
  const Body& b = body_[k];
  return {b.x + b.vx * (t - b.t), b.y + b.vy * (t - b.t)};
}

void World::Advance(std::size_t k, double t) {
  const Vec2 p = PosAt(k, t);
  body_[k].x = p.x;
  body_[k].y = p.y;
  body_[k].t = t;
}

void World::SetV(std::size_t k, Vec2 v) {
  vel_[k] = v;
  if (!frozen_[k]) {
    body_[k].vx = v.x;
    body_[k].vy = v.y;
  }
}

void World::Freeze(std::size_t k) {
  frozen_[k] = 1;
  body_[k].vx = 0.0;
  body_[k].vy = 0.0;
}

void World::CellRect(std::size_t k, double t0, int rect[4]) const {
  const Vec2 p = PosAt(k, t0);
  const Vec2 q = p + Vec2{body_[k].vx, body_[k].vy} * (1.0 - t0);
  const double r = body_[k].r;
  rect[0] = CellOf(std::min(p.x, q.x) - r, gx0_, cell_, nx_);
  rect[1] = CellOf(std::min(p.y, q.y) - r, gy0_, cell_, ny_);
  rect[2] = CellOf(std::max(p.x, q.x) + r, gx0_, cell_, nx_);
  rect[3] = CellOf(std::max(p.y, q.y) + r, gy0_, cell_, ny_);
}

// Sizes the grid from the balls' swept boxes, sorts the balls by the cell of their centre into the
// internal order, and fills the per-frame arrays.
void World::BeginFrame() {
  const std::size_t n = play_.size();
  double x0 = kInf, y0 = kInf, x1 = -kInf, y1 = -kInf, size_sum = 0.0;
  const auto frame_v = [&](std::size_t i) { return held_[i] ? Vec2{} : balls.V(i); };
  for (const std::size_t i : play_) {
    const double r = balls.r[i];
    const Vec2 v = frame_v(i);
    const double ax = std::min(balls.x[i], balls.x[i] + v.x) - r;
    const double bx = std::max(balls.x[i], balls.x[i] + v.x) + r;
    const double ay = std::min(balls.y[i], balls.y[i] + v.y) - r;
    const double by = std::max(balls.y[i], balls.y[i] + v.y) + r;
    x0 = std::min(x0, ax);
    y0 = std::min(y0, ay);
    x1 = std::max(x1, bx);
    y1 = std::max(y1, by);
    size_sum += std::max(bx - ax, by - ay);
  }
  // Cell about the mean swept box: each ball then covers a few cells and each cell holds a few balls.
  // At most ~4n cells, so one very fast ball or a huge empty box cannot blow memory up.
  cell_ = std::max(size_sum / static_cast<double>(n), 1e-9);
  const double w = std::max(x1 - x0, 1e-9), h = std::max(y1 - y0, 1e-9);
  const double max_cells = 4.0 * static_cast<double>(n) + 64.0;
  if ((w / cell_ + 1) * (h / cell_ + 1) > max_cells)
    cell_ = std::max(cell_, std::sqrt(w * h / max_cells) * 1.5);
  nx_ = std::max(static_cast<int>(std::min(w / cell_ + 1.0, max_cells)), 1);
  ny_ = std::max(static_cast<int>(std::min(h / cell_ + 1.0, max_cells)), 1);
  gx0_ = x0;
  gy0_ = y0;
  const std::size_t cells = static_cast<std::size_t>(nx_) * static_cast<std::size_t>(ny_);

  // Counting sort by the centre's cell (row-major): the internal order.
  const auto centre_cell = [&](std::size_t i) {
    const auto cx = static_cast<std::size_t>(CellOf(balls.x[i], gx0_, cell_, nx_));
    const auto cy = static_cast<std::size_t>(CellOf(balls.y[i], gy0_, cell_, ny_));
    return cy * static_cast<std::size_t>(nx_) + cx;
  };
  cell_start_.assign(cells + 1, 0);
  for (const std::size_t i : play_) ++cell_start_[centre_cell(i) + 1];
  for (std::size_t c = 0; c < cells; ++c) cell_start_[c + 1] += cell_start_[c];
  id_.resize(n);
  for (const std::uint32_t i : play_) id_[cell_start_[centre_cell(i)]++] = i;

  body_.resize(n);
  vel_.resize(n);
  mass_.resize(n);
  watch_k_ = -1;
  for (std::size_t k = 0; k < n; ++k) {
    const std::size_t i = id_[k];
    const Vec2 v = frame_v(i);
    body_[k] = {balls.x[i], balls.y[i], v.x, v.y, balls.r[i], 0.0};
    vel_[k] = balls.V(i);
    mass_[k] = balls.m[i];
    frozen_[k] = held_[i];  // frozen from the start: immovable, as the fallback
    if (static_cast<int>(i) == watch) watch_k_ = static_cast<int>(k);
  }
}

// Registers every ball in the cells its swept box covers (counting sort into cell_start_/cell_items_).
void World::BuildGrid() {
  const std::size_t n = play_.size();
  const std::size_t cells = static_cast<std::size_t>(nx_) * static_cast<std::size_t>(ny_);
  cell_start_.assign(cells + 1, 0);
  rect_.resize(4 * n);
  for (std::size_t k = 0; k < n; ++k) {
    int* rc = &rect_[4 * k];
    CellRect(k, 0.0, rc);
    for (int cy = rc[1]; cy <= rc[3]; ++cy)
      for (int cx = rc[0]; cx <= rc[2]; ++cx) ++cell_start_[static_cast<std::size_t>(cy) * nx_ + cx + 1];
  }
  for (std::size_t c = 0; c < cells; ++c) cell_start_[c + 1] += cell_start_[c];
  cell_items_.resize(cell_start_[cells]);
  std::vector<std::uint32_t>& fill = seen_;  // reused as the per-cell write cursor, reset below
  fill.assign(cell_start_.begin(), cell_start_.end() - 1);
  for (std::size_t k = 0; k < n; ++k) {
    const int* rc = &rect_[4 * k];
    for (int cy = rc[1]; cy <= rc[3]; ++cy)
      for (int cx = rc[0]; cx <= rc[2]; ++cx)
        cell_items_[fill[static_cast<std::size_t>(cy) * nx_ + cx]++] = static_cast<std::uint32_t>(k);
  }
  extra_head_.assign(cells, -1);
  extra_.clear();
  seen_.assign(n, 0);
  query_ = 0;
}

// Adds ball k to the cells of `rect` outside its frame-start rectangle (its path changed mid-frame).
void World::Register(std::size_t k, const int rect[4]) {
  const int* r0 = &rect_[4 * k];
  for (int cy = rect[1]; cy <= rect[3]; ++cy)
    for (int cx = rect[0]; cx <= rect[2]; ++cx) {
      if (cx >= r0[0] && cx <= r0[2] && cy >= r0[1] && cy <= r0[3]) continue;
      const std::size_t c = static_cast<std::size_t>(cy) * nx_ + cx;
      extra_.push_back({static_cast<std::uint32_t>(k), extra_head_[c]});
      extra_head_[c] = static_cast<int>(extra_.size() - 1);
    }
}

void World::Push(std::size_t k) {
  if (ev_kind_[k] == EventKind::None) return;
  heap_.push_back({ev_t_[k], static_cast<std::uint32_t>(k), stamp_[k]});
  std::push_heap(heap_.begin(), heap_.end(), Later{});
}

// The earliest event of ball k after `now` = its local time (its position is current), among walls,
// pillars and the balls the broad phase returns.
void World::Predict(std::size_t k) {
  const Body& bk = body_[k];
  const double now = bk.t;
  const double rest = 1.0 - now;
  const Vec2 p{bk.x, bk.y};
  const Vec2 v{bk.vx, bk.vy};
  const double r = bk.r;
  double best = kInf;
  EventKind kind = EventKind::None;
  int other = -1;
  const auto consider = [&](double tau, EventKind e, int o) {
    if (tau >= 0.0 && (tau < best || (tau == best && EventKey(e, o) < EventKey(kind, other)))) {
      best = tau;
      kind = e;
      other = o;
    }
  };
  if (!frozen_[k]) {
    // The ball's swept box over the rest of the frame; walls whose box it misses are skipped.
    const Vec2 q = p + v * rest;
    const Vec2 lo{std::min(p.x, q.x) - r, std::min(p.y, q.y) - r},
        hi{std::max(p.x, q.x) + r, std::max(p.y, q.y) + r};
    for (std::size_t w = 0; w < walls.size(); ++w) {
      const WallBox& wb = wall_box_[w];
      if (hi.x < wb.lo.x || lo.x > wb.hi.x || hi.y < wb.lo.y || lo.y > wb.hi.y) continue;
      consider(SweptSegmentTime(p, v, r, walls[w], std::min(best, rest)), EventKind::Wall,
               static_cast<int>(w));
    }
    for (const std::uint32_t c : live_pillars_)
      consider(SweptDiscTime(p - pillars[c].c, v, pillars[c].r + r, std::min(best, rest)), EventKind::Pillar,
               static_cast<int>(c));
  }
  const auto test_ball = [&](std::size_t j) {
    if (j == k || (frozen_[k] && frozen_[j])) return;
    ++stats_.pair_tests;
    const Body& bj = body_[j];
    const Vec2 pj{bj.x + bj.vx * (now - bj.t), bj.y + bj.vy * (now - bj.t)};
    consider(SweptDiscTime(p - pj, v - Vec2{bj.vx, bj.vy}, r + bj.r, std::min(best, rest)), EventKind::Ball,
             static_cast<int>(j));
  };
  if (broadphase == Broadphase::Naive) {
    // The lecture's main loop: every other ball is tested.
    for (std::size_t j = 0; j < body_.size(); ++j) test_ball(j);
  } else {
    int rc[4];
    CellRect(k, now, rc);
    const int* r0 = &rect_[4 * k];
    if (rc[0] < r0[0] || rc[1] < r0[1] || rc[2] > r0[2] || rc[3] > r0[3]) Register(k, rc);
    if (++query_ == 0) {  // wrapped: reset the stamps
      std::fill(seen_.begin(), seen_.end(), 0);
      query_ = 1;
    }
    for (int cy = rc[1]; cy <= rc[3]; ++cy)
      for (int cx = rc[0]; cx <= rc[2]; ++cx) {
        const std::size_t c = static_cast<std::size_t>(cy) * nx_ + cx;
        for (std::uint32_t e = cell_start_[c]; e < cell_start_[c + 1]; ++e) {
          const std::uint32_t j = cell_items_[e];
          if (seen_[j] == query_) continue;
          seen_[j] = query_;
          test_ball(j);
        }
        for (int e = extra_head_[c]; e >= 0; e = extra_[e].second) {
          const std::uint32_t j = extra_[e].first;
          if (seen_[j] == query_) continue;
          seen_[j] = query_;
          test_ball(j);
        }
      }
  }
  ev_kind_[k] = kind;
  ev_other_[k] = other;
  ev_t_[k] = kind == EventKind::None ? kInf : std::min(now + best, 1.0);
  ev_other_stamp_[k] = kind == EventKind::Ball ? stamp_[static_cast<std::size_t>(other)] : 0;
  Push(k);
}

// The frame's first predictions. As Predict for every ball, but each pair is tested once (j > k, the
// lecture's loop) and offered to both balls: at t = 0 every ball's position is current.
void World::PredictAll() {
  const std::size_t n = body_.size();
  const auto offer = [&](std::size_t k, double tau, EventKind e, int o) {
    if (tau >= 0.0 &&
        (tau < ev_t_[k] || (tau == ev_t_[k] && EventKey(e, o) < EventKey(ev_kind_[k], ev_other_[k])))) {
      ev_t_[k] = tau;
      ev_kind_[k] = e;
      ev_other_[k] = o;
    }
  };
  for (std::size_t k = 0; k < n; ++k) {
    const Body& bk = body_[k];
    const Vec2 p{bk.x, bk.y}, v{bk.vx, bk.vy};
    const double r = bk.r;
    const Vec2 q = p + v;
    const Vec2 lo{std::min(p.x, q.x) - r, std::min(p.y, q.y) - r},
        hi{std::max(p.x, q.x) + r, std::max(p.y, q.y) + r};
    for (std::size_t w = 0; w < walls.size(); ++w) {
      const WallBox& wb = wall_box_[w];
      if (hi.x < wb.lo.x || lo.x > wb.hi.x || hi.y < wb.lo.y || lo.y > wb.hi.y) continue;
      offer(k, SweptSegmentTime(p, v, r, walls[w], std::min(ev_t_[k], 1.0)), EventKind::Wall,
            static_cast<int>(w));
    }
    for (const std::uint32_t c : live_pillars_)
      offer(k, SweptDiscTime(p - pillars[c].c, v, pillars[c].r + r, std::min(ev_t_[k], 1.0)),
            EventKind::Pillar, static_cast<int>(c));
    const auto test_pair = [&](std::size_t j) {
      ++stats_.pair_tests;
      const Body& bj = body_[j];
      const double tau = SweptDiscTime(p - Vec2{bj.x, bj.y}, v - Vec2{bj.vx, bj.vy}, r + bj.r, 1.0);
      if (tau < 0.0) return;
      offer(k, tau, EventKind::Ball, static_cast<int>(j));
      offer(j, tau, EventKind::Ball, static_cast<int>(k));
    };
    if (broadphase == Broadphase::Naive) {
      for (std::size_t j = k + 1; j < n; ++j) test_pair(j);  // for (i...) for (j = i + 1 ...)
      continue;
    }
    ++query_;
    const int* rc = &rect_[4 * k];
    for (int cy = rc[1]; cy <= rc[3]; ++cy)
      for (int cx = rc[0]; cx <= rc[2]; ++cx) {
        const std::size_t c = static_cast<std::size_t>(cy) * nx_ + cx;
        for (std::uint32_t e = cell_start_[c]; e < cell_start_[c + 1]; ++e) {
          const std::uint32_t j = cell_items_[e];
          if (j <= k || seen_[j] == query_) continue;
          seen_[j] = query_;
          test_pair(j);
        }
      }
  }
  for (std::size_t k = 0; k < n; ++k) {
    if (ev_kind_[k] == EventKind::None) continue;
    ev_t_[k] = std::min(ev_t_[k], 1.0);
    ev_other_stamp_[k] = 0;  // every stamp is 0 at the frame start
    heap_.push_back({ev_t_[k], static_cast<std::uint32_t>(k), 0});
  }
  std::make_heap(heap_.begin(), heap_.end(), Later{});
}

// Responds to ball i's predicted event (valid: its partner has not changed since the prediction).
void World::Resolve(std::size_t i) {
  const std::size_t none = body_.size();
  const double t = ev_t_[i];
  const EventKind kind = ev_kind_[i];
  const int other = ev_other_[i];
  Advance(i, t);
  const Vec2 p{body_[i].x, body_[i].y};
  const Vec2 v_before = vel_[i];
  Vec2 normal;
  // Reflection about a unit normal: r = i − 2(i·n̂)n̂ (Lecture 10), applied to the velocity. A resting
  // contact (closing speed within one frame's gravity kick) loses its normal speed instead of bouncing.
  const double rest = resting_speed_;
  const auto reflect = [rest](Vec2 v, Vec2 n) {
    const double vn = Dot(v, n);
    return v - n * (-vn <= rest ? vn : 2.0 * vn);
  };
  std::size_t j = none;  // the other ball, if any
  // Balls that stop for the rest of the frame after this event: a kinematic ball that cannot go on, or a
  // ball whose response was dropped because its new velocity would leave kWorldLimit.
  bool stop_i = false, stop_j = false;
  const auto stop = [&](std::size_t k) { (k == i ? stop_i : stop_j) = true; };
  const auto respond = [&](std::size_t k, Vec2 v) {
    if (Within(v)) return SetV(k, v);
    ++stats_.dropped;
    stop(k);
  };

  if (kind == EventKind::Wall || kind == EventKind::Pillar) {
    if (kind == EventKind::Wall) {
      normal = Normalize(p - ClosestPointOnSegment(walls[static_cast<std::size_t>(other)], p));
      ++stats_.wall_events;
    } else {
      normal = Normalize(p - pillars[static_cast<std::size_t>(other)].c);  // n̂ = (Bi − C)/‖Bi − C‖
      ++stats_.pillar_events;
    }
    if (std::isinf(mass_[i])) {
      stop(i);  // a kinematic ball is not deflected: it stops at the wall for the rest of the frame
    } else {
      respond(i, reflect(v_before, normal));
    }
  } else {
    j = static_cast<std::size_t>(other);
    Advance(j, t);
    const Vec2 pj{body_[j].x, body_[j].y};
    const Vec2 vj_before = vel_[j];
    normal = Normalize(p - pj);  // toward ball i
    const bool kin_i = std::isinf(mass_[i]), kin_j = std::isinf(mass_[j]);
    if (frozen_[i] || frozen_[j]) {
      // Fallback: a frozen ball is immovable for the rest of the frame; the moving one reflects off it
      // (a kinematic one, which cannot be deflected, stops too: a puck squeezed against a wall stops the
      // paddle).
      const std::size_t mover = frozen_[j] ? i : j;
      if (std::isinf(mass_[mover])) {
        stop(mover);
      } else {
        respond(mover, reflect(vel_[mover], mover == i ? normal : -normal));
      }
    } else if (kin_i && kin_j) {
      stop(i);  // two paddles: neither can give way, so one stops
    } else if (kin_i || kin_j) {
      // A kinematic ball (infinite mass: the air-hockey paddle) keeps its velocity; the other reflects in
      // its frame: V' = V − 2((V − S)·n̂)n̂, the m2 → ∞ limit of Lecture 17's law.
      const std::size_t s = kin_i ? i : j, o = kin_i ? j : i;
      respond(o, reflect(vel_[o] - vel_[s], o == i ? normal : -normal) + vel_[s]);
    } else {
      // Lecture 17: N = (P2 − P1)/‖P2 − P1‖ from ball i (1) to ball j (2); the parallel parts are kept and
      // the normal speeds follow the 1D law with masses, only if approaching: N·V1 − N·V2 > 0.
      const Vec2 n = -normal;
      const double u1 = Dot(n, vel_[i]), u2 = Dot(n, vel_[j]);
      if (u1 - u2 > 0.0) {
        // V1' = (V1(m1−m2) + 2m2V2)/(m1+m2) = V1 − 2 w2 (V1 − V2), V2' = V2 + 2 w1 (V1 − V2) with the mass
        // fractions w1 = m1/(m1+m2) = 1/(1 + m2/m1), w2 = 1/(1 + m1/m2): no product of masses, so no
        // mass however large (or small) overflows.
        const double m1 = mass_[i], m2 = mass_[j];
        const double w1 = 1.0 / (1.0 + m2 / m1), w2 = 1.0 / (1.0 + m1 / m2);
        double u1p = u1 - 2.0 * w2 * (u1 - u2);
        double u2p = u2 + 2.0 * w1 * (u1 - u2);
        if (u1 - u2 <= rest) u1p = u2p = w1 * u1 + w2 * u2;  // resting: move together
        respond(i, vel_[i] + n * (u1p - u1));                // V1' = V1'N + V1∥
        respond(j, vel_[j] + n * (u2p - u2));
      }
    }
    ++stats_.ball_events;
    if (watch_k_ == static_cast<int>(j))
      watch_log_.push_back({EventKind::Ball, static_cast<int>(id_[i]), t, pj, -normal, vj_before, vel_[j]});
  }
  ++stats_.events;
  if (watch_k_ == static_cast<int>(i)) {
    const int o = kind == EventKind::Ball ? static_cast<int>(id_[j]) : other;
    watch_log_.push_back({kind, o, t, p, normal, v_before, vel_[i]});
  }

  // Stamps invalidate every prediction that involved these balls; the cap freezes runaway balls.
  for (const std::size_t k : {i, j}) {
    if (k == none || frozen_[k]) continue;
    ++stamp_[k];
    if (++n_events_[k] >= static_cast<std::uint32_t>(std::max(max_events_per_ball, 1))) {
      Freeze(k);
      ++stats_.frozen;
    } else if (k == i ? stop_i : stop_j) {
      Freeze(k);
    }
  }
  Predict(i);
  if (j != none) Predict(j);
}

const StepStats& World::Step() {
  stats_ = {};
  watch_log_.clear();
  // Resting contacts exist only under gravity: a ball lying on a floor is kicked into it by g each frame.
  // Bouncing that kick back would pump energy in (the kick comes after the bounce), so a contact closing
  // at no more than one kick (+1e-6 relative slack) is resting: its normal speed is removed, not reflected.
  resting_speed_ = Length(gravity) * (1.0 + 1e-6);
  // The balls in play, with the gravity kick v += g Δt (Δt = one frame) that starts the frame; a kinematic
  // ball's velocity is set from outside. A ball out of play is left untouched (see world.h).
  play_.clear();
  held_.assign(balls.size(), 0);
  for (std::size_t i = 0; i < balls.size(); ++i) {
    const double r = balls.r[i], m = balls.m[i];
    if (!Within(balls.P(i)) || !(r > 0.0 && r <= kWorldLimit)) {
      ++stats_.out_of_play;  // cannot even be placed in the grid: left out
      continue;
    }
    play_.push_back(static_cast<std::uint32_t>(i));
    const Vec2 v = std::isinf(m) ? balls.V(i) : balls.V(i) + gravity;  // m = +∞: kinematic
    if (Within(v) && m > 0.0) {
      balls.vx[i] = v.x;
      balls.vy[i] = v.y;
    } else {
      held_[i] = 1;  // held still as an obstacle, its velocity untouched
      ++stats_.out_of_play;
    }
  }
  const std::size_t n = play_.size();
  // A wall out of play gets an empty box (lo = +∞, hi = −∞), which every ball's box misses.
  wall_box_.resize(walls.size());
  for (std::size_t w = 0; w < walls.size(); ++w) {
    const Segment& s = walls[w];
    if (!Within(s.p0) || !Within(s.p1)) {
      wall_box_[w] = {{kInf, kInf}, {-kInf, -kInf}};
      ++stats_.out_of_play;
      continue;
    }
    wall_box_[w] = {{std::min(s.p0.x, s.p1.x), std::min(s.p0.y, s.p1.y)},
                    {std::max(s.p0.x, s.p1.x), std::max(s.p0.y, s.p1.y)}};
  }
  live_pillars_.clear();
  for (std::size_t c = 0; c < pillars.size(); ++c) {
    if (Within(pillars[c].c) && pillars[c].r >= 0.0 && pillars[c].r <= kWorldLimit) {
      live_pillars_.push_back(static_cast<std::uint32_t>(c));
    } else {
      ++stats_.out_of_play;
    }
  }
  stamp_.assign(n, 0);
  n_events_.assign(n, 0);
  frozen_.assign(n, 0);
  ev_t_.assign(n, kInf);
  ev_kind_.assign(n, EventKind::None);
  ev_other_.assign(n, -1);
  ev_other_stamp_.assign(n, 0);
  heap_.clear();
  if (n == 0) {
    ++frame_;
    return stats_;
  }
  BeginFrame();
  if (broadphase == Broadphase::Grid) BuildGrid();
  PredictAll();

  while (!heap_.empty()) {
    std::pop_heap(heap_.begin(), heap_.end(), Later{});
    const QueueEntry e = heap_.back();
    heap_.pop_back();
    const std::size_t k = e.ball;
    if (e.stamp != stamp_[k] || ev_kind_[k] == EventKind::None) continue;  // superseded
    if (ev_kind_[k] == EventKind::Ball) {
      const auto j = static_cast<std::size_t>(ev_other_[k]);
      if (stamp_[j] != ev_other_stamp_[k]) {
        // The partner changed course since: predict again from now.
        Advance(k, e.t);
        Predict(k);
        continue;
      }
    }
    Resolve(k);
  }
  for (std::size_t k = 0; k < n; ++k) {
    Advance(k, 1.0);
    const std::size_t i = id_[k];
    balls.x[i] = body_[k].x;
    balls.y[i] = body_[k].y;
    balls.vx[i] = vel_[k].x;
    balls.vy[i] = vel_[k].y;
  }
  ++frame_;
  return stats_;
}

double World::KineticEnergy() const {
  double e = 0.0;
  for (std::size_t i = 0; i < balls.size(); ++i)
    if (std::isfinite(balls.m[i]))
      e += 0.5 * balls.m[i] * (balls.vx[i] * balls.vx[i] + balls.vy[i] * balls.vy[i]);
  return e;
}

Vec2 World::Momentum() const {
  Vec2 p;
  for (std::size_t i = 0; i < balls.size(); ++i)
    if (std::isfinite(balls.m[i])) p += balls.V(i) * balls.m[i];
  return p;
}

// ---------------------------------------------------------------------------------------------------------
// Diagnostics
// ---------------------------------------------------------------------------------------------------------

std::int64_t CountOverlaps(const Balls& b, double rel_tol) {
  // Only balls with a usable position and radius can be placed in the grid; the others (out of play, see
  // world.h) overlap nothing.
  std::vector<std::uint32_t> live;
  live.reserve(b.size());
  for (std::size_t i = 0; i < b.size(); ++i)
    if (Within(b.P(i)) && b.r[i] >= 0.0 && b.r[i] <= kWorldLimit)
      live.push_back(static_cast<std::uint32_t>(i));
  const std::size_t n = live.size();
  if (n < 2) return 0;
  double x0 = kInf, y0 = kInf, x1 = -kInf, y1 = -kInf, rmax = 0.0;
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
  const int nx = CellOf(x1, x0, cell, static_cast<int>(limit)) + 1;
  const int ny = CellOf(y1, y0, cell, static_cast<int>(limit)) + 1;
  const auto cells = static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny);
  std::vector<std::uint32_t> start(cells + 1, 0), items(n);
  std::vector<std::size_t> key(n);
  for (std::size_t q = 0; q < n; ++q) {
    const std::uint32_t i = live[q];
    key[q] = static_cast<std::size_t>(CellOf(b.y[i], y0, cell, ny)) * static_cast<std::size_t>(nx) +
             static_cast<std::size_t>(CellOf(b.x[i], x0, cell, nx));
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
          if (LengthSq(b.P(i) - b.P(j)) < R * R) ++count;
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

// ---------------------------------------------------------------------------------------------------------
// Gas box
// ---------------------------------------------------------------------------------------------------------

namespace {

// SplitMix64: a tiny generator whose output is the same on every platform (std distributions are not).
struct Rng {
  std::uint64_t s;
  std::uint64_t Next() {
    std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double Uniform() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }  // [0, 1)
};

}  // namespace

World GasBox(std::size_t n, std::uint64_t seed, double r, double spacing, Vec2* lo, Vec2* hi) {
  World w;
  const auto k = static_cast<std::size_t>(std::ceil(std::sqrt(static_cast<double>(n))));
  const double s = spacing * r;  // lattice spacing
  const double side = static_cast<double>(k) * s;
  const double jitter = std::max(0.0, 0.5 * s - r) * 0.9;  // keeps neighbours and walls apart
  Rng rng{seed};
  for (std::size_t i = 0; i < n; ++i) {
    const double cx = (static_cast<double>(i % k) + 0.5) * s + (2.0 * rng.Uniform() - 1.0) * jitter;
    const double cy = (static_cast<double>(i / k) + 0.5) * s + (2.0 * rng.Uniform() - 1.0) * jitter;
    const double angle = 2.0 * 3.14159265358979323846 * rng.Uniform();
    const double speed = 5.0 * r * std::sqrt(rng.Uniform());  // uniform in the disc of radius 5 r
    w.balls.Add({cx, cy}, {speed * std::cos(angle), speed * std::sin(angle)}, r, 1.0);
  }
  // Clockwise, so each wall's right-hand (outside, n = (e_y, −e_x)) side faces the balls.
  const Vec2 a{0, 0}, b{0, side}, c{side, side}, d{side, 0};
  w.walls = {{a, b}, {b, c}, {c, d}, {d, a}};
  if (lo) *lo = a;
  if (hi) *hi = c;
  return w;
}

// ---------------------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------------------

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
