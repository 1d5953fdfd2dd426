// Lecture 17: elastic collision of two balls, 1D with masses and 2D by normal/parallel split.
#pragma once

#include "ricochet/vec2.h"

namespace ricochet {

enum class ElasticOutcome { Collide, NotApproaching, BadMass };

struct Elastic1DTrace {
  double m1, m2, v1, v2;   // ball 1 on the left
  double closing;          // v1 − v2; approaching iff > 0
  bool approaching;
  bool check_approaching = true;  // false: the lecture's "move nowhere" version without the test
  double v1_after;         // V1' = (V1(m1 − m2) + 2 m2 V2) / (m1 + m2), or V1 when not approaching
  double v2_after;         // V2' = (V2(m2 − m1) + 2 m1 V1) / (m1 + m2)
  double momentum_before, momentum_after;  // m1 V1 + m2 V2
  double energy_before, energy_after;      // m1 V1²/2 + m2 V2²/2
  ElasticOutcome outcome = ElasticOutcome::Collide;
};

Elastic1DTrace Elastic1D(double m1, double m2, double v1, double v2, bool check_approaching = true);

enum class Elastic2DOutcome { Collide, NotApproaching, CoincidentCentres, BadMass };

struct Elastic2DTrace {
  Vec2 p1, p2, v1, v2;
  double m1, m2;
  Vec2 n;            // N = (P2 − P1) / ‖P2 − P1‖
  double n_dot_v1;   // N·V1
  double n_dot_v2;   // N·V2
  Vec2 v1n, v2n;     // V1N = (N·V1) N, V2N
  Vec2 v1_par, v2_par;  // V1∥ = V1 − V1N, V2∥
  bool approaching;  // N·V1 − N·V2 > 0
  Elastic1DTrace normal_1d;  // the 1D formulas on the normal speeds
  Vec2 v1n_after, v2n_after;
  Vec2 v1_after, v2_after;   // V1' = V1'N + V1∥
  double momentum_before_x, momentum_before_y, momentum_after_x, momentum_after_y;
  double energy_before, energy_after;
  Elastic2DOutcome outcome = Elastic2DOutcome::Collide;
};

Elastic2DTrace Elastic2D(Vec2 p1, Vec2 p2, Vec2 v1, Vec2 v2, double m1 = 1.0, double m2 = 1.0);

}  // namespace ricochet
