// Lesson 3 (Lecture 10): a ball of radius r against a wall. The wall offset by D = ±r (dashed), the capsule
// ends at P0 and P1, the lecture's ti and Bi, the endpoint problem as it happens (the lecture's Bi past an
// end while the ball's rim touches the end), the contact point and normal, the bounce; and
// dist(B(t), wall) − r plotted over t with its zero at ti.
#include "ricochet/circle_segment.h"

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
using O = CircleSegmentOutcome;

json Scene(Vec2 p0, Vec2 p1, Vec2 bs, Vec2 be, double r) {
  return {{"lesson", "circle-segment"}, {"p0", PointJson(p0)}, {"p1", PointJson(p1)},
          {"bs", PointJson(bs)},        {"be", PointJson(be)}, {"r", r}};
}

struct Check {
  O outcome;
  const char* name;
  const char* formula;
};
constexpr Check kChecks[] = {
    {O::BothInside, "1. both inside", "n̂·Bs − n̂·P0 < −r and n̂·Be − n̂·P0 < −r"},
    {O::BothOutside, "2. both outside", "n̂·Bs − n̂·P0 > r and n̂·Be − n̂·P0 > r"},
    {O::StartsOverlapping, "   overlap at t = 0", "dist(Bs, P0P1) < r"},
    {O::Parallel, "   parallel", "n̂·v = 0 (no offset-line time)"},
    {O::TiOutsideFrame, "   ti outside [0, 1]", "not 0 ≤ ti ≤ 1"},
    {O::AfterP1, "3. after P1", "(Bi − P1)·(P0 − P1) < 0"},
    {O::BeforeP0, "4. before P0", "(Bi − P0)·(P1 − P0) < 0"},
};

class CircleSegmentLesson final : public Lesson {
 public:
  std::string_view Id() const override { return "circle-segment"; }
  std::string_view Title() const override { return "Animated circle vs wall"; }

  std::vector<Handle> Handles() override {
    return {
        {"P0", &p0_, Ink::Wall}, {"P1", &p1_, Ink::Wall}, {"Bs", &bs_, Ink::Start}, {"Be", &be_, Ink::End}};
  }

  void Update() override {
    // A typed NaN/∞ or r ≤ 0 never reaches the figure: keep the last good inputs (the r control clamps too).
    if (IsFinite(p0_) && IsFinite(p1_) && IsFinite(bs_) && IsFinite(be_) && std::isfinite(r_) && r_ > 0.0) {
      good_ = {p0_, p1_, bs_, be_}, good_r_ = r_;
    } else {
      p0_ = good_[0], p1_ = good_[1], bs_ = good_[2], be_ = good_[3], r_ = good_r_;
    }
    trace_ = CircleSegment({p0_, p1_}, {bs_, be_}, r_);
    derivation_ = Derive();
  }

