// The π-from-collisions lesson: the derivation of one collision with the lecture's law, the count against the
// phase circle, and the blocks playing out event by event to the count.
#include "explain/pi_blocks.h"

#include <gtest/gtest.h>

#include <cmath>

#include "lessons/lesson.h"
#include "scene/scene.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

double Value(const Derivation& d, const char* key) {
  const int i = d.Find(key);
  EXPECT_GE(i, 0) << key;
  return i < 0 ? NAN : d.steps[static_cast<std::size_t>(i)].value_json.get<double>();
}

TEST(PiBlocksLesson, FirstCollisionIsTheLecturesLawAndKeepsMomentumAndEnergy) {
  const PiBlocksInputs in{1, 100, -1};
  const Derivation d = DerivePiBlocks(in, SolvePiBlocks(in));
  // u' = (0·(1 − 100) + 2·100·(−1)) / 101 = −200/101, V' = (−1·99) / 101 = −99/101
  EXPECT_NEAR(Value(d, "u1"), -200.0 / 101, 1e-15);
  EXPECT_NEAR(Value(d, "v1"), -99.0 / 101, 1e-15);
  EXPECT_NEAR(Value(d, "momentum"), -100, 1e-12);
  EXPECT_NEAR(0.5 * 1 * std::pow(Value(d, "u1"), 2) + 0.5 * 100 * std::pow(Value(d, "v1"), 2), 50, 1e-12);
  EXPECT_EQ(d.result["collisions"], 31);
  EXPECT_EQ(d.result["predicted"], 31);
  EXPECT_EQ(d.result["pi_digits"], "3.1");
  EXPECT_EQ(d.result["block_hits"].get<int>() + d.result["wall_hits"].get<int>(), 31);
}

// The lecture's order: the ratio, the first collision (approaching, u', V', p, E), the wall, then θ, N, the
// count and the end test.
TEST(PiBlocksLesson, StepsFollowTheArgument) {
  const PiBlocksInputs in{1, 1e4, -1};
  const Derivation d = DerivePiBlocks(in, SolvePiBlocks(in));
  std::vector<std::string> keys;
  for (const Step& s : d.steps) keys.push_back(s.key);
  EXPECT_EQ(keys,
            (std::vector<std::string>{"mass_ratio", "approaching", "u1", "v1", "momentum", "energy", "wall",
                                      "theta", "predicted", "collisions", "end", "energy_drift"}));
  EXPECT_NE(d.verdict.find("314 collisions"), std::string::npos) << d.verdict;
  EXPECT_NE(d.verdict.find("3.14"), std::string::npos) << d.verdict;
}

TEST(PiBlocksLesson, RefusesABigBlockThatDoesNotMove) {
  try {
    ReadPiBlocks({{"lesson", "pi-blocks"}, {"m", 1}, {"M", 100}, {"V", 0.5}}, "s.json");
    FAIL() << "read";
  } catch (const SceneError& e) {
    EXPECT_EQ(e.field, "V");
  }
  EXPECT_THROW(ReadPiBlocks({{"m", 0}, {"M", 100}, {"V", -1}}, "s.json"), SceneError);
}

// The collisions shown on the figure ("collisions: K" or "collisions: K of N"), −1 when there is no counter.
std::int64_t Counter(const Lesson& l) {
  Figure fig;
  l.Draw(fig, {});
  for (const Prim& p : fig.prims())
    if (p.text.rfind("collisions: ", 0) == 0) return std::stoll(p.text.substr(12));
  return -1;
}

