// Drawing shared by the point-segment and circle-segment lessons.
#include "lessons/wall_draw.h"

#include <cmath>

namespace ricochet::app::wall {

void DrawWall(Figure& fig, Vec2 p0, Vec2 p1, Vec2 n_hat, bool show_normal, Vec2 label_side) {
  const Vec2 e = p1 - p0;
  const Vec2 u = Normalize(e);
  const double reach = 1e4 * (1.0 + Length(p0) + Length(e));
  fig.Segment(p0 - u * reach, p1 + u * reach, {Ink::Muted, 1.2f, Dash::Dashed, 0.6f});
  fig.Segment(p0, p1, {Ink::Wall, 4.0f});
  // Hatching on the inside (left-hand) face: the wall's back, as engineering drawings show it.
  fig.Hatch(p0, p1, -n_hat, {Ink::Wall, 1.2f, Dash::Solid, 0.6f});
  if (show_normal) {
    const Vec2 mid = Lerp(p0, p1, 0.5);
    fig.Arrow(mid, mid + n_hat, {Ink::Normal, 3.5f});
    fig.Label(mid + n_hat, "n̂", Ink::Normal, AnchorToward(n_hat), OffsetToward(n_hat, 12), 1.15f);
  }
  fig.Marker(p0, MarkerShape::Dot, Ink::Wall, 3.5f);
  fig.Marker(p1, MarkerShape::Dot, Ink::Wall, 3.5f);
  const Vec2 side = Normalize(label_side);
  const Vec2 away0 = (LengthSq(e) > 0 ? -u : Vec2{-1, -1}) + side,
             away1 = (LengthSq(e) > 0 ? u : Vec2{1, 1}) + side;
  fig.Label(p0, "P0", Ink::Text, AnchorToward(away0), OffsetToward(away0, 14), 1.05f);
  fig.Label(p1, "P1", Ink::Text, AnchorToward(away1), OffsetToward(away1, 14), 1.05f);
}

void DrawReflection(Figure& fig, Vec2 bi, Vec2 be, Vec2 n_hat, const Reflection& rf, int show) {
  if (show <= 0 || rf.i == Vec2{}) return;
  const Vec2 t_dir = Vec2{-n_hat.y, n_hat.x};  // along the wall
  // i = Be − Bi: the part of the motion that would go through the wall.
  fig.Arrow(bi, be, {Ink::End, 2.0f, Dash::Dashed});
  fig.Label(Lerp(bi, be, 0.55), "i", Ink::End, AnchorToward(t_dir), OffsetToward(t_dir, 8), 1.0f);
  if (show < 2) return;
  // s = (i·n̂) n̂ at Bi, and the mirror step Be → Be − s (on the line through Bi) → Be − 2s = Be'.
  if (LengthSq(rf.s) > 0) {
    fig.Arrow(bi, bi + rf.s, {Ink::Normal, 2.5f});
    fig.Label(bi + rf.s * 0.5, "s = (i·n̂)n̂", Ink::Normal, AnchorToward(-t_dir), OffsetToward(-t_dir, 8),
              0.9f);
    const Vec2 foot = be - rf.s;
    fig.Segment(be, rf.be_reflected, {Ink::Normal, 1.5f, Dash::Dotted});
    const double k = std::min(0.2, 0.4 * Length(rf.s));
    const Vec2 along = Normalize(foot - bi) * k, up = Normalize(-rf.s) * k;
    if (LengthSq(along) > 0) {
      const Vec2 sq[3] = {foot + along, foot + along + up, foot + up};
      fig.Polyline(sq, {Ink::Muted, 1.2f});
    }
    fig.Label(Lerp(be, rf.be_reflected, 0.75), "−2s", Ink::Normal, AnchorToward(t_dir),
              OffsetToward(t_dir, 8), 0.9f);
  }
  if (show < 3) return;
  // r = i − 2s and Be' = Bi + r.
  fig.Arrow(bi, rf.be_reflected, {Ink::Reflect, 3.0f});
  fig.Label(Lerp(bi, rf.be_reflected, 0.5), "r", Ink::Reflect, AnchorToward(-t_dir), OffsetToward(-t_dir, 8),
            1.0f);
  fig.Marker(rf.be_reflected, MarkerShape::Square, Ink::Reflect, 4.5f);
  const Vec2 out = LengthSq(rf.r) > 0 ? rf.r : n_hat;
  fig.Label(rf.be_reflected, "Be'", Ink::Reflect, AnchorToward(out), OffsetToward(out, 12), 1.05f);
}

void Caption(Figure& fig, const LessonState& st, const std::string& text, Ink ink, int line) {
  fig.Label({st.canvas_px.x * 0.5, 20.0 + 30.0 * line}, text, ink, Anchor::N, {0, 0}, line == 0 ? 1.1f : 1.0f,
            Space::Overlay);
}

Bounds WithRoomForPlot(Bounds b, double pad) {
  b = b.Padded(pad);
  const double h = b.Size().y;
  b.Add(Vec2{b.min.x, b.min.y - 0.35 * h});  // the plot sits in the bottom quarter of the canvas
  b.Add(Vec2{b.max.x, b.max.y + 0.08 * h});  // the caption in the top strip
  return b;
}

Vec2 BouncedAt(Vec2 bs, Vec2 be, bool hit, double ti, Vec2 bi, Vec2 be_reflected, double t) {
  if (!hit || t <= ti) return Lerp(bs, be, t);
  if (ti >= 1.0) return bi;
  return Lerp(bi, be_reflected, (t - ti) / (1.0 - ti));
}

}  // namespace ricochet::app::wall
