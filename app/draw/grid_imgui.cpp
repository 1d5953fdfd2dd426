#include "draw/grid_imgui.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "draw/figure_imgui.h"
#include "draw/grid.h"
#include "draw/text_probe.h"

namespace ricochet::app {

void DrawGrid(ImDrawList* dl, const Camera& camera, const Theme& th, float s, ImFont* font, float font_px,
              std::span<const Bounds> covered, std::span<const std::pair<Vec2, Vec2>> lines, float min_px) {
  const GridView v{camera.Visible(),
                   camera.ppu,
                   camera.view_min,
                   camera.view_size,
                   [&](Vec2 w) { return camera.ToScreen(w); },
                   s,
                   1.0,
                   std::max(font_px * 0.8, static_cast<double>(min_px))};
  const auto measure = [&](std::string_view t, double size) {
    return static_cast<double>(
        font->CalcTextSizeA(static_cast<float>(size), 1e9f, 0, t.data(), t.data() + t.size()).x);
  };
  const GridDrawing g = LayoutGrid(v, measure, covered, lines);
  for (const GridDrawing::Line& l : g.lines) {
    dl->AddLine(ToIm(l.a), ToIm(l.b), ToImU32(InkColor(th, l.ink)), static_cast<float>(l.width_px));
  }
  for (const GridDrawing::Text& t : g.texts) {
    dl->AddText(font, static_cast<float>(t.line_px), ToIm(t.top_left), ToImU32(InkColor(th, t.ink)),
                t.text.c_str());
    NoteText(t.text, static_cast<float>(t.line_px), t.top_left, {measure(t.text, t.line_px), t.line_px},
             TextSource::Grid);
  }
}

}  // namespace ricochet::app
