#include "math/typeset.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "draw/text_wrap.h"
#include "math/grammar.h"

namespace ricochet::app::math {

namespace {

// Spaces in ems, as a mathematics typesetter sets them: thin beside a product's dot, medium around + and −,
// thick around relations, wider around ∧ and ⇒.
constexpr float kThin = 0.1f, kMedium = 0.22f, kThick = 0.3f, kWide = 0.5f;
constexpr float kScript = 0.7f;  // a subscript's or superscript's size

struct Ctx {
  const FontMetrics& fm;
  float px;
  // The width a fraction (or a root over one) may take, 0 for any: wider, its numerator and denominator
  // break into lines (TypesetWrapped sets it for a part that cannot break otherwise).
  float wrap = 0;
  Ctx Scaled(float s) const { return {fm, px * s}; }
  Ctx Unwrapped() const { return {fm, px}; }
  float Em(float x) const { return x * px; }
  float Rule() const { return std::max(1.0f, 0.06f * px); }
};

void Append(Box& dst, Box src, float gap = 0) {
  const float dx = dst.width + gap;
  for (Run& r : src.runs) r.x += dx;
  for (Stroke& s : src.strokes) {
    for (auto& p : s.points) p[0] += dx;
  }
  dst.runs.insert(dst.runs.end(), src.runs.begin(), src.runs.end());
  dst.strokes.insert(dst.strokes.end(), src.strokes.begin(), src.strokes.end());
  dst.width = dx + src.width;
  dst.ascent = std::max(dst.ascent, src.ascent);
  dst.descent = std::max(dst.descent, src.descent);
}

Box TextBox(const Ctx& c, std::string text, bool italic) {
  Box b;
  b.width = c.fm.advance(text, c.px);
  // A slanted run leans right by its height: room for it when something follows (the italic correction).
  if (italic) b.width += 0.04f * c.px;
  b.ascent = c.fm.ascent * c.px;
  b.descent = c.fm.descent * c.px;
  b.runs.push_back({std::move(text), 0, 0, c.px, italic});
  return b;
}

bool NormalHeight(const Box& b, const Ctx& c) {
  // Subscripts and hats stay within the glyphs' reach; a fraction or a matrix does not.
  return b.ascent <= c.fm.ascent * c.px * 1.25f && b.descent <= c.fm.descent * c.px * 2.0f;
}

// Brackets around `inner`: the font's glyphs where the inner box is a line high, strokes where it is taller.
Box Fenced(const Ctx& c, Box inner, const std::string& open, const std::string& close) {
  Box out;
  if (NormalHeight(inner, c)) {
    if (!open.empty()) Append(out, TextBox(c, open, false));
    Append(out, std::move(inner), c.Em(0.02f));
    if (!close.empty()) Append(out, TextBox(c, close, false), c.Em(0.02f));
    return out;
  }
  const float top = -inner.ascent - c.Em(0.08f), bottom = inner.descent + c.Em(0.08f);
  const float w = c.Em(0.32f), t = c.Rule() * 1.1f;
  const auto bracket = [&](const std::string& g, bool left) {
    Box b;
    b.width = w;
    b.ascent = -top;
    b.descent = bottom;
    const float x0 = left ? w * 0.75f : w * 0.25f, x1 = left ? w * 0.3f : w * 0.7f;
    Stroke s;
    s.width = t;
    if (g == "(" || g == ")") {
      for (int i = 0; i <= 12; ++i) {  // a flattened half ellipse
        const float a = static_cast<float>(i) / 12.0f, y = top + (bottom - top) * a;
        const float bulge = std::sin(a * 3.14159265f);
        s.points.push_back({x0 + (x1 - x0) * bulge, y});
      }
    } else if (g == "[" || g == "]") {
      s.points = {{x0, top}, {x1, top}, {x1, bottom}, {x0, bottom}};
    } else if (g == "⌈" || g == "⌉") {
      s.points = {{x0, top}, {x1, top}, {x1, bottom}};
    } else {  // | and ‖
      const float xm = w * 0.5f;
      s.points = {{xm, top}, {xm, bottom}};
      if (g == "‖") {
        Stroke s2 = s;
        s.points = {{xm - c.Em(0.06f), top}, {xm - c.Em(0.06f), bottom}};
        s2.points = {{xm + c.Em(0.06f), top}, {xm + c.Em(0.06f), bottom}};
        b.strokes.push_back(s2);
      }
    }
    b.strokes.push_back(std::move(s));
    return b;
  };
  if (!open.empty()) Append(out, bracket(open, true));
  Append(out, std::move(inner), c.Em(0.04f));
  if (!close.empty()) Append(out, bracket(close, false), c.Em(0.04f));
  return out;
}

Box Lay(const Node& n, const Ctx& c);

Box Kid(const Node& n, std::size_t i, const Ctx& c) {
  Box b = Lay(*n.kids[i], c);
  return NeedsParens(n, i, false) ? Fenced(c, std::move(b), "(", ")") : b;
}

// Kids joined by an operator sign with `space` ems on each side.
Box Joined(const Node& n, const Ctx& c, const std::string& sign, float space) {
  Box out = Kid(n, 0, c);
  for (std::size_t i = 1; i < n.kids.size(); ++i) {
    Append(out, TextBox(c, sign, false), c.Em(space));
    Append(out, Kid(n, i, c), c.Em(space));
  }
  return out;
}

bool LowercaseWithoutAscender(const std::string& s) {
  return s.size() == 1 && std::string_view("acegmnopqrsuvwxyz").find(s[0]) != std::string_view::npos;
}

Box SymbolBox(const Node& n, const Ctx& c) {
  const bool italic = !n.upright && n.op == Op::Symbol;
  Box b = TextBox(c, n.text, italic);
  if (n.accent != Accent::None) {
    // Over the letter's top: the x-height for n, v, the cap height for P, B; leaning with the slant.
    const float top = (LowercaseWithoutAscender(n.text) ? c.fm.x_height : c.fm.cap_height) * c.px;
    const float w = b.width - (italic ? 0.04f * c.px : 0);
    const float cx = w * 0.5f + (italic ? kItalicSlant * top : 0);
    const float y = -top - c.Em(0.12f);
    Stroke s;
    s.width = c.Rule();
    if (n.accent == Accent::Hat) {
      const float hw = std::min(c.Em(0.24f), 0.45f * w);
      s.points = {{cx - hw, y}, {cx, y - c.Em(0.16f)}, {cx + hw, y}};
      b.ascent = std::max(b.ascent, top + c.Em(0.12f + 0.16f + 0.04f));
    } else {
      const float hw = std::max(c.Em(0.26f), 0.5f * w), head = c.Em(0.1f);
      const float ya = y - c.Em(0.06f);
      s.points = {{cx - hw, ya}, {cx + hw, ya}};
      Stroke h;
      h.width = c.Rule();
      h.points = {{cx + hw - head, ya - head * 0.8f}, {cx + hw, ya}, {cx + hw - head, ya + head * 0.8f}};
      b.strokes.push_back(std::move(h));
      b.ascent = std::max(b.ascent, top + c.Em(0.12f + 0.06f + 0.12f));
    }
    b.strokes.push_back(std::move(s));
  }
  if (n.sub.empty() && n.sup.empty()) return b;
  const Ctx sc = c.Scaled(kScript);
  const auto script = [&](const std::string& s) {
    const bool letter = s.size() == 1 && std::isalpha(static_cast<unsigned char>(s[0]));
    Box sb = TextBox(sc, s, letter);
    for (Run& r : sb.runs) r.script = true;
    return sb;
  };
  const float x = b.width - (italic ? 0.05f * c.px : 0);
  float w = 0;
  if (!n.sub.empty()) {
    const Box s = Moved(script(n.sub), x, c.Em(0.22f));
    w = std::max(w, s.width);
    b.runs.insert(b.runs.end(), s.runs.begin(), s.runs.end());
    b.descent = std::max(b.descent, s.descent);
  }
  if (!n.sup.empty()) {
    // Primes at the base's size on its baseline: the font draws U+2032 high already, and set as a raised
    // script it shrank to a speck (V₁′ read V₁). What follows them (the ² of V₁′²) is a script after them.
    std::size_t k = 0;
    while (n.sup.compare(k, 3, "′") == 0) k += 3;
    float sx = x + (italic ? 0.08f * c.px : 0);
    if (k > 0) {
      const Box p = Moved(TextBox(c, n.sup.substr(0, k), false), sx, 0);
      b.runs.insert(b.runs.end(), p.runs.begin(), p.runs.end());
      b.ascent = std::max(b.ascent, p.ascent);
      sx += p.width;
    }
    if (k < n.sup.size()) {
      const Box s = Moved(script(n.sup.substr(k)), sx, -c.Em(0.42f));
      b.runs.insert(b.runs.end(), s.runs.begin(), s.runs.end());
      b.ascent = std::max(b.ascent, s.ascent);
      sx += s.width;
    }
    w = std::max(w, sx - x);
  }
  b.width = x + w;
  return b;
}

Box Stacked(const Node& n, const Ctx& c, float max_width);

Box FracBox(const Node& n, const Ctx& c) {
  const float pad = c.Em(0.12f), gap = c.Em(0.14f), rule = c.Rule();
  // Too wide for the room it has: the numerator and the denominator each break into centred lines.
  const auto part = [&](const Node& k) {
    Box b = Lay(k, c.Unwrapped());
    if (c.wrap > 0 && b.width + 2 * pad > c.wrap) b = Stacked(k, c.Unwrapped(), c.wrap - 2 * pad);
    return b;
  };
  const Box num = part(*n.kids[0]), den = part(*n.kids[1]);
  const float w = std::max(num.width, den.width) + 2 * pad;
  const float bar = -c.fm.axis * c.px;  // the bar's y
  Box b;
  b.width = w;
  Box top = Moved(num, (w - num.width) / 2, bar - rule / 2 - gap - num.descent);
  Box bottom = Moved(den, (w - den.width) / 2, bar + rule / 2 + gap + den.ascent);
  b.ascent = -(bar - rule / 2 - gap - num.descent - num.ascent);
  b.descent = bar + rule / 2 + gap + den.ascent + den.descent;
  for (Box* part : {&top, &bottom}) {
    b.runs.insert(b.runs.end(), part->runs.begin(), part->runs.end());
    b.strokes.insert(b.strokes.end(), part->strokes.begin(), part->strokes.end());
  }
  b.strokes.push_back({{{pad * 0.5f, bar}, {w - pad * 0.5f, bar}}, rule});
  return b;
}

Box SqrtBox(const Node& n, const Ctx& c) {
  const float lead = c.Em(0.55f);
  Ctx in = c;  // a fraction under the root has the room the root leaves
  if (c.wrap > 0) in.wrap = std::max(c.wrap - lead - c.Em(0.18f), c.Em(4));
  const Box inner = Lay(*n.kids[0], in);
  const float gap = c.Em(0.12f), rule = c.Rule();
  const float top = -inner.ascent - gap, bottom = inner.descent;
  Box b;
  Stroke s;
  s.width = rule;
  const float mid = bottom - (bottom - top) * 0.4f;
  s.points = {{0, mid},
              {c.Em(0.12f), mid - c.Em(0.06f)},
              {c.Em(0.3f), bottom},
              {lead - c.Em(0.04f), top},
              {lead + inner.width + c.Em(0.08f), top}};
  b.strokes.push_back(std::move(s));
  b.width = lead;
  b.ascent = -top + rule;
  b.descent = bottom;
  Append(b, inner, 0);
  b.width += c.Em(0.1f);
  return b;
}

// Where a symbol's superscript goes: over its subscript (n_x² stacks its 2 above the x), else after it.
const Node* Subscripted(const Node& n) {
  const Node* s = n.op == Op::Quantity ? n.kids[0].get() : &n;
  return s->op == Op::Symbol && !s->sub.empty() && s->sup.empty() ? s : nullptr;
}

Box PowBox(const Node& n, const Ctx& c) {
  if (const Node* s = Subscripted(*n.kids[0]); s && n.kids[1]->op == Op::Number) {
    Node stacked = *s;
    stacked.sup = n.kids[1]->text;
    return SymbolBox(stacked, c);
  }
  Box b = Kid(n, 0, c);
  Box e = Lay(*n.kids[1], c.Scaled(kScript));
  for (Run& r : e.runs) r.script = true;
  // Raised to the base's top for a tall base ((…)², a fraction), to the usual height otherwise.
  const float raise = std::max(c.Em(0.42f), b.ascent - e.ascent * 0.6f);
  e = Moved(std::move(e), 0, -raise);
  e.descent = std::max(0.0f, e.descent);
  Append(b, std::move(e), c.Em(0.03f));
  return b;
}

Box MatrixBox(const Node& n, const Ctx& c) {
  const std::size_t cols = static_cast<std::size_t>(std::max(n.cols, 1));
  const std::size_t rows = (n.kids.size() + cols - 1) / cols;
  std::vector<Box> cells;
  for (const Expr& k : n.kids) cells.push_back(Lay(*k, c));
  std::vector<float> col_w(cols, 0), row_a(rows, 0), row_d(rows, 0);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    col_w[i % cols] = std::max(col_w[i % cols], cells[i].width);
    row_a[i / cols] = std::max(row_a[i / cols], cells[i].ascent);
    row_d[i / cols] = std::max(row_d[i / cols], cells[i].descent);
  }
  const float col_gap = c.Em(0.8f), row_gap = c.Em(0.2f);
  float height = row_gap * static_cast<float>(rows - 1);
  for (std::size_t r = 0; r < rows; ++r) height += row_a[r] + row_d[r];
  const float top = -c.fm.axis * c.px - height / 2;  // centred on the math axis
  Box inner;
  float y = top;
  for (std::size_t r = 0; r < rows; ++r) {
    y += row_a[r];
    float x = 0;
    for (std::size_t col = 0; col < cols && r * cols + col < cells.size(); ++col) {
      const Box& cell = cells[r * cols + col];
      Box moved = Moved(cell, x + (col_w[col] - cell.width) / 2, y);  // each column centred
      inner.runs.insert(inner.runs.end(), moved.runs.begin(), moved.runs.end());
      inner.strokes.insert(inner.strokes.end(), moved.strokes.begin(), moved.strokes.end());
      x += col_w[col] + col_gap;
    }
    y += row_d[r] + row_gap;
  }
  for (float w : col_w) inner.width += w;
  inner.width += col_gap * static_cast<float>(cols - 1);
  inner.ascent = -top;
  inner.descent = top + height;
  return Fenced(c, std::move(inner), "[", "]");
}

Box ProductBox(const Node& n, const Ctx& c) {
  Box out = Kid(n, 0, c);
  for (std::size_t i = 1; i < n.kids.size(); ++i) {
    if (ProductDot(n, i)) {
      Append(out, TextBox(c, "·", false), c.Em(kThin));
      Append(out, Kid(n, i, c), c.Em(kThin));
    } else {
      // 4ac, 2a: factors side by side, a hair apart; a bracketed factor a thin space apart.
      const bool bracket = NeedsParens(n, i, false) || n.kids[i]->op == Op::Paren;
      Append(out, Kid(n, i, c), c.Em(bracket ? kThin : 0.04f));
    }
  }
  return out;
}

// Space around an operator sign written inside a symbol's markup (n̂·P0, r_s + r_c).
float MarkupSpace(const std::string& sign) {
  if (sign == "·") return 0.04f;
  if (sign == "+" || sign == "−" || sign == "±") return kMedium;
  if (sign == "=" || sign == "<" || sign == ">" || sign == "≤" || sign == "≥" || sign == "≠") return kThick;
  return 0.0f;
}

Box Lay(const Node& n, const Ctx& c) {
  switch (n.op) {
    case Op::Symbol: return SymbolBox(n, c);
    case Op::Number: {
      if (!n.sub.empty() || !n.sup.empty()) return SymbolBox(n, c);
      return TextBox(c, n.text, false);
    }
    case Op::Word: return n.text == " " ? Box{c.Em(0.25f), 0, 0, {}, {}} : TextBox(c, n.text, false);
    case Op::Operator: return TextBox(c, n.text, false);
    case Op::Quantity: return Lay(*n.kids[0], c);
    case Op::Row: {
      // A binary sign written between spaces ("b² − 4ac") gets its own space each side, as the tree's
      // sums and relations do (Sq(b) − 4ac): the written spaces around it are not added to it.
      const auto spaced_sign = [&](std::size_t i) {
        return i < n.kids.size() && n.kids[i]->op == Op::Operator && MarkupSpace(n.kids[i]->text) > 0;
      };
      Box out;
      float pending = 0;
      for (std::size_t i = 0; i < n.kids.size(); ++i) {
        const Expr& k = n.kids[i];
        if (k->op == Op::Word && k->text == " " && ((i > 0 && spaced_sign(i - 1)) || spaced_sign(i + 1)))
          continue;
        if (k->op == Op::Operator) {
          const float sp = c.Em(MarkupSpace(k->text));
          Append(out, TextBox(c, k->text, false), out.width > 0 ? sp : 0);
          pending = sp;
        } else {
          Append(out, Lay(*k, c), pending);
          pending = 0;
        }
      }
      return out;
    }
    case Op::Add: {
      Box out = Kid(n, 0, c);
      for (std::size_t i = 1; i < n.kids.size(); ++i) {
        const Node& k = *n.kids[i];
        const bool minus = k.op == Op::Neg;
        Append(out, TextBox(c, minus ? "−" : "+", false), c.Em(kMedium));
        Append(out, minus ? Kid(k, 0, c) : Kid(n, i, c), c.Em(kMedium));
      }
      return out;
    }
    case Op::Sub: return Joined(n, c, "−", kMedium);
    case Op::PlusMinus: return Joined(n, c, "±", kMedium);
    case Op::Neg: {
      Box out = TextBox(c, "−", false);
      Append(out, Kid(n, 0, c), c.Em(0.02f));
      return out;
    }
    case Op::Mul: return ProductBox(n, c);
    case Op::Dot: return Joined(n, c, "·", Numeric(n) ? kThin : 0.04f);
    case Op::Div: return Joined(n, c, "/", 0.08f);
    case Op::Frac: return FracBox(n, c);
    case Op::Pow: return PowBox(n, c);
    case Op::Sqrt: return SqrtBox(n, c);
    case Op::Norm: return Fenced(c, Lay(*n.kids[0], c), "‖", "‖");
    case Op::Abs: return Fenced(c, Lay(*n.kids[0], c), "|", "|");
    case Op::Ceil: return Fenced(c, Lay(*n.kids[0], c), "⌈", "⌉");
    case Op::Paren: return Fenced(c, Lay(*n.kids[0], c), "(", ")");
    case Op::Tuple:
    case Op::Interval:
    case Op::Call: {
      Box inner = Kid(n, 0, c);
      for (std::size_t i = 1; i < n.kids.size(); ++i) {
        Append(inner, TextBox(c, ",", false), c.Em(0.02f));
        Append(inner, Kid(n, i, c), c.Em(0.25f));
      }
      const bool interval = n.op == Op::Interval;
      Box fenced = Fenced(c, std::move(inner), interval ? "[" : "(", interval ? "]" : ")");
      if (n.op != Op::Call) return fenced;
      // A function named by one letter is a variable (R(θ), B(t)); cos, min are words.
      const bool letter = n.text.size() == 1 && std::isalpha(static_cast<unsigned char>(n.text[0])) != 0;
      Box out = TextBox(c, n.text, letter);
      Append(out, std::move(fenced), c.Em(0.04f));
      return out;
    }
    case Op::Matrix: return MatrixBox(n, c);
    case Op::Relation: {
      Box out = Kid(n, 0, c);
      for (std::size_t i = 1; i < n.kids.size(); ++i) {
        Append(out, TextBox(c, RelText(n.rels[i - 1]), false), c.Em(kThick));
        Append(out, Kid(n, i, c), c.Em(kThick));
      }
      return out;
    }
    case Op::And: return Joined(n, c, "∧", kWide);
    case Op::Or: return Joined(n, c, "∨", kWide);
    case Op::Lead: {
      Box out = TextBox(c, RelText(n.rels[0]), false);
      Append(out, Lay(*n.kids[0], c), c.Em(n.rels[0] == Rel::Implies ? kWide : kThick));
      return out;
    }
  }
  return {};
}

// A piece a line may break before, and the space in front of it when it does not.
struct Piece {
  Box box;
  float space = 0;
  bool starts_line = false;  // the first piece of a clause wider than the line (BreakRuns)
};

bool IsProse(const Node& n);

// Prose (words, with symbols among them) breaks where WrapText breaks text (draw/text_wrap.h): at its spaces,
// between whole clauses — a sign standing between spaces binds the words either side ("t = (−b ± √(b² −
// 4ac)) / 2a" is one clause, never cut after "=" or "±"), and a bracketed group stays whole ("(5.86, 0.00)")
// unless it alone is wider than `max_width`. What touches without a space stays together.
void ProsePieces(const Node& n, const Ctx& c, float max_width, std::vector<Piece>& out, Box lead) {
  const float space = c.fm.advance(" ", c.px);
  std::vector<Box> boxes;          // each word laid out
  std::vector<std::string> words;  // and as text, for its signs and brackets
  bool gap = true;                 // whitespace before the next part
  const auto add = [&](Box b, std::string text) {
    if (words.empty() && lead.width > 0) {  // the lead ("=", "⇒") joins the first word, which is no sign then
      Box l = std::move(lead);
      lead = Box{};
      std::string signs;
      for (const Run& r : l.runs) signs += r.text;
      text = signs + text;
      Append(l, std::move(b), c.Em(kWide));
      b = std::move(l);
    }
    if (gap || words.empty()) {
      boxes.push_back(std::move(b)), words.push_back(std::move(text));
    } else {
      Append(boxes.back(), std::move(b), 0), words.back() += text;
    }
    gap = false;
  };
  // The row's parts one by one; prose within prose (a case's words after its condition) breaks at its
  // spaces too, any other part stays whole.
  const auto walk = [&](const auto& self, const Node& k, const Expr* e, bool top) -> void {
    if (k.op == Op::Row && (top || IsProse(k))) {
      for (const Expr& kid : k.kids) self(self, *kid, &kid, false);
      return;
    }
    if (k.op != Op::Word) {
      add(Lay(k, c), e ? Text(*e) : "");
      return;
    }
    const std::string& t = k.text;
    for (std::size_t i = 0; i < t.size();) {
      if (t[i] == ' ') {
        gap = true, ++i;
        continue;
      }
      const std::size_t j = std::min(t.find(' ', i), t.size());
      const std::string w = t.substr(i, j - i);
      add(TextBox(c, w, false), w);
      i = j;
    }
  };
  walk(walk, n, nullptr, true);
  const auto width = [&](std::size_t begin, std::size_t end) {
    double w = 0;
    for (std::size_t i = begin; i < end; ++i) w += boxes[i].width + (i > begin ? space : 0);
    return w;
  };
  const double room = max_width > 0 ? max_width : std::numeric_limits<double>::infinity();
  for (const WordRun& r : BreakRuns(words, room, width)) {
    Box run = boxes[r.begin];
    for (std::size_t i = r.begin + 1; i < r.end; ++i) Append(run, boxes[i], space);
    out.push_back({std::move(run), space, r.starts_line});
  }
}

bool IsProse(const Node& n) {
  if (n.op == Op::Word) return n.text.find(' ') != std::string::npos;
  if (n.op != Op::Row) return false;
  for (const Expr& k : n.kids) {
    if (k->op == Op::Word && k->text != " ") return true;
  }
  return false;
}

// The pieces a line may break between, each with the sign that starts it ("= 3", "+ b", "∧ c < 0").
void Pieces(const Node& n, const Ctx& c, float max_width, std::vector<Piece>& out, Box lead,
            float space_before) {
  const auto with_lead = [&](Box b) {
    if (lead.width > 0) {
      Box l = lead;
      const bool bracket = !l.runs.empty() && l.runs.back().text == "(";  // "(" or "· (": no space inside
      Append(l, std::move(b), bracket ? 0 : c.Em(kThick));
      return l;
    }
    return b;
  };
  if (IsProse(n)) {
    ProsePieces(n, c, max_width, out, std::move(lead));
    return;
  }
  std::vector<std::pair<std::string, const Node*>> parts;  // (sign, part)
  float space = kThick;
  switch (n.op) {
    case Op::Lead: {
      Box sign = TextBox(c, RelText(n.rels[0]), false);
      Pieces(*n.kids[0], c, max_width, out, sign, space_before);
      return;
    }
    case Op::Mul:
    case Op::Dot:  // a product too wide for the line breaks before its dots, as a lecturer writes it: "2"
                   // then "· (i⃗·n̂) · n̂", never a line ending with "·"
      if (n.kids.size() > 1 && Lay(n, c).width > max_width) {
        for (std::size_t i = 0; i < n.kids.size(); ++i) {
          const bool dot = i > 0 && (n.op == Op::Dot || ProductDot(n, i));
          const float space = i == 0 ? space_before : c.Em(kThin);
          Box sign = dot ? TextBox(c, "·", false) : Box{};  // the dot that starts this factor's piece
          Box b = Kid(n, i, c);
          const bool paren = n.kids[i]->op == Op::Paren;  // written in brackets: the bracket's content
          const Node& f = paren ? *n.kids[i]->kids[0] : *n.kids[i];
          if (b.width > max_width && (f.op == Op::Mul || f.op == Op::Dot)) {
            // A factor too wide itself ((a · b) of vectors): broken inside its own brackets.
            const bool parens = paren || NeedsParens(n, i, false);
            Box open = i == 0 ? lead : std::move(sign);
            if (parens) Append(open, TextBox(c, "(", false), dot ? c.Em(kThin) : 0);
            Pieces(f, c, max_width, out, open, space);
            if (parens) Append(out.back().box, TextBox(c, ")", false), 0);
          } else if (dot) {
            Append(sign, std::move(b), c.Em(kThin));
            out.push_back({std::move(sign), space});
          } else {
            out.push_back({i == 0 ? with_lead(std::move(b)) : std::move(b), space});
          }
        }
        return;
      }
      break;
    case Op::Tuple:  // a point too wide for the line breaks after a comma: "(a," then "b)"
      if (n.kids.size() > 1 && Lay(n, c).width > max_width) {
        for (std::size_t i = 0; i < n.kids.size(); ++i) {
          Box b = i == 0 ? with_lead(TextBox(c, "(", false)) : Box{};
          Append(b, Kid(n, i, c), 0);
          Append(b, TextBox(c, i + 1 < n.kids.size() ? "," : ")", false), 0);
          out.push_back({std::move(b), i == 0 ? space_before : c.Em(0.25f)});
        }
        return;
      }
      break;
    case Op::Relation:
      for (std::size_t i = 0; i < n.kids.size(); ++i)
        parts.push_back({i ? RelText(n.rels[i - 1]) : "", n.kids[i].get()});
      break;
    case Op::And:
    case Op::Or:
      space = kWide;
      for (std::size_t i = 0; i < n.kids.size(); ++i)
        parts.push_back({i ? (n.op == Op::And ? "∧" : "∨") : "", n.kids[i].get()});
      break;
    case Op::Add:
    case Op::Sub:
      space = kMedium;
      for (std::size_t i = 0; i < n.kids.size(); ++i) {
        const Node* k = n.kids[i].get();
        std::string sign = i == 0 ? "" : n.op == Op::Sub ? "−" : "+";
        if (n.op == Op::Add && i > 0 && k->op == Op::Neg) sign = "−", k = k->kids[0].get();
        if (NeedsParens(n, i, false) && sign != "−") break;  // parenthesised parts do not break here
        parts.push_back({sign, k});
      }
      if (parts.size() != n.kids.size()) parts.clear();
      break;
    default: break;
  }
  if (parts.empty()) {
    Box whole = with_lead(Lay(n, c));
    if (whole.width > max_width && (n.op == Op::Frac || n.op == Op::Sqrt)) {
      // A fraction cannot break at a sign: its numerator and denominator break instead, in the room the
      // lead leaves.
      Ctx in = c;
      in.wrap = max_width - (whole.width - Lay(n, c).width);
      whole = with_lead(Lay(n, in));
    }
    out.push_back({std::move(whole), space_before});
    return;
  }
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const Node& part = *parts[i].second;
    if (i == 0) {
      Box first = with_lead(Lay(part, c));
      if (first.width > max_width) {
        Pieces(part, c, max_width, out, lead, space_before);
      } else {
        out.push_back({std::move(first), space_before});
      }
      lead = Box{};
      continue;
    }
    Box sign = TextBox(c, parts[i].first, false);
    Box b = sign;
    Append(b, Lay(part, c), c.Em(space));
    if (b.width > max_width && (part.op == Op::Relation || part.op == Op::Add || part.op == Op::Sub ||
                                part.op == Op::Mul || part.op == Op::Dot || part.op == Op::Tuple ||
                                part.op == Op::Frac || part.op == Op::Sqrt || IsProse(part))) {
      Pieces(part, c, max_width, out, sign, c.Em(space));
    } else {
      out.push_back({std::move(b), c.Em(space)});
    }
  }
}

