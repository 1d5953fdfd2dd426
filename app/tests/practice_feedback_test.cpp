// Practice feedback at the first wrong step, one grading rule and one "none" rule (issue 26):
//  - per lesson, a table of the mistakes students make (a sign flipped, the wrong root, a value rounded too
//    soon, a missing test, an unnormalised normal …): one Check names the step the mistake is in, with the
//    slip's own words;
//  - the grading rule is the same in every lesson: a property test over every case of every lesson and many
//    seeds grades what a student would write against the rule as docs/practice.md states it;
//  - "none" means one thing everywhere: a value the lecture computes has it, even when a later test rejects.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <string>

#include "lessons/lesson.h"
#include "practice/check.h"
#include "practice/problems.h"

namespace ricochet::app::practice {
namespace {

using nlohmann::json;

std::size_t IndexOf(const Exercise& ex, std::string_view key) {
  for (std::size_t i = 0; i < ex.questions.size(); ++i) {
    if (key == ex.questions[i].key) return i;
  }
  ADD_FAILURE() << "no question " << key << " in " << LessonOf(ex);
  return 0;
}

Answer Typed(std::string x, std::string y = "") {
  Answer a;
  a.text[0] = std::move(x), a.text[1] = std::move(y);
  return a;
}

std::string Fixed(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

// The value of step `key` in `d` (a number).
double StepNumber(const Derivation& d, std::string_view key) {
  const int i = d.Find(key);
  EXPECT_GE(i, 0) << key;
  return i < 0 ? 0.0 : d.steps[static_cast<std::size_t>(i)].value_json.get<double>();
}

struct Slip {
  const char* what;      // the mistake, for the failure message
  json scene;            // the problem
  const char* question;  // the answer that is wrong
  // What the student typed (a Vector: x and y); "" for a value computed from the derivation (`typed_from`).
  const char* x;
  const char* y;
  const char* step;   // the step the hint must name
  const char* words;  // what the feedback must say
};

// Per lesson, the typical mistakes. The numbers are worked by hand from the scene (in the comments).
const std::vector<Slip>& Slips() {
  // edge-normal: e = (−4, 3), n = (3, 4), ‖n‖ = 5, n̂ = (0.6, 0.8), n̂·P0 = 3.8, n̂·P = 2, BC = −1.8.
  const json edge = {{"lesson", "edge-normal"}, {"p0", {3, 2.5}}, {"p1", {-1, 5.5}}, {"p", {2, 1}}};
  // point-segment: e = (−10, 0), n̂ = (0, 1), v = (2, −8), n̂·P0 = 0, n̂·Bs = 4, n̂·Be = −4, n̂·v = −8, ti = 0.5,
  // Bi = (4, 0).
  const json wall = {
      {"lesson", "point-segment"}, {"p0", {10, 0}}, {"p1", {0, 0}}, {"bs", {3, 4}}, {"be", {5, -4}}};
  // circle-segment: the same wall, r = 1, Bs = (3, 5) outside: D = +1, ti = (0 + 1 − 5)/(−8) = 0.5, Bi = (4,
  // 1); on the wall's own line ti would be 5/8 = 0.625.
  const json ball = {{"lesson", "circle-segment"},
                     {"p0", {10, 0}},
                     {"p1", {0, 0}},
                     {"bs", {3, 5}},
                     {"be", {5, -3}},
                     {"r", 1}};
  // ray-circle: v = (10, 0), a = 100, b = −140, c = 46.44, b² − 4ac = 1024, t0 = 0.54, t1 = 0.86, Bi = (5.4,
  // 0), n̂ = (−0.8, 0.6).
  const json pillar = {{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {7, -1.2}}, {"r", 2}};
  // elastic-1d: m1 = 2, m2 = 1, V1 = 3, V2 = −1: V1' = 1/3, V2' = 13/3, E = 9 + 0.5 = 9.5.
  const json heavy = {{"lesson", "elastic-1d"}, {"m1", 2}, {"m2", 1}, {"v1", 3}, {"v2", -1}};
  // not approaching: V1 = 1, V2 = 3: V1' = V1 = 1; the formula would give (1·1 + 2·3)/3 = 7/3.
  const json apart = {{"lesson", "elastic-1d"}, {"m1", 2}, {"m2", 1}, {"v1", 1}, {"v2", 3}};
  // elastic-2d: N = (0.8, 0.6), V1N = (2.56, 1.92), V1∥ = V1' = (1.44, −1.92); as off a wall: V1 − 2 V1N =
  // (−1.12, −3.84).
  const json glancing = {{"lesson", "elastic-2d"}, {"p1", {0, 0}}, {"p2", {2.4, 1.8}}, {"v1", {4, 0}},
                         {"v2", {0, 0}},           {"m1", 1},      {"m2", 1}};
  // pi-blocks: M/m = 100: 31 collisions.
  const json blocks = {{"lesson", "pi-blocks"}, {"m", 1}, {"M", 100}, {"V", -1}};
  static const std::vector<Slip> all = {
      {"P0 − P1 for e", edge, "e", "4", "-3", "e", "you took P0 − P1"},
      {"n turned the wrong way", edge, "n", "-3", "-4", "n", "you turned it the other way"},
      {"n̂ not normalised", edge, "n_hat", "3", "4", "n_hat", "unnormalised"},
      {"n·P0 for the offset", edge, "d", "19", "", "d", "the unit normal"},
      {"BC with n", edge, "bc", "-9", "", "bc", "you used n"},
      {"BC subtracted the other way", edge, "bc", "1.8", "", "bc", "you subtracted the other way"},
      {"n̂ not normalised", wall, "n_hat", "0", "10", "n_hat", "unnormalised"},
      {"n̂ flipped", wall, "n_hat", "0", "-1", "n_hat", "sign: n̂ has the wrong sign."},
      {"n̂·Be for n̂·v", wall, "ti", "1", "", "n_dot_v", "you used n̂·Be"},
      {"Bs + Be ti", wall, "bi", "5.5", "2", "bi", "you multiplied Be by ti"},
      {"ti rounded to one decimal", pillar, "ti", "0.5", "", "ti", "close: give one more decimal."},
      {"D with the wrong sign", ball, "d", "-1", "", "d", "D = +r when Bs starts outside"},
      {"the wall's own line", ball, "ti", "0.625", "", "d", "use the offset line"},
      {"n̂ not normalised", ball, "n_hat", "0", "10", "n_hat", "unnormalised"},
      {"the later root", pillar, "ti", "0.86", "", "ti", "you took t1"},
      {"b without the 2", pillar, "b", "-70", "", "b", "you left out the 2"},
      {"b with the wrong sign", pillar, "b", "140", "", "b", "sign: b has the wrong sign."},
      {"c without r²", pillar, "c", "50.44", "", "c", "subtract the radius squared"},
      {"b² + 4ac", pillar, "discriminant", "38176", "", "discriminant", "you added it"},
      {"n̂ not normalised", pillar, "normal", "-1.6", "1.2", "normal", "unnormalised"},
      {"velocities swapped with unequal masses", heavy, "v1_after", "-1", "", "v1_formula",
       "swap only when m1 = m2"},
      {"E without the ½", heavy, "energy_before", "19", "", "energy_before", "mind the ½"},
      {"V1' rounded to one decimal", heavy, "v1_after", "0.3", "", "v1_formula",
       "close: give one more decimal."},
      {"the approaching test missed", apart, "v1_after", "7/3", "", "approaching", "not approaching"},
      {"N not normalised", glancing, "n", "2.4", "1.8", "n", "unnormalised"},
      {"V1 reflected as off a wall", glancing, "v1_after", "-1.12", "-3.84", "v1n_after",
       "a ball is not a wall"},
      {"V1∥ rounded to one decimal", glancing, "v1_par", "1.4", "-1.9", "v1_par",
       "close: give one more decimal."},
      {"one collision too many", blocks, "collisions", "32", "", "predicted",
       "the last arc holds no collision"},
  };
  return all;
}

// One Check of the one wrong answer names the step the mistake is in, with its words.
TEST(PracticeFeedback, EachLessonsTypicalMistakesAreNamedInOneCheck) {
  std::set<std::string> lessons;
  for (const Slip& s : Slips()) {
    SCOPED_TRACE(std::string(s.scene.at("lesson")) + ": " + s.what);
    lessons.insert(s.scene.at("lesson"));
    const Derivation d = Explain(s.scene, "slip.json");
    const Exercise& ex = *FindExercise(d.lesson);
    const std::size_t i = IndexOf(ex, s.question);
    std::vector<Answer> answers(ex.questions.size());
    answers[i] = Typed(s.x, s.y);
    LessonState st;
    st.reveal = 0;
    const Outcome o = Check(d, ex, answers, st);
    ASSERT_EQ(o.marks[i], Mark::Wrong);
    EXPECT_EQ(o.points_at[i], s.step);
    EXPECT_NE(o.words[i].find(s.words), std::string::npos) << o.words[i];
    // The step is shown (typeset with the student's numbers, or worked), and the note says it.
    EXPECT_TRUE(o.hints[i].key == s.step || o.reveals[i] == s.step) << o.notes[i];
    EXPECT_NE(o.notes[i].find("Check step"), std::string::npos) << o.notes[i];
  }
  // Every lesson with a slip table of its own is in this one.
  for (const Exercise* ex :
       {FindExercise("edge-normal"), FindExercise("point-segment"), FindExercise("circle-segment"),
        FindExercise("ray-circle"), FindExercise("elastic-1d"), FindExercise("elastic-2d"),
        FindExercise("pi-blocks")}) {
    EXPECT_TRUE(lessons.count(std::string(LessonOf(*ex)))) << LessonOf(*ex);
  }
}

// The slips of the lessons whose numbers come from a generated problem (a circle-circle hit, tunneling,
// targeting): the wrong value is worked from the derivation's own steps the way the slip works it.
TEST(PracticeFeedback, GeneratedProblemsSlipsAreNamedToo) {
  const auto check = [](const json& scene, std::string_view question, double wrong, std::string_view step,
                        std::string_view words) {
    const Derivation d = Explain(scene, "slip.json");
    const Exercise& ex = *FindExercise(d.lesson);
    const std::size_t i = IndexOf(ex, question);
    std::vector<Answer> answers(ex.questions.size());
    answers[i] = Typed(Fixed(wrong, 4));
    LessonState st;
    st.reveal = 0;
    const Outcome o = Check(d, ex, answers, st);
    ASSERT_EQ(o.marks[i], Mark::Wrong) << Fixed(wrong, 4);
    EXPECT_EQ(o.points_at[i], step);
    EXPECT_NE(o.words[i].find(words), std::string::npos) << o.words[i];
  };
  std::string error;
  {
    // circle-circle: the later root (α + √disc) / L² for the earlier one.
    const std::optional<Problem> p = GenerateProblem("circle-circle", "hit", 1, &error);
    ASSERT_TRUE(p) << error;
    const Derivation d = Explain(p->scene, "p.json");
    const json t = d.result.at("t");
    ASSERT_TRUE(t.is_number());
    std::string alpha = d.Find("alpha_rel") >= 0 ? "alpha_rel" : "alpha";
    std::string l_sq = d.Find("l_sq_rel") >= 0 ? "l_sq_rel" : "l_sq";
    const double later = 2 * StepNumber(d, alpha) / StepNumber(d, l_sq) - t.get<double>();
    ASSERT_GT(std::abs(later - t.get<double>()), 0.01);
    check(p->scene, "t", later,
          d.Find("t_rel") >= 0 ? "t_rel"
          : d.Find("t_r") >= 0 ? "t_r"
                               : "t",
          "you took the later root");
  }
  {
    // pi-digits: one collision too many.
    const std::optional<Problem> p = GenerateProblem("pi-blocks", "pi-digits", 2, &error);
    ASSERT_TRUE(p) << error;
    const Derivation d = Explain(p->scene, "p.json");
    check(p->scene, "collisions", d.result.at("collisions").get<double>() + 1, "predicted", "the last arc");
  }
  {
    // targeting: s₀ without the 2 in 2 cos²θ — √2 times too fast.
    const std::optional<Problem> p = GenerateProblem("targeting", "no-drag", 3, &error);
    ASSERT_TRUE(p) << error;
    const Derivation d = Explain(p->scene, "p.json");
    check(p->scene, "analytic_speed", d.result.at("analytic_speed").get<double>() * std::sqrt(2.0),
          "analytic_speed", "mind the 2 cos²θ");
  }
}

// A wrong verdict that misses a test (the ball arrives after the frame; the balls move apart) is answered
// with that test, in one Check.
TEST(PracticeFeedback, AMissingTestIsTheStepAWrongVerdictShows) {
  const struct {
    json scene;
    const char* question;
    const char* wrong;
    const char* step;
  } cases[] = {
      {{{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {6, 0}}, {"c", {10, 1}}, {"r", 2}},
       "collides",
       "yes",
       "too_late"},
      {{{"lesson", "elastic-1d"}, {"m1", 2}, {"m2", 1}, {"v1", 1}, {"v2", 3}},
       "approaching",
       "yes",
       "approaching"},
      {{{"lesson", "point-segment"}, {"p0", {10, 0}}, {"p1", {0, 0}}, {"bs", {3, 4}}, {"be", {5, 2}}},
       "rejected_by",
       "none",
       "both_outside"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.step);
    const Derivation d = Explain(c.scene, "v.json");
    const Exercise& ex = *FindExercise(d.lesson);
    const std::size_t i = IndexOf(ex, c.question);
    std::vector<Answer> answers(ex.questions.size());
    for (std::size_t k = 0; k < ex.questions[i].choices.size(); ++k) {
      if (std::string_view(ex.questions[i].choices[k].value) == c.wrong)
        answers[i].choice = static_cast<int>(k);
    }
    LessonState st;
    st.reveal = 0;
    const Outcome o = Check(d, ex, answers, st);
    ASSERT_EQ(o.marks[i], Mark::Wrong);
    EXPECT_EQ(o.reveals[i], c.step);
  }
}

// ---- Any case: the default of New problem hides the case and asks it first.

TEST(PracticeFeedback, AnyCaseHidesTheCaseAndAsksItFirst) {
  for (std::string_view id : PracticeLessons()) {
    SCOPED_TRACE(id);
    auto lesson = FindLesson(id)->Make();
    LessonState st;
    Session s;
    EXPECT_EQ(s.problem_case, Session::kAnyCase) << "any case is the default";
    std::set<std::string> drawn;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      s.problem_case = Session::kAnyCase;
      ASSERT_TRUE(LoadProblem(s, *lesson, st, seed)) << s.problem_error;
      EXPECT_TRUE(s.case_hidden);
      EXPECT_EQ(s.drawn_case, AnyCase(id, seed));
      drawn.insert(s.drawn_case);
      const std::vector<std::string> cases = ProblemCases(id);
      // A case the scene does not fit is wrong and stays asked; the drawn one is right and ends the question.
      for (std::size_t c = 0; c < cases.size(); ++c) {
        if (CaseFits(id, cases[c], lesson->derivation())) continue;
        s.case_choice = static_cast<int>(c);
        CheckNow(s, *lesson, st);
        EXPECT_EQ(s.case_mark, Mark::Wrong) << cases[c];
        EXPECT_TRUE(s.case_hidden);
        break;
      }
      s.case_choice = static_cast<int>(std::find(cases.begin(), cases.end(), s.drawn_case) - cases.begin());
      CheckNow(s, *lesson, st);
      EXPECT_EQ(s.case_mark, Mark::Right) << s.drawn_case;
      EXPECT_FALSE(s.case_hidden);
    }
    EXPECT_GE(drawn.size(), std::min<std::size_t>(3, ProblemCases(id).size())) << "seeds draw several cases";
    // A named case is not hidden.
    s.problem_case = 0;
    ASSERT_TRUE(LoadProblem(s, *lesson, st, 1));
    EXPECT_FALSE(s.case_hidden);
  }
}

// Graze problems are not all along an axis (a student must recognise a graze in any direction).
TEST(PracticeFeedback, GrazesComeInGeneralDirections) {
  for (const char* lesson : {"ray-circle", "circle-circle"}) {
    int slanted = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      std::string error;
      const std::optional<Problem> p = GenerateProblem(lesson, "graze", seed, &error);
      ASSERT_TRUE(p) << lesson << " " << seed << ": " << error;
      const json& in = p->scene;
      const json a = in.contains("bs") ? in.at("bs") : in.at("p0"),
                 b = in.contains("be") ? in.at("be") : in.at("p1");
      const json sa = in.contains("s0") ? in.at("s0") : json::array({0, 0});
      const json sb = in.contains("s1") ? in.at("s1") : json::array({0, 0});
      // The (relative) motion: neither component 0.
      const double dx =
          (b[0].get<double>() - a[0].get<double>()) - (sb[0].get<double>() - sa[0].get<double>());
      const double dy =
          (b[1].get<double>() - a[1].get<double>()) - (sb[1].get<double>() - sa[1].get<double>());
      slanted += dx != 0 && dy != 0;
    }
    EXPECT_GE(slanted, 10) << lesson;
  }
}

// ---- One grading rule.

// The rule as docs/practice.md states it, written out again here: right when it matches to the decimals
// written (at least 2 decimals and 2 significant digits) or lies within 0.1 % of the value's size; a value
// that decides a case must land on the same side of 0.
bool RuleSays(const std::string& text, double want, double size, bool decides) {
  const double x = std::stod(text);
  const auto side = [](double v) { return (v > 0) - (v < 0); };
  if (decides && side(x) != side(want)) return false;
  const double err = std::abs(x - want);
  if (err <= 1e-3 * size + 1e-12 * std::max(1.0, std::abs(want))) return true;
  const std::size_t point = text.find('.');
  const int decimals = point == std::string::npos ? 0 : static_cast<int>(text.size() - point - 1);
  int digits = 0;
  bool leading = true;
  for (const char c : text) {
    if (c < '0' || c > '9' || (leading && c == '0')) continue;
    leading = false;
    ++digits;
  }
  return decimals >= 2 && digits >= 2 && err <= 0.5 * std::pow(10.0, -decimals) * (1 + 1e-9);
}

// The decimals a student must write to state `x` with 2 significant digits, and at least 2.
int DecimalsFor(double x) {
  int k = 2;
  while (k < 12 && std::abs(x) > 0 && std::abs(x) < std::pow(10.0, 1 - k)) ++k;
  return k;
}

// Every case of every lesson, many seeds, every number asked: the value rounded as a student would is right;
// each text a student might write (the value rounded to 0–5 decimals, one unit off in the last, the sign
// flipped) is graded as the rule says — the same rule, whatever the lesson, the case or the scene's size.
// Every value question (a number or a point) asked of a generated problem, over every practice lesson, case
// and seeds 1 to `seeds`.
template <class Visit>
void ForEveryAskedValue(std::uint64_t seeds, Visit visit) {
  for (std::string_view lesson : PracticeLessons()) {
    const Exercise& ex = *FindExercise(lesson);
    for (const std::string& c : ProblemCases(lesson)) {
      for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        SCOPED_TRACE(std::string(lesson) + " " + c + ":" + std::to_string(seed));
        std::string error;
        const std::optional<Problem> p = GenerateProblem(lesson, c, seed, &error);
        ASSERT_TRUE(p) << error;
        const Derivation d = Explain(p->scene, "p.json");
        for (const Question& q : ex.questions) {
          if (q.kind == Kind::Choice || !Asked(d, q)) continue;
          SCOPED_TRACE(q.key);
          visit(d, q);
        }
      }
    }
  }
}

