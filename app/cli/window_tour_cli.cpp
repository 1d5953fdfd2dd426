// `ricochet window-tour --out DIR [--size WxH]`: a screenshot of the real window per lesson, each taken by a
// child `ricochet --screenshot`, under a private Xvfb when there is no display.
#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "cli/args.h"
#include "cli/cli.h"
#include "cli/parse_only.h"
#include "cli/process.h"
#include "cli/size_arg.h"
#include "lessons/lesson.h"
#include "scene/files.h"

namespace ricochet::app {

int RunWindowTour(const std::vector<std::string>& args) {
  if (cli::AsksForHelp(args)) return SubcommandHelp("window-tour");
  std::string out, size = "1600x900";
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--out" && i + 1 < args.size()) {
      out = args[++i];
    } else if (args[i] == "--size" && i + 1 < args.size()) {
      size = args[++i];
    } else {
      return FailUsage("window-tour: unknown argument " + Quoted(args[i]) +
                       " (usage: ricochet window-tour --out DIR [--size WxH])");
    }
  }
  int w = 0, h = 0;
  if (out.empty()) return FailUsage("window-tour needs --out DIR");
  if (!ParseSize(size, w, h, kMinWindowSide, kMinWindowSide, kMaxWindowSide, kMaxWindowSide))
    return FailUsage("window-tour: --size needs WxH, e.g. 1600x900");
  if (ParseOnly()) return 0;
  std::error_code ec;
  std::filesystem::create_directories(out, ec);
  if (ec) {
    std::fprintf(stderr, "ricochet window-tour: cannot create %s: %s\n", Printable(out).c_str(),
                 ec.message().c_str());
    return 1;
  }
  const char* display = std::getenv("DISPLAY");
  const char* wayland = std::getenv("WAYLAND_DISPLAY");
  PrivateX x;
  if (!(display && *display) && !(wayland && *wayland)) {
    // No display: the same tour under a private X server of our own.
    std::string err;
    if (!x.Start(w + 64, h + 64, &err)) {
      std::fprintf(stderr, "ricochet window-tour: no display, and %s\n", err.c_str());
      return 1;
    }
  }
  int failures = 0;
  for (const LessonEntry& e : LessonList()) {
    const std::string png = (std::filesystem::path(out) / (std::string(e.id) + ".png")).string();
    const int rc = Spawn({SelfExe(), "--lesson", e.id, "--screenshot", png, "--size", size});
    if (rc == 0) {
      std::printf("%s\n", png.c_str());
    } else {
      std::fprintf(stderr, "ricochet window-tour: %s failed (exit %d)\n", e.id, rc);
      ++failures;
    }
  }
  return failures ? 1 : 0;
}

}  // namespace ricochet::app
