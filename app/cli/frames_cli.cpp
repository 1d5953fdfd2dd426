#include "cli/frames_cli.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <nlohmann/json.hpp>
#include <numbers>
#include <optional>

#include "cli/size_arg.h"
#include "draw/gl_circles.h"
#include "lessons/lesson.h"
#include "lessons/sandbox.h"
#include "ricochet/gas_scene.h"
#include "scene/sim_scene.h"
#include "shell/fonts.h"
#include "shell/imgui_compat.h"
#include "shell/shell.h"

namespace ricochet::app {

using nlohmann::ordered_json;

namespace {

constexpr const char* kUsage =
    "usage: ricochet bench frames [--lesson ID] [--size WxH] [--ui-scale S] [--frames N] [--json]";
constexpr std::size_t kSandboxBalls = 10'000;  // the target: the sandbox with 10,000 balls drawn
constexpr int kWarmup = 10;                    // frames before timing (layout settles, the camera fits)

// The process's CPU time: every thread's, so the sandbox engine's helper threads (World::threads) count too.
// The headless frames start no other thread.
double CpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

struct Case {
  std::string name;  // the lesson id, or "sandbox-playing"
  std::string lesson;
  bool play = false;  // sandbox: one engine step per frame as well
};

struct Result {
  std::string name, handle;
  double median_ms = 0, p99_ms = 0, max_ms = 0;
  int vertices = 0;  // of the last frame's draw data (the same on any machine)
};

// One frame of the shell as the window draws it (shell/frame.cpp) minus the GL backend: input, ImGui frame,
// the shell's UI (lesson update from the moved handle, core, derivation, figure build, replay into the
// ImDrawList), ImGui::Render (draw data). The window would then submit the draw data to GL.
void Frame(Shell& sh, Vec2 mouse, bool down) {
  compat::InjectMouse({static_cast<float>(mouse.x), static_cast<float>(mouse.y)}, down);
  ImGui::NewFrame();
  sh.Frame();
  ImGui::Render();
}

Result Measure(const Case& c, ImVec2 size, float ui_scale, int frames) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = size;
  io.DeltaTime = 1.0f / 60.0f;
  compat::SetupKeyMapLikeGlfw();
  Result r{c.name, ""};
  {
    Shell sh(/*persist=*/false);
    sh.SetUiScale(ui_scale);
    sh.SetFonts(BuildFonts(sh.FontPx()));
    unsigned char* px = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&px, &w, &h);
    if (c.lesson == "sandbox") {
      std::string err;
      sh.OpenScene(SandboxJson(GasScene(kSandboxBalls, 1)), "gas", &err);
    } else {
      sh.OpenLesson(c.lesson);
    }
    const Vec2 away{-1e4, -1e4};
    for (int k = 0; k < kWarmup; ++k) Frame(sh, away, false);

    // Drag the first handle (if any) round a circle of 40 px about where it was grabbed: every timed frame
    // moves it, so every frame updates the lesson, calls the core and rebuilds the derivation.
    const std::vector<Handle> hs = sh.lesson()->Handles();
    Vec2 grab{size.x * 0.5, size.y * 0.5};
    if (!hs.empty()) {
      r.handle = hs[0].name;
      grab = sh.camera().ToScreen(*hs[0].pos);
      Frame(sh, grab, false);
      Frame(sh, grab, true);
    }
    const bool down = !hs.empty();
    std::vector<double> ms;
    ms.reserve(static_cast<std::size_t>(frames));
    for (int k = 0; k < frames; ++k) {
      const double a = 2.0 * std::numbers::pi * (k + 1) / 60.0;
      const Vec2 m = grab + Vec2{40.0 * std::sin(a), 40.0 * (1.0 - std::cos(a))};
      const double t0 = CpuSeconds();
      if (c.play) SandboxStep(*sh.lesson());
      Frame(sh, m, down);
      ms.push_back(1e3 * (CpuSeconds() - t0));
    }
    r.vertices = ImGui::GetDrawData()->TotalVtxCount;
    std::sort(ms.begin(), ms.end());
    r.median_ms = ms[ms.size() / 2];
    r.p99_ms = ms[static_cast<std::size_t>(std::ceil(0.99 * static_cast<double>(ms.size()))) - 1];
    r.max_ms = ms.back();
  }
  ImGui::DestroyContext();
  return r;
}

