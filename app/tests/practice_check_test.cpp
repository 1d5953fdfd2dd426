// Practice mode's grading (practice/check.h), lesson by lesson: a right answer passes by the one rule and one
// off by more fails; a wrong answer points at the step it went wrong in (with the student's numbers), and
// repeated wrong Checks walk down its chain; a wrong verdict reveals the deciding test. The per-lesson tables
// of typical mistakes and the property test of the rule are practice_feedback_test.cpp.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "draw/format.h"
#include "explain/explain.h"
#include "lessons/lesson.h"
#include "practice/check.h"
#include "practice/problems.h"

namespace ricochet::app::practice {
namespace {

using nlohmann::json;

Derivation ExplainScene(const json& scene) { return Explain(scene, "test.json"); }

std::size_t IndexOf(const Exercise& ex, std::string_view key) {
  for (std::size_t i = 0; i < ex.questions.size(); ++i) {
    if (key == ex.questions[i].key) return i;
  }
  ADD_FAILURE() << "no question " << key << " in " << LessonOf(ex);
  return 0;
}

// The answer that is exactly right (as the derivation holds it), shifted by `off` in every component.
Answer RightAnswer(const Derivation& d, const Question& q, double off = 0.0) {
  Answer a;
  const json want = Expected(d, q);
  if (q.kind == Kind::Choice) {
    a.choice = ExpectedChoice(d, q);
  } else if (want.is_null()) {
    a.text[0] = a.text[1] = "none";
  } else if (q.kind == Kind::Vector) {
    for (int k = 0; k < 2; ++k)
      a.text[k] = std::to_string(want.at(static_cast<std::size_t>(k)).get<double>() + off);
  } else {
    a.text[0] = std::to_string(want.get<double>() + off);
  }
  return a;
}

Answer Typed(std::string x, std::string y = "") {
  Answer a;
  a.text[0] = std::move(x), a.text[1] = std::move(y);
  return a;
}

Answer Chosen(const Question& q, std::string_view value) {
  Answer a;
  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    if (value == q.choices[i].value) a.choice = static_cast<int>(i);
  }
  EXPECT_GE(a.choice, 0) << value;
  return a;
}

// Practice starts with every step hidden.
LessonState Hidden() {
  LessonState st;
  st.reveal = 0;
  return st;
}

// Every lesson with an exercise, every preset: the exact answers all pass, answers off by half the tolerance
// pass, off by three tolerances fail; every chain names steps the lesson's derivations have (a typo in a key
// would silently shorten a chain).
TEST(PracticeCheck, EveryPresetRightWithinToleranceWrongBeyondIt) {
  ASSERT_GE(PracticeLessons().size(), 5u);
  for (std::string_view id : PracticeLessons()) {
    const LessonEntry* entry = FindLesson(id);
    ASSERT_NE(entry, nullptr) << id;
    const Exercise& ex = *FindExercise(id);
    std::set<std::string> keys;  // every step key of every preset's derivation
    auto lesson = entry->Make();
    for (const Preset& p : lesson->Presets()) {
      SCOPED_TRACE(std::string(id) + " / " + p.name);
      lesson->LoadScene(p.scene);  // the lesson's own derivation: presets include scenes explain refuses
      lesson->Update();
      const Derivation d = lesson->derivation();
      for (const Step& s : d.steps) keys.insert(s.key);
      int asked = 0;
      for (const Question& q : ex.questions) {
        SCOPED_TRACE(q.key);
        if (!Asked(d, q)) continue;
        ++asked;
        EXPECT_EQ(Grade(d, q, RightAnswer(d, q)), Mark::Right);
        if (q.kind == Kind::Choice) {
          for (int c = 0; c < static_cast<int>(q.choices.size()); ++c) {
            Answer a;
            a.choice = c;
            EXPECT_EQ(Grade(d, q, a), c == ExpectedChoice(d, q) ? Mark::Right : Mark::Wrong);
          }
          EXPECT_FALSE(Chain(d, ex, q).empty()) << "a wrong verdict reveals its deciding test";
          continue;
        }
        if (Expected(d, q).is_null()) {
          EXPECT_EQ(Grade(d, q, Typed("0.5", "0.5")), Mark::Wrong) << "a number where there is none";
          continue;
        }
        if (q.dim < 0) {  // a count: exact, one off is wrong
          EXPECT_EQ(Grade(d, q, RightAnswer(d, q, 1)), Mark::Wrong);
          EXPECT_EQ(Grade(d, q, RightAnswer(d, q, -1)), Mark::Wrong);
        } else {
          // Within the relative tolerance of the value's size (written to 6 decimals) right; three times as
          // far, and at least 0.003, wrong.
          const json want = Expected(d, q);
          const double size = q.kind == Kind::Vector
                                  ? std::hypot(want[0].get<double>(), want[1].get<double>())
                                  : std::abs(want.get<double>());
          if (size > 1e-3) {
            EXPECT_EQ(Grade(d, q, RightAnswer(d, q, 0.4 * kRelativeTolerance * size)), Mark::Right);
            EXPECT_EQ(Grade(d, q, RightAnswer(d, q, -0.4 * kRelativeTolerance * size)), Mark::Right);
          }
          EXPECT_EQ(Grade(d, q, RightAnswer(d, q, 3 * kRelativeTolerance * std::max(size, 1.0))),
                    Mark::Wrong);
        }
        EXPECT_EQ(Grade(d, q, Typed("none", "none")), Mark::Wrong);
        // The value as the panel prints it (4 decimals) passes: the tolerance is never finer than that.
        const json want = Expected(d, q);
        const Answer printed = q.kind == Kind::Vector
                                   ? Typed(Num(want[0].get<double>()), Num(want[1].get<double>()))
                                   : Typed(Num(want.get<double>()));
        EXPECT_EQ(Grade(d, q, printed), Mark::Right);
        // The chain ends at the step that finds the result: walking it to the end shows the answer. (Lecture
        // 17's 1D balls not approaching, with the test on: V1' = V1 — the chain's first step, the approaching
        // test, says so; its formula step after it is the lecture's V1' had they collided.)
        const std::vector<std::string> chain = Chain(d, ex, q);
        ASSERT_FALSE(chain.empty());
        const json& last = d.steps[static_cast<std::size_t>(d.Find(chain.back()))].value_json;
        if (id == "elastic-1d" && chain.front() == "approaching" &&
            d.steps[static_cast<std::size_t>(d.Find("approaching"))].value_json == false && !(want == last)) {
          continue;
        }
        if (q.kind == Kind::Vector) {
          ASSERT_TRUE(last.is_array()) << chain.back();
          EXPECT_NEAR(last[0].get<double>(), want[0].get<double>(), 1e-9) << chain.back();
          EXPECT_NEAR(last[1].get<double>(), want[1].get<double>(), 1e-9) << chain.back();
        } else {
          ASSERT_TRUE(last.is_number()) << chain.back();
          EXPECT_NEAR(last.get<double>(), want.get<double>(), 1e-9) << chain.back();
        }
      }
      EXPECT_GT(asked, 0);
    }
    for (const Question& q : ex.questions) {
      std::vector<std::string> entries;
      std::string all = q.chain;
      for (const Choice& c : q.choices) all += std::string(" ") + c.chain;
      std::istringstream in(all);
      for (std::string w; in >> w;) {
        std::istringstream alts(w);
        for (std::string alt; std::getline(alts, alt, '|');) {
          const std::string key = alt.substr(0, alt.find('='));
          EXPECT_TRUE(keys.count(key)) << id << ": " << q.key << "'s chain names no step '" << key << "'";
        }
      }
    }
  }
}

// The rule is the value's own precision, not the scene's size: ray-circle's hit and the same scene a hundred
// times larger grade ti alike, and b² − 4ac = 0 of a graze takes no size-grown tolerance.
TEST(PracticeCheck, TheRuleIsTheValuesOwnPrecisionNotTheScenesSize) {
  const Exercise& ex = *FindExercise("ray-circle");
  const Question& ti = ex.questions[IndexOf(ex, "ti")];
  const Question& bi = ex.questions[IndexOf(ex, "bi")];
  const Question& disc = ex.questions[IndexOf(ex, "discriminant")];
  for (const double k : {1.0, 100.0}) {
    SCOPED_TRACE(k);
    const Derivation d = ExplainScene({{"lesson", "ray-circle"},
                                       {"bs", {0, 0}},
                                       {"be", {10 * k, 0}},
                                       {"c", {7 * k, -1.2 * k}},
                                       {"r", 2 * k}});
    EXPECT_EQ(Grade(d, ti, Typed("0.54")), Mark::Right);
    EXPECT_EQ(Grade(d, ti, Typed("0.55")), Mark::Wrong);
    EXPECT_EQ(Grade(d, ti, Typed("0.5")), Mark::Wrong);  // one decimal: only within 0.1 %
    EXPECT_EQ(Grade(d, bi, Typed(Num(5.4 * k), "0")), Mark::Right);
    EXPECT_EQ(Grade(d, bi, Typed(Num(5.5 * k), "0")), Mark::Wrong);
  }
  // graze: b² − 4ac is exactly 0; 3 is on the wrong side of it (and 0.0004 too), however large the scene.
  const Derivation graze =
      ExplainScene({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {6, 2}}, {"r", 2}});
  ASSERT_EQ(graze.result.at("kind"), "graze");
  EXPECT_EQ(Grade(graze, disc, Typed("0")), Mark::Right);
  EXPECT_EQ(Grade(graze, disc, Typed("0.00")), Mark::Right);
  EXPECT_EQ(Grade(graze, disc, Typed("3")), Mark::Wrong);
  EXPECT_EQ(Grade(graze, disc, Typed("0.0004")), Mark::Wrong);
  EXPECT_EQ(Grade(graze, disc, Typed("-1")), Mark::Wrong);
  // The 0.5357: two decimals are what a student writes.
  const std::optional<Written> w = ReadWritten("0.54");
  ASSERT_TRUE(w);
  EXPECT_EQ(w->decimals, 2);
  EXPECT_EQ(w->digits, 2);
  EXPECT_TRUE(Matches(*w, 0.5357, 0.5357, false));
  EXPECT_FALSE(Matches(*ReadWritten("0.53"), 0.5357, 0.5357, false));
  EXPECT_FALSE(Matches(*ReadWritten("0.5"), 0.5357, 0.5357, false));
  EXPECT_TRUE(Matches(*ReadWritten("0.536"), 0.5357, 0.5357, false));
  EXPECT_TRUE(Matches(*ReadWritten("1024"), 1024.4, 1024.4, false));   // within 0.1 %
  EXPECT_FALSE(Matches(*ReadWritten("0.00"), 0.0031, 0.0031, false));  // 0 significant digits
  EXPECT_TRUE(Matches(*ReadWritten("0.0031"), 0.0031, 0.0031, false));
  EXPECT_FALSE(Matches(*ReadWritten("-0.54"), 0.5357, 0.5357, true));  // the side decides
}

