// The sandbox engine: many balls, static walls (segments) and pillars (circles), solved continuously.
//
// One Step() is one frame, t ∈ [0, 1], velocities in world units per frame (the lectures' v = Be − Bs).
// Each ball moves B(t) = Bs + v t until its earliest event in the rest of the frame among
//   walls   — the disc against the segment (Lecture 10: offset line D = r, plus the endpoint caps),
//   pillars — the centre against a circle of radius R = r_c + r_s (Lecture 20),
//   balls   — two moving circles by relative motion (air-hockey lecture: L, C, α, discriminant),
// is advanced to it, responds (reflection r = i − 2(i·n̂)n̂; Lecture 17's elastic response with masses and
// its approaching test), and continues with the remaining time. Events are processed in time order with a
// priority queue (event-driven), so several bounces per frame are exact.
//
// Fallback (bounded work): a ball that has had max_events_per_ball events in one frame is FROZEN for the
// rest of that frame: it keeps its velocity but stops moving until the next frame; other balls that reach
// it bounce off it as off a pillar. Nothing ever moves into anything, so no ball crosses a wall, enters a
// pillar or stays overlapping another, whatever the scene. StepStats::frozen counts these.
//
// Gravity (world units per frame²) is applied as a velocity kick at the start of each frame (symplectic
// Euler), so the motion inside a frame stays the lecture's straight line B(t) = Bs + v t. Under gravity a
// contact closing no faster than one frame's kick ‖g‖ is RESTING: its normal speed is removed instead of
// reflected (a ball lying on a floor stays there instead of pumping energy into bounces).
//
// Out of play (the engine's own guard: it is fed directly by the bench, the tests and the sandbox lesson,
// not only through the scene reader, whose tighter domain is in ricochet/domain.h). kWorldLimit bounds
// every number the engine works with: inside it no product the kernels form can overflow (b² − ac is a
// square of squares: (4·10⁷⁵)⁴ < 10³⁰⁸), so every predicted time and position is finite. NaN and ±∞ are
// never inside it. A ball whose position is not within ±kWorldLimit or whose radius is not in
// (0, kWorldLimit] cannot be placed: it is left out of the frame. A ball that can be placed but whose
// velocity (after the gravity kick) is beyond the limit, or whose mass is not > 0, is HELD: it stays still
// for the frame as an obstacle (as a frozen ball), its velocity untouched. Walls and pillars beyond the
// limit are ignored. Each of these counts in StepStats::out_of_play, and none of them ever reaches a grid
// cell or the event queue with a non-finite value. A response whose new velocity would leave the limit
// (extreme mass ratios, repeated kicks) is DROPPED: the ball keeps its velocity and is frozen for the rest
// of the frame, so nothing ever moves into anything.
//
// Files, one per topic: the frame (world_frame.cpp: balls in play, predictions, the event queue, responses),
// the broad phase (broad_phase.h, world_broad_phase.cpp), the times of impact (narrow_phase.h, inline in the
// frame's hot loop, from the lectures' formulas in formula.h); beside the engine world_diagnostics.h
// (overlaps, penetrations), world_generators.h (the gas box) and world_history.h (step back).
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "ricochet/broad_phase.h"
#include "ricochet/narrow_phase.h"
#include "ricochet/vec2.h"
#include "ricochet/worker_pool.h"

namespace ricochet {

enum class EventKind : std::uint8_t { None, Wall, Pillar, Ball };

// |coordinate|, |velocity component| and radius up to which the engine keeps a body in play (see above).
inline constexpr double kWorldLimit = 1e75;
// Within ±kWorldLimit; false for NaN and ±∞.
inline bool InPlay(double x) { return std::abs(x) <= kWorldLimit; }
inline bool InPlay(Vec2 p) { return InPlay(p.x) && InPlay(p.y); }

// The balls, structure of arrays (the hot loops read x, y, vx, vy, r contiguously).
struct Balls {
  std::vector<double> x, y;    // centre
  std::vector<double> vx, vy;  // velocity, world units per frame
  std::vector<double> r;       // radius > 0
  std::vector<double> m;       // mass > 0; +∞ marks a KINEMATIC ball (the air-hockey paddle): it moves
                               // with the velocity set from outside, is never deflected, and stops for
                               // the rest of the frame if it meets a wall, a pillar or an immovable ball

