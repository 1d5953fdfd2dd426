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
#include "draw/plot.h"
#include "imgui.h"
#include "lessons/wall_draw.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;
using namespace wall;
using O = CircleSegmentOutcome;

class CircleSegmentLesson final : public Lesson {
 public:
  using Lesson::Lesson;

  std::vector<Handle> Handles() override {
    return {{"P0", &in_.p0, Ink::Wall},
            {"P1", &in_.p1, Ink::Wall},
            {"Bs", &in_.bs, Ink::Start},
            {"Be", &in_.be, Ink::End}};
  }

  void Update() override {
    // A typed NaN/∞ or r ≤ 0 never reaches the figure: keep the last good inputs (the r control clamps too).
    if (!(IsFinite(in_.p0) && IsFinite(in_.p1) && IsFinite(in_.bs) && IsFinite(in_.be) &&
          std::isfinite(in_.r) && in_.r > 0.0))
      in_ = solved_;
    if (!InputsChanged(in_, solved_, solved_once_)) return;
    trace_ = SolveCircleSegment(in_);
    TraceChanged();
  }

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    const CircleSegmentTrace& t = trace_;
    const auto shown = [&](const char* key) { return Revealed(st, key); };
    if (t.outcome == O::ZeroLengthWall) {
      DrawDegenerate(fig, st);
      return;
    }
    const Vec2 n_hat = t.edge.n_hat;
    const Vec2 u = Normalize(in_.p1 - in_.p0);
    fig.HalfPlane(in_.p0, n_hat, {Ink::Outside, 0.06f});
    fig.HalfPlane(in_.p0, -n_hat, {Ink::Inside, 0.06f});

    // The capsule every centre position within r of the wall fills: two offset edges and two end caps.
    fig.Segment(in_.p0 + n_hat * in_.r, in_.p1 + n_hat * in_.r, {Ink::Muted, 1.0f, Dash::Dotted, 0.8f});
    fig.Segment(in_.p0 - n_hat * in_.r, in_.p1 - n_hat * in_.r, {Ink::Muted, 1.0f, Dash::Dotted, 0.8f});
    const bool cap0 = t.contact == ContactFeature::P0, cap1 = t.contact == ContactFeature::P1;
    fig.Circle(in_.p0, in_.r,
               {cap0 ? Ink::Hit : Ink::Muted, cap0 ? 2.5f : 1.0f, Dash::Dotted, cap0 ? 1.0f : 0.8f});
    fig.Circle(in_.p1, in_.r,
               {cap1 ? Ink::Hit : Ink::Muted, cap1 ? 2.5f : 1.0f, Dash::Dotted, cap1 ? 1.0f : 0.8f});
    if (cap0 || cap1) {
      // Named on the far side of the wall from the ball, clear of the contact.
      const Vec2 pk = cap0 ? in_.p0 : in_.p1,
                 out = Normalize(n_hat * (t.D > 0 ? -1.0 : 1.0) + (cap0 ? u : -u));
      fig.Label(pk + out * in_.r, std::string("end cap: circle(") + (cap0 ? "P0" : "P1") + ", r)", Ink::Hit,
                AnchorToward(out), OffsetToward(out, 6), 0.9f);
    }
    // The lecture's moved wall n̂·P − n̂·P0 = D: the line the centre crosses (dashed, infinite).
    if (shown("d")) {
      const Vec2 off = n_hat * t.D;
      const double reach = 1e4 * (1.0 + Length(in_.p0) + Length(in_.p1 - in_.p0));
      fig.Segment(in_.p0 + off - u * reach, in_.p1 + off + u * reach, {Ink::Wall, 1.5f, Dash::Dashed, 0.9f});
      const Vec2 at = in_.p0 + off + (in_.p1 - in_.p0) * 0.3;
      const Vec2 away = n_hat * (t.D > 0 ? 1.0 : -1.0);
      fig.Label(at, "n̂·P − n̂·P0 = D = " + Num(t.D), Ink::Wall, AnchorToward(away), OffsetToward(away, 6),
                0.9f);
    }
    DrawWall(fig, in_.p0, in_.p1, n_hat, shown("n_hat"), -n_hat * (t.D > 0 ? 1.0 : -1.0));