int Fail(const std::string& msg) {
  std::fprintf(stderr, "ricochet bench frames: %s (%s)\n", msg.c_str(), kUsage);
  return 2;
}

}  // namespace

int RunBenchFrames(const std::vector<std::string>& args) {
  std::string only;
  int w = 1920, h = 1080, frames = 300;
  float ui_scale = 1.0f;
  bool as_json = false;
  for (std::size_t k = 0; k < args.size(); ++k) {
    const std::string& a = args[k];
    const bool has_value = k + 1 < args.size();
    if (a == "--json") {
      as_json = true;
    } else if (a == "--lesson") {
      if (!has_value) return Fail("--lesson needs an ID");
      only = args[++k];
      if (only != "sandbox-playing" && !FindLesson(only))
        return Fail("--lesson: unknown lesson '" + only + "' (`ricochet lessons` lists them)");
    } else if (a == "--size") {
      if (!has_value || !ParseSize(args[++k], w, h, 320, 240, 7680, 4320))
        return Fail("--size: expected WxH from 320x240 to 7680x4320");
    } else if (a == "--ui-scale") {
      const std::string v = has_value ? args[++k] : "";
      char* end = nullptr;  // strtod: the browser build's libc++ has no floating-point from_chars
      ui_scale = static_cast<float>(std::strtod(v.c_str(), &end));
      if (v.empty() || end != v.c_str() + v.size() || !(ui_scale >= 0.5f && ui_scale <= 4.0f))
        return Fail("--ui-scale: expected a number from 0.5 to 4, got '" + v + "'");
    } else if (a == "--frames") {
      const std::string v = has_value ? args[++k] : "";
      const auto r = std::from_chars(v.data(), v.data() + v.size(), frames);
      if (v.empty() || r.ec != std::errc() || r.ptr != v.data() + v.size() || frames < 1 || frames > 100'000)
        return Fail("--frames: expected a whole number from 1 to 100000, got '" + v + "'");
    } else {
      return Fail("unknown argument '" + a + "'");
    }
  }

  // The sandbox's balls as the window draws them (instances queued for one GL draw call), not as 10,000
  // ImDrawList discs: time the CPU side of that path.
  InstancedCircles::SetHeadless(true);
  std::vector<Case> cases;
  for (const LessonEntry& e : LessonList()) cases.push_back({e.id, e.id});
  cases.push_back({"sandbox-playing", "sandbox", true});
  if (!only.empty()) std::erase_if(cases, [&](const Case& c) { return c.name != only; });

  std::vector<Result> results;
  for (const Case& c : cases)
    results.push_back(Measure(c, ImVec2(static_cast<float>(w), static_cast<float>(h)), ui_scale, frames));

  ordered_json out = {{"size", {w, h}},
                      {"ui_scale", ui_scale},
                      {"frames", frames},
                      {"sandbox_balls", kSandboxBalls},
                      {"lessons", ordered_json::array()}};
  for (const Result& r : results) {
    out["lessons"].push_back({{"id", r.name},
                              {"dragged", r.handle.empty() ? ordered_json(nullptr) : ordered_json(r.handle)},
                              {"median_ms", r.median_ms},
                              {"p99_ms", r.p99_ms},
                              {"max_ms", r.max_ms},
                              {"vertices", r.vertices}});
  }
  if (as_json) {
    std::cout << out.dump(2) << '\n';
  } else {
    std::printf("CPU per frame at %dx%d, UI scale %g, %d frames per lesson (GL submission excluded)\n", w, h,
                static_cast<double>(ui_scale), frames);
    std::printf("%-18s %8s %10s %8s %8s %9s\n", "lesson", "dragged", "median ms", "p99 ms", "max ms",
                "vertices");
    for (const Result& r : results)
      std::printf("%-18s %8s %10.3f %8.3f %8.3f %9d\n", r.name.c_str(),
                  r.handle.empty() ? "-" : r.handle.c_str(), r.median_ms, r.p99_ms, r.max_ms, r.vertices);
  }
  return 0;
}

}  // namespace ricochet::app
