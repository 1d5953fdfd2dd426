#include "check/cases.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "check/scenes.h"
#include "lessons/lesson.h"
#include "ricochet/domain.h"
#include "ricochet/splitmix64.h"
#include "ricochet/vec2.h"

namespace ricochet::app::codecheck {

namespace {

Vec2 P(const Numbers& in, std::size_t k) { return {in[k], in[k + 1]}; }

Case Make(Fn fn, const char* name, std::initializer_list<double> numbers) {
  Case c{fn, {}, std::string("edge: ") + name};
  std::copy(numbers.begin(), numbers.end(), c.in.begin());
  return c;
}

constexpr Vec2 kRoundUnits[] = {{1, 0},      {0, 1},      {-1, 0},      {0, -1},
                                {0.6, 0.8},  {0.8, 0.6},  {-0.6, 0.8},  {-0.8, 0.6},
                                {0.6, -0.8}, {0.8, -0.6}, {-0.6, -0.8}, {-0.8, -0.6}};

class Random {
 public:
  explicit Random(std::uint64_t seed) : g_{seed} {}
  double U(double lo, double hi) { return lo + (hi - lo) * g_.Unit(); }
  bool Coin(double p) { return g_.Unit() < p; }
  Vec2 Pt(double lo, double hi) { return {U(lo, hi), U(lo, hi)}; }
  Vec2 Dir() {
    const double a = U(0, 2 * std::numbers::pi);
    return {std::cos(a), std::sin(a)};
  }

