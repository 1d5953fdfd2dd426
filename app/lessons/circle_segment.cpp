// Lesson 3 (Lecture 10): a ball of radius r against a wall. The wall offset by D = ±r (dashed), the capsule
// ends at P0 and P1, the lecture's ti and Bi, the endpoint problem as it happens (the lecture's Bi past an
// end while the ball's rim touches the end), the contact point and normal, the bounce; and
// dist(B(t), wall) − r plotted over t with its zero at ti.
#include "explain/circle_segment.h"

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
#include "ricochet/world.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;
using namespace wall;
using O = CircleSegmentOutcome;

// The topic (explain/circle_segment.h) with the lesson's handles.
struct CircleSegmentLessonTopic : CircleSegmentTopic {
  static constexpr PointField<Inputs> kPoints[] = {{"P0", &Inputs::p0, Ink::Wall},
                                                   {"P1", &Inputs::p1, Ink::Wall},
                                                   {"Bs", &Inputs::bs, Ink::Start},
                                                   {"Be", &Inputs::be, Ink::End}};
  // A typed NaN/∞ or r ≤ 0 never reaches the figure: Update keeps the last good inputs (the r control clamps
  // too).
  static bool Usable(const Inputs& in) {
    return PointsFinite(in, kPoints) && std::isfinite(in.r) && in.r > 0.0;
  }
};

class CircleSegmentLesson final : public TopicLesson<CircleSegmentLessonTopic> {
 public:
  using TopicLesson::TopicLesson;

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    const CircleSegmentTrace& t = trace_;
    const auto shown = [&](const char* key) { return Revealed(st, key); };
    if (t.outcome == O::ZeroLengthWall) {
      DrawDegenerate(fig, st);
      return;
    }
    const Vec2 n_hat = t.edge.n_hat;
    const Vec2 u = Normalize(in_.p1 - in_.p0);
    const double r = in_.r;
    // Outside / inside half-planes; in practice they (and the hatching) come with n̂, which they would give.
    const bool sides = !st.practice || shown("n_hat");
    if (sides) {
      fig.HalfPlane(in_.p0, n_hat, {Ink::Outside, 0.06f});
      fig.HalfPlane(in_.p0, -n_hat, {Ink::Inside, 0.06f});
    }

    // Tests 1 and 2 compare n̂·B − n̂·P0 with ±r: the two lines at distance r on either side of the wall.
    if (shown("both_inside")) {
      fig.Segment(in_.p0 + n_hat * r, in_.p1 + n_hat * r, {Ink::Muted, 1.0f, Dash::Dotted, 0.8f});
      fig.Segment(in_.p0 - n_hat * r, in_.p1 - n_hat * r, {Ink::Muted, 1.0f, Dash::Dotted, 0.8f});
    }
    // The endpoint problem: the circles of radius r about P0 and P1 (the capsule's ends), each with its step;
    // the one touched first is lit.
    for (const bool first : {true, false}) {
      if (!shown(first ? "cap0" : "cap1")) continue;
      const bool hit = first ? t.cap0_hit : t.cap1_hit;
      const bool lit = t.contact == (first ? ContactFeature::P0 : ContactFeature::P1);
      const Vec2 pk = first ? in_.p0 : in_.p1;
      fig.Circle(pk, r, {hit ? Ink::Hit : Ink::Muted, lit ? 2.5f : 1.0f, Dash::Dotted, hit ? 1.0f : 0.8f});
      if (hit) {
        // Named on the far side of the wall from the ball, clear of the contact.
        const Vec2 out = Normalize(n_hat * (t.D > 0 ? -1.0 : 1.0) + (first ? -u : u));
        fig.Label(pk + out * r, std::string("circle(") + (first ? "P0" : "P1") + ", r)", Ink::Hit,
                  AnchorToward(out), OffsetToward(out, 6), 0.9f);
      }
    }
    // The lecture's moved wall n̂·P − n̂·P0 = D: the line the centre crosses (dashed, infinite).
    if (shown("d")) {
      const Vec2 off = n_hat * t.D;
      const double reach = 1e4 * (1.0 + Length(in_.p0) + Length(in_.p1 - in_.p0));
      fig.Segment(in_.p0 + off - u * reach, in_.p1 + off + u * reach, {Ink::Wall, 1.5f, Dash::Dashed, 0.9f});
      const Vec2 at = in_.p0 + off + (in_.p1 - in_.p0) * 0.3;
      const Vec2 away = n_hat * (t.D > 0 ? 1.0 : -1.0);
      fig.Label(at, "n̂·P − n̂·P0 = D = " + Num(t.D), Ink::Wall, AnchorToward(away), OffsetToward(away, 6),
                0.9f)
          .priority = LabelPriority::High;
    }
    DrawWall(fig, in_.p0, in_.p1, n_hat, shown("n_hat"), -n_hat * (t.D > 0 ? 1.0 : -1.0), sides);
    if (in_.type != CollisionType::TwoSided) {
      // A one-sided wall: the side it collides from, named at its far end.
      const Vec2 from = in_.type == CollisionType::Outside ? n_hat : -n_hat;
      fig.Label(in_.p1 + from * (0.5 * r) + u * (0.3 * r),
                std::string("collides from the ") + CollisionTypeName(in_.type) + " only", Ink::Wall,
                AnchorToward(from), OffsetToward(from, 4), 0.85f);
    }

