// Harness `sandbox`: any bytes as a sandbox scene (ParseScene → SandboxWorld, the reader `ricochet simulate`
// and the sandbox lesson share). A world it accepts must save and read back to itself, and a few frames of
// the engine must keep every ball in play finite, apart from the others and out of every wall and pillar
// (world.h's promise). Frames run only for tables of up to 64 balls: the engine's cost grows with speed ×
// density (docs/reliability.md, known limits) and a harness input must stay quick.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/oracles.h"
#include "ricochet/world_diagnostics.h"
#include "scene/scene.h"
#include "scene/sim_scene.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace ricochet;
  using namespace ricochet::app;
  using oracle::Fail;
  World w;
  try {
    const nlohmann::json scene =
        ParseScene(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json");
    w = SandboxWorld(scene, "fuzz.json");
  } catch (const SceneError& e) {
    if (e.file != "fuzz.json") Fail("refused without naming the file: " + std::string(e.what()));
    return 0;
  }
  const nlohmann::json saved = SandboxJson(w);
  try {
    if (SandboxJson(SandboxWorld(saved, "saved.json")) != saved) Fail("save → open changed the world");
  } catch (const SceneError& e) {
    Fail("the world's own scene was refused: " + std::string(e.what()));
  }
  if (w.balls.size() > 64) return 0;
  for (int frame = 0; frame < 4; ++frame) {
    const StepStats s = w.Step();
    if (s.out_of_play > 0)
      return 0;  // a ball left kWorldLimit: counted, no longer the engine's to keep apart
    for (std::size_t i = 0; i < w.balls.size(); ++i) {
      if (!std::isfinite(w.balls.x[i]) || !std::isfinite(w.balls.y[i]) || !std::isfinite(w.balls.vx[i]) ||
          !std::isfinite(w.balls.vy[i]))
        Fail("ball " + std::to_string(i) + " is not finite after frame " + std::to_string(frame));
    }
    if (const auto n = CountOverlaps(w.balls)) Fail(std::to_string(n) + " overlapping pairs after a frame");
    if (const auto n = CountPenetrations(w)) Fail(std::to_string(n) + " balls inside a wall or pillar");
  }
  return 0;
}
