// Harness `scene`: any bytes as a scene file, through the one reader every path uses (ParseScene: explain,
// export, simulate, the window, File → Open), then the scene's lesson both ways the program derives it
// (fuzz/scene_checks.h). Seeds: scenes/ and the tests' bad inputs.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/scene_checks.h"
#include "scene/scene.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace ricochet::app;
  nlohmann::json scene;
  try {
    scene = ParseScene(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json");
  } catch (const SceneError&) {
    return 0;  // refused with its one line: what the reader is for
  }
  fuzz::CheckScene(scene);
  return 0;
}