TEST(PracticeCheck, NumbersAreReadAsStudentsWriteThem) {
  const Derivation d =
      ExplainScene({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {7, -1.2}}, {"r", 2}});
  const Exercise& ex = *FindExercise("ray-circle");
  const Question& ti = ex.questions[IndexOf(ex, "ti")];     // 0.54
  const Question& b = ex.questions[IndexOf(ex, "b")];       // −140
  const Question& n = ex.questions[IndexOf(ex, "normal")];  // (−0.8, 0.6)
  EXPECT_EQ(Grade(d, ti, Typed("0.54")), Mark::Right);
  EXPECT_EQ(Grade(d, ti, Typed(" 27/50 ")), Mark::Right);
  EXPECT_EQ(Grade(d, b, Typed("\u2212140")), Mark::Right);  // the typographic minus
  EXPECT_EQ(Grade(d, b, Typed("-140")), Mark::Right);
  EXPECT_EQ(Grade(d, n, Typed("-4/5", "3/5")), Mark::Right);
  EXPECT_EQ(Grade(d, n, Typed("-0.8", "")), Mark::Unreadable);  // half a vector
  EXPECT_EQ(Grade(d, ti, Typed("")), Mark::Blank);
  EXPECT_EQ(Grade(d, ti, Typed("zero point five")), Mark::Unreadable);
  EXPECT_EQ(Grade(d, ti, Typed("1/0")), Mark::Unreadable);
  EXPECT_EQ(Grade(d, ti, Typed("nan")), Mark::Unreadable);
  EXPECT_EQ(Grade(d, ti, Typed("1e400")), Mark::Unreadable);
}

