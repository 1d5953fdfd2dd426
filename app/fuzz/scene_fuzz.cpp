// Harness `scene`: any bytes as a scene file, through the one reader every path uses (ReadSceneFile: the
// file read by ReadFileText, then ParseScene — explain, export, simulate, the window, File → Open), then the
// scene's lesson both ways the program derives it (fuzz/scene_checks.h). Seeds: scenes/ and the tests' bad
// inputs.
#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/oracles.h"
#include "fuzz/scene_checks.h"
#include "scene/scene.h"

namespace {

// The bytes as a file (in memory: a memfd, a regular file to ReadFileText), read by ReadSceneFile.
// Returns its refusal's field and problem ("\n" joined), or "" with the scene in `out`.
std::string ReadAsFile(const std::uint8_t* data, std::size_t size, nlohmann::json& out) {
  using namespace ricochet::app;
  const int fd = memfd_create("fuzz.json", MFD_CLOEXEC);
  if (fd < 0) return "\nno memfd";
  for (std::size_t done = 0; done < size;) {
    const ssize_t n = write(fd, data + done, size - done);
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  std::string refusal;
  try {
    out = ReadSceneFile("/proc/self/fd/" + std::to_string(fd));
  } catch (const SceneError& e) {
    refusal = e.field + "\n" + e.problem;
  }
  close(fd);
  return refusal;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace ricochet::app;
  nlohmann::json scene;
  std::string refusal;
  try {
    scene = ParseScene(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json");
  } catch (const SceneError& e) {
    refusal = e.field + "\n" + e.problem;  // refused with its one line: what the reader is for
  }
  // Read from a file, the same bytes give the same scene or the same refusal.
  nlohmann::json from_file;
  const std::string file_refusal = ReadAsFile(data, size, from_file);
  if (file_refusal != "\nno memfd" && (file_refusal != refusal || from_file != scene))
    oracle::Fail("the file reader and ParseScene differ: '" + file_refusal + "' vs '" + refusal + "'");
  if (refusal.empty()) fuzz::CheckScene(scene);
  return 0;
}
