// Lecture 17: targeting with drag — shoot, correct, converge.
#include "explain/targeting.h"

#include <algorithm>
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
  // Lengths and speeds to the decimals the tolerance means.
  auto len = [&](double x) { return TargetingNum(x, in.tolerance); };
  auto vec = [&](Vec2 v) { return Num(TargetingRounded(v, in.tolerance)); };
  const AnalyticAim& an = aim.analytic;
  const std::string th = Num(in.angle_deg) + "°";
  auto& s = d.steps;
  // The lecture's interactive approach, in its order: a first speed "as if there is no drag"; Euler steps to
  // see where a shot gets; "while not hit sufficiently close"; each shot: overshoot → reduce speed,
  // undershoot → increase speed.
  if (an.outcome == AnalyticOutcome::Ok) {
    s.push_back({"analytic_speed", "s₀", "as if there is no drag: √(g x² / (2 cos²θ (x tanθ − y)))",
                 "√(" + Num(in.g) + "·" + Term(an.x) + "² / (2 cos²" + th + "·(" + Num(an.x) + "·tan " + th +
                     " − " + Term(an.y) + ")))",
                 len(an.speed) + " m/s", an.speed, Ink::End});
  } else {
    s.push_back({"analytic_speed", "s₀", "no drag needs x tanθ − y > 0; else pick s₀ = √(g d)",
                 Num(an.x) + "·tan " + th + " − " + Term(an.y) + " ≤ 0: s₀ = √(" + Num(in.g) + "·" +
                     len(Length(in.target - in.launcher)) + ")",
                 len(aim.first_speed) + " m/s (picked)", aim.first_speed, Ink::End});
  }
  const FlightTrace& first = aim.attempts[0].flight;
  s.push_back({"euler_step", "Euler step", "P ← P + V dt, V ← V + a(V) dt",
               "P₁ = " + vec(in.launcher) + " + " + vec(first.v0) + "·" + Num(in.dt) +
                   ", V₁ = " + vec(first.v0) + " + " + vec(first.a0) + "·" + Num(in.dt),
               "P₁ = " + vec(first.p1), JsonVec(first.p1), Ink::Highlight});
  if (an.outcome == AnalyticOutcome::Ok) {
    s.push_back({"euler_miss", "Euler error", "no drag, s₀: x_Euler − x_target",
                 "dt = " + Num(in.dt) + ": lands at x = " + len(euler.landing.x), len(euler.miss) + " m",
                 euler.miss, Ink::Point});
  } else {
    s.push_back({"euler_miss", "Euler error", "x_Euler − x_target", "no analytic shot to compare", "—",
                 nullptr, Ink::Point});
  }
  s.push_back({"tolerance", "close enough", "|x − x_target| ≤ tolerance",
               "tolerance = " + Num(in.tolerance) + " m", "±" + Num(in.tolerance) + " m", in.tolerance,
               Ink::Hit});
  for (int i = 0; i < aim.count; ++i) {
    const Attempt& a = aim.attempts[static_cast<std::size_t>(i)];
    const FlightTrace& f = a.flight;
    const bool hit = i == aim.count - 1 && aim.outcome == AimOutcome::Hit;
    std::string where;
    switch (f.outcome) {
      case FlightOutcome::Crossed: where = "lands at x = " + len(f.landing.x); break;
      case FlightOutcome::NeverReached: where = "apex y = " + len(f.apex.y) + " < " + len(in.target.y); break;
      case FlightOutcome::MaxSteps: where = "still flying after " + std::to_string(f.steps) + " steps"; break;
      case FlightOutcome::BadInput: where = "—"; break;
    }
    std::string rule, next;
    if (hit) {
      rule = "close enough: hit";
    } else if (f.overshoot) {
      rule = "overshoot → reduce speed";
    } else {
      rule = "undershoot → increase speed";
    }
    if (!hit && i + 1 < aim.count) {
      next = a.hi > 0 ? "; next s = ½(" + len(a.lo) + " + " + len(a.hi) + ") = " + len(a.next)
                      : "; next s = 2·" + len(a.speed) + " = " + len(a.next);
    }
    std::string value;
    if (f.outcome == FlightOutcome::Crossed) {
      value = (f.miss > 0 ? "+" : "") + len(f.miss) + " m";
    } else {
      value = f.overshoot ? "too far" : "too low";
    }
    s.push_back({TargetingShotKey(i), "shot " + std::to_string(i + 1), rule,
                 "s = " + len(a.speed) + ": " + where + next, value, f.miss,
                 hit           ? Ink::Reflect
                 : f.overshoot ? Ink::Outside
                               : Ink::Inside});
  }
  switch (aim.outcome) {
    case AimOutcome::Hit:
      d.verdict = "Hit after " + std::to_string(aim.count) + " shots: s = " + len(aim.speed) +
                  " m/s misses by " + len(aim.miss) + " m (tolerance " + Num(in.tolerance) + " m)." +
                  (an.outcome == AnalyticOutcome::Ok
                       ? " Without drag the analytic answer is s₀ = " + len(an.speed) + " m/s."
                       : "") +
                  " Fun to watch — but it took " + std::to_string(aim.count) + " simulated flights.";
      break;
    case AimOutcome::NotConverged:
      d.verdict = "No hit in " + std::to_string(aim.count) + " shots: the last misses by " + len(aim.miss) +
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

namespace {
double Rounded(double x, double tolerance) {
  // One decimal finer than the tolerance, 0 … 12; clamped as a double (a tolerance of 0, ∞ or NaN gives ±∞ or
  // NaN here, which no int holds).
  const double wanted = std::ceil(-std::log10(tolerance) - 1e-9) + 1;
  const int decimals = std::isnan(wanted) ? 12 : static_cast<int>(std::clamp(wanted, 0.0, 12.0));
  const double k = std::pow(10.0, decimals);
  return std::round(x * k) / k;
}
}  // namespace

std::string TargetingNum(double x, double tolerance) { return Num(Rounded(x, tolerance)); }

Vec2 TargetingRounded(Vec2 v, double tolerance) { return {Rounded(v.x, tolerance), Rounded(v.y, tolerance)}; }

std::string TargetingShotKey(int i) { return "shot_" + std::to_string(i + 1); }

}  // namespace ricochet::app
