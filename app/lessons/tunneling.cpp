// Lesson 6 (air-hockey lecture, "Circle intersection isn't enough!"): a fast puck passes through a small
// circle or a thin wall between two frames. The discrete test — do the shapes overlap at the frame's ends? —
// says "no collision"; the swept test over the whole path (Lecture 20's ray vs circle, Lecture 10's offset
// line) catches it. A speed slider finds where discrete testing starts to fail: the frame ends straddle the
// target once the puck moves more than the length of the overlap zone, 2(r + R) for a circle, w + 2r for a
// wall of thickness w.
#include <algorithm>
#include <cmath>
#include <string>

#include "draw/format.h"
#include "draw/plot.h"
#include "imgui.h"
#include "lessons/lessons.h"
#include "lessons/round_draw.h"
#include "ricochet/circle_segment.h"
#include "ricochet/ray_circle.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;
using round::LabelAway;

constexpr double kWallHalfHeight = 3.0;  // the wall runs from C − (0, H) to C + (0, H)

json TunnelingScene(const std::string& target, Vec2 c, double speed, double r, double size) {
  json j = {{"lesson", "tunneling"}, {"target", target}, {"c", PointJson(c)}, {"speed", speed}, {"r", r}};
  j[target == "wall" ? "w" : "R"] = size;
  return j;
}

// The swept test's answer for one frame.
struct Swept {
  bool starts_overlapping = false;
  bool hit = false;
  double ti = 0.0;
  const char* feature = "";  // "circle", "face", "end of the wall"
};

class TunnelingLesson final : public Lesson {
 public:
  std::string_view Id() const override { return "tunneling"; }
  std::string_view Title() const override { return "Tunneling: why frame-end overlap tests miss"; }

  std::vector<Handle> Handles() override { return {{"C", &c_, wall_ ? Ink::Wall : Ink::Pillar}}; }

  void Update() override {
    bs_ = {-speed_ / 2, 0.0};  // the frame's ends straddle the origin symmetrically: the worst case
    be_ = {speed_ / 2, 0.0};
    gap0_ = Gap(bs_);
    gap1_ = Gap(be_);
    discrete_hit_ = gap0_ < 0 || gap1_ < 0;
    threshold_ = wall_ ? w_ + 2 * r_ : 2 * (r_ + R_);
    if (wall_) {
      swept_ = SweptWall();
    } else {
      ray_ = RayCircle({bs_, be_}, {c_, R_}, r_);  // the target grows by the puck's radius
      swept_ = {ray_.outcome == RayCircleOutcome::StartsInside, ray_.collides, ray_.ti, "circle"};
    }
  }