  std::size_t size() const { return x.size(); }
  void Add(Vec2 p, Vec2 v, double radius, double mass);
  Vec2 P(std::size_t i) const { return {x[i], y[i]}; }
  Vec2 V(std::size_t i) const { return {vx[i], vy[i]}; }
  void Clear();
};

// Work and events of one Step().
struct StepStats {
  std::int64_t pair_tests = 0;  // ball-ball exact tests (swept circle-circle) evaluated
  std::int64_t events = 0;      // collisions responded to (wall + pillar + ball)
  std::int64_t wall_events = 0, pillar_events = 0, ball_events = 0;
  std::int64_t frozen = 0;       // balls that hit the per-frame event cap (fallback)
  std::int64_t out_of_play = 0;  // balls left out or held, walls and pillars ignored (see kWorldLimit)
  std::int64_t dropped = 0;      // responses dropped because the new velocity would leave kWorldLimit
};

// One event of the watched ball, for the sandbox panel's derivation.
struct EventRecord {
  EventKind kind = EventKind::None;
  int other = -1;   // wall, pillar or ball index
  double ti = 0.0;  // time in the frame, [0, 1]
  Vec2 bi;          // the watched ball's centre at ti
  Vec2 normal;      // unit contact normal, toward the watched ball
  Vec2 v_before, v_after;
  // A ball event's other ball: its centre at ti and its velocity just before (so the panel can replay the
  // event through the lecture's CircleCircle).
  Vec2 other_p, other_v;
};

// The times of impact (SweptDiscTime, SweptSegmentTime) are in narrow_phase.h.

class World {
 public:
  Balls balls;
  std::vector<Segment> walls;   // two-sided
  std::vector<Circle> pillars;  // static circles
  Vec2 gravity;                 // world units per frame²
  Broadphase broadphase = Broadphase::Grid;
  int max_events_per_ball = 64;  // per frame; see the fallback above
  int watch = -1;                // ball whose events are recorded in watch_log()
  // Threads for the parts of a frame that are independent per ball (each ball's grid cells and first
  // prediction; worker_pool.h). The event loop is sequential. Any number gives the same frames bit for bit.
  // A frame uses at most one thread per min_balls_per_thread balls (handing a few balls to another core costs
  // more than it saves); a build without threads (the browser's) uses one.
  int threads = 1;
  std::size_t min_balls_per_thread = 1000;
  int threads_used() const { return threads_used_; }  // by the last frame
  const UniformGrid& grid() const { return grid_; }   // the broad phase's grid of the last frame

  // Advances one frame.
  const StepStats& Step();
  const StepStats& last_stats() const { return stats_; }
  const std::vector<EventRecord>& watch_log() const { return watch_log_; }
  std::int64_t frame() const { return frame_; }
  void set_frame(std::int64_t f) { frame_ = f; }

  double KineticEnergy() const;  // Σ m v² / 2 over the balls of finite mass
  Vec2 Momentum() const;         // Σ m v over the balls of finite mass

 private:
  struct QueueEntry {
    double t;
    std::uint32_t ball;
    std::uint32_t prediction;  // prediction_[ball] when queued
  };
  void BeginFrame();
  void BuildGrid();
  void CellRect(std::size_t i, double t0, int rect[4]) const;
  void Predict(std::size_t i);
  void PredictAll();
  // One thread's share of PredictAll (see there).
  struct Note {  // a time found for a ball of a later range: offered to it after the ranges are done
    std::uint32_t ball, other;
    double t;
  };
  struct Part {
    UniformGrid::Visits visits;
    std::vector<Note> notes;
    std::int64_t pair_tests = 0;
  };
  void PredictRange(std::size_t begin, std::size_t end, Part& part);
  void Offer(std::size_t k, double tau, EventKind e, int other);
  int Parts(std::size_t n);  // how many ranges this frame is split into (starts the threads it needs)
  template <class F>
  void RunParts(int parts, std::size_t n, F&& f);  // f(begin, end, p) for each range, on the threads
  void Push(std::size_t i);
  void Resolve(std::size_t i);
  Vec2 PosAt(std::size_t i, double t) const;
  void Advance(std::size_t i, double t);
  void SetV(std::size_t i, Vec2 v);
  void Freeze(std::size_t i);

  StepStats stats_;
  std::int64_t frame_ = 0;
  double resting_speed_ = 0.0;  // ‖g‖ (+ slack): closing speeds up to this are resting contacts
  std::vector<EventRecord> watch_log_;

  // Per-frame state, per ball. body_ mirrors what the hot loop reads in one cache line: the position
  // valid at local time t, the velocity it moves with (0 once frozen) and the radius.
  struct Body {
    double x, y, vx, vy, r, t;
  };
  std::vector<Body> body_;
  std::vector<std::uint32_t> play_;          // the balls in play this frame (indices in `balls`)
  std::vector<std::uint8_t> held_;           // per index in `balls`: in play but held still (bad v or m)
  std::vector<std::uint32_t> live_pillars_;  // the pillars in play
  std::vector<Vec2> vel_;                    // the velocity (kept while frozen)
  std::vector<double> mass_;
  std::vector<std::uint32_t> id_;  // internal index (cell order) → index in `balls`
  int watch_k_ = -1;               // `watch` as an internal index
  struct WallBox {
    Vec2 lo, hi;
  };
  std::vector<WallBox> wall_box_;
  std::vector<std::uint32_t> stamp_;  // bumped at every velocity change: invalidates others' predictions
  // Bumped at every prediction: a queued entry is the ball's current prediction only if it matches. (A
  // frozen ball predicts again without a velocity change; its older entry must not stand for the new one.)
  std::vector<std::uint32_t> prediction_;
  std::vector<std::uint32_t> n_events_;  // events this frame (for the cap)
  std::vector<std::uint8_t> frozen_;
  std::vector<double> ev_t_;  // predicted next event
  std::vector<EventKind> ev_kind_;
  std::vector<int> ev_other_;
  std::vector<std::uint32_t> ev_other_stamp_;
  std::vector<QueueEntry> heap_;

  UniformGrid grid_;  // the broad phase (broad_phase.h), rebuilt every frame
  std::vector<Part> parts_;
  int threads_used_ = 1;

  // The helper threads, started by the first frame that asks for them. Not part of the world's state: a
  // copy starts its own, and a copy assigned over a world keeps the threads it has.
  struct Pool {
    std::unique_ptr<WorkerPool> pool;
    int asked = 0;  // the `threads` it was started for
    Pool() = default;
    Pool(const Pool&) {}
    Pool& operator=(const Pool&) { return *this; }
    Pool(Pool&&) noexcept = default;
    Pool& operator=(Pool&&) noexcept = default;
    ~Pool() = default;
  };
  Pool pool_;
};

}  // namespace ricochet
