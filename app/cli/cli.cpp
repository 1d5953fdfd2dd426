#include "cli/cli.h"

#include <stb/stb_image.h>
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <set>

#include "cli/check_cli.h"
#include "cli/export_cli.h"
#include "cli/parse_only.h"
#include "cli/sim_cli.h"
#include "cli/size_arg.h"
#include "cli/worksheet_cli.h"
#include "deck/deck.h"
#include "draw/theme.h"
#include "explain/explain.h"
#include "lessons/lesson.h"
#include "scene/files.h"
#include "scene/scene.h"
#include "shell/window.h"

namespace ricochet::app {

namespace {

struct Subcommand {
  const char* name;
  const char* usage;  // one line for --help; nullptr hides it
  int (*run)(const Args&);
};

// Add a subcommand with one line here (e.g. export, simulate, bench).
const Subcommand kSubcommands[] = {
    {"lessons", "ricochet lessons                      list the lessons: id<TAB>title, in syllabus order",
     &RunLessons},
    {"explain", "ricochet explain SCENE.json|- [--json] the derivation of a scene, step by step",
     &RunExplain},
    {"present",
     "ricochet present (DECK.json | SCENE.json | --lesson ID) [--slide N] [--reveal K] [--screenshot OUT.png "
     "--size WxH]\n                                        presentation mode: full screen, the clicker walks "
     "steps and slides",
     &RunPresent},
    {"export",
     "ricochet export (SCENE.json | --lesson ID | DECK.json --slide N) --out FILE.png|svg|pdf|mp4|gif [...]\n"
     "                                        a figure (or its movie) to a file\n"
     "  ricochet export DECK.json --out HANDOUT.pdf | DIR/  a handout: a page per slide (or a PNG each)",
     &RunExport},
    {"worksheet",
     "ricochet worksheet --lesson ID[,ID...] --count N [--case NAME] --seed K --out SHEET.pdf [--answers]\n"
     "                   [--scenes-out DIR] practice problems (and their answer key) as a PDF",
     &RunWorksheet},
    {"check",
     "ricochet check FILE.c [...] [--lesson ID,...] [--out DIR] [--json] [--junit FILE]\n"
     "                                        run your own code of the lecture's functions against the "
     "lessons",
     &RunCheck},
    {"tour", "ricochet tour --out DIR [--size WxH]  every lesson's figure to DIR/<id>.png (headless)",
     &RunExportTour},
    {"window-tour",
     "ricochet window-tour --out DIR        screenshots of the real window (Xvfb if no display)", &RunTour},
    {"simulate", "ricochet simulate ...                 run a sandbox scene (see ricochet simulate --help)",
     &RunSimulate},
    {"bench", "ricochet bench sandbox|frames|startup ...  time the engine, the frames, the start-up",
     &RunBenchAll},
    {"check-png", nullptr, &RunCheckPng},
};

void PrintHelp() {
  std::printf(
      "Ricochet %s — 2D collision detection and response, lesson by lesson.\n\n"
      "Usage:\n"
      "  ricochet [--lesson ID | SCENE.json] [--ui-scale S] [--theme dark|light|slide|high-contrast]\n"
      "                                        open the window (last lesson by default)\n"
      "  ricochet [--lesson ID | SCENE.json] --screenshot OUT.png [--size WxH] [--ui-scale S]\n"
      "           [--theme NAME] [--dialog help|open|save|export-animation[-running]]\n"
      "           [--practice] [--problem CASE:SEED] [--practice-answers JSON]\n"
      "                                        render the window once and save it as PNG\n",
      RICOCHET_VERSION);
  for (const Subcommand& c : kSubcommands) {
    if (c.usage) std::printf("  %s\n", c.usage);
  }
  std::printf(
      "  ricochet --help | --version\n\n"
      "In the window: F1 lists every shortcut. Settings are kept in ~/.config/ricochet/imgui.ini.\n");
}

// A window or screenshot side, in px (--size).
constexpr int kMinSide = 64, kMaxSide = 16384;

int Fail(const std::string& msg) {
  std::fprintf(stderr, "ricochet: %s (see ricochet --help)\n", Printable(msg, 400).c_str());
  return 2;
}

// `ricochet SUBCOMMAND --help` (or -h) anywhere in its arguments.
bool AsksForHelp(const Args& args) {
  return std::find_if(args.begin(), args.end(),
                      [](const std::string& a) { return a == "--help" || a == "-h"; }) != args.end();
}

// A subcommand's usage line from the table, for its --help.
int SubcommandHelp(const char* name) {
  for (const Subcommand& c : kSubcommands)
    if (std::string(name) == c.name && c.usage) std::printf("usage: %s\n", c.usage);
  return 0;
}

}  // namespace

int RunCli(const Args& args) {
  if (!args.empty()) {
    for (const Subcommand& c : kSubcommands) {
      if (args[0] == c.name) return c.run(Args(args.begin() + 1, args.end()));
    }
  }
  return RunWindowCli(args, false);
}

int RunPresent(const Args& args) { return RunWindowCli(args, true); }

// The window's command line: `ricochet [...]`, and `ricochet present [...]` (present: --slide and --reveal,
// a scene or a lesson becomes a one-slide deck, the window starts in presentation mode).
int RunWindowCli(const Args& args, bool present) {
  WindowOptions opt;
  opt.present = present;
  std::string scene_path, reveal;
  long slide = 0;  // --slide N, from 1; 0: not given
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](const char* what) -> const std::string* {
      if (i + 1 >= args.size()) return nullptr;
      (void)what;
      return &args[++i];
    };
    if (a == "--help" || a == "-h") {
      PrintHelp();
      return 0;
    } else if (a == "--version") {
      std::printf("ricochet %s\n", RICOCHET_VERSION);
      return 0;
    } else if (a == "--lesson") {
      const std::string* v = value("ID");
      if (!v) return Fail("--lesson needs an ID");
      if (!FindLesson(*v)) return Fail("unknown lesson " + Quoted(*v) + " (`ricochet lessons` lists them)");
      opt.lesson = *v;
    } else if (a == "--screenshot") {
      const std::string* v = value("OUT.png");
      if (!v) return Fail("--screenshot needs an output file");
      // The window's picture is a PNG: any other name would hold a PNG under a wrong extension.
      if (v->size() < 4 || strcasecmp(v->c_str() + v->size() - 4, ".png") != 0)
        return Fail("--screenshot " + Quoted(*v) + ": the window saves a PNG, name it OUT.png");
      opt.screenshot = *v;
    } else if (a == "--size") {
      const std::string* v = value("WxH");
      if (!v || !ParseSize(*v, opt.width, opt.height, kMinSide, kMinSide, kMaxSide, kMaxSide))
        return Fail("--size needs WxH, e.g. 1600x900");
    } else if (a == "--ui-scale") {
      const std::string* v = value("S");
      char* end = nullptr;
      const double s = v ? std::strtod(v->c_str(), &end) : 0.0;
      if (!v || *end != '\0' || !(s >= 0.5 && s <= 4.0)) return Fail("--ui-scale needs a number in [0.5, 4]");
      opt.ui_scale = static_cast<float>(s);
    } else if (a == "--theme") {
      const std::string* v = value("NAME");
      if (!v || !ThemeFromName(*v)) return Fail("--theme needs dark, light, slide or high-contrast");
      opt.theme = *v;
    } else if (a == "--dialog") {
      const std::string* v = value("NAME");
      if (!v || (*v != "help" && *v != "open" && *v != "save" && *v != "export-animation" &&
                 *v != "export-animation-running"))
        return Fail("--dialog needs help, open, save, export-animation or export-animation-running");
      opt.dialog = *v;
    } else if (a == "--practice") {
      opt.practice = true;
    } else if (a == "--practice-answers") {
      const std::string* v = value("JSON");
      nlohmann::json j;
      try {
        if (v) j = ParseJson(*v, "--practice-answers");  // the files' shape limits: no nesting 10⁵ deep
      } catch (const SceneError&) {
      }
      if (!v || !j.is_object()) return Fail("--practice-answers needs a JSON object, e.g. '{\"ti\": 0.5}'");
      opt.practice = true;
      opt.practice_answers = std::move(j);
    } else if (a == "--problem") {
      const std::string* v = value("CASE:SEED");
      const std::size_t colon = v ? v->rfind(':') : std::string::npos;
      char* end = nullptr;
      const unsigned long long k =
          colon != std::string::npos ? std::strtoull(v->c_str() + colon + 1, &end, 10) : 0;
      if (colon == std::string::npos || colon == 0 || *end != '\0' || k == 0)
        return Fail("--problem needs CASE:SEED, e.g. hit:7");
      opt.practice = true;
      opt.problem_case = v->substr(0, colon);
      opt.problem_seed = k;
    } else if (a == "--startup-times") {  // for `ricochet bench startup` (window.h)
      const std::string* v = value("FILE");
      if (!v) return Fail("--startup-times needs a file");
      opt.startup_times = *v;
    } else if (present && a == "--slide") {
      const std::string* v = value("N");
      char* end = nullptr;
      slide = v ? std::strtol(v->c_str(), &end, 10) : 0;
      if (!v || *end != '\0' || slide < 1 || slide > 100000)
        return Fail("--slide needs a slide number from 1");
    } else if (present && a == "--reveal") {
      const std::string* v = value("K");
      if (!v || v->empty()) return Fail("--reveal needs a step count, a step's key or all");
      reveal = *v;
    } else if (a.size() > 1 && a[0] == '-') {
      return Fail("unknown option " + Quoted(a));
    } else if (scene_path.empty()) {
      scene_path = a;
    } else {
      return Fail("one scene at a time (got " + Quoted(scene_path) + " and " + Quoted(a) + ")");
    }
  }
  if (!scene_path.empty() && !opt.lesson.empty())
    return Fail("give either --lesson or a scene file, not both");
  if (present && scene_path.empty() && opt.lesson.empty())
    return Fail("present needs DECK.json, SCENE.json or --lesson ID");
  if (ParseOnly()) return 0;
  try {
    if (!scene_path.empty()) {
      nlohmann::json j = ReadSceneFile(scene_path);
      if (IsDeck(j)) {
        opt.deck = ReadDeck(j, scene_path);  // every slide checked before the window opens
      } else {
        const std::string id = ReadLessonId(j, scene_path);
        if (!FindLesson(id)) throw SceneError(scene_path, "lesson", "unknown lesson " + Quoted(id));
        try {  // read by its lesson before the window opens, as a deck's slides are: a refusal needs no
               // display
          FindLesson(id)->Make()->LoadScene(j);
        } catch (const SceneError& e) {
          throw SceneError(scene_path, e.field, e.problem);
        }
        if (present) {
          opt.deck = SceneDeck(j, scene_path);
        } else {
          opt.scene = std::move(j);
          opt.scene_file = scene_path;
        }
      }
    } else if (present) {
      opt.deck = SceneDeck(FindLesson(opt.lesson)->Make()->SaveScene(), "--lesson " + opt.lesson);
    }
    if (opt.deck) {
      const std::size_t n = opt.deck->slides.size();
      if (slide > static_cast<long>(n)) {
        return Fail("--slide " + std::to_string(slide) + ": " + opt.deck->file + " has " + std::to_string(n) +
                    " slide" + (n == 1 ? "" : "s"));
      }
      opt.slide = slide > 0 ? static_cast<std::size_t>(slide - 1) : 0;
      if (!reveal.empty()) {
        char* end = nullptr;
        const long k = std::strtol(reveal.c_str(), &end, 10);
        const nlohmann::json v = *end == '\0' ? nlohmann::json(k) : nlohmann::json(reveal);
        const OpenedSlide o = OpenSlide(opt.deck->slides[opt.slide]);
        opt.reveal = ResolveReveal(v, *o.lesson, "--reveal", "slide " + std::to_string(opt.slide + 1));
      }
    }
  } catch (const SceneError& e) {
    std::fprintf(stderr, "ricochet: %s\n", e.what());
    return 2;
  }
  return RunWindow(opt);
}

