// Lecture 16 (+ Lecture 10): a point moving Bs → Be against the wall P0P1 — the scene's inputs, their reader
// and writer, the lecture's five non-collision tests, and the derivation built from PointSegment's trace.
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "explain/topic.h"
#include "ricochet/point_segment.h"
#include "scene/scene.h"

namespace ricochet::app {

struct PointSegmentInputs {
  Vec2 p0{0, 0}, p1{0, 4}, bs{3, 0.5}, be{-2, 3};  // a hit at ti = 0.6, Bi (0, 2), bouncing to Be' (2, 3)
  bool operator==(const PointSegmentInputs&) const = default;
};

// The lecture's five non-collision tests, in its order. The derivation's test steps and the lesson's
// checklist both take their words and formulas from here.
struct PointSegmentTest {
  PointSegmentOutcome outcome;  // the outcome when this test rejects
  const char* key;              // its step's key
  const char* name;             // "both inside"
  const char* formula;          // "n̂·Bs < n̂·P0 and n̂·Be < n̂·P0"
  const char* passed;           // what the test found when it does not reject: "not both inside"
};
inline constexpr std::array<PointSegmentTest, 5> kPointSegmentTests = {{
    {PointSegmentOutcome::BothInside, "both_inside", "both inside", "n̂·Bs < n̂·P0 and n̂·Be < n̂·P0",
     "not both inside"},
    {PointSegmentOutcome::BothOutside, "both_outside", "both outside", "n̂·Bs > n̂·P0 and n̂·Be > n̂·P0",
     "not both outside"},
    {PointSegmentOutcome::Parallel, "parallel", "parallel", "n̂·v = 0", "not parallel"},
    {PointSegmentOutcome::BeforeP0, "before_p0", "before P0", "(Bi − P0)·(P1 − P0) < 0",
     "Bi is not before P0"},
    {PointSegmentOutcome::AfterP1, "after_p1", "after P1", "(Bi − P1)·(P0 − P1) < 0", "Bi is not after P1"},
}};
// What test `x` found: "rejected: before P0" when it decides, else its `passed` phrase.
std::string Found(const PointSegmentTest& x, bool rejects);

// The scene's fields (docs/scene-fields.md): the reader refuses any other (scene.h: OnlyKnownFields).
std::span<const SceneField> PointSegmentFields();

// Reads p0, p1, bs, be (SceneError naming file and field). A zero-length wall is read: the lesson explains
// it.
PointSegmentInputs ReadPointSegment(const nlohmann::json& scene, const std::string& file,
                                    std::span<const SceneField> fields = PointSegmentFields());
nlohmann::json PointSegmentJson(const PointSegmentInputs& in);  // the inputs as scene fields (no "lesson")

inline PointSegmentTrace SolvePointSegment(const PointSegmentInputs& in) {
  return PointSegment({in.p0, in.p1}, {in.bs, in.be});
}

// Lecture 16's order: the wall (e, n, n̂, n̂·P0), the motion (v), n̂·Bs, n̂·Be, the five tests up to the one
// that decides (n̂·v before test 3; ti and Bi before tests 4 and 5), then Lecture 10's reflection (i, i·n̂, s,
// m, r, Be', v̂); a zero-length wall gets its verdict and no steps.
Derivation DerivePointSegment(const PointSegmentInputs& in, const PointSegmentTrace& t);
// The topic (explain/topic.h), which the lesson and `ricochet explain` (ExplainTopic) read.
struct PointSegmentTopic {
  using Inputs = PointSegmentInputs;  // Inputs{}: the opening scene
  using Trace = PointSegmentTrace;
  static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs&) {
    return ReadPointSegment(scene, file);
  }
  static nlohmann::json Write(const Inputs& in) { return PointSegmentJson(in); }
  static void Solve(const Inputs& in, Trace& t) { t = SolvePointSegment(in); }
  static Derivation Derive(const Inputs& in, const Trace& t) { return DerivePointSegment(in, t); }
  // `ricochet explain` refuses a zero-length wall (P0 = P1): it has no normal (the lesson explains it).
  static void Refuse(const Inputs& in, const Trace& t, const std::string& file);
};

}  // namespace ricochet::app
