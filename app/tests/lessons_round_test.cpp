// The round-object lessons: presets land in the case they name, the panel equals `ricochet explain`,
// scenes round-trip, and no drawn value is ever NaN.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <set>

#include "draw/format.h"
#include "explain/explain.h"
#include "explain/tunneling.h"
#include "lessons/lesson.h"
#include "reveal_check.h"
#include "scene/scene.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

bool Finite(Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); }

// Every primitive at every reveal step has finite geometry and no NaN in its text.
void ExpectDrawsCleanly(const Lesson& lesson, const std::string& what) {
  const int n = static_cast<int>(lesson.derivation().steps.size());
  for (int reveal = 0; reveal <= n; ++reveal) {
    for (double t : {0.0, 0.37, 1.0}) {
      Figure fig;
      LessonState st;
      st.reveal = reveal;
      st.t = t;
      lesson.Draw(fig, st);
      ASSERT_FALSE(fig.prims().empty()) << what;
      for (const Prim& p : fig.prims()) {
        ASSERT_TRUE(Finite(p.a) && Finite(p.b) && std::isfinite(p.r)) << what << " reveal " << reveal;
        for (const char* bad : {"nan", "inf", "undefined"}) {
          ASSERT_EQ(p.text.find(bad), std::string::npos) << what << ": \"" << p.text << "\"";
        }
      }
      for (Vec2 q : fig.points()) ASSERT_TRUE(Finite(q)) << what;
    }
  }
  const Bounds b = lesson.SceneBounds();
  EXPECT_FALSE(b.Empty()) << what;
  EXPECT_TRUE(Finite(b.min) && Finite(b.max)) << what;
}

std::string Verdict(const Lesson& l) { return l.derivation().verdict; }
json Result(const Lesson& l) { return l.derivation().result; }

TEST(RayCircleLesson, PresetsLandInTheCaseTheyName) {
  auto l = FindLesson("ray-circle")->Make();
  EXPECT_EQ(l->Id(), "ray-circle");
  const auto presets = l->Presets();
  ASSERT_GE(presets.size(), 7u);
  for (const Preset& p : presets) {
    l->LoadScene(p.scene);
    const std::string name = p.name, v = Verdict(*l);
    const json r = Result(*l);
    SCOPED_TRACE(name + ": " + v);
    if (name == "hit") {
      EXPECT_EQ(r["kind"], "hit");
      EXPECT_EQ(r["collides"], true);
    } else if (name == "miss") {
      EXPECT_EQ(r["kind"], "miss");
      EXPECT_EQ(r["collides"], false);
    } else if (name == "graze") {
      EXPECT_EQ(r["kind"], "graze");
      EXPECT_EQ(r["collides"], true);
    } else if (name == "behind") {
      EXPECT_NE(v.find("behind"), std::string::npos);
    } else if (name == "too late") {
      EXPECT_NE(v.find("too late"), std::string::npos);
    } else if (name == "starts inside") {
      EXPECT_NE(v.find("starts inside"), std::string::npos);
    } else if (name == "pinball radius") {
      EXPECT_TRUE(p.scene.contains("rs"));
      EXPECT_EQ(r["collides"], true);
      // … and without the pinball's radius the same ray misses the bare pillar
      json bare = p.scene;
      bare.erase("rs");
      EXPECT_EQ(Explain(bare, "t").result["collides"], false);
    } else {
      ADD_FAILURE() << "preset without a check: " << name;
    }
    EXPECT_EQ(l->TimeOfImpact() >= 0, r["collides"].get<bool>());
    ExpectDrawsCleanly(*l, name);
  }
}