  void Draw(Figure& fig, const LessonState& st) const override {
    // The target.
    if (wall_) {
      const Vec2 h{0, kWallHalfHeight}, x{w_ / 2, 0};
      const Vec2 box[4] = {c_ - h - x, c_ - h + x, c_ + h + x, c_ + h - x};
      fig.Polygon(box, {Ink::Wall, 0.85f});
      const Vec2 loop[5] = {box[0], box[1], box[2], box[3], box[0]};
      fig.Polyline(loop, {Ink::Wall, 2.0f});
      LabelAway(fig, c_ + h, {1, 1}, "wall, w = " + Num(w_), Ink::Wall, 10, 1.0f);
    } else {
      fig.Disc(c_, R_, {Ink::Pillar, 0.5f});
      fig.Circle(c_, R_, {Ink::Pillar, 2.0f});
      LabelAway(fig, c_ + Vec2{0, R_}, {1, 1}, "target, R = " + Num(R_), Ink::Pillar, 8, 1.0f);
    }
    // The swept area: every place the puck passes through during the frame.
    const Vec2 n{0, r_};
    const Vec2 band[4] = {bs_ - n, be_ - n, be_ + n, bs_ + n};
    fig.Polygon(band, {Ink::Path, 0.12f});
    fig.Segment(bs_ - n, be_ - n, {Ink::Path, 1.0f, Dash::Dotted});
    fig.Segment(bs_ + n, be_ + n, {Ink::Path, 1.0f, Dash::Dotted});
    fig.Arrow(bs_, be_, {Ink::Path, 2.0f});
    // What the discrete test sees: the puck at the two frame ends only.
    FrameEnd(fig, bs_, gap0_, "t = 0", Ink::Start);
    FrameEnd(fig, be_, gap1_, "t = 1", Ink::End);
    // What the swept test finds.
    if (swept_.hit) {
      const Vec2 at = Lerp(bs_, be_, swept_.ti);
      fig.Circle(at, r_, {Ink::Hit, 2.5f});
      fig.Marker(at, MarkerShape::Diamond, Ink::Hit, 5.0f);
      LabelAway(fig, at + Vec2{0, r_}, {-0.3, 1}, "swept test: contact at ti = " + Num(swept_.ti), Ink::Hit,
                10, 0.95f);
    }
    const Vec2 now = Lerp(bs_, be_, st.t);
    fig.Disc(now, r_, {Ink::Ball, 0.5f});
    fig.Circle(now, r_, {Ink::Ball, 1.5f});

    const double y = 24;
    fig.Label({24, y},
              "Discrete test (overlap at t = 0 and t = 1): " +
                  std::string(discrete_hit_ ? "COLLISION" : "no collision"),
              discrete_hit_ ? Ink::Hit : Ink::Warning, Anchor::NW, {0, 0}, 1.1f, Space::Overlay);
    fig.Label(
        {24, y + 32},
        "Swept test (the whole path): " + (swept_.starts_overlapping ? std::string("overlapping at t = 0")
                                           : swept_.hit              ? "COLLISION at ti = " + Num(swept_.ti)
                                                                     : std::string("no collision")),
        swept_.hit || swept_.starts_overlapping ? Ink::Hit : Ink::Text, Anchor::NW, {0, 0}, 1.1f,
        Space::Overlay);
    const bool tunnels = Tunnels();
    if (tunnels) {
      fig.Label({24, y + 64}, "TUNNELING: the puck jumps over the target between two frames.", Ink::Warning,
                Anchor::NW, {0, 0}, 1.1f, Space::Overlay);
    }
    fig.Label({24, y + (tunnels ? 96 : 64)},
              "speed " + Num(speed_) + (speed_ > threshold_ ? " > " : " ≤ ") + "threshold " +
                  (wall_ ? "w + 2r = " : "2(r + R) = ") + Num(threshold_) + " per frame",
              tunnels ? Ink::Warning : Ink::Muted, Anchor::NW, {0, 0}, 1.0f, Space::Overlay);
    DrawPlot(fig, st);
  }

  void Controls(LessonState&) override {
    int target = wall_ ? 1 : 0;
    ImGui::RadioButton("small circle", &target, 0);
    ImGui::SameLine();
    ImGui::RadioButton("thin wall", &target, 1);
    wall_ = target == 1;
    const float w = ImGui::GetContentRegionAvail().x * 0.6f;
    const double vmin = 0.1, vmax = 40.0, rmin = 0.05, rmax = 5.0;
    ImGui::SetNextItemWidth(w);
    ImGui::SliderScalar("speed (units per frame)", ImGuiDataType_Double, &speed_, &vmin, &vmax, "%.2f");
    ImGui::SetNextItemWidth(w);
    ImGui::SliderScalar("puck radius r", ImGuiDataType_Double, &r_, &rmin, &rmax, "%.2f");
    ImGui::SetNextItemWidth(w);
    if (wall_) {
      ImGui::SliderScalar("wall thickness w", ImGuiDataType_Double, &w_, &rmin, &rmax, "%.2f");
    } else {
      ImGui::SliderScalar("target radius R", ImGuiDataType_Double, &R_, &rmin, &rmax, "%.2f");
    }
    speed_ = std::clamp(speed_, vmin, domain::kMaxSpeed);
    r_ = std::max(r_, rmin), R_ = std::max(R_, rmin), w_ = std::max(w_, rmin);
    Update();
    ImGui::TextWrapped("Discrete testing can fail once the puck moves more than %s per frame: %s.",
                       Num(threshold_).c_str(),
                       wall_ ? "the wall's thickness plus the puck's diameter, w + 2r"
                             : "the diameters of both circles, 2(r + R)");
    if (ImGui::Button("speed = threshold")) speed_ = threshold_, Update();
    ImGui::SameLine();
    if (ImGui::Button("just above")) speed_ = threshold_ * 1.05, Update();
  }

