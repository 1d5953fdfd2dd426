// Test fixture shared by the export tests and benchmark: a lesson whose figure uses every primitive kind.
#pragma once

#include "lessons/lesson.h"

namespace ricochet::app {

// Not in the syllabus: the descriptor of the test lesson below.
inline const LessonEntry kAllPrimsEntry{"all-prims", "Every primitive", "—",     "—",
                                        nullptr,     nullptr,           nullptr, nullptr,
                                        nullptr,     "a test lesson",   {}};

// A lesson that draws every primitive kind, for testing the backend before (and besides) the real lessons.
class AllPrimsLesson : public Lesson {
 public:
  AllPrimsLesson() : Lesson(kAllPrimsEntry) {}
  std::vector<Handle> Handles() const override { return {{"P0", &p0}}; }
  void MoveHandle(int, Vec2 p) override { p0 = p; }
  void Update() override {}
  void DrawFigure(Figure& f, const LessonState& st) const override {
    f.HalfPlane({0, 0}, {1, 0}, {Ink::Outside, 0.15f});
    f.Segment(p0, {4, 0}, {Ink::Wall, 3.0f});
    f.Segment({0, 2}, {4, 2}, {Ink::Path, 2.0f, Dash::Dashed});
    f.Segment({0, 2.5}, {4, 2.5}, {Ink::Path, 2.0f, Dash::Dotted});
    f.Arrow({2, 0}, {2, 1.5}, {Ink::Normal, 2.5f});
    f.Circle({-2, 1}, 1.0, {Ink::Pillar, 2.0f});
    f.Disc(Lerp({-3, -2}, {3, -2}, st.t), 0.5, {Ink::Ball, 0.8f});
    const Vec2 poly[3] = {{-4, -3}, {-3, -3}, {-3.5, -2}};
    f.Polygon(poly, {Ink::Inside, 0.5f});
    const Vec2 line[4] = {{-4, 3}, {-3, 3.5}, {-2, 3}, {-1, 3.5}};
    f.Polyline(line, {Ink::Edge, 2.0f});
    const MarkerShape shapes[6] = {MarkerShape::Dot,   MarkerShape::Square,   MarkerShape::Diamond,
                                   MarkerShape::Cross, MarkerShape::Triangle, MarkerShape::Ring};
    for (int i = 0; i < 6; ++i) f.Marker({-4.0 + i, -4}, shapes[i], Ink::Point, 6.0f);
    if (Revealed(st, "n_hat")) f.Label({2, 1.5}, "n̂ = (0, 1)", Ink::Normal);
    f.Label(p0, "P0", Ink::Point, Anchor::NE, {-6, 6});
    f.Label({20, 20}, "overlay ‖e‖²", Ink::Text, Anchor::NW, {0, 0}, 1.0f, Space::Overlay);
  }
  void Controls(LessonState&) override {}
  Derivation Derive() const override {
    Derivation d;
    Steps s(d.steps);
    s.Compute("e", math::Sym("e⃗"), math::Sym("P_1") - math::Sym("P_0"), Vec2{4, 0}, Ink::Edge);
    s.Compute("n_hat", math::Sym("n̂"), math::Frac(math::Sym("n⃗"), math::Norm(math::Sym("n⃗"))), Vec2{0, 1},
              Ink::Normal);
    return d;
  }
  nlohmann::json SaveScene() const override { return SceneOf({}); }
  void LoadScene(const nlohmann::json&) override {}
  Bounds SceneBounds() const override { return Bounds{{-5, -5}, {5, 5}}; }

  Vec2 p0{0, 0};
};

}  // namespace ricochet::app
