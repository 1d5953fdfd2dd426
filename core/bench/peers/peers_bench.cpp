// ricochet_peers: the sandbox engine beside Box2D 2.4.1 and Chipmunk 7 (Debian's packages) on the same scene,
// one row per engine from one run. Only this executable links the peers; the product does not.
//
//   ricochet_peers --balls N [--steps S] [--speed V] [--density F] [--seed K] [--engines LIST] [--repeat R]
//                  [--threads T] [--json]
//
// --threads T runs Ricochet's frame on T threads (World::threads: the same frames bit for bit); the peers
// run as they ship, on one.
//
// The scene is GasScene (ricochet/gas_scene.h), as `ricochet bench sandbox`: N balls of radius r on a
// jittered lattice, velocities uniform in the disc of radius V r per frame, four walls, restitution 1, no
// friction, no gravity, equal masses. Each peer gets the same positions and velocities, scaled to its units
// with the same displacement per frame:
//   Box2D    — r = 0.2 m (its sizes are best within 0.1–10 m, and a body moves at most 2 m per step: the
//              fast gas moves 5 r = 1 m), one step of 1/60 s per frame, 8 velocity and 3 position iterations
//              (the testbed's), sleeping allowed, restitution threshold 1 m/s — all as it ships. Continuous
//              collision as it ships (dynamic against static bodies) and off (SetContinuousPhysics(false)).
//   Chipmunk — r = 10 units (its demos' pixels; the default collision slop is 0.1 unit), one step of 1/60 s
//              per frame, the default 10 iterations and bounding-box-tree index. Chipmunk 7 has no
//              continuous collision, so there is one row.
// Measured after the run, in Ricochet's units: escaped (centre outside the box), overlapping (pairs closer
// than (r_i + r_j)(1 − 10⁻⁹), the same CountOverlaps the sandbox bench uses), and the energy drift |KE_end −
// KE_start| / KE_start of the translational kinetic energy (friction 0: nothing spins).
#include <box2d/box2d.h>
#include <chipmunk/chipmunk.h>
#include <unistd.h>

#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <memory>
#include <numbers>
#include <string>
#include <vector>

#include "ricochet/gas_scene.h"
#include "ricochet/world.h"
#include "ricochet/world_diagnostics.h"

namespace {

using ricochet::Balls;
using ricochet::Vec2;
using ricochet::World;

constexpr double kPi = std::numbers::pi;
constexpr double kDt = 1.0 / 60.0;  // the peers' step: one frame at 60 Hz

// One engine running the scene. State() reports positions and velocities in Ricochet's units (r = 1, per
// frame).
class Engine {
 public:
  virtual ~Engine() = default;
  virtual void Step() = 0;
  virtual void State(Balls& out) const = 0;
};

class RicochetEngine final : public Engine {
 public:
  RicochetEngine(const World& w, int threads) : w_(w) { w_.threads = threads; }
  void Step() override { w_.Step(); }
  void State(Balls& out) const override { out = w_.balls; }

 private:
  World w_;
};

class Box2DEngine final : public Engine {
 public:
  static constexpr double kScale = 0.2;  // metres per Ricochet unit (r = 0.2 m)

  Box2DEngine(const World& w, bool continuous) : world_(b2Vec2(0.0f, 0.0f)) {
    world_.SetContinuousPhysics(continuous);
    const double v_scale = kScale / kDt;  // units per frame → m/s
    for (std::size_t i = 0; i < w.balls.size(); ++i) {
      b2BodyDef bd;
      bd.type = b2_dynamicBody;
      bd.position.Set(static_cast<float>(w.balls.x[i] * kScale), static_cast<float>(w.balls.y[i] * kScale));
      bd.linearVelocity.Set(static_cast<float>(w.balls.vx[i] * v_scale),
                            static_cast<float>(w.balls.vy[i] * v_scale));
      b2Body* body = world_.CreateBody(&bd);
      b2CircleShape circle;
      circle.m_radius = static_cast<float>(w.balls.r[i] * kScale);
      b2FixtureDef fd;
      fd.shape = &circle;
      fd.density = static_cast<float>(1.0 / (kPi * circle.m_radius * circle.m_radius));  // mass 1
      fd.friction = 0.0f;
      fd.restitution = 1.0f;
      body->CreateFixture(&fd);
      bodies_.push_back(body);
    }
    b2BodyDef ground_def;
    b2Body* ground = world_.CreateBody(&ground_def);
    for (const ricochet::Segment& s : w.walls) {
      b2EdgeShape edge;
      edge.SetTwoSided(b2Vec2(static_cast<float>(s.p0.x * kScale), static_cast<float>(s.p0.y * kScale)),
                       b2Vec2(static_cast<float>(s.p1.x * kScale), static_cast<float>(s.p1.y * kScale)));
      b2FixtureDef fd;
      fd.shape = &edge;
      fd.friction = 0.0f;
      fd.restitution = 1.0f;
      ground->CreateFixture(&fd);
    }
    radius_ = w.balls.r;
  }
  void Step() override { world_.Step(static_cast<float>(kDt), 8, 3); }
  void State(Balls& out) const override {
    out.Clear();
    const double v_scale = kDt / kScale;
    for (std::size_t i = 0; i < bodies_.size(); ++i) {
      const b2Vec2 p = bodies_[i]->GetPosition(), v = bodies_[i]->GetLinearVelocity();
      out.Add({p.x / kScale, p.y / kScale}, {v.x * v_scale, v.y * v_scale}, radius_[i], 1.0);
    }
  }

