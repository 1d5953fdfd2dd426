#include "math/expr.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "math/grammar.h"

namespace ricochet::app::math {

namespace {

Expr Make(Node n) { return std::make_shared<const Node>(std::move(n)); }

Expr Make(Op op, std::vector<Expr> kids) {
  Node n;
  n.op = op;
  n.kids = std::move(kids);
  return Make(std::move(n));
}

std::vector<Expr> Kids(std::initializer_list<E> list) {
  std::vector<Expr> v;
  v.reserve(list.size());
  for (const E& e : list) v.push_back(*e);
  return v;
}

// One UTF-8 code point starting at s[i]; advances i.
std::string NextCodePoint(std::string_view s, std::size_t& i) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  std::size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : 4;
  len = std::min(len, s.size() - i);
  std::string cp(s.substr(i, len));
  i += len;
  return cp;
}

bool IsLetter(const std::string& cp) {
  if (cp.size() == 1) return std::isalpha(static_cast<unsigned char>(cp[0])) != 0;
  // Greek (U+0370–U+03FF) is two bytes starting 0xCD–0xCF.
  const unsigned char c = static_cast<unsigned char>(cp[0]);
  return cp.size() == 2 && c >= 0xCD && c <= 0xCF;
}
bool IsDigit(const std::string& cp) {
  return cp.size() == 1 && std::isdigit(static_cast<unsigned char>(cp[0]));
}

constexpr std::string_view kHat = "\xCC\x82";        // U+0302 combining circumflex
constexpr std::string_view kArrow = "\xE2\x83\x97";  // U+20D7 combining right arrow above
constexpr std::string_view kSup2 = "\xC2\xB2";       // ²
constexpr std::string_view kSup3 = "\xC2\xB3";       // ³

bool IsFunctionName(std::string_view s) {
  return s == "cos" || s == "sin" || s == "tan" || s == "acos" || s == "atan" || s == "min" || s == "max" ||
         s == "sign" || s == "proj";
}

// A subscript or superscript after `_` or `^`: {group} or one code point (a run of digits counts as one).
std::string Script(std::string_view s, std::size_t& i) {
  if (i >= s.size()) return "";
  if (s[i] == '{') {
    const std::size_t close = s.find('}', i);
    const std::size_t end = close == std::string_view::npos ? s.size() : close;
    std::string g(s.substr(i + 1, end - i - 1));
    i = end == s.size() ? end : end + 1;
    return g;
  }
  std::string cp = NextCodePoint(s, i);
  if (IsDigit(cp)) {
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) cp += s[i++];
  }
  return cp;
}

// Parses markup into symbols and operator signs (see Sym).
std::vector<Expr> ParseMarkup(std::string_view s) {
  std::vector<Expr> out;
  std::size_t i = 0;
  while (i < s.size()) {
    std::size_t j = i;
    const std::string cp = NextCodePoint(s, j);
    if (IsLetter(cp) || IsDigit(cp)) {
      Node n;
      n.op = Op::Symbol;
      n.text = cp;
      i = j;
      const bool digits = IsDigit(cp);
      // A run of letters is one name (dist, cos); a run of digits one number.
      while (i < s.size()) {
        std::size_t k = i;
        const std::string next = NextCodePoint(s, k);
        if (digits ? !IsDigit(next) : !IsLetter(next)) break;
        n.text += next;
        i = k;
      }
      n.upright = digits || IsFunctionName(n.text);
      if (digits) n.op = Op::Number, n.num = std::atof(n.text.c_str());
      // Accents, scripts and primes, in any order.
      while (i < s.size()) {
        if (s.substr(i, kHat.size()) == kHat) {
          n.accent = Accent::Hat, i += kHat.size();
        } else if (s.substr(i, kArrow.size()) == kArrow) {
          n.accent = Accent::Arrow, i += kArrow.size();
        } else if (s[i] == '_') {
          ++i;
          n.sub += Script(s, i);
        } else if (s[i] == '^') {
          ++i;
          n.sup += Script(s, i);
        } else if (s.substr(i, kSup2.size()) == kSup2) {
          n.sup += "2", i += kSup2.size();
        } else if (s.substr(i, kSup3.size()) == kSup3) {
          n.sup += "3", i += kSup3.size();
        } else if (s[i] == '\'') {
          n.sup += "′", ++i;
        } else {
          break;
        }
      }
      if (n.op == Op::Number && (!n.sub.empty() || !n.sup.empty())) n.op = Op::Symbol;
      out.push_back(Make(std::move(n)));
      continue;
    }
    Node n;
    n.op = Op::Operator;
    n.text = cp;
    i = j;
    if (cp == " ") n.op = Op::Word;  // a space between written symbols
    out.push_back(Make(std::move(n)));
  }
  return out;
}

}  // namespace

