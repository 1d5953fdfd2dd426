// A derivation step laid out as a lecturer writes it on the board: the formula, then each continuation
// ("= numbers", "= value", "⇒ outcome") indented under its relation, a test's name above its condition, a
// case list's cases indented with the one that holds marked. One layout for every surface: the screen
// (shell/step_view.h, ImGui) and the printed page (export/page.h, Cairo) draw the same block.
#pragma once

#include <vector>

#include "explain/derivation.h"
#include "math/typeset.h"

namespace ricochet::app {

struct StepBlock {
  struct Line {
    math::Box box;
    float x = 0, baseline = 0;
    LineRole role = LineRole::Formula;
    bool marked = false;
  };
  std::vector<Line> lines;
  float width = 0, height = 0;
};

// The step's lines at `px` (a line height) no wider than `width`; `with_name` puts a test's or case list's
// name above its condition. The name and notes are set smaller than the formula, but never below
// `min_note_px` (a line height: the projector's size floor).
StepBlock LayStep(const Step& s, Detail detail, const math::FontMetrics& fm, float px, float width,
                  bool with_name = true, float min_note_px = 0);

// How a line is coloured: the text colour, muted (the numbers, notes, a case that does not hold), or the
// step's ink (its value, the outcome of a test that fires, the case that holds).
enum class Tone : std::uint8_t { Text, Muted, Ink };
Tone LineTone(const StepBlock::Line& l);

}  // namespace ricochet::app
