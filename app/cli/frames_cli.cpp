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
#include "scene/files.h"
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
  bool play = false;  // sandbox: playing (one engine step per frame as well)
};

struct Result {
  std::string name, handle;
  std::string driven;  // the input changed every timed frame: "drag P0", "slider V1", "click a ball"
  double median_ms = 0, p99_ms = 0, max_ms = 0;
  int vertices = 0;    // of the last frame's draw data (the same on any machine)
  int recomputed = 0;  // timed frames in which the lesson derived again (its trace changed)
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

// Where a panel slider is, and the mouse x of each of its values when it has few (an integer slider).
struct SliderAt {
  Vec2 press;              // on the slider: where the drag starts
  std::vector<double> xs;  // discrete slider: one x per value, left to right; empty for a continuous one
};

constexpr std::size_t kMaxStops = 16;  // a slider with more values than this is dragged as a continuous one

// Finds the lesson's slider for `key` the way a user would: a press in the panel, then a move with the button
// held. A slider follows the mouse (the scene changes between the two frames); a button or a checkbox acts on
// release at most. Presses that hit something else are undone by opening the lesson again. Two passes: a
// press on the INPUTS header folds or unfolds it (folded on a short panel, e.g. 1280×720 × 1.5), and ImGui
// remembers the fold.
std::optional<SliderAt> FindSlider(Shell& sh, const std::string& lesson, const std::string& key) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const Camera& cam = sh.camera();
  const double x0 = cam.view_min.x + cam.view_size.x, w = display.x - x0;  // the panel, right of the canvas
  if (w < 10) return std::nullopt;
  const double xp = x0 + 0.3 * w, xm = x0 + 0.55 * w;  // inside a slider 60 % of the panel wide, or wider
  const Vec2 away{-1e4, -1e4};
  const auto value = [&] {
    const nlohmann::json j = sh.lesson()->SaveScene();
    return key.empty() ? j.dump() : j.value(key, nlohmann::json()).dump();
  };
  const double step = 0.5 * sh.FontPx();  // a field is more than a font height tall
  for (int pass = 0; pass < 2; ++pass) {
    for (double y = 2.0 * sh.FontPx(); y < display.y; y += step) {
      Frame(sh, away, false);
      Frame(sh, {xp, y}, true);
      const std::string a = value();
      Frame(sh, {xm, y}, true);
      const bool slider = value() != a;
      if (slider) {
        // Held still: sweep the row, one sample each 2 px, and keep the middle of each value's run.
        SliderAt at{{xp, y}, {}};
        std::string last;
        double run0 = x0;
        std::vector<double> mids;
        for (double x = x0; x <= display.x; x += 2) {
          Frame(sh, {x, y}, true);
          const std::string v = value();
          if (x > x0 && v != last) mids.push_back(0.5 * (run0 + x - 2)), run0 = x;
          last = v;
        }
        mids.push_back(0.5 * (run0 + display.x));
        if (mids.size() <= kMaxStops) at.xs = mids;
        Frame(sh, away, false);
        sh.OpenLesson(lesson);
        Frame(sh, away, false);
        return at;
      }
      Frame(sh, {xm, y}, false);
      sh.OpenLesson(lesson);  // whatever the press did (a preset, practice, play) is undone
    }
  }
  Frame(sh, away, false);
  return std::nullopt;
}