 private:
  b2World world_;
  std::vector<b2Body*> bodies_;
  std::vector<double> radius_;
};

class ChipmunkEngine final : public Engine {
 public:
  static constexpr double kScale = 10.0;  // Chipmunk units per Ricochet unit (r = 10)

  explicit ChipmunkEngine(const World& w) : space_(cpSpaceNew()) {
    const double v_scale = kScale / kDt;
    for (std::size_t i = 0; i < w.balls.size(); ++i) {
      const double r = w.balls.r[i] * kScale;
      cpBody* body = cpSpaceAddBody(space_, cpBodyNew(1.0, cpMomentForCircle(1.0, 0.0, r, cpvzero)));
      cpBodySetPosition(body, cpv(w.balls.x[i] * kScale, w.balls.y[i] * kScale));
      cpBodySetVelocity(body, cpv(w.balls.vx[i] * v_scale, w.balls.vy[i] * v_scale));
      cpShape* shape = cpSpaceAddShape(space_, cpCircleShapeNew(body, r, cpvzero));
      cpShapeSetElasticity(shape, 1.0);
      cpShapeSetFriction(shape, 0.0);
      bodies_.push_back(body);
      shapes_.push_back(shape);
    }
    for (const ricochet::Segment& s : w.walls) {
      cpShape* shape = cpSpaceAddShape(
          space_, cpSegmentShapeNew(cpSpaceGetStaticBody(space_), cpv(s.p0.x * kScale, s.p0.y * kScale),
                                    cpv(s.p1.x * kScale, s.p1.y * kScale), 0.0));
      cpShapeSetElasticity(shape, 1.0);
      cpShapeSetFriction(shape, 0.0);
      shapes_.push_back(shape);
    }
    radius_ = w.balls.r;
  }
  ~ChipmunkEngine() override {
    for (cpShape* s : shapes_) {
      cpSpaceRemoveShape(space_, s);
      cpShapeFree(s);
    }
    for (cpBody* b : bodies_) {
      cpSpaceRemoveBody(space_, b);
      cpBodyFree(b);
    }
    cpSpaceFree(space_);
  }
  ChipmunkEngine(const ChipmunkEngine&) = delete;
  ChipmunkEngine& operator=(const ChipmunkEngine&) = delete;

  void Step() override { cpSpaceStep(space_, kDt); }
  void State(Balls& out) const override {
    out.Clear();
    const double v_scale = kDt / kScale;
    for (std::size_t i = 0; i < bodies_.size(); ++i) {
      const cpVect p = cpBodyGetPosition(bodies_[i]), v = cpBodyGetVelocity(bodies_[i]);
      out.Add({p.x / kScale, p.y / kScale}, {v.x * v_scale, v.y * v_scale}, radius_[i], 1.0);
    }
  }

