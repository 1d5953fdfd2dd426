// Lecture 16: edge vector, outward normal, point-normal line equation, boundary condition.
#pragma once

#include "ricochet/vec2.h"

namespace ricochet {

// e = P1 − P0
constexpr Vec2 EdgeVector(Vec2 p0, Vec2 p1) { return p1 - p0; }
// n = (e_y, −e_x): e rotated through −90° about z, pointing to the right-hand (outside) half-plane
constexpr Vec2 OutwardNormal(Vec2 e) { return {e.y, -e.x}; }
// BC = n̂·(P − P0): > 0 outside, < 0 inside, 0 on the line
constexpr double BoundaryCondition(Vec2 n_hat, Vec2 p0, Vec2 p) { return Dot(n_hat, p - p0); }

enum class Side { Outside, Inside, On };
// |BC| ≤ tol counts as on the line; tol is relative to the scale of the figure (see line.cpp).
Side Classify(double bc, double scale);

enum class EdgeNormalOutcome { Ok, ZeroLengthEdge };

struct EdgeNormalTrace {
  Vec2 p0, p1;
  Vec2 e;            // e = P1 − P0
  Vec2 n;            // n = (e_y, −e_x)
  double n_len = 0;  // ‖n‖ = ‖e‖
  Vec2 n_hat;        // n̂ = n / ‖n‖
  double d = 0;      // d = n̂·P0: orthogonal distance from the origin to the line (signed)
  bool has_p = false;
  Vec2 p;              // the classified point P
  double n_dot_p = 0;  // n̂·P
  double bc = 0;       // BC = n̂·(P − P0) = n̂·P − d
  Side side = Side::On;
  EdgeNormalOutcome outcome = EdgeNormalOutcome::Ok;
};

EdgeNormalTrace EdgeNormal(Vec2 p0, Vec2 p1);
EdgeNormalTrace EdgeNormal(Vec2 p0, Vec2 p1, Vec2 p);

}  // namespace ricochet
