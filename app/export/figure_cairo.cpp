#include "export/figure_cairo.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

#include "draw/camera.h"
#include "draw/clip.h"
#include "draw/format.h"
#include "draw/grid.h"
#include "export/export.h"

namespace ricochet::app {

void SetLineHeight(cairo_t* cr, double line_px) {
  cairo_set_font_size(cr, line_px);
  cairo_font_extents_t fe;
  cairo_font_extents(cr, &fe);
  cairo_set_font_size(cr, line_px * line_px / (fe.ascent + fe.descent));
}

TextWidth CairoTextWidth(cairo_t* cr) {
  return [cr](const std::string& text, double line_px) {
    cairo_save(cr);
    cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    SetLineHeight(cr, line_px);
    cairo_text_extents_t te;
    cairo_text_extents(cr, text.c_str(), &te);
    cairo_restore(cr);
    return te.x_advance;
  };
}

LabelOutput CairoLabels(cairo_t* cr, const View& v, const Theme& t) {
  return ViewLabels(v, t, CairoTextWidth(cr));
}

namespace {

void SetInk(cairo_t* cr, const Theme& t, Ink ink, double alpha = 1.0) {
  const Rgba c = InkColor(t, ink);
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha);
}

class Painter {
 public:
  Painter(cairo_t* cr, const Figure& fig, const View& v, const Theme& t) : cr_(cr), fig_(fig), v_(v), t_(t) {
    // The output rectangle, grown past the widest stroke, arrow head or marker: everything is cut to it.
    const double pad = 64.0 * std::max(1.0, v.scale);
    clip_.Add(Vec2{-pad, -pad});
    clip_.Add(v.size_px + Vec2{pad, pad});
  }

  void Draw(const Prim& p) {
    switch (p.kind) {
      case Prim::Kind::Segment: Segment(p); break;
      case Prim::Kind::Arrow: Arrow(p); break;
      case Prim::Kind::Circle: Circle(p); break;
      case Prim::Kind::Disc: Disc(p); break;
      case Prim::Kind::Polyline: Polyline(p); break;
      case Prim::Kind::Polygon: Polygon(p); break;
      case Prim::Kind::HalfPlane: HalfPlane(p); break;
      case Prim::Kind::Marker: Marker(p); break;
      case Prim::Kind::Label: break;  // placed by PlaceLabels: DrawLabel
      case Prim::Kind::Hatch: Hatch(p); break;
    }
  }

  // A label's leader, as on the screen: thin, in the label's ink, from near its point to its halo.
  void DrawLeader(const Prim& p, const PlacedLabel& at) {
    Stroke s;
    s.ink = p.stroke.ink, s.alpha = p.stroke.alpha, s.width = static_cast<float>(kLeaderWidthPx);
    SetStroke(s);
    cairo_move_to(cr_, at.leader_from.x, at.leader_from.y);
    cairo_line_to(cr_, at.leader_to.x, at.leader_to.y);
    cairo_stroke(cr_);
  }

  // A label where PlaceLabels put it (as on the screen): the label size is the line height (ascent +
  // descent, as ImGui sizes fonts), on a rounded halo of the background colour that keeps it legible over
  // lines and shading.
  void DrawLabel(const Prim& p, const PlacedLabel& at) {
    SetLineHeight(cr_, at.line_px);
    cairo_font_extents_t fe;
    cairo_font_extents(cr_, &fe);
    const double hx = Lw(3.0), hy = 0.4 * hx, rad = 1.5 * hx;
    RoundedRect(at.lo.x - hx, at.lo.y - hy, at.size.x + 2 * hx, at.size.y + 2 * hy, rad);
    cairo_set_source_rgba(cr_, t_.background.r, t_.background.g, t_.background.b, kLabelHaloAlpha);
    cairo_fill(cr_);
    SetInk(cr_, t_, p.stroke.ink, p.stroke.alpha);
    cairo_move_to(cr_, at.lo.x, at.lo.y + fe.ascent);
    cairo_show_text(cr_, p.text.c_str());  // real text in PDF (selectable); glyph outlines in SVG
    cairo_new_path(cr_);
  }

