// Practice problems, built backwards from a short answer. Each case of a lesson draws inputs from the answer
// it wants (a time ti, a Pythagorean unit normal like (0.6, 0.8), a contact point) so the key values come
// out short; every draw is then explained by the lesson's own builder (Explain, as `ricochet explain` runs
// it) and kept only when the derivation lands in the case and the keys are short decimals. A draw that
// fails the check is thrown away and the next one is taken from the same PRNG, so a seed always gives the
// same problem.
#include "practice/problems.h"

#include <cctype>
#include <cmath>
#include <initializer_list>

#include "explain/derivation.h"
#include "lessons/lesson.h"
#include "ricochet/splitmix64.h"
#include "ricochet/vec2.h"
#include "scene/scene.h"

namespace ricochet::app::practice {

namespace {

using nlohmann::json;

// splitmix64: a few lines, the same numbers on every compiler and standard library (std distributions
// differ between libstdc++ and libc++).
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : g_{seed} {}
  std::uint64_t Next() { return g_.Next(); }
  // An integer in [lo, hi] (the modulo's bias is far below anything a problem could show).
  int Int(int lo, int hi) { return lo + static_cast<int>(Next() % static_cast<std::uint64_t>(hi - lo + 1)); }
  double Halves(double lo, double hi) {  // a multiple of 0.5 in [lo, hi]
    return 0.5 * Int(static_cast<int>(std::lround(2 * lo)), static_cast<int>(std::lround(2 * hi)));
  }
  bool Coin() { return (Next() >> 63) != 0; }
  double Sign() { return Coin() ? 1.0 : -1.0; }
  template <class T>
  T Pick(std::initializer_list<T> options) {
    return options.begin()[Next() % options.size()];
  }

 private:
  SplitMix64 g_;
};

std::uint64_t Fnv1a(std::string_view s) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (const char c : s) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
  return h;
}

// Rounded to one decimal: the nearest double to the decimal, so a scene file prints it short ("0.3").
double R1(double x) { return std::round(x * 10) / 10 + 0.0; }  // + 0.0: −0 prints as 0
Vec2 R1(Vec2 p) { return {R1(p.x), R1(p.y)}; }
json Pt(Vec2 p) { return json::array({R1(p.x), R1(p.y)}); }

// Unit vectors with short components: the axes and the (3, 4, 5) triangle's eight directions. Any multiple
// of 0.5 of them has one decimal; n̂ = (0.6, 0.8) keeps n̂·P short.
Vec2 Dir(Rng& g) {
  const double a = g.Sign(), b = g.Sign();
  switch (g.Int(0, 2)) {
    case 0: return g.Coin() ? Vec2{a, 0} : Vec2{0, a};
    case 1: return {0.6 * a, 0.8 * b};
    default: return {0.8 * a, 0.6 * b};
  }
}
bool IsAxis(Vec2 u) { return u.x == 0 || u.y == 0; }
Vec2 Perp(Vec2 u) { return {u.y, -u.x}; }  // (e_y, −e_x): the lectures' outward normal of an edge e

// A whole-number motion per frame along a short direction: (6, 8), (−3, 4), (0, 7) …
Vec2 Motion(Rng& g) {
  const Vec2 u = Dir(g);
  return R1(u * (IsAxis(u) ? g.Int(3, 10) : 5.0 * g.Int(1, 2)));
}
// A direction making a clear angle with `v`: sign · (u·v̂) ≥ 0.3 (sign +1: along v, −1: against it).
Vec2 DirAgainst(Rng& g, Vec2 v, double sign) {
  for (;;) {
    const Vec2 u = Dir(g);
    if (sign * Dot(u, v) >= 0.3 * Length(v)) return u;
  }
}
double Ti(Rng& g) { return g.Pick({0.2, 0.4, 0.5, 0.6, 0.8}); }  // times with whole-number motions stay short
Vec2 IntPoint(Rng& g, int lo, int hi) { return {double(g.Int(lo, hi)), double(g.Int(lo, hi))}; }

// The value a case names: a result key, else a step's value by its key, else an input (Preset::lands).
json Value(const Derivation& d, std::string_view key) {
  const std::string k(key);
  if (d.result.is_object() && d.result.contains(k)) return d.result.at(k);
  if (const int i = d.Find(key); i >= 0) return d.steps[static_cast<std::size_t>(i)].value_json;
  if (d.inputs.is_object() && d.inputs.contains(k)) return d.inputs.at(k);
  return nullptr;
}
bool Is(const Derivation& d, std::string_view key, const json& want) { return Value(d, key) == want; }
bool Says(const Derivation& d, std::string_view phrase) {
  return d.verdict.find(phrase) != std::string::npos;
}
double Number(const Derivation& d, std::string_view key) {
  const json v = Value(d, key);
  return v.is_number() ? v.get<double>() : std::nan("");
}

using DrawFn = json (*)(Rng&);
using LandsFn = bool (*)(const Derivation&);
struct Case {
  const char* name;
  DrawFn draw;    // the inputs (scene fields without "lesson"), built backwards from a short answer
  LandsFn lands;  // the lesson's own derivation says this is the case
  std::vector<std::string> keys;  // the answer's values that must come out short (result or step keys)
  // The derivation prints without rounding noise (PrintsWithoutNoise). Off for pi-blocks, whose ΔE/E step
  // measures the solver's drift (≈ 1e-16 by design).
  bool clean_text = true;
};

