// What every lesson of one core topic has in common, written once: the inputs (in_, and solved_, the last
// solved), Update(), the scene read and written by the topic's reader and writer, the derivation, the
// handles and the panel's point and number fields, the factory. A lesson file adds its figure, its other
// controls and its presets.
#pragma once

#include <cstddef>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "draw/inputs_imgui.h"
#include "explain/topic.h"
#include "imgui.h"
#include "lessons/lesson.h"

namespace ricochet::app {

// A point of the inputs the user drags (a handle) and types (inputs::Point): its symbol, its field, its ink.
template <class Inputs>
struct PointField {
  const char* name;
  Vec2 Inputs::*pos;
  Ink ink;
};

// A number of the inputs the panel slides: its label, its field, the slider's range and format.
template <class Inputs>
struct ScalarField {
  const char* label;
  double Inputs::*value;
  double min, max;
  const char* format;
  ImGuiSliderFlags flags = 0;  // ImGuiSliderFlags_Logarithmic for a mass
};

// Every point of `fields` in `in` is finite (a Topic's Usable: a typed NaN/∞ never reaches the figure).
template <class Inputs, std::size_t N>
bool PointsFinite(const Inputs& in, const PointField<Inputs> (&fields)[N]) {
  for (const PointField<Inputs>& f : fields) {
    if (!IsFinite(in.*f.pos)) return false;
  }
  return true;
}

// A Topic is the explain header's (explain/topic.h: Inputs{} is the opening scene, Read, Write, Solve,
// Derive), and optionally what the lesson adds:
//   static constexpr PointField<Inputs> kPoints[] = {…};    // the handles, in their order
//   static constexpr ScalarField<Inputs> kScalars[] = {…};  // the sliders of ScalarInputs(), in their order
//   static bool Usable(const Inputs&);  // false keeps the last solved inputs (a typed NaN)
template <class Topic>
class TopicLesson : public Lesson {
 public:
  using Inputs = typename Topic::Inputs;
  using Trace = typename Topic::Trace;
  using Lesson::Lesson;

  std::vector<Handle> Handles() const override {
    std::vector<Handle> h;
    if constexpr (kHasPoints) {
      for (const PointField<Inputs>& f : Topic::kPoints) h.push_back({f.name, &(in_.*f.pos), f.ink});
    }
    return h;
  }
  void MoveHandle(int i, Vec2 p) override {
    if constexpr (kHasPoints) in_.*Topic::kPoints[static_cast<std::size_t>(i)].pos = p;
  }

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
    const std::string file = "scene";
    const std::string id = ReadLessonId(j, file);
    if (id != Id())
      throw SceneError(file, "lesson", "is \"" + id + "\": this lesson is \"" + std::string(Id()) + "\"");
    in_ = Topic::Read(j, file, in_);
    Update();
  }

 protected:
  Derivation Derive() const override { return Topic::Derive(solved_, trace_); }

  // The point fields in the panel, in the handles' order.
  void PointInputs() {
    if constexpr (kHasPoints) {
      for (const PointField<Inputs>& f : Topic::kPoints) inputs::Point(f.name, in_.*f.pos);
    }
  }

  // The number fields as sliders, in their order; true when one changed.
  bool ScalarInputs() {
    bool changed = false;
    for (const ScalarField<Inputs>& f : Topic::kScalars) {
      changed |= ImGui::SliderScalar(inputs::Fit(f.label), ImGuiDataType_Double, &(in_.*f.value), &f.min,
                                     &f.max, f.format, f.flags);
    }
    return changed;
  }

  nlohmann::json Scene(const Inputs& in) const {
    return SceneOf(Topic::Write(in));
  }  // a scene of this lesson

  Inputs in_{}, solved_{};
  Trace trace_{};

 private:
  static constexpr bool kHasPoints = requires { Topic::kPoints; };
  bool solved_once_ = false;
};

// The factory a syllabus line names.
template <class L>
std::unique_ptr<Lesson> MakeLesson(const LessonEntry& e) {
  return std::make_unique<L>(e);
}

}  // namespace ricochet::app
