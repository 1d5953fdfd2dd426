#include "draw/grid_imgui.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "draw/figure_imgui.h"
#include "draw/grid.h"

namespace ricochet::app {

void DrawGrid(ImDrawList* dl, const Camera& camera, const Theme& th, float s, ImFont* font, float font_px,
              std::span<const Bounds> covered) {
  const GridView v{camera.Visible(),
                   camera.ppu,
                   camera.view_min,
                   camera.view_size,
                   [&](Vec2 w) { return camera.ToScreen(w); },
                   s,
                   1.0,
                   font_px * 0.8};
  const auto measure = [&](std::string_view t, double size) {
    return static_cast<double>(
        font->CalcTextSizeA(static_cast<float>(size), 1e9f, 0, t.data(), t.data() + t.size()).x);
  };
  const GridDrawing g = LayoutGrid(v, measure, covered);
  for (const GridDrawing::Line& l : g.lines) {
    dl->AddLine(ToIm(l.a), ToIm(l.b), ToImU32(InkColor(th, l.ink)), static_cast<float>(l.width_px));
  }
  for (const GridDrawing::Text& t : g.texts) {
    dl->AddText(font, static_cast<float>(t.line_px), ToIm(t.top_left), ToImU32(InkColor(th, t.ink)),
                t.text.c_str());
  }
}

}  // namespace ricochet::app
