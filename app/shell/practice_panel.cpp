// Practice mode's panel section: the givens first (typeset, in the lecture's symbols), New problem (any case
// by default: the case hidden and asked first), the grading rule and the "none" rule, Check and Show
// solution, then a field per result the lesson asks (a number, a vector as two fields, a verdict as a
// choice), each with its mark and the step its feedback points at, typeset with the student's numbers. The
// grading is practice/check.h; the hiding is the lesson's reveal (LessonState), so the figure, plots and
// captions hide what the panel does.
#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "draw/figure_imgui.h"
#include "draw/math_imgui.h"
#include "imgui_internal.h"
#include "practice/check.h"
#include "practice/problems.h"
#include "shell/panel.h"
#include "shell/step_view.h"

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

// The givens: each field of the scene, in the lesson's table order, as the lecture writes it ("B_s = (0,
// 0)"), in one number format. Fields without a symbol are named in words ("launcher = (0, 0)").
std::vector<math::Expr> Givens(const Lesson& lesson, const nlohmann::json& inputs) {
  std::vector<math::Expr> out;
  for (const SceneField& f : lesson.Entry().fields()) {
    if (!inputs.contains(f.name)) continue;
    const nlohmann::json& v = inputs.at(f.name);
    const math::E name = *f.symbol ? math::Sym(f.symbol) : math::Word(f.name);
    math::E value;
    if (v.is_array() && v.size() == 2 && v[0].is_number() && v[1].is_number()) {
      value = math::ValueExpr(math::Value(Vec2{v[0].get<double>(), v[1].get<double>()}), {});
    } else if (v.is_number()) {
      value = std::string_view(f.unit) == "°" ? math::Deg(v.get<double>()) : math::Lit(v.get<double>());
    } else if (v.is_string()) {
      value = math::Word(v.get<std::string>());
    } else if (v.is_boolean()) {
      value = math::Word(v.get<bool>() ? "on" : "off");
    } else {
      continue;
    }
    out.push_back(*math::Eq(name, value));
  }
  return out;
}

PracticeGivensPlace& Place() {
  static PracticeGivensPlace place;
  return place;
}

// The givens typeset and flowed into rows no wider than the panel; where they end is recorded for the
// layout test ("##givens_bottom"). Laid out again only when the scene, the font or the width changes.
void DrawGivens(const Lesson& lesson, const Derivation& d, const Theme& th) {
  ImFont* font = ImGui::GetFont();
  const float em = ImGui::GetFontSize(), width = ImGui::GetContentRegionAvail().x;
  static std::string key;
  static std::vector<math::Box> boxes;
  const std::string now = d.inputs.dump() + "|" + std::to_string(em) + "|" + std::string(lesson.Id());
  if (now != key) {
    key = now;
    boxes.clear();
    for (const math::Expr& e : Givens(lesson, d.inputs))
      boxes.push_back(math::TypesetWrapped(e, ImGuiMetrics(font), em, width));
  }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 col = ImGui::GetColorU32(ImGuiCol_Text);
  const float gap = em * 1.1f;
  ImVec2 at = ImGui::GetCursorScreenPos();
  const float left = at.x;
  float row_h = 0;
  for (const math::Box& b : boxes) {
    if (at.x > left && at.x + b.width > left + width) at = {left, at.y + row_h + em * 0.25f}, row_h = 0;
    DrawMath(dl, font, b, {at.x, at.y + b.ascent}, col);
    at.x += b.width + gap;
    row_h = std::max(row_h, b.Height());
  }
  const float top = ImGui::GetCursorScreenPos().y;
  ImGui::Dummy({width, at.y + row_h - top});
  PracticeGivensPlace& place = Place();
  place.count = static_cast<int>(boxes.size());
  place.top = top, place.bottom = ImGui::GetItemRectMax().y;
  place.window_top = ImGui::GetWindowPos().y;
  place.window_bottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y;
  place.scroll_y = ImGui::GetScrollY();
  if (GImGui->LogEnabled) {
    for (const math::Expr& e : Givens(lesson, d.inputs)) ImGui::LogText("%s\n", math::Text(e).c_str());
  }
  (void)th;
}

// A step typeset under its field: the hint with the student's numbers, or the step a Check revealed.
void DrawFieldStep(const Step& s, const Theme& th) {
  ImFont* font = ImGui::GetFont();
  const float em = ImGui::GetFontSize(), avail = ImGui::GetContentRegionAvail().x, indent = em * 0.65f;
  const StepBlock& block = LayoutStep(s, Detail::Full, font, em, avail - indent);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const StepInks inks{ImGui::GetColorU32(ImGuiCol_Text), ToImU32(InkColor(th, Ink::Muted)),
                      ToImU32(InkColor(th, Ink::Highlight))};
  ImGui::GetWindowDrawList()->AddRectFilled({p.x, p.y + em * 0.1f}, {p.x + em * 0.2f, p.y + block.height},
                                            inks.ink, 2.0f);
  DrawStep(ImGui::GetWindowDrawList(), font, block, {p.x + indent, p.y}, inks);
  if (GImGui->LogEnabled) ImGui::LogText("%s\n", StepText(s).c_str());
  ImGui::Dummy({avail, block.height + em * 0.15f});
}

}  // namespace

