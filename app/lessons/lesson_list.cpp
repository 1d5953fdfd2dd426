// The syllabus: one line per lesson, in the order of the lectures.
#include <array>

#include "lessons/lessons.h"

namespace ricochet::app {

namespace {
const std::array kLessons = {
    LessonEntry{"edge-normal", "Edge vector & outward normal", &MakeEdgeNormalLesson},
};
}  // namespace

std::span<const LessonEntry> LessonList() { return kLessons; }

const LessonEntry* FindLesson(std::string_view id) {
  for (const LessonEntry& e : kLessons) {
    if (id == e.id) return &e;
  }
  return nullptr;
}

}  // namespace ricochet::app
