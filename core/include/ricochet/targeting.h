// Lecture 17 ("Decoupling physics and graphics"): hitting a target when drag, wind … make the analytic answer
// hard. The lecture's interactive approach: shoot (integrate the flight with Euler steps), overshoot → less
// speed, undershoot → more, until close enough. Here the speed is bisected at a fixed launch angle.
#pragma once

#include <array>
#include <cstddef>
#include <span>

#include "ricochet/vec2.h"

namespace ricochet {

// The forces on the projectile: a = (0, −g) − k_linear (v − w) − k_quadratic ‖v − w‖ (v − w), w = wind.
struct Air {
  double g = 9.81;           // gravity, pointing down (−y)
  double k_linear = 0.0;     // linear drag per unit mass (1/s)
  double k_quadratic = 0.0;  // quadratic drag per unit mass (1/m)
  Vec2 wind;                 // air velocity; drag acts on the velocity relative to the air
};

// a(v) as above.
Vec2 Acceleration(const Air& air, Vec2 v);

enum class FlightOutcome {
  Crossed,       // came down through the target's height: `landing` is there (interpolated in the last step)
  NeverReached,  // the apex stayed below the target's height: `landing` is the apex (too slow: an undershoot)
  MaxSteps,      // still flying after max_steps (counted as an overshoot: the shot is far too strong)
  BadInput,      // dt ≤ 0, g ≤ 0, negative drag or a non-finite value
};

struct FlightTrace {
  // The first Euler step, as the lecture's loop runs it: a0 = a(V0), P1 = P0 + V0 dt, V1 = V0 + a0 dt.
  Vec2 v0, a0, p1, v1;
  Vec2 landing;         // where the shot comes down through the target's height
  double time = 0;      // flight time to `landing`
  int steps = 0;        // Euler steps taken
  Vec2 apex;            // highest point reached
  double miss = 0;      // landing.x − target.x: > 0 overshoot, < 0 undershoot
  double distance = 0;  // ‖landing − target‖
  bool overshoot = false;
  std::size_t path_count = 0;  // points written to the caller's path buffer
  int path_stride = 1;         // every path_stride-th Euler point was kept (the buffer is thinned when full)
  FlightOutcome outcome = FlightOutcome::BadInput;
};

// Explicit Euler: P_{n+1} = P_n + V_n dt, V_{n+1} = V_n + a(V_n) dt, from P0 with V0 until the shot comes
// down through target.y. The path (P0 … landing) is written into `path` (may be empty); when it fills up
// every other point is dropped, so it always spans the whole flight. No allocation.
FlightTrace Fly(Vec2 p0, Vec2 v0, const Air& air, double dt, Vec2 target, std::span<Vec2> path,
                int max_steps = 2'000'000);

// V0 = s (cos θ, sin θ)
inline Vec2 LaunchVelocity(double speed, double angle) {
  return {speed * std::cos(angle), speed * std::sin(angle)};
}

enum class AnalyticOutcome { Ok, Unreachable, BadInput };

// Without drag or wind, through the target at angle θ (x = T.x − P0.x, y = T.y − P0.y):
//   y = x tan θ − g x² / (2 s² cos² θ)  ⇒  s² = g x² / (2 cos² θ (x tan θ − y)); reachable iff x tan θ − y >
//   0.
struct AnalyticAim {
  double x = 0, y = 0;
  double speed = 0;  // s
  double time = 0;   // x / (s cos θ)
  AnalyticOutcome outcome = AnalyticOutcome::BadInput;
};
AnalyticAim AnalyticSpeed(Vec2 p0, double angle, double g, Vec2 target);

inline constexpr int kMaxAttempts = 48;

struct Attempt {
  double speed = 0;
  FlightTrace flight;
  // The speed bracket after this shot: an overshoot lowers hi to s, an undershoot raises lo to s (hi = 0: no
  // overshoot yet). The next shot flies at next = hi > 0 ? (lo + hi) / 2 : 2 s.
  double lo = 0, hi = 0, next = 0;
};

enum class AimOutcome {
  Hit,           // |miss| ≤ tolerance
  NotConverged,  // max_attempts shots without a hit
  Unreachable,   // the speed bracket collapsed or exceeded the speed limit without a hit
  BadInput,      // target not in front of the launcher, angle outside (0°, 90°), bad dt/g/tolerance
};

struct AimTrace {
  double angle = 0;
  AnalyticAim analytic;  // the no-drag answer, also the first guess when reachable
  double first_speed = 0;
  std::array<Attempt, kMaxAttempts> attempts{};
  int count = 0;     // shots taken
  double speed = 0;  // the last shot's speed
  double miss = 0;   // the last shot's signed miss
  AimOutcome outcome = AimOutcome::BadInput;
};

// The lecture's loop: shoot with s; overshoot → s too big, undershoot → s too small; the next s halves the
// bracket (doubling until the first overshoot). Attempt i's path goes to paths[i·stride, (i+1)·stride).
AimTrace Aim(Vec2 p0, double angle, const Air& air, double dt, Vec2 target, double tolerance,
             std::span<Vec2> paths = {}, std::size_t stride = 0, int max_attempts = kMaxAttempts);

}  // namespace ricochet