// Played out, the blocks meet exactly as often as counted, every collision at its own time (not small steps).
// n = 5's 314,159 collisions nearly all come within 10⁻⁴ of t = 2 — yet at the default speed the counter
// runs through them for seconds (slow motion through the burst) and the whole play ends within 20 s.
TEST(PiBlocksLesson, PlayingOutReachesTheCountAndTheCounterVisiblyRuns) {
  for (const auto& [m, M, count] : {std::tuple{1.0, 100.0, 31}, std::tuple{1e-4, 1e6, 314159}}) {
    SCOPED_TRACE(count);
    auto l = FindLesson("pi-blocks")->Make();
    l->LoadScene({{"lesson", "pi-blocks"}, {"m", m}, {"M", M}, {"V", -1}});
    EXPECT_EQ(l->clock(), Clock::Own);
    EXPECT_FALSE(l->Running());
    l->PlayPause();
    ASSERT_TRUE(l->Running());
    int ticks = 0, running = 0;  // frames at 60 Hz; of which the counter moved but had not reached the count
    std::int64_t shown = 0;
    while (l->Running() && ticks < 100000) {
      l->Tick(1.0 / 60), ++ticks;
      const std::int64_t now = Counter(*l);
      EXPECT_GE(now, shown);  // only forward
      if (now != shown && now < count) ++running;
      shown = now;
    }
    EXPECT_FALSE(l->Running());  // stops by itself once the blocks have left
    EXPECT_EQ(shown, count);
    Figure fig;
    LessonState all;
    all.reveal = 1 << 30;
    l->Draw(fig, all);
    bool counted = false;
    for (const Prim& p : fig.prims())
      counted = counted || p.text == "collisions: " + std::to_string(count) + " of " + std::to_string(count);
    EXPECT_TRUE(counted) << count;
    EXPECT_LT(ticks, 20 * 60);  // within 20 s of wall clock at the default speed
    if (count > 1000) {
      EXPECT_GT(running, 3 * 60);  // the counter runs for more than 3 s
    }
  }
}

// Before the step that counts them (the lecture start, practice mode), playing out does not give the count
// away: the counter says "?" from start to end; revealed, it runs.
TEST(PiBlocksLesson, TheCounterIsHiddenUntilItsStepIsRevealed) {
  auto l = FindLesson("pi-blocks")->Make();
  l->LoadScene({{"lesson", "pi-blocks"}, {"m", 1}, {"M", 100}, {"V", -1}});
  l->Update();
  const int counted_at = l->derivation().Find("collisions");
  ASSERT_GT(counted_at, 0);
  LessonState before;
  before.reveal = counted_at;  // every step up to the count
  const auto labels = [&](const LessonState& st) {
    Figure fig;
    l->Draw(fig, st);
    std::string all;
    for (const Prim& p : fig.prims()) {
      if (p.kind == Prim::Kind::Label) all += p.text + "\n";
    }
    return all;
  };
  l->PlayPause();
  for (int ticks = 0; l->Running() && ticks < 100000; ++ticks) {
    l->Tick(1.0 / 60);
    if (ticks % 30 == 0) {
      const std::string text = labels(before);
      EXPECT_NE(text.find("collisions: ?"), std::string::npos);
      EXPECT_EQ(text.find("31"), std::string::npos) << text;
    }
  }
  EXPECT_EQ(Counter(*l), 31);
  EXPECT_NE(labels(before).find("collisions: ?"), std::string::npos);
  LessonState counted;
  counted.reveal = counted_at + 1;
  EXPECT_NE(labels(counted).find("collisions: 31 of 31"), std::string::npos);
}

// The approaching test off: the count has no end, so it stops at the cap, and both `explain` and the panel
// say why — every collision after the first at t = 1, the blocks unmoved, the count with the test beside it.
TEST(PiBlocksLesson, WithoutTheApproachingTestTheCountStopsAtTheCapAndSaysWhy) {
  const json scene = {{"lesson", "pi-blocks"}, {"m", 1}, {"M", 100}, {"V", -1}, {"approaching_test", false}};
  const PiBlocksInputs in = ReadPiBlocks(scene, "s.json");
  EXPECT_FALSE(in.approaching_test);
  EXPECT_EQ(PiBlocksJson(in).at("approaching_test"), false);              // written back
  EXPECT_FALSE(PiBlocksJson({1, 100, -1}).contains("approaching_test"));  // on: the scene stays as it was
  const Derivation d = ExplainPiBlocks(scene, "s.json");
  EXPECT_EQ(d.result["collisions"], kPiBlocksNoTestCap);
  EXPECT_EQ(d.result["block_hits"], kPiBlocksNoTestCap);
  EXPECT_EQ(d.result["stopped"], true);
  EXPECT_EQ(d.result["approaching_test"], false);
  EXPECT_EQ(d.result["pi_digits"], "");
  EXPECT_EQ(d.result["predicted"], 31);  // what the test would give
  EXPECT_NE(d.verdict.find("OFF"), std::string::npos) << d.verdict;
  EXPECT_NE(d.verdict.find("1000 collisions, all at t = 1"), std::string::npos) << d.verdict;
  EXPECT_NE(d.verdict.find("With the test: 31"), std::string::npos) << d.verdict;
  const Step& end = d.steps[static_cast<std::size_t>(d.Find("end"))];
  EXPECT_EQ(end.value_json, false);
  EXPECT_NE(StepText(end).find("x = 1, X = 2"), std::string::npos) << NumbersOf(end);  // nobody moved
  // The first collision is the same either way: approaching, the lecture's law.
  EXPECT_NEAR(Value(d, "u1"), -200.0 / 101, 1e-15);
  // Bad input names the field.
  try {
    ReadPiBlocks({{"m", 1}, {"M", 100}, {"V", -1}, {"approaching_test", "no"}}, "s.json");
    FAIL() << "read";
  } catch (const SceneError& e) {
    EXPECT_EQ(e.field, "approaching_test");
  }
}