// Lecture 20's hit: a student who takes t1 for ti. The first Check names the slip at ti itself, with the
// student's numbers; the next ones walk the path worked, skipping a, b, c and the discriminant (right
// answers: the student's), then t0, ti, and say all is shown.
TEST(PracticeCheck, RayCircleWrongTiIsNamedThenWalked) {
  const Derivation d =
      ExplainScene({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {7, -1.2}}, {"r", 2}});
  const Exercise& ex = *FindExercise("ray-circle");
  std::vector<Answer> answers(ex.questions.size());
  const std::size_t ti = IndexOf(ex, "ti");
  answers[ti] = Typed("0.86");  // t1, not min(t0, t1)
  answers[IndexOf(ex, "a")] = Typed("100");
  answers[IndexOf(ex, "b")] = Typed("-140");
  answers[IndexOf(ex, "c")] = Typed("46.44");
  answers[IndexOf(ex, "discriminant")] = Typed("1024");
  LessonState st = Hidden();
  Outcome o = Check(d, ex, answers, st);
  EXPECT_EQ(o.marks[ti], Mark::Wrong);
  EXPECT_EQ(o.marks[IndexOf(ex, "a")], Mark::Right);
  EXPECT_EQ(o.points_at[ti], "ti");
  EXPECT_EQ(o.reveals[ti], "");
  EXPECT_EQ(o.hints[ti].key, "ti");
  EXPECT_NE(o.words[ti].find("you took t1"), std::string::npos) << o.words[ti];
  EXPECT_TRUE(st.revealed_keys.empty());
  std::vector<std::string> walk;
  for (int k = 0; k < 2; ++k) walk.push_back(Check(d, ex, answers, st).reveals[ti]);
  EXPECT_EQ(walk, (std::vector<std::string>{"t0", "ti"}));
  o = Check(d, ex, answers, st);
  EXPECT_EQ(o.reveals[ti], "");
  EXPECT_NE(o.notes[ti].find("shown above"), std::string::npos) << o.notes[ti];
  // Only the path was revealed: a, b, c and the discriminant (answered right, with what they need) stay
  // hidden.
  EXPECT_EQ(st.revealed_keys, (std::set<std::string, std::less<>>{"t0", "ti"}));
  // A right answer now reveals nothing more.
  answers[ti] = Typed("0.54");
  o = Check(d, ex, answers, st);
  EXPECT_EQ(o.marks[ti], Mark::Right);
  EXPECT_EQ(st.revealed_keys.size(), 2u);
}

