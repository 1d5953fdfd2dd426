// Lesson elastic-1d (Lecture 17): two balls on a line. The lecture's way: momentum and kinetic energy are
// conserved (written with the numbers), their solution V1', V2', the same-mass swap, then the
// inter-penetration problem ("move nowhere") and its fix, the approaching test V1 − V2 > 0.
//
// Two motions:
//  - no start overlap: the balls touch at t = 0.5 (t = 0 when they are not approaching) and leave with V';
//  - start overlap > 0: the game loop of the lecture, kFrames frames of "test overlap → respond → move",
//    played frame by frame, so the class sees the balls jitter in place (test off) or separate (test on).
// Rows above the balls hold the velocities before, after, and a frame later; a space-time diagram under
// them shows both worldlines over t, so the whole story is on one (exportable) figure.
#include "explain/elastic_1d.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "draw/format.h"
#include "draw/inputs_imgui.h"
#include "lessons/topic_lesson.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

constexpr double kSpeedScale = 0.4;   // world units moved per unit speed over the whole frame t ∈ [0, 1]
constexpr int kFrames = 10;           // game-loop frames in the overlap demonstration
constexpr double kArrowScale = 0.15;  // world units of arrow per unit speed
constexpr double kTrackHalf = 6.0;    // the line is drawn over x ∈ [−6, 6]
constexpr double kDiagramH = 5.0;     // height of the space-time diagram (t from 0 to 1)
constexpr double kTitleStrip = 1.5;   // the diagram's backdrop under t = 1, for its title
constexpr double kBarX = kTrackHalf + 3.0;  // the momentum and energy bars: a column right of the rows
constexpr double kBarW = 2.0;
constexpr double kRowGap = 2.0;   // between the velocity rows (before, after, next frame)
constexpr double kSubRow = 0.45;  // ball 1's arrow this far above its row, ball 2's this far below

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
  int first_response = -1;  // frames mode: the frame of the first response
  bool overlapping_at_end = false;
  double c1 = 0, c2 = 0;  // continuous mode: centres at contact
  Elastic1DTrace trace;   // the collision at contact (continuous mode), the first response (frames mode)

  double X1(double t) const { return At(t, true); }
  double X2(double t) const { return At(t, false); }

  // Frames mode: the picture of frame f (its start) is shown for t ∈ [f, f + 1) / kFrames — a game draws
  // one picture per frame, so playing shows the frames one by one.
  static int Frame(double t) {
    return std::clamp(static_cast<int>(std::floor(std::clamp(t, 0.0, 1.0) * kFrames + 1e-9)), 0, kFrames);
  }

  double At(double t, bool first) const {
    t = std::clamp(t, 0.0, 1.0);
    if (frames) return (first ? x1 : x2)[static_cast<std::size_t>(Frame(t))];
    const double c = first ? c1 : c2;
    const double v =
        first ? (t < t_contact ? trace.v1 : trace.v1_after) : (t < t_contact ? trace.v2 : trace.v2_after);
    return c + v * kSpeedScale * (t - t_contact);
  }
  // The centres where the response happens (continuous: at contact; frames: at the start).
  double Where1() const { return frames ? x1[0] : c1; }
  double Where2() const { return frames ? x2[0] : c2; }
};

// The lesson's scene: the derivation's inputs and the start overlap of "move nowhere" (0: none), which only
// the figure's motion reads.
struct Elastic1DScene : Elastic1DInputs {
  double overlap = 0;
  bool operator==(const Elastic1DScene&) const = default;
};

