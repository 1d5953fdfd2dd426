#include "ricochet/ray_circle.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "ricochet/formula.h"

namespace ricochet {
namespace {

RayCircleTrace Rc(Vec2 bs, Vec2 be, Vec2 c, double r, double rs = 0.0) {
  return RayCircle({bs, be}, {c, r}, rs);
}

void ExpectVec(Vec2 got, Vec2 want, double tol = 1e-12) {
  EXPECT_NEAR(got.x, want.x, tol);
  EXPECT_NEAR(got.y, want.y, tol);
}

TEST(RayCircle, ExactGrazeAtHalfTime) {
  // Bs (0,0) → Be (10,0), C (5,2), r 2: a = 100, b = −2(5,2)·(10,0) = −100, c = 29 − 4 = 25, disc = 0.
  const RayCircleTrace t = Rc({0, 0}, {10, 0}, {5, 2}, 2);
  EXPECT_EQ(t.v, (Vec2{10, 0}));
  EXPECT_DOUBLE_EQ(t.a, 100);
  EXPECT_DOUBLE_EQ(t.b, -100);
  EXPECT_DOUBLE_EQ(t.c, 25);
  EXPECT_DOUBLE_EQ(t.discriminant, 0);
  EXPECT_EQ(t.kind, RayCircleKind::Graze);
  EXPECT_DOUBLE_EQ(t.t0, 0.5);  // −b / 2a
  EXPECT_DOUBLE_EQ(t.t1, 0.5);
  EXPECT_EQ(t.outcome, RayCircleOutcome::Hit);
  EXPECT_TRUE(t.collides);
  EXPECT_DOUBLE_EQ(t.ti, 0.5);
  EXPECT_EQ(t.bi, (Vec2{5, 0}));
  // projection: m = 5, dist0² = 29 − 25 = 4 = r², s = 0
  EXPECT_DOUBLE_EQ(t.m, 5);
  EXPECT_DOUBLE_EQ(t.dist0_sq, 4);
  EXPECT_DOUBLE_EQ(t.s, 0);
  EXPECT_DOUBLE_EQ(t.t0_proj, 0.5);
  // a graze does not turn the ball: n̂ = (0, −1) ⟂ v, r = −m = (5, 0), Be' = Be
  ExpectVec(t.normal, {0, -1});
  ExpectVec(t.r_vec, {5, 0});
  ExpectVec(t.be_reflected, {10, 0});
}

TEST(RayCircle, HeadOnHitBothMethodsAndReflection) {
  // C (6,0), r 2: a = 100, b = −120, c = 32, disc = 14400 − 12800 = 1600, t = (120 ∓ 40)/200 = 0.4, 0.8.
  const RayCircleTrace t = Rc({0, 0}, {10, 0}, {6, 0}, 2);
  EXPECT_DOUBLE_EQ(t.b, -120);
  EXPECT_DOUBLE_EQ(t.c, 32);
  EXPECT_DOUBLE_EQ(t.discriminant, 1600);
  EXPECT_EQ(t.kind, RayCircleKind::Hit);
  EXPECT_DOUBLE_EQ(t.t0, 0.4);
  EXPECT_DOUBLE_EQ(t.t1, 0.8);
  // projection: m = 6, dist0² = 0, s² = 4, t = (6 ∓ 2)/10
  EXPECT_DOUBLE_EQ(t.m, 6);
  EXPECT_DOUBLE_EQ(t.dist0_sq, 0);
  EXPECT_DOUBLE_EQ(t.s_sq, 4);
  EXPECT_DOUBLE_EQ(t.t0_proj, 0.4);
  EXPECT_DOUBLE_EQ(t.t1_proj, 0.8);
  EXPECT_EQ(t.outcome, RayCircleOutcome::Hit);
  EXPECT_DOUBLE_EQ(t.ti, 0.4);
  ExpectVec(t.bi, {4, 0});
  // n̂ = (−1, 0), m = Bs − Bi = (−4, 0), r = 2(m·n̂)n̂ − m = (−8, 0) + (4, 0) = (−4, 0)
  ExpectVec(t.normal, {-1, 0});
  ExpectVec(t.m_vec, {-4, 0});
  ExpectVec(t.r_vec, {-4, 0});
  ExpectVec(t.r_hat, {-1, 0});
  EXPECT_DOUBLE_EQ(t.k, 10);
  ExpectVec(t.be_reflected, {-2, 0});  // Bi + k r̂ (1 − ti) = (4,0) + 10·(−1,0)·0.6
}

TEST(RayCircle, NonCollisionOutcomesInTheLecturesOrder) {
  const RayCircleTrace miss = Rc({0, 0}, {10, 0}, {5, 3}, 2);
  EXPECT_EQ(miss.kind, RayCircleKind::Miss);
  EXPECT_EQ(miss.outcome, RayCircleOutcome::Miss);
  EXPECT_LT(miss.discriminant, 0);
  EXPECT_GT(miss.dist0_sq, 4);
  EXPECT_FALSE(miss.has_roots);

  const RayCircleTrace behind = Rc({0, 0}, {10, 0}, {-5, 0}, 2);
  EXPECT_LT(behind.m, 0);
  EXPECT_TRUE(behind.behind);
  EXPECT_EQ(behind.outcome, RayCircleOutcome::Behind);
  EXPECT_LT(behind.t1, 0);  // both roots in the past

  const RayCircleTrace late = Rc({0, 0}, {10, 0}, {20, 0}, 2);
  EXPECT_EQ(late.outcome, RayCircleOutcome::TooLate);
  EXPECT_DOUBLE_EQ(late.t0, 1.8);
  EXPECT_FALSE(late.collides);

  const RayCircleTrace inside = Rc({0, 0}, {10, 0}, {1, 0}, 2);
  EXPECT_LT(inside.c, 0);
  EXPECT_TRUE(inside.starts_inside);
  EXPECT_EQ(inside.outcome, RayCircleOutcome::StartsInside);
  EXPECT_LT(inside.t0, 0);
  EXPECT_GT(inside.t1, 0);
  EXPECT_FALSE(inside.collides);
}

TEST(RayCircle, DegenerateInputsAreExplicit) {
  const RayCircleTrace still = Rc({1, 1}, {1, 1}, {5, 0}, 2);
  EXPECT_EQ(still.outcome, RayCircleOutcome::ZeroMotion);
  EXPECT_DOUBLE_EQ(still.a, 0);
  EXPECT_FALSE(still.has_roots);
  EXPECT_TRUE(std::isfinite(still.m) && std::isfinite(still.t0) && std::isfinite(still.dist0_sq));

  const RayCircleTrace point = Rc({0, 0}, {10, 0}, {5, 0}, 0);
  EXPECT_EQ(point.outcome, RayCircleOutcome::ZeroRadius);
  EXPECT_FALSE(point.collides);

  const RayCircleTrace nan = Rc({0, 0}, {NAN, 0}, {5, 0}, 1);
  EXPECT_EQ(nan.outcome, RayCircleOutcome::NonFinite);
  EXPECT_FALSE(nan.collides);
}

TEST(RayCircle, PinballRadiusGrowsThePillar) {
  // Misses a pillar of radius 2 at distance 3, hits once the pinball's 1.5 is added: R = 3.5.
  const RayCircleTrace t = Rc({0, 0}, {10, 0}, {5, 3}, 2, 1.5);
  EXPECT_DOUBLE_EQ(t.radius, 3.5);
  EXPECT_DOUBLE_EQ(t.c, 34 - 3.5 * 3.5);
  EXPECT_EQ(t.outcome, RayCircleOutcome::Hit);
  EXPECT_NEAR(Length(t.bi - Vec2{5, 3}), 3.5, 1e-12);
}

TEST(RayCircle, StartingOnTheCircleMovingInHitsAtZero) {
  // c = 0: the way back m = Bs − Bi is 0, the reflected direction still mirrors −v.
  const RayCircleTrace t = Rc({0, 0}, {10, 0}, {2, 0}, 2);
  EXPECT_EQ(t.outcome, RayCircleOutcome::Hit);
  EXPECT_DOUBLE_EQ(t.ti, 0);
  ExpectVec(t.r_hat, {-1, 0});
  ExpectVec(t.be_reflected, {-10, 0});
  // … and moving out it is "behind"
  EXPECT_EQ(Rc({0, 0}, {-10, 0}, {2, 0}, 2).outcome, RayCircleOutcome::Behind);
}

TEST(RayCircle, StableRootsAvoidCancellation) {
  // |b| ≫ √disc: far away, the textbook (−b + √disc)/2a would lose most digits of the small root.
  double t0, t1;
  StableRoots(1, -5e7, 1, (1e16 - 4) / 4, t0, t1);
  EXPECT_NEAR(t0, 1e-8, 1e-20);
  EXPECT_NEAR(t1, 1e8, 1e-4);
}

// Random scenes over a few scales; the same seed every run.
struct Scene {
  Vec2 bs, be, c;
  double r, rs;
};
std::vector<Scene> RandomScenes(int n, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-1.0, 1.0), pos(0.05, 1.0);
  std::vector<Scene> out;
  for (int i = 0; i < n; ++i) {
    const double scale = std::pow(10.0, static_cast<int>(rng() % 5) - 2);  // 0.01 … 100
    Scene s;
    s.bs = Vec2{u(rng), u(rng)} * (10 * scale);
    s.be = Vec2{u(rng), u(rng)} * (10 * scale);
    s.c = Vec2{u(rng), u(rng)} * (6 * scale);
    s.r = pos(rng) * 3 * scale;
    s.rs = (i % 3 == 0) ? pos(rng) * scale : 0.0;
    out.push_back(s);
  }
  return out;
}

TEST(RayCircleProperty, StableRootsMatchTheLecturesFormula) {
  int checked = 0;
  for (const Scene& s : RandomScenes(5000, 20)) {
    const RayCircleTrace t = Rc(s.bs, s.be, s.c, s.r, s.rs);
    if (t.kind != RayCircleKind::Hit) continue;
    // t = (−b ∓ √(b² − 4ac)) / 2a exactly as the slide writes it
    const double sq = std::sqrt(t.b * t.b - 4 * t.a * t.c);
    const double lecture0 = (-t.b - sq) / (2 * t.a), lecture1 = (-t.b + sq) / (2 * t.a);
    const double scale = (std::abs(t.b) + sq) / (2 * t.a);  // size of the terms the textbook form adds
    EXPECT_NEAR(t.t0, lecture0, 1e-12 * scale);
    EXPECT_NEAR(t.t1, lecture1, 1e-12 * scale);
    ++checked;
  }
  EXPECT_GT(checked, 1000);
}

TEST(RayCircleProperty, QuadraticAndProjectionAgree) {
  int hits = 0, misses = 0;
  for (const Scene& s : RandomScenes(5000, 21)) {
    const RayCircleTrace t = Rc(s.bs, s.be, s.c, s.r, s.rs);
    if (t.outcome == RayCircleOutcome::ZeroMotion) continue;
    const double size = std::sqrt(t.bs_c_len_sq) + t.radius;
    // dist0² > R² ⇔ disc < 0 (disc = 4a s²), away from the tangent case where rounding decides
    EXPECT_NEAR(t.discriminant, 4 * t.a * t.s_sq, 1e-9 * t.a * size * size);
    if (std::abs(t.s_sq) > 1e-9 * size * size) {
      EXPECT_EQ(t.dist0_sq > t.radius * t.radius, t.kind == RayCircleKind::Miss);
      (t.kind == RayCircleKind::Miss ? misses : hits)++;
    }
    // the behind test: m < 0 ⇔ b > 0
    if (t.m != 0) {
      EXPECT_EQ(t.m<0, t.b> 0);
    }
    if (t.has_roots && t.s > 1e-4 * size) {
      const double tol = 1e-9 * size / t.v_len;
      EXPECT_NEAR(t.t0_proj, t.t0, tol);
      EXPECT_NEAR(t.t1_proj, t.t1, tol);
    }
  }
  EXPECT_GT(hits, 500);
  EXPECT_GT(misses, 500);
}

TEST(RayCircleProperty, SamplingFindsNoEarlierContactAndTouchesAtTi) {
  constexpr int kSamples = 1000;
  int by_outcome[8] = {};
  for (const Scene& s : RandomScenes(3000, 22)) {
    const RayCircleTrace t = Rc(s.bs, s.be, s.c, s.r, s.rs);
    ++by_outcome[static_cast<int>(t.outcome)];
    const double R = t.radius, size = std::sqrt(t.bs_c_len_sq) + R + t.v_len;
    const double tol = 1e-9 * size;
    const auto dist = [&](double tt) { return Length(t.motion.At(tt) - s.c); };
    if (t.outcome == RayCircleOutcome::StartsInside) {
      EXPECT_LT(dist(0), R);
      continue;
    }
    const double end = t.collides ? t.ti : 1.0;  // no contact before ti (or in the whole frame)
    for (int i = 0; i < kSamples; ++i) {
      const double tt = end * i / kSamples;
      ASSERT_GE(dist(tt), R - tol) << "contact at t = " << tt << " before ti = " << t.ti;
    }
    if (t.collides) {
      EXPECT_NEAR(dist(t.ti), R, tol);
    }
  }
  EXPECT_GT(by_outcome[static_cast<int>(RayCircleOutcome::Hit)], 200);
  EXPECT_GT(by_outcome[static_cast<int>(RayCircleOutcome::Miss)], 200);
  EXPECT_GT(by_outcome[static_cast<int>(RayCircleOutcome::Behind)], 200);
  EXPECT_GT(by_outcome[static_cast<int>(RayCircleOutcome::StartsInside)], 50);
}

TEST(RayCircleProperty, ReflectionKeepsLengthAndMirrorsAboutTheNormal) {
  int checked = 0;
  for (const Scene& s : RandomScenes(5000, 23)) {
    const RayCircleTrace t = Rc(s.bs, s.be, s.c, s.r, s.rs);
    if (!t.collides || !(t.ti > 0)) continue;
    const double len = Length(t.m_vec), tol = 1e-12 * (len + t.v_len);
    EXPECT_NEAR(Length(t.normal), 1.0, 1e-14);
    EXPECT_NEAR(Length(t.r_vec), len, tol);                                 // ‖r‖ = ‖m‖
    EXPECT_NEAR(Dot(t.r_vec, t.normal), Dot(t.m_vec, t.normal), tol);       // same normal part
    EXPECT_NEAR(Cross(t.normal, t.r_vec), -Cross(t.normal, t.m_vec), tol);  // opposite tangent part
    EXPECT_GE(Dot(t.r_hat, t.normal), -1e-12);                              // leaves the pillar
    EXPECT_NEAR(Length(t.be_reflected - t.bi), t.k * (1 - t.ti), 1e-12 * t.k);
    ++checked;
  }
  EXPECT_GT(checked, 500);
}

TEST(RayCircle, LectureTenReflectionIsTheMainWayAndLectureTwentyAgrees) {
  // Head-on: C (6,0), r 2, Bi (4,0), n̂ = (−1,0). Lecture 10: i⃗ = Be − Bi = (6,0), i⃗·n̂ = −6,
  // r⃗ = i⃗ − 2(i⃗·n̂)n̂ = (6,0) − 12·(1,0)… = (−6,0), Be' = Bi + r⃗ = (−2,0): Lecture 20's Be' = Bi + k r̂ (1 −
  // ti).
  const RayCircleTrace t = Rc({0, 0}, {10, 0}, {6, 0}, 2);
  ExpectVec(t.response.i, {6, 0});
  EXPECT_DOUBLE_EQ(t.response.i_dot_n, -6);
  ExpectVec(t.response.s, {6, 0});
  ExpectVec(t.response.r, {-6, 0});
  ExpectVec(t.response.be_reflected, {-2, 0});
  ExpectVec(t.response.r_hat, t.r_hat);
  ExpectVec(t.response.be_reflected, t.be_reflected);
  // Be = Bi (ti = 1): r⃗ = 0, yet the direction the ball would leave in exists (v mirrored).
  const RayCircleTrace end = Rc({0, 0}, {4, 0}, {6, 0}, 2);
  ASSERT_TRUE(end.collides);
  EXPECT_DOUBLE_EQ(end.ti, 1.0);
  ExpectVec(end.response.r, {0, 0});
  ExpectVec(end.response.r_hat, {-1, 0});
  ExpectVec(end.response.r_hat, end.r_hat);
}

TEST(RayCircleProperty, BothReflectionsAgree) {
  int checked = 0;
  for (const Scene& s : RandomScenes(5000, 29)) {
    const RayCircleTrace t = Rc(s.bs, s.be, s.c, s.r, s.rs);
    if (!t.collides) continue;
    const double tol = 1e-9 * (t.v_len + Length(t.bi));
    ExpectVec(t.response.r_hat, t.r_hat, 1e-9);
    ExpectVec(t.response.be_reflected, t.be_reflected, tol);
    EXPECT_NEAR(Length(t.response.r), Length(t.response.i), tol);  // ‖r⃗‖ = ‖i⃗‖
    ++checked;
  }
  EXPECT_GT(checked, 500);
}

}  // namespace
}  // namespace ricochet