 private:
  // A point of either space in output px.
  Vec2 Px(Vec2 q, Space sp) const { return sp == Space::World ? v_.ToPx(q) : q * v_.scale; }
  // Logical px → output px for widths and sizes.
  double Lw(double logical) const { return logical * v_.scale; }
  double StrokeWidth(const Stroke& s) const { return std::max(1.0, Lw(s.width * t_.line_scale)); }
  bool Inside(Vec2 q, double margin = 0) const {
    return q.x >= clip_.min.x - margin && q.x <= clip_.max.x + margin && q.y >= clip_.min.y - margin &&
           q.y <= clip_.max.y + margin;
  }

  // `dash_offset`: the path length before the first point, so a dash pattern cut by the view runs on as if
  // the whole line had been drawn.
  void SetStroke(const Stroke& s, double dash_offset = 0) {
    SetInk(cr_, t_, s.ink, s.alpha);
    const double w = StrokeWidth(s);
    cairo_set_line_width(cr_, w);
    cairo_set_line_join(cr_, CAIRO_LINE_JOIN_ROUND);
    switch (s.dash) {
      case Dash::Solid:
        cairo_set_line_cap(cr_, CAIRO_LINE_CAP_ROUND);
        cairo_set_dash(cr_, nullptr, 0, 0);
        break;
      case Dash::Dashed: {
        cairo_set_line_cap(cr_, CAIRO_LINE_CAP_BUTT);
        const double d[2] = {Lw(9.0), Lw(6.0)};
        cairo_set_dash(cr_, d, 2, dash_offset);
        break;
      }
      case Dash::Dotted: {
        cairo_set_line_cap(cr_, CAIRO_LINE_CAP_ROUND);  // zero-length dashes with round caps are dots
        const double d[2] = {0.0, Lw(3.0) + w};
        cairo_set_dash(cr_, d, 2, dash_offset);
        break;
      }
    }
  }

  // A straight piece in output px, cut to the output first.
  void Line(Vec2 a, Vec2 b, const Stroke& s) {
    const double full = Length(b - a);
    double t0 = 0;
    if (!ClipSegment(a, b, clip_, &t0)) return;
    SetStroke(s, t0 * full);
    cairo_move_to(cr_, a.x, a.y);
    cairo_line_to(cr_, b.x, b.y);
    cairo_stroke(cr_);
  }

  void Segment(const Prim& p) { Line(Px(p.a, p.space), Px(p.b, p.space), p.stroke); }

  // Shaft up to the head, then a filled head whose size is in px (it does not grow with zoom). Same
  // proportions as the screen: length (kArrowHeadPx + 2.5 w) × line_scale, half-width 0.45 × length.
  void Arrow(const Prim& p) {
    const Vec2 a = Px(p.a, p.space), b = Px(p.b, p.space);
    const double len = Length(b - a);
    if (!(len > 1e-6) || !std::isfinite(len)) return;
    const double head = std::min(Lw(kArrowHeadPx + 2.5 * p.stroke.width) * t_.line_scale, 0.6 * len);
    const Vec2 u = (b - a) / len, nrm{-u.y, u.x};
    const Vec2 shaft_end = b - u * (0.8 * head), base = b - u * head;
    Line(a, shaft_end, p.stroke);
    if (!Inside(b)) return;  // the head (a few px) sits at b
    const Vec2 l = base + nrm * (0.45 * head), r = base - nrm * (0.45 * head);
    SetInk(cr_, t_, p.stroke.ink, p.stroke.alpha);
    cairo_move_to(cr_, b.x, b.y);
    cairo_line_to(cr_, l.x, l.y);
    cairo_line_to(cr_, r.x, r.y);
    cairo_close_path(cr_);
    cairo_fill(cr_);
  }

  double Radius(const Prim& p) const { return p.space == Space::World ? p.r * v_.px_per_unit : Lw(p.r); }