    // The centre's path; once Bi is found on a hit, the rest is only the would-be path (dotted).
    const Vec2 v_dir = Normalize(t.v);
    const Vec2 side = LengthSq(v_dir) > 0 ? Vec2{-v_dir.y, v_dir.x} : Vec2{0, 1};
    const bool split = t.collides && shown("bi");
    if (split) {
      if (LengthSq(t.bi - in_.bs) > 0) fig.Arrow(in_.bs, t.bi, {Ink::Path, 2.5f});
      fig.Segment(t.bi, in_.be, {Ink::Path, 1.5f, Dash::Dotted, 0.8f});
    } else if (LengthSq(t.v) > 0) {
      fig.Arrow(in_.bs, in_.be, {Ink::Path, 2.5f});
    }
    // The ball at Bs and at Be (outlines: dashed start, dotted end).
    fig.Circle(in_.bs, r, {Ink::Start, 1.5f, Dash::Dashed});
    fig.Circle(in_.be, r, {Ink::End, 1.5f, Dash::Dotted});

    // The lecture's Bi on the offset line; once test 3 or 4 rejects it, marked as past the end.
    const bool line_in_frame = t.has_ti_line && t.ti_line >= 0.0 && t.ti_line <= 1.0;
    const bool real_bi_here = split && t.contact == ContactFeature::Edge;
    if (line_in_frame && shown("bi_line") && !real_bi_here) {
      const bool after = t.after_p1 < 0 && shown("after_p1"), before = t.before_p0 < 0 && shown("before_p0");
      const Ink ink = after || before ? Ink::Warning : Ink::Hit;
      fig.Circle(t.bi_line, r, {ink, 1.2f, Dash::Dotted});
      fig.Marker(t.bi_line, MarkerShape::Cross, ink, 6.0f);
      const std::string why = after ? " — after P1" : before ? " — before P0" : "";
      fig.Label(t.bi_line - side * r, "Bi (edge), ti = " + Num(t.ti_line) + why, ink, AnchorToward(-side),
                OffsetToward(-side, 6), 0.95f);
    }

