#include "cli/check_cli.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "check/answers.h"
#include "check/compile.h"
#include "check/out.h"
#include "check/report.h"
#include "check/run.h"
#include "check/worker.h"
#include "cli/args.h"
#include "cli/cli.h"
#include "cli/parse_only.h"
#include "export/export.h"
#include "lessons/lesson.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using cli::UsageError;
namespace cc = codecheck;

constexpr const char* kUsage =
    "usage: ricochet check FILE.c [FILE ...] | --lib LIB.so | --answers ANSWERS.json [--lesson ID,...] "
    "[--cases N] [--seed K] [--json] [--junit FILE] [--out DIR]; ricochet check --cases-out CASES.json "
    "[--lesson ID,...] [--cases N] [--seed K]; ricochet check --header";

struct CheckArgs {
  std::vector<std::string> files;
  std::string lib, answers, cases_out, junit, out;
  bool header = false, json = false;
  cc::CheckOptions options;
};

bool IsSource(const std::string& f) {
  const std::string e = std::filesystem::path(f).extension().string();
  return e == ".c" || e == ".cpp" || e == ".cc" || e == ".cxx" || e == ".C" || e == ".c++";
}

// The functions of the lessons named in "ID,ID".
std::vector<cc::Fn> FunctionsOf(const std::string& ids) {
  std::vector<cc::Fn> fns;
  for (const std::string& id : cli::Split(ids, ',')) {
    if (!FindLesson(id))
      throw UsageError{"--lesson: unknown lesson '" + id + "' (`ricochet lessons` lists them)"};
    std::string checked;
    bool any = false;
    for (const cc::FnInfo& f : cc::Functions()) {
      if (id == f.lesson) fns.push_back(f.fn), any = true;
      if (checked.find(f.lesson) == std::string::npos)
        checked += (checked.empty() ? "" : ", ") + std::string(f.lesson);
    }
    if (!any)
      throw UsageError{"--lesson: '" + id + "' has no function to check (the check covers " + checked + ")"};
  }
  return fns;
}

CheckArgs Parse(const std::vector<std::string>& argv) {
  CheckArgs a;
  cli::ArgWalker args(argv);
  while (!args.Done()) {
    const std::string s = args.Next();
    if (s == "--header") {
      args.NoValue(s), a.header = true;
    } else if (s == "--json") {
      args.NoValue(s), a.json = true;
    } else if (s == "--lib") {
      a.lib = args.Value(s);
    } else if (s == "--answers") {
      a.answers = args.Value(s);
    } else if (s == "--cases-out") {
      a.cases_out = args.Value(s);
    } else if (s == "--junit") {
      a.junit = args.Value(s);
    } else if (s == "--out") {
      a.out = args.Value(s);
    } else if (s == "--lesson") {
      a.options.functions = FunctionsOf(args.Value(s));
    } else if (s == "--cases") {
      const std::string v = args.Value(s);
      if (!cli::ParseInt(v, a.options.random_cases) || a.options.random_cases < 0 ||
          a.options.random_cases > 100000)
        throw UsageError{"--cases '" + v +
                         "': expected a whole number from 0 to 100000 (random cases per function)"};
    } else if (s == "--seed") {
      const std::string v = args.Value(s);
      const auto r = std::from_chars(v.data(), v.data() + v.size(), a.options.seed);
      if (v.empty() || r.ec != std::errc() || r.ptr != v.data() + v.size())
        throw UsageError{"--seed '" + v + "': expected a whole number from 0 to 18446744073709551615"};
    } else if (s.size() > 1 && s[0] == '-') {
      throw UsageError{"unknown option '" + s + "'"};
    } else {
      if (!IsSource(s)) throw UsageError{"'" + s + "': expected a C or C++ file (.c, .cpp, .cc, .cxx)"};
      a.files.push_back(s);
    }
  }
  const int modes = !a.files.empty() + !a.lib.empty() + !a.answers.empty() + !a.cases_out.empty() + a.header;
  if (modes == 0) throw UsageError{"nothing to check: give your C or C++ files"};
  if (modes > 1) throw UsageError{"give one of: source files, --lib, --answers, --cases-out, --header"};
  if (!a.cases_out.empty() && (a.json || !a.junit.empty() || !a.out.empty()))
    throw UsageError{"--cases-out writes the cases only (with --lesson, --cases, --seed)"};
  return a;
}