// The topic (explain/elastic_1d.h) over the lesson's scene: its trace is the motion the figure shows.
struct Elastic1DLessonTopic {
  using Inputs = Elastic1DScene;
  using Trace = Motion1D;
  static Inputs Read(const nlohmann::json& j, const std::string& file, const Inputs&) {
    return {ReadElastic1D(j, file), ReadElastic1DOverlap(j, file)};  // masses > 0, numbers, the test flag
  }
  static nlohmann::json Write(const Inputs& in) {
    nlohmann::json j = Elastic1DJson(in);
    if (in.overlap != 0)
      j["overlap"] = in.overlap;  // any other value is written, so the reader refuses one < 0
    return j;
  }
  static void Solve(const Inputs& in, Trace& motion) {
    // The start overlap as drawn: at most 0.95 of the radii, so ball 1 stays on the left.
    const double overlap = std::min(in.overlap, 0.95 * (Radius(in.m1) + Radius(in.m2)));
    Motion1D mo;
    mo.trace = SolveElastic1D(in);
    if (overlap <= 0.0) {
      // Touch at x = 0: ball 1 on the left. Not approaching balls are touching at the start and part.
      mo.t_contact = mo.trace.approaching ? 0.5 : 0.0;
      mo.c1 = -Radius(in.m1);
      mo.c2 = Radius(in.m2);
    } else {
      mo.frames = true;
      const double gap = Radius(in.m1) + Radius(in.m2) - overlap;  // centre distance at the start
      double x1 = -gap / 2, x2 = gap / 2, u1 = in.v1, u2 = in.v2;
      mo.x1[0] = x1;
      mo.x2[0] = x2;
      for (std::size_t f = 0; f < kFrames; ++f) {
        // The lecture's loop: if (collide(i, j)) react; then move.
        if (x2 - x1 < Radius(in.m1) + Radius(in.m2)) {
          const Elastic1DTrace r = Elastic1D(in.m1, in.m2, u1, u2, in.approaching_test);
          if (r.outcome == ElasticOutcome::Collide) {
            u1 = r.v1_after;
            u2 = r.v2_after;
            mo.responded[f] = true;
            if (mo.responses++ == 0) mo.first_response = static_cast<int>(f);
          }
        }
        mo.u1[f] = u1;
        mo.u2[f] = u2;
        x1 += u1 * kSpeedScale / kFrames;
        x2 += u2 * kSpeedScale / kFrames;
        mo.x1[f + 1] = x1;
        mo.x2[f + 1] = x2;
      }
      mo.overlapping_at_end = x2 - x1 < Radius(in.m1) + Radius(in.m2);
    }
    motion = mo;
  }
  static Derivation Derive(const Inputs& in, const Trace& t) { return DeriveElastic1D(in, t.trace); }
  static constexpr ScalarField<Inputs> kScalars[] = {
      {"m1", &Inputs::m1, 0.1, 10, "%.2f", ImGuiSliderFlags_Logarithmic},
      {"m2", &Inputs::m2, 0.1, 10, "%.2f", ImGuiSliderFlags_Logarithmic},
      {"V1", &Inputs::v1, -20, 20, "%.2f"},
      {"V2", &Inputs::v2, -20, 20, "%.2f"}};
};

class Elastic1DLesson final : public TopicLesson<Elastic1DLessonTopic> {
 public:
  using TopicLesson::TopicLesson;

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    const Motion1D& mo = trace_;
    const Elastic1DTrace& tr = mo.trace;
    const double r1 = Radius(in_.m1), r2 = Radius(in_.m2), rmax = std::max(r1, r2);
    const double t = std::clamp(st.t, 0.0, 1.0);

    // The line the balls move on.
    fig.Segment({-kTrackHalf, 0}, {kTrackHalf, 0}, {Ink::Axis, 1.5f});
    fig.Label({kTrackHalf, 0}, "x", Ink::Muted, Anchor::W, {6, 0}).priority = LabelPriority::Low;

