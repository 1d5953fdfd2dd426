// `ricochet check` (app/check/, docs/check.md): the reference and a plain-C student pass every case, every
// typical student bug in app/tests/check/ is caught and shrunk to a case with one decimal at most, a crash,
// an endless loop and a NaN are reported while this process goes on, knife edges accept either answer, the
// header's trace names are the lessons' steps, and an answers file grades like a library. Each C file is
// compiled once per test process, when first used.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "check/answers.h"
#include "check/cases.h"
#include "check/compile.h"
#include "check/out.h"
#include "check/reference.h"
#include "check/report.h"
#include "check/run.h"
#include "check/scenes.h"
#include "check/shrink.h"
#include "check/trace_diff.h"
#include "check/worker.h"
#include "headless_imgui.h"
#include "lessons/lesson.h"
#include "scene/scene.h"

namespace ricochet::app::codecheck {
namespace {

namespace fs = std::filesystem;

const fs::path kBugs = fs::path(RICOCHET_SOURCE_DIR) / "app/tests/check";

// The C files of app/tests/check, each compiled into its own library the first time a test asks for it (ctest
// runs each test in a process of its own: each compiles only what it uses).
class Libraries {
 public:
  static Libraries& Get() {
    static Libraries libs;
    return libs;
  }
  const std::string& Lib(const std::string& name) {
    if (!libs_.count(name)) {
      const fs::path sub = fs::path(dir_) / name;
      fs::create_directories(sub);
      const Compiled c = CompileStudent({(kBugs / (name + ".c")).string()}, sub.string());
      EXPECT_TRUE(c.ok) << name << ".c did not compile:\n" << c.log;
      libs_[name] = c.ok ? c.lib : "";
    }
    return libs_[name];
  }
  ~Libraries() {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }

