// Sandbox (Lecture 17's naive main loop "can be very slow"; the air-hockey lecture's game): many balls,
// walls and pillars, every frame solved continuously by ricochet::World — for each ball the earliest event
// among walls (circle vs segment), pillars (ray vs circle, R = r_c + r_s) and balls (two moving circles),
// respond, continue with the rest of the frame. The broad phase switches live between the lecture's loop
// and a uniform grid, with the pair tests per frame and the step time shown.
#include "lessons/sandbox.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <deque>
#include <limits>
#include <string>

#include "draw/format.h"
#include "draw/inputs_imgui.h"
#include "draw/plot.h"
#include "explain/sandbox.h"
#include "imgui.h"
#include "ricochet/world.h"
#include "ricochet/world_generators.h"
#include "ricochet/world_history.h"
#include "scene/scene.h"
#include "scene/sim_scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;

constexpr std::size_t kPlotFrames = 600;  // energy / momentum history shown
constexpr std::size_t kTrailFrames = 40;  // trail length
constexpr std::size_t kTrailBalls = 60;   // trails for every ball up to this many, else the selected one
constexpr double kMaxPaddleSpeed = 2.5;   // world units per frame: the mouse can jump, the paddle cannot
constexpr double kMinSpeed = 0.05, kMaxSpeed = 8.0;      // the play speed, frames per display frame
constexpr double kMaxGravity = 0.1;                      // the panel's gravity slider, down per frame²
constexpr int kMinGasBalls = 100, kMaxGasBalls = 20000;  // the gas box's refill

class SandboxLesson final : public Lesson {
 public:
  // The table runs its own frames: its Play button (and P) is the one time control; the shell's t slider and
  // "Jump to ti" (one frame's motion B(t)) mean nothing here and are hidden.
  explicit SandboxLesson(const LessonEntry& e) : Lesson(e, Clock::Own) {}

  std::vector<Handle> Handles() const override {
    if (paddle_ >= 0) return {{"S1", &paddle_target_, Ink::Highlight}};  // the paddle follows it
    return {};
  }
  void MoveHandle(int i, Vec2 p) override {
    if (paddle_ >= 0 && i == 0) paddle_target_ = p;
  }

  void Update() override {}

