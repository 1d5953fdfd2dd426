// The air-hockey lecture's "Circle intersection isn't enough!": a fast puck (radius r) passes a small circle
// (radius R) or a thin wall (thickness w) between two frames. The discrete test looks at the frame's two ends
// only; the swept test — Lecture 20's ray vs circle, Lecture 10's circle vs segment — looks at the whole
// path. The scene's inputs, their reader and writer, the trace of both tests, and the derivation built from
// it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "ricochet/ray_circle.h"

namespace ricochet::app {

struct TunnelingInputs {
  bool wall = false;            // the target: a thin wall, or a small circle
  Vec2 c{0, 0};                 // the target's centre
  double speed = 8.0, r = 0.5;  // the puck: units per frame, radius
  double R = 1.0, w = 0.4;      // the circle's radius, the wall's thickness (the scene keeps the target's)
  bool operator==(const TunnelingInputs&) const = default;
};

// The wall runs from C − (0, H) to C + (0, H).
inline constexpr double kTunnelingWallHalfHeight = 3.0;

// The frame step above which discrete testing can fail on a path through the centre (head-on): the frame ends
// straddle the overlap zone, 2(r + R) long for a circle, w + 2r for a wall. The formula, in the lecture's
// symbols.
const char* TunnelingHeadOnFormula(bool wall);

struct TunnelingTrace {
  Vec2 bs, be;                // the frame's ends, straddling the origin: (∓speed/2, 0), the worst case
  double reach = 0;           // R + r (circle) or r + w/2 (wall): the centres' distance when they touch
  double gap0 = 0;            // gap(Bs) = dist(Bs, target) − reach; < 0: overlapping
  double gap1 = 0;            // gap(Be)
  bool discrete_hit = false;  // gap0 < 0 or gap1 < 0: the frame-end overlap test
  // The rule for every path: the puck can skip the target only when its frame step is longer than the chord
  // its path cuts through the grown target (at most that long, one frame end always lies inside). The chord
  // is 2√(reach² − d²), d the path's distance from the target's centre line (2(R + r) or w + 2r head-on); 0
  // when the path never comes within reach.
  double path_offset =
      0;                 // d: the path's distance from C (circle) or from the wall's end (wall, 0 beside it)
  double threshold = 0;  // the chord: the largest frame step that cannot skip the target on this path
  double head_on = 0;    // 2(r + R) or w + 2r: the chord of a path through the centre
  RayCircleTrace ray{};  // circle: Lecture 20 with the target grown to R + r
  // wall: Lecture 10's offset line on the face Bs comes from, n̂·P − n̂·P0 = D with D = r + w/2
  Vec2 n_hat;                // the wall's normal toward Bs
  double n_dot_v = 0;        // n̂·v
  bool has_ti_face = false;  // n̂·v ≠ 0
  double ti_face = 0;        // (n̂·P0 − n̂·Bs + D) / (n̂·v)
  double n_dot_p0 = 0, n_dot_bs = 0;
  // The swept test over the whole path, earliest contact first.
  bool starts_overlapping = false;
  bool swept_hit = false;
  double ti = 0;
  bool tunnels = false;  // the swept test hits and the discrete test misses
};

// Reads target ("circle" or "wall"), c, speed, r and the target's R or w (SceneError naming file and field).
// `keep` gives the other target's size, which the scene does not hold.
TunnelingInputs ReadTunneling(const nlohmann::json& scene, const std::string& file,
                              TunnelingInputs keep = {});
nlohmann::json TunnelingJson(const TunnelingInputs& in);  // the inputs as scene fields (no "lesson")

// The rule for this path, in the lecture's symbols: the chord 2√((R + r)² − d²) (a wall's end: 2√((r + w/2)²
// − d²)), or w + 2r for a path square on through a wall's face.
const char* TunnelingThresholdFormula(const TunnelingInputs& in, const TunnelingTrace& t);

// Signed gap between the puck at centre p and the target: < 0 when they overlap.
double TunnelingGap(const TunnelingInputs& in, Vec2 p);
TunnelingTrace SolveTunneling(const TunnelingInputs& in);

// v, the gaps at the frame ends and the discrete test, the swept test (the quadratic or the offset line),
// and the threshold speed.
Derivation DeriveTunneling(const TunnelingInputs& in, const TunnelingTrace& t);
// `ricochet explain`: read → SolveTunneling → DeriveTunneling.
Derivation ExplainTunneling(const nlohmann::json& scene, const std::string& file);

}  // namespace ricochet::app
