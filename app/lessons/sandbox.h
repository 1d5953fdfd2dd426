// The sandbox lesson (Lecture 17's "main loop", the air-hockey lecture's game): the lectures' tests running a
// whole table every frame (the lesson itself is in the syllabus, lessons/lesson_list.cpp). Its balls are
// Figure discs like any lesson's: the screen's backend draws a long run of them on the GPU
// (draw/figure_imgui.h), exports draw them through Cairo.
#pragma once

#include "lessons/lesson.h"

namespace ricochet::app {

// Time controls and selection, as the panel's buttons do them (for tests and scripted tours).
void SandboxStep(Lesson& lesson);      // one frame
bool SandboxStepBack(Lesson& lesson);  // false when the history is empty
void SandboxSelect(Lesson& lesson, int ball);
bool SandboxTogglePlay(Lesson& lesson);  // play / pause the table (presentation's P); false: not the sandbox

}  // namespace ricochet::app
