#include "shell/file_dialog.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <vector>

#include "draw/figure_imgui.h"
#include "imgui.h"
#include "shell/imgui_compat.h"

namespace ricochet::app {

namespace fs = std::filesystem;

void FileDialog::Frame(const FileDialogContext& ctx) {
  const char* title = mode_ == FileMode::Save ? "Save scene" : "Open scene";
  if (open_) {
    open_ = false;
    error_.clear();
    if (path_[0] == '\0' || mode_ == FileMode::Save) {
      const std::string def = "scenes/" + std::string(ctx.lesson_id) + ".json";
      if (path_[0] == '\0') std::snprintf(path_, sizeof path_, "%s", def.c_str());
    }
    ImGui::OpenPopup(title);
  }
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const float s = ctx.scale;
  ImGui::TextUnformatted(mode_ == FileMode::Save
                             ? "Save the current scene as JSON (as `ricochet explain` reads)."
                             : "Open a scene JSON file (any lesson), or a deck of slides.");
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(520 * s);
  const bool enter = ImGui::InputText("path", path_, sizeof path_, ImGuiInputTextFlags_EnterReturnsTrue);
  // The .json files next to the path, one click to pick.
  fs::path dir = fs::path(path_).parent_path();
  if (dir.empty()) dir = ".";
  std::error_code ec;
  if (fs::is_directory(dir, ec)) {
    std::vector<std::string> files;
    for (const auto& de : fs::directory_iterator(dir, ec)) {
      if (de.path().extension() == ".json") files.push_back(de.path().string());
    }
    std::sort(files.begin(), files.end());
    if (!files.empty()) {
      ImGui::BeginChild("##files",
                        {520 * s, std::min(8.0f, static_cast<float>(files.size()) + 0.5f) *
                                      ImGui::GetFrameHeightWithSpacing()},
                        true);
      for (const std::string& f : files) {
        if (ImGui::Selectable(f.c_str(), f == path_)) std::snprintf(path_, sizeof path_, "%s", f.c_str());
      }
      ImGui::EndChild();
    }
  }
  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ToImU32(InkColor(*ctx.theme, Ink::Warning)));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 520 * s);
    ImGui::TextUnformatted(error_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  const bool go = ImGui::Button(mode_ == FileMode::Save ? "Save" : "Open") || enter;
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || compat::KeyPressed(compat::kEscape, false)) ImGui::CloseCurrentPopup();
  if (go) {
    const std::string path = path_;
    if (mode_ == FileMode::Save) {
      try {
        ctx.save(path);
        ImGui::CloseCurrentPopup();
      } catch (const std::exception& e) {
        error_ = e.what();
      }
    } else {
      try {
        std::string err;
        if (ctx.open(path, &err)) {
          ImGui::CloseCurrentPopup();
        } else {
          error_ = err;
        }
      } catch (const std::exception& e) {
        error_ = e.what();
      }
    }
  }
  ImGui::EndPopup();
}

}  // namespace ricochet::app
