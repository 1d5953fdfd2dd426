// The air-hockey lecture's tunneling: the discrete (frame-end) test against the swept test.
#include "explain/tunneling.h"

#include <algorithm>
#include <cmath>

#include "draw/format.h"
#include "ricochet/circle_segment.h"
#include "ricochet/formula.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

const char* TunnelingThresholdFormula(bool wall) { return wall ? "w + 2r" : "2(r + R)"; }

TunnelingInputs ReadTunneling(const json& scene, const std::string& file, TunnelingInputs keep) {
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
  return in;
}

json TunnelingJson(const TunnelingInputs& in) {
  json j = {
      {"target", in.wall ? "wall" : "circle"}, {"c", PointJson(in.c)}, {"speed", in.speed}, {"r", in.r}};
  j[in.wall ? "w" : "R"] = in.wall ? in.w : in.R;
  return j;
}

double TunnelingGap(const TunnelingInputs& in, Vec2 p) {
  if (!in.wall) return Length(p - in.c) - (in.R + in.r);
  const double y = std::clamp(p.y, in.c.y - kTunnelingWallHalfHeight, in.c.y + kTunnelingWallHalfHeight);
  return Length(p - Vec2{in.c.x, y}) - (in.r + in.w / 2);
}

TunnelingTrace SolveTunneling(const TunnelingInputs& in) {
  TunnelingTrace t;
  t.bs = {-in.speed / 2, 0.0};
  t.be = {in.speed / 2, 0.0};
  t.reach = in.wall ? in.r + in.w / 2 : in.R + in.r;
  t.gap0 = TunnelingGap(in, t.bs);
  t.gap1 = TunnelingGap(in, t.be);
  t.discrete_hit = t.gap0 < 0 || t.gap1 < 0;
  t.threshold = in.wall ? in.w + 2 * in.r : 2 * (in.r + in.R);
  if (in.wall) {
    // Lecture 10's offset line on the side Bs comes from: ti = (n̂·P0 − n̂·Bs + D) / (n̂·v), D = r + w/2.
    const double side = t.bs.x < in.c.x ? -1.0 : 1.0;
    t.n_hat = {side, 0};
    const Vec2 p0 = in.c - Vec2{0, kTunnelingWallHalfHeight};
    t.n_dot_v = Dot(t.n_hat, t.be - t.bs);
    t.n_dot_p0 = Dot(t.n_hat, p0);
    t.n_dot_bs = Dot(t.n_hat, t.bs);
    t.has_ti_face = t.n_dot_v != 0;
    if (t.has_ti_face) t.ti_face = OffsetLineTime(t.n_dot_bs - t.n_dot_p0, t.reach, t.n_dot_v);
    // The wall is the segment C ± (0, H) thickened by w/2, so the puck touches it when its centre is r + w/2
    // from the segment: Lecture 10's circle vs segment with radius r + w/2 (the offset line D for the faces,
    // Lecture 20's ray vs circle for the ends), earliest contact first.
    const Segment wall{in.c - Vec2{0, kTunnelingWallHalfHeight}, in.c + Vec2{0, kTunnelingWallHalfHeight}};
    const CircleSegmentTrace cs = CircleSegment(wall, {t.bs, t.be}, t.reach);
    t.starts_overlapping = cs.outcome == CircleSegmentOutcome::StartsOverlapping;
    t.swept_hit = !t.starts_overlapping && cs.collides;
    t.ti = t.swept_hit ? cs.ti : 0.0;
  } else {
    t.ray = RayCircle({t.bs, t.be}, {in.c, in.R}, in.r);  // the target grows by the puck's radius
    t.starts_overlapping = t.ray.outcome == RayCircleOutcome::StartsInside;
    t.swept_hit = t.ray.collides;
    t.ti = t.ray.ti;
  }
  t.tunnels = t.swept_hit && !t.discrete_hit;
  return t;
}

Derivation ExplainTunneling(const json& scene, const std::string& file) {
  const TunnelingInputs in = ReadTunneling(scene, file);
  return DeriveTunneling(in, SolveTunneling(in));
}

