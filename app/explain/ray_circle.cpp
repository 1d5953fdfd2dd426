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
  const Precision p = InputPrecision(InputScale({in.bs, in.be, in.c}, {t.radius}));
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
  const std::string r2 = r_sym + "² = " + Num(t.radius * t.radius, p);
  switch (t.outcome) {
    case RayCircleOutcome::StartsInside:
      d.verdict = "No collision: Bs starts inside the circle — c = " + Num(t.c, p) + " < 0 (‖BsC‖² < " +
                  r_sym + "²). The lecture's test does not collide a ray that starts inside.";
      break;
    case RayCircleOutcome::Behind:
      d.verdict = "No collision: the circle is behind the ray's origin — m = " + Num(t.m, p) +
                  " < 0 and Bs is outside (c = " + Num(t.c, p) + " ≥ 0): the ball moves away from it.";
      break;
    case RayCircleOutcome::Miss:
      d.verdict = "No collision: the ray will miss the circle — dist0² = " + Num(t.dist0_sq, p) + " > " + r2 +
                  " (b² − 4ac = " + Num(t.discriminant, p) + " < 0).";
      break;
    case RayCircleOutcome::TooLate:
      d.verdict =
          "No collision this frame: the ray reaches the circle too late — t0 = " + Num(t.t0, p) + " > 1.";
      break;
    case RayCircleOutcome::ZeroMotion:
    case RayCircleOutcome::NonFinite: break;  // answered with no steps
    case RayCircleOutcome::ZeroRadius: d.verdict = "No collision: there is no pillar to hit."; break;
    case RayCircleOutcome::Hit:
      d.verdict = (t.kind == RayCircleKind::Graze
                       ? "Graze: the ray touches the circle at one point — b² − 4ac = 0, ti = −b/2a = "
                       : "Hit: the ray enters the circle at ti = min(t0, t1) = ") +
                  Num(t.ti, p) + " ∈ [0, 1], at Bi = " + Num(t.bi, p) +
                  "; it bounces off to Be' = " + Num(t.response.be_reflected, p) + ".";
      break;
  }
  return d;
}

}  // namespace

namespace {
constexpr SceneField kRayCircleFields[] = {
    {"bs", FieldKind::Point, true, &domain::kCoordinate, "B_s", "length",
     "the pinball at the start of the frame"},
    {"be", FieldKind::Point, true, &domain::kCoordinate, "B_e", "length",
     "the pinball at the end of the frame: v = Be − Bs"},
    {"c", FieldKind::Point, true, &domain::kCoordinate, "C", "length", "the pillar's centre"},
    {"r", FieldKind::Number, true, &domain::kLength, "r_c", "length", "the pillar's radius"},
    {"rs", FieldKind::Number, false, &domain::kLengthOrZero, "r_s", "length",
     "the pinball's radius: the pillar grows to R = r_c + r_s (absent or 0: a point)"},
};
}  // namespace

std::span<const SceneField> RayCircleFields() { return kRayCircleFields; }

