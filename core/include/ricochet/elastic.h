// Lecture 17: elastic collision of two balls (no roll, no friction, no energy loss).
// 1D with masses, and 2D by splitting each velocity into its part along N and its parallel part.
#pragma once

#include "ricochet/vec2.h"

namespace ricochet {

enum class ElasticOutcome {
  Collide,         // the 1D formulas were applied
  NotApproaching,  // v1 − v2 ≤ 0: the balls already separate, velocities unchanged (the lecture's fix)
  BadMass,         // m1 or m2 not positive and finite: no collision computed, velocities unchanged
  NonFinite,       // a velocity is NaN or ∞: no collision computed
};

struct Elastic1DTrace {
  double m1 = 0, m2 = 0, v1 = 0, v2 = 0;  // ball 1 on the left; a negative speed moves right to left
  double momentum_before = 0;             // m1 V1 + m2 V2 (impulse conservation: = m1 V1' + m2 V2')
  double energy_before = 0;  // m1 V1²/2 + m2 V2²/2 (energy conservation: = m1 V1'²/2 + m2 V2'²/2)
  double v1_formula = 0;     // V1' = (V1(m1 − m2) + 2 m2 V2) / (m1 + m2): the two laws solved
  double v2_formula = 0;     // V2' = (V2(m2 − m1) + 2 m1 V1) / (m1 + m2); same mass: V1' = V2, V2' = V1
  double momentum_after = 0, energy_after = 0;  // the laws' right-hand sides with V1', V2' (= p, E)
  // Still overlapping a frame later, the formulas once more on V1', V2' give V1, V2 back: without the
  // approaching test the balls turn to and fro and "move nowhere".
  double v1_next = 0, v2_next = 0;
  double closing = 0;  // V1 − V2; approaching iff > 0 (the lecture's better solution)
  bool approaching = false;
  bool check_approaching =
      true;             // false: the lecture's first version, which "moves nowhere" when overlapping
  double v1_after = 0;  // the applied V1': v1_formula, or V1 when the test says "not approaching"
  double v2_after = 0;  // the applied V2': v2_formula, or V2
  ElasticOutcome outcome = ElasticOutcome::Collide;
};

// With check_approaching = false the formulas are applied whatever the sign of v1 − v2.
Elastic1DTrace Elastic1D(double m1, double m2, double v1, double v2, bool check_approaching = true);

// True when m is a usable mass: positive and finite.
inline bool ValidMass(double m) { return m > 0.0 && std::isfinite(m); }

enum class Elastic2DOutcome {
  Collide,
  NotApproaching,     // N·V1 − N·V2 ≤ 0: velocities unchanged
  CoincidentCentres,  // P1 = P2: N is undefined, velocities unchanged
  BadMass,            // m1 or m2 not positive and finite
  NonFinite,          // a position or velocity is NaN or ∞
};

struct Elastic2DTrace {
  Vec2 p1, p2, v1, v2;
  double m1 = 1, m2 = 1;
  double dist = 0;                       // ‖P2 − P1‖
  Vec2 n;                                // N = (P2 − P1) / ‖P2 − P1‖
  double n_dot_v1 = 0;                   // N·V1
  double n_dot_v2 = 0;                   // N·V2
  Vec2 v1n, v2n;                         // V1N = (N·V1) N, V2N = (N·V2) N
  Vec2 v1_par, v2_par;                   // V1∥ = V1 − V1N, V2∥ = V2 − V2N
  bool approaching = false;              // N·V1 − N·V2 > 0
  Elastic1DTrace normal_1d;              // the 1D formulas on the normal speeds N·V1, N·V2
  Vec2 v1n_after, v2n_after;             // V1'N = V1'·N (same mass: (N·V2) N), V2'N
  Vec2 v1_after, v2_after;               // V1' = V1'N + V1∥, V2' = V2'N + V2∥
  Vec2 momentum_before, momentum_after;  // m1 V1 + m2 V2
  double energy_before = 0, energy_after = 0;
  Elastic2DOutcome outcome = Elastic2DOutcome::Collide;
};

Elastic2DTrace Elastic2D(Vec2 p1, Vec2 p2, Vec2 v1, Vec2 v2, double m1 = 1.0, double m2 = 1.0);

}  // namespace ricochet
