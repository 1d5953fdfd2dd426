#include "ricochet/targeting.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ricochet {

Vec2 Acceleration(const Air& air, Vec2 v) {
  const Vec2 rel = v - air.wind;  // velocity relative to the air
  return Vec2{0, -air.g} - air.k_linear * rel - air.k_quadratic * Length(rel) * rel;
}

namespace {

// Appends p to the path, thinning it (keep every other point) when it is full. `skip` counts Euler points
// since the last kept one.
struct PathWriter {
  std::span<Vec2> path;
  std::size_t count = 0;
  int stride = 1;
  int skip = 0;

  void Add(Vec2 p, bool force) {
    if (path.empty()) return;
    if (!force && ++skip < stride) return;
    skip = 0;
    if (count == path.size()) {
      if (path.size() < 3) {
        path[path.size() - 1] = p;
        return;
      }
      for (std::size_t i = 1; i < (count + 1) / 2; ++i) path[i] = path[2 * i];
      count = (count + 1) / 2;
      stride *= 2;
    }
    path[count++] = p;
  }
};

bool Finite(const Air& a) {
  return std::isfinite(a.g) && std::isfinite(a.k_linear) && std::isfinite(a.k_quadratic) && IsFinite(a.wind);
}

}  // namespace

FlightTrace Fly(Vec2 p0, Vec2 v0, const Air& air, double dt, Vec2 target, std::span<Vec2> path,
                int max_steps) {
  FlightTrace f;
  f.landing = p0;
  f.apex = p0;
  if (!(dt > 0) || !std::isfinite(dt) || !(air.g > 0) || air.k_linear < 0 || air.k_quadratic < 0 ||
      !Finite(air) || !IsFinite(p0) || !IsFinite(v0) || !IsFinite(target)) {
    f.outcome = FlightOutcome::BadInput;
    return f;
  }
  PathWriter w{path};
  w.Add(p0, true);
  Vec2 p = p0, v = v0;
  f.v0 = v0;
  f.a0 = Acceleration(air, v0);
  f.p1 = p0 + v0 * dt;
  f.v1 = v0 + f.a0 * dt;
  bool risen = p0.y >= target.y;  // has the shot been at or above the target's height?
  f.outcome = FlightOutcome::MaxSteps;
  for (int n = 0; n < max_steps; ++n) {
    const Vec2 p_next = p + v * dt;                     // P_{n+1} = P_n + V_n dt
    const Vec2 v_next = v + Acceleration(air, v) * dt;  // V_{n+1} = V_n + a(V_n) dt
    if (p_next.y > f.apex.y) f.apex = p_next;
    ++f.steps;
    if (p_next.y >= target.y) risen = true;
    const bool descending = p_next.y < p.y;
    if (descending && p_next.y < target.y) {
      if (risen && p.y >= target.y) {
        // Came down through the target's height in this step: interpolate the crossing.
        const double s = (p.y - target.y) / (p.y - p_next.y);
        f.landing = Lerp(p, p_next, s);
        f.time = (n + s) * dt;
        f.outcome = FlightOutcome::Crossed;
      } else {
        f.landing = f.apex;  // never got up to the target's height
        f.time = (n + 1) * dt;
        f.outcome = FlightOutcome::NeverReached;
      }
      w.Add(f.outcome == FlightOutcome::Crossed ? f.landing : p_next, true);
      break;
    }
    p = p_next;
    v = v_next;
    w.Add(p, false);
  }
  if (f.outcome == FlightOutcome::MaxSteps) {
    f.landing = p;
    f.time = max_steps * dt;
    if (w.skip != 0) w.Add(p, true);  // the last point, unless it was just kept
  }
  f.miss = f.landing.x - target.x;
  f.distance = Length(f.landing - target);
  f.overshoot = f.outcome == FlightOutcome::MaxSteps || (f.outcome == FlightOutcome::Crossed && f.miss > 0);
  f.path_count = w.count;
  f.path_stride = w.stride;
  return f;
}

AnalyticAim AnalyticSpeed(Vec2 p0, double angle, double g, Vec2 target) {
  AnalyticAim a;
  a.x = target.x - p0.x;
  a.y = target.y - p0.y;
  if (!(g > 0) || !std::isfinite(g) || !std::isfinite(angle) || !IsFinite(p0) || !IsFinite(target) ||
      !(a.x > 0) || !(angle > 0) || !(angle < std::numbers::pi / 2)) {
    a.outcome = AnalyticOutcome::BadInput;
    return a;
  }
  const double c = std::cos(angle);
  const double rise =
      a.x * std::tan(angle) - a.y;  // x tan θ − y: how far the aim line passes above the target
  if (!(rise > 0)) {
    a.outcome = AnalyticOutcome::Unreachable;
    return a;
  }
  a.speed = std::sqrt(g * a.x * a.x / (2 * c * c * rise));
  a.time = a.x / (a.speed * c);
  a.outcome = AnalyticOutcome::Ok;
  return a;
}

AimTrace Aim(Vec2 p0, double angle, const Air& air, double dt, Vec2 target, double tolerance,
             std::span<Vec2> paths, std::size_t stride, int max_attempts) {
  AimTrace t;
  t.angle = angle;
  t.analytic = AnalyticSpeed(p0, angle, air.g, target);
  max_attempts = std::clamp(max_attempts, 1, kMaxAttempts);
  if (t.analytic.outcome == AnalyticOutcome::BadInput || !(tolerance > 0) || !(dt > 0) ||
      !std::isfinite(dt) || air.k_linear < 0 || air.k_quadratic < 0 || !Finite(air) ||
      stride * max_attempts > paths.size()) {
    t.outcome = AimOutcome::BadInput;
    return t;
  }
  // First guess: the no-drag answer when there is one, else the speed that flies as far as the target is
  // away.
  const double dist = Length(target - p0);
  t.first_speed = t.analytic.outcome == AnalyticOutcome::Ok ? t.analytic.speed : std::sqrt(air.g * dist);
  const double speed_limit = 1e3 * std::max(t.first_speed, std::sqrt(air.g * dist));
  double s = t.first_speed, lo = 0, hi = 0;  // hi = 0: no overshoot seen yet
  t.outcome = AimOutcome::NotConverged;
  for (int i = 0; i < max_attempts; ++i) {
    Attempt& a = t.attempts[static_cast<std::size_t>(i)];
    a.speed = s;
    const std::span<Vec2> path =
        stride > 0 ? paths.subspan(static_cast<std::size_t>(i) * stride, stride) : std::span<Vec2>{};
    a.flight = Fly(p0, LaunchVelocity(s, angle), air, dt, target, path);
    t.count = i + 1;
    t.speed = s;
    t.miss = a.flight.miss;
    if (a.flight.outcome == FlightOutcome::Crossed && std::abs(a.flight.miss) <= tolerance) {
      t.outcome = AimOutcome::Hit;
      return t;
    }
    if (a.flight.overshoot) {
      hi = s;  // overshoot → reduce speed
    } else {
      lo = s;  // undershoot → increase speed
    }
    s = hi > 0 ? 0.5 * (lo + hi) : 2 * s;
    a.lo = lo;
    a.hi = hi;
    a.next = s;
    if (s > speed_limit || (hi > 0 && hi - lo <= 1e-12 * hi)) {
      t.outcome = AimOutcome::Unreachable;
      return t;
    }
  }
  return t;
}

}  // namespace ricochet
