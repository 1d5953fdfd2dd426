// Lesson 2 (Lectures 16 and 10): an animated point against a wall. Bs, Be and the path; the wall with n̂;
// the five non-collision tests as a checklist that lights the one that decides; ti and Bi; the Lecture 10
// reflection (i, s = (i·n̂)n̂, r, Be'); BC(B(t)) plotted over t with its zero at ti.
#include "explain/point_segment.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "draw/format.h"
#include "draw/inputs_imgui.h"
#include "draw/plot.h"
#include "imgui.h"
#include "lessons/topic_lesson.h"
#include "lessons/wall_draw.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;
using namespace wall;
using O = PointSegmentOutcome;

// The topic (explain/point_segment.h) with the lesson's handles.
struct PointSegmentLessonTopic : PointSegmentTopic {
  static constexpr PointField<Inputs> kPoints[] = {{"P0", &Inputs::p0, Ink::Wall},
                                                   {"P1", &Inputs::p1, Ink::Wall},
                                                   {"Bs", &Inputs::bs, Ink::Start},
                                                   {"Be", &Inputs::be, Ink::End}};
  // A typed NaN/∞ never reaches the figure: Update keeps the last finite inputs.
  static bool Usable(const Inputs& in) { return PointsFinite(in, kPoints); }
};

class PointSegmentLesson final : public TopicLesson<PointSegmentLessonTopic> {
 public:
  using TopicLesson::TopicLesson;

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    const PointSegmentTrace& t = trace_;
    const auto shown = [&](const char* key) { return Revealed(st, key); };
    if (t.outcome == O::ZeroLengthWall) {
      DrawDegenerate(fig, st);
      return;
    }
    const Vec2 n_hat = t.edge.n_hat;
    // Outside / inside half-planes: Lecture 16's convention (right-hand side of P0 → P1 is outside), which
    // the both-inside / both-outside tests compare against. In practice they (and the hatching) come with
    // n̂: before it they would answer which way n̂ points.
    const bool sides = !st.practice || shown("n_hat");
    if (sides) {
      fig.HalfPlane(in_.p0, n_hat, {Ink::Outside, 0.08f});
      fig.HalfPlane(in_.p0, -n_hat, {Ink::Inside, 0.08f});
    }
    DrawWall(fig, in_.p0, in_.p1, n_hat, shown("n_hat"), t.bs_side == Side::Inside ? n_hat : -n_hat, sides);

    // The path: B(t) = Bs + v t. Once Bi is found on a hit, the part beyond it is only the would-be path
    // (dotted); before that the whole of v is drawn, so the arrow does not stop at the wall early.
    const Vec2 v_dir = Normalize(t.v);
    const Vec2 side = LengthSq(v_dir) > 0 ? Vec2{-v_dir.y, v_dir.x} : Vec2{0, 1};
    const bool split = t.collides && shown("bi");
    if (split) {
      fig.Arrow(in_.bs, t.bi, {Ink::Path, 2.5f});
      fig.Segment(t.bi, in_.be, {Ink::Path, 1.5f, Dash::Dotted, 0.8f});
    } else if (LengthSq(t.v) > 0) {
      fig.Arrow(in_.bs, in_.be, {Ink::Path, 2.5f});
    }
    if (LengthSq(t.v) > 0) {
      fig.Label(Lerp(in_.bs, split ? t.bi : in_.be, 0.35), "v⃗", Ink::Path, AnchorToward(side),
                OffsetToward(side, 8))
          .priority = LabelPriority::High;
    }

    // Bi: on the wall (a hit) or on the infinite line past an end (tests 4 and 5).
    if (t.has_ti && shown("bi")) {
      const bool past = t.outcome == O::BeforeP0 || t.outcome == O::AfterP1;
      const bool named = past && shown(t.outcome == O::BeforeP0 ? "before_p0" : "after_p1");
      if (named) {
        // The dashed extension from the nearer end to Bi shows "the infinite line, not the wall".
        const Vec2 end = t.outcome == O::BeforeP0 ? in_.p0 : in_.p1;
        fig.Segment(end, t.bi, {Ink::Warning, 2.0f, Dash::Dashed});
      }
      fig.Marker(t.bi, named ? MarkerShape::Cross : MarkerShape::Diamond, named ? Ink::Warning : Ink::Hit,
                 6.0f);
      std::string text = "Bi  (ti = " + Num(t.ti) + ")";
      if (named) text += t.outcome == O::BeforeP0 ? " — before P0" : " — after P1";
      const Vec2 away = -n_hat + side * 0.6;
      fig.Label(t.bi, text, named ? Ink::Warning : Ink::Hit, AnchorToward(away), OffsetToward(away, 14), 1.0f)
          .priority = LabelPriority::High;
    }

    if (t.collides) DrawReflection(fig, t.bi, in_.be, n_hat, t.response, *this, st, "r⃗");

