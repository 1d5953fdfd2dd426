// Round trips (issue 9): what File → Save writes, File → Open gives back — the inputs, the time t and the
// step reveal — for every lesson, over random states; and a scene stays as the file says once the window has
// drawn its panel (no control may change an input of the domain on its own).
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "explain/explain.h"
#include "headless_imgui.h"
#include "lessons/lesson.h"
#include "ricochet/splitmix64.h"
#include "sanitized.h"
#include "scene/scene.h"
#include "scene/sim_scene.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// splitmix64, for the same states on every machine.
struct Rng : SplitMix64 {
  double Uniform(double lo, double hi) { return lo + (hi - lo) * Unit(); }
  int Below(int n) { return static_cast<int>(Next() % static_cast<std::uint64_t>(n)); }
};

// Every number of a scene moved at random (kept, scaled by ½…2, shifted by up to ±3, or negated).
void Shake(json& j, Rng& rng) {
  if (j.is_number()) {
    const double x = j.get<double>();
    switch (rng.Below(4)) {
      case 0: break;
      case 1: j = x * rng.Uniform(0.5, 2.0); break;
      case 2: j = x + rng.Uniform(-3, 3); break;
      case 3: j = -x; break;
    }
  } else if (j.is_structured()) {
    for (auto& v : j) Shake(v, rng);
  }
}

void Frame(Shell& sh) {
  ImGui::NewFrame();
  sh.Frame();
  ImGui::Render();
}

class RoundTrip : public ::testing::TestWithParam<const LessonEntry*> {
 protected:
  void SetUp() override {
    CreateHeadlessContext();
    dir_ = fs::path(::testing::TempDir()) / ("ricochet-roundtrip-" + std::string(GetParam()->id));
    fs::create_directories(dir_);
  }
  void TearDown() override {
    ImGui::DestroyContext();
    fs::remove_all(dir_);
  }
  fs::path dir_;
};

TEST_P(RoundTrip, SaveThenOpenGivesTheSameStateForRandomStates) {
  const LessonEntry& e = *GetParam();
  std::vector<json> bases = {e.Make()->SaveScene()};
  for (const Preset& p : e.Make()->Presets()) bases.push_back(CompleteSandboxScene(p.scene));  // its numbers
  Rng rng{std::hash<std::string>{}(e.id)};
  int tried = 0, checked = 0;
  Shell a(false);
  ASSERT_TRUE(a.OpenLesson(e.id));
  const int cases = kSanitized ? 10 : 40;  // the round trip's code is the same for every state
  while (checked < cases && tried < 400) {
    ++tried;
    json scene = bases[static_cast<std::size_t>(rng.Below(static_cast<int>(bases.size())))];
    if (tried > 1) Shake(scene, rng);
    std::string error;
    if (!a.OpenScene(scene, "random.json", &error)) continue;  // outside the domain, overlapping balls …
    Frame(a);
    const int steps = static_cast<int>(a.lesson()->derivation().steps.size());
    a.state().t = rng.Below(4) == 0 ? 1.0 : rng.Uniform(0, 1);
    a.state().reveal = rng.Below(steps + 2);  // steps + 1: every step
    Frame(a);                                 // the panel runs the lesson's controls on the opened scene
    Frame(a);
    const json saved = a.SceneToSave();
    const std::string file = (dir_ / "state.json").string();
    WriteSceneFile(file, saved);

    Shell b(false);
    ASSERT_TRUE(b.OpenScene(ReadSceneFile(file), file, &error)) << error << "\n" << saved.dump();
    Frame(b);
    Frame(b);
    SCOPED_TRACE(saved.dump());
    EXPECT_EQ(b.lesson()->SaveScene(), a.lesson()->SaveScene());
    if (a.lesson()->clock() == Clock::Frame) {
      EXPECT_EQ(b.state().t, a.state().t);
    }
    EXPECT_EQ(std::min(b.state().reveal, steps), std::min(a.state().reveal, steps));
    EXPECT_EQ(ExplainJson(b.lesson()->derivation()), ExplainJson(a.lesson()->derivation()));
    EXPECT_EQ(b.SceneToSave(), saved);
    // What was opened is what the file says: the panel changed no input.
    json inputs = saved;
    inputs.erase("t");
    inputs.erase("reveal");
    const auto fresh = e.Make();
    fresh->LoadScene(inputs);
    EXPECT_EQ(b.lesson()->SaveScene(), fresh->SaveScene());
    ++checked;
    if (HasFailure()) return;
  }
  EXPECT_GE(checked, cases / 2) << "only " << checked << " of " << tried
                                << " random states were inside the domain";
}

INSTANTIATE_TEST_SUITE_P(EveryLesson, RoundTrip, ::testing::ValuesIn([] {
                           std::vector<const LessonEntry*> v;
                           for (const LessonEntry& e : LessonList()) v.push_back(&e);
                           return v;
                         }()),
                         [](const ::testing::TestParamInfo<const LessonEntry*>& i) {
                           std::string n = i.param->id;
                           for (char& c : n)
                             if (c == '-') c = '_';
                           return n;
                         });

TEST(RoundTripFile, TheViewIsReadWithItsRangeAndIgnoredByExplain) {
  CreateHeadlessContext();
  {
    Shell sh(false);
    const json scene = {{"lesson", "point-segment"},
                        {"p0", {0, 0}},
                        {"p1", {4, 0}},
                        {"bs", {1, 2}},
                        {"be", {3, -2}},
                        {"t", 0.25},
                        {"reveal", 3}};
    std::string error;
    ASSERT_TRUE(sh.OpenScene(scene, "v.json", &error)) << error;
    EXPECT_EQ(sh.state().t, 0.25);
    EXPECT_EQ(sh.state().reveal, 3);
    EXPECT_NO_THROW(Explain(scene, "v.json"));  // `ricochet explain` reads the same file
    json bad = scene;
    bad["t"] = 2;
    EXPECT_FALSE(sh.OpenScene(bad, "v.json", &error));
    EXPECT_EQ(error, "v.json: t: must be in [0, 1], got 2");
    bad = scene;
    bad["reveal"] = 2.5;
    EXPECT_FALSE(sh.OpenScene(bad, "v.json", &error));
    EXPECT_EQ(error, "v.json: reveal: must be a whole number");
    EXPECT_EQ(sh.state().t, 0.25) << "a refused file changes nothing";
  }
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace ricochet::app