TEST(CircleCircleLesson, PresetsLandInTheCaseTheyName) {
  auto l = FindLesson("circle-circle")->Make();
  EXPECT_EQ(l->Id(), "circle-circle");
  for (const Preset& p : l->Presets()) {
    l->LoadScene(p.scene);
    const std::string name = p.name, v = Verdict(*l);
    const json r = Result(*l);
    SCOPED_TRACE(name + ": " + v);
    if (name == "simpler problem (r = 0, stick still)") {
      EXPECT_EQ(p.scene["r"], 0);
      EXPECT_EQ(p.scene["s0"], p.scene["s1"]);
      EXPECT_EQ(r["collides"], true);
    } else if (name == "hit" || name == "hit, relative view" || name == "still stick" ||
               name == "stick hits still puck" || name == "graze") {
      EXPECT_EQ(r["collides"], true);
      if (name == "graze") {
        EXPECT_NEAR(r["discriminant"].get<double>(), 0, 1e-9);
      } else if (name == "still stick") {
        EXPECT_EQ(p.scene["s0"], p.scene["s1"]);
      } else if (name == "stick hits still puck") {
        EXPECT_EQ(p.scene["p0"], p.scene["p1"]);
      }
    } else if (name == "miss") {
      EXPECT_NE(v.find("passes the stick by"), std::string::npos);
    } else if (name == "too late") {
      EXPECT_NE(v.find("too late"), std::string::npos);
    } else if (name == "in the past") {
      EXPECT_NE(v.find("in the past"), std::string::npos);
    } else if (name == "overlapping") {
      EXPECT_NE(v.find("already overlap"), std::string::npos);
    } else if (name == "no relative motion") {
      EXPECT_NE(v.find("no relative motion"), std::string::npos);
    } else {
      ADD_FAILURE() << "preset without a check: " << name;
    }
    ExpectDrawsCleanly(*l, name);
  }
}

TEST(TunnelingLesson, PresetsLandInTheCaseTheyName) {
  auto l = FindLesson("tunneling")->Make();
  EXPECT_EQ(l->Id(), "tunneling");
  for (const Preset& p : l->Presets()) {
    l->LoadScene(p.scene);
    const std::string name = p.name;
    const json r = Result(*l);
    SCOPED_TRACE(name + ": " + Verdict(*l));
    const double speed = p.scene["speed"].get<double>(), threshold = r["threshold"].get<double>();
    if (name.find("tunnels") != std::string::npos || name == "just above the threshold") {
      EXPECT_EQ(r["tunnels"], true);
      EXPECT_EQ(r["discrete_collides"], false);
      EXPECT_EQ(r["swept_collides"], true);
      EXPECT_GT(speed, threshold);
    } else if (name == "slow: both catch it") {
      EXPECT_EQ(r["discrete_collides"], true);
      EXPECT_EQ(r["swept_collides"], true);
      EXPECT_LT(speed, threshold);
    } else if (name == "just below the threshold") {
      EXPECT_EQ(r["tunnels"], false);
      EXPECT_EQ(r["discrete_collides"], true);
      EXPECT_LT(speed, threshold);
    } else if (name == "fast, passes by") {
      EXPECT_EQ(r["discrete_collides"], false);
      EXPECT_EQ(r["swept_collides"], false);
    } else {
      ADD_FAILURE() << "preset without a check: " << name;
    }
    ExpectDrawsCleanly(*l, name);
  }
}

TEST(TunnelingLesson, ThresholdIsWhereDiscreteTestingStartsToFail) {
  // Circle r 0.5, R 1: threshold 2(r + R) = 3. Wall w 0.4, r 0.5: threshold w + 2r = 1.4.
  auto l = FindLesson("tunneling")->Make();
  for (const auto& [target, size, threshold] :
       {std::tuple{"circle", 1.0, 3.0}, std::tuple{"wall", 0.4, 1.4}}) {
    json s = {{"lesson", "tunneling"}, {"target", target}, {"c", {0, 0}}, {"r", 0.5}};
    s[std::string(target) == "wall" ? "w" : "R"] = size;
    for (double speed : {0.5, 0.9, 0.99}) {
      s["speed"] = speed * threshold;
      l->LoadScene(s);
      EXPECT_EQ(Result(*l)["tunnels"], false) << target << " " << speed;
      EXPECT_EQ(Result(*l)["discrete_collides"], true) << target << " " << speed;
    }
    for (double speed : {1.01, 2.0, 10.0}) {
      s["speed"] = speed * threshold;
      l->LoadScene(s);
      EXPECT_EQ(Result(*l)["tunnels"], true) << target << " " << speed;
      EXPECT_DOUBLE_EQ(Result(*l)["threshold"].get<double>(), threshold);
    }
  }
}

