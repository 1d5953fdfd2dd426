// The syllabus: one line per lesson, in the order of the lectures.
#include <array>

#include "lessons/lessons.h"

namespace ricochet::app {

namespace {
const std::array kLessons = {
    LessonEntry{"edge-normal", "Edge vector & outward normal", &MakeEdgeNormalLesson},
    LessonEntry{"point-segment", "Animated point vs wall", &MakePointSegmentLesson},
    LessonEntry{"circle-segment", "Animated circle vs wall", &MakeCircleSegmentLesson},
    LessonEntry{"ray-circle", "Ray vs circle: the pinball and the pillar", &MakeRayCircleLesson},
    LessonEntry{"circle-circle", "Circle vs circle: air hockey", &MakeCircleCircleLesson},
    LessonEntry{"tunneling", "Tunneling: why frame-end overlap tests miss", &MakeTunnelingLesson},
    LessonEntry{"elastic-1d", "Elastic collision in 1D", &MakeElastic1DLesson},
    LessonEntry{"elastic-2d", "Elastic collision in 2D", &MakeElastic2DLesson},
    LessonEntry{"sandbox", "Sandbox: the lectures' tests running a table", &MakeSandboxLesson},
    LessonEntry{"targeting", "Targeting with drag: shoot and correct", &MakeTargetingLesson},
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
