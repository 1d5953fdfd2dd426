#include "shell/window.h"

// glad must come before GLFW (it refuses a gl.h included earlier).
#include "platform/gl.h"
// (separate block so clang-format keeps the order)
#include <GLFW/glfw3.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iomanip>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"
#include "practice/problems.h"
#include "ricochet_shaders.h"
#include "scene/files.h"
#include "scene/scene.h"
#include "shell/frame.h"
#include "shell/placement.h"
#include "shell/shell.h"

namespace ricochet::app {

namespace {
// Set by any input/window event (our GLFW callbacks; ImGui's backend chains to them) and by SIGINT/SIGTERM.
volatile std::sig_atomic_t g_woken = 0;
volatile std::sig_atomic_t g_stop = 0;
void Wake() { g_woken = 1; }
void OnSignal(int) { g_stop = 1; }

constexpr double kIdleTimeout = 0.5;  // s: how often an idle loop checks for Ctrl+C (no frame is drawn)
constexpr int kExtraFrames = 3;       // frames drawn after an event, so ImGui settles (hover, layout)
constexpr int kScreenshotFrames = 8;  // frames before a screenshot is read back
constexpr double kAnimFps = 60.0;
}  // namespace

// Puts the (still hidden) window inside a monitor's work area, at its last size and place when that still
// fits the monitors there are now (shell/placement.h: a 4K desk screen's window opens whole on a projector).
static void PlaceOnScreen(GLFWwindow* win, std::optional<ScreenRect> saved) {
  int count = 0;
  GLFWmonitor** list = glfwGetMonitors(&count);  // the primary one first
  std::vector<Monitor> monitors;
  for (int i = 0; i < count; ++i) {
    Monitor m;
    glfwGetMonitorWorkarea(list[i], &m.work.x, &m.work.y, &m.work.w, &m.work.h);
    float ys = 1;
    glfwGetMonitorContentScale(list[i], &m.scale, &ys);
    monitors.push_back(m);
  }
  FrameInsets f;
  glfwGetWindowFrameSize(win, &f.left, &f.top, &f.right, &f.bottom);
  const ScreenRect r = PlaceWindow(saved, monitors, f);
  glfwSetWindowSize(win, r.w, r.h);
  if (!monitors.empty()) glfwSetWindowPos(win, r.x, r.y);
}

// The monitor holding the window's centre (the primary one if none does).
static GLFWmonitor* MonitorOf(GLFWwindow* win) {
  int count = 0, x = 0, y = 0, w = 0, h = 0;
  GLFWmonitor** list = glfwGetMonitors(&count);
  glfwGetWindowPos(win, &x, &y);
  glfwGetWindowSize(win, &w, &h);
  const int cx = x + w / 2, cy = y + h / 2;
  for (int i = 0; i < count; ++i) {
    int mx = 0, my = 0;
    glfwGetMonitorPos(list[i], &mx, &my);
    const GLFWvidmode* m = glfwGetVideoMode(list[i]);
    if (m && cx >= mx && cx < mx + m->width && cy >= my && cy < my + m->height) return list[i];
  }
  return count > 0 ? list[0] : nullptr;
}

// Presentation mode fills the monitor the window is on; leaving it puts the window back where it was.
static void SetFullscreen(GLFWwindow* win, bool on, ScreenRect& windowed) {
  if (on) {
    GLFWmonitor* mon = MonitorOf(win);
    const GLFWvidmode* mode = mon ? glfwGetVideoMode(mon) : nullptr;
    if (!mode) return;
    glfwGetWindowPos(win, &windowed.x, &windowed.y);
    glfwGetWindowSize(win, &windowed.w, &windowed.h);
    glfwSetWindowMonitor(win, mon, 0, 0, mode->width, mode->height, mode->refreshRate);
  } else {
    glfwSetWindowMonitor(win, nullptr, windowed.x, windowed.y, windowed.w, windowed.h, GLFW_DONT_CARE);
  }
}

std::string WritePngFlipped(const std::string& path, int w, int h, const unsigned char* rgba) {
  const std::string png = EncodePngFlipped(w, h, rgba);
  if (png.empty()) return Printable(path) + ": cannot encode the PNG";
  try {
    WriteFileAtomically(path, png);
    return "";
  } catch (const SceneError& e) {
    return e.what();
  }
}

namespace {
// When each start-up phase ended, for --startup-times (ricochet bench startup reads the file).
class StartupMarks {
 public:
  explicit StartupMarks(std::string path) : path_(std::move(path)) { Mark("window"); }
  bool on() const { return !path_.empty(); }
  void Mark(const char* phase) {
    if (on())
      marks_.emplace_back(phase, std::chrono::duration<double>(Clock::now().time_since_epoch()).count());
  }
  bool Write() const {
    std::ostringstream out;
    out << "{";
    for (std::size_t i = 0; i < marks_.size(); ++i)
      out << (i ? ", " : "") << '"' << marks_[i].first << "\": " << std::setprecision(17) << marks_[i].second;
    out << "}\n";
    try {
      WriteFileAtomically(path_, out.str());
      return true;
    } catch (const SceneError&) {
      return false;
    }
  }

