// Lesson pi-blocks (Lecture 17 taken to its limit): a big block M slides toward a small block m resting by a
// wall; every collision is the lecture's 1D law with masses, applied only when the blocks approach, and the
// count spells π for M/m = 100ⁿ. The blocks play out event by event (NextCollision: the time of each
// collision, not small time steps); beside them the phase-space picture (√M·V, √m·u): every state on one
// circle, each collision a chord. The approaching test can be switched off to see why it is needed: the
// blocks then bounce in place at the first contact and the count has no end (stopped at kPiBlocksNoTestCap).
#include "explain/pi_blocks.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "draw/format.h"
#include "draw/inputs_imgui.h"
#include "draw/plot.h"
#include "lessons/lesson.h"
#include "lessons/wall_draw.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

// The phase picture stays readable at every n (3,141,592 chords fill a disc): the first chords (the zigzag
// whose angle θ the count is about), the last ones up to now (a fading trail), and the states as dots,
// 2θ apart on the circle — at most kPhaseDots of them (every k-th state beyond).
constexpr std::size_t kFirstChords = 8;
constexpr std::size_t kTrail = 8;
constexpr std::size_t kPhaseDots = 160;
constexpr double kEventsPerTick = 4e6;  // at most this many collisions computed per display frame
// Nearly all of n = 5's 314,159 collisions come within 10⁻⁴ of t = 2 (the big block at its closest): one
// frame at any speed. So the collisions play at most at a rate — the count in about kCountSeconds of wall
// clock at speed 1, never slower than kMinRate a second — and while they come faster the clock waits on
// them (slow motion through the burst): the counter visibly runs at every n.
constexpr double kCountSeconds = 10.0;
constexpr double kMinRate = 20.0;
constexpr double kFloorEnd = 18.0;                    // the floor is drawn over x ∈ [−1.5, kFloorEnd]
constexpr double kLeaveAfter = 12.0;                  // time the blocks keep playing after the last collision
constexpr double kMinSpeed = 0.05, kMaxSpeed = 50.0;  // the play speed, the blocks' time per second

// The big block's side: 1 (the small block's) grown with the mass ratio so 1 : 10¹² still fits.
double BigSide(double ratio) { return 1.0 + 0.5 * std::log10(std::max(ratio, 1.0)); }

class PiBlocksLesson final : public Lesson {
 public:
  explicit PiBlocksLesson(const LessonEntry& e) : Lesson(e, Clock::Own) {}

  std::vector<Handle> Handles() const override { return {}; }
  void MoveHandle(int, Vec2) override {}

  void Update() override {
    if (!InputsChanged(in_, solved_, solved_once_)) return;
    // Each count is solved once and kept: n = 6 walks 3,141,592 collisions (≈ 0.1 s), so a class sliding n
    // back and forth waits for it only the first time.
    auto hit = std::find_if(cache_.begin(), cache_.end(), [&](const Solved& c) { return c.in == in_; });
    if (hit == cache_.end()) {
      if (cache_.size() >= kCached) cache_.pop_back();
      hit = cache_.insert(cache_.begin(), Solve());
    }
    count_ = *hit;
    Restart();
    TraceChanged();
  }

