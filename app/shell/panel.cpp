#include "shell/panel.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

#include "draw/figure_imgui.h"
#include "imgui_internal.h"
#include "practice/check.h"
#include "shell/step_view.h"

namespace ricochet::app {

namespace {
constexpr int kAll = 1 << 30;

// Presets take at most this many rows of buttons; more become one drop-down.
constexpr int kPresetButtonRows = 3;
// The INPUTS section opens by default on a panel at least this many font heights tall.
constexpr float kInputsOpenAboveEm = 40.0f;

// The widest a step's layout ran past the panel in this frame (a formula that could not wrap): kept in the
// panel's storage as "##overflow" for the layout test.
double g_overflow = 0;

void SectionTitle(const char* text) {
  ImGui::Spacing();
  ImGui::TextDisabled("%s", text);
}
void TimeControls(Lesson& lesson, LessonState& st) {
  SectionTitle("TIME");
  // "Jump to ti" gives the answer away: it waits for the step that finds ti.
  const double ti = lesson.ImpactRevealed(st) ? lesson.TimeOfImpact() : -1.0;
  if (ImGui::Button(st.playing ? "■ Pause" : "▶ Play")) st.playing = !st.playing;
  ImGui::SameLine();
  ImGui::BeginDisabled(ti < 0);
  if (ImGui::Button("Jump to ti")) {
    st.t = ti;
    st.playing = false;
  }
  ImGui::EndDisabled();
  if (ti < 0 && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip(lesson.TimeOfImpact() < 0 ? "no time of impact in this frame"
                                                : "reveal the step that finds ti first");
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-FLT_MIN);
  float t = static_cast<float>(st.t);
  // A value typed with Ctrl+click is not clamped by ImGui: "1e400" or "nan" would draw B(t) at ∞ (found by
  // the GUI monkey). t stays in the frame, and a non-finite value is ignored.
  if (ImGui::SliderFloat("##t", &t, 0.0f, 1.0f, "t = %.3f") && std::isfinite(t)) {
    st.t = std::clamp(static_cast<double>(t), 0.0, 1.0);
    st.playing = false;
  }
}

}  // namespace

bool ApplyPreset(Lesson& lesson, LessonState& st, practice::Session* practice, std::size_t i) {
  const std::vector<Preset> presets = lesson.Presets();
  if (i >= presets.size()) return false;
  try {
    lesson.LoadScene(presets[i].scene);
    lesson.Update();
    if (practice && practice->on) {  // a new problem: its answers hidden, no generated problem's seed
      StartPractice(*practice, st);
      practice->seed = 0;
    }
    return true;
  } catch (const std::exception&) {
    // A preset is part of the program; LoadScene leaves the state unchanged if one is ever wrong.
    return false;
  }
}

int RevealedSteps(const Derivation& d, int reveal) {
  return std::clamp(reveal, 0, static_cast<int>(d.steps.size()));
}

bool LessonPanel(Lesson& lesson, LessonState& st, const Theme& th, practice::Session* practice) {
  g_overflow = 0;
  bool preset_chosen = false;
  // Presets: the cases the lecture distinguishes, one click each — as buttons while they fit in a few rows,
  // else as one drop-down: on a projector (1280×720, UI × 1.5) a dozen buttons would fill the first screen
  // and push the derivation below it.
  const std::vector<Preset> presets = lesson.Presets();
  if (!presets.empty()) {
    SectionTitle("PRESETS");
    const ImGuiStyle& style = ImGui::GetStyle();
    const float avail = ImGui::GetContentRegionAvail().x;
    int rows = 1;
    float x = 0;
    for (const Preset& p : presets) {
      const float w = ImGui::CalcTextSize(p.name).x + style.FramePadding.x * 2;
      if (x > 0 && x + style.ItemSpacing.x + w >= avail) ++rows, x = 0;
      x += (x > 0 ? style.ItemSpacing.x : 0) + w;
    }
    std::optional<std::size_t> chosen;
    if (rows <= kPresetButtonRows) {
      const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
      for (std::size_t i = 0; i < presets.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        if (i > 0) {
          const float w = ImGui::CalcTextSize(presets[i].name).x + style.FramePadding.x * 2;
          if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + w < right) ImGui::SameLine();
        }
        if (ImGui::Button(presets[i].name)) chosen = i;
        ImGui::PopID();
      }
    } else {
      // The drop-down shows the case chosen last (per lesson, in ImGui's state storage).
      ImGuiStorage* storage = ImGui::GetStateStorage();
      const ImGuiID last_id = ImGui::GetID(presets.front().name);
      const int last = storage->GetInt(last_id, -1);
      const char* preview = last >= 0 && last < static_cast<int>(presets.size())
                                ? presets[static_cast<std::size_t>(last)].name
                                : "choose a case…";
      ImGui::SetNextItemWidth(-FLT_MIN);
      if (ImGui::BeginCombo("##presets", preview, ImGuiComboFlags_HeightLarge)) {
        for (std::size_t i = 0; i < presets.size(); ++i) {
          if (ImGui::Selectable(presets[i].name, static_cast<int>(i) == last)) chosen = i;
        }
        ImGui::EndCombo();
      }
      if (chosen) storage->SetInt(last_id, static_cast<int>(*chosen));
    }
    if (chosen) preset_chosen = ApplyPreset(lesson, st, practice, *chosen);
  }

