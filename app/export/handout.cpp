#include "export/handout.h"

#include <cairo-pdf.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>

#include "export/cairo_io.h"
#include "export/export.h"
#include "export/page.h"

namespace ricochet::app {

namespace {

// The page is laid out in logical px of an A4 landscape sheet at 96 dpi; the output scales it.
constexpr double kPageW = 1123.0, kPdfPageW = 842.0, kPdfPageH = 595.0;  // px; A4 in pt
constexpr double kMargin = 36.0;
constexpr double kFigureCanvasW = 800.0;  // the figure is laid out as on an 800 px wide canvas, then scaled

// Where the clicker leaves the slide: its last step (every step when it runs to the end).
int SlideEnd(const Slide& s, const Lesson& lesson) {
  const int n = static_cast<int>(lesson.derivation().steps.size());
  return s.until >= 0 ? std::min(s.until, n) : n;
}

void DrawPage(cairo_t* cr, const Deck& deck, std::size_t i, double page_h, const Theme& th) {
  const Slide& slide = deck.slides[i];
  OpenedSlide o = OpenSlide(slide);
  const Lesson& lesson = *o.lesson;
  const HandoutPage page = HandoutText(deck, i, lesson);
  const Rgba text = InkColor(th, Ink::Text), muted = InkColor(th, Ink::Muted),
             rule = InkColor(th, Ink::GridMajor);

  cairo_set_source_rgba(cr, th.background.r, th.background.g, th.background.b, 1.0);
  cairo_paint(cr);
  const double W = kPageW, m = kMargin, full = W - 2 * m;
  double y = m;
  const PageText small{cr, 11}, title{cr, 22, true}, label{cr, 11, true};
  y = small.Draw(small.Wrap(page.header, full), m, y, muted);
  y = title.Draw(title.Wrap(page.title, full), m, y + 4, text) + 10;
  cairo_set_source_rgba(cr, rule.r, rule.g, rule.b, rule.a);
  cairo_set_line_width(cr, 1.0);
  cairo_move_to(cr, m, y), cairo_line_to(cr, W - m, y), cairo_stroke(cr);
  y += 14;

  // Left: the figure at the slide's state, down to the bottom margin.
  const double fig_w = std::round(full * 0.55), bottom = page_h - m;
  DrawFigureBox(cr, lesson, HandoutState(slide, lesson), m, y, fig_w, bottom - y, kFigureCanvasW, th);

  // Right: the recap (the steps before the slide, one line each), the slide's steps in full, the verdict
  // once the slide reaches it, then the slide's text — as large as the column allows.
  const double dx = m + fig_w + 28, dw = W - m - dx;
  const Derivation& d = lesson.derivation();
  const int end = SlideEnd(slide, lesson);
  for (double px = 15.0;; px -= 0.5) {
    const PageText verdict{cr, px * 0.85, true}, body{cr, px * 0.85};
    const double indent = px * 0.8, gap = px * 0.45;
    std::vector<StepBlock> blocks;
    double h = 0;
    for (int k = 0; k < end; ++k) {
      const bool earlier = k < page.recap;
      blocks.push_back(PageStep(cr, d.steps[static_cast<std::size_t>(k)], earlier ? px * 0.85 : px,
                                dw - indent, earlier ? Detail::Compact : Detail::Full));
      h += blocks.back().height + (earlier ? gap * 0.5 : gap);
    }
    if (page.recap > 0) h += label.LineH() + 2;
    const std::vector<std::string> vlines = verdict.Wrap(page.verdict, dw - indent);
    h += vlines.size() * verdict.LineH() + px;
    const std::vector<std::string> tlines = body.Wrap(page.text, dw);
    h += tlines.size() * body.LineH() + px;
    if (y + h > bottom && px > 7.0) continue;
    double dy = y;
    if (page.recap > 0) dy = label.Draw({"Recap"}, dx, dy, muted) + 2;
    for (std::size_t k = 0; k < blocks.size(); ++k) {
      const Ink ink = d.steps[k].ink;
      const Rgba c = InkColor(th, ink);
      cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
      cairo_rectangle(cr, dx, dy + px * 0.1, px * 0.25, blocks[k].height - px * 0.1);
      cairo_fill(cr);
      DrawPageStep(cr, blocks[k], dx + indent, dy, th, ink);
      dy += blocks[k].height + (static_cast<int>(k) < page.recap ? gap * 0.5 : gap);
    }
    if (!page.verdict.empty()) {
      const Rgba bar = InkColor(th, Ink::Normal);
      cairo_set_source_rgba(cr, bar.r, bar.g, bar.b, bar.a);
      cairo_rectangle(cr, dx, dy + px * 0.5, 3, vlines.size() * verdict.LineH());
      cairo_fill(cr);
      dy = verdict.Draw(vlines, dx + indent, dy + px * 0.5, text);
    }
    if (!tlines.empty()) body.Draw(tlines, dx, dy + px, text);
    break;
  }
}

}  // namespace

HandoutPage HandoutText(const Deck& deck, std::size_t slide, const Lesson& lesson) {
  HandoutPage p;
  const Slide& s = deck.slides[slide];
  p.header =
      deck.title + " · slide " + std::to_string(slide + 1) + " of " + std::to_string(deck.slides.size());
  p.title = s.title;
  const Derivation& d = lesson.derivation();
  const int end = SlideEnd(s, lesson);
  p.recap = std::min(s.reveal, end);
  for (int i = 0; i < end; ++i) {
    const Step& st = d.steps[static_cast<std::size_t>(i)];
    p.derivation.push_back(StepText(st, i < p.recap ? Detail::Compact : Detail::Full));
  }
  if (end == static_cast<int>(d.steps.size())) p.verdict = d.verdict;
  p.text = s.text;
  return p;
}

LessonState HandoutState(const Slide& s, const Lesson& lesson) {
  LessonState st;
  st.reveal = SlideEnd(s, lesson);
  st.t = s.t_given ? s.t : 1.0;
  return st;
}

bool IsFolderPath(const std::string& out) {
  std::error_code ec;
  return !out.empty() && (out.back() == '/' || std::filesystem::is_directory(out, ec));
}

std::vector<std::string> ExportHandout(const Deck& deck, const HandoutOptions& o) {
  const Theme& th = GetTheme(o.theme);
  std::vector<std::string> written;
  if (IsFolderPath(o.out)) {
    if (o.width < 64 || o.height < 64 || o.width > kMaxExportSide || o.height > kMaxExportSide) {
      throw ExportError(ExportError::Kind::BadOption, "size " + std::to_string(o.width) + "x" +
                                                          std::to_string(o.height) + " out of range (64.." +
                                                          std::to_string(kMaxExportSide) + " px per side)");
    }
    std::error_code ec;
    const bool made = std::filesystem::create_directories(o.out, ec);
    if (ec) throw ExportError(ExportError::Kind::Io, "cannot create '" + o.out + "': " + ec.message());
    // Whole or not at all: every page goes to its temp file first; only when all are written are they renamed
    // into place (signals held, so all are). A folder this export made is removed again if it fails.
    struct Pages {
      std::string dir;
      bool made;
      std::vector<std::unique_ptr<TempFile>> files;
      ~Pages() {
        files.clear();  // removes the temp files not committed
        std::error_code e;
        if (made && std::filesystem::is_empty(dir, e)) std::filesystem::remove(dir, e);
      }
    } pages{o.out, made, {}};
    const double k = o.width / kPageW;
    for (std::size_t i = 0; i < deck.slides.size(); ++i) {
      char name[32];
      std::snprintf(name, sizeof name, "slide-%02zu.png", i + 1);
      const std::string path = (std::filesystem::path(o.out) / name).string();
      TempFile& tmp = *pages.files.emplace_back(std::make_unique<TempFile>(path));
      SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, o.width, o.height));
      CheckCairo(cairo_surface_status(surface.get()), path);
      cairo_t* cr = cairo_create(surface.get());
      cairo_scale(cr, k, k);
      DrawPage(cr, deck, i, o.height / k, th);
      const cairo_status_t st = cairo_status(cr);
      cairo_destroy(cr);
      CheckCairo(st, path);
      cairo_surface_flush(surface.get());
      CheckWrite(cairo_surface_write_to_png_stream(surface.get(), WriteToFile, &tmp), tmp, path);
      surface.reset();
      tmp.Close();  // written and synced; a file descriptor per page would run out at 1,000 slides
      written.push_back(path);
    }
    const SignalsHeld held;
    for (const std::unique_ptr<TempFile>& f : pages.files) f->Commit(true);
    return written;
  }
  if (FormatFromPath(o.out) != ExportFormat::Pdf) {
    throw ExportError(ExportError::Kind::BadOption,
                      "--out '" + o.out + "': a deck exports to a .pdf handout or to a folder DIR/ of PNGs");
  }
  TempFile tmp(o.out);
  SurfacePtr surface(cairo_pdf_surface_create_for_stream(WriteToFile, &tmp, kPdfPageW, kPdfPageH));
  CheckCairo(cairo_surface_status(surface.get()), o.out);
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, deck.title.c_str());
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "Ricochet " RICOCHET_VERSION);
  cairo_t* cr = cairo_create(surface.get());
  const double k = kPdfPageW / kPageW;
  for (std::size_t i = 0; i < deck.slides.size(); ++i) {
    cairo_save(cr);
    cairo_scale(cr, k, k);
    DrawPage(cr, deck, i, kPdfPageH / k, th);
    cairo_restore(cr);
    cairo_show_page(cr);
  }
  FinishDocument(cr, surface, tmp, o.out);
  tmp.Commit(true);
  written.push_back(o.out);
  return written;
}

}  // namespace ricochet::app