// The rule for every path, against brute force: a puck moving along the x axis can skip the target (both
// frame ends clear of it, some point between them not) exactly when its frame step is longer than the chord
// its path cuts through the target grown by r — v_max = 2√((R + r)² − d²), d the path's distance from C (a
// wall: its thickness w + 2r beside the face, the chord through the grown end past it). Over random scenes,
// the chord is measured by sampling the line, and the frame is slid along the line by small steps: no
// position tunnels below v_max, some position does above it, and the lesson's own frame (Bs, Be straddling
// the origin) tunnels only above it.
TEST(TunnelingLesson, TheRuleHoldsOnEveryPathAgainstBruteForce) {
  std::mt19937 rng(25);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  // The gap from the puck's centre p to the grown target, as a student would measure it: < 0 inside.
  const auto gap = [](const TunnelingInputs& in, Vec2 p) {
    if (!in.wall) return Length(p - in.c) - (in.R + in.r);
    const double h = kTunnelingWallHalfHeight, y = std::max(in.c.y - h, std::min(p.y, in.c.y + h));
    return Length(p - Vec2{in.c.x, y}) - (in.r + in.w / 2);
  };
  int below = 0, above = 0;
  for (int k = 0; k < 400; ++k) {
    TunnelingInputs in;
    in.wall = k % 4 == 3;
    in.r = 0.05 + 1.2 * u(rng);
    in.R = 0.05 + 1.8 * u(rng);
    in.w = 0.05 + 1.0 * u(rng);
    const double reach = in.wall ? in.r + in.w / 2 : in.R + in.r;
    in.c = {-3 + 6 * u(rng), (in.wall ? kTunnelingWallHalfHeight : 0.0) + (u(rng) * 2 - 1) * 1.2 * reach};
    // The chord, measured: how long the line y = 0 runs inside the grown target (sampled every 10⁻⁴ of it).
    const double x_lo = in.c.x - reach - 1, x_hi = in.c.x + reach + 1, dx = (x_hi - x_lo) * 1e-4;
    double chord = 0;
    for (double x = x_lo; x <= x_hi; x += dx) chord += gap(in, {x, 0}) < 0 ? dx : 0;
    const double step = std::max(0.1, chord * (0.3 + 1.4 * u(rng)));
    in.speed = step;
    const TunnelingTrace t = SolveTunneling(in);
    SCOPED_TRACE(TunnelingJson(in).dump());
    ASSERT_NEAR(t.threshold, chord, 4 * dx + 1e-9) << "the rule's chord is the measured one";
    // Slide the frame along the line, 400 positions across the target: does any position tunnel?
    bool tunnels_somewhere = false;
    for (int i = 0; i <= 400 && !tunnels_somewhere; ++i) {
      const double x0 = x_lo - step + (x_hi - x_lo + step) * i / 400.0;
      const Vec2 bs{x0, 0}, be{x0 + step, 0};
      if (gap(in, bs) < 0 || gap(in, be) < 0) continue;  // the discrete test sees it
      for (int j = 1; j < 400; ++j) {
        if (gap(in, Lerp(bs, be, j / 400.0)) < 0) {
          tunnels_somewhere = true;
          break;
        }
      }
    }
    const double slack = (x_hi - x_lo + step) / 400.0 + 4 * dx;  // the slide's and the samples' resolution
    if (!(t.threshold > 0)) {
      EXPECT_LT(chord, 4 * dx) << "no chord: the path never comes within reach";
      EXPECT_FALSE(tunnels_somewhere);
    } else if (step < t.threshold - slack) {
      ++below;
      EXPECT_FALSE(tunnels_somewhere)
          << "a step shorter than v_max = " << t.threshold << " skipped the target";
      EXPECT_FALSE(t.tunnels);
    } else if (step > t.threshold + 2 * slack) {
      ++above;
      EXPECT_TRUE(tunnels_somewhere) << "a step longer than v_max = " << t.threshold << " never skips it";
    }
    if (t.tunnels) {
      EXPECT_GT(step, t.threshold) << "the lesson's frame tunnels only above v_max";
    }
    // The lesson's own frame, brute force: tunnels = clear at both ends, not clear somewhere between.
    double deepest = HUGE_VAL;
    for (int j = 0; j <= 1000; ++j) deepest = std::min(deepest, gap(in, Lerp(t.bs, t.be, j / 1000.0)));
    const double tol = 1e-6 * reach;
    if (deepest < -tol && gap(in, t.bs) > tol && gap(in, t.be) > tol) {
      EXPECT_TRUE(t.tunnels) << "brute force sees the puck skip the target";
    }
    if (deepest > 1e-2 * reach) {
      EXPECT_FALSE(t.swept_hit) << "brute force finds no contact";
    }
  }
  EXPECT_GT(below, 80);
  EXPECT_GT(above, 80);
}

