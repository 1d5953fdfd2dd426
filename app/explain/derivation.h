// A derivation: the lecture's steps with the numbers plugged in. Built from a lesson's trace by its builder
// (explain/<lesson>.cpp), once per change; shown by `ricochet explain`, the lesson panel, the presentation
// column, handouts, worksheets and practice hints — each through StepLines, so no surface can say what
// another does not.
//
// A step has a kind, and each kind its own lines (StepLines):
//   definition   B(t) ≔ Bs + v t                          the symbol's meaning; numbers if it has any
//   computation  ti = (n̂·P0 − n̂·Bs) / (n̂·v)               the formula, written once as an expression;
//                   = (3.8 − 6.2) / (−2)                   the same expression with the values substituted;
//                   = 1.2                                  the value ("≈" where a printed number is rounded)
//   test         n̂·Bs < n̂·P0 ∧ n̂·Be < n̂·P0                the lecture's condition;
//                6.2 > 3.8 ∧ 4 > 3.8                       the relations that hold between the numbers;
//                   ⇒ not both inside                      what that means
//   cases        b² − 4ac = (−56)² − 4·36·(−10) = 4576     a computation, then the lecture's case list with
//                  < 0: the ray misses …  ▸ > 0: …         the case that holds marked
//   equation     R² = (Lt)² + C² − 2CLt cos Θ ⇒ L²t² − …    an equation as the lecture writes it, with the
//                25 t² − 2 · 60 t + 17 − 1² = 0            numbers, and simplified
//                  ⇔ 25 t² − 120 t + 16 = 0
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "draw/format.h"
#include "draw/ink.h"
#include "math/expr.h"

namespace ricochet::app {

enum class StepKind : std::uint8_t { Definition, Computation, Test, Cases, Equation };

struct StepLayouts;  // what a surface laid out for a step (shell/step_view.cpp), kept with the step

// One case of a case list: its condition ("b² − 4ac < 0") and what it means ("the ray misses the circle").
struct StepCase {
  math::Expr condition;
  std::string words;
};

struct Step {
  std::string key;  // stable name: the result key or trace field, e.g. "n_hat", "before_p0"
  StepKind kind = StepKind::Computation;
  std::string label;  // a test's, case list's or equation's name ("test 1 of 5: both inside")
  math::Expr lhs;     // definition, computation, cases: the symbol (n̂, ti, B(t)); equation: as written
  math::Expr rhs;  // definition, computation, cases: the formula; test: the condition; equation: simplified
  math::Value value;            // computation, cases: the value
  bool holds = false;           // test: the lecture's condition holds for this scene
  std::string outcome;          // test: what the result means ("both inside: no collision")
  std::vector<StepCase> cases;  // cases: the lecture's list
  int which = -1;               // cases: the one that holds
  math::Expr note;              // the lecture's remark beside the formula, shown under it
  Precision precision;          // how this step's numbers print (one precision for the whole step)
  nlohmann::json value_json;    // full precision for --json (number, [x, y], bool, string or null)
  Ink ink = Ink::Text;          // matches the figure's primitive for this quantity

  // The layouts a surface made of this step: a new derivation (new steps) drops them.
  mutable std::shared_ptr<StepLayouts> layouts;

  Step& Note(math::E n) { return note = *n, *this; }
  Step& Json(nlohmann::json j) { return value_json = std::move(j), *this; }
  Step& At(Precision p) { return precision = p, *this; }  // a step whose numbers have their own rounding
};

// The role of one line of a step, for the surfaces that style them apart.
enum class LineRole : std::uint8_t { Formula, Numbers, Value, Outcome, Case, Note };

struct StepLine {
  LineRole role;
  math::Expr expr;      // the whole line; a continuation starts with its relation ("= 1.2", "⇒ hit")
  bool marked = false;  // the case that holds
};

// How much of a step a surface shows: every line; the formula and the value without the numbers (a short
// screen sheds the numbers first); one line "symbol = value" or "test: outcome" for a history row.
enum class Detail : std::uint8_t { Full, NoNumbers, Compact };

// The one place that decides a step's lines.
std::vector<StepLine> StepLines(const Step& s, Detail detail = Detail::Full);
// The step's name as written beside it: its symbol for a definition or computation, its label otherwise.
math::Expr StepName(const Step& s);
// The step as terminal text: its lines, one per line, continuations indented under the first.
std::string StepText(const Step& s, Detail detail = Detail::Full);
// The value as printed in the step: "1.2", "(0.8, −0.6)"; a test's outcome; the case that holds.
std::string StepValueText(const Step& s);

// Builds steps that read like the lecture, sharing one precision.
class Steps {
 public:
  explicit Steps(std::vector<Step>& out, Precision p = {}) : out_(out), p_(p) {}
  // lhs ≔ rhs
  Step& Define(std::string key, math::E lhs, math::E rhs, Ink ink);
  // lhs = rhs = rhs with numbers = value
  Step& Compute(std::string key, math::E lhs, math::E rhs, math::Value value, Ink ink);
  // The lecture's condition, whether it holds, and what this scene's result means.
  Step& Test(std::string key, std::string label, math::E condition, bool holds, std::string outcome, Ink ink);
  // A computation, then the lecture's case list and the one that holds.
  Step& Cases(std::string key, std::string label, math::E lhs, math::E rhs, math::Value value,
              std::vector<StepCase> cases, int which, Ink ink);
  // An equation as written (its quantities substituted in the numbers line), then simplified.
  Step& Equation(std::string key, std::string label, math::E written, math::E simplified, Ink ink);
  Precision& precision() { return p_; }

 private:
  std::vector<Step>& out_;
  Precision p_;
};

struct Derivation {
  std::string lesson;
  nlohmann::json inputs;
  std::vector<Step> steps;
  std::string verdict;    // the deciding test in words
  nlohmann::json result;  // the exact result keys

  // The 0-based position of the step with this key; −1 when there is none. Figures never ask for
  // positions: they ask Lesson::Revealed(st, key).
  int Find(std::string_view key) const;
  // Does step i's formula (its lines' quantities and symbols) name the symbol step j defines? The figure
  // keeps what the latest step uses in focus (Lesson::InFocus).
  bool Uses(int i, int j) const;
};

}  // namespace ricochet::app