// ── Values ─────────────────────────────────────────────────────────────────────────────────────────────

nlohmann::json Value::Json() const {
  switch (kind) {
    case Kind::None: return nullptr;
    case Kind::Scalar:
    case Kind::Degrees: return v[0];
    case Kind::Vector: return nlohmann::json::array({v[0], v[1]});
    case Kind::Matrix:
      return nlohmann::json::array(
          {nlohmann::json::array({v[0], v[1]}), nlohmann::json::array({v[2], v[3]})});
  }
  return nullptr;
}

const char* RelText(Rel r) {
  switch (r) {
    case Rel::Eq: return "=";
    case Rel::Approx: return "≈";
    case Rel::Def: return "≔";
    case Rel::Lt: return "<";
    case Rel::Gt: return ">";
    case Rel::Le: return "≤";
    case Rel::Ge: return "≥";
    case Rel::Ne: return "≠";
    case Rel::Equiv: return "≡";
    case Rel::In: return "∈";
    case Rel::NotIn: return "∉";
    case Rel::Implies: return "⇒";
    case Rel::Iff: return "⇔";
  }
  return "=";
}

bool IsRelationSign(std::string_view w) {
  // Rel's relations as RelText prints them, not its connectives ⇒ and ⇔ (a clause ends at those).
  for (int r = static_cast<int>(Rel::Eq); r <= static_cast<int>(Rel::NotIn); ++r) {
    if (w == RelText(static_cast<Rel>(r))) return true;
  }
  return false;
}

bool IsOperatorSign(std::string_view w) {
  for (std::string_view o : {"+", "−", "±", "·", "×", "/"}) {
    if (w == o) return true;
  }
  return false;
}

Rel Negate(Rel r) {
  switch (r) {
    case Rel::Lt: return Rel::Ge;
    case Rel::Gt: return Rel::Le;
    case Rel::Le: return Rel::Gt;
    case Rel::Ge: return Rel::Lt;
    case Rel::Eq: return Rel::Ne;
    case Rel::Ne: return Rel::Eq;
    case Rel::In: return Rel::NotIn;
    case Rel::NotIn: return Rel::In;
    default: return r;
  }
}

namespace {
Expr PrintedNumber(double x, const Precision& p, bool degrees = false);
}

// ── Builders ───────────────────────────────────────────────────────────────────────────────────────────

E::E(double constant) : e_(*Lit(constant)) {}

E Sym(std::string_view markup) {
  std::vector<Expr> parts = ParseMarkup(markup);
  if (parts.size() == 1) return parts.front();
  return Make(Op::Row, std::move(parts));
}

E Q(std::string_view markup, Value value) { return Q(Sym(markup), value); }

E Q(E written, Value value) {
  Node n;
  n.op = Op::Quantity;
  n.value = value;
  n.kids = {*written};
  return Make(std::move(n));
}

E Word(std::string_view text) {
  Node n;
  n.op = Op::Word;
  n.text = std::string(text);
  return Make(std::move(n));
}