// The issue's example: a path 1.45 off the target's centre. Head-on the rule would be 2(r + R) = 3, and a
// step of 2 would look safe; on this path the chord through the grown circle is 2√(1.5² − 1.45²) ≈ 0.77, and
// the puck skips the circle (brute force: both frame ends are 1.76 from C, the middle of the frame 1.45).
// Every line the lesson shows says so: the verdict, the step and the figure's caption.
TEST(TunnelingLesson, AnOffAxisPathIsToldByItsChordNotTheHeadOnRule) {
  auto l = FindLesson("tunneling")->Make();
  l->LoadScene(
      json::parse(R"({"lesson":"tunneling","target":"circle","c":[0,1.45],"speed":2,"r":0.5,"R":1})"));
  const json r = Result(*l);
  const double chord = 2 * std::sqrt(1.5 * 1.5 - 1.45 * 1.45);
  EXPECT_NEAR(r["threshold"].get<double>(), chord, 1e-12);
  EXPECT_DOUBLE_EQ(r["head_on_threshold"].get<double>(), 3.0);
  EXPECT_EQ(r["tunnels"], true);
  EXPECT_EQ(r["discrete_collides"], false);
  EXPECT_GT(Length(Vec2{-1, 0} - Vec2{0, 1.45}), 1.5);  // both frame ends clear,
  EXPECT_LT(Length(Vec2{0, 0} - Vec2{0, 1.45}), 1.5);   // the middle of the frame inside
  const std::string v = Verdict(*l);
  EXPECT_NE(v.find("longer than the chord " + Num(chord)), std::string::npos) << v;
  EXPECT_EQ(v.find("threshold 3"), std::string::npos) << v;
  Figure fig;
  LessonState st;  // every step shown
  l->Draw(fig, st);
  bool told = false;
  for (const Prim& p : fig.prims()) {
    if (p.kind != Prim::Kind::Label) continue;
    EXPECT_EQ(p.text.find("2(r + R) = 3"), std::string::npos)
        << "the head-on rule as this path's: " << p.text;
    if (p.text.find("v_max") != std::string::npos) {
      told = true;
      EXPECT_NE(p.text.find("> v_max"), std::string::npos) << p.text;
      EXPECT_NE(p.text.find("= " + Num(chord)), std::string::npos) << p.text;
    }
  }
  EXPECT_TRUE(told) << "the caption compares the speed with this path's v_max";
}

TEST(RoundLessons, PanelEqualsExplainAndScenesRoundTrip) {
  for (const char* id : {"ray-circle", "circle-circle", "tunneling"}) {
    auto l = FindLesson(id)->Make();
    for (const Preset& p : l->Presets()) {
      l->LoadScene(p.scene);
      EXPECT_EQ(l->SaveScene(), p.scene) << p.name;
      if (l->Id() != "tunneling") {
        EXPECT_EQ(ExplainJson(l->derivation()), ExplainJson(Explain(l->SaveScene(), "scene.json"))) << p.name;
      }
    }
  }
}

TEST(RoundLessons, BadScenesLeaveTheLessonUnchanged) {
  auto ray = FindLesson("ray-circle")->Make();
  const json before = ray->SaveScene();
  EXPECT_THROW(ray->LoadScene(
                   json{{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {1, 0}}, {"c", {2, 0}}, {"r", -1}}),
               SceneError);
  EXPECT_THROW(ray->LoadScene(json{{"lesson", "ray-circle"}, {"bs", {0, 0}}}), SceneError);
  EXPECT_EQ(ray->SaveScene(), before);

  auto cc = FindLesson("circle-circle")->Make();
  const json cc_before = cc->SaveScene();
  EXPECT_THROW(cc->LoadScene(json{{"lesson", "circle-circle"}, {"p0", {0, 0}}}), SceneError);
  EXPECT_EQ(cc->SaveScene(), cc_before);

  auto tun = FindLesson("tunneling")->Make();
  const json tun_before = tun->SaveScene();
  EXPECT_THROW(tun->LoadScene(json{{"lesson", "tunneling"}, {"target", "box"}}), SceneError);
  EXPECT_THROW(
      tun->LoadScene(json{
          {"lesson", "tunneling"}, {"target", "circle"}, {"c", {0, 0}}, {"speed", 0}, {"r", 1}, {"R", 1}}),
      SceneError);
  EXPECT_EQ(tun->SaveScene(), tun_before);
}

