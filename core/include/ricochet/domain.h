// The input domain: the numbers every scene reader accepts (the CLI and the GUI, every lesson and the
// sandbox; docs/reliability.md). Outside it a scene is refused with one line naming the file and the field;
// inside it no intermediate value of any lesson overflows or loses all its precision (app/tests/
// domain_test.cpp checks every lesson at the corners). Defined here once; readers name a Range per field.
//
// Why these bounds: coordinates up to 10⁶ and lengths down to 10⁻⁶ keep a ratio of 10¹², so a length
// measured at the far edge of the domain still has 4 of double's 16 digits; the largest products the
// lessons form (b² and 4ac of the ray-circle quadratic: (2·10⁶)⁴ ≈ 10²⁵, and ‖v‖² of the sandbox) stay
// far from overflow (10³⁰⁸) and the smallest (r² = 10⁻¹², m1 m2 = 10⁻¹²) far from underflow (10⁻³⁰⁸).
#pragma once

#include <cstddef>

namespace ricochet::domain {

// A closed interval [lo, hi]; with zero_ok, 0 is accepted too (a point has no radius: it is its own case
// in the lectures, not a very small ball); with open_lo, lo itself is not (an angle of 0° never rises).
struct Range {
  double lo, hi;
  bool zero_ok = false;
  bool open_lo = false;
};

inline constexpr double kMaxCoord = 1e6;    // |x|, |y| of every point (world units)
inline constexpr double kMinLength = 1e-6;  // the smallest radius, width, and distance between two points
                                            // that define a direction (an edge, a motion): see Apart()
inline constexpr double kMaxLength = 1e6;
// The sandbox (many balls, one engine): every ball's radius is at least 10⁻⁵ of the scene's extent, the
// largest |x|, |y| of its points (ball centres, wall endpoints, pillar centres) and of what a frame adds
// (velocity and gravity components). The engine places a ball at distance r from a wall or another ball in
// doubles of that size, to a few of their ulps (2.2·10⁻¹⁶ each): at 10⁻⁵ that is ~10⁻¹⁰ of r, still below
// 10⁻⁹ of r after four frames of the largest velocity and gravity (positions up to 15× the extent). At
// 10⁻¹² (a 10⁻⁶ ball on a 10⁶ wall) the rounding alone is 10⁻⁴ of r.
inline constexpr double kMinRadiusToExtent = 1e-5;
inline constexpr double kMinMass = 1e-6;
inline constexpr double kMaxMass = 1e6;
inline constexpr double kMaxSpeed = 1e6;  // |velocity component|, world units per frame (or per second)

inline constexpr Range kCoordinate{-kMaxCoord, kMaxCoord};           // positions, endpoints, centres, Bs, Be
inline constexpr Range kLength{kMinLength, kMaxLength};              // radii and widths that must be > 0
inline constexpr Range kLengthOrZero{kMinLength, kMaxLength, true};  // radii that may be 0 (a point)
inline constexpr Range kMass{kMinMass, kMaxMass};
inline constexpr Range kVelocity{-kMaxSpeed, kMaxSpeed};        // a component: v, V1, V2, wind
inline constexpr Range kSpeed{kMinLength, kMaxSpeed};           // a speed that must be > 0
inline constexpr Range kGravity{-kMaxSpeed, kMaxSpeed};         // sandbox gravity, units per frame²
inline constexpr Range kOverlap{kMinLength, kMaxLength, true};  // elastic-1d start overlap (0: touching)

// Targeting (Lecture 17, drag): a launch angle in (0°, 89.9°], gravity in (0, 1000], drag coefficients
// in [0, 100], wind in ±1000, an Euler step in (0, 10] s, a hit tolerance in [10⁻⁶, 10⁶] m.
inline constexpr Range kLaunchAngleDeg{0.0, 89.9, false, true};
inline constexpr Range kTargetGravity{0.0, 1000.0, false, true};
inline constexpr Range kDrag{0.0, 100.0};
inline constexpr Range kWind{-1000.0, 1000.0};
inline constexpr Range kEulerStep{0.0, 10.0, false, true};
inline constexpr Range kTolerance{kMinLength, kMaxLength};

// The view saved with a scene by the window (File → Save): the time t within the frame, and how many
// derivation steps are revealed (a whole number).
inline constexpr Range kFrameTime{0.0, 1.0};
inline constexpr Range kReveal{0.0, 1e6};

// Counts (sandbox scenes) and structure (every JSON file).
inline constexpr std::size_t kMaxBalls = 2'000'000;
inline constexpr std::size_t kMaxWalls = 10'000;
inline constexpr std::size_t kMaxPillars = 10'000;
inline constexpr int kMaxJsonDepth = 64;  // nesting of [ ] and { }; a scene needs 4 (balls[i].p[k])

// Whether x is in the range (false for NaN and ±∞).
constexpr bool Contains(const Range& r, double x) {
  if (r.zero_ok && x == 0.0) return true;
  return (r.open_lo ? x > r.lo : x >= r.lo) && x <= r.hi;
}

}  // namespace ricochet::domain