    // The centre's path; after a hit the rest is only the would-be path (dotted).
    const Vec2 v_dir = Normalize(t.v);
    const Vec2 side = LengthSq(v_dir) > 0 ? Vec2{-v_dir.y, v_dir.x} : Vec2{0, 1};
    if (t.collides) {
      if (LengthSq(t.bi - in_.bs) > 0) fig.Arrow(in_.bs, t.bi, {Ink::Path, 2.5f});
      fig.Segment(t.bi, in_.be, {Ink::Path, 1.5f, Dash::Dotted, 0.8f});
    } else if (LengthSq(t.v) > 0) {
      fig.Arrow(in_.bs, in_.be, {Ink::Path, 2.5f});
    }
    // The ball at Bs and at Be (outlines: dashed start, dotted end).
    fig.Circle(in_.bs, in_.r, {Ink::Start, 1.5f, Dash::Dashed});
    fig.Circle(in_.be, in_.r, {Ink::End, 1.5f, Dash::Dotted});

    // The lecture's Bi on the offset line, when it is not the answer (past an end, or a cap came first).
    const bool line_in_frame = t.has_ti_line && t.ti_line >= 0.0 && t.ti_line <= 1.0;
    if (line_in_frame && shown("bi_line") && t.contact != ContactFeature::Edge) {
      fig.Circle(t.bi_line, in_.r, {Ink::Warning, 1.2f, Dash::Dotted});
      fig.Marker(t.bi_line, MarkerShape::Cross, Ink::Warning, 6.0f);
      const std::string why = t.after_p1 < 0 ? " — after P1" : t.before_p0 < 0 ? " — before P0" : "";
      fig.Label(t.bi_line - side * in_.r, "lecture's Bi" + why, Ink::Warning, AnchorToward(-side),
                OffsetToward(-side, 6), 0.95f);
    }

    if (t.collides && shown("ti")) {
      fig.Circle(t.bi, in_.r, {Ink::Hit, 2.5f});
      fig.Marker(t.bi, MarkerShape::Diamond, Ink::Hit, 5.0f);
      fig.Label(t.bi + side * in_.r, "Bi  (ti = " + Num(t.ti) + ")", Ink::Hit, AnchorToward(side),
                OffsetToward(side, 6), 1.0f);
      // Contact point and the contact normal, from the wall toward the ball.
      fig.Marker(t.contact_point, MarkerShape::Diamond, Ink::Normal, 5.0f);
      if (shown("normal")) {
        // Unit length when the ball is big enough to show it; otherwise 0.6 r, so the tip never hides Bi.
        const Vec2 tip = t.contact_point + t.normal * std::min(1.0, 0.6 * in_.r);
        fig.Arrow(t.contact_point, tip, {Ink::Normal, 3.0f});
        Vec2 across{-t.normal.y, t.normal.x};
        if (Dot(across, t.v) > 0) across = -across;  // on the side the ball comes from
        fig.Label(tip, "n̂c", Ink::Normal, AnchorToward(across), OffsetToward(across, 12), 1.05f);
      }
      const int show = shown("be_reflected") ? 3 : shown("s") ? 2 : shown("i") ? 1 : 0;
      DrawReflection(fig, t.bi, in_.be, t.normal, t.response, show);
    }
    if (t.outcome == O::StartsOverlapping) {
      fig.Disc(in_.bs, in_.r, {Ink::Warning, 0.25f});
      fig.Label(in_.bs + Vec2{0, in_.r}, "overlaps at t = 0", Ink::Warning, Anchor::S, {0, -6});
    }

    fig.Marker(in_.bs, MarkerShape::Ring, Ink::Start, 6.0f);
    fig.Label(in_.bs + (-v_dir + side * 0.3) * in_.r, "Bs", Ink::Start, AnchorToward(-t.v + side * 0.3),
              OffsetToward(-t.v + side * 0.3, 6), 1.05f);
    fig.Marker(in_.be, MarkerShape::Square, Ink::End, 5.0f);
    fig.Label(in_.be + (v_dir - side * 0.3) * in_.r, "Be", Ink::End, AnchorToward(t.v - side * 0.3),
              OffsetToward(t.v - side * 0.3, 6), 1.05f);

    // The ball at B(t), bouncing at ti.
    const Vec2 b = BouncedAt(in_.bs, in_.be, t.collides, t.ti, t.bi, t.response.be_reflected, st.t);
    fig.Disc(b, in_.r, {Ink::Ball, 0.35f});
    fig.Circle(b, in_.r, {Ink::Ball, 2.0f});
    fig.Marker(b, MarkerShape::Dot, Ink::Ball, 3.0f);
    // The radius, drawn and named once, on the ball at Bs (which does not move with t).
    fig.Segment(in_.bs, in_.bs - side * in_.r, {Ink::Start, 1.2f});
    fig.Label(in_.bs - side * (in_.r * 0.5), "r = " + Num(in_.r), Ink::Start, AnchorToward(-v_dir),
              OffsetToward(-v_dir, 6), 0.9f);

