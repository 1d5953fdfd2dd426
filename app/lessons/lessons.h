// One factory per lesson (one file each in this folder); registered in syllabus order in lesson_list.cpp.
#pragma once

#include <memory>

#include "lesson.h"

namespace ricochet::app {

std::unique_ptr<Lesson> MakeEdgeNormalLesson();

}  // namespace ricochet::app