int RunLessons(const Args& args) {
  if (AsksForHelp(args)) return SubcommandHelp("lessons");
  if (!args.empty()) return Fail("lessons takes no arguments (got " + Quoted(args[0]) + ")");
  if (ParseOnly()) return 0;
  for (const LessonEntry& e : LessonList()) std::printf("%s\t%s\n", e.id, e.title);
  return 0;
}

namespace {
std::string SelfExe() {
  std::error_code ec;
  const auto p = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::string("ricochet") : p.string();
}

// Runs argv as a child process and returns its exit code (127 if it could not start).
int Spawn(const std::vector<std::string>& argv) {
  std::vector<char*> cargv;
  for (const std::string& a : argv) cargv.push_back(const_cast<char*>(a.c_str()));
  cargv.push_back(nullptr);
  std::fflush(nullptr);
  const pid_t pid = fork();
  if (pid < 0) return 127;
  if (pid == 0) {
    execvp(cargv[0], cargv.data());
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}
// A private X server (Xvfb) for as long as it lives, its display in $DISPLAY. Xvfb picks a free display
// number itself and writes it to a pipe (-displayfd): two tours started at once never race for one.
class PrivateX {
 public:
  bool Start(int w, int h, std::string* err) {
    int fds[2];
    if (pipe(fds) != 0) return *err = "no pipe for Xvfb", false;
    std::fflush(nullptr);
    pid_ = fork();
    if (pid_ < 0) return *err = "cannot fork Xvfb", false;
    if (pid_ == 0) {
      close(fds[0]);
      const std::string fd = std::to_string(fds[1]),
                        screen = std::to_string(w) + "x" + std::to_string(h) + "x24";
      execlp("Xvfb", "Xvfb", "-displayfd", fd.c_str(), "-nolisten", "tcp", "-screen", "0", screen.c_str(),
             static_cast<char*>(nullptr));
      _exit(127);
    }
    close(fds[1]);
    std::string number;
    char c = 0;
    while (read(fds[0], &c, 1) == 1 && c != '\n') number += c;  // EOF: Xvfb ended without a display
    close(fds[0]);
    if (number.empty()) return *err = "Xvfb did not start (apt install xvfb)", false;
    setenv("DISPLAY", (":" + number).c_str(), 1);
    return true;
  }
  ~PrivateX() {
    if (pid_ <= 0) return;
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
    unsetenv("DISPLAY");
  }

 private:
  pid_t pid_ = -1;
};

}  // namespace

int RunTour(const Args& args) {
  if (AsksForHelp(args)) return SubcommandHelp("window-tour");
  std::string out, size = "1600x900";
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--out" && i + 1 < args.size()) {
      out = args[++i];
    } else if (args[i] == "--size" && i + 1 < args.size()) {
      size = args[++i];
    } else {
      return Fail("window-tour: unknown argument " + Quoted(args[i]) +
                  " (usage: ricochet window-tour --out DIR [--size WxH])");
    }
  }
  int w = 0, h = 0;
  if (out.empty()) return Fail("window-tour needs --out DIR");
  if (!ParseSize(size, w, h, kMinSide, kMinSide, kMaxSide, kMaxSide))
    return Fail("window-tour: --size needs WxH, e.g. 1600x900");
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