// ---- Lecture 16: edge and outward normal. P0 whole, e = L ê (L a multiple of 0.5), P = P0 + a ê + BC n̂.
json EdgeNormalScene(Rng& g, double bc) {
  const Vec2 p0 = IntPoint(g, -3, 4), e_hat = Dir(g);
  const double len = g.Halves(2, 6);
  const Vec2 p = p0 + e_hat * g.Halves(-1, len + 1) + Perp(e_hat) * bc;
  return {{"p0", Pt(p0)}, {"p1", Pt(p0 + e_hat * len)}, {"p", Pt(p)}};
}
const std::vector<std::string> kEdgeKeys = {"e", "n", "n_len", "n_hat", "d", "n_dot_p", "bc"};

// ---- Lectures 16 and 10: a wall P0 → P1 = P0 + L ê, its normal n̂ = (ê_y, −ê_x) (outside is +n̂).
struct Wall {
  Vec2 p0, e_hat, n_hat;
  double len;
};
Wall DrawWall(Rng& g) {
  Wall w;
  w.p0 = IntPoint(g, -3, 2);
  w.e_hat = Dir(g);
  w.n_hat = Perp(w.e_hat);
  w.len = g.Halves(3, 6);
  return w;
}
Vec2 P1(const Wall& w) { return w.p0 + w.e_hat * w.len; }
// Where along the wall a crossing is: region −1 before P0, 0 on the wall, +1 past P1 (by more than `margin`).
double Along(Rng& g, const Wall& w, int region, double margin) {
  if (region < 0) return -g.Halves(0.5 + margin, 3 + margin);
  if (region > 0) return w.len + g.Halves(0.5 + margin, 3 + margin);
  return g.Halves(0.5, w.len - 0.5);
}
Vec2 At(const Wall& w, double along, double off) { return w.p0 + w.e_hat * along + w.n_hat * off; }
// A frame through `bi` at `ti`, moving against `toward` (into the wall from the side `toward` points to).
json Through(Rng& g, Vec2 bi, Vec2 toward, double ti) {
  const Vec2 v = Motion(g);
  if (Dot(v, toward) > -0.3 * Length(v)) return nullptr;  // along or away from the wall: draw again
  return {{"bs", Pt(bi - v * ti)}, {"be", Pt(bi + v * (1 - ti))}};
}
json WithWall(const Wall& w, json ball) {
  if (ball.is_null()) return ball;
  ball["p0"] = Pt(w.p0);
  ball["p1"] = Pt(P1(w));
  return ball;
}

json PointSegmentCrossing(Rng& g, int region) {
  const Wall w = DrawWall(g);
  return WithWall(w, Through(g, At(w, Along(g, w, region, 0), 0), w.n_hat, Ti(g)));
}
json PointSegmentSide(Rng& g, double side) {  // +1: both outside, −1: both inside, 0: both on the line
  const Wall w = DrawWall(g);
  const Vec2 bs = At(w, g.Halves(-1, w.len + 1), side * g.Halves(0.5, 3));
  const Vec2 be = At(w, g.Halves(-1, w.len + 1), side * g.Halves(0.5, 3));
  return WithWall(w, {{"bs", Pt(bs)}, {"be", Pt(be)}});
}
const std::vector<std::string> kPointSegmentKeys = {"n_hat", "n_dot_p0", "n_dot_bs",     "n_dot_be",
                                                    "ti",    "bi",       "be_reflected", "reflected_dir"};

// ---- Lecture 10: a ball of radius r; the wall moved by D = ±r toward it.
json CircleSegmentEdge(Rng& g, double side, int region) {
  const Wall w = DrawWall(g);
  const double r = g.Halves(0.5, 1.5);
  json j = WithWall(w, Through(g, At(w, Along(g, w, region, r), side * r), w.n_hat * side, Ti(g)));
  if (!j.is_null()) j["r"] = r;
  return j;
}
json CircleSegmentCap(Rng& g, bool at_p1) {
  const Wall w = DrawWall(g);
  const double r = g.Halves(0.5, 1.5);
  const Vec2 out = DirAgainst(g, w.e_hat, at_p1 ? 1 : -1);  // the contact normal, pointing past the end
  json j = WithWall(w, Through(g, (at_p1 ? P1(w) : w.p0) + out * r, out, Ti(g)));
  if (!j.is_null()) j["r"] = r;
  return j;
}
json CircleSegmentSide(Rng& g, double side) {
  const Wall w = DrawWall(g);
  const double r = g.Halves(0.5, 1.5);
  const Vec2 bs = At(w, g.Halves(-1, w.len + 1), side * (r + g.Halves(0.5, 3)));
  const Vec2 be = At(w, g.Halves(-1, w.len + 1), side * (r + g.Halves(0.5, 3)));
  return WithWall(w, {{"bs", Pt(bs)}, {"be", Pt(be)}, {"r", r}});
}
json CircleSegmentOverlap(Rng& g) {
  const Wall w = DrawWall(g);
  const double r = g.Halves(1, 2);
  const Vec2 bs = At(w, g.Halves(0.5, w.len - 0.5), g.Sign() * g.Halves(0, r - 0.5));
  return WithWall(w, {{"bs", Pt(bs)}, {"be", Pt(bs + Motion(g))}, {"r", r}});
}
const std::vector<std::string> kCircleSegmentKeys = {"n_hat", "bc_start", "bc_end",       "d",
                                                     "ti",    "bi",       "be_reflected", "reflected_dir"};

