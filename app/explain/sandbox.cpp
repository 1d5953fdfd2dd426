// The sandbox: one frame of the whole table, and the selected ball's events in it.
#include "explain/sandbox.h"

#include <algorithm>
#include <cmath>

#include "draw/format.h"
#include "explain/circle_circle.h"
#include "explain/circle_segment.h"
#include "explain/ray_circle.h"
#include "explain/steps.h"
#include "scene/sim_scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

constexpr std::size_t kSmallTable = 60;  // up to this many balls the lesson opens with ball 0 selected

// Which lecture test found the event.
const char* TestName(EventKind k) {
  switch (k) {
    case EventKind::Wall: return "circle vs segment (Lecture 10: offset line D = r, endpoint caps)";
    case EventKind::Pillar: return "ray vs circle, R = r_c + r_s (Lecture 20)";
    case EventKind::Ball: return "two moving circles, relative motion (air hockey: α, L², C²)";
    case EventKind::None: break;
  }
  return "";
}

// The watched ball's last event of the frame, replayed through the lecture's own test: the ball from where
// its last straight piece began (Bs: the frame start or the previous event's Bi, at time t0 of the frame)
// with the velocity it had there (Be = Bs + v, one frame's motion), against the wall (CircleSegment), the
// pillar grown by the ball's radius (RayCircle, R = r_c + r_s) or the other ball (CircleCircle: the puck P
// against the stick S, which is where its velocity before the event puts it at t0). The lecture counts its
// ti from t0, so t0 + ti is the engine's.
struct Replay {
  const char* test = "";  // "CircleSegment (Lecture 10)" …
  double t0 = 0.0;
  Vec2 bs, v;
  bool collides = false;
  double ti = 0.0;  // the lecture's, from t0
  Derivation d;
};

Replay ReplayLastEvent(const World& w, std::size_t watched, Vec2 frame_start) {
  const std::vector<EventRecord>& log = w.watch_log();
  const EventRecord& e = log.back();
  Replay out;
  if (log.size() >= 2) {
    out.t0 = log[log.size() - 2].ti;
    out.bs = log[log.size() - 2].bi;
  } else {
    out.bs = frame_start;
  }
  out.v = e.v_before;
  const Vec2 be = out.bs + out.v;  // Be = Bs + v
  const double r = w.balls.r[watched];
  const auto other = static_cast<std::size_t>(e.other);
  switch (e.kind) {
    case EventKind::Wall: {
      const CircleSegmentInputs in{w.walls[other].p0, w.walls[other].p1, out.bs, be, r};
      const CircleSegmentTrace t = SolveCircleSegment(in);
      out.test = "CircleSegment (Lecture 10)";
      out.collides = t.collides;
      out.ti = t.ti;
      out.d = DeriveCircleSegment(in, t);
      break;
    }
    case EventKind::Pillar: {
      const RayCircleInputs in{out.bs, be, w.pillars[other].c, w.pillars[other].r, r};
      const RayCircleTrace t = SolveRayCircle(in);
      out.test = "RayCircle, R = r_c + r_s (Lecture 20)";
      out.collides = t.collides;
      out.ti = t.ti;
      out.d = DeriveRayCircle(in, t);
      break;
    }
    case EventKind::Ball: {
      const Vec2 s0 = e.other_p - e.other_v * (e.ti - out.t0);  // the other ball at t0
      const CircleCircleInputs in{out.bs, be, s0, s0 + e.other_v, r, w.balls.r[other]};
      const CircleCircleStages t = SolveCircleCircle(in);  // the lecture's three problems; `moving` answers
      out.test = "CircleCircle (air-hockey lecture)";
      out.collides = t.moving.collides;
      out.ti = t.moving.t;
      out.d = DeriveCircleCircle(in, t);
      break;
    }
    case EventKind::None: break;
  }
  return out;
}

