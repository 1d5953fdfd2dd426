// Lesson elastic-2d (Lecture 17, generalised to masses): split each velocity into its part along the line of
// centres N and its parallel part; the normal parts collide as in 1D (equal masses: they swap), the parallel
// parts are kept. Drag the centres P1, P2 and the velocity tips; the balls are drawn touching, radius ∝ √m.
#include "explain/elastic_2d.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "draw/format.h"
#include "draw/inputs_imgui.h"
#include "lessons/topic_lesson.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

// The topic (explain/elastic_2d.h) with the masses' sliders; the handles are the lesson's own (the tips).
struct Elastic2DLessonTopic : Elastic2DTopic {
  static constexpr ScalarField<Inputs> kScalars[] = {
      {"m1", &Inputs::m1, 0.1, 10, "%.2f", ImGuiSliderFlags_Logarithmic},
      {"m2", &Inputs::m2, 0.1, 10, "%.2f", ImGuiSliderFlags_Logarithmic}};
};

// Velocities are drawn in world units: the arrow from P to P + V.
class Elastic2DLesson final : public TopicLesson<Elastic2DLessonTopic> {
 public:
  using TopicLesson::TopicLesson;

  std::vector<Handle> Handles() const override {
    // Tips first: where a tip sits on its centre (a ball at rest) the shell picks the later handle, the
    // centre, so the ball can still be moved; its velocity is then set in the V fields of the panel.
    return {{"V1", &tip1_, Ink::Start},
            {"V2", &tip2_, Ink::End},
            {"P1", &in_.p1, Ink::Start},
            {"P2", &in_.p2, Ink::End}};
  }
  void MoveHandle(int i, Vec2 p) override {
    *std::array{&tip1_, &tip2_, &in_.p1, &in_.p2}[static_cast<std::size_t>(i)] = p;
  }

  void Update() override {
    // V is the truth (the file's, the panel's); the tip P + V is only where its handle is drawn. A tip the
    // shell moved (a drag, a typed position) sets V = tip − P; otherwise the tip follows P + V, so dragging
    // a centre carries its arrow along and V stays bit for bit the V that was read or typed.
    if (!(tip1_ == placed_tip1_)) in_.v1 = tip1_ - in_.p1;
    if (!(tip2_ == placed_tip2_)) in_.v2 = tip2_ - in_.p2;
    PlaceTips();
    TopicLesson::Update();
  }

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    const Vec2 v1 = in_.v1, v2 = in_.v2;
    const double r1 = R1(), r2 = R2();
    const bool degenerate = trace_.outcome == Elastic2DOutcome::CoincidentCentres;
    const bool v1_after = Revealed(st, "v1_after"), v2_after = Revealed(st, "v2_after");

    // The frame's motion: ghost paths before (V) and after (V') the contact at t = 0.5.
    if (!degenerate) {
      for (int i = 0; i < 2; ++i) {
        const Vec2 p = i == 0 ? in_.p1 : in_.p2;
        const Vec2 v = i == 0 ? v1 : v2;
        const Vec2 va = i == 0 ? trace_.v1_after : trace_.v2_after;
        const Ink ink = i == 0 ? Ink::Start : Ink::End;
        const bool after = i == 0 ? v1_after : v2_after;  // V' is known from its step on
        fig.Segment(p - v * 0.5, p, {Ink::Path, 1.5f, Dash::Dotted});
        if (after) fig.Segment(p, p + va * 0.5, {Ink::Path, 1.5f, Dash::Dotted});
        const Vec2 at = BallAt(i, st.t, after);
        if (Length(at - p) > 1e-9) {
          fig.Circle(at, i == 0 ? r1 : r2, {ink, 1.5f, i == 0 ? Dash::Solid : Dash::Dashed, 0.6f});
          fig.Marker(at, i == 0 ? MarkerShape::Dot : MarkerShape::Square, ink, 3.0f);
        }
      }
    }

    // The balls at contact: ball 1 solid outline, ball 2 dashed; their masses below them.
    fig.Disc(in_.p1, r1, {Ink::Start, 0.22f});
    fig.Circle(in_.p1, r1, {Ink::Start, 2.5f});
    fig.Disc(in_.p2, r2, {Ink::End, 0.22f});
    fig.Circle(in_.p2, r2, {Ink::End, 2.5f, Dash::Dashed});
    // Mass labels on the side of each ball away from N's arrow.
    const Vec2 side = degenerate ? Vec2{0, 1} : NSide();
    const Vec2 out1 = -side, out2 = -side;
    fig.Label(in_.p1 + out1 * r1, "ball 1, m1 = " + Num(in_.m1), Ink::Start, AwayAnchor(out1), OffsetPx(out1),
              0.85f);
    fig.Label(in_.p2 + out2 * r2, "ball 2, m2 = " + Num(in_.m2), Ink::End, AwayAnchor(out2), OffsetPx(out2),
              0.85f);

