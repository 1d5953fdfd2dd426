// The worksheet's content (export/worksheet.h): lessons in turn and cases spread over the count, seeds per
// problem, blanks that never give the case away, and an answer key that is `ricochet explain` of the
// problem's scene. The PDF itself is checked end to end by worksheet_cli_test.sh.
#include "export/worksheet.h"

#include <gtest/gtest.h>

#include <cctype>
#include <set>

#include "explain/explain.h"
#include "export/export.h"
#include "lessons/lesson.h"

namespace ricochet::app {
namespace {

// The sheet: 6 problems over three lessons — each lesson's two problems are its first case and one
// from the middle of its list, not its first two (hit and miss) every time.
TEST(Worksheet, CasesSpreadOverTheWholeCount) {
  WorksheetOptions o;
  o.lessons = {"point-segment", "ray-circle", "elastic-2d"};
  o.count = 6;
  o.seed = 3;
  o.out = "sheet.pdf";
  const std::vector<practice::Problem> p = WorksheetProblems(o);
  ASSERT_EQ(p.size(), 6u);
  for (std::size_t l = 0; l < 3; ++l) {
    const auto cases = practice::ProblemCases(o.lessons[l]);
    EXPECT_EQ(p[l].problem_case, cases[0]);
    EXPECT_EQ(p[l + 3].problem_case, cases[cases.size() / 2]) << o.lessons[l];
  }
}

// One number format a problem: every given number with the same decimals; the key starts with the short
// answers, one line a problem.
TEST(Worksheet, OneNumberFormatAProblemAndShortAnswers) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    std::string error;
    const auto p = practice::GenerateProblem("point-segment", "hit", seed, &error);
    ASSERT_TRUE(p) << error;
    const WorksheetEntry e = WorksheetText(*p, 1);
    std::set<std::size_t> decimals;
    for (const std::string& g : e.given) {
      for (std::size_t at = 0; (at = g.find_first_of("0123456789", at)) != std::string::npos;) {
        const std::size_t end = g.find_first_not_of("0123456789.", at);
        if (at > 0 && std::isalpha(static_cast<unsigned char>(g[at - 1]))) {  // a symbol's index: P0, V1
          at = end == std::string::npos ? g.size() : end;
          continue;
        }
        const std::string number = g.substr(at, end == std::string::npos ? std::string::npos : end - at);
        const std::size_t point = number.find('.');
        decimals.insert(point == std::string::npos ? 0 : number.size() - point - 1);
        at = end == std::string::npos ? g.size() : end;
      }
      EXPECT_EQ(g.find('-'), std::string::npos) << g << ": the minus sign is U+2212";
    }
    EXPECT_EQ(decimals.size(), 1u) << seed;
    ASSERT_EQ(e.answers.size(), e.find.size());
    for (std::size_t k = 0; k < e.find.size(); ++k) EXPECT_EQ(e.answers[k].rfind(e.find[k] + " = ", 0), 0u);
  }
}

TEST(Worksheet, LessonsAndCasesTakeTurnsWithAProblemSeedEach) {
  WorksheetOptions o;
  o.lessons = {"ray-circle", "elastic-1d"};
  o.count = 7;
  o.seed = 11;
  o.out = "sheet.pdf";
  const std::vector<practice::Problem> p = WorksheetProblems(o);
  ASSERT_EQ(p.size(), 7u);
  const auto rc = practice::ProblemCases("ray-circle"), e1 = practice::ProblemCases("elastic-1d");
  for (int i = 0; i < 7; ++i) {
    const auto& q = p[static_cast<std::size_t>(i)];
    EXPECT_EQ(q.lesson, i % 2 == 0 ? "ray-circle" : "elastic-1d") << i;
    const auto& cases = i % 2 == 0 ? rc : e1;
    // Spread over the lesson's list: ray-circle's 4 problems take cases 0, 1, 3, 4 of its 6; elastic-1d's 3
    // take 0, 1, 2 of its 4.
    const std::size_t m = i % 2 == 0 ? 4 : 3, j = static_cast<std::size_t>(i / 2);
    EXPECT_EQ(q.problem_case, cases[j * cases.size() / m]) << i;
    EXPECT_EQ(q.seed, WorksheetProblemSeed(11, i));
  }
  EXPECT_NE(WorksheetProblemSeed(11, 0), WorksheetProblemSeed(11, 1));
  EXPECT_NE(WorksheetProblemSeed(11, 0), WorksheetProblemSeed(12, 0));
  // The same options, the same problems; --case fixes the case.
  const std::vector<practice::Problem> again = WorksheetProblems(o);
  for (std::size_t i = 0; i < p.size(); ++i) EXPECT_EQ(again[i].scene, p[i].scene);
  o.lessons = {"ray-circle"};
  o.problem_case = "graze";
  for (const practice::Problem& q : WorksheetProblems(o)) EXPECT_EQ(q.problem_case, "graze");
}

TEST(Worksheet, BadOptionsNameTheOption) {
  const auto error = [](WorksheetOptions o) -> std::string {
    try {
      CheckWorksheetOptions(o);
    } catch (const ExportError& e) {
      EXPECT_EQ(e.kind, ExportError::Kind::BadOption);
      return e.what();
    }
    return "";
  };
  WorksheetOptions ok;
  ok.lessons = {"ray-circle"};
  ok.count = 3;
  ok.out = "a.pdf";
  EXPECT_EQ(error(ok), "");
  WorksheetOptions o = ok;
  o.lessons = {"sandbox"};
  EXPECT_NE(error(o).find("--lesson 'sandbox'"), std::string::npos) << error(o);
  o = ok;
  o.lessons = {"ray-circle", "elastic-1d"};
  o.problem_case = "graze";
  EXPECT_NE(error(o).find("--case 'graze'"), std::string::npos) << error(o);
  o = ok;
  o.count = 0;
  EXPECT_NE(error(o).find("--count"), std::string::npos);
  o = ok;
  o.out = "a.png";
  EXPECT_NE(error(o).find("--out"), std::string::npos);
}

// A problem's blanks are its lesson's, whatever the case (a miss keeps the blank for ti), its heading names
// no case, and its key is the derivation `ricochet explain` prints.
TEST(Worksheet, BlanksNeverGiveTheCaseAwayAndTheKeyIsExplain) {
  for (const LessonEntry& e : LessonList()) {
    const std::vector<std::string> cases = practice::ProblemCases(e.id);
    if (cases.empty()) continue;
    std::vector<std::string> first_find;
    for (const std::string& c : cases) {
      SCOPED_TRACE(std::string(e.id) + "/" + c);
      const auto p = practice::GenerateProblem(e.id, c, 3, nullptr);
      ASSERT_TRUE(p.has_value());
      const WorksheetEntry w = WorksheetText(*p, 4);
      EXPECT_EQ(w.heading, std::string("Problem 4 · ") + e.title);
      if (first_find.empty()) first_find = w.find;
      EXPECT_EQ(w.find, first_find);
      EXPECT_FALSE(w.find.empty());
      EXPECT_FALSE(w.given.empty());
      EXPECT_NE(w.key_heading.find("case " + c), std::string::npos) << w.key_heading;
      EXPECT_EQ(w.key, ExplainText(Explain(p->scene, "01.json")));
    }
  }
}

}  // namespace
}  // namespace ricochet::app
