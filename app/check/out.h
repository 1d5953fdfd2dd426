// `--out DIR`: each failing function's smallest case as DIR/<function>.json, a scene of its lesson (open it
// with `ricochet DIR/<function>.json`, explain it with `ricochet explain`) holding a "check" record of the
// answers (scenes.h FailureScene), and DIR/<function>.png, the lesson's figure with the student's answer
// drawn over it (overlay.h).
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "check/run.h"

namespace ricochet::app::codecheck {

// Writes the files; returns each function's scene path ("" when none was written). Throws ExportError or
// SceneError (a folder or file that cannot be written).
std::array<std::string, kFnCount> WriteFailures(const CheckResult& r, const std::string& dir);

}  // namespace ricochet::app::codecheck
