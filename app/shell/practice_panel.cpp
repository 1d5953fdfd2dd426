// Practice mode's panel section: a field per result the lesson asks (a number, a vector as two fields, a
// verdict as a choice), its tolerance beside it, Check and Show solution. The grading is practice/check.h;
// the hiding is the lesson's reveal (LessonState), so the figure, plots and captions hide what the panel
// does.
#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "practice/check.h"
#include "practice/problems.h"
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

bool PracticeSection(Lesson& lesson, LessonState& st, practice::Session& s, const Theme& th) {
  using namespace practice;
  const Exercise* ex = FindExercise(lesson.Id());
  if (!ex) return false;
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
  if (!s.on) return false;

  const std::size_t n = ex->questions.size();
  s.answers.resize(n);
  // A Check's marks belong to the scene it graded: a drag or an undo since then clears them.
  if (!s.checked.marks.empty() && s.checked_build != lesson.DerivationsBuilt()) s.checked = Outcome{};
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled(
      "Work them out, then Check: a wrong answer shows one step. Empty: skipped; none: no "
      "such value.");
  ImGui::PopTextWrapPos();
  // New problem: a case of the lesson, the seed shown (typed back + Enter gives that problem again), and the
  // button that draws the next seed's problem.
  bool loaded = false;
  const std::vector<std::string> cases = ProblemCases(lesson.Id());
  if (!cases.empty()) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const char* button = "New problem";
    const float button_w = ImGui::CalcTextSize(button).x + style.FramePadding.x * 2;
    const float avail = ImGui::GetContentRegionAvail().x;
    const float seed_w = ImGui::CalcTextSize("0000000").x + style.FramePadding.x * 2;
    // One row where it fits; on a narrow panel the button goes under the case and the seed.
    float case_w = avail - button_w - seed_w - 2 * style.ItemSpacing.x;
    const bool one_row = case_w >= 4 * ImGui::GetFontSize();
    if (!one_row) case_w = std::max(avail - seed_w - style.ItemSpacing.x, ImGui::GetFontSize());
    s.problem_case = std::clamp(s.problem_case, 0, static_cast<int>(cases.size()) - 1);
    ImGui::SetNextItemWidth(case_w);
    if (ImGui::BeginCombo("##case", cases[static_cast<std::size_t>(s.problem_case)].c_str())) {
      for (std::size_t c = 0; c < cases.size(); ++c) {
        if (ImGui::Selectable(cases[c].c_str(), static_cast<int>(c) == s.problem_case)) {
          s.problem_case = static_cast<int>(c);
        }
      }
      ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("the case New problem draws");
    ImGui::SameLine();
    char seed[24];
    std::snprintf(seed, sizeof seed, "%s", s.seed > 0 ? std::to_string(s.seed).c_str() : "");
    ImGui::SetNextItemWidth(seed_w);
    if (ImGui::InputTextWithHint("##seed", "seed", seed, sizeof seed,
                                 ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_EnterReturnsTrue)) {
      char* end = nullptr;
      const unsigned long long k = std::strtoull(seed, &end, 10);
      if (end != seed && *end == '\0' && k > 0) {
        loaded = LoadProblem(s, lesson, st, k);
      } else {
        s.problem_error = "seed: a whole number from 1";
      }
    }
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("the problem's seed: type one and press Enter to get it again");
    if (one_row) ImGui::SameLine();
    if (ImGui::Button(button)) loaded = LoadProblem(s, lesson, st, s.seed + 1);
    if (!s.problem_error.empty()) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextColored(InkVec(th, Ink::Warning), "%s", s.problem_error.c_str());
      ImGui::PopTextWrapPos();
    }
    if (loaded) s.problem_error.clear();
  }

  // A problem loaded above started the session afresh (no answers) and derived a new scene: both are read
  // after it (the GUI monkey's seed 4 indexed the emptied answers).
  s.answers.resize(n);
  const Derivation& d = lesson.derivation();

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
  return loaded;
}

}  // namespace ricochet::app