TEST(RoundLessons, DegenerateStatesAreExplainedNeverNaN) {
  auto ray = FindLesson("ray-circle")->Make();
  ray->LoadScene(json{{"lesson", "ray-circle"}, {"bs", {3, 1}}, {"be", {3, 1}}, {"c", {6, 1}}, {"r", 2}});
  EXPECT_NE(Verdict(*ray).find("does not move"), std::string::npos);
  EXPECT_LT(ray->TimeOfImpact(), 0);
  ExpectDrawsCleanly(*ray, "ray-circle Bs = Be");

  auto cc = FindLesson("circle-circle")->Make();
  // both still, coincident centres: overlapping, explained
  cc->LoadScene(json{{"lesson", "circle-circle"},
                     {"p0", {1, 1}},
                     {"p1", {1, 1}},
                     {"s0", {1, 1}},
                     {"s1", {1, 1}},
                     {"r", 1},
                     {"R", 1}});
  EXPECT_NE(Verdict(*cc).find("overlap"), std::string::npos);
  ExpectDrawsCleanly(*cc, "circle-circle coincident");
  cc->LoadScene(json{{"lesson", "circle-circle"},
                     {"p0", {1, 1}},
                     {"p1", {1, 1}},
                     {"s0", {5, 1}},
                     {"s1", {5, 1}},
                     {"r", 0},
                     {"R", 1}});
  EXPECT_NE(Verdict(*cc).find("no relative motion"), std::string::npos);
  ExpectDrawsCleanly(*cc, "circle-circle both still");
}

TEST(RoundLessons, ExampleScenesLoad) {
  const std::filesystem::path dir = std::filesystem::path(__FILE__).parent_path() / ".." / ".." / "scenes";
  int n = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    std::unique_ptr<Lesson> l;
    if (name.starts_with("ray-circle")) l = FindLesson("ray-circle")->Make();
    if (name.starts_with("circle-circle")) l = FindLesson("circle-circle")->Make();
    if (name.starts_with("tunneling")) l = FindLesson("tunneling")->Make();
    if (!l) continue;
    const json scene = ReadSceneFile(entry.path().string());
    EXPECT_EQ(scene["lesson"], l->Id()) << name;
    EXPECT_NO_THROW(l->LoadScene(scene)) << name;
    if (l->Id() != "tunneling") {
      EXPECT_NO_THROW(Explain(scene, name)) << name;
    }
    ++n;
  }
  EXPECT_GE(n, 6);
}

}  // namespace
}  // namespace ricochet::app

namespace ricochet::app {
namespace {

TEST(RoundLessons, RandomAndDegenerateScenesDrawWithoutNaN) {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> grid(-4, 4);  // small integers: coincident points happen often
  const auto pt = [&] { return json::array({grid(rng) * 0.5, grid(rng) * 0.5}); };
  auto ray = FindLesson("ray-circle")->Make();
  auto cc = FindLesson("circle-circle")->Make();
  auto tun = FindLesson("tunneling")->Make();
  for (int i = 0; i < 100; ++i) {
    const double r = 0.25 * (1 + grid(rng) + 4), rs = (i % 3) * 0.5;
    ray->LoadScene({{"lesson", "ray-circle"}, {"bs", pt()}, {"be", pt()}, {"c", pt()}, {"r", r}, {"rs", rs}});
    ExpectDrawsCleanly(*ray, ray->SaveScene().dump());
    cc->LoadScene({{"lesson", "circle-circle"},
                   {"p0", pt()},
                   {"p1", pt()},
                   {"s0", pt()},
                   {"s1", pt()},
                   {"r", (i % 4) * 0.5},
                   {"R", 0.5 + (i % 2)},
                   {"view", i % 2 ? "relative" : "world"}});
    ExpectDrawsCleanly(*cc, cc->SaveScene().dump());
    // R goes with a circle, w with a wall: a scene with the other target's field is refused (issue 26).
    tun->LoadScene({{"lesson", "tunneling"},
                    {"target", i % 2 ? "wall" : "circle"},
                    {"c", pt()},
                    {"speed", 0.1 + (i % 13) * 3.0},
                    {"r", 0.1 + (i % 5) * 0.3},
                    {i % 2 ? "w" : "R", i % 2 ? 0.2 : 0.5}});
    ExpectDrawsCleanly(*tun, tun->SaveScene().dump());
  }
}

}  // namespace
}  // namespace ricochet::app

