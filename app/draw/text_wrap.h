// Line breaking for derivation text (the presentation overlay and the handout) and for the typesetter's
// prose (math/typeset.h): greedy, and only where a lecturer breaks a line — between whole clauses, never
// inside a number or a bracketed group that fits a line ("(0.6, 0.8)" stays whole), and never after a sign.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace ricochet::app {

// A run of a paragraph's words, words [begin, end), that a line may break before and after.
struct WordRun {
  std::size_t begin = 0, end = 0;
  bool starts_line = false;  // the first run of a clause wider than a line: it starts one
};

// A paragraph's words (its text split at spaces) in the runs a line may break between, none wider than
// `width` (as `measure` gives the width of words [begin, end) joined by spaces) unless it cannot break. While
// it fits a line a clause is one run: a relation's or an operator's sign standing between spaces binds its
// two sides ("BC = 2.4 > 0"), and so does a ( ) [ ] { } ⟨ ⟩ group ("(5.86, 0.00)"). A clause wider than a
// line starts one and breaks before its relation signs, else before its operator signs, else between factors
// written side by side ("2t ((−4, 0.5) · (8, 1))"); a group breaks only
// when it alone is wider than a line, at its commas, else before its signs, else at its spaces. A line never
// breaks after a sign (∧ ∨ ⇒ ⇔ too), so no line ends with one and none holds a sign alone.
std::vector<WordRun> BreakRuns(const std::vector<std::string>& words, double width,
                               const std::function<double(std::size_t begin, std::size_t end)>& measure);

// `text` split at its spaces into words (none empty), as BreakRuns takes them; and words [begin, end) joined
// again by single spaces.
std::vector<std::string> SpaceWords(std::string_view text);
std::string JoinedWords(const std::vector<std::string>& words, std::size_t begin, std::size_t end);

// Breaks `text` into lines no wider than `width` (as `measure` gives widths) at the runs BreakRuns gives
// (a word wider than a line gets a line of its own). "\n" starts a new line.
std::vector<std::string> WrapText(std::string_view text, double width,
                                  const std::function<double(std::string_view)>& measure);

}  // namespace ricochet::app
