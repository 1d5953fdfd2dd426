// "WxH" on the command line, read once for every subcommand that takes --size.
#pragma once

#include <charconv>
#include <string>

namespace ricochet::app {

// A window's side in px: the window's --size, window-tour's and bench startup's.
constexpr int kMinWindowSide = 64, kMaxWindowSide = 16384;

// Reads "1600x900" into w, h; false unless both are whole numbers within [min_w, max_w] × [min_h, max_h].
inline bool ParseSize(const std::string& s, int& w, int& h, int min_w, int min_h, int max_w, int max_h) {
  const auto x = s.find('x');
  if (x == std::string::npos) return false;
  const char* b = s.data();
  const auto r1 = std::from_chars(b, b + x, w);
  const auto r2 = std::from_chars(b + x + 1, b + s.size(), h);
  return r1.ec == std::errc() && r1.ptr == b + x && r2.ec == std::errc() && r2.ptr == b + s.size() &&
         w >= min_w && h >= min_h && w <= max_w && h <= max_h;
}

}  // namespace ricochet::app
