// The expression tree as terminal text, MathML and JSON (math/expr.h). Precedence and parentheses come from
// math/grammar.h, as the typesetter's do.
#include <string>

#include "math/expr.h"
#include "math/grammar.h"

namespace ricochet::app::math {

namespace {

bool AllDigits(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

bool IsUpperAscii(const std::string& s) { return s.size() == 1 && s[0] >= 'A' && s[0] <= 'Z'; }

// ── Text ───────────────────────────────────────────────────────────────────────────────────────────────

std::string SymbolText(const Node& n) {
  std::string s = n.text;
  if (n.accent == Accent::Hat) s += "\xCC\x82";
  if (n.accent == Accent::Arrow) s += "\xE2\x83\x97";
  // Subscripts as the lecture's plain text writes them: P0, Bs, V1; e_y, r_s, x_Euler where gluing would
  // make a word.
  if (!n.sub.empty()) s += AllDigits(n.sub) || IsUpperAscii(n.text) ? n.sub : "_" + n.sub;
  for (std::size_t i = 0; i < n.sup.size();) {
    if (n.sup.compare(i, 3, "′") == 0) {
      s += "'", i += 3;
    } else if (n.sup[i] == '2') {
      s += "²", ++i;
    } else if (n.sup[i] == '3') {
      s += "³", ++i;
    } else {
      s += "^" + n.sup.substr(i);
      break;
    }
  }
  return s;
}

std::string TextOf(const Node& n);

std::string Kid(const Node& n, std::size_t i) {
  const std::string t = TextOf(*n.kids[i]);
  return NeedsParens(n, i, true) ? "(" + t + ")" : t;
}

std::string Joined(const Node& n, const std::string& sep) {
  std::string s;
  for (std::size_t i = 0; i < n.kids.size(); ++i) s += (i ? sep : "") + Kid(n, i);
  return s;
}

// A quantity as it is written.
const Node& Written(const Node& n) { return n.op == Op::Quantity ? Written(*n.kids[0]) : n; }

// A single plain letter (a, t), or its square (t²): what glues to a number or letter before it.
bool PlainLetter(const Node& n) {
  const Node& w = Written(n);
  if (w.op == Op::Pow) return PlainLetter(*w.kids[0]);
  const bool one_letter =
      w.text.size() == 1 || (w.text.size() == 2 && (static_cast<unsigned char>(w.text[0]) & 0xE0) == 0xC0);
  return w.op == Op::Symbol && w.sub.empty() && w.sup.empty() && w.accent == Accent::None && one_letter;
}

// A juxtaposed product: "2a", "4ac", "63t", "2 m2 V2", "(−5, 1.5) · 0.6".
std::string ProductText(const Node& n) {
  std::string s = Kid(n, 0);
  for (std::size_t i = 1; i < n.kids.size(); ++i) {
    const Node& left = Written(*n.kids[i - 1]);
    const bool glue = PlainLetter(*n.kids[i]) && !NeedsParens(n, i - 1, true) &&
                      (left.op == Op::Number || PlainLetter(left));
    s += (ProductDot(n, i) ? " · " : glue ? "" : " ") + Kid(n, i);
  }
  return s;
}

std::string TextOf(const Node& n) {
  switch (n.op) {
    case Op::Symbol: return SymbolText(n);
    case Op::Number:
    case Op::Word: return n.text;
    case Op::Operator: return n.text;
    case Op::Quantity: return TextOf(*n.kids[0]);
    case Op::Row: {
      std::string s;
      for (const Expr& k : n.kids) s += TextOf(*k);
      return s;
    }
    case Op::Add: {
      std::string s = Kid(n, 0);
      for (std::size_t i = 1; i < n.kids.size(); ++i) {
        const Node& k = *n.kids[i];
        s += k.op == Op::Neg ? " − " + Kid(k, 0) : " + " + Kid(n, i);
      }
      return s;
    }
    case Op::Sub: return Joined(n, " − ");
    case Op::PlusMinus: return Joined(n, " ± ");
    case Op::Neg: return "−" + Kid(n, 0);
    case Op::Mul: return ProductText(n);
    case Op::Dot: {
      // n̂·P0 between symbols; spaced between numbers: (0.8, −0.6) · (3, 1)
      const bool spaced = Numeric(n);
      return Joined(n, spaced ? " · " : "·");
    }
    case Op::Div:
    case Op::Frac: return Kid(n, 0) + " / " + Kid(n, 1);
    case Op::Pow: {
      const Node& e = *n.kids[1];
      const std::string base = Kid(n, 0);
      if (e.op == Op::Number && e.text == "2") return base + "²";
      if (e.op == Op::Number && e.text == "3") return base + "³";
      return base + "^" + (Precedence(e, true) < 7 ? "(" + TextOf(e) + ")" : TextOf(e));
    }
    case Op::Sqrt: {
      const Node& k = *n.kids[0];
      const bool atom = Precedence(k, true) >= 7 && k.op != Op::Pow;
      return "√" + (atom ? TextOf(k) : "(" + TextOf(k) + ")");
    }
    case Op::Norm: return "‖" + TextOf(*n.kids[0]) + "‖";
    case Op::Abs: return "|" + TextOf(*n.kids[0]) + "|";
    case Op::Ceil: return "⌈" + TextOf(*n.kids[0]) + "⌉";
    case Op::Paren: return "(" + TextOf(*n.kids[0]) + ")";
    case Op::Tuple: return "(" + Joined(n, ", ") + ")";
    case Op::Interval: return "[" + Joined(n, ", ") + "]";
    case Op::Call: return n.text + "(" + Joined(n, ", ") + ")";
    case Op::Matrix: {
      std::string s = "[";
      const std::size_t cols = static_cast<std::size_t>(std::max(n.cols, 1));
      for (std::size_t i = 0; i < n.kids.size(); ++i) {
        if (i) s += i % cols == 0 ? "; " : "  ";
        s += TextOf(*n.kids[i]);
      }
      return s + "]";
    }
    case Op::Relation: {
      std::string s = Kid(n, 0);
      for (std::size_t i = 1; i < n.kids.size(); ++i)
        s += std::string(" ") + RelText(n.rels[i - 1]) + " " + Kid(n, i);
      return s;
    }
    case Op::And: return Joined(n, " ∧ ");
    case Op::Or: return Joined(n, " ∨ ");
    case Op::Lead: return std::string(RelText(n.rels[0])) + " " + TextOf(*n.kids[0]);
  }
  return "";
}

// ── MathML ─────────────────────────────────────────────────────────────────────────────────────────────

std::string Escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '&') {
      out += "&amp;";
    } else if (c == '<') {
      out += "&lt;";
    } else if (c == '>') {
      out += "&gt;";
    } else {
      out += c;
    }
  }
  return out;
}