// ricochet bench startup [--lesson ID] [--size WxH] [--runs N] [--json]: runs the window N times with
// --startup-times and prints the median of each start-up phase, from the fork of the process to the first
// frame presented. Under a private Xvfb when there is no display.
static int RunBenchStartup(const Args& args) {
  const char* usage = "usage: ricochet bench startup [--lesson ID] [--size WxH] [--runs N] [--json]";
  std::string lesson = "circle-segment", size = "1600x900";
  int runs = 5;
  bool as_json = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const bool more = i + 1 < args.size();
    if (args[i] == "--json") {
      as_json = true;
    } else if (args[i] == "--lesson" && more) {
      lesson = args[++i];
      if (!FindLesson(lesson)) return Fail("bench startup: unknown lesson " + Quoted(lesson));
    } else if (args[i] == "--size" && more) {
      size = args[++i];
    } else if (args[i] == "--runs" && more) {
      const std::string& v = args[++i];
      const auto r = std::from_chars(v.data(), v.data() + v.size(), runs);
      if (r.ec != std::errc() || r.ptr != v.data() + v.size() || runs < 1 || runs > 100)
        return Fail("bench startup: --runs needs a whole number from 1 to 100");
    } else {
      return Fail("bench startup: bad argument " + Quoted(args[i]) + " (" + usage + ")");
    }
  }
  int w = 0, h = 0;
  if (!ParseSize(size, w, h, kMinSide, kMinSide, kMaxSide, kMaxSide))
    return Fail("bench startup: --size needs WxH, e.g. 1600x900");
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

