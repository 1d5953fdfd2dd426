#include "cli/sim_cli.h"

#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <nlohmann/json.hpp>
#include <numbers>
#include <optional>

#include "cli/args.h"
#include "cli/frames_cli.h"
#include "cli/parse_only.h"
#include "ricochet/gas_scene.h"
#include "ricochet/world_diagnostics.h"
#include "ricochet/world_generators.h"
#include "scene/files.h"
#include "scene/scene.h"
#include "scene/sim_scene.h"

namespace ricochet::app {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

constexpr const char* kSimulateUsage =
    "usage: ricochet simulate SCENE.json|- --steps N [--threads T] [--json]";
constexpr const char* kBenchUsage =
    "usage: ricochet bench sandbox --balls N [--steps S] [--speed V] [--density F] [--broadphase grid|naive] "
    "[--seed K] [--threads T] [--json]";
// --threads: the engine's threads (World::threads); the frames are the same on any number.
constexpr std::int64_t kMaxThreads = 64;

// A whole non-negative integer in [lo, hi], or nullopt.
std::optional<std::int64_t> ParseCount(const std::string& s, std::int64_t lo, std::int64_t hi) {
  if (s.empty() || s.size() > 12) return std::nullopt;
  std::int64_t v = 0;
  for (const char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  if (v < lo || v > hi) return std::nullopt;
  return v;
}

// Reads the value after option args[k]; prints the problem and returns nullopt when it is bad.
std::optional<std::int64_t> CountOption(const std::vector<std::string>& args, std::size_t& k, const char* cmd,
                                        std::int64_t lo, std::int64_t hi) {
  const std::string opt = args[k];
  if (k + 1 >= args.size()) {
    std::fprintf(stderr, "ricochet %s: %s needs a value\n", cmd, opt.c_str());
    return std::nullopt;
  }
  const std::optional<std::int64_t> v = ParseCount(args[++k], lo, hi);
  if (!v) {
    std::fprintf(stderr, "ricochet %s: %s: expected a whole number from %lld to %lld, got %s\n", cmd,
                 opt.c_str(), static_cast<long long>(lo), static_cast<long long>(hi),
                 Quoted(args[k]).c_str());
  }
  return v;
}

// Reads the real number after option args[k], in [lo, hi]; prints the problem and returns nullopt when bad.
std::optional<double> NumberOption(const std::vector<std::string>& args, std::size_t& k, const char* cmd,
                                   double lo, double hi) {
  const std::string opt = args[k];
  if (k + 1 >= args.size()) {
    std::fprintf(stderr, "ricochet %s: %s needs a value\n", cmd, opt.c_str());
    return std::nullopt;
  }
  const std::string& v = args[++k];
  char* end = nullptr;  // strtod: the browser build's libc++ has no floating-point from_chars
  const double x = std::strtod(v.c_str(), &end);
  if (v.empty() || end != v.c_str() + v.size() || !(x >= lo && x <= hi)) {
    std::fprintf(stderr, "ricochet %s: %s: expected a number from %s to %s, got %s\n", cmd, opt.c_str(),
                 TypedNumber(lo).c_str(), TypedNumber(hi).c_str(), Quoted(v).c_str());
    return std::nullopt;
  }
  return x;
}

json StatsJson(const StepStats& s) {
  return {{"pair_tests", s.pair_tests},       {"events", s.events},           {"wall_events", s.wall_events},
          {"pillar_events", s.pillar_events}, {"ball_events", s.ball_events}, {"frozen", s.frozen},
          {"out_of_play", s.out_of_play},     {"dropped", s.dropped}};
}

void Accumulate(StepStats& total, const StepStats& s) {
  total.pair_tests += s.pair_tests;
  total.events += s.events;
  total.wall_events += s.wall_events;
  total.pillar_events += s.pillar_events;
  total.ball_events += s.ball_events;
  total.frozen += s.frozen;
  total.out_of_play += s.out_of_play;
  total.dropped += s.dropped;
}

}  // namespace

int RunSimulate(const std::vector<std::string>& args) {
  if (cli::AsksForHelp(args)) {
    std::printf("%s\n", kSimulateUsage);
    return 0;
  }
  std::string path;
  std::optional<std::int64_t> steps, threads = 1;
  bool as_json = false;
  for (std::size_t k = 0; k < args.size(); ++k) {
    const std::string& a = args[k];
    if (a == "--json") {
      as_json = true;
    } else if (a == "--steps") {
      steps = CountOption(args, k, "simulate", 0, 100'000'000);
      if (!steps) return 2;
    } else if (a == "--threads") {
      if (!(threads = CountOption(args, k, "simulate", 1, kMaxThreads))) return 2;
    } else if (a.size() > 1 && a[0] == '-') {
      std::fprintf(stderr, "ricochet simulate: unknown option %s (%s)\n", Quoted(a).c_str(), kSimulateUsage);
      return 2;
    } else if (path.empty()) {
      path = a;
    } else {
      std::fprintf(stderr, "ricochet simulate: one scene at a time (got %s and %s)\n", Quoted(path).c_str(),
                   Quoted(a).c_str());
      return 2;
    }
  }
  if (path.empty() || !steps) {
    std::fprintf(stderr, "ricochet simulate: missing %s (%s)\n", path.empty() ? "scene" : "--steps N",
                 kSimulateUsage);
    return 2;
  }
  if (ParseOnly()) return 0;
  const std::string file = path == "-" ? "<stdin>" : path;
  World w;
  try {
    const json scene = ReadSceneFile(path);
    const std::string lesson = ReadLessonId(scene, file);
    if (lesson != kSandboxLesson)
      throw SceneError(file, "lesson",
                       std::string("simulate runs \"") + kSandboxLesson + "\" scenes, got " + Quoted(lesson));
    w = SandboxWorld(scene, file);
    w.threads = static_cast<int>(*threads);
  } catch (const SceneError& e) {
    std::fprintf(stderr, "ricochet simulate: %s\n", e.what());
    return 1;
  }

  const double e0 = w.KineticEnergy();
  StepStats total;
  for (std::int64_t k = 0; k < *steps; ++k) Accumulate(total, w.Step());
  const std::int64_t overlapping = CountOverlaps(w.balls), penetrating = CountPenetrations(w);
  const Vec2 p = w.Momentum();
  const double e1 = w.KineticEnergy();

  if (as_json) {
    json out = SandboxJson(w);
    out["steps"] = *steps;
    out["counters"] = StatsJson(total);
    out["counters"]["last_step"] = StatsJson(w.last_stats());
    out["kinetic_energy"] = e1;
    out["kinetic_energy_start"] = e0;
    out["momentum"] = PointJson(p);
    out["overlapping"] = overlapping;
    out["penetrating"] = penetrating;
    std::cout << out.dump(2) << '\n';
  } else {
    std::printf("sandbox: %zu balls, %zu walls, %zu pillars, gravity (%g, %g), %lld steps\n", w.balls.size(),
                w.walls.size(), w.pillars.size(), w.gravity.x, w.gravity.y, static_cast<long long>(*steps));
    std::printf("events: %lld (walls %lld, pillars %lld, balls %lld), pair tests: %lld, frozen: %lld\n",
                static_cast<long long>(total.events), static_cast<long long>(total.wall_events),
                static_cast<long long>(total.pillar_events), static_cast<long long>(total.ball_events),
                static_cast<long long>(total.pair_tests), static_cast<long long>(total.frozen));
    if (total.out_of_play > 0 || total.dropped > 0)  // a ball left the engine's range (world.h)
      std::printf("out of play: %lld (summed over the steps), dropped responses: %lld\n",
                  static_cast<long long>(total.out_of_play), static_cast<long long>(total.dropped));
    std::printf("kinetic energy: %.12g (start %.12g), momentum: (%.12g, %.12g)\n", e1, e0, p.x, p.y);
    std::printf("overlapping pairs: %lld, balls inside a wall or pillar: %lld\n",
                static_cast<long long>(overlapping), static_cast<long long>(penetrating));
    std::printf("%6s  %24s  %24s\n", "ball", "position", "velocity");
    for (std::size_t i = 0; i < w.balls.size(); ++i)
      std::printf("%6zu  (%10.5f, %10.5f)  (%10.5f, %10.5f)\n", i, w.balls.x[i], w.balls.y[i], w.balls.vx[i],
                  w.balls.vy[i]);
  }
  return 0;
}

int RunBench(const std::vector<std::string>& args) {
  if (!args.empty() && args[0] == "frames") return RunBenchFrames({args.begin() + 1, args.end()});
  if (cli::AsksForHelp(args)) {
    std::printf("%s\n  ricochet bench frames --help, ricochet bench startup --help: the others\n",
                kBenchUsage);
    return 0;
  }
  if (args.empty() || args[0] != "sandbox") {
    std::fprintf(stderr, "ricochet bench: expected sandbox, frames or startup (%s)\n", kBenchUsage);
    return 2;
  }
  std::optional<std::int64_t> balls, steps = 200, seed = 1, threads = 1;
  std::optional<double> speed = kGasSpeed, density = kGasDensity;
  Broadphase bp = Broadphase::Grid;
  bool as_json = false;
  for (std::size_t k = 1; k < args.size(); ++k) {
    const std::string& a = args[k];
    if (a == "--json") {
      as_json = true;
    } else if (a == "--balls") {
      if (!(balls = CountOption(args, k, "bench", 1, static_cast<std::int64_t>(domain::kMaxBalls)))) return 2;
    } else if (a == "--steps") {
      if (!(steps = CountOption(args, k, "bench", 1, 1'000'000))) return 2;
    } else if (a == "--seed") {
      if (!(seed = CountOption(args, k, "bench", 0, 999'999'999'999))) return 2;
    } else if (a == "--threads") {
      if (!(threads = CountOption(args, k, "bench", 1, kMaxThreads))) return 2;
    } else if (a == "--speed") {  // radii per frame: 5 the fast sparse gas, 0.2 the slow dense one
      if (!(speed = NumberOption(args, k, "bench", 0.0, 100.0))) return 2;
    } else if (a == "--density") {  // area fraction: π/36 ≈ 0.087 the sparse gas, 0.3 the dense one
      if (!(density = NumberOption(args, k, "bench", 1e-6, 0.6))) return 2;
    } else if (a == "--broadphase") {
      const std::string v = k + 1 < args.size() ? args[++k] : "";
      if (v == "grid") {
        bp = Broadphase::Grid;
      } else if (v == "naive") {
        bp = Broadphase::Naive;
      } else {
        std::fprintf(stderr, "ricochet bench: --broadphase: expected grid or naive, got %s\n",
                     Quoted(v).c_str());
        return 2;
      }
    } else {
      std::fprintf(stderr, "ricochet bench: unknown argument %s (%s)\n", Quoted(a).c_str(), kBenchUsage);
      return 2;
    }
  }
  if (!balls) {
    std::fprintf(stderr, "ricochet bench: missing --balls N (%s)\n", kBenchUsage);
    return 2;
  }
  if (ParseOnly()) return 0;

  Vec2 lo, hi;
  World w = GasScene(static_cast<std::size_t>(*balls), static_cast<std::uint64_t>(*seed), *speed, *density,
                     &lo, &hi);
  w.broadphase = bp;
  w.threads = static_cast<int>(*threads);
  const double e0 = w.KineticEnergy();
  StepStats total;
  // Wall time, and the process's CPU time (every thread's): on a shared machine the CPU time is the cost of
  // the steps without the waits for other processes; with one thread it is the cost on one core.
  const auto t0 = std::chrono::steady_clock::now();
  const std::clock_t c0 = std::clock();
  for (std::int64_t k = 0; k < *steps; ++k) Accumulate(total, w.Step());
  const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double n = static_cast<double>(*steps);

  const ordered_json out = {
      {"balls", *balls},
      {"steps", *steps},
      {"steps_per_second", seconds > 0.0 ? n / seconds : 0.0},  // wall clock
      {"pair_tests_per_step", static_cast<double>(total.pair_tests) / n},
      {"events_per_step", static_cast<double>(total.events) / n},
      {"escaped", CountOutside(w.balls, lo, hi)},
      {"overlapping", CountOverlaps(w.balls)},
      {"energy_drift", e0 > 0.0 ? std::abs(w.KineticEnergy() - e0) / e0 : 0.0},  // |E − E0| / E0 over the run
      {"broadphase", bp == Broadphase::Grid ? "grid" : "naive"},
      {"speed", *speed},
      {"area_fraction",
       static_cast<double>(w.balls.size()) * std::numbers::pi / ((hi.x - lo.x) * (hi.y - lo.y))},
      {"seed", *seed},
      {"frozen", total.frozen},
      {"steps_per_cpu_second", cpu > 0.0 ? n / cpu : 0.0},
      {"threads", *threads},
      {"threads_used", w.threads_used()},  // fewer on a small table, 1 in a build without threads
  };
  if (as_json) {
    std::cout << out.dump(2) << '\n';
  } else {
    for (const auto& [k, v] : out.items()) std::cout << k << ": " << v.dump() << '\n';
  }
  return 0;
}

}  // namespace ricochet::app
