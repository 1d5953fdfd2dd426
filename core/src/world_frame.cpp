// The sandbox engine's frame (world.h): the balls in play, the first predictions, the event queue, and each
// event's response. The broad phase is world_broad_phase.cpp, the times of impact world_narrow_phase.cpp.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "ricochet/formula.h"
#include "ricochet/world.h"

namespace ricochet {

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
  grid_.Rect({std::min(p.x, q.x) - r, std::min(p.y, q.y) - r},
             {std::max(p.x, q.x) + r, std::max(p.y, q.y) + r}, rect);
}

// Threads: how many ranges this frame is split into (starting the helper threads the first time), and
// running f(begin, end, p) for each range p.
int World::Parts(std::size_t n) {
  const int want = static_cast<int>(
      std::min<std::size_t>(static_cast<std::size_t>(std::max(threads, 1)),
                            std::max<std::size_t>(n / std::max<std::size_t>(min_balls_per_thread, 1), 1)));
  if (want <= 1) return 1;
  if (!pool_.pool || pool_.asked != threads) {
    pool_.pool = std::make_unique<WorkerPool>(threads);
    pool_.asked = threads;
  }
  return std::min(want, pool_.pool->size());
}

template <class F>
void World::RunParts(int parts, std::size_t n, F&& f) {
  if (parts <= 1) return f(std::size_t{0}, n, 0);
  pool_.pool->Run(parts, [&](int p) { f(PartBegin(n, p, parts), PartBegin(n, p + 1, parts), p); });
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
  grid_.Fit({x0, y0}, {x1, y1}, size_sum / static_cast<double>(n), n);
  grid_.SortByCell(play_, balls.x, balls.y, id_);  // the internal order

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

// Registers every ball in the cells its swept box covers.
void World::BuildGrid() {
  const std::size_t n = body_.size();
  std::span<int> rects = grid_.FrameRects(n);
  RunParts(Parts(n), n, [&](std::size_t begin, std::size_t end, int) {
    for (std::size_t k = begin; k < end; ++k) CellRect(k, 0.0, &rects[4 * k]);
  });
  grid_.Build();
}

void World::Push(std::size_t k) {
  if (ev_kind_[k] == EventKind::None) return;
  heap_.push_back({ev_t_[k], static_cast<std::uint32_t>(k), prediction_[k]});
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
    grid_.Register(k, rc);
    grid_.Query(rc, test_ball);
  }
  ev_kind_[k] = kind;
  ev_other_[k] = other;
  ev_t_[k] = kind == EventKind::None ? kInf : std::min(now + best, 1.0);
  ev_other_stamp_[k] = kind == EventKind::Ball ? stamp_[static_cast<std::size_t>(other)] : 0;
  ++prediction_[k];  // this prediction supersedes every queued one of ball k
  Push(k);
}

// The frame's first predictions. As Predict for every ball, but each pair is tested once (j > k, the
// lecture's loop) and offered to both balls: at t = 0 every ball's position is current.
//
// With threads the balls are split into contiguous ranges (cell order), one per thread. A range writes only
// its own balls' predictions; a time it finds for a ball of a later range is kept as a note and offered after
// every range is done. A ball's prediction is the least of its offers in (time, kind, index) order — a total
// order, so it does not matter in which order they come — and a wall's or pillar's time does not depend on
// the limit it was computed under, except that a time above the limit is not returned (and would not have
// won). So the frame is the same bit for bit on any number of threads.
void World::PredictAll() {
  const std::size_t n = body_.size();
  const int parts = Parts(n);
  threads_used_ = parts;
  if (parts_.size() < static_cast<std::size_t>(parts)) parts_.resize(static_cast<std::size_t>(parts));
  for (int p = 0; p < parts; ++p) {
    Part& part = parts_[static_cast<std::size_t>(p)];
    if (broadphase == Broadphase::Grid) grid_.Prepare(part.visits);
    part.notes.clear();
    part.pair_tests = 0;
  }
  RunParts(parts, n, [this](std::size_t begin, std::size_t end, int p) {
    PredictRange(begin, end, parts_[static_cast<std::size_t>(p)]);
  });
  for (int p = 0; p < parts; ++p) {
    const Part& part = parts_[static_cast<std::size_t>(p)];
    stats_.pair_tests += part.pair_tests;
    for (const Note& note : part.notes)
      Offer(note.ball, note.t, EventKind::Ball, static_cast<int>(note.other));
  }
  for (std::size_t k = 0; k < n; ++k) {
    if (ev_kind_[k] == EventKind::None) continue;
    ev_t_[k] = std::min(ev_t_[k], 1.0);
    ev_other_stamp_[k] = 0;  // every stamp is 0 at the frame start
    heap_.push_back({ev_t_[k], static_cast<std::uint32_t>(k), 0});
  }
  std::make_heap(heap_.begin(), heap_.end(), Later{});
}

// Ball k's prediction becomes (tau, e, other) if that comes first in (time, kind, index) order.
void World::Offer(std::size_t k, double tau, EventKind e, int other) {
  if (tau >= 0.0 &&
      (tau < ev_t_[k] || (tau == ev_t_[k] && EventKey(e, other) < EventKey(ev_kind_[k], ev_other_[k])))) {
    ev_t_[k] = tau;
    ev_kind_[k] = e;
    ev_other_[k] = other;
  }
}

