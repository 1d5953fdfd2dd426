// The student's answer drawn over the lesson's figure of the same case: ghosted (dashed, in the highlight
// ink) and labelled "your Bi", "your r⃗" …, with a caption of what was expected and what came back. The
// --out PNGs and the window's overlay (File → Check my code…) draw it alike.
#pragma once

#include "check/grade.h"
#include "draw/figure.h"

namespace ricochet::app::codecheck {

// `canvas_px`: the canvas's logical size (LessonState::canvas_px), where the caption goes.
void DrawStudent(Figure& fig, Fn fn, const Numbers& in, const Run& got, const Expected& expected,
                 Vec2 canvas_px);

// The world points the overlay draws at (so a view can be made to show them); none for a crash.
Bounds StudentBounds(Fn fn, const Numbers& in, const Run& got);

}  // namespace ricochet::app::codecheck