// ---- Lecture 20: the ray Bs + v t against the circle (C, r). C = Bi − r n̂ from the answer (ti, n̂).
json RayCircleHit(Rng& g, double ti) {
  const Vec2 bs = IntPoint(g, -4, 3), v = Motion(g);
  const double r = g.Halves(1, 3);
  const Vec2 n_hat = DirAgainst(g, v, -1);  // the ball meets the surface where n̂·v < 0
  return {{"bs", Pt(bs)}, {"be", Pt(bs + v)}, {"c", Pt(bs + v * ti - n_hat * r)}, {"r", r}};
}
// C = Bs + m v̂ + dist0 · (v̂ turned 90°): the projection method's m and dist0 from the answer.
// axis: v along an axis, so every product is exact in binary (a graze needs b² − 4ac = 0 exactly).
json RayCircleProjected(Rng& g, double m, double dist0, double r, bool axis = false) {
  const Vec2 bs = IntPoint(g, -4, 3), v = Motion(g), v_hat = v / Length(v);
  if (axis && !IsAxis(v)) return nullptr;
  return {{"bs", Pt(bs)},
          {"be", Pt(bs + v)},
          {"c", Pt(bs + v_hat * m + Perp(v_hat) * (g.Sign() * dist0))},
          {"r", r}};
}
// A graze in any short direction, not only along an axis: along an axis any halves are exact in binary;
// along the (3, 4, 5) triangle, m and r are multiples of 2.5, so C − Bs = m v̂ ± r v̂⊥ has halves for
// coordinates and every product is exact too (b² − 4ac = 0 exactly, not 1e-13).
json RayCircleGraze(Rng& g) {
  const Vec2 bs = IntPoint(g, -4, 3), v = Motion(g), v_hat = v / Length(v);
  const bool axis = IsAxis(v);
  const double r = axis ? g.Halves(1, 3) : 2.5;
  const double m = axis ? g.Halves(1, 5) : 2.5 * g.Int(1, std::max(1, static_cast<int>(Length(v) / 2.5) - 1));
  return {
      {"bs", Pt(bs)}, {"be", Pt(bs + v)}, {"c", Pt(bs + v_hat * m + Perp(v_hat) * (g.Sign() * r))}, {"r", r}};
}
const std::vector<std::string> kRayCircleKeys = {
    "a",  "b",  "c",      "discriminant",  "t0",          "t1", "m", "dist0_sq", "s",
    "ti", "bi", "normal", "reflected_dir", "be_reflected"};

// ---- The air-hockey lecture: relative motion L = (P1 − P0) − (S1 − S0), contact when ‖S0 − P(t)‖ = R + r.
struct Pucks {
  Vec2 p0, l;
  double r, R;
};
Pucks DrawPucks(Rng& g) { return {IntPoint(g, -3, 3), Motion(g), g.Halves(0.5, 1.5), g.Halves(1, 2)}; }
// The scene from the relative picture: S0 given, the stick moving by w (0: a still stick).
json PucksScene(const Pucks& k, Vec2 s0, Vec2 w) {
  return {{"p0", Pt(k.p0)}, {"p1", Pt(k.p0 + k.l + w)}, {"s0", Pt(s0)}, {"s1", Pt(s0 + w)}, {"r", k.r},
          {"R", k.R}};
}
Vec2 StickMotion(Rng& g) { return IntPoint(g, -3, 3); }
// The puck at relative time t touches the stick from the direction u (u·L > 0: approaching it there).
json PucksAt(Rng& g, double t, double approach, bool still) {
  const Pucks k = DrawPucks(g);
  const Vec2 u = DirAgainst(g, k.l, approach);
  return PucksScene(k, k.p0 + k.l * t + u * (k.r + k.R), still ? Vec2{} : StickMotion(g));
}
json PucksBeside(Rng& g, double along_lo, double along_hi, double extra) {
  Pucks k = DrawPucks(g);
  const double len = Length(k.l);
  const Vec2 l_hat = k.l / len;
  double along = g.Halves(along_lo * len, along_hi * len);
  // A graze needs exact binary products (disc = 0, not 1e-13): along an axis any halves; along the (3, 4, 5)
  // triangle, the offset along L and the reach r + R multiples of 2.5, so S0 − P0 has halves for coordinates.
  if (extra == 0 && !IsAxis(k.l)) {
    along = 2.5 * g.Int(1, std::max(1, static_cast<int>(len / 2.5) - 1));
    k.r = g.Pick({0.5, 1.0, 1.5});
    k.R = 2.5 - k.r;
  }
  const Vec2 s0 = k.p0 + l_hat * along + Perp(l_hat) * (g.Sign() * (k.r + k.R + extra));
  return PucksScene(k, s0, StickMotion(g));
}
const std::vector<std::string> kCircleCircleKeys = {
    "p2", "l", "l_sq", "c", "c_sq", "alpha", "discriminant", "t", "puck_at_t", "stick_at_t"};