// The sign error on b: b² − 4ac comes out right (b is squared), ti does not — the feedback for ti is
// at b, the first step on its path the student has wrong, not the first hidden step (v).
TEST(PracticeCheck, ASignErrorUpstreamIsWhereTheHintIs) {
  const Derivation d =
      ExplainScene({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {7, -1.2}}, {"r", 2}});
  const Exercise& ex = *FindExercise("ray-circle");
  std::vector<Answer> answers(ex.questions.size());
  answers[IndexOf(ex, "a")] = Typed("100");
  answers[IndexOf(ex, "b")] = Typed("140");
  answers[IndexOf(ex, "c")] = Typed("46.44");
  answers[IndexOf(ex, "discriminant")] = Typed("1024");
  answers[IndexOf(ex, "ti")] = Typed("-0.86");  // (−b − √1024) / 2a with b = +140
  LessonState st = Hidden();
  const Outcome o = Check(d, ex, answers, st);
  EXPECT_EQ(o.marks[IndexOf(ex, "discriminant")], Mark::Right);
  EXPECT_EQ(o.points_at[IndexOf(ex, "b")], "b");
  EXPECT_EQ(o.words[IndexOf(ex, "b")], "sign: b has the wrong sign.");
  EXPECT_EQ(o.points_at[IndexOf(ex, "ti")], "b");
  EXPECT_EQ(o.words[IndexOf(ex, "ti")], "ti follows from b, which is not right.");
  EXPECT_EQ(o.hints[IndexOf(ex, "ti")].key, "b");
}

