// Factories of the round-object lessons (ray-circle, circle-circle, tunneling). Registered in syllabus order
// in lesson_list.cpp; declared here so this branch builds before the shell's lessons.h is merged.
#pragma once

#include <memory>

#include "lesson.h"

namespace ricochet::app {

std::unique_ptr<Lesson> MakeRayCircleLesson();
std::unique_ptr<Lesson> MakeCircleCircleLesson();
std::unique_ptr<Lesson> MakeTunnelingLesson();

}  // namespace ricochet::app
