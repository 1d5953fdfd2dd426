// Lesson 4 (Lecture 20): the pinball and the pillar. The ray B(t) = Bs + v t against a circle (C, r):
// a, b, c, the discriminant (miss / graze / hit), t0 and t1 on the path, the projection method (m, dist0, s)
// drawn on the figure, both methods agreeing, the reflection and Be'; a pinball radius grows the pillar.
#include "explain/ray_circle.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <vector>

#include "draw/format.h"
#include "draw/inputs_imgui.h"
#include "draw/plot.h"
#include "imgui.h"
#include "lessons/round_draw.h"
#include "lessons/topic_lesson.h"
#include "lessons/wall_draw.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;
using round::LabelAway;
using round::Perp;

// The topic (explain/ray_circle.h) with the lesson's handles and the pillar's radius.
struct RayCircleLessonTopic : RayCircleTopic {
  static constexpr PointField<Inputs> kPoints[] = {
      {"Bs", &Inputs::bs, Ink::Start}, {"Be", &Inputs::be, Ink::End}, {"C", &Inputs::c, Ink::Pillar}};
  static constexpr ScalarField<Inputs> kScalars[] = {{"pillar radius r", &Inputs::r, 0.05, 20.0, "%.3f"}};
};

class RayCircleLesson final : public TopicLesson<RayCircleLessonTopic> {
 public:
  using TopicLesson::TopicLesson;

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    const RayCircleTrace& t = trace_;
    const Vec2 bs = in_.bs, be = in_.be, c = in_.c;
    const double r = in_.r, rs = Rs();
    const double R = t.radius;
    const Vec2 v = be - bs;
    const bool moving = !(bs == be);
    const Vec2 u = moving ? v / Length(v) : Vec2{1, 0};  // v̂
    const double reach = 3.0 * (Length(v) + Length(c - bs) + R + 1.0);

    // The pillar, and with a pinball radius the grown circle the centre must not enter (dashed). Text on the
    // disc is in the text ink; the pillar's own ink stays off it, so it reads on every theme.
    fig.Disc(c, r, {Ink::Pillar, 0.18f});
    fig.Circle(c, r, {Ink::Pillar, 2.5f});
    fig.Marker(c, MarkerShape::Cross, Ink::Pillar, 4.0f);
    LabelAway(fig, c, CSide(u) + u, "C", Ink::Text, 10, 1.05f).priority = LabelPriority::High;
    const Vec2 rim_dir = Normalize(CSide(u) - u);
    fig.Segment(c, c + rim_dir * r, {Ink::Pillar, 1.4f});
    LabelAway(fig, c + rim_dir * r, rim_dir, rs > 0 ? "r_c" : "r", Ink::Pillar, 6, 0.95f);
    if (rs > 0 && Revealed(st, "radius")) {
      fig.Circle(c, R, {Ink::Pillar, 1.8f, Dash::Dashed});
      const Vec2 d = Normalize(CSide(u) * 0.3 + u);
      LabelAway(fig, c + d * R, d, "R = r_c + r_s", Ink::Pillar, 6, 0.9f);
    }

    if (!moving) {
      fig.Marker(bs, MarkerShape::Dot, Ink::Start, 5);
      LabelAway(fig, bs, {-1, 1}, "Bs = Be", Ink::Warning).priority = LabelPriority::High;
      Caption(fig, "Bs = Be: the ball does not move, so there is no ray (a = v·v = 0).", Ink::Warning);
      fig.Label({24, 64}, "Drag Be away from Bs.", Ink::Muted, Anchor::NW, {0, 0}, 1.0f, Space::Overlay);
      return;
    }

