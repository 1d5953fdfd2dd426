#include "draw/plot.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "draw/clip.h"
#include "draw/format.h"

namespace ricochet::app {

double NiceStep(double range, int target) {
  if (!(range > 0) || target < 1) return 1.0;
  const double raw = range / target;
  const double mag = std::pow(10.0, std::floor(std::log10(raw)));
  const double f = raw / mag;
  return (f < 1.5 ? 1.0 : f < 3.5 ? 2.0 : f < 7.5 ? 5.0 : 10.0) * mag;
}

PlotBox CornerPlot(Vec2 canvas_px, PlotCorner corner, Vec2 size_px, double x0, double x1, double y0,
                   double y1, std::string title) {
  PlotBox b;
  b.size_px = {std::min(size_px.x, kPlotShareX * canvas_px.x),
               std::min(size_px.y, kPlotShareY * canvas_px.y)};
  // The frame's margins leave room for what Plot draws around it: the y tick labels on the left, the title
  // above, the x tick labels below.
  const bool left = corner == PlotCorner::BottomLeft || corner == PlotCorner::TopLeft;
  const bool top = corner == PlotCorner::TopRight || corner == PlotCorner::TopLeft;
  b.origin_px = {left ? 60.0 : canvas_px.x - b.size_px.x - 24, top ? 40.0 : canvas_px.y - b.size_px.y - 28};
  b.x0 = x0, b.x1 = x1;
  if (!(y1 > y0)) y0 -= 1, y1 += 1;  // a flat series still gets a readable range
  const double pad = 0.08 * (y1 - y0);
  b.y0 = y0 - pad, b.y1 = y1 + pad;
  b.title = std::move(title);
  return b;
}

Plot::Plot(Figure& fig, PlotBox box) : fig_(fig), box_(std::move(box)) {
  const Vec2 o = box_.origin_px, s = box_.size_px;
  Bounds area;  // the frame plus its title above and tick labels around it
  area.Add(o - Vec2{48, 24});
  area.Add(o + s + Vec2{12, 24});
  fig_.ReserveOverlay(area);
  const Vec2 frame[4] = {o, o + Vec2{s.x, 0}, o + s, o + Vec2{0, s.y}};
  fig_.Polygon(frame, {Ink::Grid, 0.95f}, Space::Overlay);
  const Vec2 loop[5] = {frame[0], frame[1], frame[2], frame[3], frame[0]};
  fig_.Polyline(loop, {Ink::Axis, 1.0f}, Space::Overlay);
  // The title above the frame, never over the curve.
  fig_.Label(o + Vec2{0, -3}, box_.title, Ink::Text, Anchor::SW, {0, 0}, 0.9f, Space::Overlay).priority =
      LabelPriority::High;
  fig_.Label(o + Vec2{s.x - 6, s.y + 4}, box_.x_label, Ink::Muted, Anchor::NE, {0, 0}, 0.8f, Space::Overlay)
      .priority = LabelPriority::Low;
  // ticks on x (about 4; none rather than thousands when the range is too far out to count in doubles)
  const double xs = NiceStep(box_.x1 - box_.x0, 4);
  for (double x : GridValues(box_.x0, box_.x1 + 1e-9 * xs, xs, 16)) {
    const Vec2 p = ToPx({x, box_.y0});
    fig_.Segment(p, p + Vec2{0, -4}, {Ink::Axis, 1.0f}, Space::Overlay);
    fig_.Label(p + Vec2{0, 3}, Num(x), Ink::Muted, Anchor::N, {0, 0}, 0.75f, Space::Overlay).priority =
        LabelPriority::Low;
  }
  const double ys = NiceStep(box_.y1 - box_.y0, 3);
  for (double y : GridValues(box_.y0, box_.y1 + 1e-9 * ys, ys, 16)) {
    const Vec2 p = ToPx({box_.x0, y});
    fig_.Segment(p, p + Vec2{4, 0}, {Ink::Axis, 1.0f}, Space::Overlay);
    fig_.Label(p + Vec2{-4, 0}, Num(y), Ink::Muted, Anchor::E, {0, 0}, 0.75f, Space::Overlay).priority =
        LabelPriority::Low;
  }
  if (box_.y0 < 0 && box_.y1 > 0) HLine(0, {Ink::Axis, 1.0f});
}

Vec2 Plot::ToPx(Vec2 d) const {
  const double u = (d.x - box_.x0) / (box_.x1 - box_.x0);
  const double v = (d.y - box_.y0) / (box_.y1 - box_.y0);
  return box_.origin_px + Vec2{u * box_.size_px.x, (1.0 - v) * box_.size_px.y};
}

void Plot::Curve(std::span<const Vec2> data, Stroke s) {
  std::vector<Vec2> px;
  px.reserve(data.size());
  for (Vec2 d : data) px.push_back(ToPx(d));
  const Bounds frame{box_.origin_px, box_.origin_px + box_.size_px};
  for (const PathRun& run : ClipPolyline(px, frame, false)) fig_.Polyline(run.pts, s, Space::Overlay);
}

void Plot::Function(const std::function<double(double)>& f, Stroke s, int samples) {
  std::vector<Vec2> data;
  data.reserve(static_cast<std::size_t>(samples) + 1);
  for (int i = 0; i <= samples; ++i) {
    const double x = box_.x0 + (box_.x1 - box_.x0) * i / samples;
    data.push_back({x, f(x)});
  }
  Curve(data, s);
}

void Plot::VLine(double x, Stroke s, const std::string& label) {
  if (x < box_.x0 || x > box_.x1) return;
  const Vec2 a = ToPx({x, box_.y0}), b = ToPx({x, box_.y1});
  fig_.Segment(a, b, s, Space::Overlay);
  if (!label.empty()) fig_.Label(b, label, s.ink, Anchor::NW, {3, 2}, 0.8f, Space::Overlay);
}

void Plot::HLine(double y, Stroke s, const std::string& label) {
  if (y < box_.y0 || y > box_.y1) return;
  const Vec2 a = ToPx({box_.x0, y}), b = ToPx({box_.x1, y});
  fig_.Segment(a, b, s, Space::Overlay);
  // A level's name ("wall", "touch") is the first thing a small plot gives up: the level line stays.
  if (!label.empty())
    fig_.Label(b, label, s.ink, Anchor::SE, {-3, -2}, 0.8f, Space::Overlay).priority = LabelPriority::Low;
}

void Plot::Point(Vec2 data, MarkerShape shape, Ink ink, const std::string& label) {
  if (data.x < box_.x0 || data.x > box_.x1 || data.y < box_.y0 || data.y > box_.y1) return;
  const Vec2 p = ToPx(data);
  fig_.Marker(p, shape, ink, 4.5f, Space::Overlay);
  if (!label.empty()) fig_.Label(p, label, ink, Anchor::SW, {5, -5}, 0.8f, Space::Overlay);
}

}  // namespace ricochet::app
