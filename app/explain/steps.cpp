#include "explain/steps.h"

#include <cmath>

#include "draw/format.h"

namespace ricochet::app {

using namespace math;  // NOLINT: the steps read as the lecture writes them

void EdgeStep(Steps& s, const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1) {
  s.Compute("e", Chain({Sym("e⃗"), Q("P_1", p1) - Q("P_0", p0)}, {Rel::Eq}),
            Tuple({Q("x_1", p1.x) - Q("x_0", p0.x), Q("y_1", p1.y) - Q("y_0", p0.y)}), edge.e, Ink::Edge);
}

void RotationStep(Steps& s, const EdgeNormalTrace& edge) {
  const E theta = Deg(-90);
  s.Compute(
       "rotation", Call("R", {theta}),
       Matrix(2, {Call("cos", {theta}), -Call("sin", {theta}), Call("sin", {theta}), Call("cos", {theta})}),
       Value::Mat(edge.rot_cos, -edge.rot_sin, edge.rot_sin, edge.rot_cos), Ink::Normal)
      .Note(Prose("e⃗ turned through −90°: clockwise"));
}

void NormalStep(Steps& s, const EdgeNormalTrace& edge, bool by_rotation) {
  const E rhs = Tuple({Q("e_y", edge.e.y), -Q("e_x", edge.e.x)});
  const E lhs = by_rotation ? Chain({Sym("n⃗"), Call("R", {Deg(-90)}) * Sym("e⃗")}, {Rel::Eq}) : Sym("n⃗");
  s.Compute("n", lhs, rhs, edge.n, Ink::Normal);
}

void NormalLengthStep(Steps& s, const EdgeNormalTrace& edge) {
  s.Compute("n_len", Norm(Sym("n⃗")), Sqrt(Sq(Q("n_x", edge.n.x)) + Sq(Q("n_y", edge.n.y))), edge.n_len,
            Ink::Normal);
}

void UnitNormalStep(Steps& s, const EdgeNormalTrace& edge) {
  s.Compute("n_hat", Sym("n̂"), Frac(Q("n⃗", edge.n), Q(Norm(Sym("n⃗")), edge.n_len)), edge.n_hat, Ink::Normal);
}

void AddEdgeSteps(Steps& s, const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1, bool with_length) {
  EdgeStep(s, edge, p0, p1);
  NormalStep(s, edge, false);
  if (with_length) NormalLengthStep(s, edge);
  UnitNormalStep(s, edge);
}

E QuadraticInT(double a, double b, double c, const Precision& p) {
  E sum = Lit(a, p) * Sq(Sym("t"));
  const auto term = [&](double k, E var) {
    if (Num(k, p) == "0") return;
    E mag = var ? Lit(std::fabs(k), p) * var : Lit(std::fabs(k), p);
    sum = k < 0 ? sum - mag : sum + mag;
  };
  term(b, Sym("t"));
  term(c, E());
  return Eq(sum, 0);
}

void AddReflectionSteps(Steps& s, const Reflection& rf, Vec2 bi, Vec2 be, Vec2 n, const char* n_sym,
                        const char* ends, const ReflectionNames& names) {
  const std::string key = names.arrows_in_keys ? "_vec" : "";
  const std::string nm(n_sym);
  const E nh = Q(nm, n), i = Q("i⃗", rf.i), in = Q("i⃗·" + nm, rf.i_dot_n), sv = Q("s⃗", rf.s);
  s.Compute("i" + key, Sym("i⃗"), Q("B_e", be) - Q("B_i", bi), rf.i, Ink::End);
  s.Compute("i_dot_n", Sym("i⃗·" + nm), Dot(i, nh), rf.i_dot_n, Ink::Normal);
  s.Compute("s" + key, Sym("s⃗"), in * nh, rf.s, Ink::Normal).Note(Prose("the part of i⃗ along n̂"));
  const E twice = i - E(2) * in * nh;  // i⃗ − 2(i⃗·n̂)n̂
  if (names.with_m) {
    s.Compute("m_along", Sym("m⃗"), i - sv, rf.m, Ink::Path).Note(Prose("the part of i⃗ along the wall"));
    // The lecture's chain: r⃗ = m⃗ − s⃗ ⇒ r⃗ = i⃗ − 2s⃗ ⇒ r⃗ = i⃗ − 2(i⃗·n̂)n̂.
    s.Compute("r" + key,
              Chain({Sym("r⃗"), Sym("m⃗") - Sym("s⃗"), Sym("i⃗") - E(2) * Sym("s⃗")}, {Rel::Eq, Rel::Eq}), twice,
              rf.r, Ink::Reflect);
  } else {
    s.Compute("r" + key, Sym("r⃗"), twice, rf.r, Ink::Reflect);
  }
  s.Compute("be_reflected", Sym("B_e'"), Q("B_i", bi) + Q("r⃗", rf.r), rf.be_reflected, Ink::Reflect);
  if (rf.r == Vec2{}) {
    // Nothing of the frame's motion is left past Bi: r⃗ = 0 has no direction.
    s.Test("reflected_dir", names.dir, Eq(Norm(Q("r⃗", rf.r)), 0), true,
           std::string("the frame ends ") + ends + ": no motion is left to reflect, so " + names.dir +
               " is not defined",
           Ink::Reflect)
        .Json(JsonVec(rf.r_hat));
    return;
  }
  s.Compute("reflected_dir", Sym(names.dir), Frac(Q("r⃗", rf.r), Q(Norm(Sym("r⃗")), Length(rf.r))), rf.r_hat,
            Ink::Reflect);
}

}  // namespace ricochet::app
