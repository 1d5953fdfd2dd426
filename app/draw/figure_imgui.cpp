#include "draw/figure_imgui.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ricochet::app {
namespace {

struct Replay {
  ImDrawList* dl;
  const FigureView& v;
  Vec2 clip_min, clip_max;  // screen rect (padded) that lines are clipped to
  LabelPlacer labels;       // label boxes already drawn (screen px)

  Vec2 Px(Vec2 p, Space sp) const {
    return sp == Space::World ? v.camera->ToScreen(p) : v.camera->view_min + p * v.overlay_scale;
  }
  double Len(double r, Space sp) const {
    return sp == Space::World ? r * v.camera->ppu : r * v.overlay_scale;
  }
  ImU32 Col(Ink ink, float alpha) const { return ToImU32(InkColor(*v.theme, ink), alpha); }
  float Width(const Stroke& s) const { return std::max(1.0f, s.width * v.ui_scale * v.theme->line_scale); }

  // Liang–Barsky: clips a–b to the padded screen rect; false when nothing is visible.
  bool Clip(Vec2& a, Vec2& b, double& t0) const {
    double lo = 0, hi = 1;
    const Vec2 d = b - a;
    const double p[4] = {-d.x, d.x, -d.y, d.y};
    const double q[4] = {a.x - clip_min.x, clip_max.x - a.x, a.y - clip_min.y, clip_max.y - a.y};
    for (int i = 0; i < 4; ++i) {
      if (p[i] == 0) {
        if (q[i] < 0) return false;
      } else {
        const double t = q[i] / p[i];
        if (p[i] < 0)
          lo = std::max(lo, t);
        else
          hi = std::min(hi, t);
      }
    }
    if (lo > hi) return false;
    const Vec2 a0 = a;
    a = a0 + d * lo;
    b = a0 + d * hi;
    t0 = lo;
    return true;
  }

  // One straight piece in screen px; `phase` carries the dash pattern along a polyline.
  void Line(Vec2 a, Vec2 b, const Stroke& s, double& phase) const {
    const ImU32 col = Col(s.ink, s.alpha);
    const float w = Width(s);
    const double full = Length(b - a);
    double t0 = 0;
    if (!Clip(a, b, t0)) {
      phase += full;
      return;
    }
    if (s.dash == Dash::Solid) {
      dl->AddLine(ToIm(a), ToIm(b), col, w);
      phase += full;
      return;
    }
    const double on = (s.dash == Dash::Dashed ? 9.0 : 0.01) * v.ui_scale;
    const double off = (s.dash == Dash::Dashed ? 6.0 : 3.0 + w) * v.ui_scale;
    const double period = on + off;
    const double len = Length(b - a);
    if (len <= 0) return;
    const Vec2 dir = (b - a) / len;
    double pos = -std::fmod(phase + t0 * full, period);  // start of the current period
    for (; pos < len; pos += period) {
      const double s0 = std::max(pos, 0.0), s1 = std::min(pos + on, len);
      if (s.dash == Dash::Dotted) {
        if (pos >= 0) dl->AddCircleFilled(ToIm(a + dir * pos), w * 0.6f, col, 8);
      } else if (s1 > s0) {
        dl->AddLine(ToIm(a + dir * s0), ToIm(a + dir * s1), col, w);
      }
    }
    phase += full;
  }

  void Path(std::span<const Vec2> px, const Stroke& s, bool closed) const {
    double phase = 0;
    for (std::size_t i = 0; i + 1 < px.size(); ++i) Line(px[i], px[i + 1], s, phase);
    if (closed && px.size() > 2) Line(px.back(), px.front(), s, phase);
  }