namespace {

// A word of prose that is mathematics: a symbol with a subscript, an accent or a prime (B_s, n̂, v⃗, V₁'), a
// lone letter (t, P, L; not the articles a, A, I), or a function of one (B(t)).
bool Mathy(std::string_view w) {
  if (w.empty()) return false;
  // Primes make a symbol (V1', B_e'') only after a symbol: "ray's" is a word.
  if (const std::size_t q = w.find('\''); q != std::string_view::npos) {
    const std::string_view head = w.substr(0, q);
    return !head.empty() && w.find_first_not_of('\'', q) == std::string_view::npos &&
           (head.find('_') != std::string_view::npos || Mathy(head) ||
            (head.size() >= 2 && std::isdigit(static_cast<unsigned char>(head.back()))));
  }
  for (std::string_view mark : {"_", "^", "\xCC\x82", "\xE2\x83\x97", "\xC2\xB2", "′"}) {
    if (w.find(mark) != std::string_view::npos) return true;
  }
  std::size_t i = 0;
  const std::string first = NextCodePoint(w, i);
  if (!IsLetter(first)) return false;
  if (i == w.size()) return first != "a" && first != "A" && first != "I";
  return w[i] == '(' && w.back() == ')';
}

// Plain prose: each mathy word as Sym reads it, the rest as words.
void ProseWords(std::string_view text, std::vector<Expr>& parts) {
  std::string words;
  const auto flush = [&]() {
    if (!words.empty()) parts.push_back(*Word(words)), words.clear();
  };
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t sp = std::min(text.find(' ', i), text.size());
    std::string_view token = text.substr(i, sp - i);
    // Leading brackets and trailing punctuation stay words.
    std::size_t a = 0, b = token.size();
    while (a < b && token[a] == '(') ++a;
    while (b > a && std::string_view(",.;:)").find(token[b - 1]) != std::string_view::npos &&
           !(token[b - 1] == ')' && token.substr(a, b - a).find('(') != std::string_view::npos)) {
      --b;
    }
    const std::string_view core = token.substr(a, b - a);
    if (Mathy(core)) {
      words += std::string(token.substr(0, a));
      flush();
      parts.push_back(*Sym(core));
      words += std::string(token.substr(b));
    } else {
      words += std::string(token);
    }
    if (sp < text.size()) words += ' ';
    i = sp + 1;
  }
  flush();
}

}  // namespace

E Prose(std::string_view text) {
  std::vector<Expr> parts;
  bool math = false;
  for (std::size_t i = 0; i <= text.size();) {
    const std::size_t j = std::min(text.find('$', i), text.size());
    if (j > i) {
      if (math) {
        parts.push_back(*Sym(text.substr(i, j - i)));
      } else {
        ProseWords(text.substr(i, j - i), parts);
      }
    }
    math = !math;
    i = j + 1;
  }
  if (parts.size() == 1) return parts.front();
  return Make(Op::Row, std::move(parts));
}

E Lit(double constant) {
  Node n;
  n.op = Op::Number;
  n.num = constant;
  n.text = app::Num(constant);
  return Make(std::move(n));
}

E Lit(double constant, const Precision& p) { return PrintedNumber(constant, p); }

