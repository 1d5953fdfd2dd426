#include "cli/worksheet_cli.h"

#include <charconv>
#include <cstdio>

#include "cli/args.h"
#include "cli/parse_only.h"
#include "export/export.h"
#include "export/worksheet.h"
#include "scene/files.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using cli::ArgWalker;
using cli::ParseInt;
using cli::Split;
using cli::UsageError;

constexpr const char* kUsage =
    "usage: ricochet worksheet --lesson ID[,ID...] --count N [--case NAME] --seed K --out SHEET.pdf "
    "[--answers] [--scenes-out DIR]";

WorksheetOptions ParseWorksheetArgs(const std::vector<std::string>& argv) {
  WorksheetOptions o;
  bool seed_given = false, count_given = false;
  ArgWalker args(argv);
  while (!args.Done()) {
    const std::string a = args.Next();
    if (a == "--lesson") {
      const std::string v = args.Value(a);
      o.lessons = Split(v, ',');
      for (const std::string& id : o.lessons) {
        if (id.empty())
          throw UsageError{"--lesson '" + v + "': expected ID[,ID...], e.g. ray-circle,elastic-1d"};
      }
    } else if (a == "--count") {
      const std::string v = args.Value(a);
      if (!ParseInt(v, o.count) || o.count < 1 || o.count > kWorksheetMaxProblems) {
        throw UsageError{"--count '" + v + "': expected a whole number from 1 to " +
                         std::to_string(kWorksheetMaxProblems)};
      }
      count_given = true;
    } else if (a == "--case") {
      o.problem_case = args.Value(a);
      if (o.problem_case.empty()) throw UsageError{"--case needs a case name, e.g. hit"};
    } else if (a == "--seed") {
      const std::string v = args.Value(a);
      const auto r = std::from_chars(v.data(), v.data() + v.size(), o.seed);
      if (v.empty() || r.ec != std::errc() || r.ptr != v.data() + v.size())
        throw UsageError{"--seed '" + v + "': expected a whole number from 0 to 18446744073709551615"};
      seed_given = true;
    } else if (a == "--out" || a == "-o") {
      o.out = args.Value(a);
    } else if (a == "--answers") {
      args.NoValue(a);
      o.answers = true;
    } else if (a == "--scenes-out") {
      o.scenes_out = args.Value(a);
      if (o.scenes_out.empty()) throw UsageError{"--scenes-out needs a folder"};
    } else {
      throw UsageError{"unexpected argument '" + a + "'"};
    }
  }
  if (o.lessons.empty()) throw UsageError{"missing --lesson ID[,ID...]"};
  if (!count_given) throw UsageError{"missing --count N"};
  if (!seed_given) throw UsageError{"missing --seed K (the same seed gives the same sheet)"};
  if (o.out.empty()) throw UsageError{"missing --out SHEET.pdf"};
  return o;
}

}  // namespace

int RunWorksheet(const std::vector<std::string>& args) {
  for (const std::string& a : args) {
    if (a == "--help" || a == "-h") {
      std::printf(
          "%s\n  Practice problems as a PDF, three a page: each problem's figure as given, the given values\n"
          "  and blanks for the results (the same blanks for every case of a lesson). Problem i is of the\n"
          "  i-th lesson in turn, of --case or else of the lesson's cases in turn, with a seed made from K\n"
          "  and i: the same options give the same sheet. --answers adds an answer key: each problem's\n"
          "  derivation as `ricochet explain` prints it. --scenes-out writes DIR/01.json ... so\n"
          "  `ricochet explain DIR/01.json` regenerates problem 1's key.\n",
          kUsage);
      return 0;
    }
  }
  try {
    const WorksheetOptions o = ParseWorksheetArgs(args);
    CheckWorksheetOptions(o);
    if (ParseOnly()) return 0;  // the CLI fuzz harness: arguments parsed, no file read or written
    const WorksheetResult r = ExportWorksheet(o);
    for (const std::string& f : r.files) std::printf("%s\n", f.c_str());
    return 0;
  } catch (const UsageError& e) {
    std::fprintf(stderr, "ricochet worksheet: %s (%s)\n", Printable(e.what, 400).c_str(), kUsage);
    return 2;
  } catch (const ExportError& e) {
    std::fprintf(stderr, "ricochet worksheet: %s\n", e.what());
    return e.kind == ExportError::Kind::BadOption ? 2 : 1;
  } catch (const SceneError& e) {
    std::fprintf(stderr, "ricochet worksheet: %s\n", e.what());
    return 1;
  }
}

}  // namespace ricochet::app
