// `ricochet explain`: a scene's derivation as a student would write it. One builder per lesson, one file
// each in this directory; the lesson panels show the same Derivation.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"

namespace ricochet::app {

// Validates the scene and builds its derivation. Throws SceneError naming file, field and problem.
Derivation Explain(const nlohmann::json& scene, const std::string& file);

// The human-readable derivation: formula, substituted formula, value, per step; then the verdict.
std::string ExplainText(const Derivation& d);
// {"lesson", "inputs", "steps": [{"symbol","formula","value"}...], "result": {...}}; full precision.
nlohmann::json ExplainJson(const Derivation& d);

// Per-lesson builders (the dispatcher's table is in explain.cpp).
Derivation ExplainEdgeNormal(const nlohmann::json& scene, const std::string& file);
Derivation ExplainPointSegment(const nlohmann::json& scene, const std::string& file);
Derivation ExplainCircleSegment(const nlohmann::json& scene, const std::string& file);
Derivation ExplainRayCircle(const nlohmann::json& scene, const std::string& file);
Derivation ExplainCircleCircle(const nlohmann::json& scene, const std::string& file);
Derivation ExplainElastic1D(const nlohmann::json& scene, const std::string& file);
Derivation ExplainElastic2D(const nlohmann::json& scene, const std::string& file);

}  // namespace ricochet::app
