// Mathematics as data (math/expr.h) and the steps built from it (explain/derivation.h): the writers, the
// substitution, and — over every lesson's presets, its practice problems and scenes scattered around them —
// that every line a step prints is true as written.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>

#include "draw/format.h"
#include "explain/explain.h"
#include "lessons/lesson.h"
#include "math/expr.h"
#include "math/grammar.h"
#include "math/typeset.h"
#include "practice/problems.h"
#include "scene/scene.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

using nlohmann::json;
using namespace math;  // NOLINT

TEST(MathText, WritesTheLecturesNotation) {
  const E nh = Q("n̂", Vec2{0.6, 0.8}), P0 = Q("P_0", Vec2{5, 1}), Bs = Q("B_s", Vec2{5, 4});
  const E nP0 = Q("n̂·P_0", 3.8), nBs = Q("n̂·B_s", 6.2), nv = Q("n̂·v⃗", -2.0);
  EXPECT_EQ(Text(Frac(nP0 - nBs, nv)), "(n̂·P0 − n̂·Bs) / (n̂·v⃗)");
  EXPECT_EQ(Text(Substitute(Frac(nP0 - nBs, nv), {})), "(3.8 − 6.2) / (−2)");
  EXPECT_EQ(Text(Dot(nh, Bs - P0)), "n̂·(Bs − P0)");
  EXPECT_EQ(Text(Substitute(Dot(nh, Bs - P0), {})), "(0.6, 0.8) · ((5, 4) − (5, 1))");
  EXPECT_EQ(Text(Sq(Sym("b")) - E(4) * Sym("a") * Sym("c")), "b² − 4ac");
  EXPECT_EQ(Text(Sym("i⃗") - E(2) * Paren(Dot(Sym("i⃗"), Sym("n̂"))) * Sym("n̂")), "i⃗ − 2 (i⃗·n̂) n̂");
  EXPECT_EQ(Text(Sqrt(Sq(Sym("n_x")) + Sq(Sym("n_y")))), "√(n_x² + n_y²)");
  EXPECT_EQ(Text(Matrix(2, {Call("cos", {Deg(-90)}), -Call("sin", {Deg(-90)}), Call("sin", {Deg(-90)}),
                            Call("cos", {Deg(-90)})})),
            "[cos(−90°)  −sin(−90°); sin(−90°)  cos(−90°)]");
  EXPECT_EQ(Text(Sym("V_1'")), "V1'");
  EXPECT_EQ(Text(Sym("dist_0²")), "dist0²");
  EXPECT_EQ(Text(Sym("x_{Euler}")), "x_Euler");
  EXPECT_EQ(Text(Prose("the ray $B(t) = B_s + v⃗ t$ and t_i")), "the ray B(t) = Bs + v⃗ t and t_i");
}

// Metrics where every code point is 0.55 of the size wide.
FontMetrics CodePointMetrics() {
  FontMetrics fm;
  fm.advance = [](std::string_view text, float px) {
    return 0.55f * px * static_cast<float>(std::count_if(text.begin(), text.end(), [](char ch) {
             return (ch & 0xC0) != 0x80;
           }));
  };
  return fm;
}