// A step the lesson already shows (Space, the reveal) is not "revealed" again: the walk goes past it.
TEST(PracticeCheck, StepsAlreadyShownAreSkipped) {
  const Derivation d =
      ExplainScene({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {7, -1.2}}, {"r", 2}});
  const Exercise& ex = *FindExercise("ray-circle");
  std::vector<Answer> answers(ex.questions.size());
  const std::size_t bi = IndexOf(ex, "bi");
  answers[bi] = Typed("5", "0");
  LessonState st = Hidden();
  st.reveal = d.Find("c") + 1;                               // v … c shown
  EXPECT_EQ(Check(d, ex, answers, st).points_at[bi], "bi");  // the step with the student's numbers
  EXPECT_EQ(Check(d, ex, answers, st).reveals[bi], "discriminant");
}

// Two wrong answers on one path point at the same step: a ti rounded too soon and the Bi computed from it.
TEST(PracticeCheck, TwoWrongAnswersOneCheckPointAtTheirCommonStep) {
  const Derivation d =
      ExplainScene({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {7, -1.2}}, {"r", 2}});
  const Exercise& ex = *FindExercise("ray-circle");
  std::vector<Answer> answers(ex.questions.size());
  answers[IndexOf(ex, "ti")] = Typed("0.5");
  answers[IndexOf(ex, "bi")] = Typed("5", "0");
  LessonState st = Hidden();
  Outcome o = Check(d, ex, answers, st);
  EXPECT_EQ(o.points_at[IndexOf(ex, "ti")], "ti");
  EXPECT_EQ(o.words[IndexOf(ex, "ti")], "close: give one more decimal.");
  EXPECT_EQ(o.points_at[IndexOf(ex, "bi")], "ti");
  EXPECT_TRUE(st.revealed_keys.empty());
  o = Check(d, ex, answers, st);
  EXPECT_EQ(o.reveals[IndexOf(ex, "ti")], "v");
  EXPECT_EQ(o.reveals[IndexOf(ex, "bi")], "v");
  EXPECT_EQ(st.revealed_keys.size(), 1u);
}

// A wrong verdict reveals the test that decided, whichever it is.
TEST(PracticeCheck, RayCircleWrongVerdictRevealsTheDecidingTest) {
  const Exercise& ex = *FindExercise("ray-circle");
  const std::size_t collides = IndexOf(ex, "collides");
  const struct {
    json scene;
    const char* wrong;
    const char* deciding;
  } cases[] = {
      {{{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {8, 1}}, {"c", {-4, 0.5}}, {"r", 2}},
       "yes",
       "behind"},
      {{{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {5, 3.2}}, {"r", 2}},
       "yes",
       "misses"},
      {{{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {6, 0}}, {"c", {10, 1}}, {"r", 2}},
       "yes",
       "too_late"},
      {{{"lesson", "ray-circle"}, {"bs", {4.5, 0.5}}, {"be", {10, 1}}, {"c", {5, 1}}, {"r", 2}},
       "yes",
       "bs_outside"},
      {{{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {7, -1.2}}, {"r", 2}},
       "no",
       "misses"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.deciding);
    const Derivation d = ExplainScene(c.scene);
    std::vector<Answer> answers(ex.questions.size());
    answers[collides] = Chosen(ex.questions[collides], c.wrong);
    LessonState st = Hidden();
    const Outcome o = Check(d, ex, answers, st);
    EXPECT_EQ(o.marks[collides], Mark::Wrong);
    EXPECT_EQ(o.reveals[collides], c.deciding);
  }
}

// ti of a miss is "none"; a number there is wrong, and the reason is the verdict's deciding test.
TEST(PracticeCheck, ANumberWhereThereIsNoneRevealsWhyNot) {
  const Derivation d =
      ExplainScene({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {5, 3.2}}, {"r", 2}});
  const Exercise& ex = *FindExercise("ray-circle");
  const std::size_t ti = IndexOf(ex, "ti");
  std::vector<Answer> answers(ex.questions.size());
  answers[ti] = Typed("0.5");
  LessonState st = Hidden();
  Outcome o = Check(d, ex, answers, st);
  EXPECT_EQ(o.marks[ti], Mark::Wrong);
  EXPECT_EQ(o.reveals[ti], "misses");
  answers[ti] = Typed("none");
  o = Check(d, ex, answers, st);
  EXPECT_EQ(o.marks[ti], Mark::Right);
}

