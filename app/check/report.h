// A check run as a report: text for the terminal, JSON for scripts and Gradescope, JUnit XML for GitHub
// Classroom and other CI.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "check/run.h"

namespace ricochet::app::codecheck {

// The files --out wrote for a function's failing case (out.h): the scene and the picture, or why not.
struct Written {
  std::string scene, picture;
  std::string problem;  // "" when written (or not asked)
};
using WrittenFiles = std::array<Written, kFnCount>;

// One function's lines: its verdict, and for a failure the smallest failing case, expected against got,
// every problem found, the trace beside the lesson's derivation, and the files written for it.
std::string FunctionText(const FunctionResult& f, const Written& out = {});
// The whole run; `source` is what was checked ("student.c", "answers.json").
std::string ReportText(const CheckResult& r, const std::string& source, const WrittenFiles& out = {});
nlohmann::json ReportJson(const CheckResult& r, const std::string& source, const WrittenFiles& out = {});
std::string ReportJUnit(const CheckResult& r, const std::string& source);

}  // namespace ricochet::app::codecheck