// A binary operator has the same space on each side, and the same in every form: "b² − 4ac" written as a
// symbol's markup (the discriminant's name) is spaced as the formula Sq(b) − 4ac beside it and as r_s + r_c,
// a + b. Measured on the laid-out runs: from the end of the run before the sign (its advance, and a slanted
// run's italic correction) to the sign, and from the sign's end to the run after it.
TEST(MathTypeset, BinaryOperatorsAreEvenlySpaced) {
  const FontMetrics fm = CodePointMetrics();
  const float px = 20;
  const E b = Sym("b"), a = Sym("a"), c = Sym("c");
  const std::pair<const char*, E> forms[] = {
      {"b² − 4ac (markup)", Sym("b² − 4ac")},   {"b² − 4ac", Sq(b) - E(4) * a * c},
      {"r_s + r_c (markup)", Sym("r_s + r_c")}, {"a + b", a + b},
      {"x − y", Sym("x") - Sym("y")},           {"(markup) x − y = 2", Eq(Sym("x − y"), E(2))},
  };
  std::vector<float> gaps;
  for (const auto& [name, e] : forms) {
    SCOPED_TRACE(name);
    const Box box = Typeset(e, fm, px);
    std::size_t k = 0;
    while (k < box.runs.size() && box.runs[k].text != "−" && box.runs[k].text != "+") ++k;
    ASSERT_TRUE(k > 0 && k + 1 < box.runs.size());
    const math::Run &before = box.runs[k - 1], &sign = box.runs[k], &after = box.runs[k + 1];
    const float end = before.x + fm.advance(before.text, before.px) + (before.italic ? 0.04f * before.px : 0);
    const float left = sign.x - end, right = after.x - (sign.x + fm.advance(sign.text, sign.px));
    EXPECT_NEAR(left, right, 0.01f) << "left " << left << " px, right " << right << " px";
    gaps.push_back(left), gaps.push_back(right);
  }
  for (float g : gaps) {
    EXPECT_NEAR(g, gaps.front(), 0.01f);
    EXPECT_GT(g, 0.1f * px);
  }
}

// Prose with a relation in it (a step's note) breaks between whole clauses: never after a sign, and the
// relation stays on one line while it fits one ("the discriminant of t = (−b ± √(b² − 4ac)) / 2a" read
// "… t = (−b ±" / "√(b² − 4ac)) / 2a" on the presentation card).
TEST(MathWrap, ProseBreaksOnlyBetweenWholeClauses) {
  const FontMetrics fm = CodePointMetrics();
  const float px = 20;
  const E note = Prose("the discriminant of t = (−b ± √(b² − 4ac)) / 2a");
  const E clause = Prose("t = (−b ± √(b² − 4ac)) / 2a");
  const float one_line = Typeset(note, fm, px).width, clause_w = Typeset(clause, fm, px).width;
  for (float width = 0.4f * one_line; width < one_line; width += 0.05f * one_line) {
    SCOPED_TRACE(width);
    const Box b = TypesetWrapped(note, fm, px, width);
    std::map<int, std::pair<float, std::string>> last;  // baseline → the rightmost run on it
    float eq = -1, tail = -2;                           // the baselines of "=" and of "2a"
    for (const math::Run& r : b.runs) {
      if (r.script) continue;
      const int y = static_cast<int>(std::lround(r.y));
      if (!last.count(y) || r.x > last[y].first) last[y] = {r.x, r.text};
      if (r.text == "=") eq = r.y;
      if (r.text.find("2a") != std::string::npos) tail = r.y;
    }
    for (const auto& [y, run] : last) {
      for (const char* sign : {"=", "±", "−", "/"})
        EXPECT_NE(run.second, sign) << "a line ends with " << sign;
    }
    if (width >= clause_w + 1) {
      EXPECT_FLOAT_EQ(eq, tail) << "the relation is split across lines";
    }
    EXPECT_GT(b.descent, px) << "more than one line";
  }
}

// A line too wide for its column breaks rather than shrinks where the lecture's notation allows: the words of
// a case's outcome at their spaces, a product after a sign at its dots, a fraction (under a root too) in its
// numerator and denominator.
TEST(MathWrap, CaseWordsAndSignedProductsBreakInsteadOfShrinking) {
  FontMetrics fm;
  fm.advance = [](std::string_view text, float px) { return 0.55f * px * static_cast<float>(text.size()); };
  const float px = 20;
  const E case_line = math::Row(
      {Gt(Sym("n̂·P") - Sym("n̂·P_0"), E(0)), Word(": "), Prose("$P$ is outside (the right-hand half-plane)")});
  const E signed_product =
      Sym("B_s") + E(10) * math::Tuple({Lit(0.6718), Lit(0.7407)}) * Paren(E(1) - Lit(0.3582));
  // Lecture 17's launch speed with its numbers: s₀ = √(g x² / (2 cos(θ)² (x tan(θ) − y))).
  const E root_fraction =
      Eq(Sym("s_0"), Sqrt(Frac(Lit(9.81) * Sq(E(40)), E(2) * Sq(Call("cos", {Deg(45)})) *
                                                          Paren(E(40) * Call("tan", {Deg(45)}) - E(5)))));
  // (its denominator's bracket does not break: 0.55 of the line is too narrow for it, 0.7 is not)
  for (const auto& [e, share] :
       {std::pair{case_line, 0.55f}, {signed_product, 0.55f}, {root_fraction, 0.7f}}) {
    SCOPED_TRACE(Text(e));
    const float one_line = Typeset(e, fm, px).width;
    const float width = share * one_line;
    const Box b = TypesetWrapped(e, fm, px, width);
    EXPECT_LE(b.width, width + 0.01f);
    EXPECT_GT(b.descent, px) << "more than one line";
    for (const math::Run& r : b.runs) {
      EXPECT_GE(r.px, (r.script ? 0.5f : 1.0f) * px - 0.01f) << "\"" << r.text << "\" shrunk to " << r.px;
    }
  }
}