    if (degenerate) {
      Arrow(fig, in_.p1, v1, {Ink::Start, 2.5f}, "V1");
      Arrow(fig, in_.p2, v2, {Ink::End, 2.5f}, "V2");
      fig.Label(in_.p1 + Vec2{0, r1},
                "P1 = P2: coincident centres — ‖P2 − P1‖ = 0, so N = (P2 − P1)/‖P2 − P1‖ has no direction. "
                "Drag them apart.",
                Ink::Warning, Anchor::S, {0, -10})
          .priority = LabelPriority::High;
      return;
    }

    // Line of centres, the tangent at the contact, and N.
    const Vec2 n = trace_.n, tangent{-n.y, n.x};
    const Vec2 contact = in_.p1 + n * r1;
    fig.Segment(in_.p1, in_.p2, {Ink::Muted, 1.0f, Dash::Dotted});
    const double tl = std::max(r1, r2) * 1.2;
    fig.Segment(contact - tangent * tl, contact + tangent * tl, {Ink::Muted, 1.0f, Dash::Dashed});
    if (Revealed(st, "n")) {
      // N drawn where the tangent line ends, off the line of centres where the normal parts lie.
      const Vec2 foot = contact + NSide() * tl;
      const Vec2 head = foot + n * std::clamp(0.5 * (r1 + r2), 0.8, 2.0);
      fig.Arrow(foot, head, {Ink::Normal, 3.0f});
      fig.Label(head, "N", Ink::Normal, AwayAnchor(n), OffsetPx(n)).priority = LabelPriority::High;
    }

    // Before: V = VN + V∥ (solid = velocity, dashed = normal part, dotted = parallel part), head to tail.
    Arrow(fig, in_.p1, v1, {Ink::Start, 3.0f}, "V1");
    Arrow(fig, in_.p2, v2, {Ink::End, 3.0f}, "V2");
    if (Revealed(st, "v1n")) Arrow(fig, in_.p1, trace_.v1n, {Ink::Start, 2.0f, Dash::Dashed}, "V1N");
    if (Revealed(st, "v2n")) Arrow(fig, in_.p2, trace_.v2n, {Ink::End, 2.0f, Dash::Dashed}, "V2N");
    if (Revealed(st, "v1_par"))
      Arrow(fig, in_.p1 + trace_.v1n, trace_.v1_par, {Ink::Start, 2.0f, Dash::Dotted}, "V1∥");
    if (Revealed(st, "v2_par"))
      Arrow(fig, in_.p2 + trace_.v2n, trace_.v2_par, {Ink::End, 2.0f, Dash::Dotted}, "V2∥");

    // After: V' = V'N + V∥ in the response colour.
    if (trace_.approaching && Revealed(st, "v1n_after"))
      Arrow(fig, in_.p1, trace_.v1n_after, {Ink::Reflect, 2.0f, Dash::Dashed}, "V1'N");
    if (trace_.approaching && Revealed(st, "v2n_after"))
      Arrow(fig, in_.p2, trace_.v2n_after, {Ink::Reflect, 2.0f, Dash::Dashed}, "V2'N");
    if (trace_.approaching && v1_after) {
      Arrow(fig, in_.p1 + trace_.v1n_after, trace_.v1_par, {Ink::Reflect, 1.5f, Dash::Dotted}, "");
      Arrow(fig, in_.p2 + trace_.v2n_after, trace_.v2_par, {Ink::Reflect, 1.5f, Dash::Dotted}, "");
    }
    if (v1_after) Arrow(fig, in_.p1, trace_.v1_after, {Ink::Reflect, 3.0f}, "V1'");
    if (v2_after) Arrow(fig, in_.p2, trace_.v2_after, {Ink::Reflect, 3.0f}, "V2'");

