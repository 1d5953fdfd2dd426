// The lesson base: its derivation, built once per change, and the one question of the step-by-step reveal.
#include "lessons/lesson.h"

#include <algorithm>
#include <cmath>

namespace ricochet::app {

namespace {
thread_local RevealProbe* probe = nullptr;
}  // namespace

RevealProbe::RevealProbe() { probe = this; }
RevealProbe::~RevealProbe() { probe = nullptr; }

const Derivation& Lesson::derivation() const {
  if (stale_) {
    derivation_ = Derive();
    derivation_.lesson = Id();
    stale_ = false;
    ++built_;
  }
  return derivation_;
}

nlohmann::json ViewSettingValue(const ViewSetting& s, const nlohmann::json& value) {
  switch (s.kind) {
    case ViewSetting::Kind::Number: {
      if (!value.is_number()) throw SceneError("", s.name, "must be a number, " + RangeText(s.range));
      const double x = value.get<double>();
      if (!std::isfinite(x)) throw SceneError("", s.name, "must be a finite number");
      CheckRange(x, s.range, s.name, "");
      return x;
    }
    case ViewSetting::Kind::Flag:
      if (!value.is_boolean()) throw SceneError("", s.name, "must be true or false");
      return value;
    case ViewSetting::Kind::Choice:
      if (!value.is_string() ||
          std::find(s.choices.begin(), s.choices.end(), value.get<std::string>()) == s.choices.end())
        throw SceneError("", s.name, "must be one of its choices");
      return value;
    case ViewSetting::Kind::Action:
      if (!s.enabled) throw SceneError("", s.name, "cannot be done now");
      return nullptr;
  }
  return nullptr;
}

const ViewSetting& FindViewSetting(const std::vector<ViewSetting>& settings, std::string_view name) {
  for (const ViewSetting& s : settings)
    if (name == s.name) return s;
  throw SceneError("", std::string(name), "no such setting in this lesson");
}

void Lesson::SetViewSetting(std::string_view name, const nlohmann::json&) {
  throw SceneError("", std::string(name), "no such setting in this lesson");
}

bool Lesson::Revealed(const LessonState& st, std::string_view key) const {
  if (probe) probe->asked.emplace(key);
  const int i = derivation().Find(key);
  return i >= 0 && st.Shows(i, key);
}

bool Lesson::AllRevealed(const LessonState& st) const {
  if (probe) probe->asked_all = true;
  const std::vector<Step>& steps = derivation().steps;
  const int n = static_cast<int>(steps.size());
  if (st.reveal >= n) return true;
  if (st.revealed_keys.empty()) return false;
  for (int i = st.reveal; i < n; ++i) {
    if (!st.Shows(i, steps[static_cast<std::size_t>(i)].key)) return false;
  }
  return true;
}

bool Lesson::InFocus(const LessonState& st, std::string_view key) const {
  const std::vector<Step>& steps = derivation().steps;
  int latest = -1;  // the last step shown
  for (int i = static_cast<int>(steps.size()) - 1; i >= 0 && latest < 0; --i) {
    if (st.Shows(i, steps[static_cast<std::size_t>(i)].key)) latest = i;
  }
  // What is in focus changes with the latest step: a figure that asks is a figure of that step too.
  if (probe && latest >= 0) probe->asked.emplace(steps[static_cast<std::size_t>(latest)].key);
  if (!Revealed(st, key)) return false;
  const int i = derivation().Find(key);
  return i == latest || derivation().Uses(latest, i);
}

bool Lesson::ImpactRevealed(const LessonState& st) const {
  const std::string_view key = ImpactStep();
  return AllRevealed(st) || (!key.empty() && Revealed(st, key));
}

double Lesson::ShownTime(const LessonState& st) const {
  const double ti = TimeOfImpact();
  if (ti < 0 || st.t < ti || ImpactRevealed(st)) return st.t;
  // Held short of the contact by 2 % of the frame, so the ball visibly has not arrived yet.
  return std::max(0.0, ti - 0.02);
}

void Lesson::Draw(Figure& fig, const LessonState& st) const {
  LessonState shown = st;
  shown.t = ShownTime(st);
  DrawFigure(fig, shown);
  // No label on a handle, on screen or in an export.
  for (const Handle& h : Handles()) fig.KeepOut(*h.pos, kHandleKeepOutPx);
}

std::vector<FitLayout> PlotCornerLayouts(LessonState st, const Bounds& scene, const LabelOutput& out,
                                         const std::function<void(Figure&, const LessonState&)>& draw,
                                         int reveal) {
  st.reveal = reveal;  // a later step's plot or caption never lands on the scene
  std::vector<FitLayout> layouts;
  for (PlotCorner corner : kPlotCorners) {
    st.plot_corner = corner;
    Figure probe;
    draw(probe, st);
    layouts.push_back({OverlayCover(probe, out), DrawnCells(probe, scene)});
  }
  return layouts;
}

nlohmann::json Lesson::SceneOf(nlohmann::json inputs) const {
  inputs["lesson"] = std::string(Id());
  return inputs;
}

}  // namespace ricochet::app