  void Draw(Figure& fig, const LessonState& st) const override {
    const CircleSegmentTrace& t = trace_;
    const auto shown = [&](const char* symbol) { return st.reveal >= StepOf(derivation_, symbol); };
    if (t.outcome == O::ZeroLengthWall) {
      DrawDegenerate(fig, st);
      return;
    }
    const Vec2 n_hat = t.edge.n_hat;
    const Vec2 u = Normalize(p1_ - p0_);
    fig.HalfPlane(p0_, n_hat, {Ink::Outside, 0.06f});
    fig.HalfPlane(p0_, -n_hat, {Ink::Inside, 0.06f});

    // The capsule every centre position within r of the wall fills: two offset edges and two end caps.
    fig.Segment(p0_ + n_hat * r_, p1_ + n_hat * r_, {Ink::Muted, 1.0f, Dash::Dotted, 0.8f});
    fig.Segment(p0_ - n_hat * r_, p1_ - n_hat * r_, {Ink::Muted, 1.0f, Dash::Dotted, 0.8f});
    const bool cap0 = t.contact == ContactFeature::P0, cap1 = t.contact == ContactFeature::P1;
    fig.Circle(p0_, r_, {cap0 ? Ink::Hit : Ink::Muted, cap0 ? 2.5f : 1.0f, Dash::Dotted, cap0 ? 1.0f : 0.8f});
    fig.Circle(p1_, r_, {cap1 ? Ink::Hit : Ink::Muted, cap1 ? 2.5f : 1.0f, Dash::Dotted, cap1 ? 1.0f : 0.8f});
    if (cap0 || cap1) {
      // Named on the far side of the wall from the ball, clear of the contact.
      const Vec2 pk = cap0 ? p0_ : p1_, out = Normalize(n_hat * (t.D > 0 ? -1.0 : 1.0) + (cap0 ? u : -u));
      fig.Label(pk + out * r_, std::string("end cap: circle(") + (cap0 ? "P0" : "P1") + ", r)", Ink::Hit,
                AnchorToward(out), OffsetToward(out, 6), 0.9f);
    }
    // The lecture's moved wall n̂·P − n̂·P0 = D: the line the centre crosses (dashed, infinite).
    if (shown("D")) {
      const Vec2 off = n_hat * t.D;
      const double reach = 1e4 * (1.0 + Length(p0_) + Length(p1_ - p0_));
      fig.Segment(p0_ + off - u * reach, p1_ + off + u * reach, {Ink::Wall, 1.5f, Dash::Dashed, 0.9f});
      const Vec2 at = p0_ + off + (p1_ - p0_) * 0.3;
      const Vec2 away = n_hat * (t.D > 0 ? 1.0 : -1.0);
      fig.Label(at, "n̂·P − n̂·P0 = D = " + Num(t.D), Ink::Wall, AnchorToward(away), OffsetToward(away, 6),
                0.9f);
    }
    DrawWall(fig, p0_, p1_, n_hat, shown("n̂"), -n_hat * (t.D > 0 ? 1.0 : -1.0));

    // The centre's path; after a hit the rest is only the would-be path (dotted).
    const Vec2 v_dir = Normalize(t.v);
    const Vec2 side = LengthSq(v_dir) > 0 ? Vec2{-v_dir.y, v_dir.x} : Vec2{0, 1};
    if (t.collides) {
      if (LengthSq(t.bi - bs_) > 0) fig.Arrow(bs_, t.bi, {Ink::Path, 2.5f});
      fig.Segment(t.bi, be_, {Ink::Path, 1.5f, Dash::Dotted, 0.8f});
    } else if (LengthSq(t.v) > 0) {
      fig.Arrow(bs_, be_, {Ink::Path, 2.5f});
    }
    // The ball at Bs and at Be (outlines: dashed start, dotted end).
    fig.Circle(bs_, r_, {Ink::Start, 1.5f, Dash::Dashed});
    fig.Circle(be_, r_, {Ink::End, 1.5f, Dash::Dotted});

    // The lecture's Bi on the offset line, when it is not the answer (past an end, or a cap came first).
    const bool line_in_frame = t.has_ti_line && t.ti_line >= 0.0 && t.ti_line <= 1.0;
    if (line_in_frame && shown("Bi (edge)") && t.contact != ContactFeature::Edge) {
      fig.Circle(t.bi_line, r_, {Ink::Warning, 1.2f, Dash::Dotted});
      fig.Marker(t.bi_line, MarkerShape::Cross, Ink::Warning, 6.0f);
      const std::string why = t.after_p1 < 0 ? " — after P1" : t.before_p0 < 0 ? " — before P0" : "";
      fig.Label(t.bi_line - side * r_, "lecture's Bi" + why, Ink::Warning, AnchorToward(-side),
                OffsetToward(-side, 6), 0.95f);
    }

    if (t.collides && shown("ti")) {
      fig.Circle(t.bi, r_, {Ink::Hit, 2.5f});
      fig.Marker(t.bi, MarkerShape::Diamond, Ink::Hit, 5.0f);
      fig.Label(t.bi + side * r_, "Bi  (ti = " + Num(t.ti) + ")", Ink::Hit, AnchorToward(side),
                OffsetToward(side, 6), 1.0f);
      // Contact point and the contact normal, from the wall toward the ball.
      fig.Marker(t.contact_point, MarkerShape::Diamond, Ink::Normal, 5.0f);
      if (shown("n̂c")) {
        // Unit length when the ball is big enough to show it; otherwise 0.6 r, so the tip never hides Bi.
        const Vec2 tip = t.contact_point + t.normal * std::min(1.0, 0.6 * r_);
        fig.Arrow(t.contact_point, tip, {Ink::Normal, 3.0f});
        Vec2 across{-t.normal.y, t.normal.x};
        if (Dot(across, t.v) > 0) across = -across;  // on the side the ball comes from
        fig.Label(tip, "n̂c", Ink::Normal, AnchorToward(across), OffsetToward(across, 12), 1.05f);
      }
      const int show = shown("Be'") ? 3 : shown("s") ? 2 : shown("i") ? 1 : 0;
      DrawReflection(fig, t.bi, be_, t.normal, t.response, show);
    }
    if (t.outcome == O::StartsOverlapping) {
      fig.Disc(bs_, r_, {Ink::Warning, 0.25f});
      fig.Label(bs_ + Vec2{0, r_}, "overlaps at t = 0", Ink::Warning, Anchor::S, {0, -6});
    }

    fig.Marker(bs_, MarkerShape::Ring, Ink::Start, 6.0f);
    fig.Label(bs_ + (-v_dir + side * 0.3) * r_, "Bs", Ink::Start, AnchorToward(-t.v + side * 0.3),
              OffsetToward(-t.v + side * 0.3, 6), 1.05f);
    fig.Marker(be_, MarkerShape::Square, Ink::End, 5.0f);
    fig.Label(be_ + (v_dir - side * 0.3) * r_, "Be", Ink::End, AnchorToward(t.v - side * 0.3),
              OffsetToward(t.v - side * 0.3, 6), 1.05f);

    // The ball at B(t), bouncing at ti.
    const Vec2 b = BouncedAt(bs_, be_, t.collides, t.ti, t.bi, t.response.be_reflected, st.t);
    fig.Disc(b, r_, {Ink::Ball, 0.35f});
    fig.Circle(b, r_, {Ink::Ball, 2.0f});
    fig.Marker(b, MarkerShape::Dot, Ink::Ball, 3.0f);
    // The radius, drawn and named once, on the ball at Bs (which does not move with t).
    fig.Segment(bs_, bs_ - side * r_, {Ink::Start, 1.2f});
    fig.Label(bs_ - side * (r_ * 0.5), "r = " + Num(r_), Ink::Start, AnchorToward(-v_dir),
              OffsetToward(-v_dir, 6), 0.9f);

    DrawPlot(fig, st);
    // The verdict once every step is revealed (teaching step by step keeps the answer for last).
    if (st.reveal >= static_cast<int>(derivation_.steps.size())) {
      Caption(fig, st, ShortVerdict(), t.collides ? Ink::Hit : Ink::Text);
    }
  }

