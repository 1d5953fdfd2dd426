// The backends' clipping and pixel spacing (draw/clip.h): what they emit is cut to the output and spaced in
// pixels, so its size is bounded by the output, whatever the world's extent (issue 18).
#include "draw/clip.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "draw/camera.h"

namespace ricochet::app {
namespace {

Bounds Rect(Vec2 lo, Vec2 hi) {
  Bounds b;
  b.Add(lo), b.Add(hi);
  return b;
}
const Bounds kView = Rect({0, 0}, {1920, 1080});

// Distance from p to the segment a–b.
double DistToSegment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 d = b - a;
  const double t = LengthSq(d) > 0 ? std::clamp(Dot(p - a, d) / LengthSq(d), 0.0, 1.0) : 0.0;
  return Length(p - (a + d * t));
}

double Area(const std::vector<Vec2>& poly) {
  double a = 0;
  for (std::size_t i = 0; i < poly.size(); ++i) a += Cross(poly[i], poly[(i + 1) % poly.size()]);
  return std::fabs(a) / 2;
}

TEST(ClipSegment, KeepsTheInsidePartAndItsParameters) {
  Vec2 a{-100, 540}, b{2020, 540};
  double t0 = -1, t1 = -1;
  ASSERT_TRUE(ClipSegment(a, b, kView, &t0, &t1));
  EXPECT_NEAR(a.x, 0, 1e-9);
  EXPECT_NEAR(b.x, 1920, 1e-9);
  EXPECT_NEAR(t0, 100.0 / 2120, 1e-12);
  EXPECT_NEAR(t1, 2020.0 / 2120, 1e-12);
  Vec2 c{-10, -10}, d{-5, 2000};  // left of the view
  EXPECT_FALSE(ClipSegment(c, d, kView));
  // A line "to infinity" (the lessons draw a wall's line 10⁴ × the scene long) ends at the view's sides.
  Vec2 e{960, -1e13}, f{960, 1e13};
  ASSERT_TRUE(ClipSegment(e, f, kView));
  EXPECT_NEAR(e.y, 0, 1e-3);
  EXPECT_NEAR(f.y, 1080, 1e-3);
  // Not finite: nothing, never NaN coordinates.
  Vec2 g{0, 0}, h{INFINITY, 5};
  EXPECT_FALSE(ClipSegment(g, h, kView));
  Vec2 i{NAN, 0}, j{5, 5};
  EXPECT_FALSE(ClipSegment(i, j, kView));
}

TEST(ClipPolygon, CutsToTheRectangleAndKeepsTheArea) {
  // A triangle half inside: the part inside has exactly half the area of the 2000 × 1000 rectangle it halves.
  const std::vector<Vec2> big = {{-1000, -1000}, {5000, -1000}, {-1000, 5000}};
  const std::vector<Vec2> cut = ClipPolygon(big, kView);
  ASSERT_GE(cut.size(), 3u);
  for (Vec2 p : cut) {
    EXPECT_GE(p.x, -1e-9);
    EXPECT_LE(p.x, 1920 + 1e-9);
    EXPECT_GE(p.y, -1e-9);
    EXPECT_LE(p.y, 1080 + 1e-9);
  }
  // x + y ≤ 4000 covers the whole view: the cut is the view itself.
  EXPECT_NEAR(Area(cut), 1920.0 * 1080.0, 1e-6);
  const std::vector<Vec2> outside = {{3000, 3000}, {4000, 3000}, {3500, 4000}};
  EXPECT_TRUE(ClipPolygon(outside, kView).empty());
  const std::vector<Vec2> diagonal = {{0, 0}, {1920, 0}, {0, 1080}};  // already inside: unchanged area
  EXPECT_NEAR(Area(ClipPolygon(diagonal, kView)), 1920.0 * 1080.0 / 2, 1e-6);
}

TEST(HalfPlaneInRect, IsTheSideOfTheLineInTheView) {
  const std::vector<Vec2> right = HalfPlaneInRect({480, 0}, {1, 0}, kView);  // x ≥ 480
  EXPECT_NEAR(Area(right), (1920.0 - 480) * 1080, 1e-6);
  EXPECT_TRUE(HalfPlaneInRect({5000, 0}, {1, 0}, kView).empty());  // all of it off to the right
  EXPECT_NEAR(Area(HalfPlaneInRect({-1e12, 0}, {1, 0}, kView)), 1920.0 * 1080, 1e-3);  // covers the view
  EXPECT_TRUE(HalfPlaneInRect({0, 0}, {0, 0}, kView).empty());                         // no normal: nothing
}

TEST(ClipPolyline, RunsCarryTheirPathLengthForTheDashPattern) {
  // In, out, in again: two runs; the second starts where the path has covered 100 + 2000 + 2000 + 100 px.
  const std::vector<Vec2> pts = {{100, 500}, {-1900, 500}, {100, 500}, {200, 500}};
  const std::vector<PathRun> runs = ClipPolyline(pts, kView);
  ASSERT_EQ(runs.size(), 2u);
  EXPECT_NEAR(runs[0].start, 0, 1e-9);
  EXPECT_NEAR(runs[0].pts.back().x, 0, 1e-9);
  EXPECT_NEAR(runs[1].start, 3900, 1e-9);  // 2000 out to x = −1900, 1900 back to x = 0
  EXPECT_NEAR(runs[1].pts.back().x, 200, 1e-9);
  // A million samples along a short visible stretch: at most one vertex per half pixel.
  std::vector<Vec2> dense;
  for (int i = 0; i <= 1000000; ++i) dense.push_back({100 + 100.0 * i / 1e6, 300});
  const std::vector<PathRun> d = ClipPolyline(dense, kView);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_LE(d[0].pts.size(), 100 / 0.5 + 2);
  EXPECT_NEAR(d[0].pts.back().x, 200, 1e-9);  // the last point is kept
  // Closed: the closing edge counts.
  const std::vector<Vec2> square = {{10, 10}, {20, 10}, {20, 20}, {10, 20}};
  const std::vector<PathRun> sq = ClipPolyline(square, kView, true);
  ASSERT_EQ(sq.size(), 1u);
  EXPECT_EQ(sq[0].pts.size(), 5u);
  EXPECT_EQ(sq[0].pts.back(), square.front());
}

TEST(ClipCircle, SmallCirclesAreWholeHugeOnesAnArcBoundedByPixels) {
  EXPECT_EQ(ClipCircle({960, 540}, 100, kView).view, CircleClip::View::Whole);
  EXPECT_EQ(ClipCircle({5000, 540}, 100, kView).view, CircleClip::View::Outside);
  EXPECT_EQ(ClipCircle({960, 540}, 1e7, kView).view, CircleClip::View::Covers);
  EXPECT_EQ(ClipCircle({960, 540}, NAN, kView).view, CircleClip::View::Outside);
  EXPECT_EQ(ClipCircle({INFINITY, 540}, 5, kView).view, CircleClip::View::Outside);
  // A circle through the middle of the view, its centre far below: for radii from 10⁴ to 10¹⁵ px, the arc
  // has few vertices, lies on the circle, and covers every point of the circle that is in the view.
  for (double r : {1e4, 1e6, 1e9, 1e12, 1e15}) {
    const Vec2 c{960 + 0.3 * r, 540 + 0.95393920141694566 * r};  // |(0.3, 0.954)| = 1: passes (960, 540)
    const CircleClip cc = ClipCircle(c, r, kView);
    ASSERT_EQ(cc.view, CircleClip::View::Arc) << r;
    EXPECT_LE(cc.arc.size(), 200u) << r;
    EXPECT_GE(cc.arc.size(), 2u) << r;
    for (Vec2 p : cc.arc) EXPECT_NEAR(Length(p - c), r, 1e-9 * r + 1e-6) << r;
    // Points of the circle near the view's centre are within the tolerance of the arc polyline.
    for (double s = -800; s <= 800; s += 50) {
      const double a = std::atan2(540 - c.y, 960 - c.x) + s / r;
      const Vec2 q = c + Vec2{std::cos(a), std::sin(a)} * r;
      if (q.x < 0 || q.x > 1920 || q.y < 0 || q.y > 1080) continue;
      double best = 1e300;
      for (std::size_t i = 0; i + 1 < cc.arc.size(); ++i)
        best = std::min(best, DistToSegment(q, cc.arc[i], cc.arc[i + 1]));
      EXPECT_LT(best, 0.25 + 1e-15 * r + 1e-3) << "r = " << r << ", s = " << s;  // + rounding at size r
    }
  }
}

TEST(HatchMarks, SpacedInPixelsAndOnlyWhereTheViewIs) {
  // A wall across the view, 10⁹ px long: only the marks near the view are made.
  const Vec2 a{960, 1e9}, b{960, -1e9}, side{-1, 0};
  const auto marks = HatchMarks(a, b, side, 20, 10, kView);
  ASSERT_FALSE(marks.empty());
  EXPECT_LE(marks.size(), (1080 + 2 * 16) / 20 + 2);
  EXPECT_GE(marks.size(), 1080 / 20 - 1);
  const Vec2 along = Normalize(b - a);
  for (const auto& [foot, tip] : marks) {
    EXPECT_NEAR(DistToSegment(foot, a, b), 0, 1e-6);
    EXPECT_NEAR(Length(tip - foot), 10 * std::sqrt(2.0), 1e-9);  // (side − along) · 10, at 45°
    EXPECT_NEAR(Dot(tip - foot, along), -10, 1e-9);
    EXPECT_NEAR(Dot(tip - foot, side), 10, 1e-9);
  }
  // Anchored to the wall, not to the view: the marks in a smaller view are some of the same marks.
  const auto fewer = HatchMarks(a, b, side, 20, 10, Rect({0, 300}, {1920, 600}));
  ASSERT_FALSE(fewer.empty());
  for (const auto& m : fewer) {
    bool found = false;
    for (const auto& n : marks) found = found || Length(m.first - n.first) < 1e-6;
    EXPECT_TRUE(found) << m.first.y;
  }
  // A wall on screen gets its marks evenly from end to end, both ends included.
  const auto short_wall = HatchMarks({100, 100}, {100, 300}, side, 20, 10, kView);
  ASSERT_EQ(short_wall.size(), 11u);  // 200 px / 20 = 10 intervals
  EXPECT_EQ(short_wall.front().first, (Vec2{100, 100}));
  EXPECT_NEAR(short_wall.back().first.y, 300, 1e-9);
  // A very short one still shows as hatched (4 intervals), one of length 0 gets one mark.
  EXPECT_EQ(HatchMarks({100, 100}, {100, 110}, side, 20, 10, kView).size(), 5u);
  EXPECT_EQ(HatchMarks({100, 100}, {100, 100}, side, 20, 10, kView).size(), 1u);
  // Off screen or not finite: none.
  EXPECT_TRUE(HatchMarks({5000, 0}, {5000, 1000}, side, 20, 10, kView).empty());
  EXPECT_TRUE(HatchMarks({0, 0}, {INFINITY, 0}, side, 20, 10, kView).empty());
}

TEST(GridValues, CountsByIndexAndRefusesMoreThanThePixelsHold) {
  const std::vector<double> v = GridValues(-1.0, 2.5, 0.5, 100);
  ASSERT_EQ(v.size(), 8u);  // −1, −0.5, …, 2.5
  EXPECT_DOUBLE_EQ(v.front(), -1.0);
  EXPECT_DOUBLE_EQ(v.back(), 2.5);
  EXPECT_TRUE(GridValues(0, 1e6, 1e-3, 1000).empty());  // a billion lines: none
  EXPECT_TRUE(GridValues(0, INFINITY, 1, 1000).empty());
  EXPECT_TRUE(GridValues(0, 1, 0, 1000).empty());
  // Far out, where x + step == x in doubles: a loop on the value would never end; by index it does.
  const std::vector<double> far = GridValues(1e300, 1e300 + 1e285, 1e284, 100);
  EXPECT_LE(far.size(), 100u);
}

TEST(MakeGrid, HoldsNoMoreLinesThanItsPixelsAtAnyZoomOrPlace) {
  for (double ppu : {1e-5, 1e-3, 1.0, 60.0, 1e6, 1e9}) {
    for (double at : {0.0, 1e6, -1e6}) {
      Camera cam;
      cam.view_size = {1920, 1080};
      cam.ppu = ppu;
      cam.center = {at, at};
      const GridLines g = MakeGrid(cam.Visible(), cam.ppu, 90.0);
      EXPECT_LE(g.x.size(), 1920 / 18 + 3) << ppu << " " << at;
      EXPECT_LE(g.y.size(), 1080 / 18 + 3) << ppu << " " << at;
      EXPECT_GE(g.major_x.size(), 1920 / 450 - 1) << ppu << " " << at;  // majors 90–225 px apart
      // Every numbered line is one of the lines drawn as major.
      for (double x : g.major_x) {
        bool drawn = false;
        for (const GridLines::Line& l : g.x) {
          drawn = drawn || (l.major && std::fabs(l.at - x) <= 1e-9 * g.minor + 4e-16 * std::fabs(x));
        }
        EXPECT_TRUE(drawn) << ppu << " " << at << " " << x;
      }
    }
  }
}

}  // namespace
}  // namespace ricochet::app
