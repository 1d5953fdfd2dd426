#include "draw/format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace ricochet::app {

namespace {

// Fixed-point text of x with `decimals` decimals, trailing zeros kept (the caller trims).
std::string Fixed(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

constexpr const char* kMinus = "\u2212";  // −, the minus sign (not the hyphen)

// A printed number's leading hyphen as the minus sign.
std::string Minus(std::string s) {
  if (!s.empty() && s[0] == '-') s.replace(0, 1, kMinus);
  return s;
}

// "1.2×10⁻⁵": scientific notation as it is written, with up to 4 significant digits; "10⁻¹²" for a power of
// ten.
std::string Scientific(double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3e", x);
  std::string s(buf);
  const std::size_t e = s.find('e');
  std::string mantissa = s.substr(0, e);
  if (mantissa.find('.') != std::string::npos) {
    while (mantissa.back() == '0') mantissa.pop_back();
    if (mantissa.back() == '.') mantissa.pop_back();
  }
  static const char* const kSup[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  const int exponent = std::atoi(s.c_str() + e + 1);
  std::string sup = exponent < 0 ? "⁻" : "";
  for (char c : std::to_string(std::abs(exponent))) sup += kSup[c - '0'];
  if (mantissa == "1" || mantissa == "-1") return Minus(mantissa.substr(0, mantissa.size() - 1)) + "10" + sup;
  return Minus(mantissa) + "×10" + sup;
}

// Special values and the cases printed without fixed decimals; empty when x prints in fixed point.
std::string Special(double x, const Precision& p) {
  if (std::isnan(x)) return "undefined";
  if (std::isinf(x)) return x > 0 ? "∞" : "−∞";
  const double ax = std::fabs(x);
  if (ax <= p.zero || ax == 0.0) return "0";
  if (ax >= 1e7 || ax < std::pow(10.0, -std::clamp(p.decimals, 0, 12))) return Scientific(x);
  return "";
}

// Fixed-point x with exactly `decimals` decimals, trailing zeros trimmed; a text that rounds to zero is
// "0", never "−0".
std::string Trimmed(double x, int decimals) {
  std::string s = Fixed(x, decimals);
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  if (s == "-0") s = "0";
  return Minus(s);
}

}  // namespace

Precision InputPrecision(double scale, int decimals) {
  return {std::isfinite(scale) ? kRoundingRel * std::fabs(scale) : 0.0, decimals};
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

std::string Num(Vec2 v, Precision p) { return "(" + Num(v.x, p) + ", " + Num(v.y, p) + ")"; }

bool Negative(const std::string& printed) { return printed.rfind(kMinus, 0) == 0; }

std::string Term(double x, Precision p) {
  const std::string s = Num(x, p);
  return Negative(s) ? "(" + s + ")" : s;
}

std::string Negated(double x, Precision p) {
  const std::string s = Num(x, p);
  if (s == "0") return s;
  return Negative(s) ? kMinus + ("(" + s + ")") : kMinus + s;
}

double ParseNum(std::string_view text) {
  std::string s(text);
  // The minus sign and "×10⁻⁵" back to what strtod reads.
  for (std::size_t i; (i = s.find(kMinus)) != std::string::npos;) s.replace(i, 3, "-");
  static const char* const kSup[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  // "10⁻¹²", a power of ten, is 1×10⁻¹² (superscripts are two- or three-byte UTF-8, from 0xC2).
  if (const std::size_t ten = s[0] == '-' ? 1 : 0;
      s.compare(ten, 2, "10") == 0 && s.size() > ten + 2 && static_cast<unsigned char>(s[ten + 2]) >= 0xC2) {
    s.insert(ten, "1×");
  }
  if (const std::size_t x = s.find("×10"); x != std::string::npos) {
    std::string exponent;
    for (std::size_t i = x + 4; i < s.size();) {
      if (s.compare(i, 3, "⁻") == 0) {
        exponent += '-', i += 3;
        continue;
      }
      bool digit = false;
      for (int d = 0; d < 10; ++d) {
        const std::string sup = kSup[d];
        if (s.compare(i, sup.size(), sup) == 0) {
          exponent += static_cast<char>('0' + d), i += sup.size(), digit = true;
          break;
        }
      }
      if (!digit) return std::nan("");
    }
    s = s.substr(0, x) + "e" + exponent;
  }
  if (s == "∞") return HUGE_VAL;
  if (s == "-∞") return -HUGE_VAL;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  return end && *end == '\0' && !s.empty() ? v : std::nan("");
}

nlohmann::json JsonNoiseless(const nlohmann::json& j) {
  if (j.is_number_float()) {
    const double x = j.get<double>();
    if (!std::isfinite(x) || x == 0.0) return j;
    const double ulp = std::fabs(std::nextafter(x, HUGE_VAL) - x);
    for (int digits = 1; digits <= 12; ++digits) {
      char buf[40];
      std::snprintf(buf, sizeof buf, "%.*g", digits, x);
      const double r = std::strtod(buf, nullptr);
      if (std::fabs(r - x) <= 64 * ulp) return r;
    }
    return j;
  }
  if (j.is_array() || j.is_object()) {
    nlohmann::json out = j;
    for (auto& v : out) v = JsonNoiseless(v);
    return out;
  }
  return j;
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