// The replay's rows after the frame's: where the lecture's test starts, its own steps (keys prefixed
// "last_"), and t0 + ti against the engine's ti.
void AppendReplay(Derivation& d, const Replay& rp, const std::vector<EventRecord>& log) {
  using namespace math;  // NOLINT
  const EventRecord& e = log.back();
  const std::string n = std::to_string(log.size());
  Steps s(d.steps);
  s.Define("replay", Word("event #" + n + " again"), Word(std::string("replayed through ") + rp.test),
           Ink::Muted)
      .Note(Prose("from t₀ = " + Num(rp.t0) + ": B_s = " + Num(rp.bs) +
                  ", B_e = B_s + v⃗ = " + Num(rp.bs + rp.v)))
      .Json(rp.test);
  for (const Step& st : rp.d.steps) {
    Step c = st;
    c.key = "last_" + st.key;
    c.layouts.reset();
    d.steps.push_back(std::move(c));
  }
  const double t = rp.t0 + rp.ti;
  const bool agree = rp.collides && std::abs(t - e.ti) <= 1e-9 * std::max(1.0, std::abs(e.ti));
  if (rp.collides) {
    s.Compute("replay_ti", Sym("t_0") + Sym("t_i"), Q("t_0", rp.t0) + Q("t_i", rp.ti), t,
              agree ? Ink::Hit : Ink::Warning)
        .Note(Prose("the lecture's t_i counted from t₀; the engine found " + Num(e.ti)));
  } else {
    s.Test("replay_ti", "t₀ + t_i", Word("a hit in the replayed piece"), false, "no hit", Ink::Warning)
        .Json(nullptr);
  }
  d.verdict +=
      agree ? " The lecture's " + std::string(rp.test) + " finds the last one at the same ti."
            : " The lecture's test says: " + rp.d.verdict +
                  " (the engine also acts on a contact that already touches at the start of its piece).";
}

}  // namespace

const char* EventKindName(EventKind k) {
  switch (k) {
    case EventKind::Wall: return "wall";
    case EventKind::Pillar: return "pillar";
    case EventKind::Ball: return "ball";
    case EventKind::None: break;
  }
  return "none";
}

// A table with no balls has none to select (found by fuzzing: `explain` read ball 0 of an empty table).
int SandboxDefaultWatch(const World& w) {
  return w.balls.size() > 0 && w.balls.size() <= kSmallTable ? 0 : -1;
}

Derivation ExplainSandbox(const json& scene, const std::string& file) {
  World w = SandboxWorld(scene, file);
  w.watch = SandboxDefaultWatch(w);
  const Vec2 frame_start = w.watch >= 0 ? w.balls.P(static_cast<std::size_t>(w.watch)) : Vec2{};
  w.Step();
  return DeriveSandbox(w, frame_start, true);
}

