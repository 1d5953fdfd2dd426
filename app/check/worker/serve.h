// The worker process `ricochet check` runs the student's code in (worker.h describes the limits): the
// program ricochet-check-worker, small so that it starts in milliseconds (a new one follows every crash).
#pragma once

#include <string>

namespace ricochet::app::codecheck {

// Loads `lib`, reports which functions it has, then serves calls on fd 3 until it closes, each call allowed
// `cpu_seconds` of CPU. Returns the process's exit code.
int ServeWorker(const std::string& lib, double cpu_seconds);

}  // namespace ricochet::app::codecheck
