#include "draw/text_wrap.h"

#include <algorithm>
#include <cctype>
#include <climits>

#include "math/expr.h"

namespace ricochet::app {

namespace {

// A connective between clauses: a line may break before it, never after it.
bool IsConnective(std::string_view w) { return w == "∧" || w == "∨" || w == "⇒" || w == "⇔"; }

bool IsSign(std::string_view w) {
  return math::IsRelationSign(w) || math::IsOperatorSign(w) || IsConnective(w);
}

// +1 for an opening bracket at `i`, −1 for a closing one, 0 otherwise; `len` its length in bytes (⟨ and ⟩
// are three).
int BracketAt(std::string_view s, std::size_t i, std::size_t& len) {
  len = 1;
  const char c = s[i];
  if (c == '(' || c == '[' || c == '{') return 1;
  if (c == ')' || c == ']' || c == '}') return -1;
  const bool angle_open = s.compare(i, 3, "⟨") == 0, angle_close = s.compare(i, 3, "⟩") == 0;
  if (angle_open || angle_close) len = 3;
  return angle_open ? 1 : angle_close ? -1 : 0;
}

// The bracket depth after each word, counting only brackets that close ("[0, 1)" closes its "["; an
// unclosed "(" opens nothing, so one stray bracket cannot glue the rest of a paragraph together).
std::vector<int> DepthAfter(const std::vector<std::string>& words) {
  struct Bracket {
    std::size_t word;
    int step;
    bool matched = false;
  };
  std::vector<Bracket> brackets;
  std::vector<std::size_t> open;  // indices into brackets
  for (std::size_t w = 0; w < words.size(); ++w) {
    const std::string& s = words[w];
    for (std::size_t i = 0, len = 1; i < s.size(); i += len) {
      const int step = BracketAt(s, i, len);
      if (step > 0) {
        open.push_back(brackets.size());
        brackets.push_back({w, 1});
      } else if (step < 0 && !open.empty()) {
        brackets[open.back()].matched = true;
        open.pop_back();
        brackets.push_back({w, -1, true});
      }
    }
  }
  std::vector<int> depth(words.size(), 0);
  for (const Bracket& b : brackets) {
    if (b.matched) depth[b.word] += b.step;
  }
  for (std::size_t w = 1; w < depth.size(); ++w) depth[w] += depth[w - 1];
  return depth;
}

// A factor of a product written side by side ("2t", "t²", "v⃗", "cos(Θ)", "((8, 1) · (8, 1))"): it holds a
// digit, a bracket, an exponent or an accent, and starts with no word ("(contact", "(dist0²" start prose).
bool IsFactor(std::string_view w) {
  const std::size_t start = std::min(w.find_first_not_of("(["), w.size());
  std::size_t letters = start;
  while (letters < w.size() && std::isalpha(static_cast<unsigned char>(w[letters]))) ++letters;
  if (letters - start >= 3 && (letters == w.size() || w[letters] != '(')) return false;
  for (std::string_view mark : {"²", "³", "⁻", "′", "⃗", "̂", "⟨"}) {
    if (w.find(mark) != std::string_view::npos) return true;
  }
  return w.find_first_of("0123456789([") != std::string_view::npos;
}

constexpr int kNever = INT_MAX;

// How good a place the space before word i is for a break, 0 best: between clauses (0), before a relation
// sign (1), before an operator sign (2), between two factors of a product (3); inside a group of depth d,
// after its commas (4d), before its relation signs (4d + 1), its operator signs (4d + 2), at its other spaces
// (4d + 3). Never after a sign, nor before a sign that ends the paragraph (it would stand alone).
int GapLevel(const std::vector<std::string>& words, const std::vector<int>& depth, std::size_t i) {
  const std::string& before = words[i - 1];
  const std::string& w = words[i];
  if (IsSign(before) || (IsSign(w) && i + 1 == words.size())) return kNever;
  const int d = depth[i - 1];
  const int kind = math::IsRelationSign(w) ? 1 : math::IsOperatorSign(w) ? 2 : 0;
  if (d <= 0) {
    const bool clause_ends = std::string_view(",;:.").find(before.back()) != std::string_view::npos;
    const bool factors = kind == 0 && !IsConnective(w) && !clause_ends && IsFactor(before) && IsFactor(w);
    return factors ? 3 : kind;
  }
  if (before.back() == ',' || before.back() == ';') return 4 * d;
  return 4 * d + (kind == 0 ? (IsConnective(w) ? 1 : 3) : kind);
}

}  // namespace

std::vector<WordRun> BreakRuns(const std::vector<std::string>& words, double width,
                               const std::function<double(std::size_t begin, std::size_t end)>& measure) {
  const std::vector<int> depth = DepthAfter(words);
  std::vector<int> level(words.size(), kNever);  // of the space before each word
  for (std::size_t i = 1; i < words.size(); ++i) level[i] = GapLevel(words, depth, i);
  std::vector<WordRun> runs;
  // Too wide for a line: split at its best places to break, and each part that is still too wide at its
  // next best (so a group breaks only when it alone is wider than a line).
  const auto split = [&](const auto& self, std::size_t begin, std::size_t end, bool starts) -> void {
    int best = kNever;
    if (end - begin > 1 && measure(begin, end) > width) {
      for (std::size_t i = begin + 1; i < end; ++i) best = std::min(best, level[i]);
    }
    if (best == kNever) {
      runs.push_back({begin, end, starts});
      return;
    }
    const bool clause = best == 1 || best == 2;  // a clause broken before its signs starts a line
    std::size_t from = begin;
    for (std::size_t i = begin + 1; i <= end; ++i) {
      if (i < end && level[i] != best) continue;
      self(self, from, i, from == begin ? starts || clause : false);
      from = i;
    }
  };
  if (!words.empty()) split(split, 0, words.size(), false);
  return runs;
}

std::vector<std::string> SpaceWords(std::string_view text) {
  std::vector<std::string> words;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t sp = std::min(text.find(' ', i), text.size());
    if (sp > i) words.emplace_back(text.substr(i, sp - i));
    i = sp + 1;
  }
  return words;
}

std::string JoinedWords(const std::vector<std::string>& words, std::size_t begin, std::size_t end) {
  std::string s = words[begin];
  for (std::size_t i = begin + 1; i < end; ++i) s += " " + words[i];
  return s;
}

std::vector<std::string> WrapText(std::string_view text, double width,
                                  const std::function<double(std::string_view)>& measure) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t nl = text.find('\n', start);
    const std::string_view para =
        text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
    const std::vector<std::string> words = SpaceWords(para);
    const auto joined = [&](std::size_t begin, std::size_t end) { return JoinedWords(words, begin, end); };
    std::string line;
    for (const WordRun& r :
         BreakRuns(words, width, [&](std::size_t b, std::size_t e) { return measure(joined(b, e)); })) {
      const std::string run = joined(r.begin, r.end);
      if (line.empty()) {
        line = run;
      } else if (!r.starts_line && measure(line + " " + run) <= width) {
        line += " " + run;
      } else {
        lines.push_back(line);
        line = run;
      }
    }
    lines.push_back(line);  // an empty paragraph is an empty line
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  return lines;
}

}  // namespace ricochet::app