 private:
  Libraries() {
    std::string t = (fs::temp_directory_path() / "ricochet-check-test-XXXXXX").string();
    dir_ = mkdtemp(t.data()) ? t : "";
  }
  std::string dir_;
  std::map<std::string, std::string> libs_;
};

std::unique_ptr<StudentLibrary> Load(const std::string& lib, double cpu_seconds = 1.0) {
  std::string error;
  std::unique_ptr<StudentLibrary> s = StudentLibrary::Load({RICOCHET_CHECK_WORKER, lib, cpu_seconds}, &error);
  EXPECT_TRUE(s) << error;
  return s;
}

CheckResult Check(const std::string& lib, std::vector<Fn> fns = {}, int random = 200, std::uint64_t seed = 1,
                  double cpu_seconds = 1.0) {
  std::unique_ptr<StudentLibrary> s = Load(lib, cpu_seconds);
  if (!s) return {};
  CheckOptions o;
  o.functions = std::move(fns);
  o.random_cases = random;
  o.seed = seed;
  return RunCheck(*s, o);
}

// Every number has at most one decimal.
bool HasOneDecimal(Fn fn, const Numbers& in) {
  for (int k = 0; k < InCount(Info(fn)); ++k) {
    const double x = in[static_cast<std::size_t>(k)] * 10;
    if (std::abs(x - std::round(x)) > 1e-9 * std::max(1.0, std::abs(x))) return false;
  }
  return true;
}

TEST(CodeCheck, TheReferenceShimPassesEveryCaseOfEveryFunction) {
  for (const std::uint64_t seed : {1u, 2u}) {
    const CheckResult r = Check(RICOCHET_CHECK_REFERENCE, {}, 300, seed);
    ASSERT_EQ(r.functions.size(), kFnCount);
    for (const FunctionResult& f : r.functions) {
      EXPECT_TRUE(f.Passed()) << FunctionText(f);
      EXPECT_GT(f.cases, 300);  // the lecture's and the edge cases too
    }
  }
}

// A student who writes the header's words in plain C doubles, with no tolerance of their own, passes: the
// check is fair on knife edges (ti exactly 1, a graze, Bs on the line …).
TEST(CodeCheck, APlainCStudentPassesEveryCase) {
  for (const std::uint64_t seed : {1u, 7u, 12345u}) {
    const CheckResult r = Check(Libraries::Get().Lib("good"), {}, 500, seed);
    ASSERT_EQ(r.Implemented(), 9);
    for (const FunctionResult& f : r.functions)
      EXPECT_TRUE(f.Passed()) << "seed " << seed << "\n" << FunctionText(f);
  }
}

struct Bug {
  const char* file;
  Fn fn;
  const char* because;  // a phrase of the lesson's outcome of the smallest case ("" any)
};

TEST(CodeCheck, EveryTypicalBugIsCaughtAndShrunkToOneDecimal) {
  const Bug bugs[] = {
      {"normal_rotated", Fn::OutwardNormal, ""},
      {"bc_unnormalised", Fn::BoundaryCondition, ""},
      {"point_no_test5", Fn::PointVsWall, "after P1"},
      {"point_no_parallel", Fn::PointVsWall, "parallel"},
      {"reflect_one_s", Fn::Reflect, ""},
      {"ray_larger_root", Fn::RayVsCircle, ""},
      {"ray_no_behind", Fn::RayVsCircle, "behind"},
      {"circle_d_plus_r", Fn::CircleVsWall, ""},
      {"circle_no_caps", Fn::CircleVsWall, "endpoint problem"},
      {"cc_relative_added", Fn::CircleVsCircle, ""},
      {"cc_later_root", Fn::CircleVsCircle, "overlap"},
      {"elastic_masses_swapped", Fn::Elastic1D, ""},
      {"elastic_no_approach", Fn::Elastic1D, "not approaching"},
      {"elastic2d_whole_swap", Fn::Elastic2D, ""},
  };
  static_assert(std::size(bugs) >= 12);
  for (const Bug& b : bugs) {
    SCOPED_TRACE(b.file);
    const CheckResult r = Check(Libraries::Get().Lib(b.file), {b.fn});
    ASSERT_EQ(r.functions.size(), 1u);
    const FunctionResult& f = r.functions[0];
    ASSERT_TRUE(f.implemented);
    EXPECT_FALSE(f.Passed());
    ASSERT_TRUE(f.failure) << FunctionText(f);
    const Failure& x = *f.failure;
    EXPECT_TRUE(HasOneDecimal(b.fn, x.in)) << FunctionText(f);
    EXPECT_FALSE(x.grade.Passed());
    EXPECT_NE(x.grade.expected.because.find(b.because), std::string::npos) << FunctionText(f);
    // The report names the case and what differs.
    const std::string text = FunctionText(f);
    EXPECT_NE(text.find(ArgsText(Info(b.fn), x.in)), std::string::npos) << text;
    EXPECT_NE(text.find("expected"), std::string::npos);
  }
}

TEST(CodeCheck, ACrashALoopAndANaNAreReportedWithTheirCase) {
  {
    const CheckResult r = Check(Libraries::Get().Lib("crash"), {Fn::PointVsWall});
    const FunctionResult& f = r.functions.at(0);
    ASSERT_TRUE(f.failure);
    EXPECT_EQ(f.failure->got.status, Run::Status::Crashed);
    EXPECT_EQ(f.failure->got.code, SIGSEGV);
    EXPECT_LT(f.failure->in[2], f.failure->in[0]);  // the crash's own condition: Be left of Bs
    EXPECT_NE(FunctionText(f).find("SIGSEGV"), std::string::npos) << FunctionText(f);
  }
  {
    const CheckResult r = Check(Libraries::Get().Lib("loop"), {Fn::RayVsCircle}, 200, 1, 0.2);
    const FunctionResult& f = r.functions.at(0);
    ASSERT_TRUE(f.failure);
    EXPECT_EQ(f.failure->got.status, Run::Status::TimedOut);
    EXPECT_EQ(f.failed, 1);  // stops at the first endless call
    EXPECT_NE(f.stopped.find("did not return"), std::string::npos);
  }
  {
    const CheckResult r = Check(Libraries::Get().Lib("nan"), {Fn::Reflect});
    const FunctionResult& f = r.functions.at(0);
    ASSERT_TRUE(f.failure);
    EXPECT_EQ(f.failure->grade.problems.front().kind, ProblemKind::NotFinite) << FunctionText(f);
  }
}

// Without a trace the shrunk case is all there is; with one, the step where the student first parts from
// the lesson is marked: D = +r instead of −r.
TEST(CodeCheck, TheTraceMarksTheFirstStepThatDiffers) {
  const CheckResult r = Check(Libraries::Get().Lib("circle_d_plus_r"), {Fn::CircleVsWall});
  ASSERT_TRUE(r.functions.at(0).failure);
  const TraceDiff& t = r.functions[0].failure->trace;
  ASSERT_GE(t.first_difference, 0) << FunctionText(r.functions[0]);
  EXPECT_EQ(t.rows[static_cast<std::size_t>(t.first_difference)].key, "d");
  EXPECT_NE(FunctionText(r.functions[0]).find("the first step that differs"), std::string::npos);
}

TEST(CodeCheck, KnifeEdgesAcceptEitherAnswerAndNothingElse) {
  // Be exactly on the wall: the lesson says a hit at ti = 1; a miss is accepted too.
  const Numbers be_on_wall{3, 1, 0, 2.5, 0, 0, 0, 4};
  EXPECT_TRUE(KnifeEdge(Fn::PointVsWall, be_on_wall));
  codecheck::Run miss;
  miss.answer.ret = 0;
  EXPECT_TRUE(GradeCase(Fn::PointVsWall, be_on_wall, miss, {}).Passed());
  // A clear hit is no knife edge: a miss fails.
  const Numbers hit{3, 0.5, -2, 3, 0, 0, 0, 4};
  EXPECT_FALSE(KnifeEdge(Fn::PointVsWall, hit));
  const Grade g = GradeCase(Fn::PointVsWall, hit, miss, {});
  ASSERT_FALSE(g.Passed());
  EXPECT_EQ(g.problems.front().kind, ProblemKind::Verdict);
  // A graze of the pillar, both ways.
  const Numbers graze{0, 0, 10, 0, 5, 2, 2};
  EXPECT_TRUE(KnifeEdge(Fn::RayVsCircle, graze));
  EXPECT_TRUE(GradeCase(Fn::RayVsCircle, graze, miss, {}).Passed());
  // On a knife edge a claimed hit still meets the properties: a contact point off the circle fails.
  codecheck::Run off;
  off.answer.ret = 1;
  off.answer.out = {0.4, 4, 0, 0, 0};  // Bi = (4, 0): on the path, √5 from C
  const Grade off_grade = GradeCase(Fn::RayVsCircle, graze, off, {});
  ASSERT_FALSE(off_grade.Passed());
  EXPECT_EQ(off_grade.problems.front().kind, ProblemKind::Property);
  // A zero-length wall is degenerate, not a knife edge: only 0 passes.
  EXPECT_FALSE(KnifeEdge(Fn::PointVsWall, {3, 1, -1, 3, 1, 2, 1, 2}));
}

TEST(CodeCheck, ValuesAreComparedWithTheStatedRelativeTolerance) {
  const Numbers hit{3, 0.5, -2, 3, 0, 0, 0, 4};  // ti = 0.6, Bi = (0, 2)
  codecheck::Run near;
  near.answer = {1, {0.6 * (1 + 0.9 * kRelTol), 0, 2, 0, 0}};
  EXPECT_TRUE(GradeCase(Fn::PointVsWall, hit, near, {}).Passed());
  codecheck::Run far = near;
  far.answer.out[0] = 0.6 + 2 * kRelTol;
  EXPECT_FALSE(GradeCase(Fn::PointVsWall, hit, far, {}).Passed());
}

// Each name the header lists under "Trace names" is a step (by key) of the lesson's derivation of one of
// the function's lecture cases: the header promises nothing the report cannot match.
TEST(CodeCheck, TheHeadersTraceNamesAreStepsOfTheLessons) {
  const std::string header = HeaderText();
  for (const FnInfo& f : Functions()) {
    SCOPED_TRACE(f.name);
    const std::size_t at = header.find(std::string(" ") + f.name + "(");
    ASSERT_NE(at, std::string::npos);
    // The comment before the declaration holds its "Trace names: a, b (= …), c." list.
    const std::size_t open = header.rfind("/*", at);
    std::string list = header.substr(open, at - open);
    const std::size_t names_at = list.find("Trace names: ");
    ASSERT_NE(names_at, std::string::npos);
    list = std::regex_replace(list.substr(names_at + 13), std::regex("\\s*\\n\\s*\\*"), " ");
    for (std::string before; before != list;)
      before = list, list = std::regex_replace(list, std::regex("\\([^()]*\\)"), "");
    list = list.substr(0, list.find('.'));
    std::vector<Step> steps;
    for (const Case& c : LectureCases(f.fn)) {
      const std::optional<nlohmann::json> scene = SceneOf(f.fn, c.in);
      if (!scene) continue;
      try {
        for (const Step& s : Explain(*scene, c.name).steps) steps.push_back(s);
      } catch (const SceneError&) {
      }
    }
    std::stringstream names(std::regex_replace(list, std::regex("[,\\s]+"), " "));
    std::string name;
    int count = 0;
    while (names >> name) {
      ++count;
      const bool known =
          std::any_of(steps.begin(), steps.end(), [&](const Step& s) { return TraceNameMatches(s, name); });
      std::set<std::string> keys;
      for (const Step& s : steps) keys.insert(s.key);
      std::string all;
      for (const std::string& k : keys) all += k + " ";
      EXPECT_TRUE(known) << "'" << name << "' is no step of " << f.lesson << ": " << all;
    }
    EXPECT_GT(count, 0);
  }
}

}  // namespace

// The cases file of `o` with the reference's answer to every case; `lecture_hit`: the index of
// rc_point_vs_wall's "lecture: hit" case.
nlohmann::json AnsweredByTheReference(const CheckOptions& o, std::size_t* lecture_hit) {
  nlohmann::json cases = CasesFile(o);
  for (std::size_t i = 0; i < cases["cases"].size(); ++i) {
    nlohmann::json& c = cases["cases"][i];
    const FnInfo* f = FindFunction(c["function"].get<std::string>());
    Numbers in{};
    std::size_t k = 0;
    for (const ArgInfo& a : f->args) {
      const nlohmann::json& v = c["inputs"][a.name];
      if (Width(a.kind) == 2) {
        in[k] = v[0].get<double>(), in[k + 1] = v[1].get<double>();
      } else {
        in[k] = v.get<double>();
      }
      k += static_cast<std::size_t>(Width(a.kind));
    }
    c["answer"] = AnswerJson(*f, Reference(f->fn, in).answer);
    if (f->fn == Fn::PointVsWall && c["name"] == "lecture: hit") *lecture_hit = i;
  }
  return cases;
}

namespace {

// Any language: the cases file, answered by the reference, passes; one wrong answer fails with its case.
TEST(CodeCheck, AnAnswersFileIsGradedLikeALibrary) {
  CheckOptions o;
  o.functions = {Fn::PointVsWall, Fn::Elastic1D};
  o.random_cases = 40;
  std::size_t wrong = 0;
  nlohmann::json cases = AnsweredByTheReference(o, &wrong);
  {
    std::unique_ptr<AnswersFile> a = AnswersFile::Read(cases, "answers.json");
    const CheckResult r = RunCheck(*a, o);
    ASSERT_EQ(r.functions.size(), 2u);
    for (const FunctionResult& f : r.functions) EXPECT_TRUE(f.Passed()) << FunctionText(f);
  }
  cases["cases"][wrong]["answer"] = {{"returned", 0}};
  std::unique_ptr<AnswersFile> a = AnswersFile::Read(cases, "answers.json");
  const CheckResult r = RunCheck(*a, o);
  ASSERT_TRUE(r.functions.at(0).failure);
  EXPECT_EQ(r.functions[0].failed, 1);
  EXPECT_EQ(r.functions[0].failure->found.name, "lecture: hit");
  // A malformed file is one line naming the case and the field.
  cases["cases"][wrong]["answer"] = {{"returned", 1}, {"ti", "soon"}};
  try {
    AnswersFile::Read(cases, "answers.json");
    ADD_FAILURE() << "no error";
  } catch (const SceneError& e) {
    EXPECT_EQ(e.field, "cases[" + std::to_string(wrong) + "].answer.ti");
  }
}

TEST(CodeCheck, ACompileErrorKeepsTheCompilersMessage) {
  std::string t = (fs::temp_directory_path() / "ricochet-check-broken-XXXXXX").string();
  ASSERT_TRUE(mkdtemp(t.data()));
  const fs::path src = fs::path(t) / "broken.c";
  std::ofstream(src) << "#include \"ricochet_check.h\"\nint rc_point_vs_wall(void) { return }\n";
  const Compiled c = CompileStudent({src.string()}, t);
  EXPECT_FALSE(c.ok);
  EXPECT_NE(c.log.find("broken.c"), std::string::npos) << c.log;
  fs::remove_all(t);
}

// The failing case is a scene its lesson opens, and the lesson's explain derives it.
TEST(CodeCheck, TheFailingCaseIsASceneOfItsLesson) {
  const CheckResult r = Check(Libraries::Get().Lib("point_no_test5"), {Fn::PointVsWall});
  const std::optional<nlohmann::json> scene = FailureScene(r.functions.at(0));
  ASSERT_TRUE(scene);
  EXPECT_EQ((*scene)["lesson"], "point-segment");
  EXPECT_EQ((*scene)["check"]["function"], "rc_point_vs_wall");
  const Derivation d = Explain(*scene, "failing.json");
  EXPECT_EQ(d.result["collides"], false);
  std::unique_ptr<Lesson> l = FindLesson("point-segment")->Make();
  l->LoadScene(*scene);
  EXPECT_EQ(CaseOf(Fn::PointVsWall, l->SaveScene(), "saved"), r.functions[0].failure->in);
}

// Shrinking keeps the failure: from a messy case of test 5 missing, to one decimal, still after P1.
TEST(CodeCheck, ShrinkingKeepsTheFailureAndSimplifies) {
  const Numbers messy{3.14159, 6.2831, -2.71828, 7.389, 0.1234, 0.5678, 0.4321, 4.3219};
  const auto after_p1 = [](const Numbers& x) {
    const Expected e = Reference(Fn::PointVsWall, x);
    return e.because.find("after P1") != std::string::npos;
  };
  ASSERT_TRUE(after_p1(messy));
  const Shrunk s = Shrink(Fn::PointVsWall, messy, after_p1, 2000);
  EXPECT_TRUE(after_p1(s.in));
  EXPECT_TRUE(HasOneDecimal(Fn::PointVsWall, s.in));
  EXPECT_LT(Complexity(Fn::PointVsWall, s.in), Complexity(Fn::PointVsWall, messy));
}

}  // namespace
}  // namespace ricochet::app::codecheck

