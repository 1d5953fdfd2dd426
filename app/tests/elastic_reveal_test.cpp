// Lecture 17's lessons (elastic-1d, elastic-2d, targeting) against issue 15's "a reveal that hides the
// answer" and issue 16's order: the symbol sequence of every preset is the lecture's, and with reveal at step
// k no label holds a number of a later step or a verdict, and the motion stays before what a later step
// finds.
#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "draw/format.h"
#include "lessons/lesson.h"
#include "reveal_check.h"
#include "scene/scene.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

using nlohmann::json;
using reveal_check::Labels;  // the figure's labels at reveal k and t
using reveal_check::NumbersOf;

// Lecture 17's own reading of the numbers in a label ("V1' = -10" → {"-10"}), not the digits of a name ("V1",
// "m2", "shot 3"); 0 and 1 are left out (the frame's ends, "shot 1"). A label that is only a number is an
// axis tick.
std::vector<std::string> NumberTokens(std::string text) {
  for (std::size_t m; (m = text.find("\u2212")) != std::string::npos;)
    text.replace(m, 3, "-");  // − reads as -
  std::vector<std::string> out;
  const auto digit = [&](std::size_t i) {
    return i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]));
  };
  for (std::size_t i = 0; i < text.size();) {
    const bool starts = digit(i) || (text[i] == '-' && digit(i + 1));
    const bool in_name = (i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) ||
                                    text[i - 1] == '_' || text[i - 1] == '\'')) ||
                         (i >= 5 && text.compare(i - 5, 5, "shot ") == 0);
    if (!starts || in_name) {
      ++i;
      continue;
    }
    std::size_t j = i + 1;
    while (j < text.size() &&
           (digit(j) || text[j] == '.' || text[j] == 'e' || (text[j] == '-' && text[j - 1] == 'e'))) {
      ++j;
    }
    const std::string x = text.substr(i, j - i);
    if (x != "0" && x != "1" && x != "-0") out.push_back(x);
    i = j;
  }
  if (out.size() == 1 && out[0] == text) return {};
  return out;
}

std::vector<std::string> Symbols(const Derivation& d) {
  std::vector<std::string> out;
  for (const Step& s : d.steps) out.push_back(SymbolOf(s));
  return out;
}

// The words that give an answer away, each with the step that finds it (the motion's step: ImpactStep).
struct Verdict {
  std::string word;
  std::string key;
};
std::vector<Verdict> Verdicts(const Lesson& l) {
  const std::string id(l.Id()), impact(l.ImpactStep());
  if (id == "elastic-1d") {
    return {{"move nowhere", "move_nowhere"},
            {"no response", "approaching"},
            {"respond", impact},
            {"separate", impact}};
  }
  if (id == "elastic-2d") {
    return {{"respond", "approaching"}, {"unchanged", "approaching"}, {"swap", "v1n_after"}};
  }
  const std::string last = l.derivation().steps.back().key;
  return {{"hit after", last}, {"no hit", last}, {"out of reach", last}};
}

TEST(ElasticReveal, NothingOfALaterStepShows) {
  for (const char* id : {"elastic-1d", "elastic-2d", "targeting"}) {
    auto l = FindLesson(id)->Make();
    for (const Preset& p : l->Presets()) {
      l->LoadScene(p.scene);
      const std::vector<Step> steps = l->derivation().steps;  // a copy: drawing the labels may derive again
      const int n = static_cast<int>(steps.size());
      ASSERT_GT(n, 3) << id << " / " << p.name;
      std::set<std::string> inputs;
      NumbersOf(p.scene, inputs);
      for (int k = 0; k < n; ++k) {
        // What is known at reveal k: the inputs and the first k rows (value and numbers written out).
        std::set<std::string> known = inputs, later;
        for (int j = 0; j < n; ++j) {
          const Step& s = steps[static_cast<std::size_t>(j)];
          NumbersOf(s.value_json, j < k ? known : later);
          // As the row prints them too (targeting rounds to the tolerance's decimals): a revealed row's
          // numbers are known; a later row's value is not (its substitution repeats constants like the 2 of 2
          // m1).
          // ("= …": a value alone is not an axis tick here.)
          for (const std::string& x : NumberTokens("= " + StepValueText(s)))
            (j < k ? known : later).insert(x);
          if (j < k) {
            for (const std::string& x : NumberTokens(NumbersOf(s))) known.insert(x);
          }
        }
        for (double t : {0.0, 0.5, 1.0}) {
          for (const std::string& text : Labels(*l, k, t)) {
            SCOPED_TRACE(std::string(id) + " / " + p.name + ", reveal " + std::to_string(k) +
                         ", t = " + Num(t) + ": \"" + text + "\"");
            for (const Verdict& v : Verdicts(*l)) {
              if (l->derivation().Find(v.key) >= k) {
                EXPECT_EQ(text.find(v.word), std::string::npos) << "'" << v.word << "' before step " << v.key;
              }
            }
            for (const std::string& x : NumberTokens(text)) {
              EXPECT_FALSE(later.count(x) && !known.count(x)) << x << " belongs to a later step";
            }
          }
        }
      }
    }
  }
}

