// The sandbox (Lecture 17's main loop, the air-hockey game): a whole table run by ricochet::World every
// frame. Its derivation is one frame's: the pair tests and events, energy and momentum, and for the selected
// ball every event of its frame — which lecture test found it, ti, Bi, the normal and the new velocity.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"
#include "ricochet/world.h"

namespace ricochet::app {

// "wall", "pillar", "ball" (as in the JSON results).
const char* EventKindName(EventKind k);

// The derivation of the frame `w` last stepped; `frame_start` is where the selected ball (w.watch) began it.
// The selected ball's last event is replayed through the lecture's test (CircleSegment, RayCircle,
// CircleCircle) and its steps follow. frame_ran = false: no frame of the selected ball has run since the
// table was loaded or the ball selected (frame 0), so only where it is and its velocity are known.
Derivation DeriveSandbox(const World& w, Vec2 frame_start, bool frame_ran);
// `ricochet explain`: the scene's next frame — read the world (scene/sim_scene.h), select ball 0 on a small
// table (as the lesson does), step once, DeriveSandbox.
Derivation ExplainSandbox(const nlohmann::json& scene, const std::string& file);

// The ball the lesson selects when it opens a table: ball 0 on a small one, none on a crowded one.
int SandboxDefaultWatch(const World& w);

}  // namespace ricochet::app
