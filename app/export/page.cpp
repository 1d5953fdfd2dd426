#include "export/page.h"

#include "draw/text_wrap.h"
#include "export/export.h"
#include "export/figure_cairo.h"

namespace ricochet::app {

void PageText::Use() const {
  cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, px);
}

double PageText::Width(std::string_view s) const {
  Use();
  cairo_text_extents_t te;
  const std::string str(s);
  cairo_text_extents(cr, str.c_str(), &te);
  return te.x_advance;
}

std::vector<std::string> PageText::Wrap(const std::string& s, double width) const {
  return WrapText(s, width, [this](std::string_view t) { return Width(t); });
}

double PageText::Draw(const std::vector<std::string>& lines, double x, double y, Rgba c) const {
  Use();
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
  for (const std::string& l : lines) {
    cairo_move_to(cr, x, y + px);
    cairo_show_text(cr, l.c_str());
    y += LineH();
  }
  return y;
}

std::string StepLine(const Step& s) {
  std::string line = s.symbol;
  std::string last = s.symbol;
  for (const std::string* part : {&s.formula, &s.substituted, &s.value}) {
    if (part->empty() || *part == last) continue;
    line += " = " + *part;
    last = *part;
  }
  return line;
}

void DrawFigureBox(cairo_t* cr, const Lesson& lesson, LessonState st, double x, double y, double w, double h,
                   double canvas_w, const Theme& th) {
  ExportOptions eo;
  eo.width = static_cast<int>(w), eo.height = static_cast<int>(h);
  eo.scale = w / canvas_w;
  const View view = ExportView(lesson, eo);
  st.canvas_px = view.CanvasLogical();
  st.plot_corner = view.plot_corner;
  Figure fig;
  lesson.Draw(fig, st);
  cairo_save(cr);
  cairo_translate(cr, x, y);
  DrawFigureCairo(cr, fig, view, {&th, true, true});
  cairo_restore(cr);
  const Rgba rule = InkColor(th, Ink::GridMajor);
  cairo_set_source_rgba(cr, rule.r, rule.g, rule.b, rule.a);
  cairo_set_line_width(cr, 1.0);
  cairo_rectangle(cr, x, y, w, h);
  cairo_stroke(cr);
}

}  // namespace ricochet::app
