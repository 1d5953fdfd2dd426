// A derivation: the lecture's steps with the numbers plugged in. Built from a lesson's trace by its builder
// (explain/<lesson>.cpp), once per change; shown by both `ricochet explain` and the lesson panel, so the two
// can never disagree.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "draw/ink.h"

namespace ricochet::app {

struct Step {
  std::string key;            // stable name: the result key or trace field, e.g. "n_hat", "before_p0"
  std::string symbol;         // the lecture's symbol, e.g. "n̂"
  std::string formula;        // e.g. "n / ‖n‖"
  std::string substituted;    // e.g. "(4, −3) / 5"
  std::string value;          // e.g. "(0.8, −0.6)" — rounded for reading
  nlohmann::json value_json;  // full precision for --json (number, [x, y], bool, string or null)
  Ink ink = Ink::Text;        // matches the figure's primitive for this quantity
};

struct Derivation {
  std::string lesson;
  nlohmann::json inputs;
  std::vector<Step> steps;
  std::string verdict;    // the deciding test in words
  nlohmann::json result;  // the exact result keys

  // The 0-based position of the step with this key; −1 when there is none. Figures never ask for
  // positions: they ask Lesson::Revealed(st, key).
  int Find(std::string_view key) const;
};

}  // namespace ricochet::app