// The motion never runs ahead of the derivation: until the step that decides what happens after the contact,
// the picture at t = 1 is the picture just before the contact — also when the answer is "nothing changes"
// (not approaching), which the motion would otherwise show.
TEST(ElasticReveal, MotionWaitsForTheStepThatDecidesIt) {
  for (const char* id : {"elastic-1d", "elastic-2d"}) {
    auto l = FindLesson(id)->Make();
    for (const Preset& p : l->Presets()) {
      l->LoadScene(p.scene);
      const double ti = l->TimeOfImpact();
      ASSERT_GE(ti, 0) << id << " / " << p.name << ": every preset has its contact";
      const int step = l->derivation().Find(l->ImpactStep());
      ASSERT_GE(step, 0) << id << " / " << p.name;
      const bool approaching = l->derivation().result["approaching"].get<bool>();
      if (!approaching && p.scene.value("approaching_test", true)) {
        // "No change" is what the approaching test decides: the motion waits for it at least.
        EXPECT_GE(step, l->derivation().Find("approaching")) << id << " / " << p.name;
      }
      LessonState before;
      before.reveal = step;
      before.t = 1.0;
      EXPECT_EQ(l->ShownTime(before), std::max(0.0, ti - 0.02)) << id << " / " << p.name;
      LessonState at = before;
      at.reveal = step + 1;
      EXPECT_EQ(l->ShownTime(at), 1.0) << id << " / " << p.name;
    }
  }
}

// The interactive approach of the lecture, in its order: the speed as if there were no drag, the Euler step
// that shows where a shot gets, Euler's own error, "sufficiently close", then one row per shot.
TEST(ElasticLectureOrder, TargetingFollowsTheInteractiveApproach) {
  auto l = FindLesson("targeting")->Make();
  for (const Preset& p : l->Presets()) {
    l->LoadScene(p.scene);
    const Derivation& d = l->derivation();
    std::vector<std::string> lecture = {"s0", "P1", "x_Euler − x_target", "close enough"};
    for (int i = 1; i <= d.result["iterations"].get<int>(); ++i)
      lecture.push_back("shot " + std::to_string(i));
    EXPECT_EQ(Symbols(d), lecture) << p.name;
    // Each shot says which way it corrects, as the slide does.
    for (std::size_t i = 4; i < d.steps.size(); ++i) {
      const std::string& rule = d.steps[i].outcome;
      const bool says = rule.rfind("overshoot: reduce the speed", 0) == 0 ||
                        rule.rfind("undershoot: increase the speed", 0) == 0 || rule == "close enough: hit";
      EXPECT_TRUE(says) << p.name << ": " << rule;
    }
  }
}

// Elastic-1d and elastic-2d: the symbol sequence of every preset (the explain tests check the scenes the CLI
// reads; these are the lesson's own presets, as the panel shows them).
TEST(ElasticLectureOrder, ElasticPresetsFollowLecture17) {
  auto one = FindLesson("elastic-1d")->Make();
  for (const Preset& p : one->Presets()) {
    one->LoadScene(p.scene);
    EXPECT_EQ(Symbols(one->derivation()),
              (std::vector<std::string>{"momentum p: before = after", "energy E: before = after", "V1'",
                                        "V2'", "p'", "E'", "same mass?", "(V1'', V2'')", "approaching?"}))
        << p.name;
  }
  auto two = FindLesson("elastic-2d")->Make();
  for (const Preset& p : two->Presets()) {
    two->LoadScene(p.scene);
    const Derivation& d = two->derivation();
    std::vector<std::string> lecture = {"N", "V1N", "V2N", "V1∥", "V2∥", "approaching?"};
    if (d.result["approaching"].get<bool>()) {
      lecture.insert(lecture.end(), {"V1N'", "V2N'"});
    }
    lecture.insert(lecture.end(), {"V1'", "V2'"});
    EXPECT_EQ(Symbols(d), lecture) << p.name;
  }
}

}  // namespace
}  // namespace ricochet::app
