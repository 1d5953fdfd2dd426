/* ricochet_check.h: the lecture's collision functions, for your own implementation.
 *
 * Implement any of the functions below in C or C++ (one or more files), then
 *
 *     ricochet check student.c [more.c ...]
 *
 * compiles them into a shared library, runs every function you implemented (the others are skipped) in a
 * separate process, and compares it with Ricochet's own lessons on the lecture's cases, on every edge case
 * its lessons distinguish, on seeded random cases and on properties that need no reference answer. For each
 * function that fails it prints the smallest failing case it can find (small, round numbers you can work by
 * hand), what it expected and what your code gave. `ricochet check --header` prints this file; the guide is
 * docs/check.md.
 *
 * Conventions (the lectures'): world y points up; a directed wall P0 -> P1 has its outside on its right;
 * e = P1 - P0, n = (e_y, -e_x), n^ = n / |n|; a ball moves B(t) = Bs + v t within one frame, t in [0, 1],
 * v = Be - Bs. The int functions return 1 when the lecture's algorithm reports a collision in this frame and
 * then fill every output; they return 0 otherwise (the outputs are then not read).
 *
 * Fair at the edges: a case within floating-point rounding of a decision (a boundary condition or a
 * discriminant that is 0 up to rounding, t within rounding of 0 or 1, Bi within rounding of P0 or P1) accepts
 * either answer: a case counts as such a knife edge when moving any one input by 1e-9 of the case's size
 * (its largest |number|, at least 1) changes whether the lesson finds a collision. There a returned 1 is
 * checked by the properties only (t in [0, 1], the contact point on both shapes ...). Values are compared
 * with a relative tolerance: |got - expected| <= 1e-6 max(1, |expected|) (for a vector: the length of the
 * difference, and of the expected vector). NaN or infinity is always wrong.
 *
 * Tracing (optional): call rc_trace / rc_trace_vec2 with a step's name and your value, e.g.
 * rc_trace("ti", ti) or rc_trace_vec2("n_hat", n_hat). When a function fails, the report shows the lesson's
 * derivation of the failing case beside your traced values and marks the first step that differs. The names
 * are listed below per function (any letter case), or write a step's symbol as the lesson's panel shows it
 * (UTF-8). A name traced twice counts with its last value; the first 64 values of a call are kept. The check
 * provides these two functions: do not define them yourself.
 */
#ifndef RICOCHET_CHECK_H
#define RICOCHET_CHECK_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  double x, y;
} rc_vec2;

/* Lecture 16 (lesson edge-normal). The outward normal of the directed edge P0 -> P1:
 * n = (e_y, -e_x) with e = P1 - P0 (e rotated through -90 degrees), NOT normalised. P0 = P1 gives (0, 0).
 * Trace names: e, n. */
rc_vec2 rc_outward_normal(rc_vec2 p0, rc_vec2 p1);

/* Lecture 16 (lesson edge-normal). The boundary condition of P against the wall P0 -> P1:
 * BC = n^.(P - P0) with n^ the UNIT outward normal: > 0 outside (right of P0 -> P1), < 0 inside, 0 on the
 * line; |BC| is P's distance from the line. P0 = P1 (no normal exists) returns 0.
 * Trace names: e, n, n_len, n_hat, d (= n^.P0), n_dot_p (= n^.P), bc. */
double rc_boundary_condition(rc_vec2 p, rc_vec2 p0, rc_vec2 p1);

