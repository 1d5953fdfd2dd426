// Lesson 1 (Lecture 16): the half-planes of a directed segment, the edge vector e = P1 − P0, the outward
// normal n = (e_y, −e_x) as e rotated through −90°, the point-normal line n·P − n·P0 = 0 and, normalised,
// n̂·P − n̂·P0 = 0 with its geometric meaning (n̂·P0 is the distance from the origin), and a point P
// classified by n̂·P against n̂·P0 and its boundary condition BC = n̂·(P − P0).
#include "explain/edge_normal.h"

#include <cmath>
#include <numbers>
#include <optional>

#include "draw/format.h"
#include "draw/inputs_imgui.h"
#include "imgui.h"
#include "lessons/topic_lesson.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;

// The topic (explain/edge_normal.h) with the lesson's handles.
struct EdgeNormalLessonTopic : EdgeNormalTopic {
  static constexpr PointField<Inputs> kPoints[] = {
      {"P0", &Inputs::p0, Ink::Wall}, {"P1", &Inputs::p1, Ink::Wall}, {"P", &Inputs::p, Ink::Point}};
};

class EdgeNormalLesson final : public TopicLesson<EdgeNormalLessonTopic> {
 public:
  explicit EdgeNormalLesson(const LessonEntry& e) : TopicLesson(e, Clock::None) {}  // a static figure

  std::vector<Handle> Handles() const override {
    std::vector<Handle> h = TopicLesson::Handles();
    if (!in_.has_p) h.pop_back();  // P, while "classify a point P" is ticked
    return h;
  }

