// Lesson elastic-1d (Lecture 17): two balls on a line, V1' and V2' from momentum and energy conservation,
// and the "move nowhere" problem of overlapping balls with the approaching test switched off and on.
//
// Two motions over the frame's t ∈ [0, 1]:
//  - no start overlap: the balls touch at t = 0.5 (t = 0 when they are not approaching) and leave with V';
//  - start overlap > 0: the game loop of the lecture, kFrames frames of "test overlap → respond → move", so
//  the
//    class sees the balls stuck (test off) or separating (test on). A space-time diagram under the balls
//    shows both worldlines over t, so the whole story is on one (exportable) figure.
#include "explain/elastic_1d.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "draw/format.h"
#include "lessons/lesson.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

constexpr double kSpeedScale = 0.4;  // world units moved per unit speed over the whole frame t ∈ [0, 1]
constexpr int kFrames = 10;          // game-loop frames in the overlap demonstration
constexpr double kArrowScale = 0.2;  // world units of arrow per unit speed
constexpr double kTrackHalf = 9.0;   // the line is drawn over x ∈ [−9, 9]
constexpr double kDiagramH = 6.0;    // height of the space-time diagram (t from 0 to 1)

// Drawn radius ∝ √m (the lecture's balls are points on a line: the size only shows the mass), at least that
// of m = 0.05 so a light ball stays visible. Only the drawing: the masses themselves are never changed.
double Radius(double m) { return 0.8 * std::sqrt(std::max(m, 0.05)); }

// The balls' motion over the frame, sampled at the game-loop frame boundaries or at the contact.
struct Motion1D {
  bool frames = false;                         // the game-loop (overlap) demonstration
  double t_contact = 0.5;                      // continuous mode: when the balls touch
  std::array<double, kFrames + 1> x1{}, x2{};  // frames mode: centres at t = f / kFrames
  std::array<double, kFrames> u1{}, u2{};      // frames mode: velocities during frame f (after its response)
  std::array<bool, kFrames> responded{};       // frames mode: the response changed the velocities in frame f
  int responses = 0;
  bool overlapping_at_end = false;
  double c1 = 0, c2 = 0;  // continuous mode: centres at contact
  Elastic1DTrace trace;   // the collision at contact (continuous mode)

  double X1(double t) const { return At(t, true); }
  double X2(double t) const { return At(t, false); }

  double At(double t, bool first) const {
    t = std::clamp(t, 0.0, 1.0);
    if (frames) {
      const int f = std::min(static_cast<int>(t * kFrames), kFrames - 1);
      const double local = t - static_cast<double>(f) / kFrames;
      const auto& xs = first ? x1 : x2;
      const auto& us = first ? u1 : u2;
      return xs[static_cast<std::size_t>(f)] + us[static_cast<std::size_t>(f)] * kSpeedScale * local;
    }
    const double c = first ? c1 : c2;
    const double v =
        first ? (t < t_contact ? trace.v1 : trace.v1_after) : (t < t_contact ? trace.v2 : trace.v2_after);
    return c + v * kSpeedScale * (t - t_contact);
  }
};

class Elastic1DLesson final : public Lesson {
 public:
  using Lesson::Lesson;

  std::vector<Handle> Handles() override { return {}; }  // sliders only: a 1D problem has no points to drag

  void Update() override {
    if (!InputsChanged(State{in_, overlap_}, solved_, solved_once_)) return;
    // The start overlap as drawn: at most 0.95 of the radii, so ball 1 stays on the left.
    const double overlap = std::min(overlap_, 0.95 * (Radius(in_.m1) + Radius(in_.m2)));
    Motion1D mo;
    mo.trace = SolveElastic1D(in_);
    if (overlap <= 0.0) {
      // Touch at x = 0: ball 1 on the left. Not approaching balls are touching at the start and part.
      mo.t_contact = mo.trace.approaching ? 0.5 : 0.0;
      mo.c1 = -Radius(in_.m1);
      mo.c2 = Radius(in_.m2);
    } else {
      mo.frames = true;
      const double gap = Radius(in_.m1) + Radius(in_.m2) - overlap;  // centre distance at the start
      double x1 = -gap / 2, x2 = gap / 2, u1 = in_.v1, u2 = in_.v2;
      mo.x1[0] = x1;
      mo.x2[0] = x2;
      for (std::size_t f = 0; f < kFrames; ++f) {
        // The lecture's loop: if (collide(i, j)) react; then move.
        if (x2 - x1 < Radius(in_.m1) + Radius(in_.m2)) {
          const Elastic1DTrace r = Elastic1D(in_.m1, in_.m2, u1, u2, in_.approaching_test);
          if (r.outcome == ElasticOutcome::Collide) {
            u1 = r.v1_after;
            u2 = r.v2_after;
            mo.responded[f] = true;
            ++mo.responses;
          }
        }
        mo.u1[f] = u1;
        mo.u2[f] = u2;
        x1 += u1 * kSpeedScale / kFrames;
        x2 += u2 * kSpeedScale / kFrames;
        mo.x1[f + 1] = x1;
        mo.x2[f + 1] = x2;
      }
      mo.overlapping_at_end = x2 - x1 < Radius(in_.m1) + Radius(in_.m2);
    }
    motion_ = mo;
    TraceChanged();
  }

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    const Motion1D& mo = motion_;
    const Elastic1DTrace& tr = mo.trace;
    const double r1 = Radius(in_.m1), r2 = Radius(in_.m2), rmax = std::max(r1, r2);
    const double t = std::clamp(st.t, 0.0, 1.0);
    const bool after_shown = Revealed(st, "v2_after");

