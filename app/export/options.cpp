// Export options and geometry shared by every backend (Cairo on the desktop: export.cpp; WebGL in the
// browser: web/export_web.cpp): formats, the fitted view, caption lines, fresh file names.
#include <algorithm>
#include <filesystem>

#include "draw/camera.h"
#include "export/export.h"

namespace ricochet::app {

std::optional<ExportFormat> FormatFromPath(std::string_view path) {
  const std::size_t dot = path.rfind('.');
  if (dot == std::string_view::npos || path.find('/', dot) != std::string_view::npos) return std::nullopt;
  std::string ext(path.substr(dot + 1));
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  if (ext == "png") return ExportFormat::Png;
  if (ext == "svg") return ExportFormat::Svg;
  if (ext == "pdf") return ExportFormat::Pdf;
  return std::nullopt;
}

const char* FormatName(ExportFormat f) {
  switch (f) {
    case ExportFormat::Png: return "png";
    case ExportFormat::Svg: return "svg";
    case ExportFormat::Pdf: return "pdf";
  }
  return "?";
}

LabelOutput ViewLabels(const View& v, const Theme& t, const TextWidth& text_width) {
  LabelOutput out;
  out.to_px = [v](Vec2 p, Space sp) { return sp == Space::World ? v.ToPx(p) : p * v.scale; };
  out.view.Add(Vec2{0, 0}), out.view.Add(v.size_px);
  out.scale = v.scale;
  out.line_scale = t.line_scale;
  out.label_px = kLabelPx * t.label_scale * v.scale;
  out.fallback_label_px = kLabelPx * v.scale;  // as the screen: a theme's larger label may shrink to plain
  out.text_width = text_width ? text_width : [](const std::string& text, double line_px) {
    const auto chars = std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; });
    return kTextWidthEstimate * line_px * static_cast<double>(chars);
  };
  return out;
}

View ExportView(const Lesson& lesson, const ExportOptions& o, const TextWidth& text_width) {
  const Vec2 size{static_cast<double>(o.width), static_cast<double>(o.height)};
  if (o.view) {
    View v = FitView(*o.view, size, 0.0, o.scale);  // exactly the GUI's view (widened to the output's aspect)
    v.plot_corner = o.state.plot_corner;            // and its plot corner
    return v;
  }
  const Bounds scene = lesson.SceneBounds();
  View v = FitView(scene, size, kFitMarginPx, o.scale);
  v.plot_corner = o.state.plot_corner;
  if (scene.Empty() || !IsFinite(scene.min) || !IsFinite(scene.max)) return v;  // FitView's default view
  // As the screen's Home does: clear of the plots and captions of the steps shown, with the plot in the
  // corner that leaves the scene largest, drawn at this size to learn where they go.
  LessonState st = o.state;
  st.canvas_px = v.CanvasLogical();
  const std::vector<FitLayout> layouts = PlotCornerLayouts(
      st, scene, ViewLabels(v, GetTheme(o.theme), text_width),
      [&](Figure& fig, const LessonState& s) {
        lesson.Draw(fig, s);
        if (o.overlay) o.overlay(fig, s.canvas_px);
      },
      o.state.reveal);
  Camera cam;
  cam.view_size = size;
  v.plot_corner = kPlotCorners[FitAroundBest(cam, scene, layouts, kFitMarginPx * v.scale)];
  v.center = cam.center, v.px_per_unit = cam.ppu;
  return v;
}

std::vector<CaptionLine> CaptionLines(const Lesson& lesson, const std::vector<std::string>& symbols) {
  std::vector<CaptionLine> lines;
  if (symbols.empty()) return lines;
  const Derivation& d = lesson.derivation();
  // A step is named by its symbol as printed ("ti", "n̂") or by its key ("n_hat").
  const auto named = [&](const Step& st, const std::string& s) {
    return st.key == s || math::Text(StepName(st)) == s;
  };
  for (const std::string& s : symbols) {
    const bool known =
        std::any_of(d.steps.begin(), d.steps.end(), [&](const Step& st) { return named(st, s); });
    if (!known) {
      std::string all;
      for (const Step& st : d.steps) all += (all.empty() ? "" : ",") + math::Text(StepName(st));
      throw ExportError(ExportError::Kind::BadOption, "caption: '" + s + "' is not a step of " +
                                                          std::string(lesson.Id()) + " (steps: " + all + ")");
    }
  }
  for (const Step& st : d.steps) {
    if (std::any_of(symbols.begin(), symbols.end(), [&](const std::string& s) { return named(st, s); })) {
      lines.push_back({StepText(st, Detail::Compact), st.ink});
    }
  }
  return lines;
}

ExportContent MakeExportContent(const Lesson& lesson, const ExportOptions& o, const TextWidth& text_width) {
  ExportContent c{ExportView(lesson, o, text_width), CaptionLines(lesson, o.caption), {}};
  LessonState st = o.state;
  st.canvas_px = c.view.CanvasLogical();
  st.plot_corner = c.view.plot_corner;
  lesson.Draw(c.figure, st);
  if (o.overlay) o.overlay(c.figure, st.canvas_px);
  return c;
}

std::string FreePath(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return path;
  const std::filesystem::path p(path);
  const std::string stem = (p.parent_path() / p.stem()).string(), ext = p.extension().string();
  for (int i = 2;; ++i) {
    std::string candidate = stem + "-" + std::to_string(i) + ext;
    if (!std::filesystem::exists(candidate, ec)) return candidate;
  }
}

Bounds View::WorldRect() const {
  Bounds b;
  b.Add(ToWorld({0, size_px.y}));
  b.Add(ToWorld({size_px.x, 0}));
  return b;
}

double OutputScale(Vec2 size_px) { return size_px.y > 0 ? size_px.y / kReferenceHeight : 1.0; }

View FitView(const Bounds& world, Vec2 size_px, double margin_px, double scale) {
  View v;
  v.size_px = size_px;
  v.scale = scale > 0 ? scale : OutputScale(size_px);
  Bounds b = world;
  if (b.Empty() || !IsFinite(b.min) || !IsFinite(b.max)) b = Bounds{{-5, -5}, {5, 5}};
  Vec2 size = b.Size();
  if (size.x <= 1e-9 && size.y <= 1e-9) b = b.Padded(5.0), size = b.Size();
  const double m = margin_px * v.scale;
  const double avail_x = std::max(1.0, size_px.x - 2 * m), avail_y = std::max(1.0, size_px.y - 2 * m);
  const double kx = size.x > 1e-9 ? avail_x / size.x : 1e300;
  const double ky = size.y > 1e-9 ? avail_y / size.y : 1e300;
  v.center = b.Center();
  v.px_per_unit = std::min(kx, ky);
  return v;
}

}  // namespace ricochet::app
