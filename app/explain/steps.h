// Steps several derivations share, so each formula is written once: Lecture 16's edge and outward normal
// (edge-normal, point-segment, circle-segment) and Lecture 10's reflection (point-segment, circle-segment).
#pragma once

#include <string>
#include <vector>

#include "draw/format.h"
#include "explain/derivation.h"
#include "ricochet/line.h"
#include "ricochet/reflect.h"

namespace ricochet::app {

// Lecture 16's edge and outward normal, one step each:
// e = P1 − P0 = (x1 − x0, y1 − y0)                                         (key e)
Step EdgeStep(const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1, Precision p = {});
// R(−90°) = [cos(−90°) −sin(−90°); sin(−90°) cos(−90°)] = [0 1; −1 0]: e rotated clockwise  (key rotation)
Step RotationStep(const EdgeNormalTrace& edge);
// n = (e_y, −e_x); by_rotation: written as R(−90°) e = (e_y, −e_x)        (key n)
Step NormalStep(const EdgeNormalTrace& edge, bool by_rotation, Precision p = {});
// ‖n‖ = √(n_x² + n_y²)                                                     (key n_len)
Step NormalLengthStep(const EdgeNormalTrace& edge, Precision p = {});
// n̂ = n / ‖n‖                                                              (key n_hat)
Step UnitNormalStep(const EdgeNormalTrace& edge, Precision p = {});

// e = P1 − P0, n = (e_y, −e_x), with_length: ‖n‖ = √(n_x² + n_y²), and n̂ = n / ‖n‖ (keys e, n, n_len, n_hat).
// `p`: how the numbers print (draw/format.h; InputPrecision of the scene keeps rounding noise out).
void AddEdgeSteps(std::vector<Step>& s, const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1, bool with_length,
                  Precision p = {});

// "100 t² − 140 t + 46.44 = 0": a quadratic in t with its numbers, signs folded ("+ -140" never appears).
std::string QuadraticInT(double a, double b, double c);

// How the reflection's vectors are named. The wall lessons write i, s, r (keys i, s, r). Where s is already a
// scalar and r a radius (ray-circle: the projection's s, the pillar's r), `arrows` writes i⃗, s⃗, r⃗ with keys
// i_vec, s_vec, r_vec, so the radius r and the reflection vector r⃗ never share a name.
struct ReflectionNames {
  bool arrows = false;
  bool with_m = false;  // Lecture 10's m = i − s and r = m − s (key m_along)
  const char* r = "r";  // the reflected vector without `arrows`: "r⃗" beside a ball's radius r (keys kept)
  const char* dir = "r̂";  // r / ‖r‖: "v̂" in Lecture 10 (the ball's new direction)
};

// Lecture 10's names, as the wall lessons show them: m = i − s, r = m − s, and v̂ = r / ‖r‖.
inline ReflectionNames Lecture10Names(const char* r_sym) { return {false, true, r_sym, "v̂"}; }

// The reflection at Bi about the unit normal `n`, named `n_sym` ("n̂" for the wall's, "n̂c" for a contact's):
// i = Be − Bi, i·n, s = (i·n) n, [m = i − s,] r = i − 2(i·n)n (= m − s), Be' = Bi + r, r / ‖r‖ (keys i,
// i_dot_n, s, [m_along,] r, be_reflected, reflected_dir). `ends` finishes "r = 0: the frame ends …" for a
// frame that ends at Bi.
void AddReflectionSteps(std::vector<Step>& s, const Reflection& rf, Vec2 bi, Vec2 be, Vec2 n,
                        const std::string& n_sym, const char* ends, const ReflectionNames& names = {});

}  // namespace ricochet::app
