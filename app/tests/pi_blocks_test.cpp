// The π-from-collisions lesson: the derivation of one collision with the lecture's law, the count against the
// phase circle, and the blocks playing out event by event to the count.
#include "explain/pi_blocks.h"

#include <gtest/gtest.h>

#include <cmath>

#include "lessons/lesson.h"
#include "scene/scene.h"

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

// Played out, the blocks meet exactly as often as counted, every collision at its own time (not small steps):
// n = 5 (314,159 collisions) plays to the end within a few seconds of lesson time.
TEST(PiBlocksLesson, PlayingOutReachesTheCount) {
  for (const auto& [m, M, count] : {std::tuple{1.0, 100.0, 31}, std::tuple{1e-4, 1e6, 314159}}) {
    auto l = FindLesson("pi-blocks")->Make();
    l->LoadScene({{"lesson", "pi-blocks"}, {"m", m}, {"M", M}, {"V", -1}});
    EXPECT_FALSE(l->HasMotion());
    EXPECT_FALSE(l->Animating());
    l->PlayPause();
    ASSERT_TRUE(l->Animating());
    int ticks = 0;
    while (l->Animating() && ticks < 100000) l->Tick(1.0 / 60), ++ticks;
    EXPECT_FALSE(l->Animating());  // stops by itself once the blocks have left
    Figure fig;
    l->Draw(fig, {});
    bool counted = false;
    for (const Prim& p : fig.prims())
      counted = counted || p.text == "collisions: " + std::to_string(count) + " of " + std::to_string(count);
    EXPECT_TRUE(counted) << count;
    EXPECT_LT(ticks / 60.0 * 2.0, 200.0);  // lesson time at the default speed, seconds of wall clock ÷ 2
  }
}

}  // namespace
}  // namespace ricochet::app