// A wrapped box's lines: each line's runs (scripts with the base they follow) left to right, by baseline.
std::map<int, std::vector<std::string>> LinesOf(const Box& b) {
  std::set<int> baselines;
  for (const math::Run& r : b.runs) {
    if (!r.script) baselines.insert(static_cast<int>(std::lround(r.y)));
  }
  std::map<int, std::vector<std::pair<float, std::string>>> runs;
  for (const math::Run& r : b.runs) {
    int nearest = *baselines.begin();
    for (int y : baselines) {
      if (std::fabs(r.y - static_cast<float>(y)) < std::fabs(r.y - static_cast<float>(nearest))) nearest = y;
    }
    runs[nearest].push_back({r.x, r.text});
  }
  std::map<int, std::vector<std::string>> lines;
  for (auto& [y, line] : runs) {
    std::sort(line.begin(), line.end());
    for (const auto& run : line) lines[y].push_back(run.second);
  }
  return lines;
}

bool IsSign(const std::string& w) { return IsRelationSign(w) || IsOperatorSign(w); }

// Issue 25: a formula too wide for its line breaks before a sign, as a lecturer writes it — the sign starts
// the next line; no line ends with "·", "+", "−", "=" …, and no line is a sign alone. A product broke after
// its dots ("2 ·" then "(i⃗·n̂) · n̂").
TEST(MathWrap, AFormulaBreaksBeforeItsSignsNeverAfter) {
  const FontMetrics fm = CodePointMetrics();
  const float px = 20;
  const E v = math::Tuple({Lit(0.8), Lit(-0.6)}), n = math::Tuple({Lit(0), Lit(1)});
  const E formulas[] = {
      Sym("B_s") + E(10) * math::Tuple({Lit(0.6718), Lit(0.7407)}) * Paren(E(1) - Lit(0.3582)),
      Lead(Rel::Eq, v - E(2) * Paren(Dot(v, n)) * n),
      Eq(Sym("i⃗'"), Sym("i⃗") - E(2) * Paren(Dot(Sym("i⃗"), Sym("n̂"))) * Sym("n̂")),
      Substitute(Dot(Q("n̂", Vec2{0.6, 0.8}), Q("B_s", Vec2{5, 4}) - Q("P_0", Vec2{5, 1})), {}),
  };
  for (const E& e : formulas) {
    const float one_line = Typeset(e, fm, px).width;
    for (float share = 0.3f; share < 1.0f; share += 0.05f) {
      SCOPED_TRACE(Text(e) + " at " + std::to_string(share));
      const Box b = TypesetWrapped(e, fm, px, share * one_line);
      for (const auto& [y, line] : LinesOf(b)) {
        EXPECT_FALSE(IsSign(line.back())) << "a line ends with \"" << line.back() << "\"";
        EXPECT_FALSE(line.size() == 1 && IsSign(line[0])) << "a line is \"" << line[0] << "\" alone";
      }
    }
  }
}

