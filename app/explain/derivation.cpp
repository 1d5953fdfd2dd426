#include "explain/derivation.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace ricochet::app {

using math::Rel;

int Derivation::Find(std::string_view key) const {
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (steps[i].key == key) return static_cast<int>(i);
  }
  return -1;
}

namespace {

// The text of every quantity and symbol in e, as written ("n̂·P0", "v⃗", "L²").
void Names(const math::Expr& e, std::vector<std::string>& out) {
  if (!e) return;
  if (e->op == math::Op::Quantity) {
    if (!e->kids.empty()) out.push_back(math::Text(e->kids.front()));
    return;
  }
  if (e->op == math::Op::Symbol) {
    out.push_back(math::Text(e));
    return;
  }
  for (const math::Expr& k : e->kids) Names(k, out);
}

}  // namespace

bool Derivation::Uses(int i, int j) const {
  const int n = static_cast<int>(steps.size());
  if (i < 0 || j < 0 || i >= n || j >= n || i == j) return false;
  const Step& b = steps[static_cast<std::size_t>(j)];
  if (b.kind == StepKind::Test || b.kind == StepKind::Equation) return false;  // they define no symbol
  const std::string name = math::Text(StepName(b));
  const Step& a = steps[static_cast<std::size_t>(i)];
  std::vector<std::string> names;
  Names(a.rhs, names);
  if (a.kind == StepKind::Equation || a.kind == StepKind::Test) Names(a.lhs, names);
  return std::find(names.begin(), names.end(), name) != names.end();
}