// ---- The air-hockey lecture's motivation: the puck from (−speed/2, 0) to (speed/2, 0) and a target.
json TunnelingScene(Rng& g, bool circle, double cy_in_reach, double speed_lo, double speed_hi) {
  const double r = g.Halves(0.5, 1);
  const double size = circle ? g.Halves(0.5, 1.5) : g.Pick({0.2, 0.4, 0.6});
  const double reach = circle ? size + r : r + size / 2;
  // The puck's line y = 0 meets the circle where its chord is short: cy = 0, 0.6 or 0.8 of the reach.
  const double cy = circle ? (cy_in_reach < 0 ? g.Sign() * (reach + g.Halves(0.5, 2))
                                              : g.Sign() * reach * g.Pick({0.0, 0.6, 0.8}))
                           : g.Int(-2, 2);
  const double speed = g.Pick({2.0, 2.5, 4.0, 5.0, 6.0, 8.0, 10.0, 12.0});
  if (speed < speed_lo * 2 * reach || speed > speed_hi * 2 * reach) return nullptr;
  json j = {
      {"target", circle ? "circle" : "wall"}, {"c", Pt({g.Halves(-2, 2), cy})}, {"speed", speed}, {"r", r}};
  j[circle ? "R" : "w"] = size;
  return j;
}
const std::vector<std::string> kTunnelingKeys = {"threshold", "ti"};

// ---- Lecture 17: elastic collisions. Whole masses and velocities; the 1D formulas divide by m1 + m2.
json Elastic1D(Rng& g, int m1, int m2, bool approaching) {
  int v1 = g.Int(-8, 10), v2 = g.Int(-8, 10);
  if ((v1 > v2) != approaching || v1 == v2) return nullptr;
  return {{"m1", m1}, {"m2", m2}, {"v1", v1}, {"v2", v2}};
}
const std::vector<std::string> kElastic1DKeys = {"v1_after",       "v2_after",      "momentum_before",
                                                 "momentum_after", "energy_before", "energy_after"};

json Elastic2D(Rng& g, int m1, int m2, bool v2_still, bool approaching) {
  const Vec2 p1 = IntPoint(g, -3, 2), n = Dir(g);
  const Vec2 p2 = p1 + n * g.Halves(1.5, 3);
  const Vec2 v1 = IntPoint(g, -5, 5), v2 = v2_still ? Vec2{} : IntPoint(g, -5, 5);
  if ((Dot(v1 - v2, n) > 0) != approaching || Dot(v1 - v2, n) == 0) return nullptr;
  return {{"p1", Pt(p1)}, {"p2", Pt(p2)}, {"v1", Pt(v1)}, {"v2", Pt(v2)}, {"m1", m1}, {"m2", m2}};
}
const std::vector<std::string> kElastic2DKeys = {"n",      "v1n",      "v2n",     "v1_par",
                                                 "v2_par", "v1_after", "v2_after"};

// ---- Lecture 17 (targeting): the no-drag speed s₀ = √(g x² / (2 cos²θ (x tanθ − y))) at θ = 45° and g = 10
// is √(10 x² / (x − y)); from the answer s₀, the target's height is y = x − 10 x² / s₀². The drag cases then
// iterate numerically, as the lesson does.
json TargetingScene(Rng& g, double k_linear, double wind) {
  const double s0 = g.Pick({10.0, 15.0, 20.0, 25.0, 30.0}), x = g.Int(10, 60);
  const double y = x - 10 * x * x / (s0 * s0);
  if (y < 0 || std::abs(y - R1(y)) > 1e-9) return nullptr;
  return {{"launcher", Pt({0, 0})}, {"target", Pt({x, y})}, {"angle", 45},  {"g", 10},
          {"k_linear", k_linear},   {"k_quadratic", 0},     {"wind", wind}, {"dt", 0.1},
          {"tolerance", 0.1}};
}

}  // namespace

// A lesson's problem cases, named by its syllabus entry (lessons/lesson_list.cpp).
struct ProblemSet {
  std::vector<Case> cases;
};

const ProblemSet& EdgeNormalProblems() {
  static const ProblemSet set = {{{"outside", [](Rng& g) { return EdgeNormalScene(g, g.Halves(0.5, 3)); },
                                   [](const Derivation& d) { return Is(d, "side", "outside"); }, kEdgeKeys},
                                  {"inside", [](Rng& g) { return EdgeNormalScene(g, -g.Halves(0.5, 3)); },
                                   [](const Derivation& d) { return Is(d, "side", "inside"); }, kEdgeKeys},
                                  {"on", [](Rng& g) { return EdgeNormalScene(g, 0); },
                                   [](const Derivation& d) { return Is(d, "side", "on"); }, kEdgeKeys}}};
  return set;
}

