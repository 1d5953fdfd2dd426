// Lecture 17: two balls on a line, V1' and V2' from momentum and energy conservation, and the approaching
// test against "move nowhere" — the scene's inputs, their reader and writer, and the derivation built from
// Elastic1D's trace.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
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
// `ricochet explain`: read → Elastic1D → DeriveElastic1D.
Derivation ExplainElastic1D(const nlohmann::json& scene, const std::string& file);

}  // namespace ricochet::app
