#include "scene/sim_scene.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "ricochet/formula.h"
#include "ricochet/splitmix64.h"
#include "ricochet/world_diagnostics.h"
#include "ricochet/world_generators.h"
#include "scene/files.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

// Balls × (walls + pillars) the reader may check (ClosestPointOnSegment, a few ns each): about a second.
constexpr double kMaxStartChecks = 2e8;

// Reads one element of an array of objects, prefixing errors with "array[i]." so they name the field.
// At most max_count elements (domain.h's counts).
template <class F>
void ForEachObject(const json& scene, const char* field, std::size_t max_count, const std::string& file,
                   F&& f) {
  if (!scene.contains(field)) return;
  const json& arr = scene.at(field);
  if (!arr.is_array())
    throw SceneError(file, field, std::string("expected an array, got ") + arr.type_name());
  if (arr.size() > max_count)
    throw SceneError(file, field,
                     "has " + std::to_string(arr.size()) + " elements, at most " + std::to_string(max_count));
  for (std::size_t i = 0; i < arr.size(); ++i) {
    const std::string name = std::string(field) + "[" + std::to_string(i) + "]";
    if (!arr[i].is_object())
      throw SceneError(file, name, std::string("expected an object, got ") + arr[i].type_name());
    try {
      f(arr[i], i);
    } catch (const SceneError& e) {
      throw SceneError(file, name + "." + e.field, e.problem);
    }
  }
}

json WallJson(Vec2 a, Vec2 b) { return {{"p0", PointJson(a)}, {"p1", PointJson(b)}}; }
json BallJson(Vec2 p, Vec2 v, double r, double m) {
  return {{"p", PointJson(p)}, {"v", PointJson(v)}, {"r", r}, {"m", m}};
}

// A box of four walls, clockwise so each wall's outside (right-hand) side faces the inside of the box.
void AddBox(json& walls, Vec2 lo, Vec2 hi) {
  const Vec2 a = lo, b{lo.x, hi.y}, c = hi, d{hi.x, lo.y};
  walls.push_back(WallJson(a, b));
  walls.push_back(WallJson(b, c));
  walls.push_back(WallJson(c, d));
  walls.push_back(WallJson(d, a));
}

json Pinball() {
  json walls = json::array(), pillars = json::array(), balls = json::array();
  const auto wall = [&](Vec2 a, Vec2 b) { walls.push_back(WallJson(a, b)); };
  // The cabinet: angled top corners, a launch lane on the right (x 40..44) and a funnel to the flippers.
  wall({0, 12}, {0, 62});
  wall({0, 62}, {8, 70});
  wall({8, 70}, {36, 70});
  wall({36, 70}, {44, 62});  // deflects the launched ball into the table
  wall({44, 62}, {44, 0});
  wall({44, 0}, {40, 0});
  wall({40, 0}, {40, 55});  // lane wall
  wall({0, 12}, {15, 4});   // funnel
  wall({40, 12}, {25, 4});
  wall({15, 4}, {18.5, 2});  // flippers (static, angled) leave a drain gap of 3
  wall({25, 4}, {21.5, 2});
  wall({18.5, 2}, {18.5, -6});  // drain
  wall({21.5, 2}, {21.5, -6});
  wall({18.5, -6}, {21.5, -6});
  wall({6, 20}, {10, 14});  // slingshots
  wall({34, 20}, {30, 14});
  for (const auto& [c, r] : std::vector<std::pair<Vec2, double>>{{{12, 46}, 2.5},
                                                                 {{28, 46}, 2.5},
                                                                 {{20, 56}, 2.5},
                                                                 {{20, 36}, 2.0},
                                                                 {{11, 28}, 1.5},
                                                                 {{29, 28}, 1.5}})
    pillars.push_back({{"c", PointJson(c)}, {"r", r}});
  balls.push_back(BallJson({42, 1.5}, {0, 2.3}, 1.0, 1.0));  // on the launcher: fired up the lane
  balls.push_back(BallJson({20, 20}, {0.3, 0.6}, 1.0, 1.0));
  balls.push_back(BallJson({14, 38}, {-0.4, 0.2}, 1.0, 1.0));
  return {{"lesson", kSandboxLesson},
          {"balls", balls},
          {"walls", walls},
          {"pillars", pillars},
          {"gravity", PointJson({0, -0.02})}};
}

