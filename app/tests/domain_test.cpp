// The input domain (ricochet/domain.h, docs/reliability.md). Outside it every reader — each lesson's
// LoadScene (File → Open, the GUI's settled edits, `ricochet export`) and each explain builder
// (`ricochet explain`) — refuses the scene with one line naming the file and the field. At its corners every
// lesson's derivation stays finite and reaches the verdict of the same scene at an ordinary scale.
#include "ricochet/domain.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "explain/explain.h"
#include "fuzz/oracles.h"
#include "lessons/lesson.h"
#include "scene/scene.h"
#include "scene/sim_scene.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

// A numeric leaf of a scene: where it is and the name the readers give it ("balls[3].r", "p1[0]").
struct Leaf {
  json::json_pointer at;
  std::string name;
};

void NumericLeaves(const json& j, const json::json_pointer& at, const std::string& name,
                   std::vector<Leaf>& out) {
  if (j.is_number()) {
    out.push_back({at, name});
  } else if (j.is_array()) {
    for (std::size_t i = 0; i < j.size(); ++i)
      NumericLeaves(j[i], at / i, name + "[" + std::to_string(i) + "]", out);
  } else if (j.is_object()) {
    for (const auto& [k, v] : j.items()) NumericLeaves(v, at / k, name.empty() ? k : name + "." + k, out);
  }
}

std::vector<Leaf> NumericLeaves(const json& scene) {
  std::vector<Leaf> out;
  NumericLeaves(scene, json::json_pointer{}, "", out);
  return out;
}

// The scenes a lesson ships: its default and every preset. With `max_collisions`, not the pi-blocks tables
// that land on more collisions than that: the 6- and 7-digit tables are the 4-digit one with a larger mass
// ratio, and each of their solves runs 10⁵–10⁶ collisions.
std::vector<json> ShippedScenes(const LessonEntry& e, double max_collisions = HUGE_VAL) {
  const auto l = e.Make();
  std::vector<json> scenes = {l->SaveScene()};
  for (const Preset& p : l->Presets())
    if (!p.lands.is_object() || p.lands.value("collisions", 0.0) <= max_collisions)
      scenes.push_back(CompleteSandboxScene(p.scene));  // a table's numbers
  return scenes;
}

// Is this `ricochet explain`'s refusal of a lesson it does not know (rather than of the scene)?
bool UnknownToExplain(const SceneError& e) {
  return e.field == "lesson" && e.problem.find("explain knows") != std::string::npos;
}

// Whether `ricochet explain` knows the lesson (every lesson of the syllabus has a builder now).
bool Explained(const json& scene) {
  try {
    Explain(scene, "probe.json");
  } catch (const SceneError& e) {
    return !UnknownToExplain(e);
  }
  return true;
}

TEST(Domain, EveryNumberOfEveryLessonIsRangeChecked) {
  for (const LessonEntry& e : LessonList()) {
    const bool explained =
        Explained(e.Make()->SaveScene());  // once: a preset's solve may be long (pi-blocks)
    for (json scene : ShippedScenes(e)) {
      std::vector<Leaf> leaves = NumericLeaves(scene);
      ASSERT_FALSE(leaves.empty()) << e.id;
      // Every number of an ordinary scene; of the 2,000-ball gas table (14,000 numbers) a sample of 20.
      const std::size_t stride = leaves.size() <= 400 ? 1 : leaves.size() / 20;
      for (std::size_t k = 0; k < leaves.size(); k += stride) {
        const Leaf& leaf = leaves[k];
        const json good = scene[leaf.at];
        for (const double bad : {1e7, -1e7, 1e300, -1.7976931348623157e308}) {
          SCOPED_TRACE(std::string(e.id) + " " + leaf.name + " = " + std::to_string(bad));
          scene[leaf.at] = bad;  // in place, put back below: no copy of the gas table's 14,000 numbers
          const auto l = e.Make();
          try {
            l->LoadScene(scene);
            ADD_FAILURE() << "LoadScene accepted it";
          } catch (const SceneError& err) {
            EXPECT_EQ(err.field, leaf.name) << err.what();
            EXPECT_EQ(err.problem.find("must be"), 0u) << err.what();
          }
          if (!explained) continue;
          try {
            Explain(scene, "f.json");
            ADD_FAILURE() << "explain accepted it";
          } catch (const SceneError& err) {
            EXPECT_EQ(std::string(err.what()).rfind("f.json: " + leaf.name + ": must be ", 0), 0u)
                << err.what();
          }
        }
        scene[leaf.at] = good;
      }
    }
  }
}