E operator+(E a, E b) { return Make(Op::Add, {*a, *b}); }
E operator-(E a, E b) { return Make(Op::Sub, {*a, *b}); }
E operator-(E a) { return Make(Op::Neg, {*a}); }
E operator*(E a, E b) {
  if (a->op == Op::Mul) {  // 2 a c: one product, not (2a) c
    Node n = **a;
    n.kids.push_back(*b);
    return Make(std::move(n));
  }
  return Make(Op::Mul, {*a, *b});
}
E Dot(E a, E b) { return Make(Op::Dot, {*a, *b}); }
E Div(E a, E b) { return Make(Op::Div, {*a, *b}); }
E Frac(E num, E den) { return Make(Op::Frac, {*num, *den}); }
E Pow(E base, E exponent) { return Make(Op::Pow, {*base, *exponent}); }
E PlusMinus(E a, E b) { return Make(Op::PlusMinus, {*a, *b}); }
E Sqrt(E a) { return Make(Op::Sqrt, {*a}); }
E Norm(E a) { return Make(Op::Norm, {*a}); }
E Abs(E a) { return Make(Op::Abs, {*a}); }
E Ceil(E a) { return Make(Op::Ceil, {*a}); }
E Paren(E a) { return Make(Op::Paren, {*a}); }
E Tuple(std::initializer_list<E> kids) { return Make(Op::Tuple, Kids(kids)); }
E CallOf(std::string_view name, std::vector<Expr> args) {
  Node n;
  n.op = Op::Call;
  n.text = std::string(name);
  n.kids = std::move(args);
  return Make(std::move(n));
}

E Interval(E lo, E hi) { return Make(Op::Interval, {*lo, *hi}); }
E Row(std::initializer_list<E> kids) { return Make(Op::Row, Kids(kids)); }
E And(std::initializer_list<E> kids) { return Make(Op::And, Kids(kids)); }
E Or(std::initializer_list<E> kids) { return Make(Op::Or, Kids(kids)); }

E Matrix(int cols, std::initializer_list<E> row_major) {
  Node n;
  n.op = Op::Matrix;
  n.cols = cols;
  n.kids = Kids(row_major);
  return Make(std::move(n));
}

E Call(std::string_view name, std::initializer_list<E> args) {
  Node n;
  n.op = Op::Call;
  n.text = std::string(name);
  n.kids = Kids(args);
  return Make(std::move(n));
}

E Relation(E a, Rel r, E b) { return Chain({std::move(a), std::move(b)}, {r}); }

E Chain(std::initializer_list<E> kids, std::initializer_list<Rel> rels) {
  Node n;
  n.op = Op::Relation;
  n.kids = Kids(kids);
  n.rels = rels;
  return Make(std::move(n));
}

E Lead(Rel r, E a) {
  Node n;
  n.op = Op::Lead;
  n.rels = {r};
  n.kids = {*a};
  return Make(std::move(n));
}

// ── Evaluation ─────────────────────────────────────────────────────────────────────────────────────────

