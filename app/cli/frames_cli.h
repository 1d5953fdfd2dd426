// `ricochet bench frames`: the CPU cost of a window frame per lesson, without a window (docs/performance.md).
#pragma once

#include <string>
#include <vector>

namespace ricochet::app {

// ricochet bench frames [--lesson ID] [--size WxH] [--ui-scale S] [--frames N] [--json]
// Runs each lesson's shell in a headless ImGui context, changing one of its inputs every frame as a user does
// (its first handle dragged; without a handle, a panel slider dragged, or the sandbox's balls clicked) and
// prints which input, and the median, p99 and max CPU time per frame (ImGui frame, lesson update, core,
// derivation, figure build and replay into the ImDrawList; GL submission excluded). "sandbox" is a gas of
// 10,000 balls, paused; "sandbox-playing" also steps it every frame.
int RunBenchFrames(const std::vector<std::string>& args);

}  // namespace ricochet::app
