// The sandbox engine's narrow phase (world.h): the time of impact of a ball against a ball or pillar and
// against a wall, from the lectures' formulas (formula.h) with the engine's decisions — the rest of the frame
// t_max, and contacts that already touch at the start (the lectures report those and do not collide; the
// engine must act).
#pragma once

#include <cmath>

#include "ricochet/formula.h"
#include "ricochet/line.h"
#include "ricochet/vec2.h"

namespace ricochet {

// Lean time-of-impact functions for the engine's hot path (inline: the frame calls them in its hot loop).
// They compute with the same formulas as the core's lecture functions (formula.h) but fill no trace:
// CircleCircle, CircleSegment and RayCircle keep every intermediate symbol, both methods and the reflection
// for the panels. And an engine must also act on contacts that already touch at t = 0 (the lectures report
// those as StartsOverlapping / StartsInside and do not collide). world_test.cpp asserts they agree with the
// lecture functions on thousands of random cases.
//
// Point p moving with v against the static disc |X| ≤ R centred at the origin (relative coordinates):
// a = v·v, b = p·v (= −α of the air-hockey lecture), c = p·p − R²; earliest τ ∈ [0, t_max] with
// |p + v τ| = R, i.e. τ = (−b − √(b² − a c)) / a, computed as c / (−b + √(b² − ac)) to avoid cancellation.
// Touching or overlapping (c ≤ 0) and approaching (b < 0) gives 0. Returns −1 when there is no contact,
// and for any NaN or ±∞ in the input (t_max must be finite): the result is always finite.
inline double SweptDiscTime(Vec2 p, Vec2 v, double R, double t_max) {
  const SweptDisc q = SweptDiscQuadratic(p, v, R);  // a = L², b' = p·v = −α, c = C² − R²
  if (q.c <= 0.0)
    return q.half_b < 0.0 ? 0.0 : -1.0;             // touching now: collide only if approaching (Lecture 17)
  if (q.half_b >= 0.0) return -1.0;                 // moving away (or no relative motion)
  const double disc = q.QuarterDiscriminant();      // α² − L²(C² − R²)
  if (disc < 0.0) return -1.0;                      // the path misses the disc
  const double t = EntryTime(q.half_b, q.c, disc);  // (α − √disc) / L², without cancellation
  return t <= t_max ? t : -1.0;
}

// A disc at b against the closed segment s, in coordinates local to the wall: u = (B − P0)·e (where B's
// projection falls: on the edge when 0 ≤ u ≤ e·e), and BC = n̂·(B − Pk), its signed distance from the line,
// measured from the endpoint Pk nearer to that projection (the smaller difference, so the least
// cancellation). The touching test, the edge's time of impact and the response's normal all read these same
// numbers: a ball the edge test finds within r of the line is touching, never "not touching, and not beyond D
// either" (which let it pass through), and the normal of an edge contact is the wall's own n̂, never the
// direction of B minus a point computed at the wall's scale (at 10⁶ that point is 10⁻¹⁰ off: the normal of
// a 10⁻⁶ ball would be off by 10⁻⁴ rad).
struct WallLocal {
  Vec2 e, n;             // e = P1 − P0, n̂ = its outward normal (unit)
  double len2 = 0;       // e·e; 0 for a zero-length wall (then only its endpoint counts)
  double u = 0;          // (B − P0)·e
  bool on_edge = false;  // 0 ≤ u ≤ e·e: B's nearest point is on the edge, else the endpoint Pk
  Vec2 pk;               // the endpoint nearer along the wall (P0 when u ≤ e·e/2)
  double bc = 0;         // n̂·(B − Pk): the signed distance from the line
};
inline WallLocal WallAt(const Segment& s, Vec2 b) {
  WallLocal w;
  w.e = EdgeVector(s.p0, s.p1);  // e = P1 − P0
  w.len2 = Dot(w.e, w.e);
  w.pk = s.p0;
  if (!(w.len2 > 0.0)) return w;
  w.n = OutwardNormal(w.e) / std::sqrt(w.len2);  // n̂
  w.u = Dot(b - s.p0, w.e);
  w.on_edge = w.u >= 0.0 && w.u <= w.len2;
  if (2.0 * w.u > w.len2) w.pk = s.p1;
  w.bc = Dot(w.n, b - w.pk);
  return w;
}

// The unit normal of a ball at b touching the segment, from the wall toward the ball: ±n̂ on the edge (the
// side the ball is on), (B − Pk)/‖B − Pk‖ at an endpoint cap.
inline Vec2 WallNormal(const Segment& s, Vec2 b) {
  const WallLocal w = WallAt(s, b);
  if (w.on_edge) return w.bc >= 0.0 ? w.n : -w.n;
  return Normalize(b - w.pk);
}

// A disc of radius r at b moving with v against the closed segment s (both sides): earliest τ ∈ [0, t_max]
// at which its distance to the segment is r: the offset lines n̂·(B − P0) = ±r within the segment's extent,
// or the endpoint caps |B − Pk| = r. Touching and approaching gives 0. Returns −1 when there is no contact
// (and, as SweptDiscTime, for non-finite input).
inline double SweptSegmentTime(Vec2 b, Vec2 v, double r, const Segment& s, double t_max) {
  const WallLocal w = WallAt(s, b);
  if (!(w.len2 > 0.0)) return SweptDiscTime(b - s.p0, v, r, t_max);  // a zero-length wall is its endpoint cap
  // Already touching: the capsule (segment grown by r) is convex, so the distance to it only grows when
  // the ball moves away from the closest point; it collides now only if approaching.
  const double n_dot_v = Dot(w.n, v);
  if (w.on_edge && std::abs(w.bc) <= r) return w.bc * n_dot_v < 0.0 ? 0.0 : -1.0;
  if (!w.on_edge) {
    const Vec2 d = b - w.pk;
    if (Dot(d, d) <= r * r) return Dot(v, d) < 0.0 ? 0.0 : -1.0;
  }

  double best = -1.0;
  // Edge: n̂·(B(t) − P0) = D, D = ±r on the side the ball starts (Lecture 10), if Bi lies within P0..P1.
  const double side = w.bc >= 0.0 ? 1.0 : -1.0;
  if (side * n_dot_v < 0.0 && std::abs(w.bc) > r) {  // moving toward the line from beyond D
    const double t = OffsetLineTime(w.bc, side * r, n_dot_v);
    if (t <= t_max) {
      const double u = Dot(b + v * t - s.p0, w.e);  // the lecture's before-P0 / after-P1 tests at Bi
      if (u >= 0.0 && u <= w.len2) best = t;
    }
  }
  // Endpoint caps: the ball's centre against circles of radius r at P0 and P1 (Lecture 20 with R = r).
  for (const Vec2 pk : {s.p0, s.p1}) {
    const double t = SweptDiscTime(b - pk, v, r, best >= 0.0 ? best : t_max);
    if (t >= 0.0 && (best < 0.0 || t < best)) best = t;
  }
  return best;
}

}  // namespace ricochet