    // The line of motion (dashed, both ways: roots outside [0, 1] still lie on it) and the frame's path; once
    // Bi is found, the part beyond it is only the would-be path (dotted).
    const bool bi_shown = t.collides && Revealed(st, "bi");
    fig.Segment(bs - u * reach, be + u * reach, {Ink::Muted, 1.0f, Dash::Dashed, 0.6f});
    if (bi_shown) {
      fig.Arrow(bs, t.bi, {Ink::Path, 3.0f});
      fig.Segment(t.bi, be, {Ink::Path, 1.5f, Dash::Dotted, 0.8f});
    } else {
      fig.Arrow(bs, be, {Ink::Path, 3.0f});
    }
    if (Revealed(st, "v"))
      LabelAway(fig, Lerp(bs, be, 0.1), CSide(u), "v", Ink::Path, 10, 1.05f).priority = LabelPriority::High;
    // The pinball at the frame's ends (ghosts) and at the slider's t.
    if (rs > 0) {
      fig.Circle(bs, rs, {Ink::Start, 1.2f, Dash::Dotted});
      fig.Circle(be, rs, {Ink::End, 1.2f, Dash::Dotted});
    }
    fig.Marker(bs, MarkerShape::Dot, Ink::Start, 4.0f);
    fig.Marker(be, MarkerShape::Triangle, Ink::End, 4.5f);
    LabelAway(fig, bs, -u + Perp(u) * 0.6, "Bs", Ink::Start, 16, 1.05f).priority = LabelPriority::High;
    LabelAway(fig, be, u + Perp(u) * 0.6, "Be", Ink::End, 16, 1.05f).priority = LabelPriority::High;
    // B(t): up to ti along v; after it, the bounce toward Be' once the reflection is revealed (until then the
    // ball waits at Bi: it never moves into the pillar).
    Vec2 b_t = Lerp(bs, be, st.t);
    if (t.collides && st.t > t.ti) {
      b_t = Revealed(st, "be_reflected")
                ? wall::BouncedAt(bs, be, true, t.ti, t.bi, t.response.be_reflected, st.t)
                : t.bi;
    }
    if (rs > 0) {
      fig.Disc(b_t, rs, {Ink::Ball, 0.55f});
      fig.Circle(b_t, rs, {Ink::Ball, 2.0f});
    } else {
      fig.Marker(b_t, MarkerShape::Ring, Ink::Ball, 7.0f);
    }
    LabelAway(fig, b_t, -CSide(u), "B(t)", Ink::Ball, 14 + (rs > 0 ? 0 : 4), 0.95f);

    // t0 and t1 on the path (the quadratic's roots).
    if (Revealed(st, "t0") && t.has_roots) {
      if (t.kind == RayCircleKind::Graze) {
        MarkRoot(fig, t.t0, bi_shown ? "" : "t0 = t1", CSide(u) - u);
      } else {
        MarkRoot(fig, t.t0, bi_shown ? "" : "t0", CSide(u) - u);  // at a hit Bi's label says it: Bi = B(t0)
      }
    }
    if (Revealed(st, "t1") && t.kind == RayCircleKind::Hit) MarkRoot(fig, t.t1, "t1", -CSide(u) + u * 0.5);

    // The projection method: F = Bs + m v̂ is the foot of C on the line; dist0 = ‖C − F‖; s either side. It
    // folds away (faint, unlabelled) once the steps have moved past it, so its m and s never stand beside the
    // reflection's m⃗ and s⃗.
    if (Revealed(st, "m")) {
      const FadedScope fade(fig, !AnyInFocus(st, {"m", "bs_outside", "behind", "dist0_sq", "misses", "s_sq",
                                                  "s", "t0_proj", "t1_proj", "too_late"}));
      const Vec2 foot = bs + u * t.m;
      fig.Segment(bs, foot, {Ink::Plot2, 4.0f, Dash::Solid, 0.75f});
      LabelAway(fig, Lerp(bs, foot, 0.35), -CSide(u), "m = " + Num(t.m), Ink::Plot2, 12, 0.95f).priority =
          LabelPriority::High;
      fig.Segment(c, foot, {Ink::Plot3, 1.6f, Dash::Dashed});
      fig.Marker(foot, MarkerShape::Square, Ink::Plot3, 3.5f);
      const double k = std::min(0.25 * R, 0.3);
      const Vec2 to_c = Normalize(c - foot);
      if (Length(c - foot) > 2 * k) round::RightAngle(fig, foot, -u, to_c, k, Ink::Muted);
      if (Revealed(st, "dist0_sq")) {
        // Beside the dashed segment, on the side away from Bs: off the m bar and off the pinball's start.
        fig.Label(Lerp(foot, c, 0.5), "dist0 = " + Num(std::sqrt(std::max(t.dist0_sq, 0.0))), Ink::Text,
                  AnchorToward(u), OffsetToward(u, 8), 0.9f)
            .priority = LabelPriority::High;
      }
      if (Revealed(st, "s") && t.has_roots && t.s > 0) {
        const Vec2 a = foot - u * t.s, b = foot + u * t.s;
        const Vec2 side = -CSide(u) * std::min(0.12 * R, 0.15);  // just outside, a number line t0 s F s t1
        fig.Segment(a + side, foot + side, {Ink::Plot3, 2.5f});
        fig.Segment(foot + side, b + side, {Ink::Plot3, 2.5f});
        fig.Label(Lerp(a, foot, 0.5) + side, "s", Ink::Plot3, AnchorToward(side), OffsetToward(side, 6),
                  0.9f);
        fig.Label(Lerp(foot, b, 0.5) + side, "s", Ink::Plot3, AnchorToward(side), OffsetToward(side, 6),
                  0.9f);
      }
    }