// Lecture 16/10's wall: the verdict is which test rejected; the hit's reason is ti and Bi on the wall.
TEST(PracticeCheck, PointSegmentWrongVerdictRevealsTheDecidingTest) {
  const Exercise& ex = *FindExercise("point-segment");
  const std::size_t verdict = IndexOf(ex, "rejected_by");
  auto lesson = FindLesson("point-segment")->Make();
  int checked = 0;
  for (const Preset& p : lesson->Presets()) {
    SCOPED_TRACE(p.name);
    lesson->LoadScene(p.scene);
    lesson->Update();
    const Derivation d = lesson->derivation();
    const Question& q = ex.questions[verdict];
    const int right = ExpectedChoice(d, q);
    if (d.steps.empty()) continue;  // a zero-length wall: nothing to work out
    ASSERT_GE(right, 0);
    std::vector<Answer> answers(ex.questions.size());
    answers[verdict].choice = right == 0 ? 1 : 0;  // any other verdict
    LessonState st = Hidden();
    const Outcome o = Check(d, ex, answers, st);
    EXPECT_EQ(o.marks[verdict], Mark::Wrong);
    const std::string value = q.choices[static_cast<std::size_t>(right)].value;
    if (value == "none") {
      EXPECT_EQ(o.reveals[verdict], "ti");
    } else {
      // "before-p0" → the step "before_p0", whose value says it rejects.
      std::string key = value;
      for (char& ch : key) ch = ch == '-' ? '_' : ch;
      EXPECT_EQ(o.reveals[verdict], key);
      EXPECT_EQ(d.steps[static_cast<std::size_t>(d.Find(key))].value_json, true);
    }
    ++checked;
  }
  EXPECT_GE(checked, 5);
}

// Lecture 10's ball and wall: a wrong verdict reveals the test that decides it (a trivial rejection, the
// end cap that is touched, or the offset line's ti for an edge hit), and a wrong ti of an end-cap hit walks
// the wall, D, the caps and only then ti.
TEST(PracticeCheck, CircleSegmentVerdictAndEndCapTi) {
  const Exercise& ex = *FindExercise("circle-segment");
  const std::size_t verdict = IndexOf(ex, "contact"), ti = IndexOf(ex, "ti");
  auto lesson = FindLesson("circle-segment")->Make();
  std::set<std::string> verdicts;
  for (const Preset& p : lesson->Presets()) {
    SCOPED_TRACE(p.name);
    lesson->LoadScene(p.scene);
    lesson->Update();
    const Derivation d = lesson->derivation();
    if (d.steps.empty()) continue;  // a zero-length wall: nothing to work out
    const Question& q = ex.questions[verdict];
    const int right = ExpectedChoice(d, q);
    ASSERT_GE(right, 0);
    const std::string value = q.choices[static_cast<std::size_t>(right)].value;
    verdicts.insert(value);
    std::vector<Answer> answers(ex.questions.size());
    answers[verdict].choice = right == 0 ? 1 : 0;
    LessonState st = Hidden();
    const Outcome o = Check(d, ex, answers, st);
    EXPECT_EQ(o.marks[verdict], Mark::Wrong);
    if (value != "none") {
      const std::string first = value == "edge" ? "ti_line" : value == "p0" ? "cap0" : "cap1";
      EXPECT_EQ(o.reveals[verdict], first);
    } else {  // the deciding test, whose value says it rejects (or the caps that are missed)
      const std::string& key = o.reveals[verdict];
      const json& v = d.steps[static_cast<std::size_t>(d.Find(key))].value_json;
      EXPECT_TRUE(key == "cap0" || (key == "ti_in_frame" ? v == false : v == true)) << key;
    }
  }
  EXPECT_EQ(verdicts, (std::set<std::string>{"edge", "p0", "p1", "none"}));

  // An end-cap hit: ti is the cap's first root, not the offset line's.
  std::string error;
  const std::optional<Problem> problem = GenerateProblem("circle-segment", "endpoint-p1", 3, &error);
  ASSERT_TRUE(problem) << error;
  const json& cap = problem->scene;
  const Derivation d = ExplainScene(cap);
  ASSERT_EQ(d.result.at("contact"), "p1");
  std::vector<Answer> answers(ex.questions.size());
  answers[ti] = Typed("0.5");
  if (std::abs(d.result.at("ti").get<double>() - 0.5) < 0.01) answers[ti] = Typed("0.9");
  LessonState st = Hidden();
  // The first Check: ti's own step with the student's number (nothing upstream was answered).
  const Outcome first = Check(d, ex, answers, st);
  EXPECT_EQ(first.points_at[ti], "ti");
  EXPECT_EQ(first.reveals[ti], "");
  std::vector<std::string> walked;
  for (int k = 0; k < 20; ++k) {
    const Outcome o = Check(d, ex, answers, st);
    ASSERT_EQ(o.marks[ti], Mark::Wrong);
    if (o.reveals[ti].empty()) break;
    walked.push_back(o.reveals[ti]);
  }
  ASSERT_FALSE(walked.empty());
  EXPECT_EQ(walked.front(), "e");
  EXPECT_EQ(walked.back(), "ti");
  EXPECT_NE(std::find(walked.begin(), walked.end(), "cap1"), walked.end());
  answers[ti] = Typed(Num(d.result.at("ti").get<double>()));
  EXPECT_EQ(Check(d, ex, answers, st).marks[ti], Mark::Right);
}

