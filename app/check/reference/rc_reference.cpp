// The reference implementation of ricochet_check.h: a thin C shim over core/, built as a shared library
// (app/tests: libricochet_check_reference.so) and checked by `ricochet check --lib` like a student's. It
// passes every case of every function: the check's own cases, run through the same worker, shrinker and
// report as a student's code.
#include "check/ricochet_check.h"
#include "ricochet/circle_circle.h"
#include "ricochet/circle_segment.h"
#include "ricochet/elastic.h"
#include "ricochet/formula.h"
#include "ricochet/line.h"
#include "ricochet/point_segment.h"
#include "ricochet/ray_circle.h"

namespace {

using ricochet::Vec2;
Vec2 V(rc_vec2 v) { return {v.x, v.y}; }
rc_vec2 C(Vec2 v) { return {v.x, v.y}; }

}  // namespace

extern "C" {

rc_vec2 rc_outward_normal(rc_vec2 p0, rc_vec2 p1) { return C(ricochet::EdgeNormal(V(p0), V(p1)).n); }

double rc_boundary_condition(rc_vec2 p, rc_vec2 p0, rc_vec2 p1) {
  return ricochet::EdgeNormal(V(p0), V(p1), V(p)).bc;
}

int rc_point_vs_wall(rc_vec2 bs, rc_vec2 be, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi) {
  const ricochet::PointSegmentTrace t = ricochet::PointSegment({V(p0), V(p1)}, {V(bs), V(be)});
  if (!t.collides) return 0;
  *ti = t.ti, *bi = C(t.bi);
  return 1;
}

rc_vec2 rc_reflect(rc_vec2 i, rc_vec2 n_hat) { return C(ricochet::ReflectAbout(V(i), V(n_hat))); }

int rc_circle_vs_wall(rc_vec2 bs, rc_vec2 be, double r, rc_vec2 p0, rc_vec2 p1, double* ti, rc_vec2* bi,
                      rc_vec2* be_reflected) {
  const ricochet::CircleSegmentTrace t = ricochet::CircleSegment({V(p0), V(p1)}, {V(bs), V(be)}, r);
  if (!t.collides) return 0;
  *ti = t.ti, *bi = C(t.bi), *be_reflected = C(t.response.be_reflected);
  return 1;
}

int rc_ray_vs_circle(rc_vec2 bs, rc_vec2 be, rc_vec2 c, double r, double* ti, rc_vec2* bi) {
  const ricochet::RayCircleTrace t = ricochet::RayCircle({V(bs), V(be)}, {V(c), r});
  if (!t.collides) return 0;
  *ti = t.ti, *bi = C(t.bi);
  return 1;
}

int rc_circle_vs_circle(rc_vec2 p0, rc_vec2 p1, double r, rc_vec2 s0, rc_vec2 s1, double R, double* t) {
  const ricochet::CircleCircleTrace c = ricochet::CircleCircle(V(p0), V(p1), r, V(s0), V(s1), R);
  if (!c.collides) return 0;
  *t = c.t;
  return 1;
}

void rc_elastic_1d(double m1, double v1, double m2, double v2, double* v1_after, double* v2_after) {
  const ricochet::Elastic1DTrace t = ricochet::Elastic1D(m1, m2, v1, v2);
  *v1_after = t.v1_after, *v2_after = t.v2_after;
}

void rc_elastic_2d(rc_vec2 p1, rc_vec2 v1, rc_vec2 p2, rc_vec2 v2, rc_vec2* v1_after, rc_vec2* v2_after) {
  const ricochet::Elastic2DTrace t = ricochet::Elastic2D(V(p1), V(p2), V(v1), V(v2));
  *v1_after = C(t.v1_after), *v2_after = C(t.v2_after);
}

}  // extern "C"
