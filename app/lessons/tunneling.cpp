// Lesson 6 (air-hockey lecture, "Circle intersection isn't enough!"): a fast puck passes through a small
// circle or a thin wall between two frames. The discrete test — do the shapes overlap at the frame's ends? —
// says "no collision"; the swept test over the whole path (Lecture 20's ray vs circle, Lecture 10's offset
// line) catches it. A speed slider finds where discrete testing starts to fail: the frame ends can straddle
// the target once the puck's step is longer than the chord its path cuts through the target grown by r,
// 2√((R + r)² − d²) with d the path's distance from C (2(r + R) head-on; w + 2r square on through a wall).
#include "explain/tunneling.h"

#include <algorithm>
#include <cmath>
#include <string>

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

// The topic (explain/tunneling.h) with the lesson's handles.
struct TunnelingLessonTopic : TunnelingTopic {
  static constexpr PointField<Inputs> kPoints[] = {{"C", &Inputs::c, Ink::Pillar}};
};

class TunnelingLesson final : public TopicLesson<TunnelingLessonTopic> {
 public:
  using TopicLesson::TopicLesson;

  std::vector<Handle> Handles() const override { return {{"C", &in_.c, in_.wall ? Ink::Wall : Ink::Pillar}}; }

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    // The target.
    if (in_.wall) {
      const Vec2 h{0, kTunnelingWallHalfHeight}, x{in_.w / 2, 0};
      const Vec2 box[4] = {in_.c - h - x, in_.c - h + x, in_.c + h + x, in_.c + h - x};
      fig.Polygon(box, {Ink::Wall, 0.85f});
      const Vec2 loop[5] = {box[0], box[1], box[2], box[3], box[0]};
      fig.Polyline(loop, {Ink::Wall, 2.0f});
      LabelAway(fig, in_.c + h, {1, 1}, "wall, w = " + Num(in_.w), Ink::Wall, 10, 1.0f);
    } else {
      fig.Disc(in_.c, in_.R, {Ink::Pillar, 0.5f});
      fig.Circle(in_.c, in_.R, {Ink::Pillar, 2.0f});
      LabelAway(fig, in_.c + Vec2{0, in_.R}, {1, 1}, "target, R = " + Num(in_.R), Ink::Pillar, 8, 1.0f);
    }
    // The swept area: every place the puck passes through during the frame.
    const Vec2 n{0, in_.r};
    const Vec2 band[4] = {trace_.bs - n, trace_.be - n, trace_.be + n, trace_.bs + n};
    fig.Polygon(band, {Ink::Path, 0.12f});
    fig.Segment(trace_.bs - n, trace_.be - n, {Ink::Path, 1.0f, Dash::Dotted});
    fig.Segment(trace_.bs + n, trace_.be + n, {Ink::Path, 1.0f, Dash::Dotted});
    fig.Arrow(trace_.bs, trace_.be, {Ink::Path, 2.0f});
    // What the discrete test sees: the puck at the two frame ends only.
    const bool discrete = Revealed(st, "discrete_collides"), swept = Revealed(st, "swept_collides");
    FrameEnd(fig, trace_.bs, trace_.gap0, "t = 0", Ink::Start, discrete);
    FrameEnd(fig, trace_.be, trace_.gap1, "t = 1", Ink::End, discrete);
    // What the swept test finds.
    if (trace_.swept_hit && swept) {
      const Vec2 at = Lerp(trace_.bs, trace_.be, trace_.ti);
      fig.Circle(at, in_.r, {Ink::Hit, 2.5f});
      fig.Marker(at, MarkerShape::Diamond, Ink::Hit, 5.0f);
      LabelAway(fig, at + Vec2{0, in_.r}, {-0.3, 1}, "swept test: contact at ti = " + Num(trace_.ti),
                Ink::Hit, 10, 0.95f);
    }
    const Vec2 now = Lerp(trace_.bs, trace_.be, st.t);
    fig.Disc(now, in_.r, {Ink::Ball, 0.5f});
    fig.Circle(now, in_.r, {Ink::Ball, 1.5f});

