// Lecture 17, generalised to masses: two balls touching at P1 and P2 — split each velocity along the line of
// centres N and parallel to the contact, collide the normal parts by the 1D formulas, keep the parallel
// parts. The scene's inputs, their reader and writer, and the derivation built from Elastic2D's trace.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "explain/topic.h"
#include "ricochet/elastic.h"
#include "scene/scene.h"

namespace ricochet::app {

struct Elastic2DInputs {
  Vec2 p1{0, 0}, p2{2.4, 1.8}, v1{4, 0}, v2{0, 0};
  double m1 = 1, m2 = 1;
  bool operator==(const Elastic2DInputs&) const = default;
};

// The scene's fields (docs/scene-fields.md): the reader refuses any other (scene.h: OnlyKnownFields).
std::span<const SceneField> Elastic2DFields();

// Reads p1, p2, v1, v2, m1, m2 (SceneError naming file and field). Coincident centres are read: the
// lesson explains them.
Elastic2DInputs ReadElastic2D(const nlohmann::json& scene, const std::string& file);
nlohmann::json Elastic2DJson(const Elastic2DInputs& in);  // the inputs as scene fields (no "lesson")

inline Elastic2DTrace SolveElastic2D(const Elastic2DInputs& in) {
  return Elastic2D(in.p1, in.p2, in.v1, in.v2, in.m1, in.m2);
}

// N, the normal and parallel parts, the approaching test and V1', V2'; coincident centres get their verdict
// and no steps.
Derivation DeriveElastic2D(const Elastic2DInputs& in, const Elastic2DTrace& t);
// The topic (explain/topic.h), which the lesson and `ricochet explain` (ExplainTopic) read.
struct Elastic2DTopic {
  using Inputs = Elastic2DInputs;  // Inputs{}: the opening scene
  using Trace = Elastic2DTrace;
  static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs&) {
    return ReadElastic2D(scene, file);
  }
  static nlohmann::json Write(const Inputs& in) { return Elastic2DJson(in); }
  static void Solve(const Inputs& in, Trace& t) { t = SolveElastic2D(in); }
  static Derivation Derive(const Inputs& in, const Trace& t) { return DeriveElastic2D(in, t); }
  // `ricochet explain` refuses coincident centres: they have no normal N (the lesson explains it).
  static void Refuse(const Inputs& in, const Trace& t, const std::string& file);
};

}  // namespace ricochet::app