/* Lecture 16 (lesson point-segment). A point moving Bs -> Be against the wall P0 -> P1 (a closed segment).
 * The lecture's five non-collision tests, in its order, each returning 0:
 *   1. both inside:  n^.Bs < n^.P0 and n^.Be < n^.P0
 *   2. both outside: n^.Bs > n^.P0 and n^.Be > n^.P0
 *   3. parallel:     n^.v = 0
 *   then ti = (n^.P0 - n^.Bs) / (n^.v) and Bi = Bs + v ti, and
 *   4. before P0:    (Bi - P0).(P1 - P0) < 0
 *   5. after P1:     (Bi - P1).(P0 - P1) < 0
 * otherwise 1 with *ti and *bi. The lesson's edge cases: Bs exactly on the line is a ball LEAVING the wall
 * (it counts on Be's side, so ti = 0 is never a collision); Be exactly on the line (Bs off it) is a
 * collision at ti = 1; Bi exactly at P0 or P1 is a collision (the tests are strict); Bs = Be and P0 = P1
 * return 0.
 * Trace names: e, n, n_hat, n_dot_p0, v, n_dot_bs, n_dot_be, n_dot_v, ti, bi, before_p0, after_p1. */
int rc_point_vs_wall(rc_vec2 bs, rc_vec2 be, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi);

/* Lecture 10 (lesson point-segment, its response). The reflection of i about the unit normal n^:
 * r = i - 2 (i.n^) n^. The check passes a unit n^ and an i pointing into the wall (i.n^ < 0), or i = 0.
 * Trace names: i_dot_n (= i.n^), s (= (i.n^) n^), r. */
rc_vec2 rc_reflect(rc_vec2 i, rc_vec2 n_hat);

/* Lecture 10 (lesson circle-segment). A ball of radius r > 0 moving Bs -> Be against the wall P0 -> P1:
 * the EARLIEST t in [0, 1] at which the ball touches the closed segment while moving into it.
 *   - The lecture's offset line n^.P - n^.P0 = D, D = +r when Bs is outside (or its centre on the line),
 *     D = -r when inside: ti = (n^.P0 - n^.Bs + D) / (n^.v), Bi = Bs + v ti, which counts when ti is in
 *     [0, 1] and Bi projects onto the segment ((Bi - P0).(P1 - P0) >= 0 and (Bi - P1).(P0 - P1) >= 0).
 *   - The endpoint problem ("Bi is not on the line, but the ball collides with the wall"), as the lesson
 *     solves it: each end Pk is a circle of radius r (ray vs circle, rc_ray_vs_circle below), which counts
 *     only while the ball moves into it ((Bi - Pk).v < 0).
 *   The earliest of these is the contact; *be_reflected = Bi + r_vec with r_vec = i - 2 (i.nc) nc,
 *   i = Be - Bi, nc the unit contact normal from the wall toward the ball (+n^ on the edge from outside,
 *   -n^ from inside, (Bi - Pk) / |Bi - Pk| at an end).
 * Returns 0 when no contact is found, and when: both inside (n^.Bs - n^.P0 < -r and n^.Be - n^.P0 < -r),
 * both outside (> r and > r), the ball already overlaps the segment at t = 0 (distance from Bs to the
 * segment < r), P0 = P1. A ball exactly touching at t = 0 and moving in collides at ti = 0; one touching
 * and moving away or along does not.
 * Trace names: v, e, n, n_hat, n_dot_p0, bc_start (= n^.Bs - n^.P0), bc_end, D, ti_line (the offset
 * line's ti), bi_line, ti, bi, normal (the contact normal nc), i, r (= r_vec), be_reflected. */
int rc_circle_vs_wall(rc_vec2 bs, rc_vec2 be, double r, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi,
                      rc_vec2* be_reflected);

/* Lecture 20 (lesson ray-circle). A point moving Bs -> Be against the circle (C, r) (for a ball of radius
 * r_s against a pillar of radius r_c, pass r = r_c + r_s):
 *   a = v.v, b = -2 (C - Bs).v, c = (C - Bs).(C - Bs) - r^2, discriminant b^2 - 4ac.
 * Returns 0 when: Bs = Be (a = 0); Bs starts inside (c < 0); the circle is behind (m = (C - Bs).v^ < 0
 * with Bs outside); the line misses (b^2 - 4ac < 0); the first contact is too late (ti > 1). Otherwise 1
 * with ti = min root = (-b - sqrt(b^2 - 4ac)) / 2a (a graze, b^2 - 4ac = 0, collides at -b / 2a) and
 * Bi = Bs + v ti. Bs exactly on the circle and moving in collides at ti = 0.
 * Trace names: v, a, b, c, discriminant, t0, t1, m, dist0_sq, s, ti, bi, normal. */
