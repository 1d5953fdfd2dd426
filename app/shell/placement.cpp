#include "shell/placement.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <sstream>

namespace ricochet::app {

namespace {

// Area of the overlap of two rectangles (0 when they do not meet).
long long Overlap(const ScreenRect& a, const ScreenRect& b) {
  const long long w = std::min<long long>(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
  const long long h = std::min<long long>(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

// `size` shrunk to `room`, but no smaller than the minimum unless the room itself is smaller.
int Fit(int size, int room, int min) { return std::clamp(size, std::min(min, room), std::max(room, 1)); }

// Moves `pos` as little as possible so [pos, pos + size] lies in [lo, lo + room].
int Inside(int pos, int size, int lo, int room) { return std::clamp(pos, lo, lo + std::max(room - size, 0)); }

}  // namespace

ScreenRect PlaceWindow(std::optional<ScreenRect> saved, std::span<const Monitor> monitors,
                       FrameInsets frame) {
  const Monitor* on = nullptr;
  long long best = 0;
  for (const Monitor& m : monitors) {
    if (m.work.w <= 0 || m.work.h <= 0) continue;
    if (!on) on = &m;  // the primary (the first usable), unless the saved rectangle is mostly elsewhere
    if (saved) {
      const ScreenRect outer{saved->x - frame.left, saved->y - frame.top, saved->w + frame.left + frame.right,
                             saved->h + frame.top + frame.bottom};
      const long long o = Overlap(outer, m.work);
      if (o > best) best = o, on = &m;
    }
  }
  if (!on) return saved.value_or(ScreenRect{0, 0, kDefaultWidth, kDefaultHeight});

  // Room for the content area: the work area less the decorations.
  const ScreenRect& work = on->work;
  const int room_w = work.w - frame.left - frame.right, room_h = work.h - frame.top - frame.bottom;
  ScreenRect r;
  if (saved && best > 0) {
    r.w = Fit(saved->w, room_w, kMinWidth);
    r.h = Fit(saved->h, room_h, kMinHeight);
    r.x = Inside(saved->x, r.w, work.x + frame.left, room_w);
    r.y = Inside(saved->y, r.h, work.y + frame.top, room_h);
    return r;
  }
  // No saved place on any monitor now: the default size (or the saved one) on the primary, centred.
  const float s = on->scale > 0 ? on->scale : 1.0f;
  const int want_w = saved ? saved->w : static_cast<int>(std::lround(kDefaultWidth * s));
  const int want_h = saved ? saved->h : static_cast<int>(std::lround(kDefaultHeight * s));
  r.w = Fit(want_w, room_w, kMinWidth);
  r.h = Fit(want_h, room_h, kMinHeight);
  r.x = work.x + frame.left + std::max(room_w - r.w, 0) / 2;
  r.y = work.y + frame.top + std::max(room_h - r.h, 0) / 2;
  return r;
}

std::string WindowRectText(const ScreenRect& r) {
  return std::to_string(r.x) + ' ' + std::to_string(r.y) + ' ' + std::to_string(r.w) + ' ' +
         std::to_string(r.h);
}

std::optional<ScreenRect> ParseWindowRect(const std::string& text) {
  std::istringstream in(text);
  ScreenRect r;
  std::string rest;
  if (!(in >> r.x >> r.y >> r.w >> r.h) || (in >> rest)) return std::nullopt;
  // Desktops span a few screens; anything beyond ±10⁵ px (or a size ≤ 0) is not a window we saved.
  const int far = 100000;
  if (r.w <= 0 || r.h <= 0 || r.w > far || r.h > far || std::abs(r.x) > far || std::abs(r.y) > far) {
    return std::nullopt;
  }
  return r;
}

}  // namespace ricochet::app
