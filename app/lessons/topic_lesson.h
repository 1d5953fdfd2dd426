// What every lesson of one core topic has in common, written once: the inputs (in_, and solved_, the last
// solved), Update(), the scene read and written by the topic's reader and writer, the derivation, the
// factory. A lesson file adds its figure, its controls and its presets.
#pragma once

#include <cstddef>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "draw/inputs_imgui.h"
#include "lessons/lesson.h"

namespace ricochet::app {

// A point of the inputs the user drags (a handle) and types (inputs::Point): its symbol, its field, its ink.
template <class Inputs>
struct PointField {
  const char* name;
  Vec2 Inputs::*pos;
  Ink ink;
};

// Every point of `fields` in `in` is finite (a Topic's Usable: a typed NaN/∞ never reaches the figure).
template <class Inputs, std::size_t N>
bool PointsFinite(const Inputs& in, const PointField<Inputs> (&fields)[N]) {
  for (const PointField<Inputs>& f : fields) {
    if (!IsFinite(in.*f.pos)) return false;
  }
  return true;
}

// A Topic names a core topic's inputs, trace and four functions (the explain header's):
//   using Inputs = …;  using Trace = …;  // Inputs{} is the opening scene and the "hit" preset
//   static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs& now);
//   static nlohmann::json Write(const Inputs&);  // the scene's fields, without "lesson"
//   static void Solve(const Inputs&, Trace&);
//   static Derivation Derive(const Inputs&, const Trace&);
//   static constexpr PointField<Inputs> kPoints[] = {…};  // the handles, in their order
// and, optionally, static bool Usable(const Inputs&): false keeps the last solved inputs (a typed NaN).
template <class Topic>
class TopicLesson : public Lesson {
 public:
  using Inputs = typename Topic::Inputs;
  using Trace = typename Topic::Trace;
  using Lesson::Lesson;

  std::vector<Handle> Handles() const override {
    std::vector<Handle> h;
    for (const PointField<Inputs>& f : Topic::kPoints) h.push_back({f.name, &(in_.*f.pos), f.ink});
    return h;
  }
  void MoveHandle(int i, Vec2 p) override { in_.*Topic::kPoints[static_cast<std::size_t>(i)].pos = p; }

  void Update() override {
    if constexpr (requires(const Inputs& in) { Topic::Usable(in); }) {
      if (!Topic::Usable(in_)) in_ = solved_;
    }
    if (!InputsChanged(in_, solved_, solved_once_)) return;
    Topic::Solve(in_, trace_);
    TraceChanged();
  }

  nlohmann::json SaveScene() const override { return Scene(in_); }

  void LoadScene(const nlohmann::json& j) override {
    in_ = Topic::Read(j, "scene", in_);
    Update();
  }

 protected:
  Derivation Derive() const override { return Topic::Derive(solved_, trace_); }

  // The point fields in the panel, in the handles' order.
  void PointInputs() {
    for (const PointField<Inputs>& f : Topic::kPoints) inputs::Point(f.name, in_.*f.pos);
  }

  nlohmann::json Scene(const Inputs& in) const {
    return SceneOf(Topic::Write(in));
  }  // a scene of this lesson

  Inputs in_{}, solved_{};
  Trace trace_{};

 private:
  bool solved_once_ = false;
};

// The factory a syllabus line names.
template <class L>
std::unique_ptr<Lesson> MakeLesson(const LessonEntry& e) {
  return std::make_unique<L>(e);
}

}  // namespace ricochet::app
