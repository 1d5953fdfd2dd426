#include "export/page.h"

#include "draw/text_wrap.h"
#include "export/export.h"
#include "export/figure_cairo.h"
#include "export/math_cairo.h"

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

StepBlock PageStep(cairo_t* cr, const Step& s, double px, double width, Detail detail) {
  return LayStep(s, detail, CairoMetrics(cr), static_cast<float>(px), static_cast<float>(width));
}

void DrawPageStep(cairo_t* cr, const StepBlock& b, double x, double y, const Theme& th, Ink ink) {
  for (const StepBlock::Line& l : b.lines) {
    const Tone tone = LineTone(l);
    const Rgba c = InkColor(th, tone == Tone::Ink ? ink : tone == Tone::Muted ? Ink::Muted : Ink::Text);
    const double ox = x + l.x, oy = y + l.baseline;
    if (l.role == LineRole::Case && l.marked) {  // ▸ before the case that holds
      const double h = l.box.ascent * 0.55, tx = ox - h * 1.5, ty = oy - l.box.ascent * 0.35;
      cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
      cairo_move_to(cr, tx, ty - h * 0.5), cairo_line_to(cr, tx + h * 0.8, ty),
          cairo_line_to(cr, tx, ty + h * 0.5);
      cairo_close_path(cr);
      cairo_fill(cr);
    }
    DrawMathCairo(cr, l.box, ox, oy, c);
  }
}

View FigureBoxView(const Lesson& lesson, const LessonState& st, double w, double h, double canvas_w) {
  ExportOptions eo;
  eo.width = static_cast<int>(w), eo.height = static_cast<int>(h);
  eo.scale = w / canvas_w;
  eo.state = st;  // framed for what this state draws
  return ExportView(lesson, eo);
}

void DrawFigureBox(cairo_t* cr, const Lesson& lesson, LessonState st, double x, double y, double w, double h,
                   double canvas_w, const Theme& th) {
  const View view = FigureBoxView(lesson, st, w, h, canvas_w);
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