  void Arrow(Vec2 a, Vec2 b, const Stroke& s) const {
    const double len = Length(b - a);
    const double head = std::min((9.0 + 2.5 * s.width) * v.ui_scale * v.theme->line_scale, len * 0.6);
    double phase = 0;
    if (len < 1e-6) return;
    const Vec2 dir = (b - a) / len, nrm{-dir.y, dir.x};
    Line(a, b - dir * (head * 0.8), s, phase);
    const Vec2 base = b - dir * head;
    const double half = head * 0.45;
    dl->AddTriangleFilled(ToIm(b), ToIm(base + nrm * half), ToIm(base - nrm * half), Col(s.ink, s.alpha));
  }

  std::vector<Vec2> CirclePts(Vec2 c, double r) const {
    const int n = std::clamp(static_cast<int>(r * 0.6), 24, 256);
    std::vector<Vec2> pts(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
      const double a = 2 * M_PI * i / n;
      pts[static_cast<std::size_t>(i)] = c + Vec2{std::cos(a), std::sin(a)} * r;
    }
    return pts;
  }

  void HalfPlane(const Prim& p) const {
    // Clip the visible world rectangle by n·(X − a) ≥ 0 (Sutherland–Hodgman against one edge).
    const Bounds vis = v.camera->Visible().Padded(2.0 / v.camera->ppu);
    const Vec2 rect[4] = {vis.min, {vis.max.x, vis.min.y}, vis.max, {vis.min.x, vis.max.y}};
    std::vector<Vec2> out;
    for (int i = 0; i < 4; ++i) {
      const Vec2 s = rect[i], e = rect[(i + 1) % 4];
      const double ds = Dot(p.b, s - p.a), de = Dot(p.b, e - p.a);
      if (ds >= 0) out.push_back(s);
      if ((ds >= 0) != (de >= 0)) out.push_back(s + (e - s) * (ds / (ds - de)));
    }
    if (out.size() < 3) return;
    std::vector<ImVec2> px;
    for (Vec2 w : out) px.push_back(ToIm(v.camera->ToScreen(w)));
    dl->AddConvexPolyFilled(px.data(), static_cast<int>(px.size()), Col(p.fill.ink, p.fill.alpha));
  }

  void Marker(const Prim& p) const {
    const Vec2 c = Px(p.a, p.space);
    const float r = p.size * v.ui_scale;
    const ImU32 col = Col(p.fill.ink, p.fill.alpha);
    const ImU32 edge = ToImU32(v.theme->background, 0.9f);
    const float ew = std::max(1.0f, 1.5f * v.ui_scale);
    const ImVec2 q = ToIm(c);
    switch (p.marker) {
      case MarkerShape::Dot:
        dl->AddCircleFilled(q, r + ew, edge, 24);
        dl->AddCircleFilled(q, r, col, 24);
        break;
      case MarkerShape::Ring: dl->AddCircle(q, r, col, 24, std::max(1.5f, 2.0f * v.ui_scale)); break;
      case MarkerShape::Square:
        dl->AddRectFilled({q.x - r - ew, q.y - r - ew}, {q.x + r + ew, q.y + r + ew}, edge);
        dl->AddRectFilled({q.x - r, q.y - r}, {q.x + r, q.y + r}, col);
        break;
      case MarkerShape::Diamond: {
        const float d = r * 1.3f;
        dl->AddQuadFilled({q.x, q.y - d - ew}, {q.x + d + ew, q.y}, {q.x, q.y + d + ew}, {q.x - d - ew, q.y},
                          edge);
        dl->AddQuadFilled({q.x, q.y - d}, {q.x + d, q.y}, {q.x, q.y + d}, {q.x - d, q.y}, col);
        break;
      }
      case MarkerShape::Cross: {
        const float w = std::max(1.5f, 2.2f * v.ui_scale);
        dl->AddLine({q.x - r, q.y - r}, {q.x + r, q.y + r}, col, w);
        dl->AddLine({q.x - r, q.y + r}, {q.x + r, q.y - r}, col, w);
        break;
      }
      case MarkerShape::Triangle: {
        const float d = r * 1.25f;
        dl->AddTriangleFilled({q.x, q.y - d - ew}, {q.x + d + ew, q.y + d * 0.75f + ew},
                              {q.x - d - ew, q.y + d * 0.75f + ew}, edge);
        dl->AddTriangleFilled({q.x, q.y - d}, {q.x + d, q.y + d * 0.75f}, {q.x - d, q.y + d * 0.75f}, col);
        break;
      }
    }
  }

