// Lecture 10: a ball of radius r moving Bs → Be against the wall P0P1 — the scene's inputs, their reader
// and writer, the checks, and the derivation built from CircleSegment's trace.
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "explain/topic.h"
#include "ricochet/circle_segment.h"
#include "scene/scene.h"

namespace ricochet::app {

struct CircleSegmentInputs {
  Vec2 p0{0, 0}, p1{0, 6}, bs{6, 1}, be{-2, 5};  // the lecture's basic case: an edge hit from outside
  double r = 1.0;
  CollisionType type = CollisionType::TwoSided;  // the scene's optional "collision_type"
  bool operator==(const CircleSegmentInputs&) const = default;
};

// The scene's "collision_type" words: "two-sided" (the default, left out of a saved scene), "outside",
// "inside" — the side a one-sided wall collides from.
const char* CollisionTypeName(CollisionType type);

// The lecture's four tests and the checks it leaves out (overlap at the start, parallel motion, ti outside
// the frame), in the order they run. The derivation's steps and the lesson's checklist both take their words
// and formulas from here.
struct CircleSegmentCheck {
  CircleSegmentOutcome outcome;  // the outcome when this check rejects
  const char* key;               // its step's key
  int number;                    // the lecture's test number, 1–4; 0 for a check of its Steps slide
  const char* name;              // "both inside"
  const char* formula;
  const char* passed;  // what the check found when it does not reject: "not both inside"
};
inline constexpr std::array<CircleSegmentCheck, 8> kCircleSegmentChecks = {{
    {CircleSegmentOutcome::BothInside, "both_inside", 1, "both inside",
     "n̂·Bs − n̂·P0 < −r and n̂·Be − n̂·P0 < −r", "not both inside"},
    {CircleSegmentOutcome::BothOutside, "both_outside", 2, "both outside",
     "n̂·Bs − n̂·P0 > r and n̂·Be − n̂·P0 > r", "not both outside"},
    {CircleSegmentOutcome::OtherSide, "collision_type", 0, "collision type",
     "one-sided: from the other side, it passes", "comes from the wall's side"},
    {CircleSegmentOutcome::StartsOverlapping, "overlap_at_start", 0, "overlap at t = 0", "dist(Bs, P0P1) < r",
     "no overlap at t = 0"},
    {CircleSegmentOutcome::Parallel, "parallel", 0, "parallel", "n̂·v = 0", "not parallel"},
    {CircleSegmentOutcome::TiOutsideFrame, "ti_in_frame", 0, "ti ∈ [0, 1]", "0 ≤ ti ≤ 1", "ti is in [0, 1]"},
    {CircleSegmentOutcome::AfterP1, "after_p1", 3, "after P1", "(Bi − P1)·(P0 − P1) < 0",
     "Bi is not after P1"},
    {CircleSegmentOutcome::BeforeP0, "before_p0", 4, "before P0", "(Bi − P0)·(P1 − P0) < 0",
     "Bi is not before P0"},
}};

// The scene's fields (docs/scene-fields.md): the reader refuses any other (scene.h: OnlyKnownFields).
std::span<const SceneField> CircleSegmentFields();

// Reads p0, p1, bs, be and r (SceneError naming file and field). A zero-length wall is read: the lesson
// explains it.
CircleSegmentInputs ReadCircleSegment(const nlohmann::json& scene, const std::string& file);
nlohmann::json CircleSegmentJson(const CircleSegmentInputs& in);  // the inputs as scene fields (no "lesson")

inline CircleSegmentTrace SolveCircleSegment(const CircleSegmentInputs& in) {
  return CircleSegment({in.p0, in.p1}, {in.bs, in.be}, in.r, in.type);
}

// Lecture 10's order: the ball (v, k), the wall (e, n, n̂, n̂·P0), the sides of Bs and Be, D, the trivial
// rejections (tests 1 and 2, the collision type of a one-sided wall), the overlap at t = 0, ti and Bi on
// the offset line, ti ∈ [0, 1], tests 3 and 4, then the endpoint problem (the end caps), the earliest ti,
// Bi, the contact normal and the bounce (i, i·n̂c, s, m, r⃗, Be', v̂); a zero-length wall gets its verdict and
// no steps.
Derivation DeriveCircleSegment(const CircleSegmentInputs& in, const CircleSegmentTrace& t);
// The topic (explain/topic.h), which the lesson and `ricochet explain` (ExplainTopic) read.
struct CircleSegmentTopic {
  using Inputs = CircleSegmentInputs;  // Inputs{}: the opening scene
  using Trace = CircleSegmentTrace;
  static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs&) {
    return ReadCircleSegment(scene, file);
  }
  static nlohmann::json Write(const Inputs& in) { return CircleSegmentJson(in); }
  static void Solve(const Inputs& in, Trace& t) { t = SolveCircleSegment(in); }
  static Derivation Derive(const Inputs& in, const Trace& t) { return DeriveCircleSegment(in, t); }
  // `ricochet explain` refuses a zero-length wall (P0 = P1): it has no normal (the lesson explains it).
  static void Refuse(const Inputs& in, const Trace& t, const std::string& file);
};

}  // namespace ricochet::app
