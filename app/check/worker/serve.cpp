#include "check/worker/serve.h"

#include <dlfcn.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>

#include "check/protocol.h"
#include "check/ricochet_check.h"

namespace ricochet::app::codecheck {

using namespace wire;

namespace {

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
    // And to the microsecond: a profiling timer of cpu_seconds, whose SIGPROF ends the process.
    const double whole = std::floor(cpu_seconds);
    itimerval timer{{0, 0},
                    {static_cast<time_t>(whole), static_cast<suseconds_t>((cpu_seconds - whole) * 1e6)}};
    setitimer(ITIMER_PROF, &timer, nullptr);
    g_traced = g_dropped = 0;
    ReplyHead h;
    CallStudent(syms[q.fn], q, h);
    timer = {};
    setitimer(ITIMER_PROF, &timer, nullptr);
    h.traced = g_traced, h.dropped = g_dropped;
    if (!SendAll(kWorkerFd, &h, sizeof h) || !SendAll(kWorkerFd, g_trace, sizeof(TraceRecord) * g_traced))
      return 2;
  }
}

}  // namespace ricochet::app::codecheck

// The tracing functions of ricochet_check.h, which the student's library calls: the worker program exports
// them (app/check/worker/exports.list) so the library finds them when the worker loads it.
extern "C" void rc_trace(const char* symbol, double value) {
  ricochet::app::codecheck::Record(symbol, 1, value, 0);
}
extern "C" void rc_trace_vec2(const char* symbol, rc_vec2 value) {
  ricochet::app::codecheck::Record(symbol, 2, value.x, value.y);
}