    // Bs, Be: handles with their labels off to the side, away from the path.
    fig.Marker(in_.bs, MarkerShape::Ring, Ink::Start, 6.0f);
    fig.Label(in_.bs, "Bs", Ink::Start, AnchorToward(-t.v + side * 0.3), OffsetToward(-t.v + side * 0.3, 14),
              1.05f)
        .priority = LabelPriority::High;
    fig.Marker(in_.be, MarkerShape::Square, Ink::End, 5.0f);
    fig.Label(in_.be, "Be", Ink::End, AnchorToward(t.v - side * 0.3), OffsetToward(t.v - side * 0.3, 14),
              1.05f)
        .priority = LabelPriority::High;

    // The ball at B(t), bouncing at ti; held short of the line until the lecture finds ti.
    const double now = BallTime(st);
    const Vec2 b = BouncedAt(in_.bs, in_.be, t.collides, t.ti, t.bi, t.response.be_reflected, now);
    fig.Marker(b, MarkerShape::Dot, Ink::Ball, 7.0f);
    fig.Label(b, "B(t)", Ink::Ball, AnchorToward(side), OffsetToward(side, 14), 0.9f);

    DrawPlot(fig, st, now);
    // The verdict once every step is revealed (teaching step by step keeps the answer for last).
    if (AllRevealed(st)) {
      Caption(fig, st, ShortVerdict(), t.collides ? Ink::Hit : Ink::Text);
    }
  }

  void Controls(LessonState& st) override {
    // The checklist says what each test found, once its step is revealed (a reveal hides the answer).
    inputs::Text("Non-collision tests (the lecture's order):");
    const PointSegmentTrace& t = trace_;
    bool after = t.outcome == O::ZeroLengthWall;  // tests after the deciding one are not reached
    int number = 0;
    for (const PointSegmentTest& test : kPointSegmentTests) {
      ++number;
      const bool fires = t.outcome == test.outcome;
      const bool known = Revealed(st, test.key);
      std::string found = after ? "not reached" : known ? Found(test, fires) : "…";
      const ImVec4 col = fires && known    ? ImVec4(0.84f, 0.37f, 0.0f, 1.0f)
                         : after || !known ? ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled)
                                           : ImGui::GetStyleColorVec4(ImGuiCol_Text);
      ImGui::PushStyleColor(ImGuiCol_Text, col);  // wrapped at spaces: a number never breaks
      inputs::Text(std::to_string(number) + ". " + test.formula + ":  " + found);
      ImGui::PopStyleColor();
      after = after || (fires && known);
    }
    if (t.outcome == O::Hit && Revealed(st, "after_p1")) {  // once the last test is revealed
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.0f, 0.62f, 0.45f, 1.0f));
      inputs::Text("hit: all five pass — ti = " + Num(t.ti) + ", Bi = " + Num(t.bi));
      ImGui::PopStyleColor();
    }
    ImGui::Separator();
    PointInputs();
    Update();
  }

  double TimeOfImpact() const override { return trace_.collides ? trace_.ti : -1.0; }

  std::vector<Preset> Presets() const override {
    const Vec2 p0{0, 0}, p1{0, 4};
    const auto Case = [&](Vec2 q0, Vec2 q1, Vec2 bs, Vec2 be) { return Scene({q0, q1, bs, be}); };
    return {
        {"hit", Scene(Inputs{}), {{"collides", true}, {"ti", 0.6}}},
        {"both inside", Case(p0, p1, {-1, 1}, {-2.5, 3}), {{"rejected_by", "both-inside"}}},
        {"both outside", Case(p0, p1, {3.2, 1}, {1, 3}), {{"rejected_by", "both-outside"}}},
        {"parallel (along the wall)", Case(p0, p1, {0, -1.5}, {0, 5.5}), {{"rejected_by", "parallel"}}},
        {"before P0", Case(p0, p1, {2, -0.5}, {-2, -1.5}), {{"rejected_by", "before-p0"}}},
        {"after P1", Case(p0, p1, {2, 5}, {-2, 6}), {{"rejected_by", "after-p1"}}},
        {"hit exactly at P1", Case(p0, p1, {2, 5}, {-2, 3}), {{"collides", true}, {"bi", {0, 4}}}},
        {"Bs on the wall, leaving",
         Case(p0, p1, {0, 2}, {2.5, 3}),
         {{"rejected_by", "both-outside"}, {"verdict", "Bs is on the line"}}},
        {"Be on the wall (ti = 1)", Case(p0, p1, {3, 1}, {0, 2.5}), {{"collides", true}, {"ti", 1}}},
        {"slanted wall hit", Case({1, 1}, {4, 5}, {4, 0}, {0, 4}), {{"collides", true}}},
        {"zero-length wall", Case({1, 2}, {1, 2}, {3, 1}, {-1, 3}), {{"n_hat", nullptr}}},
    };
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(in_.p0), b.Add(in_.p1), b.Add(in_.bs), b.Add(in_.be);
    if (trace_.collides) b.Add(trace_.response.be_reflected);
    if (trace_.has_ti) b.Add(trace_.bi);
    return b;  // the camera keeps it clear of the plot and captions (Camera::FitAround)
  }

 private:
  void DrawDegenerate(Figure& fig, const LessonState& st) const {
    fig.Marker(in_.p0, MarkerShape::Dot, Ink::Wall, 5);
    fig.Label(in_.p0, "P0 = P1", Ink::Warning, Anchor::SW, {12, -12}).priority = LabelPriority::High;
    if (LengthSq(in_.be - in_.bs) > 0) fig.Arrow(in_.bs, in_.be, {Ink::Path, 2.0f});
    fig.Marker(in_.bs, MarkerShape::Ring, Ink::Start, 6.0f);
    fig.Label(in_.bs, "Bs", Ink::Start, Anchor::NE, {-12, 12}).priority = LabelPriority::High;
    fig.Marker(in_.be, MarkerShape::Square, Ink::End, 5.0f);
    fig.Label(in_.be, "Be", Ink::End, Anchor::SW, {12, -12}).priority = LabelPriority::High;
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
    for (std::size_t k = 0; k < kPointSegmentTests.size(); ++k) {
      if (kPointSegmentTests[k].outcome == t.outcome) {
        return "no collision: test " + std::to_string(k + 1) + " (" + kPointSegmentTests[k].name +
               ") decides";
      }
    }
    return "no collision";
  }

  // The time the ball is drawn at: the figure's time, held short of the wall's line until the step that finds
  // ti is revealed (Lesson::ShownTime holds it only for a hit; a rejected Bi past an end is held too), and at
  // Bi until the bounce (Be') is revealed.
  double BallTime(const LessonState& st) const {
    const PointSegmentTrace& t = trace_;
    if (!t.has_ti || st.t < t.ti) return st.t;
    if (!Revealed(st, "ti")) return std::max(0.0, t.ti - 0.02);
    if (t.collides && !Revealed(st, "be_reflected")) return t.ti;
    return st.t;
  }

  // BC(B(t)) = n̂·(B(t) − P0) over t: a straight line through zero at ti. After a hit, the bounced ball's BC
  // turns back at ti (once the bounce is revealed). The curve is drawn once BC of Bs and Be are known, and
  // only as far as the ball has gone until ti is found, so the plot never crosses zero before ti's step.
  void DrawPlot(Figure& fig, const LessonState& st, double now) const {
    const PointSegmentTrace& t = trace_;
    const Vec2 n_hat = t.edge.n_hat;
    const bool bounce = t.collides && Revealed(st, "be_reflected");
    const auto bc = [&](double tt) { return Dot(n_hat, in_.bs + t.v * tt - in_.p0); };
    const auto ball = [&](double tt) {
      return Dot(n_hat, BouncedAt(in_.bs, in_.be, bounce, t.ti, t.bi, t.response.be_reflected, tt) - in_.p0);
    };
    // Until n̂·Be is known, a range symmetric about the wall, so the axis tells nothing about Be's side.
    const double reach = std::max(std::fabs(bc(0)), std::fabs(bc(1)));
    double lo = std::min({0.0, bc(0), bc(1)}), hi = std::max({0.0, bc(0), bc(1)});
    if (!Revealed(st, "n_dot_be")) lo = -reach, hi = reach;
    if (bounce) lo = std::min(lo, ball(1)), hi = std::max(hi, ball(1));
    Plot plot(fig,
              CornerPlot(st.canvas_px, st.plot_corner, {340, 190}, 0, 1, lo, hi, "BC(B(t)) = n̂·(B(t) − P0)"));
    plot.HLine(0, {Ink::Wall, 1.5f}, "wall");
    if (!Revealed(st, "n_dot_be")) return;
    const double upto = t.has_ti && !Revealed(st, "ti") ? std::clamp(now, 0.0, 1.0) : 1.0;
    FunctionUpTo(plot, bc, upto, {Ink::Plot1, 2.0f, bounce ? Dash::Dashed : Dash::Solid});
    if (bounce) plot.Function(ball, {Ink::Plot3, 2.5f});
    if (t.has_ti && Revealed(st, "ti")) {
      plot.VLine(t.ti, {t.collides ? Ink::Hit : Ink::Warning, 1.5f, Dash::Dashed}, "ti");
      plot.Point({t.ti, 0.0}, t.collides ? MarkerShape::Diamond : MarkerShape::Cross,
                 t.collides ? Ink::Hit : Ink::Warning);
    }
    const double tn = std::clamp(now, 0.0, 1.0);
    plot.VLine(tn, {Ink::Ball, 1.0f, Dash::Dotted});
    plot.Point({tn, ball(tn)}, MarkerShape::Dot, Ink::Ball, "t");
  }
};

}  // namespace

std::unique_ptr<Lesson> MakePointSegmentLesson(const LessonEntry& e) {
  return MakeLesson<PointSegmentLesson>(e);
}

}  // namespace ricochet::app
