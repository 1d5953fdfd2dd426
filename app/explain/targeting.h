// Lecture 17 ("Decoupling physics and graphics"): with drag and wind there is no easy analytic answer, so
// shoot with Euler steps and correct — overshoot → less speed, undershoot → more. The scene's inputs, their
// reader and writer, the trace of the shots, and the derivation built from it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "explain/derivation.h"
#include "explain/topic.h"
#include "ricochet/targeting.h"
#include "scene/scene.h"

namespace ricochet::app {

struct TargetingInputs {
  Vec2 launcher{0, 0}, target{40, 5};
  double angle_deg = 45, g = 9.81, k_linear = 0.1, k_quadratic = 0.005, wind = 0, dt = 0.02, tolerance = 0.1;
  bool operator==(const TargetingInputs&) const = default;

  Air AirOf() const { return Air{g, k_linear, k_quadratic, {wind, 0}}; }
};

// The shots and, beside them, Euler's flight of the analytic no-drag answer (its miss is Euler's error).
struct TargetingTrace {
  static constexpr std::size_t kStride = 256;  // path points kept per shot (thinned evenly over the flight)
  AimTrace aim;
  FlightTrace euler;  // valid when aim.analytic.outcome is Ok
  std::vector<Vec2> paths = std::vector<Vec2>(kStride * kMaxAttempts);  // shot i: [i·kStride, +path_count)
  std::vector<Vec2> euler_path = std::vector<Vec2>(kStride);
};

// The scene's fields (docs/scene-fields.md): the reader refuses any other (scene.h: OnlyKnownFields).
std::span<const SceneField> TargetingFields();

// Reads launcher, target and the numbers in their ranges (SceneError naming file and field).
TargetingInputs ReadTargeting(const nlohmann::json& scene, const std::string& file);
nlohmann::json TargetingJson(const TargetingInputs& in);  // the inputs as scene fields (no "lesson")

// Aim, then Fly the analytic answer without drag. Reuses `t`'s path buffers (allocated once).
void SolveTargeting(const TargetingInputs& in, TargetingTrace& t);

// A length or speed to the decimals the tolerance means: one more than the tolerance's own (0.1 m → 2), so
// "-0.01 m" against ±0.1 m, never "-0.0137".
std::string TargetingNum(double x, double tolerance);
Vec2 TargetingRounded(Vec2 v, double tolerance);

// The key of shot i's step ("shot_1" for i = 0): the figure shows shot i with it.
std::string TargetingShotKey(int i);

// The analytic no-drag speed, Euler's error, and every shot with its correction.
Derivation DeriveTargeting(const TargetingInputs& in, const TargetingTrace& t);
// The topic (explain/topic.h), which the lesson and `ricochet explain` (ExplainTopic) read.
struct TargetingTopic {
  using Inputs = TargetingInputs;  // Inputs{}: the opening scene
  using Trace = TargetingTrace;    // its path buffers are allocated once; the core writes into them
  static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs&) {
    return ReadTargeting(scene, file);
  }
  static nlohmann::json Write(const Inputs& in) { return TargetingJson(in); }
  static void Solve(const Inputs& in, Trace& t) { SolveTargeting(in, t); }
  static Derivation Derive(const Inputs& in, const Trace& t) { return DeriveTargeting(in, t); }
};

}  // namespace ricochet::app
