// The point-segment and circle-segment lessons without a window: presets, panel == explain, the figure.
#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "explain/explain.h"
#include "lessons/lesson.h"
#include "scene/scene.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

LessonState State(double t = 1.0) {
  LessonState st;
  st.t = t;
  st.canvas_px = {1280, 720};
  return st;
}

Figure DrawAt(const Lesson& l, double t = 1.0) {
  Figure fig;
  l.Draw(fig, State(t));
  return fig;
}

bool HasLabel(const Figure& fig, const std::string& part) {
  for (const Prim& p : fig.prims()) {
    if (p.kind == Prim::Kind::Label && p.text.find(part) != std::string::npos) return true;
  }
  return false;
}

json PresetScene(const Lesson& l, const std::string& name) {
  for (const Preset& p : l.Presets()) {
    if (p.name == name) return p.scene;
  }
  ADD_FAILURE() << "no preset '" << name << "' in " << l.Id();
  return l.SaveScene();
}

// Every coordinate finite, no "nan"/"undefined" text, and no World label sitting on a handle.
void ExpectCleanFigure(const Figure& fig, Lesson& l, const std::string& what) {
  for (const Prim& p : fig.prims()) {
    EXPECT_TRUE(IsFinite(p.a) && IsFinite(p.b) && std::isfinite(p.r)) << what;
    if (p.kind != Prim::Kind::Label) continue;
    EXPECT_EQ(p.text.find("nan"), std::string::npos) << what << ": " << p.text;
    EXPECT_EQ(p.text.find("undefined"), std::string::npos) << what << ": " << p.text;
    if (p.space != Space::World) continue;
    for (const Handle& h : l.Handles()) {
      if (LengthSq(p.a - *h.pos) < 1e-18) {
        EXPECT_GE(Length(p.offset_px), 10.0) << what << ": label '" << p.text << "' on handle " << h.name;
      }
    }
  }
  for (const Vec2& q : fig.points()) EXPECT_TRUE(IsFinite(q)) << what;
}

TEST(PointSegmentLesson, PanelEqualsExplain) {
  auto l = FindLesson("point-segment")->Make();
  EXPECT_EQ(l->Id(), "point-segment");
  EXPECT_EQ(ExplainJson(l->derivation()), ExplainJson(Explain(l->SaveScene(), "x")));
}

TEST(PointSegmentLesson, EveryPresetLandsInTheCaseItNames) {
  auto l = FindLesson("point-segment")->Make();
  const std::map<std::string, json> expected = {
      {"hit", nullptr},
      {"both inside", "both-inside"},
      {"both outside", "both-outside"},
      {"parallel (along the wall)", "parallel"},
      {"before P0", "before-p0"},
      {"after P1", "after-p1"},
      {"hit exactly at P1", nullptr},
      {"Bs on the wall, leaving", "both-outside"},
      {"Be on the wall (ti = 1)", nullptr},
      {"slanted wall hit", nullptr},
  };
  int seen = 0;
  for (const Preset& p : l->Presets()) {
    l->LoadScene(p.scene);
    EXPECT_EQ(l->SaveScene(), p.scene) << p.name;
    const Derivation d = l->derivation();
    ExpectCleanFigure(DrawAt(*l, 0.5), *l, p.name);
    ExpectCleanFigure(DrawAt(*l, 1.0), *l, p.name);
    if (std::string(p.name) == "zero-length wall") {
      EXPECT_NE(d.verdict.find("zero length"), std::string::npos);
      EXPECT_TRUE(HasLabel(DrawAt(*l), "zero-length wall"));
      EXPECT_LT(l->TimeOfImpact(), 0.0);
      ++seen;
      continue;
    }
    ASSERT_TRUE(expected.count(p.name)) << p.name;
    ++seen;
    const json& want = expected.at(p.name);
    EXPECT_EQ(d.result["rejected_by"], want) << p.name;
    EXPECT_EQ(d.result["collides"], want.is_null()) << p.name;
    if (want.is_null()) {
      EXPECT_DOUBLE_EQ(l->TimeOfImpact(), d.result["ti"].get<double>()) << p.name;
    }
  }
  EXPECT_EQ(seen, static_cast<int>(expected.size()) + 1);
  // The ti = 1 preset is exactly 1.
  l->LoadScene(l->Presets()[8].scene);
  EXPECT_EQ(l->TimeOfImpact(), 1.0);
}