// Lecture 17's 2D collision: a wrong V1' walks N → V1N → V2N → V1∥ → the test → V1'N → V1'; with N and the
// split answered right, the first step it contradicts is the approaching test.
TEST(PracticeCheck, Elastic2DWrongAfterVelocityWalksTheSplit) {
  // glancing: N = (0.8, 0.6), V1 = (4, 0), V2 = 0, equal masses.
  const Derivation d = ExplainScene({{"lesson", "elastic-2d"},
                                     {"p1", {0, 0}},
                                     {"p2", {2.4, 1.8}},
                                     {"v1", {4, 0}},
                                     {"v2", {0, 0}},
                                     {"m1", 1},
                                     {"m2", 1}});
  const Exercise& ex = *FindExercise("elastic-2d");
  const std::size_t v1 = IndexOf(ex, "v1_after");
  std::vector<Answer> answers(ex.questions.size());
  answers[v1] = Typed("-4", "0");  // bounced straight back, as off a wall
  LessonState st = Hidden();
  EXPECT_EQ(Check(d, ex, answers, st).points_at[v1], "v1_after");  // first: the step, the student's numbers
  std::vector<std::string> walk;
  for (int k = 0; k < 8; ++k) walk.push_back(Check(d, ex, answers, st).reveals[v1]);
  EXPECT_EQ(walk, (std::vector<std::string>{"n", "v1n", "v2n", "v1_par", "approaching", "v1n_after",
                                            "v1_after", ""}));

  LessonState fresh = Hidden();
  answers[IndexOf(ex, "n")] = Typed("0.8", "0.6");
  answers[IndexOf(ex, "v1n")] = Typed("2.56", "1.92");
  answers[IndexOf(ex, "v2n")] = Typed("0", "0");
  answers[IndexOf(ex, "v1_par")] = Typed("1.44", "-1.92");
  const Outcome o = Check(d, ex, answers, fresh);
  EXPECT_EQ(o.marks[IndexOf(ex, "v1_par")], Mark::Right);
  EXPECT_EQ(o.points_at[v1], "v1_after");
  EXPECT_EQ(Check(d, ex, answers, fresh).reveals[v1], "approaching");
  answers[v1] = Typed("1.44", "-1.92");  // V1' = V1∥: the normal part went to ball 2
  EXPECT_EQ(Check(d, ex, answers, fresh).marks[v1], Mark::Right);
}

TEST(PracticeCheck, Elastic2DWrongApproachingRevealsTheTest) {
  const Derivation d = ExplainScene({{"lesson", "elastic-2d"},
                                     {"p1", {0, 0}},
                                     {"p2", {3, 0}},
                                     {"v1", {-2, 2}},
                                     {"v2", {3, 1}},
                                     {"m1", 1},
                                     {"m2", 1}});
  const Exercise& ex = *FindExercise("elastic-2d");
  const std::size_t q = IndexOf(ex, "approaching");
  std::vector<Answer> answers(ex.questions.size());
  answers[q] = Chosen(ex.questions[q], "yes");
  LessonState st = Hidden();
  const Outcome o = Check(d, ex, answers, st);
  EXPECT_EQ(o.marks[q], Mark::Wrong);
  EXPECT_EQ(o.reveals[q], "approaching");
  // Not approaching: V1' = V1 — the after-velocities are unchanged, and graded so.
  answers[IndexOf(ex, "v1_after")] = Typed("-2", "2");
  EXPECT_EQ(Check(d, ex, answers, st).marks[IndexOf(ex, "v1_after")], Mark::Right);
}

