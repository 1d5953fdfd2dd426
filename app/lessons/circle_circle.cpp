// Lesson 5 (air-hockey lecture): puck vs stick, two moving circles. The world view shows both motions;
// the relative-motion view holds the stick still at S0 and moves the puck to P2 = P1 − (S1 − S0), where the
// law of cosines gives L² t² − 2α t + C² − (R + r)² = 0. Both discs are drawn at t.
#include "explain/circle_circle.h"

#include <algorithm>
#include <cmath>

#include "draw/format.h"
#include "draw/plot.h"
#include "imgui.h"
#include "lessons/lesson.h"
#include "lessons/round_draw.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;
using round::LabelAway;
using round::Perp;

json Relative(json scene) {
  scene["view"] = "relative";
  return scene;
}

class CircleCircleLesson final : public Lesson {
 public:
  using Lesson::Lesson;

  std::vector<Handle> Handles() override {
    return {{"P0", &in_.p0, Ink::Start},
            {"P1", &in_.p1, Ink::End},
            {"S0", &in_.s0, Ink::Pillar},
            {"S1", &in_.s1, Ink::Pillar}};
  }

  void Update() override {
    if (!InputsChanged(in_, solved_, solved_once_)) return;
    trace_ = SolveCircleCircle(in_);
    TraceChanged();
  }

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    if (relative_) {
      DrawRelative(fig, st);
    } else {
      DrawWorld(fig, st);
    }
    fig.Label({24, 24}, VerdictShort(), trace_.collides ? Ink::Hit : Ink::Text, Anchor::NW, {0, 0}, 1.2f,
              Space::Overlay);
    fig.Label({24, 58}, relative_ ? "relative-motion view: the stick held still at S0" : "world view",
              Ink::Muted, Anchor::NW, {0, 0}, 1.0f, Space::Overlay);
    DrawPlot(fig, st);
  }

  void Controls(LessonState&) override {
    ImGui::Checkbox("relative-motion view (stick held still, puck to P2)", &relative_);
    const float w = ImGui::GetContentRegionAvail().x * 0.6f;
    const double rmin = 0.0, rmax = 10.0;
    ImGui::SetNextItemWidth(w);
    ImGui::SliderScalar("puck radius r", ImGuiDataType_Double, &in_.r, &rmin, &rmax, "%.3f");
    ImGui::SetNextItemWidth(w);
    ImGui::SliderScalar("stick radius R", ImGuiDataType_Double, &in_.R, &rmin, &rmax, "%.3f");
    in_.r = std::max(in_.r, 0.0);
    in_.R = std::max(in_.R, 0.0);
    if (!(in_.r + in_.R > 0)) in_.R = 0.05;  // two points of no size never touch: keep the lesson meaningful
    for (auto [name, p] : {std::pair{"P0", &in_.p0}, {"P1", &in_.p1}, {"S0", &in_.s0}, {"S1", &in_.s1}}) {
      ImGui::SetNextItemWidth(w);
      ImGui::DragScalarN(name, ImGuiDataType_Double, &p->x, 2, 0.01f, nullptr, nullptr, "%.3f");
    }
    Update();
  }

  std::string_view ImpactStep() const override { return "t"; }  // the air-hockey lecture names it t

  double TimeOfImpact() const override { return trace_.collides ? trace_.t : -1.0; }

  // The view is not an input of the math; it is saved (and ignored by `ricochet explain`) so a prepared
  // relative-motion slide reloads as it was.
  json SaveScene() const override {
    json j = SceneOf(CircleCircleJson(in_));
    if (relative_) j["view"] = "relative";
    return j;
  }

  void LoadScene(const json& j) override {
    const CircleCircleInputs in = ReadCircleCircle(j, "scene");
    relative_ = j.contains("view") && j.at("view") == "relative";
    in_ = in;
    Update();
  }

  std::vector<Preset> Presets() const override {
    const auto CircleCircleScene = [&](Vec2 p0, Vec2 p1, Vec2 s0, Vec2 s1, double r, double R) {
      return SceneOf(CircleCircleJson({p0, p1, s0, s1, r, R}));
    };
    return {{"hit", CircleCircleScene({0, 0}, {8, 0}, {11, 3}, {7, 0.5}, 1, 1.5), {{"collides", true}}},
            {"still stick", CircleCircleScene({0, 0}, {10, 0}, {6, 1}, {6, 1}, 1, 1.5), {{"collides", true}}},
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
             {{"collides", false}, {"verdict", "no relative motion"}}},
            {"hit, relative view",
             Relative(CircleCircleScene({0, 0}, {8, 0}, {11, 3}, {7, 0.5}, 1, 1.5)),
             {{"collides", true}, {"view", "relative"}}}};
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(in_.p0, in_.r), b.Add(in_.p1, in_.r), b.Add(in_.s0, in_.R), b.Add(in_.s1, in_.R);
    if (relative_) b.Add(trace_.p2, in_.r), b.Add(in_.s0, in_.R + in_.r);
    return b.Padded(1.0);
  }

 private:
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
    fig.Disc(at, rad, {ink, 0.45f});
    fig.Circle(at, rad, {ink, 2.0f});
    fig.Marker(a, MarkerShape::Dot, ink, 3.5f);
    if (moves) {
      fig.Marker(b, MarkerShape::Triangle, ink, 4.0f);
      LabelAway(fig, a, -u + Perp(u) * 0.5, na, ink, 16, 1.05f);
      LabelAway(fig, b, u + Perp(u) * 0.5, nb, ink, 16, 1.05f);
    } else {
      LabelAway(fig, a, {-1, 1}, std::string(na) + " = " + nb, ink, 16, 1.05f);
    }
    LabelAway(fig, at, -Perp(u) + u * 0.3, nt, ink, 10 + 0.0, 0.95f);
  }

  void DrawContact(Figure& fig, Vec2 puck, Vec2 stick) const {
    const double sum = in_.r + in_.R;
    fig.Circle(puck, in_.r, {Ink::Hit, 2.5f});
    fig.Circle(stick, in_.R, {Ink::Hit, 2.5f});
    const Vec2 contact = Lerp(puck, stick, sum > 0 ? in_.r / sum : 0.5);
    fig.Marker(contact, MarkerShape::Diamond, Ink::Hit, 6.0f);
    const Vec2 n = Normalize(stick - puck);
    LabelAway(fig, contact, Perp(n), "contact at t = " + Num(trace_.t), Ink::Hit, 14, 0.95f);
  }

  void DrawWorld(Figure& fig, const LessonState& st) const {
    DrawBody(fig, in_.s0, in_.s1, in_.R, st.t, Ink::Pillar, "S0", "S1", "stick");
    DrawBody(fig, in_.p0, in_.p1, in_.r, st.t, Ink::Ball, "P0", "P1", "puck");
    if (trace_.collides && Revealed(st, "puck_at_t")) DrawContact(fig, trace_.puck_at_t, trace_.stick_at_t);
  }

  void DrawRelative(Figure& fig, const LessonState& st) const {
    const CircleCircleTrace& t = trace_;
    const Vec2 u = t.l_sq > 0 ? t.l / std::sqrt(t.l_sq) : Vec2{1, 0};  // L̂
    // The stick held still at S0, and the circle of radius R + r the puck's centre must reach.
    fig.Disc(in_.s0, in_.R, {Ink::Pillar, 0.3f});
    fig.Circle(in_.s0, in_.R, {Ink::Pillar, 2.0f});
    fig.Marker(in_.s0, MarkerShape::Cross, Ink::Pillar, 4.0f);
    LabelAway(fig, in_.s0, Perp(u) * (Cross(u, t.c) >= 0 ? 1.0 : -1.0), "S0 (held still)", Ink::Pillar, 16,
              1.0f);
    if (Revealed(st, "sum_r")) {
      fig.Circle(in_.s0, t.sum_r, {Ink::Pillar, 1.6f, Dash::Dashed});
      const Vec2 d = Normalize(Vec2{1, -1});
      fig.Label(in_.s0 + d * t.sum_r, "R + r", Ink::Pillar, AnchorToward(d), OffsetToward(d, 6), 0.9f);
    }
    // P2: the puck's end with the stick's motion taken away.
    fig.Marker(in_.p0, MarkerShape::Dot, Ink::Ball, 3.5f);
    LabelAway(fig, in_.p0, -u + Perp(u) * 0.5, "P0", Ink::Ball, 16, 1.05f);
    if (LengthSq(in_.p1 - t.p2) > 0) {
      fig.Circle(in_.p1, in_.r, {Ink::Muted, 1.0f, Dash::Dotted});
      fig.Marker(in_.p1, MarkerShape::Triangle, Ink::Muted, 3.5f);
      LabelAway(fig, in_.p1, Perp(u), "P1", Ink::Muted, 14, 0.95f);
      fig.Arrow(in_.p1, t.p2, {Ink::Muted, 1.4f, Dash::Dashed});
      fig.Label(Lerp(in_.p1, t.p2, 0.5), "−(S1 − S0)", Ink::Muted, AnchorToward(Perp(t.p2 - in_.p1)),
                OffsetToward(Perp(t.p2 - in_.p1), 6), 0.85f);
    }
    if (Revealed(st, "l")) {
      fig.Arrow(in_.p0, t.p2, {Ink::Path, 3.0f});
      LabelAway(fig, Lerp(in_.p0, t.p2, 0.75), -Perp(u) * (Cross(u, t.c) >= 0 ? 1.0 : -1.0), "L", Ink::Path,
                10, 1.05f);
    }
    fig.Circle(t.p2, in_.r, {Ink::End, 1.2f, Dash::Dotted});
    fig.Marker(t.p2, MarkerShape::Triangle, Ink::End, 4.5f);
    LabelAway(fig, t.p2, u + Perp(u) * 0.5, "P2", Ink::End, 16, 1.05f);
    if (Revealed(st, "c")) {
      fig.Arrow(in_.p0, in_.s0, {Ink::Pillar, 2.0f, Dash::Dashed});
      LabelAway(fig, Lerp(in_.p0, in_.s0, 0.45), Perp(Normalize(in_.s0 - in_.p0)), "C", Ink::Pillar, 8,
                1.05f);
    }
    // α = L_x C_x + L_y C_y = CL cos Θ: Θ between L and C at P0, and C's projection onto L (length α / L).
    if (Revealed(st, "alpha") && t.l_sq > 0 && t.c_sq > 0) {
      const double a0 = std::atan2(u.y, u.x), a1 = std::atan2(t.c.y, t.c.x);
      double da = a1 - a0;
      while (da > M_PI) da -= 2 * M_PI;
      while (da < -M_PI) da += 2 * M_PI;
      const double rad = std::min(1.2, 0.3 * std::sqrt(t.c_sq));
      round::Arc(fig, in_.p0, rad, a0, a0 + da, {Ink::Plot2, 1.6f});
      const Vec2 mid{std::cos(a0 + da / 2), std::sin(a0 + da / 2)};
      fig.Label(in_.p0 + mid * rad, "Θ", Ink::Plot2, AnchorToward(mid), OffsetToward(mid, 4), 0.95f);
      const Vec2 foot = in_.p0 + u * (t.alpha / std::sqrt(t.l_sq));
      fig.Segment(in_.s0, foot, {Ink::Plot2, 1.0f, Dash::Dotted});
      fig.Segment(in_.p0, foot, {Ink::Plot2, 4.0f, Dash::Solid, 0.5f});
      const Vec2 away = -Perp(u) * (Cross(u, t.c) >= 0 ? 1.0 : -1.0);
      fig.Label(Lerp(in_.p0, foot, 0.35), "C cos Θ = α / L", Ink::Plot2, AnchorToward(away),
                OffsetToward(away, 10), 0.85f);
    }
    // The puck moving relative to the still stick, and the contact.
    const Vec2 at = in_.p0 + t.l * st.t;
    fig.Disc(at, in_.r, {Ink::Ball, 0.45f});
    fig.Circle(at, in_.r, {Ink::Ball, 2.0f});
    if (t.collides && Revealed(st, "t")) DrawContact(fig, in_.p0 + t.l * t.t, in_.s0);
  }

  std::string VerdictShort() const {
    const CircleCircleTrace& t = trace_;
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

  // gap(t) = ‖P(t) − S(t)‖ − (R + r): the circles touch where it crosses 0.
  void DrawPlot(Figure& fig, const LessonState& st) const {
    const CircleCircleTrace& t = trace_;
    const double x0 = -0.5, x1 = 1.5;
    const auto gap = [&](double x) {
      return Length(Lerp(in_.p0, in_.p1, x) - Lerp(in_.s0, in_.s1, x)) - t.sum_r;
    };
    std::vector<double> ys;
    for (int i = 0; i <= 40; ++i) ys.push_back(gap(x0 + (x1 - x0) * i / 40));
    double y0, y1;
    round::PlotRange(ys, y0, y1);
    Plot plot(fig, CornerPlot(st.canvas_px, {360, 210}, x0, x1, y0, y1, "distance − (R + r) over t"));
    plot.VLine(0, {Ink::Muted, 1.0f, Dash::Dotted});
    plot.VLine(1, {Ink::Muted, 1.0f, Dash::Dotted});
    plot.Function(gap, {Ink::Plot1, 2.5f});
    plot.VLine(st.t, {Ink::Ball, 1.2f, Dash::Dashed}, "t");
    if (t.has_t && Revealed(st, "t")) plot.Point({t.t, 0}, MarkerShape::Diamond, Ink::Hit, "t = " + Num(t.t));
  }

  Derivation Derive() const override { return DeriveCircleCircle(solved_, trace_); }

  CircleCircleInputs in_, solved_;
  bool solved_once_ = false;
  bool relative_ = false;
  CircleCircleTrace trace_{};
};

}  // namespace

std::unique_ptr<Lesson> MakeCircleCircleLesson(const LessonEntry& e) {
  return std::make_unique<CircleCircleLesson>(e);
}

}  // namespace ricochet::app
