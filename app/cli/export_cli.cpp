// `ricochet export` and `ricochet tour`: figures to files with no window, no display, no GLFW.
#include "cli/export_cli.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <sstream>

#include "cli/args.h"
#include "cli/cli.h"
#include "cli/parse_only.h"
#include "deck/deck.h"
#include "export/export.h"
#include "export/handout.h"
#include "export/video.h"
#include "scene/files.h"
#include "scene/scene.h"

namespace ricochet::app {
namespace {

using cli::ArgWalker;
using cli::ParseDouble;
using cli::ParseInt;
using cli::Split;
using cli::UsageError;

constexpr const char* kExportUsage =
    "usage: ricochet export (SCENE.json | --lesson ID) --out FILE.(png|svg|pdf|mp4|gif) [--size WxH] "
    "[--theme dark|light|slide|high-contrast] [--transparent] [--no-grid] [--t T] [--reveal N] [--view "
    "fit|x0,y0,x1,y1] "
    "[--caption sym,sym,...] [movie: --fps F] [--duration S] [--from T0] [--to T1] [--hold S] | "
    "ricochet export DECK.json (--slide N (any of the above) | --out HANDOUT.pdf|DIR/ [--size WxH] [--theme "
    "...] [--notes])";
constexpr const char* kTourUsage =
    "usage: ricochet tour --out DIR [--size WxH] [--theme dark|light|slide|high-contrast]";

void ParseSize(const std::string& v, ExportOptions& o) {
  const std::size_t x = v.find('x');
  if (x == std::string::npos || !ParseInt(v.substr(0, x), o.width) || !ParseInt(v.substr(x + 1), o.height) ||
      o.width < 1 || o.height < 1 || o.width > kMaxExportSide || o.height > kMaxExportSide) {
    throw UsageError{"--size '" + v + "': expected WxH, e.g. 3840x2160 (1.." +
                     std::to_string(kMaxExportSide) + " px per side)"};
  }
}

void ParseTheme(const std::string& v, ExportOptions& o) {
  const std::optional<ThemeId> id = ThemeFromName(v);
  if (!id) throw UsageError{"--theme '" + v + "': expected dark, light, slide or high-contrast"};
  o.theme = *id;
}

struct ExportJob {
  std::string scene_path, lesson_id;
  ExportOptions options;
  bool theme_given = false, size_given = false;
  std::vector<std::string> scene_only;  // options that shape one figure (a deck's handout refuses them)
  std::optional<VideoOptions> movie;    // --out FILE.mp4 | FILE.gif (its frame: `options`, set when run)
  int slide = 0;                        // --slide N of a deck (from 1); 0: the deck's handout
  bool notes = false;                   // --notes: the handout is the presenter's copy (the slides' notes)
};

// Seconds for --duration (> 0) and --hold (≥ 0).
double ParseSeconds(const std::string& opt, const std::string& v, bool zero_ok) {
  double s = 0;
  if (!ParseDouble(v, s) || s < 0 || (s == 0 && !zero_ok) || s > kMaxVideoSeconds) {
    throw UsageError{opt + " '" + v + "': expected seconds " + (zero_ok ? "≥ 0" : "> 0") + ", at most " +
                     std::to_string(static_cast<int>(kMaxVideoSeconds))};
  }
  return s;
}

ExportJob ParseExportArgs(const std::vector<std::string>& argv) {
  ExportJob job;
  ExportOptions& o = job.options;
  VideoOptions video;
  std::string movie_option, still_option;  // an option given that only a movie (a still) takes
  ArgWalker args(argv);
  while (!args.Done()) {
    const std::string a = args.Next();
    if (a == "--out" || a == "-o") {
      o.path = args.Value(a);
    } else if (a == "--lesson") {
      job.lesson_id = args.Value(a);
    } else if (a == "--size") {
      ParseSize(args.Value(a), o);
      job.size_given = true;
    } else if (a == "--theme") {
      ParseTheme(args.Value(a), o);
      job.theme_given = true;
    } else if (a == "--transparent") {
      job.scene_only.push_back(a);
      args.NoValue(a);
      o.transparent = true;
    } else if (a == "--no-grid") {
      job.scene_only.push_back(a);
      args.NoValue(a);
      o.grid = false;
    } else if (a == "--t") {
      job.scene_only.push_back(a);
      const std::string v = args.Value(a);
      if (!ParseDouble(v, o.state.t)) throw UsageError{"--t '" + v + "': expected a number, e.g. 0.3"};
      still_option = a;
    } else if (a == "--fps") {
      const std::string v = args.Value(a);
      if (!ParseInt(v, video.fps) || video.fps < 1 || video.fps > kMaxVideoFps) {
        throw UsageError{"--fps '" + v + "': expected a whole number of frames per second, 1.." +
                         std::to_string(kMaxVideoFps)};
      }
      movie_option = a;
    } else if (a == "--duration" || a == "--hold") {
      (a == "--duration" ? video.duration : video.hold) = ParseSeconds(a, args.Value(a), a == "--hold");
      movie_option = a;
    } else if (a == "--from" || a == "--to") {
      const std::string v = args.Value(a);
      if (!ParseDouble(v, a == "--from" ? video.from : video.to)) {
        throw UsageError{a + " '" + v + "': expected a time t, e.g. 0.5"};
      }
      movie_option = a;
    } else if (a == "--notes") {
      args.NoValue(a);
      job.notes = true;
    } else if (a == "--slide") {
      const std::string v = args.Value(a);
      if (!ParseInt(v, job.slide) || job.slide < 1) {
        throw UsageError{"--slide '" + v + "': expected a slide number (1 is the first)"};
      }
    } else if (a == "--reveal") {
      job.scene_only.push_back(a);
      const std::string v = args.Value(a);
      if (!ParseInt(v, o.state.reveal) || o.state.reveal < 0) {
        throw UsageError{"--reveal '" + v + "': expected a whole number ≥ 0"};
      }
    } else if (a == "--view") {
      job.scene_only.push_back(a);
      const std::string v = args.Value(a);
      if (v != "fit") {
        const std::vector<std::string> p = Split(v, ',');
        double c[4];
        if (p.size() != 4 || !ParseDouble(p[0], c[0]) || !ParseDouble(p[1], c[1]) ||
            !ParseDouble(p[2], c[2]) || !ParseDouble(p[3], c[3]) || !(c[2] > c[0]) || !(c[3] > c[1])) {
          throw UsageError{"--view '" + v + "': expected fit or x0,y0,x1,y1 with x1 > x0 and y1 > y0"};
        }
        o.view = Bounds{{c[0], c[1]}, {c[2], c[3]}};
      }
    } else if (a == "--caption") {
      job.scene_only.push_back(a);
      const std::string v = args.Value(a);
      for (const std::string& s : Split(v, ',')) {
        if (s.empty()) throw UsageError{"--caption '" + v + "': empty symbol"};
        o.caption.push_back(s);
      }
    } else if (a.size() > 1 && a[0] == '-') {
      throw UsageError{"unknown option '" + a + "'"};
    } else if (job.scene_path.empty()) {
      job.scene_path = a;
    } else {
      throw UsageError{"one scene at a time (got '" + job.scene_path + "' and '" + a + "')"};
    }
  }
  if (job.scene_path.empty() == job.lesson_id.empty()) {
    throw UsageError{job.scene_path.empty() ? "missing SCENE.json or --lesson ID"
                                            : "give SCENE.json or --lesson, not both"};
  }
  if (o.path.empty()) throw UsageError{"missing --out FILE.(png|svg|pdf|mp4|gif)"};
  if (VideoFormatFromPath(o.path)) {
    if (!still_option.empty()) {
      throw UsageError{still_option + " is for a still image; a movie goes from --from to --to"};
    }
    if (o.transparent && *VideoFormatFromPath(o.path) == VideoFormat::Mp4) {
      throw UsageError{"--transparent: GIF only (H.264 in MP4 has no alpha channel)"};
    }
    job.movie = video;
  } else if (!FormatFromPath(o.path) && !IsFolderPath(o.path)) {
    throw UsageError{"--out '" + o.path +
                     "': the file name must end in .png, .svg, .pdf, .mp4 or .gif (or DIR/ for a deck)"};
  } else if (!movie_option.empty()) {
    throw UsageError{movie_option + " is for a movie (--out FILE.mp4 or FILE.gif)"};
  }
  return job;
}

std::unique_ptr<Lesson> MakeLesson(const std::string& id) {
  const LessonEntry* e = FindLesson(id);
  if (!e) {
    std::string ids;
    for (const LessonEntry& l : LessonList()) ids += (ids.empty() ? "" : ", ") + std::string(l.id);
    throw UsageError{"unknown lesson '" + id + "' (lessons: " + ids + ")"};
  }
  return e->Make();
}

// Slide N of a deck, for one figure or movie: its lesson, and its reveal and t unless --reveal or --t say.
std::unique_ptr<Lesson> OpenDeckSlide(const Deck& deck, ExportJob& job) {
  if (job.slide > static_cast<int>(deck.slides.size())) {
    throw UsageError{"--slide " + std::to_string(job.slide) + ": '" + deck.file + "' has " +
                     std::to_string(deck.slides.size()) + " slides"};
  }
  OpenedSlide s = OpenSlide(deck.slides[static_cast<std::size_t>(job.slide - 1)]);
  auto given = [&](const char* opt) {
    return std::find(job.scene_only.begin(), job.scene_only.end(), opt) != job.scene_only.end();
  };
  if (!given("--reveal")) job.options.state.reveal = s.state.reveal;
  if (!given("--t")) job.options.state.t = s.state.t;
  return std::move(s.lesson);
}

// A movie, frame by frame; on a terminal, how far it is (a long one takes minutes), on one line of stderr
// that is cleared when it ends.
void ExportMovie(std::unique_ptr<Lesson> lesson, const VideoOptions& o) {
  const std::unique_ptr<VideoExport> job = StartVideoExport(std::move(lesson), o);
  const bool tty = isatty(STDERR_FILENO);
  struct Clear {
    bool on;
    ~Clear() {
      if (on) std::fprintf(stderr, "\r\033[K");
    }
  } clear{tty};
  for (int shown = -1; job->Step();) {
    const int percent = 100 * job->Done() / std::max(1, job->Total());
    if (tty && percent != shown)
      std::fprintf(stderr, "\r%s: %d %%", Printable(o.frame.path).c_str(), shown = percent);
  }
}

// A deck: the handout, a PDF page or a PNG per slide.
int ExportDeck(const ExportJob& job, const Deck& deck) {
  if (!job.scene_only.empty()) {
    throw UsageError{job.scene_only.front() +
                     " shapes one figure; a deck's handout draws each slide at its own steps and t"};
  }
  HandoutOptions h;
  h.out = job.options.path;
  if (job.theme_given) h.theme = job.options.theme;
  if (job.size_given) h.width = job.options.width, h.height = job.options.height;
  h.notes = job.notes;
  for (const std::string& f : ExportHandout(deck, h)) std::printf("%s\n", f.c_str());
  return 0;
}

}  // namespace

int RunExport(const std::vector<std::string>& args) {
  if (cli::AsksForHelp(args)) {
    // Every option, as a bad command line's message lists them, then what it does.
    const std::string more =
        std::string("  every option: ") + (kExportUsage + std::strlen("usage: ")) +
        "\n"
        "  Writes the lesson's figure (no window or display needed). The format comes from the\n"
        "  extension. --out is replaced if it exists (written to a temp file, then renamed).\n"
        "  A movie (.mp4: H.264; .gif) sweeps the lesson's time t from --from (default 0) to --to (1)\n"
        "  in --duration seconds (4; the sandbox runs its simulation), then holds the last frame for\n"
        "  --hold seconds (1), at --fps frames per second (30) and --size (1920x1080).\n"
        "  A deck (DECK.json) becomes a handout for the students: one PDF page per slide (title,\n"
        "  figure and derivation as the slide leaves them, the slide's text), or with --out DIR/ one\n"
        "  PNG per slide (DIR/slide-01.png …); --notes adds the presenter's notes (the presenter's\n"
        "  copy). With --slide N, slide N's figure (or movie) at its reveal and t.\n";
    return SubcommandHelp("export", more.c_str());
  }
  try {
    ExportJob job = ParseExportArgs(args);
    std::unique_ptr<Lesson> lesson;
    if (!job.lesson_id.empty()) {
      if (job.slide) throw UsageError{"--slide is for a deck (DECK.json), not --lesson"};
      lesson = MakeLesson(job.lesson_id);
    }
    if (ParseOnly()) return 0;  // the CLI fuzz harness: arguments parsed, no file read or written
    if (!lesson) {
      const std::string file = job.scene_path == "-" ? "<stdin>" : job.scene_path;
      const nlohmann::json scene = ReadSceneFile(job.scene_path);
      const bool deck = IsDeck(scene);
      if (deck && !job.slide) {
        if (job.movie) throw UsageError{"a deck's movie is one slide's: add --slide N"};
        return ExportDeck(job, ReadDeck(scene, file));
      }
      if (IsFolderPath(job.options.path))
        throw UsageError{"--out '" + job.options.path +
                         "': a folder is for a deck's handout; one figure needs FILE.(png|svg|pdf|mp4|gif)"};
      if (deck) {
        lesson = OpenDeckSlide(ReadDeck(scene, file), job);
      } else {
        if (job.slide) throw UsageError{"--slide is for a deck (DECK.json); '" + file + "' is a scene"};
        lesson = MakeLesson(ReadLessonId(scene, file));
        try {
          lesson->LoadScene(scene);
        } catch (const SceneError& e) {  // lessons do not know the file name: name it here
          throw SceneError(file, e.field, e.problem);
        }
      }
    }
    if (job.notes) throw UsageError{"--notes is for a deck's handout (DECK.json --out HANDOUT.pdf or DIR/)"};
    lesson->Update();
    if (job.movie) {
      job.movie->frame = job.options;
      ExportMovie(std::move(lesson), *job.movie);
    } else {
      ExportFigure(*lesson, job.options);
    }
    std::printf("%s\n", job.options.path.c_str());
    return 0;
  } catch (const UsageError& e) {
    std::fprintf(stderr, "ricochet export: %s (%s)\n", Printable(e.what, 400).c_str(), kExportUsage);
    return 2;
  } catch (const SceneError& e) {
    std::fprintf(stderr, "ricochet export: %s\n", e.what());
    return 1;
  } catch (const ExportError& e) {
    std::fprintf(stderr, "ricochet export: %s\n", e.what());
    return e.kind == ExportError::Kind::BadOption ? 2 : 1;
  }
}

int RunExportTour(const std::vector<std::string>& argv) {
  if (cli::AsksForHelp(argv)) {
    return SubcommandHelp(
        "tour",
        "  Writes every lesson's figure to DIR/<id>.png (no display needed); --theme: dark, light,\n"
        "  slide or high-contrast.\n");
  }
  ExportOptions o;
  std::string dir;
  try {
    ArgWalker args(argv);
    while (!args.Done()) {
      const std::string a = args.Next();
      if (a == "--out" || a == "-o") {
        dir = args.Value(a);
      } else if (a == "--size") {
        ParseSize(args.Value(a), o);
      } else if (a == "--theme") {
        ParseTheme(args.Value(a), o);
      } else {
        throw UsageError{"unexpected argument '" + a + "'"};
      }
    }
    if (dir.empty()) throw UsageError{"missing --out DIR"};
  } catch (const UsageError& e) {
    std::fprintf(stderr, "ricochet tour: %s (%s)\n", Printable(e.what, 400).c_str(), kTourUsage);
    return 2;
  }
  if (ParseOnly()) return 0;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    std::fprintf(stderr, "ricochet tour: cannot create '%s': %s\n", dir.c_str(), ec.message().c_str());
    return 1;
  }
  int failed = 0;
  for (const LessonEntry& e : LessonList()) {
    o.path = (std::filesystem::path(dir) / (std::string(e.id) + ".png")).string();
    try {
      std::unique_ptr<Lesson> lesson = e.Make();
      lesson->Update();
      ExportFigure(*lesson, o);
      std::printf("%s\n", o.path.c_str());
    } catch (const std::exception& ex) {
      std::fprintf(stderr, "ricochet tour: %s: %s\n", e.id, ex.what());
      ++failed;
    }
  }
  return failed ? 1 : 0;
}

}  // namespace ricochet::app