    // The line the balls move on.
    fig.Segment({-kTrackHalf, 0}, {kTrackHalf, 0}, {Ink::Axis, 1.5f});
    fig.Label({kTrackHalf, 0}, "x", Ink::Muted, Anchor::W, {6, 0});

    // Before and after rows: the velocities as arrows, ball 1 solid, ball 2 dashed.
    const double y_before = rmax + 2.4, y_after = rmax + 1.2;
    // Each drawn from where its ball is at the start (before) and at the end of the frame (after).
    fig.Label({-kTrackHalf, y_before}, "before", Ink::Muted, Anchor::W, {0, 0});
    VelocityArrow(fig, {mo.X1(0), y_before}, in_.v1, Ink::Start, Dash::Solid, "V1 = " + Num(in_.v1));
    VelocityArrow(fig, {mo.X2(0), y_before}, in_.v2, Ink::End, Dash::Dashed, "V2 = " + Num(in_.v2));
    if (after_shown && !mo.frames) {
      fig.Label({-kTrackHalf, y_after}, "after", Ink::Muted, Anchor::W, {0, 0});
      VelocityArrow(fig, {mo.X1(1), y_after}, tr.v1_after, Ink::Start, Dash::Solid,
                    "V1' = " + Num(tr.v1_after));
      VelocityArrow(fig, {mo.X2(1), y_after}, tr.v2_after, Ink::End, Dash::Dashed,
                    "V2' = " + Num(tr.v2_after));
    }

    // The balls at t: radius ∝ √m, ball 1 a dot at its centre, ball 2 a square.
    const double x1 = mo.X1(t), x2 = mo.X2(t);
    const bool overlap_now = x2 - x1 < r1 + r2 - 1e-9;
    fig.Disc({x1, 0}, r1, {Ink::Start, 0.30f});
    fig.Circle({x1, 0}, r1, {Ink::Start, 2.5f});
    fig.Disc({x2, 0}, r2, {Ink::End, 0.30f});
    fig.Circle({x2, 0}, r2, {Ink::End, 2.5f, Dash::Dashed});
    fig.Marker({x1, 0}, MarkerShape::Dot, Ink::Start, 4.0f);
    fig.Marker({x2, 0}, MarkerShape::Square, Ink::End, 4.0f);
    // Mass labels lean outward (ball 1 left, ball 2 right) so they stay apart when the balls overlap.
    fig.Label({x1, -r1}, "m1 = " + Num(in_.m1), Ink::Start, Anchor::NE, {8, 6});
    fig.Label({x2, -r2}, "m2 = " + Num(in_.m2), Ink::End, Anchor::NW, {-8, 6});
    if (overlap_now) {
      fig.Label({(x1 + x2) / 2, rmax}, "overlapping", Ink::Warning, Anchor::S, {0, -4}, 0.9f);
    }

