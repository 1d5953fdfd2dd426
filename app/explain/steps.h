// Steps several derivations share, so each formula is written once: Lecture 16's edge and outward normal
// (edge-normal, point-segment, circle-segment) and Lecture 10's reflection (point-segment, circle-segment,
// ray-circle).
#pragma once

#include <string>
#include <vector>

#include "explain/derivation.h"
#include "ricochet/line.h"
#include "ricochet/reflect.h"

namespace ricochet::app {

// Lecture 16's edge and outward normal, one step each:
// e⃗ = P1 − P0 = (x1 − x0, y1 − y0)                                          (key e)
void EdgeStep(Steps& s, const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1);
// R(−90°) = [cos(−90°) −sin(−90°); sin(−90°) cos(−90°)] = [0 1; −1 0]: e⃗ turned clockwise  (key rotation)
void RotationStep(Steps& s, const EdgeNormalTrace& edge);
// n⃗ = (e_y, −e_x); by_rotation: n⃗ = R(−90°) e⃗ = (e_y, −e_x)                 (key n)
void NormalStep(Steps& s, const EdgeNormalTrace& edge, bool by_rotation);
// ‖n⃗‖ = √(n_x² + n_y²)                                                     (key n_len)
void NormalLengthStep(Steps& s, const EdgeNormalTrace& edge);
// n̂ = n⃗ / ‖n⃗‖                                                              (key n_hat)
void UnitNormalStep(Steps& s, const EdgeNormalTrace& edge);
// e⃗, n⃗, with_length: ‖n⃗‖, and n̂ (keys e, n, n_len, n_hat).
void AddEdgeSteps(Steps& s, const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1, bool with_length);

// "100 t² − 140 t + 46.44 = 0": a quadratic in t with its numbers, signs folded ("+ −140" never appears).
math::E QuadraticInT(double a, double b, double c, const Precision& p);

// The lecture's quantities as they appear in formulas, each with its value.
inline math::E Point(const char* markup, Vec2 p) { return math::Q(markup, p); }

// How the reflection's vectors are named: i⃗, s⃗, m⃗, r⃗ with their arrows always (so the radius r and the
// half-chord s never share a name with them); `with_m` writes Lecture 10's m⃗ = i⃗ − s⃗ and r⃗ = m⃗ − s⃗ (key
// m_along); `arrows_in_keys` gives ray-circle's keys i_vec, s_vec, r_vec; `dir` names r⃗ / ‖r⃗‖ ("v̂" in
// Lecture 10: the ball's new direction; "r̂" in Lecture 20).
struct ReflectionNames {
  bool arrows_in_keys = false;
  bool with_m = false;
  const char* dir = "r̂";
};
inline ReflectionNames Lecture10Names() { return {false, true, "v̂"}; }

// The reflection at Bi about the unit normal n̂ (written `n_sym`: "n̂", "n̂_c"): i⃗ = Be − Bi, i⃗·n̂, s⃗ = (i⃗·n̂)n̂,
// [m⃗ = i⃗ − s⃗,] r⃗ = i⃗ − 2(i⃗·n̂)n̂, Be' = Bi + r⃗, r⃗ / ‖r⃗‖ (keys i, i_dot_n, s, [m_along,] r, be_reflected,
// reflected_dir). `ends` finishes "r⃗ = 0: the frame ends …" for a frame that ends at Bi.
void AddReflectionSteps(Steps& s, const Reflection& rf, Vec2 bi, Vec2 be, Vec2 n, const char* n_sym,
                        const char* ends, const ReflectionNames& names = {});

}  // namespace ricochet::app