  bool Running() const override { return playing_; }
  void PlayPause() override { playing_ = !playing_; }
  // Clicking a ball selects it (its frame's events show in the panel); clicking empty table deselects.
  bool Click(Vec2 at, double tol) override {
    const Balls& b = world_.balls;
    int hit = -1;
    double best = 1e300;
    for (std::size_t i = 0; i < b.size(); ++i) {
      const double d = Length(b.P(i) - at) - b.r[i];
      if (d <= tol && d < best) best = d, hit = static_cast<int>(i);
    }
    Select(hit);
    return true;
  }
  void Tick(double /*dt*/) override {
    // speed_ frames per display frame; below 1, frames are skipped to slow the motion down.
    budget_ += speed_;
    while (budget_ >= 1.0) {
      budget_ -= 1.0;
      StepOnce();
    }
  }

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    DrawGrid(fig);
    for (const Segment& s : world_.walls) fig.Segment(s.p0, s.p1, {Ink::Wall, 3.0f});
    for (const Circle& c : world_.pillars) {
      fig.Disc(c.c, c.r, {Ink::Pillar, 0.45f});
      fig.Circle(c.c, c.r, {Ink::Pillar, 2.0f});
    }
    if (trails_) {
      std::vector<Vec2> pts;
      for (std::size_t i = 0; i < trails.size(); ++i) {
        pts.assign(trails[i].begin(), trails[i].end());
        if (pts.size() >= 2) fig.Polyline(pts, {Ink::Path, 1.0f, Dash::Solid, 0.45f});
      }
    }
    const Balls& b = world_.balls;
    for (std::size_t i = 0; i < b.size(); ++i) {  // one run of discs: the screen draws it on the GPU
      const bool paddle = std::isinf(b.m[i]);
      fig.Disc(b.P(i), b.r[i], {paddle ? Ink::Highlight : Ink::Ball, paddle ? 0.8f : 0.75f});
    }
    if (b.size() <= 60) {  // few balls: outline and velocity arrows, as in the single-test lessons
      for (std::size_t i = 0; i < b.size(); ++i) {
        fig.Circle(b.P(i), b.r[i], {std::isinf(b.m[i]) ? Ink::Highlight : Ink::Ball, 1.5f});
        if (LengthSq(b.V(i)) > 0) fig.Arrow(b.P(i), b.P(i) + b.V(i), {Ink::Path, 1.5f});
      }
    }
    if (paddle_ >= 0) {
      fig.Segment(b.P(static_cast<std::size_t>(paddle_)), paddle_target_,
                  {Ink::Highlight, 1.2f, Dash::Dashed});
      fig.Label(b.P(static_cast<std::size_t>(paddle_)), "paddle S", Ink::Highlight, Anchor::SW, {8, -8});
    }
    DrawSelected(fig);
    DrawStats(fig, st);
    DrawPlots(fig, st);
  }

  void Controls(LessonState&) override {
    const std::vector<SandboxPresetInfo>& presets = SandboxPresets();
    if (ImGui::BeginCombo(inputs::Fit("table"), preset_.c_str())) {
      for (const SandboxPresetInfo& p : presets) {
        if (ImGui::Selectable(p.name, preset_ == p.name)) LoadScene(SceneOf({{"preset", p.name}}));
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", p.what);
      }
      ImGui::EndCombo();
    }
    if (ImGui::Button(playing_ ? "Pause" : "Play")) playing_ = !playing_;
    inputs::SameLineFor("Single frame");
    if (ImGui::Button("Single frame")) {
      playing_ = false;
      StepOnce();
    }
    inputs::SameLineFor("Step back");
    ImGui::BeginDisabled(history_.size() == 0);
    if (ImGui::Button("Step back")) {
      playing_ = false;
      StepBack();
    }
    ImGui::EndDisabled();
    if (ImGui::Button("Reset")) Reset();  // its own line: the row fits a projector's panel
    ImGui::SameLine();
    inputs::Muted("frame " + std::to_string(world_.frame()) + ", history " + std::to_string(history_.size()) +
                  " frames");
    const double smin = kMinSpeed, smax = kMaxSpeed;
    // AlwaysClamp: a typed value (Ctrl+click) stays in range too — 10⁹ frames per tick would freeze the
    // window.
    ImGui::SliderScalar(inputs::Fit("speed"), ImGuiDataType_Double, &speed_, &smin, &smax, "%.2f frames/tick",
                        ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);

    int bp = world_.broadphase == Broadphase::Grid ? 0 : 1;
    ImGui::TextUnformatted("Broad phase:");
    ImGui::RadioButton("uniform grid", &bp, 0);
    inputs::SameLineFor("naive loop", true);
    ImGui::RadioButton("naive loop", &bp, 1);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("every pair, as Lecture 17's main loop");
    const Broadphase chosen = bp == 0 ? Broadphase::Grid : Broadphase::Naive;
    if (chosen != world_.broadphase)
      world_.broadphase = chosen, TraceChanged();  // the pairs' formula says which
    ImGui::TextWrapped("pair tests: %lld / frame   events: %lld / frame   step: %.2f ms",
                       static_cast<long long>(world_.last_stats().pair_tests),
                       static_cast<long long>(world_.last_stats().events), step_ms_);
    if (world_.last_stats().frozen > 0)
      ImGui::TextColored({1, 0.6f, 0, 1},
                         "fallback: %lld ball(s) hit the %d events/frame cap and were stopped",
                         static_cast<long long>(world_.last_stats().frozen), world_.max_events_per_ball);
    if (world_.last_stats().out_of_play > 0 || world_.last_stats().dropped > 0)
      ImGui::TextColored({1, 0.6f, 0, 1},
                         "out of the engine's range: %lld held or ignored, %lld response(s) dropped",
                         static_cast<long long>(world_.last_stats().out_of_play),
                         static_cast<long long>(world_.last_stats().dropped));

    float g = static_cast<float>(-world_.gravity.y) + 0.0f;  // + 0: never show −0
    if (ImGui::SliderFloat(inputs::Fit("gravity"), &g, 0.0f, static_cast<float>(kMaxGravity),
                           "%.3f down /frame²"))
      world_.gravity = {0, -g};
    ImGui::Checkbox("trails", &trails_);
    if (preset_ == "gas") {
      ImGui::SliderInt(
          inputs::Fit("balls in the box"), &gas_balls_, kMinGasBalls, kMaxGasBalls, "%d",
          ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);  // typed −5: no 2⁶⁴ balls
      inputs::SameLineFor("refill");
      if (ImGui::Button("refill")) LoadScene(SandboxJson(GasBox(static_cast<std::size_t>(gas_balls_), 1)));
    }
    if (world_.watch >= 0) {  // 0 … n − 1; "none" deselects (the field never shows −1)
      int sel = world_.watch;
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
      if (ImGui::InputInt("selected ball", &sel))
        Select(std::clamp(sel, 0, static_cast<int>(world_.balls.size()) - 1));
      inputs::SameLineFor("none");
      if (ImGui::Button("none")) Select(-1);
    } else {
      ImGui::TextUnformatted("selected ball: none (click one)");
      if (world_.balls.size() > 0) {
        inputs::SameLineFor("ball 0");
        if (ImGui::Button("ball 0")) Select(0);
      }
    }
    inputs::SameLineFor("fastest");
    if (ImGui::Button("fastest")) Select(Fastest());
    if (paddle_ >= 0)
      inputs::Text("Drag S1: the paddle moves S0 → S1 each frame (at most " + Num(kMaxPaddleSpeed) +
                   " per frame).");
  }

  std::string_view ImpactStep() const override { return ""; }  // the sandbox runs its own frames

  // The panel's table, single frame, step back, reset, speed and trails, for the text view (the same
  // members).
  std::vector<ViewSetting> ViewSettings() const override {
    using V = ViewSetting;
    std::vector<std::string> tables;
    for (const SandboxPresetInfo& p : SandboxPresets()) tables.push_back(p.name);
    if (std::find(tables.begin(), tables.end(), preset_) == tables.end()) tables.push_back(preset_);
    std::vector<ViewSetting> out = {
        V::Choice("table", "table", "the table the run starts from (a scene file's is \"custom\")", preset_,
                  std::move(tables)),
        V::Action("single_frame", "Single frame", "pauses and runs one frame"),
        V::Action("step_back", "Step back", "pauses and goes back one frame", history_.size() > 0),
        V::Action("reset", "Reset", "the table as it was loaded, frame 0"),
        V::Number("play_speed", "play speed", "frames run per display frame (below 1 slows the run down)",
                  speed_, {kMinSpeed, kMaxSpeed, false, false}),
        V::Flag("trails", "trails", "draw each ball's last frames", trails_)};
    out.push_back(V::Number("gravity_down", "gravity", "downward, per frame squared", -world_.gravity.y + 0.0,
                            {0.0, kMaxGravity, false, false}));
    if (preset_ == "gas") {
      out.push_back(V::Number("gas_balls", "balls in the box", "how many balls Refill puts in the box",
                              gas_balls_, {kMinGasBalls, kMaxGasBalls, false, false}));
      out.push_back(V::Action("refill", "Refill", "a new box of that many balls"));
    }
    out.push_back(V::Number("selected_ball", "selected ball",
                            "the ball whose frame the derivation follows (−1: none)", world_.watch,
                            {-1.0, static_cast<double>(world_.balls.size()) - 1.0, false, false}));
    out.push_back(V::Action("fastest", "Select the fastest", "the fastest ball becomes the selected one",
                            world_.balls.size() > 0));
    return out;
  }
  void SetViewSetting(std::string_view name, const json& value) override {
    const std::vector<ViewSetting> all = ViewSettings();
    const ViewSetting& s = FindViewSetting(all, name);
    const json v = ViewSettingValue(s, value);
    if (name == "table") {
      if (v.get<std::string>() == preset_) return;
      LoadScene(SceneOf({{"preset", v.get<std::string>()}}));  // "custom" is never chosen: it is preset_
    } else if (name == "single_frame") {
      playing_ = false;
      StepOnce();
    } else if (name == "step_back") {
      playing_ = false;
      StepBack();
    } else if (name == "reset") {
      Reset();
    } else if (name == "play_speed") {
      speed_ = v.get<double>();
    } else if (name == "trails") {
      trails_ = v.get<bool>();
    } else if (name == "gravity_down") {
      world_.gravity = {0, -v.get<double>()};
    } else if (name == "gas_balls" || name == "selected_ball") {
      const double x = v.get<double>();
      if (x != std::round(x))
        throw SceneError("", std::string(name), "must be a whole number, got " + Num(x));
      if (name == "gas_balls") gas_balls_ = static_cast<int>(x);
      if (name == "selected_ball") Select(static_cast<int>(x));
    } else if (name == "refill") {
      LoadScene(SandboxJson(GasBox(static_cast<std::size_t>(gas_balls_), 1)));
    } else if (name == "fastest") {
      Select(Fastest());
    }
  }

  double TimeOfImpact() const override {
    const auto& log = world_.watch_log();
    return log.empty() ? -1.0 : log.front().ti;
  }

  json SaveScene() const override { return SandboxJson(world_); }
  std::optional<std::uint64_t> SceneStamp() const override { return SandboxStamp(world_); }

  void LoadScene(const json& j) override {
    World w = SandboxWorld(j, "scene");  // throws before anything changes
    const Broadphase keep = world_.broadphase;
    world_ = std::move(w);
    world_.threads = DefaultThreads();  // the same frames on any number (world.h)
    if (!j.contains("broadphase")) world_.broadphase = keep;
    initial_ = SandboxJson(world_);
    preset_ =
        j.contains("preset") && j.at("preset").is_string() ? j.at("preset").get<std::string>() : "custom";
    history_.Clear();
    energy_.clear();
    momentum_.clear();
    trails.clear();
    paddle_ = -1;
    for (std::size_t i = 0; i < world_.balls.size(); ++i)
      if (std::isinf(world_.balls.m[i])) paddle_ = static_cast<int>(i);
    if (paddle_ >= 0) {  // S1 starts where the scene's paddle velocity would take it in 30 frames
      const auto k = static_cast<std::size_t>(paddle_);
      paddle_v0_ = world_.balls.V(k);
      paddle_target_ = paddle_target0_ = world_.balls.P(k) + paddle_v0_ * 30.0;
    }
    Select(SandboxDefaultWatch(world_));  // frame 0: nothing has run (the history is empty)
    Record();
  }

  std::vector<Preset> Presets() const override {
    // Each table by name, {"preset": "gas"}: the scene reader builds it from its generator when it is chosen.
    // The panel asks for the presets every frame, and the gas table alone is 2,000 balls of JSON.
    // What each table holds (the derivation's inputs count balls, walls and pillars).
    static const json lands = {{"pinball", {{"pillars", 6}, {"balls", 3}}},
                               {"air-hockey", {{"balls", 2}, {"walls", 4}}},
                               {"billiards", {{"balls", 16}, {"pillars", 0}}},
                               {"gas", {{"balls", 2000}, {"selected", -1}}},
                               {"small gas", {{"balls", 300}, {"selected", -1}}}};
    std::vector<Preset> out;
    for (const SandboxPresetInfo& p : SandboxPresets())
      out.push_back({p.name, SceneOf({{"preset", p.name}}), lands.value(p.name, json())});
    return out;
  }

  Bounds SceneBounds() const override {
    Bounds b;
    for (const Segment& s : world_.walls) b.Add(s.p0), b.Add(s.p1);
    for (const Circle& c : world_.pillars) b.Add(c.c, c.r);
    if (world_.walls.empty())
      for (std::size_t i = 0; i < world_.balls.size(); ++i) b.Add(world_.balls.P(i), world_.balls.r[i]);
    if (b.Empty()) b.Add(Vec2{0, 0}, 1.0);
    return b.Padded(2.0);
  }

  std::vector<std::deque<Vec2>> trails;

  void StepOnce() {
    history_.Push(world_);
    if (paddle_ >= 0) {
      // The paddle's frame: S0 = where it is, S1 = the handle (the mouse), at most kMaxPaddleSpeed away.
      // Until S1 is dragged the paddle keeps the scene's own velocity, bit for bit, so its frames are the
      // ones `ricochet explain` and `simulate` compute for the file (found by the lesson fuzzer: a fast
      // paddle's frame differed).
      const auto k = static_cast<std::size_t>(paddle_);
      Vec2 v = paddle_target_ - world_.balls.P(k);
      const bool dragged = !(paddle_target_ == paddle_target0_);
      if (!dragged && Length(v) >= Length(paddle_v0_)) {
        v = paddle_v0_;
      } else if (Length(v) > kMaxPaddleSpeed) {
        v = Normalize(v) * kMaxPaddleSpeed;
      }
      world_.balls.vx[k] = v.x;
      world_.balls.vy[k] = v.y;
    }
    if (world_.watch >= 0) frame_start_ = world_.balls.P(static_cast<std::size_t>(world_.watch));
    const auto t0 = std::chrono::steady_clock::now();
    world_.Step();
    step_ms_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (paddle_ >= 0) {  // the paddle stops where it is unless the mouse moves it again
      world_.balls.vx[static_cast<std::size_t>(paddle_)] = 0;
      world_.balls.vy[static_cast<std::size_t>(paddle_)] = 0;
    }
    Record();
    frame_ran_ = true;
    TraceChanged();
  }

  // Back to the end of the frame before. The panel then shows that frame, run again from the state before it
  // (the engine is deterministic), so its Bs, events and Be are its own; with no state before it, the frame
  // is shown as not run.
  bool StepBack() {
    if (!history_.Pop(world_)) return false;
    Unrecord();
    if (!Rerun()) NotRun();
    return true;
  }

  void TogglePlay() { playing_ = !playing_; }

  // The table as it was loaded (frame 0), still called by its table's name.
  void Reset() {
    const std::string table = preset_;
    LoadScene(initial_);
    preset_ = table;
  }

  void Select(int i) {
    world_.watch = (i >= 0 && static_cast<std::size_t>(i) < world_.balls.size()) ? i : -1;
    if (world_.balls.size() > kTrailBalls) trails.clear();  // the one trail belongs to the selected ball
    // The frame just run recorded another ball's events: run it again watching this one.
    if (!Rerun()) NotRun();
  }

 private:
  Derivation Derive() const override { return DeriveSandbox(world_, frame_start_, frame_ran_); }

  // The current frame again from the state before it (false when the history has none).
  bool Rerun() {
    if (!history_.Pop(world_)) return false;
    Unrecord();
    StepOnce();
    return true;
  }
  // No frame of the selected ball is known: it starts from here.
  void NotRun() {
    frame_ran_ = false;
    if (world_.watch >= 0) frame_start_ = world_.balls.P(static_cast<std::size_t>(world_.watch));
    TraceChanged();
  }
  void Unrecord() {
    if (!energy_.empty()) energy_.pop_back(), momentum_.pop_back();
    for (auto& t : trails)
      if (!t.empty()) t.pop_back();
  }

  void Record() {
    energy_.push_back(world_.KineticEnergy());
    momentum_.push_back(Length(world_.Momentum()));
    if (energy_.size() > kPlotFrames) energy_.pop_front(), momentum_.pop_front();
    // Every ball's trail on a small table; on a crowded one only the selected ball's.
    const std::size_t n =
        world_.balls.size() <= kTrailBalls ? world_.balls.size() : (world_.watch >= 0 ? 1 : 0);
    trails.resize(n);
    for (std::size_t k = 0; k < n; ++k) {
      const std::size_t i = n == world_.balls.size() ? k : static_cast<std::size_t>(world_.watch);
      trails[k].push_back(world_.balls.P(i));
      if (trails[k].size() > kTrailFrames) trails[k].pop_front();
    }
  }

  int Fastest() const {
    int best = -1;
    double v2 = -1;
    for (std::size_t i = 0; i < world_.balls.size(); ++i)
      if (std::isfinite(world_.balls.m[i]) && LengthSq(world_.balls.V(i)) > v2)
        v2 = LengthSq(world_.balls.V(i)), best = static_cast<int>(i);
    return best;
  }

  // The selected ball: its path this frame through every event, with ti at each.
  // The uniform grid of the broad phase, as the last frame fitted it: a ball is tested only against the
  // balls in the cells its path covers.
  void DrawGrid(Figure& fig) const {
    const UniformGrid& g = world_.grid();
    if (world_.broadphase != Broadphase::Grid || world_.frame() == 0 || g.Columns() > 400 || g.Rows() > 400)
      return;
    const Vec2 o = g.Origin();
    const double side = g.Side(), w = side * g.Columns(), h = side * g.Rows();
    for (int i = 0; i <= g.Columns(); ++i)
      fig.Segment(o + Vec2{side * i, 0}, o + Vec2{side * i, h}, {Ink::Axis, 1.0f, Dash::Solid, 0.6f});
    for (int j = 0; j <= g.Rows(); ++j)
      fig.Segment(o + Vec2{0, side * j}, o + Vec2{w, side * j}, {Ink::Axis, 1.0f, Dash::Solid, 0.6f});
  }

  void DrawSelected(Figure& fig) const {
    const int w = world_.watch;
    if (w < 0 || static_cast<std::size_t>(w) >= world_.balls.size() || !frame_ran_) return;
    const auto i = static_cast<std::size_t>(w);
    const Vec2 be = world_.balls.P(i);
    std::vector<Vec2> path{frame_start_};
    for (const EventRecord& e : world_.watch_log()) path.push_back(e.bi);
    path.push_back(be);
    fig.Polyline(path, {Ink::Highlight, 2.0f});
    fig.Circle(frame_start_, world_.balls.r[i], {Ink::Start, 1.5f, Dash::Dashed});
    fig.Circle(be, world_.balls.r[i], {Ink::Highlight, 2.5f});
    int k = 0;
    for (const EventRecord& e : world_.watch_log()) {
      ++k;
      fig.Circle(e.bi, world_.balls.r[i], {Ink::Hit, 1.2f, Dash::Dotted});
      fig.Marker(e.bi, MarkerShape::Diamond, Ink::Hit, 4.5f);
      fig.Arrow(e.bi, e.bi + e.normal * (2.0 * world_.balls.r[i]), {Ink::Normal, 1.5f});
      fig.Label(e.bi, "#" + std::to_string(k) + " " + EventKindName(e.kind) + ", ti = " + Num(e.ti), Ink::Hit,
                Anchor::SW, {8, -8}, 0.9f);
    }
    fig.Label(be, "ball " + std::to_string(w), Ink::Highlight, Anchor::NW, {8, 8}, 0.9f);
  }

  void DrawStats(Figure& fig, const LessonState&) const {
    const StepStats& st = world_.last_stats();
    const std::string bp = world_.broadphase == Broadphase::Grid ? "uniform grid" : "naive loop";
    fig.Label({24, 24},
              std::to_string(world_.balls.size()) + " balls · " + bp + " · " + std::to_string(st.pair_tests) +
                  " pair tests · " + std::to_string(st.events) + " events · step " + Num(step_ms_) + " ms",
              Ink::Text, Anchor::NW, {0, 0}, 1.05f, Space::Overlay);
    if (st.frozen > 0)
      fig.Label({24, 56},
                "fallback: " + std::to_string(st.frozen) + " ball(s) stopped for the rest of the frame",
                Ink::Warning, Anchor::NW, {0, 0}, 1.0f, Space::Overlay);
  }

  void DrawPlots(Figure& fig, const LessonState& st) const {
    if (energy_.size() < 2) return;
    const auto draw = [&](const std::deque<double>& ys, Vec2 corner_shift, const std::string& title,
                          Ink ink) {
      double lo = *std::min_element(ys.begin(), ys.end()), hi = *std::max_element(ys.begin(), ys.end());
      const double pad = std::max((hi - lo) * 0.1, std::max(std::abs(hi), 1e-9) * 1e-3);
      lo -= pad, hi += pad;
      PlotBox box = CornerPlot(st.canvas_px, st.plot_corner, {330, 150}, 0,
                               static_cast<double>(ys.size() - 1), lo, hi, title);
      box.origin_px += corner_shift;
      box.x_label = "frame";
      Plot plot(fig, box);
      std::vector<Vec2> pts;
      pts.reserve(ys.size());
      for (std::size_t k = 0; k < ys.size(); ++k) pts.push_back({static_cast<double>(k), ys[k]});
      plot.Curve(pts, {ink, 2.0f});
    };
    draw(energy_, {0, -180}, "kinetic energy Σ m v²/2", Ink::Plot1);
    draw(momentum_, {0, 0}, "momentum ‖Σ m v‖", Ink::Plot2);
  }

  World world_;
  History history_{std::size_t{64} << 20};
  json initial_;
  std::string preset_ = "billiards";
  bool playing_ = false, trails_ = true;
  bool frame_ran_ = false;  // the selected ball's current frame has run here (its events are known)
  double speed_ = 1.0, budget_ = 0.0, step_ms_ = 0.0;
  int paddle_ = -1;
  Vec2 paddle_target_, paddle_target0_, paddle_v0_;  // S1, S1 as loaded, the scene's paddle velocity
  Vec2 frame_start_;
  int gas_balls_ = 2000;
  std::deque<double> energy_, momentum_;
};

}  // namespace

std::unique_ptr<Lesson> MakeSandboxLesson(const LessonEntry& e) {
  auto l = std::make_unique<SandboxLesson>(e);
  l->LoadScene({{"lesson", "sandbox"}, {"preset", "billiards"}});
  return l;
}

void SandboxStep(Lesson& lesson) {
  if (auto* s = dynamic_cast<SandboxLesson*>(&lesson)) s->StepOnce();
}

bool SandboxStepBack(Lesson& lesson) {
  auto* s = dynamic_cast<SandboxLesson*>(&lesson);
  return s && s->StepBack();
}

bool SandboxTogglePlay(Lesson& lesson) {
  auto* s = dynamic_cast<SandboxLesson*>(&lesson);
  if (s) s->TogglePlay();
  return s != nullptr;
}

void SandboxSelect(Lesson& lesson, int ball) {
  if (auto* s = dynamic_cast<SandboxLesson*>(&lesson)) s->Select(ball);
}

}  // namespace ricochet::app
