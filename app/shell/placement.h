// Where the window opens: inside a monitor's work area (the screen minus task bars and docks), at the size
// and place it had last time when that still fits the monitors there are now. Pure geometry, no GLFW, so it
// is tested on its own (window.cpp asks GLFW for the monitors and applies the result).
#pragma once

#include <optional>
#include <span>
#include <string>

namespace ricochet::app {

// A rectangle in the desktop's screen coordinates (x right, y down), e.g. a window's content area.
struct ScreenRect {
  int x = 0, y = 0, w = 0, h = 0;
  friend bool operator==(const ScreenRect&, const ScreenRect&) = default;
};

// The window's decorations around its content area (title bar, borders), as glfwGetWindowFrameSize gives.
struct FrameInsets {
  int left = 0, top = 0, right = 0, bottom = 0;
};

struct Monitor {
  ScreenRect work;     // glfwGetMonitorWorkarea
  float scale = 1.0f;  // glfwGetMonitorContentScale (x): logical px → screen px
};

// The default content size in logical px, and the smallest the window is made (or the work area, if less).
inline constexpr int kDefaultWidth = 1600, kDefaultHeight = 900;
inline constexpr int kMinWidth = 640, kMinHeight = 400;

// The content rectangle to open at. `monitors[0]` is the primary one. `saved`: the last content rectangle
// (from the settings), if any. Rules:
//  - the window lands on the monitor its saved rectangle overlaps most (none: the primary), at the saved
//    size if that fits the monitor's work area with the decorations, else shrunk to fit, and moved as
//    little as needed to be wholly inside it — so a window saved on a 4K desk screen opens on a 1280×720
//    projector, whole;
//  - without a saved rectangle: the default size × the primary monitor's content scale, shrunk to fit its
//    work area, centred in it.
// With no monitors (or only empty work areas), returns the saved rectangle or the default size at (0, 0).
ScreenRect PlaceWindow(std::optional<ScreenRect> saved, std::span<const Monitor> monitors,
                       FrameInsets frame = {});

// The settings line's value "x y w h", and back (nullopt for anything malformed or with w, h ≤ 0).
std::string WindowRectText(const ScreenRect& r);
std::optional<ScreenRect> ParseWindowRect(const std::string& text);

}  // namespace ricochet::app
