// ricochet-check-worker LIB CPU_SECONDS: the process `ricochet check` runs a student's library in
// (check/worker.h). Not for people: it talks on fd 3.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "check/worker/serve.h"

int main(int argc, char** argv) {
  const double cpu = argc == 3 ? std::strtod(argv[2], nullptr) : 0.0;
  if (argc != 3 || !(cpu > 0)) {
    std::fprintf(stderr, "ricochet-check-worker: run by `ricochet check`, not by hand\n");
    return 2;
  }
  return ricochet::app::codecheck::ServeWorker(argv[1], cpu);
}