 private:
  SplitMix64 g_;
};

void Put(Numbers& in, std::size_t k, Vec2 v) { in[k] = v.x, in[k + 1] = v.y; }

// A motion Bs → Be through X at time t* (often outside [0, 1]) with a random velocity.
void AimThrough(Random& r, Vec2 x, Numbers& in, std::size_t bs) {
  const Vec2 v = r.Dir() * r.U(0.5, 10);
  const Vec2 start = x - v * r.U(-0.3, 1.4);
  Put(in, bs, start), Put(in, bs + 2, start + v);
}

Numbers RandomNumbers(Fn fn, Random& r) {
  Numbers in{};
  switch (fn) {
    case Fn::OutwardNormal: Put(in, 0, r.Pt(-9, 9)), Put(in, 2, r.Pt(-9, 9)); break;
    case Fn::BoundaryCondition: {
      const Vec2 p0 = r.Pt(-9, 9), p1 = r.Pt(-9, 9);
      Put(in, 0, r.Coin(0.2) ? Lerp(p0, p1, r.U(-1, 2)) : r.Pt(-9, 9)), Put(in, 2, p0), Put(in, 4, p1);
      break;
    }
    case Fn::PointVsWall: {
      const Vec2 p0 = r.Pt(-6, 6), p1 = p0 + r.Dir() * r.U(1, 8);
      Put(in, 4, p0), Put(in, 6, p1);
      if (r.Coin(0.75)) {
        AimThrough(r, Lerp(p0, p1, r.U(-0.3, 1.3)), in, 0);
      } else {
        Put(in, 0, r.Pt(-8, 8)), Put(in, 2, r.Pt(-8, 8));
      }
      break;
    }
    case Fn::Reflect: {
      const Vec2 n = r.Dir();
      Vec2 i = r.Dir() * r.U(0.5, 10);
      if (Dot(i, n) > 0) i = -i;
      Put(in, 0, i), Put(in, 2, n);
      break;
    }
    case Fn::CircleVsWall: {
      const double radius = r.U(0.2, 2);
      const Vec2 p0 = r.Pt(-6, 6), p1 = p0 + r.Dir() * r.U(1, 8);
      const Vec2 n = Normalize(Vec2{p1.y - p0.y, p0.x - p1.x});
      in[4] = radius, Put(in, 5, p0), Put(in, 7, p1);
      if (r.Coin(0.8)) {  // through a point of the wall's capsule boundary, or near it
        const Vec2 on = Lerp(p0, p1, r.U(-0.5, 1.5)) + n * (radius * r.U(-1.3, 1.3));
        AimThrough(r, on, in, 0);
      } else {
        Put(in, 0, r.Pt(-8, 8)), Put(in, 2, r.Pt(-8, 8));
      }
      break;
    }
    case Fn::RayVsCircle: {
      const Vec2 c = r.Pt(-6, 6);
      const double radius = r.U(0.3, 3);
      Put(in, 4, c), in[6] = radius;
      if (r.Coin(0.8)) {
        AimThrough(r, c + r.Dir() * (radius * r.U(0, 1.3)), in, 0);
      } else {
        Put(in, 0, r.Pt(-8, 8)), Put(in, 2, r.Pt(-8, 8));
      }
      break;
    }
    case Fn::CircleVsCircle: {
      const double puck = r.Coin(0.1) ? 0.0 : r.U(0.2, 1.5), stick = r.U(0.3, 2);
      const Vec2 s0 = r.Pt(-6, 6), stick_v = r.Coin(0.3) ? Vec2{} : r.Dir() * r.U(0.5, 5);
      // The puck's motion relative to the stick, through a point at distance ~(R + r) from S0.
      Numbers rel{};
      AimThrough(r, s0 + r.Dir() * ((puck + stick) * r.U(0, 1.3)), rel, 0);
      const Vec2 p0 = P(rel, 0), p2 = P(rel, 2);
      Put(in, 0, p0), Put(in, 2, p2 + stick_v), in[4] = puck, Put(in, 5, s0), Put(in, 7, s0 + stick_v);
      in[9] = stick;
      break;
    }
    case Fn::Elastic1D: {
      const double m1 = r.U(0.1, 10);
      in[0] = m1, in[1] = r.U(-10, 10), in[2] = r.Coin(0.25) ? m1 : r.U(0.1, 10), in[3] = r.U(-10, 10);
      break;
    }
    case Fn::Elastic2D: {
      const Vec2 p1 = r.Pt(-5, 5);
      Put(in, 0, p1), Put(in, 2, r.Pt(-6, 6)), Put(in, 4, p1 + r.Dir() * r.U(0.5, 3)),
          Put(in, 6, r.Pt(-6, 6));
      break;
    }
  }
  return in;
}

}  // namespace

std::span<const Vec2> RoundUnits() { return kRoundUnits; }

Numbers OneDecimal(Fn fn, Numbers in) {
  std::size_t k = 0;
  for (const ArgInfo& a : Info(fn).args) {
    if (a.kind == Arg::Unit) {
      const Vec2 u = P(in, k);
      const Vec2 best = *std::max_element(std::begin(kRoundUnits), std::end(kRoundUnits),
                                          [&](Vec2 x, Vec2 y) { return Dot(x, u) < Dot(y, u); });
      Put(in, k, best);
    } else {
      for (int j = 0; j < Width(a.kind); ++j) {
        double& x = in[k + static_cast<std::size_t>(j)];
        x = std::round(x * 10) / 10;
        if (a.kind == Arg::Radius || a.kind == Arg::Mass) x = std::max(x, 0.1);
        if (x == 0) x = 0;  // never -0
      }
    }
    k += static_cast<std::size_t>(Width(a.kind));
  }
  if (fn == Fn::Reflect && Dot(P(in, 0), P(in, 2)) > 0) Put(in, 0, -P(in, 0));
  return in;
}

bool InDomain(Fn fn, const Numbers& in) {
  std::size_t k = 0;
  for (const ArgInfo& a : Info(fn).args) {
    for (int j = 0; j < Width(a.kind); ++j) {
      const double x = in[k + static_cast<std::size_t>(j)];
      if (!(std::abs(x) <= domain::kMaxCoord)) return false;
      if ((a.kind == Arg::Radius || a.kind == Arg::Mass) && !(x >= domain::kMinLength)) return false;
      if (a.kind == Arg::RadiusOrZero && !(x == 0 || x >= domain::kMinLength)) return false;
    }
    if (a.kind == Arg::Unit && std::abs(LengthSq(P(in, k)) - 1) > 1e-12) return false;
    k += static_cast<std::size_t>(Width(a.kind));
  }
  if (fn == Fn::Reflect && !(Dot(P(in, 0), P(in, 2)) < 0 || P(in, 0) == Vec2{})) return false;
  return true;
}

std::vector<Case> LectureCases(Fn fn) {
  std::vector<Case> cases;
  const LessonEntry* entry = FindLesson(Info(fn).lesson);
  if (!entry) return cases;
  for (const Preset& p : entry->Make()->Presets()) {
    const std::optional<Numbers> in = CaseOf(fn, p.scene, std::string("preset ") + p.name);
    if (!in || !InDomain(fn, *in)) continue;
    const bool seen = std::any_of(cases.begin(), cases.end(), [&](const Case& c) { return c.in == *in; });
    if (!seen) cases.push_back({fn, *in, std::string("lecture: ") + p.name});
  }
  return cases;
}

std::vector<Case> EdgeCases(Fn fn) {
  switch (fn) {
    case Fn::OutwardNormal:
      return {Make(fn, "a vertical wall", {0, 0, 0, 4}), Make(fn, "P1 left of P0", {3, 1, -1, 1}),
              Make(fn, "P0 = P1", {2, 3, 2, 3})};
    case Fn::BoundaryCondition:
      return {Make(fn, "a wall of length 10", {3, 5, 0, 0, 0, 10}), Make(fn, "P at P0", {1, 1, 1, 1, 4, 5}),
              Make(fn, "P0 = P1", {5, 4, 3, 2, 3, 2})};
    case Fn::PointVsWall:
      return {Make(fn, "a hit from inside", {-3, 2, 2, 2, 0, 0, 0, 4}),
              Make(fn, "a hit exactly at P0", {2, -1, -2, 1, 0, 0, 0, 4}),
              Make(fn, "Bs = Be", {2, 2, 2, 2, 0, 0, 0, 4})};
    case Fn::Reflect:
      return {Make(fn, "head-on", {-3, 0, 1, 0}), Make(fn, "the lecture's bounce", {-2, 1, 1, 0}),
              Make(fn, "a slanted wall", {0, -5, 0.6, 0.8}), Make(fn, "i = 0", {0, 0, 0, 1})};
    case Fn::CircleVsWall:
      return {Make(fn, "Bs = Be", {3, 2, 3, 2, 1, 0, 0, 0, 4}),
              Make(fn, "touching at t = 0, moving away", {1, 2, 3, 2.5, 1, 0, 0, 0, 4}),
              Make(fn, "grazing the end P1", {3, 5, -3, 5, 1, 0, 0, 0, 4}),
              Make(fn, "a hit from inside near P0", {-3, -0.5, 3, -0.5, 1, 0, 0, 0, 4})};
    case Fn::RayVsCircle:
      return {Make(fn, "Bs on the circle, moving in", {3, 0, 9, 0, 5, 0, 2}),
              Make(fn, "Bs on the circle, moving out", {3, 0, -3, 0, 5, 0, 2}),
              Make(fn, "ends on the circle (ti = 1)", {-3, 0, 3, 0, 5, 0, 2}),
              Make(fn, "through the centre", {0, 0, 10, 0, 5, 0, 2}),
              Make(fn, "Bs = Be", {1, 1, 1, 1, 5, 0, 2})};
    case Fn::CircleVsCircle:
      return {Make(fn, "touching at t = 0, closing in", {0, 0, 4, 0, 1, 2.5, 0, 2.5, 0, 1.5}),
              Make(fn, "touching at t = 0, moving apart", {0, 0, -4, 0, 1, 2.5, 0, 2.5, 0, 1.5}),
              Make(fn, "both still", {0, 0, 0, 0, 1, 5, 0, 5, 0, 1.5})};
    case Fn::Elastic1D:
      return {Make(fn, "equal velocities", {1, 3, 2, 3}),
              Make(fn, "ball 2 comes from the right", {2, 0, 1, -6})};
    case Fn::Elastic2D:
      return {Make(fn, "P1 = P2", {1, 1, 2, 0, 1, 1, -2, 0}),
              Make(fn, "side by side, moving apart", {0, 0, 0, 3, 2, 0, 0, -3})};
  }
  return {};
}

std::vector<Case> RandomCases(Fn fn, int count, std::uint64_t seed) {
  std::vector<Case> cases;
  // One stream per function, so --lesson picks the same cases as a full run.
  Random r(seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(fn) * 0xD1B54A32D192ED03ull);
  for (int k = 1; k <= count; ++k) {
    Numbers in = RandomNumbers(fn, r);
    if (k % 3 == 0) in = OneDecimal(fn, in);
    if (!InDomain(fn, in)) in = RandomNumbers(fn, r);  // a rounded n̂ made i·n̂ = 0: a fresh one
    cases.push_back({fn, in, "random " + std::to_string(k)});
  }
  return cases;
}

std::vector<Case> AllCases(Fn fn, int random_count, std::uint64_t seed) {
  std::vector<Case> cases = LectureCases(fn);
  for (Case& c : EdgeCases(fn)) {
    if (std::none_of(cases.begin(), cases.end(), [&](const Case& x) { return x.in == c.in; }))
      cases.push_back(std::move(c));
  }
  for (Case& c : RandomCases(fn, random_count, seed)) cases.push_back(std::move(c));
  return cases;
}

}  // namespace ricochet::app::codecheck
