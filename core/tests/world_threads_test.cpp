// World::threads: the first predictions and the grid cells on several threads give the same frames, bit for
// bit, as one thread (world_frame.cpp, PredictAll), on the bench's scenes and on tables that exercise walls,
// pillars, gravity, the event cap and the naive loop.
#include <gtest/gtest.h>

#include <atomic>
#include <cstring>
#include <vector>

#include "ricochet/gas_scene.h"
#include "ricochet/worker_pool.h"
#include "ricochet/world.h"

namespace ricochet {
namespace {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

// The same bits (== would let −0 stand for 0).
bool SameBits(const std::vector<double>& a, const std::vector<double>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0;
}

// Steps one copy of `w` on one thread and one on `threads`, comparing every frame: positions, velocities and
// every counter.
void ExpectSameFrames(const World& w, int threads, int frames, std::size_t min_balls_per_thread) {
  World one = w, many = w;
  one.threads = 1;
  many.threads = threads;
  one.min_balls_per_thread = many.min_balls_per_thread = min_balls_per_thread;
  for (int f = 0; f < frames; ++f) {
    const StepStats a = one.Step(), b = many.Step();
    ASSERT_EQ(a.pair_tests, b.pair_tests) << "frame " << f;
    ASSERT_EQ(a.events, b.events) << "frame " << f;
    ASSERT_EQ(a.wall_events, b.wall_events) << "frame " << f;
    ASSERT_EQ(a.pillar_events, b.pillar_events) << "frame " << f;
    ASSERT_EQ(a.ball_events, b.ball_events) << "frame " << f;
    ASSERT_EQ(a.frozen, b.frozen) << "frame " << f;
    ASSERT_TRUE(SameBits(one.balls.x, many.balls.x)) << "frame " << f;
    ASSERT_TRUE(SameBits(one.balls.y, many.balls.y)) << "frame " << f;
    ASSERT_TRUE(SameBits(one.balls.vx, many.balls.vx)) << "frame " << f;
    ASSERT_TRUE(SameBits(one.balls.vy, many.balls.vy)) << "frame " << f;
  }
  EXPECT_GT(one.last_stats().events, 0);  // the frames did something
}

TEST(WorldThreads, BenchScenesSameBitsOnAnyNumberOfThreads) {
  // The bench's two scenes (`ricochet bench sandbox`, the peer bench): fast sparse gas, slow dense gas.
  const std::size_t n = kSanitized ? 600 : 4000;
  const int frames = kSanitized ? 25 : 150;
  const World sparse = GasScene(n, 1), dense = GasScene(n, 1, 0.2, 0.3);
  for (const int threads : {2, 3, 4}) {
    SCOPED_TRACE(threads);
    // The default share (1,000 balls a thread) where the table is large enough, and small ranges — many
    // range boundaries, so many pairs whose time is a note for a later range.
    ExpectSameFrames(sparse, threads, frames, kSanitized ? 100 : 1000);
    ExpectSameFrames(dense, threads, frames, kSanitized ? 100 : 1000);
    ExpectSameFrames(dense, threads, frames / 2, 50);
  }
}

TEST(WorldThreads, WallsPillarsGravityAndTheCapSameBits) {
  // Pillars in the gas box, gravity, and a low event cap (frozen balls are obstacles from then on).
  const std::size_t n = kSanitized ? 400 : 2000;
  Vec2 lo, hi;
  World w = GasScene(n, 5, 3.0, 0.25, &lo, &hi);
  const Vec2 c = (lo + hi) * 0.5;
  // Pillars where no ball is (a ball may not start inside one): at the lattice's own gaps is not known, so
  // take the balls out of the pillars' discs instead.
  const std::vector<Circle> pillars = {{c, 4.0}, {c + Vec2{20, 9}, 2.5}, {c - Vec2{15, 12}, 3.0}};
  World table;
  table.walls = w.walls;
  table.pillars = pillars;
  for (std::size_t i = 0; i < w.balls.size(); ++i) {
    bool clear = true;
    for (const Circle& p : pillars) clear = clear && Length(w.balls.P(i) - p.c) > p.r + w.balls.r[i] + 1e-6;
    if (clear)
      table.balls.Add(w.balls.P(i), w.balls.V(i), w.balls.r[i], 1.0 + 0.5 * static_cast<double>(i % 3));
  }
  table.gravity = {0, -0.02};
  table.max_events_per_ball = 3;
  for (const int threads : {2, 3}) {
    SCOPED_TRACE(threads);
    ExpectSameFrames(table, threads, kSanitized ? 20 : 100, 60);
  }
}

TEST(WorldThreads, NaiveLoopSameBits) {
  World w = GasScene(kSanitized ? 200 : 800, 9, 2.0, 0.2);
  w.broadphase = Broadphase::Naive;
  ExpectSameFrames(w, 2, kSanitized ? 10 : 40, 50);
  ExpectSameFrames(w, 5, kSanitized ? 10 : 40, 50);
}

TEST(WorldThreads, ChangingTheThreadsBetweenFramesAndCopyingAWorld) {
  const World start = GasScene(kSanitized ? 400 : 3000, 3, 0.2, 0.3);
  World one = start, varied = start;
  one.min_balls_per_thread = varied.min_balls_per_thread = 100;
  for (int f = 0; f < (kSanitized ? 12 : 60); ++f) {
    varied.threads = 1 + f % 4;  // 1, 2, 3, 4, 1, …: the pool starts again for each new number
    one.Step();
    varied.Step();
    if (f == 5) {
      World copy = varied;  // a copy starts its own threads; the original keeps its own
      copy.Step();
      varied.Step();
      one.Step();
      ASSERT_TRUE(SameBits(copy.balls.x, varied.balls.x));
    }
  }
  EXPECT_TRUE(SameBits(one.balls.x, varied.balls.x));
  EXPECT_TRUE(SameBits(one.balls.vy, varied.balls.vy));
}

TEST(WorkerPool, RunsEveryPartOnceAndWaitsForAll) {
  ASSERT_TRUE(ThreadsAvailable());  // a native build has threads
  WorkerPool pool(3);
  EXPECT_EQ(pool.size(), 3);
  for (int round = 0; round < 200; ++round) {
    std::vector<std::atomic<int>> calls(3);
    pool.Run(3, [&](int p) { calls[static_cast<std::size_t>(p)].fetch_add(1); });
    for (const auto& c : calls) ASSERT_EQ(c.load(), 1) << "round " << round;  // all returned before Run did
  }
  std::vector<int> parts;
  pool.Run(2, [&](int p) {
    if (p == 0) parts.push_back(p);  // fewer parts than threads: the others stay idle
  });
  EXPECT_EQ(parts, std::vector<int>{0});
  WorkerPool alone(1);  // the caller alone
  EXPECT_EQ(alone.size(), 1);
  int ran = 0;
  alone.Run(1, [&](int) { ++ran; });
  EXPECT_EQ(ran, 1);
}

TEST(WorkerPool, RangesCoverEveryItemOnce) {
  for (const std::size_t n : {0u, 1u, 7u, 1000u, 1001u})
    for (const int parts : {1, 2, 3, 5}) {
      EXPECT_EQ(PartBegin(n, 0, parts), 0u);
      EXPECT_EQ(PartBegin(n, parts, parts), n);
      for (int p = 0; p < parts; ++p) EXPECT_LE(PartBegin(n, p, parts), PartBegin(n, p + 1, parts));
    }
}

}  // namespace
}  // namespace ricochet