  void Controls(LessonState&) override {
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    ImGui::DragScalar("radius r", ImGuiDataType_Double, &r_, 0.01f, &kMinRadius, &kMaxRadius, "%.3f",
                      ImGuiSliderFlags_AlwaysClamp);
    const CircleSegmentTrace& t = trace_;
    ImGui::TextUnformatted("The lecture's tests, then the end caps:");
    bool after = t.outcome == O::ZeroLengthWall;
    for (const Check& c : kChecks) {
      const bool fires = t.outcome == c.outcome;
      // The lecture's endpoint test can fire although a cap is hit: show it, marked as overruled.
      const bool overruled = t.collides && t.contact != ContactFeature::Edge &&
                             ((c.outcome == O::AfterP1 && t.has_ti_line && t.after_p1 < 0) ||
                              (c.outcome == O::BeforeP0 && t.has_ti_line && t.before_p0 < 0));
      const char* mark = fires ? "[DECIDES]" : overruled ? "[overruled]" : after ? "[ -- ]   " : "[passes] ";
      const ImVec4 col = fires || overruled ? ImVec4(0.84f, 0.37f, 0.0f, 1.0f)
                         : after            ? ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled)
                                            : ImGui::GetStyleColorVec4(ImGuiCol_Text);
      ImGui::TextColored(col, "%s %s:  %s", mark, c.name, c.formula);
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
    for (auto [name, p] : {std::pair{"P0", &p0_}, {"P1", &p1_}, {"Bs", &bs_}, {"Be", &be_}}) {
      ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
      ImGui::DragScalarN(name, ImGuiDataType_Double, &p->x, 2, 0.01f, nullptr, nullptr, "%.3f");
    }
    Update();
  }

  Derivation Derive() const override {
    try {
      return Explain(SaveScene(), "circle-segment");
    } catch (const SceneError& e) {
      Derivation d;
      d.lesson = "circle-segment";
      d.verdict = e.field == "p1"
                      ? "P0 = P1: the wall has zero length, so e = (0, 0) and n = (e_y, −e_x) cannot be "
                        "normalised (‖n‖ = 0) — there is no wall line to offset by D. Drag P1 away from P0."
                      : std::string(e.problem);
      return d;
    }
  }

  double TimeOfImpact() const override { return trace_.collides ? trace_.ti : -1.0; }

  json SaveScene() const override { return Scene(p0_, p1_, bs_, be_, r_); }

