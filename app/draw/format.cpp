#include "draw/format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ricochet::app {

namespace {

// Fixed-point text of x with `decimals` decimals, trailing zeros kept (the caller trims).
std::string Fixed(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

// How many decimals of a fixed-point text are significant (trailing zeros not).
int SignificantDecimals(const std::string& s) {
  const std::size_t dot = s.find('.');
  if (dot == std::string::npos) return 0;
  std::size_t last = s.size();
  while (last > dot + 1 && s[last - 1] == '0') --last;
  return static_cast<int>(last - dot - 1);
}

// Special values and the cases printed without fixed decimals; empty when x prints in fixed point.
std::string Special(double x, const Precision& p) {
  if (std::isnan(x)) return "undefined";
  if (std::isinf(x)) return x > 0 ? "∞" : "-∞";
  const double ax = std::fabs(x);
  if (ax <= p.zero || ax == 0.0) return "0";
  if (ax >= 1e7 || ax < std::pow(10.0, -std::clamp(p.decimals, 0, 12))) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4g", x);
    return buf;
  }
  return "";
}

// Fixed-point x with exactly `decimals` decimals; a text that rounds to zero is "0", never "-0".
std::string Trimmed(double x, int decimals) {
  std::string s = Fixed(x, decimals);
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  if (s == "-0") s = "0";
  return s;
}

}  // namespace

Precision InputPrecision(double scale, int decimals) {
  return {std::isfinite(scale) ? kNoiseRel * std::fabs(scale) : 0.0, decimals};
}

double InputScale(std::initializer_list<Vec2> points, std::initializer_list<double> lengths) {
  double s = 1e-300;
  for (Vec2 p : points) s = std::max({s, std::fabs(p.x), std::fabs(p.y)});
  for (double l : lengths) s = std::max(s, std::fabs(l));
  return std::isfinite(s) ? s : 1e-300;
}

int DecimalsFor(double tolerance) {
  if (!(tolerance > 0) || !std::isfinite(tolerance)) return 4;
  return std::clamp(static_cast<int>(std::ceil(-std::log10(tolerance) - 1e-9)) + 1, 0, 12);
}

std::string Num(double x, Precision p) {
  const std::string special = Special(x, p);
  if (!special.empty()) return special;
  return Trimmed(x, std::clamp(p.decimals, 0, 12));
}

std::string Num(Vec2 v, Precision p) {
  const int d = std::clamp(p.decimals, 0, 12);
  // Zero (or noise) is a fixed-point 0 here, so it takes the vector's precision: "(0.0, 2.5)".
  const auto clean = [&](double x) { return std::fabs(x) <= p.zero ? 0.0 : x; };
  const Vec2 c{clean(v.x), clean(v.y)};
  const auto special = [&](double x) { return x == 0.0 ? std::string() : Special(x, p); };
  const std::string sx = special(c.x), sy = special(c.y);
  // Both in fixed point: the decimals the finer component needs, for both.
  int shared = 0;
  if (sx.empty()) shared = std::max(shared, SignificantDecimals(Fixed(c.x, d)));
  if (sy.empty()) shared = std::max(shared, SignificantDecimals(Fixed(c.y, d)));
  const auto one = [&](double x, const std::string& sp) {
    if (!sp.empty()) return sp;
    std::string s = Fixed(x, shared);
    if (s[0] == '-' && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);  // never -0
    return s;
  };
  return "(" + one(c.x, sx) + ", " + one(c.y, sy) + ")";
}

std::string Term(double x, Precision p) {
  const std::string s = Num(x, p);
  return s[0] == '-' ? "(" + s + ")" : s;
}

std::string Negated(double x, Precision p) {
  const std::string s = Num(x, p);
  if (s == "0") return s;
  return s[0] == '-' ? "-(" + s + ")" : "-" + s;
}

const char* SideName(Side s) {
  switch (s) {
    case Side::Outside: return "outside";
    case Side::Inside: return "inside";
    case Side::On: return "on";
  }
  return "on";
}

}  // namespace ricochet::app
