// Harness `cli`: any command line, as `ricochet` parses it — the window's options and every subcommand's
// (cli.cpp's table), in a ParseOnlyScope: each stops where its work would begin, so no file is read or
// written and no window or process is opened. The bytes are the arguments, separated by NUL. A good command
// line exits 0, a bad one 2 (with its one line on stderr); anything else is a failure.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "cli/parse_only.h"
#include "fuzz/oracles.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace ricochet::app;
  std::vector<std::string> args(1);
  for (std::size_t i = 0; i < size; ++i) {
    if (data[i] == '\0') {
      args.emplace_back();
    } else {
      args.back() += static_cast<char>(data[i]);
    }
  }
  if (size == 0) args.clear();
  const ParseOnlyScope parse_only;
  const int rc = RunCli(args);
  if (rc != 0 && rc != 2) oracle::Fail("a command line exited " + std::to_string(rc) + " while only parsing");
  return 0;
}
