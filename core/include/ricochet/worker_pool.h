// The sandbox engine's helper threads (world.h, World::threads): the parts of a frame that are independent
// per ball — each ball's swept box, its first prediction — split into contiguous ranges, one per thread.
// Nothing is shared but what each range writes for itself, so a frame is the same bit for bit on any number
// of threads. Where the platform has no threads (the browser build, compiled without pthreads) or the system
// refuses one, the pool is smaller: down to the calling thread alone.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace ricochet {

// Whether this build can start threads at all (false in a browser build without pthreads).
bool ThreadsAvailable();
// The window's choice for the sandbox: the machine's cores, at most 4 (the parts that run in parallel are
// about half of a frame: more threads add little); 1 without threads.
int DefaultThreads();

class WorkerPool {
 public:
  // threads − 1 workers (the caller is the first thread); fewer if the platform gives fewer.
  explicit WorkerPool(int threads);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  // The threads that run parts, the caller included: at least 1.
  int size() const { return static_cast<int>(workers_.size()) + 1; }

  // Calls part(p) for p = 0 … parts − 1 (parts ≤ size()), p = 0 on the calling thread, and returns when every
  // call has returned.
  void Run(int parts, const std::function<void(int)>& part);

 private:
  void Work(int p);

  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable start_, done_;
  const std::function<void(int)>* job_ = nullptr;
  int parts_ = 0;
  std::uint64_t generation_ = 0;  // bumped by each Run: a worker runs each generation once
  int pending_ = 0;               // workers still running this generation's part
  bool stop_ = false;
};

// [begin, end) of part p when n items are split into `parts` contiguous ranges of (almost) equal size.
inline std::size_t PartBegin(std::size_t n, int p, int parts) {
  return n * static_cast<std::size_t>(p) / static_cast<std::size_t>(parts);
}

}  // namespace ricochet
