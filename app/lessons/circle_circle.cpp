// Lesson (air-hockey lecture): puck vs stick, built as the lecture builds it. First the simpler problem — a
// point puck, a still stick: the vectors L⃗ and C⃗ from P0 and their lengths L and C, P(t), the law of
// cosines' L²t² − 2αt + C² − R² = 0 with α = C L cos Θ not yet known, the third side K that gives
// α = L_x C_x + L_y C_y (and Θ), the discriminant's cases and the earlier root; then a round puck (R + r);
// then two moving circles by relative motion, P2 = P1 − (S1 − S0). The world view shows both motions, the
// relative-motion view holds the stick still at S0; the construction is drawn from P0 step by step.
#include "explain/circle_circle.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "draw/format.h"
#include "draw/inputs_imgui.h"
#include "draw/plot.h"
#include "imgui.h"
#include "lessons/round_draw.h"
#include "lessons/topic_lesson.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;
using round::LabelAway;
using round::Perp;

constexpr double kPi = 3.14159265358979323846;

json Relative(json scene) {
  scene["view"] = "relative";
  return scene;
}

// The topic (explain/circle_circle.h) with the lesson's handles.
struct CircleCircleLessonTopic : CircleCircleTopic {
  static constexpr PointField<Inputs> kPoints[] = {{"P0", &Inputs::p0, Ink::Start},
                                                   {"P1", &Inputs::p1, Ink::End},
                                                   {"S0", &Inputs::s0, Ink::Pillar},
                                                   {"S1", &Inputs::s1, Ink::Pillar}};
};

