// Lecture 16: the edge vector, the outward normal, the point-normal line and the boundary condition of P —
// the scene's inputs, their reader and writer, and the derivation built from EdgeNormal's trace.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "explain/topic.h"
#include "ricochet/line.h"
#include "scene/scene.h"

namespace ricochet::app {

struct EdgeNormalInputs {
  Vec2 p0{5, 1}, p1{1, 4};
  bool has_p = true;  // classify a point P
  Vec2 p{5, 4};
  bool operator==(const EdgeNormalInputs&) const = default;
};

// The scene's fields (docs/scene-fields.md): the reader refuses any other (scene.h: OnlyKnownFields).
std::span<const SceneField> EdgeNormalFields();

// Reads p0, p1 and the optional p (SceneError naming file and field). A zero-length edge is read: the lesson
// explains it.
EdgeNormalInputs ReadEdgeNormal(const nlohmann::json& scene, const std::string& file);
nlohmann::json EdgeNormalJson(const EdgeNormalInputs& in);  // the inputs as scene fields (no "lesson")

inline EdgeNormalTrace SolveEdgeNormal(const EdgeNormalInputs& in) {
  return in.has_p ? EdgeNormal(in.p0, in.p1, in.p) : EdgeNormal(in.p0, in.p1);
}

// The lecture's steps: e, R(−90°), n, L with n, ‖n‖, n̂, L with n̂, n̂·P0 (and with a point: n̂·P, its side,
// BC); a zero-length edge gets its verdict and no steps.
Derivation DeriveEdgeNormal(const EdgeNormalInputs& in, const EdgeNormalTrace& t);
// The topic (explain/topic.h), which the lesson and `ricochet explain` (ExplainTopic) read.
struct EdgeNormalTopic {
  using Inputs = EdgeNormalInputs;  // Inputs{}: the opening scene
  using Trace = EdgeNormalTrace;
  static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs& now) {
    Inputs in = ReadEdgeNormal(scene, file);
    if (!in.has_p) in.p = now.p;  // P keeps its place for when "classify a point P" is ticked again
    return in;
  }
  static nlohmann::json Write(const Inputs& in) { return EdgeNormalJson(in); }
  static void Solve(const Inputs& in, Trace& t) { t = SolveEdgeNormal(in); }
  static Derivation Derive(const Inputs& in, const Trace& t) { return DeriveEdgeNormal(in, t); }
  // `ricochet explain` refuses a zero-length edge (P0 = P1): it has no normal (the lesson explains it).
  static void Refuse(const Inputs& in, const Trace& t, const std::string& file);
};

}  // namespace ricochet::app
