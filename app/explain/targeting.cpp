// Lecture 17: targeting with drag — shoot, correct, converge.
#include "explain/targeting.h"

#include <cmath>
#include <numbers>

#include "draw/format.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {
constexpr double kDeg = std::numbers::pi / 180;
}  // namespace

TargetingInputs ReadTargeting(const json& j, const std::string& file) {
  TargetingInputs in;
  in.launcher = ReadPoint(j, "launcher", file);
  in.target = ReadPoint(j, "target", file);
  CheckApart(in.launcher, in.target, "launcher", "target", file);
  in.angle_deg = ReadNumber(j, "angle", file, domain::kLaunchAngleDeg);
  in.g = ReadNumber(j, "g", file, domain::kTargetGravity);
  in.k_linear = ReadNumber(j, "k_linear", file, domain::kDrag);
  in.k_quadratic = ReadNumber(j, "k_quadratic", file, domain::kDrag);
  in.wind = ReadNumber(j, "wind", file, domain::kWind);
  in.dt = ReadNumber(j, "dt", file, domain::kEulerStep);
  in.tolerance = ReadNumber(j, "tolerance", file, domain::kTolerance);
  return in;
}

json TargetingJson(const TargetingInputs& in) {
  return {{"launcher", PointJson(in.launcher)},
          {"target", PointJson(in.target)},
          {"angle", in.angle_deg},
          {"g", in.g},
          {"k_linear", in.k_linear},
          {"k_quadratic", in.k_quadratic},
          {"wind", in.wind},
          {"dt", in.dt},
          {"tolerance", in.tolerance}};
}

void SolveTargeting(const TargetingInputs& in, TargetingTrace& t) {
  const double angle = in.angle_deg * kDeg;
  t.aim =
      Aim(in.launcher, angle, in.AirOf(), in.dt, in.target, in.tolerance, t.paths, TargetingTrace::kStride);
  t.euler = {};
  if (t.aim.analytic.outcome == AnalyticOutcome::Ok) {
    t.euler = Fly(in.launcher, LaunchVelocity(t.aim.analytic.speed, angle), Air{in.g, 0, 0, {}}, in.dt,
                  in.target, t.euler_path);
  }
}

Derivation ExplainTargeting(const json& scene, const std::string& file) {
  const TargetingInputs in = ReadTargeting(scene, file);
  TargetingTrace t;
  SolveTargeting(in, t);
  return DeriveTargeting(in, t);
}

Derivation DeriveTargeting(const TargetingInputs& in, const TargetingTrace& t) {
  const AimTrace& aim = t.aim;
  const FlightTrace& euler = t.euler;
  Derivation d;
  d.inputs = TargetingJson(in);
  if (aim.outcome == AimOutcome::BadInput) {
    d.verdict = "Nothing to aim at: the target must be to the right of the launcher and 0° < θ < 90°.";
    d.result = {{"hit", false}};
    return d;
  }
  const AnalyticAim& an = aim.analytic;
  const std::string th = Num(in.angle_deg) + "°";
  if (an.outcome == AnalyticOutcome::Ok) {
    d.steps.push_back({"analytic_speed", "s₀", "√(g x² / (2 cos²θ (x tanθ − y)))  (no drag)",
                       "√(" + Num(in.g) + "·" + Term(an.x) + "² / (2 cos²" + th + "·(" + Num(an.x) + "·tan " +
                           th + " − " + Term(an.y) + ")))",
                       Num(an.speed) + " m/s", an.speed, Ink::End});
    d.steps.push_back({"euler_miss", "Euler error", "x_Euler − x_target  (s₀, no drag, dt)",
                       "dt = " + Num(in.dt) + ": comes down at x = " + Num(euler.landing.x),
                       Num(euler.miss) + " m", euler.miss, Ink::Point});
  } else {
    d.steps.push_back({"analytic_speed", "s₀", "needs x tanθ − y > 0",
                       Num(an.x) + "·tan " + th + " − " + Term(an.y) + " ≤ 0", "none", nullptr, Ink::End});
    d.steps.push_back({"euler_miss", "Euler error", "x_Euler − x_target", "no analytic shot to compare", "—",
                       nullptr, Ink::Point});
  }
  for (int i = 0; i < aim.count; ++i) {
    const Attempt& a = aim.attempts[static_cast<std::size_t>(i)];
    const FlightTrace& f = a.flight;
    const bool hit = i == aim.count - 1 && aim.outcome == AimOutcome::Hit;
    std::string where, value;
    switch (f.outcome) {
      case FlightOutcome::Crossed: where = "comes down at x = " + Num(f.landing.x); break;
      case FlightOutcome::NeverReached:
        where = "never reaches the target's height (apex " + Num(f.apex.y) + ")";
        break;
      case FlightOutcome::MaxSteps: where = "still flying after " + std::to_string(f.steps) + " steps"; break;
      case FlightOutcome::BadInput: where = "—"; break;
    }
    if (hit) {
      value = "hit: |miss| = " + Num(std::abs(f.miss)) + " ≤ " + Num(in.tolerance);
    } else if (f.overshoot) {
      value = "overshoot by " + Num(f.miss) + " → less speed";
    } else {
      value = "undershoot" + (f.outcome == FlightOutcome::Crossed ? " by " + Num(-f.miss) : std::string()) +
              " → more speed";
    }
    d.steps.push_back({TargetingShotKey(i), "shot " + std::to_string(i + 1),
                       "Euler steps, dt = " + Num(in.dt), "s = " + Num(a.speed) + ": " + where, value, f.miss,
                       hit           ? Ink::Reflect
                       : f.overshoot ? Ink::Outside
                                     : Ink::Inside});
  }
  switch (aim.outcome) {
    case AimOutcome::Hit:
      d.verdict = "Hit after " + std::to_string(aim.count) + " shots: s = " + Num(aim.speed) +
                  " m/s misses by " + Num(aim.miss) + " m (tolerance " + Num(in.tolerance) + ")." +
                  (an.outcome == AnalyticOutcome::Ok
                       ? " Without drag the analytic answer is s₀ = " + Num(an.speed) + " m/s."
                       : "");
      break;
    case AimOutcome::NotConverged:
      d.verdict = "No hit in " + std::to_string(aim.count) + " shots: the last misses by " + Num(aim.miss) +
                  " m. At this angle the target may be out of reach — try a steeper θ.";
      break;
    case AimOutcome::Unreachable:
      d.verdict =
          "Out of reach at θ = " + th +
          ": the shots stay too low, or come down through the target's height beyond it however the speed "
          "is tuned. \"Fun to watch, but does it solve our problem?\" Not at this angle: try a steeper θ.";
      break;
    case AimOutcome::BadInput: break;
  }
  d.result = {{"hit", aim.outcome == AimOutcome::Hit},
              {"iterations", aim.count},
              {"speed", aim.speed},
              {"miss", aim.miss},
              {"analytic_speed", an.outcome == AnalyticOutcome::Ok ? json(an.speed) : json()}};
  return d;
}

std::string TargetingShotKey(int i) { return "shot_" + std::to_string(i + 1); }

}  // namespace ricochet::app
