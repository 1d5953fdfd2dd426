// One factory per lesson (one file each in this folder); registered in syllabus order in lesson_list.cpp.
// Lesson families that share drawing helpers declare their factories in their own header, included here.
#pragma once

#include <memory>

#include "lessons/lesson.h"
#include "lessons/round_lessons.h"  // ray-circle, circle-circle, tunneling
#include "lessons/sandbox.h"        // sandbox
#include "lessons/wall_lessons.h"   // point-segment, circle-segment

namespace ricochet::app {

std::unique_ptr<Lesson> MakeEdgeNormalLesson();
std::unique_ptr<Lesson> MakeElastic1DLesson();
std::unique_ptr<Lesson> MakeElastic2DLesson();
std::unique_ptr<Lesson> MakeTargetingLesson();
std::unique_ptr<Lesson> MakeSandboxLesson();

}  // namespace ricochet::app