namespace ricochet::app {
namespace {

class CodeCheckWindow : public ImGuiContextTest {};

// File → Check my code…: the run on its thread, Show opens the failing case in its lesson with the student's
// answer over it, and a handle dragged to a new case runs the student's function again on it.
TEST_F(CodeCheckWindow, ShowOpensTheCaseAndADragRunsTheStudentAgain) {
  setenv("RICOCHET_CHECK_WORKER", RICOCHET_CHECK_WORKER, 1);  // the window finds it beside ricochet
  Shell sh(false);
  sh.SetFonts(fonts_);
  sh.OpenLesson("edge-normal");
  Frame(sh);
  CheckDialog& c = sh.checker();
  c.Start((codecheck::kBugs / "point_no_test5.c").string(), 50);
  EXPECT_TRUE(sh.Animating());  // frames keep coming for the progress bar
  c.Wait();
  ASSERT_TRUE(c.Result()) << c.Error();
  EXPECT_FALSE(sh.Animating());
  ASSERT_TRUE(c.Show(sh, codecheck::Fn::PointVsWall)) << c.Error();
  EXPECT_EQ(sh.lesson()->Id(), "point-segment");
  Frame(sh);
  Figure fig;
  c.DrawOverlay(fig, *sh.lesson(), sh.state());
  const auto labelled = [&](const std::string& text) {
    return std::any_of(fig.prims().begin(), fig.prims().end(),
                       [&](const Prim& p) { return p.text.find(text) != std::string::npos; });
  };
  EXPECT_TRUE(labelled("your Bi"));
  EXPECT_TRUE(labelled("expected: 0"));
  const std::optional<codecheck::Numbers> first = c.OverlayCase();
  ASSERT_TRUE(first);
  // Drag Be across the wall's middle: a hit, which the student's code gets right.
  const std::vector<Handle> hs = sh.lesson()->Handles();
  for (std::size_t i = 0; i < hs.size(); ++i) {
    if (std::string(hs[i].name) == "Be")
      sh.lesson()->MoveHandle(static_cast<int>(i), Vec2{-3, (*first)[5] + 0.5 * ((*first)[7] - (*first)[5])});
  }
  sh.lesson()->Update();
  Frame(sh);
  const std::optional<codecheck::Numbers> second = c.OverlayCase();
  ASSERT_TRUE(second);
  EXPECT_NE(*second, *first);
  EXPECT_EQ((*second)[2], -3);
  // Another lesson: no overlay.
  sh.OpenLesson("ray-circle");
  Figure other;
  c.DrawOverlay(other, *sh.lesson(), sh.state());
  EXPECT_TRUE(other.prims().empty());
}

// An answers file in the window (the browser's only way in): graded at once, Show draws the file's answer
// over its case, a dragged case has no answer in the file (nothing drawn, and the text says so), and a
// malformed file is refused naming the file and the field.
TEST_F(CodeCheckWindow, AnAnswersFileIsShownButNotRerun) {
  Shell sh(false);
  sh.SetFonts(fonts_);
  sh.OpenLesson("edge-normal");
  Frame(sh);
  codecheck::CheckOptions o;
  o.functions = {codecheck::Fn::PointVsWall};
  o.random_cases = 5;
  std::size_t hit = 0;
  nlohmann::json answers = codecheck::AnsweredByTheReference(o, &hit);
  answers["cases"][hit]["answer"] = {{"returned", 0}};
  CheckDialog& c = sh.checker();
  ASSERT_TRUE(c.LoadAnswers(answers.dump(), "answers.json")) << c.Error();
  EXPECT_EQ(c.Source(), "answers.json");
  ASSERT_TRUE(c.Result());
  EXPECT_EQ(c.Result()->Implemented(), 1);
  EXPECT_EQ(c.Result()->Passed(), 0);
  ASSERT_TRUE(c.Show(sh, codecheck::Fn::PointVsWall)) << c.Error();
  EXPECT_EQ(sh.lesson()->Id(), "point-segment");
  Frame(sh);
  Figure fig;
  c.DrawOverlay(fig, *sh.lesson(), sh.state());
  EXPECT_TRUE(std::any_of(fig.prims().begin(), fig.prims().end(),
                          [](const Prim& p) { return p.text.find("yours: 0") != std::string::npos; }));
  EXPECT_NE(c.OverlayText().find("Yours: 0 (no collision); expected: 1"), std::string::npos)
      << c.OverlayText();
  const std::vector<Handle> handles = sh.lesson()->Handles();
  for (std::size_t i = 0; i < handles.size(); ++i) {
    if (std::string(handles[i].name) == "Be") {
      sh.lesson()->MoveHandle(static_cast<int>(i), *handles[i].pos + Vec2{-0.25, 0.125});
    }
  }
  sh.lesson()->Update();
  Frame(sh);
  Figure dragged;
  c.DrawOverlay(dragged, *sh.lesson(), sh.state());
  EXPECT_FALSE(c.OverlayCase());
  EXPECT_NE(c.OverlayText().find("no answer for the case shown"), std::string::npos) << c.OverlayText();
  c.HideOverlay();
  EXPECT_EQ(c.OverlayText(), "");

  answers["cases"][hit]["answer"] = {{"returned", 1}, {"ti", "soon"}};
  EXPECT_FALSE(c.LoadAnswers(answers.dump(), "answers.json"));
  EXPECT_FALSE(c.Result());
  EXPECT_NE(c.Error().find("answers.json"), std::string::npos) << c.Error();
  EXPECT_NE(c.Error().find("cases[" + std::to_string(hit) + "].answer.ti"), std::string::npos) << c.Error();
  EXPECT_FALSE(c.LoadAnswers("{\"cases\": [", "broken.json"));
  EXPECT_NE(c.Error().find("broken.json"), std::string::npos) << c.Error();
}

}  // namespace
}  // namespace ricochet::app
