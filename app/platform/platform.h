// What differs between the desktop and the browser, in one place. The shell asks here; lessons, the draw
// layer and the core never know which platform they run on.
//
//               desktop: GLFW + OpenGL 3.3 core             browser (web/): Emscripten's GLFW + WebGL2
//  GL, GLSL     platform/gl.h, shaders/CMakeLists.txt       the same two places choose ES 3.0 / "300 es"
//  main loop    glfwWaitEvents (shell/window.cpp)           emscripten_set_main_loop, paused when idle
//  scene files  the shell's path dialog (shell/dialogs)     a download; the browser's file picker
//  settings     $XDG_CONFIG_HOME/ricochet/imgui.ini         the browser's localStorage
//  export       Cairo: PNG, SVG, PDF (export/)              PNG drawn by WebGL; SVG/PDF say "desktop"
//  start-up     `ricochet` arguments (cli/)                 index.html#lesson=ID | #scene=… | #bench=…
#pragma once

#include <string>
#include <string_view>

#include "export/export.h"
#include "lessons/lesson.h"

namespace ricochet::app::platform {

inline constexpr bool kBrowser = RICOCHET_BROWSER != 0;

// The browser's side, in web/platform_web.cpp. The shell calls these only under `if constexpr (kBrowser)`,
// so the desktop build neither defines nor links them.

// Hands `bytes` to the user as a file called `name` (a download).
void Download(const std::string& name, const char* mime, std::string_view bytes);
// Opens the browser's file picker for a scene; the chosen file's text reaches Shell::OpenSceneText later.
void PickSceneFile();
// Puts the page's address with this fragment ("scene=…") in the address bar and on the clipboard.
void ShareLink(const std::string& fragment);
// The settings text (ImGui's ini format, with the shell's section) kept between visits; "" the first time.
std::string LoadSettings();
void SaveSettings(const std::string& ini);
// The figure as a PNG file of options.width × options.height, drawn offscreen by WebGL (the screen's draw
// layer) with the options the desktop's Cairo export takes. Throws ExportError.
std::string FigurePng(const Lesson& lesson, const ExportOptions& options);

}  // namespace ricochet::app::platform