  Derivation Derive() const override {
    Derivation d;
    d.lesson = "tunneling";
    d.inputs = SaveScene();
    d.inputs.erase("lesson");
    const std::string sum = wall_ ? "r + w/2" : "R + r";
    const double reach = wall_ ? r_ + w_ / 2 : R_ + r_;
    const std::string dist = wall_ ? "dist(B, wall)" : "‖B − C‖";
    auto& s = d.steps;
    s.push_back(
        {"v", "Be − Bs", Num(be_) + " − " + Num(bs_), Num(be_ - bs_), PointJson(be_ - bs_), Ink::Path});
    s.push_back({"g0", dist + " − (" + sum + ") at Bs", Num(gap0_ + reach) + " − " + Num(reach), Num(gap0_),
                 gap0_, Ink::Start});
    s.push_back({"g1", dist + " − (" + sum + ") at Be", Num(gap1_ + reach) + " − " + Num(reach), Num(gap1_),
                 gap1_, Ink::End});
    s.push_back(
        {"ends", "g0 < 0 or g1 < 0 (the discrete test)",
         Num(gap0_) + (gap0_ < 0 ? " < 0" : " ≥ 0") + ", " + Num(gap1_) + (gap1_ < 0 ? " < 0" : " ≥ 0"),
         discrete_hit_ ? "collision" : "no collision", discrete_hit_, Ink::Warning});
    if (wall_) {
      // Lecture 10's offset line on the side Bs comes from: ti = (n̂·P0 − n̂·Bs + D) / (n̂·v), D = r + w/2.
      const double side = bs_.x < c_.x ? -1.0 : 1.0;
      const Vec2 n_hat{side, 0};
      const Vec2 p0 = c_ - Vec2{0, kWallHalfHeight};
      const double n_dot_v = Dot(n_hat, be_ - bs_);
      s.push_back({"n̂", "the wall's normal toward Bs", "", Num(n_hat), PointJson(n_hat), Ink::Normal});
      s.push_back({"n̂·v", "n̂·v", Num(n_hat) + "·" + Num(be_ - bs_), Num(n_dot_v), n_dot_v, Ink::Normal});
      if (n_dot_v != 0) {
        const double ti = (Dot(n_hat, p0) - Dot(n_hat, bs_) + reach) / n_dot_v;
        s.push_back({"ti (face)", "(n̂·P0 − n̂·Bs + D) / (n̂·v), D = r + w/2",
                     "(" + Num(Dot(n_hat, p0)) + " − " + Term(Dot(n_hat, bs_)) + " + " + Num(reach) + ") / " +
                         Term(n_dot_v),
                     Num(ti), ti, Ink::Hit});
      }
    } else {
      const RayCircleTrace& t = ray_;
      s.push_back({"a", "v·v", Num(t.v) + "·" + Num(t.v), Num(t.a), t.a, Ink::Plot1});
      s.push_back({"b", "−2 (C − Bs)·v", "−2 · " + Num(t.bs_c) + "·" + Num(t.v), Num(t.b), t.b, Ink::Plot1});
      s.push_back({"c", "(C − Bs)·(C − Bs) − (R + r)²",
                   Num(t.bs_c) + "·" + Num(t.bs_c) + " − " + Term(reach) + "²", Num(t.c), t.c, Ink::Plot1});
      s.push_back({"disc", "b² − 4ac", Term(t.b) + "² − 4 · " + Term(t.a) + " · " + Term(t.c),
                   Num(t.discriminant), t.discriminant, Ink::Highlight});
      if (t.has_roots) {
        s.push_back({"t0", "(−b − √disc) / 2a",
                     "(" + Num(-t.b) + " − √" + Num(std::max(t.discriminant, 0.0)) + ") / " + Term(2 * t.a),
                     Num(t.t0), t.t0, Ink::Hit});
      }
    }
    s.push_back({"swept", "first contact t ∈ [0, 1] (the swept test)", "",
                 swept_.starts_overlapping ? "overlapping at t = 0"
                 : swept_.hit              ? "collision at ti = " + Num(swept_.ti)
                                           : "no collision",
                 swept_.hit ? json(swept_.ti) : json(nullptr), Ink::Hit});
    s.push_back({"v_max", wall_ ? "w + 2r (the threshold speed)" : "2(r + R) (the threshold speed)",
                 wall_ ? Num(w_) + " + 2 · " + Num(r_) : "2 · (" + Num(r_) + " + " + Num(R_) + ")",
                 Num(threshold_), threshold_, Ink::Warning});
    const bool tunnels = Tunnels();
    d.result = {{"discrete_collides", discrete_hit_},
                {"swept_collides", swept_.hit},
                {"ti", swept_.hit ? json(swept_.ti) : json(nullptr)},
                {"threshold", threshold_},
                {"tunnels", tunnels}};
    if (tunnels) {
      d.verdict =
          "Tunneling: at both frame ends the puck is clear of the " + std::string(wall_ ? "wall" : "circle") +
          " (g0 = " + Num(gap0_) + ", g1 = " + Num(gap1_) + " > 0), so the discrete test sees no " +
          "collision — but the swept test finds contact at ti = " + Num(swept_.ti) + ". The puck moves " +
          Num(speed_) + " per frame, more than the threshold " + Num(threshold_) + ".";
    } else if (swept_.hit || swept_.starts_overlapping) {
      d.verdict = "Both tests catch this one: the puck overlaps the target at a frame end (speed " +
                  Num(speed_) + (speed_ > threshold_ ? ", above" : ", not above") + " the threshold " +
                  Num(threshold_) + "). Only the swept test says when: " +
                  (swept_.hit ? "ti = " + Num(swept_.ti) : std::string("already at t = 0")) + ".";
    } else {
      d.verdict = "No collision at all: the swept path never comes within " + Num(reach) +
                  " of the target, so both tests agree.";
    }
    return d;
  }
  double TimeOfImpact() const override { return swept_.hit ? swept_.ti : -1.0; }