class CircleCircleLesson final : public TopicLesson<CircleCircleLessonTopic> {
 public:
  using TopicLesson::TopicLesson;

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    const CircleCircleTrace& t = trace_.moving;
    if (relative_) {
      DrawRelativeBodies(fig, st);
    } else {
      DrawBody(fig, in_.s0, in_.s1, in_.R, st.t, Ink::Pillar, "S0", "S1", "stick");
      DrawBody(fig, in_.p0, in_.p1, in_.r, st.t, Ink::Ball, "P0", "P1", "puck");
    }
    DrawConstruction(fig, st);
    if (t.collides && Revealed(st, "in_range")) {
      if (relative_) {
        DrawContact(fig, in_.p0 + t.l * t.t, in_.s0);
      } else {
        DrawContact(fig, t.puck_at_t, t.stick_at_t);
      }
    }
    if (AllRevealed(st)) {
      fig.Label({24, 24}, VerdictShort(), t.collides ? Ink::Hit : Ink::Text, Anchor::NW, {0, 0}, 1.2f,
                Space::Overlay);
    }
    fig.Label({24, 58}, relative_ ? "relative-motion view: the stick held still at S0" : "world view",
              Ink::Muted, Anchor::NW, {0, 0}, 1.0f, Space::Overlay);
    DrawPlot(fig, st);
  }

  void Controls(LessonState&) override {
    // A short label, its meaning wrapped under it: a projector's narrow panel clips a long checkbox label.
    ImGui::Checkbox("relative-motion view", &relative_);
    inputs::Muted("the stick held still, the puck moving to P2");
    const double rmin = 0.0, rmax = 10.0;
    ImGui::SliderScalar(inputs::Fit("puck radius r"), ImGuiDataType_Double, &in_.r, &rmin, &rmax, "%.3f");
    ImGui::SliderScalar(inputs::Fit("stick radius R"), ImGuiDataType_Double, &in_.R, &rmin, &rmax, "%.3f");
    in_.r = std::max(in_.r, 0.0);
    in_.R = std::max(in_.R, 0.0);
    if (!(in_.r + in_.R > 0)) in_.R = 0.05;  // two points of no size never touch: keep the lesson meaningful
    PointInputs();
    Update();
  }

  // "Is t in range?" decides whether the time the quadratic found is a collision this frame.
  std::string_view ImpactStep() const override { return "in_range"; }

  double TimeOfImpact() const override { return trace_.moving.collides ? trace_.moving.t : -1.0; }

  // The view is not an input of the math; it is saved (and ignored by `ricochet explain`) so a prepared
  // relative-motion slide reloads as it was.
  json SaveScene() const override {
    json j = TopicLesson::SaveScene();
    if (relative_) j["view"] = "relative";
    return j;
  }

  void LoadScene(const json& j) override {
    TopicLesson::LoadScene(j);  // throws before anything changes
    relative_ = j.contains("view") && j.at("view") == "relative";
  }

  // The lecture's three problems first (each a stage of the derivation), then the cases it names.
  std::vector<Preset> Presets() const override {
    const auto CircleCircleScene = [&](Vec2 p0, Vec2 p1, Vec2 s0, Vec2 s1, double r, double R) {
      return Scene({p0, p1, s0, s1, r, R});
    };
    return {{"simpler problem (r = 0, stick still)",
             CircleCircleScene({0, 0}, {10, 0}, {6, 1.2}, {6, 1.2}, 0, 1.5),
             {{"collides", true}, {"r", 0}}},
            {"still stick", CircleCircleScene({0, 0}, {10, 0}, {6, 1}, {6, 1}, 1, 1.5), {{"collides", true}}},
            {"hit", Scene(Inputs{}), {{"collides", true}}},
            {"hit, relative view", Relative(Scene(Inputs{})), {{"collides", true}, {"view", "relative"}}},
            {"stick hits still puck",
             CircleCircleScene({0, 0}, {0, 0}, {9, 1}, {2, 0.5}, 1, 1.5),
             {{"collides", true}}},
            {"miss",
             CircleCircleScene({0, 0}, {8, 0}, {8, 5}, {8, 4}, 1, 1.5),
             {{"collides", false}, {"verdict", "passes the stick by"}}},
            {"graze",
             CircleCircleScene({0, 0}, {10, 0}, {5, 2.5}, {5, 2.5}, 1, 1.5),
             {{"collides", true}, {"discriminant", 0}}},
            {"too late",
             CircleCircleScene({0, 0}, {4, 0}, {12, 0.5}, {12, 0.5}, 1, 1.5),
             {{"collides", false}, {"verdict", "too late"}}},
            {"in the past",
             CircleCircleScene({0, 0}, {-6, 0}, {5, 0.5}, {5, 0.5}, 1, 1.5),
             {{"collides", false}, {"verdict", "in the past"}}},
            {"overlapping",
             CircleCircleScene({0, 0}, {6, 0}, {1.5, 0.5}, {1.5, 0.5}, 1, 1.5),
             {{"collides", false}, {"verdict", "already overlap"}}},
            {"no relative motion",
             CircleCircleScene({0, 0}, {6, 2}, {5, -3}, {11, -1}, 1, 1.5),
             {{"collides", false}, {"verdict", "no relative motion"}}}};
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(in_.p0, in_.r), b.Add(in_.p1, in_.r), b.Add(in_.s0, in_.R + in_.r), b.Add(in_.s1, in_.R);
    if (trace_.stick_moves) b.Add(trace_.moving.p2, in_.r);
    return b.Padded(0.75);
  }

 private:
  // The key of the answer's step: the last of the lecture's three problems this scene needs.
  std::string Answer(const char* key) const {
    return std::string(key) + (trace_.stick_moves ? "_rel" : trace_.round_puck ? "_r" : "");
  }

  // One body's frame: ghosts at its ends, the path, and the body at time t.
  void DrawBody(Figure& fig, Vec2 a, Vec2 b, double rad, double t, Ink ink, const char* na, const char* nb,
                const char* nt) const {
    const Vec2 d = b - a;
    const bool moves = LengthSq(d) > 0;
    const Vec2 u = moves ? Normalize(d) : Vec2{1, 0};
    fig.Circle(a, rad, {ink, 1.2f, Dash::Dotted});
    if (moves) {
      fig.Circle(b, rad, {ink, 1.2f, Dash::Dotted});
      fig.Arrow(a, b, {ink, 2.5f});
    }
    const Vec2 at = Lerp(a, b, t);
    fig.Disc(at, rad, {ink, 0.3f});
    fig.Circle(at, rad, {ink, 2.0f});
    fig.Marker(a, MarkerShape::Dot, ink, 3.5f);
    if (moves) {
      fig.Marker(b, MarkerShape::Triangle, ink, 4.0f);
      LabelAway(fig, a, -u + Perp(u) * 0.5, na, ink, 16, 1.05f).priority = LabelPriority::High;
      LabelAway(fig, b, u + Perp(u) * 0.5, nb, ink, 16, 1.05f).priority = LabelPriority::High;
    } else {
      LabelAway(fig, a, {-1, 1}, std::string(na) + " = " + nb, ink, 16, 1.05f).priority = LabelPriority::High;
    }
    LabelAway(fig, at, -Perp(u) + u * 0.3, nt, ink, 10 + rad * 0.0, 0.95f);
  }

  // The relative-motion view: the stick held still at S0; the puck moves P0 → P2 by the difference of the
  // motions, and P1 (muted) shows where it went in the world.
  void DrawRelativeBodies(Figure& fig, const LessonState& st) const {
    const CircleCircleTrace& t = trace_.moving;
    fig.Disc(in_.s0, in_.R, {Ink::Pillar, 0.2f});
    fig.Circle(in_.s0, in_.R, {Ink::Pillar, 2.0f});
    fig.Marker(in_.s0, MarkerShape::Cross, Ink::Pillar, 4.0f);
    const Vec2 u = t.l_sq > 0 ? t.l / std::sqrt(t.l_sq) : Vec2{1, 0};
    LabelAway(fig, in_.s0, Perp(u) * (Cross(u, t.c) >= 0 ? 1.0 : -1.0), "S0 (held still)", Ink::Pillar, 16,
              1.0f)
        .priority = LabelPriority::High;
    fig.Marker(in_.p0, MarkerShape::Dot, Ink::Ball, 3.5f);
    LabelAway(fig, in_.p0, -u + Perp(u) * 0.5, "P0", Ink::Ball, 16, 1.05f).priority = LabelPriority::High;
    if (trace_.stick_moves) {
      fig.Circle(in_.p1, in_.r, {Ink::Muted, 1.0f, Dash::Dotted});
      fig.Marker(in_.p1, MarkerShape::Triangle, Ink::Muted, 3.5f);
      LabelAway(fig, in_.p1, Perp(u), "P1", Ink::Muted, 14, 0.95f);
    }
    const Vec2 at = in_.p0 + t.l * st.t;
    fig.Disc(at, in_.r, {Ink::Ball, 0.3f});
    fig.Circle(at, in_.r, {Ink::Ball, 2.0f});
    fig.Marker(at, MarkerShape::Ring, Ink::Ball, 5.0f);
  }

  // The lecture's construction from P0, each part at its step: L, C and the angle Θ between them, the third
  // side K, α as C's shadow on L (C cos Θ = α / L), and at a root the triangle P0, P(t), S whose side SP(t)
  // is the radius (R, then R + r). The simpler problem's L ends at P1; once relative motion is revealed, L
  // ends at P2 and the construction is redrawn there (C is the same: the stick starts at S0).
  void DrawConstruction(Figure& fig, const LessonState& st) const {
    const bool rel = trace_.stick_moves && Revealed(st, "l_rel");
    const CircleCircleTrace& t = rel ? trace_.moving : trace_.point;
    const std::string key = rel ? "_rel" : "";
    const Vec2 p0 = in_.p0, s = in_.s0, end = rel ? t.p2 : in_.p1;
    const double l_len = std::sqrt(t.l_sq), c_len = std::sqrt(t.c_sq);
    const Vec2 u = l_len > 0 ? t.l / l_len : Vec2{1, 0};
    const double side = Cross(u, t.c) >= 0 ? 1.0 : -1.0;  // C's side of L
    const Vec2 away = -Perp(u) * side;                    // labels of L go on the other side

    // P2 = P1 − (S1 − S0): the puck's end moved back by the stick's motion.
    if (trace_.stick_moves && Revealed(st, "p2")) {
      fig.Arrow(in_.p1, trace_.moving.p2, {Ink::Muted, 1.4f, Dash::Dashed});
      fig.Label(Lerp(in_.p1, trace_.moving.p2, 0.5), "−(S1 − S0)", Ink::Muted,
                AnchorToward(Perp(trace_.moving.p2 - in_.p1)),
                OffsetToward(Perp(trace_.moving.p2 - in_.p1), 6), 0.85f);
      fig.Marker(trace_.moving.p2, MarkerShape::Triangle, Ink::End, 4.5f);
      LabelAway(fig, trace_.moving.p2, u + Perp(u) * 0.5, "P2", Ink::End, 16, 1.05f).priority =
          LabelPriority::High;
    }
    const bool l_shown = Revealed(st, rel ? "l_rel" : "l"), c_shown = Revealed(st, "c");
    if (l_shown && l_len > 0) {
      fig.Arrow(p0, end, {Ink::Path, 3.0f});
      LabelAway(fig, Lerp(p0, end, 0.8), away, "L⃗", Ink::Path, 10, 1.1f).priority = LabelPriority::High;
    }
    if (c_shown && c_len > 0) {
      fig.Arrow(p0, s, {Ink::Pillar, 2.0f, Dash::Dashed});
      LabelAway(fig, Lerp(p0, s, 0.5), Perp(t.c / c_len) * -side, "C⃗", Ink::Pillar, 8, 1.1f).priority =
          LabelPriority::High;
    }
    if (l_shown && c_shown && l_len > 0 && c_len > 0) {
      const double a0 = std::atan2(u.y, u.x), da = side * t.theta;
      const double rad = std::min({1.2, 0.3 * c_len, 0.3 * l_len});
      round::Arc(fig, p0, rad, a0, a0 + da, {Ink::Plot2, 1.6f});
      const Vec2 mid{std::cos(a0 + da / 2), std::sin(a0 + da / 2)};
      const std::string name =
          !rel && Revealed(st, "theta") ? "Θ = " + Num(std::round(t.theta * 1800.0 / kPi) / 10.0) + "°" : "Θ";
      fig.Label(p0 + mid * rad, name, Ink::Plot2, AnchorToward(mid), OffsetToward(mid, 4), 0.95f);
    }
    if (Revealed(st, "k_sq" + key)) {
      fig.Segment(end, s, {Ink::Plot2, 1.8f, Dash::Dashed});
      LabelAway(fig, Lerp(end, s, 0.5), Perp(s - end) * (Cross(s - end, p0 - end) >= 0 ? -1.0 : 1.0), "K",
                Ink::Plot2, 8, 1.1f)
          .priority = LabelPriority::High;
    }
    if (Revealed(st, "alpha" + key) && l_len > 0 && c_len > 0) {
      const Vec2 foot = p0 + u * (t.alpha / l_len);
      fig.Segment(s, foot, {Ink::Plot2, 1.0f, Dash::Dotted});
      fig.Segment(p0, foot, {Ink::Plot2, 5.0f, Dash::Solid, 0.45f});
      LabelAway(fig, Lerp(p0, foot, 0.45), away, "C cos Θ = α / L", Ink::Plot2, 26, 0.85f);
    }
    // The grown circle of the second problem.
    if (trace_.round_puck && Revealed(st, "sum_r")) {
      fig.Circle(s, in_.R + in_.r, {Ink::Pillar, 1.6f, Dash::Dashed});
      const Vec2 d = Normalize(Vec2{1, -1});
      LabelAway(fig, s + d * (in_.R + in_.r), d, "R + r", Ink::Pillar, 6, 0.9f);
    }
    // The latest root revealed on this L: P(t) = P0 + L t lies on the circle, SP(t) is its radius.
    const std::string keys[3] = {"t", "t_r", "t_rel"};
    const CircleCircleTrace* roots[3] = {&trace_.point, &trace_.puck, &trace_.moving};
    for (int i = rel ? 2 : 1; i >= (rel ? 2 : 0); --i) {
      const CircleCircleTrace& q = *roots[i];
      if (!q.has_t || !(q.l_sq > 0) || !Revealed(st, keys[i])) continue;
      const Vec2 at = p0 + q.l * q.t;
      fig.Segment(s, at, {Ink::Pillar, 1.4f});
      fig.Marker(at, MarkerShape::Diamond, Ink::Hit, 4.5f);
      LabelAway(fig, at, away - u, i == 2 ? "P0 + L t" : "P(t)", Ink::Hit, 10, 0.9f).priority =
          LabelPriority::High;
      LabelAway(fig, Lerp(s, at, 0.5), Perp(at - s) * (Cross(at - s, p0 - s) >= 0 ? -1.0 : 1.0),
                i == 0 || !trace_.round_puck ? "R" : "R + r", Ink::Pillar, 6, 0.9f);
      break;
    }
  }

  void DrawContact(Figure& fig, Vec2 puck, Vec2 stick) const {
    const double sum = in_.r + in_.R;
    fig.Circle(puck, in_.r, {Ink::Hit, 2.5f});
    fig.Circle(stick, in_.R, {Ink::Hit, 2.5f});
    const Vec2 contact = Lerp(puck, stick, sum > 0 ? in_.r / sum : 0.5);
    fig.Marker(contact, MarkerShape::Diamond, Ink::Hit, 6.0f);
    const Vec2 n = Normalize(stick - puck);
    LabelAway(fig, contact, Perp(n), "contact at t = " + Num(trace_.moving.t), Ink::Hit, 14, 0.95f);
  }

  std::string VerdictShort() const {
    const CircleCircleTrace& t = trace_.moving;
    switch (t.outcome) {
      case CircleCircleOutcome::Hit:
        return "HIT at t = " + Num(t.t) + "   (disc = " + Num(t.discriminant) + ")";
      case CircleCircleOutcome::Miss: return "MISS: disc = " + Num(t.discriminant) + " < 0";
      case CircleCircleOutcome::TooLate: return "NO HIT THIS FRAME: t = " + Num(t.t) + " > 1 (too late)";
      case CircleCircleOutcome::InThePast:
        return "NO HIT: t = " + Num(t.t) + " < 0 (in the past, moving apart)";
      case CircleCircleOutcome::StartsOverlapping:
        return "ALREADY OVERLAPPING at t = 0: C² = " + Num(t.c_sq) +
               " < (R + r)² = " + Num(t.sum_r * t.sum_r);
      case CircleCircleOutcome::NoRelativeMotion:
        return "NO HIT: no relative motion (L = 0), the gap never changes";
      case CircleCircleOutcome::ZeroRadius:
      case CircleCircleOutcome::NonFinite: return "nothing to hit";
    }
    return "";
  }

  // gap(t) = ‖P(t) − S(t)‖ − (R + r): the circles touch where it crosses 0. It shows the answer, so it
  // appears with the answer's step: its t, or the discriminant (no t) or the quadratic (L = 0) that says
  // none.
  void DrawPlot(Figure& fig, const LessonState& st) const {
    const CircleCircleTrace& t = trace_.moving;
    const char* shows = t.l_sq > 0 ? (t.has_t ? "t" : "discriminant") : "quadratic";
    if (!Revealed(st, Answer(shows))) return;
    const double x0 = -0.5, x1 = 1.5;
    const auto gap = [&](double x) {
      return Length(Lerp(in_.p0, in_.p1, x) - Lerp(in_.s0, in_.s1, x)) - t.sum_r;
    };
    std::vector<double> ys;
    for (int i = 0; i <= 40; ++i) ys.push_back(gap(x0 + (x1 - x0) * i / 40));
    double y0, y1;
    round::PlotRange(ys, y0, y1);
    Plot plot(fig, CornerPlot(st.canvas_px, st.plot_corner, {360, 210}, x0, x1, y0, y1,
                              "distance − (R + r) over t"));
    plot.VLine(0, {Ink::Muted, 1.0f, Dash::Dotted});
    plot.VLine(1, {Ink::Muted, 1.0f, Dash::Dotted});
    plot.Function(gap, {Ink::Plot1, 2.5f});
    plot.VLine(st.t, {Ink::Ball, 1.2f, Dash::Dashed}, "t");
    if (t.has_t) plot.Point({t.t, 0}, MarkerShape::Diamond, Ink::Hit, "t = " + Num(t.t));
  }

  bool relative_ = false;
};

}  // namespace

std::unique_ptr<Lesson> MakeCircleCircleLesson(const LessonEntry& e) {
  return MakeLesson<CircleCircleLesson>(e);
}

}  // namespace ricochet::app
