// The engine's helper threads (worker_pool.h).
#include "ricochet/worker_pool.h"

#include <algorithm>
#include <system_error>

namespace ricochet {

bool ThreadsAvailable() {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  return false;  // a browser build without pthreads: std::thread would fail at run time
#else
  return true;
#endif
}

int DefaultThreads() {
  if (!ThreadsAvailable()) return 1;
  const unsigned cores = std::thread::hardware_concurrency();  // 0 when unknown
  return cores == 0 ? 1 : static_cast<int>(std::min(cores, 4u));
}

WorkerPool::WorkerPool(int threads) {
  if (!ThreadsAvailable()) return;
  for (int p = 1; p < threads; ++p) {
    try {
      workers_.emplace_back([this, p] { Work(p); });
    } catch (const std::system_error&) {
      break;  // the system gives no more threads: run with those there are
    }
  }
}

WorkerPool::~WorkerPool() {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  start_.notify_all();
  for (std::thread& t : workers_) t.join();
}

void WorkerPool::Run(int parts, const std::function<void(int)>& part) {
  if (parts <= 1 || workers_.empty()) {
    for (int p = 0; p < parts; ++p) part(p);
    return;
  }
  if (parts > size()) parts = size();
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    job_ = &part;
    parts_ = parts;
    pending_ = static_cast<int>(workers_.size());
    ++generation_;
  }
  start_.notify_all();
  part(0);
  std::unique_lock<std::mutex> lock(mutex_);
  done_.wait(lock, [this] { return pending_ == 0; });
  job_ = nullptr;
}

void WorkerPool::Work(int p) {
  std::uint64_t seen = 0;
  for (;;) {
    const std::function<void(int)>* job = nullptr;
    int parts = 0;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      start_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_) return;
      seen = generation_;
      job = job_;
      parts = parts_;
    }
    if (p < parts) (*job)(p);
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (--pending_ == 0) done_.notify_one();
    }
  }
}

}  // namespace ricochet
