// Issue 16 for the wall lessons (Lectures 16 and 10): each preset's derivation follows its lecture, in the
// lecture's order and with its symbols (these lists are the slides' order, so a reorder is deliberate: change
// docs/lessons.md and this file together); the checklists say what each test found. Issue 15: with reveal at
// step k nothing of a later step shows — no number of a later step and no verdict in a label, no plot
// crossing before the step that finds it.
#include <gtest/gtest.h>

#include <cmath>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "explain/explain.h"
#include "lessons/lesson.h"
#include "reveal_check.h"
#include "scene/scene.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

using nlohmann::json;
using List = std::vector<std::string>;

List Cat(std::initializer_list<List> parts) {
  List out;
  for (const List& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}

// The derivation of every preset of `lesson`, by name: the panel's (it equals `ricochet explain`, which
// refuses a zero-length wall the panel explains).
std::vector<std::pair<std::string, Derivation>> PresetDerivations(const char* lesson) {
  std::vector<std::pair<std::string, Derivation>> out;
  const auto l = FindLesson(lesson)->Make();
  for (const Preset& p : l->Presets()) {
    l->LoadScene(p.scene);
    out.emplace_back(p.name, l->derivation());
  }
  return out;
}

Derivation OfPreset(const char* lesson, const std::string& name) {
  for (auto& [n, d] : PresetDerivations(lesson)) {
    if (n == name) return d;
  }
  ADD_FAILURE() << lesson << " has no preset " << name;
  return {};
}

List Keys(const Derivation& d) {
  List out;
  for (const Step& s : d.steps) out.push_back(s.key);
  return out;
}
List Symbols(const Derivation& d) {
  List out;
  for (const Step& s : d.steps) out.push_back(SymbolOf(s));
  return out;
}

// Lecture 16: e = P1 − P0, e rotated through −90° (the matrix, then n), the point-normal line with n, then
// normalised (‖n‖, n̂) and written with n̂, n̂·P0 as the distance from O; then a point classified.
const List kEdgeSymbols = {"e⃗",
                           "R(−90°)",
                           "n⃗",
                           "L, the point-normal equation of the line",
                           "‖n⃗‖",
                           "n̂",
                           "L, with the normalised normal",
                           "n̂·P0"};

TEST(LectureOrder, EdgeNormalFollowsLecture16) {
  EXPECT_EQ(Keys(OfPreset("edge-normal", "the line only")),
            (List{"e", "rotation", "n", "line_n", "n_len", "n_hat", "line", "d"}));
  EXPECT_EQ(Symbols(OfPreset("edge-normal", "the line only")), kEdgeSymbols);
  for (const char* preset : {"P on the line", "P outside", "P inside"}) {
    EXPECT_EQ(Symbols(OfPreset("edge-normal", preset)), Cat({kEdgeSymbols, {"n̂·P", "side of P", "BC"}}))
        << preset;
  }
  EXPECT_TRUE(OfPreset("edge-normal", "zero-length edge").steps.empty());
}

TEST(LectureOrder, EdgeNormalWritesTheRotationAndTheLineAsTheLecture) {
  const Derivation d = OfPreset("edge-normal", "the line only");  // P0 (5, 1), P1 (1, 4)
  const auto step = [&](const char* key) { return d.steps[static_cast<std::size_t>(d.Find(key))]; };
  EXPECT_EQ(StepValueText(step("e")), "(−4, 3)");
  // The matrix with θ = −90° in it, then its value: never "θ = −90° = cos(−90°) = 0".
  EXPECT_EQ(FormulaOf(step("rotation")), "R(−90°) = [cos(−90°)  −sin(−90°); sin(−90°)  cos(−90°)]");
  EXPECT_EQ(StepValueText(step("rotation")), "[0  1; −1  0]");
  EXPECT_EQ(FormulaOf(step("n")), "n⃗ = R(−90°) e⃗ = (e_y, −e_x)");
  EXPECT_EQ(NumbersOf(step("n")), "= (3, −(−4))");
  EXPECT_EQ(StepValueText(step("n")), "(3, 4)");
  EXPECT_EQ(FormulaOf(step("line_n")), "n⃗·(P − P0) = 0 ⇒ n⃗·P − n⃗·P0 = 0");
  EXPECT_EQ(NumbersOf(step("line_n")), "(3, 4)·P − (3, 4) · (5, 1) = 0");
  EXPECT_EQ(StepValueText(step("line_n")), "3x + 4y − 19 = 0");
  EXPECT_EQ(FormulaOf(step("line")), "n̂·P − n̂·P0 = 0");
  EXPECT_EQ(StepValueText(step("line")), "0.6x + 0.8y − 3.8 = 0");
  EXPECT_EQ(StepValueText(step("d")), "3.8");
}

// Lecture 16's animated point: the wall's model, then the ball's, n̂·Bs and n̂·Be, the five tests in its
// order (each shown until the one that decides), then Lecture 10's reflection with its m and v̂.
const List kWall = {"e⃗", "n⃗", "n̂", "n̂·P0", "v⃗", "n̂·Bs", "n̂·Be"};
const List kTwoTests = {"test 1 of 5: both inside", "test 2 of 5: both outside"};
const List kToTi = {"n̂·v⃗", "test 3 of 5: parallel", "t_i", "Bi"};
const List kBounce = {"i⃗", "i⃗·n̂", "s⃗", "m⃗", "r⃗", "Be'", "v̂"};

TEST(LectureOrder, PointSegmentFollowsLecture16) {
  const List hit =
      Cat({kWall, kTwoTests, kToTi, {"test 4 of 5: before P0", "test 5 of 5: after P1"}, kBounce});
  for (const char* preset : {"hit", "hit exactly at P1", "Be on the wall (ti = 1)", "slanted wall hit"}) {
    EXPECT_EQ(Symbols(OfPreset("point-segment", preset)), hit) << preset;
  }
  EXPECT_EQ(Symbols(OfPreset("point-segment", "both inside")), Cat({kWall, {"test 1 of 5: both inside"}}));
  EXPECT_EQ(Symbols(OfPreset("point-segment", "both outside")), Cat({kWall, kTwoTests}));
  EXPECT_EQ(Symbols(OfPreset("point-segment", "Bs on the wall, leaving")), Cat({kWall, kTwoTests}));
  EXPECT_EQ(Symbols(OfPreset("point-segment", "parallel (along the wall)")),
            Cat({kWall, kTwoTests, {"n̂·v⃗", "test 3 of 5: parallel"}}));
  EXPECT_EQ(Symbols(OfPreset("point-segment", "before P0")),
            Cat({kWall, kTwoTests, kToTi, {"test 4 of 5: before P0"}}));
  EXPECT_EQ(Symbols(OfPreset("point-segment", "after P1")),
            Cat({kWall, kTwoTests, kToTi, {"test 4 of 5: before P0", "test 5 of 5: after P1"}}));
  EXPECT_EQ(Keys(OfPreset("point-segment", "hit")), (List{"e",
                                                          "n",
                                                          "n_hat",
                                                          "n_dot_p0",
                                                          "v",
                                                          "n_dot_bs",
                                                          "n_dot_be",
                                                          "both_inside",
                                                          "both_outside",
                                                          "n_dot_v",
                                                          "parallel",
                                                          "ti",
                                                          "bi",
                                                          "before_p0",
                                                          "after_p1",
                                                          "i",
                                                          "i_dot_n",
                                                          "s",
                                                          "m_along",
                                                          "r",
                                                          "be_reflected",
                                                          "reflected_dir"}));
}

// Lecture 10: the pinball as a circle (v, k), the wall (e, n, n̂, n̂·P0), the sides, D; the trivial
// rejections (tests 1, 2, the collision type of a one-sided wall); the offset line's ti and Bi, ti ∈ [0, 1],
// tests 3 and 4; then the endpoint problem (the caps), the earliest ti, Bi, n̂c and the reflection.
const List kCircleStart = {"v⃗", "k", "e⃗", "n⃗", "n̂", "n̂·P0", "n̂·Bs − n̂·P0", "n̂·Be − n̂·P0", "D"};
const List kCircleTrivial = {"test 1 of 4: both inside", "test 2 of 4: both outside"};
const List kCircleLine = {"overlap at t = 0",
                          "n̂·v⃗",
                          "parallel",
                          "t_i (edge)",
                          "Bi (edge)",
                          "ti ∈ [0, 1]",
                          "test 3 of 4: after P1",
                          "test 4 of 4: before P0",
                          "end cap P0",
                          "end cap P1"};
const List kCircleBounce = {"t_i", "Bi", "n̂_c", "i⃗", "i⃗·n̂_c", "s⃗", "m⃗", "r⃗", "Be'", "v̂"};

TEST(LectureOrder, CircleSegmentFollowsLecture10) {
  const List edge_hit = Cat({kCircleStart, kCircleTrivial, kCircleLine, kCircleBounce});
  for (const char* preset :
       {"edge hit from outside (D = +r)", "edge hit from inside (D = −r)", "endpoint P0",
        "endpoint P1 (the lecture misses it)", "starts touching, moving in", "ends touching (ti = 1)"}) {
    EXPECT_EQ(Symbols(OfPreset("circle-segment", preset)), edge_hit) << preset;
  }
  EXPECT_EQ(Symbols(OfPreset("circle-segment", "both inside")),
            Cat({kCircleStart, {"test 1 of 4: both inside"}}));
  EXPECT_EQ(Symbols(OfPreset("circle-segment", "both outside")), Cat({kCircleStart, kCircleTrivial}));
  for (const char* preset : {"after P1", "before P0"}) {
    EXPECT_EQ(Symbols(OfPreset("circle-segment", preset)), Cat({kCircleStart, kCircleTrivial, kCircleLine}))
        << preset;
  }
  // ti outside [0, 1] decides before tests 3 and 4, which ask where Bi is on the wall: they are not reached;
  // the end caps still are (a cap may be touched when the line is not).
  EXPECT_EQ(Symbols(OfPreset("circle-segment", "ti outside [0, 1]")),
            Cat({kCircleStart,
                 kCircleTrivial,
                 {"overlap at t = 0", "n̂·v⃗", "parallel", "t_i (edge)", "Bi (edge)", "ti ∈ [0, 1]",
                  "end cap P0", "end cap P1"}}));
  {  // `ricochet explain` stops there too: the panel's rows are explain's.
    const auto l = FindLesson("circle-segment")->Make();
    for (const Preset& p : l->Presets()) {
      if (p.name != std::string("ti outside [0, 1]")) continue;
      l->LoadScene(p.scene);
      json scene = p.scene;
      scene["lesson"] = "circle-segment";
      EXPECT_EQ(Keys(Explain(scene, "ti-outside.json")), Keys(l->derivation()));
      EXPECT_LT(l->derivation().Find("after_p1"), 0);
    }
  }
  // Parallel: no offset-line time, straight to the end caps.
  const List parallel_head = Cat({kCircleStart, kCircleTrivial, {"overlap at t = 0", "n̂·v⃗", "parallel"}});
  EXPECT_EQ(Symbols(OfPreset("circle-segment", "parallel")),
            Cat({parallel_head, {"end cap P0", "end cap P1"}}));
  EXPECT_EQ(Symbols(OfPreset("circle-segment", "endpoint while moving parallel")),
            Cat({parallel_head, {"end cap P0", "end cap P1"}, kCircleBounce}));
  EXPECT_EQ(Symbols(OfPreset("circle-segment", "starts overlapping")),
            Cat({kCircleStart, kCircleTrivial, {"overlap at t = 0"}}));
  // The Steps slide's collision type: a one-sided wall's row comes with the trivial rejections.
  EXPECT_EQ(Symbols(OfPreset("circle-segment", "one-sided wall: from outside, hits")),
            Cat({kCircleStart, kCircleTrivial, {"collision type"}, kCircleLine, kCircleBounce}));
  EXPECT_EQ(Symbols(OfPreset("circle-segment", "one-sided wall: from inside, passes")),
            Cat({kCircleStart, kCircleTrivial, {"collision type"}}));
  // The lecture's basic case opens the lesson: the first preset is an edge hit with D = +r.
  const Derivation first = PresetDerivations("circle-segment").front().second;
  EXPECT_EQ(first.result["contact"], "edge");
  EXPECT_EQ(StepText(first.steps[static_cast<std::size_t>(first.Find("d"))]),
            "D = r\n    = 1\n  ▸ Bs outside (or on): D = +r\n    Bs inside: D = −r\n  (the wall moved toward "
            "the ball: L: "
            "n̂·P − n̂·P₀ = D)");
}

// The checklists say what each test found: never "true"/"false", and the test that decides says "rejected".
TEST(LectureOrder, NonCollisionTestsSayWhatTheyFound) {
  for (const char* lesson : {"point-segment", "circle-segment"}) {
    for (const auto& [name, d] : PresetDerivations(lesson)) {
      for (const Step& s : d.steps) {
        if (!s.value_json.is_boolean()) continue;
        SCOPED_TRACE(std::string(lesson) + " / " + name + ": " + SymbolOf(s) + " = \"" + StepValueText(s) +
                     "\"");
        EXPECT_NE(StepValueText(s), "true");
        EXPECT_NE(StepValueText(s), "false");
        EXPECT_EQ(StepValueText(s).find("[passes]"), std::string::npos);
        EXPECT_FALSE(StepValueText(s).empty());
      }
      const json& by = d.result.contains("rejected_by") ? d.result["rejected_by"] : json();
      if (by.is_string() && lesson == std::string("point-segment")) {
        // The test that decides: "⇒ before P0: no collision" (its row's outcome), and it is the last row.
        EXPECT_EQ(d.steps.back().kind, StepKind::Test) << name;
        EXPECT_TRUE(d.steps.back().holds) << name;
        EXPECT_NE(StepValueText(d.steps.back()).find(": no collision"), std::string::npos) << name;
      }
    }
  }
  const auto value = [](const Derivation& d, const char* key) {
    return StepValueText(d.steps[static_cast<std::size_t>(d.Find(key))]);
  };
  const Derivation before = OfPreset("point-segment", "before P0");
  EXPECT_EQ(value(before, "both_inside"), "not both inside");
  EXPECT_EQ(value(before, "both_outside"), "not both outside");
  EXPECT_EQ(value(before, "parallel"), "not parallel");
  EXPECT_EQ(value(before, "before_p0"), "before P0: no collision");
  const Derivation inside = OfPreset("circle-segment", "both inside");
  EXPECT_EQ(value(inside, "both_inside"), "both more than r inside: no collision");
  const Derivation passes = OfPreset("circle-segment", "one-sided wall: from inside, passes");
  EXPECT_NE(value(passes, "collision_type").find("it passes through"), std::string::npos);
  // The endpoint problem: test 3 fires, but the rim touches P1 — the lecture rejects, the lesson does not.
  const Derivation p1 = OfPreset("circle-segment", "endpoint P1 (the lecture misses it)");
  EXPECT_EQ(value(p1, "after_p1"), "the lecture rejects: Bi after P1");
  EXPECT_EQ(value(p1, "cap1").rfind("the rim touches P1 at t = ", 0), 0u) << value(p1, "cap1");
}

// The scene's collision_type: one of three words, saved only when one-sided; anything else is refused in one
// line naming the field, and the lesson keeps its state.
TEST(CircleSegmentCollisionType, ReadSavedAndRefused) {
  auto l = FindLesson("circle-segment")->Make();
  json scene = l->SaveScene();
  EXPECT_FALSE(scene.contains("collision_type"));  // two-sided: the default, left out
  scene["collision_type"] = "inside";
  l->LoadScene(scene);
  EXPECT_EQ(l->SaveScene()["collision_type"], "inside");
  EXPECT_EQ(Explain(scene, "s.json").result["collides"], false);  // the basic case comes from the outside
  for (const json& bad : {json("both"), json(1), json(nullptr), json::array({"outside"})}) {
    json b = scene;
    b["collision_type"] = bad;
    try {
      Explain(b, "bad.json");
      ADD_FAILURE() << "no error for " << bad.dump();
    } catch (const SceneError& e) {
      EXPECT_EQ(e.file, "bad.json");
      EXPECT_EQ(e.field, "collision_type");
      EXPECT_NE(e.problem.find("\"two-sided\", \"outside\" or \"inside\""), std::string::npos) << e.what();
    }
    EXPECT_THROW(l->LoadScene(b), SceneError);
    EXPECT_EQ(l->SaveScene()["collision_type"], "inside");  // unchanged
  }
}

// Issue 15: no number of a later step and no verdict in any label at reveal k.
TEST(WallReveal, NothingOfALaterStepShows) {
  for (const char* id : {"edge-normal", "point-segment", "circle-segment"}) {
    reveal_check::ExpectNothingOfALaterStepShows(
        id, {"HIT", "no collision", "rejected", "outside: BC", "inside: BC"});
  }
}

// The plot's curve in canvas px, and the y of its zero line (the overlay segment in the wall's ink).
struct PlotCurve {
  std::vector<double> y;
  std::optional<double> zero;
};
PlotCurve CurveOf(const Lesson& l, int reveal, double t) {
  Figure fig;
  LessonState st;
  st.reveal = reveal;
  st.t = t;
  l.Draw(fig, st);
  PlotCurve c;
  for (const Prim& q : fig.prims()) {
    if (q.space != Space::Overlay) continue;
    if (q.kind == Prim::Kind::Segment && q.stroke.ink == Ink::Wall && q.a.y == q.b.y) c.zero = q.a.y;
    if (q.kind == Prim::Kind::Polyline && q.stroke.ink == Ink::Plot1) {
      for (std::uint32_t i = 0; i < q.count; ++i) c.y.push_back(fig.points()[q.first + i].y);
    }
  }
  return c;
}

// The plot never crosses its zero line (the wall, or touching) before the step that finds the crossing: ti
// on a hit or a rejected Bi past an end; the verdict otherwise. Nor does the ball pass it.
TEST(WallReveal, PlotsCrossZeroOnlyOnceItsStepIsRevealed) {
  for (const char* id : {"point-segment", "circle-segment"}) {
    auto l = FindLesson(id)->Make();
    for (const Preset& p : l->Presets()) {
      l->LoadScene(p.scene);
      const Derivation& d = l->derivation();
      const int n = static_cast<int>(d.steps.size());
      if (n == 0) continue;
      const bool collides = d.result.value("collides", false);
      const int ti = d.Find("ti");
      const int finds = collides || (ti >= 0 && id == std::string("point-segment")) ? ti + 1 : n;
      for (int k = 0; k < finds; ++k) {
        for (double t : {0.5, 1.0}) {
          const PlotCurve c = CurveOf(*l, k, t);
          SCOPED_TRACE(std::string(id) + " / " + p.name + ", reveal " + std::to_string(k));
          ASSERT_TRUE(c.zero);
          if (c.y.empty()) continue;
          const double side = c.y.front() - *c.zero;
          if (std::abs(side) < 0.5) continue;  // starts on the line
          // A ball overlapping the wall at t = 0 starts below "touch": its inputs show that.
          if (id == std::string("circle-segment") && side > 0) continue;
          for (double y : c.y) EXPECT_GE((y - *c.zero) * (side > 0 ? 1 : -1), -0.5) << "crosses at y " << y;
        }
      }
    }
  }
}

}  // namespace
}  // namespace ricochet::app
