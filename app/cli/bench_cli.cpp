// `ricochet bench`: startup here; sandbox and frames in sim_cli.cpp and frames_cli.cpp.
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "cli/args.h"
#include "cli/cli.h"
#include "cli/parse_only.h"
#include "cli/process.h"
#include "cli/sim_cli.h"
#include "cli/size_arg.h"
#include "lessons/lesson.h"
#include "scene/files.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

constexpr const char* kStartupUsage =
    "usage: ricochet bench startup [--lesson ID] [--size WxH] [--runs N] [--json]";

// ricochet bench startup [--lesson ID] [--size WxH] [--runs N] [--json]: runs the window N times with
// --startup-times and prints the median of each start-up phase, from the fork of the process to the first
// frame presented. Under a private Xvfb when there is no display.
int RunBenchStartup(const std::vector<std::string>& args) {
  std::string lesson = "circle-segment", size = "1600x900";
  int runs = 5;
  bool as_json = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const bool more = i + 1 < args.size();
    if (args[i] == "--json") {
      as_json = true;
    } else if (args[i] == "--lesson" && more) {
      lesson = args[++i];
      if (!FindLesson(lesson)) return FailUsage("bench startup: unknown lesson " + Quoted(lesson));
    } else if (args[i] == "--size" && more) {
      size = args[++i];
    } else if (args[i] == "--runs" && more) {
      const std::string& v = args[++i];
      const auto r = std::from_chars(v.data(), v.data() + v.size(), runs);
      if (r.ec != std::errc() || r.ptr != v.data() + v.size() || runs < 1 || runs > 100)
        return FailUsage("bench startup: --runs needs a whole number from 1 to 100");
    } else {
      return FailUsage("bench startup: bad argument " + Quoted(args[i]) + " (" + kStartupUsage + ")");
    }
  }
  int w = 0, h = 0;
  if (!ParseSize(size, w, h, kMinWindowSide, kMinWindowSide, kMaxWindowSide, kMaxWindowSide))
    return FailUsage("bench startup: --size needs WxH, e.g. 1600x900");
  if (ParseOnly()) return 0;  // the CLI fuzz harness: arguments parsed, no window started
  const char* display = std::getenv("DISPLAY");
  PrivateX x;
  std::string err;
  if (!(display && *display) && !x.Start(w + 64, h + 64, &err)) {
    std::fprintf(stderr, "ricochet bench startup: no display, and %s\n", err.c_str());
    return 1;
  }
  // The phases, in order: each ends at its mark (shell/window.cpp); "exec" ends when RunWindow starts.
  const char* kPhases[] = {"window",     "glfw_init",  "gl_context", "lesson",
                           "font_atlas", "gl_objects", "first_frame"};
  const char* kNames[] = {"exec",       "glfw_init",  "gl_context", "lesson",
                          "font_atlas", "gl_objects", "first_frame"};
  std::vector<std::vector<double>> ms(std::size(kPhases) + 1);
  std::error_code ec;
  std::filesystem::path tmp_dir = std::filesystem::temp_directory_path(ec);
  if (ec) tmp_dir = "/tmp";
  const std::string file = (tmp_dir / ("ricochet-startup-" + std::to_string(getpid()) + ".json")).string();
  for (int run = 0; run < runs; ++run) {
    const double t0 =
        std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
    const int rc = Spawn({SelfExe(), "--lesson", lesson, "--size", size, "--startup-times", file});
    nlohmann::json marks;
    try {
      if (rc == 0) marks = ParseJson(*ReadFileText(file, kMaxSettingsBytes), file);
    } catch (const SceneError&) {
    }
    if (rc != 0 || !marks.is_object()) {
      std::fprintf(stderr, "ricochet bench startup: the window failed (exit %d)\n", rc);
      std::filesystem::remove(file, ec);
      return 1;
    }
    double prev = t0;
    for (std::size_t k = 0; k < std::size(kPhases); ++k) {
      const double t = marks.value(kPhases[k], prev);
      ms[k].push_back(1e3 * (t - prev));
      prev = t;
    }
    ms.back().push_back(1e3 * (prev - t0));
  }
  std::filesystem::remove(file, ec);
  const auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  nlohmann::ordered_json out = {{"lesson", lesson}, {"size", {w, h}}, {"runs", runs}};
  for (std::size_t k = 0; k < std::size(kNames); ++k) out[std::string(kNames[k]) + "_ms"] = median(ms[k]);
  out["total_ms"] = median(ms.back());
  // The driver's own init: connecting to the display and creating the GL context (Mesa loads here).
  out["total_without_driver_init_ms"] = median(ms.back()) - median(ms[1]) - median(ms[2]);
  if (as_json) {
    std::cout << out.dump(2) << '\n';
  } else {
    for (const auto& [k, v] : out.items()) std::cout << k << ": " << v.dump() << '\n';
  }
  return 0;
}

}  // namespace

int RunBenchAll(const std::vector<std::string>& args) {
  if (!args.empty() && args[0] == "startup" && cli::AsksForHelp(args)) {
    std::printf("%s\n", kStartupUsage);
    return 0;
  }
  if (!args.empty() && args[0] == "startup") return RunBenchStartup({args.begin() + 1, args.end()});
  return RunBench(args);  // sandbox, frames (cli/sim_cli.cpp)
}

}  // namespace ricochet::app