json AirHockey() {
  json walls = json::array();
  AddBox(walls, {0, 0}, {60, 30});
  json balls = json::array();
  balls.push_back(BallJson({40, 15}, {0, 0}, 1.5, 1.0));  // the puck
  // The paddle (stick): kinematic; the lesson sets its velocity S1 − S0 from the mouse every frame.
  balls.push_back(
      {{"p", PointJson({15, 14})}, {"v", PointJson({0.8, 0.05})}, {"r", 2.5}, {"kinematic", true}});
  return {{"lesson", kSandboxLesson},
          {"balls", balls},
          {"walls", walls},
          {"pillars", json::array()},
          {"gravity", PointJson({0, 0})}};
}

json Billiards() {
  json walls = json::array();
  AddBox(walls, {0, 0}, {100, 50});
  json balls = json::array();
  balls.push_back(BallJson({25, 25}, {4.0, 0.01}, 1.0, 1.0));  // the cue ball
  // The rack: 15 balls of the same mass in a triangle, 0.001 apart.
  const double d = 2.001, row = d * std::sqrt(3.0) / 2.0;
  for (int k = 0; k < 5; ++k)
    for (int i = 0; i <= k; ++i)
      balls.push_back(BallJson({70 + k * row, 25 + (i - k / 2.0) * d}, {0, 0}, 1.0, 1.0));
  return {{"lesson", kSandboxLesson},
          {"balls", balls},
          {"walls", walls},
          {"pillars", json::array()},
          {"gravity", PointJson({0, 0})}};
}

json Gas() {
  json scene = SandboxJson(GasBox(2000, 1));
  return scene;
}

// A gas a class can see from the back of the hall: 300 balls, packed closer so each is several pixels wide.
json SmallGas() { return SandboxJson(GasBox(300, 1, 1.0, 4.0)); }

}  // namespace

namespace {
constexpr SceneField kBallFields[] = {
    {"p", FieldKind::Point, true, &domain::kCoordinate, "p", "length", "the ball's centre"},
    {"v", FieldKind::Point, false, &domain::kVelocity, "v⃗", "length/frame", "its velocity (absent: at rest)"},
    {"r", FieldKind::Number, true, &domain::kLength, "r", "length", "its radius"},
    {"m", FieldKind::Number, false, &domain::kMass, "m", "mass", "its mass (absent: 1)"},
    {"kinematic", FieldKind::Flag, false, nullptr, "", "",
     "true: a paddle that moves as it is told, with no mass (instead of m)"},
};
constexpr SceneField kWallFields[] = {
    {"p0", FieldKind::Point, true, &domain::kCoordinate, "P_0", "length", "the wall's start"},
    {"p1", FieldKind::Point, true, &domain::kCoordinate, "P_1", "length",
     "the wall's end (its outside is on the right of P0 → P1)"},
};
constexpr SceneField kPillarFields[] = {
    {"c", FieldKind::Point, true, &domain::kCoordinate, "C", "length", "the pillar's centre"},
    {"r", FieldKind::Number, true, &domain::kLengthOrZero, "r", "length", "its radius"},
};
constexpr SceneField kSandboxFields[] = {
    {"balls", FieldKind::Objects, false, nullptr, "", "", "the balls", kBallFields, std::size(kBallFields)},
    {"walls", FieldKind::Objects, false, nullptr, "", "", "the walls", kWallFields, std::size(kWallFields)},
    {"pillars", FieldKind::Objects, false, nullptr, "", "", "the round pillars", kPillarFields,
     std::size(kPillarFields)},
    {"gravity", FieldKind::Point, false, &domain::kGravity, "g⃗", "length/frame²", "gravity (absent: none)"},
    {"broadphase", FieldKind::Text, false, nullptr, "", "",
     "\"grid\" (default) or \"naive\": the broad phase"},
    {"preset", FieldKind::Text, false, nullptr, "", "",
     "\"pinball\", \"air-hockey\", \"billiards\", \"gas\" or \"small gas\": start from that table; the "
     "fields given replace "
     "its own"},
};
}  // namespace

std::span<const SceneField> SandboxFields() { return kSandboxFields; }

json CompleteSandboxScene(const json& scene, const std::string& file) {
  if (!scene.is_object() || !scene.contains("preset")) return scene;
  if (!scene.at("preset").is_string()) throw SceneError(file, "preset", "expected a preset name string");
  json base = SandboxPreset(scene.at("preset").get<std::string>(), file);
  for (auto it = scene.begin(); it != scene.end(); ++it) base[it.key()] = it.value();  // the scene's own win
  return base;
}