PracticeGivensPlace LastPracticeGivens() { return Place(); }

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

  // New problem: a case of the lesson ("any case": drawn from the seed and hidden), the seed shown (typed
  // back + Enter gives that problem again), and the button that draws the next seed's problem.
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
    s.problem_case =
        std::clamp(s.problem_case, static_cast<int>(Session::kAnyCase), static_cast<int>(cases.size()) - 1);
    const auto case_name = [&](int c) {
      return c == Session::kAnyCase ? "any case" : cases[static_cast<std::size_t>(c)].c_str();
    };
    ImGui::SetNextItemWidth(case_w);
    if (ImGui::BeginCombo("##case", case_name(s.problem_case))) {
      for (int c = Session::kAnyCase; c < static_cast<int>(cases.size()); ++c) {
        if (ImGui::Selectable(case_name(c), c == s.problem_case)) s.problem_case = c;
      }
      ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("the case New problem draws (any case: hidden, and your first question)");
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

  // The givens first: what the problem states, in the lecture's symbols.
  ImGui::TextDisabled("GIVEN");
  DrawGivens(lesson, d, th);

  // The case, when hidden: the first question.
  if (s.case_hidden && !cases.empty()) {
    ImGui::TextUnformatted("case");
    if (s.case_mark == Mark::Wrong) {
      ImGui::SameLine();
      ImGui::TextColored(InkVec(th, Ink::Warning), "✗ wrong");
    }
    ImGui::SetNextItemWidth(-FLT_MIN);
    const char* preview = s.case_choice >= 0 && s.case_choice < static_cast<int>(cases.size())
                              ? cases[static_cast<std::size_t>(s.case_choice)].c_str()
                              : "which case is it?";
    if (ImGui::BeginCombo("##which_case", preview)) {
      for (std::size_t c = 0; c < cases.size(); ++c) {
        if (ImGui::Selectable(cases[c].c_str(), s.case_choice == static_cast<int>(c)))
          s.case_choice = static_cast<int>(c);
      }
      ImGui::EndCombo();
    }
  } else if (s.case_mark == Mark::Right) {
    ImGui::TextColored(InkVec(th, Ink::Reflect), "✓ case: %s", s.drawn_case.c_str());
  }

  // Check and Show solution above the fields, so they are on the panel's first screen; the tally of the last
  // Check beside them.
  if (ImGui::Button("Check")) CheckNow(s, lesson, st);
  ImGui::SameLine();
  ImGui::BeginDisabled(lesson.AllRevealed(st) && !s.case_hidden);
  if (ImGui::Button("Show solution")) {
    ShowSolution(st);
    s.case_hidden = false;
  }
  ImGui::EndDisabled();
  if (!s.checked.marks.empty()) {
    int right = 0, wrong = 0;
    for (Mark m : s.checked.marks)
      right += m == Mark::Right, wrong += m == Mark::Wrong || m == Mark::Unreadable;
    right += s.case_mark == Mark::Right, wrong += s.case_mark == Mark::Wrong;
    char tally[48];
    std::snprintf(tally, sizeof tally, "%d right, %d wrong", right, wrong);
    const float right_edge = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize(tally).x <
        right_edge)
      ImGui::SameLine();
    ImGui::TextDisabled("%s", tally);
  }
  // The two rules, the same in every lesson: short on the panel, whole in the tooltip.
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled(
      "Right to the decimals you write (≥ 2) or within 0.1 %%. none: only where the lecture "
      "stops before computing it.");
  ImGui::PopTextWrapPos();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n%s\nEmpty: skipped.", GradingRule(), NoneRule());

  const ImGuiStyle& style = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().x;
  for (std::size_t i = 0; i < n; ++i) {
    const Question& q = ex->questions[i];
    if (!Asked(d, q)) continue;
    Answer& a = s.answers[i];
    ImGui::PushID(static_cast<int>(i));
    // The label and the mark of the last Check on one line; the field(s) under it.
    ImGui::TextUnformatted(q.label);
    if (q.dim < 0) {
      ImGui::SameLine();
      ImGui::TextDisabled("exact");
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
    // The feedback: what is wrong in words, then the step it points at, typeset — with the student's numbers
    // (a hint), or worked (a step this Check revealed).
    if (i < s.checked.notes.size() && !s.checked.notes[i].empty()) {
      const std::string& words = s.checked.words[i];
      ImGui::PushTextWrapPos(0.0f);
      if (!words.empty()) ImGui::TextColored(InkVec(th, Ink::Highlight), "%s", words.c_str());
      const Step& hint = s.checked.hints[i];
      const std::string& revealed = s.checked.reveals[i];
      if (!hint.key.empty()) {
        ImGui::TextDisabled("Check this step:");
        ImGui::PopTextWrapPos();
        DrawFieldStep(hint, th);
      } else if (!revealed.empty() && d.Find(revealed) >= 0) {
        ImGui::TextDisabled("Check this step:");
        ImGui::PopTextWrapPos();
        DrawFieldStep(d.steps[static_cast<std::size_t>(d.Find(revealed))], th);
      } else {
        if (words.empty()) ImGui::TextColored(InkVec(th, Ink::Highlight), "%s", s.checked.notes[i].c_str());
        ImGui::PopTextWrapPos();
      }
    }
    ImGui::PopID();
  }
  return loaded;
}

}  // namespace ricochet::app
