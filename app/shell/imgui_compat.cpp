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

namespace {
ImGuiWindow* ChildWindow(const char* name) {
  const std::string want = std::string("/") + name + "_";  // "##root/##panel_1234ABCD"
  for (ImGuiWindow* w : GImGui->Windows) {
    if ((w->Flags & ImGuiWindowFlags_ChildWindow) &&
        std::string_view(w->Name).find(want) != std::string_view::npos)
      return w;
  }
  return nullptr;
}
const char* g_tab_window = nullptr;  // the window of the last TabInWindow
int g_tab_dir = 0;                   // a TabInWindow request is being scored (its direction) this frame
bool g_tab_from_none = false;        // … from no control (the window just entered)
int g_tab_landing = 0;               // its result lands on the next NewFrame (its direction)
}  // namespace

bool KeyboardIn(const char* name) {
  const ImGuiWindow* panel = ChildWindow(name);
  for (const ImGuiWindow* w = GImGui->NavWindow; panel && w; w = w->ParentWindow) {
    if (w == panel) return true;
    if (!(w->Flags & ImGuiWindowFlags_Popup)) return false;  // a popup opened from it, or nothing
  }
  return false;
}

bool TabInWindow(const char* name, int dir) {
  ImGuiWindow* w = ChildWindow(name);
  if (!w || !w->WasActive) return false;
  ImGuiContext& g = *GImGui;
  ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  if (!KeyboardIn(name)) {
    ImGui::FocusWindow(w);
    ImGui::SetNavID(0, ImGuiNavLayer_Main, 0, ImRect());
  } else if (g.NavWindow != w) {
    return false;  // a combo's list is open: its own keys
  }
  if (g.NavMoveSubmitted) ImGui::NavMoveRequestCancel();  // 1.86's own Tab request of this frame
  // As NavUpdateCreateTabbingRequest, with FocusApi: every control is a stop, not only the "inputable".
  g_tab_from_none = g.NavId == 0;
  g.NavTabbingDir = dir < 0 ? -1 : g_tab_from_none ? 0 : +1;
  ImGui::NavMoveRequestSubmit(ImGuiDir_None, dir < 0 ? ImGuiDir_Up : ImGuiDir_Down,
                              ImGuiNavMoveFlags_Tabbing | ImGuiNavMoveFlags_FocusApi,
                              ImGuiScrollFlags_KeepVisibleEdgeX | ImGuiScrollFlags_KeepVisibleEdgeY);
  g.NavTabbingResultFirst.Clear();
  g.NavTabbingCounter = -1;
  g.NavInputSource = ImGuiInputSource_Keyboard;
  g_tab_dir = dir < 0 ? -1 : 1;
  g_tab_window = name;
  return true;
}

bool TabFellOff(int* dir) {
  ImGuiContext& g = *GImGui;
  const int d = g_tab_dir;
  g_tab_dir = 0;
  if (d == 0 || !g.NavMoveSubmitted || !(g.NavMoveFlags & ImGuiNavMoveFlags_Tabbing)) return false;
  // Scoring stops once a control is found (forward: the one after the focused; backward: the focused is
  // reached with one before it). Still scoring after every item: there was none that way — but backward
  // from none, every control was kept and the last is the one.
  if (!g.NavMoveScoringItems || (d < 0 && g_tab_from_none && g.NavMoveResultLocal.ID != 0)) {
    g_tab_landing = d;
    return false;
  }
  ImGui::NavMoveRequestCancel();
  ImGui::SetNavID(0, ImGuiNavLayer_Main, 0, ImRect());
  if (g.NavWindow && g.NavWindow->ParentWindow) ImGui::FocusWindow(g.NavWindow->ParentWindow);  // out of it
  if (dir) *dir = d;
  return true;
}

void FocusNotActivateOnTab() {
  const int dir = g_tab_landing;
  if (dir == 0) return;
  g_tab_landing = 0;
  ImGuiContext& g = *GImGui;
  // FocusApi stops at disabled controls too (Jump to ti before ti is found): on past them, as a page does.
  const ImGuiNavItemData& r =
      g.NavMoveResultLocal.ID == g.NavId ? g.NavMoveResultLocal : g.NavTabbingResultFirst;
  if (r.ID == g.NavId && (r.InFlags & ImGuiItemFlags_Disabled) && g_tab_window) {
    TabInWindow(g_tab_window, dir);
    return;
  }
  if (g.NavActivateInputId != 0 && g.NavActivateInputId == g.NavId) {
    g.NavActivateInputId = 0;
    g.NavActivateFlags = ImGuiActivateFlags_None;
  }
  g.NavDisableHighlight = false;  // the ring, as for a button reached by Tab
  g.NavDisableMouseHover = true;
}

void EnterPresses() {
  ImGuiContext& g = *GImGui;
  if (g.ActiveId != 0 || g.NavId == 0 || g.NavActivateInputId != g.NavId) return;
  g.NavActivateId = g.NavActivateDownId = g.NavActivatePressedId = g.NavId;
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
