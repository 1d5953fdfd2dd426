#include "draw/grid.h"

#include <algorithm>
#include <cmath>

#include "draw/clip.h"
#include "draw/format.h"
#include "draw/labels.h"

namespace ricochet::app {

GridDrawing LayoutGrid(const GridView& v, const std::function<double(std::string_view, double)>& measure,
                       std::span<const Bounds> covered, std::span<const std::pair<Vec2, Vec2>> lines) {
  GridDrawing out;
  const GridLines g = MakeGrid(v.visible, v.ppu, 90.0 * v.scale);
  const Vec2 lo = v.view_min, hi = v.view_min + v.view_size;
  for (const bool majors : {false, true}) {
    const Ink ink = majors ? Ink::GridMajor : Ink::Grid;
    for (const GridLines::Line& x : g.x) {
      const double px = v.to_px({x.at, 0}).x;
      if (x.major == majors) out.lines.push_back({{px, lo.y}, {px, hi.y}, ink, v.line_px});
    }
    for (const GridLines::Line& y : g.y) {
      const double py = v.to_px({0, y.at}).y;
      if (y.major == majors) out.lines.push_back({{lo.x, py}, {hi.x, py}, ink, v.line_px});
    }
  }
  // Axes through the origin; their numbers stay in view even when an axis is panned away.
  const Vec2 o = v.to_px({0, 0});
  const double fs = v.number_px, pad = 4 * v.scale;
  const double ax_y = std::clamp(o.y, lo.y, hi.y - fs - pad), ax_x = std::clamp(o.x, lo.x, hi.x);
  if (o.y >= lo.y && o.y <= hi.y) out.lines.push_back({{lo.x, ax_y}, {hi.x, ax_y}, Ink::Axis, 1.5 * v.scale});
  if (o.x >= lo.x && o.x <= hi.x) out.lines.push_back({{ax_x, lo.y}, {ax_x, hi.y}, Ink::Axis, 1.5 * v.scale});
  // Numbers and names print only where no plot or caption is (they would show through it).
  const auto text = [&](Vec2 at, double size, Ink ink, std::string s) {
    const Bounds box{at, at + Vec2{measure(s, size), size}};
    for (const Bounds& c : covered) {
      if (Overlap(box, c)) return;
    }
    for (auto [a, b] : lines) {
      if (ClipSegment(a, b, box)) return;  // a wall or a path would be drawn over it
    }
    out.texts.push_back({at, size, ink, std::move(s)});
  };
  for (double x : g.major_x) {
    if (std::fabs(x) < g.major * 1e-6) continue;
    std::string s = Num(x);
    const double w = measure(s, fs);
    text({v.to_px({x, 0}).x - 0.5 * w, ax_y + pad}, fs, Ink::Muted, std::move(s));
  }
  for (double y : g.major_y) {
    if (std::fabs(y) < g.major * 1e-6) continue;
    std::string s = Num(y);
    const double w = measure(s, fs);
    const double tx = std::clamp(ax_x - w - pad, lo.x + pad, hi.x - w - pad);
    text({tx, v.to_px({0, y}).y - 0.5 * fs}, fs, Ink::Muted, std::move(s));
  }
  // Axis names at the positive ends.
  text({hi.x - fs * 1.2, ax_y - fs * 1.5}, fs * 1.15, Ink::Axis, "x");
  text({std::min(ax_x + pad * 2, hi.x - fs * 1.2), lo.y + pad}, fs * 1.15, Ink::Axis, "y");
  return out;
}

}  // namespace ricochet::app
