// The lesson in words: the browser's description layer (web/), the desktop's Description window (F2) and
// what a screen reader announces. One more view of the lesson's state, as the figure is one: nothing here is
// written per lesson — the handles give the scene, the derivation's steps (StepLines: each line's MathML and
// Unicode text from the same expression tree) the rest, so it can say nothing the panel does not.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "lessons/lesson.h"

namespace ricochet::app {

// "Bs (3, 1)": a handle, named as the lecture names it, at its coordinates.
std::string HandleText(const Handle& h);

// The scene in words: "Points: P0 (0, 0), P1 (0, 4), Bs (3, 1), Be (−2, 2.5). The figure shows the motion
// at t = 1 (the frame runs from t = 0 to t = 1). Step 3 of 12 shown." — and, every step shown, the verdict.
std::string SceneSummary(Lesson& lesson, const LessonState& st);

// Which steps of `d` are shown at `st`: how many, and whether every one is (the verdict may show).
int ShownSteps(const Derivation& d, const LessonState& st);

// A step as a screen reader says it once revealed: "Step 3 of 12: ti = (n̂·P0 − n̂·Bs) / (n̂·v⃗) = 1.2."
std::string StepAnnouncement(const Derivation& d, int index);

// The whole description as the page builds its HTML from it (web/index.html):
// {"id", "title", "lecture", "summary", "handles": [{"name", "x", "y", "text"}], "motion", "t", "runs",
//  "playing",
//  "presets": [name], "shown", "total", "steps": [{"key", "kind", "name", "shown", "lines": [{"role",
//  "text", "mathml", "marked"}]}], "verdict"} — a step not shown has no lines (its numbers would give the
// answer away), and the verdict is "" until every step is.
nlohmann::json DescriptionJson(Lesson& lesson, const LessonState& st);

// The same as text, for the desktop's Description window: the summary, then each shown step (StepText).
std::string DescriptionText(Lesson& lesson, const LessonState& st);

}  // namespace ricochet::app