Derivation DeriveSandbox(const World& world, Vec2 frame_start, bool frame_ran) {
  Derivation d;
  const StepStats& st = world.last_stats();
  d.inputs = {{"balls", world.balls.size()},
              {"walls", world.walls.size()},
              {"pillars", world.pillars.size()},
              {"frame", world.frame()}};
  using namespace math;  // NOLINT: the steps read as the lecture writes them
  Steps s(d.steps);
  const int w = world.watch;
  const bool watched = w >= 0 && static_cast<std::size_t>(w) < world.balls.size();
  json events = json::array();
  const bool grid = world.broadphase == Broadphase::Grid;
  const char* pairs = grid ? "the pairs whose paths share a cell of the grid, each pair once; each event "
                             "tests its ball again against the balls in its cells"
                           : "the lecture's loop: each pair once in the frame's first sweep, n(n − 1)/2; "
                             "each event tests its ball again against the n − 1 others";
  // The lecture's main loop, and what it costs: every pair once.
  if (grid) {
    s.Define("loop", Word("main loop"),
             Prose("for each ball $i$: for each ball $j$ > $i$ in the cells the path of $i$ covers: if "
                   "collide($i$, $j$): react"),
             Ink::Muted)
        .Json("grid");
  } else {
    s.Define(
         "loop", Word("main loop"),
         Prose("for ($i$ = 0; $i$ < $n$ − 1; $i$++) for ($j$ = $i$ + 1; $j$ < $n$; $j$++) if (collide($i$, "
               "$j$)) react"),
         Ink::Muted)
        .Json("naive");
  }
  const double n = static_cast<double>(world.balls.size());
  s.Compute("pairs", Frac(Sym("n") * Paren(Sym("n") - E(1)), E(2)),
            Frac(Q("n", n) * Paren(Q("n", n) - E(1)), E(2)), n * (n - 1) / 2, Ink::Muted)
      .Note(Prose(grid ? "the pairs the lecture's loop would test; the grid tests only neighbours"
                       : "pair tests in one sweep of the loop: it 'can be very slow'"));
  if (!frame_ran) {
    // Nothing of this frame is known yet (the table was just loaded, or the ball just selected): the ball
    // is where it is, with the velocity the next frame starts from.
    s.Define("pair_tests", Word("pair tests"), Word("none yet: no frame has run"), Ink::Muted)
        .Note(Prose(pairs))
        .Json(nullptr);
    if (watched) {
      const auto i = static_cast<std::size_t>(w);
      s.Compute("bs", Sym("B_s"), E(), world.balls.P(i), Ink::Start)
          .Note(Prose("ball " + std::to_string(w) + " now"));
      s.Compute("v", Sym("v⃗"), E(), world.balls.V(i), Ink::Path)
          .Note(Prose("its velocity, in world units per frame"));
      d.verdict =
          "Frame " + std::to_string(world.frame()) + ": ball " + std::to_string(w) +
          " has not run a frame here yet. Single frame (or Play) runs one: then its Bs, its events and "
          "Be show.";
    } else {
      d.verdict = "Frame " + std::to_string(world.frame()) + ": " + std::to_string(world.balls.size()) +
                  " balls before their next frame; no frame has run here yet.";
    }
    d.result = {{"pair_tests", nullptr},
                {"pairs", n * (n - 1) / 2},
                {"events", nullptr},
                {"kinetic_energy", world.KineticEnergy()},
                {"momentum", JsonVec(world.Momentum())},
                {"selected", w},
                {"selected_events", events}};
    return d;
  }
  s.Compute("pair_tests", Word("pair tests"), E(), static_cast<double>(st.pair_tests), Ink::Muted)
      .Note(Prose(pairs))
      .Json(st.pair_tests);
  s.Compute("events", Word("events"),
            Q(Word("walls"), static_cast<double>(st.wall_events)) +
                Q(Word("pillars"), static_cast<double>(st.pillar_events)) +
                Q(Word("balls"), static_cast<double>(st.ball_events)),
            static_cast<double>(st.events), Ink::Hit)
      .Json(st.events);
  s.Compute("kinetic_energy", Sym("KE"), Frac(Row({Word("Σ "), Sym("m") * Sq(Sym("v"))}), 2),
            world.KineticEnergy(), Ink::Plot1);
  const Vec2 p = world.Momentum();
  s.Compute("momentum", Sym("p⃗"), Row({Word("Σ "), Sym("m") * Sym("v⃗")}), p, Ink::Plot2);
  if (watched) {
    const auto i = static_cast<std::size_t>(w);
    s.Compute("bs", Sym("B_s"), E(), frame_start, Ink::Start)
        .Note(Prose("ball " + std::to_string(w) + " at the frame start"));
    int k = 0;
    for (const EventRecord& e : world.watch_log()) {
      ++k;
      const std::string n = std::to_string(k), tag = " #" + n;
      const std::string what = std::string(EventKindName(e.kind)) + " " + std::to_string(e.other);
      s.Compute("ti_" + n, Row({Sym("t_i"), Word(tag)}), E(), e.ti, Ink::Hit)
          .Note(Prose(std::string(TestName(e.kind)) + ", against " + what));
      s.Compute("bi_" + n, Row({Sym("B_i"), Word(tag)}), E(), e.bi, Ink::Hit)
          .Note(Prose("B_s + v⃗ t_i, from the previous event"));
      s.Compute("normal_" + n, Row({Sym("n̂"), Word(tag)}), E(), e.normal, Ink::Normal)
          .Note(Prose(e.kind == EventKind::Ball ? "N = (P₂ − P₁)/‖P₂ − P₁‖, toward this ball"
                                                : "from the contact point toward the ball"));
      s.Compute("v_after_" + n, Row({Sym("v⃗'"), Word(tag)}), E(), e.v_after, Ink::Reflect)
          .Note(Prose("from v⃗ = " + Num(e.v_before) +
                      (e.kind == EventKind::Ball ? " by V₁' = V₁N' + V₁∥ (Lecture 17, with masses)"
                                                 : " by v⃗ − 2(v⃗·n̂)n̂")));
      events.push_back({{"kind", EventKindName(e.kind)},
                        {"other", e.other},
                        {"ti", e.ti},
                        {"bi", JsonVec(e.bi)},
                        {"normal", JsonVec(e.normal)},
                        {"v_after", JsonVec(e.v_after)}});
    }
    s.Compute("be", Sym("B_e"), E(), world.balls.P(i), Ink::End)
        .Note(Prose("ball " + std::to_string(w) + " at the frame end"));
    d.verdict = events.empty()
                    ? "Ball " + std::to_string(w) + " met nothing this frame: Be = Bs + v."
                    : "Ball " + std::to_string(w) + " had " + std::to_string(events.size()) +
                          " event(s) this frame; after each it continued with the rest of the frame.";
    if (!world.watch_log().empty())
      AppendReplay(d, ReplayLastEvent(world, i, frame_start), world.watch_log());
  } else {
    d.verdict = "Frame " + std::to_string(world.frame()) + ": " + std::to_string(st.pair_tests) +
                " pair tests and " + std::to_string(st.events) + " events for " +
                std::to_string(world.balls.size()) + " balls.";
  }
  d.result = {{"pair_tests", st.pair_tests}, {"events", st.events}, {"kinetic_energy", world.KineticEnergy()},
              {"momentum", JsonVec(p)},      {"selected", w},       {"selected_events", events},
              {"pairs", n * (n - 1) / 2}};
  return d;
}

}  // namespace ricochet::app