std::string ErrorOf(const json& scene) {
  try {
    Explain(scene, "s.json");
  } catch (const SceneError& e) {
    return e.what();
  }
  return "";
}

TEST(Domain, TheIssueExamplesAreRefused) {
  // Issue 9: these explained with exit 0 and printed s² = ∞ and "b² − 4ac = undefined < 0".
  EXPECT_EQ(ErrorOf({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {1e308, 0}}, {"c", {5, 0}}, {"r", 1}}),
            "s.json: be[0]: must be within ±1e6, got 1e308");
  EXPECT_EQ(ErrorOf({{"lesson", "circle-circle"},
                     {"p0", {0, 0}},
                     {"p1", {1e200, 0}},
                     {"s0", {5, 0}},
                     {"s1", {5, 0}},
                     {"r", 1},
                     {"R", 1}}),
            "s.json: p1[0]: must be within ±1e6, got 1e200");
  // Ranges as the student reads them; 0 is its own case only where a lesson draws a point (rs = 0).
  EXPECT_EQ(ErrorOf({{"lesson", "elastic-1d"}, {"m1", 1e-7}, {"m2", 1}, {"v1", 1}, {"v2", 0}}),
            "s.json: m1: must be in [1e-6, 1e6], got 1e-7");
  EXPECT_EQ(ErrorOf({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {9, 0}}, {"c", {5, 0}}, {"r", 0}}),
            "s.json: r: must be in [1e-6, 1e6], got 0");
  EXPECT_EQ(
      ErrorOf(
          {{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {9, 0}}, {"c", {5, 0}}, {"r", 1}, {"rs", 1e-9}}),
      "s.json: rs: must be 0 or in [1e-6, 1e6], got 1e-9");
  EXPECT_EQ(ErrorOf({{"lesson", "edge-normal"}, {"p0", {0, 0}}, {"p1", {1000001, 0}}}),
            "s.json: p1[0]: must be within ±1e6, got 1000001");
}

// A value nested `depth` levels deep under key k: {"k": [[…]]} (the object is level 1).
std::string Nested(int depth) {
  return "{\"lesson\": \"sandbox\", \"k\": " + std::string(static_cast<std::size_t>(depth - 1), '[') +
         std::string(static_cast<std::size_t>(depth - 1), ']') + "}";
}

TEST(SceneFile, NestingIsLimitedBeforeAnythingRecursiveRuns) {
  // Issue 18: make-deep.sh's 150,000 arrays parsed, then the value's recursive copy overflowed the stack.
  try {
    ParseScene(
        "{\"lesson\":\"sandbox\",\"balls\":" + std::string(150000, '[') + std::string(150000, ']') + "}",
        "deep.json");
    ADD_FAILURE() << "accepted";
  } catch (const SceneError& e) {
    EXPECT_EQ(std::string(e.what()), "deep.json: balls: nested deeper than 64 levels of [ ] and { }");
  }
  EXPECT_NO_THROW(ParseScene(Nested(domain::kMaxJsonDepth), "ok.json"));
  EXPECT_THROW(ParseScene(Nested(domain::kMaxJsonDepth + 1), "deep.json"), SceneError);
  // Brackets inside strings (escaped quotes included) are text, not nesting.
  const std::string brackets(200, '[');
  EXPECT_NO_THROW(ParseScene("{\"lesson\": \"\\\"" + brackets + "\", \"k\": [1]}", "s.json"));
  // A deep array at the top names no field.
  try {
    ParseScene(std::string(100, '[') + std::string(100, ']'), "root.json");
    ADD_FAILURE() << "accepted";
  } catch (const SceneError& e) {
    EXPECT_EQ(e.field, "");
  }
}

