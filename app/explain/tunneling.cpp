// The air-hockey lecture's tunneling: the discrete (frame-end) test against the swept test.
#include "explain/tunneling.h"

#include <algorithm>
#include <cmath>

#include "draw/format.h"
#include "explain/steps.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

const char* TunnelingHeadOnFormula(bool wall) { return wall ? "w + 2r" : "2(r + R)"; }

const char* TunnelingThresholdFormula(const TunnelingInputs& in, const TunnelingTrace& t) {
  if (!in.wall) return "2√((R + r)² − d²)";
  return t.path_offset == 0 ? "w + 2r" : "2√((r + w/2)² − d²)";
}

namespace {
constexpr SceneField kTunnelingFields[] = {
    {"target", FieldKind::Text, true, nullptr, "", "",
     "\"circle\" or \"wall\": what the puck may tunnel through"},
    {"c", FieldKind::Point, true, &domain::kCoordinate, "C", "length", "the target's centre"},
    {"speed", FieldKind::Number, true, &domain::kSpeed, "‖v⃗‖", "length/frame",
     "the puck's speed along y = 0"},
    {"r", FieldKind::Number, true, &domain::kLength, "r", "length", "the puck's radius"},
    {"R", FieldKind::Number, false, &domain::kLength, "R", "length",
     "the circle's radius (target \"circle\" only: refused with \"wall\")"},
    {"w", FieldKind::Number, false, &domain::kLength, "w", "length",
     "the wall's width (target \"wall\" only: refused with \"circle\")"},
};
}  // namespace

std::span<const SceneField> TunnelingFields() { return kTunnelingFields; }

TunnelingInputs ReadTunneling(const json& scene, const std::string& file, TunnelingInputs keep) {
  OnlyKnownFields(scene, TunnelingFields(), file);
  if (!scene.contains("target")) throw SceneError(file, "target", "missing");
  if (!scene.at("target").is_string()) throw SceneError(file, "target", "expected \"circle\" or \"wall\"");
  const std::string target = scene.at("target").get<std::string>();
  if (target != "circle" && target != "wall")
    throw SceneError(file, "target", "expected \"circle\" or \"wall\"");
  TunnelingInputs in = keep;
  in.wall = target == "wall";
  in.c = ReadPoint(scene, "c", file);
  in.speed = ReadNumber(scene, "speed", file, domain::kSpeed);
  in.r = ReadNumber(scene, "r", file, domain::kLength);
  (in.wall ? in.w : in.R) = ReadNumber(scene, in.wall ? "w" : "R", file, domain::kLength);
  if (const char* other = in.wall ? "R" : "w"; scene.contains(other))  // never read: a mistake, not a value
    throw SceneError(file, other, std::string("goes with target \"") + (in.wall ? "circle" : "wall") + "\"");
  return in;
}

json TunnelingJson(const TunnelingInputs& in) {
  json j = {
      {"target", in.wall ? "wall" : "circle"}, {"c", PointJson(in.c)}, {"speed", in.speed}, {"r", in.r}};
  j[in.wall ? "w" : "R"] = in.wall ? in.w : in.R;
  return j;
}

