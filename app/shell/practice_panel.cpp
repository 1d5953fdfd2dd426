// Practice mode's panel section: a field per result the lesson asks (a number, a vector as two fields, a
// verdict as a choice), its tolerance beside it, Check and Show solution. The grading is practice/check.h;
// the hiding is the lesson's reveal (LessonState), so the figure, plots and captions hide what the panel
// does.
#include <cfloat>
#include <cstdio>

#include "practice/check.h"
#include "shell/panel.h"

namespace ricochet::app {

namespace {

ImVec4 InkVec(const Theme& th, Ink ink) {
  const Rgba c = InkColor(th, ink);
  return {c.r, c.g, c.b, c.a};
}

// A text field bound to a std::string (1.86 has no std::string overload without imgui_stdlib).
bool Field(const char* id, std::string& text, float width) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%s", text.c_str());
  ImGui::SetNextItemWidth(width);
  if (!ImGui::InputText(id, buf, sizeof buf)) return false;
  text = buf;
  return true;
}

}  // namespace

void PracticeSection(Lesson& lesson, LessonState& st, practice::Session& s, const Theme& th) {
  using namespace practice;
  const Exercise* ex = FindExercise(lesson.Id());
  if (!ex) return;
  ImGui::Spacing();
  ImGui::TextDisabled("PRACTICE");
  ImGui::SameLine();
  // The long label where it fits (a projector's panel is narrow at a large UI scale).
  const char* label = "hide the answers  (T)";
  const float room =
      ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() - ImGui::GetStyle().ItemInnerSpacing.x;
  if (ImGui::CalcTextSize(label).x > room) label = "(T)";
  bool on = s.on;
  if (ImGui::Checkbox(label, &on)) on ? StartPractice(s, st) : StopPractice(s, st);
  if (!s.on) return;

  const Derivation& d = lesson.derivation();
  const std::size_t n = ex->questions.size();
  s.answers.resize(n);
  // A Check's marks belong to the scene it graded: a drag or an undo since then clears them.
  if (!s.checked.marks.empty() && s.checked_build != lesson.DerivationsBuilt()) s.checked = Outcome{};
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled(
      "Work them out, then Check: a wrong answer shows one step. Empty: skipped; none: no "
      "such value.");
  ImGui::PopTextWrapPos();
  // Check and Show solution above the fields, so they are on the panel's first screen; the tally of the last
  // Check beside them.
  if (ImGui::Button("Check")) CheckNow(s, lesson, st);
  ImGui::SameLine();
  ImGui::BeginDisabled(lesson.AllRevealed(st));
  if (ImGui::Button("Show solution")) ShowSolution(st);
  ImGui::EndDisabled();
  if (!s.checked.marks.empty()) {
    int right = 0, wrong = 0;
    for (Mark m : s.checked.marks)
      right += m == Mark::Right, wrong += m == Mark::Wrong || m == Mark::Unreadable;
    char tally[48];
    std::snprintf(tally, sizeof tally, "%d right, %d wrong", right, wrong);
    const float right_edge = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize(tally).x <
        right_edge)
      ImGui::SameLine();
    ImGui::TextDisabled("%s", tally);
  }

  const ImGuiStyle& style = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().x;
  for (std::size_t i = 0; i < n; ++i) {
    const Question& q = ex->questions[i];
    if (!Asked(d, q)) continue;
    Answer& a = s.answers[i];
    ImGui::PushID(static_cast<int>(i));
    // The label, the tolerance, the mark of the last Check on one line; the field(s) under it.
    ImGui::TextUnformatted(q.label);
    if (q.kind != Kind::Choice) {
      ImGui::SameLine();
      ImGui::TextDisabled("%s", ToleranceText(d, q).c_str());
    }
    const Mark mark = i < s.checked.marks.size() ? s.checked.marks[i] : Mark::Blank;
    if (mark != Mark::Blank) {
      ImGui::SameLine();
      if (mark == Mark::Right) {
        ImGui::TextColored(InkVec(th, Ink::Reflect), "✓ right");
      } else if (mark == Mark::Wrong) {
        ImGui::TextColored(InkVec(th, Ink::Warning), "✗ wrong");
      } else {
        ImGui::TextColored(InkVec(th, Ink::Warning), "? not a number");
      }
    }
    if (q.kind == Kind::Choice) {
      const char* preview = a.choice >= 0 ? q.choices[static_cast<std::size_t>(a.choice)].words : "choose…";
      ImGui::SetNextItemWidth(-FLT_MIN);
      if (ImGui::BeginCombo("##choice", preview)) {
        for (std::size_t c = 0; c < q.choices.size(); ++c) {
          if (ImGui::Selectable(q.choices[c].words, a.choice == static_cast<int>(c))) {
            a.choice = static_cast<int>(c);
          }
        }
        ImGui::EndCombo();
      }
    } else if (q.kind == Kind::Vector) {
      const float w = (avail - style.ItemSpacing.x) / 2;
      Field("##x", a.text[0], w);
      ImGui::SameLine();
      Field("##y", a.text[1], w);
    } else {
      Field("##v", a.text[0], avail);
    }
    if (i < s.checked.notes.size() && !s.checked.notes[i].empty()) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextColored(InkVec(th, Ink::Highlight), "%s", s.checked.notes[i].c_str());
      ImGui::PopTextWrapPos();
    }
    ImGui::PopID();
  }
}

}  // namespace ricochet::app