namespace {

using K = Value::Kind;

std::optional<Value> Scalar(double x) { return Value::Of(x); }

std::optional<Value> Combine(Op op, const Value& a, const Value& b) {
  const bool sa = a.kind == K::Scalar, sb = b.kind == K::Scalar;
  const bool va = a.kind == K::Vector, vb = b.kind == K::Vector;
  switch (op) {
    case Op::Add:
      if (sa && sb) return Scalar(a.X() + b.X());
      if (va && vb) return Value::Of(a.Vec() + b.Vec());
      break;
    case Op::Sub:
      if (sa && sb) return Scalar(a.X() - b.X());
      if (va && vb) return Value::Of(a.Vec() - b.Vec());
      break;
    case Op::Mul:
    case Op::Dot:
      if (sa && sb) return Scalar(a.X() * b.X());
      if (va && vb) return Scalar(ricochet::Dot(a.Vec(), b.Vec()));
      if (sa && vb) return Value::Of(b.Vec() * a.X());
      if (va && sb) return Value::Of(a.Vec() * b.X());
      if (a.kind == K::Matrix && vb) {
        return Value::Of(Vec2{a.v[0] * b.v[0] + a.v[1] * b.v[1], a.v[2] * b.v[0] + a.v[3] * b.v[1]});
      }
      break;
    case Op::Div:
    case Op::Frac:
      if (sa && sb) return Scalar(a.X() / b.X());
      if (va && sb) return Value::Of(a.Vec() / b.X());
      break;
    case Op::Pow:
      if (sa && sb) return Scalar(std::pow(a.X(), b.X()));
      break;
    default: break;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Value> Eval(const Expr& e) {
  if (!e) return std::nullopt;
  const Node& n = *e;
  switch (n.op) {
    case Op::Number: return Scalar(n.num);
    case Op::Quantity:
      if (n.value.kind == K::Degrees) return Value::Of(n.value.X() * 3.14159265358979323846 / 180.0);
      return n.value.Has() ? std::optional<Value>(n.value) : std::nullopt;
    case Op::Paren: return Eval(n.kids[0]);
    case Op::Neg: {
      const auto a = Eval(n.kids[0]);
      if (!a) return std::nullopt;
      if (a->kind == K::Scalar) return Scalar(-a->X());
      if (a->kind == K::Vector) return Value::Of(-a->Vec());
      return std::nullopt;
    }
    case Op::Add:
    case Op::Sub:
    case Op::Mul:
    case Op::Dot:
    case Op::Div:
    case Op::Frac:
    case Op::Pow: {
      auto acc = Eval(n.kids[0]);
      for (std::size_t i = 1; acc && i < n.kids.size(); ++i) {
        const auto b = Eval(n.kids[i]);
        if (!b) return std::nullopt;
        acc = Combine(n.op, *acc, *b);
      }
      return acc;
    }
    case Op::Sqrt:
    case Op::Ceil: {
      const auto a = Eval(n.kids[0]);
      if (!a || a->kind != K::Scalar) return std::nullopt;
      return Scalar(n.op == Op::Sqrt ? std::sqrt(a->X()) : std::ceil(a->X()));
    }
    case Op::Norm:
    case Op::Abs: {
      const auto a = Eval(n.kids[0]);
      if (!a) return std::nullopt;
      if (a->kind == K::Scalar) return Scalar(std::fabs(a->X()));
      if (a->kind == K::Vector) return Scalar(Length(a->Vec()));
      return std::nullopt;
    }
    case Op::Tuple: {
      if (n.kids.size() != 2) return std::nullopt;
      const auto x = Eval(n.kids[0]), y = Eval(n.kids[1]);
      if (!x || !y || x->kind != K::Scalar || y->kind != K::Scalar) return std::nullopt;
      return Value::Of(Vec2{x->X(), y->X()});
    }
    case Op::Matrix: {
      if (n.kids.size() != 4) return std::nullopt;
      std::array<double, 4> m{};
      for (std::size_t i = 0; i < 4; ++i) {
        const auto x = Eval(n.kids[i]);
        if (!x || x->kind != K::Scalar) return std::nullopt;
        m[i] = x->X();
      }
      return Value::Mat(m[0], m[1], m[2], m[3]);
    }
    case Op::Call: {
      std::vector<double> args;
      for (const Expr& k : n.kids) {
        const auto x = Eval(k);
        if (!x || x->kind != K::Scalar) return std::nullopt;
        args.push_back(x->X());
      }
      if (args.empty()) return std::nullopt;
      if (n.text == "cos") return Scalar(std::cos(args[0]));
      if (n.text == "sin") return Scalar(std::sin(args[0]));
      if (n.text == "acos") return Scalar(std::acos(std::clamp(args[0], -1.0, 1.0)));
      if (n.text == "tan") return Scalar(std::tan(args[0]));
      if (n.text == "atan") return Scalar(std::atan(args[0]));
      if (n.text == "min") return Scalar(*std::min_element(args.begin(), args.end()));
      if (n.text == "max") return Scalar(*std::max_element(args.begin(), args.end()));
      return std::nullopt;
    }
    default: return std::nullopt;
  }
}

// ── Substitution ───────────────────────────────────────────────────────────────────────────────────────

namespace {

// A printed number as a node: its text, and num = the value the text states (so Eval of a substituted tree
// is arithmetic at the printed precision).
Expr PrintedNumber(double x, const Precision& p, bool degrees) {
  Node n;
  n.op = Op::Number;
  n.text = app::Num(x, p);
  const double printed = ParseNum(n.text);
  n.num = std::isfinite(printed) ? printed : x;
  // Rounded when the text differs from the value by more than the computation's own noise (0.1 + 0.2
  // prints 0.3 exactly enough; 2/3 prints 0.6667, rounded).
  n.rounded = !(std::fabs(n.num - x) <= std::max(p.zero, kRoundingRel * std::fabs(x)));
  if (degrees) {
    n.text += "°";
    n.num *= 3.14159265358979323846 / 180.0;  // as Eval reads an angle
  }
  return Make(std::move(n));
}

// How two evaluated sides compare: −1, 0 (within `zero`), 1; nullopt when they are not both scalars.
std::optional<int> Compare(const std::optional<Value>& a, const std::optional<Value>& b, double zero) {
  if (!a || !b) return std::nullopt;
  if (a->kind == K::Scalar && b->kind == K::Scalar) {
    const double d = a->X() - b->X();
    return std::fabs(d) <= zero ? 0 : d < 0 ? -1 : 1;
  }
  if (a->kind == K::Vector && b->kind == K::Vector) {
    const Vec2 d = a->Vec() - b->Vec();
    return std::fabs(d.x) <= zero && std::fabs(d.y) <= zero ? 0 : 2;  // 2: unequal, unordered
  }
  return std::nullopt;
}

// The relation that holds, in the lecture's family: an order (<, =, >) for an order test, = or ≠ for an
// equation, ∈ or ∉ for membership.
Rel Holding(Rel lecture, int cmp) {
  switch (lecture) {
    case Rel::Lt:
    case Rel::Gt:
    case Rel::Le:
    case Rel::Ge:
      if (cmp == 2) return Rel::Ne;
      return cmp < 0 ? Rel::Lt : cmp > 0 ? Rel::Gt : Rel::Eq;
    case Rel::Eq:
    case Rel::Ne:
    case Rel::Equiv:
    case Rel::Approx: return cmp == 0 ? (lecture == Rel::Ne ? Rel::Eq : lecture) : Rel::Ne;
    default: return lecture;
  }
}

Expr SubstituteAt(const Expr& e, const Precision& p);

// t ∈ [lo, hi] with numbers: ∈ or ∉ as it holds (within the noise).
Expr SubstituteMembership(const Node& n, std::size_t i, const Precision& p, Node& out) {
  const Expr& set = n.kids[i + 1];
  const auto x = Eval(n.kids[i]);
  if (set->op == Op::Interval && x && x->kind == K::Scalar) {
    const auto lo = Eval(set->kids[0]), hi = Eval(set->kids[1]);
    if (lo && hi) {
      const bool in = x->X() >= lo->X() - p.zero && x->X() <= hi->X() + p.zero;
      out.rels[i] = n.rels[i] == Rel::In || n.rels[i] == Rel::NotIn ? (in ? Rel::In : Rel::NotIn) : n.rels[i];
    }
  }
  return SubstituteAt(set, p);
}

// A comparison whose left side is computed (((0, 2) − (0, 0))·((0, 4) − (0, 0)) > 0) also states that
// side's value: "… = 8 > 0".
Expr WithValue(Node out, const Precision& p) {
  if (out.kids.size() == 2 && out.rels[0] != Rel::In && out.rels[0] != Rel::NotIn &&
      out.rels[0] != Rel::Def && out.rels[0] != Rel::Implies && out.rels[0] != Rel::Iff) {
    const Node& lhs = *out.kids[0];
    const auto v = Eval(out.kids[0]);
    if (lhs.op != Op::Number && Numeric(lhs) && v && v->kind == K::Scalar) {
      const Expr value = PrintedNumber(v->X(), p);
      const bool exact = !value->rounded;
      out.kids.insert(out.kids.begin() + 1, value);
      out.rels.insert(out.rels.begin(), exact ? Rel::Eq : Rel::Approx);
    }
  }
  return Make(std::move(out));
}

Expr SubstituteRelation(const Node& n, const Precision& p) {
  // Each side is printed at the step's precision; where the printed sides would not show the relation that
  // holds (0.00004 > 0 printed as 0 > 0), they are printed with more decimals.
  for (int extra : {0, 1, 2, 3, 4, 6, 8}) {
    Precision q = p;
    q.decimals = p.decimals + extra;
    Node out = n;
    out.kids.clear();
    bool printed_agrees = true;
    for (std::size_t i = 0; i < n.kids.size(); ++i) {
      if (i > 0 && (n.rels[i - 1] == Rel::In || n.rels[i - 1] == Rel::NotIn)) {
        out.kids.push_back(SubstituteMembership(n, i - 1, q, out));
        continue;
      }
      out.kids.push_back(SubstituteAt(n.kids[i], q));
      if (i == 0) continue;
      const Rel lecture = n.rels[i - 1];
      if (lecture == Rel::Def || lecture == Rel::Implies || lecture == Rel::Iff) continue;
      const auto truth = Compare(Eval(n.kids[i - 1]), Eval(n.kids[i]), p.zero);
      if (!truth) continue;
      out.rels[i - 1] = Holding(lecture, *truth);
      // At the printed precision (the substituted sides evaluate to their printed values):
      const auto shown = Compare(Eval(out.kids[i - 1]), Eval(out.kids[i]), 0.0);
      if (shown && *shown != *truth && !(*truth == 0)) printed_agrees = false;
    }
    if (printed_agrees || extra == 8) return WithValue(std::move(out), q);
  }
  return nullptr;  // unreachable: the last pass returns
}

Expr SubstituteAt(const Expr& e, const Precision& p) {
  if (!e) return e;
  const Node& n = *e;
  switch (n.op) {
    case Op::Quantity: return n.value.Has() ? ValueExpr(n.value, p) : n.kids[0];
    case Op::Relation: return SubstituteRelation(n, p);
    case Op::Symbol:
    case Op::Number:
    case Op::Word:
    case Op::Operator: return e;
    default: {
      Node out = n;
      for (Expr& k : out.kids) k = SubstituteAt(k, p);
      // −e_x with e_x = 0 is 0, never "−0".
      if (out.op == Op::Neg && out.kids[0]->op == Op::Number && out.kids[0]->num == 0) return out.kids[0];
      return Make(std::move(out));
    }
  }
}

}  // namespace

E Deg(double degrees) {
  Node n;
  n.op = Op::Number;
  n.text = app::Num(degrees) + "°";
  n.num = degrees * 3.14159265358979323846 / 180.0;
  return Make(std::move(n));
}

Expr ValueExpr(const Value& v, const Precision& p) {
  switch (v.kind) {
    case K::None: return *Word("none");
    case K::Scalar: return PrintedNumber(v.X(), p);
    case K::Degrees: return PrintedNumber(v.X(), p, true);
    case K::Vector: return Make(Op::Tuple, {PrintedNumber(v.v[0], p), PrintedNumber(v.v[1], p)});
    case K::Matrix: {
      Node n;
      n.op = Op::Matrix;
      n.cols = 2;
      for (double x : v.v) n.kids.push_back(PrintedNumber(x, p));
      return Make(std::move(n));
    }
  }
  return *Word("none");
}

Expr Substitute(const Expr& e, const Precision& p) { return SubstituteAt(e, p); }

bool HasQuantity(const Expr& e) {
  if (!e) return false;
  if (e->op == Op::Quantity) return true;
  for (const Expr& k : e->kids) {
    if (HasQuantity(k)) return true;
  }
  return false;
}

bool Exact(const Expr& e) {
  if (!e) return true;
  if (e->op == Op::Number && e->rounded) return false;
  for (const Expr& k : e->kids) {
    if (!Exact(k)) return false;
  }
  return true;
}

}  // namespace ricochet::app::math