    // Caption and legend (Overlay, bottom-left, one line each so none runs off a narrow canvas): the deciding
    // test in words, then what the response does, momentum and energy, the legend.
    std::vector<std::pair<std::string, Ink>> lines;
    if (Revealed(st, "approaching")) {
      const double closing = trace_.n_dot_v1 - trace_.n_dot_v2;
      if (!trace_.approaching) {
        lines.push_back({"not approaching: proj1V − proj2V = " + Num(closing) + " ≤ 0 → velocities unchanged",
                         Ink::Text});
      } else {
        lines.push_back({"approaching: proj1V − proj2V = " + Num(closing) + " > 0 → respond", Ink::Hit});
        if (Revealed(st, "v1n_after")) {
          lines.push_back({in_.m1 == in_.m2 ? "same mass: the normal parts swap (V1'N = V2N, V2'N = V1N)"
                                            : "m1 ≠ m2: the normal parts by the 1D formulas",
                           Ink::Hit});
        }
      }
    }
    // Momentum and energy before; after (conserved) once V1' and V2' are found.
    const double pscale = in_.m1 * Length(v1) + in_.m2 * Length(v2);
    std::string pe =
        "p = " + Num(Clean(trace_.momentum_before, pscale)) + "    E = " + Num(trace_.energy_before);
    if (v1_after && v2_after) {
      pe = "p = " + Num(Clean(trace_.momentum_before, pscale)) +
           " → p' = " + Num(Clean(trace_.momentum_after, pscale)) + "    E = " + Num(trace_.energy_before) +
           " → E' = " + Num(trace_.energy_after);
    }
    lines.push_back({pe, Ink::Muted});
    lines.push_back({"solid: velocity   dashed: normal part (along N)   dotted: parallel part   green: after",
                     Ink::Muted});
    double y = st.canvas_px.y - 24;
    for (auto it = lines.rbegin(); it != lines.rend(); ++it, y -= 28) {
      const bool caption = it->second != Ink::Muted;
      fig.Label({20, y}, it->first, it->second, Anchor::SW, {0, 0}, caption ? 1.0f : 0.85f, Space::Overlay);
    }
    Bounds captions;  // the camera keeps the balls clear of the four lines these can take
    captions.Add(Vec2{0, st.canvas_px.y - 24 - 4 * 28});
    captions.Add(Vec2{std::min(st.canvas_px.x, 820.0), st.canvas_px.y});
    fig.ReserveOverlay(captions);
  }

  void Controls(LessonState& /*st*/) override {
    bool changed = ScalarInputs();
    Vec2 v1 = in_.v1, v2 = in_.v2;
    const bool e1 = ImGui::DragScalarN(inputs::Fit("V1"), ImGuiDataType_Double, &v1.x, 2, 0.02f, nullptr,
                                       nullptr, "%.2f");
    const bool e2 = ImGui::DragScalarN(inputs::Fit("V2"), ImGuiDataType_Double, &v2.x, 2, 0.02f, nullptr,
                                       nullptr, "%.2f");
    if ((e1 || e2) && IsFinite(v1) && IsFinite(v2)) {
      in_.v1 = v1;
      in_.v2 = v2;
      PlaceTips();
      changed = true;
    }
    inputs::Muted("drag P1, P2 and the tips of V1, V2 on the figure");
    if (changed) Update();  // a typed mass ≤ 0 is refused when the edit settles (Shell::RefuseOutOfDomain)
  }

  // The motion after the contact (t = 0.5) is V1', V2' (kept when not approaching): it waits for the last.
  std::string_view ImpactStep() const override { return "v2_after"; }

  double TimeOfImpact() const override {
    const bool contact =
        trace_.outcome == Elastic2DOutcome::Collide || trace_.outcome == Elastic2DOutcome::NotApproaching;
    return contact ? 0.5 : -1.0;
  }

  std::vector<Preset> Presets() const override {
    auto scene = [&](Vec2 p1, Vec2 p2, Vec2 v1, Vec2 v2, double m1, double m2) {
      return Scene({p1, p2, v1, v2, m1, m2});
    };
    return {
        {"head-on",
         scene({-1.5, 0}, {1.5, 0}, {4, 0}, {-2, 0}, 1, 1),
         {{"approaching", true}, {"v1_after", {-2, 0}}}},
        {"glancing", Scene(Inputs{}), {{"approaching", true}, {"v2", {0, 0}}}},  // the opening scene
        {"both moving", scene({0, 0}, {2.4, 1.8}, {3, 1}, {-2, -1}, 1, 1), {{"approaching", true}}},
        {"not approaching", scene({0, 0}, {3, 0}, {-2, 2}, {3, 1}, 1, 1), {{"approaching", false}}},
        {"heavy hits light",
         scene({0, 0}, {2.4, -1.8}, {4, 0}, {0, 0}, 5, 1),
         {{"approaching", true}, {"m1", 5}}},
        {"light hits heavy",
         scene({0, 0}, {2.4, -1.8}, {4, 0}, {0, 0}, 1, 5),
         {{"approaching", true}, {"m2", 5}}},
    };
  }

  Bounds SceneBounds() const override {
    Bounds b;
    const Vec2 v1 = in_.v1, v2 = in_.v2;
    b.Add(in_.p1, R1());
    b.Add(in_.p2, R2());
    for (Vec2 q : {tip1_, tip2_, in_.p1 - v1 * 0.5, in_.p2 - v2 * 0.5, in_.p1 + trace_.v1_after,
                   in_.p2 + trace_.v2_after})
      b.Add(q);
    return b.Padded(1.0);
  }

 private:
  // Rounding noise (|x| within kRoundingRel of the problem's scale) shown as 0, as a student would write it.
  static Vec2 Clean(Vec2 v, double scale) {
    auto c = [&](double x) { return std::abs(x) <= kRoundingRel * scale ? 0.0 : x; };
    return {c(v.x), c(v.y)};
  }

  // The tangent direction on which N's arrow is drawn: the end of the tangent line farther from the velocity
  // tips (the handles). Mass labels go on the other side.
  Vec2 NSide() const {
    const Vec2 t{-trace_.n.y, trace_.n.x};
    const Vec2 contact = in_.p1 + trace_.n * R1();
    const double tl = std::max(R1(), R2()) * 1.2;
    auto clearance = [&](Vec2 q) { return std::min(Length(q - tip1_), Length(q - tip2_)); };
    return clearance(contact + t * tl) >= clearance(contact - t * tl) ? t : -t;
  }

  // Radii ∝ √m, scaled so that the balls touch: r1 + r2 = ‖P2 − P1‖ (0.5 each when the centres coincide).
  double R1() const {
    return trace_.dist > 0 ? trace_.dist * std::sqrt(in_.m1) / (std::sqrt(in_.m1) + std::sqrt(in_.m2)) : 0.5;
  }
  double R2() const { return trace_.dist > 0 ? trace_.dist - R1() : 0.5; }

  // Ball i at frame time t: contact at t = 0.5, V before, V' after (V when the after step is hidden).
  Vec2 BallAt(int i, double t, bool after_known) const {
    const Vec2 p = i == 0 ? in_.p1 : in_.p2;
    const Vec2 v = i == 0 ? in_.v1 : in_.v2;
    const Vec2 va = after_known ? (i == 0 ? trace_.v1_after : trace_.v2_after) : v;
    t = std::clamp(t, 0.0, 1.0);
    return t < 0.5 ? p + v * (t - 0.5) : p + va * (t - 0.5);
  }

  // An arrow with its label at the middle, beside the shaft (never at the tip, where handles are).
  // The anchor that puts a label on the side `dir` points to (world y up), and a small px offset that way.
  static Anchor AwayAnchor(Vec2 dir) {
    if (dir.x > 0.38) return dir.y > 0.38 ? Anchor::SW : dir.y < -0.38 ? Anchor::NW : Anchor::W;
    if (dir.x < -0.38) return dir.y > 0.38 ? Anchor::SE : dir.y < -0.38 ? Anchor::NE : Anchor::E;
    return dir.y > 0 ? Anchor::S : Anchor::N;
  }
  static Vec2 OffsetPx(Vec2 dir) { return {dir.x * 6, -dir.y * 6}; }

  static void Arrow(Figure& fig, Vec2 from, Vec2 v, Stroke s, const std::string& label) {
    const double len = Length(v);
    if (len < 1e-9) {
      fig.Marker(from, MarkerShape::Ring, s.ink, 7.0f);  // a zero vector: a ring around the centre
      // Stacked by kind, so V2 = 0, V2N = 0 and V2∥ = 0 at one point stay readable.
      const double row = s.dash == Dash::Solid ? 0 : s.dash == Dash::Dashed ? 1 : 2;
      if (!label.empty())
        fig.Label(from, label + " = 0", s.ink, Anchor::NE, {-8, 8 + 20 * row}, 0.85f).priority =
            LabelPriority::High;
      return;
    }
    fig.Arrow(from, from + v, s);
    if (label.empty()) return;
    const Vec2 side{-v.y / len, v.x / len};  // left of the arrow, in world (y up)
    // Beside the shaft: normal parts (dashed) low, parallel parts (dotted) mid, velocities high.
    const double along = s.dash == Dash::Dashed ? 0.3 : s.dash == Dash::Dotted ? 0.5 : 0.7;
    fig.Label(from + v * along, label, s.ink, AwayAnchor(side), OffsetPx(side), 0.9f).priority =
        LabelPriority::High;
  }

  // The handles of V1, V2 at the arrows' tips P + V, and where they were put (a tip elsewhere was moved).
  void PlaceTips() {
    tip1_ = placed_tip1_ = in_.p1 + in_.v1;
    tip2_ = placed_tip2_ = in_.p2 + in_.v2;
  }

  Vec2 tip1_ = in_.p1 + in_.v1, tip2_ = in_.p2 + in_.v2;
  Vec2 placed_tip1_ = tip1_, placed_tip2_ = tip2_;
};

}  // namespace

std::unique_ptr<Lesson> MakeElastic2DLesson(const LessonEntry& e) { return MakeLesson<Elastic2DLesson>(e); }

}  // namespace ricochet::app
