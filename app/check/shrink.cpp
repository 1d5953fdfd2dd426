#include "check/shrink.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "check/cases.h"
#include "check/reference.h"

namespace ricochet::app::codecheck {

namespace {

// Decimals of x: 0 for an integer, 1 for 2.5, 2 for 0.25, 10 for anything longer.
int Decimals(double x) {
  double scaled = std::abs(x);
  for (int d = 0; d <= 2; ++d, scaled *= 10) {
    if (std::abs(scaled - std::round(scaled)) <= 1e-9 * std::max(1.0, scaled)) return d;
  }
  return 10;
}

double Cost(double x) { return 1000.0 * Decimals(x) + std::abs(x); }

// Simpler values for a number of this kind, simplest first.
std::vector<double> Candidates(Arg kind, double x) {
  std::vector<double> c;
  const bool positive = kind == Arg::Radius || kind == Arg::Mass;
  if (!positive) c.push_back(0);
  for (int k = 1; k <= 10; ++k) {
    c.push_back(k);
    if (!positive && kind != Arg::RadiusOrZero) c.push_back(-k);
  }
  for (double v : {std::trunc(x), std::round(x), std::trunc(x * 10) / 10, std::round(x * 10) / 10,
                   std::round(x / 2), 0.5}) {
    if (positive ? v >= 0.1 : (kind != Arg::RadiusOrZero || v >= 0)) c.push_back(v + 0.0);  // never -0
  }
  std::sort(c.begin(), c.end(),
            [](double a, double b) { return Cost(a) < Cost(b) || (Cost(a) == Cost(b) && a > b); });
  c.erase(std::unique(c.begin(), c.end()), c.end());
  c.erase(std::remove_if(c.begin(), c.end(), [&](double v) { return Cost(v) >= Cost(x); }), c.end());
  return c;
}

// Every position moved by the same integer vector, so that position `origin` (a number's index) lands near
// the origin.
Numbers Shifted(Fn fn, Numbers in, std::size_t origin) {
  const double dx = std::round(in[origin]), dy = std::round(in[origin + 1]);
  std::size_t k = 0;
  for (const ArgInfo& a : Info(fn).args) {
    if (a.kind == Arg::Point) in[k] -= dx, in[k + 1] -= dy;
    k += static_cast<std::size_t>(Width(a.kind));
  }
  return in;
}

// Where each position's numbers start.
std::vector<std::size_t> Positions(Fn fn) {
  std::vector<std::size_t> at;
  std::size_t k = 0;
  for (const ArgInfo& a : Info(fn).args) {
    if (a.kind == Arg::Point) at.push_back(k);
    k += static_cast<std::size_t>(Width(a.kind));
  }
  return at;
}

// Every length halved (positions, vectors, radii, 1D velocities; not masses, not n̂): the lessons' answers
// scale with them.
Numbers Halved(Fn fn, Numbers in) {
  std::size_t k = 0;
  for (const ArgInfo& a : Info(fn).args) {
    if (a.kind != Arg::Mass && a.kind != Arg::Unit) {
      for (int j = 0; j < Width(a.kind); ++j) in[k + static_cast<std::size_t>(j)] /= 2;
    }
    k += static_cast<std::size_t>(Width(a.kind));
  }
  return in;
}

}  // namespace

double Complexity(Fn fn, const Numbers& in) {
  double sum = 0;
  for (int k = 0; k < InCount(Info(fn)); ++k) {
    const double x = in[static_cast<std::size_t>(k)];
    sum += (Decimals(x) > 1 ? 10000.0 : 0.0) + Cost(x);
  }
  // Among cases with the same numbers' decimals, one whose answer is round too: ti = 0.5 before 0.333….
  const Expected e = Reference(fn, in);
  if (!Info(fn).returns_int || e.answer.ret == 1) {
    for (int k = 0; k < OutCount(Info(fn)); ++k)
      sum += 100.0 * std::min(Decimals(e.answer.out[static_cast<std::size_t>(k)]), 3);
  }
  return sum;
}

Shrunk Shrink(Fn fn, const Numbers& start, const StillFails& still_fails, int budget) {
  Shrunk s{start, 0, 0};
  const auto attempt = [&](const Numbers& c) {
    if (s.tries >= budget || c == s.in || !InDomain(fn, c) || Complexity(fn, c) >= Complexity(fn, s.in))
      return false;
    ++s.tries;
    if (!still_fails(c)) return false;
    s.in = c;
    ++s.steps;
    return true;
  };
  attempt(OneDecimal(fn, s.in));
  bool progress = true;
  while (progress && s.tries < budget) {
    progress = false;
    for (const std::size_t origin : Positions(fn)) progress = attempt(Shifted(fn, s.in, origin)) || progress;
    progress = attempt(Halved(fn, s.in)) || progress;
    std::size_t k = 0;
    for (const ArgInfo& a : Info(fn).args) {
      if (a.kind == Arg::Unit) {
        for (const Vec2& u : RoundUnits()) {
          Numbers c = s.in;
          c[k] = u.x, c[k + 1] = u.y;
          if (attempt(c)) {
            progress = true;
            break;
          }
        }
      } else {
        for (int j = 0; j < Width(a.kind); ++j) {
          const std::size_t at = k + static_cast<std::size_t>(j);
          for (const double v : Candidates(a.kind, s.in[at])) {
            Numbers c = s.in;
            c[at] = v;
            if (attempt(c)) {
              progress = true;
              break;
            }
          }
        }
      }
      k += static_cast<std::size_t>(Width(a.kind));
    }
  }
  return s;
}

}  // namespace ricochet::app::codecheck