 private:
  using Clock = std::chrono::steady_clock;  // CLOCK_MONOTONIC: comparable with the parent's clock
  std::string path_;
  std::vector<std::pair<const char*, double>> marks_;
};
}  // namespace

int RunWindow(const WindowOptions& opt) {
  StartupMarks marks(opt.startup_times);
  glfwSetErrorCallback([](int, const char* msg) { std::fprintf(stderr, "ricochet: GLFW: %s\n", msg); });
  if (!glfwInit()) {
    std::fprintf(
        stderr,
        "ricochet: cannot open a window (no display?). Without a display, `ricochet tour --out DIR` renders "
        "every lesson to PNG.\n");
    return 1;
  }
  marks.Mark("glfw_init");
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
  glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);  // shown once it is placed on a monitor
  const bool fixed_size = opt.width > 0 && opt.height > 0;
  GLFWwindow* win =
      glfwCreateWindow(fixed_size ? opt.width : kDefaultWidth, fixed_size ? opt.height : kDefaultHeight,
                       "Ricochet — 2D collision detection & response", nullptr, nullptr);
  if (!win) {
    std::fprintf(stderr, "ricochet: cannot create an OpenGL 3.3 core window\n");
    glfwTerminate();
    return 1;
  }
  glfwMakeContextCurrent(win);
  if (!gladLoadGL(glfwGetProcAddress)) {
    std::fprintf(stderr, "ricochet: cannot load OpenGL 3.3 functions\n");
    glfwDestroyWindow(win);
    glfwTerminate();
    return 1;
  }
  marks.Mark("gl_context");
  const bool shooting = !opt.screenshot.empty() || marks.on();
  glfwSwapInterval(shooting ? 0 : 1);