// Issue 25: prose (a step's note, a verdict) keeps a bracketed group on one line while it fits one: "(5.86,"
// / "0.00)" read as two half points.
TEST(MathWrap, ProseKeepsABracketOnOneLineWhileItFits) {
  const FontMetrics fm = CodePointMetrics();
  const float px = 20;
  struct Case {
    const char* note;
    const char* group;         // as prose, to measure it
    const char *first, *last;  // runs at its two ends
  };
  const Case cases[] = {
      {"HIT at ti = 0.7325, bounces to Be' = (5.86, 0.00)", "= (5.86, 0.00)", "5.86", "0.00"},
      {"no collision: ti = 1.25 is not in [0, 1]", "in [0, 1]", "[", "]"},
      {"NO HIT: the ray will miss the circle (dist0² = 0.81 > r²)", "(dist0² = 0.81 > r²)", "dist", "r"},
  };
  for (const Case& k : cases) {
    const E note = Prose(k.note);
    const float one_line = Typeset(note, fm, px).width, group = Typeset(Prose(k.group), fm, px).width;
    for (float width = group + 1; width < one_line; width += 0.05f * one_line) {
      SCOPED_TRACE(std::string(k.note) + " at " + std::to_string(width));
      const Box b = TypesetWrapped(note, fm, px, width);
      const auto lines = LinesOf(b);
      EXPECT_GT(lines.size(), 1u);
      int first = -1, last = -1;
      for (const auto& [y, line] : lines) {
        for (const std::string& r : line) {
          if (first < 0 && r.find(k.first) != std::string::npos) first = y;
          if (r.find(k.last) != std::string::npos) last = y;
        }
        EXPECT_FALSE(IsSign(line.back())) << "a line ends with \"" << line.back() << "\"";
      }
      EXPECT_EQ(first, last) << k.group << " is split";
    }
  }
}

// The numbers line of a test states the relation that holds, in the lecture's family: never "6.2 < 3.8".
TEST(MathSubstitute, RelationsThatHold) {
  const E a = Q("n̂·B_s", 6.2), b = Q("n̂·P_0", 3.8), z = Q("n̂·B_e", 4.0);
  EXPECT_EQ(Text(Substitute(And({Lt(a, b), Lt(z, b)}), {})), "6.2 > 3.8 ∧ 4 > 3.8");
  EXPECT_EQ(Text(Substitute(Eq(Q("n̂·v⃗", -5.0), 0), {})), "−5 ≠ 0");
  EXPECT_EQ(Text(Substitute(Eq(Q("n̂·v⃗", 2e-17), 0), {1e-12, 4})), "0 = 0");  // rounding noise is 0
  EXPECT_EQ(Text(Substitute(In(Q("t_i", 1.2), Interval(0, 1)), {})), "1.2 ∉ [0, 1]");
  // A computed side states its value: "… = 8 > 0".
  EXPECT_EQ(Text(Substitute(Lt(Dot(Q("B_i", Vec2{0, 2}) - Q("P_0", Vec2{0, 0}), Q("e⃗", Vec2{0, 4})), 0), {})),
            "((0, 2) − (0, 0)) · (0, 4) = 8 > 0");
  // Where the printed sides would not show it (0.1027 > 0.1 at 2 decimals: "0.1 > 0.1"), more decimals.
  EXPECT_EQ(Text(Substitute(Gt(Q("x", 0.1027), Q("tol", 0.1)), {0, 2})), "0.103 > 0.1");
  // Negating zero is 0, never "−0"; the substituted tree evaluates to the printed numbers.
  EXPECT_EQ(Text(Substitute(Tuple({Q("e_y", 4.0), -Q("e_x", 0.0)}), {})), "(4, 0)");
  const Expr third = Substitute(Frac(Q("a", 1.0), Q("b", 3.0)) * Q("c", 3.0), {});
  EXPECT_TRUE(Exact(third));
  EXPECT_FALSE(Exact(ValueExpr(1.0 / 3.0, {})));
  EXPECT_NEAR(Eval(ValueExpr(1.0 / 3.0, {}))->X(), 0.3333, 1e-12);  // the value it states
}