World SandboxWorld(const json& in, const std::string& file) {
  OnlyKnownFields(in, kSandboxFields, file);
  const json scene = CompleteSandboxScene(in, file);
  World w;
  ForEachObject(scene, "balls", domain::kMaxBalls, file, [&](const json& b, std::size_t) {
    OnlyKnownFields(b, kBallFields, file, "", false);
    const Vec2 p = ReadPoint(b, "p", file);
    const Vec2 v = ReadOptionalPoint(b, "v", file, domain::kVelocity).value_or(Vec2{});
    const double r = ReadNumber(b, "r", file, domain::kLength);
    bool kinematic = false;
    if (b.contains("kinematic")) {
      if (!b.at("kinematic").is_boolean()) throw SceneError(file, "kinematic", "expected true or false");
      kinematic = b.at("kinematic").get<bool>();
    }
    // A kinematic ball moves as it is told: a mass would be ignored, so it is refused rather than taken.
    if (kinematic && b.contains("m")) throw SceneError(file, "m", "a kinematic ball has no mass (remove m)");
    const double m = kinematic ? std::numeric_limits<double>::infinity()
                               : ReadOptionalNumber(b, "m", file, domain::kMass).value_or(1.0);
    w.balls.Add(p, v, r, m);
  });
  ForEachObject(scene, "walls", domain::kMaxWalls, file, [&](const json& s, std::size_t) {
    OnlyKnownFields(s, kWallFields, file, "", false);
    w.walls.push_back({ReadPoint(s, "p0", file), ReadPoint(s, "p1", file)});
  });
  ForEachObject(scene, "pillars", domain::kMaxPillars, file, [&](const json& c, std::size_t) {
    OnlyKnownFields(c, kPillarFields, file, "", false);
    const Vec2 centre = ReadPoint(c, "c", file);
    w.pillars.push_back({centre, ReadNumber(c, "r", file, domain::kLengthOrZero)});
  });
  w.gravity = ReadOptionalPoint(scene, "gravity", file, domain::kGravity).value_or(Vec2{});
  if (scene.contains("broadphase")) {
    const json& bp = scene.at("broadphase");
    if (bp == "grid") {
      w.broadphase = Broadphase::Grid;
    } else if (bp == "naive") {
      w.broadphase = Broadphase::Naive;
    } else {
      throw SceneError(file, "broadphase", "expected \"grid\" or \"naive\"");
    }
  }
  // The smallest radius against the scene's extent (domain.h): the engine's rounding at that scale. The
  // extent's field is named only when a radius is refused (a table may hold 2·10⁶ balls).
  double extent = 0.0;
  const char* kind = "";
  const char* member = "";
  std::size_t at = 0, comp = 0;
  const auto reach = [&](Vec2 p, const char* k, std::size_t i, const char* m) {
    for (std::size_t c = 0; c < 2; ++c) {
      const double x = std::abs(c == 0 ? p.x : p.y);
      if (x > extent) extent = x, kind = k, at = i, member = m, comp = c;
    }
  };
  for (std::size_t i = 0; i < w.balls.size(); ++i) {
    reach(w.balls.P(i), "balls", i, ".p");
    reach(w.balls.V(i), "balls", i, ".v");
  }
  for (std::size_t k = 0; k < w.walls.size(); ++k) {
    reach(w.walls[k].p0, "walls", k, ".p0");
    reach(w.walls[k].p1, "walls", k, ".p1");
  }
  for (std::size_t k = 0; k < w.pillars.size(); ++k) reach(w.pillars[k].c, "pillars", k, ".c");
  reach(w.gravity, "gravity", 0, "");
  for (std::size_t i = 0; i < w.balls.size(); ++i) {
    if (w.balls.r[i] >= domain::kMinRadiusToExtent * extent) continue;
    const std::string index = std::string(kind) == "gravity" ? "" : "[" + std::to_string(at) + "]";
    const std::string where = kind + index + member + "[" + std::to_string(comp) + "]";
    CheckRadiusToExtent(w.balls.r[i], extent, "balls[" + std::to_string(i) + "].r", where, file);
  }
  // The engine keeps balls apart; it does not pull apart balls that start inside each other or a wall. Every
  // ball is checked against every wall and pillar: bounded like a deck's work, so a table of a few MB never
  // asks for hours (2·10⁶ balls and 10⁴ walls would be 2·10¹⁰ checks).
  const double checks =
      static_cast<double>(w.balls.size()) * static_cast<double>(w.walls.size() + w.pillars.size());
  if (checks > kMaxStartChecks) {
    throw SceneError(file, "balls",
                     std::to_string(w.balls.size()) + " balls × " +
                         std::to_string(w.walls.size() + w.pillars.size()) + " walls and pillars are " +
                         std::to_string(static_cast<long long>(checks)) +
                         " checks that no ball starts inside one, at most " +
                         std::to_string(static_cast<long long>(kMaxStartChecks)) + " (about a second)");
  }
  for (std::size_t i = 0; i < w.balls.size(); ++i) {
    const Vec2 p = w.balls.P(i);
    const double r = w.balls.r[i] * (1.0 - 1e-9);
    const std::string name = "balls[" + std::to_string(i) + "]";
    for (std::size_t k = 0; k < w.walls.size(); ++k)
      if (LengthSq(p - ClosestPointOnSegment(w.walls[k], p)) < r * r)
        throw SceneError(file, name, "starts inside wall " + std::to_string(k) + " (closer than r)");
    for (std::size_t k = 0; k < w.pillars.size(); ++k)
      if (Length(p - w.pillars[k].c) < (w.pillars[k].r + w.balls.r[i]) * (1.0 - 1e-9))
        throw SceneError(file, name, "starts inside pillar " + std::to_string(k));
  }
  constexpr std::int64_t kShownOverlaps = 1000;  // counted no further: a pile of 2·10⁶ would take hours
  if (const std::int64_t n = CountOverlaps(w.balls, 1e-9, kShownOverlaps); n > 0)
    throw SceneError(file, "balls",
                     std::to_string(n) + (n < kShownOverlaps ? "" : " or more") +
                         " pair(s) of balls overlap at the start");
  return w;
}

