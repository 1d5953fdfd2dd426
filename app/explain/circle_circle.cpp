// Air-hockey lecture: puck vs stick, two moving circles, by relative motion and the law of cosines.
#include "explain/circle_circle.h"

#include <algorithm>
#include <cmath>

#include "draw/format.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

CircleCircleInputs ReadCircleCircle(const json& scene, const std::string& file) {
  CircleCircleInputs in;
  in.p0 = ReadPoint(scene, "p0", file);
  in.p1 = ReadPoint(scene, "p1", file);
  in.s0 = ReadPoint(scene, "s0", file);
  in.s1 = ReadPoint(scene, "s1", file);
  CheckApart(in.p0, in.p1, "p0", "p1", file);
  CheckApart(in.s0, in.s1, "s0", "s1", file);
  in.r = ReadNumber(scene, "r", file, domain::kLengthOrZero);
  in.R = ReadNumber(scene, "R", file, domain::kLengthOrZero);
  if (!(in.R + in.r > 0.0))
    throw SceneError(file, "R", "R + r must be > 0: two points of no size never touch");
  return in;
}

json CircleCircleJson(const CircleCircleInputs& in) {
  return {{"p0", PointJson(in.p0)},
          {"p1", PointJson(in.p1)},
          {"s0", PointJson(in.s0)},
          {"s1", PointJson(in.s1)},
          {"r", in.r},
          {"R", in.R}};
}

Derivation ExplainCircleCircle(const json& scene, const std::string& file) {
  const CircleCircleInputs in = ReadCircleCircle(scene, file);
  return DeriveCircleCircle(in, SolveCircleCircle(in));
}

Derivation DeriveCircleCircle(const CircleCircleInputs& in, const CircleCircleTrace& t) {
  const Vec2 p0 = in.p0, p1 = in.p1, s0 = in.s0, s1 = in.s1;
  const double r = in.r, R = in.R;
  Derivation d;
  d.inputs = CircleCircleJson(in);
  auto& s = d.steps;
  // Hold the stick still: the puck moves by the difference of the two motions.
  s.push_back({"p2", "P2", "P1 − (S1 − S0)", Num(p1) + " − (" + Num(s1) + " − " + Num(s0) + ")", Num(t.p2),
               JsonVec(t.p2), Ink::End});
  s.push_back({"l", "L", "P2 − P0", Num(t.p2) + " − " + Num(p0), Num(t.l), JsonVec(t.l), Ink::Path});
  s.push_back({"l_sq", "L²", "L_x² + L_y²", Term(t.l.x) + "² + " + Term(t.l.y) + "²", Num(t.l_sq), t.l_sq,
               Ink::Path});
  s.push_back({"c", "C", "S0 − P0", Num(s0) + " − " + Num(p0), Num(t.c), JsonVec(t.c), Ink::Pillar});
  s.push_back({"c_sq", "C²", "C_x² + C_y²", Term(t.c.x) + "² + " + Term(t.c.y) + "²", Num(t.c_sq), t.c_sq,
               Ink::Pillar});
  s.push_back({"alpha", "α", "L_x C_x + L_y C_y",
               Term(t.l.x) + " · " + Term(t.c.x) + " + " + Term(t.l.y) + " · " + Term(t.c.y), Num(t.alpha),
               t.alpha, Ink::Plot2});
  s.push_back({"sum_r", "R + r", "stick radius + puck radius", Num(R) + " + " + Num(r), Num(t.sum_r), t.sum_r,
               Ink::Ball});
  s.push_back({"discriminant", "disc", "α² − L²(C² − (R + r)²)",
               Term(t.alpha) + "² − " + Term(t.l_sq) + " · (" + Num(t.c_sq) + " − " + Term(t.sum_r) + "²)",
               Num(t.discriminant), t.discriminant, Ink::Highlight});
  if (t.has_t) {
    s.push_back({"t", "t", "(α − √disc) / L²",
                 "(" + Num(t.alpha) + " − √" + Num(std::max(t.discriminant, 0.0)) + ") / " + Num(t.l_sq),
                 Num(t.t), t.t, Ink::Hit});
  }

  d.result = {{"p2", JsonVec(t.p2)},
              {"l", JsonVec(t.l)},
              {"l_sq", t.l_sq},
              {"c", JsonVec(t.c)},
              {"c_sq", t.c_sq},
              {"alpha", t.alpha},
              {"discriminant", t.discriminant},
              {"t", t.has_t ? json(t.t) : json(nullptr)},
              {"collides", t.collides},
              {"puck_at_t", t.collides ? JsonVec(t.puck_at_t) : json(nullptr)},
              {"stick_at_t", t.collides ? JsonVec(t.stick_at_t) : json(nullptr)}};

  const std::string sum2 = "(R + r)² = " + Num(t.sum_r * t.sum_r);
  switch (t.outcome) {
    case CircleCircleOutcome::StartsOverlapping:
      d.verdict = "No collision test: puck and stick already overlap at t = 0 — C² = " + Num(t.c_sq) + " < " +
                  sum2 + ".";
      break;
    case CircleCircleOutcome::NoRelativeMotion:
      d.verdict = "No collision: no relative motion — L² = 0, so the gap between the centres stays ‖C‖ = " +
                  Num(std::sqrt(t.c_sq)) + " > R + r = " + Num(t.sum_r) + ".";
      break;
    case CircleCircleOutcome::Miss:
      d.verdict =
          "No collision: the puck passes the stick by — the discriminant " + Num(t.discriminant) + " < 0.";
      break;
    case CircleCircleOutcome::InThePast:
      d.verdict =
          "No collision: t = " + Num(t.t) + " < 0 — the impact is in the past; they are moving apart.";
      break;
    case CircleCircleOutcome::TooLate:
      d.verdict = "No collision this frame: t = " + Num(t.t) + " > 1 — the impact comes too late.";
      break;
    case CircleCircleOutcome::ZeroRadius:
    case CircleCircleOutcome::NonFinite: d.verdict = "No collision: nothing of any size to hit."; break;
    case CircleCircleOutcome::Hit:
      s.push_back({"puck_at_t", "P(t)", "P0 + (P1 − P0) t",
                   Num(p0) + " + " + Num(p1 - p0) + " · " + Term(t.t), Num(t.puck_at_t), JsonVec(t.puck_at_t),
                   Ink::Ball});
      s.push_back({"stick_at_t", "S(t)", "S0 + (S1 − S0) t",
                   Num(s0) + " + " + Num(s1 - s0) + " · " + Term(t.t), Num(t.stick_at_t),
                   JsonVec(t.stick_at_t), Ink::Pillar});
      d.verdict = "Hit at t = " + Num(t.t) + " ∈ [0, 1]: the puck at " + Num(t.puck_at_t) +
                  " touches the stick at " + Num(t.stick_at_t) + ", their centres R + r = " + Num(t.sum_r) +
                  " apart.";
      break;
  }
  return d;
}

}  // namespace ricochet::app
