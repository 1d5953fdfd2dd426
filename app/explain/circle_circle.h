// The air-hockey lecture: puck P0 → P1 (radius r) against stick S0 → S1 (radius R), by relative motion and
// the law of cosines — the scene's inputs, their reader and writer, and the derivation built from
// CircleCircle's trace.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "ricochet/circle_circle.h"

namespace ricochet::app {

struct CircleCircleInputs {
  Vec2 p0{0, 0}, p1{8, 0}, s0{11, 3}, s1{7, 0.5};
  double r = 1.0, R = 1.5;  // puck, stick
  bool operator==(const CircleCircleInputs&) const = default;
};

// Reads p0, p1, s0, s1, r, R with R + r > 0 (SceneError naming file and field).
CircleCircleInputs ReadCircleCircle(const nlohmann::json& scene, const std::string& file);
nlohmann::json CircleCircleJson(const CircleCircleInputs& in);  // the inputs as scene fields (no "lesson")

inline CircleCircleTrace SolveCircleCircle(const CircleCircleInputs& in) {
  return CircleCircle(in.p0, in.p1, in.r, in.s0, in.s1, in.R);
}

// P2, L, L², C, C², α, R + r, the discriminant, t, and at a hit where both are.
Derivation DeriveCircleCircle(const CircleCircleInputs& in, const CircleCircleTrace& t);
// `ricochet explain`: read → CircleCircle → DeriveCircleCircle.
Derivation ExplainCircleCircle(const nlohmann::json& scene, const std::string& file);

}  // namespace ricochet::app