std::string Mo(const std::string& s) { return "<mo>" + Escape(s) + "</mo>"; }
std::string Mrow(const std::string& s) { return "<mrow>" + s + "</mrow>"; }

// A subscript or superscript's text: digits as <mn>, a letter as <mi>, a word upright.
std::string ScriptMl(const std::string& s) {
  if (AllDigits(s)) return "<mn>" + s + "</mn>";
  if (s.find_first_not_of("\xE2\x80\xB2") == std::string::npos) return "<mo>" + s + "</mo>";  // primes: ′, ′′
  return s.size() == 1 ? "<mi>" + Escape(s) + "</mi>" : "<mi mathvariant=\"normal\">" + Escape(s) + "</mi>";
}

std::string SymbolMl(const Node& n) {
  // A one-letter <mi> is italic by default, a longer one upright: say which a name is.
  std::string base =
      n.text.size() > 2 && !n.upright   ? "<mi mathvariant=\"italic\">" + Escape(n.text) + "</mi>"
      : n.upright && n.text.size() <= 2 ? "<mi mathvariant=\"normal\">" + Escape(n.text) + "</mi>"
                                        : "<mi>" + Escape(n.text) + "</mi>";
  if (n.accent == Accent::Hat) base = "<mover accent=\"true\">" + base + "<mo>^</mo></mover>";
  if (n.accent == Accent::Arrow) base = "<mover accent=\"true\">" + base + "<mo>→</mo></mover>";
  if (!n.sub.empty() && !n.sup.empty())
    return "<msubsup>" + base + ScriptMl(n.sub) + ScriptMl(n.sup) + "</msubsup>";
  if (!n.sub.empty()) return "<msub>" + base + ScriptMl(n.sub) + "</msub>";
  if (!n.sup.empty()) return "<msup>" + base + ScriptMl(n.sup) + "</msup>";
  return base;
}

