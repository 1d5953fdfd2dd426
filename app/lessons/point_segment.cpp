// Lesson 2 (Lectures 16 and 10): an animated point against a wall. Bs, Be and the path; the wall with n̂;
// the five non-collision tests as a checklist that lights the one that decides; ti and Bi; the Lecture 10
// reflection (i, s = (i·n̂)n̂, r, Be'); BC(B(t)) plotted over t with its zero at ti.
#include "ricochet/point_segment.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "draw/format.h"
#include "draw/plot.h"
#include "explain/explain.h"
#include "imgui.h"
#include "lessons/wall_lessons.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;
using namespace wall;
using O = PointSegmentOutcome;

json Scene(Vec2 p0, Vec2 p1, Vec2 bs, Vec2 be) {
  return {{"lesson", "point-segment"},
          {"p0", PointJson(p0)},
          {"p1", PointJson(p1)},
          {"bs", PointJson(bs)},
          {"be", PointJson(be)}};
}

// The lecture's five tests, in its order, as the checklist shows them.
struct Test {
  O outcome;
  int number;
  const char* name;
  const char* formula;
};
constexpr Test kTests[] = {
    {O::BothInside, 1, "both inside", "n̂·Bs < n̂·P0 and n̂·Be < n̂·P0"},
    {O::BothOutside, 2, "both outside", "n̂·Bs > n̂·P0 and n̂·Be > n̂·P0"},
    {O::Parallel, 3, "parallel", "n̂·v = 0"},
    {O::BeforeP0, 4, "before P0", "(Bi − P0)·(P1 − P0) < 0"},
    {O::AfterP1, 5, "after P1", "(Bi − P1)·(P0 − P1) < 0"},
};

class PointSegmentLesson final : public Lesson {
 public:
  std::string_view Id() const override { return "point-segment"; }
  std::string_view Title() const override { return "Animated point vs wall"; }

  std::vector<Handle> Handles() override {
    return {
        {"P0", &p0_, Ink::Wall}, {"P1", &p1_, Ink::Wall}, {"Bs", &bs_, Ink::Start}, {"Be", &be_, Ink::End}};
  }

  void Update() override {
    // A typed NaN/∞ never reaches the figure: keep the last finite inputs.
    if (IsFinite(p0_) && IsFinite(p1_) && IsFinite(bs_) && IsFinite(be_)) {
      good_ = {p0_, p1_, bs_, be_};
    } else {
      p0_ = good_[0], p1_ = good_[1], bs_ = good_[2], be_ = good_[3];
    }
    trace_ = PointSegment({p0_, p1_}, {bs_, be_});
    derivation_ = Derive();
  }

  void Draw(Figure& fig, const LessonState& st) const override {
    const PointSegmentTrace& t = trace_;
    const auto shown = [&](const char* symbol) { return st.reveal >= StepOf(derivation_, symbol); };
    if (t.outcome == O::ZeroLengthWall) {
      DrawDegenerate(fig, st);
      return;
    }
    const Vec2 n_hat = t.edge.n_hat;
    // Outside / inside half-planes, named in words (the both-inside / both-outside tests compare against
    // them).
    fig.HalfPlane(p0_, n_hat, {Ink::Outside, 0.08f});
    fig.HalfPlane(p0_, -n_hat, {Ink::Inside, 0.08f});
    DrawWall(fig, p0_, p1_, n_hat, shown("n̂"), t.bs_side == Side::Inside ? n_hat : -n_hat);

    // The path: B(t) = Bs + v t. After a hit, the part beyond Bi is only the would-be path (dotted).
    const Vec2 v_dir = Normalize(t.v);
    const Vec2 side = LengthSq(v_dir) > 0 ? Vec2{-v_dir.y, v_dir.x} : Vec2{0, 1};
    if (t.collides) {
      fig.Arrow(bs_, t.bi, {Ink::Path, 2.5f});
      fig.Segment(t.bi, be_, {Ink::Path, 1.5f, Dash::Dotted, 0.8f});
    } else if (LengthSq(t.v) > 0) {
      fig.Arrow(bs_, be_, {Ink::Path, 2.5f});
    }
    if (LengthSq(t.v) > 0) {
      fig.Label(Lerp(bs_, t.collides ? t.bi : be_, 0.35), "v", Ink::Path, AnchorToward(side),
                OffsetToward(side, 8));
    }

    // Bi: on the wall (a hit) or on the infinite line past an end (tests 4 and 5).
    if (t.has_ti && shown("Bi")) {
      const bool past = t.outcome == O::BeforeP0 || t.outcome == O::AfterP1;
      if (past) {
        // The dashed extension from the nearer end to Bi shows "the infinite line, not the wall".
        const Vec2 end = t.outcome == O::BeforeP0 ? p0_ : p1_;
        fig.Segment(end, t.bi, {Ink::Warning, 2.0f, Dash::Dashed});
      }
      fig.Marker(t.bi, past ? MarkerShape::Cross : MarkerShape::Diamond, past ? Ink::Warning : Ink::Hit,
                 6.0f);
      std::string text = "Bi  (ti = " + Num(t.ti) + ")";
      if (t.outcome == O::BeforeP0) text += " — before P0";
      if (t.outcome == O::AfterP1) text += " — after P1";
      const Vec2 away = -n_hat + side * 0.6;
      fig.Label(t.bi, text, past ? Ink::Warning : Ink::Hit, AnchorToward(away), OffsetToward(away, 14), 1.0f);
    }

    if (t.collides) {
      const int show = shown("Be'") ? 3 : shown("s") ? 2 : shown("i") ? 1 : 0;
      DrawReflection(fig, t.bi, be_, n_hat, t.response, show);
    }

    // Bs, Be: handles with their labels off to the side, away from the path.
    fig.Marker(bs_, MarkerShape::Ring, Ink::Start, 6.0f);
    fig.Label(bs_, "Bs", Ink::Start, AnchorToward(-t.v + side * 0.3), OffsetToward(-t.v + side * 0.3, 14),
              1.05f);
    fig.Marker(be_, MarkerShape::Square, Ink::End, 5.0f);
    fig.Label(be_, "Be", Ink::End, AnchorToward(t.v - side * 0.3), OffsetToward(t.v - side * 0.3, 14), 1.05f);

    // The ball at B(t), bouncing at ti.
    const Vec2 b = BouncedAt(bs_, be_, t.collides, t.ti, t.bi, t.response.be_reflected, st.t);
    fig.Marker(b, MarkerShape::Dot, Ink::Ball, 7.0f);
    fig.Label(b, "B(t)", Ink::Ball, AnchorToward(side), OffsetToward(side, 14), 0.9f);

    DrawPlot(fig, st);
    // The verdict once every step is revealed (teaching step by step keeps the answer for last).
    if (st.reveal >= static_cast<int>(derivation_.steps.size())) {
      Caption(fig, st, ShortVerdict(), t.collides ? Ink::Hit : Ink::Text);
    }
  }