    if (bi_shown) DrawBounce(fig, st, u);
    if (AllRevealed(st)) Caption(fig, VerdictShort(), t.collides ? Ink::Hit : Ink::Text);
    DrawPlot(fig, st);
  }

  void Controls(LessonState& st) override {
    PointInputs();
    ScalarInputs();
    // A pinball radius of 0 is no pinball (the scene leaves "rs" out). Any other value is kept, so a typed
    // r_s < 0 reaches the scene and is refused there, not silently taken as 0.
    double rs = Rs();
    const double zero = 0.0, rsmax = 10.0;
    ImGui::SliderScalar(inputs::Fit("pinball radius r_s"), ImGuiDataType_Double, &rs, &zero, &rsmax, "%.3f");
    in_.rs = rs != 0 ? std::optional<double>(rs) : std::nullopt;
    Update();  // a typed r ≤ 0 or r_s < 0 is refused by the shell (RefuseOutOfDomain), not clamped
    if (Rs() > 0 && Revealed(st, "radius"))
      inputs::Text("The pillar grows to R = r_c + r_s = " + Num(trace_.radius) +
                   " (dashed): the ball's centre hits it.");

    // The two ways of the lecture to find t0, t1, side by side — once the derivation has reached both.
    const RayCircleTrace& t = trace_;
    if (t.outcome == RayCircleOutcome::ZeroMotion || !(t.a > 0)) return;
    const bool roots = Revealed(st, "t1_proj"),
               miss = t.outcome == RayCircleOutcome::Miss && Revealed(st, "misses");
    if (!roots && !miss) return;
    const std::string r2 = Rs() > 0 ? "R²" : "r²";
    ImGui::Spacing();
    ImGui::TextDisabled("TWO METHODS, SAME ROOTS");
    if (ImGui::BeginTable("##methods", 3, ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_RowBg)) {
      ImGui::TableSetupColumn("");
      ImGui::TableSetupColumn("quadratic");
      ImGui::TableSetupColumn("projection");
      ImGui::TableHeadersRow();
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted("meets?");
      ImGui::TableNextColumn();
      const bool no = t.kind == RayCircleKind::Miss;
      inputs::Text("b² − 4ac = " + Num(t.discriminant) + (no ? " < 0: no" : " ≥ 0: yes"));
      ImGui::TableNextColumn();
      inputs::Text("dist0² = " + Num(t.dist0_sq) + (no ? " > " : " ≤ ") + r2 + " = " +
                   Num(t.radius * t.radius));
      if (roots) {
        for (auto [name, q, p] : {std::tuple{"t0", t.t0, t.t0_proj}, {"t1", t.t1, t.t1_proj}}) {
          ImGui::TableNextRow();
          ImGui::TableNextColumn();
          ImGui::TextUnformatted(name);
          ImGui::TableNextColumn();
          ImGui::TextUnformatted(Num(q).c_str());
          ImGui::TableNextColumn();
          ImGui::TextUnformatted(Num(p).c_str());
        }
      }
      ImGui::EndTable();
    }
    if (roots) inputs::Muted("difference: " + Num(std::abs(t.t0 - t.t0_proj)) + " (rounding only)");
  }

  double TimeOfImpact() const override { return trace_.collides ? trace_.ti : -1.0; }

  std::vector<Preset> Presets() const override {
    const auto RayCircleScene = [&](Vec2 bs, Vec2 be, Vec2 c, double r, double rs = 0.0) {
      return Scene({bs, be, c, r, rs > 0 ? std::optional(rs) : std::nullopt});
    };
    return {{"hit", Scene(Inputs{}), {{"kind", "hit"}, {"collides", true}}},
            {"miss", RayCircleScene({0, 0}, {10, 0}, {5, 3.2}, 2), {{"kind", "miss"}, {"collides", false}}},
            {"graze", RayCircleScene({0, 0}, {10, 0}, {5, 2}, 2), {{"kind", "graze"}, {"collides", true}}},
            {"behind",
             RayCircleScene({0, 0}, {8, 1}, {-4, 0.5}, 2),
             {{"collides", false}, {"verdict", "behind"}}},
            {"too late",
             RayCircleScene({0, 0}, {6, 0}, {10, 1}, 2),
             {{"collides", false}, {"verdict", "too late"}}},
            {"starts inside",
             RayCircleScene({4.5, 0.5}, {10, 1}, {5, 1}, 2),
             {{"collides", false}, {"verdict", "starts inside"}}},
            {"pinball radius",
             RayCircleScene({0, 0}, {10, 0}, {5, -3.2}, 2, 1.5),
             {{"collides", true}, {"rs", 1.5}}}};
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(in_.bs), b.Add(in_.be), b.Add(in_.c, trace_.radius);
    if (trace_.collides) b.Add(trace_.be_reflected);
    return b.Padded(1.0 + Rs());
  }

 private:
  double Rs() const { return in_.rs.value_or(0.0); }  // the pinball's radius; 0: a point

  void MarkRoot(Figure& fig, double tt, const std::string& text, Vec2 dir) const {
    const Vec2 p = Lerp(in_.bs, in_.be, tt);
    fig.Marker(p, MarkerShape::Diamond, Ink::Hit, 4.5f);
    if (!text.empty()) LabelAway(fig, p, dir, text, Ink::Hit, 14, 0.9f).priority = LabelPriority::High;
  }

  // The unit perpendicular of the path pointing to C's side (labels go on the other side, away from the
  // figure).
  Vec2 CSide(Vec2 u) const { return Perp(u) * (Cross(u, in_.c - in_.bs) >= 0 ? 1.0 : -1.0); }

  // The hit: Bi, the normal from C, Lecture 10's i⃗, s⃗ and r⃗ = i⃗ − 2s⃗ to Be', and Lecture 20's m⃗ and its
  // mirror 2(m⃗·n̂)n̂ − m⃗ (the same direction r̂), each at its step.
  void DrawBounce(Figure& fig, const LessonState& st, Vec2 u) const {
    const RayCircleTrace& t = trace_;
    const Vec2 bs = in_.bs, be = in_.be, c = in_.c;
    const double rs = Rs();
    const Reflection& rf = t.response;
    fig.Marker(t.bi, MarkerShape::Diamond, Ink::Hit, 6.0f);
    if (rs > 0) fig.Circle(t.bi, rs, {Ink::Hit, 2.0f});
    LabelAway(fig, t.bi, CSide(u) - u, t.kind == RayCircleKind::Graze ? "Bi = B(t0 = t1)" : "Bi = B(t0)",
              Ink::Hit, 18, 1.05f)
        .priority = LabelPriority::High;
    const double len = std::max(0.9, 0.6 * t.radius);
    // The two reflections never share the figure: Lecture 10's (i⃗, s⃗, r⃗ = i⃗ − 2s⃗) until Lecture 20's own
    // (m⃗ = Bs − Bi mirrored) begins, then that one alone. Both end at the same Be'.
    const bool lecture20 = Revealed(st, "m_back");
    if (Revealed(st, "normal")) {
      fig.Segment(c, t.bi + t.normal * len * 1.6, {Ink::Normal, 1.0f, Dash::Dotted});  // from C through Bi
      fig.Arrow(t.bi, t.bi + t.normal * len, {Ink::Normal, 3.0f});
      LabelAway(fig, t.bi + t.normal * len, t.normal, "n̂", Ink::Normal, 8, 1.1f).priority =
          LabelPriority::High;
    }
    const Vec2 along = Perp(t.normal);  // the tangent at Bi: labels beside the normal-direction arrows
    if (Revealed(st, "i_vec") && LengthSq(rf.i) > 0 && !lecture20) {
      const FadedScope fade(fig, Faded(st, "i_vec"));
      fig.Arrow(t.bi, be, {Ink::End, 2.0f, Dash::Dashed});
      LabelAway(fig, Lerp(t.bi, be, 0.55), Perp(Normalize(rf.i)), "i⃗", Ink::End, 8, 1.0f).priority =
          LabelPriority::High;
    }
    if (Revealed(st, "s_vec") && LengthSq(rf.s) > 0 && !lecture20) {
      const FadedScope fade(fig, Faded(st, "s_vec"));
      fig.Arrow(t.bi, t.bi + rf.s, {Ink::Normal, 2.5f});
      LabelAway(fig, t.bi + rf.s * 0.5, Dot(along, rf.i) > 0 ? -along : along, "s⃗ = (i⃗·n̂)n̂", Ink::Normal, 8,
                0.9f);
      fig.Segment(be, rf.be_reflected, {Ink::Normal, 1.5f, Dash::Dotted});
      fig.Label(Lerp(be, rf.be_reflected, 0.75), "−2s⃗", Ink::Normal, AnchorToward(along),
                OffsetToward(along, 8), 0.9f);
    }
    if (Revealed(st, "r_vec") && LengthSq(rf.r) > 0 && !lecture20) {
      const FadedScope fade(fig, !AnyInFocus(st, {"r_vec", "be_reflected", "reflected_dir"}));
      fig.Arrow(t.bi, rf.be_reflected, {Ink::Reflect, 3.0f});
      LabelAway(fig, Lerp(t.bi, rf.be_reflected, 0.5), Perp(rf.r_hat), "r⃗ = i⃗ − 2s⃗", Ink::Reflect, 8, 1.0f);
    }
    if (Revealed(st, "be_reflected")) {
      fig.Marker(rf.be_reflected, MarkerShape::Square, Ink::Reflect, 4.5f);
      if (rs > 0) fig.Circle(rf.be_reflected, rs, {Ink::Reflect, 1.2f, Dash::Dotted});
      LabelAway(fig, rf.be_reflected, LengthSq(rf.r) > 0 ? rf.r_hat : t.normal, "Be'", Ink::Reflect, 14,
                1.05f)
          .priority = LabelPriority::High;
    }
    if (lecture20 && LengthSq(t.m_vec) > 0) {
      const FadedScope fade(fig, Faded(st, "m_back"));
      fig.Arrow(t.bi, bs, {Ink::Reflect, 2.0f, Dash::Dashed});
      LabelAway(fig, Lerp(t.bi, bs, 0.3), CSide(u), "m⃗ = Bs − Bi", Ink::Reflect, 8, 0.95f).priority =
          LabelPriority::High;
    }
    if (Revealed(st, "r_alt") && LengthSq(t.r_vec) > 0) {
      const FadedScope fade(fig, !AnyInFocus(st, {"r_alt", "r_alt_hat"}));
      fig.Arrow(t.bi, t.bi + t.r_vec, {Ink::Reflect, 3.0f});
      LabelAway(fig, t.bi + t.r_vec * 0.75, -Perp(t.r_hat), "r⃗ = 2(m⃗·n̂)n̂ − m⃗", Ink::Reflect, 8, 0.95f)
          .priority = LabelPriority::High;
    }
  }

  std::string VerdictShort() const {
    const RayCircleTrace& t = trace_;
    const std::string r_sym = Rs() > 0 ? "R" : "r";
    switch (t.outcome) {
      case RayCircleOutcome::Hit:
        return (t.kind == RayCircleKind::Graze ? "GRAZE at ti = " : "HIT at ti = ") + Num(t.ti) +
               ", bounces to Be' = " + Num(t.response.be_reflected);
      case RayCircleOutcome::Miss:
        return "NO HIT: the ray will miss the circle (dist0² = " + Num(t.dist0_sq) + " > " + r_sym + "²)";
      case RayCircleOutcome::Behind:
        return "NO HIT: the circle is behind the ray's origin (m = " + Num(t.m) + " < 0, Bs outside)";
      case RayCircleOutcome::TooLate: return "NO HIT THIS FRAME: t0 = " + Num(t.t0) + " > 1 (too late)";
      case RayCircleOutcome::StartsInside:
        return "NO HIT: Bs starts inside the circle (c = " + Num(t.c) + " < 0)";
      case RayCircleOutcome::ZeroMotion: return "Bs = Be: no motion";
      case RayCircleOutcome::ZeroRadius:
      case RayCircleOutcome::NonFinite: return "no pillar";
    }
    return "";
  }

  static void Caption(Figure& fig, const std::string& text, Ink ink) {
    fig.Label({24, 24}, text, ink, Anchor::NW, {0, 0}, 1.2f, Space::Overlay);
  }

  // f(t) = a t² + b t + c = ‖B(t) − C‖² − r²: negative while the centre is inside the (grown) circle. Its
  // crossings are the roots, so it appears with them (or, at a miss, with the case that says there are none).
  void DrawPlot(Figure& fig, const LessonState& st) const {
    const RayCircleTrace& t = trace_;
    const char* shows = t.kind == RayCircleKind::Hit ? "t1" : t.kind == RayCircleKind::Graze ? "t0" : "kind";
    if (!(t.a > 0) || !Revealed(st, shows)) return;
    // t ∈ [0, 1], both roots and the vertex t = −b/2a (whose height −disc/4a decides the roots), with a
    // margin; y spans the whole curve over that range, so nothing is clipped.
    const auto f = [&](double x) { return (t.a * x + t.b) * x + t.c; };
    const double tv = -t.b / (2 * t.a);
    double x0 = std::min({0.0, tv, t.has_roots ? t.t0 : 0.0}),
           x1 = std::max({1.0, tv, t.has_roots ? t.t1 : 1.0});
    const double pad = 0.12 * (x1 - x0);
    x0 = std::max(x0 - pad, -3.0), x1 = std::min(x1 + pad, 4.0);
    std::vector<double> ys;
    for (int i = 0; i <= 64; ++i) ys.push_back(f(x0 + (x1 - x0) * i / 64));
    ys.push_back(f(std::clamp(tv, x0, x1)));
    double y0, y1;
    round::PlotRange(ys, y0, y1);
    Plot plot(fig,
              CornerPlot(st.canvas_px, st.plot_corner, {360, 210}, x0, x1, y0, y1, "f(t) = a t² + b t + c"));
    plot.VLine(0, {Ink::Muted, 1.0f, Dash::Dotted});
    plot.VLine(1, {Ink::Muted, 1.0f, Dash::Dotted});
    plot.Function(f, {Ink::Plot1, 2.5f}, 128);
    plot.VLine(st.t, {Ink::Ball, 1.2f, Dash::Dashed}, "t");
    if (t.has_roots) {
      plot.Point({t.t0, 0}, MarkerShape::Diamond, Ink::Hit,
                 t.kind == RayCircleKind::Graze ? "t0 = t1" : "t0");
      if (t.kind == RayCircleKind::Hit) plot.Point({t.t1, 0}, MarkerShape::Diamond, Ink::Hit, "t1");
    }
  }
};

}  // namespace

std::unique_ptr<Lesson> MakeRayCircleLesson(const LessonEntry& e) { return MakeLesson<RayCircleLesson>(e); }

}  // namespace ricochet::app