// A folder under $TMPDIR for the compiled library, removed with this.
class TempDir {
 public:
  TempDir() {
    std::string t = (std::filesystem::temp_directory_path() / "ricochet-check-XXXXXX").string();
    if (mkdtemp(t.data())) path_ = t;
  }
  ~TempDir() {
    std::error_code ec;
    if (!path_.empty()) std::filesystem::remove_all(path_, ec);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

int Check(const CheckArgs& a) {
  if (a.header) {
    std::fputs(cc::HeaderText(), stdout);
    return 0;
  }
  if (!a.cases_out.empty()) {
    WriteFileAtomically(a.cases_out, cc::CasesFile(a.options).dump(1) + "\n");
    std::printf("%s\n", a.cases_out.c_str());
    return 0;
  }
  for (const std::string& f : a.files) {
    if (!std::filesystem::is_regular_file(f)) throw UsageError{"no such file '" + f + "'"};
  }
  if (!a.lib.empty() && !std::filesystem::is_regular_file(a.lib))
    throw UsageError{"no such library '" + a.lib + "'"};
  if (!a.answers.empty() && !std::filesystem::is_regular_file(a.answers))
    throw UsageError{"no such answers file '" + a.answers + "'"};

  TempDir tmp;
  std::unique_ptr<cc::Subject> subject;
  std::string source;
  if (!a.answers.empty()) {
    subject = cc::AnswersFile::Read(ReadSceneFile(a.answers), a.answers);
    source = a.answers;
  } else {
    std::string lib = a.lib.empty() ? "" : std::filesystem::absolute(a.lib).string();
    if (!a.files.empty()) {
      for (const std::string& f : a.files) source += (source.empty() ? "" : " ") + f;
      if (tmp.path().empty()) {
        std::fprintf(stderr, "ricochet check: cannot create a temporary folder in %s\n",
                     std::filesystem::temp_directory_path().c_str());
        return 1;
      }
      const cc::Compiled c = cc::CompileStudent(a.files, tmp.path());
      std::fputs(c.log.c_str(), stderr);
      if (!c.ok) {
        std::fprintf(stderr, "ricochet check: %s does not compile (the compiler's messages are above)\n",
                     source.c_str());
        return 1;
      }
      lib = c.lib;
    } else {
      source = a.lib;
    }
    std::string error;
    subject = cc::StudentLibrary::Load({cc::WorkerPath(), lib}, &error);
    if (!subject) {
      std::fprintf(stderr, "ricochet check: %s\n", error.c_str());
      return 1;
    }
  }
  const cc::CheckResult result = cc::RunCheck(*subject, a.options);
  cc::WrittenFiles written;
  bool out_failed = false;
  if (!a.out.empty()) {
    try {
      written = cc::WriteFailures(result, a.out);
    } catch (const ExportError& e) {  // the report still comes
      std::fprintf(stderr, "ricochet check: --out: %s\n", e.what());
      out_failed = true;
    }
  }
  if (a.json) {
    std::cout << cc::ReportJson(result, source, written).dump(2) << '\n';
  } else {
    std::cout << cc::ReportText(result, source, written);
  }
  if (!a.junit.empty()) WriteFileAtomically(a.junit, cc::ReportJUnit(result, source));
  return !out_failed && result.Implemented() > 0 && result.Passed() == result.Implemented() ? 0 : 1;
}

}  // namespace

int RunCheck(const std::vector<std::string>& args) {
  if (cli::AsksForHelp(args)) {
    return SubcommandHelp(
        "check",
        "  Compiles your implementation of the lecture's functions (the header: ricochet check --header;\n"
        "  the guide: docs/check.md), runs each function you implemented in a separate process on the\n"
        "  lecture's cases, its lessons' edge cases and --cases random cases (500 by default, from --seed,\n"
        "  1 by default), and prints for each failing function its smallest failing case. --out DIR writes\n"
        "  each as a scene and a PNG; --json and --junit FILE for graders. --cases-out writes the cases for\n"
        "  a program in any language, --answers grades its answers. Exit 0: all pass; 1: a failure; 2: "
        "usage.\n");
  }
  try {
    const CheckArgs a = Parse(args);
    if (ParseOnly()) return 0;  // the CLI fuzz harness: arguments parsed, nothing compiled, read or run
    return Check(a);
  } catch (const UsageError& e) {
    std::fprintf(stderr, "ricochet check: %s (%s)\n", e.what.c_str(), kUsage);
    return 2;
  } catch (const SceneError& e) {
    std::fprintf(stderr, "ricochet check: %s\n", e.what());
    return 1;
  } catch (const ExportError& e) {
    std::fprintf(stderr, "ricochet check: %s\n", e.what());
    return 1;
  }
}

}  // namespace ricochet::app
