// ricochet-check-worker LIB CPU_SECONDS: the process `ricochet check` runs a student's library in
// (check/worker.h). Not for people: it talks on fd 3.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "check/worker/serve.h"

// In the sanitizer build a student's crash must reach `ricochet check` as the signal it is, not as
// AddressSanitizer's report and exit status 1.
#if defined(__SANITIZE_ADDRESS__)
#define RICOCHET_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RICOCHET_ASAN 1
#endif
#endif
#ifdef RICOCHET_ASAN
extern "C" const char* __asan_default_options() {
  return "handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_sigill=0:handle_abort=0";
}
#endif

int main(int argc, char** argv) {
  const double cpu = argc == 3 ? std::strtod(argv[2], nullptr) : 0.0;
  if (argc != 3 || !(cpu > 0)) {
    std::fprintf(stderr, "ricochet-check-worker: run by `ricochet check`, not by hand\n");
    return 2;
  }
  return ricochet::app::codecheck::ServeWorker(argv[1], cpu);
}
