// Lecture 17: targeting with drag — shoot, correct, converge.
#include "explain/targeting.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "draw/format.h"
#include "explain/steps.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {
constexpr double kDeg = std::numbers::pi / 180;
}  // namespace

namespace {
constexpr SceneField kTargetingFields[] = {
    {"launcher", FieldKind::Point, true, &domain::kCoordinate, "", "m", "where the shot starts"},
    {"target", FieldKind::Point, true, &domain::kCoordinate, "", "m", "the point to hit"},
    {"angle", FieldKind::Number, true, &domain::kLaunchAngleDeg, "θ", "°", "the launch angle"},
    {"g", FieldKind::Number, true, &domain::kTargetGravity, "g", "m/s²", "gravity"},
    {"k_linear", FieldKind::Number, true, &domain::kDrag, "k_1", "1/s", "linear drag: a = −k₁ v"},
    {"k_quadratic", FieldKind::Number, true, &domain::kDrag, "k_2", "1/m", "quadratic drag: a = −k₂ ‖v‖ v"},
    {"wind", FieldKind::Number, true, &domain::kWind, "w", "m/s", "the wind's x velocity (< 0: a headwind)"},
    {"dt", FieldKind::Number, true, &domain::kEulerStep, "Δt", "s", "the Euler step"},
    {"tolerance", FieldKind::Number, true, &domain::kTolerance, "", "m",
     "how close a shot must land to count as a hit"},
};
}  // namespace

std::span<const SceneField> TargetingFields() { return kTargetingFields; }

TargetingInputs ReadTargeting(const json& j, const std::string& file) {
  OnlyKnownFields(j, TargetingFields(), file);
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
  const AnalyticAim& an = aim.analytic;
  const std::string th = Num(in.angle_deg) + "°";
  using namespace math;  // NOLINT: the steps read as the lecture writes them
  Steps s(d.steps, Precision{0.0, DecimalsFor(in.tolerance)});
  const E theta = Q("θ", Value::Deg(in.angle_deg)), g = Q("g", in.g), x = Q("x", an.x), y = Q("y", an.y);
  // The lecture's interactive approach, in its order: a first speed "as if there is no drag"; Euler steps to
  // see where a shot gets; "while not hit sufficiently close"; each shot: overshoot → reduce speed,
  // undershoot → increase speed.
  if (an.outcome == AnalyticOutcome::Ok) {
    s.Compute("analytic_speed", Sym("s_0"),
              Sqrt(Frac(g * Sq(x), E(2) * Sq(Call("cos", {theta})) * Paren(x * Call("tan", {theta}) - y))),
              an.speed, Ink::End)
        .Note(Prose("m/s, as if there is no drag (x, y: the target from the launcher)"));
  } else {
    const double dist = Length(in.target - in.launcher);
    s.Compute("analytic_speed", Sym("s_0"), Sqrt(g * Q("d", dist)), aim.first_speed, Ink::End)
        .Note(Prose("m/s, picked: without drag the shot needs x tan θ − y > 0, and here x tan θ − y = " +
                    Num(an.x * std::tan(in.angle_deg * 3.14159265358979323846 / 180) - an.y, s.precision()) +
                    " ≤ 0"));
  }
  const FlightTrace& first = aim.attempts[0].flight;
  const E dt = Q("dt", in.dt);
  s.Compute("euler_step", Sym("P_1"), Point("P_0", in.launcher) + Q("V_0", first.v0) * dt, first.p1,
            Ink::Highlight)
      .Note(Prose("an Euler step: P ← P + V dt, then V ← V + a(V) dt"));
  const E miss = Sym("x_{Euler}") - Sym("x_{target}");
  if (an.outcome == AnalyticOutcome::Ok) {
    s.Compute("euler_miss", miss, Q("x_{Euler}", euler.landing.x) - Q("x_{target}", in.target.x), euler.miss,
              Ink::Point)
        .Note(Prose("m: the no-drag shot at s₀, stepped by Euler with dt = " + Num(in.dt)));
  } else {
    s.Define("euler_miss", miss, Word("no analytic shot to compare"), Ink::Point).Json(nullptr);
  }
  const E x_gap = Abs(Sym("x") - Sym("x_{target}"));
  s.Define("tolerance", Word("close enough"), Le(x_gap, Sym("tol")), Ink::Hit)
      .Note(Prose("tol = " + Num(in.tolerance) + " m"))
      .Json(in.tolerance);
  for (int i = 0; i < aim.count; ++i) {
    const Attempt& a = aim.attempts[static_cast<std::size_t>(i)];
    const FlightTrace& f = a.flight;
    const bool hit = i == aim.count - 1 && aim.outcome == AimOutcome::Hit;
    std::string where;
    switch (f.outcome) {
      case FlightOutcome::Crossed: where = "lands at x = " + len(f.landing.x); break;
      case FlightOutcome::NeverReached:
        where = "its apex y = " + len(f.apex.y) + " is below " + len(in.target.y);
        break;
      case FlightOutcome::MaxSteps: where = "still flying after " + std::to_string(f.steps) + " steps"; break;
      case FlightOutcome::BadInput: where = "—"; break;
    }
    std::string rule = hit           ? "close enough: hit"
                       : f.overshoot ? "overshoot: reduce the speed"
                                     : "undershoot: increase the speed";
    if (!hit && i + 1 < aim.count) {
      rule += a.hi > 0 ? "; next s = ½(" + len(a.lo) + " + " + len(a.hi) + ") = " + len(a.next)
                       : "; next s = 2 · " + len(a.speed) + " = " + len(a.next);
    }
    const E condition = f.outcome == FlightOutcome::Crossed
                            ? Le(Abs(Q(Sym("x") - Sym("x_{target}"), f.miss)), Q("tol", in.tolerance))
                            : Prose("the shot " + where);
    s.Test(TargetingShotKey(i), "shot " + std::to_string(i + 1), condition, hit, rule,
           hit           ? Ink::Reflect
           : f.overshoot ? Ink::Outside
                         : Ink::Inside)
        .Note(Prose("s = " + len(a.speed) + " m/s: " + where))
        .Json(f.miss);
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
