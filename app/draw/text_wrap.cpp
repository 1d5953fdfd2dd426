#include "draw/text_wrap.h"

#include <algorithm>

#include "math/expr.h"

namespace ricochet::app {

namespace {

// The pieces of a paragraph between spaces at bracket depth 0.
std::vector<std::string> TopLevelWords(std::string_view p) {
  std::vector<std::string> words;
  std::string cur;
  int depth = 0;
  for (char c : p) {
    if (c == '(' || c == '[' || c == '{') ++depth;
    if ((c == ')' || c == ']' || c == '}') && depth > 0) --depth;
    if (c == ' ' && depth == 0) {
      if (!cur.empty()) words.push_back(cur), cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) words.push_back(cur);
  return words;
}

// A word wider than a line, split at its own spaces (inside its brackets).
std::vector<std::string> SplitAtSpaces(const std::string& w) {
  std::vector<std::string> parts;
  std::string cur;
  for (char c : w) {
    if (c == ' ') {
      if (!cur.empty()) parts.push_back(cur), cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) parts.push_back(cur);
  return parts;
}

// The paragraph's words joined into clauses: a relation's or an operator's sign standing between spaces takes
// the words either side of it ("BC", "=", "2.4", ">", "0" → "BC = 2.4 > 0"); each clause lists its words.
std::vector<std::vector<std::string>> Clauses(const std::vector<std::string>& words) {
  std::vector<std::vector<std::string>> clauses;
  bool bind = false;  // the last word was a sign: the next one joins its clause
  for (const std::string& w : words) {
    const bool sign = math::IsRelationSign(w) || math::IsOperatorSign(w);
    if (!clauses.empty() && (bind || sign)) {
      clauses.back().push_back(w);
    } else {
      clauses.push_back({w});
    }
    bind = sign;
  }
  return clauses;
}

// A clause too wide for a line, in pieces: before each relation sign ("BC = 2.4" / "> 0"), else before each
// operator sign, else at every space; a piece never ends with its sign.
std::vector<std::string> ClausePieces(const std::vector<std::string>& clause, double width,
                                      const std::function<double(std::string_view)>& measure) {
  for (int level = 0; level < 2; ++level) {
    std::vector<std::string> pieces;
    for (const std::string& w : clause) {
      const bool split =
          level == 0 ? math::IsRelationSign(w) : math::IsRelationSign(w) || math::IsOperatorSign(w);
      if (pieces.empty() || split) {
        pieces.push_back(w);
      } else {
        pieces.back() += " " + w;
      }
    }
    const bool fit = std::all_of(pieces.begin(), pieces.end(),
                                 [&](const std::string& piece) { return measure(piece) <= width; });
    if (fit || level == 1) return pieces;
  }
  return {};
}

}  // namespace

std::vector<std::string> WrapText(std::string_view text, double width,
                                  const std::function<double(std::string_view)>& measure) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t nl = text.find('\n', start);
    const std::string_view para =
        text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
    // Whole clauses; a clause wider than a line starts one and breaks before its signs (ClausePieces).
    std::vector<std::string> words;
    std::vector<bool> starts;  // the word begins a line
    for (const std::vector<std::string>& clause : Clauses(TopLevelWords(para))) {
      std::string whole;
      for (const std::string& w : clause) whole += (whole.empty() ? "" : " ") + w;
      if (measure(whole) <= width) {
        words.push_back(whole), starts.push_back(false);
        continue;
      }
      bool first = clause.size() > 1;
      for (const std::string& piece : ClausePieces(clause, width, measure)) {
        if (measure(piece) <= width) {
          words.push_back(piece), starts.push_back(first);
        } else {
          for (const std::string& w : TopLevelWords(piece)) {
            if (measure(w) <= width) {
              words.push_back(w), starts.push_back(false);
            } else {
              for (const std::string& part : SplitAtSpaces(w)) words.push_back(part), starts.push_back(false);
            }
          }
        }
        first = false;
      }
    }
    std::string line;
    for (std::size_t i = 0; i < words.size(); ++i) {
      const std::string& w = words[i];
      if (line.empty()) {
        line = w;
      } else if (!starts[i] && measure(line + " " + w) <= width) {
        line += " " + w;
      } else {
        lines.push_back(line);
        line = w;
      }
    }
    lines.push_back(line);  // an empty paragraph is an empty line
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  return lines;
}

}  // namespace ricochet::app
