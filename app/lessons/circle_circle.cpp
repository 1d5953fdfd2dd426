// Lesson 5 (air-hockey lecture): puck vs stick, two moving circles. The world view shows both motions;
// the relative-motion view holds the stick still at S0 and moves the puck to P2 = P1 − (S1 − S0), where the
// law of cosines gives L² t² − 2α t + C² − (R + r)² = 0. Both discs are drawn at t.
#include "ricochet/circle_circle.h"

#include <algorithm>
#include <cmath>

#include "draw/format.h"
#include "draw/plot.h"
#include "explain/explain.h"
#include "imgui.h"
#include "lessons/lessons.h"
#include "lessons/round_draw.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;
using round::LabelAway;
using round::Perp;

json CircleCircleScene(Vec2 p0, Vec2 p1, Vec2 s0, Vec2 s1, double r, double R) {
  return {{"lesson", "circle-circle"},
          {"p0", PointJson(p0)},
          {"p1", PointJson(p1)},
          {"s0", PointJson(s0)},
          {"s1", PointJson(s1)},
          {"r", r},
          {"R", R}};
}

json Relative(json scene) {
  scene["view"] = "relative";
  return scene;
}

class CircleCircleLesson final : public Lesson {
 public:
  std::string_view Id() const override { return "circle-circle"; }
  std::string_view Title() const override { return "Circle vs circle: air hockey"; }

  std::vector<Handle> Handles() override {
    return {{"P0", &p0_, Ink::Start},
            {"P1", &p1_, Ink::End},
            {"S0", &s0_, Ink::Pillar},
            {"S1", &s1_, Ink::Pillar}};
  }

  void Update() override {
    trace_ = CircleCircle(p0_, p1_, r_, s0_, s1_, R_);
    derivation_ = Derive();
  }

  void Draw(Figure& fig, const LessonState& st) const override {
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
    ImGui::SliderScalar("puck radius r", ImGuiDataType_Double, &r_, &rmin, &rmax, "%.3f");
    ImGui::SetNextItemWidth(w);
    ImGui::SliderScalar("stick radius R", ImGuiDataType_Double, &R_, &rmin, &rmax, "%.3f");
    r_ = std::max(r_, 0.0);
    R_ = std::max(R_, 0.0);
    if (!(r_ + R_ > 0)) R_ = 0.05;  // two points of no size never touch: keep the lesson meaningful
    for (auto [name, p] : {std::pair{"P0", &p0_}, {"P1", &p1_}, {"S0", &s0_}, {"S1", &s1_}}) {
      ImGui::SetNextItemWidth(w);
      ImGui::DragScalarN(name, ImGuiDataType_Double, &p->x, 2, 0.01f, nullptr, nullptr, "%.3f");
    }
    Update();
  }

  Derivation Derive() const override {
    try {
      return Explain(SaveScene(), "circle-circle");
    } catch (const SceneError& e) {
      Derivation d;
      d.lesson = "circle-circle";
      d.verdict = std::string("This scene cannot be explained: ") + e.what();
      return d;
    }
  }
  double TimeOfImpact() const override { return trace_.collides ? trace_.t : -1.0; }

  // The view is not an input of the math; it is saved (and ignored by `ricochet explain`) so a prepared
  // relative-motion slide reloads as it was.
  json SaveScene() const override {
    json j = CircleCircleScene(p0_, p1_, s0_, s1_, r_, R_);
    if (relative_) j["view"] = "relative";
    return j;
  }

  void LoadScene(const json& j) override {
    const std::string file = "scene";
    const Vec2 p0 = ReadPoint(j, "p0", file), p1 = ReadPoint(j, "p1", file);
    const Vec2 s0 = ReadPoint(j, "s0", file), s1 = ReadPoint(j, "s1", file);
    CheckApart(p0, p1, "p0", "p1", file);
    CheckApart(s0, s1, "s0", "s1", file);
    const double r = ReadNumber(j, "r", file, domain::kLengthOrZero);
    const double R = ReadNumber(j, "R", file, domain::kLengthOrZero);
    if (!(R + r > 0)) throw SceneError(file, "R", "R + r must be > 0: two points of no size never touch");
    const bool relative = j.contains("view") && j.at("view") == "relative";
    p0_ = p0, p1_ = p1, s0_ = s0, s1_ = s1, r_ = r, R_ = R, relative_ = relative;
    Update();
  }

