// Steps several derivations share, so each formula is written once: Lecture 16's edge and outward normal
// (edge-normal, point-segment, circle-segment) and Lecture 10's reflection (point-segment, circle-segment).
#pragma once

#include <string>
#include <vector>

#include "explain/derivation.h"
#include "ricochet/line.h"
#include "ricochet/reflect.h"

namespace ricochet::app {

// e = P1 − P0, n = (e_y, −e_x), with_length: ‖n‖ = √(n_x² + n_y²), and n̂ = n / ‖n‖ (keys e, n, n_len, n_hat).
void AddEdgeSteps(std::vector<Step>& s, const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1, bool with_length);

// The reflection at Bi about the unit normal `n`, named `n_sym` ("n̂" for the wall's, "n̂c" for a contact's):
// i = Be − Bi, i·n, s = (i·n) n, r = i − 2(i·n)n, Be' = Bi + r, r̂ (keys i, i_dot_n, s, r, be_reflected,
// reflected_dir). `ends` finishes "r = 0: the frame ends …" for a frame that ends at Bi.
void AddReflectionSteps(std::vector<Step>& s, const Reflection& rf, Vec2 bi, Vec2 be, Vec2 n,
                        const std::string& n_sym, const char* ends);

}  // namespace ricochet::app