const ProblemSet& PointSegmentProblems() {
  static const ProblemSet set = {
      {{"hit", [](Rng& g) { return PointSegmentCrossing(g, 0); },
        [](const Derivation& d) {
          return Is(d, "collides", true) && Number(d, "ti") > 0 && Number(d, "ti") < 1;
        },
        kPointSegmentKeys},
       {"both-inside", [](Rng& g) { return PointSegmentSide(g, -1); },
        [](const Derivation& d) { return Is(d, "rejected_by", "both-inside"); }, kPointSegmentKeys},
       {"both-outside", [](Rng& g) { return PointSegmentSide(g, 1); },
        [](const Derivation& d) { return Is(d, "rejected_by", "both-outside"); }, kPointSegmentKeys},
       {"parallel", [](Rng& g) { return PointSegmentSide(g, 0); },
        [](const Derivation& d) { return Is(d, "rejected_by", "parallel"); }, kPointSegmentKeys},
       {"before-p0", [](Rng& g) { return PointSegmentCrossing(g, -1); },
        [](const Derivation& d) { return Is(d, "rejected_by", "before-p0"); }, kPointSegmentKeys},
       {"after-p1", [](Rng& g) { return PointSegmentCrossing(g, 1); },
        [](const Derivation& d) { return Is(d, "rejected_by", "after-p1"); }, kPointSegmentKeys}}};
  return set;
}

const ProblemSet& CircleSegmentProblems() {
  static const ProblemSet set = {
      {{"edge-outside", [](Rng& g) { return CircleSegmentEdge(g, 1, 0); },
        [](const Derivation& d) { return Is(d, "contact", "edge") && Is(d, "start_side", "outside"); },
        kCircleSegmentKeys},
       {"edge-inside", [](Rng& g) { return CircleSegmentEdge(g, -1, 0); },
        [](const Derivation& d) { return Is(d, "contact", "edge") && Is(d, "start_side", "inside"); },
        kCircleSegmentKeys},
       {"both-inside", [](Rng& g) { return CircleSegmentSide(g, -1); },
        [](const Derivation& d) { return Is(d, "both_inside", true); }, kCircleSegmentKeys},
       {"both-outside", [](Rng& g) { return CircleSegmentSide(g, 1); },
        [](const Derivation& d) { return Is(d, "both_outside", true); }, kCircleSegmentKeys},
       {"before-p0", [](Rng& g) { return CircleSegmentEdge(g, 1, -1); },
        [](const Derivation& d) { return Is(d, "before_p0", true) && Is(d, "collides", false); },
        kCircleSegmentKeys},
       {"after-p1", [](Rng& g) { return CircleSegmentEdge(g, 1, 1); },
        [](const Derivation& d) { return Is(d, "after_p1", true) && Is(d, "collides", false); },
        kCircleSegmentKeys},
       {"endpoint-p0", [](Rng& g) { return CircleSegmentCap(g, false); },
        [](const Derivation& d) { return Is(d, "contact", "p0"); }, kCircleSegmentKeys},
       {"endpoint-p1", [](Rng& g) { return CircleSegmentCap(g, true); },
        [](const Derivation& d) { return Is(d, "contact", "p1"); }, kCircleSegmentKeys},
       {"starts-overlapping", [](Rng& g) { return CircleSegmentOverlap(g); },
        [](const Derivation& d) { return Is(d, "overlap_at_start", true) && Is(d, "collides", false); },
        kCircleSegmentKeys}}};
  return set;
}

const ProblemSet& TunnelingProblems() {
  static const ProblemSet set = {
      {{"slow", [](Rng& g) { return TunnelingScene(g, g.Coin(), 0, 0.2, 0.9); },
        [](const Derivation& d) {
          return Is(d, "discrete_collides", true) && Is(d, "swept_collides", true) && Is(d, "tunnels", false);
        },
        kTunnelingKeys},
       {"tunnels", [](Rng& g) { return TunnelingScene(g, g.Coin(), 0, 1.1, 9); },
        [](const Derivation& d) { return Is(d, "tunnels", true); }, kTunnelingKeys},
       {"passes-by", [](Rng& g) { return TunnelingScene(g, true, -1, 0.2, 9); },
        [](const Derivation& d) {
          return Is(d, "discrete_collides", false) && Is(d, "swept_collides", false);
        },
        kTunnelingKeys}}};
  return set;
}