  std::vector<Preset> Presets() const override {
    return {{"hit", CircleCircleScene({0, 0}, {8, 0}, {11, 3}, {7, 0.5}, 1, 1.5)},
            {"still stick", CircleCircleScene({0, 0}, {10, 0}, {6, 1}, {6, 1}, 1, 1.5)},
            {"stick hits still puck", CircleCircleScene({0, 0}, {0, 0}, {9, 1}, {2, 0.5}, 1, 1.5)},
            {"miss", CircleCircleScene({0, 0}, {8, 0}, {8, 5}, {8, 4}, 1, 1.5)},
            {"graze", CircleCircleScene({0, 0}, {10, 0}, {5, 2.5}, {5, 2.5}, 1, 1.5)},
            {"too late", CircleCircleScene({0, 0}, {4, 0}, {12, 0.5}, {12, 0.5}, 1, 1.5)},
            {"in the past", CircleCircleScene({0, 0}, {-6, 0}, {5, 0.5}, {5, 0.5}, 1, 1.5)},
            {"overlapping", CircleCircleScene({0, 0}, {6, 0}, {1.5, 0.5}, {1.5, 0.5}, 1, 1.5)},
            {"no relative motion", CircleCircleScene({0, 0}, {6, 2}, {5, -3}, {11, -1}, 1, 1.5)},
            {"hit, relative view", Relative(CircleCircleScene({0, 0}, {8, 0}, {11, 3}, {7, 0.5}, 1, 1.5))}};
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(p0_, r_), b.Add(p1_, r_), b.Add(s0_, R_), b.Add(s1_, R_);
    if (relative_) b.Add(trace_.p2, r_), b.Add(s0_, R_ + r_);
    return b.Padded(1.0);
  }

 private:
  bool Shown(const LessonState& st, const std::string& symbol) const {
    for (std::size_t i = 0; i < derivation_.steps.size(); ++i) {
      if (derivation_.steps[i].symbol == symbol) return static_cast<int>(i) < st.reveal;
    }
    return false;
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
    const double sum = r_ + R_;
    fig.Circle(puck, r_, {Ink::Hit, 2.5f});
    fig.Circle(stick, R_, {Ink::Hit, 2.5f});
    const Vec2 contact = Lerp(puck, stick, sum > 0 ? r_ / sum : 0.5);
    fig.Marker(contact, MarkerShape::Diamond, Ink::Hit, 6.0f);
    const Vec2 n = Normalize(stick - puck);
    LabelAway(fig, contact, Perp(n), "contact at t = " + Num(trace_.t), Ink::Hit, 14, 0.95f);
  }

  void DrawWorld(Figure& fig, const LessonState& st) const {
    DrawBody(fig, s0_, s1_, R_, st.t, Ink::Pillar, "S0", "S1", "stick");
    DrawBody(fig, p0_, p1_, r_, st.t, Ink::Ball, "P0", "P1", "puck");
    if (trace_.collides && Shown(st, "P(t)")) DrawContact(fig, trace_.puck_at_t, trace_.stick_at_t);
  }

