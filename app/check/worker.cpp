#include "check/worker.h"

#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "check/protocol.h"

namespace ricochet::app::codecheck {

using namespace wire;

std::string WorkerPath() {
  if (const char* env = std::getenv("RICOCHET_CHECK_WORKER"); env && *env) return env;
  std::error_code ec;
  const std::filesystem::path dir = std::filesystem::read_symlink("/proc/self/exe", ec).parent_path();
  for (const std::filesystem::path& p :
       {dir / "ricochet-check-worker", dir / "../libexec/ricochet/ricochet-check-worker"}) {
    if (std::filesystem::exists(p, ec)) return p.lexically_normal().string();
  }
  return "ricochet-check-worker";
}

std::unique_ptr<Worker> Worker::Start(const WorkerOptions& o, std::string* error) {
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
    *error = std::string("cannot start the worker: socketpair: ") + std::strerror(errno);
    return nullptr;
  }
  const std::string cpu = std::to_string(o.cpu_seconds);
  const char* argv[] = {o.exe.c_str(), o.lib.c_str(), cpu.c_str(), nullptr};
  const pid_t parent = getpid();
  std::fflush(nullptr);
  const pid_t pid = fork();
  if (pid < 0) {
    *error = std::string("cannot start the worker: fork: ") + std::strerror(errno);
    close(sv[0]), close(sv[1]);
    return nullptr;
  }
  if (pid == 0) {  // only async-signal-safe calls from here to exec
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);
    if (sv[1] == kWorkerFd) {
      fcntl(kWorkerFd, F_SETFD, 0);
    } else if (dup2(sv[1], kWorkerFd) < 0) {
      _exit(127);
    }
    const int null = open("/dev/null", O_RDWR);
    if (null >= 0) dup2(null, 0), dup2(null, 1), dup2(null, 2);
    close_range(kWorkerFd + 1, ~0u, 0);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    signal(SIGXCPU, SIG_DFL);
    signal(SIGPROF, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    execv(argv[0], const_cast<char* const*>(argv));
    _exit(127);
  }
  close(sv[1]);
  std::unique_ptr<Worker> w(new Worker(pid, sv[0]));
  w->options_ = o;
  Hello hello;
  bool timed_out = false;
  if (!RecvAll(w->fd_, &hello, sizeof hello, o.wall_seconds, &timed_out) || hello.magic != kMagic) {
    const Run r = w->Ended(timed_out ? "timeout" : "");
    *error = r.status == Run::Status::Exited && r.code == 127
                 ? "cannot start the worker " + o.exe +
                       " (it is installed with ricochet; $RICOCHET_CHECK_WORKER names another)"
             : r.status == Run::Status::Crashed
                 ? "the library " + o.lib + " crashed while loading: " + SignalName(r.code)
             : r.status == Run::Status::TimedOut ? "the library " + o.lib + " did not finish loading"
                                                 : "the worker for " + o.lib + " ended while loading it";
    return nullptr;
  }
  if (hello.error_len > 0) {
    std::string err(std::min<std::size_t>(hello.error_len, kMaxError), '\0');
    RecvAll(w->fd_, err.data(), err.size(), o.wall_seconds);
    *error = "cannot load " + err;
    return nullptr;
  }
  w->implemented_ = hello.implemented;
  return w;
}

Worker::~Worker() {
  if (pid_ <= 0) return;
  close(fd_);
  kill(pid_, SIGKILL);
  while (waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
  }
}

Run Worker::Ended(const std::string& why) {
  Run r;
  if (why == "timeout") kill(pid_, SIGKILL);
  int status = 0;
  while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  close(fd_);
  pid_ = -1, fd_ = -1;
  char secs[32];
  if (why == "timeout") {
    std::snprintf(secs, sizeof secs, "%g", options_.wall_seconds);
    r.status = Run::Status::TimedOut;
    r.detail = std::string("no answer within ") + secs + " s";
  } else if (WIFSIGNALED(status) && (WTERMSIG(status) == SIGXCPU || WTERMSIG(status) == SIGPROF)) {
    std::snprintf(secs, sizeof secs, "%g", options_.cpu_seconds);
    r.status = Run::Status::TimedOut;
    r.detail = std::string("more than ") + secs + " s of CPU on one call (an endless loop?)";
  } else if (WIFSIGNALED(status)) {
    r.status = Run::Status::Crashed;
    r.code = WTERMSIG(status);
  } else {
    r.status = Run::Status::Exited;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  return r;
}

Run Worker::Call(Fn fn, const Numbers& in) {
  if (pid_ <= 0) return {Run::Status::Lost, 0, "the worker is gone", {}, 0, {}, false};
  Request q;
  q.fn = static_cast<std::uint32_t>(fn);
  std::copy(in.begin(), in.end(), q.in);
  if (!SendAll(fd_, &q, sizeof q)) return Ended("");
  ReplyHead h;
  bool timed_out = false;
  if (!RecvAll(fd_, &h, sizeof h, options_.wall_seconds, &timed_out))
    return Ended(timed_out ? "timeout" : "");
  Run r;
  r.answer.ret = h.ret;
  std::copy(std::begin(h.out), std::end(h.out), r.answer.out.begin());
  r.unset = h.unset;
  r.trace_dropped = h.dropped > 0;
  for (std::uint32_t k = 0; k < std::min<std::uint32_t>(h.traced, kMaxTraced); ++k) {
    TraceRecord t;
    if (!RecvAll(fd_, &t, sizeof t, options_.wall_seconds)) return Ended("");
    t.symbol[sizeof t.symbol - 1] = '\0';
    r.trace.push_back({t.symbol, t.dims == 2 ? 2 : 1, {t.v[0], t.v[1]}});
  }
  return r;
}

std::unique_ptr<StudentLibrary> StudentLibrary::Load(const WorkerOptions& o, std::string* error) {
  std::unique_ptr<Worker> w = Worker::Start(o, error);
  if (!w) return nullptr;
  std::unique_ptr<StudentLibrary> s(new StudentLibrary);
  s->options_ = o;
  for (const FnInfo& f : Functions()) s->implemented_[static_cast<std::size_t>(f.fn)] = w->Implements(f.fn);
  s->worker_ = std::move(w);
  return s;
}

std::optional<Run> StudentLibrary::Call(Fn fn, const Numbers& in) {
  if (!worker_ || !worker_->Alive()) {
    std::string error;
    worker_ = Worker::Start(options_, &error);
    ++restarts_;
    if (!worker_)
      return Run{Run::Status::Lost, 0, "cannot start the worker again: " + error, {}, 0, {}, false};
  }
  return worker_->Call(fn, in);
}

}  // namespace ricochet::app::codecheck
