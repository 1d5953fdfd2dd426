// Keyboard and one-pointer access to the figure (docs/accessibility.md): the focused handle and its nudges,
// typed coordinates, what a screen reader is told (announcements), and the Description window (F2). The
// browser's page calls the same functions from its handle buttons (web/main_web.cpp).
#include <algorithm>
#include <cmath>

#include "draw/camera.h"
#include "draw/format.h"
#include "shell/describe.h"
#include "shell/imgui_compat.h"
#include "shell/shell.h"
#include "shell/shell_internal.h"

namespace ricochet::app {

using compat::KeyPressed;
using namespace shell_detail;

float Shell::GrabRadius() const {
  return (touch_ ? kTouchGrabRadius : kGrabRadius) * ui_scale_ * content_scale_;
}

void Shell::FocusHandle(int i) {
  const std::vector<Handle> hs = lesson_->Handles();
  focus_ = i >= 0 && static_cast<std::size_t>(i) < hs.size() ? i : -1;
  if (focus_ < 0) {
    placing_ = false;
    return;
  }
  // Never out of sight: a handle off the canvas (or on its edge, under a plot's corner) comes to the middle.
  const Vec2 p = camera_.ToScreen(*hs[static_cast<std::size_t>(focus_)].pos);
  const double margin = 48.0 * ui_scale_ * content_scale_;
  const Vec2 lo = camera_.view_min, hi = camera_.view_min + camera_.view_size;
  if (p.x < lo.x + margin || p.y < lo.y + margin || p.x > hi.x - margin || p.y > hi.y - margin) {
    camera_.PanPx(camera_.view_min + camera_.view_size * 0.5 - p);
  }
}

void Shell::NudgeHandle(int i, int dx, int dy, Nudge size) {
  const std::vector<Handle> hs = lesson_->Handles();
  if (i < 0 || static_cast<std::size_t>(i) >= hs.size() || (dx == 0 && dy == 0)) return;
  double step = GridStep(camera_.ppu, 22.0 * ui_scale_ * content_scale_);
  if (size == Nudge::Fine) step /= 10;
  if (size == Nudge::Coarse) step *= 10;
  // Onto the step's grid, then `d` steps along: nudges land on round numbers.
  const auto along = [step](double v, int d) { return d == 0 ? v : (std::round(v / step) + d) * step; };
  const Vec2 p = *hs[static_cast<std::size_t>(i)].pos;
  MoveHandle(i, {along(p.x, dx), along(p.y, dy)});
  FocusHandle(i);
}

void Shell::ZoomView(int dir) {
  if (dir == 0) {
    RequestFit();
    return;
  }
  camera_.ZoomAt(camera_.view_min + camera_.view_size * 0.5, std::pow(1.15, dir > 0 ? 2.0 : -2.0));
}

void Shell::PanView(int dx, int dy) {
  camera_.PanPx({-dx * camera_.view_size.x / 4, dy * camera_.view_size.y / 4});
}

bool Shell::MoveHandle(int i, Vec2 p) {
  const std::vector<Handle> hs = lesson_->Handles();
  if (i < 0 || static_cast<std::size_t>(i) >= hs.size()) return false;
  if (!IsFinite(p)) {
    status_ = "Kept the last good value: x and y must be finite numbers";
    return false;
  }
  lesson_->MoveHandle(i, p);
  lesson_->Update();
  moved_ = i;
  commit_.Mark();  // read back and committed as one undo step on the next settled frame
  return true;
}

void Shell::EditHandle(int i) {
  const std::vector<Handle> hs = lesson_->Handles();
  if (i < 0 || static_cast<std::size_t>(i) >= hs.size()) return;
  edit_ = i;
  edit_xy_[0] = hs[static_cast<std::size_t>(i)].pos->x;
  edit_xy_[1] = hs[static_cast<std::size_t>(i)].pos->y;
  open_edit_popup_ = true;
  drag_ = -1;
  placing_ = false;
}

// Tab / Shift+Tab walk the handles, then the panel's controls (PanelByKeyboard), then none: none → P0 → …
// → the last handle → the panel's first control → … → its last → none, and back with Shift. After a click in
// the panel, Tab goes on from the control clicked. A focused handle takes the arrows (Shift finer, Ctrl
// coarser), Enter (type its coordinates) and Esc (let go).
void Shell::HandleKeys() {
  ImGuiIO& io = ImGui::GetIO();
  const int n = static_cast<int>(lesson_->Handles().size());
  if (compat::TakeTab() && !io.KeyCtrl && !io.KeyAlt) {
    const int dir = io.KeyShift ? -1 : 1;
    // n stands for the panel: after the last handle, and before the first from none.
    const int next = compat::KeyboardIn(kPanelWindow) ? n : focus_ < 0 ? (dir < 0 ? n : 0) : focus_ + dir;
    FocusHandle(next >= n ? -1 : next);
    placing_ = false;
    if (next >= n) {
      panel_nav_ = compat::TabInWindow(kPanelWindow, dir);
      if (!panel_nav_ && dir < 0) FocusHandle(n - 1);  // no panel shown: the last handle, as before
    }
  }
  if (focus_ >= n) focus_ = -1, placing_ = false;
  if (focus_ < 0 || ImGui::IsAnyItemActive()) return;
  const Nudge size = io.KeyShift ? Nudge::Fine : io.KeyCtrl ? Nudge::Coarse : Nudge::Normal;
  const int dx = (KeyPressed(compat::kRight, true) ? 1 : 0) - (KeyPressed(compat::kLeft, true) ? 1 : 0);
  const int dy = (KeyPressed(compat::kUp, true) ? 1 : 0) - (KeyPressed(compat::kDown, true) ? 1 : 0);
  NudgeHandle(focus_, dx, dy, size);
  if (KeyPressed(compat::kEnter, false) || KeyPressed(compat::kKeypadEnter, false)) EditHandle(focus_);
  if (KeyPressed(compat::kEscape, false)) FocusHandle(-1);
}

// Tab past the panel's last control (or Shift+Tab before its first): the keys go back to the figure, on no
// handle (or, going back, on the last).
void Shell::PanelTabFellOff() {
  int dir = 0;
  if (!panel_nav_ || !compat::TabFellOff(&dir)) return;
  panel_nav_ = false;
  compat::SetKeyboardNav(false);
  const int n = static_cast<int>(lesson_->Handles().size());
  FocusHandle(dir < 0 ? n - 1 : -1);
}

// A step revealed (one at a time: the step; many at once: how many), or an edit settled: the moved point and
// the verdict — once per settled edit, never per frame of a drag.
void Shell::Announce() {
  const Derivation& d = lesson_->derivation();
  const int shown = ShownSteps(d, state_), n = static_cast<int>(d.steps.size());
  std::string say;
  if (entry_ == announced_entry_ && announced_shown_ >= 0 && shown > announced_shown_) {
    const int last = std::min(state_.reveal, n) - 1;  // the reveal's newest step
    say = shown == announced_shown_ + 1 && last >= 0 && last + 1 == shown
              ? StepAnnouncement(d, last)
              : std::to_string(shown) + " of " + std::to_string(n) + " steps shown.";
    if (shown >= n && !d.verdict.empty()) say += " " + d.verdict;
  } else if (entry_ == announced_entry_ && undo_.Commits() != announced_commits_) {
    const std::vector<Handle> hs = lesson_->Handles();
    if (moved_ >= 0 && static_cast<std::size_t>(moved_) < hs.size())
      say = HandleText(hs[static_cast<std::size_t>(moved_)]) + ". ";
    say += shown >= n && !d.verdict.empty()
               ? d.verdict
               : "Step " + std::to_string(shown) + " of " + std::to_string(n) + " shown.";
  }
  announced_entry_ = entry_;
  announced_shown_ = shown;
  announced_commits_ = undo_.Commits();
  if (!say.empty()) {
    announcement_ = std::move(say);
    ++announcements_;
  }
}

void Shell::DescriptionWindow() {
  if (!show_description_) return;
  const float s = ui_scale_ * content_scale_;
  ImGui::SetNextWindowSize({560 * s, 420 * s}, ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_FirstUseEver, {0.5f, 0.5f});
  if (ImGui::Begin("Description (F2)", &show_description_, ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(DescriptionText(*lesson_, state_).c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
}

}  // namespace ricochet::app
