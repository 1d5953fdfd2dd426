#include "shell/imgui_compat.h"

#include <memory>
#include <string_view>
#include <vector>

#include "imgui_internal.h"

namespace ricochet::app::compat {

bool KeyPressed(int key, bool repeat) { return ImGui::IsKeyPressed(key, repeat); }
bool KeyDown(int key) { return ImGui::IsKeyDown(key); }

bool TakeTab() {
  if (ImGui::IsAnyItemActive() || !ImGui::IsKeyPressed(kTab, true)) return false;
  // While the keyboard is in the panel (after a click in it: the shell's child window "##panel"), Tab stays
  // ImGui's, from field to field.
  const ImGuiWindow* nav = GImGui->NavWindow;
  if (nav && std::string_view(nav->Name).find("##panel") != std::string_view::npos) return false;
  if (GImGui->NavMoveFlags & ImGuiNavMoveFlags_Tabbing) ImGui::NavMoveRequestCancel();
  return true;
}

namespace {
ImGuiWindow* MainMenuBar() { return ImGui::FindWindowByName("##MainMenuBar"); }
}  // namespace

void EnterMenuBar() {
  ImGuiWindow* bar = MainMenuBar();
  if (!bar) return;
  ImGuiContext& g = *GImGui;
  ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  if (g.OpenPopupStack.Size > 0) ImGui::ClosePopupToLevel(0, false);  // F10 again: from the first menu
  ImGui::FocusWindow(bar);
  // As ImGui's own Alt toggle does (NavRestoreLayer, not exported in 1.86): the menu layer, its first item.
  g.NavLayer = ImGuiNavLayer_Menu;
  bar->NavLastIds[ImGuiNavLayer_Menu] = 0;
  ImGui::NavInitWindow(bar, true);
  g.NavInputSource = ImGuiInputSource_Keyboard;
  g.NavDisableHighlight = false;
  g.NavDisableMouseHover = g.NavMousePosDirty = true;
}

bool InMenuBar() {
  const ImGuiContext& g = *GImGui;
  const ImGuiWindow* bar = MainMenuBar();
  if (!bar || !g.NavWindow) return false;
  if (g.NavWindow == bar) return g.NavLayer == ImGuiNavLayer_Menu;
  // A menu of the bar (a popup window with the ChildMenu flag), opened from it.
  return (g.NavWindow->Flags & ImGuiWindowFlags_ChildMenu) != 0;
}

bool ModalOpen() { return ImGui::GetTopMostPopupModal() != nullptr; }

bool FocusedWindowIs(const char* title) {
  const ImGuiWindow* w = GImGui->NavWindow;
  return w && w->RootWindow->WasActive && std::string_view(w->RootWindow->Name) == title;
}

void SetKeyboardNav(bool on) {
  ImGuiIO& io = ImGui::GetIO();
  if (on) {
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  } else {
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  }
}

void SetupKeyMapLikeGlfw() {
  ImGuiIO& io = ImGui::GetIO();
  io.KeyMap[ImGuiKey_Tab] = 258;
  io.KeyMap[ImGuiKey_LeftArrow] = kLeft;
  io.KeyMap[ImGuiKey_RightArrow] = kRight;
  io.KeyMap[ImGuiKey_UpArrow] = 265;
  io.KeyMap[ImGuiKey_DownArrow] = 264;
  io.KeyMap[ImGuiKey_Home] = kHome;
  io.KeyMap[ImGuiKey_End] = 269;
  io.KeyMap[ImGuiKey_Delete] = 261;
  io.KeyMap[ImGuiKey_Backspace] = kBackspace;
  io.KeyMap[ImGuiKey_Space] = kSpace;
  io.KeyMap[ImGuiKey_Enter] = kEnter;
  io.KeyMap[ImGuiKey_Escape] = kEscape;
  io.KeyMap[ImGuiKey_A] = 65;
  io.KeyMap[ImGuiKey_C] = 67;
  io.KeyMap[ImGuiKey_V] = 86;
  io.KeyMap[ImGuiKey_X] = 88;
  io.KeyMap[ImGuiKey_Y] = kY;
  io.KeyMap[ImGuiKey_Z] = kZ;
}

void InjectMouse(ImVec2 pos, bool left_down, bool right_down) {
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = pos;
  io.MouseDown[0] = left_down;
  io.MouseDown[1] = right_down;
}

void InjectKey(int key, bool down) {
  ImGuiIO& io = ImGui::GetIO();
  io.KeysDown[key] = down;
}

bool AnyInputThisFrame() {
  const ImGuiIO& io = ImGui::GetIO();
  for (int b = 0; b < IM_ARRAYSIZE(io.MouseDown); ++b) {
    if (io.MouseDown[b] || io.MouseReleased[b]) return true;
  }
  for (const bool k : io.KeysDown) {
    if (k) return true;
  }
  return io.MouseWheel != 0.0f || io.MouseWheelH != 0.0f || io.InputQueueCharacters.Size > 0;
}

namespace {
struct IniSection {
  std::string name;
  std::function<void(const char*)> read;
  std::function<std::string()> write;
};
// Owned here for the process lifetime; handlers point into it.
std::vector<std::unique_ptr<IniSection>>& Sections() {
  static std::vector<std::unique_ptr<IniSection>> s;
  return s;
}
}  // namespace

void MarkSettingsDirty() { ImGui::MarkIniSettingsDirty(); }

void RegisterIniSection(const char* type_name, std::function<void(const char* line)> read,
                        std::function<std::string()> write) {
  ImGuiContext& g = *GImGui;
  for (ImGuiSettingsHandler& h : g.SettingsHandlers) {
    if (h.TypeHash == ImHashStr(type_name)) {  // already registered in this context: rebind
      auto* s = static_cast<IniSection*>(h.UserData);
      s->read = std::move(read);
      s->write = std::move(write);
      return;
    }
  }
  auto& sec = Sections().emplace_back(std::make_unique<IniSection>(IniSection{type_name, read, write}));
  ImGuiSettingsHandler h;
  h.TypeName = sec->name.c_str();
  h.TypeHash = ImHashStr(type_name);
  h.UserData = sec.get();
  h.ReadOpenFn = [](ImGuiContext*, ImGuiSettingsHandler* hh, const char*) -> void* { return hh->UserData; };
  h.ReadLineFn = [](ImGuiContext*, ImGuiSettingsHandler*, void* entry, const char* line) {
    static_cast<IniSection*>(entry)->read(line);
  };
  h.WriteAllFn = [](ImGuiContext*, ImGuiSettingsHandler* hh, ImGuiTextBuffer* out) {
    auto* s = static_cast<IniSection*>(hh->UserData);
    out->appendf("[%s][State]\n%s\n", s->name.c_str(), s->write().c_str());
  };
  g.SettingsHandlers.push_back(h);
}

}  // namespace ricochet::app::compat
