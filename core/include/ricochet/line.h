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

// The lecture's rotation of e through −90° about z: n = [cos(−90°) −sin(−90°); sin(−90°) cos(−90°)] e.
// cos(−90°) = 0 and sin(−90°) = −1 exactly (std::cos(−π/2) would give 6e-17).
inline constexpr double kCosMinus90 = 0.0, kSinMinus90 = -1.0;

struct EdgeNormalTrace {
  Vec2 p0, p1;
  Vec2 e;                        // e = P1 − P0 = (x1 − x0, y1 − y0)
  double rot_cos = kCosMinus90;  // cos(−90°)
  double rot_sin = kSinMinus90;  // sin(−90°)
  Vec2 n;               // n = R(−90°) e = (cos·e_x − sin·e_y, sin·e_x + cos·e_y) = (e_y, −e_x)
  double n_dot_p0 = 0;  // n·P0: the point-normal line n·(P − P0) = 0 ⇒ n·P − n·P0 = 0
  double n_len = 0;     // ‖n‖ = ‖e‖
  Vec2 n_hat;           // n̂ = n / ‖n‖
  double d = 0;         // d = n̂·P0: orthogonal distance from the origin to the line (signed)
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
