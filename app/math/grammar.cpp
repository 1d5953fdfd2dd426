#include "math/grammar.h"

namespace ricochet::app::math {

int Precedence(const Node& n, bool linear) {
  switch (n.op) {
    case Op::And:
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
    case Op::Row: return n.kids.size() > 1 ? 6 : 7;  // a written compound (n̂·P0) is one quantity
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
    case Op::Mul:
    case Op::Dot: return p < 3 || (i > 0 && minus) || (p == 3 && kid.op == Op::Div);
    case Op::Div:
      return i == 0 ? p < 3 || kid.op == Op::Div || (linear && kid.op == Op::Frac) : p <= 3 || minus;
    case Op::Frac:
      if (!linear) return false;
      return i == 0 ? p <= 3 : p <= 3 || minus || p == 6;
    case Op::Neg: return p < 4 || minus;
    case Op::Pow: return i == 0 ? (p < 7 || minus || (!linear && kid.op == Op::Frac)) : false;
    case Op::Relation: return p <= 1;
    case Op::And: return p < 1;
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
  // Numbers side by side need a sign between them; so does a number after a bracketed group: (4, 0) · 0.6.
  if (Numeric(right)) return true;
  return Numeric(left) && (right.op == Op::Tuple || right.op == Op::Paren || NeedsParens(parent, i, true));
}

}  // namespace ricochet::app::math