TEST(SceneFile, ANumberBeyondADoubleIsRefusedNamingItsField) {
  // Found by fuzzing (app/fuzz, harness scene): nlohmann::json reports 1e400 as out_of_range, not as a parse
  // error, so the exception escaped ParseScene and `ricochet explain` aborted.
  const auto error = [](const std::string& text) {
    try {
      ParseScene(text, "big.json");
      return std::string("accepted");
    } catch (const SceneError& e) {
      return std::string(e.what());
    }
  };
  EXPECT_EQ(error(R"({"lesson":"edge-normal","p0":[0,0],"p1":[4,0],"p":[2,1e400]})"),
            "big.json: p[1]: must be a finite number, got 1e400");
  EXPECT_EQ(error(R"({"lesson":"sandbox","balls":[{"p":[0,0],"r":1},{"p":[5,0],"r":1,"m":-2e999}]})"),
            "big.json: balls[1].m: must be a finite number, got -2e999");
  EXPECT_EQ(error(R"({"lesson": "1e400", "k": 1e400})"), "big.json: k: must be a finite number, got 1e400");
  EXPECT_EQ(error("[0, 1e400]"), "big.json: [1]: must be a finite number, got 1e400");
  EXPECT_EQ(error(R"({"lesson":"sandbox","k":1e308})"), "accepted");
}

