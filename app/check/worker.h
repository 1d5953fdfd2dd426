// The student's code runs in a child process, never in Ricochet's: ricochet-check-worker (worker/serve.h)
// loads the library and answers one call at a time over a socket (fd 3). Each call may use cpu_seconds of
// CPU (a profiling timer, ITIMER_PROF, ends it with SIGPROF), and the process a second or two more than it
// has used (setrlimit RLIMIT_CPU, SIGXCPU, should the timer be lost); its address space is capped 512 MB
// above what it had after loading (setrlimit RLIMIT_AS; not under AddressSanitizer, which reserves
// terabytes), core dumps are off and it dies with its parent. A crash, an exit, an endless loop or a call
// that sleeps (no answer within wall_seconds: SIGKILL) ends only the worker; the parent reports the case and
// starts a new one. The limits are against mistakes, not malice: the code runs as the user.
#pragma once

#include <sys/types.h>

#include <array>
#include <memory>
#include <string>

#include "check/functions.h"
#include "check/grade.h"
#include "check/run.h"

namespace ricochet::app::codecheck {

struct WorkerOptions {
  std::string exe;             // the program to run as the worker: ricochet itself (/proc/self/exe)
  std::string lib;             // the student's shared library (an absolute path)
  double cpu_seconds = 1.0;    // per call
  double wall_seconds = 20.0;  // per call, however busy the machine
};

class Worker {
 public:
  // Starts the worker and loads the library; nullptr and *error ("cannot load …: undefined symbol …").
  static std::unique_ptr<Worker> Start(const WorkerOptions& o, std::string* error);
  ~Worker();
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;

  bool Implements(Fn fn) const { return (implemented_ >> static_cast<unsigned>(fn)) & 1u; }
  // One call. After anything but Status::Ok the worker is gone (Alive() is false).
  Run Call(Fn fn, const Numbers& in);
  bool Alive() const { return pid_ > 0; }

 private:
  Worker(pid_t pid, int fd) : pid_(pid), fd_(fd) {}
  Run Ended(const std::string& why);  // reaps the worker and says how it ended
  pid_t pid_ = -1;
  int fd_ = -1;
  unsigned implemented_ = 0;
  WorkerOptions options_;
};

// The student's library in a worker process, started again after a crash.
class StudentLibrary : public Subject {
 public:
  static std::unique_ptr<StudentLibrary> Load(const WorkerOptions& o, std::string* error);
  bool Implements(Fn fn) const override { return implemented_[static_cast<std::size_t>(fn)]; }
  std::optional<Run> Call(Fn fn, const Numbers& in) override;
  bool AnswersAnyCase() const override { return true; }
  int Restarts() const { return restarts_; }

 private:
  WorkerOptions options_;
  std::array<bool, kFnCount> implemented_{};
  std::unique_ptr<Worker> worker_;
  int restarts_ = 0;
};

// The worker program: $RICOCHET_CHECK_WORKER, else ricochet-check-worker beside this program (the build
// folder) or in ../libexec/ricochet/ (installed).
std::string WorkerPath();

}  // namespace ricochet::app::codecheck
