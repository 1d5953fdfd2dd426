// Lesson targeting (Lecture 17, "Decoupling physics and graphics"): with drag and wind there is no easy
// analytic answer, so shoot with Euler steps, and correct: overshoot → less speed, undershoot → more.
// Every shot's trajectory is drawn converging on the target, beside the analytic no-drag answer and the
// Euler flight of that answer (its miss is Euler's error, which the dt slider shows).
#include "explain/targeting.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "draw/format.h"
#include "draw/inputs_imgui.h"
#include "draw/plot.h"
#include "lessons/topic_lesson.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

constexpr double kDeg = std::numbers::pi / 180;

// The topic (explain/targeting.h) with the lesson's handles.
struct TargetingLessonTopic : TargetingTopic {
  static constexpr PointField<Inputs> kPoints[] = {{"launcher", &Inputs::launcher, Ink::Start},
                                                   {"target", &Inputs::target, Ink::Hit}};
};

class TargetingLesson final : public TopicLesson<TargetingLessonTopic> {
 public:
  using TopicLesson::TopicLesson;

  std::int64_t Work() const override {
    std::int64_t steps = trace_.euler.steps;
    for (int i = 0; i < trace_.aim.count; ++i)
      steps += trace_.aim.attempts[static_cast<std::size_t>(i)].flight.steps;
    return steps;
  }

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    const double theta = in_.angle_deg * kDeg;
    const Vec2 dir{std::cos(theta), std::sin(theta)};
    const double scale = std::max(5.0, Length(in_.target - in_.launcher));

    // Ground through the lower of launcher and target, the launcher's barrel and the target.
    const double ground = std::min(in_.launcher.y, in_.target.y);
    fig.Segment({std::min(in_.launcher.x, in_.target.x) - 0.1 * scale, ground},
                {std::max(in_.launcher.x, in_.target.x) + 0.3 * scale, ground}, {Ink::Axis, 1.5f});
    fig.Arrow(in_.launcher, in_.launcher + dir * (0.12 * scale), {Ink::Start, 4.0f});
    // Up and left of the launcher, where no shot goes: at the barrel's tip every shot's first stretch and V₀
    // crowd it out.
    fig.Label(in_.launcher, "θ = " + Num(in_.angle_deg) + "°", Ink::Start, Anchor::SE, {-8, -6}, 0.9f)
        .priority = LabelPriority::High;
    fig.Circle(in_.target, std::max(in_.tolerance, 0.008 * scale), {Ink::Hit, 2.0f});
    // Below the target's height, where no shot lands: "target", and its tolerance once that step is shown.
    const bool tolerance = Revealed(st, "tolerance");
    fig.Label(in_.target, tolerance ? "target ±" + Num(in_.tolerance) + " m" : std::string("target"),
              Ink::Hit, Anchor::NE, {-4, 10}, 0.9f)
        .priority = LabelPriority::High;

    if (trace_.aim.outcome == AimOutcome::BadInput) {
      fig.Label(in_.launcher,
                "The target must be in front of the launcher (to its right), with 0° < θ < 90°.",
                Ink::Warning, Anchor::SW, {10, -40})
          .priority = LabelPriority::High;
      return;
    }