  ImGui::CreateContext();
  int rc = 0;
  {
    Shell shell(/*persist=*/!shooting);
    if (!fixed_size) PlaceOnScreen(win, shell.SavedWindow());
    glfwShowWindow(win);
    float xs = 1, ys = 1;
    glfwGetWindowContentScale(win, &xs, &ys);
    shell.SetContentScale(xs > 0 ? xs : 1.0f);
    if (opt.ui_scale > 0) shell.SetUiScale(opt.ui_scale);
    if (!opt.theme.empty()) shell.SetTheme(opt.theme);
    if (!opt.dialog.empty()) shell.ShowDialog(opt.dialog);
    if (opt.deck) {
      std::string err;
      if (!shell.OpenDeck(*opt.deck, opt.slide, &err)) {
        std::fprintf(stderr, "ricochet: %s\n", err.c_str());
        rc = 2;
      }
    } else if (opt.scene) {
      std::string err;
      if (!shell.OpenScene(*opt.scene, opt.scene_file, &err)) {
        std::fprintf(stderr, "ricochet: %s\n", err.c_str());
        rc = 2;
      }
    } else if (!shell.OpenLesson(opt.lesson.empty() ? shell.StartLesson() : opt.lesson)) {
      std::fprintf(stderr, "ricochet: unknown lesson '%s' (see `ricochet lessons`)\n", opt.lesson.c_str());
      rc = 2;
    }
    if (rc == 0 && opt.reveal) shell.state().reveal = *opt.reveal;
    if (rc == 0 && opt.practice) {
      const practice::Exercise* ex = practice::FindExercise(shell.lesson()->Id());
      std::string err;
      if (!ex) {
        std::fprintf(stderr, "ricochet: --practice: %s has no exercise\n",
                     std::string(shell.lesson()->Id()).c_str());
        rc = 2;
      } else {
        shell.SetPractice(true);
        if (!opt.problem_case.empty()) {
          const std::vector<std::string> cases = practice::ProblemCases(shell.lesson()->Id());
          // "any": the case drawn from the seed and hidden, the first question (as New problem does).
          const bool any = opt.problem_case == "any";
          const auto c = any ? cases.begin() : std::find(cases.begin(), cases.end(), opt.problem_case);
          shell.practice().problem_case =
              any ? practice::Session::kAnyCase : static_cast<int>(c - cases.begin());
          if (c == cases.end() ||
              !practice::LoadProblem(shell.practice(), *shell.lesson(), shell.state(), opt.problem_seed)) {
            std::string known;
            for (const std::string& k : cases) known += (known.empty() ? "" : ", ") + k;
            std::fprintf(stderr, "ricochet: --problem: %s\n",
                         Printable(c == cases.end() ? "no case " + Quoted(opt.problem_case) +
                                                          " (cases: any, " + known + ")"
                                                    : shell.practice().problem_error,
                                   400)
                             .c_str());
            rc = 2;
          }
        }
        if (rc == 0 && opt.practice_answers) {
          if (practice::AnswersFromJson(*ex, *opt.practice_answers, shell.practice().answers, &err)) {
            practice::CheckNow(shell.practice(), *shell.lesson(), shell.state());
          } else {
            std::fprintf(stderr, "ricochet: --practice-answers: %s\n", Printable(err, 400).c_str());
            rc = 2;
          }
        }
      }
    }
    if (rc == 0 && opt.present) shell.StartPresenting();
    marks.Mark("lesson");
    InstallWakeCallbacks(win, Wake);  // before ImGui's backend, which chains to these
    glfwSetWindowContentScaleCallback(win, [](GLFWwindow*, float, float) { Wake(); });
    ImGui_ImplGlfw_InitForOpenGL(win, true);
    // The loop ends on these and the window closes normally (settings saved, temp files removed).
    std::signal(SIGINT, OnSignal);
    std::signal(SIGTERM, OnSignal);
    std::signal(SIGHUP, OnSignal);
    ImGui_ImplOpenGL3_Init(shaders::kGlslVersion);

    bool fullscreen = false;  // presentation mode (never with --size: screenshots keep their size)
    ScreenRect windowed;
    WindowFrame window_frame;
    if (marks.on()) {  // the first frame's set-up, phase by phase (Draw would do the same in this order)
      window_frame.PrepareFonts(shell);
      marks.Mark("font_atlas");
      ImGui_ImplOpenGL3_NewFrame();  // the backend's shaders and the font texture
      marks.Mark("gl_objects");
    }
    int frames_left = kExtraFrames, frame = 0;
    bool shot = false;  // --screenshot: written (or refused with its line)
    while (rc == 0 && !glfwWindowShouldClose(win) && !shell.QuitRequested()) {
      // Wait for input; draw a few frames after it; keep a steady timer only while something animates.
      if (shell.Animating()) {
        glfwWaitEventsTimeout(1.0 / kAnimFps);
        frames_left = kExtraFrames;
      } else if (frames_left > 0 || shooting) {
        glfwPollEvents();
      } else {
        g_woken = 0;
        glfwWaitEventsTimeout(kIdleTimeout);
        if (!g_woken && !g_stop) continue;  // timed out with nothing to draw
        frames_left = kExtraFrames;
      }
      if (g_stop) break;
      int fbw = 0, fbh = 0;
      glfwGetFramebufferSize(win, &fbw, &fbh);
      if (glfwGetWindowAttrib(win, GLFW_ICONIFIED) || fbw <= 0 || fbh <= 0) {
        frames_left = 0;  // minimised: sleep until restored
        continue;
      }
      if (!fixed_size && shell.WantsFullscreen() != fullscreen) {
        fullscreen = !fullscreen;
        SetFullscreen(win, fullscreen, windowed);
        frames_left = kExtraFrames;
      }
      glfwGetWindowContentScale(win, &xs, &ys);
      shell.SetContentScale(xs > 0 ? xs : 1.0f);
      window_frame.Draw(shell, fbw, fbh, /*hide_mouse=*/shooting);  // no stray hover in screenshots
      ++frame;
      --frames_left;
      if (auto path = shell.exporter().TakeScreenshotRequest()) {  // F12 / File → Window screenshot
        std::vector<unsigned char> px(static_cast<std::size_t>(fbw) * fbh * 4);
        ReadBackBuffer(fbw, fbh, px.data());
        shell.exporter().ScreenshotDone(*path, WritePngFlipped(*path, fbw, fbh, px.data()).empty());
        frames_left = kExtraFrames;  // show the status message
      }
      if (shooting && frame >= kScreenshotFrames) {
        std::vector<unsigned char> px(static_cast<std::size_t>(fbw) * fbh * 4);
        ReadBackBuffer(fbw, fbh, px.data());
        if (const std::string problem = WritePngFlipped(opt.screenshot, fbw, fbh, px.data());
            !problem.empty()) {
          std::fprintf(stderr, "ricochet: %s\n", problem.c_str());
          rc = 1;
        }
        shot = true;
        break;
      }
      glfwSwapBuffers(win);
      if (marks.on()) {
        glFinish();  // presented: the driver has drawn it
        marks.Mark("first_frame");
        if (!marks.Write()) {
          std::fprintf(stderr, "ricochet: cannot write %s\n", opt.startup_times.c_str());
          rc = 1;
        }
        break;
      }
    }
    if (rc == 0 && !opt.screenshot.empty() && !shot) {  // stopped by a signal first: no picture, say so
      std::fprintf(stderr, "ricochet: stopped before the screenshot %s was taken\n",
                   Printable(opt.screenshot).c_str());
      rc = 1;
    }
    // Save settings while the shell (which writes its section) is still alive, with the window's place.
    shell.StopPresenting();  // the settings keep the window's own UI scale
    int x = 0, y = 0, w = 0, h = 0;
    glfwGetWindowPos(win, &x, &y);
    glfwGetWindowSize(win, &w, &h);
    if (fullscreen) x = windowed.x, y = windowed.y, w = windowed.w, h = windowed.h;
    if (w > 0 && h > 0 && !glfwGetWindowAttrib(win, GLFW_ICONIFIED)) shell.SetWindowRect({x, y, w, h});
    shell.SaveSettings();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
  }
  ImGui::DestroyContext();
  glfwDestroyWindow(win);
  glfwTerminate();
  return rc;
}

}  // namespace ricochet::app
