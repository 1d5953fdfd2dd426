// The sandbox: one frame of the whole table, and the selected ball's events in it.
#include "explain/sandbox.h"

#include "draw/format.h"
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
  return DeriveSandbox(w, frame_start);
}

Derivation DeriveSandbox(const World& world, Vec2 frame_start) {
  Derivation d;
  const StepStats& st = world.last_stats();
  d.inputs = {{"balls", world.balls.size()},
              {"walls", world.walls.size()},
              {"pillars", world.pillars.size()},
              {"frame", world.frame()}};
  auto& s = d.steps;
  s.push_back({"pair_tests", "pairs",
               world.broadphase == Broadphase::Grid ? "pairs sharing a grid cell" : "n(n − 1) per sweep", "",
               std::to_string(st.pair_tests), st.pair_tests, Ink::Muted});
  s.push_back({"events", "events", "walls + pillars + balls",
               std::to_string(st.wall_events) + " + " + std::to_string(st.pillar_events) + " + " +
                   std::to_string(st.ball_events),
               std::to_string(st.events), st.events, Ink::Hit});
  s.push_back({"kinetic_energy", "KE", "Σ m v² / 2", "", Num(world.KineticEnergy()), world.KineticEnergy(),
               Ink::Plot1});
  const Vec2 p = world.Momentum();
  s.push_back({"momentum", "p", "Σ m v", "", Num(p), JsonVec(p), Ink::Plot2});
  json events = json::array();
  const int w = world.watch;
  if (w >= 0 && static_cast<std::size_t>(w) < world.balls.size()) {
    const auto i = static_cast<std::size_t>(w);
    s.push_back({"bs", "Bs", "ball " + std::to_string(w) + " at the frame start", "", Num(frame_start),
                 JsonVec(frame_start), Ink::Start});
    int k = 0;
    for (const EventRecord& e : world.watch_log()) {
      ++k;
      const std::string n = std::to_string(k), tag = "#" + n;
      const std::string what = std::string(EventKindName(e.kind)) + " " + std::to_string(e.other);
      s.push_back({"ti_" + n, "ti " + tag, TestName(e.kind), what, Num(e.ti), e.ti, Ink::Hit});
      s.push_back({"bi_" + n, "Bi " + tag, "Bs + v ti (from the previous event)", "", Num(e.bi),
                   JsonVec(e.bi), Ink::Hit});
      s.push_back({"normal_" + n, "n̂ " + tag,
                   e.kind == EventKind::Ball ? "N = (P2 − P1)/‖P2 − P1‖ (toward this ball)"
                                             : "from the contact point toward the ball",
                   "", Num(e.normal), JsonVec(e.normal), Ink::Normal});
      s.push_back({"v_after_" + n, "v' " + tag,
                   e.kind == EventKind::Ball ? "V1' = V'1N + V1∥ (Lecture 17, masses)" : "v − 2(v·n̂)n̂",
                   Num(e.v_before) + " → " + Num(e.v_after), Num(e.v_after), JsonVec(e.v_after),
                   Ink::Reflect});
      events.push_back({{"kind", EventKindName(e.kind)},
                        {"other", e.other},
                        {"ti", e.ti},
                        {"bi", JsonVec(e.bi)},
                        {"normal", JsonVec(e.normal)},
                        {"v_after", JsonVec(e.v_after)}});
    }
    s.push_back({"be", "Be", "ball " + std::to_string(w) + " at the frame end", "", Num(world.balls.P(i)),
                 JsonVec(world.balls.P(i)), Ink::End});
    d.verdict = events.empty()
                    ? "Ball " + std::to_string(w) + " met nothing this frame: Be = Bs + v."
                    : "Ball " + std::to_string(w) + " had " + std::to_string(events.size()) +
                          " event(s) this frame; after each it continued with the rest of the frame.";
  } else {
    d.verdict = "Select a ball to see which test fired in its frame, and when (ti).";
  }
  d.result = {{"pair_tests", st.pair_tests}, {"events", st.events}, {"kinetic_energy", world.KineticEnergy()},
              {"momentum", JsonVec(p)},      {"selected", w},       {"selected_events", events}};
  return d;
}

}  // namespace ricochet::app
