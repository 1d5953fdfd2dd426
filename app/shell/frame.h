// One frame of the real window around a Shell, shared by the two loops that drive it: the desktop's
// (shell/window.cpp, glfwWaitEvents) and the browser's (web/main_web.cpp, emscripten_set_main_loop).
#pragma once

#include <string>

struct GLFWwindow;

namespace ricochet::app {

class Shell;

// Calls `wake` on every input and window event that both GLFWs have (the browser's is 3.2: the desktop adds
// the content-scale callback), so a loop that waits knows to draw. Install before ImGui's GLFW backend,
// whose callbacks chain to these.
void InstallWakeCallbacks(GLFWwindow* window, void (*wake)());

class WindowFrame {
 public:
  // Fonts at the shell's size (rebuilt and re-uploaded when it changes), then the ImGui frame with the
  // shell's UI, drawn into the current framebuffer of fbw × fbh px. hide_mouse: no hover (screenshots).
  void Draw(Shell& shell, int fbw, int fbh, bool hide_mouse = false);
  // The first part of Draw: (re)builds the font atlas when the shell's font size changed. Public so start-up
  // can be timed phase by phase (ricochet bench startup).
  void PrepareFonts(Shell& shell);

 private:
  float built_px_ = 0;
  bool uploaded_ = false;
};

// The frame just drawn (before the swap), bottom-up RGBA, made opaque.
void ReadBackBuffer(int w, int h, unsigned char* rgba);
// RGBA pixels read bottom-up from OpenGL as the bytes of a PNG file (rows flipped); "" on failure.
std::string EncodePngFlipped(int w, int h, const unsigned char* rgba_bottom_up);

}  // namespace ricochet::app
