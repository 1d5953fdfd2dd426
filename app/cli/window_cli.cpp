// The window's command line: `ricochet [--lesson ID | SCENE.json] [...]`, and `ricochet present [...]`.
#include <strings.h>

#include <cstdio>
#include <cstdlib>

#include "cli/cli.h"
#include "cli/parse_only.h"
#include "cli/size_arg.h"
#include "deck/deck.h"
#include "draw/theme.h"
#include "lessons/lesson.h"
#include "scene/files.h"
#include "scene/scene.h"
#include "shell/window.h"

namespace ricochet::app {

int RunPresent(const std::vector<std::string>& args) { return RunWindowCli(args, true); }

// The window's command line: `ricochet [...]`, and `ricochet present [...]` (present: --slide and --reveal,
// a scene or a lesson becomes a one-slide deck, the window starts in presentation mode).
int RunWindowCli(const std::vector<std::string>& args, bool present) {
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
      if (!v) return FailUsage("--lesson needs an ID");
      if (!FindLesson(*v))
        return FailUsage("unknown lesson " + Quoted(*v) + " (`ricochet lessons` lists them)");
      opt.lesson = *v;
    } else if (a == "--screenshot") {
      const std::string* v = value("OUT.png");
      if (!v) return FailUsage("--screenshot needs an output file");
      // The window's picture is a PNG: any other name would hold a PNG under a wrong extension.
      if (v->size() < 4 || strcasecmp(v->c_str() + v->size() - 4, ".png") != 0)
        return FailUsage("--screenshot " + Quoted(*v) + ": the window saves a PNG, name it OUT.png");
      opt.screenshot = *v;
    } else if (a == "--size") {
      const std::string* v = value("WxH");
      if (!v || !ParseSize(*v, opt.width, opt.height, kMinWindowSide, kMinWindowSide, kMaxWindowSide,
                           kMaxWindowSide))
        return FailUsage("--size needs WxH, e.g. 1600x900");
    } else if (a == "--ui-scale") {
      const std::string* v = value("S");
      char* end = nullptr;
      const double s = v ? std::strtod(v->c_str(), &end) : 0.0;
      if (!v || *end != '\0' || !(s >= 0.5 && s <= 4.0))
        return FailUsage("--ui-scale needs a number in [0.5, 4]");
      opt.ui_scale = static_cast<float>(s);
    } else if (a == "--theme") {
      const std::string* v = value("NAME");
      if (!v || !ThemeFromName(*v)) return FailUsage("--theme needs dark, light, slide or high-contrast");
      opt.theme = *v;
    } else if (a == "--dialog") {
      const std::string* v = value("NAME");
      if (!v || (*v != "help" && *v != "open" && *v != "save" && *v != "export-animation" &&
                 *v != "export-animation-running"))
        return FailUsage("--dialog needs help, open, save, export-animation or export-animation-running");
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
      if (!v || !j.is_object())
        return FailUsage("--practice-answers needs a JSON object, e.g. '{\"ti\": 0.5}'");
      opt.practice = true;
      opt.practice_answers = std::move(j);
    } else if (a == "--problem") {
      const std::string* v = value("CASE:SEED");
      const std::size_t colon = v ? v->rfind(':') : std::string::npos;
      char* end = nullptr;
      const unsigned long long k =
          colon != std::string::npos ? std::strtoull(v->c_str() + colon + 1, &end, 10) : 0;
      if (colon == std::string::npos || colon == 0 || *end != '\0' || k == 0)
        return FailUsage("--problem needs CASE:SEED, e.g. hit:7");
      opt.practice = true;
      opt.problem_case = v->substr(0, colon);
      opt.problem_seed = k;
    } else if (a == "--startup-times") {  // for `ricochet bench startup` (window.h)
      const std::string* v = value("FILE");
      if (!v) return FailUsage("--startup-times needs a file");
      opt.startup_times = *v;
    } else if (present && a == "--slide") {
      const std::string* v = value("N");
      char* end = nullptr;
      slide = v ? std::strtol(v->c_str(), &end, 10) : 0;
      if (!v || *end != '\0' || slide < 1 || slide > 100000)
        return FailUsage("--slide needs a slide number from 1");
    } else if (present && a == "--reveal") {
      const std::string* v = value("K");
      if (!v || v->empty()) return FailUsage("--reveal needs a step count, a step's key or all");
      reveal = *v;
    } else if (a.size() > 1 && a[0] == '-') {
      return FailUsage("unknown option " + Quoted(a));
    } else if (scene_path.empty()) {
      scene_path = a;
    } else {
      return FailUsage("one scene at a time (got " + Quoted(scene_path) + " and " + Quoted(a) + ")");
    }
  }
  if (!scene_path.empty() && !opt.lesson.empty())
    return FailUsage("give either --lesson or a scene file, not both");
  if (present && scene_path.empty() && opt.lesson.empty())
    return FailUsage("present needs DECK.json, SCENE.json or --lesson ID");
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
        return FailUsage("--slide " + std::to_string(slide) + ": " + opt.deck->file + " has " +
                         std::to_string(n) + " slide" + (n == 1 ? "" : "s"));
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

}  // namespace ricochet::app
