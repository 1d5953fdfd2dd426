#include "export/export.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "export/cairo_io.h"
#include "export/figure_cairo.h"

namespace ricochet::app {

namespace {

// The caption block: bottom-left (lessons keep their status text top-left and plots bottom-right), on a panel
// of the background colour, one step per line.
void DrawCaption(cairo_t* cr, const std::vector<CaptionLine>& lines, const View& v, const Theme& t) {
  if (lines.empty()) return;
  cairo_save(cr);
  cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  const double font_px = kLabelPx * t.label_scale * v.scale;
  cairo_set_font_size(cr, font_px);
  cairo_font_extents_t fe;
  cairo_font_extents(cr, &fe);
  double w = 0;
  for (const CaptionLine& l : lines) {
    cairo_text_extents_t te;
    cairo_text_extents(cr, l.text.c_str(), &te);
    w = std::max(w, te.x_advance);
  }
  const double pad = 0.6 * font_px, line_h = 1.3 * font_px;
  const double bw = w + 2 * pad;
  const double bh = line_h * static_cast<double>(lines.size()) + 2 * pad - (line_h - fe.height);
  const double x0 = 16 * v.scale, y0 = v.size_px.y - 16 * v.scale - bh;
  cairo_rectangle(cr, x0, y0, bw, bh);
  cairo_set_source_rgba(cr, t.background.r, t.background.g, t.background.b, 0.92);
  cairo_fill_preserve(cr);
  const Rgba frame = InkColor(t, Ink::GridMajor);
  cairo_set_source_rgba(cr, frame.r, frame.g, frame.b, frame.a);
  cairo_set_line_width(cr, std::max(1.0, v.scale));
  cairo_stroke(cr);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Rgba c = InkColor(t, lines[i].ink);
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
    cairo_move_to(cr, x0 + pad, y0 + pad + fe.ascent + line_h * static_cast<double>(i));
    cairo_show_text(cr, lines[i].text.c_str());
  }
  cairo_restore(cr);
}

}  // namespace

void DrawExportCairo(cairo_t* cr, const ExportContent& content, const ExportOptions& o) {
  const Theme& theme = GetTheme(o.theme);
  DrawFigureCairo(cr, content.figure, content.view, {&theme, !o.transparent, o.grid});
  DrawCaption(cr, content.caption, content.view, theme);
}

void ExportFigure(const Lesson& lesson, const ExportOptions& o) {
  const std::optional<ExportFormat> format = FormatFromPath(o.path);
  if (!format)
    throw ExportError(ExportError::Kind::BadOption,
                      "'" + o.path + "': unknown format (the file name must end in .png, .svg or .pdf)");
  if (o.width < 1 || o.height < 1 || o.width > kMaxExportSide || o.height > kMaxExportSide) {
    throw ExportError(ExportError::Kind::BadOption, "size " + std::to_string(o.width) + "x" +
                                                        std::to_string(o.height) + " out of range (1.." +
                                                        std::to_string(kMaxExportSide) + " px per side)");
  }
  std::error_code ec;
  if (!o.overwrite && std::filesystem::exists(o.path, ec)) {
    throw ExportError(ExportError::Kind::Io, "cannot write '" + o.path + "': file exists (not overwritten)");
  }
  // Captions measured in the file's font, so the fit keeps the scene clear of them.
  const SurfacePtr probe_surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1));
  const std::unique_ptr<cairo_t, void (*)(cairo_t*)> probe(cairo_create(probe_surface.get()), cairo_destroy);
  const ExportContent content = MakeExportContent(lesson, o, CairoTextWidth(probe.get()));

  TempFile tmp(o.path);
  SurfacePtr surface;
  double page_scale = 1.0;
  switch (*format) {
    case ExportFormat::Png:
      surface.reset(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, o.width, o.height));
      break;
    case ExportFormat::Svg:
      surface.reset(cairo_svg_surface_create_for_stream(WriteToFile, &tmp, o.width, o.height));
      cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_PX);
      break;
    case ExportFormat::Pdf:
      page_scale = 0.75;  // 96 px per inch: a 1920×1080 export is a 20 × 11.25 inch page
      surface.reset(cairo_pdf_surface_create_for_stream(WriteToFile, &tmp, o.width * page_scale,
                                                        o.height * page_scale));
      cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE,
                                     std::string(lesson.Title()).c_str());
      cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "Ricochet " RICOCHET_VERSION);
      break;
  }
  CheckCairo(cairo_surface_status(surface.get()), o.path);
  cairo_t* cr = cairo_create(surface.get());
  cairo_scale(cr, page_scale, page_scale);
  DrawExportCairo(cr, content, o);
  const cairo_status_t draw_status = cairo_status(cr);
  cairo_destroy(cr);
  CheckWrite(draw_status, tmp, o.path);
  if (*format == ExportFormat::Png) {
    cairo_surface_flush(surface.get());
    CheckWrite(cairo_surface_write_to_png_stream(surface.get(), WriteToFile, &tmp), tmp, o.path);
  }
  cairo_surface_finish(surface.get());  // SVG/PDF write their data here
  CheckWrite(cairo_surface_status(surface.get()), tmp, o.path);
  surface.reset();
  tmp.Commit(o.overwrite);
}

}  // namespace ricochet::app
