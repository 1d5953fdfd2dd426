// Figure export: a lesson's figure as PNG, SVG or PDF at any size, without a window or display.
// Used by `ricochet export`, `ricochet tour` and the GUI's File → Export figure…. ExportFigure is the
// desktop's (Cairo, export.cpp); the browser exports PNG by WebGL instead (app/platform/platform.h).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "draw/labels.h"
#include "draw/theme.h"
#include "export/view.h"
#include "lessons/lesson.h"
#include "scene/files.h"

namespace ricochet::app {

enum class ExportFormat { Png, Svg, Pdf };

// "png" | "svg" | "pdf" from the path's extension (case-insensitive); nullopt for anything else.
std::optional<ExportFormat> FormatFromPath(std::string_view path);
const char* FormatName(ExportFormat f);

struct ExportOptions {
  std::string path;                 // the format comes from its extension
  int width = 1920, height = 1080;  // output px (PDF/SVG: the page, 1 px = 0.75 pt in PDF)
  ThemeId theme = ThemeId::Dark;
  bool transparent = false;          // no background fill (PNG gets alpha)
  bool grid = true;                  // the canvas grid with labelled axes, as on screen
  LessonState state;                 // t (moving object's time) and reveal; canvas_px is set here
  std::optional<Bounds> view;        // world rect to show (the GUI's current view); nullopt: fit
  std::vector<std::string> caption;  // derivation step symbols to print as "symbol = value" lines
  bool overwrite = true;             // false: fail when the file exists (the GUI never overwrites)
  double scale = 0;                  // output px per logical px; 0: height / kReferenceHeight
  // Drawn over the lesson's figure, given the canvas's logical size (`ricochet check`: the student's answer).
  std::function<void(Figure&, Vec2 canvas_px)> overlay;
};

// Failures are ExportError (scene/files.h): one clear line, nothing left at `path` (nor a temp file).

// The largest output side accepted (a 16K image is already 1 GB of pixels).
inline constexpr int kMaxExportSide = 16384;

// The view an export uses: options.view fitted to the output, or, as the screen's Home does, the lesson's
// SceneBounds() framed as large as it fits beside the figure's plots and captions (Camera::FitAround,
// kFitMarginPx).
// `text_width` measures a label (draw/labels.h: LabelOutput::text_width) so the captions' room is known; the
// desktop passes Cairo's (CairoTextWidth), the browser none: an estimate (kTextWidthEstimate) then stands in.
View ExportView(const Lesson& lesson, const ExportOptions& o, const TextWidth& text_width = {});

// A text's width when no font is at hand: this many line heights per character (DejaVu Sans averages less).
inline constexpr double kTextWidthEstimate = 0.62;
// The label output of an export's view (draw/labels.h), with this text measure (none: the estimate).
LabelOutput ViewLabels(const View& v, const Theme& t, const TextWidth& text_width = {});

// One line of a figure's caption: a derivation step as "symbol = value", in the step's ink.
struct CaptionLine {
  std::string text;
  Ink ink;
};
// The chosen derivation steps, in derivation order. Throws ExportError for a symbol the lesson has not.
std::vector<CaptionLine> CaptionLines(const Lesson& lesson, const std::vector<std::string>& symbols);

// What every backend draws for an export: the view, the caption, and the lesson's figure laid out for it.
struct ExportContent {
  View view;
  std::vector<CaptionLine> caption;
  Figure figure;
};
ExportContent MakeExportContent(const Lesson& lesson, const ExportOptions& o,
                                const TextWidth& text_width = {});  // throws ExportError

// Renders and writes the figure. Writes a temp file in the target's folder, then renames it into place, so
// readers never see a partial file. Throws ExportError (bad options, unknown caption symbol, I/O).
void ExportFigure(const Lesson& lesson, const ExportOptions& o);

// "figure.png" if free, else "figure-2.png", "figure-3.png" … (the GUI's never-overwrite naming).
std::string FreePath(const std::string& path);

}  // namespace ricochet::app