  void Controls(LessonState& st) override {
    ImGui::TextUnformatted("Non-collision tests (the lecture's order):");
    const PointSegmentTrace& t = trace_;
    bool after = t.outcome == O::ZeroLengthWall;  // tests after the deciding one are not reached
    for (const Test& test : kTests) {
      const bool fires = t.outcome == test.outcome;
      const char* mark = fires ? "[DECIDES]" : after ? "[ -- ]   " : "[passes] ";
      const ImVec4 col = fires   ? ImVec4(0.84f, 0.37f, 0.0f, 1.0f)
                         : after ? ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled)
                                 : ImGui::GetStyleColorVec4(ImGuiCol_Text);
      ImGui::TextColored(col, "%s %d. %s:  %s", mark, test.number, test.name, test.formula);
      after = after || fires;
    }
    if (t.outcome == O::Hit) {
      ImGui::TextColored(ImVec4(0.0f, 0.62f, 0.45f, 1.0f), "[HIT]     all five pass: ti = %s, Bi = %s",
                         Num(t.ti).c_str(), Num(t.bi).c_str());
    }
    ImGui::Separator();
    for (auto [name, p] : {std::pair{"P0", &p0_}, {"P1", &p1_}, {"Bs", &bs_}, {"Be", &be_}}) {
      ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
      ImGui::DragScalarN(name, ImGuiDataType_Double, &p->x, 2, 0.01f, nullptr, nullptr, "%.3f");
    }
    (void)st;
    Update();
  }

  Derivation Derive() const override {
    try {
      return Explain(SaveScene(), "point-segment");
    } catch (const SceneError&) {
      Derivation d;
      d.lesson = "point-segment";
      d.verdict =
          "P0 = P1: the wall has zero length, so e = (0, 0) and n = (e_y, −e_x) cannot be normalised "
          "(‖n‖ = 0) — there is no line to test against. Drag P1 away from P0.";
      return d;
    }
  }

  double TimeOfImpact() const override { return trace_.collides ? trace_.ti : -1.0; }

  json SaveScene() const override { return Scene(p0_, p1_, bs_, be_); }

  void LoadScene(const json& j) override {
    const std::string file = "scene";
    const Vec2 p0 = ReadPoint(j, "p0", file), p1 = ReadPoint(j, "p1", file);
    const Vec2 bs = ReadPoint(j, "bs", file), be = ReadPoint(j, "be", file);
    CheckApart(p0, p1, "p0", "p1", file);
    CheckApart(bs, be, "bs", "be", file);
    p0_ = p0, p1_ = p1, bs_ = bs, be_ = be;
    Update();
  }

  std::vector<Preset> Presets() const override {
    const Vec2 p0{0, 0}, p1{0, 4};
    return {
        {"hit", Scene(p0, p1, {3, 1}, {-1, 3})},
        {"both inside", Scene(p0, p1, {-1, 1}, {-2.5, 3})},
        {"both outside", Scene(p0, p1, {3.2, 1}, {1, 3})},
        {"parallel (along the wall)", Scene(p0, p1, {0, -1.5}, {0, 5.5})},
        {"before P0", Scene(p0, p1, {2, -0.5}, {-2, -1.5})},
        {"after P1", Scene(p0, p1, {2, 5}, {-2, 6})},
        {"hit exactly at P1", Scene(p0, p1, {2, 5}, {-2, 3})},
        {"Bs on the wall, leaving", Scene(p0, p1, {0, 2}, {2.5, 3})},
        {"Be on the wall (ti = 1)", Scene(p0, p1, {3, 1}, {0, 2.5})},
        {"slanted wall hit", Scene({1, 1}, {4, 5}, {4, 0}, {0, 4})},
        {"zero-length wall", Scene({1, 2}, {1, 2}, {3, 1}, {-1, 3})},
    };
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(p0_), b.Add(p1_), b.Add(bs_), b.Add(be_);
    if (trace_.collides) b.Add(trace_.response.be_reflected);
    if (trace_.has_ti) b.Add(trace_.bi);
    return WithRoomForPlot(b, 1.2);
  }

 private:
  void DrawDegenerate(Figure& fig, const LessonState& st) const {
    fig.Marker(p0_, MarkerShape::Dot, Ink::Wall, 5);
    fig.Label(p0_, "P0 = P1", Ink::Warning, Anchor::SW, {12, -12});
    if (LengthSq(be_ - bs_) > 0) fig.Arrow(bs_, be_, {Ink::Path, 2.0f});
    fig.Marker(bs_, MarkerShape::Ring, Ink::Start, 6.0f);
    fig.Label(bs_, "Bs", Ink::Start, Anchor::NE, {-12, 12});
    fig.Marker(be_, MarkerShape::Square, Ink::End, 5.0f);
    fig.Label(be_, "Be", Ink::End, Anchor::SW, {12, -12});
    Caption(fig, st, "P0 = P1: a zero-length wall has no normal n̂ and no line to cross.", Ink::Warning);
    Caption(fig, st, "Drag P1 away from P0 (or press Ctrl+Z).", Ink::Muted, 1);
  }

  // One line for the canvas; the panel has the full sentence with every number.
  std::string ShortVerdict() const {
    const PointSegmentTrace& t = trace_;
    if (t.collides) {
      return "HIT at ti = " + Num(t.ti) + ": Bi = " + Num(t.bi) +
             ", bounces to Be' = " + Num(t.response.be_reflected);
    }
    for (const Test& test : kTests) {
      if (test.outcome == t.outcome) {
        return "no collision: test " + std::to_string(test.number) + " (" + test.name + ") decides";
      }
    }
    return "no collision";
  }

  // BC(B(t)) = n̂·(B(t) − P0) over t: a straight line through zero at ti. After a hit, the bounced ball's BC
  // (dashed) turns back at ti.
  void DrawPlot(Figure& fig, const LessonState& st) const {
    const PointSegmentTrace& t = trace_;
    const Vec2 n_hat = t.edge.n_hat;
    const auto bc = [&](double tt) { return Dot(n_hat, bs_ + t.v * tt - p0_); };
    const auto bounced = [&](double tt) {
      return Dot(n_hat, BouncedAt(bs_, be_, t.collides, t.ti, t.bi, t.response.be_reflected, tt) - p0_);
    };
    double lo = std::min({0.0, bc(0), bc(1), bounced(1)}), hi = std::max({0.0, bc(0), bc(1), bounced(1)});
    Plot plot(fig, CornerPlot(st.canvas_px, {340, 190}, 0, 1, lo, hi, "BC(B(t)) = n̂·(B(t) − P0)"));
    plot.HLine(0, {Ink::Wall, 1.5f}, "wall");
    plot.Function(bc, {Ink::Plot1, 2.0f, t.collides ? Dash::Dashed : Dash::Solid});
    if (t.collides) plot.Function(bounced, {Ink::Plot3, 2.5f});
    if (t.has_ti && st.reveal >= StepOf(derivation_, "ti")) {
      plot.VLine(t.ti, {t.collides ? Ink::Hit : Ink::Warning, 1.5f, Dash::Dashed}, "ti");
      plot.Point({t.ti, 0.0}, t.collides ? MarkerShape::Diamond : MarkerShape::Cross,
                 t.collides ? Ink::Hit : Ink::Warning);
    }
    const double now = std::clamp(st.t, 0.0, 1.0);
    plot.VLine(now, {Ink::Ball, 1.0f, Dash::Dotted});
    plot.Point({now, bounced(now)}, MarkerShape::Dot, Ink::Ball, "t");
  }

  Vec2 p0_{0, 0}, p1_{0, 4}, bs_{3, 1}, be_{-1, 3};
  PointSegmentTrace trace_{};
  Derivation derivation_;
  std::array<Vec2, 4> good_{p0_, p1_, bs_, be_};
};

}  // namespace

std::unique_ptr<Lesson> MakePointSegmentLesson() {
  auto l = std::make_unique<PointSegmentLesson>();
  l->Update();
  return l;
}

}  // namespace ricochet::app