  void DrawFigure(Figure& fig, const LessonState& st) const override {
    const Vec2 mid = Lerp(in_.p0, in_.p1, 0.5);
    if (Degenerate()) {
      fig.Marker(in_.p0, MarkerShape::Dot, Ink::Wall, 5);
      fig.Label(in_.p0, "P0 = P1", Ink::Warning, Anchor::SW, {12, -12}).priority = LabelPriority::High;
      fig.Label({st.canvas_px.x * 0.5, 24},
                "P0 = P1: a zero-length edge has no direction, so it has no normal.", Ink::Warning, Anchor::N,
                {0, 0}, 1.1f, Space::Overlay);
      fig.Label({st.canvas_px.x * 0.5, 56}, "Drag P1 away from P0 (or press Ctrl+Z).", Ink::Muted, Anchor::N,
                {0, 0}, 1.0f, Space::Overlay);
      if (in_.has_p) DrawPointLabel(fig, "P", std::nullopt);
      return;
    }
    const EdgeNormalTrace& t = trace_;
    const Vec2 u = t.e / t.n_len;  // unit edge direction
    const double len = t.n_len;    // ‖e‖ = ‖n‖
    const double reach = 1e4 * (1.0 + Length(in_.p0) + len);
    const bool bc_shown = in_.has_p && Revealed(st, "bc");

    // The lecture's first picture: the directed segment's right-hand side is the outside (+) half-plane,
    // its left-hand side the inside (−). A convention, so it is there from the start — except in practice,
    // where it would answer which way n points and which side P is on: there it comes with n.
    if (!st.practice || Revealed(st, "n")) {
      fig.HalfPlane(in_.p0, t.n_hat, {Ink::Outside, 0.13f});
      fig.HalfPlane(in_.p0, -t.n_hat, {Ink::Inside, 0.13f});
      const double side = std::max(1.6, 0.35 * len);
      // With a point P the names are the answer of the side step: until it comes, the halves are + and −.
      const bool named = !in_.has_p || Revealed(st, "side");
      fig.Label(mid + t.n_hat * side + u * 0.5 * len,
                bc_shown ? "outside: BC > 0"
                : named  ? "outside (+)"
                         : "+ half-plane",
                Ink::Outside, Anchor::Center, {0, 0});
      fig.Label(mid - t.n_hat * side + u * 0.5 * len,
                bc_shown ? "inside: BC < 0"
                : named  ? "inside (−)"
                         : "− half-plane",
                Ink::Inside, Anchor::Center, {0, 0});
    }
    // The infinite line through the edge, then the edge itself.
    fig.Segment(in_.p0 - u * reach, in_.p1 + u * reach, {Ink::Muted, 1.2f, Dash::Dashed, 0.7f});
    if (Revealed(st, "e")) {
      fig.Arrow(in_.p0, in_.p1, {Ink::Edge, 3.5f});
      fig.Label(Lerp(in_.p0, in_.p1, 0.55), "e", Ink::Edge, AnchorToward(-t.n_hat), OffsetToward(-t.n_hat, 8),
                1.15f)
          .priority = LabelPriority::High;
    } else {
      fig.Segment(in_.p0, in_.p1, {Ink::Wall, 3.0f});
    }
    // e turned through −90° about z (clockwise) at its tail: the arc from e's direction to n's.
    if (Revealed(st, "rotation")) {
      const double rho = 0.3 * len;
      Vec2 arc[25];
      for (int k = 0; k <= 24; ++k) {
        const double a = -0.5 * std::numbers::pi * k / 24.0;  // 0 → −90°
        arc[k] = in_.p0 + (u * std::cos(a) + Vec2{u.y, -u.x} * -std::sin(a)) * rho;
      }
      fig.Polyline(arc, {Ink::Normal, 2.0f, Dash::Solid, 0.9f});
      fig.Arrow(arc[21], arc[24], {Ink::Normal, 2.0f, Dash::Solid, 0.9f});
      const Vec2 bis = Normalize(u + t.n_hat);
      fig.Label(in_.p0 + bis * rho, "−90°", Ink::Normal, AnchorToward(bis), OffsetToward(bis, 6), 1.0f);
    }
    // n = (e_y, −e_x): e rotated, as long as e.
    if (Revealed(st, "n")) {
      fig.Arrow(in_.p0, in_.p0 + t.n, {Ink::Normal, 2.5f, Dash::Solid, 0.85f});
      fig.Label(in_.p0 + t.n, "n", Ink::Normal, AnchorToward(t.n_hat), OffsetToward(t.n_hat, 8), 1.1f)
          .priority = LabelPriority::High;
    }
    // L: the line, named by its point-normal equation (with n, then with n̂).
    if (Revealed(st, "line_n")) {
      const bool unit = Revealed(st, "line");
      // On the inside, a quarter of the edge beyond P1 (clear of P1's label, which sits on the line).
      fig.Label(in_.p1 + u * (0.25 * len), unit ? "L: n̂·P − n̂·P0 = 0" : "L: n·P − n·P0 = 0", Ink::Wall,
                AnchorToward(-t.n_hat), OffsetToward(-t.n_hat, 10), 0.95f)
          .priority = LabelPriority::High;
    }

    // Geometric meaning of n̂·P − n̂·P0 = 0: every point of L projects onto the n̂ axis at the foot F = (n̂·P0)
    // n̂, the shortest distance from the origin.
    const Vec2 foot = t.n_hat * t.d;
    if (Revealed(st, "d")) {
      const Vec2 o{0, 0};
      const double span = std::max({std::fabs(t.d), in_.has_p ? std::fabs(t.n_dot_p) : 0.0, 1.0}) + 1.5;
      fig.Segment(-t.n_hat * span, t.n_hat * span, {Ink::Muted, 1.2f, Dash::Dotted});
      fig.Label(t.n_hat * span, "n̂ axis", Ink::Muted, AnchorToward(t.n_hat), OffsetToward(t.n_hat, 4), 0.85f)
          .priority = LabelPriority::Low;
      fig.Segment(o, in_.p0, {Ink::Muted, 1.0f, Dash::Dashed, 0.8f});
      fig.Segment(o, in_.p1, {Ink::Muted, 1.0f, Dash::Dashed, 0.8f});
      fig.Segment(o, foot, {Ink::Muted, 4.5f, Dash::Solid, 0.6f});  // n̂·P0: the Muted row of the panel
      // Right-angle mark at F: the line meets the axis at 90°.
      const double k = 0.22;
      const Vec2 sq[3] = {foot - t.n_hat * k, foot - t.n_hat * k + u * k, foot + u * k};
      fig.Polyline(sq, {Ink::Muted, 1.2f});
      fig.Marker(foot, MarkerShape::Diamond, Ink::Normal, 4.5f);
      fig.Label(foot * 0.5, "n̂·P0 = " + Num(t.d), Ink::Text, AnchorToward(-u), OffsetToward(-u, 8), 0.9f)
          .priority = LabelPriority::High;
      fig.Marker(o, MarkerShape::Cross, Ink::Muted, 4.0f);
      fig.Label(o, "O", Ink::Muted, Anchor::NE, {-6, 6}, 0.9f).priority = LabelPriority::Low;
    }
    // n̂ as a true unit arrow at the edge's midpoint, pointing outside.
    if (Revealed(st, "n_hat")) {
      fig.Arrow(mid, mid + t.n_hat, {Ink::Normal, 3.5f});
      fig.Label(mid + t.n_hat, "n̂", Ink::Normal, AnchorToward(t.n_hat), OffsetToward(t.n_hat, 6), 1.15f)
          .priority = LabelPriority::High;
    }
    fig.Marker(in_.p0, MarkerShape::Dot, Ink::Wall, 3.5f);
    fig.Marker(in_.p1, MarkerShape::Dot, Ink::Wall, 3.5f);
    fig.Label(in_.p0, "P0", Ink::Text, AnchorToward(in_.p0 - in_.p1), OffsetToward(in_.p0 - in_.p1, 14),
              1.05f)
        .priority = LabelPriority::High;
    fig.Label(in_.p1, "P1", Ink::Text, AnchorToward(in_.p1 - in_.p0), OffsetToward(in_.p1 - in_.p0, 14),
              1.05f)
        .priority = LabelPriority::High;

    if (!in_.has_p) return;
    // P projects onto the n̂ axis at G = (n̂·P) n̂: its distance from O along n̂.
    const Vec2 g = t.n_hat * t.n_dot_p;
    if (Revealed(st, "n_dot_p")) {
      fig.Segment(in_.p, g, {Ink::Point, 1.2f, Dash::Dashed, 0.9f});
      fig.Marker(g, MarkerShape::Square, Ink::Point, 3.5f);
      fig.Label(g, "n̂·P = " + Num(t.n_dot_p), Ink::Point, AnchorToward(u), OffsetToward(u, 10), 0.9f)
          .priority = LabelPriority::High;
    }
    // BC = n̂·(P − P0): the signed gap from F to G, in the panel row's ink.
    if (bc_shown) {
      if (t.side != Side::On) fig.Arrow(foot, g, {Ink::Point, 3.0f});
      // Beside the n̂ axis on the same side as n̂·P's label (the other side has e and n̂).
      fig.Label(Lerp(foot, g, 0.5), "BC = " + (t.side == Side::On ? std::string("0") : Num(t.bc)), Ink::Point,
                AnchorToward(u), OffsetToward(u, 10), 1.0f)
          .priority = LabelPriority::High;
    }
    DrawPointLabel(fig,
                   Revealed(st, "side") ? (t.side == Side::Outside  ? "P  outside"
                                           : t.side == Side::Inside ? "P  inside"
                                                                    : "P  on L")
                                        : "P",
                   t.n_hat);
  }