    if (split) {
      fig.Circle(t.bi, r, {Ink::Hit, 2.5f});
      fig.Marker(t.bi, MarkerShape::Diamond, Ink::Hit, 5.0f);
      fig.Label(t.bi + side * r, "Bi  (ti = " + Num(t.ti) + ")", Ink::Hit, AnchorToward(side),
                OffsetToward(side, 6), 1.0f)
          .priority = LabelPriority::High;
    }
    // The contact point and the contact normal, from the wall toward the ball.
    if (t.collides && shown("normal")) {
      fig.Marker(t.contact_point, MarkerShape::Diamond, Ink::Normal, 5.0f);
      // Unit length when the ball is big enough to show it; otherwise 0.6 r, so the tip never hides Bi.
      const Vec2 tip = t.contact_point + t.normal * std::min(1.0, 0.6 * r);
      fig.Arrow(t.contact_point, tip, {Ink::Normal, 3.0f});
      Vec2 across{-t.normal.y, t.normal.x};
      if (Dot(across, t.v) > 0) across = -across;  // on the side the ball comes from
      fig.Label(tip, "n̂c", Ink::Normal, AnchorToward(across), OffsetToward(across, 12), 1.05f).priority =
          LabelPriority::High;
    }
    if (t.collides) DrawReflection(fig, t.bi, in_.be, t.normal, t.response, *this, st, "r⃗");
    if (t.outcome == O::StartsOverlapping && shown("overlap_at_start")) {
      fig.Disc(in_.bs, r, {Ink::Warning, 0.25f});
      fig.Label(in_.bs + Vec2{0, r}, "overlaps at t = 0", Ink::Warning, Anchor::S, {0, -6}).priority =
          LabelPriority::High;
    }

    fig.Marker(in_.bs, MarkerShape::Ring, Ink::Start, 6.0f);
    fig.Label(in_.bs + (-v_dir + side * 0.3) * r, "Bs", Ink::Start, AnchorToward(-t.v + side * 0.3),
              OffsetToward(-t.v + side * 0.3, 6), 1.05f);
    fig.Marker(in_.be, MarkerShape::Square, Ink::End, 5.0f);
    fig.Label(in_.be + (v_dir - side * 0.3) * r, "Be", Ink::End, AnchorToward(t.v - side * 0.3),
              OffsetToward(t.v - side * 0.3, 6), 1.05f)
        .priority = LabelPriority::High;

    // The ball at B(t): held short of each event until its step, bouncing once Be' is revealed.
    const double now = BallTime(st);
    const Vec2 b = BouncedAt(in_.bs, in_.be, t.collides, t.ti, t.bi, t.response.be_reflected, now);
    fig.Disc(b, r, {Ink::Ball, 0.35f});
    fig.Circle(b, r, {Ink::Ball, 2.0f});
    fig.Marker(b, MarkerShape::Dot, Ink::Ball, 3.0f);
    // The radius, drawn and named once, on the ball at Bs (which does not move with t).
    fig.Segment(in_.bs, in_.bs - side * r, {Ink::Start, 1.2f});
    fig.Label(in_.bs - side * (r * 0.5), "r = " + Num(r), Ink::Start, AnchorToward(-v_dir),
              OffsetToward(-v_dir, 6), 0.9f);

