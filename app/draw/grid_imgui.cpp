#include "draw/grid_imgui.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "draw/figure_imgui.h"
#include "draw/format.h"
#include "draw/labels.h"

namespace ricochet::app {

void DrawGrid(ImDrawList* dl, const Camera& camera, const Theme& th, float s, ImFont* font, float font_px,
              std::span<const Bounds> covered) {
  const GridLines g = MakeGrid(camera.Visible(), camera.ppu, 90.0 * s);
  const Vec2 vmin = camera.view_min, vmax = camera.view_min + camera.view_size;
  const ImU32 cminor = ToImU32(InkColor(th, Ink::Grid)), cmajor = ToImU32(InkColor(th, Ink::GridMajor));
  const ImU32 caxis = ToImU32(InkColor(th, Ink::Axis)), ctext = ToImU32(InkColor(th, Ink::Muted));
  for (const GridLines::Line& x : g.x) {
    const float sx = static_cast<float>(camera.ToScreen({x.at, 0}).x);
    dl->AddLine({sx, static_cast<float>(vmin.y)}, {sx, static_cast<float>(vmax.y)}, x.major ? cmajor : cminor,
                1.0f);
  }
  for (const GridLines::Line& y : g.y) {
    const float sy = static_cast<float>(camera.ToScreen({0, y.at}).y);
    dl->AddLine({static_cast<float>(vmin.x), sy}, {static_cast<float>(vmax.x), sy}, y.major ? cmajor : cminor,
                1.0f);
  }
  // Axes through the origin; their tick labels stay on screen even when the axis is panned away.
  const Vec2 o = camera.ToScreen({0, 0});
  const float fs = font_px * 0.8f;
  const float pad = 4 * s;
  const float ax_y = static_cast<float>(std::clamp(o.y, vmin.y, vmax.y - fs - pad));
  const float ax_x = static_cast<float>(std::clamp(o.x, vmin.x, vmax.x));
  if (o.y >= vmin.y && o.y <= vmax.y)
    dl->AddLine({static_cast<float>(vmin.x), ax_y}, {static_cast<float>(vmax.x), ax_y}, caxis, 1.5f * s);
  if (o.x >= vmin.x && o.x <= vmax.x)
    dl->AddLine({ax_x, static_cast<float>(vmin.y)}, {ax_x, static_cast<float>(vmax.y)}, caxis, 1.5f * s);
  // Numbers and names print only where no plot or caption is (they would show through it).
  const auto text = [&](Vec2 lo, float size, ImU32 col, const char* t) {
    const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0, t);
    const Bounds box{lo, lo + Vec2{ts.x, ts.y}};
    for (const Bounds& c : covered) {
      if (Overlap(box, c)) return;
    }
    dl->AddText(font, size, ToIm(lo), col, t);
  };
  for (double x : g.major_x) {
    if (std::fabs(x) < g.major * 1e-6) continue;
    const std::string t = Num(x);
    const float sx = static_cast<float>(camera.ToScreen({x, 0}).x);
    text({sx - font->CalcTextSizeA(fs, 1e9f, 0, t.c_str()).x * 0.5f, ax_y + pad}, fs, ctext, t.c_str());
  }
  for (double y : g.major_y) {
    if (std::fabs(y) < g.major * 1e-6) continue;
    const std::string t = Num(y);
    const float sy = static_cast<float>(camera.ToScreen({0, y}).y);
    const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, t.c_str());
    const float tx = std::clamp(ax_x - ts.x - pad, static_cast<float>(vmin.x) + pad,
                                static_cast<float>(vmax.x) - ts.x - pad);
    text({tx, sy - ts.y * 0.5f}, fs, ctext, t.c_str());
  }
  // Axis names at the positive ends.
  text({vmax.x - fs * 1.2f, ax_y - fs * 1.5f}, fs * 1.15f, caxis, "x");
  text({std::min(ax_x + pad * 2, static_cast<float>(vmax.x) - fs * 1.2f), vmin.y + pad}, fs * 1.15f, caxis,
       "y");
}

}  // namespace ricochet::app