Derivation DeriveTunneling(const TunnelingInputs& in, const TunnelingTrace& t) {
  Derivation d;
  d.inputs = TunnelingJson(in);
  using namespace math;  // NOLINT: the steps read as the lecture writes them
  const double reach = t.reach;
  Steps s(d.steps, InputPrecision(InputScale({t.bs, t.be, in.c}, {in.r, in.R, in.w})));
  const Precision& p = s.precision();
  const E sum = in.wall ? Sym("r") + Frac(Sym("w"), 2) : Sym("R") + Sym("r");
  const E reach_q = Q(sum, reach);
  s.Compute("v", Sym("v⃗"), Point("B_e", t.be) - Point("B_s", t.bs), t.be - t.bs, Ink::Path)
      .Note(Prose("the puck's move in one frame"))
      .Json(PointJson(t.be - t.bs));
  // "Circle intersection is easy!": the shapes overlap when the centres are less than R + r apart.
  const auto distance = [&](const char* key, int at, const char* B, Vec2 pt, double gap, Ink ink) {
    const E lhs = Call("D", {Lit(at)});
    if (in.wall) {
      s.Compute(key, lhs, Q(Call("dist", {Sym(B), Word("the wall's middle segment")}), gap + reach),
                gap + reach, ink);
    } else {
      s.Compute(key, lhs, Norm(Point(B, pt) - Point("C", in.c)), gap + reach, ink);
    }
  };
  distance("d0", 0, "B_s", t.bs, t.gap0, Ink::Start);
  distance("d1", 1, "B_e", t.be, t.gap1, Ink::End);
  s.Test("discrete_collides", "overlap at a frame end? (the discrete test: circle intersection is easy)",
         Or({Lt(Q(Call("D", {Lit(0)}), t.gap0 + reach), reach_q),
             Lt(Q(Call("D", {Lit(1)}), t.gap1 + reach), reach_q)}),
         t.discrete_hit, t.discrete_hit ? "collision" : "no collision seen", Ink::Warning);
  // "Circle intersection isn't enough! We need to look at the whole path."
  if (in.wall) {
    s.Compute("n_hat", Sym("n̂"), E(), t.n_hat, Ink::Normal)
        .Note(Prose("the wall's normal toward B_s"))
        .Json(PointJson(t.n_hat));
    s.Compute("n_dot_v", Sym("n̂·v⃗"), Dot(Q("n̂", t.n_hat), Q("v⃗", t.be - t.bs)), t.n_dot_v, Ink::Normal);
    if (t.has_ti_face) {
      s.Compute("ti_face", Sym("t_i"),
                Frac(Q("n̂·P_0", t.n_dot_p0) - Q("n̂·B_s", t.n_dot_bs) + Q("D", reach), Q("n̂·v⃗", t.n_dot_v)),
                t.ti_face, Ink::Hit)
          .Note(Prose("the face B_s comes from, moved by D = r + w/2"));
    }
  } else {
    const RayCircleTrace& q = t.ray;
    const E v = Q("v⃗", q.v), BsC = Q("B_sC⃗", q.bs_c), a = Q("a", q.a), b = Q("b", q.b), c = Q("c", q.c);
    s.Compute("a", Sym("a"), Dot(v, v), q.a, Ink::Plot1);
    s.Compute("b", Sym("b"), E(-2) * Paren(Dot(BsC, v)), q.b, Ink::Plot1);
    s.Compute("c", Sym("c"), Dot(BsC, BsC) - Sq(reach_q), q.c, Ink::Plot1);
    Precision dp = p;
    dp.zero = std::max(p.zero, q.graze_tol);
    s.Compute("discriminant", Sym("b² − 4ac"), Sq(b) - E(4) * a * c, q.discriminant, Ink::Highlight).At(dp);
    if (q.kind == RayCircleKind::Graze) {  // b² − 4ac = 0 within its rounding: the one root
      s.Compute("t0", Chain({Sym("t_0"), Sym("t_1")}, {Rel::Eq}), Frac(-b, E(2) * a), q.t0, Ink::Hit);
    } else if (q.has_roots) {
      s.Compute("t0", Sym("t_0"), Frac(-b - Sqrt(Q("b² − 4ac", std::max(q.discriminant, 0.0))), E(2) * a),
                q.t0, Ink::Hit);
    }
  }
  if (t.starts_overlapping) {  // touching (within rounding) counts: D(0) ≤ R + r
    s.Test("swept_collides", "contact on the path? (the swept test: the whole path)",
           Le(Q(Call("D", {Lit(0)}), t.gap0 + reach), reach_q), true, "overlapping at t = 0", Ink::Hit)
        .Json(nullptr);
  } else if (t.swept_hit) {
    s.Test("swept_collides", "contact on the path? (the swept test: the whole path)",
           In(Q("t_i", t.ti), Interval(0, 1)), true, "collision at t_i = " + Num(t.ti, p), Ink::Hit)
        .Json(t.ti);
  } else {
    s.Test("swept_collides", "contact on the path? (the swept test: the whole path)",
           Word("a first contact t ∈ [0, 1]"), false, "no contact on the path", Ink::Hit)
        .Json(nullptr);
  }
  // The rule for every path: the frame step against the chord the path cuts through the grown target.
  const E dq = Q("d", t.path_offset);
  if (in.wall && t.path_offset == 0) {
    s.Compute("threshold", Sym("v_{max}"), Q("w", in.w) + E(2) * Q("r", in.r), t.threshold, Ink::Warning)
        .Note(Prose("the longest frame step that can never skip the wall on this path: the path crosses the "
                    "wall's face "
                    "square on, and the wall grown by r on both sides is w + 2r thick"));
  } else if (t.threshold > 0) {
    s.Compute("threshold", Sym("v_{max}"), E(2) * Sqrt(Sq(reach_q) - Sq(dq)), t.threshold, Ink::Warning)
        .Note(Prose(
            std::string("the longest frame step that can never skip the target on this path: the chord the "
                        "path cuts through the ") +
            (in.wall ? "wall's end" : "circle") + " grown by r, d = the path's distance from " +
            (in.wall ? "the wall's end" : "C") + "; only head-on (d = 0) is it " +
            TunnelingHeadOnFormula(in.wall) + " = " + Num(t.head_on, p)));
  } else {
    s.Test("threshold", "v_max: does the path come within reach?", Lt(dq, reach_q), false,
           "never: no speed makes this puck touch the target, so none can skip it", Ink::Warning)
        .Json(0.0);
  }
  d.result = {{"discrete_collides", t.discrete_hit},
              {"swept_collides", t.swept_hit},
              {"ti", t.swept_hit ? json(t.ti) : json(nullptr)},
              {"threshold", t.threshold},
              {"head_on_threshold", t.head_on},
              {"tunnels", t.tunnels}};
  const std::string target = in.wall ? "wall" : "circle";
  if (t.tunnels) {
    d.verdict = "Tunneling: both frame ends are clear of the " + target +
                " (D = " + Num(t.gap0 + t.reach, p) + " and " + Num(t.gap1 + t.reach, p) + ", both ≥ " +
                Num(t.reach, p) + "), yet the swept test finds contact at ti = " + Num(t.ti, p) +
                ". The step, " + Num(in.speed, p) + ", is longer than the chord " + Num(t.threshold, p) +
                " this path cuts through the grown " + target + ".";
  } else if (t.swept_hit || t.starts_overlapping) {
    d.verdict = "Both tests catch this one: the puck overlaps the target at a frame end (it moves " +
                Num(in.speed, p) + " per frame, " + (in.speed > t.threshold ? "more" : "no more") +
                " than the " + Num(t.threshold, p) + " its path runs through the grown " + target +
                "). Only the swept test says when: " +
                (t.swept_hit ? "ti = " + Num(t.ti, p) : std::string("already at t = 0")) + ".";
  } else {
    d.verdict = "No collision at all: the swept path never comes within " + Num(reach, p) +
                " of the target, so both tests agree.";
  }
  return d;
}

}  // namespace ricochet::app
