#include "math/grammar.h"

#include <algorithm>

namespace ricochet::app::math {

int Precedence(const Node& n, bool linear) {
  switch (n.op) {
    case Op::And:
    case Op::Or:
    case Op::Lead: return 0;
    case Op::Relation: return 1;
    case Op::Add:
    case Op::Sub:
    case Op::PlusMinus: return 2;
    case Op::Mul:
    case Op::Dot:
    case Op::Div: return 3;
    case Op::Frac: return linear ? 3 : 7;
    case Op::Neg: return 4;
    case Op::Pow: return 5;
    case Op::Number: return n.text.rfind("−", 0) == 0 ? 4 : 7;
    case Op::Row: {  // a written compound binds as its loosest sign: r_s + r_c a sum, n̂·P0 a product
      int p = 7;
      for (const Expr& k : n.kids) {
        if (k->op != Op::Operator) continue;
        if (k->text == "+" || k->text == "−") p = std::min(p, 2);
        if (k->text == "·" || k->text == "/") p = std::min(p, 3);
      }
      return p;
    }
    case Op::Quantity: return Precedence(*n.kids[0], linear);
    default: return 7;
  }
}

bool StartsWithMinus(const Node& n) {
  switch (n.op) {
    case Op::Neg: return true;
    case Op::Number: return n.text.rfind("−", 0) == 0;
    case Op::Add:
    case Op::Sub:
    case Op::PlusMinus:
    case Op::Mul:
    case Op::Dot:
    case Op::Div:
    case Op::Pow:
    case Op::Relation: return !n.kids.empty() && StartsWithMinus(*n.kids[0]) && !NeedsParens(n, 0, true);
    case Op::Quantity: return StartsWithMinus(*n.kids[0]);
    default: return false;
  }
}

bool NeedsParens(const Node& parent, std::size_t i, bool linear) {
  const Node& kid = *parent.kids[i];
  const int p = Precedence(kid, linear);
  const bool minus = StartsWithMinus(kid);
  switch (parent.op) {
    case Op::Add: return p < 2 || (i > 0 && minus && kid.op != Op::Neg);  // a + (−3); a + −b prints a − b
    case Op::Sub:
    case Op::PlusMinus: return i == 0 ? p < 2 : p <= 2 || minus;
    case Op::Mul: return (p <= 3 && kid.op != Op::Mul) || (i > 0 && minus);  // 2(i⃗·n̂)n̂
    case Op::Dot: return p < 3 || (i > 0 && minus) || (p == 3 && kid.op == Op::Div);
    case Op::Div:
      return i == 0 ? p < 3 || kid.op == Op::Div || (linear && kid.op == Op::Frac) : p <= 3 || minus;
    case Op::Frac:  // on one line: (a + b) / (2a), m V² / 2
      if (!linear) return false;
      return i == 0 ? p < 3 || kid.op == Op::Div || kid.op == Op::Frac : p <= 3 || minus || p == 6;
    case Op::Neg: return p < 4 || minus;
    case Op::Pow: return i == 0 ? (p < 7 || minus || (!linear && kid.op == Op::Frac)) : false;
    case Op::Relation: {
      // "A = r² ⇒ a t² + b t + c = 0": equations joined by ⇒ or ⇔ need no parentheses.
      const auto loose = [&](std::size_t r) {
        return parent.rels[r] == Rel::Implies || parent.rels[r] == Rel::Iff;
      };
      if (kid.op == Op::Relation && (i == 0 || loose(i - 1)) && (i + 1 >= parent.kids.size() || loose(i)))
        return false;
      return p <= 1;
    }
    case Op::And:
    case Op::Or: return p < 1;
    default: return false;
  }
}

bool Numeric(const Node& n) {
  if (n.op == Op::Symbol || n.op == Op::Quantity || n.op == Op::Word) return false;
  for (const Expr& k : n.kids) {
    if (!Numeric(*k)) return false;
  }
  return true;
}

bool ProductDot(const Node& parent, std::size_t i) {
  const Node& right = *parent.kids[i];
  const Node& left = *parent.kids[i - 1];
  // A number after anything needs a sign before it (t · 0.6, (4, 0) · 0.6, 2 · 3); so does a bracketed group
  // after a number ((0.8, 0.6) · (3, 1), 2 · (−3)). A symbol's factors stay side by side: 2a, t (8, 0).
  if (right.op == Op::Number || StartsWithMinus(right)) return true;
  return Numeric(left) && Numeric(right);
}

}  // namespace ricochet::app::math
