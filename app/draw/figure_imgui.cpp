#include "draw/figure_imgui.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "draw/clip.h"
#include "draw/text_probe.h"

namespace ricochet::app {
namespace {

struct Replay {
  ImDrawList* dl;
  const FigureView& v;
  Bounds clip;  // screen rect (padded past the widest stroke, head or marker) everything is cut to

  Vec2 Px(Vec2 p, Space sp) const {
    return sp == Space::World ? v.camera->ToScreen(p) : v.camera->view_min + p * v.ui_scale;
  }
  double Len(double r, Space sp) const { return sp == Space::World ? r * v.camera->ppu : r * v.ui_scale; }
  bool Inside(Vec2 p, double margin = 0) const {
    return p.x >= clip.min.x - margin && p.x <= clip.max.x + margin && p.y >= clip.min.y - margin &&
           p.y <= clip.max.y + margin;
  }
  ImU32 Col(Ink ink, float alpha) const { return ToImU32(InkColor(*v.theme, ink), alpha); }
  float Width(const Stroke& s) const { return std::max(1.0f, s.width * v.ui_scale * v.theme->line_scale); }

  // One straight piece in screen px, cut to the view first; `phase` is the path length before `a`, so the
  // dash pattern runs on along a path and does not shift when the view cuts the piece.
  void Line(Vec2 a, Vec2 b, const Stroke& s, double phase) const {
    const ImU32 col = Col(s.ink, s.alpha);
    const float w = Width(s);
    const double full = Length(b - a);
    double t0 = 0;
    if (!ClipSegment(a, b, clip, &t0)) return;
    if (s.dash == Dash::Solid) {
      dl->AddLine(ToIm(a), ToIm(b), col, w);
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
  }

  // A polyline in screen px: only its visible runs, at most one vertex per half pixel.
  void Path(std::span<const Vec2> px, const Stroke& s, bool closed) const {
    for (const PathRun& run : ClipPolyline(px, clip, closed)) {
      double phase = run.start;
      for (std::size_t i = 0; i + 1 < run.pts.size(); ++i) {
        Line(run.pts[i], run.pts[i + 1], s, phase);
        phase += Length(run.pts[i + 1] - run.pts[i]);
      }
    }
  }

  void Arrow(Vec2 a, Vec2 b, const Stroke& s) const {
    const double len = Length(b - a);
    if (!(len > 1e-6) || !std::isfinite(len)) return;
    const double head = std::min((9.0 + 2.5 * s.width) * v.ui_scale * v.theme->line_scale, len * 0.6);
    const Vec2 dir = (b - a) / len, nrm{-dir.y, dir.x};
    Line(a, b - dir * (head * 0.8), s, 0);
    if (!Inside(b)) return;  // the head (a few px) sits at b
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

  void Circle(const Prim& p) const {
    const Vec2 c = Px(p.a, p.space);
    const double r = Len(p.r, p.space);
    const CircleClip cc = ClipCircle(c, r, clip);
    if (cc.view == CircleClip::View::Whole) Path(CirclePts(c, r), p.stroke, true);
    if (cc.view == CircleClip::View::Arc) Path(cc.arc, p.stroke, false);
  }

  void ConvexFill(std::span<const Vec2> px, ImU32 col) const {
    if (px.size() < 3) return;
    std::vector<ImVec2> ipx;
    ipx.reserve(px.size());
    for (Vec2 q : px) ipx.push_back(ToIm(q));
    dl->AddConvexPolyFilled(ipx.data(), static_cast<int>(ipx.size()), col);
  }

  // A run of discs for the GPU, flushed when anything else comes (so the draw order stays the figure's).
  std::vector<const Prim*> run{};
  std::vector<BallInstance> instances{};

  // Small whole discs join the run; a disc that covers the view or shows only an arc (the GPU's float
  // quad would lose it) is drawn as before, after the run.
  void RunDisc(const Prim& p) {
    const Vec2 c = Px(p.a, p.space);
    const double r = Len(p.r, p.space);
    const CircleClip::View view = ClipCircle(c, r, clip).view;
    if (view == CircleClip::View::Outside) return;
    if (view != CircleClip::View::Whole || r > 2048.0) {
      Flush();
      Disc(p);
      return;
    }
    run.push_back(&p);
  }

  void Flush() {
    if (run.empty()) return;
    if (run.size() < kGpuDiscRun || !v.circles || !v.circles->ready()) {
      for (const Prim* p : run) Disc(*p);
      run.clear();
      return;
    }
    // Instances in framebuffer px (y up for CircleView): exact however far the world extends.
    instances.resize(run.size());
    for (std::size_t i = 0; i < run.size(); ++i) {
      const Prim& p = *run[i];
      const Vec2 c = Px(p.a, p.space);
      const Rgba col = InkColor(*v.theme, p.fill.ink);
      instances[i] = {static_cast<float>(c.x),
                      static_cast<float>(-c.y),
                      static_cast<float>(Len(p.r, p.space)),
                      {col.r, col.g, col.b, col.a * p.fill.alpha}};
    }
    CircleView view;
    view.px_per_unit = v.framebuffer_scale.x;
    view.target_px = v.framebuffer_px;
    view.fb_scale = v.framebuffer_scale;
    v.circles->DrawInto(dl, instances, view);
    run.clear();
  }

  void Disc(const Prim& p) const {
    const Vec2 c = Px(p.a, p.space);
    const double r = Len(p.r, p.space);
    const ImU32 col = Col(p.fill.ink, p.fill.alpha);
    CircleClip cc = ClipCircle(c, r, clip);
    switch (cc.view) {
      case CircleClip::View::Outside: break;
      case CircleClip::View::Covers: dl->AddRectFilled(ToIm(clip.min), ToIm(clip.max), col); break;
      case CircleClip::View::Whole: {
        const float rad = static_cast<float>(r);
        dl->AddCircleFilled(ToIm(c), rad, col, std::clamp(static_cast<int>(rad * 0.6f), 24, 256));
        break;
      }
      case CircleClip::View::Arc:  // the sector between the visible arc and the centre, cut to the view
        cc.arc.push_back(c);
        ConvexFill(ClipPolygon(cc.arc, clip), col);
        break;
    }
  }

  void Polygon(std::span<const Vec2> px, const Fill& f) const {
    const bool inside = std::all_of(px.begin(), px.end(), [&](Vec2 q) { return Inside(q); });
    if (inside) {
      ConvexFill(px, Col(f.ink, f.alpha));
    } else {
      ConvexFill(ClipPolygon(px, clip), Col(f.ink, f.alpha));
    }
  }

  // Hatch marks spaced in screen px, only those on screen.
  void Hatch(const Prim& p) const {
    const Vec2 side{p.side.x, -p.side.y};  // world y up → screen y down
    for (const auto& [a, b] : HatchMarks(Px(p.a, p.space), Px(p.b, p.space), side,
                                         kHatchSpacingPx * v.ui_scale, kHatchLengthPx * v.ui_scale, clip)) {
      Line(a, b, p.stroke, 0);
    }
  }

  void HalfPlane(const Prim& p) const {
    const Vec2 n{p.b.x, -p.b.y};  // world y up → screen y down
    ConvexFill(HalfPlaneInRect(Px(p.a, Space::World), n, clip), Col(p.fill.ink, p.fill.alpha));
  }

  void Marker(const Prim& p) const {
    const Vec2 c = Px(p.a, p.space);
    if (!Inside(c)) return;
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

  // A label's leader (PlaceLabels set it: the label sits far from its point), thin, in the label's ink.
  void Leader(const Prim& p, const PlacedLabel& at) const {
    Stroke s;
    s.width = static_cast<float>(kLeaderWidthPx);
    dl->AddLine(ToIm(at.leader_from), ToIm(at.leader_to), Col(p.stroke.ink, p.stroke.alpha), Width(s));
  }

  // A label where PlaceLabels put it, on a soft halo of the background colour that keeps text readable over
  // lines and shading.
  void Label(const Prim& p, const PlacedLabel& at) const {
    ImFont* font = v.font ? v.font : ImGui::GetFont();
    const Rgba bg = v.theme->background;
    const float hp = 3.0f * v.ui_scale;
    dl->AddRectFilled(ToIm(at.lo - Vec2{hp, hp * 0.4}), ToIm(at.lo + at.size + Vec2{hp, hp * 0.4}),
                      ToImU32(bg, kLabelHaloAlpha), hp * 1.5f);
    dl->AddText(font, static_cast<float>(at.line_px), ToIm(at.lo), Col(p.stroke.ink, p.stroke.alpha),
                p.text.c_str());
    NoteText(p.text, static_cast<float>(at.line_px), at.lo, at.size, TextSource::Label);
  }
};

}  // namespace

LabelOutput ScreenLabels(const FigureView& v) {
  const Camera& cam = *v.camera;
  ImFont* font = v.font ? v.font : ImGui::GetFont();
  LabelOutput out;
  out.to_px = [&cam, s = v.ui_scale](Vec2 p, Space sp) {
    return sp == Space::World ? cam.ToScreen(p) : cam.view_min + p * s;
  };
  out.view.Add(cam.view_min), out.view.Add(cam.view_min + cam.view_size);
  out.scale = v.ui_scale;
  out.line_scale = v.theme->line_scale;
  out.label_px = v.label_px * v.theme->label_scale;
  out.fallback_label_px = v.label_px;
  out.text_width = [font](const std::string& text, double line_px) {
    return static_cast<double>(font->CalcTextSizeA(static_cast<float>(line_px), 1e9f, 0.0f, text.c_str()).x);
  };
  return out;
}

void DrawFigure(ImDrawList* dl, const Figure& fig, const FigureView& view, const LabelLayout* labels) {
  const Camera& cam = *view.camera;
  const double pad = 64.0 * std::max(1.0f, view.ui_scale);  // past the widest stroke, arrow head, marker
  Bounds clip;
  clip.Add(cam.view_min - Vec2{pad, pad});
  clip.Add(cam.view_min + cam.view_size + Vec2{pad, pad});
  Replay r{dl, view, clip};
  const auto& pts = fig.points();
  for (const Prim& p : fig.prims()) {
    if (p.kind == Prim::Kind::Disc) {  // runs of discs go to the GPU together (Flush)
      r.RunDisc(p);
      continue;
    }
    if (p.kind != Prim::Kind::Label) r.Flush();
    switch (p.kind) {
      case Prim::Kind::Segment: r.Line(r.Px(p.a, p.space), r.Px(p.b, p.space), p.stroke, 0); break;
      case Prim::Kind::Arrow: r.Arrow(r.Px(p.a, p.space), r.Px(p.b, p.space), p.stroke); break;
      case Prim::Kind::Circle: r.Circle(p); break;
      case Prim::Kind::Disc: break;  // above
      case Prim::Kind::Polyline:
      case Prim::Kind::Polygon: {
        std::vector<Vec2> px;
        px.reserve(p.count);
        for (std::uint32_t i = 0; i < p.count; ++i) px.push_back(r.Px(pts[p.first + i], p.space));
        if (p.kind == Prim::Kind::Polyline) {
          r.Path(px, p.stroke, false);
        } else {
          r.Polygon(px, p.fill);
        }
        break;
      }
      case Prim::Kind::HalfPlane: r.HalfPlane(p); break;
      case Prim::Kind::Marker: r.Marker(p); break;
      case Prim::Kind::Label: break;  // last, below
      case Prim::Kind::Hatch: r.Hatch(p); break;
    }
  }
  r.Flush();
  // Labels go last so no line is drawn over text, where PlaceLabels puts them (the export does the same).
  const LabelLayout placed = labels ? LabelLayout{} : PlaceLabels(fig, ScreenLabels(view));
  const LabelLayout& layout = labels ? *labels : placed;
  for (const PlacedLabel& at : layout.placed) {  // leaders under every label's halo
    if (at.leader) r.Leader(fig.prims()[at.prim], at);
  }
  for (const PlacedLabel& at : layout.placed) r.Label(fig.prims()[at.prim], at);
}

}  // namespace ricochet::app
