// The syllabus: one entry per lesson, in the order of the lectures. The entry is the lesson's one descriptor
// — id, title, lecture, core function, factory (lessons/<id>.cpp), `ricochet explain` builder and scene
// fields (explain/<id>.h), exercise and problem cases (practice/), the frames bench's slider — and the only
// place its identity is spelled: the lessons, the shell, practice, the CLI and the tests all read it from
// here (docs/adding-a-lesson.md).
#include <array>

#include "explain/circle_circle.h"
#include "explain/circle_segment.h"
#include "explain/edge_normal.h"
#include "explain/elastic_1d.h"
#include "explain/elastic_2d.h"
#include "explain/pi_blocks.h"
#include "explain/point_segment.h"
#include "explain/ray_circle.h"
#include "explain/sandbox.h"
#include "explain/targeting.h"
#include "explain/tunneling.h"
#include "lessons/lesson.h"
#include "scene/scene.h"
#include "scene/sim_scene.h"

namespace ricochet::app {

// The factories, one in each lesson's file.
std::unique_ptr<Lesson> MakeEdgeNormalLesson(const LessonEntry&);
std::unique_ptr<Lesson> MakePointSegmentLesson(const LessonEntry&);
std::unique_ptr<Lesson> MakeCircleSegmentLesson(const LessonEntry&);
std::unique_ptr<Lesson> MakeRayCircleLesson(const LessonEntry&);
std::unique_ptr<Lesson> MakeCircleCircleLesson(const LessonEntry&);
std::unique_ptr<Lesson> MakeTunnelingLesson(const LessonEntry&);
std::unique_ptr<Lesson> MakeElastic1DLesson(const LessonEntry&);
std::unique_ptr<Lesson> MakeElastic2DLesson(const LessonEntry&);
std::unique_ptr<Lesson> MakePiBlocksLesson(const LessonEntry&);
std::unique_ptr<Lesson> MakeSandboxLesson(const LessonEntry&);
std::unique_ptr<Lesson> MakeTargetingLesson(const LessonEntry&);

namespace practice {
// The exercises (practice/check.cpp) and problem cases (practice/problems.cpp), one of each per lesson.
const Exercise& EdgeNormalExercise();
const Exercise& PointSegmentExercise();
const Exercise& CircleSegmentExercise();
const Exercise& TunnelingExercise();
const Exercise& RayCircleExercise();
const Exercise& CircleCircleExercise();
const Exercise& Elastic1DExercise();
const Exercise& PiBlocksExercise();
const Exercise& Elastic2DExercise();
const Exercise& TargetingExercise();
const ProblemSet& EdgeNormalProblems();
const ProblemSet& PointSegmentProblems();
const ProblemSet& CircleSegmentProblems();
const ProblemSet& TunnelingProblems();
const ProblemSet& RayCircleProblems();
const ProblemSet& CircleCircleProblems();
const ProblemSet& Elastic1DProblems();
const ProblemSet& PiBlocksProblems();
const ProblemSet& Elastic2DProblems();
const ProblemSet& TargetingProblems();
}  // namespace practice

namespace {

constexpr std::array kLessons = {
    LessonEntry{"edge-normal",
                "Edge vector & outward normal",
                "Lecture 16",
                "EdgeNormal (line.h)",
                &MakeEdgeNormalLesson,
                &ExplainTopic<EdgeNormalTopic>,
                &EdgeNormalFields,
                &practice::EdgeNormalExercise,
                &practice::EdgeNormalProblems,
                nullptr,
                {}},
    LessonEntry{"point-segment",
                "Animated point vs wall",
                "Lectures 16 and 10",
                "PointSegment (point_segment.h)",
                &MakePointSegmentLesson,
                &ExplainTopic<PointSegmentTopic>,
                &PointSegmentFields,
                &practice::PointSegmentExercise,
                &practice::PointSegmentProblems,
                nullptr,
                {}},
    LessonEntry{"circle-segment",
                "Animated circle vs wall",
                "Lecture 10",
                "CircleSegment (circle_segment.h)",
                &MakeCircleSegmentLesson,
                &ExplainTopic<CircleSegmentTopic>,
                &CircleSegmentFields,
                &practice::CircleSegmentExercise,
                &practice::CircleSegmentProblems,
                nullptr,
                {}},
    // The air-hockey lecture's motivation before the circle tests: an overlap test at the frame's ends
    // misses.
    LessonEntry{"tunneling",
                "Tunneling: why frame-end overlap tests miss",
                "the air-hockey lecture (\"Circle intersection isn't enough!\")",
                "SolveTunneling (tunneling.h)",
                &MakeTunnelingLesson,
                &ExplainTopic<TunnelingTopic>,
                &TunnelingFields,
                &practice::TunnelingExercise,
                &practice::TunnelingProblems,
                nullptr,
                {}},
    LessonEntry{"ray-circle",
                "Ray vs circle: the pinball and the pillar",
                "Lecture 20",
                "RayCircle (ray_circle.h)",
                &MakeRayCircleLesson,
                &ExplainTopic<RayCircleTopic>,
                &RayCircleFields,
                &practice::RayCircleExercise,
                &practice::RayCircleProblems,
                nullptr,
                {}},
    LessonEntry{"circle-circle",
                "Circle vs circle: air hockey",
                "the air-hockey lecture",
                "CircleCircle (circle_circle.h)",
                &MakeCircleCircleLesson,
                &ExplainTopic<CircleCircleTopic>,
                &CircleCircleFields,
                &practice::CircleCircleExercise,
                &practice::CircleCircleProblems,
                nullptr,
                {}},
    LessonEntry{"elastic-1d",
                "Elastic collision in 1D",
                "Lecture 17",
                "Elastic1D (elastic.h)",
                &MakeElastic1DLesson,
                &ExplainTopic<Elastic1DTopic>,
                &Elastic1DFields,
                &practice::Elastic1DExercise,
                &practice::Elastic1DProblems,
                nullptr,
                {"v1", "slider V1"}},  // sliders only: a 1D problem has no points to drag
    LessonEntry{"pi-blocks",
                "Counting collisions: π from two blocks",
                "Lecture 17 taken to its limit",
                "PiBlocks (pi_blocks.h)",
                &MakePiBlocksLesson,
                &ExplainPiBlocks,
                &PiBlocksFields,
                &practice::PiBlocksExercise,
                &practice::PiBlocksProblems,
                nullptr,
                {"", "slider n"}},  // M/m = 100ⁿ: every n is a new count, solved again
    LessonEntry{"elastic-2d",
                "Elastic collision in 2D",
                "Lecture 17",
                "Elastic2D (elastic.h)",
                &MakeElastic2DLesson,
                &ExplainTopic<Elastic2DTopic>,
                &Elastic2DFields,
                &practice::Elastic2DExercise,
                &practice::Elastic2DProblems,
                nullptr,
                {}},
    // kSandboxLesson (scene/sim_scene.h), written out: the browser tests read the ids here.
    LessonEntry{"sandbox",
                "Sandbox: the lectures' tests running a table",
                "Lecture 17's main loop and the air-hockey game",
                "World::Step (world.h)",
                &MakeSandboxLesson,
                &ExplainSandbox,
                &SandboxFields,
                nullptr,
                nullptr,
                "a running table: nothing to work by hand",
                {}},
    LessonEntry{"targeting",
                "Targeting with drag: shoot and correct",
                "Lecture 17 (decoupling physics and graphics)",
                "Aim, Fly (targeting.h)",
                &MakeTargetingLesson,
                &ExplainTopic<TargetingTopic>,
                &TargetingFields,
                &practice::TargetingExercise,
                &practice::TargetingProblems,
                nullptr,
                {}},
};

}  // namespace

std::span<const LessonEntry> LessonList() { return kLessons; }

const LessonEntry* FindLesson(std::string_view id) {
  for (const LessonEntry& e : kLessons) {
    if (id == e.id) return &e;
  }
  return nullptr;
}

std::unique_ptr<Lesson> LessonEntry::Make() const {
  std::unique_ptr<Lesson> l = make(*this);
  l->Update();
  return l;
}

Derivation Explain(const nlohmann::json& scene, const std::string& file) {
  const std::string id = ReadLessonId(scene, file);
  const LessonEntry* e = FindLesson(id);
  if (!e) {
    std::string known;
    for (const LessonEntry& l : kLessons) known += (known.empty() ? "" : ", ") + std::string(l.id);
    throw SceneError(file, "lesson", "unknown lesson \"" + id + "\" (explain knows: " + known + ")");
  }
  Derivation d = e->explain(scene, file);
  d.lesson = e->id;
  return d;
}

}  // namespace ricochet::app
