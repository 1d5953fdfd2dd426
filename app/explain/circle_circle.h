// The air-hockey lecture: puck P0 → P1 (radius r) against stick S0 → S1 (radius R), by relative motion and
// the law of cosines — the scene's inputs, their reader and writer, and the derivation built from
// CircleCircle's trace.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "explain/topic.h"
#include "ricochet/circle_circle.h"
#include "scene/scene.h"

namespace ricochet::app {

struct CircleCircleInputs {
  Vec2 p0{0, 0}, p1{8, 0}, s0{11, 3}, s1{7, 0.5};
  double r = 1.0, R = 1.5;  // puck, stick
  bool operator==(const CircleCircleInputs&) const = default;
};

// The scene's fields (docs/scene-fields.md): the reader refuses any other (scene.h: OnlyKnownFields).
std::span<const SceneField> CircleCircleFields();

// Reads p0, p1, s0, s1, r, R with R + r > 0 (SceneError naming file and field).
CircleCircleInputs ReadCircleCircle(const nlohmann::json& scene, const std::string& file);
nlohmann::json CircleCircleJson(const CircleCircleInputs& in);  // the inputs as scene fields (no "lesson")

// The lecture's three problems, each solved by the same CircleCircle and each reduced to the one before: the
// simpler problem (a point puck, the stick still at S0), a round puck (the stick's circle grows to R + r),
// and two moving circles (relative motion: the puck's end moves to P2 = P1 − (S1 − S0)). `moving` is the
// answer; the derivation shows `puck` only when r > 0 and `moving`'s own steps only when the stick moves.
struct CircleCircleStages {
  CircleCircleTrace point;   // CircleCircle(P0, P1, 0, S0, S0, R)
  CircleCircleTrace puck;    // CircleCircle(P0, P1, r, S0, S0, R)
  CircleCircleTrace moving;  // CircleCircle(P0, P1, r, S0, S1, R): the answer
  bool round_puck = false;   // r > 0: the second problem is a step
  bool stick_moves = false;  // S1 ≠ S0: the third problem is a step
};

inline CircleCircleStages SolveCircleCircle(const CircleCircleInputs& in) {
  return {CircleCircle(in.p0, in.p1, 0.0, in.s0, in.s0, in.R),
          CircleCircle(in.p0, in.p1, in.r, in.s0, in.s0, in.R),
          CircleCircle(in.p0, in.p1, in.r, in.s0, in.s1, in.R), in.r > 0.0, !(in.s0 == in.s1)};
}

// In the lecture's order: the simpler problem (L, L², C, C², P(t), K², α, Θ, the law of cosines' quadratic,
// its discriminant, t); then R + r and its quadratic; then P2 and the relative L, K², α, quadratic; then "is
// t in range?" and, at a hit, where both are. Keys of the later problems end in _r and _rel.
Derivation DeriveCircleCircle(const CircleCircleInputs& in, const CircleCircleStages& t);
// The topic (explain/topic.h), which the lesson and `ricochet explain` (ExplainTopic) read.
struct CircleCircleTopic {
  using Inputs = CircleCircleInputs;  // Inputs{}: the opening scene
  using Trace = CircleCircleStages;
  static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs&) {
    return ReadCircleCircle(scene, file);
  }
  static nlohmann::json Write(const Inputs& in) { return CircleCircleJson(in); }
  static void Solve(const Inputs& in, Trace& t) { t = SolveCircleCircle(in); }
  static Derivation Derive(const Inputs& in, const Trace& t) { return DeriveCircleCircle(in, t); }
};

}  // namespace ricochet::app
