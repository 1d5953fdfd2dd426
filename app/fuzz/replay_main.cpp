// Runs a harness's LLVMFuzzerTestOneInput over files and directories (every file in them, sorted), without
// libFuzzer: ctest's fuzz.replay.NAME in every build replays the seeds and the regressions this way, so a
// crash once found stays fixed in the Release and ASan suites too. Fails when it ran nothing, or when the
// harness rejected a file (returned −1: an input it cannot read, such as a lesson input naming no lesson).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    const fs::path p = argv[i];
    if (fs::is_directory(p)) {
      for (const auto& e : fs::directory_iterator(p))
        if (e.is_regular_file()) files.push_back(e.path());
    } else if (fs::is_regular_file(p)) {
      files.push_back(p);
    } else {
      std::fprintf(stderr, "replay: no such file or directory: %s\n", argv[i]);
      return 1;
    }
  }
  std::sort(files.begin(), files.end());
  int rejected = 0;
  for (const fs::path& f : files) {
    std::ifstream in(f, std::ios::binary);
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::fprintf(stderr, "replay: %s\n", f.c_str());
    if (LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()) != 0) {
      std::fprintf(stderr, "replay: %s: the harness rejected this input; it replays nothing\n", f.c_str());
      ++rejected;
    }
  }
  std::printf("replayed %zu inputs\n", files.size());
  return files.empty() || rejected > 0 ? 1 : 0;
}