const ProblemSet& RayCircleProblems() {
  static const ProblemSet set = {
      {{"hit", [](Rng& g) { return RayCircleHit(g, Ti(g)); },
        [](const Derivation& d) { return Is(d, "kind", "hit") && Is(d, "collides", true); }, kRayCircleKeys},
       {"miss",
        [](Rng& g) {
          const double r = g.Halves(1, 3);
          return RayCircleProjected(g, g.Halves(1, 8), r + g.Halves(0.5, 2), r);
        },
        [](const Derivation& d) { return Is(d, "kind", "miss") && Says(d, "will miss"); }, kRayCircleKeys},
       {"graze", [](Rng& g) { return RayCircleGraze(g); },
        [](const Derivation& d) { return Is(d, "kind", "graze") && Is(d, "collides", true); },
        kRayCircleKeys},
       {"behind",
        [](Rng& g) {
          const double r = g.Halves(1, 3);
          return RayCircleProjected(g, -g.Halves(r + 0.5, 6), g.Halves(0, 4), r);
        },
        [](const Derivation& d) { return Is(d, "collides", false) && Says(d, "behind"); }, kRayCircleKeys},
       {"starts-inside",
        [](Rng& g) {
          const double r = g.Halves(1.5, 3);
          return RayCircleProjected(g, g.Halves(-1, 1), g.Halves(0, r - 1), r);
        },
        [](const Derivation& d) { return Is(d, "collides", false) && Says(d, "starts inside"); },
        kRayCircleKeys},
       {"too-late",
        [](Rng& g) {
          return RayCircleHit(g, g.Pick({1.2, 1.4, 1.5, 1.6}));
        },
        [](const Derivation& d) { return Is(d, "collides", false) && Says(d, "too late"); },
        kRayCircleKeys}}};
  return set;
}

const ProblemSet& CircleCircleProblems() {
  static const ProblemSet set = {
      {{"hit", [](Rng& g) { return PucksAt(g, Ti(g), 1, false); },
        [](const Derivation& d) { return Is(d, "collides", true); }, kCircleCircleKeys},
       {"still-stick", [](Rng& g) { return PucksAt(g, Ti(g), 1, true); },
        [](const Derivation& d) { return Is(d, "collides", true) && Value(d, "s0") == Value(d, "s1"); },
        kCircleCircleKeys},
       {"miss", [](Rng& g) { return PucksBeside(g, 0.2, 0.8, g.Halves(0.5, 2)); },
        [](const Derivation& d) { return Is(d, "collides", false) && Says(d, "passes the stick by"); },
        kCircleCircleKeys},
       {"graze", [](Rng& g) { return PucksBeside(g, 0.2, 0.8, 0); },
        [](const Derivation& d) {
          return Is(d, "collides", true) && std::abs(Number(d, "discriminant")) <= 1e-9;
        },
        kCircleCircleKeys},
       {"too-late",
        [](Rng& g) {
          return PucksAt(g, g.Pick({1.2, 1.4, 1.5, 1.6}), 1, false);
        },
        [](const Derivation& d) { return Is(d, "collides", false) && Says(d, "too late"); },
        kCircleCircleKeys},
       {"in-the-past",
        [](Rng& g) {
          return PucksAt(g, -g.Pick({0.2, 0.4, 0.5, 0.6, 0.8, 1.0}), -1, false);
        },
        [](const Derivation& d) { return Is(d, "collides", false) && Says(d, "in the past"); },
        kCircleCircleKeys},
       {"overlapping",
        [](Rng& g) {
          const Pucks k = DrawPucks(g);
          return PucksScene(k, k.p0 + Dir(g) * g.Halves(0, k.r + k.R - 0.5), StickMotion(g));
        },
        [](const Derivation& d) { return Is(d, "collides", false) && Says(d, "already overlap"); },
        kCircleCircleKeys},
       {"no-relative-motion",
        [](Rng& g) {
          Pucks k = DrawPucks(g);
          const Vec2 w = k.l;
          k.l = {};
          return PucksScene(k, k.p0 + Dir(g) * (k.r + k.R + g.Halves(0.5, 3)), w);
        },
        [](const Derivation& d) { return Is(d, "collides", false) && Says(d, "no relative motion"); },
        kCircleCircleKeys}}};
  return set;
}

const ProblemSet& Elastic1DProblems() {
  static const ProblemSet set = {
      {{"same-mass",
        [](Rng& g) {
          const int m = g.Int(1, 5);
          return Elastic1D(g, m, m, true);
        },
        [](const Derivation& d) { return Is(d, "approaching", true) && Value(d, "m1") == Value(d, "m2"); },
        kElastic1DKeys},
       {"heavy-hits-light",
        [](Rng& g) {
          const int m2 = g.Int(1, 4);
          return Elastic1D(g, m2 + g.Int(1, 5), m2, true);
        },
        [](const Derivation& d) { return Is(d, "approaching", true) && Number(d, "m1") > Number(d, "m2"); },
        kElastic1DKeys},
       {"light-hits-heavy",
        [](Rng& g) {
          const int m1 = g.Int(1, 4);
          return Elastic1D(g, m1, m1 + g.Int(1, 5), true);
        },
        [](const Derivation& d) { return Is(d, "approaching", true) && Number(d, "m1") < Number(d, "m2"); },
        kElastic1DKeys},
       {"not-approaching", [](Rng& g) { return Elastic1D(g, g.Int(1, 5), g.Int(1, 5), false); },
        [](const Derivation& d) { return Is(d, "approaching", false); }, kElastic1DKeys}}};
  return set;
}

