#include "check/protocol.h"

#include <poll.h>
#include <sys/socket.h>

#include <algorithm>
#include <cerrno>
#include <chrono>

namespace ricochet::app::codecheck::wire {

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

bool RecvAll(int fd, void* p, std::size_t n, double seconds, bool* timed_out) {
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

}  // namespace ricochet::app::codecheck::wire
