// π from collisions (Lecture 17 taken to its limit): a big block M slides toward a small block m resting by a
// wall; every collision counted — the scene's inputs, their reader and writer, and the derivation built from
// PiBlocks' trace.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "ricochet/pi_blocks.h"
#include "scene/scene.h"

namespace ricochet::app {

struct PiBlocksInputs {
  double m = 1, M = 100,
         V = -1;                 // the small block (at rest), the big block and its velocity (< 0: toward it)
  bool approaching_test = true;  // false: blocks that touch collide, and never stop (see kPiBlocksNoTestCap)
  bool operator==(const PiBlocksInputs&) const = default;
};

// Without the approaching test the count has no end (the blocks bounce in place at the first contact): it
// stops after this many collisions, and says so.
inline constexpr std::int64_t kPiBlocksNoTestCap = 1000;

// The scene's fields (docs/scene-fields.md): the reader refuses any other (scene.h: OnlyKnownFields).
std::span<const SceneField> PiBlocksFields();

// Reads m, M (masses), V and the optional "approaching_test" (SceneError naming file and field).
PiBlocksInputs ReadPiBlocks(const nlohmann::json& scene, const std::string& file);
nlohmann::json PiBlocksJson(const PiBlocksInputs& in);  // the inputs as scene fields (no "lesson")

// PiBlocks for these inputs (capped without the test); `each` as PiBlocks'.
inline PiBlocksTrace SolvePiBlocks(const PiBlocksInputs& in,
                                   const std::function<void(const PiBlocksState&)>& each = nullptr) {
  return in.approaching_test
             ? PiBlocks(in.m, in.M, in.V, kPiBlocksMaxCollisions, true, each)
             : PiBlocks(in.m, in.M, in.V, kPiBlocksNoTestCap, /*approaching_test=*/false, each);
}

// M/m; the first collision by Lecture 17's law (approaching, u', V', momentum, energy); the wall; θ and the
// predicted N; the count; the end test.
Derivation DerivePiBlocks(const PiBlocksInputs& in, const PiBlocksTrace& t);
// `ricochet explain`: read → PiBlocks → DerivePiBlocks.
Derivation ExplainPiBlocks(const nlohmann::json& scene, const std::string& file);

// "3.14…" digits of π the count spells when M/m = 100ⁿ (n = 0 … 6), else "".
std::string PiDigits(double mass_ratio, std::int64_t collisions);

}  // namespace ricochet::app