const ProblemSet& Elastic2DProblems() {
  static const ProblemSet set = {
      {{"head-on",
        [](Rng& g) {
          const Vec2 p1 = IntPoint(g, -3, 2), n = Dir(g);
          // Speeds along n̂ in steps of 2.5: (0.6, 0.8) · 2.5 = (1.5, 2) keeps one decimal.
          const int m = g.Int(1, 3);
          const double a = 2.5 * g.Int(1, 3), b = -2.5 * g.Int(0, 2), sep = g.Pick({2.5, 5.0});
          return json{{"p1", Pt(p1)},    {"p2", Pt(p1 + n * sep)},
                      {"v1", Pt(n * a)}, {"v2", Pt(n * b)},
                      {"m1", m},         {"m2", m}};
        },
        [](const Derivation& d) {
          return Is(d, "approaching", true) && Is(d, "v1_par", json::array({0.0, 0.0})) &&
                 Is(d, "v2_par", json::array({0.0, 0.0}));
        },
        kElastic2DKeys},
       {"glancing",
        [](Rng& g) {
          const int m = g.Int(1, 3);
          return Elastic2D(g, m, m, true, true);
        },
        [](const Derivation& d) {
          return Is(d, "approaching", true) && Is(d, "v2", json::array({0.0, 0.0})) &&
                 Value(d, "m1") == Value(d, "m2") && !Is(d, "v1_par", json::array({0.0, 0.0}));
        },
        kElastic2DKeys},
       {"both-moving",
        [](Rng& g) {
          const int m = g.Int(1, 3);
          return Elastic2D(g, m, m, false, true);
        },
        [](const Derivation& d) {
          return Is(d, "approaching", true) && !Is(d, "v1", json::array({0.0, 0.0})) &&
                 !Is(d, "v2", json::array({0.0, 0.0}));
        },
        kElastic2DKeys},
       {"not-approaching", [](Rng& g) { return Elastic2D(g, g.Int(1, 4), g.Int(1, 4), false, false); },
        [](const Derivation& d) { return Is(d, "approaching", false); }, kElastic2DKeys},
       {"heavy-hits-light",
        [](Rng& g) {
          const int m2 = g.Int(1, 3);
          return Elastic2D(g, m2 + g.Int(1, 4), m2, true, true);
        },
        [](const Derivation& d) { return Is(d, "approaching", true) && Number(d, "m1") > Number(d, "m2"); },
        kElastic2DKeys},
       {"light-hits-heavy",
        [](Rng& g) {
          const int m1 = g.Int(1, 3);
          return Elastic2D(g, m1, m1 + g.Int(1, 4), true, true);
        },
        [](const Derivation& d) { return Is(d, "approaching", true) && Number(d, "m1") < Number(d, "m2"); },
        kElastic2DKeys}}};
  return set;
}

const ProblemSet& PiBlocksProblems() {
  static const ProblemSet set = {
      {{"equal-masses",
        [](Rng& g) {
          const int m = g.Int(1, 5);
          return json{{"m", m}, {"M", m}, {"V", -g.Int(1, 3)}};
        },
        [](const Derivation& d) { return Is(d, "collisions", 3); },
        {"collisions"},
        false},
       {"pi-digits",
        [](Rng& g) {
          const int m = g.Int(1, 3);
          return json{{"m", m}, {"M", m * (g.Coin() ? 100 : 10000)}, {"V", -g.Int(1, 3)}};
        },
        [](const Derivation& d) { return Is(d, "collisions", 31) || Is(d, "collisions", 314); },
        {"collisions"},
        false}}};
  return set;
}

const ProblemSet& TargetingProblems() {
  static const ProblemSet set = {
      {{"no-drag",
        [](Rng& g) { return TargetingScene(g, 0, 0); },
        [](const Derivation& d) { return Is(d, "hit", true); },
        {"analytic_speed"}},
       {"linear-drag",
        [](Rng& g) { return TargetingScene(g, 0.1, 0); },
        [](const Derivation& d) { return Is(d, "hit", true) && Number(d, "k_linear") > 0; },
        {"analytic_speed"}},
       {"headwind",
        [](Rng& g) { return TargetingScene(g, 0.1, -g.Int(2, 8)); },
        [](const Derivation& d) { return Is(d, "hit", true) && Number(d, "wind") < 0; },
        {"analytic_speed"}},
       {"tailwind",
        [](Rng& g) { return TargetingScene(g, 0.1, g.Int(2, 8)); },
        [](const Derivation& d) { return Is(d, "hit", true) && Number(d, "wind") > 0; },
        {"analytic_speed"}}}};
  return set;
}

namespace {

const ProblemSet* FindLessonCases(std::string_view lesson) {
  const LessonEntry* e = FindLesson(lesson);
  return e && e->problems ? &e->problems() : nullptr;
}
const Case* FindCase(std::string_view lesson, std::string_view name) {
  const ProblemSet* l = FindLessonCases(lesson);
  if (!l) return nullptr;
  for (const Case& c : l->cases) {
    if (name == c.name) return &c;
  }
  return nullptr;
}

// Whole numbers as integers, so a scene file reads "r": 2 rather than 2.0.
json Tidy(const json& j) {
  if (j.is_number_float()) {
    const double x = j.get<double>();
    if (x == std::round(x) && std::abs(x) < 1e15) return static_cast<std::int64_t>(x);
    return j;
  }
  if (j.is_array() || j.is_object()) {
    json out = j;
    for (auto& v : out) v = Tidy(v);
    return out;
  }
  return j;
}

bool IsShortNumber(double x) {
  return std::isfinite(x) && std::abs(x - std::round(x * 1000) / 1000) <= 1e-9 * std::max(1.0, std::abs(x));
}

// How many draws a case may take before it gives up (none does: the tests draw hundreds of seeds per case).
constexpr int kAttempts = 5000;

}  // namespace

