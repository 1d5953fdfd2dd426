// Mathematics as data: a small expression tree whose leaves are the lecture's named quantities. A step's
// formula is written once as an Expr; the line "with the numbers" is the same tree with each quantity's value
// substituted (Substitute), so the two cannot disagree. Every surface reads the tree: the typesetter
// (math/typeset.h) lays it into boxes for the window, the projector and Cairo; Text() writes the terminal's
// Unicode; MathML() the browser's description layer; Json() `explain --json`.
#pragma once

#include <array>
#include <initializer_list>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "draw/format.h"
#include "ricochet/vec2.h"

namespace ricochet::app::math {

// What a quantity holds: a number, a vector (x, y), a 2×2 matrix (row-major) or an angle in degrees.
struct Value {
  enum class Kind : std::uint8_t { None, Scalar, Vector, Matrix, Degrees };
  Kind kind = Kind::None;
  std::array<double, 4> v{};

  Value() = default;
  Value(double x) : kind(Kind::Scalar), v{x, 0, 0, 0} {}    // NOLINT: implicit on purpose
  Value(Vec2 p) : kind(Kind::Vector), v{p.x, p.y, 0, 0} {}  // NOLINT
  static Value Of(double x) { return Value(x); }
  static Value Of(Vec2 p) { return Value(p); }
  static Value Mat(double a, double b, double c, double d) {
    Value m;
    m.kind = Kind::Matrix, m.v = {a, b, c, d};
    return m;
  }
  static Value Deg(double x) {
    Value m(x);
    m.kind = Kind::Degrees;
    return m;
  }
  bool Has() const { return kind != Kind::None; }
  double X() const { return v[0]; }
  Vec2 Vec() const { return {v[0], v[1]}; }
  // Full precision for `explain --json`: a number, [x, y], [[a, b], [c, d]]; null for none.
  nlohmann::json Json() const;
};

// Relations, and the connectives a test or a case list needs.
enum class Rel : std::uint8_t { Eq, Approx, Def, Lt, Gt, Le, Ge, Ne, Equiv, In, NotIn, Implies, Iff };
// "=", "≈", ":=", "<", … as printed.
const char* RelText(Rel r);
// The relation's negation (Lt → Ge …); Eq ↔ Ne, In ↔ NotIn.
Rel Negate(Rel r);
// Is `w` a relation's sign ("=", "<", "≤", "∈" …) / a binary operator's ("+", "−", "±", "·", "×", "/")? A
// line of text or prose never breaks after one (draw/text_wrap.h, math/typeset.h).
bool IsRelationSign(std::string_view w);
bool IsOperatorSign(std::string_view w);

enum class Op : std::uint8_t {
  Symbol,     // one symbol: base, subscript, superscript, accent (parsed from markup by Sym)
  Number,     // a constant of the formula, or a value once substituted: `num`, printed as `text`
  Quantity,   // a named quantity: kids[0] is how it is written, `value` what Substitute puts in its place
  Word,       // upright words inside a formula ("if", "no collision")
  Operator,   // an operator sign inside a written symbol (the · of n̂·P0)
  Row,        // kids side by side, as written (a symbol's markup: n̂·P0)
  Add,        // kids joined by + (a kid that is Neg prints as "− x")
  Sub,        // kids[0] − kids[1]
  Neg,        // −kids[0]
  PlusMinus,  // kids[0] ± kids[1]
  Mul,        // juxtaposed: 2a, v t (a "·" where two numbers meet)
  Dot,        // kids joined by ·: the dot product, or an explicit product
  Div,        // kids[0] / kids[1] on one line
  Frac,       // kids[0] over kids[1]
  Pow,        // kids[0] to the power kids[1]
  Sqrt,       // √kids[0]
  Norm,       // ‖kids[0]‖
  Abs,        // |kids[0]|
  Ceil,       // ⌈kids[0]⌉
  Paren,      // (kids[0]) as the lecture writes it
  Tuple,      // (kids…): a point or a vector
  Matrix,     // kids row-major, `cols` columns, in brackets
  Call,       // text(kids…): cos(θ), min(t0, t1), B(t)
  Interval,   // [kids[0], kids[1]]
  Relation,   // kids[0] rels[0] kids[1] rels[1] kids[2] …
  And,        // kids joined by ∧
  Or,         // kids joined by ∨
  Lead,       // rels[0] kids[0]: a line that continues the one above ("= 3", "⇒ both inside")
};

struct Node;
using Expr = std::shared_ptr<const Node>;

enum class Accent : std::uint8_t { None, Hat, Arrow };

struct Node {
  Op op = Op::Word;
  std::string text;      // Symbol: base; Number: as printed; Word, Operator: the text; Call: the function
  std::string sub, sup;  // Symbol
  Accent accent = Accent::None;
  bool upright = false;   // Symbol: a function name or a word (cos, min), not a variable
  bool rounded = false;   // Number: printed rounded (its text is not its value exactly)
  double num = 0.0;       // Number: the value its text states
  Value value;            // Quantity
  int cols = 0;           // Matrix
  std::vector<Rel> rels;  // Relation, Lead
  std::vector<Expr> kids;
};

// An Expr with operators, so a step reads as the lecture writes it: (nP0 - nBs) / nv.
class E {
 public:
  E() = default;
  E(Expr e) : e_(std::move(e)) {}                        // NOLINT: implicit on purpose
  E(double constant);                                    // NOLINT: a constant of the formula: 2 in 2a
  E(int constant) : E(static_cast<double>(constant)) {}  // NOLINT
  const Expr& operator*() const { return e_; }
  const Node* operator->() const { return e_.get(); }
  explicit operator bool() const { return e_ != nullptr; }
  operator Expr() const { return e_; }  // NOLINT

