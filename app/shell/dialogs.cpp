// The shell's modal dialogs: typed coordinates of a handle and Help → Controls (open/save scene:
// shell/file_dialog.h).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "draw/figure_imgui.h"
#include "platform/platform.h"
#include "scene/scene.h"
#include "shell/imgui_compat.h"
#include "shell/shell.h"

namespace ricochet::app {

namespace fs = std::filesystem;
using compat::KeyPressed;

void Shell::CoordinatePopup() {
  if (open_edit_popup_) {
    ImGui::OpenPopup("Coordinates");
    open_edit_popup_ = false;
  }
  if (!ImGui::BeginPopupModal("Coordinates", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  std::vector<Handle> hs = lesson_->Handles();
  if (edit_ < 0 || static_cast<std::size_t>(edit_) >= hs.size()) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  ImGui::Text("Exact position of %s", hs[static_cast<std::size_t>(edit_)].name);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(280 * ui_scale_ * content_scale_);
  // CharsScientific: 1e-6 can be typed as such (InputScalar alone filters the 'e' out).
  const bool enter =
      ImGui::InputScalarN("x, y", ImGuiDataType_Double, edit_xy_, 2, nullptr, nullptr, "%.6g",
                          ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CharsScientific);
  const bool ok = ImGui::Button("OK") || enter;
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel") || KeyPressed(compat::kEscape, false);
  // A finite value is taken and then read back with the rest of the scene when the edit settles (out of the
  // domain: refused there, Shell::RefuseOutOfDomain); "inf" or "nan" never reach the lesson.
  if (ok) MoveHandle(edit_, {edit_xy_[0], edit_xy_[1]});
  if (ok || cancel) {
    edit_ = -1;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void Shell::RequestFile(FileMode mode) {
  if constexpr (platform::kBrowser) {  // no paths to type: the browser's own picker, or a download
    if (mode == FileMode::Open) {
      platform::PickSceneFile();
    } else {
      const std::string name = std::string(entry_ ? entry_->id : "scene") + ".json";
      platform::Download(name, "application/json", lesson_->SaveScene().dump(2) + "\n");
      status_ = "Saved " + name + " (the browser's downloads)";
    }
  } else {
    file_dialog_.Open(mode);
  }
}

void Shell::HelpWindow() {
  if (!show_help_) return;
  const float s = ui_scale_ * content_scale_;
  ImGui::SetNextWindowSize({620 * s, 0}, ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, {0.5f, 0.5f});
  if (!ImGui::Begin("Controls", &show_help_,
                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::End();
    return;
  }
  static const char* const kRows[][2] = {
      {"Drag a handle (left mouse)", "move the point; the figure and every step update"},
      {"Shift while dragging", "snap the point to the grid"},
      {"Click a handle, then click", "the same without dragging: the point goes where you click"},
      {"Double-click a handle", "type exact coordinates"},
      {"Tab / Shift+Tab",
       "focus the next / previous handle (a ring shows it), then the panel's controls; after the last, none"},
      {"Keys in the panel",
       "Space or Enter presses a button, a checkbox or a header; Space grabs a slider (the arrows move it, "
       "Space lets go), Enter types its value; the arrows go to a neighbour control; Esc gives the keys back "
       "to the figure"},
      {"Arrows on a focused handle", "move it a grid step; Shift: a tenth, Ctrl: ten steps"},
      {"Enter on a focused handle", "type its exact coordinates"},
      {"Esc", "let go of the focused handle, or hide a handle's tooltip"},
      {"Click a ball (sandbox)", "select it; its frame's events show in the panel"},
      {"Right or middle drag", "pan the view"},
      {"Mouse wheel", "zoom about the cursor"},
      {"Home", "fit the scene in the view"},
      {"Space / Backspace", "reveal the next / hide the last derivation step"},
      {"P", "play / pause the motion (time t)"},
      {"0", "lecture start: t = 0, no step shown"},
      {"End", "every step shown"},
      {"T", "practice: hide the answers, type them, Check"},
      {"F5", "present (full screen; Esc leaves)"},
      {"PageUp / PageDown", "previous / next slide of an open deck"},
      {"Left / Right, [ / ]", "previous / next lesson (Left / Right: no handle focused)"},
      {"Ctrl+Z", "undo (one step per drag or slider gesture)"},
      {"Ctrl+Shift+Z, Ctrl+Y", "redo"},
      {"Ctrl+O / Ctrl+S", "open / save a scene (JSON)"},
      {"Ctrl+= / Ctrl+- / Ctrl+0", "larger / smaller / reset UI scale"},
      {"Ctrl+E", "repeat the last figure export (File → Export figure…)"},
      {"F12", "save a screenshot of the whole window"},
      {"F10",
       "the menu bar: Left / Right a menu, Space or Down opens it, Up / Down an item, Space does it, "
       "Esc goes back (every menu item, and its dialog, without the mouse)"},
      {"Enter / Esc in a dialog", "Export figure: export / close; Save as deck slide: save / cancel"},
      {"F1", "this window"},
      {"F2", "the scene and its derivation in words (Description)"},
  };
  // In presentation mode the keys are the clicker's (shell/present.cpp).
  static const char* const kPresentRows[][2] = {
      {"PageDown, Right, Down, Space, Enter", "next step, then the next slide"},
      {"PageUp, Left, Up, Backspace", "back a step, then the previous slide"},
      {"B or .", "blank the screen (any of these keys brings it back)"},
      {"Q", "predict first: each step's value waits for one more press"},
      {"L", "laser pointer"},
      {"D", "pen: drag on the canvas to write (handles still drag)"},
      {"Ctrl+Z / C", "undo the last stroke / clear the ink"},
      {"H", "hide / show the derivation"},
      {"0", "this slide at its start: t = 0, no step shown"},
      {"P / Home", "play the motion / fit the scene"},
      {"Ctrl+= / Ctrl+-", "larger / smaller"},
      {"Esc or F5", "leave presentation mode"},
  };
  if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    const auto rows = [](const auto& table) {
      for (const auto& row : table) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row[0]);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row[1]);
      }
    };
    if (presenter_.On()) {
      rows(kPresentRows);
    } else {
      rows(kRows);
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

}  // namespace ricochet::app