// Played without the test the counter runs to the cap at t = 1 and the lesson stops there by itself,
// saying so on the figure.
TEST(PiBlocksLesson, PlayingWithoutTheTestStopsAtTheCap) {
  auto l = FindLesson("pi-blocks")->Make();
  l->LoadScene({{"lesson", "pi-blocks"}, {"m", 1}, {"M", 1e4}, {"V", -1}, {"approaching_test", false}});
  l->PlayPause();
  int ticks = 0;
  while (l->Running() && ticks < 10000) l->Tick(1.0 / 60), ++ticks;
  EXPECT_FALSE(l->Running());
  EXPECT_LT(ticks, 10 * 60);  // t = 1 at 2 time/s, then 1000 collisions at the rate of a count
  Figure fig;
  l->Draw(fig, {});
  bool counted = false, said = false;
  for (const Prim& p : fig.prims()) {
    counted = counted || p.text == "collisions: 1000 of 1000";
    said = said || p.text.find("stopped") != std::string::npos;
  }
  EXPECT_TRUE(counted);
  EXPECT_TRUE(said);
}

// The phase picture draws a bounded number of primitives at every n — n = 6 has 3,141,592 chords, not one
// drawn per collision — whether at the start, midway or at the end.
TEST(PiBlocksLesson, PhasePictureStaysSmallAtEveryN) {
  for (int n = 0; n <= 6; ++n) {
    SCOPED_TRACE(n);
    const double m = n <= 3 ? 1.0 : std::pow(100.0, 3 - n);
    auto l = FindLesson("pi-blocks")->Make();
    l->LoadScene({{"lesson", "pi-blocks"}, {"m", m}, {"M", m * std::pow(100.0, n)}, {"V", -1}});
    LessonState st;
    st.reveal = 1 << 30;
    l->PlayPause();
    for (int k = 0; k < 3; ++k) {
      Figure fig;
      l->Draw(fig, st);
      std::size_t points = 0;
      for (const Prim& p : fig.prims()) points += p.count;
      EXPECT_LT(fig.prims().size(), 700u);
      EXPECT_LT(points, 3000u);
      for (int i = 0; i < 40; ++i) l->Tick(1.0 / 60);
    }
  }
}

// Sliding n away and back finds the count solved before (kept, not walked again): the same derivation and
// the same phase picture, point for point, as the first time.
TEST(PiBlocksLesson, ACountComesBackTheSameWhenNReturns) {
  const auto load = [](Lesson& l, double m, double M) {
    l.LoadScene({{"lesson", "pi-blocks"}, {"m", m}, {"M", M}, {"V", -1}});
  };
  auto l = FindLesson("pi-blocks")->Make();
  LessonState st;
  st.reveal = 1 << 30;
  const auto picture = [&] {
    Figure fig;
    l->Draw(fig, st);
    return fig.points();
  };
  load(*l, 1e-4, 1e6);  // n = 5: 314,159 collisions
  const std::vector<Vec2> first = picture();
  const double count = Value(l->derivation(), "collisions");
  load(*l, 1, 100);
  EXPECT_EQ(Value(l->derivation(), "collisions"), 31);
  EXPECT_NE(picture(), first);
  load(*l, 1e-4, 1e6);
  EXPECT_EQ(Value(l->derivation(), "collisions"), count);
  EXPECT_EQ(count, 314159);
  EXPECT_EQ(picture(), first);
}

}  // namespace
}  // namespace ricochet::app
