// A check run as a report: text for the terminal, JSON for scripts and Gradescope, JUnit XML for GitHub
// Classroom and other CI.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "check/run.h"

namespace ricochet::app::codecheck {

// One function's lines: its verdict, and for a failure the smallest failing case, expected against got,
// every problem found, and the trace beside the lesson's derivation. `scene` names the failing case's scene
// file when one was written ("" otherwise).
std::string FunctionText(const FunctionResult& f, const std::string& scene = "");
// The whole run; `source` is what was checked ("student.c", "answers.json"); scenes[fn] as above.
std::string ReportText(const CheckResult& r, const std::string& source,
                       const std::array<std::string, kFnCount>& scenes = {});
nlohmann::json ReportJson(const CheckResult& r, const std::string& source);
std::string ReportJUnit(const CheckResult& r, const std::string& source);

}  // namespace ricochet::app::codecheck