  void Circle(const Prim& p) {
    const Vec2 c = Px(p.a, p.space);
    const double r = Radius(p);
    const CircleClip cc = ClipCircle(c, r, clip_);
    if (cc.view == CircleClip::View::Whole) {
      SetStroke(p.stroke);
      cairo_new_sub_path(cr_);
      cairo_arc(cr_, c.x, c.y, r, 0, 2 * std::numbers::pi);
      cairo_stroke(cr_);
    } else if (cc.view == CircleClip::View::Arc) {
      StrokePath(cc.arc, p.stroke);
    }
  }

  void Disc(const Prim& p) {
    const Vec2 c = Px(p.a, p.space);
    const double r = Radius(p);
    CircleClip cc = ClipCircle(c, r, clip_);
    SetInk(cr_, t_, p.fill.ink, p.fill.alpha);
    switch (cc.view) {
      case CircleClip::View::Outside: break;
      case CircleClip::View::Covers:
        cairo_rectangle(cr_, clip_.min.x, clip_.min.y, clip_.Size().x, clip_.Size().y);
        cairo_fill(cr_);
        break;
      case CircleClip::View::Whole:
        cairo_new_sub_path(cr_);
        cairo_arc(cr_, c.x, c.y, r, 0, 2 * std::numbers::pi);
        cairo_fill(cr_);
        break;
      case CircleClip::View::Arc:  // the sector between the visible arc and the centre, cut to the output
        cc.arc.push_back(c);
        FillPolygon(ClipPolygon(cc.arc, clip_));
        break;
    }
  }

  std::vector<Vec2> PathPx(const Prim& p) const {
    const auto& pts = fig_.points();
    std::vector<Vec2> px;
    px.reserve(p.count);
    for (std::uint32_t i = 0; i < p.count; ++i) px.push_back(Px(pts[p.first + i], p.space));
    return px;
  }

  // The visible runs of a polyline (output px): one path when solid, else one stroke per run so each
  // starts at its place in the dash pattern.
  void StrokePath(std::span<const Vec2> px, const Stroke& s) {
    const std::vector<PathRun> runs = ClipPolyline(px, clip_);
    if (runs.empty()) return;
    SetStroke(s);
    for (const PathRun& run : runs) {
      if (s.dash != Dash::Solid) SetStroke(s, run.start);
      for (std::size_t i = 0; i < run.pts.size(); ++i) {
        if (i == 0) {
          cairo_move_to(cr_, run.pts[i].x, run.pts[i].y);
        } else {
          cairo_line_to(cr_, run.pts[i].x, run.pts[i].y);
        }
      }
      if (s.dash != Dash::Solid) cairo_stroke(cr_);
    }
    if (s.dash == Dash::Solid) cairo_stroke(cr_);
  }

  void FillPolygon(std::span<const Vec2> px) {
    if (px.size() < 3) return;
    for (std::size_t i = 0; i < px.size(); ++i) {
      if (i == 0) {
        cairo_move_to(cr_, px[i].x, px[i].y);
      } else {
        cairo_line_to(cr_, px[i].x, px[i].y);
      }
    }
    cairo_close_path(cr_);
    cairo_fill(cr_);
  }

  void Polyline(const Prim& p) {
    if (p.count < 2) return;
    StrokePath(PathPx(p), p.stroke);
  }

  void Polygon(const Prim& p) {
    if (p.count < 3) return;
    SetInk(cr_, t_, p.fill.ink, p.fill.alpha);
    const std::vector<Vec2> px = PathPx(p);
    if (std::all_of(px.begin(), px.end(), [&](Vec2 q) { return Inside(q); })) {
      FillPolygon(px);
    } else {
      FillPolygon(ClipPolygon(px, clip_));
    }
  }

  // { P : n·(P − p) > 0 } ∩ the output (grown a little so no edge shows).
  void HalfPlane(const Prim& p) {
    SetInk(cr_, t_, p.fill.ink, p.fill.alpha);
    FillPolygon(HalfPlaneInRect(v_.ToPx(p.a), {p.b.x, -p.b.y}, clip_));  // world y up → output y down
  }

