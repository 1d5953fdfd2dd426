// `--out DIR`: each failing function's smallest case as DIR/<function>.json, a scene of its lesson (open it
// with `ricochet DIR/<function>.json`, explain it with `ricochet explain`) holding a "check" record of the
// answers (scenes.h FailureScene), and DIR/<function>.png, the lesson's figure with the student's answer
// drawn over it (overlay.h).
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "check/report.h"
#include "check/run.h"

namespace ricochet::app::codecheck {

// Writes the files of every failing function. A case that cannot be written (the lesson cannot show it, a
// file cannot be written) says why in its Written::problem and the others are still written; only a folder
// that cannot be created throws (ExportError).
WrittenFiles WriteFailures(const CheckResult& r, const std::string& dir);

}  // namespace ricochet::app::codecheck