Derivation DeriveTunneling(const TunnelingInputs& in, const TunnelingTrace& t) {
  Derivation d;
  d.inputs = TunnelingJson(in);
  const std::string sum = in.wall ? "r + w/2" : "R + r";
  const double reach = t.reach;
  auto& s = d.steps;
  s.push_back({"v", "v", "Be − Bs: the puck's move in one frame", Num(t.be) + " − " + Num(t.bs),
               Num(t.be - t.bs), PointJson(t.be - t.bs), Ink::Path});
  // "Circle intersection is easy!": the shapes overlap when the centres are less than R + r apart.
  const std::string dist =
      in.wall ? "the distance from P to the wall's middle segment" : "√((P_x − C_x)² + (P_y − C_y)²)";
  const auto numbers = [&](Vec2 p) {
    return in.wall
               ? std::string()
               : "√((" + Num(p.x) + " − " + Term(in.c.x) + ")² + (" + Num(p.y) + " − " + Term(in.c.y) + ")²)";
  };
  s.push_back({"d0", "D at t = 0", dist + ", P = Bs", numbers(t.bs), Num(t.gap0 + reach), t.gap0 + reach,
               Ink::Start});
  s.push_back(
      {"d1", "D at t = 1", dist + ", P = Be", numbers(t.be), Num(t.gap1 + reach), t.gap1 + reach, Ink::End});
  const auto cmp = [&](double gap) { return Num(gap + reach) + (gap < 0 ? " < " : " ≥ ") + Num(reach); };
  s.push_back({"discrete_collides", "overlap at a frame end?",
               "D < " + sum + " at t = 0 or at t = 1 (the discrete test: circle intersection is easy)",
               cmp(t.gap0) + ", " + cmp(t.gap1), t.discrete_hit ? "collision" : "no collision",
               t.discrete_hit, Ink::Warning});
  // "Circle intersection isn't enough! We need to look at the whole path."
  if (in.wall) {
    s.push_back(
        {"n_hat", "n̂", "the wall's normal toward Bs", "", Num(t.n_hat), PointJson(t.n_hat), Ink::Normal});
    s.push_back({"n_dot_v", "n̂·v", "n̂·v", Num(t.n_hat) + "·" + Num(t.be - t.bs), Num(t.n_dot_v), t.n_dot_v,
                 Ink::Normal});
    if (t.has_ti_face) {
      s.push_back(
          {"ti_face", "ti (face)", "(n̂·P0 − n̂·Bs + D) / (n̂·v), D = r + w/2",
           "(" + Num(t.n_dot_p0) + " − " + Term(t.n_dot_bs) + " + " + Num(reach) + ") / " + Term(t.n_dot_v),
           Num(t.ti_face), t.ti_face, Ink::Hit});
    }
  } else {
    const RayCircleTrace& q = t.ray;
    s.push_back({"a", "a", "v·v", Num(q.v) + "·" + Num(q.v), Num(q.a), q.a, Ink::Plot1});
    s.push_back(
        {"b", "b", "−2 (C − Bs)·v", "−2 · " + Num(q.bs_c) + "·" + Num(q.v), Num(q.b), q.b, Ink::Plot1});
    s.push_back({"c", "c", "(C − Bs)·(C − Bs) − (R + r)²",
                 Num(q.bs_c) + "·" + Num(q.bs_c) + " − " + Term(reach) + "²", Num(q.c), q.c, Ink::Plot1});
    s.push_back({"discriminant", "disc", "b² − 4ac", Term(q.b) + "² − 4 · " + Term(q.a) + " · " + Term(q.c),
                 Num(q.discriminant), q.discriminant, Ink::Highlight});
    if (q.has_roots) {
      s.push_back({"t0", "t0", "(−b − √disc) / 2a",
                   "(" + Num(-q.b) + " − √" + Num(std::max(q.discriminant, 0.0)) + ") / " + Term(2 * q.a),
                   Num(q.t0), q.t0, Ink::Hit});
    }
  }
  s.push_back({"swept_collides", "contact on the path?",
               "the first contact t ∈ [0, 1] (the swept test: the whole path)", "",
               t.starts_overlapping ? "overlapping at t = 0"
               : t.swept_hit        ? "collision at ti = " + Num(t.ti)
                                    : "no collision",
               t.swept_hit ? json(t.ti) : json(nullptr), Ink::Hit});
  s.push_back({"threshold", "v_max",
               std::string(TunnelingThresholdFormula(in.wall)) + " (the threshold speed)",
               in.wall ? Num(in.w) + " + 2 · " + Num(in.r) : "2 · (" + Num(in.r) + " + " + Num(in.R) + ")",
               Num(t.threshold), t.threshold, Ink::Warning});
  d.result = {{"discrete_collides", t.discrete_hit},
              {"swept_collides", t.swept_hit},
              {"ti", t.swept_hit ? json(t.ti) : json(nullptr)},
              {"threshold", t.threshold},
              {"tunnels", t.tunnels}};
  if (t.tunnels) {
    d.verdict = "Tunneling: at both frame ends the puck is clear of the " +
                std::string(in.wall ? "wall" : "circle") + " (D = " + Num(t.gap0 + t.reach) + " and " +
                Num(t.gap1 + t.reach) + ", both ≥ " + Num(t.reach) + "), so the discrete test sees no " +
                "collision — but the swept test finds contact at ti = " + Num(t.ti) + ". The puck moves " +
                Num(in.speed) + " per frame, more than the threshold " + Num(t.threshold) + ".";
  } else if (t.swept_hit || t.starts_overlapping) {
    d.verdict = "Both tests catch this one: the puck overlaps the target at a frame end (speed " +
                Num(in.speed) + (in.speed > t.threshold ? ", above" : ", not above") + " the threshold " +
                Num(t.threshold) + "). Only the swept test says when: " +
                (t.swept_hit ? "ti = " + Num(t.ti) : std::string("already at t = 0")) + ".";
  } else {
    d.verdict = "No collision at all: the swept path never comes within " + Num(reach) +
                " of the target, so both tests agree.";
  }
  return d;
}

}  // namespace ricochet::app