TEST(MathJson, NumbersKeepFullPrecisionWithoutNoise) {
  EXPECT_EQ(JsonNoiseless(json(-3200.000000000001)).dump(), "-3200.0");
  EXPECT_EQ(JsonNoiseless(json(0.1 + 0.2)).dump(), "0.3");
  EXPECT_EQ(JsonNoiseless(json(1.0 / 3.0)).get<double>(), 1.0 / 3.0);
  EXPECT_EQ(JsonNoiseless(json::array({-0.11999999999999966, 2})).dump(), "[-0.12,2]");
  EXPECT_DOUBLE_EQ(ParseNum("−2.5"), -2.5);
  EXPECT_DOUBLE_EQ(ParseNum("1.2×10⁻⁵"), 1.2e-5);
  EXPECT_TRUE(std::isnan(ParseNum("2 apples")));
}

// MathML: well formed (every element closed in order), and naming the symbols the text names.
std::string WellFormed(const std::string& ml) {
  std::vector<std::string> open;
  for (std::size_t i = ml.find('<'); i != std::string::npos; i = ml.find('<', i + 1)) {
    const std::size_t end = ml.find('>', i);
    if (end == std::string::npos) return "unclosed tag at " + std::to_string(i);
    std::string tag = ml.substr(i + 1, end - i - 1);
    if (tag.back() == '/') continue;  // <mspace …/>
    const bool closing = tag[0] == '/';
    tag = tag.substr(closing ? 1 : 0, tag.find(' ') == std::string::npos ? std::string::npos
                                                                         : tag.find(' ') - (closing ? 1 : 0));
    if (!closing) {
      open.push_back(tag);
    } else if (open.empty() || open.back() != tag) {
      return "</" + tag + "> closes " + (open.empty() ? "nothing" : "<" + open.back() + ">");
    } else {
      open.pop_back();
    }
  }
  return open.empty() ? "" : "<" + open.back() + "> never closed";
}

TEST(MathML, EveryStepLineIsWellFormedAndNamesItsSymbols) {
  for (const LessonEntry& e : LessonList()) {
    auto l = e.Make();
    for (const Preset& p : l->Presets()) {
      l->LoadScene(p.scene);
      for (const Step& s : l->derivation().steps) {
        for (const StepLine& line : StepLines(s)) {
          const std::string ml = MathML(line.expr), text = math::Text(line.expr);
          SCOPED_TRACE(std::string(e.id) + " / " + p.name + " / " + s.key + ": " + text);
          EXPECT_EQ(WellFormed(ml), "");
          EXPECT_EQ(ml.rfind("<math xmlns=\"http://www.w3.org/1998/Math/MathML\">", 0), 0u);
          // Each identifier's letters appear in the text as written.
          for (std::size_t i = ml.find("<mi"); i != std::string::npos; i = ml.find("<mi", i + 1)) {
            const std::size_t b = ml.find('>', i) + 1, end = ml.find("</mi>", b);
            const std::string name = ml.substr(b, end - b);
            EXPECT_NE(text.find(name), std::string::npos) << name << " in " << ml;
          }
        }
      }
    }
  }
}

// ── Every line true as written ─────────────────────────────────────────────────────────────────────────

double Scale(const std::optional<Value>& a, const std::optional<Value>& b) {
  double s = 1;
  for (const auto* v : {&a, &b}) {
    if (*v) s = std::max({s, std::fabs((*v)->v[0]), std::fabs((*v)->v[1])});
  }
  return s;
}

// Whether `a rel b` holds between the printed values (within `tol` × their size for an equation).
bool Holds(Rel rel, const Value& a, const Value& b, double tol) {
  const double scale = Scale(a, b);
  if (a.kind == Value::Kind::Vector && b.kind == Value::Kind::Vector) {
    const bool eq = std::fabs(a.v[0] - b.v[0]) <= tol * scale && std::fabs(a.v[1] - b.v[1]) <= tol * scale;
    return rel == Rel::Eq || rel == Rel::Approx ? eq : rel == Rel::Ne ? !eq : true;
  }
  const double x = a.X(), y = b.X();
  switch (rel) {
    case Rel::Eq: return std::fabs(x - y) <= tol * scale;
    case Rel::Approx: return std::fabs(x - y) <= 1e-3 * scale;  // rounded to the step's decimals
    case Rel::Lt: return x < y;
    case Rel::Gt: return x > y;
    case Rel::Le: return x <= y;
    case Rel::Ge: return x >= y;
    case Rel::Ne: return x != y;
    default: return true;
  }
}