  json SaveScene() const override {
    return TunnelingScene(wall_ ? "wall" : "circle", c_, speed_, r_, wall_ ? w_ : R_);
  }

  void LoadScene(const json& j) override {
    const std::string file = "scene";
    if (!j.contains("target")) throw SceneError(file, "target", "missing");
    if (!j.at("target").is_string()) throw SceneError(file, "target", "expected \"circle\" or \"wall\"");
    const std::string target = j.at("target").get<std::string>();
    if (target != "circle" && target != "wall")
      throw SceneError(file, "target", "expected \"circle\" or \"wall\"");
    const bool wall = target == "wall";
    const Vec2 c = ReadPoint(j, "c", file);
    const double speed = ReadNumber(j, "speed", file, domain::kSpeed);
    const double r = ReadNumber(j, "r", file, domain::kLength);
    const double size = ReadNumber(j, wall ? "w" : "R", file, domain::kLength);
    wall_ = wall, c_ = c, speed_ = speed, r_ = r;
    (wall ? w_ : R_) = size;
    Update();
  }

  std::vector<Preset> Presets() const override {
    return {{"slow: both catch it", TunnelingScene("circle", {0.9, 0.3}, 2, 0.5, 1)},
            {"fast: tunnels through the circle", TunnelingScene("circle", {0, 0}, 8, 0.5, 1)},
            {"fast: tunnels through the wall", TunnelingScene("wall", {0, 0}, 6, 0.5, 0.4)},
            {"just below the threshold", TunnelingScene("circle", {0, 0}, 2.9, 0.5, 1)},
            {"just above the threshold", TunnelingScene("circle", {0, 0}, 3.1, 0.5, 1)},
            {"fast, passes by", TunnelingScene("circle", {0, 2}, 8, 0.5, 1)}};
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(bs_, r_), b.Add(be_, r_);
    if (wall_) {
      b.Add(c_ + Vec2{w_, kWallHalfHeight}), b.Add(c_ - Vec2{w_, kWallHalfHeight});
    } else {
      b.Add(c_, R_);
    }
    return b.Padded(1.5);
  }