    // The velocity rows, each drawn from where the balls are when they respond: before; after (the
    // formulas' V1', V2', each with its step); a frame later, still overlapping ("move nowhere").
    const double y_next = rmax + 1.2, y_after = y_next + kRowGap, y_before = y_after + kRowGap;
    const double w1 = mo.Where1(), w2 = mo.Where2();
    RowCaption(fig, y_before, "before");
    Velocity(fig, w1, y_before, in_.v1, true, "V1 = " + Num(in_.v1));
    Velocity(fig, w2, y_before, in_.v2, false, "V2 = " + Num(in_.v2));
    const bool show1 = Revealed(st, "v1_formula"), show2 = Revealed(st, "v2_formula");
    // The better solution decides whether V1', V2' apply; "no change" replaces them once it is revealed.
    const bool kept = Revealed(st, "approaching") && tr.outcome != ElasticOutcome::Collide;
    // Same mass: the labels say which velocity each one took.
    const bool swap = Revealed(st, "same_mass") && in_.m1 == in_.m2 && !kept;
    if (show1 || show2 || (kept && (!st.practice || AllRevealed(st)))) RowCaption(fig, y_after, "after");
    if (kept) {
      // In practice the test's verdict does not write both answers on the canvas: each waits for its own
      // step (or the whole solution).
      const bool all = !st.practice || AllRevealed(st);
      if (all || show1) Velocity(fig, w1, y_after, tr.v1_after, true, "V1' = V1 = " + Num(tr.v1_after));
      if (all || show2) Velocity(fig, w2, y_after, tr.v2_after, false, "V2' = V2 = " + Num(tr.v2_after));
    } else {
      if (show1) {
        Velocity(fig, w1, y_after, tr.v1_formula, true,
                 (swap ? "V1' = V2 = " : "V1' = ") + Num(tr.v1_formula));
      }
      if (show2) {
        Velocity(fig, w2, y_after, tr.v2_formula, false,
                 (swap ? "V2' = V1 = " : "V2' = ") + Num(tr.v2_formula));
      }
    }
    if (Revealed(st, "move_nowhere")) {
      // A frame later, still overlapping and without the test: the formulas turn them back. V1'', V2'' are
      // V1, V2 again up to the rounding of two applications (−1.8×10⁻¹⁶ for V2 = 0): printed as the
      // derivation prints them, so the label states V2'' = 0 = V2.
      const Precision p = InputPrecision(std::max({std::fabs(in_.v1), std::fabs(in_.v2), 1e-300}));
      RowCaption(fig, y_next, "next frame");
      Velocity(fig, w1, y_next, tr.v1_next, true, "V1'' = " + Num(tr.v1_next, p) + " = V1", Dash::Dashed);
      Velocity(fig, w2, y_next, tr.v2_next, false, "V2'' = " + Num(tr.v2_next, p) + " = V2", Dash::Dashed);
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
    fig.Label({x1, -r1}, "m1 = " + Num(in_.m1), Ink::Start, Anchor::NE, {8, 6}).priority =
        LabelPriority::High;
    fig.Label({x2, -r2}, "m2 = " + Num(in_.m2), Ink::End, Anchor::NW, {-8, 6}).priority = LabelPriority::High;
    if (overlap_now && Revealed(st, "move_nowhere")) {  // the overlap's consequence is that step's answer
      fig.Label({(x1 + x2) / 2, rmax}, "overlapping", Ink::Warning, Anchor::S, {0, -4}, 0.9f).priority =
          LabelPriority::High;
    }
    if (mo.frames) {
      fig.Label({-kTrackHalf, 0},
                "frame " + std::to_string(Motion1D::Frame(t)) + " of " + std::to_string(kFrames), Ink::Muted,
                Anchor::SW, {0, -6}, 0.85f)
          .priority = LabelPriority::Low;
    }

    DrawSpaceTime(fig, st, -(rmax + 1.6));
    DrawBars(fig, st, y_before, y_after);
  }

