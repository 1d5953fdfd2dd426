#include "export/math_cairo.h"

#include "export/figure_cairo.h"
#include "export/view.h"

namespace ricochet::app {

namespace {

// The em size whose ascent + descent is `line_px`, and the extents at one em.
double EmFor(cairo_t* cr, double line_px) {
  cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, 100.0);
  cairo_font_extents_t fe;
  cairo_font_extents(cr, &fe);
  return line_px * 100.0 / (fe.ascent + fe.descent);
}

}  // namespace

math::FontMetrics CairoMetrics(cairo_t* cr) {
  math::FontMetrics fm;
  fm.advance = [cr](std::string_view s, float px) {
    cairo_save(cr);
    cairo_set_font_size(cr, EmFor(cr, px));
    cairo_text_extents_t te;
    const std::string text(s);
    cairo_text_extents(cr, text.c_str(), &te);
    cairo_restore(cr);
    return static_cast<float>(te.x_advance);
  };
  cairo_save(cr);
  cairo_set_font_size(cr, EmFor(cr, 100.0));
  cairo_font_extents_t fe;
  cairo_font_extents(cr, &fe);
  cairo_restore(cr);
  fm.ascent = static_cast<float>(fe.ascent / 100.0);
  fm.descent = static_cast<float>(fe.descent / 100.0);
  return fm;
}

void DrawMathCairo(cairo_t* cr, const math::Box& box, double x, double y, Rgba col) {
  cairo_save(cr);
  cairo_set_source_rgba(cr, col.r, col.g, col.b, col.a);
  for (const math::Run& r : box.runs) {
    const double em = EmFor(cr, r.px);
    // The italic face is the upright one slanted, as on the screen: x' = x − slant·y (y is down).
    cairo_matrix_t m;
    cairo_matrix_init(&m, em, 0, r.italic ? -math::kItalicSlant * em : 0, em, 0, 0);
    cairo_set_font_matrix(cr, &m);
    cairo_move_to(cr, x + r.x, y + r.y);
    cairo_show_text(cr, r.text.c_str());
    cairo_new_path(cr);
  }
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  for (const math::Stroke& s : box.strokes) {
    if (s.points.size() < 2) continue;
    cairo_move_to(cr, x + s.points[0][0], y + s.points[0][1]);
    for (std::size_t i = 1; i < s.points.size(); ++i)
      cairo_line_to(cr, x + s.points[i][0], y + s.points[i][1]);
    cairo_set_line_width(cr, s.width);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

}  // namespace ricochet::app
