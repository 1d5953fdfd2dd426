#include "check/worker.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>

#include "check/ricochet_check.h"

namespace ricochet::app::codecheck {

namespace {

// The wire: fixed-size records over a stream socket, both ends the same build of the same program.
constexpr std::uint32_t kMagic = 0x52434B31;  // "RCK1"
constexpr int kWorkerFd = 3;
constexpr std::size_t kMaxError = 2000;

struct Hello {
  std::uint32_t magic = kMagic;
  std::uint32_t implemented = 0;  // bit per Fn
  std::uint32_t error_len = 0;    // a dlopen error follows (implemented is then 0)
  std::uint32_t pad = 0;
};
struct Request {
  std::uint32_t fn = 0;
  std::uint32_t pad = 0;
  double in[kMaxIn] = {};
};
struct ReplyHead {
  std::int32_t ret = 1;
  std::uint32_t traced = 0;   // TraceRecords follow
  std::uint32_t dropped = 0;  // rc_trace calls beyond kMaxTraced
  std::uint32_t unset = 0;    // bit k: output number k not written
  double out[kMaxOut] = {};
};
struct TraceRecord {
  char symbol[48] = {};
  std::int32_t dims = 1;
  std::int32_t pad = 0;
  double v[2] = {0, 0};
};

bool SendAll(int fd, const void* p, std::size_t n) {
  const char* c = static_cast<const char*>(p);
  while (n > 0) {
    const ssize_t k = send(fd, c, n, MSG_NOSIGNAL);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    c += k, n -= static_cast<std::size_t>(k);
  }
  return true;
}

// Reads exactly n bytes. seconds < 0: no limit. False on EOF, error or timeout (*timed_out).
bool RecvAll(int fd, void* p, std::size_t n, double seconds, bool* timed_out = nullptr) {
  using Clock = std::chrono::steady_clock;
  const auto end =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  char* c = static_cast<char*>(p);
  while (n > 0) {
    if (seconds >= 0) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now()).count();
      pollfd pfd{fd, POLLIN, 0};
      const int r = left > 0 ? poll(&pfd, 1, static_cast<int>(std::min<long long>(left, 1 << 30))) : 0;
      if (r < 0 && errno == EINTR) continue;
      if (r == 0) {
        if (timed_out) *timed_out = true;
        return false;
      }
      if (r < 0) return false;
    }
    const ssize_t k = recv(fd, c, n, 0);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return false;
    c += k, n -= static_cast<std::size_t>(k);
  }
  return true;
}

// ---- the worker's side ----

TraceRecord g_trace[kMaxTraced];
std::uint32_t g_traced = 0, g_dropped = 0;

void Record(const char* symbol, int dims, double x, double y) {
  if (g_traced >= static_cast<std::uint32_t>(kMaxTraced)) {
    ++g_dropped;
    return;
  }
  TraceRecord& t = g_trace[g_traced++];
  t = TraceRecord{};
  if (symbol) std::strncpy(t.symbol, symbol, sizeof t.symbol - 1);
  t.dims = dims, t.v[0] = x, t.v[1] = y;
}

// A NaN no arithmetic makes: the outputs hold it until the student's code writes them.
constexpr std::uint64_t kUnsetBits = 0x7ff4c0de0badf00dull;
double UnsetValue() {
  double d;
  std::memcpy(&d, &kUnsetBits, sizeof d);
  return d;
}
bool IsUnset(double d) {
  std::uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b == kUnsetBits;
}

rc_vec2 V(const Request& q, int k) { return {q.in[k], q.in[k + 1]}; }

// Calls function q.fn of the library (present: checked by the caller) and fills the reply's numbers.
void CallStudent(void* sym, const Request& q, ReplyHead& h) {
  const double u = UnsetValue();
  double ti = u, t = u;
  rc_vec2 bi{u, u}, be2{u, u};
  double a1 = u, a2 = u;
  rc_vec2 v1{u, u}, v2{u, u};
  auto put = [&](int k, rc_vec2 v) { h.out[k] = v.x, h.out[k + 1] = v.y; };
  switch (static_cast<Fn>(q.fn)) {
    case Fn::OutwardNormal:
      put(0, reinterpret_cast<rc_vec2 (*)(rc_vec2, rc_vec2)>(sym)(V(q, 0), V(q, 2)));
      break;
    case Fn::BoundaryCondition:
      h.out[0] = reinterpret_cast<double (*)(rc_vec2, rc_vec2, rc_vec2)>(sym)(V(q, 0), V(q, 2), V(q, 4));
      break;
    case Fn::PointVsWall:
      h.ret = reinterpret_cast<int (*)(rc_vec2, rc_vec2, rc_vec2, rc_vec2, double*, rc_vec2*)>(sym)(
          V(q, 0), V(q, 2), V(q, 4), V(q, 6), &ti, &bi);
      h.out[0] = ti, put(1, bi);
      break;
    case Fn::Reflect: put(0, reinterpret_cast<rc_vec2 (*)(rc_vec2, rc_vec2)>(sym)(V(q, 0), V(q, 2))); break;
    case Fn::CircleVsWall:
      h.ret =
          reinterpret_cast<int (*)(rc_vec2, rc_vec2, double, rc_vec2, rc_vec2, double*, rc_vec2*, rc_vec2*)>(
              sym)(V(q, 0), V(q, 2), q.in[4], V(q, 5), V(q, 7), &ti, &bi, &be2);
      h.out[0] = ti, put(1, bi), put(3, be2);
      break;
    case Fn::RayVsCircle:
      h.ret = reinterpret_cast<int (*)(rc_vec2, rc_vec2, rc_vec2, double, double*, rc_vec2*)>(sym)(
          V(q, 0), V(q, 2), V(q, 4), q.in[6], &ti, &bi);
      h.out[0] = ti, put(1, bi);
      break;
    case Fn::CircleVsCircle:
      h.ret = reinterpret_cast<int (*)(rc_vec2, rc_vec2, double, rc_vec2, rc_vec2, double, double*)>(sym)(
          V(q, 0), V(q, 2), q.in[4], V(q, 5), V(q, 7), q.in[9], &t);
      h.out[0] = t;
      break;
    case Fn::Elastic1D:
      reinterpret_cast<void (*)(double, double, double, double, double*, double*)>(sym)(
          q.in[0], q.in[1], q.in[2], q.in[3], &a1, &a2);
      h.out[0] = a1, h.out[1] = a2;
      break;
    case Fn::Elastic2D:
      reinterpret_cast<void (*)(rc_vec2, rc_vec2, rc_vec2, rc_vec2, rc_vec2*, rc_vec2*)>(sym)(
          V(q, 0), V(q, 2), V(q, 4), V(q, 6), &v1, &v2);
      put(0, v1), put(2, v2);
      break;
  }
  for (int k = 0; k < static_cast<int>(kMaxOut); ++k) {
    if (IsUnset(h.out[k])) h.unset |= 1u << k;
  }
}

