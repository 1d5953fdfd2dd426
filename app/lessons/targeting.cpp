// Lesson targeting (Lecture 17, "Decoupling physics and graphics"): with drag and wind there is no easy
// analytic answer, so shoot with Euler steps, and correct: overshoot → less speed, undershoot → more.
// Every shot's trajectory is drawn converging on the target, beside the analytic no-drag answer and the
// Euler flight of that answer (its miss is Euler's error, which the dt slider shows).
#include "ricochet/targeting.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "draw/format.h"
#include "draw/plot.h"
#include "lessons/lessons.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

constexpr double kDeg = std::numbers::pi / 180;
constexpr std::size_t kStride = 256;  // path points kept per shot (thinned evenly over the flight)

class TargetingLesson final : public Lesson {
 public:
  TargetingLesson() : paths_(kStride * kMaxAttempts), euler_path_(kStride) { Update(); }

  std::string_view Id() const override { return "targeting"; }
  std::string_view Title() const override { return "Targeting with drag: shoot and correct"; }

  std::vector<Handle> Handles() override {
    return {{"launcher", &launcher_, Ink::Start}, {"target", &target_, Ink::Hit}};
  }

  void Update() override {
    air_ = Air{g_, k_linear_, k_quadratic_, {wind_, 0}};
    aim_ = Aim(launcher_, angle_deg_ * kDeg, air_, dt_, target_, tolerance_, paths_, kStride);
    euler_ = {};
    if (aim_.analytic.outcome == AnalyticOutcome::Ok) {
      euler_ = Fly(launcher_, LaunchVelocity(aim_.analytic.speed, angle_deg_ * kDeg), Air{g_, 0, 0, {}}, dt_,
                   target_, euler_path_);
    }
  }