 private:
  bool Tunnels() const { return swept_.hit && !discrete_hit_; }

  // Signed gap between the puck at centre p and the target: < 0 when they overlap.
  double Gap(Vec2 p) const {
    if (!wall_) return Length(p - c_) - (R_ + r_);
    const double y = std::clamp(p.y, c_.y - kWallHalfHeight, c_.y + kWallHalfHeight);
    return Length(p - Vec2{c_.x, y}) - (r_ + w_ / 2);
  }

  // The wall is the segment C ± (0, H) thickened by w/2, so the puck touches it when its centre is r + w/2
  // from the segment: Lecture 10's circle vs segment with radius r + w/2 (the offset line D for the faces,
  // Lecture 20's ray vs circle for the ends), earliest contact first.
  Swept SweptWall() const {
    const Segment wall{c_ - Vec2{0, kWallHalfHeight}, c_ + Vec2{0, kWallHalfHeight}};
    const CircleSegmentTrace t = CircleSegment(wall, {bs_, be_}, r_ + w_ / 2);
    if (t.outcome == CircleSegmentOutcome::StartsOverlapping) return {true, false, 0.0, ""};
    if (!t.collides) return {};
    return {false, true, t.ti, t.contact == ContactFeature::Edge ? "face" : "end of the wall"};
  }

  // The puck where the discrete test looks at it; its verdict stacked below so it fits the canvas.
  void FrameEnd(Figure& fig, Vec2 p, double gap, const std::string& name, Ink ink) const {
    const bool overlap = gap < 0;
    fig.Circle(p, r_, {ink, 2.0f, overlap ? Dash::Solid : Dash::Dashed});
    fig.Marker(p, overlap ? MarkerShape::Cross : MarkerShape::Dot, ink, 4.0f);
    const Vec2 below = p - Vec2{0, r_};
    fig.Label(below, name, ink, Anchor::N, {0, 8}, 0.9f);
    fig.Label(below, overlap ? "overlap" : "no overlap", ink, Anchor::N, {0, 30}, 0.9f);
  }

  // gap(t) along the frame, and the only two samples the discrete test looks at.
  void DrawPlot(Figure& fig, const LessonState& st) const {
    const auto gap = [&](double x) { return Gap(Lerp(bs_, be_, x)); };
    std::vector<double> ys;
    for (int i = 0; i <= 60; ++i) ys.push_back(gap(i / 60.0));
    double y0, y1;
    round::PlotRange(ys, y0, y1);
    Plot plot(fig, CornerPlot(st.canvas_px, {360, 210}, 0, 1, y0, y1, "gap(t); squares = frame ends"));
    plot.Function(gap, {Ink::Plot1, 2.5f}, 120);
    plot.VLine(st.t, {Ink::Ball, 1.2f, Dash::Dashed}, "t");
    plot.Point({0, gap0_}, MarkerShape::Square, Ink::Start);
    plot.Point({1, gap1_}, MarkerShape::Square, Ink::End);
    if (swept_.hit) plot.Point({swept_.ti, 0}, MarkerShape::Diamond, Ink::Hit, "ti");
  }

  bool wall_ = false;
  Vec2 c_{0, 0};
  double speed_ = 8.0, r_ = 0.5, R_ = 1.0, w_ = 0.4;
  Vec2 bs_, be_;
  double gap0_ = 0, gap1_ = 0, threshold_ = 0;
  bool discrete_hit_ = false;
  RayCircleTrace ray_{};
  Swept swept_{};
};

}  // namespace

std::unique_ptr<Lesson> MakeTunnelingLesson() {
  auto l = std::make_unique<TunnelingLesson>();
  l->Update();
  return l;
}

}  // namespace ricochet::app