Box Scaled(Box b, float s) {
  for (Run& r : b.runs) r.x *= s, r.y *= s, r.px *= s;
  for (Stroke& st : b.strokes) {
    for (auto& p : st.points) p[0] *= s, p[1] *= s;
    st.width = std::max(1.0f, st.width * s);
  }
  b.width *= s, b.ascent *= s, b.descent *= s;
  return b;
}

}  // namespace

Box Moved(Box b, float dx, float dy) {
  for (Run& r : b.runs) r.x += dx, r.y += dy;
  for (Stroke& s : b.strokes) {
    for (auto& p : s.points) p[0] += dx, p[1] += dy;
  }
  b.ascent -= dy;
  b.descent += dy;
  return b;
}

Box Typeset(const Expr& e, const FontMetrics& fm, float px) {
  if (!e) return {};
  return Lay(*e, Ctx{fm, px});
}

namespace {

// Pieces into lines no wider than `max_width`: each continuation indented by an em, or (`centred`) every
// line centred on the widest. A line still too wide is scaled down to fit, to no less than 0.6.
Box Lines(std::vector<Piece>& pieces, const Ctx& c, float max_width, bool centred) {
  const float indent = centred ? 0 : c.Em(1.0f), line_gap = c.Em(0.25f);
  std::vector<Box> lines;
  Box line;
  bool first_line = true;
  const auto finish = [&]() {
    if (line.width <= 0 && line.runs.empty()) return;
    const float room = max_width - (first_line ? 0 : indent);
    if (line.width > room) line = Scaled(std::move(line), std::max(0.6f, room / line.width));
    lines.push_back(std::move(line));
    line = Box{};
    first_line = false;
  };
  for (Piece& p : pieces) {
    const float room = max_width - (first_line ? 0 : indent);
    if (line.width > 0 && (p.starts_line || line.width + p.space + p.box.width > room)) finish();
    Append(line, std::move(p.box), line.width > 0 ? p.space : 0);
  }
  finish();
  float widest = 0;
  for (const Box& l : lines) widest = std::max(widest, l.width);
  Box out;
  float baseline = 0;  // of the line being placed
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Box& l = lines[i];
    const float x = centred ? (widest - l.width) / 2 : i == 0 ? 0 : indent;
    if (i == 0) {
      out.ascent = l.ascent;
    } else {
      baseline = out.descent + line_gap + l.ascent;  // under the lines above
    }
    Box placed = Moved(l, x, baseline);
    out.runs.insert(out.runs.end(), placed.runs.begin(), placed.runs.end());
    out.strokes.insert(out.strokes.end(), placed.strokes.begin(), placed.strokes.end());
    out.width = std::max(out.width, x + l.width);
    out.descent = baseline + l.descent;
  }
  return out;
}

// A fraction's numerator or denominator in centred lines no wider than `max_width`.
Box Stacked(const Node& n, const Ctx& c, float max_width) {
  std::vector<Piece> pieces;
  Pieces(n, c, max_width, pieces, Box{}, 0);
  return Lines(pieces, c, max_width, true);
}

}  // namespace

Box TypesetWrapped(const Expr& e, const FontMetrics& fm, float px, float max_width) {
  Box one = Typeset(e, fm, px);
  if (!e || one.width <= max_width) return one;
  const Ctx c{fm, px};
  std::vector<Piece> pieces;
  Pieces(*e, c, max_width, pieces, Box{}, 0);
  return Lines(pieces, c, max_width, false);
}

}  // namespace ricochet::app::math
