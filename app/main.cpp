// ricochet: the window, or a subcommand (see cli.cpp).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <vector>

#include "cli/cli.h"
#include "scene/files.h"

int main(int argc, char** argv) {
  // Whatever escapes a subcommand still ends in one line and a non-zero exit, never an abort.
  int rc = 1;
  try {
    rc = ricochet::app::RunCli(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "ricochet: out of memory\n");
    return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "ricochet: %s\n", ricochet::app::Printable(e.what(), 400).c_str());
    return 1;
  }
  // What a subcommand printed must have reached its destination (`ricochet explain s.json > /dev/full`).
  errno = 0;
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(stderr, "ricochet: cannot write to standard output: %s\n",
                 errno != 0 ? std::strerror(errno) : "a write failed");
    return rc != 0 ? rc : 1;
  }
  return rc;
}
