// Line breaking for derivation text (the presentation overlay and the handout): greedy, and never inside a
// number or a bracketed vector — "(0.6, 0.8)" stays whole — so a value is never read half on one line.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace ricochet::app {

// Breaks `text` into lines no wider than `width` (as `measure` gives widths), at spaces outside ( ) [ ] { },
// and only between whole clauses: a relation or operator sign standing between spaces binds its two sides,
// so "BC = 2.4 > 0" is never cut after "BC" nor after "=". A clause wider than a line starts a line and
// breaks before its relation signs (else before its operator signs, else at its spaces); inside brackets
// only when the bracketed part alone is wider than a line, and never elsewhere (a word wider than a line
// gets a line of its own). "\n" starts a new line.
std::vector<std::string> WrapText(std::string_view text, double width,
                                  const std::function<double(std::string_view)>& measure);

}  // namespace ricochet::app
