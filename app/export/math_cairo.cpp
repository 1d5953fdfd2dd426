#include "export/math_cairo.h"

#include <map>
#include <memory>
#include <string>
#include <utility>

#include "export/figure_cairo.h"
#include "export/view.h"

namespace ricochet::app {

namespace {

// Ascent + descent of kFontFamily at 100 units (with the face selected on cr).
double LineUnits(cairo_t* cr) {
  cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, 100.0);
  cairo_font_extents_t fe;
  cairo_font_extents(cr, &fe);
  return fe.ascent + fe.descent;
}

// The em size whose ascent + descent is `line_px`.
double EmFor(double line_px, double line_units) { return line_px * 100.0 / line_units; }

}  // namespace

math::FontMetrics CairoMetrics(cairo_t* cr) {
  math::FontMetrics fm;
  cairo_save(cr);
  const double units = LineUnits(cr);
  cairo_set_font_size(cr, EmFor(100.0, units));  // the extents as fractions of a 100-px line
  cairo_font_extents_t fe;
  cairo_font_extents(cr, &fe);
  cairo_restore(cr);
  fm.ascent = static_cast<float>(fe.ascent / 100.0);
  fm.descent = static_cast<float>(fe.descent / 100.0);
  // Each text at each size is measured once: a page's layout asks for the same symbols many times (every
  // wrapping width it tries), and each Cairo measurement looks its scaled font up again.
  auto widths = std::make_shared<std::map<std::pair<float, std::string>, float>>();
  fm.advance = [cr, units, widths](std::string_view s, float px) {
    std::pair<float, std::string> key{px, std::string(s)};
    if (const auto it = widths->find(key); it != widths->end()) return it->second;
    cairo_save(cr);
    cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, EmFor(px, units));
    cairo_text_extents_t te;
    cairo_text_extents(cr, key.second.c_str(), &te);
    cairo_restore(cr);
    return widths->emplace(std::move(key), static_cast<float>(te.x_advance)).first->second;
  };
  return fm;
}

void DrawMathCairo(cairo_t* cr, const math::Box& box, double x, double y, Rgba col) {
  cairo_save(cr);
  cairo_set_source_rgba(cr, col.r, col.g, col.b, col.a);
  const double units = LineUnits(cr);
  for (const math::Run& r : box.runs) {
    const double em = EmFor(r.px, units);
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
