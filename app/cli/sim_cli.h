// `ricochet simulate` and `ricochet bench`: the sandbox engine without a window.
#pragma once

#include <string>
#include <vector>

namespace ricochet::app {

// ricochet simulate SCENE.json|- --steps N [--json]
// Runs the scene headless (deterministic for the same input) and prints the final state and counters.
int RunSimulate(const std::vector<std::string>& args);

// ricochet bench sandbox --balls N [--steps S] [--speed V] [--density F] [--broadphase grid|naive] [--seed K]
//                        [--json]
// A gas box of N balls (GasScene: speed in radii per frame, density the area fraction); prints balls, steps,
// steps_per_second, pair_tests_per_step, events_per_step, escaped, overlapping, energy_drift. ricochet bench
// frames ...: cli/frames_cli.h.
int RunBench(const std::vector<std::string>& args);

}  // namespace ricochet::app