int rc_ray_vs_circle(rc_vec2 bs, rc_vec2 be, rc_vec2 c, double r, double* ti, rc_vec2* bi);

/* The air-hockey lecture (lesson circle-circle). The puck (radius r >= 0) moving P0 -> P1 and the stick
 * (radius R > 0) moving S0 -> S1 in the same frame. Relative motion: hold the stick at S0 and move the
 * puck to P2 = P1 - (S1 - S0); with L = P2 - P0, C = S0 - P0, alpha = L.C and the law of cosines,
 *   L^2 t^2 - 2 alpha t + C^2 - (R + r)^2 = 0,  discriminant alpha^2 - L^2 (C^2 - (R + r)^2),
 *   t = (alpha - sqrt(discriminant)) / L^2 (the earlier root).
 * Returns 1 with *t when t is in [0, 1]. Returns 0 when: they already overlap at t = 0
 * (C^2 < (R + r)^2); there is no relative motion (L = 0); the discriminant < 0 (the puck passes by);
 * t < 0 (in the past: moving apart); t > 1 (too late). Touching at t = 0 and closing in collides at t = 0.
 * The answer is the same with the puck and the stick swapped.
 * Trace names: p2, l, l_sq, c, c_sq, alpha, discriminant, t (those of the lesson's last problem: with a
 * moving stick its keys end in _rel, e.g. alpha_rel; the check matches either). */
int rc_circle_vs_circle(rc_vec2 p0, rc_vec2 p1, double r, rc_vec2 s0, rc_vec2 s1, double R, double* t);

/* Lecture 17 (lesson elastic-1d). Ball 1 (mass m1 > 0, velocity v1) on the left, ball 2 (m2 > 0, v2) on
 * the right; a negative velocity moves right to left. Only when they approach (v1 - v2 > 0, the lecture's
 * "better solution" against "move nowhere"):
 *   V1' = (V1 (m1 - m2) + 2 m2 V2) / (m1 + m2),  V2' = (V2 (m2 - m1) + 2 m1 V1) / (m1 + m2);
 * otherwise the velocities are unchanged (*v1_after = v1, *v2_after = v2). Always fills both outputs.
 * Trace names: momentum_before, energy_before, v1_formula, v2_formula (V1', V2' by the formulas),
 * approaching (1 when v1 - v2 > 0, else 0). */
void rc_elastic_1d(double m1, double v1, double m2, double v2, double* v1_after, double* v2_after);

/* Lecture 17 (lesson elastic-2d). Two balls of the SAME mass at P1 and P2 with velocities V1 and V2:
 * N = (P2 - P1) / |P2 - P1|; only when they approach (N.V1 - N.V2 > 0) the normal parts swap:
 *   V1' = V1 - (N.V1) N + (N.V2) N,  V2' = V2 - (N.V2) N + (N.V1) N;
 * otherwise, and when P1 = P2, the velocities are unchanged. Always fills both outputs.
 * Trace names: n (= N), v1n (= (N.V1) N), v2n, v1_par, v2_par, v1n_after, v2n_after, v1_after, v2_after. */
void rc_elastic_2d(rc_vec2 p1, rc_vec2 v1, rc_vec2 p2, rc_vec2 v2, rc_vec2* v1_after, rc_vec2* v2_after);

/* Optional, called from your code: an intermediate value under the lecture's name (see above). */
void rc_trace(const char* symbol, double value);
void rc_trace_vec2(const char* symbol, rc_vec2 value);

#ifdef __cplusplus
}
#endif

#endif /* RICOCHET_CHECK_H */