  void Draw(Figure& fig, const LessonState& st) const override {
    const double theta = angle_deg_ * kDeg;
    const Vec2 dir{std::cos(theta), std::sin(theta)};
    const double scale = std::max(5.0, Length(target_ - launcher_));

    // Ground through the lower of launcher and target, the launcher's barrel and the target.
    const double ground = std::min(launcher_.y, target_.y);
    fig.Segment({std::min(launcher_.x, target_.x) - 0.1 * scale, ground},
                {std::max(launcher_.x, target_.x) + 0.3 * scale, ground}, {Ink::Axis, 1.5f});
    fig.Arrow(launcher_, launcher_ + dir * (0.12 * scale), {Ink::Start, 4.0f});
    fig.Label(launcher_ + dir * (0.12 * scale), "θ = " + Num(angle_deg_) + "°", Ink::Start, Anchor::SW,
              {6, -4}, 0.9f);
    fig.Circle(target_, std::max(tolerance_, 0.008 * scale), {Ink::Hit, 2.0f});
    fig.Label(target_, "target", Ink::Hit, Anchor::W, {16, 0}, 0.9f);

    if (aim_.outcome == AimOutcome::BadInput) {
      fig.Label(launcher_, "The target must be in front of the launcher (to its right), with 0° < θ < 90°.",
                Ink::Warning, Anchor::SW, {10, -40});
      return;
    }

    // Step 1: the analytic no-drag parabola; step 2: Euler's flight of that same shot (its miss = Euler's
    // error).
    if (aim_.analytic.outcome == AnalyticOutcome::Ok) {
      if (st.reveal >= 1) {
        std::vector<Vec2> parabola;
        const double s = aim_.analytic.speed, c = std::cos(theta);
        const double x_end = aim_.analytic.x * 1.02;
        for (int i = 0; i <= 96; ++i) {
          const double x = x_end * i / 96;
          parabola.push_back(launcher_ + Vec2{x, x * std::tan(theta) - g_ * x * x / (2 * s * s * c * c)});
        }
        fig.Polyline(parabola, {Ink::End, 2.5f, Dash::Dashed});
        const Vec2 top = parabola[parabola.size() / 2];
        fig.Label(top, "no drag (analytic): s₀ = " + Num(s), Ink::End, Anchor::S, {0, -8}, 0.9f);
      }
      if (st.reveal >= 2 && euler_.outcome == FlightOutcome::Crossed) {
        fig.Polyline(std::span<const Vec2>(euler_path_.data(), euler_.path_count),
                     {Ink::Point, 1.5f, Dash::Dotted});
        fig.Marker(euler_.landing, MarkerShape::Cross, Ink::Point, 5.0f);
        fig.Label(euler_.landing, "Euler, dt = " + Num(dt_) + ": off by " + Num(euler_.miss), Ink::Point,
                  Anchor::N, {0, 26}, 0.85f);
      }
    } else if (st.reveal >= 1) {
      fig.Label(launcher_, "no analytic answer at this angle: the aim line passes below the target", Ink::End,
                Anchor::SW, {10, -40}, 0.9f);
    }

    // Steps 3…: the shots. Overshoot dashed, undershoot dotted, the hit solid; numbered at their landing.
    const int shown = std::clamp(st.reveal - 2, 0, aim_.count);
    for (int i = 0; i < shown; ++i) {
      const Attempt& a = aim_.attempts[static_cast<std::size_t>(i)];
      const bool last = i == aim_.count - 1;
      const bool hit = last && aim_.outcome == AimOutcome::Hit;
      const Stroke s = hit                  ? Stroke{Ink::Reflect, 3.0f}
                       : a.flight.overshoot ? Stroke{Ink::Outside, 1.5f, Dash::Dashed, 0.85f}
                                            : Stroke{Ink::Inside, 1.5f, Dash::Dotted, 0.85f};
      fig.Polyline(Path(i), s);
      const bool numbered = i < 6 || last;
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

    // Caption and the miss of every shot, converging (Overlay, so both export).
    std::string status;
    switch (aim_.outcome) {
      case AimOutcome::Hit: status = "hit after " + std::to_string(aim_.count) + " shots"; break;
      case AimOutcome::NotConverged: status = "no hit in " + std::to_string(aim_.count) + " shots"; break;
      case AimOutcome::Unreachable: status = "out of reach at this angle"; break;
      case AimOutcome::BadInput: break;
    }
    fig.Label({20, 20},
              status + "   miss = " + Num(aim_.miss) + " m   s = " + Num(aim_.speed) + " m/s   " +
                  (aim_.analytic.outcome == AnalyticOutcome::Ok
                       ? "(no drag: s₀ = " + Num(aim_.analytic.speed) + " m/s)"
                       : std::string("(no drag: no analytic answer)")),
              aim_.outcome == AimOutcome::Hit ? Ink::Text : Ink::Warning, Anchor::NW, {0, 0}, 1.0f,
              Space::Overlay);
    fig.Label({20, 48},
              "dashed ▲: overshoot → less speed    dotted ■: undershoot → more speed    solid ◆: hit",
              Ink::Muted, Anchor::NW, {0, 0}, 0.85f, Space::Overlay);
    if (aim_.count > 0) {
      double lo = -tolerance_, hi = tolerance_;
      for (int i = 0; i < aim_.count; ++i) {
        lo = std::min(lo, aim_.attempts[static_cast<std::size_t>(i)].flight.miss);
        hi = std::max(hi, aim_.attempts[static_cast<std::size_t>(i)].flight.miss);
      }
      lo = std::max(lo, -2 * scale), hi = std::min(hi, 2 * scale);
      PlotBox box = CornerPlot(st.canvas_px, {320, 170}, 0.5, aim_.count + 0.5, lo, hi, "miss per shot (m)");
      box.x_label = "shot";
      Plot plot(fig, box);
      plot.HLine(tolerance_, {Ink::Muted, 1.0f, Dash::Dotted});
      plot.HLine(-tolerance_, {Ink::Muted, 1.0f, Dash::Dotted});
      std::vector<Vec2> curve;
      for (int i = 0; i < std::max(shown, 1) && i < aim_.count; ++i) {
        const double m = std::clamp(aim_.attempts[static_cast<std::size_t>(i)].flight.miss, lo, hi);
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
      c |= ImGui::SliderScalar(name, ImGuiDataType_Double, v, &lo, &hi, fmt,
                               log ? ImGuiSliderFlags_Logarithmic : 0);
    };
    slider("angle θ (°)", &angle_deg_, 5, 85, "%.1f");
    slider("gravity g", &g_, 1, 25, "%.2f");
    slider("linear drag k1", &k_linear_, 0, 1, "%.3f");
    slider("quadratic drag k2", &k_quadratic_, 0, 0.1, "%.4f");
    slider("wind w (m/s)", &wind_, -15, 15, "%.1f");
    slider("time step dt", &dt_, 0.001, 0.25, "%.3f", true);
    slider("tolerance (m)", &tolerance_, 0.01, 2, "%.2f", true);
    ImGui::TextDisabled("a = (0, −g) − k1 (v − w) − k2 ‖v − w‖ (v − w)");
    ImGui::TextDisabled("wind w > 0 blows to the right");
    if (c) Update();
  }

  Derivation Derive() const override {
    Derivation d;
    d.lesson = "targeting";
    d.inputs = SaveScene();
    d.inputs.erase("lesson");
    if (aim_.outcome == AimOutcome::BadInput) {
      d.verdict = "Nothing to aim at: the target must be to the right of the launcher and 0° < θ < 90°.";
      d.result = {{"hit", false}};
      return d;
    }
    const AnalyticAim& an = aim_.analytic;
    const std::string th = Num(angle_deg_) + "°";
    if (an.outcome == AnalyticOutcome::Ok) {
      d.steps.push_back({"s₀", "√(g x² / (2 cos²θ (x tanθ − y)))  (no drag)",
                         "√(" + Num(g_) + "·" + Term(an.x) + "² / (2 cos²" + th + "·(" + Num(an.x) + "·tan " +
                             th + " − " + Term(an.y) + ")))",
                         Num(an.speed) + " m/s", an.speed, Ink::End});
      d.steps.push_back({"Euler error", "x_Euler − x_target  (s₀, no drag, dt)",
                         "dt = " + Num(dt_) + ": comes down at x = " + Num(euler_.landing.x),
                         Num(euler_.miss) + " m", euler_.miss, Ink::Point});
    } else {
      d.steps.push_back({"s₀", "needs x tanθ − y > 0", Num(an.x) + "·tan " + th + " − " + Term(an.y) + " ≤ 0",
                         "none", nullptr, Ink::End});
      d.steps.push_back(
          {"Euler error", "x_Euler − x_target", "no analytic shot to compare", "—", nullptr, Ink::Point});
    }
    for (int i = 0; i < aim_.count; ++i) {
      const Attempt& a = aim_.attempts[static_cast<std::size_t>(i)];
      const FlightTrace& f = a.flight;
      const bool hit = i == aim_.count - 1 && aim_.outcome == AimOutcome::Hit;
      std::string where, value;
      switch (f.outcome) {
        case FlightOutcome::Crossed: where = "comes down at x = " + Num(f.landing.x); break;
        case FlightOutcome::NeverReached:
          where = "never reaches the target's height (apex " + Num(f.apex.y) + ")";
          break;
        case FlightOutcome::MaxSteps:
          where = "still flying after " + std::to_string(f.steps) + " steps";
          break;
        case FlightOutcome::BadInput: where = "—"; break;
      }
      if (hit) {
        value = "hit: |miss| = " + Num(std::abs(f.miss)) + " ≤ " + Num(tolerance_);
      } else if (f.overshoot) {
        value = "overshoot by " + Num(f.miss) + " → less speed";
      } else {
        value = "undershoot" + (f.outcome == FlightOutcome::Crossed ? " by " + Num(-f.miss) : std::string()) +
                " → more speed";
      }
      d.steps.push_back({"shot " + std::to_string(i + 1), "Euler steps, dt = " + Num(dt_),
                         "s = " + Num(a.speed) + ": " + where, value, f.miss,
                         hit           ? Ink::Reflect
                         : f.overshoot ? Ink::Outside
                                       : Ink::Inside});
    }
    switch (aim_.outcome) {
      case AimOutcome::Hit:
        d.verdict = "Hit after " + std::to_string(aim_.count) + " shots: s = " + Num(aim_.speed) +
                    " m/s misses by " + Num(aim_.miss) + " m (tolerance " + Num(tolerance_) + ")." +
                    (an.outcome == AnalyticOutcome::Ok
                         ? " Without drag the analytic answer is s₀ = " + Num(an.speed) + " m/s."
                         : "");
        break;
      case AimOutcome::NotConverged:
        d.verdict = "No hit in " + std::to_string(aim_.count) + " shots: the last misses by " +
                    Num(aim_.miss) + " m. At this angle the target may be out of reach — try a steeper θ.";
        break;
      case AimOutcome::Unreachable:
        d.verdict =
            "Out of reach at θ = " + th +
            ": the shots stay too low, or come down through the target's height beyond it however the speed "
            "is tuned. \"Fun to watch, but does it solve our problem?\" Not at this angle: try a steeper θ.";
        break;
      case AimOutcome::BadInput: break;
    }
    d.result = {
        {"hit", aim_.outcome == AimOutcome::Hit},
        {"iterations", aim_.count},
        {"speed", aim_.speed},
        {"miss", aim_.miss},
        {"analytic_speed", an.outcome == AnalyticOutcome::Ok ? nlohmann::json(an.speed) : nlohmann::json()}};
    return d;
  }

  nlohmann::json SaveScene() const override {
    return {{"lesson", "targeting"},
            {"launcher", PointJson(launcher_)},
            {"target", PointJson(target_)},
            {"angle", angle_deg_},
            {"g", g_},
            {"k_linear", k_linear_},
            {"k_quadratic", k_quadratic_},
            {"wind", wind_},
            {"dt", dt_},
            {"tolerance", tolerance_}};
  }

  void LoadScene(const nlohmann::json& j) override {
    const std::string file = "scene";
    if (ReadLessonId(j, file) != Id()) throw SceneError(file, "lesson", "not a targeting scene");
    const Vec2 launcher = ReadPoint(j, "launcher", file), target = ReadPoint(j, "target", file);
    CheckApart(launcher, target, "launcher", "target", file);
    const double angle = ReadNumber(j, "angle", file, domain::kLaunchAngleDeg);
    const double g = ReadNumber(j, "g", file, domain::kTargetGravity);
    const double k1 = ReadNumber(j, "k_linear", file, domain::kDrag);
    const double k2 = ReadNumber(j, "k_quadratic", file, domain::kDrag);
    const double wind = ReadNumber(j, "wind", file, domain::kWind);
    const double dt = ReadNumber(j, "dt", file, domain::kEulerStep);
    const double tol = ReadNumber(j, "tolerance", file, domain::kTolerance);
    launcher_ = launcher, target_ = target, angle_deg_ = angle, g_ = g, k_linear_ = k1, k_quadratic_ = k2;
    wind_ = wind, dt_ = dt, tolerance_ = tol;
    Update();
  }

  std::vector<Preset> Presets() const override {
    auto scene = [](double angle, double k1, double k2, double wind, double dt, Vec2 target = {40, 5}) {
      return nlohmann::json{{"lesson", "targeting"}, {"launcher", {0, 0}}, {"target", PointJson(target)},
                            {"angle", angle},        {"g", 9.81},          {"k_linear", k1},
                            {"k_quadratic", k2},     {"wind", wind},       {"dt", dt},
                            {"tolerance", 0.1}};
    };
    return {
        {"no drag", scene(45, 0, 0, 0, 0.02)},
        {"linear drag", scene(45, 0.15, 0, 0, 0.02)},
        {"quadratic drag", scene(45, 0, 0.01, 0, 0.02)},
        {"headwind", scene(45, 0.1, 0.005, -8, 0.02)},
        {"tailwind", scene(45, 0.1, 0.005, 8, 0.02)},
        {"coarse dt (Euler's error)", scene(45, 0, 0, 0, 0.2)},
        {"out of reach", scene(20, 0.1, 0.005, 0, 0.02, {30, 25})},
    };
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(launcher_);
    b.Add(target_);
    for (int i = 0; i < aim_.count; ++i) {
      for (Vec2 p : Path(i)) {
        // Wild first guesses (e.g. 2× speed into no wind) should not shrink the view to a dot.
        if (Length(p - launcher_) < 1.6 * Length(target_ - launcher_) + 5) b.Add(p);
      }
    }
    return b.Padded(0.08 * std::max(5.0, Length(target_ - launcher_)));
  }

 private:
  std::span<const Vec2> Path(int i) const {
    return {paths_.data() + static_cast<std::size_t>(i) * kStride,
            aim_.attempts[static_cast<std::size_t>(i)].flight.path_count};
  }

  Vec2 launcher_{0, 0}, target_{40, 5};
  double angle_deg_ = 45, g_ = 9.81, k_linear_ = 0.1, k_quadratic_ = 0.005, wind_ = 0, dt_ = 0.02,
         tolerance_ = 0.1;
  Air air_;
  AimTrace aim_;
  FlightTrace euler_;
  std::vector<Vec2> paths_, euler_path_;  // allocated once; the core writes into them
};

}  // namespace

std::unique_ptr<Lesson> MakeTargetingLesson() { return std::make_unique<TargetingLesson>(); }

}  // namespace ricochet::app