  void DrawRelative(Figure& fig, const LessonState& st) const {
    const CircleCircleTrace& t = trace_;
    const Vec2 u = t.l_sq > 0 ? t.l / std::sqrt(t.l_sq) : Vec2{1, 0};  // L̂
    // The stick held still at S0, and the circle of radius R + r the puck's centre must reach.
    fig.Disc(s0_, R_, {Ink::Pillar, 0.3f});
    fig.Circle(s0_, R_, {Ink::Pillar, 2.0f});
    fig.Marker(s0_, MarkerShape::Cross, Ink::Pillar, 4.0f);
    LabelAway(fig, s0_, Perp(u) * (Cross(u, t.c) >= 0 ? 1.0 : -1.0), "S0 (held still)", Ink::Pillar, 16,
              1.0f);
    if (Shown(st, "R + r")) {
      fig.Circle(s0_, t.sum_r, {Ink::Pillar, 1.6f, Dash::Dashed});
      const Vec2 d = Normalize(Vec2{1, -1});
      fig.Label(s0_ + d * t.sum_r, "R + r", Ink::Pillar, AnchorToward(d), OffsetToward(d, 6), 0.9f);
    }
    // P2: the puck's end with the stick's motion taken away.
    fig.Marker(p0_, MarkerShape::Dot, Ink::Ball, 3.5f);
    LabelAway(fig, p0_, -u + Perp(u) * 0.5, "P0", Ink::Ball, 16, 1.05f);
    if (LengthSq(p1_ - t.p2) > 0) {
      fig.Circle(p1_, r_, {Ink::Muted, 1.0f, Dash::Dotted});
      fig.Marker(p1_, MarkerShape::Triangle, Ink::Muted, 3.5f);
      LabelAway(fig, p1_, Perp(u), "P1", Ink::Muted, 14, 0.95f);
      fig.Arrow(p1_, t.p2, {Ink::Muted, 1.4f, Dash::Dashed});
      fig.Label(Lerp(p1_, t.p2, 0.5), "−(S1 − S0)", Ink::Muted, AnchorToward(Perp(t.p2 - p1_)),
                OffsetToward(Perp(t.p2 - p1_), 6), 0.85f);
    }
    if (Shown(st, "L")) {
      fig.Arrow(p0_, t.p2, {Ink::Path, 3.0f});
      LabelAway(fig, Lerp(p0_, t.p2, 0.75), -Perp(u) * (Cross(u, t.c) >= 0 ? 1.0 : -1.0), "L", Ink::Path, 10,
                1.05f);
    }
    fig.Circle(t.p2, r_, {Ink::End, 1.2f, Dash::Dotted});
    fig.Marker(t.p2, MarkerShape::Triangle, Ink::End, 4.5f);
    LabelAway(fig, t.p2, u + Perp(u) * 0.5, "P2", Ink::End, 16, 1.05f);
    if (Shown(st, "C")) {
      fig.Arrow(p0_, s0_, {Ink::Pillar, 2.0f, Dash::Dashed});
      LabelAway(fig, Lerp(p0_, s0_, 0.45), Perp(Normalize(s0_ - p0_)), "C", Ink::Pillar, 8, 1.05f);
    }
    // α = L_x C_x + L_y C_y = CL cos Θ: Θ between L and C at P0, and C's projection onto L (length α / L).
    if (Shown(st, "α") && t.l_sq > 0 && t.c_sq > 0) {
      const double a0 = std::atan2(u.y, u.x), a1 = std::atan2(t.c.y, t.c.x);
      double da = a1 - a0;
      while (da > M_PI) da -= 2 * M_PI;
      while (da < -M_PI) da += 2 * M_PI;
      const double rad = std::min(1.2, 0.3 * std::sqrt(t.c_sq));
      round::Arc(fig, p0_, rad, a0, a0 + da, {Ink::Plot2, 1.6f});
      const Vec2 mid{std::cos(a0 + da / 2), std::sin(a0 + da / 2)};
      fig.Label(p0_ + mid * rad, "Θ", Ink::Plot2, AnchorToward(mid), OffsetToward(mid, 4), 0.95f);
      const Vec2 foot = p0_ + u * (t.alpha / std::sqrt(t.l_sq));
      fig.Segment(s0_, foot, {Ink::Plot2, 1.0f, Dash::Dotted});
      fig.Segment(p0_, foot, {Ink::Plot2, 4.0f, Dash::Solid, 0.5f});
      const Vec2 away = -Perp(u) * (Cross(u, t.c) >= 0 ? 1.0 : -1.0);
      fig.Label(Lerp(p0_, foot, 0.35), "C cos Θ = α / L", Ink::Plot2, AnchorToward(away),
                OffsetToward(away, 10), 0.85f);
    }
    // The puck moving relative to the still stick, and the contact.
    const Vec2 at = p0_ + t.l * st.t;
    fig.Disc(at, r_, {Ink::Ball, 0.45f});
    fig.Circle(at, r_, {Ink::Ball, 2.0f});
    if (t.collides && Shown(st, "t")) DrawContact(fig, p0_ + t.l * t.t, s0_);
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
    const auto gap = [&](double x) { return Length(Lerp(p0_, p1_, x) - Lerp(s0_, s1_, x)) - t.sum_r; };
    std::vector<double> ys;
    for (int i = 0; i <= 40; ++i) ys.push_back(gap(x0 + (x1 - x0) * i / 40));
    double y0, y1;
    round::PlotRange(ys, y0, y1);
    Plot plot(fig, CornerPlot(st.canvas_px, {360, 210}, x0, x1, y0, y1, "distance − (R + r) over t"));
    plot.VLine(0, {Ink::Muted, 1.0f, Dash::Dotted});
    plot.VLine(1, {Ink::Muted, 1.0f, Dash::Dotted});
    plot.Function(gap, {Ink::Plot1, 2.5f});
    plot.VLine(st.t, {Ink::Ball, 1.2f, Dash::Dashed}, "t");
    if (t.has_t && Shown(st, "t")) plot.Point({t.t, 0}, MarkerShape::Diamond, Ink::Hit, "t = " + Num(t.t));
  }

  Vec2 p0_{0, 0}, p1_{8, 0}, s0_{11, 3}, s1_{7, 0.5};
  double r_ = 1.0, R_ = 1.5;
  bool relative_ = false;
  CircleCircleTrace trace_{};
  Derivation derivation_;
};

}  // namespace

std::unique_ptr<Lesson> MakeCircleCircleLesson() {
  auto l = std::make_unique<CircleCircleLesson>();
  l->Update();
  return l;
}

}  // namespace ricochet::app
