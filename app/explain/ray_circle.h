// Lecture 20: the pinball and the pillar — the ray B(t) = Bs + v t against the circle (C, r), a pinball
// radius r_s growing it to R = r + r_s: the scene's inputs, their reader and writer, and the derivation built
// from RayCircle's trace.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "explain/derivation.h"
#include "explain/topic.h"
#include "ricochet/ray_circle.h"
#include "scene/scene.h"

namespace ricochet::app {

struct RayCircleInputs {
  Vec2 bs{0, 0}, be{10, 0}, c{7, -1.2};
  double r = 2.0;            // the pillar's radius r_c
  std::optional<double> rs;  // the pinball's radius r_s; given, the derivation grows the pillar to R
  bool operator==(const RayCircleInputs&) const = default;
};

// The scene's fields (docs/scene-fields.md): the reader refuses any other (scene.h: OnlyKnownFields).
std::span<const SceneField> RayCircleFields();

// Reads bs, be, c, r and the optional rs (SceneError naming file and field). Bs = Be is read: the
// lesson explains it.
RayCircleInputs ReadRayCircle(const nlohmann::json& scene, const std::string& file);
nlohmann::json RayCircleJson(const RayCircleInputs& in);  // the inputs as scene fields (no "lesson")

inline RayCircleTrace SolveRayCircle(const RayCircleInputs& in) {
  return RayCircle({in.bs, in.be}, {in.c, in.r}, in.rs.value_or(0.0));
}

// The quadratic (a, b, c, b² − 4ac, t0, t1), the projection method (m, dist0², s), and at a hit ti, Bi, n̂ and
// the bounce; Bs = Be gets its verdict and no steps.
Derivation DeriveRayCircle(const RayCircleInputs& in, const RayCircleTrace& t);
// The topic (explain/topic.h), which the lesson and `ricochet explain` (ExplainTopic) read.
struct RayCircleTopic {
  using Inputs = RayCircleInputs;  // Inputs{}: the opening scene
  using Trace = RayCircleTrace;
  static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs&) {
    return ReadRayCircle(scene, file);
  }
  static nlohmann::json Write(const Inputs& in) { return RayCircleJson(in); }
  static void Solve(const Inputs& in, Trace& t) { t = SolveRayCircle(in); }
  static Derivation Derive(const Inputs& in, const Trace& t) { return DeriveRayCircle(in, t); }
  // `ricochet explain` refuses Bs = Be: no ray to test (the lesson explains it).
  static void Refuse(const Inputs& in, const Trace& t, const std::string& file);
};

}  // namespace ricochet::app
