// What the shell's files (shell, canvas, dialogs, settings) share and nobody else needs.
#pragma once

#include <string>

#include "lessons/lesson.h"

namespace ricochet::app::shell_detail {

constexpr float kScales[] = {0.75f, 1.0f, 1.25f, 1.5f, 1.75f, 2.0f, 2.5f, 3.0f};
constexpr float kHandleRadius = 7.0f;            // logical px
constexpr const char* kPanelWindow = "##panel";  // the panel's child window (Tab reaches its controls)
constexpr float kGrabRadius = 14.0f;             // logical px: how near the mouse must be to pick a handle
constexpr float kTouchGrabRadius = 22.0f;        // logical px, a finger: a 44 px target (WCAG 2.5.5)
constexpr double kPlaySeconds = 3.0;             // one pass of t from 0 to 1

// The sidebar shows a title up to its colon ("Ray vs circle: the pinball…" → "Ray vs circle").
inline std::string ShortTitle(const LessonEntry& e) {
  const std::string t = e.title;
  const auto colon = t.find(':');
  return colon == std::string::npos ? t : t.substr(0, colon);
}

}  // namespace ricochet::app::shell_detail
