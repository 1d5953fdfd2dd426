// `ricochet explain`: a scene's derivation as a student would write it. Each lesson's builder is in its own
// file here (explain/<lesson>.h: the scene's inputs, their reader, the builder); the syllabus
// (lessons/lesson_list.cpp) dispatches a scene to it with Explain(). This header prints derivations.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"

namespace ricochet::app {

// The human-readable derivation: formula, substituted formula, value, per step; then the verdict.
std::string ExplainText(const Derivation& d);
// {"lesson", "inputs", "steps": [{"symbol","formula","value"}...], "result": {...}}; full precision.
nlohmann::json ExplainJson(const Derivation& d);

}  // namespace ricochet::app
