// Vec2: the plane vector every lecture uses. World y points up (as in the lectures).
#pragma once

#include <cmath>

namespace ricochet {

struct Vec2 {
  double x = 0.0;
  double y = 0.0;

  constexpr Vec2& operator+=(Vec2 o) {
    x += o.x;
    y += o.y;
    return *this;
  }
  constexpr Vec2& operator-=(Vec2 o) {
    x -= o.x;
    y -= o.y;
    return *this;
  }
  constexpr Vec2& operator*=(double s) {
    x *= s;
    y *= s;
    return *this;
  }
  friend constexpr bool operator==(Vec2, Vec2) = default;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
constexpr Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
constexpr Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
constexpr Vec2 operator*(Vec2 a, double s) { return {a.x * s, a.y * s}; }
constexpr Vec2 operator*(double s, Vec2 a) { return {a.x * s, a.y * s}; }
constexpr Vec2 operator/(Vec2 a, double s) { return {a.x / s, a.y / s}; }

// a·b = a_x b_x + a_y b_y
constexpr double Dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
// a × b (z of the 3D cross product): > 0 when b is counter-clockwise of a
constexpr double Cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
constexpr double LengthSq(Vec2 a) { return Dot(a, a); }
inline double Length(Vec2 a) { return std::hypot(a.x, a.y); }
constexpr Vec2 Lerp(Vec2 a, Vec2 b, double t) { return a + (b - a) * t; }
inline bool IsFinite(Vec2 a) { return std::isfinite(a.x) && std::isfinite(a.y); }

// â = a / ‖a‖, or (0, 0) for the zero vector (callers report that case; they never divide by zero).
inline Vec2 Normalize(Vec2 a) {
  const double len = Length(a);
  return len > 0.0 ? a / len : Vec2{};
}

struct Segment {
  Vec2 p0, p1;  // directed P0 → P1; outside is on its right-hand side
};

struct Circle {
  Vec2 c;
  double r = 0.0;
};

// One frame's motion: B(t) = Bs + v t, t ∈ [0, 1], v = Be − Bs.
struct Motion {
  Vec2 bs, be;
  constexpr Vec2 V() const { return be - bs; }
  constexpr Vec2 At(double t) const { return bs + (be - bs) * t; }
};

}  // namespace ricochet