  // The blocks run their own time: Play (and P) is the time control; the shell's t slider is hidden.
  std::string_view ImpactStep() const override { return ""; }
  bool Running() const override { return playing_; }
  void PlayPause() override {
    if (!playing_ && Finished()) Restart();
    playing_ = !playing_;
  }
  void Tick(double dt) override {
    const double target = time_ + dt * speed_;
    const double rate = std::max(static_cast<double>(count_.trace.collisions) / kCountSeconds, kMinRate);
    budget_ = std::min(budget_ + dt * speed_ * rate, kEventsPerTick);
    bool waiting = false;  // more collisions before `target` than the budget lets through
    // Never past the count: without the approaching test the collisions at t = 1 have no end.
    while (now_.collisions < count_.trace.collisions) {
      const PiBlocksState n = NextCollision(now_, in_.m, in_.M, in_.approaching_test);
      if (n.last == PiEvent::None || n.t > target) break;
      if (budget_ < 1.0) {
        waiting = true;
        break;
      }
      budget_ -= 1.0;
      now_ = n;
      trail_[static_cast<std::size_t>(now_.collisions) % kTrail] = Phase(now_);
    }
    time_ = waiting ? std::max(time_, now_.t) : target;
    if (!waiting) budget_ = std::min(budget_, 1.0);  // no saving up for the next burst
    if (Finished()) playing_ = false;
  }

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    // The floor and the wall (hatched behind).
    fig.Segment({-1.5, 0}, {kFloorEnd, 0}, {Ink::Wall, 2.0f});
    const double wall_h = BigSide(count_.trace.mass_ratio) + 1.5;
    fig.Segment({0, 0}, {0, wall_h}, {Ink::Wall, 3.0f});
    fig.Hatch({0, wall_h}, {0, 0}, {-1, 0}, {Ink::Wall, 1.2f});
    // The blocks where they are now: between events they move with constant velocity.
    const double dt = time_ - now_.t;
    const double x = now_.x + now_.u * dt, X = now_.X + now_.V * dt, H = BigSide(count_.trace.mass_ratio);
    const auto block = [&](double left, double side, Ink ink, const std::string& name, double v) {
      const std::vector<Vec2> sq{{left, 0}, {left + side, 0}, {left + side, side}, {left, side}};
      fig.Polygon(sq, {ink, 0.55f});
      fig.Polyline(std::vector<Vec2>{sq[0], sq[1], sq[2], sq[3], sq[0]}, {ink, 2.0f});
      fig.Label({left + side / 2, side}, name, ink, Anchor::S, {0, -4});
      if (v != 0.0)
        fig.Arrow({left + side / 2, side / 2}, {left + side / 2 + 1.5 * v, side / 2}, {Ink::Path, 2.0f});
    };
    // Arrows: each block's velocity to its own scale, 1.5 for its fastest (|V| for M; for m, √(M/m)·|V|,
    // when it carries all the energy), so m's arrow stays on the canvas at every n.
    block(x, kSmallWidth, Ink::Start, "m", now_.u / (std::sqrt(in_.M / in_.m) * std::abs(in_.V)));
    block(X, H, Ink::End, "M", now_.V / std::abs(in_.V));
    // The counter; "of N" once the step that counts them is revealed. Before that step (the lecture start,
    // practice, predict first) it is the class's to count: played to the end, the counter would be the
    // answer.
    std::string counter = "collisions: ?";
    if (Revealed(st, "collisions"))
      counter =
          "collisions: " + std::to_string(now_.collisions) + " of " + std::to_string(count_.trace.collisions);
    fig.Label({24, 24}, counter, Ink::Hit, Anchor::NW, {0, 0}, 1.3f, Space::Overlay);
    // Without the test these lines say what happens (the verdict is too long for the figure).
    if (!in_.approaching_test) {
      fig.Label({24, 58}, "approaching test OFF: touching blocks collide, approaching or not", Ink::Wall,
                Anchor::NW, {0, 0}, 1.0f, Space::Overlay);
      if (count_.trace.outcome == PiBlocksOutcome::TooMany && now_.collisions >= count_.trace.collisions) {
        fig.Label({24, 84},
                  "stopped at " + std::to_string(count_.trace.collisions) + ": they bounce in place at t = " +
                      Num(count_.trace.last_time) + " — the count has no end",
                  Ink::Wall, Anchor::NW, {0, 0}, 1.0f, Space::Overlay);
      }
    }
    if (Revealed(st, "theta")) DrawPhase(fig, st);
    if (AllRevealed(st) && in_.approaching_test) wall::Caption(fig, st, derivation().verdict, Ink::Text, 1);
  }

  void Controls(LessonState&) override {
    if (ImGui::Button(playing_ ? "Pause" : "Play")) PlayPause();
    inputs::SameLineFor("Restart");
    if (ImGui::Button("Restart")) Restart(), playing_ = false;
    ImGui::SameLine();
    ImGui::TextDisabled("t = %.3f", time_);
    const double smin = kMinSpeed, smax = kMaxSpeed;
    ImGui::SliderScalar(inputs::Fit("speed"), ImGuiDataType_Double, &speed_, &smin, &smax, "%.2f time/s",
                        ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);
    // M/m = 100ⁿ: the count is the first n + 1 digits of π (masses within the scene's range, 10⁻⁶ … 10⁶).
    int n = static_cast<int>(std::lround(std::log(in_.M / in_.m) / std::log(100.0)));
    if (ImGui::SliderInt(inputs::Fit("n: M/m = 100ⁿ"), &n, 0, 6, "%d", ImGuiSliderFlags_AlwaysClamp)) {
      in_.m = n <= 3 ? 1.0 : std::pow(100.0, 3 - n);
      in_.M = in_.m * std::pow(100.0, n);
    }
    inputs::Muted("m = " + Num(in_.m) + ", M = " + Num(in_.M) + ", V = " + Num(in_.V));
    // Off: what a loop that collides whatever touches does — the count has no end (stopped at the cap).
    ImGui::Checkbox("approaching test", &in_.approaching_test);
    inputs::Muted("collide only if u − V > 0");
  }

  // The panel's Restart and speed, for the text view (the same members).
  std::vector<ViewSetting> ViewSettings() const override {
    return {ViewSetting::Action("restart", "Restart", "the blocks back where they start, paused"),
            ViewSetting::Number("play_speed", "play speed", "the blocks' time per second of play", speed_,
                                {kMinSpeed, kMaxSpeed, false, false})};
  }
  void SetViewSetting(std::string_view name, const nlohmann::json& value) override {
    const std::vector<ViewSetting> all = ViewSettings();
    const nlohmann::json v = ViewSettingValue(FindViewSetting(all, name), value);
    if (name == "restart") Restart(), playing_ = false;
    if (name == "play_speed") speed_ = v.get<double>();
  }

  std::int64_t Work() const override { return count_.trace.collisions; }

  nlohmann::json SaveScene() const override { return SceneOf(PiBlocksJson(in_)); }
  void LoadScene(const nlohmann::json& j) override {
    const PiBlocksInputs in = ReadPiBlocks(j, "scene");
    in_ = in;
    Update();
  }

  std::vector<Preset> Presets() const override {
    const auto scene = [&](double m, double M) { return SceneOf(PiBlocksJson({m, M, -1})); };
    const auto off = [&](double m, double M) { return SceneOf(PiBlocksJson({m, M, -1, false})); };
    return {{"equal masses", scene(1, 1), {{"collisions", 3}}},
            {"π to 2 digits", scene(1, 100), {{"collisions", 31}}},
            {"π to 3 digits", scene(1, 1e4), {{"collisions", 314}}},
            {"π to 4 digits", scene(1, 1e6), {{"collisions", 3141}}},
            {"π to 6 digits", scene(1e-4, 1e6), {{"collisions", 314159}}},
            {"π to 7 digits", scene(1e-6, 1e6), {{"collisions", 3141592}}},
            {"M/m = 10", scene(1, 10), {{"pi_digits", ""}}},
            {"no approaching test", off(1, 100), {{"stopped", true}, {"collisions", kPiBlocksNoTestCap}}}};
  }

  Bounds SceneBounds() const override {
    // The wall and the blocks where they start (the big one 3 from the wall), with room for the labels
    // above and the first stretch they leave along; the camera keeps it clear of the phase plot and the
    // counter (Camera::FitAround).
    const double side = BigSide(count_.trace.mass_ratio);
    Bounds b;
    b.Add(Vec2{-0.8, -0.3});
    b.Add(Vec2{3.0 + side + 3.0, side + 1.6});
    return b;
  }

 private:
  Derivation Derive() const override { return DerivePiBlocks(solved_, count_.trace); }

  struct Solved {
    PiBlocksInputs in;
    PiBlocksTrace trace;
    std::vector<Vec2> first, dots;  // the first kFirstChords + 1 states; every dot_step-th state
    std::int64_t dot_step = 1;
  };
  // The count of in_ and, in the same walk, the first chords and the dots.
  Solved Solve() const {
    Solved s;
    s.in = in_;
    const std::int64_t expected = in_.approaching_test
                                      ? std::min(PiBlocksPredicted(in_.m, in_.M), kPiBlocksMaxCollisions)
                                      : kPiBlocksNoTestCap;
    // Odd, so the dots take states after a wall (u > 0, upper half) and after the blocks (lower) alike.
    s.dot_step = std::max<std::int64_t>(1, (expected + kPhaseDots) / kPhaseDots) | 1;
    s.trace = SolvePiBlocks(in_, [&](const PiBlocksState& state) {
      if (s.first.size() <= kFirstChords) s.first.push_back(Phase(state));
      if (state.collisions % s.dot_step == 0) s.dots.push_back(Phase(state));
    });
    if (s.dots.empty()) s.first = s.dots = {Phase(Start())};  // not moving (or bad masses): where it starts
    return s;
  }

  PiBlocksState Start() const {
    PiBlocksState s;
    s.V = in_.V;
    return s;
  }
  // (√M·V, √m·u): on the circle of radius √(2E).
  Vec2 Phase(const PiBlocksState& s) const { return {std::sqrt(in_.M) * s.V, std::sqrt(in_.m) * s.u}; }
  void Restart() {
    now_ = Start();
    time_ = 0.0, budget_ = 0.0;
    trail_.fill(Phase(now_));
  }
  // Every collision counted and, when the blocks leave, they have had kLeaveAfter to go; stopped at the cap
  // (no approaching test) at once.
  bool Finished() const {
    if (now_.collisions < count_.trace.collisions) return false;
    return count_.trace.outcome != PiBlocksOutcome::Counted || time_ > now_.t + kLeaveAfter;
  }

  void DrawPhase(Figure& fig, const LessonState& st) const {
    const double r = std::sqrt(2.0 * std::max(count_.trace.energy, 1e-300)), R = 1.15 * r;
    // Always bottom-right: the counter and the wall take the left, the blocks leave along the top.
    PlotBox box =
        CornerPlot(st.canvas_px, PlotCorner::BottomRight, {300, 300}, -R, R, -R, R, "phase: (√M·V, √m·u)");
    box.x_label = "√M·V";
    // Square, in the same corner: a circle stays a circle and the chords keep their angle θ.
    const double side = std::min(box.size_px.x, box.size_px.y);
    box.origin_px += box.size_px - Vec2{side, side};
    box.size_px = {side, side};
    box.y0 = -R, box.y1 = R;  // without CornerPlot's padding of y
    Plot plot(fig, box);
    std::vector<Vec2> circle;
    for (int k = 0; k <= 96; ++k) {
      const double a = 2.0 * std::numbers::pi * k / 96;
      circle.push_back({r * std::cos(a), r * std::sin(a)});
    }
    plot.Curve(circle, {Ink::Muted, 1.0f, Dash::Dashed});
    // The states as dots 2θ apart: those reached so far bright, those to come faint. How many fit in the
    // circle is the count.
    for (std::size_t i = 0; i < count_.dots.size(); ++i) {
      const bool reached = static_cast<std::int64_t>(i) * count_.dot_step <= now_.collisions;
      fig.Marker(plot.ToPx(count_.dots[i]), MarkerShape::Dot, reached ? Ink::Plot3 : Ink::Muted,
                 reached ? 2.0f : 1.5f, Space::Overlay);
    }
    // The first chords: wall chords vertical, block chords all parallel, θ apart.
    plot.Curve(count_.first, {Ink::Plot3, 1.2f, Dash::Solid, 0.7f});
    // The last chords up to now, fading; the current one bold.
    const auto done = static_cast<std::size_t>(now_.collisions);
    for (std::size_t k = 1; k < kTrail && k <= done; ++k) {
      const Vec2 a = trail_[(done - k) % kTrail], b = trail_[(done - k + 1) % kTrail];
      const float fade = 1.0f - static_cast<float>(k - 1) / kTrail;
      plot.Curve(std::vector<Vec2>{a, b}, {Ink::Hit, k == 1 ? 2.5f : 1.2f, Dash::Solid, fade});
    }
    plot.Point(Phase(now_), MarkerShape::Dot, Ink::Hit);
    std::string note = "2θ = " + Num(2.0 * count_.trace.theta * 180.0 / std::numbers::pi) + "°";
    if (count_.dot_step > 1) note += " · a dot every " + std::to_string(count_.dot_step) + " states";
    fig.Label(box.origin_px + Vec2{6, box.size_px.y - 4}, note, Ink::Muted, Anchor::SW, {0, 0}, 0.8f,
              Space::Overlay);
  }

  PiBlocksInputs in_, solved_;
  bool solved_once_ = false;
  static constexpr std::size_t kCached = 8;  // n = 0 … 6 and the count without the test
  std::vector<Solved> cache_;                // the counts solved, the latest first
  Solved count_;                             // in_'s: the trace, the first chords and the dots
  std::array<Vec2, kTrail> trail_{};         // the last states played, state k at k % kTrail
  PiBlocksState now_;
  double time_ = 0.0, speed_ = 2.0;
  double budget_ = 0.0;  // collisions the rate still lets through (Tick)
  bool playing_ = false;
};

}  // namespace

std::unique_ptr<Lesson> MakePiBlocksLesson(const LessonEntry& e) {
  return std::make_unique<PiBlocksLesson>(e);
}

}  // namespace ricochet::app