namespace {

// "=" where the line states its value exactly, "≈" where it rounds.
Rel EqualOrAbout(bool exact) { return exact ? Rel::Eq : Rel::Approx; }

// Whether a printed value states `v` at the printed precision (for the "=" before a value line that
// follows a numbers line: the numbers, computed as printed, give the printed value).
bool Agrees(const math::Expr& numbers, const math::Expr& value, double noise) {
  const auto a = math::Eval(numbers), b = math::Eval(value);
  if (!a || !b || a->kind != b->kind) return false;
  for (std::size_t i = 0; i < 4; ++i) {
    const double tol = std::max(noise, kRoundingRel * std::max(std::fabs(a->v[i]), std::fabs(b->v[i])));
    if (!(std::fabs(a->v[i] - b->v[i]) <= tol)) return false;
  }
  return true;
}

// "lhs = rhs", one chain where the symbol is itself a chain (e⃗ = P1 − P0 = (x1 − x0, y1 − y0)); a name
// defined as an equation is written "L: n̂·P − n̂·P0 = 0".
math::Expr FormulaLine(const math::Expr& lhs, Rel rel, const math::Expr& rhs) {
  if (rel == Rel::Def && rhs->op == math::Op::Relation) return *math::Row({lhs, math::Word(": "), rhs});
  if (lhs->op != math::Op::Relation) return *math::Relation(lhs, rel, rhs);
  math::Node chain = *lhs;
  chain.kids.push_back(rhs);
  chain.rels.push_back(rel);
  return std::make_shared<const math::Node>(std::move(chain));
}

std::vector<StepLine> ComputationLines(const Step& s, Detail detail) {
  std::vector<StepLine> out;
  const Precision& p = s.precision;
  const math::Expr value = s.value.Has() ? math::ValueExpr(s.value, p) : nullptr;
  if (detail == Detail::Compact) {
    if (!value) return {{LineRole::Formula, s.lhs}};
    // One chain where the symbol is itself one: "e⃗ = P1 − P0 = (−4, 3)", not "(e⃗ = P1 − P0) = (−4, 3)".
    return {{LineRole::Value, FormulaLine(s.lhs, EqualOrAbout(math::Exact(value)), value)}};
  }
  const Rel def = s.kind == StepKind::Definition ? Rel::Def : Rel::Eq;
  // "n̂·P0" alone where the formula is the symbol itself; "ti = (n̂·P0 − n̂·Bs) / (n̂·v)" otherwise.
  const bool same = !s.rhs || math::Text(s.rhs) == math::Text(s.lhs);
  out.push_back({LineRole::Formula, same ? s.lhs : FormulaLine(s.lhs, def, s.rhs)});
  math::Expr numbers;
  if (s.rhs && math::HasQuantity(s.rhs) && s.rhs->op != math::Op::Quantity) {
    numbers = math::Substitute(s.rhs, p);
    if (value && math::Text(numbers) == math::Text(value)) numbers = nullptr;  // nothing left to compute
  }
  if (numbers && detail == Detail::Full) {
    out.push_back({LineRole::Numbers, *math::Lead(EqualOrAbout(math::Exact(numbers)), numbers)});
  }
  if (value) {
    const bool exact = numbers && detail == Detail::Full
                           ? Agrees(numbers, value, p.zero)
                           : math::Exact(value) && (!numbers || math::Exact(numbers));
    out.push_back({LineRole::Value, *math::Lead(EqualOrAbout(exact), value)});
  }
  if (s.note && detail == Detail::Full) out.push_back({LineRole::Note, s.note});
  return out;
}

std::vector<StepLine> TestLines(const Step& s, Detail detail) {
  const math::Expr outcome = *math::Lead(Rel::Implies, math::Prose(s.outcome));
  if (detail == Detail::Compact)
    return {{LineRole::Outcome, *math::Prose(s.label + ": " + s.outcome), s.holds}};
  std::vector<StepLine> out;
  out.push_back({LineRole::Formula, s.rhs});
  if (detail == Detail::Full && math::HasQuantity(s.rhs)) {
    out.push_back({LineRole::Numbers, math::Substitute(s.rhs, s.precision)});
  }
  out.push_back({LineRole::Outcome, outcome, s.holds});
  if (s.note && detail == Detail::Full) out.push_back({LineRole::Note, s.note});
  return out;
}

// A quantity computed as a computation is, then the lecture's case list with the one that holds marked.
std::vector<StepLine> CaseLines(const Step& s, Detail detail) {
  const bool known = s.which >= 0 && s.which < static_cast<int>(s.cases.size());
  if (detail == Detail::Compact) {  // "b² − 4ac = 784: the ray intersects the circle"
    std::vector<StepLine> out = ComputationLines(s, detail);
    if (known) {
      out.front().expr = *math::Row({out.front().expr, math::Word(": "),
                                     math::Prose(s.cases[static_cast<std::size_t>(s.which)].words)});
    }
    return out;
  }
  std::vector<StepLine> out = ComputationLines(s, detail);
  const bool note = !out.empty() && out.back().role == LineRole::Note;
  const StepLine kept = note ? out.back() : StepLine{};
  if (note) out.pop_back();
  for (std::size_t i = 0; i < s.cases.size(); ++i) {
    const StepCase& c = s.cases[i];
    out.push_back({LineRole::Case, *math::Row({c.condition, math::Word(": "), math::Prose(c.words)}),
                   known && static_cast<int>(i) == s.which});
  }
  if (note) out.push_back(kept);
  return out;
}

// An equation the lecture rewrites: as written, with the numbers, and simplified ("⇔ 25 t² − 120 t + 16 =
// 0").
std::vector<StepLine> EquationLines(const Step& s, Detail detail) {
  if (detail == Detail::Compact) return {{LineRole::Value, s.rhs}};
  std::vector<StepLine> out;
  out.push_back({LineRole::Formula, s.lhs});
  // The numbers go into the equation the lecture solves: the last part of a chain written "… ⇒ equation".
  math::Expr solved = s.lhs;
  if (solved->op == math::Op::Relation && !solved->rels.empty() && solved->rels.back() == Rel::Implies) {
    solved = solved->kids.back();
  }
  if (detail == Detail::Full && math::HasQuantity(solved)) {
    const math::Expr numbers = math::Substitute(solved, s.precision);
    if (math::Text(numbers) != math::Text(s.rhs)) out.push_back({LineRole::Numbers, numbers});
  }
  if (s.rhs) out.push_back({LineRole::Value, *math::Lead(Rel::Iff, s.rhs)});
  if (s.note && detail == Detail::Full) out.push_back({LineRole::Note, s.note});
  return out;
}

}  // namespace

std::vector<StepLine> StepLines(const Step& s, Detail detail) {
  switch (s.kind) {
    case StepKind::Definition:
    case StepKind::Computation: return ComputationLines(s, detail);
    case StepKind::Test: return TestLines(s, detail);
    case StepKind::Cases: return CaseLines(s, detail);
    case StepKind::Equation: return EquationLines(s, detail);
  }
  return {};
}

