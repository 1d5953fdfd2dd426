#include "camera.h"

#include <algorithm>
#include <cmath>

namespace ricochet::app {

namespace {
constexpr double kMinPpu = 1e-3, kMaxPpu = 1e6;
}

Vec2 Camera::ToScreen(Vec2 w) const {
  const Vec2 mid = view_min + view_size * 0.5;
  return {mid.x + (w.x - center.x) * ppu, mid.y - (w.y - center.y) * ppu};
}

Vec2 Camera::ToWorld(Vec2 s) const {
  const Vec2 mid = view_min + view_size * 0.5;
  return {center.x + (s.x - mid.x) / ppu, center.y - (s.y - mid.y) / ppu};
}

void Camera::ZoomAt(Vec2 s, double factor) {
  const Vec2 before = ToWorld(s);
  ppu = std::clamp(ppu * factor, kMinPpu, kMaxPpu);
  // Shift the centre so `before` lands on `s` again.
  center += before - ToWorld(s);
}

void Camera::PanPx(Vec2 d) { center += Vec2{-d.x / ppu, d.y / ppu}; }

void Camera::Fit(const Bounds& b, double margin_px) {
  if (b.Empty()) return;
  center = b.Center();
  const Vec2 size = b.Size();
  const double w = std::max(view_size.x - 2 * margin_px, 10.0);
  const double h = std::max(view_size.y - 2 * margin_px, 10.0);
  const double sx = size.x > 1e-12 ? w / size.x : kMaxPpu;
  const double sy = size.y > 1e-12 ? h / size.y : kMaxPpu;
  double p = std::min(sx, sy);
  if (p >= kMaxPpu) p = 60.0;  // a single point: keep a sensible zoom
  ppu = std::clamp(p, kMinPpu, kMaxPpu);
}

Bounds Camera::Visible() const {
  Bounds b;
  b.Add(ToWorld(view_min));
  b.Add(ToWorld(view_min + view_size));
  return b;
}

double GridStep(double ppu, double min_px) {
  const double raw = min_px / ppu;  // smallest acceptable step in world units
  const double p10 = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0}) {
    if (m * p10 >= raw * (1 - 1e-9)) return m * p10;
  }
  return 10 * p10;
}

}  // namespace ricochet::app