TEST(PracticeFeedback, GradingFollowsOneRuleInEveryLessonCaseAndSeed) {
  int graded = 0;
  ForEveryAskedValue(6, [&](const Derivation& d, const Question& q) {
    if (q.dim < 0) return;
    const json want = Expected(d, q);
    if (want.is_null()) return;
    const bool vec = q.kind == Kind::Vector;
    // Rounding noise of an exact 0 (1e-17) is 0, as the derivation prints it.
    const auto exact = [](double x) { return std::abs(x) < 1e-9 ? 0.0 : x; };
    const double w[2] = {exact(vec ? want[0].get<double>() : want.get<double>()),
                         exact(vec ? want[1].get<double>() : 0.0)};
    const double size = vec ? std::hypot(w[0], w[1]) : std::abs(w[0]);
    // As a student rounds it: right.
    Answer rounded = Typed(Fixed(w[0], DecimalsFor(w[0])), vec ? Fixed(w[1], DecimalsFor(w[1])) : "");
    EXPECT_EQ(Grade(d, q, rounded), Mark::Right) << rounded.text[0] << " " << rounded.text[1];
    // Each text a student might write for one component, the other right to 6 decimals.
    for (int k = 0; k < (vec ? 2 : 1); ++k) {
      for (int decimals = 0; decimals <= 5; ++decimals) {
        const double unit = std::pow(10.0, -decimals);
        for (const double off : {0.0, unit, -unit}) {
          for (const double sign : {1.0, -1.0}) {
            const double x = sign * (std::round(w[k] / unit) * unit + off);
            const std::string text = Fixed(x, decimals);
            Answer a = vec ? Typed(Fixed(w[0], 6), Fixed(w[1], 6)) : Typed(text);
            a.text[k] = text;
            const bool other_right = !vec || RuleSays(Fixed(w[1 - k], 6), w[1 - k], size, q.decides);
            const bool want_right = other_right && RuleSays(text, w[k], size, q.decides);
            EXPECT_EQ(Grade(d, q, a), want_right ? Mark::Right : Mark::Wrong)
                << text << " for " << w[k] << " (size " << size << ")";
            ++graded;
          }
        }
      }
    }
  });
  EXPECT_GT(graded, 10000);
}