    // The two tests' answers, each at its step; the tunneling and the threshold last.
    double y = 24;
    const auto line = [&](const std::string& text, Ink ink, float scale) {
      fig.Label({24, y}, text, ink, Anchor::NW, {0, 0}, scale, Space::Overlay);
      y += 32;
    };
    if (discrete) {
      line("Discrete test (overlap at t = 0 and t = 1): " +
               std::string(trace_.discrete_hit ? "COLLISION" : "no collision"),
           trace_.discrete_hit ? Ink::Hit : Ink::Warning, 1.1f);
    }
    if (swept) {
      line("Swept test (the whole path): " + (trace_.starts_overlapping ? std::string("overlapping at t = 0")
                                              : trace_.swept_hit ? "COLLISION at ti = " + Num(trace_.ti)
                                                                 : std::string("no collision")),
           trace_.swept_hit || trace_.starts_overlapping ? Ink::Hit : Ink::Text, 1.1f);
    }
    const bool tunnels = trace_.tunnels && AllRevealed(st);
    if (tunnels) line("TUNNELING: the puck jumps over the target between two frames.", Ink::Warning, 1.1f);
    if (Revealed(st, "threshold")) {
      line(trace_.threshold > 0
               ? "speed " + Num(in_.speed) + (in_.speed > trace_.threshold ? " > " : " ≤ ") +
                     "v_max = " + TunnelingThresholdFormula(in_, trace_) + " = " + Num(trace_.threshold) +
                     " per frame (d = " + Num(trace_.path_offset) + ")"
               : "d = " + Num(trace_.path_offset) + " ≥ " + Num(trace_.reach) +
                     ": the path never comes within reach, no speed skips the target",
           tunnels ? Ink::Warning : Ink::Muted, 1.0f);
    }
    DrawPlot(fig, st);
  }

  void Controls(LessonState& st) override {
    int target = in_.wall ? 1 : 0;
    ImGui::RadioButton("small circle", &target, 0);
    inputs::SameLineFor("thin wall", true);
    ImGui::RadioButton("thin wall", &target, 1);
    in_.wall = target == 1;
    const double vmin = 0.1, vmax = 40.0, rmin = 0.05, rmax = 5.0;
    ImGui::SliderScalar(inputs::Fit("speed (units per frame)"), ImGuiDataType_Double, &in_.speed, &vmin,
                        &vmax, "%.2f");
    ImGui::SliderScalar(inputs::Fit("puck radius r"), ImGuiDataType_Double, &in_.r, &rmin, &rmax, "%.2f");
    if (in_.wall) {
      ImGui::SliderScalar(inputs::Fit("wall thickness w"), ImGuiDataType_Double, &in_.w, &rmin, &rmax,
                          "%.2f");
    } else {
      ImGui::SliderScalar(inputs::Fit("target radius R"), ImGuiDataType_Double, &in_.R, &rmin, &rmax, "%.2f");
    }
    in_.speed = std::clamp(in_.speed, vmin, domain::kMaxSpeed);
    in_.r = std::max(in_.r, rmin), in_.R = std::max(in_.R, rmin), in_.w = std::max(in_.w, rmin);
    Update();
    if (Revealed(st, "threshold")) {
      std::string rule;
      if (trace_.threshold <= 0) {
        rule = "This path never comes within " + Num(trace_.reach) +
               " of the target: no speed makes the puck skip it.";
      } else if (in_.wall && trace_.path_offset == 0) {
        rule = "On this path discrete testing can fail once the puck moves more than " +
               Num(trace_.threshold) +
               " per frame: the path crosses the wall's face square on, and the wall grown by r on both "
               "sides is " +
               "w + 2r = " + Num(trace_.threshold) + " thick.";
      } else {
        rule = "On this path discrete testing can fail once the puck moves more than " +
               Num(trace_.threshold) + " per frame: the chord the path cuts through the " +
               (in_.wall ? "wall's end grown by r, " : "circle grown by r, ") +
               TunnelingThresholdFormula(in_, trace_) + ", with d = " + Num(trace_.path_offset) +
               " the path's distance from " + (in_.wall ? "the wall's end" : "C") +
               ". Head-on (d = 0) it would be " + TunnelingHeadOnFormula(in_.wall) + " = " +
               Num(trace_.head_on) + ".";
      }
      inputs::Text(rule);
    }
    ImGui::BeginDisabled(!(trace_.threshold > 0));  // a path that never comes within reach has no v_max
    if (ImGui::Button("speed = v_max")) in_.speed = trace_.threshold, Update();
    inputs::SameLineFor("just above");
    if (ImGui::Button("just above")) in_.speed = trace_.threshold * 1.05, Update();
    ImGui::EndDisabled();
  }

  std::string_view ImpactStep() const override {
    return "swept_collides";
  }  // the swept test finds the contact

  double TimeOfImpact() const override { return trace_.swept_hit ? trace_.ti : -1.0; }

  std::vector<Preset> Presets() const override {
    const auto TunnelingScene = [&](const std::string& target, Vec2 c, double speed, double r, double size) {
      TunnelingInputs in{target == "wall", c, speed, r};
      (in.wall ? in.w : in.R) = size;
      return Scene(in);
    };
    return {{"slow: both catch it",
             TunnelingScene("circle", {0.9, 0.3}, 2, 0.5, 1),
             {{"discrete_collides", true}, {"swept_collides", true}}},
            {"fast: tunnels through the circle", Scene(Inputs{}), {{"tunnels", true}, {"target", "circle"}}},
            {"fast: tunnels through the wall",
             TunnelingScene("wall", {0, 0}, 6, 0.5, 0.4),
             {{"tunnels", true}, {"target", "wall"}}},
            {"off-axis: tunnels below 2(r + R)",  // the chord 2√(1.5² − 1.45²) ≈ 0.77 < 2 < 3
             TunnelingScene("circle", {0, 1.45}, 2, 0.5, 1),
             {{"tunnels", true}, {"target", "circle"}}},
            {"just below the threshold",
             TunnelingScene("circle", {0, 0}, 2.9, 0.5, 1),
             {{"tunnels", false}, {"discrete_collides", true}}},
            {"just above the threshold", TunnelingScene("circle", {0, 0}, 3.1, 0.5, 1), {{"tunnels", true}}},
            {"fast, passes by",
             TunnelingScene("circle", {0, 2}, 8, 0.5, 1),
             {{"discrete_collides", false}, {"swept_collides", false}}}};
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(trace_.bs, in_.r), b.Add(trace_.be, in_.r);
    if (in_.wall) {
      b.Add(in_.c + Vec2{in_.w, kTunnelingWallHalfHeight}),
          b.Add(in_.c - Vec2{in_.w, kTunnelingWallHalfHeight});
    } else {
      b.Add(in_.c, in_.R);
    }
    return b.Padded(0.75);  // room for the frame ends' names under them; more left a slow scene small
  }

 private:
  // The puck where the discrete test looks at it; once the test is revealed, its verdict stacked below (so it
  // fits the canvas), a solid ring and a cross where it overlaps.
  void FrameEnd(Figure& fig, Vec2 p, double gap, const std::string& name, Ink ink, bool tested) const {
    const bool overlap = tested && gap < 0;
    fig.Circle(p, in_.r, {ink, 2.0f, overlap ? Dash::Solid : Dash::Dashed});
    fig.Marker(p, overlap ? MarkerShape::Cross : MarkerShape::Dot, ink, 4.0f);
    const Vec2 below = p - Vec2{0, in_.r};
    fig.Label(below, name, ink, Anchor::N, {0, 8}, 0.9f);
    if (tested)
      fig.Label(below, overlap ? "overlap" : "no overlap", ink, Anchor::N, {0, 30}, 0.9f).priority =
          LabelPriority::High;
  }

  // gap(t) along the frame (the swept test's view), and the only two samples the discrete test looks at.
  void DrawPlot(Figure& fig, const LessonState& st) const {
    const bool discrete = Revealed(st, "discrete_collides"), swept = Revealed(st, "swept_collides");
    if (!discrete && !swept) return;
    const auto gap = [&](double x) { return TunnelingGap(in_, Lerp(trace_.bs, trace_.be, x)); };
    // Until the swept test is revealed the range holds the two samples only: it must not hint at the dip.
    std::vector<double> ys = {trace_.gap0, trace_.gap1};
    for (int i = 0; swept && i <= 60; ++i) ys.push_back(gap(i / 60.0));
    double y0, y1;
    round::PlotRange(ys, y0, y1);
    Plot plot(fig, CornerPlot(st.canvas_px, st.plot_corner, {360, 210}, 0, 1, y0, y1,
                              in_.wall ? "D − (r + w/2) over t; squares = frame ends"
                                       : "D − (R + r) over t; squares = frame ends"));
    if (swept) plot.Function(gap, {Ink::Plot1, 2.5f}, 120);
    plot.VLine(st.t, {Ink::Ball, 1.2f, Dash::Dashed}, "t");
    plot.Point({0, trace_.gap0}, MarkerShape::Square, Ink::Start);
    plot.Point({1, trace_.gap1}, MarkerShape::Square, Ink::End);
    if (swept && trace_.swept_hit) plot.Point({trace_.ti, 0}, MarkerShape::Diamond, Ink::Hit, "ti");
  }
};

}  // namespace

std::unique_ptr<Lesson> MakeTunnelingLesson(const LessonEntry& e) { return MakeLesson<TunnelingLesson>(e); }

}  // namespace ricochet::app
