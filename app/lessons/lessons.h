// One factory per lesson (one file each in this folder); registered in syllabus order in lesson_list.cpp.
#pragma once

#include <memory>

#include "lesson.h"
#include "lessons/round_lessons.h"  // ray-circle, circle-circle, tunneling
#include "lessons/wall_lessons.h"   // point-segment, circle-segment

namespace ricochet::app {

std::unique_ptr<Lesson> MakeEdgeNormalLesson();
std::unique_ptr<Lesson> MakeRayCircleLesson();
std::unique_ptr<Lesson> MakeCircleCircleLesson();
std::unique_ptr<Lesson> MakeTunnelingLesson();
std::unique_ptr<Lesson> MakeElastic1DLesson();
std::unique_ptr<Lesson> MakeElastic2DLesson();
std::unique_ptr<Lesson> MakeTargetingLesson();

}  // namespace ricochet::app