std::vector<std::string> ProblemCases(std::string_view lesson) {
  std::vector<std::string> out;
  if (const ProblemSet* l = FindLessonCases(lesson)) {
    for (const Case& c : l->cases) out.emplace_back(c.name);
  }
  return out;
}

bool CaseFits(std::string_view lesson, std::string_view problem_case, const Derivation& d) {
  const Case* c = FindCase(lesson, problem_case);
  return c && c->lands(d);
}

std::vector<std::string> ShortKeys(std::string_view lesson, std::string_view problem_case) {
  const Case* c = FindCase(lesson, problem_case);
  return c ? c->keys : std::vector<std::string>{};
}

bool HasAtMostOneDecimal(const json& scene) {
  if (scene.is_number()) {
    const double x = scene.get<double>();
    return std::isfinite(x) && x == std::round(x * 10) / 10;
  }
  if (scene.is_array() || scene.is_object()) {
    for (const json& v : scene) {
      if (!HasAtMostOneDecimal(v)) return false;
    }
  }
  return true;
}

bool PrintsWithoutNoise(const Derivation& d) {
  // "1.11×10⁻¹⁶", "2.2e-15": a mantissa, then 10⁻¹³ or smaller — the printed form of rounding noise (a stated
  // tolerance such as "10⁻¹²" is not noise).
  const auto noisy = [](const std::string& s) {
    for (std::size_t at = 0; (at = s.find("×10⁻", at)) != std::string::npos;) {
      at += std::string("×10").size();
      const double power = ParseNum("1×10" + s.substr(at, s.find_first_of(" ,)", at) - at));
      if (power > 0 && power <= 1e-13) return true;
    }
    for (std::size_t i = 1; i + 3 < s.size(); ++i) {
      if (s[i] != 'e' || s[i + 1] != '-' || !std::isdigit(static_cast<unsigned char>(s[i - 1]))) continue;
      int exponent = 0;
      for (std::size_t k = i + 2; k < s.size() && std::isdigit(static_cast<unsigned char>(s[k])); ++k)
        exponent = exponent * 10 + (s[k] - '0');
      if (exponent >= 13) return true;
    }
    return false;
  };
  for (const Step& st : d.steps) {
    if (noisy(StepText(st))) return false;
  }
  return !noisy(d.verdict);
}

bool IsShortDecimal(const json& value) {
  if (value.is_number()) return IsShortNumber(value.get<double>());
  if (value.is_array()) {
    for (const json& v : value) {
      if (!IsShortDecimal(v)) return false;
    }
  }
  return true;
}

std::optional<Problem> GenerateProblem(std::string_view lesson, std::string_view problem_case,
                                       std::uint64_t seed, std::string* error) {
  const auto fail = [&](std::string message) -> std::optional<Problem> {
    if (error) *error = std::move(message);
    return std::nullopt;
  };
  const ProblemSet* l = FindLessonCases(lesson);
  if (!l) {
    std::string known;
    for (const LessonEntry& x : LessonList()) {
      if (x.problems) known += (known.empty() ? "" : ", ") + std::string(x.id);
    }
    return fail("no practice problems for lesson \"" + std::string(lesson) +
                "\" (lessons with problems: " + known + ")");
  }
  const Case* c = FindCase(lesson, problem_case);
  if (!c) {
    std::string known;
    for (const Case& x : l->cases) known += (known.empty() ? "" : ", ") + std::string(x.name);
    return fail("lesson " + std::string(lesson) + " has no case \"" + std::string(problem_case) +
                "\" (cases: " + known + ")");
  }
  // One stream per (lesson, case, seed): the seed mixed with the names, so case A's seed 7 is not case B's.
  Rng g(seed ^ Fnv1a(std::string(lesson) + "/" + std::string(problem_case)));
  for (int attempt = 0; attempt < kAttempts; ++attempt) {
    json scene = c->draw(g);
    if (scene.is_null() || !HasAtMostOneDecimal(scene)) continue;
    scene = Tidy(scene);
    scene["lesson"] = std::string(lesson);
    Derivation d;
    try {
      d = Explain(scene, "problem.json");
    } catch (const SceneError&) {
      continue;
    }
    if (!c->lands(d)) continue;
    bool short_keys = true;
    for (const std::string& key : c->keys) short_keys = short_keys && IsShortDecimal(Value(d, key));
    if (!short_keys || (c->clean_text && !PrintsWithoutNoise(d))) continue;
    return Problem{std::string(lesson), std::string(problem_case), seed, std::move(scene)};
  }
  return fail("no " + std::string(problem_case) + " problem of " + std::string(lesson) + " found for seed " +
              std::to_string(seed));
}

}  // namespace ricochet::app::practice