TEST(PointSegmentLesson, FigureHasTheLectureConstruction) {
  auto l = FindLesson("point-segment")->Make();  // default scene: a hit
  const Figure fig = DrawAt(*l, 0.5);
  for (const char* part : {"P0", "P1", "Bs", "Be", "n̂", "Bi  (ti = 0.6)", "s⃗", "−s⃗", "r⃗", "Be'", "BC(B(t))",
                           "ti", "HIT at ti = 0.6"}) {
    EXPECT_TRUE(HasLabel(fig, part)) << part;
  }
  // i⃗ and m⃗ fold away (faint, unlabelled) once the last step no longer uses them; at their own step they are
  // named.
  const Derivation& d = l->derivation();
  for (const auto& [key, name] : {std::pair{"i", "i⃗"}, std::pair{"m_along", "m⃗"}}) {
    int k = 0;
    while (k < static_cast<int>(d.steps.size()) && d.steps[static_cast<std::size_t>(k)].key != key) ++k;
    ASSERT_LT(k, static_cast<int>(d.steps.size())) << key;
    LessonState at = State();
    at.reveal = k + 1;
    Figure f;
    l->Draw(f, at);
    EXPECT_TRUE(HasLabel(f, name)) << name << " at its step";
  }
  // Revealing only the first steps hides the reflection.
  LessonState st = State();
  st.reveal = 4;
  Figure early;
  l->Draw(early, st);
  EXPECT_FALSE(HasLabel(early, "Be'"));
  EXPECT_FALSE(HasLabel(early, "Bi  (ti"));
}

TEST(PointSegmentLesson, BallBouncesAtTi) {
  auto l = FindLesson("point-segment")->Make();  // hit at ti = 0.6, Bi (0, 2), Be' (2, 3)
  const auto ball = [&](double t) {
    const Figure fig = DrawAt(*l, t);
    for (const Prim& p : fig.prims()) {
      if (p.kind == Prim::Kind::Marker && p.fill.ink == Ink::Ball && p.space == Space::World) return p.a;
    }
    return Vec2{1e9, 1e9};
  };
  const auto near = [](Vec2 a, Vec2 b) { return Length(a - b) < 1e-12; };
  EXPECT_TRUE(near(ball(0.0), {3, 0.5}));
  EXPECT_TRUE(near(ball(0.6), {0, 2}));
  EXPECT_TRUE(near(ball(1.0), {2, 3}));
}

TEST(PointSegmentLesson, LoadSceneRejectsBadInputAndKeepsState) {
  auto l = FindLesson("point-segment")->Make();
  const json before = l->SaveScene();
  json bad = before;
  bad["be"] = {1};
  EXPECT_THROW(l->LoadScene(bad), SceneError);
  EXPECT_EQ(l->SaveScene(), before);
}

TEST(CircleSegmentLesson, PanelEqualsExplain) {
  auto l = FindLesson("circle-segment")->Make();
  EXPECT_EQ(l->Id(), "circle-segment");
  EXPECT_EQ(ExplainJson(l->derivation()), ExplainJson(Explain(l->SaveScene(), "x")));
}