    DrawSpaceTime(fig, st, -(rmax + 1.6));
    DrawBars(fig, st);
  }

  void Controls(LessonState& st) override {
    bool changed = false;
    const double mmin = 0.1, mmax = 10, vmin = -20, vmax = 20;
    changed |= ImGui::SliderScalar("m1", ImGuiDataType_Double, &in_.m1, &mmin, &mmax, "%.2f",
                                   ImGuiSliderFlags_Logarithmic);
    changed |= ImGui::SliderScalar("m2", ImGuiDataType_Double, &in_.m2, &mmin, &mmax, "%.2f",
                                   ImGuiSliderFlags_Logarithmic);
    changed |= ImGui::SliderScalar("V1", ImGuiDataType_Double, &in_.v1, &vmin, &vmax, "%.2f");
    changed |= ImGui::SliderScalar("V2", ImGuiDataType_Double, &in_.v2, &vmin, &vmax, "%.2f");
    const std::string test = std::string("approaching test  (respond only if ") + kElastic1DApproaching + ")";
    changed |= ImGui::Checkbox(test.c_str(), &in_.approaching_test);
    // The overlap's range follows the drawn radii. A mass typed as 1e400 just above (refused when the frame
    // ends, Shell::Frame) must not reach the slider: ImGui asserts on an infinite range (found by the
    // monkey).
    const double reach = 0.95 * (Radius(in_.m1) + Radius(in_.m2));
    const double omin = 0, omax = std::isfinite(reach) ? reach : 1.0;
    changed |= ImGui::SliderScalar("start overlap", ImGuiDataType_Double, &overlap_, &omin, &omax, "%.2f");
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(
          "How deep the balls already overlap at t = 0 (e.g. after a fast frame).\n"
          "> 0 runs %d game-loop frames: test overlap, respond, move.",
          kFrames);
    }
    if (changed) Update();
    (void)st;
  }

  std::string_view ImpactStep() const override {
    return "approaching";
  }  // the approaching test decides the contact

  double TimeOfImpact() const override {
    if (motion_.frames) return -1.0;
    return motion_.trace.outcome == ElasticOutcome::Collide ? motion_.t_contact : -1.0;
  }

  nlohmann::json SaveScene() const override {
    nlohmann::json j = SceneOf(Elastic1DJson(in_));
    if (overlap_ != 0) j["overlap"] = overlap_;  // any other value is written, so the reader refuses one < 0
    return j;
  }

  void LoadScene(const nlohmann::json& j) override {
    const std::string file = "scene";
    if (ReadLessonId(j, file) != Id())
      throw SceneError(file, "lesson", "not an " + std::string(Id()) + " scene");
    const Elastic1DInputs in = ReadElastic1D(j, file);  // masses > 0, numbers, the test flag
    const double overlap = ReadElastic1DOverlap(j, file);
    in_ = in;
    overlap_ = overlap;
    Update();
  }

  std::vector<Preset> Presets() const override {
    auto scene = [&](double v1, double v2, double m1 = 1, double m2 = 1) {
      return SceneOf(Elastic1DJson({m1, m2, v1, v2}));
    };
    nlohmann::json stuck = scene(10, -10);
    stuck["overlap"] = 1.2;
    stuck["approaching_test"] = false;
    nlohmann::json fixed = scene(10, -10);
    fixed["overlap"] = 1.2;
    return {
        {"10, 0 (lecture)", scene(10, 0), {{"v1_after", 0}, {"v2_after", 10}}},
        {"10, −10 (lecture)", scene(10, -10), {{"v1_after", -10}, {"v2_after", 10}}},
        {"10, 3 (lecture)", scene(10, 3), {{"v1_after", 3}, {"v2_after", 10}}},
        {"heavy hits light", scene(6, 0, 4, 1), {{"v1_after", 3.6}, {"v2_after", 9.6}}},
        {"light hits heavy", scene(6, 0, 1, 4), {{"v1_after", -3.6}, {"v2_after", 2.4}}},
        {"not approaching", scene(-5, 5), {{"approaching", false}}},
        {"move nowhere: test off", stuck, {{"approaching_test", false}, {"overlap", 1.2}}},
        {"move nowhere: test on", fixed, {{"approaching", true}, {"overlap", 1.2}}},
    };
  }

  Bounds SceneBounds() const override {
    const double rmax = std::max(Radius(in_.m1), Radius(in_.m2));
    Bounds b;
    b.Add(Vec2{-kTrackHalf - 0.5, rmax + 3.2});
    b.Add(Vec2{kTrackHalf + 0.5, -(rmax + 1.6) - kDiagramH - 1.2});
    return b;
  }

  // For tests: the motion the figure shows.
  const Motion1D& motion() const { return motion_; }

 private:
  static void VelocityArrow(Figure& fig, Vec2 from, double v, Ink ink, Dash dash, const std::string& label) {
    const Vec2 to = from + Vec2{v * kArrowScale, 0};
    if (std::abs(v) * kArrowScale < 0.05) {
      fig.Marker(from, MarkerShape::Ring, ink, 4.0f);  // a zero velocity: a ring, not an invisible arrow
      fig.Label(from, label, ink, Anchor::S, {0, -6}, 0.9f);
      return;
    }
    fig.Arrow(from, to, {ink, 2.5f, dash});
    fig.Label(to, label, ink, v > 0 ? Anchor::W : Anchor::E, {v > 0 ? 6.0 : -6.0, 0}, 0.9f);
  }

  // Worldlines: x across (aligned with the balls), t down; each ball's extent shaded, its centre a line.
  void DrawSpaceTime(Figure& fig, const LessonState& st, double top) const {
    const Motion1D& mo = motion_;
    const double r1 = Radius(in_.m1), r2 = Radius(in_.m2);
    auto y_of = [&](double t) { return top - t * kDiagramH; };
    fig.Segment({-kTrackHalf, top}, {-kTrackHalf, y_of(1)}, {Ink::Axis, 1.0f});
    fig.Arrow({-kTrackHalf, y_of(0.9)}, {-kTrackHalf, y_of(1.02)}, {Ink::Axis, 1.0f});
    for (double tk : {0.0, 0.5, 1.0}) {
      fig.Segment({-kTrackHalf, y_of(tk)}, {-kTrackHalf + 0.25, y_of(tk)}, {Ink::Axis, 1.0f});
      fig.Label({-kTrackHalf, y_of(tk)}, "t = " + Num(tk), Ink::Muted, Anchor::E, {-6, 0}, 0.8f);
    }
    fig.Label({0, top},
              mo.frames ? "space-time: x across, t down (" + std::to_string(kFrames) + " frames)"
                        : "space-time: x across, t down",
              Ink::Muted, Anchor::S, {0, -10}, 0.8f);

    // Sample densely enough to show the kink at each response.
    constexpr int kSamples = 200;
    std::vector<Vec2> c1, c2, band1, band2;
    std::vector<double> ts;
    for (int i = 0; i <= kSamples; ++i) ts.push_back(static_cast<double>(i) / kSamples);
    if (!mo.frames) ts.push_back(mo.t_contact);
    std::sort(ts.begin(), ts.end());
    for (double tt : ts) {
      c1.push_back({Clip(mo.X1(tt)), y_of(tt)});
      c2.push_back({Clip(mo.X2(tt)), y_of(tt)});
    }
    for (double tt : ts) band1.push_back({Clip(mo.X1(tt) - r1), y_of(tt)});
    for (auto it = ts.rbegin(); it != ts.rend(); ++it) band1.push_back({Clip(mo.X1(*it) + r1), y_of(*it)});
    for (double tt : ts) band2.push_back({Clip(mo.X2(tt) - r2), y_of(tt)});
    for (auto it = ts.rbegin(); it != ts.rend(); ++it) band2.push_back({Clip(mo.X2(*it) + r2), y_of(*it)});
    fig.Polygon(band1, {Ink::Start, 0.15f});
    fig.Polygon(band2, {Ink::End, 0.15f});
    fig.Polyline(c1, {Ink::Start, 2.5f});
    fig.Polyline(c2, {Ink::End, 2.5f, Dash::Dashed});

    // Responses: where the velocities were changed.
    if (mo.frames) {
      for (std::size_t f = 0; f < kFrames; ++f) {
        if (!mo.responded[f]) continue;
        const double tf = static_cast<double>(f) / kFrames;
        fig.Marker({(mo.x1[f] + mo.x2[f]) / 2, y_of(tf)}, MarkerShape::Diamond, Ink::Hit, 5.0f);
      }
      std::string caption;
      if (!in_.approaching_test && mo.overlapping_at_end) {
        caption = "test OFF: " + std::to_string(mo.responses) + " responses in " + std::to_string(kFrames) +
                  " frames, still overlapping — \"move nowhere\"";
      } else if (mo.overlapping_at_end) {
        caption = "still overlapping after " + std::to_string(kFrames) + " frames (" +
                  std::to_string(mo.responses) + " responses)";
      } else {
        caption = std::string(in_.approaching_test ? "test ON: " : "test OFF: ") +
                  std::to_string(mo.responses) + " response" + (mo.responses == 1 ? "" : "s") +
                  ", then the balls separate";
      }
      fig.Label({0, y_of(1)}, caption, mo.overlapping_at_end ? Ink::Warning : Ink::Text, Anchor::N, {0, 8});
    } else if (mo.trace.outcome == ElasticOutcome::Collide) {
      fig.Marker({(mo.c1 + mo.c2) / 2, y_of(mo.t_contact)}, MarkerShape::Diamond, Ink::Hit, 5.0f);
      fig.Label({(mo.c1 + mo.c2) / 2, y_of(mo.t_contact)},
                mo.trace.approaching ? "contact: respond" : "respond although separating (test off)",
                mo.trace.approaching ? Ink::Hit : Ink::Warning, Anchor::W, {12, 0}, 0.85f);
    } else {
      fig.Label({0, y_of(1)}, "not approaching (V1 − V2 ≤ 0): no response, the balls part", Ink::Text,
                Anchor::N, {0, 8});
    }
    // Now.
    const double t = std::clamp(st.t, 0.0, 1.0);
    fig.Segment({-kTrackHalf, y_of(t)}, {kTrackHalf, y_of(t)}, {Ink::Highlight, 1.0f, Dash::Dotted, 0.7f});
  }

  // Momentum and energy bars, before and after (Overlay: top-right of the canvas, so they export too).
  void DrawBars(Figure& fig, const LessonState& st) const {
    const Elastic1DTrace& tr = motion_.trace;
    const double w = 330, row = 30, bar_w = 150;
    const Vec2 o{st.canvas_px.x - w - 20, 20};
    const Vec2 frame[4] = {o, o + Vec2{w, 0}, o + Vec2{w, row * 5 + 14}, o + Vec2{0, row * 5 + 14}};
    fig.Polygon(frame, {Ink::Grid, 0.85f}, Space::Overlay);
    fig.Label(o + Vec2{10, 8}, "momentum p and energy E", Ink::Text, Anchor::NW, {0, 0}, 0.9f,
              Space::Overlay);
    const double pmax = std::max({std::abs(tr.momentum_before), std::abs(tr.momentum_after),
                                  in_.m1 * std::abs(in_.v1) + in_.m2 * std::abs(in_.v2), 1e-9});
    const double emax = std::max({tr.energy_before, tr.energy_after, 1e-9});
    struct Bar {
      const char* name;
      double value;
      bool signed_bar;
      Ink ink;
      const char* key;  // shown with this step
    };
    const Bar bars[] = {{"p", tr.momentum_before, true, Ink::Plot3, "momentum_before"},
                        {"p'", tr.momentum_after, true, Ink::Plot3, "momentum_after"},
                        {"E", tr.energy_before, false, Ink::Plot2, "energy_before"},
                        {"E'", tr.energy_after, false, Ink::Plot2, "energy_after"}};
    double y = o.y + 14 + row;
    const double x0 = o.x + 44;
    for (const Bar& b : bars) {
      fig.Label({o.x + 12, y + row * 0.5}, b.name, b.ink, Anchor::W, {0, 0}, 0.9f, Space::Overlay);
      if (Revealed(st, b.key)) {
        const double zero = b.signed_bar ? x0 + bar_w / 2 : x0;
        const double len = b.signed_bar ? b.value / pmax * bar_w / 2 : b.value / emax * bar_w;
        const double lo = std::min(zero, zero + len), hi = std::max(zero, zero + len);
        const Vec2 rect[4] = {{lo, y + 6}, {hi, y + 6}, {hi, y + row - 6}, {lo, y + row - 6}};
        fig.Polygon(rect, {b.ink, 0.85f}, Space::Overlay);
        fig.Segment({zero, y + 2}, {zero, y + row - 2}, {Ink::Axis, 1.0f}, Space::Overlay);
        fig.Label({x0 + bar_w + 10, y + row * 0.5}, Num(b.value), b.ink, Anchor::W, {0, 0}, 0.9f,
                  Space::Overlay);
      }
      y += row;
    }
  }

  static double Clip(double x) { return std::clamp(x, -kTrackHalf - 2, kTrackHalf + 2); }

  Derivation Derive() const override { return DeriveElastic1D(solved_.in, motion_.trace); }

  // What the figure's motion depends on: the derivation's inputs and the start overlap.
  struct State {
    Elastic1DInputs in;
    double overlap = 0;
    bool operator==(const State&) const = default;
  };

  Elastic1DInputs in_;
  double overlap_ = 0;
  State solved_;
  bool solved_once_ = false;
  Motion1D motion_;
};

}  // namespace

std::unique_ptr<Lesson> MakeElastic1DLesson(const LessonEntry& e) {
  return std::make_unique<Elastic1DLesson>(e);
}

}  // namespace ricochet::app
