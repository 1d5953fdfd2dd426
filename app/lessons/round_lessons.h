// Factories of the round-object lessons (ray-circle, circle-circle, tunneling). Registered in syllabus order
// in lesson_list.cpp. Also declared in lessons.h; kept so either include works while branches merge.
#pragma once

#include <memory>

#include "lessons/lesson.h"

namespace ricochet::app {

std::unique_ptr<Lesson> MakeRayCircleLesson();
std::unique_ptr<Lesson> MakeCircleCircleLesson();
std::unique_ptr<Lesson> MakeTunnelingLesson();

}  // namespace ricochet::app
