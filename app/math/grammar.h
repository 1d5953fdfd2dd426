// How an expression tree reads on a line: operator precedence, where parentheses go, where a product needs
// its "·". One set of rules for every writer (Text, MathML, the typesetter), so they agree.
#pragma once

#include <cstddef>

#include "math/expr.h"

namespace ricochet::app::math {

// Binding strength: relations 1, sums 2, products 3, a leading minus 4, powers 5, atoms 7. `linear`: a
// fraction written on one line (a / b) binds as a product; stacked it is an atom.
int Precedence(const Node& n, bool linear);
// Whether the tree prints starting with a minus sign (−3, −b, −2 · a).
bool StartsWithMinus(const Node& n);
// Whether kid `i` of `parent` is written in parentheses.
bool NeedsParens(const Node& parent, std::size_t i, bool linear);
// Whether a juxtaposed product writes "·" between kid i − 1 and kid i: where two numbers would touch
// (2 · 3, (4, 0) · 0.6), never between symbols (2a, v t).
bool ProductDot(const Node& parent, std::size_t i);
// Whether no symbol is left in the tree: numbers only (a substituted formula).
bool Numeric(const Node& n);

}  // namespace ricochet::app::math