math::Expr StepName(const Step& s) {
  if (s.kind == StepKind::Test || s.kind == StepKind::Equation || !s.lhs ||
      (s.kind == StepKind::Cases && !s.label.empty())) {
    return *math::Prose(s.label);
  }
  // The symbol a chain defines: e⃗ of "e⃗ = P1 − P0 = (x1 − x0, y1 − y0)".
  return s.lhs->op == math::Op::Relation ? s.lhs->kids.front() : s.lhs;
}

std::string StepText(const Step& s, Detail detail) {
  // A test's, equation's or named case list's name first: "test 1 of 5: both inside".
  std::string out = detail != Detail::Compact && StepName(s)->op != math::Op::Relation &&
                            (s.kind == StepKind::Test || s.kind == StepKind::Equation ||
                             (s.kind == StepKind::Cases && !s.label.empty()))
                        ? math::Text(StepName(s))
                        : "";
  for (const StepLine& l : StepLines(s, detail)) {
    const bool continues =
        l.role == LineRole::Numbers || l.role == LineRole::Value || l.role == LineRole::Outcome;
    const std::string indent = out.empty() ? "" : continues && s.kind != StepKind::Test ? "    " : "  ";
    const std::string mark = l.role == LineRole::Case ? (l.marked ? "▸ " : "  ") : "";
    const std::string text = l.role == LineRole::Note ? "(" + math::Text(l.expr) + ")" : math::Text(l.expr);
    out += (out.empty() ? "" : "\n") + indent + mark + text;
  }
  return out;
}

std::string StepValueText(const Step& s) {
  switch (s.kind) {
    case StepKind::Test: return math::Text(math::Prose(s.outcome));
    case StepKind::Equation: return math::Text(s.rhs);
    case StepKind::Cases:
      return s.which >= 0 && s.which < static_cast<int>(s.cases.size())
                 ? math::Text(math::Prose(s.cases[static_cast<std::size_t>(s.which)].words))
                 : "";
    default: return s.value.Has() ? math::Text(math::ValueExpr(s.value, s.precision)) : "";
  }
}

Step& Steps::Define(std::string key, math::E lhs, math::E rhs, Ink ink) {
  Step s;
  s.key = std::move(key);
  s.kind = StepKind::Definition;
  s.lhs = *lhs, s.rhs = *rhs;
  s.precision = p_;
  s.ink = ink;
  s.value_json = nullptr;
  out_.push_back(std::move(s));
  return out_.back();
}

Step& Steps::Compute(std::string key, math::E lhs, math::E rhs, math::Value value, Ink ink) {
  Step s;
  s.key = std::move(key);
  s.kind = StepKind::Computation;
  s.lhs = *lhs, s.rhs = *rhs;
  s.value = value;
  s.precision = p_;
  s.ink = ink;
  s.value_json = value.Json();
  out_.push_back(std::move(s));
  return out_.back();
}

Step& Steps::Test(std::string key, std::string label, math::E condition, bool holds, std::string outcome,
                  Ink ink) {
  Step s;
  s.key = std::move(key);
  s.kind = StepKind::Test;
  s.label = std::move(label);
  s.rhs = *condition;
  s.holds = holds;
  s.outcome = std::move(outcome);
  s.precision = p_;
  s.ink = ink;
  s.value_json = holds;
  out_.push_back(std::move(s));
  return out_.back();
}

Step& Steps::Cases(std::string key, std::string label, math::E lhs, math::E rhs, math::Value value,
                   std::vector<StepCase> cases, int which, Ink ink) {
  Step& s = Compute(std::move(key), std::move(lhs), std::move(rhs), value, ink);
  s.kind = StepKind::Cases;
  s.label = std::move(label);
  s.cases = std::move(cases);
  s.which = which;
  s.value_json = which >= 0 && which < static_cast<int>(s.cases.size()) ? nlohmann::json(s.cases[which].words)
                                                                        : nlohmann::json(nullptr);
  return s;
}

Step& Steps::Equation(std::string key, std::string label, math::E written, math::E simplified, Ink ink) {
  Step s;
  s.key = std::move(key);
  s.kind = StepKind::Equation;
  s.label = std::move(label);
  s.lhs = *written, s.rhs = *simplified;
  s.precision = p_;
  s.ink = ink;
  s.value_json = math::Text(simplified);
  out_.push_back(std::move(s));
  return out_.back();
}

}  // namespace ricochet::app