// Every relation between numbers in `e` holds at the printed precision; returns the first that does not.
std::string FalseRelation(const Expr& e) {
  if (!e) return "";
  if (e->op == Op::Relation) {
    for (std::size_t i = 0; i + 1 < e->kids.size(); ++i) {
      const auto a = Eval(e->kids[i]), b = Eval(e->kids[i + 1]);
      if (!a || !b || !Numeric(*e->kids[i]) || !Numeric(*e->kids[i + 1])) continue;
      if (!Holds(e->rels[i], *a, *b, 1e-9)) {
        return math::Text(e->kids[i]) + " " + RelText(e->rels[i]) + " " + math::Text(e->kids[i + 1]);
      }
    }
  }
  for (const Expr& k : e->kids) {
    if (std::string bad = FalseRelation(k); !bad.empty()) return bad;
  }
  return "";
}

// The lecture's condition evaluated on its quantities' values: true, false, or unknown (words, symbols).
std::optional<bool> Truth(const Expr& e, double zero) {
  if (e->op == Op::And || e->op == Op::Or) {
    bool all = true, any = false;
    for (const Expr& k : e->kids) {
      const auto t = Truth(k, zero);
      if (!t) return std::nullopt;
      all = all && *t, any = any || *t;
    }
    return e->op == Op::And ? all : any;
  }
  if (e->op != Op::Relation || e->kids.size() != 2) return std::nullopt;
  const auto a = Eval(e->kids[0]);
  if (e->rels[0] == Rel::In || e->rels[0] == Rel::NotIn) {
    const Expr& set = e->kids[1];
    if (!a || set->op != Op::Interval) return std::nullopt;
    const auto lo = Eval(set->kids[0]), hi = Eval(set->kids[1]);
    const bool in = a->X() >= lo->X() - zero && a->X() <= hi->X() + zero;
    return e->rels[0] == Rel::In ? in : !in;
  }
  const auto b = Eval(e->kids[1]);
  if (!a || !b || a->kind != Value::Kind::Scalar || b->kind != Value::Kind::Scalar) return std::nullopt;
  const double d = a->X() - b->X();
  const int cmp = std::fabs(d) <= zero ? 0 : d < 0 ? -1 : 1;
  switch (e->rels[0]) {
    case Rel::Eq: return cmp == 0;
    case Rel::Ne: return cmp != 0;
    case Rel::Lt: return cmp < 0;
    case Rel::Gt: return cmp > 0;
    case Rel::Le: return cmp <= 0;
    case Rel::Ge: return cmp >= 0;
    default: return std::nullopt;
  }
}

