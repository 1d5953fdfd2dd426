#include "shell/describe.h"

#include "draw/format.h"

namespace ricochet::app {

std::string HandleText(const Handle& h) { return std::string(h.name) + " " + Num(*h.pos); }

int ShownSteps(const Derivation& d, const LessonState& st) {
  int shown = 0;
  for (std::size_t i = 0; i < d.steps.size(); ++i)
    shown += st.Shows(static_cast<int>(i), d.steps[i].key) ? 1 : 0;
  return shown;
}

std::string SceneSummary(Lesson& lesson, const LessonState& st) {
  std::string out;
  const std::vector<Handle> hs = lesson.Handles();
  for (std::size_t i = 0; i < hs.size(); ++i) out += (i == 0 ? "Points: " : ", ") + HandleText(hs[i]);
  if (!hs.empty()) out += ". ";
  if (lesson.clock() == Clock::Frame) {
    out += "The figure shows the motion at t = " + Num(lesson.ShownTime(st)) +
           " (the frame runs from t = 0 to t = 1)" + (st.playing ? ", playing. " : ". ");
  }
  const Derivation& d = lesson.derivation();
  const int shown = ShownSteps(d, st), n = static_cast<int>(d.steps.size());
  out += "Step " + std::to_string(shown) + " of " + std::to_string(n) + " shown.";
  if (shown >= n && !d.verdict.empty()) out += " " + d.verdict;
  return out;
}

std::string StepAnnouncement(const Derivation& d, int index) {
  if (index < 0 || index >= static_cast<int>(d.steps.size())) return "";
  const Step& s = d.steps[static_cast<std::size_t>(index)];
  std::string text = StepText(s);
  std::string said;  // one sentence for the speech: the lines joined, their indentation dropped
  for (const char c : text) {
    if ((c == '\n' || c == ' ') && (said.empty() || said.back() == ' ')) continue;
    said += c == '\n' ? ' ' : c;
  }
  while (!said.empty() && said.back() == ' ') said.pop_back();
  text = std::move(said);
  std::string out =
      "Step " + std::to_string(index + 1) + " of " + std::to_string(d.steps.size()) + ": " + text;
  return out + ".";
}

nlohmann::json DescriptionJson(Lesson& lesson, const LessonState& st) {
  static constexpr const char* kKinds[] = {"definition", "computation", "test", "cases", "equation"};
  static constexpr const char* kRoles[] = {"formula", "numbers", "value", "outcome", "case", "note"};
  const LessonEntry& e = lesson.Entry();
  nlohmann::json handles = nlohmann::json::array();
  for (const Handle& h : lesson.Handles()) {
    handles.push_back({{"name", h.name}, {"x", h.pos->x}, {"y", h.pos->y}, {"text", HandleText(h)}});
  }
  nlohmann::json presets = nlohmann::json::array();
  for (const Preset& p : lesson.Presets()) presets.push_back(p.name);
  const Derivation& d = lesson.derivation();
  nlohmann::json steps = nlohmann::json::array();
  for (std::size_t i = 0; i < d.steps.size(); ++i) {
    const Step& s = d.steps[i];
    const bool shown = st.Shows(static_cast<int>(i), s.key);
    nlohmann::json lines = nlohmann::json::array();
    if (shown) {
      for (const StepLine& l : StepLines(s)) {
        lines.push_back({{"role", kRoles[static_cast<int>(l.role)]},
                         {"text", math::Text(l.expr)},
                         {"mathml", math::MathML(l.expr)},
                         {"marked", l.marked}});
      }
    }
    steps.push_back({{"key", s.key},
                     {"kind", kKinds[static_cast<int>(s.kind)]},
                     {"name", math::Text(StepName(s))},
                     {"shown", shown},
                     {"lines", std::move(lines)}});
  }
  const int shown = ShownSteps(d, st);
  return {{"id", e.id},
          {"title", e.title},
          {"lecture", e.lecture},
          {"summary", SceneSummary(lesson, st)},
          {"handles", std::move(handles)},
          {"motion", lesson.clock() == Clock::Frame},
          {"t", st.t},
          {"runs", lesson.clock() == Clock::Own},  // its own run (sandbox, pi-blocks): Play, no t
          {"playing", lesson.clock() == Clock::Own ? lesson.Running() : st.playing},
          {"presets", std::move(presets)},
          {"shown", shown},
          {"total", d.steps.size()},
          {"steps", std::move(steps)},
          {"verdict", shown >= static_cast<int>(d.steps.size()) ? d.verdict : ""}};
}

std::string DescriptionText(Lesson& lesson, const LessonState& st) {
  std::string out = std::string(lesson.Title()) + "\n\n" + SceneSummary(lesson, st) + "\n";
  const Derivation& d = lesson.derivation();
  for (std::size_t i = 0; i < d.steps.size(); ++i) {
    if (!st.Shows(static_cast<int>(i), d.steps[i].key)) continue;
    out += "\n" + std::to_string(i + 1) + ". " + StepText(d.steps[i]) + "\n";
  }
  return out;
}

}  // namespace ricochet::app