 private:
  cpSpace* space_;
  std::vector<cpBody*> bodies_;
  std::vector<cpShape*> shapes_;
  std::vector<double> radius_;
};

std::unique_ptr<Engine> MakeEngine(const std::string& name, const World& w, int threads) {
  if (name == "ricochet") return std::make_unique<RicochetEngine>(w, threads);
  if (name == "box2d") return std::make_unique<Box2DEngine>(w, true);
  if (name == "box2d-noccd") return std::make_unique<Box2DEngine>(w, false);
  if (name == "chipmunk") return std::make_unique<ChipmunkEngine>(w);
  return nullptr;
}

const char* Describe(const std::string& name) {
  if (name == "ricochet") return "Ricochet (exact, event-driven)";
  if (name == "box2d") return "Box2D 2.4.1 (continuous as shipped)";
  if (name == "box2d-noccd") return "Box2D 2.4.1 (continuous off)";
  return "Chipmunk 7.0.3 (no continuous)";
}

double KineticEnergy(const Balls& b) {
  double e = 0.0;
  for (std::size_t i = 0; i < b.size(); ++i) e += 0.5 * b.m[i] * (b.vx[i] * b.vx[i] + b.vy[i] * b.vy[i]);
  return e;
}

// CPU time of the process (every thread's: Ricochet with --threads runs on more than one) or of this thread.
double CpuSeconds(clockid_t clock = CLOCK_PROCESS_CPUTIME_ID) {
  timespec ts{};
  clock_gettime(clock, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

// The timed loop, not inlined, so `valgrind --tool=callgrind --toggle-collect='*StepLoop*'` counts only it.
// Stops early once `limit_s` of wall time have passed (Box2D's continuous solver slows down sharply with the
// number of balls); returns the steps run.
[[gnu::noinline]] std::int64_t StepLoop(Engine& e, std::int64_t steps, double limit_s) {
  const auto t0 = std::chrono::steady_clock::now();
  for (std::int64_t k = 0; k < steps; ++k) {
    e.Step();
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() > limit_s) return k + 1;
  }
  return steps;
}

struct Row {
  std::string engine;
  std::int64_t steps = 0;  // run (fewer than asked when the time limit stopped it)
  double steps_per_second = 0.0, steps_per_cpu_second = 0.0;  // the best of the repeats
  // Per CPU-second of the calling thread alone: with helper threads, the serial part plus the caller's share
  // of the parallel parts — the wall time two idle cores would take (the caller sleeps while it waits). The
  // same as steps_per_cpu_second on one thread.
  double steps_per_main_cpu_second = 0.0;
  std::int64_t escaped = 0, overlapping = 0;
  double energy_drift = 0.0;
};

Row Run(const std::string& name, const World& scene, Vec2 lo, Vec2 hi, std::int64_t steps, int repeat,
        double limit_s, int threads) {
  Row row{name};
  for (int rep = 0; rep < repeat; ++rep) {
    std::unique_ptr<Engine> e = MakeEngine(name, scene, threads);
    Balls b;
    e->State(b);
    const double e0 = KineticEnergy(b);
    const auto t0 = std::chrono::steady_clock::now();
    const double c0 = CpuSeconds(), m0 = CpuSeconds(CLOCK_THREAD_CPUTIME_ID);
    row.steps = StepLoop(*e, steps, limit_s);
    const double cpu = CpuSeconds() - c0, main_cpu = CpuSeconds(CLOCK_THREAD_CPUTIME_ID) - m0;
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double n = static_cast<double>(row.steps);
    row.steps_per_second = std::max(row.steps_per_second, wall > 0.0 ? n / wall : 0.0);
    row.steps_per_cpu_second = std::max(row.steps_per_cpu_second, cpu > 0.0 ? n / cpu : 0.0);
    row.steps_per_main_cpu_second =
        std::max(row.steps_per_main_cpu_second, main_cpu > 0.0 ? n / main_cpu : 0.0);
    e->State(b);  // the same in every repeat (each engine is deterministic) unless the time limit struck
    row.escaped = ricochet::CountOutside(b, lo, hi);
    row.overlapping = ricochet::CountOverlaps(b);
    row.energy_drift = e0 > 0.0 ? std::abs(KineticEnergy(b) - e0) / e0 : 0.0;
  }
  return row;
}

int Usage(const char* problem) {
  std::fprintf(
      stderr,
      "ricochet_peers: %s\nusage: ricochet_peers --balls N [--steps S] [--speed V] [--density F] "
      "[--seed K] [--engines ricochet,box2d,box2d-noccd,chipmunk] [--repeat R] [--time-limit SECONDS] "
      "[--threads T] [--json]\n",
      problem);
  return 2;
}

bool ParseNumber(const char* s, double lo, double hi, double& out) {
  const char* end = s + std::strlen(s);
  const auto r = std::from_chars(s, end, out);
  return r.ec == std::errc() && r.ptr == end && out >= lo && out <= hi;
}

}  // namespace

int main(int argc, char** argv) {
  double balls = 0, steps = 100, speed = ricochet::kGasSpeed, density = ricochet::kGasDensity, seed = 1,
         repeat = 1, limit_s = 120, threads = 1;
  std::vector<std::string> engines = {"ricochet", "box2d", "box2d-noccd", "chipmunk"};
  bool as_json = false;
  for (int k = 1; k < argc; ++k) {
    const std::string a = argv[k];
    const auto number = [&](double lo, double hi, bool whole, double& out) {
      if (k + 1 >= argc) return false;
      return ParseNumber(argv[++k], lo, hi, out) && (!whole || out == std::floor(out));
    };
    if (a == "--json") {
      as_json = true;
    } else if (a == "--balls") {
      if (!number(1, 1e6, true, balls)) return Usage("--balls: expected a whole number from 1 to 1000000");
    } else if (a == "--steps") {
      if (!number(1, 1e6, true, steps)) return Usage("--steps: expected a whole number from 1 to 1000000");
    } else if (a == "--speed") {
      if (!number(0, 100, false, speed)) return Usage("--speed: expected radii per frame from 0 to 100");
    } else if (a == "--density") {
      if (!number(1e-6, 0.6, false, density))
        return Usage("--density: expected an area fraction from 1e-6 to 0.6");
    } else if (a == "--seed") {
      if (!number(0, 1e12, true, seed)) return Usage("--seed: expected a whole number from 0 to 1e12");
    } else if (a == "--repeat") {
      if (!number(1, 100, true, repeat)) return Usage("--repeat: expected a whole number from 1 to 100");
    } else if (a == "--threads") {
      if (!number(1, 64, true, threads)) return Usage("--threads: expected a whole number from 1 to 64");
    } else if (a == "--time-limit") {
      if (!number(0.001, 1e6, false, limit_s))
        return Usage("--time-limit: expected seconds from 0.001 to 1e6");
    } else if (a == "--engines") {
      if (k + 1 >= argc) return Usage("--engines needs a list");
      engines.clear();
      std::string list = argv[++k];
      for (std::size_t p = 0; p <= list.size();) {
        const std::size_t q = std::min(list.find(',', p), list.size());
        engines.push_back(list.substr(p, q - p));
        p = q + 1;
      }
      for (const std::string& e : engines) {
        if (e != "ricochet" && e != "box2d" && e != "box2d-noccd" && e != "chipmunk")
          return Usage(("--engines: unknown engine '" + e + "'").c_str());
      }
    } else {
      return Usage(("unknown argument '" + a + "'").c_str());
    }
  }
  if (balls < 1) return Usage("missing --balls N");

  Vec2 lo, hi;
  const World scene = ricochet::GasScene(static_cast<std::size_t>(balls), static_cast<std::uint64_t>(seed),
                                         speed, density, &lo, &hi);
  // Debian's Chipmunk is a debug build that greets on stdout when a space is made: keep stdout for the
  // results by pointing it at stderr while the engines run.
  std::fflush(stdout);
  const int out_fd = dup(STDOUT_FILENO);
  dup2(STDERR_FILENO, STDOUT_FILENO);
  std::vector<Row> rows;
  for (const std::string& e : engines)
    rows.push_back(Run(e, scene, lo, hi, static_cast<std::int64_t>(steps), static_cast<int>(repeat), limit_s,
                       static_cast<int>(threads)));
  std::fflush(stdout);
  dup2(out_fd, STDOUT_FILENO);
  close(out_fd);

  const double area = static_cast<double>(scene.balls.size()) * kPi / ((hi.x - lo.x) * (hi.y - lo.y));
  if (as_json) {
    std::printf("{\n  \"balls\": %.0f,\n  \"steps\": %.0f,\n  \"speed\": %.17g,\n  \"density\": %.17g,\n",
                balls, steps, speed, density);
    std::printf(
        "  \"area_fraction\": %.6f,\n  \"seed\": %.0f,\n  \"repeat\": %.0f,\n  \"threads\": %.0f,\n"
        "  \"engines\": [\n",
        area, seed, repeat, threads);
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const Row& r = rows[i];
      std::printf(
          "    {\"engine\": \"%s\", \"steps\": %lld, \"steps_per_second\": %.6g, \"steps_per_cpu_second\": "
          "%.6g, \"steps_per_main_cpu_second\": %.6g, \"escaped\": "
          "%lld, \"overlapping\": %lld, \"energy_drift\": %.3e}%s\n",
          r.engine.c_str(), static_cast<long long>(r.steps), r.steps_per_second, r.steps_per_cpu_second,
          r.steps_per_main_cpu_second, static_cast<long long>(r.escaped),
          static_cast<long long>(r.overlapping), r.energy_drift, i + 1 < rows.size() ? "," : "");
    }
    std::printf("  ]\n}\n");
  } else {
    std::printf(
        "%.0f balls, %.0f steps, speed up to %g r/frame, area fraction %.3f, seed %.0f, best of %.0f, "
        "Ricochet on %.0f thread(s)\n",
        balls, steps, speed, area, seed, repeat, threads);
    std::printf("%-38s %6s %12s %12s %13s %8s %12s %12s\n", "engine", "steps", "steps/s", "steps/cpu-s",
                "main-cpu-s", "escaped", "overlapping", "energy drift");
    for (const Row& r : rows)
      std::printf("%-38s %6lld %12.1f %12.1f %13.1f %8lld %12lld %12.2e\n", Describe(r.engine),
                  static_cast<long long>(r.steps), r.steps_per_second, r.steps_per_cpu_second,
                  r.steps_per_main_cpu_second, static_cast<long long>(r.escaped),
                  static_cast<long long>(r.overlapping), r.energy_drift);
  }
  return 0;
}