  void Controls(LessonState& st) override {
    bool changed = ScalarInputs();
    changed |= ImGui::Checkbox("approaching test", &in_.approaching_test);
    inputs::Muted(std::string("respond only if ") + kElastic1DApproaching);  // under it: a long label clips
    // The overlap's range follows the drawn radii. A mass typed as 1e400 just above (refused when the frame
    // ends, Shell::Frame) must not reach the slider: ImGui asserts on an infinite range (found by the
    // monkey).
    const double reach = 0.95 * (Radius(in_.m1) + Radius(in_.m2));
    const double omin = 0, omax = std::isfinite(reach) ? reach : 1.0;
    changed |= ImGui::SliderScalar(inputs::Fit("start overlap"), ImGuiDataType_Double, &in_.overlap, &omin,
                                   &omax, "%.2f");
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(
          "How deep the balls already overlap at t = 0 (e.g. after a fast frame).\n"
          "> 0 plays %d game-loop frames: test overlap, respond, move.",
          kFrames);
    }
    if (changed) Update();
    (void)st;
  }

  // The step that finds the motion after the contact: the solution V2' when the balls respond; the test
  // when it keeps the velocities (balls already parting); for the game loop of overlapping balls, what the
  // next frames do — "move nowhere" without the test, the test with it.
  std::string_view ImpactStep() const override {
    if (!trace_.frames) return trace_.trace.outcome == ElasticOutcome::Collide ? "v2_formula" : "approaching";
    return in_.approaching_test ? "approaching" : "move_nowhere";
  }

  // The contact (the first response in the game loop): what happens after it waits for its step.
  double TimeOfImpact() const override {
    if (trace_.frames) {
      return trace_.first_response < 0 ? -1.0 : static_cast<double>(trace_.first_response) / kFrames;
    }
    return trace_.t_contact;
  }

  std::vector<Preset> Presets() const override {
    auto scene = [&](double v1, double v2, double m1 = 1, double m2 = 1, double overlap = 0,
                     bool test = true) {
      return Scene({{m1, m2, v1, v2, test}, overlap});
    };
    // The lecture's order: its three same-mass examples (mph), different masses, then inter-penetration.
    return {
        {"10, 0 (lecture)", Scene(Inputs{}), {{"v1_after", 0}, {"v2_after", 10}, {"same_mass", true}}},
        {"10, −10 (lecture)", scene(10, -10), {{"v1_after", -10}, {"v2_after", 10}, {"same_mass", true}}},
        {"10, 3 (lecture)", scene(10, 3), {{"v1_after", 3}, {"v2_after", 10}, {"same_mass", true}}},
        {"heavy hits light", scene(6, 0, 4, 1), {{"v1_after", 3.6}, {"v2_after", 9.6}, {"same_mass", false}}},
        {"light hits heavy",
         scene(6, 0, 1, 4),
         {{"v1_after", -3.6}, {"v2_after", 2.4}, {"same_mass", false}}},
        {"move nowhere: test off",
         scene(10, -10, 1, 1, 1.2, false),
         {{"approaching_test", false}, {"overlap", 1.2}}},
        {"move nowhere: test on", scene(10, -10, 1, 1, 1.2), {{"approaching", true}, {"overlap", 1.2}}},
        {"not approaching", scene(-5, 5), {{"approaching", false}, {"v1_after", -5}}},
    };
  }

  Bounds SceneBounds() const override {
    const double rmax = std::max(Radius(in_.m1), Radius(in_.m2));
    Bounds b;
    b.Add(Vec2{-kTrackHalf - 1.8, rmax + 1.2 + 2 * kRowGap + kSubRow + 0.6});  // "t = 0.5" left of the axis
    b.Add(Vec2{kBarX + kBarW + 2.4, -(rmax + 1.6) - kDiagramH - kTitleStrip - 0.1});  // "p' = 10", the title
    return b;
  }

 private:
  // On the level of ball 2's arrow, whose label is on the right: clear of ball 1's labels on the left.
  static void RowCaption(Figure& fig, double y, const char* text) {
    fig.Label({-kTrackHalf, y - kSubRow}, text, Ink::Muted, Anchor::W, {0, 0}, 0.9f);
  }

  // Ball 1's velocity above the row with its label on the left, ball 2's below with its label on the right:
  // the labels stay apart however the arrows overlap.
  static void Velocity(Figure& fig, double x, double row_y, double v, bool first, const std::string& label,
                       Dash dash = Dash::Solid) {
    const Ink ink = first ? Ink::Start : Ink::End;
    const Vec2 from{x, row_y + (first ? kSubRow : -kSubRow)};
    const Vec2 to = from + Vec2{v * kArrowScale, 0};
    const bool zero = std::abs(v) * kArrowScale < 0.05;
    if (zero) {
      fig.Marker(from, MarkerShape::Ring, ink, 4.0f);  // a zero velocity: a ring, not an invisible arrow
    } else {
      fig.Arrow(from, to, {ink, 2.5f, first ? dash : (dash == Dash::Solid ? Dash::Dashed : Dash::Dotted)});
    }
    const double outer = first ? std::min(from.x, to.x) : std::max(from.x, to.x);
    fig.Label({outer, from.y}, label, ink, first ? Anchor::E : Anchor::W, {first ? -8.0 : 8.0, 0}, 0.9f)
        .priority = LabelPriority::High;
  }

  // Worldlines: x across (aligned with the balls), t down; each ball's extent shaded, its centre a line.
  // Until the step that finds the response is revealed they stop at the response.
  void DrawSpaceTime(Figure& fig, const LessonState& st, double top) const {
    const Motion1D& mo = trace_;
    const double r1 = Radius(in_.m1), r2 = Radius(in_.m2);
    auto y_of = [&](double t) { return top - t * kDiagramH; };
    // A backdrop as under a plot: the world's axes and tick labels do not print through the diagram.
    // Its title goes in a strip under t = 1, where no worldline runs: above the diagram the mass labels
    // hang under the balls, and a title pushed off them landed on the worldlines (Lecture 17 slide 3).
    const double left = -kTrackHalf - 3.2, right = kTrackHalf + 2.2, bottom = y_of(1) - kTitleStrip;
    const Vec2 back[4] = {{left, top + 0.7}, {right, top + 0.7}, {right, bottom}, {left, bottom}};
    fig.Polygon(back, {Ink::Grid, 0.85f});
    fig.Segment({-kTrackHalf, top}, {-kTrackHalf, y_of(1)}, {Ink::Axis, 1.0f});
    fig.Arrow({-kTrackHalf, y_of(0.9)}, {-kTrackHalf, y_of(1.02)}, {Ink::Axis, 1.0f});
    for (double tk : {0.0, 0.5, 1.0}) {
      fig.Segment({-kTrackHalf, y_of(tk)}, {-kTrackHalf + 0.25, y_of(tk)}, {Ink::Axis, 1.0f});
      fig.Label({-kTrackHalf, y_of(tk)}, "t = " + Num(tk), Ink::Muted, Anchor::E, {-12, 0}, 0.8f).priority =
          LabelPriority::Low;
    }
    fig.Label({(left + right) / 2, y_of(1)},
              mo.frames ? "space-time: x across, t down (" + std::to_string(kFrames) + " frames)"
                        : "space-time: x across, t down",
              Ink::Muted, Anchor::N, {0, 8}, 0.8f);

    const bool known = ImpactRevealed(st);
    const double ti = TimeOfImpact();
    const double end = known || ti < 0 ? 1.0 : ti;  // the worldlines are drawn over [0, end]
    std::vector<double> ts;
    if (mo.frames) {
      for (int f = 0; f <= kFrames; ++f) ts.push_back(static_cast<double>(f) / kFrames);
    } else {
      constexpr int kSamples = 64;
      for (int i = 0; i <= kSamples; ++i) ts.push_back(static_cast<double>(i) / kSamples);
      ts.push_back(mo.t_contact);
      std::sort(ts.begin(), ts.end());
    }
    ts.erase(std::remove_if(ts.begin(), ts.end(), [&](double x) { return x > end + 1e-12; }), ts.end());
    if (ts.empty() || ts.back() < end) ts.push_back(end);
    ts.erase(std::unique(ts.begin(), ts.end()), ts.end());  // a contact at t = 0 is not a second sample
    // Frames mode: the centre at frame f's start, straight lines between (the loop moves them by u dt).
    auto xs = [&](double tt, bool first) {
      if (!mo.frames) return first ? mo.X1(tt) : mo.X2(tt);
      const double u = tt * kFrames;
      const int f = std::min(static_cast<int>(u), kFrames - 1);
      const auto& x = first ? mo.x1 : mo.x2;
      const auto& v = first ? mo.u1 : mo.u2;
      return x[static_cast<std::size_t>(f)] +
             v[static_cast<std::size_t>(f)] * kSpeedScale * (u - f) / kFrames;
    };
    std::vector<Vec2> c1, c2, band1, band2;
    for (double tt : ts) {
      c1.push_back({Clip(xs(tt, true)), y_of(tt)});
      c2.push_back({Clip(xs(tt, false)), y_of(tt)});
    }
    for (double tt : ts) band1.push_back({Clip(xs(tt, true) - r1), y_of(tt)});
    for (auto it = ts.rbegin(); it != ts.rend(); ++it) band1.push_back({Clip(xs(*it, true) + r1), y_of(*it)});
    for (double tt : ts) band2.push_back({Clip(xs(tt, false) - r2), y_of(tt)});
    for (auto it = ts.rbegin(); it != ts.rend(); ++it)
      band2.push_back({Clip(xs(*it, false) + r2), y_of(*it)});
    if (ts.size() >= 2) {
      fig.Polygon(band1, {Ink::Start, 0.15f});
      fig.Polygon(band2, {Ink::End, 0.15f});
      fig.Polyline(c1, {Ink::Start, 2.5f});
      fig.Polyline(c2, {Ink::End, 2.5f, Dash::Dashed});
    }

    // Responses: where the velocities were changed, and what the loop did (with its step).
    if (mo.frames) {
      if (!known) return;
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
      if (!known) return;
      const Vec2 at{(mo.c1 + mo.c2) / 2, y_of(mo.t_contact)};
      fig.Marker(at, MarkerShape::Diamond, Ink::Hit, 5.0f);
      if (Revealed(st, "approaching")) {
        fig.Label(at, mo.trace.approaching ? "contact: respond" : "respond although separating (test off)",
                  mo.trace.approaching ? Ink::Hit : Ink::Warning, Anchor::W, {12, 0}, 0.85f)
            .priority = LabelPriority::High;
      }
    } else if (Revealed(st, "approaching")) {
      fig.Label({0, y_of(1)}, "not approaching (V1 − V2 ≤ 0): no response, the balls part", Ink::Text,
                Anchor::N, {0, 8});
    }
  }

  // Momentum and energy as bars in a column beside the rows: p and E beside "before", p' and E' beside
  // "after", each with its step — equal bars are the two conservation laws.
  void DrawBars(Figure& fig, const LessonState& st, double y_before, double y_after) const {
    const Elastic1DTrace& tr = trace_.trace;
    const double pmax = std::max({std::abs(tr.momentum_before), std::abs(tr.momentum_after),
                                  in_.m1 * std::abs(in_.v1) + in_.m2 * std::abs(in_.v2), 1e-9});
    const double emax = std::max({tr.energy_before, tr.energy_after, 1e-9});
    struct Bar {
      const char* name;
      double value;
      bool signed_bar;
      Ink ink;
      const char* key;  // shown with this step
      double y;
    };
    const Bar bars[] = {{"p", tr.momentum_before, true, Ink::Plot3, "momentum_before", y_before + kSubRow},
                        {"E", tr.energy_before, false, Ink::Plot2, "energy_before", y_before - kSubRow},
                        {"p'", tr.momentum_after, true, Ink::Plot3, "momentum_after", y_after + kSubRow},
                        {"E'", tr.energy_after, false, Ink::Plot2, "energy_after", y_after - kSubRow}};
    constexpr double kHalfH = 0.2;
    for (const Bar& b : bars) {
      if (!Revealed(st, b.key)) continue;
      const double zero = b.signed_bar ? kBarX + kBarW / 2 : kBarX;
      const double len = b.signed_bar ? b.value / pmax * kBarW / 2 : b.value / emax * kBarW;
      const double lo = std::min(zero, zero + len), hi = std::max(zero, zero + len);
      const Vec2 rect[4] = {{lo, b.y - kHalfH}, {hi, b.y - kHalfH}, {hi, b.y + kHalfH}, {lo, b.y + kHalfH}};
      const Vec2 frame[5] = {{kBarX, b.y - kHalfH},
                             {kBarX + kBarW, b.y - kHalfH},
                             {kBarX + kBarW, b.y + kHalfH},
                             {kBarX, b.y + kHalfH},
                             {kBarX, b.y - kHalfH}};
      fig.Polyline(frame, {Ink::Grid, 1.0f});
      fig.Polygon(rect, {b.ink, 0.85f});
      fig.Segment({zero, b.y - kHalfH - 0.1}, {zero, b.y + kHalfH + 0.1}, {Ink::Axis, 1.0f});
      // Name and value right of the bar, clear of the velocity labels left of it.
      fig.Label({kBarX + kBarW, b.y}, std::string(b.name) + " = " + Num(b.value), b.ink, Anchor::W, {6, 0},
                0.9f)
          .priority = LabelPriority::High;
    }
  }

  static double Clip(double x) { return std::clamp(x, -kTrackHalf - 2, kTrackHalf + 2); }
};

}  // namespace

std::unique_ptr<Lesson> MakeElastic1DLesson(const LessonEntry& e) { return MakeLesson<Elastic1DLesson>(e); }

}  // namespace ricochet::app