// Issue 15 for the round lessons: with reveal at step k nothing of a later step shows — no number of a
// later step in a label, no verdict caption, no plot before the step that finds what its curve shows.
namespace ricochet::app {
namespace {

using nlohmann::json;

using reveal_check::ExpectNothingOfALaterStepShows;

TEST(RoundReveal, NothingOfALaterStepShows) {
  for (const char* id : {"tunneling", "ray-circle", "circle-circle"}) {
    ExpectNothingOfALaterStepShows(id, {"HIT", "MISS", "TUNNELING", "ALREADY OVERLAPPING"});
  }
}

// The f(t) plot of ray-circle shows its whole curve: no sample clamped to the frame's top or bottom.
TEST(RoundReveal, RayCirclePlotShowsTheWholeCurve) {
  auto l = FindLesson("ray-circle")->Make();
  for (const Preset& p : l->Presets()) {
    l->LoadScene(p.scene);
    Figure fig;
    LessonState st;
    l->Draw(fig, st);
    double top = 1e300, bottom = -1e300;
    int curves = 0;
    for (const Prim& q : fig.prims()) {  // the frame: the overlay loop in the axis ink
      if (q.kind == Prim::Kind::Polyline && q.space == Space::Overlay && q.stroke.ink == Ink::Axis) {
        for (std::uint32_t i = 0; i < q.count; ++i) {
          top = std::min(top, fig.points()[q.first + i].y),
          bottom = std::max(bottom, fig.points()[q.first + i].y);
        }
      }
    }
    for (const Prim& q : fig.prims()) {
      if (q.kind != Prim::Kind::Polyline || q.space != Space::Overlay || q.stroke.ink != Ink::Plot1) continue;
      ++curves;
      for (std::uint32_t i = 0; i < q.count; ++i) {
        const double y = fig.points()[q.first + i].y;
        EXPECT_GT(y, top + 0.5) << p.name;
        EXPECT_LT(y, bottom - 0.5) << p.name;
      }
    }
    EXPECT_EQ(curves, 1) << p.name;
  }
}

// After a hit the pinball bounces off the pillar as the point bounces off a wall: B(t) for t > ti runs from
// Bi to Be', never into the pillar; before the reflection is revealed it waits at Bi.
TEST(RoundReveal, RayCircleBallBouncesAndNeverEntersThePillar) {
  auto l = FindLesson("ray-circle")->Make();
  for (const char* name : {"hit", "graze", "pinball radius"}) {
    for (const Preset& p : l->Presets()) {
      if (p.name != std::string(name)) continue;
      l->LoadScene(p.scene);
      const json r = l->derivation().result;
      ASSERT_EQ(r["collides"], true) << name;
      const Vec2 c{p.scene["c"][0].get<double>(), p.scene["c"][1].get<double>()};
      const double R = p.scene["r"].get<double>() + p.scene.value("rs", 0.0);
      const double ti = r["ti"].get<double>();
      const Vec2 be_reflected{r["be_reflected"][0].get<double>(), r["be_reflected"][1].get<double>()};
      const Vec2 bi{r["bi"][0].get<double>(), r["bi"][1].get<double>()};
      const int n = static_cast<int>(l->derivation().steps.size());
      const int bounce = l->derivation().Find("be_reflected");
      for (int reveal : {l->derivation().Find("ti") + 1, bounce, bounce + 1, n}) {
        for (double t = 0; t <= 1.0; t += 0.05) {
          Figure fig;
          LessonState st;
          st.reveal = reveal;
          st.t = t;
          l->Draw(fig, st);
          // The ball at t: the ring marker (a point) or the disc (a pinball) in the ball's ink.
          std::optional<Vec2> ball;
          for (const Prim& q : fig.prims()) {
            if (q.space == Space::World && q.stroke.ink == Ink::Ball && q.kind == Prim::Kind::Circle)
              ball = q.a;
            if (q.space == Space::World && q.fill.ink == Ink::Ball && q.kind == Prim::Kind::Marker)
              ball = q.a;
          }
          ASSERT_TRUE(ball) << name;
          SCOPED_TRACE(std::string(name) + " reveal " + std::to_string(reveal) + " t " + std::to_string(t));
          EXPECT_GE(Length(*ball - c), R * (1 - 1e-9));
          if (t > ti + 1e-9) {
            // Bi → Be' over the rest of the frame once the bounce is revealed; until then it waits at Bi.
            const double s = reveal > bounce ? (t - ti) / (1 - ti) : 0.0;
            const Vec2 want = Lerp(bi, be_reflected, s);
            EXPECT_NEAR(ball->x, want.x, 1e-9);
            EXPECT_NEAR(ball->y, want.y, 1e-9);
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace ricochet::app