    DrawPlot(fig, st, now);
    // The verdict once every step is revealed (teaching step by step keeps the answer for last).
    if (AllRevealed(st)) {
      Caption(fig, st, ShortVerdict(), t.collides ? Ink::Hit : Ink::Text);
    }
  }

  void Controls(LessonState& st) override {
    ImGui::DragScalar(inputs::Fit("radius r"), ImGuiDataType_Double, &in_.r, 0.01f, &kMinRadius, &kMaxRadius,
                      "%.3f", ImGuiSliderFlags_AlwaysClamp);
    // The lecture's "collision type" (Steps slide): a one-sided wall collides only from one half-plane.
    int type = static_cast<int>(in_.type);
    ImGui::Combo(inputs::Fit("collision type"), &type, "two-sided\0outside only\0inside only\0");
    in_.type = static_cast<CollisionType>(type);

    // The checklist says what each check found, once its step is revealed (a reveal hides the answer).
    const CircleSegmentTrace& t = trace_;
    inputs::Text("The lecture's tests, then the end caps:");
    bool after = t.outcome == O::ZeroLengthWall;
    const Derivation& d = derivation();
    for (const CircleSegmentCheck& c : kCircleSegmentChecks) {
      const int i = d.Find(c.key);
      if (c.outcome == O::OtherSide && in_.type == CollisionType::TwoSided) continue;
      const bool known = i >= 0 && Revealed(st, c.key);
      const bool fires = t.outcome == c.outcome;
      std::string found = known            ? StepValueText(d.steps[static_cast<std::size_t>(i)])
                          : after || i < 0 ? "not reached"
                                           : "…";
      const bool holds = known && d.steps[static_cast<std::size_t>(i)].value_json == json(true);
      const bool flags = known && (c.outcome == O::TiOutsideFrame ? !holds : holds);
      const ImVec4 col = flags             ? ImVec4(0.84f, 0.37f, 0.0f, 1.0f)
                         : after || !known ? ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled)
                                           : ImGui::GetStyleColorVec4(ImGuiCol_Text);
      ImGui::PushStyleColor(ImGuiCol_Text, col);  // wrapped at spaces: a number never breaks
      inputs::Text((c.number > 0 ? std::to_string(c.number) + ". " : std::string("    ")) + c.formula +
                   ":  " + found);
      ImGui::PopStyleColor();
      after = after || (fires && known);
    }
    inputs::Muted("Tests 3 and 4 reject only if that end's circle is missed too.");
    if (t.collides && Revealed(st, "ti")) {
      const char* where = t.contact == ContactFeature::Edge ? "the edge"
                          : t.contact == ContactFeature::P0 ? "P0's end"
                                                            : "P1's end";
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.0f, 0.62f, 0.45f, 1.0f));
      inputs::Text(std::string("hit: the earliest touch is ") + where + " at ti = " + Num(t.ti));
      ImGui::PopStyleColor();
    }
    ImGui::Separator();
    PointInputs();
    Update();
  }

  double TimeOfImpact() const override { return trace_.collides ? trace_.ti : -1.0; }

  // The lecture's order: the basic case (an edge hit, D = ±r), its four tests, then the endpoint problem,
  // then the collision type of its Steps slide, then the cases the lecture leaves out.
  std::vector<Preset> Presets() const override {
    const auto Case = [&](Vec2 q0, Vec2 q1, Vec2 bs, Vec2 be, double r, CollisionType type) {
      return Scene({q0, q1, bs, be, r, type});
    };
    const Vec2 p0{0, 0}, p1{0, 4};
    const auto s = [&](Vec2 bs, Vec2 be, CollisionType type = CollisionType::TwoSided) {
      return Case(p0, p1, bs, be, 1.0, type);
    };
    // The basic case on a longer wall, so the bounce's i, s, m and r⃗ are a few radii long: Bi (±1, 3.5).
    const auto basic = [&](Vec2 bs, Vec2 be, CollisionType type = CollisionType::TwoSided) {
      return Case(p0, {0, 6}, bs, be, 1.0, type);
    };
    return {
        {"edge hit from outside (D = +r)", Scene(Inputs{}), {{"contact", "edge"}, {"start_side", "outside"}}},
        {"edge hit from inside (D = −r)",
         basic({-6, 1}, {2, 5}),
         {{"contact", "edge"}, {"start_side", "inside"}}},
        {"both inside", s({-3, 1}, {-2, 3}), {{"both_inside", true}}},
        {"both outside", s({3.5, 1}, {1.8, 3}), {{"both_outside", true}}},
        {"after P1", s({3, 6}, {-3, 6.5}), {{"after_p1", true}, {"collides", false}}},
        {"before P0", s({3, -2}, {-3, -2.5}), {{"before_p0", true}, {"collides", false}}},
        {"endpoint P1 (the lecture misses it)",
         s({3, 4.6}, {-3, 4.6}),
         {{"contact", "p1"}, {"after_p1", true}}},
        {"endpoint P0", s({3, -0.6}, {-3, -0.6}), {{"contact", "p0"}, {"before_p0", true}}},
        {"endpoint while moving parallel", s({0.5, 7}, {0.5, 3}), {{"contact", "p1"}, {"parallel", true}}},
        {"one-sided wall: from outside, hits",
         basic({6, 1}, {-2, 5}, CollisionType::Outside),
         {{"contact", "edge"}, {"collision_type", false}}},
        {"one-sided wall: from inside, passes",
         basic({-6, 1}, {2, 5}, CollisionType::Outside),
         {{"collision_type", true}, {"collides", false}}},
        {"parallel", s({0.5, 6}, {0.5, 8.5}), {{"parallel", true}, {"collides", false}}},
        {"starts overlapping", s({0.5, 2}, {3, 2.5}), {{"overlap_at_start", true}, {"collides", false}}},
        {"starts touching, moving in", s({1, 2}, {-1, 2.5}), {{"contact", "edge"}, {"ti", 0}}},
        {"ends touching (ti = 1)", s({3, 2}, {1, 2}), {{"contact", "edge"}, {"ti", 1}}},
        {"ti outside [0, 1]", s({0.5, 6}, {-2, 6.5}), {{"ti_in_frame", false}, {"collides", false}}},
        {"zero-length wall",
         Case({1, 2}, {1, 2}, {4, 1}, {-1, 3}, 1.0, CollisionType::TwoSided),
         {{"n_hat", nullptr}}},
    };
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(in_.p0, in_.r), b.Add(in_.p1, in_.r), b.Add(in_.bs, in_.r), b.Add(in_.be, in_.r);
    if (trace_.collides) b.Add(trace_.response.be_reflected, in_.r);
    return b;  // the camera keeps it clear of the plot and captions (Camera::FitAround)
  }

 private:
  static constexpr double kMinRadius = 0.05, kMaxRadius = 50.0;

  void DrawDegenerate(Figure& fig, const LessonState& st) const {
    fig.Marker(in_.p0, MarkerShape::Dot, Ink::Wall, 5);
    fig.Label(in_.p0, "P0 = P1", Ink::Warning, Anchor::SW, {12, -12}).priority = LabelPriority::High;
    if (LengthSq(in_.be - in_.bs) > 0) fig.Arrow(in_.bs, in_.be, {Ink::Path, 2.0f});
    fig.Circle(in_.bs, in_.r, {Ink::Start, 1.5f, Dash::Dashed});
    fig.Circle(in_.be, in_.r, {Ink::End, 1.5f, Dash::Dotted});
    fig.Marker(in_.bs, MarkerShape::Ring, Ink::Start, 6.0f);
    fig.Marker(in_.be, MarkerShape::Square, Ink::End, 5.0f);
    Caption(fig, st, "P0 = P1: a zero-length wall has no normal n̂, so no line to offset by D.", Ink::Warning);
    Caption(fig, st, "Drag P1 away from P0 (or press Ctrl+Z).", Ink::Muted, 1);
  }

  // One line for the canvas; the panel has the full sentence with every number.
  std::string ShortVerdict() const {
    const CircleSegmentTrace& t = trace_;
    switch (t.outcome) {
      case O::Hit:
        if (t.contact == ContactFeature::Edge) return "HIT on the edge at ti = " + Num(t.ti);
        return std::string("HIT at the end ") + (t.contact == ContactFeature::P0 ? "P0" : "P1") +
               " at ti = " + Num(t.ti) +
               (t.after_p1 < 0 || t.before_p0 < 0 ? " (the lecture's endpoint test would miss it)" : "");
      case O::BothInside: return "no collision: both Bs and Be are more than r inside";
      case O::BothOutside: return "no collision: both Bs and Be are more than r outside";
      case O::OtherSide: return "no collision: a one-sided wall, and the ball comes from its other side";
      case O::StartsOverlapping: return "no collision reported: the ball overlaps the wall at t = 0";
      case O::Parallel: return "no collision: parallel (n̂·v = 0) and no end cap reached";
      case O::TiOutsideFrame: return "no collision: ti = " + Num(t.ti_line) + " is not in [0, 1]";
      case O::AfterP1: return "no collision: Bi is past P1 and P1's end cap is missed";
      case O::BeforeP0: return "no collision: Bi is before P0 and P0's end cap is missed";
      case O::ZeroLengthWall:
      case O::ZeroRadius: break;
    }
    return "no collision";
  }

  // The time the ball is drawn at: the figure's time (Lesson::ShownTime holds a hit short of ti until its
  // step), held short of the offset line until the lecture's ti is found, and at Bi until Be' is revealed.
  double BallTime(const LessonState& st) const {
    const CircleSegmentTrace& t = trace_;
    double now = st.t;
    const bool line_in_frame = t.has_ti_line && t.ti_line >= 0.0 && t.ti_line <= 1.0;
    if (line_in_frame && now >= t.ti_line && !Revealed(st, "ti_line")) now = std::max(0.0, t.ti_line - 0.02);
    if (t.collides && now > t.ti && !Revealed(st, "be_reflected")) now = t.ti;
    // A ball that touches the wall and yet is not a hit (a one-sided wall it passes): short of the touch
    // until the verdict.
    const double touch = UnansweredTouch(st);
    if (touch >= 0.0 && now >= touch) now = std::max(0.0, touch - 0.02);
    return now;
  }

  // When the straight path first touches the wall (dist = r), while that is not yet answered: not a hit
  // (a hit is held by ti's step), not overlapping from the start, and the verdict not yet shown; else −1.
  double UnansweredTouch(const LessonState& st) const {
    const CircleSegmentTrace& t = trace_;
    if (t.collides || t.outcome == O::StartsOverlapping || AllRevealed(st)) return -1.0;
    return SweptSegmentTime(in_.bs, t.v, in_.r, {in_.p0, in_.p1}, 1.0);
  }

  // dist(B(t), wall) − r over t: it reaches 0 first at ti. After a hit the bounced ball's curve (solid)
  // turns back at ti; the straight path's (dashed) goes on through the wall. Until the answer is revealed
  // (ti on a hit, the verdict otherwise) the curve is drawn only as far as the ball has gone.
  void DrawPlot(Figure& fig, const LessonState& st, double now) const {
    const CircleSegmentTrace& t = trace_;
    const Segment seg{in_.p0, in_.p1};
    const bool bounce = t.collides && Revealed(st, "be_reflected");
    const auto straight = [&](double tt) { return DistanceToSegment(seg, Lerp(in_.bs, in_.be, tt)) - in_.r; };
    const auto ball = [&](double tt) {
      return DistanceToSegment(seg,
                               BouncedAt(in_.bs, in_.be, bounce, t.ti, t.bi, t.response.be_reflected, tt)) -
             in_.r;
    };
    // dist ≥ 0, so −r is the lowest the curve can go: a fixed floor that tells nothing about the answer.
    // Along a straight path the distance to the (convex) segment is convex, so its top is at an end of the
    // frame.
    const double lo = -in_.r;
    double hi = std::max({0.0, straight(0), straight(1)});
    if (bounce) hi = std::max(hi, ball(1));
    Plot plot(fig,
              CornerPlot(st.canvas_px, st.plot_corner, {340, 190}, 0, 1, lo, hi, "dist(B(t), wall) − r"));
    plot.HLine(0, {Ink::Wall, 1.5f}, "touch");
    const bool answered = t.collides ? Revealed(st, "ti") : AllRevealed(st);
    const double touch = UnansweredTouch(st);  // the curve stops short of a crossing the verdict explains
    FunctionUpTo(plot, straight,
                 answered       ? 1.0
                 : touch >= 0.0 ? std::min(now, touch)
                                : std::clamp(now, 0.0, 1.0),
                 {Ink::Plot1, 2.0f, bounce ? Dash::Dashed : Dash::Solid});
    if (bounce) plot.Function(ball, {Ink::Plot3, 2.5f});
    if (t.collides && Revealed(st, "ti")) {
      plot.VLine(t.ti, {Ink::Hit, 1.5f, Dash::Dashed}, "ti");
      plot.Point({t.ti, 0.0}, MarkerShape::Diamond, Ink::Hit);
    }
    const double tn = std::clamp(now, 0.0, 1.0);
    plot.VLine(tn, {Ink::Ball, 1.0f, Dash::Dotted});
    plot.Point({tn, ball(tn)}, MarkerShape::Dot, Ink::Ball, "t");
  }
};

}  // namespace

std::unique_ptr<Lesson> MakeCircleSegmentLesson(const LessonEntry& e) {
  return MakeLesson<CircleSegmentLesson>(e);
}

}  // namespace ricochet::app
