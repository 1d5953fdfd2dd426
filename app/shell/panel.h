// The generic lesson panel every lesson gets: presets, time slider with play and "jump to ti", the lesson's
// own controls, then the derivation as a table (symbol, formula, substituted, value) colour-matched to the
// figure, revealed step by step, and the verdict.
#pragma once

#include "draw/theme.h"
#include "imgui.h"
#include "lessons/lesson.h"

namespace ricochet::app {

struct PanelFonts {
  ImFont* body = nullptr;
  ImFont* mono = nullptr;
};

// How many steps of `d` are shown for `reveal` (LessonState::reveal).
int RevealedSteps(const Derivation& d, int reveal);

void LessonPanel(Lesson& lesson, LessonState& st, PanelFonts fonts, const Theme& theme);

}  // namespace ricochet::app