// What is wrong with one step, or "".
std::string StepProblem(const Step& s) {
  const std::vector<StepLine> lines = StepLines(s);
  math::Expr numbers;
  for (const StepLine& l : lines) {
    const std::string text = math::Text(l.expr);
    // No rounding noise in scientific notation (×10⁻⁹ and smaller).
    for (std::size_t at = text.find("×10⁻"); at != std::string::npos; at = text.find("×10⁻", at + 1)) {
      const double power = ParseNum("1" + text.substr(at, text.find_first_of(" ,)", at) - at));
      if (power > 0 && power <= 1e-9) return "noise printed: " + text;
    }
    if (text.find('-') != std::string::npos && text.find("x_") == std::string::npos) {
      for (std::size_t i = text.find('-'); i != std::string::npos; i = text.find('-', i + 1)) {
        if (i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1])))
          return "a hyphen for a minus: " + text;
      }
    }
    if (l.role == LineRole::Numbers || l.role == LineRole::Value || l.role == LineRole::Formula) {
      if (std::string bad = FalseRelation(l.expr); !bad.empty()) return "false: " + bad + "  in  " + text;
    }
    // "=" before a continuation: the numbers are the values exactly; the value is what they compute.
    if (l.expr->op == Op::Lead && l.expr->rels[0] == Rel::Eq) {
      const Expr& x = l.expr->kids[0];
      if (l.role == LineRole::Numbers && !Exact(x)) return "\"=\" before rounded numbers: " + text;
      if (l.role == LineRole::Value && numbers) {
        const auto a = Eval(numbers), b = Eval(x);
        if (a && b && !Holds(Rel::Eq, *a, *b, 1e-9)) {
          return "\"=\" between " + math::Text(numbers) + " and " + math::Text(x);
        }
      }
    }
    if (l.role == LineRole::Numbers && l.expr->op == Op::Lead) numbers = l.expr->kids[0];
  }
  // The formula, evaluated with its quantities' values, computes the step's value.
  if ((s.kind == StepKind::Computation || s.kind == StepKind::Cases) && s.rhs && s.value.Has() &&
      s.value.kind != Value::Kind::Degrees && s.value.kind != Value::Kind::Matrix) {
    const auto f = Eval(s.rhs);
    if (f && f->kind == s.value.kind && std::isfinite(f->v[0]) && std::isfinite(f->v[1])) {
      const double tol = 1e-9 * Scale(f, s.value) + std::max(s.precision.zero, 0.0) * 4;
      if (std::fabs(f->v[0] - s.value.v[0]) > tol || std::fabs(f->v[1] - s.value.v[1]) > tol)
        return "the formula gives " + math::Text(ValueExpr(*f, {})) + ", the step says " +
               math::Text(ValueExpr(s.value, {}));
    }
  }
  // A test's outcome follows from its condition, as the lecture writes it, on the values.
  if (s.kind == StepKind::Test) {
    const auto t = Truth(s.rhs, std::max(s.precision.zero, 0.0));
    if (t && *t != s.holds)
      return "the condition is " + std::string(*t ? "true" : "false") + ", the step says " +
             (s.holds ? "it holds" : "it fails");
  }
  return "";
}

// Scenes scattered around a preset: every number moved by up to ±2 (coordinates) or scaled by up to 2×.
json Scatter(json scene, std::mt19937& g) {
  std::uniform_real_distribution<double> shift(-2.0, 2.0), factor(0.5, 2.0);
  std::function<void(json&, const std::string&)> walk = [&](json& v, const std::string& key) {
    if (v.is_number() && key != "lesson") {
      const double x = v.get<double>();
      const bool positive = x > 0 && key != "p0" && key != "p1" && key != "bs" && key != "be" && key != "c" &&
                            key != "s0" && key != "s1" && key != "p" && key != "p2" && key != "v1" &&
                            key != "v2";
      v = std::round((positive ? x * factor(g) : x + shift(g)) * 10) / 10;
    } else if (v.is_array()) {
      for (json& x : v) walk(x, key);
    } else if (v.is_object()) {
      for (auto it = v.begin(); it != v.end(); ++it) walk(it.value(), it.key());
    }
  };
  walk(scene, "");
  return scene;
}

TEST(StepTruth, EveryLineOfEveryStepIsTrueAsWritten) {
  std::mt19937 g(24);
  int checked = 0;
  for (const LessonEntry& e : LessonList()) {
    if (std::string(e.id) == "sandbox") continue;  // its rows are the engine's values, with no formulas
    auto l = e.Make();
    std::vector<json> scenes;
    for (const Preset& p : l->Presets()) scenes.push_back(p.scene);
    for (const std::string& c : practice::ProblemCases(e.id)) {
      for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        if (const auto p = practice::GenerateProblem(e.id, c, seed, nullptr)) scenes.push_back(p->scene);
      }
    }
    const std::size_t presets = scenes.size();
    for (int k = 0; k < 200; ++k) scenes.push_back(Scatter(scenes[static_cast<std::size_t>(k) % presets], g));
    for (std::size_t i = 0; i < scenes.size(); ++i) {
      json scene = scenes[i];
      scene["lesson"] = e.id;
      Derivation d;
      try {
        d = Explain(scene, "scene.json");
      } catch (const SceneError&) {
        continue;  // a scattered scene out of the domain
      }
      for (const Step& s : d.steps) {
        const std::string bad = StepProblem(s);
        EXPECT_EQ(bad, "") << e.id << " / " << s.key << " in " << scene.dump() << "\n" << StepText(s);
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 20000);
}

}  // namespace
}  // namespace ricochet::app
