// Lecture 17: two balls on a line, V1' and V2' from momentum and energy conservation, and the approaching
// test against "move nowhere" — the scene's inputs, their reader and writer, and the derivation built from
// Elastic1D's trace.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "explain/topic.h"
#include "ricochet/elastic.h"
#include "scene/scene.h"

namespace ricochet::app {

struct Elastic1DInputs {
  double m1 = 1, m2 = 1, v1 = 10, v2 = 0;
  bool approaching_test = true;  // false reproduces the lecture's first version ("move nowhere")
  bool operator==(const Elastic1DInputs&) const = default;
};

// The lecture's fix for "move nowhere": respond only when the balls approach (the derivation's first step and
// the lesson's checkbox).
inline constexpr const char* kElastic1DApproaching = "V1 − V2 > 0";

// The optional scene field "approaching_test" (true when absent); false reproduces the lecture's first
// version ("move nowhere"). Read by this lesson and pi-blocks.
bool ReadApproachingTest(const nlohmann::json& scene, const std::string& file);
// The scene's fields (docs/scene-fields.md): the reader refuses any other (scene.h: OnlyKnownFields).
std::span<const SceneField> Elastic1DFields();

// Reads m1, m2, v1, v2 and the optional "approaching_test" (SceneError naming file and field).
Elastic1DInputs ReadElastic1D(const nlohmann::json& scene, const std::string& file);
// The lesson's optional start overlap ("move nowhere"), 0 when absent; not an input of the derivation.
double ReadElastic1DOverlap(const nlohmann::json& scene, const std::string& file);
nlohmann::json Elastic1DJson(const Elastic1DInputs& in);  // the inputs as scene fields (no "lesson")

inline Elastic1DTrace SolveElastic1D(const Elastic1DInputs& in) {
  return Elastic1D(in.m1, in.m2, in.v1, in.v2, in.approaching_test);
}

// The approaching test, V1', V2', and momentum and energy before and after.
Derivation DeriveElastic1D(const Elastic1DInputs& in, const Elastic1DTrace& t);
// The topic (explain/topic.h), which the lesson and `ricochet explain` (ExplainTopic) read.
struct Elastic1DTopic {
  using Inputs = Elastic1DInputs;  // Inputs{}: the opening scene
  using Trace = Elastic1DTrace;
  static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs&) {
    Inputs in = ReadElastic1D(scene, file);
    // The lesson's start overlap (its "move nowhere" demonstration) is not part of the derivation, but it is
    // part of the scene: a file the lesson would refuse is refused here too.
    ReadElastic1DOverlap(scene, file);
    return in;
  }
  static nlohmann::json Write(const Inputs& in) { return Elastic1DJson(in); }
  static void Solve(const Inputs& in, Trace& t) { t = SolveElastic1D(in); }
  static Derivation Derive(const Inputs& in, const Trace& t) { return DeriveElastic1D(in, t); }
};

}  // namespace ricochet::app