std::string Ml(const Node& n);

std::string KidMl(const Node& n, std::size_t i) {
  const std::string m = Ml(*n.kids[i]);
  return NeedsParens(n, i, false) ? Mrow(Mo("(") + m + Mo(")")) : m;
}

std::string JoinedMl(const Node& n, const std::string& sep) {
  std::string s;
  for (std::size_t i = 0; i < n.kids.size(); ++i) s += (i ? Mo(sep) : "") + KidMl(n, i);
  return Mrow(s);
}

std::string NumberMl(const std::string& text) {
  if (text.rfind("−", 0) == 0) return Mrow(Mo("−") + NumberMl(text.substr(3)));
  if (text.size() >= 2 && text.compare(text.size() - 2, 2, "°") == 0)
    return Mrow("<mn>" + text.substr(0, text.size() - 2) + "</mn>" + Mo("°"));
  return "<mn>" + Escape(text) + "</mn>";
}

std::string Ml(const Node& n) {
  switch (n.op) {
    case Op::Symbol: return SymbolMl(n);
    case Op::Number: return NumberMl(n.text);
    case Op::Word:
      return n.text == " " ? "<mspace width=\"0.2em\"/>" : "<mtext>" + Escape(n.text) + "</mtext>";
    case Op::Operator: return Mo(n.text);
    case Op::Quantity: return Ml(*n.kids[0]);
    case Op::Row: {
      std::string s;
      for (const Expr& k : n.kids) s += Ml(*k);
      return Mrow(s);
    }
    case Op::Add: {
      std::string s = KidMl(n, 0);
      for (std::size_t i = 1; i < n.kids.size(); ++i) {
        const Node& k = *n.kids[i];
        s += k.op == Op::Neg ? Mo("−") + KidMl(k, 0) : Mo("+") + KidMl(n, i);
      }
      return Mrow(s);
    }
    case Op::Sub: return JoinedMl(n, "−");
    case Op::PlusMinus: return JoinedMl(n, "±");
    case Op::Neg: return Mrow(Mo("−") + KidMl(n, 0));
    case Op::Mul: {
      std::string s = KidMl(n, 0);
      for (std::size_t i = 1; i < n.kids.size(); ++i)
        s += Mo(ProductDot(n, i) ? "·" : "\xE2\x81\xA2") + KidMl(n, i);
      return Mrow(s);
    }
    case Op::Dot: return JoinedMl(n, "·");
    case Op::Div: return JoinedMl(n, "/");
    case Op::Frac: return "<mfrac>" + Ml(*n.kids[0]) + Ml(*n.kids[1]) + "</mfrac>";
    case Op::Pow: return "<msup>" + KidMl(n, 0) + Ml(*n.kids[1]) + "</msup>";
    case Op::Sqrt: return "<msqrt>" + Ml(*n.kids[0]) + "</msqrt>";
    case Op::Norm: return Mrow(Mo("‖") + Ml(*n.kids[0]) + Mo("‖"));
    case Op::Abs: return Mrow(Mo("|") + Ml(*n.kids[0]) + Mo("|"));
    case Op::Ceil: return Mrow(Mo("⌈") + Ml(*n.kids[0]) + Mo("⌉"));
    case Op::Paren: return Mrow(Mo("(") + Ml(*n.kids[0]) + Mo(")"));
    case Op::Tuple: return Mrow(Mo("(") + JoinedMl(n, ",") + Mo(")"));
    case Op::Interval: return Mrow(Mo("[") + JoinedMl(n, ",") + Mo("]"));
    case Op::Call:
      return Mrow("<mi>" + Escape(n.text) + "</mi>" + Mo("\xE2\x81\xA1") +
                  Mrow(Mo("(") + JoinedMl(n, ",") + Mo(")")));
    case Op::Matrix: {
      std::string rows;
      const std::size_t cols = static_cast<std::size_t>(std::max(n.cols, 1));
      for (std::size_t r = 0; r * cols < n.kids.size(); ++r) {
        rows += "<mtr>";
        for (std::size_t c = 0; c < cols && r * cols + c < n.kids.size(); ++c)
          rows += "<mtd>" + Ml(*n.kids[r * cols + c]) + "</mtd>";
        rows += "</mtr>";
      }
      return Mrow(Mo("[") + "<mtable>" + rows + "</mtable>" + Mo("]"));
    }
    case Op::Relation: {
      std::string s = KidMl(n, 0);
      for (std::size_t i = 1; i < n.kids.size(); ++i) s += Mo(RelText(n.rels[i - 1])) + KidMl(n, i);
      return Mrow(s);
    }
    case Op::And: return JoinedMl(n, "∧");
    case Op::Or: return JoinedMl(n, "∨");
    case Op::Lead: return Mrow(Mo(RelText(n.rels[0])) + Ml(*n.kids[0]));
  }
  return "";
}