    DrawPlot(fig, st);
    // The verdict once every step is revealed (teaching step by step keeps the answer for last).
    if (AllRevealed(st)) {
      Caption(fig, st, ShortVerdict(), t.collides ? Ink::Hit : Ink::Text);
    }
  }

  void Controls(LessonState&) override {
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    ImGui::DragScalar("radius r", ImGuiDataType_Double, &in_.r, 0.01f, &kMinRadius, &kMaxRadius, "%.3f",
                      ImGuiSliderFlags_AlwaysClamp);
    const CircleSegmentTrace& t = trace_;
    ImGui::TextUnformatted("The lecture's tests, then the end caps:");
    bool after = t.outcome == O::ZeroLengthWall;
    for (const CircleSegmentCheck& c : kCircleSegmentChecks) {
      const bool fires = t.outcome == c.outcome;
      // The lecture's endpoint test can fire although a cap is hit: show it, marked as overruled.
      const bool overruled = t.collides && t.contact != ContactFeature::Edge &&
                             ((c.outcome == O::AfterP1 && t.has_ti_line && t.after_p1 < 0) ||
                              (c.outcome == O::BeforeP0 && t.has_ti_line && t.before_p0 < 0));
      const char* mark = fires ? "[DECIDES]" : overruled ? "[overruled]" : after ? "[ -- ]   " : "[passes] ";
      const ImVec4 col = fires || overruled ? ImVec4(0.84f, 0.37f, 0.0f, 1.0f)
                         : after            ? ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled)
                                            : ImGui::GetStyleColorVec4(ImGuiCol_Text);
      if (c.number > 0) {
        ImGui::TextColored(col, "%s %d. %s:  %s", mark, c.number, c.name, c.formula);
      } else {
        ImGui::TextColored(col, "%s    %s:  %s", mark, c.name, c.formula);
      }
      after = after || fires;
    }
    ImGui::TextDisabled("Tests 3 and 4 reject only if that end's cap is missed too.");
    if (t.collides) {
      const char* where = t.contact == ContactFeature::Edge ? "the edge"
                          : t.contact == ContactFeature::P0 ? "P0's cap"
                                                            : "P1's cap";
      ImGui::TextColored(ImVec4(0.0f, 0.62f, 0.45f, 1.0f), "[HIT]     earliest touch: %s at ti = %s", where,
                         Num(t.ti).c_str());
    }
    ImGui::Separator();
    for (auto [name, p] : {std::pair{"P0", &in_.p0}, {"P1", &in_.p1}, {"Bs", &in_.bs}, {"Be", &in_.be}}) {
      ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
      ImGui::DragScalarN(name, ImGuiDataType_Double, &p->x, 2, 0.01f, nullptr, nullptr, "%.3f");
    }
    Update();
  }

  double TimeOfImpact() const override { return trace_.collides ? trace_.ti : -1.0; }

  json SaveScene() const override { return SceneOf(CircleSegmentJson(in_)); }

  void LoadScene(const json& j) override {
    in_ = ReadCircleSegment(j, "scene");
    Update();
  }

  std::vector<Preset> Presets() const override {
    const auto Scene = [&](Vec2 q0, Vec2 q1, Vec2 bs, Vec2 be, double r) {
      return SceneOf(CircleSegmentJson({q0, q1, bs, be, r}));
    };
    const Vec2 p0{0, 0}, p1{0, 4};
    const auto s = [&](Vec2 bs, Vec2 be) { return Scene(p0, p1, bs, be, 1.0); };
    return {
        {"edge hit from outside", s({4, 1}, {-1, 3}), {{"contact", "edge"}, {"start_side", "outside"}}},
        {"edge hit from inside", s({-4, 1}, {1, 3}), {{"contact", "edge"}, {"start_side", "inside"}}},
        {"both inside", s({-3, 1}, {-2, 3}), {{"both_inside", true}}},
        {"both outside", s({3.5, 1}, {1.8, 3}), {{"both_outside", true}}},
        {"parallel", s({0.5, 6}, {0.5, 8.5}), {{"parallel", true}, {"collides", false}}},
        {"before P0", s({3, -2}, {-3, -2.5}), {{"before_p0", true}, {"collides", false}}},
        {"after P1", s({3, 6}, {-3, 6.5}), {{"after_p1", true}, {"collides", false}}},
        {"endpoint P1 (the lecture misses it)",
         s({3, 4.6}, {-3, 4.6}),
         {{"contact", "p1"}, {"after_p1", true}}},
        {"endpoint P0", s({3, -0.6}, {-3, -0.6}), {{"contact", "p0"}, {"before_p0", true}}},
        {"endpoint while moving parallel", s({0.5, 7}, {0.5, 3}), {{"contact", "p1"}, {"parallel", true}}},
        {"starts overlapping", s({0.5, 2}, {3, 2.5}), {{"overlap_at_start", true}, {"collides", false}}},
        {"starts touching, moving in", s({1, 2}, {-1, 2.5}), {{"contact", "edge"}, {"ti", 0}}},
        {"ends touching (ti = 1)", s({3, 2}, {1, 2}), {{"contact", "edge"}, {"ti", 1}}},
        {"ti outside [0, 1]", s({0.5, 6}, {-2, 6.5}), {{"ti_in_frame", false}, {"collides", false}}},
        {"zero-length wall", Scene({1, 2}, {1, 2}, {4, 1}, {-1, 3}, 1.0), {{"n_hat", nullptr}}},
    };
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(in_.p0, in_.r), b.Add(in_.p1, in_.r), b.Add(in_.bs, in_.r), b.Add(in_.be, in_.r);
    if (trace_.collides) b.Add(trace_.response.be_reflected, in_.r);
    return WithRoomForPlot(b, 0.8);
  }

 private:
  static constexpr double kMinRadius = 0.05, kMaxRadius = 50.0;

  void DrawDegenerate(Figure& fig, const LessonState& st) const {
    fig.Marker(in_.p0, MarkerShape::Dot, Ink::Wall, 5);
    fig.Label(in_.p0, "P0 = P1", Ink::Warning, Anchor::SW, {12, -12});
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

  // dist(B(t), wall) − r over t: it reaches 0 first at ti. After a hit the bounced ball's curve (solid)
  // turns back at ti; the straight path's (dashed) goes on through the wall.
  void DrawPlot(Figure& fig, const LessonState& st) const {
    const CircleSegmentTrace& t = trace_;
    const Segment seg{in_.p0, in_.p1};
    const auto straight = [&](double tt) { return DistanceToSegment(seg, Lerp(in_.bs, in_.be, tt)) - in_.r; };
    const auto bounced = [&](double tt) {
      return DistanceToSegment(
                 seg, BouncedAt(in_.bs, in_.be, t.collides, t.ti, t.bi, t.response.be_reflected, tt)) -
             in_.r;
    };
    double lo = 0.0, hi = 0.0;
    for (int k = 0; k <= 64; ++k) {
      const double tt = k / 64.0;
      lo = std::min({lo, straight(tt), bounced(tt)});
      hi = std::max({hi, straight(tt), bounced(tt)});
    }
    Plot plot(fig, CornerPlot(st.canvas_px, {340, 190}, 0, 1, lo, hi, "dist(B(t), wall) − r"));
    plot.HLine(0, {Ink::Wall, 1.5f}, "touch");
    plot.Function(straight, {Ink::Plot1, 2.0f, t.collides ? Dash::Dashed : Dash::Solid});
    if (t.collides && Revealed(st, "ti")) {
      plot.Function(bounced, {Ink::Plot3, 2.5f});
      plot.VLine(t.ti, {Ink::Hit, 1.5f, Dash::Dashed}, "ti");
      plot.Point({t.ti, 0.0}, MarkerShape::Diamond, Ink::Hit);
    }
    const double now = std::clamp(st.t, 0.0, 1.0);
    plot.VLine(now, {Ink::Ball, 1.0f, Dash::Dotted});
    plot.Point({now, bounced(now)}, MarkerShape::Dot, Ink::Ball, "t");
  }

  Derivation Derive() const override { return DeriveCircleSegment(solved_, trace_); }

  CircleSegmentInputs in_, solved_;
  bool solved_once_ = false;
  CircleSegmentTrace trace_{};
};

}  // namespace

std::unique_ptr<Lesson> MakeCircleSegmentLesson(const LessonEntry& e) {
  return std::make_unique<CircleSegmentLesson>(e);
}

}  // namespace ricochet::app
