// The sandbox lesson (Lecture 17's "main loop", the air-hockey lecture's game): the lectures' tests running a
// whole table every frame. What a GL renderer needs to draw its balls as instanced circles (the lesson itself
// is in the syllabus, lessons/lesson_list.cpp).
#pragma once

#include <vector>

#include "draw/gl_circles.h"
#include "draw/theme.h"
#include "lessons/lesson.h"

namespace ricochet::app {

// The balls of a sandbox lesson as instances (colours from the theme's Ball / Highlight inks), or false if
// `lesson` is not the sandbox. When a renderer draws them, it calls SetGpuBalls(lesson, true) so the
// lesson's Figure leaves the discs out on screen; exports keep drawing Figure discs.
bool SandboxBallInstances(const Lesson& lesson, const Theme& theme, std::vector<BallInstance>& out);
void SetGpuBalls(Lesson& lesson, bool on);

// Time controls and selection, as the panel's buttons do them (for tests and scripted tours).
void SandboxStep(Lesson& lesson);      // one frame
bool SandboxStepBack(Lesson& lesson);  // false when the history is empty
void SandboxSelect(Lesson& lesson, int ball);
bool SandboxTogglePlay(Lesson& lesson);  // play / pause the table (presentation's P); false: not the sandbox

}  // namespace ricochet::app