  // Practice: its toggle, and when on the fields — before the time and the inputs, on the first screen.
  if (practice && PracticeSection(lesson, st, *practice, th)) preset_chosen = true;

  // Time: B(t) along the frame's motion (lessons without motion, e.g. edge-normal, have none).
  if (lesson.clock() == Clock::Frame) TimeControls(lesson, st);

  // The lesson's own inputs (radii, masses, toggles, checklists). On a short panel (a projector's large UI
  // scale) they start folded, so the derivation is on the first screen; the handles on the canvas are the
  // inputs a class sees. Lessons without the shell's time controls (sandbox, pi-blocks, edge-normal) keep
  // them open: their own Play is there. ImGui remembers the fold once it is clicked.
  ImGui::Spacing();
  const bool roomy =
      lesson.clock() != Clock::Frame || ImGui::GetWindowHeight() >= kInputsOpenAboveEm * ImGui::GetFontSize();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  const bool open = ImGui::CollapsingHeader("INPUTS##inputs",
                                            roomy ? ImGuiTreeNodeFlags_DefaultOpen : ImGuiTreeNodeFlags_None);
  ImGui::PopStyleColor();
  if (open) lesson.Controls(st);

  // The derivation, step by step.
  const Derivation& d = lesson.derivation();
  const int n = static_cast<int>(d.steps.size());
  // Shown: the first st.reveal steps and, in practice mode, those a Check revealed out of order.
  int shown = 0;
  for (int i = 0; i < n; ++i) shown += st.Shows(i, d.steps[static_cast<std::size_t>(i)].key) ? 1 : 0;
  const int prefix = RevealedSteps(d, st.reveal);
  // Where the derivation starts, in screen px (the layout test asks whether it is on the first screen).
  ImGui::GetStateStorage()->SetFloat(ImGui::GetID("##derivation_top"), ImGui::GetCursorScreenPos().y);
  SectionTitle("DERIVATION");
  bool all = shown >= n;
  if (ImGui::Checkbox("show all", &all)) {
    st.reveal = all ? kAll : 0;
    if (!all) st.revealed_keys.clear();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(prefix == 0);
  if (ImGui::ArrowButton("##prev", ImGuiDir_Left)) st.reveal = prefix - 1;
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(prefix >= n);
  if (ImGui::ArrowButton("##next", ImGuiDir_Right)) st.reveal = prefix + 1;
  ImGui::EndDisabled();
  // The step count goes on its own line when the panel is too narrow for it (never clipped).
  char count[64];
  std::snprintf(count, sizeof count, "step %d of %d  (Space / Backspace)", shown, n);
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize(count).x < right) {
    ImGui::SameLine();
  }
  ImGui::TextDisabled("%s", count);

  // A step revealed this frame (Space, the arrow) is scrolled into view below; "show all" jumps do not
  // scroll.
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const ImGuiID seen_id = ImGui::GetID("##revealed");
  const bool just_revealed = shown == storage->GetInt(seen_id, shown) + 1;
  storage->SetInt(seen_id, shown);
  float row_top = 0, row_h = 0;  // screen y and height of the last row shown

