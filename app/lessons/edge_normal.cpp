// Lesson 1 (Lecture 16): the edge vector e = P1 − P0, the outward normal n̂, the point-normal line
// n̂·P = d and its geometric meaning, and the boundary condition BC = n̂·(P − P0) of a point P.
#include <cmath>
#include <optional>

#include "draw/format.h"
#include "explain/explain.h"
#include "imgui.h"
#include "lessons/lessons.h"
#include "ricochet/line.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;

// Derivation steps in Explain order: e, n, ‖n‖, n̂, d, n̂·P, BC. The figure grows with the reveal.
constexpr int kStepE = 1, kStepNHat = 4, kStepD = 5, kStepBC = 7;

class EdgeNormalLesson final : public Lesson {
 public:
  std::string_view Id() const override { return "edge-normal"; }
  std::string_view Title() const override { return "Edge vector & outward normal"; }

  bool HasMotion() const override { return false; }  // a static figure: no time slider

  std::vector<Handle> Handles() override {
    std::vector<Handle> h = {{"P0", &p0_, Ink::Wall}, {"P1", &p1_, Ink::Wall}};
    if (has_p_) h.push_back({"P", &p_, Ink::Point});
    return h;
  }

  void Update() override {
    degenerate_ = p0_ == p1_;
    if (!degenerate_) trace_ = has_p_ ? EdgeNormal(p0_, p1_, p_) : EdgeNormal(p0_, p1_);
  }

  void Draw(Figure& fig, const LessonState& st) const override {
    const int shown = st.reveal;
    const Vec2 mid = Lerp(p0_, p1_, 0.5);
    if (degenerate_) {
      fig.Marker(p0_, MarkerShape::Dot, Ink::Wall, 5);
      fig.Label(p0_, "P0 = P1", Ink::Warning, Anchor::SW, {12, -12});
      fig.Label({st.canvas_px.x * 0.5, 24},
                "P0 = P1: a zero-length edge has no direction, so it has no normal.", Ink::Warning, Anchor::N,
                {0, 0}, 1.1f, Space::Overlay);
      fig.Label({st.canvas_px.x * 0.5, 56}, "Drag P1 away from P0 (or press Ctrl+Z).", Ink::Muted, Anchor::N,
                {0, 0}, 1.0f, Space::Overlay);
      if (has_p_) DrawPointLabel(fig, "P", std::nullopt);
      return;
    }
    const EdgeNormalTrace& t = trace_;
    const Vec2 u = t.e / t.n_len;  // unit edge direction
    const double reach = 1e4 * (1.0 + Length(p0_) + t.n_len);

    // Half-planes first (under everything), labelled in words.
    if (shown >= kStepNHat) {
      fig.HalfPlane(p0_, t.n_hat, {Ink::Outside, 0.13f});
      fig.HalfPlane(p0_, -t.n_hat, {Ink::Inside, 0.13f});
      const double side = std::max(1.6, 0.35 * t.n_len);
      fig.Label(mid + t.n_hat * side + u * 0.5 * t.n_len, "outside  (BC > 0)", Ink::Outside, Anchor::Center,
                {0, 0});
      fig.Label(mid - t.n_hat * side + u * 0.5 * t.n_len, "inside  (BC < 0)", Ink::Inside, Anchor::Center,
                {0, 0});
    }
    // The infinite line through the edge, then the edge itself.
    fig.Segment(p0_ - u * reach, p1_ + u * reach, {Ink::Muted, 1.2f, Dash::Dashed, 0.7f});
    if (shown >= kStepE) {
      fig.Arrow(p0_, p1_, {Ink::Edge, 3.5f});
      fig.Label(Lerp(p0_, p1_, 0.3), "e", Ink::Edge, AnchorToward(-t.n_hat), OffsetToward(-t.n_hat, 8),
                1.15f);
    } else {
      fig.Segment(p0_, p1_, {Ink::Wall, 3.0f});
    }

    // Geometric meaning of n̂·P = d: every point of the line projects onto the n̂ axis at the foot F = d n̂.
    if (shown >= kStepD) {
      const Vec2 o{0, 0}, foot = t.n_hat * t.d;
      const double span = std::max({std::fabs(t.d), has_p_ ? std::fabs(t.n_dot_p) : 0.0, 1.0}) + 1.5;
      fig.Segment(-t.n_hat * span, t.n_hat * span, {Ink::Muted, 1.2f, Dash::Dotted});
      fig.Label(t.n_hat * span, "n̂ axis", Ink::Muted, AnchorToward(t.n_hat), OffsetToward(t.n_hat, 4), 0.85f);
      fig.Segment(o, p0_, {Ink::Muted, 1.0f, Dash::Dashed, 0.8f});
      fig.Segment(o, p1_, {Ink::Muted, 1.0f, Dash::Dashed, 0.8f});
      fig.Segment(o, foot, {Ink::Muted, 4.5f, Dash::Solid, 0.6f});  // d: the Muted row of the panel
      // Right-angle mark at F: the line meets the axis at 90°.
      const double k = 0.22;
      const Vec2 sq[3] = {foot - t.n_hat * k, foot - t.n_hat * k + u * k, foot + u * k};
      fig.Polyline(sq, {Ink::Muted, 1.2f});
      fig.Marker(foot, MarkerShape::Diamond, Ink::Normal, 4.5f);
      fig.Label(foot, "F = d n̂", Ink::Normal, AnchorToward(-u), OffsetToward(-u, 10), 0.9f);
      fig.Label(foot * 0.5, "d = " + Num(t.d), Ink::Text, AnchorToward(-u), OffsetToward(-u, 8), 0.9f);
      fig.Marker(o, MarkerShape::Cross, Ink::Muted, 4.0f);
      fig.Label(o, "O", Ink::Muted, Anchor::NE, {-6, 6}, 0.9f);
    }
    // n̂ as a true unit arrow at the edge's midpoint, pointing outside.
    if (shown >= kStepNHat) {
      fig.Arrow(mid, mid + t.n_hat, {Ink::Normal, 3.5f});
      fig.Label(mid + t.n_hat, "n̂", Ink::Normal, AnchorToward(t.n_hat), OffsetToward(t.n_hat, 6), 1.15f);
    }
    fig.Marker(p0_, MarkerShape::Dot, Ink::Wall, 3.5f);
    fig.Marker(p1_, MarkerShape::Dot, Ink::Wall, 3.5f);
    fig.Label(p0_, "P0", Ink::Text, AnchorToward(p0_ - p1_), OffsetToward(p0_ - p1_, 14), 1.05f);
    fig.Label(p1_, "P1", Ink::Text, AnchorToward(p1_ - p0_), OffsetToward(p1_ - p0_, 14), 1.05f);

    if (!has_p_) return;
    if (shown >= kStepBC) {
      // P projects onto the axis at G = (n̂·P) n̂; BC is the signed gap from F to G.
      const Vec2 foot = t.n_hat * t.d, g = t.n_hat * t.n_dot_p;
      // BC shares the panel row's ink (Point); the side is said in words on P's label.
      fig.Segment(p_, g, {Ink::Point, 1.2f, Dash::Dashed, 0.9f});
      if (t.side != Side::On) fig.Arrow(foot, g, {Ink::Point, 3.0f});
      fig.Marker(g, MarkerShape::Square, Ink::Point, 3.5f);
      fig.Label(Lerp(foot, g, 0.5), "BC = " + Num(t.bc), Ink::Point, AnchorToward(u), OffsetToward(u, 10),
                1.0f);
    }
    DrawPointLabel(fig,
                   shown >= kStepBC ? (t.side == Side::Outside  ? "P  outside"
                                       : t.side == Side::Inside ? "P  inside"
                                                                : "P  on the line")
                                    : "P",
                   t.n_hat);
  }

