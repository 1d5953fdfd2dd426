// Lecture 20: the pinball (ray) and the circular pillar — quadratic, projection, reflection.
#include "explain/ray_circle.h"

#include <utility>

#include "draw/format.h"
#include "explain/steps.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

const char* KindName(RayCircleKind k) {
  switch (k) {
    case RayCircleKind::Miss: return "miss";
    case RayCircleKind::Graze: return "graze";
    case RayCircleKind::Hit: return "hit";
  }
  return "miss";
}

json OrNull(bool present, const json& value) { return present ? value : json(nullptr); }

// The result keys and the verdict, once the steps end (at the test that decides, or after the bounce).
Derivation Finish(Derivation d, const RayCircleInputs& in, const RayCircleTrace& t) {
  const std::string r_sym = in.rs ? "R" : "r";
  d.result = {{"v", JsonVec(t.v)},
              {"a", t.a},
              {"b", t.b},
              {"c", t.c},
              {"discriminant", t.discriminant},
              {"kind", KindName(t.kind)},
              {"t0", OrNull(t.has_roots, t.t0)},
              {"t1", OrNull(t.has_roots, t.t1)},
              {"m", t.m},
              {"dist0_sq", t.dist0_sq},
              {"collides", t.collides},
              {"ti", OrNull(t.collides, t.ti)},
              {"bi", OrNull(t.collides, JsonVec(t.bi))},
              {"normal", OrNull(t.collides, JsonVec(t.normal))},
              {"reflected_dir", OrNull(t.collides, JsonVec(t.response.r_hat))},
              {"be_reflected", OrNull(t.collides, JsonVec(t.response.be_reflected))}};
  const std::string r2 = r_sym + "² = " + Num(t.radius * t.radius);
  switch (t.outcome) {
    case RayCircleOutcome::StartsInside:
      d.verdict = "No collision: Bs starts inside the circle — c = " + Num(t.c) + " < 0 (‖BsC‖² < " + r_sym +
                  "²). The lecture's test does not collide a ray that starts inside.";
      break;
    case RayCircleOutcome::Behind:
      d.verdict = "No collision: the circle is behind the ray's origin — m = " + Num(t.m) +
                  " < 0 and Bs is outside (c = " + Num(t.c) + " ≥ 0): the ball moves away from it.";
      break;
    case RayCircleOutcome::Miss:
      d.verdict = "No collision: the ray will miss the circle — dist0² = " + Num(t.dist0_sq) + " > " + r2 +
                  " (b² − 4ac = " + Num(t.discriminant) + " < 0).";
      break;
    case RayCircleOutcome::TooLate:
      d.verdict =
          "No collision this frame: the ray reaches the circle too late — t0 = " + Num(t.t0) + " > 1.";
      break;
    case RayCircleOutcome::ZeroMotion:
    case RayCircleOutcome::NonFinite: break;  // answered with no steps
    case RayCircleOutcome::ZeroRadius: d.verdict = "No collision: there is no pillar to hit."; break;
    case RayCircleOutcome::Hit:
      d.verdict = (t.kind == RayCircleKind::Graze
                       ? "Graze: the ray touches the circle at one point — b² − 4ac = 0, ti = −b/2a = "
                       : "Hit: the ray enters the circle at ti = min(t0, t1) = ") +
                  Num(t.ti) + " ∈ [0, 1], at Bi = " + Num(t.bi) +
                  "; it bounces off to Be' = " + Num(t.response.be_reflected) + ".";
      break;
  }
  return d;
}

}  // namespace

RayCircleInputs ReadRayCircle(const json& scene, const std::string& file) {
  RayCircleInputs in;
  in.bs = ReadPoint(scene, "bs", file);
  in.be = ReadPoint(scene, "be", file);
  in.c = ReadPoint(scene, "c", file);
  CheckApart(in.bs, in.be, "bs", "be", file);
  in.r = ReadNumber(scene, "r", file, domain::kLength);  // the pillar needs a radius
  in.rs = ReadOptionalNumber(scene, "rs", file, domain::kLengthOrZero);
  if (in.rs && *in.rs == 0) in.rs.reset();  // r_s = 0 (or −0) is no pinball, as the lesson has it: no R step
  return in;
}