  void Label(const Prim& p) {
    if (p.text.empty()) return;
    ImFont* font = v.font ? v.font : ImGui::GetFont();
    // Overlay text shrinks with its plot when the overlay is scaled less than the UI.
    const float k = p.space == Space::Overlay ? v.overlay_scale / v.ui_scale : 1.0f;
    const float size = v.label_px * p.size * v.theme->label_scale * k;
    const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0.0f, p.text.c_str());
    const Vec2 at = Px(p.a, p.space) + p.offset_px * (v.ui_scale * k);
    const Vec2 sz{ts.x, ts.y};
    const Vec2 lo = labels.Place(at, p.anchor, sz);
    // A soft halo in the background colour keeps text readable over lines and shading.
    const Rgba bg = v.theme->background;
    const float hp = 3.0f * v.ui_scale;
    dl->AddRectFilled(ToIm(lo - Vec2{hp, hp * 0.4}), ToIm(lo + sz + Vec2{hp, hp * 0.4}), ToImU32(bg, 0.72f),
                      hp * 1.5f);
    dl->AddText(font, size, ToIm(lo), Col(p.stroke.ink, p.stroke.alpha), p.text.c_str());
  }
};

}  // namespace

void DrawFigure(ImDrawList* dl, const Figure& fig, const FigureView& view) {
  const Camera& cam = *view.camera;
  Replay r{dl, view, cam.view_min - Vec2{50, 50}, cam.view_min + cam.view_size + Vec2{50, 50},
           LabelPlacer(view.ui_scale, view.keep_out, view.keep_out_radius)};
  const auto& pts = fig.points();
  // Labels go last so no line is drawn over text.
  for (int pass = 0; pass < 2; ++pass) {
    for (const Prim& p : fig.prims()) {
      if ((p.kind == Prim::Kind::Label) != (pass == 1)) continue;
      switch (p.kind) {
        case Prim::Kind::Segment: {
          double phase = 0;
          r.Line(r.Px(p.a, p.space), r.Px(p.b, p.space), p.stroke, phase);
          break;
        }
        case Prim::Kind::Arrow: r.Arrow(r.Px(p.a, p.space), r.Px(p.b, p.space), p.stroke); break;
        case Prim::Kind::Circle: {
          const auto c = r.CirclePts(r.Px(p.a, p.space), r.Len(p.r, p.space));
          r.Path(c, p.stroke, true);
          break;
        }
        case Prim::Kind::Disc: {
          const float rad = static_cast<float>(r.Len(p.r, p.space));
          const int n = std::clamp(static_cast<int>(rad * 0.6f), 24, 256);
          dl->AddCircleFilled(ToIm(r.Px(p.a, p.space)), rad, r.Col(p.fill.ink, p.fill.alpha), n);
          break;
        }
        case Prim::Kind::Polyline:
        case Prim::Kind::Polygon: {
          std::vector<Vec2> px;
          px.reserve(p.count);
          for (std::uint32_t i = 0; i < p.count; ++i) px.push_back(r.Px(pts[p.first + i], p.space));
          if (p.kind == Prim::Kind::Polyline) {
            r.Path(px, p.stroke, false);
          } else if (px.size() >= 3) {
            std::vector<ImVec2> ipx;
            for (Vec2 q : px) ipx.push_back(ToIm(q));
            dl->AddConvexPolyFilled(ipx.data(), static_cast<int>(ipx.size()),
                                    r.Col(p.fill.ink, p.fill.alpha));
          }
          break;
        }
        case Prim::Kind::HalfPlane: r.HalfPlane(p); break;
        case Prim::Kind::Marker: r.Marker(p); break;
        case Prim::Kind::Label: r.Label(p); break;
      }
    }
  }
}

}  // namespace ricochet::app
