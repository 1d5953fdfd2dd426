// The wire between `ricochet check` (worker.h) and its worker process (worker/serve.cpp): fixed-size
// records over a stream socket, both ends from the same build.
#pragma once

#include <cstddef>
#include <cstdint>

#include "check/functions.h"
#include "check/grade.h"

namespace ricochet::app::codecheck::wire {

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

// Sends all n bytes (never raising SIGPIPE). False when the other end is gone.
bool SendAll(int fd, const void* p, std::size_t n);
// Reads exactly n bytes. seconds < 0: no limit. False on EOF, error or timeout (*timed_out).
bool RecvAll(int fd, void* p, std::size_t n, double seconds, bool* timed_out = nullptr);

}  // namespace ricochet::app::codecheck::wire
