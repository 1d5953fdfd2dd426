// The dispatch table of `ricochet`'s subcommands, the help it makes, and RunCli.
#include "cli/cli.h"

#include <cstdio>

#include "cli/check_cli.h"
#include "cli/export_cli.h"
#include "cli/fields_cli.h"
#include "cli/sim_cli.h"
#include "cli/worksheet_cli.h"
#include "scene/files.h"

namespace ricochet::app {

namespace {

struct Subcommand {
  const char* name;
  const char* usage;  // its lines in --help
  int (*run)(const std::vector<std::string>&);
};

// A subcommand is one line here, and its <name>_cli.cpp.
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
     "ricochet check FILE.c [...] | --lib LIB.so | --answers ANSWERS.json [--lesson ID,...] [--cases N]\n"
     "                 [--seed K] [--json] [--junit FILE] [--out DIR]\n"
     "                                        run your own code of the lecture's functions against the "
     "lessons\n"
     "  ricochet check --cases-out CASES.json [--lesson ID,...] [--cases N] [--seed K]\n"
     "                                        the cases, for a program in any language to answer\n"
     "  ricochet check --header               the C header of the functions to implement",
     &RunCheck},
    {"fields",
     "ricochet fields                       every scene field of every lesson (docs/scene-fields.md)",
     &RunFields},
    {"tour",
     "ricochet tour --out DIR [--size WxH] [--theme NAME]\n"
     "                                        every lesson's figure to DIR/<id>.png (headless)",
     &RunExportTour},
    {"window-tour",
     "ricochet window-tour --out DIR        screenshots of the real window (Xvfb if no display)",
     &RunWindowTour},
    {"simulate", "ricochet simulate ...                 run a sandbox scene (see ricochet simulate --help)",
     &RunSimulate},
    {"bench", "ricochet bench sandbox|frames|startup ...  time the engine, the frames, the start-up",
     &RunBenchAll},
};

}  // namespace

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
  for (const Subcommand& c : kSubcommands) std::printf("  %s\n", c.usage);
  std::printf(
      "  ricochet --help | --version\n\n"
      "In the window: F1 lists every shortcut. Settings are kept in ~/.config/ricochet/imgui.ini.\n");
}

int SubcommandHelp(const char* name, const char* more) {
  for (const Subcommand& c : kSubcommands)
    if (std::string(name) == c.name) std::printf("usage: %s\n%s", c.usage, more);
  return 0;
}

int FailUsage(const std::string& what) {
  std::fprintf(stderr, "ricochet: %s (see ricochet --help)\n", Printable(what, 400).c_str());
  return 2;
}

int RunCli(const std::vector<std::string>& args) {
  if (!args.empty()) {
    for (const Subcommand& c : kSubcommands) {
      if (args[0] == c.name) return c.run({args.begin() + 1, args.end()});
    }
  }
  return RunWindowCli(args, false);
}

}  // namespace ricochet::app