  // Each step as a lecturer writes it: its formula, then the numbers and the value under its "=" (a test:
  // its condition, the numbers, "⇒ outcome"), with a bar in the colour of the figure's matching primitive.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImFont* font = ImGui::GetFont();
  const float em = ImGui::GetFontSize(), bar = em * 0.3f, indent = em * 0.65f;
  const StepInks base{ImGui::GetColorU32(ImGuiCol_Text), ToImU32(InkColor(th, Ink::Muted)), 0};
  for (int i = 0; i < n; ++i) {
    const Step& s = d.steps[static_cast<std::size_t>(i)];
    if (!st.Shows(i, s.key)) continue;
    const float avail = ImGui::GetContentRegionAvail().x;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    row_top = p.y;
    const StepBlock& block = LayoutStep(s, Detail::Full, font, em, avail - indent);
    row_h = block.height;
    StepInks inks = base;
    inks.ink = ToImU32(InkColor(th, s.ink));
    dl->AddRectFilled({p.x, p.y + em * 0.1f}, {p.x + bar, p.y + block.height}, inks.ink, 2.0f);
    DrawStep(dl, font, block, {p.x + indent, p.y}, inks);
    if (GImGui->LogEnabled)
      ImGui::LogText("%s\n", StepText(s).c_str());  // the panel's text, copied or logged
    g_overflow = std::max(g_overflow, static_cast<double>(block.width - (avail - indent)));
    ImGui::Dummy({avail, block.height + em * 0.2f});
    const ImVec2 q = ImGui::GetCursorScreenPos();
    dl->AddLine({q.x, q.y - em * 0.1f}, {q.x + avail, q.y - em * 0.1f},
                ImGui::GetColorU32(ImGuiCol_Separator, 0.5f));
    ImGui::Dummy({avail, em * 0.15f});
  }
  if (shown < n) {
    ImGui::TextDisabled("… %d more step%s: press Space", n - shown, n - shown == 1 ? "" : "s");
  }
  // The verdict comes with the last step (or at once when there are no steps, e.g. a degenerate scene).
  if (shown >= n && !d.verdict.empty()) {
    ImGui::Spacing();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float w = ImGui::GetContentRegionAvail().x;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);
    const float pad = ImGui::GetStyle().FramePadding.x;
    ImGui::SetCursorScreenPos({p.x + pad, p.y + pad});
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w - 2 * pad);
    ImGui::TextUnformatted(d.verdict.c_str());
    ImGui::PopTextWrapPos();
    const float bottom = ImGui::GetItemRectMax().y + pad;
    dl->ChannelsSetCurrent(0);
    dl->AddRectFilled(p, {p.x + w, bottom}, ToImU32(InkColor(th, Ink::Highlight), 0.08f), 4.0f);
    dl->AddRectFilled(p, {p.x + 3.0f, bottom}, ToImU32(InkColor(th, Ink::Normal)), 1.0f);
    dl->ChannelsMerge();
    ImGui::SetCursorScreenPos({p.x, bottom});
    ImGui::Dummy({w, ImGui::GetStyle().ItemSpacing.y});
  }
  ImGui::GetStateStorage()->SetFloat(ImGui::GetID("##overflow"), static_cast<float>(g_overflow));
  // Bring the row just revealed (and the verdict or the "more steps" line under it) into view. The last row
  // and the verdict under it go to the bottom, asked for over a few frames: ImGui clamps a scroll to the
  // previous frame's content, and a new row's layout settles a frame later.
  const ImGuiID to_bottom = ImGui::GetID("##to_bottom");
  if (const int frames = storage->GetInt(to_bottom, 0); frames > 0) {
    ImGui::SetScrollY(1e9f);
    storage->SetInt(to_bottom, frames - 1);
  }
  if (just_revealed && shown > 0) {
    const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
    const float end = ImGui::GetCursorScreenPos().y;
    if (shown >= n && row_h <= bottom - top) {
      ImGui::SetScrollY(1e9f);
      storage->SetInt(to_bottom, 2);
    } else if (end - row_top > bottom - top) {
      ImGui::SetScrollFromPosY(row_top - top);  // taller than the panel: its top at the top
    } else if (end > bottom || row_top < top) {
      ImGui::SetScrollHereY(1.0f);
    }
  }
  return preset_chosen;
}

std::vector<std::string> WrapAtSpaces(std::string_view text, double width,
                                      const std::function<double(std::string_view)>& measure) {
  std::vector<std::string> lines;
  std::size_t i = 0;
  while (true) {  // each paragraph ('\n'), greedily: as many whole words on a line as fit
    const std::size_t nl = std::min(text.find('\n', i), text.size());
    std::string line;
    bool empty = true;
    for (std::size_t w = i; w <= nl;) {
      const std::size_t sp = std::min(text.find(' ', w), nl);
      const std::string_view word = text.substr(w, sp - w);
      std::string cand = empty ? std::string(word) : line + ' ' + std::string(word);
      if (!empty && measure(cand) > width) {
        lines.push_back(line);
        cand = std::string(word);
      }
      line = std::move(cand), empty = false;
      w = sp + 1;
    }
    lines.push_back(line);
    if (nl >= text.size()) break;
    i = nl + 1;
  }
  return lines;
}

}  // namespace ricochet::app
