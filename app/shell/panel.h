// The generic lesson panel every lesson gets: presets, time slider with play and "jump to ti", the lesson's
// own controls, then the derivation step by step (shell/step_view.h: formula, numbers, value under its "="),
// colour-matched to the figure, and the verdict.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "draw/theme.h"
#include "imgui.h"
#include "lessons/lesson.h"

namespace ricochet::app {

namespace practice {
struct Session;
}

// Splits text into lines no wider than `width` (as `measure` says) at spaces only, so a number such as 46.44
// or a vector such as (0.6, 0.8) never breaks inside a number; a word wider than `width` stays whole on its
// own line. '\n' starts a new line.
std::vector<std::string> WrapAtSpaces(std::string_view text, double width,
                                      const std::function<double(std::string_view)>& measure);

// How many steps of `d` are shown for `reveal` (LessonState::reveal).
int RevealedSteps(const Derivation& d, int reveal);

// Loads preset i of the lesson (a new practice problem when practice is on); false if it has none such.
bool ApplyPreset(Lesson& lesson, LessonState& st, practice::Session* practice, std::size_t i);

// Draws the panel; returns true when a preset was chosen this frame (the shell refits the view to it). With
// `practice`, lessons that have an exercise get the PRACTICE section above the derivation.
bool LessonPanel(Lesson& lesson, LessonState& st, const Theme& theme, practice::Session* practice = nullptr);

// Practice mode's section (shell/practice_panel.cpp): its toggle, then, when on, a field per result the
// lesson asks, Check and Show solution. Nothing for a lesson without an exercise.
bool PracticeSection(Lesson& lesson, LessonState& st, practice::Session& s, const Theme& th);
// Where the last PracticeSection drew the problem's givens, in screen px, and the window it drew them in:
// the layout tests check that every given is in view without scrolling.
struct PracticeGivensPlace {
  int count = 0;              // givens drawn
  float top = 0, bottom = 0;  // their rows
  float window_top = 0, window_bottom = 0;
  float scroll_y = 0;  // the window's scroll when they were drawn
};
PracticeGivensPlace LastPracticeGivens();

}  // namespace ricochet::app