json RayCircleJson(const RayCircleInputs& in) {
  json j = {{"bs", PointJson(in.bs)}, {"be", PointJson(in.be)}, {"c", PointJson(in.c)}, {"r", in.r}};
  if (in.rs) j["rs"] = *in.rs;
  return j;
}

Derivation ExplainRayCircle(const json& scene, const std::string& file) {
  const RayCircleInputs in = ReadRayCircle(scene, file);
  if (in.bs == in.be)
    throw SceneError(file, "be", "equals bs: the ball does not move, so there is no ray to test");
  return DeriveRayCircle(in, SolveRayCircle(in));
}

Derivation DeriveRayCircle(const RayCircleInputs& in, const RayCircleTrace& t) {
  Derivation d;
  d.inputs = RayCircleJson(in);
  if (t.outcome == RayCircleOutcome::ZeroMotion) {
    d.verdict =
        "Bs = Be: the ball does not move this frame, so v = 0 and a = v·v = 0 — the quadratic a t² + b t + c "
        "= 0 has no t to solve for. Drag Be away from Bs.";
    return d;
  }
  if (t.outcome == RayCircleOutcome::NonFinite) {
    d.verdict = "This scene cannot be explained: a coordinate or radius is not a finite number.";
    return d;
  }
  const Vec2 bs = in.bs, be = in.be, c = in.c;
  const double r = in.r;
  const std::optional<double> rs = in.rs;
  const double R = t.radius;
  // The lecture's pillar radius is r; a pinball grows it to R = r_c + r_s (its last slide), and every formula
  // then reads R.
  const std::string r_sym = rs ? "R" : "r";
  const std::string r2 = r_sym + "²";
  using O = RayCircleOutcome;
  const O o = t.outcome;

  auto& s = d.steps;
  // The pinball modelled as a ray: B(t) = Bs + v t, t ∈ [0, 1].
  s.push_back({"v", "v", "Be − Bs  (B(t) = Bs + v t, t ∈ [0, 1])", Num(be) + " − " + Num(bs), Num(t.v),
               JsonVec(t.v), Ink::Path});
  s.push_back({"bs_c", "BsC", "C − Bs", Num(c) + " − " + Num(bs), Num(t.bs_c), JsonVec(t.bs_c), Ink::Pillar});
  if (rs) {
    s.push_back({"radius", "R", "r_c + r_s  (the pinball's centre vs a pillar grown by its radius)",
                 Num(r) + " + " + Num(*rs), Num(R), R, Ink::Pillar});
  }
  // Ray-circle intersection (1/6): P on the circle, ‖C − P‖² = r², with P replaced by B(t).
  s.push_back(
      {"substitute", "B(t) in the circle equation",
       "(C − B(t))·(C − B(t)) = " + r2 + " ⇒ t²(v·v) − 2t(C − Bs)·v + (C − Bs)·(C − Bs) − " + r2 + " = 0",
       "t² " + Num(t.v) + "·" + Num(t.v) + " − 2t " + Num(t.bs_c) + "·" + Num(t.v) + " + " + Num(t.bs_c) +
           "·" + Num(t.bs_c) + " − " + Term(R) + "² = 0",
       QuadraticInT(t.a, t.b, t.c), QuadraticInT(t.a, t.b, t.c), Ink::Plot1});
  // (2/6): a t² + b t + c = 0.
  s.push_back({"a", "a", "v·v", Num(t.v) + "·" + Num(t.v), Num(t.a), t.a, Ink::Plot1});
  s.push_back({"b", "b", "−2 (C − Bs)·v", "−2 · " + Num(t.bs_c) + "·" + Num(t.v), Num(t.b), t.b, Ink::Plot1});
  s.push_back({"c", "c", "(C − Bs)·(C − Bs) − " + r2, Num(t.bs_c) + "·" + Num(t.bs_c) + " − " + Term(R) + "²",
               Num(t.c), t.c, Ink::Plot1});
  // (3/6 – 6/6): t = (−b ± √(b² − 4ac)) / 2a and the discriminant's three cases.
  s.push_back({"discriminant", "b² − 4ac", "the discriminant of t = (−b ± √(b² − 4ac)) / 2a",
               Term(t.b) + "² − 4 · " + Term(t.a) + " · " + Term(t.c), Num(t.discriminant), t.discriminant,
               Ink::Highlight});
  const std::string kind_text = t.kind == RayCircleKind::Miss    ? "ray misses circle"
                                : t.kind == RayCircleKind::Graze ? "ray grazes circle"
                                                                 : "ray intersects circle at Bi0 and Bi1";
  s.push_back({"kind", "ray vs circle",
               "< 0: ray misses circle; ≡ 0: ray grazes circle; > 0: ray intersects circle at Bi0 and Bi1",
               Num(t.discriminant) + (t.kind == RayCircleKind::Miss ? " < 0"
                                      : t.kind == RayCircleKind::Graze ? " ≡ 0 (|b² − 4ac| ≤ 1e-12 · 4a(‖C − "
                                                                         "Bs‖² + " +
                                                                             r2 + "))"
                                                                       : " > 0"),
               kind_text, KindName(t.kind), Ink::Highlight});
  if (t.kind == RayCircleKind::Graze) {
    s.push_back({"t0", "t0 = t1", "−b / 2a", Num(-t.b) + " / " + Term(2 * t.a), Num(t.t0), t.t0, Ink::Hit});
  } else if (t.kind == RayCircleKind::Hit) {
    const std::string root = "√" + Num(t.discriminant);
    s.push_back({"t0", "t0", "(−b − √(b² − 4ac)) / 2a",
                 "(" + Num(-t.b) + " − " + root + ") / " + Term(2 * t.a), Num(t.t0), t.t0, Ink::Hit});
    s.push_back({"t1", "t1", "(−b + √(b² − 4ac)) / 2a",
                 "(" + Num(-t.b) + " + " + root + ") / " + Term(2 * t.a), Num(t.t1), t.t1, Ink::Hit});
  }

  // Test for non-collision: project BsC onto v̂. Each test is shown until the one that decides.
  s.push_back({"v_len", "‖v‖", "√(v·v)", "√" + Num(t.a), Num(t.v_len), t.v_len, Ink::Path});
  s.push_back({"m", "m", "BsC · v / ‖v‖", Num(t.bs_c) + "·" + Num(t.v) + " / " + Num(t.v_len), Num(t.m), t.m,
               Ink::Plot2});
  const bool outside = !t.starts_inside;
  s.push_back({"bs_outside", "Bs outside the circle", "c = ‖BsC‖² − " + r2 + " ≥ 0",
               "c = " + Num(t.c) + (outside ? " ≥ 0" : " < 0"),
               outside
                   ? "yes"
                   : "no: Bs starts inside — the lecture's test does not collide a ray that starts inside",
               outside, outside ? Ink::Muted : Ink::Highlight});
  if (o == O::StartsInside) return Finish(std::move(d), in, t);
  s.push_back(
      {"behind", "test 1: circle behind ray origin", "m < 0 & Bs outside circle",
       "m = " + Num(t.m) + (t.behind ? " < 0" : " ≥ 0"),
       t.behind ? "yes: circle behind ray origin — moving away, no collision" : "no: the circle is ahead",
       t.behind, t.behind ? Ink::Highlight : Ink::Muted});
  if (o == O::Behind) return Finish(std::move(d), in, t);
  s.push_back({"dist0_sq", "dist0²", "‖BsC‖² − m²", Num(t.bs_c_len_sq) + " − " + Term(t.m) + "²",
               Num(t.dist0_sq), t.dist0_sq, Ink::Plot3});
  const bool misses = o == O::Miss;
  const std::string rel = misses ? " > " : t.kind == RayCircleKind::Graze ? " ≡ " : " ≤ ";
  s.push_back(
      {"misses", "test 2: ray misses circle", "dist0² > " + r2,
       "dist0² = " + Num(t.dist0_sq) + rel + r2 + " = " + Num(R * R),
       misses ? "yes: ray will miss the circle — no collision" : "no: the line of motion meets the circle",
       misses, misses ? Ink::Highlight : Ink::Muted});
  if (misses) return Finish(std::move(d), in, t);

  // … Otherwise compute ti. The quadratic gave t0, t1 above; the second method uses m and s.
  s.push_back({"s_sq", "s²", r2 + " − dist0²  (dist0² ≤ " + r2 + " ⇒ s² ≥ 0)",
               Term(R) + "² − " + Term(t.dist0_sq), Num(t.s_sq), t.s_sq, Ink::Plot3});
  s.push_back({"s", "s", "√s²", t.kind == RayCircleKind::Graze ? "0 (graze)" : "√" + Num(t.s_sq), Num(t.s),
               t.s, Ink::Plot3});
  s.push_back({"t0_proj", "t0 (2nd method)", "(m − s) / ‖v‖",
               "(" + Num(t.m) + " − " + Num(t.s) + ") / " + Num(t.v_len), Num(t.t0_proj), t.t0_proj,
               Ink::Hit});
  s.push_back({"t1_proj", "t1 (2nd method)", "(m + s) / ‖v‖",
               "(" + Num(t.m) + " + " + Num(t.s) + ") / " + Num(t.v_len), Num(t.t1_proj), t.t1_proj,
               Ink::Hit});
  if (o == O::TooLate) {
    s.push_back({"too_late", "ti in the frame", "ti = min(t0, t1) and ti ∈ [0, 1]",
                 "min(" + Num(t.t0) + ", " + Num(t.t1) + ") = " + Num(t.t0) + " > 1",
                 "no: the ray reaches the circle after this frame", true, Ink::Highlight});
    return Finish(std::move(d), in, t);
  }
  if (o != O::Hit) return Finish(std::move(d), in, t);
  s.push_back({"ti", "ti", "min(t0, t1) and ti ∈ [0, 1]", "min(" + Num(t.t0) + ", " + Num(t.t1) + ")",
               Num(t.ti), t.ti, Ink::Hit});
  s.push_back({"bi", "Bi", "B(ti) = Bs + v ti", Num(bs) + " + " + Num(t.v) + " · " + Term(t.ti), Num(t.bi),
               JsonVec(t.bi), Ink::Hit});

  // Collision response: n̂ from C to Bi, then Lecture 10's reflection (the lecture: "use previous method").
  const Vec2 c_bi = t.bi - c;
  s.push_back({"normal", "n̂", "CBi / ‖CBi‖ = (Bi − C) / ‖Bi − C‖", Num(c_bi) + " / " + Num(Length(c_bi)),
               Num(t.normal), JsonVec(t.normal), Ink::Normal});
  AddReflectionSteps(s, t.response, t.bi, be, t.normal, "n̂", "on the circle", {.arrows = true});
  // Lecture 20's own reflection, which agrees: mirror the way back m⃗ = Bs − Bi.
  s.push_back({"m_back", "m⃗", "Bs − Bi  (Lecture 20's way)", Num(bs) + " − " + Num(t.bi), Num(t.m_vec),
               JsonVec(t.m_vec), Ink::Reflect});
  const bool back_is_zero = LengthSq(t.m_vec) == 0.0;
  s.push_back({"r_alt", "r⃗ (Lecture 20)", "2(m⃗·n̂)n̂ − m⃗",
               back_is_zero
                   ? "Bi = Bs, so m⃗ = 0: its direction −v is mirrored instead"
                   : "2 · " + Term(Dot(t.m_vec, t.normal)) + " · " + Num(t.normal) + " − " + Num(t.m_vec),
               Num(t.r_vec), JsonVec(t.r_vec), Ink::Reflect});
  const bool agree = Length(t.r_hat - t.response.r_hat) <= 1e-9;
  s.push_back({"r_alt_hat", "r̂ (Lecture 20)", "r⃗ / ‖r⃗‖", Num(t.r_vec) + " / " + Num(Length(t.r_vec)),
               Num(t.r_hat) + (agree ? " = r̂ above" : " ≠ r̂ above"), JsonVec(t.r_hat), Ink::Reflect});
  s.push_back(
      {"k", "k", "‖v‖  (the length of the original v)", "‖" + Num(t.v) + "‖", Num(t.k), t.k, Ink::Path});
  s.push_back({"be_alt", "Be' (Lecture 20)", "Bi + k r̂ (1 − ti)",
               Num(t.bi) + " + " + Num(t.k) + " · " + Num(t.r_hat) + " · (1 − " + Num(t.ti) + ")",
               Num(t.be_reflected) +
                   (Length(t.be_reflected - t.response.be_reflected) <= 1e-9 * (1 + Length(t.be_reflected))
                        ? " = Be' above"
                        : " ≠ Be' above"),
               JsonVec(t.be_reflected), Ink::Reflect});
  return Finish(std::move(d), in, t);
}

}  // namespace ricochet::app