 private:
  Expr e_;
};

// A symbol from markup: letters are italic variables (a run of letters is one name: dist), digits upright;
// `_x` or `_{xy}` a subscript, `^x` or `²` a superscript, `'` a prime; n̂ (U+0302) a hat, v⃗ (U+20D7) an
// arrow; `·`, `+`, `−`, `(`, `)`, `,` and spaces are written as they are. cos, sin, min, max are upright.
//   Sym("B_s"), Sym("n̂·P_0"), Sym("dist_0²"), Sym("V_1'"), Sym("r_s + r_c")
E Sym(std::string_view markup);
// A named quantity: written as `markup`, worth `value` in the numbers line.
E Q(std::string_view markup, Value value);
// A quantity written as an expression (its symbol is a formula of other symbols).
E Q(E written, Value value);
E Word(std::string_view text);
// Words with mathematics between dollar signs, each part as Sym reads it: "the ray $B(t) = B_s + v⃗ t$".
E Prose(std::string_view text);
E Lit(double constant);                      // a constant of the formula, printed the same in every line
E Lit(double constant, const Precision& p);  // a number the derivation computed, printed at its precision
E Deg(double degrees);                       // an angle of the formula: −90°

E operator+(E a, E b);
E operator-(E a, E b);
E operator-(E a);
E operator*(E a, E b);  // juxtaposition
E Dot(E a, E b);
E Div(E a, E b);
E Frac(E num, E den);
E Pow(E base, E exponent);
inline E Sq(E base) { return Pow(std::move(base), 2); }
E PlusMinus(E a, E b);
E Sqrt(E a);
E Norm(E a);
E Abs(E a);
E Ceil(E a);
E Paren(E a);
E Tuple(std::initializer_list<E> kids);
E Matrix(int cols, std::initializer_list<E> row_major);
E Call(std::string_view name, std::initializer_list<E> args);
E CallOf(std::string_view name, std::vector<Expr> args);
E Interval(E lo, E hi);
E Row(std::initializer_list<E> kids);
E Relation(E a, Rel r, E b);
E Chain(std::initializer_list<E> kids, std::initializer_list<Rel> rels);
E And(std::initializer_list<E> kids);
E Or(std::initializer_list<E> kids);
E Lead(Rel r, E a);
inline E Eq(E a, E b) { return Relation(std::move(a), Rel::Eq, std::move(b)); }
inline E Lt(E a, E b) { return Relation(std::move(a), Rel::Lt, std::move(b)); }
inline E Gt(E a, E b) { return Relation(std::move(a), Rel::Gt, std::move(b)); }
inline E Le(E a, E b) { return Relation(std::move(a), Rel::Le, std::move(b)); }
inline E Ge(E a, E b) { return Relation(std::move(a), Rel::Ge, std::move(b)); }
inline E Ne(E a, E b) { return Relation(std::move(a), Rel::Ne, std::move(b)); }
inline E In(E a, E b) { return Relation(std::move(a), Rel::In, std::move(b)); }

// The value a formula computes from its quantities' values, or nothing (symbols without values, words,
// relations). Tests use it to check that a step's formula gives the step's value.
std::optional<Value> Eval(const Expr& e);

// The same expression with every quantity replaced by its value printed at `p`, and every relation between
// numbers replaced by the one that holds at the printed precision (a lecture's test "n̂·Bs < n̂·P0" becomes
// "6.2 > 3.8" when it fails), so a numbers line never states a falsehood. `noise` is the tolerance below
// which two sides count as equal (the computation's rounding; the caller's Precision.zero by default).
Expr Substitute(const Expr& e, const Precision& p);
// Whether the tree holds a quantity (so a numbers line says something the formula does not).
bool HasQuantity(const Expr& e);
// Whether every number printed in the tree is its value exactly (no rounding): "=" or "≈" before it.
bool Exact(const Expr& e);
// A value printed as the numbers line prints it: 3, (4, −3), [0 1; −1 0], −90°.
Expr ValueExpr(const Value& v, const Precision& p);

// Terminal Unicode on one line: "t_i = (n̂·P0 − n̂·Bs) / (n̂·v)", subscripts as P0, Bs, e_y.
std::string Text(const Expr& e);
// Presentation MathML, one <math> element.
std::string MathML(const Expr& e);
// The tree for `explain --json`: {"op": "frac", "args": [...]}, leaves {"symbol": …}, {"number": …}.
nlohmann::json Json(const Expr& e);

}  // namespace ricochet::app::math
