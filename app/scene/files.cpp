#include "scene/files.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <utility>

#include "scene/scene.h"

namespace ricochet::app {

// ---------------------------------------------------------------------------------------------------------
// Printable

namespace {

// The code point of the UTF-8 sequence at s[i] and its length, or length 0 for a byte that starts none
// (overlong forms and surrogates included: they are not UTF-8).
std::pair<char32_t, std::size_t> DecodeUtf8(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned char c = b(0);
  if (c < 0x80) return {c, 1};
  std::size_t n = 0;
  char32_t cp = 0, min = 0;
  if (c >= 0xC2 && c <= 0xDF) {
    n = 2, cp = c & 0x1F, min = 0x80;
  } else if (c >= 0xE0 && c <= 0xEF) {
    n = 3, cp = c & 0x0F, min = 0x800;
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4, cp = c & 0x07, min = 0x10000;
  } else {
    return {0, 0};
  }
  if (i + n > s.size()) return {0, 0};
  for (std::size_t k = 1; k < n; ++k) {
    if ((b(k) & 0xC0) != 0x80) return {0, 0};
    cp = (cp << 6) | (b(k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {0, 0};
  return {cp, n};
}

// Code points a terminal acts on instead of showing: C0 and C1 controls, DEL, the line and paragraph
// separators, and the bidirectional overrides and isolates (they reorder the rest of the line).
bool IsControl(char32_t cp) {
  return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 ||
         (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

// Appends the character at s[i] as a line may show it (to `out`, when given); returns the next index.
std::size_t Escape(std::string_view s, std::size_t i, std::string* out) {
  const auto [cp, n] = DecodeUtf8(s, i);
  char buf[16];
  if (n == 0) {
    std::snprintf(buf, sizeof buf, "\\x%02X", static_cast<unsigned char>(s[i]));
  } else if (cp == '\n' || cp == '\t' || cp == '\r') {
    std::snprintf(buf, sizeof buf, "\\%c", cp == '\n' ? 'n' : cp == '\t' ? 't' : 'r');
  } else if (IsControl(cp)) {
    std::snprintf(buf, sizeof buf, "\\u%04X", static_cast<unsigned>(cp));
  } else {
    if (out) out->append(s.substr(i, n));
    return i + n;
  }
  if (out) out->append(buf);
  return i + (n == 0 ? 1 : n);
}

}  // namespace

std::string Printable(std::string_view s, std::size_t max_chars, bool keep_end) {
  std::size_t chars = 0;
  for (std::size_t i = 0; i < s.size(); i = Escape(s, i, nullptr)) ++chars;
  std::string out;
  std::size_t i = 0, shown = chars;
  if (chars > max_chars) {  // one character for the "…"
    shown = max_chars > 0 ? max_chars - 1 : 0;
    if (keep_end) {
      out = "…";
      for (std::size_t skip = chars - shown; skip > 0; --skip) i = Escape(s, i, nullptr);
    }
  }
  for (std::size_t k = 0; k < shown; ++k) i = Escape(s, i, &out);
  if (chars > max_chars && !keep_end) out += "…";
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// ReadFileText

namespace {

const char* FileKind(mode_t m) {
  if (S_ISDIR(m)) return "a folder";
  if (S_ISFIFO(m)) return "a FIFO (named pipe)";
  if (S_ISCHR(m)) return "a character device";
  if (S_ISBLK(m)) return "a block device";
  if (S_ISSOCK(m)) return "a socket";
  return "not a regular file";
}

std::string Size(std::uint64_t bytes) {
  char buf[32];
  if (bytes < (1u << 20)) {
    std::snprintf(buf, sizeof buf, "%llu bytes", static_cast<unsigned long long>(bytes));
  } else {
    std::snprintf(buf, sizeof buf, "%.4g MiB", static_cast<double>(bytes) / (1u << 20));
  }
  return buf;
}

struct FdCloser {
  int fd;
  ~FdCloser() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

std::optional<std::string> ReadFileText(const std::string& path, std::size_t max_bytes, bool missing_ok) {
  const bool is_stdin = path == "-";
  const std::string name = is_stdin ? "<stdin>" : path;
  const auto error = [&](const std::string& problem) { return SceneError(name, "", problem); };
  const auto not_regular = [&](mode_t mode) {
    return error(std::string("is ") + FileKind(mode) +
                 ", not a regular file (Ricochet reads only files, or - for standard input)");
  };
  const auto too_big = [&](const std::string& what) {  // "is 2048 MiB, " or "has " (read so far)
    return error(what + "more than the " + Size(max_bytes) + " Ricochet reads in such a file");
  };
  int fd = STDIN_FILENO;
  if (!is_stdin) {
    // O_NONBLOCK: a FIFO opens at once even with no writer (it would wait for one), so its type is refused
    // below; no read ever waits on it.
    fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0) {
      const int e = errno;
      if (e == ENOENT && missing_ok) return std::nullopt;
      struct stat st {};  // a socket cannot be opened at all (ENXIO): name it by its type too
      if (e != ENOENT && ::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        throw not_regular(st.st_mode);
      throw error(e == ENOENT ? "no such file" : std::string("cannot open it: ") + std::strerror(e));
    }
  }
  const FdCloser closer{is_stdin ? -1 : fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw error(std::string("cannot read it: ") + std::strerror(errno));
  std::string text;
  if (!is_stdin) {
    if (!S_ISREG(st.st_mode)) throw not_regular(st.st_mode);
    if (static_cast<std::uint64_t>(st.st_size) > max_bytes)
      throw too_big("is " + Size(static_cast<std::uint64_t>(st.st_size)) + ", ");
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    text.reserve(static_cast<std::size_t>(st.st_size));
  }
  // Reads until the end, but never more than max_bytes (a file may grow while it is read; stdin may be
  // /dev/zero).
  char buf[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) {  // a non-blocking standard input: wait for it
        pollfd p{fd, POLLIN, 0};
        ::poll(&p, 1, -1);
        continue;
      }
      throw error(std::string("cannot read it: ") + std::strerror(errno));
    }
    if (n == 0) break;
    if (text.size() + static_cast<std::size_t>(n) > max_bytes) throw too_big("has ");
    text.append(buf, static_cast<std::size_t>(n));
  }
  return text;
}

// ---------------------------------------------------------------------------------------------------------
// Errors

ExportError::ExportError(Kind k, const std::string& what)
    : std::runtime_error(Printable(what, 600)), kind(k) {}

WriteError::WriteError(const std::string& path, const std::string& r)
    : ExportError(Kind::Io, "cannot write '" + path + "': " + r), reason(r) {}

// ---------------------------------------------------------------------------------------------------------
// TempFile and the signals that remove it

namespace {

// The temp files alive now, for the signal handler: it may only read these lock-free slots and call unlink.
// 4096 covers a handout of the most slides a deck may have (each page a temp file until all are renamed);
// a temp file beyond them is still removed by its destructor, only not on a signal.
constexpr std::size_t kLiveSlots = 4096;
std::atomic<const char*> g_live[kLiveSlots];
static_assert(std::atomic<const char*>::is_always_lock_free, "the signal handler reads these");
constexpr int kCleanupSignals[] = {SIGINT, SIGTERM, SIGHUP};

extern "C" void RemoveTempFilesAndDie(int sig) {
  for (std::atomic<const char*>& slot : g_live) {
    if (const char* p = slot.load()) ::unlink(p);
  }
  ::signal(sig, SIG_DFL);  // then die of the signal, as the shell and make expect
  ::raise(sig);
}

// Installs the handler where the signal's action is still the default: one ignored (nohup) stays ignored,
// and the window, which stops its loop on SIGINT/SIGTERM and removes its temp files itself, keeps its own.
void InstallHandlers() {
#ifndef __EMSCRIPTEN__
  for (const int sig : kCleanupSignals) {
    struct sigaction old {};
    if (::sigaction(sig, nullptr, &old) != 0 || old.sa_handler != SIG_DFL) continue;
    struct sigaction sa {};
    sa.sa_handler = RemoveTempFilesAndDie;
    sigemptyset(&sa.sa_mask);
    ::sigaction(sig, &sa, nullptr);
  }
#endif
}

void Remember(const char* path) {
  static std::once_flag once;
  std::call_once(once, InstallHandlers);
  for (std::atomic<const char*>& slot : g_live) {
    const char* empty = nullptr;
    if (slot.compare_exchange_strong(empty, path)) return;
  }
}

void Forget(const char* path) {
  for (std::atomic<const char*>& slot : g_live) {
    const char* p = path;
    if (slot.compare_exchange_strong(p, nullptr)) return;
  }
}

}  // namespace

TempFile::TempFile(const std::string& target) : target_(target) {
  namespace fs = std::filesystem;
  const fs::path t(target);
  const fs::path dir = t.parent_path().empty() ? fs::path(".") : t.parent_path();
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw WriteError(target, "folder '" + dir.string() + "' does not exist");
  path_ = (dir / ("." + t.filename().string() + ".XXXXXX")).string();
  int fd = -1;
  {
    const SignalsHeld held;  // made and remembered at once: a signal between the two would leave the file
    fd = ::mkstemp(path_.data());
    if (fd >= 0) Remember(path_.c_str());
  }
  if (fd < 0) throw WriteError(target, std::strerror(errno));
  const mode_t mask = ::umask(0);  // mkstemp makes 0600; give the file the usual permissions
  ::umask(mask);
  ::fchmod(fd, 0666 & ~mask);
  file_ = ::fdopen(fd, "wb");
  if (!file_) {
    const int e = errno;
    ::close(fd);
    Forget(path_.c_str());
    ::unlink(path_.c_str());
    throw WriteError(target, std::strerror(e));
  }
}

TempFile::~TempFile() {
  if (file_) std::fclose(file_);
  if (!committed_) {
    ::unlink(path_.c_str());
    Forget(path_.c_str());
  }
}

bool TempFile::Write(const void* data, std::size_t n) {
  if (n == 0) return true;
  errno = 0;
  if (file_ && std::fwrite(data, 1, n, file_) == n) return true;
  if (write_error_ == 0) write_error_ = errno != 0 ? errno : EIO;
  return false;
}

void TempFile::Close() {
  if (write_error_ != 0) {  // a writer (Cairo's PDF surface) may have gone on as if it had not failed
    if (file_) std::fclose(std::exchange(file_, nullptr));
    throw WriteError(target_, std::strerror(write_error_));
  }
  if (!file_) return;
  std::FILE* f = std::exchange(file_, nullptr);
  // Each result counts: a full disk may show only at the flush, the sync (write-back) or the close.
  errno = 0;
  int err = 0;
  if (std::fflush(f) != 0 || std::ferror(f)) {
    err = errno ? errno : EIO;
  } else if (::fsync(::fileno(f)) != 0) {
    err = errno;
  }
  if (std::fclose(f) != 0 && err == 0) err = errno;
  if (err != 0) throw WriteError(target_, std::strerror(err));
}

void TempFile::Commit(bool overwrite) {
  if (file_) {
    Close();
  } else {  // another writer (FFmpeg) wrote and closed it: its data must be on the disk before the rename
    const int fd = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0 || ::fsync(fd) != 0) {
      const int e = errno;
      if (fd >= 0) ::close(fd);
      throw WriteError(target_, std::strerror(e));
    }
    ::close(fd);
  }
  int rc = 0;
  if (overwrite) {
    rc = std::rename(path_.c_str(), target_.c_str());
  } else {
#ifdef RENAME_NOREPLACE
    rc = ::renameat2(AT_FDCWD, path_.c_str(), AT_FDCWD, target_.c_str(), RENAME_NOREPLACE);
#else  // the browser's libc: no renameat2 (nor a second process to race with)
    std::error_code ec;
    if (std::filesystem::exists(target_, ec)) {
      errno = EEXIST, rc = -1;
    } else {
      rc = std::rename(path_.c_str(), target_.c_str());
    }
#endif
  }
  if (rc != 0) {
    const int e = errno;
    throw WriteError(target_, e == EEXIST ? std::string("file exists (not overwritten)") : std::strerror(e));
  }
  committed_ = true;
  Forget(path_.c_str());
}

SignalsHeld::SignalsHeld() {
  sigset_t set;
  sigemptyset(&set);
  for (const int sig : kCleanupSignals) sigaddset(&set, sig);
  ::pthread_sigmask(SIG_BLOCK, &set, &saved_);
}

SignalsHeld::~SignalsHeld() { ::pthread_sigmask(SIG_SETMASK, &saved_, nullptr); }

}  // namespace ricochet::app