// ── JSON ───────────────────────────────────────────────────────────────────────────────────────────────

const char* OpName(Op op) {
  switch (op) {
    case Op::Row: return "row";
    case Op::Add: return "add";
    case Op::Sub: return "sub";
    case Op::Neg: return "neg";
    case Op::PlusMinus: return "plus-minus";
    case Op::Mul: return "mul";
    case Op::Dot: return "dot";
    case Op::Div: return "div";
    case Op::Frac: return "frac";
    case Op::Pow: return "pow";
    case Op::Sqrt: return "sqrt";
    case Op::Norm: return "norm";
    case Op::Abs: return "abs";
    case Op::Ceil: return "ceil";
    case Op::Paren: return "paren";
    case Op::Tuple: return "tuple";
    case Op::Matrix: return "matrix";
    case Op::Call: return "call";
    case Op::Interval: return "interval";
    case Op::Relation: return "relation";
    case Op::And: return "and";
    case Op::Or: return "or";
    case Op::Lead: return "lead";
    default: return "";
  }
}

}  // namespace

std::string Text(const Expr& e) { return e ? TextOf(*e) : ""; }

std::string MathML(const Expr& e) {
  return e ? "<math xmlns=\"http://www.w3.org/1998/Math/MathML\">" + Ml(*e) + "</math>" : "";
}

nlohmann::json Json(const Expr& e) {
  if (!e) return nullptr;
  const Node& n = *e;
  switch (n.op) {
    case Op::Symbol: {
      nlohmann::json j = {{"symbol", n.text}, {"text", SymbolText(n)}};
      if (!n.sub.empty()) j["sub"] = n.sub;
      if (!n.sup.empty()) j["sup"] = n.sup;
      if (n.accent != Accent::None) j["accent"] = n.accent == Accent::Hat ? "hat" : "arrow";
      return j;
    }
    case Op::Number: return {{"number", n.num}, {"text", n.text}};
    case Op::Word: return {{"word", n.text}};
    case Op::Operator: return {{"operator", n.text}};
    case Op::Quantity: return {{"quantity", Json(n.kids[0])}, {"value", n.value.Json()}};
    default: break;
  }
  nlohmann::json args = nlohmann::json::array();
  for (const Expr& k : n.kids) args.push_back(Json(k));
  nlohmann::json j = {{"op", OpName(n.op)}, {"args", args}};
  if (n.op == Op::Call) j["name"] = n.text;
  if (n.op == Op::Matrix) j["cols"] = n.cols;
  if (!n.rels.empty()) {
    nlohmann::json rels = nlohmann::json::array();
    for (Rel r : n.rels) rels.push_back(RelText(r));
    j["rels"] = rels;
  }
  return j;
}

}  // namespace ricochet::app::math
