// The targeting lesson: presets land in the case they name, the panel's steps match the shots, the figure
// never holds a NaN, bad scenes leave the lesson unchanged.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>

#include "explain/targeting.h"
#include "lessons/lesson.h"
#include "scene/scene.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

bool Finite(const Figure& fig) {
  for (const Prim& p : fig.prims()) {
    if (!IsFinite(p.a) || !IsFinite(p.b) || !std::isfinite(p.r)) return false;
    if (p.text.find("nan") != std::string::npos || p.text.find("inf") != std::string::npos) return false;
  }
  for (Vec2 q : fig.points()) {
    if (!IsFinite(q)) return false;
  }
  return true;
}

json Load(Lesson& l, const std::string& preset) {
  for (const Preset& p : l.Presets()) {
    if (preset == p.name) {
      l.LoadScene(p.scene);
      return l.derivation().result;
    }
  }
  ADD_FAILURE() << "no preset " << preset;
  return {};
}

TEST(TargetingLesson, PresetsLandInTheirCase) {
  auto l = FindLesson("targeting")->Make();
  EXPECT_EQ(l->Id(), "targeting");
  json r = Load(*l, "no drag");
  EXPECT_TRUE(r["hit"].get<bool>());
  EXPECT_NEAR(r["speed"].get<double>(), r["analytic_speed"].get<double>(),
              0.02 * r["analytic_speed"].get<double>());
  for (const char* drag : {"linear drag", "quadratic drag"}) {
    r = Load(*l, drag);
    EXPECT_TRUE(r["hit"].get<bool>()) << drag;
    EXPECT_GT(r["speed"].get<double>(), 1.05 * r["analytic_speed"].get<double>())
        << drag;  // drag: more speed
    EXPECT_LE(std::abs(r["miss"].get<double>()), 0.1);
  }
  const double head = Load(*l, "headwind")["speed"].get<double>();
  const double tail = Load(*l, "tailwind")["speed"].get<double>();
  EXPECT_GT(head, tail);
  // Coarse dt: the analytic speed, flown by Euler, misses by metres (that is Euler's error).
  Load(*l, "coarse dt (Euler's error)");
  const Derivation d = l->derivation();
  const int euler = d.Find("euler_miss"), shot1 = d.Find("shot_1");
  ASSERT_GE(euler, 0);
  ASSERT_GE(shot1, 0);
  const Step& e = d.steps[static_cast<std::size_t>(euler)];
  EXPECT_EQ(SymbolOf(e), "x_Euler − x_target");  // Euler's error, as the lecture writes the miss
  EXPECT_GT(std::abs(e.value_json.get<double>()), 1.0);
  // Shot 1 flies s₀ without drag in this preset: its miss is Euler's error.
  EXPECT_DOUBLE_EQ(d.steps[static_cast<std::size_t>(shot1)].value_json.get<double>(),
                   e.value_json.get<double>());
  r = Load(*l, "out of reach");
  EXPECT_FALSE(r["hit"].get<bool>());
  EXPECT_TRUE(r["analytic_speed"].is_null());
}

TEST(TargetingLesson, OneStepPerShot) {
  auto l = FindLesson("targeting")->Make();
  for (const Preset& p : l->Presets()) {
    l->LoadScene(p.scene);
    const Derivation d = l->derivation();
    // s₀, the Euler step, Euler's error, the tolerance, then one step per shot.
    EXPECT_EQ(d.steps.size(), 4 + d.result["iterations"].get<std::size_t>()) << p.name;
    EXPECT_FALSE(d.verdict.empty());
    for (double t : {0.0, 0.5, 1.0}) {
      for (int reveal : {0, 1, 2, 3, 1 << 30}) {
        Figure fig;
        LessonState st;
        st.t = t;
        st.reveal = reveal;
        l->Draw(fig, st);
        EXPECT_TRUE(Finite(fig)) << p.name;
      }
    }
    EXPECT_FALSE(l->SceneBounds().Empty());
  }
}

TEST(TargetingLesson, TargetBehindTheLauncherIsExplained) {
  auto l = FindLesson("targeting")->Make();
  std::vector<Handle> hs = l->Handles();
  ASSERT_EQ(hs.size(), 2u);
  l->MoveHandle(1, Vec2{-10, 0});
  l->Update();
  const Derivation d = l->derivation();
  EXPECT_TRUE(d.steps.empty());
  EXPECT_NE(d.verdict.find("right of the launcher"), std::string::npos);
  Figure fig;
  l->Draw(fig, LessonState{});
  EXPECT_TRUE(Finite(fig));
}

TEST(TargetingLesson, BadScenesLeaveTheLessonUnchanged) {
  auto l = FindLesson("targeting")->Make();
  const json before = l->SaveScene();
  for (const char* field : {"dt", "angle", "g", "tolerance", "k_linear"}) {
    json bad = before;
    bad[field] = field == std::string("angle") ? 95.0 : -1.0;
    EXPECT_THROW(l->LoadScene(bad), SceneError) << field;
    EXPECT_EQ(l->SaveScene(), before);
  }
  json missing = before;
  missing.erase("wind");
  EXPECT_THROW(l->LoadScene(missing), SceneError);
  l->LoadScene(before);
  EXPECT_EQ(l->SaveScene(), before);
}

// Numbers print to one decimal finer than the tolerance; a tolerance being typed (0, 1e999 = ∞, NaN: the
// panel refuses it only when the edit settles) still prints, at 12 decimals or none (found by the GUI
// monkey under clang's UBSan: −∞ decimals cast to int).
TEST(TargetingLesson, NumbersFollowTheToleranceAndSurviveOneBeingTyped) {
  EXPECT_EQ(TargetingNum(40.123456, 0.1), "40.12");
  EXPECT_EQ(TargetingNum(40.123456, 0.01), "40.123");
  EXPECT_EQ(TargetingNum(40.6, INFINITY), "41");
  EXPECT_EQ(TargetingRounded({1.25, 2.5}, 1e300).x, 1.0);
  EXPECT_EQ(TargetingNum(2.0, 0.0), "2");
  EXPECT_EQ(TargetingNum(2.0, NAN), "2");
}

}  // namespace
}  // namespace ricochet::app
