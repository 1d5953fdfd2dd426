// A derivation step's lines as terminal text, for tests that read what a surface prints
// (explain/derivation.h: StepLines decides the lines; math::Text writes them).
#pragma once

#include <string>

#include "explain/derivation.h"

namespace ricochet::app {

// The step's name: its symbol ("n̂", "t_i") or a test's label ("test 1 of 5: both inside").
inline std::string SymbolOf(const Step& s) { return math::Text(StepName(s)); }

// The text of the step's first line of `role` ("" when it has none): the formula line "t_i = (n̂·P0 − …) /
// (n̂·v⃗)", the numbers line "= (0 − 3) / (−5)", the value line "= 0.6", a test's outcome "⇒ not parallel".
inline std::string LineText(const Step& s, LineRole role) {
  for (const StepLine& l : StepLines(s)) {
    if (l.role == role) return math::Text(l.expr);
  }
  return "";
}
inline std::string FormulaOf(const Step& s) { return LineText(s, LineRole::Formula); }
inline std::string NumbersOf(const Step& s) { return LineText(s, LineRole::Numbers); }

}  // namespace ricochet::app
