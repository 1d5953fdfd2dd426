#include "draw/text_wrap.h"

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

}  // namespace

std::vector<std::string> WrapText(std::string_view text, double width,
                                  const std::function<double(std::string_view)>& measure) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t nl = text.find('\n', start);
    const std::string_view para =
        text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
    std::vector<std::string> words;
    for (const std::string& w : TopLevelWords(para)) {
      if (measure(w) <= width) {
        words.push_back(w);
      } else {
        for (const std::string& part : SplitAtSpaces(w)) words.push_back(part);
      }
    }
    std::string line;
    for (const std::string& w : words) {
      if (line.empty()) {
        line = w;
      } else if (measure(line + " " + w) <= width) {
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
