#include "export/handout.h"

#include <cairo-pdf.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <tuple>

#include "export/cairo_io.h"
#include "export/export.h"
#include "export/page.h"

namespace ricochet::app {

namespace {

// The page is laid out in logical px of an A4 landscape sheet at 96 dpi; the output scales it.
constexpr double kPageW = 1123.0, kPdfPageW = 842.0, kPdfPageH = 595.0;  // px; A4 in pt
constexpr double kMargin = 36.0, kGutter = 28.0;
// The figure's labels, strokes and plots at this many page px per canvas px, whatever the box's size: every
// page's labels read alike (18 px labels print at about 10 pt).
constexpr double kFigureScale = 0.72;
// The derivation's size: as large as its room allows up to the largest; below the smallest a layout does not
// count as fitting (the recap's lines are 0.85 of it, the text 0.9).
constexpr double kMaxStepPx = 20.0, kMinStepPx = 12.5, kFloorStepPx = 7.0;

struct Rect {
  double x, y, w, h;
};

// What the page prints beside the figure, in reading order: "Recap", the steps before the slide (one line
// each), the slide's steps in full, the verdict once the slide reaches it, the students' text, and on the
// presenter's copy the notes. Each piece is measured at a size and then drawn where the flow puts it.
struct Piece {
  double height = 0, gap = 0;  // its height, and the space before the next piece
  std::function<void(double x, double y)> draw;
};

std::vector<Piece> Pieces(cairo_t* cr, const HandoutPage& page, const Derivation& d, int end, double px,
                          double width, const Theme& th, Detail own = Detail::Full) {
  const Rgba text = InkColor(th, Ink::Text), muted = InkColor(th, Ink::Muted);
  const PageText label{cr, px * 0.75, true}, verdict{cr, px * 0.9, true}, body{cr, px * 0.9};
  const double indent = px * 0.8, gap = px * 0.45;
  std::vector<Piece> out;
  if (page.recap > 0)
    out.push_back({label.LineH(), 2, [=](double x, double y) { label.Draw({"Recap"}, x, y, muted); }});
  for (int k = 0; k < end; ++k) {
    const Step& st = d.steps[static_cast<std::size_t>(k)];
    const bool earlier = k < page.recap;
    const StepBlock b =
        PageStep(cr, st, earlier ? px * 0.85 : px, width - indent, earlier ? Detail::Compact : own);
    const Ink ink = st.ink;
    out.push_back({b.height, earlier ? gap * 0.5 : gap, [=, &th](double x, double y) {
                     const Rgba c = InkColor(th, ink);
                     cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
                     cairo_rectangle(cr, x, y + px * 0.1, px * 0.25, b.height - px * 0.1);
                     cairo_fill(cr);
                     DrawPageStep(cr, b, x + indent, y, th, ink);
                   }});
  }
  if (!page.verdict.empty()) {
    const std::vector<std::string> lines = verdict.Wrap(page.verdict, width - indent);
    const double h = lines.size() * verdict.LineH();
    out.push_back({px * 0.5 + h, px, [=, &th](double x, double y) {
                     const Rgba bar = InkColor(th, Ink::Normal);
                     cairo_set_source_rgba(cr, bar.r, bar.g, bar.b, bar.a);
                     cairo_rectangle(cr, x, y + px * 0.5, 3, h);
                     cairo_fill(cr);
                     verdict.Draw(lines, x + indent, y + px * 0.5, text);
                   }});
  } else if (!out.empty()) {
    out.back().gap = px;
  }
  if (!page.text.empty()) {
    const std::vector<std::string> lines = body.Wrap(page.text, width);
    out.push_back(
        {lines.size() * body.LineH(), px, [=](double x, double y) { body.Draw(lines, x, y, text); }});
  }
  if (!page.notes.empty()) {
    const std::vector<std::string> lines = body.Wrap(page.notes, width);
    out.push_back({label.LineH() + lines.size() * body.LineH(), 0, [=](double x, double y) {
                     body.Draw(lines, x, label.Draw({"Presenter's notes"}, x, y, muted), muted);
                   }});
  }
  return out;
}

// Flows the pieces down `cols` columns of the area, in order, a piece never split; the top-left corner of
// each, or nothing when they do not all fit. `force`: they always do, the last column running past the foot.
std::optional<std::vector<std::pair<double, double>>> Flow(const std::vector<Piece>& pieces, Rect area,
                                                           int cols, double col_w, bool force = false) {
  std::vector<std::pair<double, double>> at;
  int col = 0;
  double y = area.y;
  for (const Piece& p : pieces) {
    if (y + p.height > area.y + area.h && y > area.y && (!force || col + 1 < cols)) ++col, y = area.y;
    if (!force && (col >= cols || y + p.height > area.y + area.h)) return std::nullopt;
    at.emplace_back(area.x + col * (col_w + kGutter), y);
    y += p.height + p.gap;
  }
  return at;
}

// One way to share the page: the figure's box, and the area the derivation flows down in `cols` columns.
struct Layout {
  Rect figure, area;
  int cols = 1;
  Detail detail = Detail::Full;  // how the slide's own steps are printed
  double px = 0;                 // the derivation's size: the largest that fits (kFloorStepPx when none does)
  double ppu = 0;                // the figure's page px per world unit
  bool flows = false, fits = false;  // it fits at kFloorStepPx; at a legible size (kMinStepPx)
  double ColW() const { return (area.w - (cols - 1) * kGutter) / cols; }
};

// The layouts tried: the figure on the left at several widths beside one column (two beside a narrow
// figure), or across the top at several heights above two columns (three below a low figure). The page takes
// the one that draws the figure largest with the derivation at a legible size, and of those nearly as large,
// the one with the largest derivation. A slide whose steps fit nowhere legibly in full sheds their numbers
// lines, then prints them one line each (StepLines' NoNumbers and Compact), as a short screen does.
Layout ChooseLayout(cairo_t* cr, const Lesson& lesson, const LessonState& st, const HandoutPage& page,
                    int end, double top, double bottom, const Theme& th) {
  const double m = kMargin, full = kPageW - 2 * m, h = bottom - top;
  std::vector<Layout> tries;
  for (const double f : {0.66, 0.6, 0.54, 0.48, 0.42, 0.36}) {
    const double fw = std::round(full * f);
    for (int cols = 1; cols <= (f < 0.45 ? 2 : 1); ++cols) {
      tries.push_back({{m, top, fw, h}, {m + fw + kGutter, top, full - fw - kGutter, h}, cols});
    }
  }
  for (const double g : {0.62, 0.54, 0.46, 0.38}) {
    const double fh = std::round(h * g);
    for (int cols = 2; cols <= (g < 0.5 ? 3 : 2); ++cols) {
      tries.push_back({{m, top, full, fh}, {m, top + fh + 20, full, h - fh - 20}, cols});
    }
  }
  for (Layout& l : tries) {
    l.ppu = FigureBoxView(lesson, st, l.figure.w, l.figure.h, l.figure.w / kFigureScale).px_per_unit;
  }
  const Derivation& d = lesson.derivation();
  for (const Detail detail : {Detail::Full, Detail::NoNumbers, Detail::Compact}) {
    // The largest size the derivation fits at, in half px (fitting is monotone in the size: a binary search).
    for (Layout& l : tries) {
      l.detail = detail;
      const auto fits_at = [&](double px) {
        return Flow(Pieces(cr, page, d, end, px, l.ColW(), th, detail), l.area, l.cols, l.ColW()).has_value();
      };
      int lo = 0, hi = static_cast<int>((kMaxStepPx - kFloorStepPx) * 2);
      l.flows = fits_at(kFloorStepPx);
      if (l.flows) {
        while (lo < hi) {
          const int mid = (lo + hi + 1) / 2;
          if (fits_at(kFloorStepPx + 0.5 * mid)) {
            lo = mid;
          } else {
            hi = mid - 1;
          }
        }
      }
      l.px = kFloorStepPx + 0.5 * lo;
      l.fits = l.flows && l.px >= kMinStepPx;
    }
    double best = 0;
    for (const Layout& l : tries) {
      if (l.fits) best = std::max(best, l.ppu);
    }
    if (best == 0) continue;
    const Layout* pick = nullptr;
    for (const Layout& l : tries) {
      if (l.fits && l.ppu >= best * 0.95 &&
          (!pick || l.px > pick->px || (l.px == pick->px && l.ppu > pick->ppu))) {
        pick = &l;
      }
    }
    return *pick;
  }
  // One line a step and still not legible anywhere: the largest derivation that fits, else the most room.
  const Layout* pick = &tries.front();
  for (const Layout& l : tries) {
    const auto key = [](const Layout& a) { return std::make_tuple(a.flows, a.px, a.area.w * a.area.h); };
    if (key(l) > key(*pick)) pick = &l;
  }
  return *pick;
}

void DrawPage(cairo_t* cr, const Deck& deck, std::size_t i, double page_h, const Theme& th, bool notes) {
  const Slide& slide = deck.slides[i];
  OpenedSlide o = OpenSlide(slide);
  const Lesson& lesson = *o.lesson;
  const HandoutPage page = HandoutText(deck, i, lesson, notes);
  const Rgba text = InkColor(th, Ink::Text), muted = InkColor(th, Ink::Muted),
             rule = InkColor(th, Ink::GridMajor);

  cairo_set_source_rgba(cr, th.background.r, th.background.g, th.background.b, 1.0);
  cairo_paint(cr);
  const double W = kPageW, m = kMargin, full = W - 2 * m;
  double y = m;
  const PageText small{cr, 11}, title{cr, 22, true};
  y = small.Draw(small.Wrap(page.header, full), m, y, muted);
  y = title.Draw(title.Wrap(page.title, full), m, y + 4, text) + 10;
  cairo_set_source_rgba(cr, rule.r, rule.g, rule.b, rule.a);
  cairo_set_line_width(cr, 1.0);
  cairo_move_to(cr, m, y), cairo_line_to(cr, W - m, y), cairo_stroke(cr);
  y += 14;

  // The figure at the slide's state and the derivation beside or below it, as the page fits them best.
  const LessonState st = HandoutState(slide, lesson);
  const int end = HandoutSteps(slide, lesson);
  const Layout l = ChooseLayout(cr, lesson, st, page, end, y, page_h - m, th);
  DrawFigureBox(cr, lesson, st, l.figure.x, l.figure.y, l.figure.w, l.figure.h, l.figure.w / kFigureScale,
                th);
  const std::vector<Piece> pieces = Pieces(cr, page, lesson.derivation(), end, l.px, l.ColW(), th, l.detail);
  const auto at = Flow(pieces, l.area, l.cols, l.ColW(), true);  // (past the foot only at kFloorStepPx)
  for (std::size_t k = 0; k < pieces.size(); ++k) pieces[k].draw((*at)[k].first, (*at)[k].second);
}

}  // namespace

int HandoutSteps(const Slide& s, const Lesson& lesson) {
  const int n = static_cast<int>(lesson.derivation().steps.size());
  return s.until >= 0 ? std::min(s.until, n) : n;
}

HandoutPage HandoutText(const Deck& deck, std::size_t slide, const Lesson& lesson, bool notes) {
  HandoutPage p;
  const Slide& s = deck.slides[slide];
  p.header =
      deck.title + " · slide " + std::to_string(slide + 1) + " of " + std::to_string(deck.slides.size());
  p.title = s.title;
  const Derivation& d = lesson.derivation();
  const int end = HandoutSteps(s, lesson);
  p.recap = std::min(s.reveal, end);
  for (int i = 0; i < end; ++i) {
    const Step& st = d.steps[static_cast<std::size_t>(i)];
    p.derivation.push_back(StepText(st, i < p.recap ? Detail::Compact : Detail::Full));
  }
  if (end == static_cast<int>(d.steps.size())) p.verdict = d.verdict;
  p.text = s.text;
  if (notes) p.notes = s.notes;
  return p;
}

LessonState HandoutState(const Slide& s, const Lesson& lesson) {
  LessonState st;
  st.reveal = HandoutSteps(s, lesson);
  st.t = s.t_given || lesson.clock() != Clock::Frame ? s.t : 1.0;
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
      DrawPage(cr, deck, i, o.height / k, th, o.notes);
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
    DrawPage(cr, deck, i, kPdfPageH / k, th, o.notes);
    cairo_restore(cr);
    cairo_show_page(cr);
  }
  FinishDocument(cr, surface, tmp, o.out);
  tmp.Commit(true);
  written.push_back(o.out);
  return written;
}

}  // namespace ricochet::app
