// A case as a scene of its function's lesson, and back: the failing case a report writes (`--out DIR`,
// loadable by `ricochet SCENE.json` and `ricochet explain`), the lessons' presets read as the lecture's
// cases, and the window's live re-run, which reads the scene the user is dragging.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "check/functions.h"
#include "check/run.h"

namespace ricochet::app::codecheck {

// The case as a complete scene ({"lesson": id, ...}); nullopt when the lesson cannot show it (rc_reflect's
// i = 0: no motion to draw). rc_reflect's case is drawn as the point-segment lesson's bounce: a wall through
// the origin with outward normal n̂, Bs = −i, Be = i, so Bi = (0, 0) and the lesson's i = Be − Bi is i.
std::optional<nlohmann::json> SceneOf(Fn fn, const Numbers& in);

// The function's case in a scene of its lesson, read by the lesson's own reader (throws SceneError naming
// the file and the field). nullopt when the scene holds none: an edge-normal scene without P for
// rc_boundary_condition, a point-segment scene without a hit for rc_reflect, a one-sided circle-segment
// wall, an elastic-2d scene with two masses.
std::optional<Numbers> CaseOf(Fn fn, const nlohmann::json& scene, const std::string& file);

// A function's smallest failing case as a scene: the lesson's fields, and "check": {"function", "inputs",
// "expected", "because", "yours", "problems"} (every scene reader ignores it). nullopt when the lesson cannot
// show it.
std::optional<nlohmann::json> FailureScene(const FunctionResult& f);

}  // namespace ricochet::app::codecheck