Result Measure(const Case& c, ImVec2 size, float ui_scale, int frames) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = size;
  io.DeltaTime = 1.0f / 60.0f;
  compat::SetupKeyMapLikeGlfw();
  Result r{c.name, "", ""};
  {
    Shell sh(/*persist=*/false);
    sh.SetUiScale(ui_scale);
    sh.SetFonts(BuildFonts(sh.FontPx()));
    unsigned char* px = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&px, &w, &h);
    const bool sandbox = c.lesson == kSandboxLesson;
    if (sandbox) {
      std::string err;
      sh.OpenScene(SandboxJson(GasScene(kSandboxBalls, 1)), "gas", &err);
    } else {
      sh.OpenLesson(c.lesson);
    }
    const Vec2 away{-1e4, -1e4};
    for (int k = 0; k < kWarmup; ++k) Frame(sh, away, false);

    // Every timed frame changes an input the way a user does, so every frame updates the lesson, calls the
    // core and rebuilds the derivation:
    //  - a handle (the first): dragged round a circle of 40 px about where it was grabbed;
    //  - no handle, a slider (LessonEntry::bench_slider): held and moved 4 px a frame, 40 px either way, or,
    //  with few values
    //    (pi-blocks' n), to the next value every frame, up and down its range;
    //  - the sandbox (no handle on the gas): a click on the canvas every other frame, round the same circle
    //    — the shell's click selects the ball under it (or none), and the lesson runs its frame again
    //    watching that ball. One frame is run first, as after Play or Single frame.
    enum class Drive { None, Handle, Slider, Click } drive = Drive::None;
    const std::vector<Handle> hs = sh.lesson()->Handles();
    const Vec2 centre = sh.camera().view_min + sh.camera().view_size * 0.5;
    Vec2 grab = centre;
    SliderAt slider;
    if (!hs.empty()) {
      drive = Drive::Handle;
      r.handle = hs[0].name;
      r.driven = std::string("drag ") + hs[0].name;
      grab = sh.camera().ToScreen(*hs[0].pos);
    } else if (sandbox) {
      drive = Drive::Click;
      r.driven = "click a ball";
      SandboxStep(*sh.lesson());
      // Playing: the lesson's own Play, so the shell ticks it (one engine step a frame at speed 1) and,
      // as in the window, does not save its scene while it runs.
      if (c.play) SandboxTogglePlay(*sh.lesson());
      // A press and release away from the window: the shell takes the frame run as its undo step, as after
      // the Single frame button, so the first timed click does not pay for it.
      Frame(sh, away, true);
      Frame(sh, away, false);
    } else {
      // A lesson without a handle: the panel slider its entry names (LessonEntry::bench_slider).
      const BenchSlider s = FindLesson(c.lesson)->bench_slider;
      if (s.key) {
        if (const std::optional<SliderAt> at = FindSlider(sh, c.lesson, s.key)) {
          drive = Drive::Slider;
          r.driven = s.name;
          slider = *at;
          grab = slider.press;
          for (int k = 0; k < kWarmup; ++k) Frame(sh, away, false);
        }
      }
    }
    if (drive == Drive::Handle || drive == Drive::Slider) {
      Frame(sh, grab, false);
      Frame(sh, grab, true);
    }
    // A discrete slider: from the press to its first value (untimed), then one value further each frame.
    const std::size_t stops = slider.xs.size();
    const auto stop = [&](int k) {  // 0, 1, …, n − 1, n − 2, …, 1, 0, 1, …
      const std::size_t period = 2 * (stops - 1), i = static_cast<std::size_t>(k) % period;
      return slider.xs[i < stops ? i : period - i];
    };
    if (stops >= 2) Frame(sh, {stop(0), grab.y}, true);
    std::vector<double> ms;
    ms.reserve(static_cast<std::size_t>(frames));
    int derived = sh.lesson()->DerivationsBuilt();
    for (int k = 0; k < frames; ++k) {
      const double a = 2.0 * std::numbers::pi * (k + 1) / 60.0;
      Vec2 m = grab + Vec2{40.0 * std::sin(a), 40.0 * (1.0 - std::cos(a))};
      bool down = drive == Drive::Handle || drive == Drive::Slider;
      if (drive == Drive::Slider) {
        // A continuous slider: 4 px a frame, 40 px either way (0, 4, …, 40, 36, …, −40, …): a value shown to
        // two decimals changes every frame, where a sine's slow ends would round to the same value.
        const int p = (k + 1) % 40, d = p < 10 ? p : (p < 30 ? 20 - p : p - 40);
        m = {stops >= 2 ? stop(k + 1) : grab.x + 4.0 * d, grab.y};
      }
      if (drive == Drive::Click) down = k % 2 == 0;
      const double t0 = CpuSeconds();
      Frame(sh, m, down);
      ms.push_back(1e3 * (CpuSeconds() - t0));
      // The panel reads the derivation every frame, so a changed trace is derived again within the frame.
      const int built = sh.lesson()->DerivationsBuilt();
      if (built != derived) ++r.recomputed, derived = built;
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
  std::fprintf(stderr, "ricochet bench frames: %s (%s)\n", Printable(msg, 400).c_str(), kUsage);
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
    if (a == "--help" || a == "-h") {
      std::printf("%s\n", kUsage);
      return 0;
    } else if (a == "--json") {
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
  cases.push_back({"sandbox-playing", kSandboxLesson, true});
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
                              {"driven", r.driven.empty() ? ordered_json(nullptr) : ordered_json(r.driven)},
                              {"median_ms", r.median_ms},
                              {"p99_ms", r.p99_ms},
                              {"max_ms", r.max_ms},
                              {"recomputed_frames", r.recomputed},
                              {"vertices", r.vertices}});
  }
  if (as_json) {
    std::cout << out.dump(2) << '\n';
  } else {
    std::printf("CPU per frame at %dx%d, UI scale %g, %d frames per lesson (GL submission excluded)\n", w, h,
                static_cast<double>(ui_scale), frames);
    std::printf("%-18s %-14s %10s %8s %8s %10s %9s\n", "lesson", "driven", "median ms", "p99 ms", "max ms",
                "recomputed", "vertices");
    for (const Result& r : results)
      std::printf("%-18s %-14s %10.3f %8.3f %8.3f %10d %9d\n", r.name.c_str(),
                  r.driven.empty() ? "-" : r.driven.c_str(), r.median_ms, r.p99_ms, r.max_ms, r.recomputed,
                  r.vertices);
  }
  return 0;
}

}  // namespace ricochet::app