int RunBenchAll(const Args& args) {
  if (!args.empty() && args[0] == "startup" && AsksForHelp(args)) {
    std::printf("usage: ricochet bench startup [--lesson ID] [--size WxH] [--runs N] [--json]\n");
    return 0;
  }
  if (!args.empty() && args[0] == "startup") return RunBenchStartup(Args(args.begin() + 1, args.end()));
  return RunBench(args);  // sandbox, frames (cli/sim_cli.cpp)
}

// ricochet check-png FILE.png W H [--alpha none|opaque|transparent]: for tests, with the project's own
// PNG reader (stb_image) rather than an image tool that a fresh machine may not have. Checks the size, that
// the picture is not blank, and optionally its alpha: no alpha channel at all, every pixel opaque, or some
// pixels see-through (a --transparent export).
int RunCheckPng(const Args& args) {
  const char* usage = "usage: ricochet check-png FILE.png WIDTH HEIGHT [--alpha none|opaque|transparent]";
  if (args.size() != 3 && !(args.size() == 5 && args[3] == "--alpha")) return Fail(usage);
  const std::string alpha = args.size() == 5 ? args[4] : "";
  if (!alpha.empty() && alpha != "none" && alpha != "opaque" && alpha != "transparent") return Fail(usage);
  if (ParseOnly()) return 0;
  int w = 0, h = 0, channels = 0;
  std::string png;
  try {  // the one file reader: a FIFO or a device is refused, not read
    png = *ReadFileText(args[0], std::size_t{1} << 30);
  } catch (const SceneError& e) {
    std::fprintf(stderr, "check-png: %s\n", e.what());
    return 1;
  }
  unsigned char* px = stbi_load_from_memory(reinterpret_cast<const unsigned char*>(png.data()),
                                            static_cast<int>(png.size()), &w, &h, &channels, 4);
  if (!px) {
    std::fprintf(stderr, "check-png: cannot read %s: %s\n", Printable(args[0]).c_str(),
                 stbi_failure_reason());
    return 1;
  }
  const int want_w = std::atoi(args[1].c_str()), want_h = std::atoi(args[2].c_str());
  // Not blank: many distinct colours and some spread of brightness (text, grid, figure), counted over the
  // pixels that are not fully transparent.
  std::set<unsigned> colours;
  double sum = 0, sum2 = 0;
  std::size_t seen = 0, see_through = 0;
  const std::size_t count = static_cast<std::size_t>(w) * h;
  for (std::size_t i = 0; i < count; ++i) {
    const unsigned char* p = px + i * 4;
    if (p[3] < 255) ++see_through;
    if (p[3] == 0) continue;
    ++seen;
    if (colours.size() < 100000) colours.insert((p[0] << 16) | (p[1] << 8) | p[2]);
    const double y = 0.2126 * p[0] + 0.7152 * p[1] + 0.0722 * p[2];
    sum += y, sum2 += y * y;
  }
  stbi_image_free(px);
  const double mean = seen ? sum / seen : 0.0;
  const double sd = seen ? std::sqrt(std::max(0.0, sum2 / seen - mean * mean)) : 0.0;
  const bool has_alpha = channels == 2 || channels == 4;
  const char* name = args[0].c_str();
  if (w != want_w || h != want_h) {
    std::fprintf(stderr, "check-png: %s is %dx%d, expected %dx%d\n", name, w, h, want_w, want_h);
    return 1;
  }
  if (colours.size() < 32 || sd < 4.0) {
    std::fprintf(stderr, "check-png: %s looks blank (%zu colours, brightness sd %.1f)\n", name,
                 colours.size(), sd);
    return 1;
  }
  if (alpha == "none" && has_alpha) {
    std::fprintf(stderr, "check-png: %s has an alpha channel, expected none\n", name);
    return 1;
  }
  if (alpha == "opaque" && see_through > 0) {
    std::fprintf(stderr, "check-png: %s has %zu see-through pixels, expected none\n", name, see_through);
    return 1;
  }
  if (alpha == "transparent" && see_through == 0) {
    std::fprintf(stderr, "check-png: %s is opaque everywhere, expected see-through pixels\n", name);
    return 1;
  }
  std::printf(
      "check-png: %s ok (%dx%d, %d channels, %zu see-through pixels, %zu colours, brightness sd %.1f)\n",
      name, w, h, channels, see_through, colours.size(), sd);
  return 0;
}