json SandboxJson(const World& w) {
  json balls = json::array(), walls = json::array(), pillars = json::array();
  for (std::size_t i = 0; i < w.balls.size(); ++i) {
    json b = {{"p", PointJson(w.balls.P(i))}, {"v", PointJson(w.balls.V(i))}, {"r", w.balls.r[i]}};
    if (std::isinf(w.balls.m[i])) {
      b["kinematic"] = true;
    } else {
      b["m"] = w.balls.m[i];
    }
    balls.push_back(std::move(b));
  }
  for (const Segment& s : w.walls) walls.push_back(WallJson(s.p0, s.p1));
  for (const Circle& c : w.pillars) pillars.push_back({{"c", PointJson(c.c)}, {"r", c.r}});
  return {{"lesson", kSandboxLesson},
          {"balls", balls},
          {"walls", walls},
          {"pillars", pillars},
          {"gravity", PointJson(w.gravity)},
          {"broadphase", w.broadphase == Broadphase::Grid ? "grid" : "naive"}};
}

std::uint64_t SandboxStamp(const World& w) {
  // Each value's bits go through SplitMix64's mixing before the next one comes in (its state alone is a
  // counter: xor-then-add would let two sign flips cancel, (3, 4) and (−3, −4) stamping alike).
  SplitMix64 h{0x5A4D};
  const auto mix = [&](double x) {
    std::uint64_t bits;
    std::memcpy(&bits, &x, sizeof bits);
    h.s ^= bits;
    h.s = h.Next();
  };
  mix(static_cast<double>(w.balls.size()));
  for (std::size_t i = 0; i < w.balls.size(); ++i) {
    const Vec2 p = w.balls.P(i), v = w.balls.V(i);
    mix(p.x), mix(p.y), mix(v.x), mix(v.y), mix(w.balls.r[i]), mix(w.balls.m[i]);
  }
  mix(static_cast<double>(w.walls.size()));
  for (const Segment& s : w.walls) mix(s.p0.x), mix(s.p0.y), mix(s.p1.x), mix(s.p1.y);
  mix(static_cast<double>(w.pillars.size()));
  for (const Circle& c : w.pillars) mix(c.c.x), mix(c.c.y), mix(c.r);
  mix(w.gravity.x), mix(w.gravity.y), mix(w.broadphase == Broadphase::Grid ? 1.0 : 2.0);
  return h.Next();
}

const std::vector<SandboxPresetInfo>& SandboxPresets() {
  static const std::vector<SandboxPresetInfo> presets = {
      {"pinball", "angled walls, bumper pillars, a launcher lane, gravity"},
      {"air-hockey", "a paddle following the mouse (S0 → S1 each frame) hits the puck"},
      {"billiards", "break: the cue ball into a rack of 15, all the same mass"},
      {"gas", "2,000 balls in a box"},
      {"small gas", "300 balls in a box, large enough to see on a projector"},
  };
  return presets;
}

json SandboxPreset(std::string_view name, const std::string& file) {
  if (name == "pinball") return Pinball();
  if (name == "air-hockey") return AirHockey();
  if (name == "billiards") return Billiards();
  if (name == "gas") return Gas();
  if (name == "small gas") return SmallGas();
  throw SceneError(file, "preset",
                   "unknown preset " + Quoted(name) + " (pinball, air-hockey, billiards, gas, small gas)");
}

}  // namespace ricochet::app