// ---- One "none" rule: none only where the lecture stops before computing the value.

// The step that computes a question's answer: its chain's last entry ("a|b": the first the derivation has).
const Step* OwnStepOf(const Derivation& d, const Question& q) {
  std::string last = q.chain;
  last = last.substr(last.find_last_of(' ') == std::string::npos ? 0 : last.find_last_of(' ') + 1);
  for (std::size_t at = 0; at <= last.size();) {
    const std::size_t bar = std::min(last.find('|', at), last.size());
    const int i = d.Find(last.substr(at, bar - at));
    if (i >= 0) return &d.steps[static_cast<std::size_t>(i)];
    at = bar + 1;
  }
  return nullptr;
}

TEST(PracticeFeedback, NoneOnlyWhereTheLectureStopsBeforeComputingTheValue) {
  ForEveryAskedValue(4, [](const Derivation& d, const Question& q) {
    const json want = Expected(d, q);
    if (!d.result.at(q.key).is_null()) {  // explain reports it: that is the answer
      EXPECT_EQ(want, d.result.at(q.key));
      return;
    }
    // explain reports none: the answer is the value the lecture computed before a test rejected, and
    // none only where it computed none.
    const Step* own = OwnStepOf(d, q);
    const bool computed = own && (own->value_json.is_number() || own->value_json.is_array());
    EXPECT_EQ(want.is_null(), !computed) << (own ? own->value_json.dump() : "no step");
    if (computed) {
      EXPECT_EQ(want, own->value_json);
    }
  });
  // The three: a ball arriving too late has ti = t0 (> 1); Bi before P0 has ti and Bi; both inside
  // stops before ti.
  const Exercise& rc = *FindExercise("ray-circle");
  const Derivation late =
      Explain({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {6, 0}}, {"c", {10, 1}}, {"r", 2}}, "x.json");
  ASSERT_TRUE(Expected(late, rc.questions[IndexOf(rc, "ti")]).is_number());
  EXPECT_GT(Expected(late, rc.questions[IndexOf(rc, "ti")]).get<double>(), 1.0);
  const Exercise& ps = *FindExercise("point-segment");
  const Derivation before = Explain(
      {{"lesson", "point-segment"}, {"p0", {10, 0}}, {"p1", {0, 0}}, {"bs", {11, 4}}, {"be", {13, -4}}},
      "x.json");
  ASSERT_EQ(before.result.at("rejected_by"), "before-p0");
  EXPECT_TRUE(Expected(before, ps.questions[IndexOf(ps, "ti")]).is_number());
  EXPECT_TRUE(Expected(before, ps.questions[IndexOf(ps, "bi")]).is_array());
  const Derivation inside = Explain(
      {{"lesson", "point-segment"}, {"p0", {10, 0}}, {"p1", {0, 0}}, {"bs", {3, -4}}, {"be", {5, -2}}},
      "x.json");
  ASSERT_EQ(inside.result.at("rejected_by"), "both-inside");
  EXPECT_TRUE(Expected(inside, ps.questions[IndexOf(ps, "ti")]).is_null());
  // The rule is printed beside the fields, as it is stated here.
  EXPECT_NE(std::string(NoneRule()).find("only where the lecture stops before computing"), std::string::npos);
}

}  // namespace
}  // namespace ricochet::app::practice