RayCircleInputs ReadRayCircle(const json& scene, const std::string& file) {
  OnlyKnownFields(scene, RayCircleFields(), file);
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

void RayCircleTopic::Refuse(const Inputs& in, const Trace&, const std::string& file) {
  if (in.bs == in.be)
    throw SceneError(file, "be", "equals bs: the ball does not move, so there is no ray to test");
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
  using O = RayCircleOutcome;
  using namespace math;  // NOLINT: the steps read as the lecture writes them
  const O o = t.outcome;
  Steps s(d.steps, InputPrecision(InputScale({bs, be, c}, {R})));
  const Precision& p = s.precision();
  // The lecture's pillar radius is r; a pinball grows it to R = r_c + r_s (its last slide), and every formula
  // then reads R.
  const char* r_sym = rs ? "R" : "r";
  const E Rq = Q(r_sym, R), Bs = Point("B_s", bs), C = Point("C", c), v = Q("v⃗", t.v),
          BsC = Q("B_sC⃗", t.bs_c);
  const E a = Q("a", t.a), b = Q("b", t.b), cq = Q("c", t.c), disc = Q("b² − 4ac", t.discriminant);

  // The pinball modelled as a ray: B(t) = Bs + v⃗ t, t ∈ [0, 1].
  s.Compute("v", Sym("v⃗"), Point("B_e", be) - Bs, t.v, Ink::Path)
      .Note(Prose("the ray B(t) = B_s + v⃗ t, t ∈ [0, 1]"));
  s.Compute("bs_c", Sym("B_sC⃗"), C - Bs, t.bs_c, Ink::Pillar);
  if (rs) {
    s.Compute("radius", Sym("R"), Q("r_c", r) + Q("r_s", *rs), R, Ink::Pillar)
        .Note(Prose("the pinball's centre against a pillar grown by its radius"));
  }
  // Ray-circle intersection (1/6): P on the circle, (C − P)·(C − P) = r², with P replaced by B(t).
  const E Bt = Call("B", {Sym("t")});
  s.Equation("substitute", "B(t) in the circle's equation",
             Chain({Eq(Dot(Paren(Sym("C") - Bt), Paren(Sym("C") - Bt)), Sq(Sym(r_sym))),
                    Eq(Sq(Sym("t")) * Paren(Dot(v, v)) - E(2) * Sym("t") * Paren(Dot(BsC, v)) +
                           Dot(BsC, BsC) - Sq(Rq),
                       0)},
                   {Rel::Implies}),
             QuadraticInT(t.a, t.b, t.c, p), Ink::Plot1)
      .Json(Text(QuadraticInT(t.a, t.b, t.c, p)));
  // (2/6): a t² + b t + c = 0.
  s.Compute("a", Sym("a"), Dot(v, v), t.a, Ink::Plot1);
  s.Compute("b", Sym("b"), E(-2) * Paren(Dot(BsC, v)), t.b, Ink::Plot1);
  s.Compute("c", Sym("c"), Dot(BsC, BsC) - Sq(Rq), t.c, Ink::Plot1);
  // (3/6 – 6/6): t = (−b ± √(b² − 4ac)) / 2a and the discriminant's three cases. A graze is b² − 4ac = 0 up
  // to the rounding of its terms: that tolerance is the discriminant's zero.
  Precision dp = p;
  dp.zero = std::max(p.zero, t.graze_tol);
  s.Compute("discriminant", Sym("b² − 4ac"), Sq(b) - E(4) * a * cq, t.discriminant, Ink::Highlight)
      .At(dp)
      .Note(Prose("the discriminant of t = (−b ± √(b² − 4ac)) / 2a"));
  const int kind = t.kind == RayCircleKind::Miss ? 0 : t.kind == RayCircleKind::Graze ? 1 : 2;
  // The lecture's "> 0: ray intersects circle at Bi0 and Bi1" holds for the ray only where both roots are
  // ahead of Bs; the line of motion meets the circle twice in any case.
  std::string twice = "the line of motion meets the circle twice, at Bi0 and Bi1";
  if (t.kind == RayCircleKind::Hit) {
    twice = t.t0 >= 0  ? "the ray intersects the circle at Bi0 and Bi1"
            : t.t1 < 0 ? "the line of motion meets the circle twice, both behind Bs (t0, t1 < 0)"
                       : "the line of motion meets the circle twice; Bs is inside it (t0 < 0 < t1)";
  }
  const E D = Sym("b² − 4ac");
  s.Cases(
       "kind", "ray vs circle", D, disc, t.discriminant,
       {{Lt(D, 0), "the ray misses the circle"}, {Eq(D, 0), "the ray grazes the circle"}, {Gt(D, 0), twice}},
       kind, Ink::Highlight)
      .At(dp)
      .Json(KindName(t.kind));
  if (t.kind == RayCircleKind::Graze) {
    s.Compute("t0", Chain({Sym("t_0"), Sym("t_1")}, {Rel::Eq}), Frac(-b, E(2) * a), t.t0, Ink::Hit);
  } else if (t.kind == RayCircleKind::Hit) {
    const E root = Sqrt(Q("b² − 4ac", std::max(t.discriminant, 0.0)));
    s.Compute("t0", Sym("t_0"), Frac(-b - root, E(2) * a), t.t0, Ink::Hit);
    s.Compute("t1", Sym("t_1"), Frac(-b + root, E(2) * a), t.t1, Ink::Hit);
  }

  // Test for non-collision: project B_sC⃗ onto v̂. Each test is shown until the one that decides.
  s.Compute("v_len", Norm(Sym("v⃗")), Sqrt(Dot(v, v)), t.v_len, Ink::Path);
  const E vl = Q(Norm(Sym("v⃗")), t.v_len), m = Q("m", t.m);
  s.Compute("m", Sym("m"), Frac(Dot(BsC, v), vl), t.m, Ink::Plot2)
      .Note(Prose("B_sC⃗ projected onto v̂: how far along the ray C lies"));
  const bool outside = !t.starts_inside;
  s.Test("bs_outside", "B_s outside the circle?", Ge(cq, 0), outside,
         outside ? "B_s is outside"
                 : "B_s starts inside: the lecture's test does not collide a ray that starts inside",
         outside ? Ink::Muted : Ink::Highlight)
      .Note(Prose("c = ‖B_sC⃗‖² − " + std::string(r_sym) + "²"));
  if (o == O::StartsInside) return Finish(std::move(d), in, t);
  s.Test("behind", "test 1: circle behind the ray's origin?", And({Lt(m, 0), Ge(cq, 0)}), t.behind,
         t.behind ? "the circle is behind B_s: moving away, no collision" : "the circle is not behind",
         t.behind ? Ink::Highlight : Ink::Muted)
      .Note(Prose("m < 0 and B_s outside the circle"));
  if (o == O::Behind) return Finish(std::move(d), in, t);
  s.Compute("dist0_sq", Sym("dist_0²"), Sq(Q(Norm(Sym("B_sC⃗")), std::sqrt(t.bs_c_len_sq))) - Sq(m),
            t.dist0_sq, Ink::Plot3)
      .Note(Prose("the squared distance from C to the line of motion"));
  const bool misses = o == O::Miss;
  const E dist = Q("dist_0²", t.dist0_sq);
  s.Test("misses", "test 2: the ray misses the circle?", Gt(dist, Sq(Rq)), misses,
         misses ? "the ray misses the circle: no collision" : "the line of motion meets the circle",
         misses ? Ink::Highlight : Ink::Muted)
      .At(dp);
  if (misses) return Finish(std::move(d), in, t);

  // … Otherwise compute ti. The quadratic gave t0, t1 above; the second method uses m and s.
  s.Compute("s_sq", Sym("s²"), Sq(Rq) - dist, t.s_sq, Ink::Plot3).At(dp);
  s.Compute("s", Sym("s"), Sqrt(Q("s²", t.s_sq)), t.s, Ink::Plot3).At(dp).Note(Prose("half the chord"));
  const E sq = Q("s", t.s);
  s.Compute("t0_proj", Sym("t_0"), Frac(m - sq, vl), t.t0_proj, Ink::Hit).Note(Prose("the second method"));
  s.Compute("t1_proj", Sym("t_1"), Frac(m + sq, vl), t.t1_proj, Ink::Hit).Note(Prose("the second method"));
  if (o == O::TooLate) {
    s.Test("too_late", "t_i in the frame?", In(Q("t_i", t.t0), Interval(0, 1)), false,
           "t_i = min(t₀, t₁) > 1: the ray reaches the circle after this frame", Ink::Highlight)
        .Json(true);
    return Finish(std::move(d), in, t);
  }
  if (o != O::Hit) return Finish(std::move(d), in, t);
  s.Compute("ti", Sym("t_i"), Call("min", {Q("t_0", t.t0), Q("t_1", t.t1)}), t.ti, Ink::Hit)
      .Note(Prose("and t_i ∈ [0, 1]"));
  s.Compute("bi", Sym("B_i"), Bs + v * Q("t_i", t.ti), t.bi, Ink::Hit);

  // Collision response: n̂ from C to Bi, then Lecture 10's reflection (the lecture: "use previous method").
  const Vec2 c_bi = t.bi - c;
  s.Compute("normal", Sym("n̂"), Frac(Point("B_i", t.bi) - C, Q(Norm(Sym("B_i") - Sym("C")), Length(c_bi))),
            t.normal, Ink::Normal);
  AddReflectionSteps(s, t.response, t.bi, be, t.normal, "n̂", "on the circle", {true, false, "r̂"});
  // Lecture 20's own reflection, which agrees: mirror the way back m⃗ = Bs − Bi.
  // Lecture 20 names its own reflection r⃗ too: tagged, as it is not Lecture 10's r⃗ (its length is ‖m⃗‖).
  const auto l20 = [](const char* sym) { return Row({Sym(sym), Word(" (Lecture 20)")}); };
  s.Compute("m_back", l20("m⃗"), Bs - Point("B_i", t.bi), t.m_vec, Ink::Reflect)
      .Note(Prose("Lecture 20's reflection: mirror the way back"));
  const bool back_is_zero = LengthSq(t.m_vec) == 0.0;
  const E mv = Q("m⃗", t.m_vec), nh = Q("n̂", t.normal);
  if (back_is_zero) {
    s.Compute("r_alt", l20("r⃗"), E(-2) * Paren(Dot(v, nh)) * nh + v, t.r_vec, Ink::Reflect)
        .Note(Prose("B_i = B_s, so m⃗ = 0: its direction −v⃗ is mirrored instead"));
  } else {
    s.Compute("r_alt", l20("r⃗"), E(2) * Paren(Dot(mv, nh)) * nh - mv, t.r_vec, Ink::Reflect);
  }
  s.Compute("r_alt_hat", l20("r̂"), Frac(Q("r⃗", t.r_vec), Q(Norm(Sym("r⃗")), Length(t.r_vec))), t.r_hat,
            Ink::Reflect)
      .Note(Prose(Length(t.r_hat - t.response.r_hat) <= 1e-9 ? "the same r̂ as above" : "not the r̂ above"));
  s.Compute("k", Sym("k"), vl, t.k, Ink::Path).Note(Prose("the length of the original v⃗"));
  const bool same_end =
      Length(t.be_reflected - t.response.be_reflected) <= 1e-9 * (1 + Length(t.be_reflected));
  s.Compute("be_alt", l20("B_e'"),
            Point("B_i", t.bi) + Q("k", t.k) * Q("r̂", t.r_hat) * Paren(E(1) - Q("t_i", t.ti)), t.be_reflected,
            Ink::Reflect)
      .Note(Prose(same_end ? "the same B_e' as above" : "not the B_e' above"));
  return Finish(std::move(d), in, t);
}

}  // namespace ricochet::app
