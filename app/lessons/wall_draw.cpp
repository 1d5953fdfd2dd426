// Drawing shared by the point-segment and circle-segment lessons.
#include "lessons/wall_draw.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ricochet::app::wall {

void DrawWall(Figure& fig, Vec2 p0, Vec2 p1, Vec2 n_hat, bool show_normal, Vec2 label_side, bool sides) {
  const Vec2 e = p1 - p0;
  const Vec2 u = Normalize(e);
  const double reach = 1e4 * (1.0 + Length(p0) + Length(e));
  fig.Segment(p0 - u * reach, p1 + u * reach, {Ink::Muted, 1.2f, Dash::Dashed, 0.6f});
  fig.Segment(p0, p1, {Ink::Wall, 4.0f});
  // Hatching on the inside (left-hand) face: the wall's back, as engineering drawings show it.
  if (sides) fig.Hatch(p0, p1, -n_hat, {Ink::Wall, 1.2f, Dash::Solid, 0.6f});
  if (show_normal) {
    const Vec2 mid = Lerp(p0, p1, 0.5);
    fig.Arrow(mid, mid + n_hat, {Ink::Normal, 3.5f});
    fig.Label(mid + n_hat, "n̂", Ink::Normal, AnchorToward(n_hat), OffsetToward(n_hat, 12), 1.15f).priority =
        LabelPriority::High;
  }
  fig.Marker(p0, MarkerShape::Dot, Ink::Wall, 3.5f);
  fig.Marker(p1, MarkerShape::Dot, Ink::Wall, 3.5f);
  const Vec2 side = Normalize(label_side);
  const Vec2 away0 = (LengthSq(e) > 0 ? -u : Vec2{-1, -1}) + side,
             away1 = (LengthSq(e) > 0 ? u : Vec2{1, 1}) + side;
  fig.Label(p0, "P0", Ink::Text, AnchorToward(away0), OffsetToward(away0, 14), 1.05f).priority =
      LabelPriority::High;
  fig.Label(p1, "P1", Ink::Text, AnchorToward(away1), OffsetToward(away1, 14), 1.05f).priority =
      LabelPriority::High;
}

void DrawReflection(Figure& fig, Vec2 bi, Vec2 be, Vec2 n_hat, const Reflection& rf, const Lesson& lesson,
                    const LessonState& st, const char* r_sym) {
  if (rf.i == Vec2{} || !lesson.Revealed(st, "i")) return;
  const Vec2 foot = bi + rf.m;  // F = Bi + m = Be − s
  const Vec2 m_dir = LengthSq(rf.m) > 0 ? Normalize(rf.m) : Vec2{-n_hat.y, n_hat.x};
  const Vec2 s_dir = LengthSq(rf.s) > 0 ? Normalize(rf.s) : -n_hat;
  // Each part folds away (faint, unlabelled) once the steps have moved past it: the latest step's part and
  // what it uses stay (Lesson::InFocus). The vectors carry their arrows, as in the derivation, so none is
  // read as a length (the radius r, the projection m).
  // i⃗ = Be − Bi: the part of the motion that would go through the wall. Its name on the side away from F.
  {
    const FadedScope fade(fig, lesson.Faded(st, "i"));
    fig.Arrow(bi, be, {Ink::End, 2.0f, Dash::Dashed});
    fig.Label(Lerp(bi, be, 0.5), "i⃗", Ink::End, AnchorToward(s_dir - m_dir), OffsetToward(s_dir - m_dir, 6),
              1.0f)
        .priority = LabelPriority::High;
  }
  const bool has_s = LengthSq(rf.s) > 0, has_m = LengthSq(rf.m) > 0;
  // s⃗ = (i⃗·n̂)n̂: the normal part of i⃗, from F to Be.
  if (lesson.Revealed(st, "s") && has_s) {
    const FadedScope fade(fig, lesson.Faded(st, "s"));
    fig.Arrow(foot, be, {Ink::Normal, 2.5f});
    fig.Label(Lerp(foot, be, 0.5), "s⃗", Ink::Normal, AnchorToward(m_dir), OffsetToward(m_dir, 8), 1.0f);
  }
  // m⃗ = i⃗ − s⃗: the part of i⃗ along the wall, from Bi to F; F is a right angle.
  if (lesson.Revealed(st, "m_along") && has_m) {
    const FadedScope fade(fig, lesson.Faded(st, "m_along"));
    fig.Arrow(bi, foot, {Ink::Path, 2.0f});
    fig.Label(Lerp(bi, foot, 0.5), "m⃗", Ink::Path, AnchorToward(-s_dir), OffsetToward(-s_dir, 8), 1.0f)
        .priority = LabelPriority::High;
    if (has_s) {
      const double k = std::min(0.2, 0.3 * std::min(Length(rf.s), Length(rf.m)));
      const Vec2 sq[3] = {foot - m_dir * k, foot - m_dir * k + s_dir * k, foot + s_dir * k};
      fig.Polyline(sq, {Ink::Muted, 1.2f});
    }
  }
  // r⃗ = m⃗ − s⃗: −s⃗ from F to Be', and r⃗ from Bi to Be'.
  if (lesson.Revealed(st, "r")) {
    const FadedScope fade(fig, lesson.Faded(st, "r"));
    if (has_s) {
      fig.Arrow(foot, rf.be_reflected, {Ink::Normal, 2.0f, Dash::Dashed});
      fig.Label(Lerp(foot, rf.be_reflected, 0.5), "−s⃗", Ink::Normal, AnchorToward(m_dir),
                OffsetToward(m_dir, 8), 1.0f);
    }
    fig.Arrow(bi, rf.be_reflected, {Ink::Reflect, 3.0f});
    fig.Label(Lerp(bi, rf.be_reflected, 0.5), r_sym, Ink::Reflect, AnchorToward(-s_dir - m_dir),
              OffsetToward(-s_dir - m_dir, 6), 1.0f)
        .priority = LabelPriority::High;
  }
  if (lesson.Revealed(st, "be_reflected")) {
    fig.Marker(rf.be_reflected, MarkerShape::Square, Ink::Reflect, 4.5f);
    const Vec2 out = LengthSq(rf.r) > 0 ? rf.r : n_hat;
    fig.Label(rf.be_reflected, "Be'", Ink::Reflect, AnchorToward(out), OffsetToward(out, 12), 1.05f)
        .priority = LabelPriority::High;
  }
}

void FunctionUpTo(Plot& plot, const std::function<double(double)>& f, double t_end, Stroke s) {
  if (!(t_end > 0.0)) return;
  const int n = 2 + static_cast<int>(96 * std::min(t_end, 1.0));
  std::vector<Vec2> pts;
  pts.reserve(static_cast<std::size_t>(n) + 1);
  for (int k = 0; k <= n; ++k) {
    const double t = t_end * k / n;
    pts.push_back({t, f(t)});
  }
  plot.Curve(pts, s);
}

void Caption(Figure& fig, const LessonState& st, const std::string& text, Ink ink, int line) {
  fig.Label({st.canvas_px.x * 0.5, 20.0 + 30.0 * line}, text, ink, Anchor::N, {0, 0}, line == 0 ? 1.1f : 1.0f,
            Space::Overlay);
}

Vec2 BouncedAt(Vec2 bs, Vec2 be, bool hit, double ti, Vec2 bi, Vec2 be_reflected, double t) {
  if (!hit || t <= ti) return Lerp(bs, be, t);
  if (ti >= 1.0) return bi;
  return Lerp(bi, be_reflected, (t - ti) / (1.0 - ti));
}

}  // namespace ricochet::app::wall
