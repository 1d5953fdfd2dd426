#include "shell/slide_dialog.h"

#include <cstdio>

#include "draw/figure_imgui.h"
#include "imgui.h"
#include "shell/imgui_compat.h"

namespace ricochet::app {

void SlideDialog::Frame(const SlideDialogContext& ctx) {
  if (open_) {
    open_ = false;
    error_.clear();
    std::snprintf(title_, sizeof title_, "%s", ctx.title);
    notes_[0] = '\0';
    ImGui::OpenPopup("Save as deck slide");
  }
  if (!ImGui::BeginPopupModal("Save as deck slide", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const float s = ctx.scale;
  ImGui::TextUnformatted("Appends this scene, its step and t to a deck (made if it does not exist).");
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(520 * s);
  // Enter in either line saves, as Save does (the keyboard's way, with Esc for Cancel).
  bool enter = ImGui::InputText("deck", deck_path_, sizeof deck_path_, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SetNextItemWidth(520 * s);
  enter |= ImGui::InputText("title", title_, sizeof title_, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::InputTextMultiline("notes", notes_, sizeof notes_, {520 * s, 5 * ImGui::GetTextLineHeight()});
  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ToImU32(InkColor(*ctx.theme, Ink::Warning)));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 520 * s);
    ImGui::TextUnformatted(error_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  if (ImGui::Button("Save") || enter) {
    if (ctx.save(deck_path_, title_, notes_, &error_)) ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || compat::KeyPressed(compat::kEscape, false)) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

}  // namespace ricochet::app