TEST(CircleSegmentLesson, EveryPresetLandsInTheCaseItNames) {
  auto l = FindLesson("circle-segment")->Make();
  struct Want {
    bool collides;
    json contact;
    std::string verdict_part;
  };
  const std::map<std::string, Want> expected = {
      {"edge hit from outside (D = +r)", {true, "edge", "hit on the edge"}},
      {"edge hit from inside (D = −r)", {true, "edge", "hit on the edge"}},
      {"one-sided wall: from outside, hits", {true, "edge", "hit on the edge"}},
      {"one-sided wall: from inside, passes", {false, nullptr, "passes through"}},
      {"both inside", {false, nullptr, "more than r inside"}},
      {"both outside", {false, nullptr, "more than r outside"}},
      {"parallel", {false, nullptr, "parallel"}},
      {"before P0", {false, nullptr, "before P0"}},
      {"after P1", {false, nullptr, "past P1"}},
      {"endpoint P1 (the lecture misses it)", {true, "p1", "The lecture's test would reject it"}},
      {"endpoint P0", {true, "p0", "hit at the end P0"}},
      {"endpoint while moving parallel", {true, "p1", "hit at the end P1"}},
      {"starts overlapping", {false, nullptr, "already overlaps"}},
      {"starts touching, moving in", {true, "edge", "ti = 0,"}},
      {"ends touching (ti = 1)", {true, "edge", "ti = 1,"}},
      {"ti outside [0, 1]", {false, nullptr, "is not in [0, 1]"}},
      {"zero-length wall", {false, nullptr, "zero length"}},
  };
  int seen = 0;
  for (const Preset& p : l->Presets()) {
    ASSERT_TRUE(expected.count(p.name)) << p.name;
    ++seen;
    l->LoadScene(p.scene);
    EXPECT_EQ(l->SaveScene(), p.scene) << p.name;
    const Derivation d = l->derivation();
    const Want& w = expected.at(p.name);
    EXPECT_NE(d.verdict.find(w.verdict_part), std::string::npos) << p.name << ": " << d.verdict;
    ExpectCleanFigure(DrawAt(*l, 0.5), *l, p.name);
    ExpectCleanFigure(DrawAt(*l, 1.0), *l, p.name);
    if (std::string(p.name) == "zero-length wall") continue;
    EXPECT_EQ(d.result["collides"], w.collides) << p.name;
    EXPECT_EQ(d.result["contact"], w.contact) << p.name;
    EXPECT_EQ(l->TimeOfImpact() >= 0.0, w.collides) << p.name;
  }
  EXPECT_EQ(seen, static_cast<int>(expected.size()));
}

TEST(CircleSegmentLesson, EndpointFigureShowsTheCapAndTheLecturesBi) {
  auto l = FindLesson("circle-segment")->Make();
  l->LoadScene(PresetScene(*l, "endpoint P1 (the lecture misses it)"));  // the rim reaches P1; Bi is past it
  const Figure fig = DrawAt(*l, 0.5);
  for (const char* part : {"circle(P1, r)", "Bi (edge), ti = 0.3333 — after P1", "n̂c", "D = 1", "Be'",
                           "r = 1", "r⃗", "dist(B(t), wall) − r", "HIT at the end P1"}) {
    EXPECT_TRUE(HasLabel(fig, part)) << part;
  }
}

TEST(WallLessons, TypedNaNNeverReachesTheFigure) {
  for (const char* id : {"point-segment", "circle-segment"}) {
    auto l = FindLesson(id)->Make();
    const json before = l->SaveScene();
    l->MoveHandle(2, Vec2{std::nan(""), 1.0});
    l->Update();
    EXPECT_EQ(l->SaveScene(), before);
    ExpectCleanFigure(DrawAt(*l), *l, "after NaN");
  }
}

TEST(CircleSegmentLesson, SmallRadiusRoundTrips) {
  auto l = FindLesson("circle-segment")->Make();
  json scene = l->SaveScene();
  scene["r"] = 0.01;
  l->LoadScene(scene);
  EXPECT_EQ(l->SaveScene(), scene);
}

TEST(CircleSegmentLesson, LoadSceneRejectsBadRadiusAndKeepsState) {
  auto l = FindLesson("circle-segment")->Make();
  const json before = l->SaveScene();
  json bad = before;
  bad["r"] = 0;
  EXPECT_THROW(l->LoadScene(bad), SceneError);
  bad["r"] = "one";
  EXPECT_THROW(l->LoadScene(bad), SceneError);
  EXPECT_EQ(l->SaveScene(), before);
}

}  // namespace
}  // namespace ricochet::app