// The first predictions of balls begin … end − 1: their walls and pillars, and every pair (k, j > k).
void World::PredictRange(std::size_t begin, std::size_t end, Part& part) {
  const std::size_t n = body_.size();
  for (std::size_t k = begin; k < end; ++k) {
    const Body& bk = body_[k];
    const Vec2 p{bk.x, bk.y}, v{bk.vx, bk.vy};
    const double r = bk.r;
    const Vec2 q = p + v;
    const Vec2 lo{std::min(p.x, q.x) - r, std::min(p.y, q.y) - r},
        hi{std::max(p.x, q.x) + r, std::max(p.y, q.y) + r};
    for (std::size_t w = 0; w < walls.size(); ++w) {
      const WallBox& wb = wall_box_[w];
      if (hi.x < wb.lo.x || lo.x > wb.hi.x || hi.y < wb.lo.y || lo.y > wb.hi.y) continue;
      Offer(k, SweptSegmentTime(p, v, r, walls[w], std::min(ev_t_[k], 1.0)), EventKind::Wall,
            static_cast<int>(w));
    }
    for (const std::uint32_t c : live_pillars_)
      Offer(k, SweptDiscTime(p - pillars[c].c, v, pillars[c].r + r, std::min(ev_t_[k], 1.0)),
            EventKind::Pillar, static_cast<int>(c));
    const auto test_pair = [&](std::size_t j) {
      ++part.pair_tests;
      const Body& bj = body_[j];
      const double tau = SweptDiscTime(p - Vec2{bj.x, bj.y}, v - Vec2{bj.vx, bj.vy}, r + bj.r, 1.0);
      if (tau < 0.0) return;
      Offer(k, tau, EventKind::Ball, static_cast<int>(j));
      if (j < end) {
        Offer(j, tau, EventKind::Ball, static_cast<int>(k));
      } else {
        part.notes.push_back({static_cast<std::uint32_t>(j), static_cast<std::uint32_t>(k), tau});
      }
    };
    if (broadphase == Broadphase::Naive) {
      for (std::size_t j = k + 1; j < n; ++j) test_pair(j);  // for (i...) for (j = i + 1 ...)
      continue;
    }
    grid_.Query(grid_.FrameRect(k), part.visits, [&](std::size_t j) {
      if (j > k) test_pair(j);
    });
  }
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
    return -Dot(v, n) <= rest ? v - n * Dot(v, n) : ReflectAbout(v, n);
  };
  std::size_t j = none;  // the other ball, if any
  Vec2 vj_before;        // and its velocity before the event
  // Balls that stop for the rest of the frame after this event: a kinematic ball that cannot go on, or a
  // ball whose response was dropped because its new velocity would leave kWorldLimit.
  bool stop_i = false, stop_j = false;
  const auto stop = [&](std::size_t k) { (k == i ? stop_i : stop_j) = true; };
  const auto respond = [&](std::size_t k, Vec2 v) {
    if (InPlay(v)) return SetV(k, v);
    ++stats_.dropped;
    stop(k);
  };

  if (kind == EventKind::Wall || kind == EventKind::Pillar) {
    if (kind == EventKind::Wall) {
      normal =
          Normalize(p - ClosestPointOnSegment(walls[static_cast<std::size_t>(other)], p));  // from the wall
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
    vj_before = vel_[j];
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
        // V1' = (V1(m1 − m2) + 2 m2 V2)/(m1 + m2) …, with no mass however large (or small) overflowing
        // (formula.h). Resting: both move on with the velocity of their centre of mass.
        Velocities1D after = ElasticVelocities(mass_[i], mass_[j], u1, u2);
        if (u1 - u2 <= rest) after.v1 = after.v2 = CommonVelocity(mass_[i], mass_[j], u1, u2);
        respond(i, vel_[i] + n * (after.v1 - u1));  // V1' = V1'N + V1∥
        respond(j, vel_[j] + n * (after.v2 - u2));
      }
    }
    ++stats_.ball_events;
    if (watch_k_ == static_cast<int>(j))
      watch_log_.push_back(
          {EventKind::Ball, static_cast<int>(id_[i]), t, pj, -normal, vj_before, vel_[j], p, v_before});
  }
  ++stats_.events;
  if (watch_k_ == static_cast<int>(i)) {
    const bool ball = kind == EventKind::Ball;
    const int o = ball ? static_cast<int>(id_[j]) : other;
    const Vec2 pj = ball ? Vec2{body_[j].x, body_[j].y} : Vec2{};
    watch_log_.push_back({kind, o, t, p, normal, v_before, vel_[i], pj, vj_before});
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
  threads_used_ = 1;
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
    if (!InPlay(balls.P(i)) || !(r > 0.0 && r <= kWorldLimit)) {
      ++stats_.out_of_play;  // cannot even be placed in the grid: left out
      continue;
    }
    play_.push_back(static_cast<std::uint32_t>(i));
    const Vec2 v = std::isinf(m) ? balls.V(i) : balls.V(i) + gravity;  // m = +∞: kinematic
    if (InPlay(v) && m > 0.0) {
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
    if (!InPlay(s.p0) || !InPlay(s.p1)) {
      wall_box_[w] = {{kInf, kInf}, {-kInf, -kInf}};
      ++stats_.out_of_play;
      continue;
    }
    wall_box_[w] = {{std::min(s.p0.x, s.p1.x), std::min(s.p0.y, s.p1.y)},
                    {std::max(s.p0.x, s.p1.x), std::max(s.p0.y, s.p1.y)}};
  }
  live_pillars_.clear();
  for (std::size_t c = 0; c < pillars.size(); ++c) {
    if (InPlay(pillars[c].c) && pillars[c].r >= 0.0 && pillars[c].r <= kWorldLimit) {
      live_pillars_.push_back(static_cast<std::uint32_t>(c));
    } else {
      ++stats_.out_of_play;
    }
  }
  stamp_.assign(n, 0);
  prediction_.assign(n, 0);
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
    if (e.prediction != prediction_[k] || ev_kind_[k] == EventKind::None) continue;  // superseded
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

}  // namespace ricochet