TEST(PracticeCheck, Elastic1DAndEdgeNormal) {
  {
    const Derivation d = ExplainScene(
        {{"lesson", "elastic-1d"}, {"m1", 2}, {"m2", 1}, {"v1", 3}, {"v2", -1}, {"approaching_test", true}});
    const Exercise& ex = *FindExercise("elastic-1d");
    const std::size_t v1 = IndexOf(ex, "v1_after");
    // V1' = (3·(2 − 1) + 2·1·(−1)) / 3 = 1/3, V2' = (−1·(1 − 2) + 2·2·3) / 3 = 13/3.
    std::vector<Answer> answers(ex.questions.size());
    answers[v1] = Typed("1/3");
    answers[IndexOf(ex, "v2_after")] = Typed("4.333");
    answers[IndexOf(ex, "momentum_before")] = Typed("5");
    LessonState st = Hidden();
    Outcome o = Check(d, ex, answers, st);
    EXPECT_EQ(o.marks[v1], Mark::Right);
    EXPECT_EQ(o.marks[IndexOf(ex, "v2_after")], Mark::Right);
    EXPECT_EQ(o.marks[IndexOf(ex, "momentum_before")], Mark::Right);
    answers[v1] = Typed("3");  // the velocity before: forgot the collision
    o = Check(d, ex, answers, st);
    EXPECT_EQ(o.points_at[v1], "v1_formula");
    EXPECT_EQ(o.reveals[v1], "");
    // Then the path worked: the approaching test is the student's (V2' is right and needs it), so V1''s
    // formula, then nothing more.
    o = Check(d, ex, answers, st);
    EXPECT_EQ(o.reveals[v1], "v1_formula");
    o = Check(d, ex, answers, st);
    EXPECT_EQ(o.reveals[v1], "");
  }
  {
    // e = (−4, 3), n = (3, 4), n̂ = (0.6, 0.8); P = (2, 1) gives BC = 0.6·2 + 0.8·1 − 3.8 = −1.8: inside.
    const Derivation d =
        ExplainScene({{"lesson", "edge-normal"}, {"p0", {3, 2.5}}, {"p1", {-1, 5.5}}, {"p", {2, 1}}});
    const Exercise& ex = *FindExercise("edge-normal");
    const std::size_t side = IndexOf(ex, "side");
    ASSERT_TRUE(Asked(d, ex.questions[side]));
    std::vector<Answer> answers(ex.questions.size());
    answers[side] = Chosen(ex.questions[side], "outside");
    answers[IndexOf(ex, "n")] = Typed("-3", "-4");  // rotated the wrong way: the inward normal
    LessonState st = Hidden();
    const Outcome o = Check(d, ex, answers, st);
    EXPECT_EQ(o.reveals[side], "side");
    EXPECT_EQ(o.points_at[IndexOf(ex, "n")], "n");  // the slip: turned the other way
    EXPECT_NE(o.words[IndexOf(ex, "n")].find("the other way"), std::string::npos)
        << o.words[IndexOf(ex, "n")];
    // Without P there is no side to ask.
    const Derivation no_p = ExplainScene({{"lesson", "edge-normal"}, {"p0", {3, 2.5}}, {"p1", {-1, 5.5}}});
    EXPECT_FALSE(Asked(no_p, ex.questions[side]));
    EXPECT_EQ(Grade(no_p, ex.questions[side], answers[side]), Mark::Blank);
  }
}

TEST(PracticeCheck, LessonsWithoutAProblemToWorkHaveNoExercise) {
  EXPECT_EQ(FindExercise("sandbox"), nullptr);
  EXPECT_EQ(FindExercise("no-such-lesson"), nullptr);
  for (std::string_view id : PracticeLessons()) EXPECT_NE(FindLesson(id), nullptr) << id;
}

}  // namespace
}  // namespace ricochet::app::practice