TEST(Domain, PointsThatDefineADirectionCoincideOrAreApart) {
  // An edge 10⁻²⁰⁰ long: e·e underflows to 0 and the before-P0 / after-P1 products lose their sign.
  EXPECT_EQ(ErrorOf({{"lesson", "point-segment"},
                     {"p0", {0, 0}},
                     {"p1", {1e-200, 1e-200}},
                     {"bs", {1, 0}},
                     {"be", {-1, 0}}}),
            "s.json: p1: is 1.414213562373095e-200 from p0: two points that define a direction must coincide "
            "or be at least 1e-6 apart");
  for (const LessonEntry& e : LessonList()) {
    for (const auto& [a, b] : std::vector<std::pair<std::string, std::string>>{
             {"p0", "p1"}, {"bs", "be"}, {"s0", "s1"}, {"p1", "p2"}, {"launcher", "target"}}) {
      json scene = e.Make()->SaveScene();
      if (!scene.contains(a) || !scene.contains(b) || !scene.at(b).is_array()) continue;
      SCOPED_TRACE(std::string(e.id) + " " + a + " " + b);
      scene[b] = scene[a];  // the same point: each lesson's degenerate case, which it explains
      scene[b][0] = scene[a][0].get<double>() + 1e-7;
      const auto l = e.Make();
      try {
        l->LoadScene(scene);
        ADD_FAILURE() << "accepted " << scene.dump();
      } catch (const SceneError& err) {
        EXPECT_EQ(err.field, b) << err.what();
      }
      scene[b][0] = scene[a][0].get<double>() + 1e-6;
      EXPECT_NO_THROW(l->LoadScene(scene)) << scene.dump();
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Corners. Each shipped scene is moved to the corners of the domain by transformations that keep its
// geometry similar (so its verdict must not change) or push one kind of input to its extreme.
// ---------------------------------------------------------------------------------------------------------

enum class Kind { Coordinate, Length, Mass, Velocity, Other };

// What each range of domain.h is: a field is scaled by its range, which its lesson's schema
// (LessonEntry::fields) names, so a new field is scaled without an edit here and a new range fails
// Domain.EveryNumberFieldHasADomainKind until it is placed. Other: not similar under scaling (time, angle, a
// drag coefficient, wind in m/s, targeting's g in m/s² and its tolerance): left as it is.
std::optional<Kind> KindOfRange(const domain::Range* r) {
  static const std::map<const domain::Range*, Kind> kinds = {{&domain::kCoordinate, Kind::Coordinate},
                                                             {&domain::kLength, Kind::Length},
                                                             {&domain::kLengthOrZero, Kind::Length},
                                                             {&domain::kOverlap, Kind::Length},
                                                             {&domain::kMass, Kind::Mass},
                                                             {&domain::kVelocity, Kind::Velocity},
                                                             {&domain::kSpeed, Kind::Velocity},
                                                             {&domain::kGravity, Kind::Velocity},
                                                             {&domain::kLaunchAngleDeg, Kind::Other},
                                                             {&domain::kTargetGravity, Kind::Other},
                                                             {&domain::kDrag, Kind::Other},
                                                             {&domain::kWind, Kind::Other},
                                                             {&domain::kEulerStep, Kind::Other},
                                                             {&domain::kTolerance, Kind::Other},
                                                             {&domain::kFrameTime, Kind::Other},
                                                             {&domain::kReveal, Kind::Other}};
  const auto it = kinds.find(r);
  return it == kinds.end() ? std::nullopt : std::optional<Kind>(it->second);
}

// Each numeric field of a lesson's scene (its own, its lists' elements', the common ones) by name.
using Kinds = std::map<std::string, Kind, std::less<>>;
void AddKinds(std::span<const SceneField> fields, Kinds& out) {
  for (const SceneField& f : fields) {
    if (f.kind == FieldKind::Objects) AddKinds({f.items, f.item_count}, out);
    if (const std::optional<Kind> k = KindOfRange(f.range)) out.emplace(f.name, *k);
  }
}
const Kinds& KindsOf(std::string_view lesson) {
  static std::map<std::string, Kinds, std::less<>> cache;
  const auto it = cache.find(lesson);
  if (it != cache.end()) return it->second;
  Kinds& k = cache[std::string(lesson)];
  AddKinds(CommonSceneFields(), k);
  if (const LessonEntry* e = FindLesson(lesson)) AddKinds(e->fields(), k);
  return k;
}

// Every number of a lesson's scene is a field its schema places (a Point or a Number, also inside a list's
// elements) with a range whose kind this test knows, and one kind per name.
void CheckKinds(const LessonEntry& e, std::span<const SceneField> fields, std::map<std::string, Kind>& seen) {
  for (const SceneField& f : fields) {
    if (f.kind == FieldKind::Objects) CheckKinds(e, {f.items, f.item_count}, seen);
    if (f.kind != FieldKind::Point && f.kind != FieldKind::Number) continue;
    const std::optional<Kind> k = KindOfRange(f.range);
    if (!k) {
      ADD_FAILURE() << "field " << f.name << " of " << e.id
                    << " has no domain kind: give it a range of domain.h that KindOfRange (domain_test.cpp) "
                       "places, or place its range there";
      continue;
    }
    const auto [it, fresh] = seen.emplace(f.name, *k);
    EXPECT_TRUE(fresh || it->second == *k) << "field " << f.name << " of " << e.id << " has two domain kinds";
  }
}
TEST(Domain, EveryNumberFieldHasADomainKind) {
  for (const LessonEntry& e : LessonList()) {
    std::map<std::string, Kind> seen;
    CheckKinds(e, e.fields(), seen);
  }
}

// Applies f(kind, axis, value) to every number of the scene (axis: 0 = x, 1 = y, −1 = a scalar).
void MapNumbers(json& j, Kind kind, int axis, const std::function<double(Kind, int, double)>& f,
                const Kinds& kinds) {
  if (j.is_number()) {
    j = f(kind, axis, j.get<double>());
  } else if (j.is_array()) {
    const bool point = j.size() == 2 && j[0].is_number() && j[1].is_number();
    for (std::size_t i = 0; i < j.size(); ++i)
      MapNumbers(j[i], kind, point ? static_cast<int>(i) : -1, f, kinds);
  } else if (j.is_object()) {
    for (auto& [k, v] : j.items()) {
      const auto it = kinds.find(k);
      MapNumbers(v, it == kinds.end() ? Kind::Other : it->second, -1, f, kinds);
    }
  }
}
json MapScene(json scene, const std::function<double(Kind, int, double)>& f) {
  MapNumbers(scene, Kind::Other, -1, f, KindsOf(scene.value("lesson", "")));
  return scene;
}

// Extremes of each kind over a scene: the largest magnitude and the smallest non-zero one; per axis, the
// coordinates' min and max.
struct Extent {
  std::map<Kind, double> max_abs, min_abs;
  double lo[2] = {1e300, 1e300}, hi[2] = {-1e300, -1e300};
};
Extent ExtentOf(const json& scene) {
  Extent x;
  MapScene(scene, [&](Kind k, int axis, double v) {
    if (v != 0.0) {
      x.max_abs[k] = std::max(x.max_abs[k], std::abs(v));
      x.min_abs[k] = x.min_abs.count(k) ? std::min(x.min_abs[k], std::abs(v)) : std::abs(v);
    }
    if (k == Kind::Coordinate && axis >= 0) {
      x.lo[axis] = std::min(x.lo[axis], v);
      x.hi[axis] = std::max(x.hi[axis], v);
    }
    return v;
  });
  return x;
}

// Every number a derivation shows must be finite, and no value may read ∞, NaN or "undefined"
// (fuzz/oracles.h, shared with the fuzz harnesses and the GUI monkey).
void ExpectFinite(const json& j, const std::string& where) { EXPECT_EQ(oracle::NonFinite(j, where), ""); }
void ExpectFinite(const Derivation& d) {
  EXPECT_FALSE(d.verdict.empty());
  EXPECT_EQ(oracle::NonFinite(d), "");
}

// The words of a result (outcome, side, hit …): its strings and booleans, without the numbers.
json Words(const json& j) {
  if (j.is_number()) return nullptr;
  if (!j.is_structured()) return j;
  json out = j.is_array() ? json::array() : json::object();
  for (const auto& [k, v] : j.items()) {
    if (j.is_array()) {
      out.push_back(Words(v));
    } else {
      out[k] = Words(v);
    }
  }
  return out;
}

// How a corner relates to the scene it is made from: the same geometry scaled, or moved (the verdict must
// not change), or one kind of input pushed to its extreme (finite is all that is asked).
enum class Similar { Scaled, Moved, No };

struct Corner {
  const char* name;
  Similar similar;
  std::function<json(const json&)> make;
};

std::vector<Corner> Corners() {
  constexpr double M = domain::kMaxCoord;
  // The largest scale that keeps every coordinate, length and speed within the domain.
  const auto big = [](const json& s) {
    Extent x = ExtentOf(s);
    double top = 0;
    for (Kind k : {Kind::Coordinate, Kind::Length, Kind::Velocity}) top = std::max(top, x.max_abs[k]);
    const double a = domain::kMaxCoord / top;  // (clamped: x · (10⁶/x) may round one ulp above 10⁶)
    return MapScene(s, [a](Kind k, int, double v) {
      return k == Kind::Mass || k == Kind::Other ? v
                                                 : std::clamp(v * a, -domain::kMaxCoord, domain::kMaxCoord);
    });
  };
  // The smallest scale: the smallest non-zero length, coordinate or speed becomes 10⁻⁶.
  const auto small = [](const json& s) {
    const Extent x = ExtentOf(s);
    double least = 1e300;
    for (Kind k : {Kind::Length, Kind::Coordinate, Kind::Velocity})
      if (x.min_abs.count(k)) least = std::min(least, x.min_abs.at(k));
    const double a = domain::kMinLength / least;
    return MapScene(s,
                    [a](Kind k, int, double v) { return k == Kind::Mass || k == Kind::Other ? v : v * a; });
  };
  // Moved (not scaled) so that it touches the corner (+M, +M), or (−M, −M): ordinary lengths at the far
  // edge of the domain, where a coordinate has 10 digits fewer to spare.
  const auto shift = [](double sign) {
    return [sign](const json& s) {
      const Extent x = ExtentOf(s);
      const double d[2] = {sign > 0 ? M - x.hi[0] : -M - x.lo[0], sign > 0 ? M - x.hi[1] : -M - x.lo[1]};
      return MapScene(s, [d](Kind k, int axis, double v) {
        return k == Kind::Coordinate && axis >= 0 ? v + d[axis] : v;
      });
    };
  };
  // The smallest scale moved to the far corner: micro-unit features at 10⁶ keep 4 of their 16 digits (the
  // input itself is rounded to 10⁻¹⁰ there), so a preset that sits exactly on a decision boundary (touching,
  // parallel, ends on the wall) may fall to either side of it; finite is what is asked here.
  const auto far_small = [=](const json& s) { return shift(+1)(small(s)); };
  // Masses at both ends: the first mass of a scene 10⁻⁶, the next 10⁶, and so on.
  const auto masses = [](const json& s) {
    int n = 0;
    return MapScene(s, [&n](Kind k, int, double v) {
      return k == Kind::Mass ? (n++ % 2 == 0 ? domain::kMinMass : domain::kMaxMass) : v;
    });
  };
  // The fastest motion: velocities scaled until the largest is 10⁶ (positions unchanged).
  const auto fast = [](const json& s) {
    const Extent x = ExtentOf(s);
    const double a = x.max_abs.count(Kind::Velocity) ? domain::kMaxSpeed / x.max_abs.at(Kind::Velocity) : 1.0;
    return MapScene(s, [a](Kind k, int, double v) { return k == Kind::Velocity ? v * a : v; });
  };
  return {{"largest scale", Similar::Scaled, big},
          {"smallest scale", Similar::Scaled, small},
          {"corner (+1e6, +1e6)", Similar::Moved, shift(+1)},
          {"corner (-1e6, -1e6)", Similar::Moved, shift(-1)},
          {"smallest scale at the corner (+1e6, +1e6)", Similar::No, far_small},
          {"masses 1e-6 and 1e6", Similar::No, masses},
          {"speeds 1e6", Similar::No, fast}};
}

// A sandbox table whose smallest ball is below domain::kMinRadiusToExtent of its extent (the largest |x|,
// |y| of its ball centres and velocities, wall endpoints, pillar centres and gravity), counted here from the
// JSON as the reader's rule says, independently of the reader.
bool BreaksRadiusToExtent(const json& s) {
  double extent = 0, least = 1e300;
  const auto reach = [&](const json& p) {
    for (const json& x : p) extent = std::max(extent, std::abs(x.get<double>()));
  };
  for (const json& b : s.value("balls", json::array())) {
    reach(b.at("p"));
    if (b.contains("v")) reach(b.at("v"));
    least = std::min(least, b.at("r").get<double>());
  }
  for (const json& w : s.value("walls", json::array())) reach(w.at("p0")), reach(w.at("p1"));
  for (const json& c : s.value("pillars", json::array())) reach(c.at("c"));
  if (s.contains("gravity")) reach(s.at("gravity"));
  return least < domain::kMinRadiusToExtent * extent;
}

TEST(Domain, CornersOfEveryLessonStayFiniteAndKeepTheirVerdicts) {
  for (const LessonEntry& e : LessonList()) {
    // The sandbox and targeting are not similar under scaling (a frame's gravity, g in m/s²): finite only.
    // Tunneling's puck straddles the origin whatever its target's centre c: it scales, but does not move.
    const std::string id = e.id;
    const bool scales = id != kSandboxLesson && id != "targeting", moves = scales && id != "tunneling";
    int scene_no = 0;
    for (const json& scene : ShippedScenes(e, 1e4)) {
      const auto ref = e.Make();
      ref->LoadScene(scene);
      ref->Update();
      const Derivation d0 = ref->derivation();
      // Whether `ricochet explain` knows the lesson and refuses the scene itself (degenerate presets such as
      // p0 = p1): one explain a scene.
      bool explained = true;
      std::string refused0;
      try {
        Explain(scene, "corner.json");
      } catch (const SceneError& err) {
        explained = !UnknownToExplain(err);
        refused0 = err.field;
      }
      for (const Corner& c : Corners()) {
        const json cs = c.make(scene);
        SCOPED_TRACE(std::string(e.id) + " scene " + std::to_string(scene_no) + ", " + c.name + ": " +
                     cs.dump().substr(0, 300));
        const auto l = e.Make();
        // A table moved to the far corner, or sped up to 10⁶, keeps its radii: where they fall below 10⁻⁵
        // of its extent it is outside the sandbox's domain, and refused naming a ball's radius.
        if (id == kSandboxLesson && BreaksRadiusToExtent(cs)) {
          try {
            l->LoadScene(cs);
            ADD_FAILURE() << "a table beyond the radius-to-extent bound was accepted";
          } catch (const SceneError& err) {
            EXPECT_EQ(err.field.rfind("balls[", 0), 0u) << err.what();
            // (or its speed, when scaling to 10⁶ rounds a component a hair past the domain's bound)
            EXPECT_TRUE(err.problem.find("extent") != std::string::npos ||
                        err.problem.find("must be within ±1e6") != std::string::npos)
                << err.what();
          }
          continue;
        }
        ASSERT_NO_THROW(l->LoadScene(cs));
        l->Update();
        // Run three frames of the table. Not the 2,000-ball gas: at 10⁶ units per frame in its box every
        // ball meets the 64-event cap against every other each frame (O(64 n²), half a minute per frame;
        // docs/reliability.md), which the engine survives but a test need not wait for.
        if (id == kSandboxLesson && cs.at("balls").size() <= 100)
          for (int k = 0; k < 3; ++k) l->Tick(0.0);
        const Derivation d = l->derivation();
        ExpectFinite(d);
        // `ricochet explain` (where the lesson has a builder) accepts the corner iff it accepts the scene
        // (it refuses degenerate presets such as p0 = p1, which the lessons show), and prints finite numbers.
        if (explained) {
          std::string refused;
          try {
            ExpectFinite(ExplainJson(Explain(cs, "corner.json")), "explain --json");
          } catch (const SceneError& err) {
            refused = err.field;
          }
          EXPECT_EQ(refused, refused0);
        }
        if ((c.similar == Similar::Scaled && scales) || (c.similar == Similar::Moved && moves)) {
          EXPECT_EQ(Words(d.result), Words(d0.result));
          EXPECT_NEAR(l->TimeOfImpact(), ref->TimeOfImpact(), 1e-6);
        }
      }
      ++scene_no;
    }
  }
}

}  // namespace
}  // namespace ricochet::app