  // Hatch marks spaced in output px, only those in the output: one path, one stroke.
  void Hatch(const Prim& p) {
    const auto marks = HatchMarks(Px(p.a, p.space), Px(p.b, p.space), {p.side.x, -p.side.y},
                                  Lw(kHatchSpacingPx), Lw(kHatchLengthPx), clip_);
    if (marks.empty()) return;
    SetStroke(p.stroke);
    for (const auto& [a, b] : marks) {
      cairo_move_to(cr_, a.x, a.y);
      cairo_line_to(cr_, b.x, b.y);
    }
    cairo_stroke(cr_);
  }

  // Same shapes and proportions as the screen: filled shapes sit on a rim of the background colour so they
  // read on top of lines; Ring and Cross are strokes.
  void Marker(const Prim& p) {
    const Vec2 c = Px(p.a, p.space);
    if (!Inside(c)) return;
    const double r = Lw(p.size);
    const double rim = std::max(1.0, Lw(1.5));
    auto shape = [&](double g) {  // the outline grown by g px
      cairo_new_path(cr_);
      switch (p.marker) {
        case MarkerShape::Dot: cairo_arc(cr_, c.x, c.y, r + g, 0, 2 * std::numbers::pi); break;
        case MarkerShape::Square:
          cairo_rectangle(cr_, c.x - r - g, c.y - r - g, 2 * (r + g), 2 * (r + g));
          break;
        case MarkerShape::Diamond: {
          const double d = 1.3 * r + g;
          cairo_move_to(cr_, c.x, c.y - d), cairo_line_to(cr_, c.x + d, c.y);
          cairo_line_to(cr_, c.x, c.y + d), cairo_line_to(cr_, c.x - d, c.y);
          cairo_close_path(cr_);
          break;
        }
        case MarkerShape::Triangle: {
          const double d = 1.25 * r;
          cairo_move_to(cr_, c.x, c.y - d - g), cairo_line_to(cr_, c.x + d + g, c.y + 0.75 * d + g);
          cairo_line_to(cr_, c.x - d - g, c.y + 0.75 * d + g);
          cairo_close_path(cr_);
          break;
        }
        case MarkerShape::Cross:
          cairo_move_to(cr_, c.x - r, c.y - r), cairo_line_to(cr_, c.x + r, c.y + r);
          cairo_move_to(cr_, c.x - r, c.y + r), cairo_line_to(cr_, c.x + r, c.y - r);
          break;
        case MarkerShape::Ring: cairo_arc(cr_, c.x, c.y, r, 0, 2 * std::numbers::pi); break;
      }
    };
    cairo_set_dash(cr_, nullptr, 0, 0);
    if (p.marker == MarkerShape::Cross || p.marker == MarkerShape::Ring) {
      shape(0);
      SetInk(cr_, t_, p.fill.ink, p.fill.alpha);
      cairo_set_line_cap(cr_, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_width(cr_, std::max(1.5, Lw(p.marker == MarkerShape::Cross ? 2.2 : 2.0)));
      cairo_stroke(cr_);
      return;
    }
    shape(rim);
    cairo_set_source_rgba(cr_, t_.background.r, t_.background.g, t_.background.b, 0.9);
    cairo_fill(cr_);
    shape(0);
    SetInk(cr_, t_, p.fill.ink, p.fill.alpha);
    cairo_fill(cr_);
  }

  void RoundedRect(double x, double y, double w, double h, double r) {
    r = std::min({r, 0.5 * w, 0.5 * h});
    const double pi = std::numbers::pi;
    cairo_new_sub_path(cr_);
    cairo_arc(cr_, x + w - r, y + r, r, -0.5 * pi, 0);
    cairo_arc(cr_, x + w - r, y + h - r, r, 0, 0.5 * pi);
    cairo_arc(cr_, x + r, y + h - r, r, 0.5 * pi, pi);
    cairo_arc(cr_, x + r, y + r, r, pi, 1.5 * pi);
    cairo_close_path(cr_);
  }

  cairo_t* cr_;
  const Figure& fig_;
  const View& v_;
  const Theme& t_;
  Bounds clip_;  // output px, padded
};

}  // namespace

// The same grid as the screen's canvas (MakeGrid): major lines about every 90 logical px (1, 2 or 5 × 10^k
// world units), 4 or 5 minor lines per major, axes through the origin with numbers that stay in view, axis
// names.
void DrawGridCairo(cairo_t* cr, const View& v, const Theme& t, std::span<const Bounds> covered,
                   std::span<const std::pair<Vec2, Vec2>> lines) {
  cairo_save(cr);
  // Sizes are line heights, as the screen sizes fonts: Cairo's font size for a line height h is h · k.
  const double fs = 0.8 * kLabelPx * v.scale;
  cairo_set_font_size(cr, fs);
  cairo_font_extents_t fe;
  cairo_font_extents(cr, &fe);
  const double k = fs / (fe.ascent + fe.descent);
  const auto measure = [&](std::string_view s, double line_px) {
    cairo_set_font_size(cr, line_px * k);
    cairo_text_extents_t te;
    cairo_text_extents(cr, std::string(s).c_str(), &te);
    return te.x_advance;
  };
  const GridView gv{
      v.WorldRect(), v.px_per_unit,          {0, 0}, v.size_px, [&](Vec2 w) { return v.ToPx(w); },
      v.scale,       std::max(1.0, v.scale), fs};
  const GridDrawing g = LayoutGrid(gv, measure, covered, lines);
  cairo_set_dash(cr, nullptr, 0, 0);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  // One path per run of lines of the same ink and width (minor, major, axes): one stroke each.
  for (std::size_t i = 0; i < g.lines.size();) {
    const GridDrawing::Line& first = g.lines[i];
    cairo_new_path(cr);
    for (; i < g.lines.size() && g.lines[i].ink == first.ink && g.lines[i].width_px == first.width_px; ++i) {
      cairo_move_to(cr, g.lines[i].a.x, g.lines[i].a.y), cairo_line_to(cr, g.lines[i].b.x, g.lines[i].b.y);
    }
    SetInk(cr, t, first.ink);
    cairo_set_line_width(cr, first.width_px);
    cairo_stroke(cr);
  }
  for (const GridDrawing::Text& text : g.texts) {
    cairo_set_font_size(cr, text.line_px * k);
    cairo_font_extents(cr, &fe);
    SetInk(cr, t, text.ink);
    cairo_move_to(cr, text.top_left.x, text.top_left.y + fe.ascent);
    cairo_show_text(cr, text.text.c_str());
  }
  cairo_new_path(cr);
  cairo_restore(cr);
}

void DrawFigureCairo(cairo_t* cr, const Figure& fig, const View& view, const CairoPaint& paint) {
  const Theme& t = paint.theme ? *paint.theme : GetTheme(ThemeId::Dark);
  cairo_save(cr);
  cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_rectangle(cr, 0, 0, view.size_px.x, view.size_px.y);
  cairo_clip(cr);
  if (paint.background) {
    cairo_set_source_rgba(cr, t.background.r, t.background.g, t.background.b, t.background.a);
    cairo_paint(cr);
  }
  const LabelOutput labels = CairoLabels(cr, view, t);
  const LabelLayout placed = PlaceLabels(fig, labels);
  if (paint.grid) {
    const GridClear clear = GridKeepClear(fig, labels, placed);  // as on the screen
    DrawGridCairo(cr, view, t, clear.boxes, clear.lines);
  }
  Painter painter(cr, fig, view, t);
  for (const Prim& p : fig.prims()) painter.Draw(p);
  // Labels go last, as on the screen, so no line is drawn over text; placed as on the screen.
  for (const PlacedLabel& at : placed.placed) {  // leaders under every label's halo
    if (at.leader) painter.DrawLeader(fig.prims()[at.prim], at);
  }
  for (const PlacedLabel& at : placed.placed) painter.DrawLabel(fig.prims()[at.prim], at);
  cairo_restore(cr);
}

}  // namespace ricochet::app