    // The lecture's steps in order: the no-drag guess s₀ (its parabola), the Euler step (V₀ and a(V₀) at the
    // launcher), Euler's own error (the no-drag shot flown by Euler), the tolerance, then the shots.
    if (trace_.aim.analytic.outcome == AnalyticOutcome::Ok) {
      if (Revealed(st, "analytic_speed")) {
        std::vector<Vec2> parabola;
        const double s = trace_.aim.analytic.speed, c = std::cos(theta);
        const double x_end = trace_.aim.analytic.x * 1.02;
        for (int i = 0; i <= 96; ++i) {
          const double x = x_end * i / 96;
          parabola.push_back(in_.launcher +
                             Vec2{x, x * std::tan(theta) - in_.g * x * x / (2 * s * s * c * c)});
        }
        fig.Polyline(parabola, {Ink::End, 2.5f, Dash::Dashed});
        const Vec2 top = parabola[parabola.size() / 2];
        fig.Label(top, "no drag: s₀ = " + Len(s), Ink::End, Anchor::S, {0, -8}, 0.9f);
      }
    } else if (Revealed(st, "analytic_speed")) {
      fig.Label(in_.launcher, "no analytic answer at this angle: pick s₀ = √(g d)", Ink::End, Anchor::SW,
                {10, -40}, 0.9f)
          .priority = LabelPriority::High;
    }
    if (Revealed(st, "euler_step")) {
      // The ingredients of one step at the launcher, not to scale: V₀ along the barrel, a(V₀) (gravity and
      // drag) from its tip.
      const FlightTrace& f = trace_.aim.attempts[0].flight;
      const Vec2 v_end = in_.launcher + Normalize(f.v0) * (0.22 * scale);
      const Vec2 a_end = v_end + Normalize(f.a0) * (0.12 * scale);
      fig.Arrow(in_.launcher, v_end, {Ink::Highlight, 2.0f});
      fig.Label(v_end, "V₀", Ink::Highlight, Anchor::E, {-8, 0}, 0.9f).priority = LabelPriority::High;
      if (Length(f.a0) > 0) {
        fig.Arrow(v_end, a_end, {Ink::Highlight, 2.0f, Dash::Dashed});
        fig.Label(a_end, "a(V₀)", Ink::Highlight, Anchor::W, {8, 0}, 0.9f).priority = LabelPriority::High;
      }
    }
    if (trace_.aim.analytic.outcome == AnalyticOutcome::Ok && Revealed(st, "euler_miss") &&
        trace_.euler.outcome == FlightOutcome::Crossed) {
      fig.Polyline(std::span<const Vec2>(trace_.euler_path.data(), trace_.euler.path_count),
                   {Ink::Point, 1.5f, Dash::Dotted});
      fig.Marker(trace_.euler.landing, MarkerShape::Cross, Ink::Point, 5.0f);
    }

    // The shots, each with its step. Overshoot dashed, undershoot dotted, the hit solid; numbered at their
    // landing.
    int shown = 0;
    while (shown < trace_.aim.count && Revealed(st, TargetingShotKey(shown))) ++shown;
    for (int i = 0; i < shown; ++i) {
      const Attempt& a = trace_.aim.attempts[static_cast<std::size_t>(i)];
      const bool last = i == trace_.aim.count - 1;
      const bool hit = last && trace_.aim.outcome == AimOutcome::Hit;
      const Stroke s = hit                  ? Stroke{Ink::Reflect, 3.0f}
                       : a.flight.overshoot ? Stroke{Ink::Outside, 1.5f, Dash::Dashed, 0.85f}
                                            : Stroke{Ink::Inside, 1.5f, Dash::Dotted, 0.85f};
      fig.Polyline(Path(i), s);
      const bool numbered = i < 6 || i == shown - 1;
      fig.Marker(a.flight.landing,
                 hit                  ? MarkerShape::Diamond
                 : a.flight.overshoot ? MarkerShape::Triangle
                                      : MarkerShape::Square,
                 s.ink, hit ? 6.0f : 4.0f);
      if (numbered) {
        fig.Label(a.flight.landing, std::to_string(i + 1), s.ink,
                  a.flight.overshoot ? Anchor::SW : Anchor::SE,
                  {a.flight.overshoot ? 4.0 : -4.0, -6.0 - 14.0 * (i % 2)}, 0.85f);
      }
    }

    // The projectile of the last shown shot at time t of its flight.
    if (shown > 0) {
      const std::span<const Vec2> path = Path(shown - 1);
      const double u = std::clamp(st.t, 0.0, 1.0) * static_cast<double>(path.size() - 1);
      const std::size_t k = std::min(static_cast<std::size_t>(u), path.size() - 1);
      const Vec2 at = k + 1 < path.size() ? Lerp(path[k], path[k + 1], u - static_cast<double>(k)) : path[k];
      fig.Disc(at, 0.01 * scale, {Ink::Highlight, 1.0f});
    }

