// The air-hockey lecture's "Circle intersection isn't enough!": a fast puck (radius r) passes a small circle
// (radius R) or a thin wall (thickness w) between two frames. The discrete test looks at the frame's two ends
// only; the swept test — Lecture 20's ray vs circle, Lecture 10's circle vs segment — looks at the whole
// path. The scene's reader and writer for the inputs, and the derivation built from the trace (core's
// ricochet/tunneling.h).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "explain/topic.h"
#include "ricochet/tunneling.h"
#include "scene/scene.h"

namespace ricochet::app {

// The frame step above which discrete testing can fail on a path through the centre (head-on): the frame ends
// straddle the overlap zone, 2(r + R) long for a circle, w + 2r for a wall. The formula, in the lecture's
// symbols.
const char* TunnelingHeadOnFormula(bool wall);

// The scene's fields (docs/scene-fields.md): the reader refuses any other (scene.h: OnlyKnownFields).
std::span<const SceneField> TunnelingFields();

// Reads target ("circle" or "wall"), c, speed, r and the target's R or w (SceneError naming file and field).
// `keep` gives the other target's size, which the scene does not hold.
TunnelingInputs ReadTunneling(const nlohmann::json& scene, const std::string& file,
                              TunnelingInputs keep = {});
nlohmann::json TunnelingJson(const TunnelingInputs& in);  // the inputs as scene fields (no "lesson")

// The rule for this path, in the lecture's symbols: the chord 2√((R + r)² − d²) (a wall's end: 2√((r + w/2)²
// − d²)), or w + 2r for a path square on through a wall's face.
const char* TunnelingThresholdFormula(const TunnelingInputs& in, const TunnelingTrace& t);

// v, the gaps at the frame ends and the discrete test, the swept test (the quadratic or the offset line),
// and the threshold speed.
Derivation DeriveTunneling(const TunnelingInputs& in, const TunnelingTrace& t);
// The topic (explain/topic.h), which the lesson and `ricochet explain` (ExplainTopic) read.
struct TunnelingTopic {
  using Inputs = TunnelingInputs;  // Inputs{}: the opening scene
  using Trace = TunnelingTrace;
  static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs& now) {
    return ReadTunneling(scene, file, now);
  }
  static nlohmann::json Write(const Inputs& in) { return TunnelingJson(in); }
  static void Solve(const Inputs& in, Trace& t) { t = SolveTunneling(in); }
  static Derivation Derive(const Inputs& in, const Trace& t) { return DeriveTunneling(in, t); }
};

}  // namespace ricochet::app