// The address space now, from /proc/self/statm (pages).
rlim_t AddressSpace() {
  std::ifstream in("/proc/self/statm");
  unsigned long long pages = 0;
  in >> pages;
  return static_cast<rlim_t>(pages) * static_cast<rlim_t>(sysconf(_SC_PAGESIZE));
}

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

}  // namespace

int ServeWorker(const std::string& lib, double cpu_seconds) {
  const rlimit no_core{0, 0}, files{64 << 20, 64 << 20};
  setrlimit(RLIMIT_CORE, &no_core);
  setrlimit(RLIMIT_FSIZE, &files);
  Hello hello;
  void* handle = dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    std::string err = dlerror();
    err.resize(std::min(err.size(), kMaxError));
    hello.error_len = static_cast<std::uint32_t>(err.size());
    return SendAll(kWorkerFd, &hello, sizeof hello) && SendAll(kWorkerFd, err.data(), err.size()) ? 1 : 2;
  }
  void* syms[kFnCount] = {};
  for (const FnInfo& f : Functions()) {
    syms[static_cast<std::size_t>(f.fn)] = dlsym(handle, f.name);
    if (syms[static_cast<std::size_t>(f.fn)]) hello.implemented |= 1u << static_cast<unsigned>(f.fn);
  }
  if (!kAddressSanitizer) {
    const rlim_t as = AddressSpace() + (rlim_t{512} << 20);
    const rlimit memory{as, as};
    setrlimit(RLIMIT_AS, &memory);
  }
  if (!SendAll(kWorkerFd, &hello, sizeof hello)) return 2;
  rlimit cpu{};
  getrlimit(RLIMIT_CPU, &cpu);
  for (;;) {
    Request q;
    if (!RecvAll(kWorkerFd, &q, sizeof q, -1)) return 0;  // the parent is done
    if (q.fn >= kFnCount || !syms[q.fn]) return 2;
    // This call may use cpu_seconds more (RLIMIT_CPU counts whole seconds: up to one more).
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    const rlim_t used = static_cast<rlim_t>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) + 1;
    const rlim_t soft = used + static_cast<rlim_t>(std::ceil(cpu_seconds));
    if (cpu.rlim_max == RLIM_INFINITY || soft <= cpu.rlim_max) {
      const rlimit per_call{soft, cpu.rlim_max};
      setrlimit(RLIMIT_CPU, &per_call);
    }
    g_traced = g_dropped = 0;
    ReplyHead h;
    CallStudent(syms[q.fn], q, h);
    h.traced = g_traced, h.dropped = g_dropped;
    if (!SendAll(kWorkerFd, &h, sizeof h) || !SendAll(kWorkerFd, g_trace, sizeof(TraceRecord) * g_traced))
      return 2;
  }
}

std::unique_ptr<Worker> Worker::Start(const WorkerOptions& o, std::string* error) {
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
    *error = std::string("cannot start the worker: socketpair: ") + std::strerror(errno);
    return nullptr;
  }
  const std::string cpu = std::to_string(o.cpu_seconds);
  const char* argv[] = {o.exe.c_str(), "check", "--worker", o.lib.c_str(), "--cpu", cpu.c_str(), nullptr};
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
    *error = r.status == Run::Status::Exited && r.code == 127 ? "cannot start the worker " + o.exe
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
  } else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU) {
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

// The tracing functions of ricochet_check.h, which the student's library calls: the program exports them
// (app/check/exports.list) so the library finds them when the worker loads it.
extern "C" void rc_trace(const char* symbol, double value) {
  ricochet::app::codecheck::Record(symbol, 1, value, 0);
}
extern "C" void rc_trace_vec2(const char* symbol, rc_vec2 value) {
  ricochet::app::codecheck::Record(symbol, 2, value.x, value.y);
}
