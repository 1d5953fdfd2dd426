#include "draw/grid_imgui.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "draw/figure_imgui.h"
#include "draw/format.h"

namespace ricochet::app {

void DrawGrid(ImDrawList* dl, const Camera& camera, const Theme& th, float s, ImFont* font, float font_px) {
  const double major = GridStep(camera.ppu, 90.0 * s);
  const double mant = major / std::pow(10.0, std::floor(std::log10(major) + 1e-9));
  const double minor = major / (std::fabs(mant - 2.0) < 0.01 ? 4.0 : 5.0);
  const Bounds vis = camera.Visible();
  const Vec2 vmin = camera.view_min, vmax = camera.view_min + camera.view_size;
  const ImU32 cminor = ToImU32(InkColor(th, Ink::Grid)), cmajor = ToImU32(InkColor(th, Ink::GridMajor));
  const ImU32 caxis = ToImU32(InkColor(th, Ink::Axis)), ctext = ToImU32(InkColor(th, Ink::Muted));
  auto is_major = [&](double v) { return std::fabs(v / major - std::round(v / major)) < 1e-6; };
  for (double x = std::ceil(vis.min.x / minor) * minor; x <= vis.max.x; x += minor) {
    const float sx = static_cast<float>(camera.ToScreen({x, 0}).x);
    dl->AddLine({sx, static_cast<float>(vmin.y)}, {sx, static_cast<float>(vmax.y)},
                is_major(x) ? cmajor : cminor, 1.0f);
  }
  for (double y = std::ceil(vis.min.y / minor) * minor; y <= vis.max.y; y += minor) {
    const float sy = static_cast<float>(camera.ToScreen({0, y}).y);
    dl->AddLine({static_cast<float>(vmin.x), sy}, {static_cast<float>(vmax.x), sy},
                is_major(y) ? cmajor : cminor, 1.0f);
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
  for (double x = std::ceil(vis.min.x / major) * major; x <= vis.max.x; x += major) {
    if (std::fabs(x) < major * 1e-6) continue;
    const std::string t = Num(x);
    const float sx = static_cast<float>(camera.ToScreen({x, 0}).x);
    const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, t.c_str());
    dl->AddText(font, fs, {sx - ts.x * 0.5f, ax_y + pad}, ctext, t.c_str());
  }
  for (double y = std::ceil(vis.min.y / major) * major; y <= vis.max.y; y += major) {
    if (std::fabs(y) < major * 1e-6) continue;
    const std::string t = Num(y);
    const float sy = static_cast<float>(camera.ToScreen({0, y}).y);
    const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, t.c_str());
    const float tx = std::clamp(ax_x - ts.x - pad, static_cast<float>(vmin.x) + pad,
                                static_cast<float>(vmax.x) - ts.x - pad);
    dl->AddText(font, fs, {tx, sy - ts.y * 0.5f}, ctext, t.c_str());
  }
  // Axis names at the positive ends.
  dl->AddText(font, fs * 1.15f, {static_cast<float>(vmax.x) - fs * 1.2f, ax_y - fs * 1.5f}, caxis, "x");
  dl->AddText(
      font, fs * 1.15f,
      {std::min(ax_x + pad * 2, static_cast<float>(vmax.x) - fs * 1.2f), static_cast<float>(vmin.y) + pad},
      caxis, "y");
}

}  // namespace ricochet::app
