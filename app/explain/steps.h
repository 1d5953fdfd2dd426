// Steps several derivations share, so each formula is written once: Lecture 16's edge and outward normal
// (edge-normal, point-segment, circle-segment) and Lecture 10's reflection (point-segment, circle-segment).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "explain/derivation.h"
#include "ricochet/line.h"
#include "ricochet/reflect.h"

namespace ricochet::app {

// Lecture 16's edge and outward normal, one step each:
// e = P1 − P0 = (x1 − x0, y1 − y0)                                         (key e)
Step EdgeStep(const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1);
// R(−90°) = [cos(−90°) −sin(−90°); sin(−90°) cos(−90°)] = [0 1; −1 0]: e rotated clockwise  (key rotation)
Step RotationStep(const EdgeNormalTrace& edge);
// n = (e_y, −e_x); by_rotation: written as R(−90°) e = (e_y, −e_x)        (key n)
Step NormalStep(const EdgeNormalTrace& edge, bool by_rotation);
// ‖n‖ = √(n_x² + n_y²)                                                     (key n_len)
Step NormalLengthStep(const EdgeNormalTrace& edge);
// n̂ = n / ‖n‖                                                              (key n_hat)
Step UnitNormalStep(const EdgeNormalTrace& edge);

// e = P1 − P0, n = (e_y, −e_x), with_length: ‖n‖ = √(n_x² + n_y²), and n̂ = n / ‖n‖ (keys e, n, n_len, n_hat).
void AddEdgeSteps(std::vector<Step>& s, const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1, bool with_length);

// How a derivation names the parts of Lecture 10's reflection.
struct ReflectionNames {
  std::string n = "n̂";    // the unit normal: "n̂" for the wall's, "n̂c" for a contact's
  bool with_m = false;    // the lecture's m = i − s and r = m − s (key m_along)
  std::string r = "r";    // the reflected vector: "r⃗" where r is also a radius
  std::string dir = "r̂";  // its direction r / ‖r‖: "v̂" in Lecture 10 (the new direction of motion)
};

// Lecture 10's own names, as the wall lessons show them: r = m − s, and v̂ = r / ‖r‖ (the new direction).
inline ReflectionNames Lecture10Names(std::string n_sym, std::string r_sym) {
  return {std::move(n_sym), true, std::move(r_sym), "v̂"};
}

// The reflection at Bi about the unit normal `n`: i = Be − Bi, i·n, s = (i·n) n, [m = i − s,] r = i − 2(i·n)n
// (= m − s), Be' = Bi + r, r / ‖r‖ (keys i, i_dot_n, s, [m_along,] r, be_reflected, reflected_dir). `ends`
// finishes "r = 0: the frame ends …" for a frame that ends at Bi.
void AddReflectionSteps(std::vector<Step>& s, const Reflection& rf, Vec2 bi, Vec2 be, Vec2 n,
                        const ReflectionNames& names, const char* ends);
// The same with the normal named `n_sym` and the other names as ReflectionNames' defaults.
void AddReflectionSteps(std::vector<Step>& s, const Reflection& rf, Vec2 bi, Vec2 be, Vec2 n,
                        const std::string& n_sym, const char* ends);

}  // namespace ricochet::app
