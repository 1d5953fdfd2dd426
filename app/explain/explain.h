// `ricochet explain`: a scene's derivation as a student would write it. Each lesson's builder is in its own
// file here (explain/<lesson>.h: the scene's inputs, their reader, the builder); the syllabus
// (lessons/lesson_list.cpp) dispatches a scene to it with Explain(). This header prints derivations.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"

namespace ricochet::app {

// The terminal's width for `ricochet explain`: longer lines wrap at a space, indented.
inline constexpr std::size_t kExplainColumns = 80;

// The human-readable derivation: each step numbered, its lines (StepLines) as Unicode text; then the verdict.
std::string ExplainText(const Derivation& d);
// {"lesson", "inputs", "steps": [{"key", "kind", "symbol", "formula", "expression" (the formula line's tree),
// "value", "lines": [{"role", "text", "mathml"}], "holds"/"outcome" for tests}], "verdict", "result"};
// numbers at full precision with representation noise rounded off (JsonNoiseless).
nlohmann::json ExplainJson(const Derivation& d);

}  // namespace ricochet::app
