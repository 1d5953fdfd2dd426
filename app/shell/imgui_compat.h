// Every place Ricochet depends on a detail of Dear ImGui 1.86 (Debian 12) lives here, so an upgrade is cheap.
//  - 1.86 has no io.AddKeyEvent/AddMousePosEvent (1.87): keys are io.KeysDown[] indexed by GLFW key codes
//    (the GLFW backend's convention), and tests write io.MousePos / io.MouseDown[] / io.KeysDown[] directly.
//  - 1.86 has no AddSettingsHandler (1.88): handlers are pushed onto GImGui->SettingsHandlers.
#pragma once

#include <functional>
#include <string>

#include "imgui.h"

namespace ricochet::app::compat {

// Keys by GLFW key code (the same numbers the 1.86 GLFW backend writes into io.KeysDown[]).
enum Key : int {
  kSpace = 32,
  kMinus = 45,
  kPeriod = 46,
  kZero = 48,
  kEqual = 61,
  kB = 66,
  kC = 67,
  kD = 68,
  kH = 72,
  kL = 76,
  kO = 79,
  kP = 80,
  kQ = 81,
  kS = 83,
  kT = 84,
  kY = 89,
  kZ = 90,
  kLeftBracket = 91,
  kRightBracket = 93,
  kEscape = 256,
  kEnter = 257,
  kTab = 258,
  kBackspace = 259,
  kRight = 262,
  kLeft = 263,
  kDown = 264,
  kUp = 265,
  kPageUp = 266,
  kPageDown = 267,
  kHome = 268,
  kEnd = 269,
  kF1 = 290,
  kF2 = 291,
  kF5 = 294,
  kF10 = 299,
  kKeypadSubtract = 333,
  kKeypadAdd = 334,
  kKeypadEnter = 335,
  kKeypad0 = 320,
};
bool KeyPressed(int key, bool repeat = true);
bool KeyDown(int key);
// Tab pressed with no item active: true, and ImGui's own tabbing to its next text field (always on in 1.86,
// whatever the navigation flags) is cancelled, so the shell's Tab moves through the figure's handles.
bool TakeTab();
// The menu bar by keyboard (F10): ImGui's keyboard navigation is switched on (it is off otherwise, so the
// arrows, Space and Enter stay the figure's) and the main menu bar's first menu is selected; then the
// arrows move along the bar and in a menu, Space or Down opens a menu, Space chooses an item, Esc goes back.
void EnterMenuBar();
// The keyboard is in the main menu bar or one of its menus (after EnterMenuBar; Esc out of the bar ends it).
bool InMenuBar();
// A window by keyboard (Tab past the figure's last handle into the panel): `name` is a child window's own
// name ("##panel"). 1.86's own Tab stops only at text fields and sliders and starts typing in them; here Tab
// walks every control (buttons, checkboxes, combos, sliders, fields) and only focuses it, with ImGui's ring;
// Space presses or grabs it (a grabbed slider takes the arrows), Enter types a field's or a slider's value.
// The window, or a popup opened from it (a combo's list), has the keyboard.
bool KeyboardIn(const char* name);
// Tab in that window: dir +1 the next control, -1 the previous; from none (just entered), the first or the
// last. ImGui's keyboard navigation is switched on. False when the window was not shown last frame.
bool TabInWindow(const char* name, int dir);
// After the window's items this frame: a Tab past its last control (or before its first) found none. The
// request is cancelled and the window gives up the keyboard: true, with the direction it went.
bool TabFellOff(int* dir);
// Right after ImGui::NewFrame(): a control just reached by TabInWindow is focused, not activated.
void FocusNotActivateOnTab();
// Right after ImGui::NewFrame(), while a window has the keyboard by TabInWindow: Enter presses the focused
// button, checkbox or header as Space does (1.86's Enter only starts typing in a field or a slider — which
// it still does).
void EnterPresses();
// A modal dialog is open (Export figure, Save as deck slide, a file's path, a handle's coordinates).
bool ModalOpen();
// The window with the keyboard (its root) has this title.
bool FocusedWindowIs(const char* title);
// ImGui's keyboard navigation on or off (io.ConfigFlags' NavEnableKeyboard), from the next frame.
void SetKeyboardNav(bool on);
// For a context without the GLFW backend (tests): fill io.KeyMap like the backend does.
void SetupKeyMapLikeGlfw();
// Test input injection: call before ImGui::NewFrame().
void InjectMouse(ImVec2 pos, bool left_down, bool right_down = false);
void InjectKey(int key, bool down);
// True when this frame has any mouse button or key down, a button released, a character typed or the wheel
// turned: anything but moving the mouse (1.86 has no input event queue to look at).
bool AnyInputThisFrame();

// One "[Ricochet][State]" section in imgui.ini: read(line) per line on load, write() returns the lines to
// save. Asks ImGui to rewrite imgui.ini soon (an internal function in 1.86).
void MarkSettingsDirty();
void RegisterIniSection(const char* type_name, std::function<void(const char* line)> read,
                        std::function<std::string()> write);

}  // namespace ricochet::app::compat