  void LoadScene(const json& j) override {
    const std::string file = "scene";
    const Vec2 p0 = ReadPoint(j, "p0", file), p1 = ReadPoint(j, "p1", file);
    const Vec2 bs = ReadPoint(j, "bs", file), be = ReadPoint(j, "be", file);
    CheckApart(p0, p1, "p0", "p1", file);
    CheckApart(bs, be, "bs", "be", file);
    const double r = ReadNumber(j, "r", file, domain::kLength);  // r = 0 is the point-segment lesson
    p0_ = p0, p1_ = p1, bs_ = bs, be_ = be, r_ = r;
    Update();
  }

  std::vector<Preset> Presets() const override {
    const Vec2 p0{0, 0}, p1{0, 4};
    const auto s = [&](Vec2 bs, Vec2 be) { return Scene(p0, p1, bs, be, 1.0); };
    return {
        {"edge hit from outside", s({4, 1}, {-1, 3})},
        {"edge hit from inside", s({-4, 1}, {1, 3})},
        {"both inside", s({-3, 1}, {-2, 3})},
        {"both outside", s({3.5, 1}, {1.8, 3})},
        {"parallel", s({0.5, 6}, {0.5, 8.5})},
        {"before P0", s({3, -2}, {-3, -2.5})},
        {"after P1", s({3, 6}, {-3, 6.5})},
        {"endpoint P1 (the lecture misses it)", s({3, 4.6}, {-3, 4.6})},
        {"endpoint P0", s({3, -0.6}, {-3, -0.6})},
        {"endpoint while moving parallel", s({0.5, 7}, {0.5, 3})},
        {"starts overlapping", s({0.5, 2}, {3, 2.5})},
        {"starts touching, moving in", s({1, 2}, {-1, 2.5})},
        {"ends touching (ti = 1)", s({3, 2}, {1, 2})},
        {"ti outside [0, 1]", s({0.5, 6}, {-2, 6.5})},
        {"zero-length wall", Scene({1, 2}, {1, 2}, {4, 1}, {-1, 3}, 1.0)},
    };
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(p0_, r_), b.Add(p1_, r_), b.Add(bs_, r_), b.Add(be_, r_);
    if (trace_.collides) b.Add(trace_.response.be_reflected, r_);
    return WithRoomForPlot(b, 0.8);
  }

 private:
  static constexpr double kMinRadius = 0.05, kMaxRadius = 50.0;

  void DrawDegenerate(Figure& fig, const LessonState& st) const {
    fig.Marker(p0_, MarkerShape::Dot, Ink::Wall, 5);
    fig.Label(p0_, "P0 = P1", Ink::Warning, Anchor::SW, {12, -12});
    if (LengthSq(be_ - bs_) > 0) fig.Arrow(bs_, be_, {Ink::Path, 2.0f});
    fig.Circle(bs_, r_, {Ink::Start, 1.5f, Dash::Dashed});
    fig.Circle(be_, r_, {Ink::End, 1.5f, Dash::Dotted});
    fig.Marker(bs_, MarkerShape::Ring, Ink::Start, 6.0f);
    fig.Marker(be_, MarkerShape::Square, Ink::End, 5.0f);
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
    const Segment seg{p0_, p1_};
    const auto straight = [&](double tt) { return DistanceToSegment(seg, Lerp(bs_, be_, tt)) - r_; };
    const auto bounced = [&](double tt) {
      return DistanceToSegment(seg,
                               BouncedAt(bs_, be_, t.collides, t.ti, t.bi, t.response.be_reflected, tt)) -
             r_;
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
    if (t.collides && st.reveal >= StepOf(derivation_, "ti")) {
      plot.Function(bounced, {Ink::Plot3, 2.5f});
      plot.VLine(t.ti, {Ink::Hit, 1.5f, Dash::Dashed}, "ti");
      plot.Point({t.ti, 0.0}, MarkerShape::Diamond, Ink::Hit);
    }
    const double now = std::clamp(st.t, 0.0, 1.0);
    plot.VLine(now, {Ink::Ball, 1.0f, Dash::Dotted});
    plot.Point({now, bounced(now)}, MarkerShape::Dot, Ink::Ball, "t");
  }

  Vec2 p0_{0, 0}, p1_{0, 4}, bs_{3, 4.6}, be_{-3, 4.6};
  double r_ = 1.0;
  CircleSegmentTrace trace_{};
  Derivation derivation_;
  std::array<Vec2, 4> good_{p0_, p1_, bs_, be_};
  double good_r_ = r_;
};

}  // namespace

std::unique_ptr<Lesson> MakeCircleSegmentLesson() {
  auto l = std::make_unique<CircleSegmentLesson>();
  l->Update();
  return l;
}

}  // namespace ricochet::app