int RunExplain(const std::vector<std::string>& args) {
  if (AsksForHelp(args)) return SubcommandHelp("explain");
  std::string path;
  bool as_json = false;
  for (const std::string& a : args) {
    if (a == "--json") {
      as_json = true;
    } else if (a.size() > 1 && a[0] == '-') {
      std::fprintf(stderr,
                   "ricochet explain: unknown option %s (usage: ricochet explain SCENE.json|- [--json])\n",
                   Quoted(a).c_str());
      return 2;
    } else if (path.empty()) {
      path = a;
    } else {
      std::fprintf(stderr, "ricochet explain: one scene at a time (got %s and %s)\n", Quoted(path).c_str(),
                   Quoted(a).c_str());
      return 2;
    }
  }
  if (path.empty()) {
    std::fprintf(stderr, "ricochet explain: missing scene (usage: ricochet explain SCENE.json|- [--json])\n");
    return 2;
  }
  if (ParseOnly()) return 0;
  try {
    const nlohmann::json scene = ReadSceneFile(path);
    const Derivation d = Explain(scene, path == "-" ? "<stdin>" : path);
    if (as_json) {
      std::cout << ExplainJson(d).dump(2) << '\n';
    } else {
      std::cout << ExplainText(d);
    }
  } catch (const SceneError& e) {
    std::fprintf(stderr, "ricochet explain: %s\n", e.what());
    return 1;
  }
  return 0;
}

}  // namespace ricochet::app
