// Child processes for the subcommands that run the window as a program of its own (window-tour, bench
// startup): this program's path, a child run to its end, and a private X server when there is no display.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace ricochet::app {

// This program's path (/proc/self/exe), or "ricochet" (found on PATH) when it cannot be read.
std::string SelfExe();

// Runs argv as a child process and returns its exit code (127 if it could not start, 128 if it died).
int Spawn(const std::vector<std::string>& argv);

// A private X server (Xvfb) for as long as it lives, its display in $DISPLAY. Xvfb picks a free display
// number itself and writes it to a pipe (-displayfd): two tours started at once never race for one.
class PrivateX {
 public:
  PrivateX() = default;
  PrivateX(const PrivateX&) = delete;
  PrivateX& operator=(const PrivateX&) = delete;
  ~PrivateX();
  // Starts a w × h screen; false with *err set if Xvfb did not start.
  bool Start(int w, int h, std::string* err);

 private:
  pid_t pid_ = -1;
};

}  // namespace ricochet::app