    // Caption: the last shown shot, the verdict with the last step (Overlay, so both export).
    std::string status;
    Ink status_ink = Ink::Text;
    if (AllRevealed(st)) {
      switch (trace_.aim.outcome) {
        case AimOutcome::Hit: status = "hit after " + std::to_string(trace_.aim.count) + " shots"; break;
        case AimOutcome::NotConverged:
          status = "no hit in " + std::to_string(trace_.aim.count) + " shots";
          status_ink = Ink::Warning;
          break;
        case AimOutcome::Unreachable:
          status = "out of reach at this angle";
          status_ink = Ink::Warning;
          break;
        case AimOutcome::BadInput: break;
      }
      status += "   miss = " + Len(trace_.aim.miss) + " m   s = " + Len(trace_.aim.speed) + " m/s";
    } else if (shown > 0) {
      const Attempt& a = trace_.aim.attempts[static_cast<std::size_t>(shown - 1)];
      // As its row: the miss where it crossed the target's height, else which way it failed.
      status = "shot " + std::to_string(shown) + ": s = " + Len(a.speed) + " m/s, " +
               (a.flight.outcome == FlightOutcome::Crossed ? "miss = " + Len(a.flight.miss) + " m"
                : a.flight.overshoot                       ? std::string("too far")
                                                           : std::string("too low"));
    }
    // Lines at the top left (Overlay, so they export): the shot or verdict, Euler's error once its step is
    // shown (in a line of its own: beside its × it would run into the shots' landings or the plot), the
    // legend.
    double y = 20;
    if (!status.empty()) {
      fig.Label({20, y}, status, status_ink, Anchor::NW, {0, 0}, 1.0f, Space::Overlay);
      y += 28;
    }
    if (trace_.aim.analytic.outcome == AnalyticOutcome::Ok && Revealed(st, "euler_miss") &&
        trace_.euler.outcome == FlightOutcome::Crossed) {
      fig.Label({20, y},
                "× Euler's error: s₀ without drag, dt = " + Num(in_.dt) + ", lands " +
                    Len(trace_.euler.miss) + " m off",
                Ink::Point, Anchor::NW, {0, 0}, 0.85f, Space::Overlay);
      y += 24;
    }
    fig.Label({20, y},
              "dashed ▲: overshoot → less speed    dotted ■: undershoot → more speed    solid ◆: hit",
              Ink::Muted, Anchor::NW, {0, 0}, 0.85f, Space::Overlay);
    Bounds caption;  // room for all three lines whatever is revealed, so revealing never moves the view
    caption.Add(Vec2{0, 0});
    caption.Add(Vec2{std::min(st.canvas_px.x, 720.0), 20 + 28 + 24 + 22});
    fig.ReserveOverlay(caption);
    // The miss of every shot shown so far, converging: its ranges grow with the shots, so the plot never
    // tells how many shots the loop will take or how far a later one misses.
    if (shown > 0) {
      double lo = tolerance ? -in_.tolerance : 0, hi = tolerance ? in_.tolerance : 0;
      for (int i = 0; i < shown; ++i) {
        lo = std::min(lo, trace_.aim.attempts[static_cast<std::size_t>(i)].flight.miss);
        hi = std::max(hi, trace_.aim.attempts[static_cast<std::size_t>(i)].flight.miss);
      }
      lo = std::max(lo, -2 * scale), hi = std::min(hi, 2 * scale);
      hi += 0.25 * std::max(hi - lo, 1e-9);  // headroom: the highest point stays clear of the title
      PlotBox box = CornerPlot(st.canvas_px, st.plot_corner, {320, 170}, 0.5, std::max(shown, 5) + 0.5, lo,
                               hi, "miss per shot (m)");
      box.x_label = "shot";
      Plot plot(fig, box);
      if (tolerance) {
        plot.HLine(in_.tolerance, {Ink::Muted, 1.0f, Dash::Dotted});
        plot.HLine(-in_.tolerance, {Ink::Muted, 1.0f, Dash::Dotted});
      }
      std::vector<Vec2> curve;
      for (int i = 0; i < shown; ++i) {
        const double m = std::clamp(trace_.aim.attempts[static_cast<std::size_t>(i)].flight.miss, lo, hi);
        curve.push_back({i + 1.0, m});
      }
      plot.Curve(curve, {Ink::Text, 1.5f});
      for (Vec2 p : curve) plot.Point(p, MarkerShape::Dot, Ink::Text);
    }
  }

  void Controls(LessonState& /*st*/) override {
    bool c = false;
    auto slider = [&](const char* name, double* v, double lo, double hi, const char* fmt, bool log = false) {
      // The slider's range is for dragging; any value of the domain stays as it is (a typed one outside it
      // is refused when the edit settles, Shell::RefuseOutOfDomain). Clamping here changed g = 1000 of a
      // scene file to 25 without a word as soon as the panel was drawn (found by the round-trip test).
      c |= ImGui::SliderScalar(inputs::Fit(name), ImGuiDataType_Double, v, &lo, &hi, fmt,
                               log ? ImGuiSliderFlags_Logarithmic : 0);
    };
    slider("angle θ (°)", &in_.angle_deg, 5, 85, "%.1f");
    slider("gravity g", &in_.g, 1, 25, "%.2f");
    slider("linear drag k1", &in_.k_linear, 0, 1, "%.3f");
    slider("quadratic drag k2", &in_.k_quadratic, 0, 0.1, "%.4f");
    slider("wind w (m/s)", &in_.wind, -15, 15, "%.1f");
    slider("time step dt", &in_.dt, 0.001, 0.25, "%.3f", true);
    slider("tolerance (m)", &in_.tolerance, 0.01, 2, "%.2f", true);
    inputs::Muted("a = (0, −g) − k1 (v − w) − k2 ‖v − w‖ (v − w)");
    inputs::Muted("wind w > 0 blows to the right");
    if (c) Update();
  }

  std::vector<Preset> Presets() const override {
    auto scene = [&](double angle, double k1, double k2, double wind, double dt, Vec2 target = {40, 5}) {
      return Scene({{0, 0}, target, angle, 9.81, k1, k2, wind, dt, 0.1});
    };
    return {
        {"no drag", scene(45, 0, 0, 0, 0.02), {{"hit", true}, {"k_linear", 0}, {"k_quadratic", 0}}},
        {"linear drag", scene(45, 0.15, 0, 0, 0.02), {{"hit", true}, {"k_quadratic", 0}}},
        {"quadratic drag", scene(45, 0, 0.01, 0, 0.02), {{"hit", true}, {"k_linear", 0}}},
        {"headwind", scene(45, 0.1, 0.005, -8, 0.02), {{"hit", true}, {"wind", -8}}},
        {"tailwind", scene(45, 0.1, 0.005, 8, 0.02), {{"hit", true}, {"wind", 8}}},
        {"coarse dt (Euler's error)", scene(45, 0, 0, 0, 0.2), {{"hit", true}, {"dt", 0.2}}},
        {"out of reach",
         scene(20, 0.1, 0.005, 0, 0.02, {30, 25}),
         {{"hit", false}, {"analytic_speed", nullptr}}},
    };
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(in_.launcher);
    b.Add(in_.target);
    for (int i = 0; i < trace_.aim.count; ++i) {
      for (Vec2 p : Path(i)) {
        // Wild first guesses (e.g. 2× speed into no wind) should not shrink the view to a dot.
        if (Length(p - in_.launcher) < 1.6 * Length(in_.target - in_.launcher) + 5) b.Add(p);
      }
    }
    return b.Padded(0.08 * std::max(5.0, Length(in_.target - in_.launcher)));
  }

 private:
  // Lengths and speeds to the decimals the tolerance means, as in the derivation.
  std::string Len(double x) const { return TargetingNum(x, in_.tolerance); }

  std::span<const Vec2> Path(int i) const {
    return {trace_.paths.data() + static_cast<std::size_t>(i) * TargetingTrace::kStride,
            trace_.aim.attempts[static_cast<std::size_t>(i)].flight.path_count};
  }
};

}  // namespace

std::unique_ptr<Lesson> MakeTargetingLesson(const LessonEntry& e) { return MakeLesson<TargetingLesson>(e); }

}  // namespace ricochet::app
