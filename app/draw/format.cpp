#include "draw/format.h"

#include <cmath>
#include <cstdio>

namespace ricochet::app {

std::string Num(double x) {
  if (std::isnan(x)) return "undefined";
  if (std::isinf(x)) return x > 0 ? "∞" : "-∞";
  if (x == 0.0) return "0";
  char buf[64];
  const double ax = std::fabs(x);
  if (ax >= 1e7 || ax < 1e-4) {
    std::snprintf(buf, sizeof buf, "%.4g", x);
    return buf;
  }
  std::snprintf(buf, sizeof buf, "%.4f", x);
  std::string s = buf;
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  if (s == "-0") s = "0";
  return s;
}

std::string Num(Vec2 v) { return "(" + Num(v.x) + ", " + Num(v.y) + ")"; }

std::string Term(double x) {
  const std::string s = Num(x);
  return s[0] == '-' ? "(" + s + ")" : s;
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
