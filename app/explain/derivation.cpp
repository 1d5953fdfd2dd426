#include "explain/derivation.h"

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

Step::Step(std::string key_, std::string symbol, std::string formula, std::string substituted,
           std::string value, nlohmann::json value_json_, Ink ink_)
    : key(std::move(key_)), value_json(std::move(value_json_)), ink(ink_) {
  label = symbol;
  lhs = *math::Word(symbol);
  if (!formula.empty() && formula != symbol) rhs = *math::Word(formula);
  if (!substituted.empty()) legacy_numbers = *math::Word(substituted);
  if (!value.empty()) legacy_value = *math::Word(value);
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
    const double tol = std::max(noise, kNoiseRel * std::max(std::fabs(a->v[i]), std::fabs(b->v[i])));
    if (!(std::fabs(a->v[i] - b->v[i]) <= tol)) return false;
  }
  return true;
}

std::vector<StepLine> LegacyLines(const Step& s, Detail detail) {
  std::vector<StepLine> out;
  const std::string sym = math::Text(s.lhs);
  if (detail == Detail::Compact) {
    out.push_back({LineRole::Value, *math::Word(sym + " = " + math::Text(s.legacy_value))});
    return out;
  }
  out.push_back({LineRole::Formula, s.rhs ? *math::Word(sym + " = " + math::Text(s.rhs)) : s.lhs});
  const std::string num = math::Text(s.legacy_numbers), val = math::Text(s.legacy_value);
  if (detail == Detail::Full && !num.empty() && num != val) {
    out.push_back({LineRole::Numbers, *math::Lead(Rel::Eq, math::Word(num))});
  }
  if (!val.empty()) out.push_back({LineRole::Value, *math::Lead(Rel::Eq, math::Word(val))});
  return out;
}

std::vector<StepLine> ComputationLines(const Step& s, Detail detail) {
  std::vector<StepLine> out;
  const Precision& p = s.precision;
  const math::Expr value = s.value.Has() ? math::ValueExpr(s.value, p) : nullptr;
  if (detail == Detail::Compact) {
    if (!value) return {{LineRole::Formula, s.lhs}};
    return {{LineRole::Value, *math::Relation(s.lhs, EqualOrAbout(math::Exact(value)), value)}};
  }
  const Rel def = s.kind == StepKind::Definition ? Rel::Def : Rel::Eq;
  out.push_back({LineRole::Formula, s.rhs ? *math::Relation(s.lhs, def, s.rhs) : s.lhs});
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
  const math::Expr outcome = *math::Lead(Rel::Implies, math::Word(s.outcome));
  if (detail == Detail::Compact)
    return {{LineRole::Outcome, *math::Word(s.label + ": " + s.outcome), s.holds}};
  std::vector<StepLine> out;
  out.push_back({LineRole::Formula, s.rhs});
  if (detail == Detail::Full && math::HasQuantity(s.rhs)) {
    out.push_back({LineRole::Numbers, math::Substitute(s.rhs, s.precision)});
  }
  out.push_back({LineRole::Outcome, outcome, s.holds});
  if (s.note && detail == Detail::Full) out.push_back({LineRole::Note, s.note});
  return out;
}

std::vector<StepLine> CaseLines(const Step& s, Detail detail) {
  const math::Expr value = s.value.Has() ? math::ValueExpr(s.value, s.precision) : nullptr;
  const math::Expr quantity = value ? *math::Relation(s.rhs, EqualOrAbout(math::Exact(value)), value) : s.rhs;
  const bool known = s.which >= 0 && s.which < static_cast<int>(s.cases.size());
  if (detail == Detail::Compact) {
    const std::string holds = known ? s.cases[static_cast<std::size_t>(s.which)].words : "";
    return {{LineRole::Outcome, *math::Word(s.label + ": " + holds), true}};
  }
  std::vector<StepLine> out;
  out.push_back({LineRole::Formula, quantity});
  for (std::size_t i = 0; i < s.cases.size(); ++i) {
    const StepCase& c = s.cases[i];
    out.push_back({LineRole::Case, *math::Row({c.condition, math::Word(": " + c.words)}),
                   known && static_cast<int>(i) == s.which});
  }
  if (s.note && detail == Detail::Full) out.push_back({LineRole::Note, s.note});
  return out;
}

}  // namespace

std::vector<StepLine> StepLines(const Step& s, Detail detail) {
  if (s.legacy_value || s.legacy_numbers) return LegacyLines(s, detail);
  switch (s.kind) {
    case StepKind::Definition:
    case StepKind::Computation: return ComputationLines(s, detail);
    case StepKind::Test: return TestLines(s, detail);
    case StepKind::Cases: return CaseLines(s, detail);
  }
  return {};
}

math::Expr StepName(const Step& s) {
  if (s.kind == StepKind::Test || s.kind == StepKind::Cases || !s.lhs) return *math::Word(s.label);
  return s.lhs;
}

std::string StepText(const Step& s, Detail detail) {
  std::string out;
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
  if (s.legacy_value) return math::Text(s.legacy_value);
  switch (s.kind) {
    case StepKind::Test: return s.outcome;
    case StepKind::Cases:
      return s.which >= 0 && s.which < static_cast<int>(s.cases.size())
                 ? s.cases[static_cast<std::size_t>(s.which)].words
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

Step& Steps::Cases(std::string key, std::string label, math::E quantity, math::Value value,
                   std::vector<StepCase> cases, int which, Ink ink) {
  Step s;
  s.key = std::move(key);
  s.kind = StepKind::Cases;
  s.label = std::move(label);
  s.rhs = *quantity;
  s.value = value;
  s.cases = std::move(cases);
  s.which = which;
  s.precision = p_;
  s.ink = ink;
  s.value_json = which >= 0 && which < static_cast<int>(s.cases.size()) ? nlohmann::json(s.cases[which].words)
                                                                        : nlohmann::json(nullptr);
  out_.push_back(std::move(s));
  return out_.back();
}

}  // namespace ricochet::app
