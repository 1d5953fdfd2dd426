#include "shell/frame.h"

// The GL loader must come before GLFW (glad refuses a gl.h included earlier).
#include "platform/gl.h"
// (separate block so clang-format keeps the order)
#include <GLFW/glfw3.h>
#include <stb/stb_image_write.h>

#include <algorithm>
#include <cfloat>
#include <vector>

#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"
#include "shell/fonts.h"
#include "shell/shell.h"

namespace ricochet::app {

namespace {
void (*g_wake)() = nullptr;
void Wake() {
  if (g_wake) g_wake();
}
}  // namespace

void InstallWakeCallbacks(GLFWwindow* w, void (*wake)()) {
  g_wake = wake;
  glfwSetCursorPosCallback(w, [](GLFWwindow*, double, double) { Wake(); });
  glfwSetCursorEnterCallback(w, [](GLFWwindow*, int) { Wake(); });
  glfwSetMouseButtonCallback(w, [](GLFWwindow*, int, int, int) { Wake(); });
  glfwSetScrollCallback(w, [](GLFWwindow*, double, double) { Wake(); });
  glfwSetKeyCallback(w, [](GLFWwindow*, int, int, int, int) { Wake(); });
  glfwSetCharCallback(w, [](GLFWwindow*, unsigned) { Wake(); });
  glfwSetWindowFocusCallback(w, [](GLFWwindow*, int) { Wake(); });
  glfwSetWindowSizeCallback(w, [](GLFWwindow*, int, int) { Wake(); });
  glfwSetFramebufferSizeCallback(w, [](GLFWwindow*, int, int) { Wake(); });
  glfwSetWindowRefreshCallback(w, [](GLFWwindow*) { Wake(); });
  glfwSetWindowIconifyCallback(w, [](GLFWwindow*, int) { Wake(); });
  glfwSetWindowCloseCallback(w, [](GLFWwindow*) { Wake(); });
}

void WindowFrame::PrepareFonts(Shell& shell) {
  if (shell.FontPx() == built_px_) return;  // else: first frame, Ctrl+= / Ctrl+-, a screen with another scale
  built_px_ = shell.FontPx();
  shell.SetFonts(BuildFonts(built_px_));
  if (uploaded_) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
}

void WindowFrame::Draw(Shell& shell, int fbw, int fbh, bool hide_mouse) {
  PrepareFonts(shell);
  ImGui_ImplOpenGL3_NewFrame();
  uploaded_ = true;
  ImGui_ImplGlfw_NewFrame();
  ImGuiIO& io = ImGui::GetIO();
  io.DeltaTime = std::max(io.DeltaTime, 1e-4f);  // a clock that did not move (a headless browser) is no error
  // In the browser the page's own work (the text view laying out its MathML after a reveal) can make one
  // frame long; ImGui would count it as a key held that long and repeat a single Backspace or Space. A frame
  // counts at most 1/15 s there (an animation slows down on such frames instead of jumping).
#if RICOCHET_BROWSER
  io.DeltaTime = std::min(io.DeltaTime, 1.0f / 15.0f);
#endif
  if (hide_mouse) io.MousePos = {-FLT_MAX, -FLT_MAX};
  ImGui::NewFrame();
  shell.Frame();
  ImGui::Render();
  glViewport(0, 0, fbw, fbh);
  const Rgba bg = shell.theme().background;
  glClearColor(bg.r, bg.g, bg.b, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

void ReadBackBuffer(int w, int h, unsigned char* rgba) {
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
  const std::size_t n = static_cast<std::size_t>(w) * h * 4;
  for (std::size_t i = 3; i < n; i += 4) rgba[i] = 255;
}

std::string EncodePngFlipped(int w, int h, const unsigned char* rgba) {
  std::vector<unsigned char> flipped(static_cast<std::size_t>(w) * h * 4);
  const std::size_t row = static_cast<std::size_t>(w) * 4;
  for (int y = 0; y < h; ++y) {
    std::copy_n(rgba + static_cast<std::size_t>(h - 1 - y) * row, row,
                flipped.data() + static_cast<std::size_t>(y) * row);
  }
  std::string png;
  auto append = [](void* out, void* data, int size) {
    static_cast<std::string*>(out)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
  };
  const int ok = stbi_write_png_to_func(append, &png, w, h, 4, flipped.data(), static_cast<int>(row));
  return ok ? png : std::string();
}

}  // namespace ricochet::app