  void Controls(LessonState&) override {
    ImGui::Checkbox("classify a point P", &in_.has_p);
    inputs::Point("P0", in_.p0);
    inputs::Point("P1", in_.p1);
    if (in_.has_p) inputs::Point("P", in_.p);
    Update();
  }

  // In the lecture's order: the edge, its normal and its line; then the three classifications (P on L, Q
  // outside, R inside); then the degenerate edge.
  std::vector<Preset> Presets() const override {
    auto scene = [&](Vec2 p0, Vec2 p1, Vec2 p) { return Scene({p0, p1, true, p}); };
    return {{"the line only", Scene({{5, 1}, {1, 4}, false, {5, 4}}), {{"n", {3, 4}}}},
            {"P on the line", scene({5, 1}, {1, 4}, {3, 2.5}), {{"side", "on"}}},
            {"P outside", Scene(Inputs{}), {{"side", "outside"}}},
            {"P inside", scene({5, 1}, {1, 4}, {1.5, 1}), {{"side", "inside"}}},
            {"zero-length edge", scene({3, 2}, {3, 2}, {5, 4}), {{"n_hat", nullptr}}}};
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(in_.p0), b.Add(in_.p1), b.Add(Vec2{0, 0});
    if (in_.has_p) b.Add(in_.p);
    if (!Degenerate()) {
      b.Add(Lerp(in_.p0, in_.p1, 0.5) + trace_.n_hat * 1.5);
      b.Add(in_.p0 + trace_.n);                              // n, drawn from P0
      b.Add(in_.p1 + trace_.e * 0.25 - trace_.n_hat * 1.0);  // L's name, beyond P1
      b.Add(trace_.n_hat * (std::fabs(trace_.d) + 1.5));     // the n̂ axis
    }
    if (in_.has_p && !Degenerate()) b.Add(trace_.n_hat * trace_.n_dot_p);  // G, where the BC arrow ends
    return b.Padded(0.8);
  }

 private:
  void DrawPointLabel(Figure& fig, const std::string& text, std::optional<Vec2> n_hat) const {
    const Ink ink = Ink::Point;
    fig.Marker(in_.p, MarkerShape::Dot, ink, 3.5f);
    const Vec2 away = n_hat ? Vec2{n_hat->y, -n_hat->x} * -1.0 + *n_hat : Vec2{1, 1};
    fig.Label(in_.p, text, ink, AnchorToward(away), OffsetToward(away, 14), 1.05f).priority =
        LabelPriority::High;
  }

  bool Degenerate() const { return solved_.p0 == solved_.p1; }
};

}  // namespace

std::unique_ptr<Lesson> MakeEdgeNormalLesson(const LessonEntry& e) { return MakeLesson<EdgeNormalLesson>(e); }

}  // namespace ricochet::app