  void Controls(LessonState&) override {
    ImGui::Checkbox("classify a point P", &has_p_);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    ImGui::DragScalarN("P0", ImGuiDataType_Double, &p0_.x, 2, 0.01f, nullptr, nullptr, "%.3f");
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
    ImGui::DragScalarN("P1", ImGuiDataType_Double, &p1_.x, 2, 0.01f, nullptr, nullptr, "%.3f");
    if (has_p_) {
      ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
      ImGui::DragScalarN("P", ImGuiDataType_Double, &p_.x, 2, 0.01f, nullptr, nullptr, "%.3f");
    }
    Update();
  }

  Derivation Derive() const override {
    try {
      return Explain(SaveScene(), "edge-normal");
    } catch (const SceneError&) {
      Derivation d;
      d.lesson = "edge-normal";
      d.verdict =
          "P0 = P1: the edge has zero length, so e = (0, 0) has no direction and n = (e_y, −e_x) cannot be "
          "normalised (‖n‖ = 0). Move P1 away from P0.";
      return d;
    }
  }

  json SaveScene() const override {
    json j = {{"lesson", "edge-normal"}, {"p0", PointJson(p0_)}, {"p1", PointJson(p1_)}};
    if (has_p_) j["p"] = PointJson(p_);
    return j;
  }

  void LoadScene(const json& j) override {
    const std::string file = "scene";
    const Vec2 p0 = ReadPoint(j, "p0", file), p1 = ReadPoint(j, "p1", file);
    CheckApart(p0, p1, "p0", "p1", file);
    const std::optional<Vec2> p = ReadOptionalPoint(j, "p", file);
    p0_ = p0, p1_ = p1, has_p_ = p.has_value();
    if (p) p_ = *p;
    Update();
  }

  std::vector<Preset> Presets() const override {
    auto scene = [](Vec2 p) {
      return json{{"lesson", "edge-normal"},
                  {"p0", PointJson({5, 1})},
                  {"p1", PointJson({1, 4})},
                  {"p", PointJson(p)}};
    };
    return {{"P outside", scene({5, 4})},
            {"P inside", scene({1.5, 1})},
            {"P on the line", scene({3, 2.5})},
            {"zero-length edge", json{{"lesson", "edge-normal"},
                                      {"p0", PointJson({3, 2})},
                                      {"p1", PointJson({3, 2})},
                                      {"p", PointJson({5, 4})}}}};
  }

  Bounds SceneBounds() const override {
    Bounds b;
    b.Add(p0_), b.Add(p1_), b.Add(Vec2{0, 0});
    if (has_p_) b.Add(p_);
    if (!degenerate_) b.Add(Lerp(p0_, p1_, 0.5) + trace_.n_hat * 1.5);
    return b.Padded(0.8);
  }

 private:
  void DrawPointLabel(Figure& fig, const std::string& text, std::optional<Vec2> n_hat) const {
    const Ink ink = Ink::Point;
    fig.Marker(p_, MarkerShape::Dot, ink, 3.5f);
    const Vec2 away = n_hat ? Vec2{n_hat->y, -n_hat->x} * -1.0 + *n_hat : Vec2{1, 1};
    fig.Label(p_, text, ink, AnchorToward(away), OffsetToward(away, 14), 1.05f);
  }

  Vec2 p0_{5, 1}, p1_{1, 4}, p_{5, 4};
  bool has_p_ = true;
  bool degenerate_ = false;
  EdgeNormalTrace trace_{};
};

}  // namespace

std::unique_ptr<Lesson> MakeEdgeNormalLesson() {
  auto l = std::make_unique<EdgeNormalLesson>();
  l->Update();
  return l;
}

}  // namespace ricochet::app
