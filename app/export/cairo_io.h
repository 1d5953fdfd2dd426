// Writing Cairo output without ever leaving a partial file: a temp file beside the target, renamed into
// place; surfaces and their status checks. Shared by the figure export, the deck handout and the movies.
#pragma once

#include <cairo.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>

#include "export/export.h"

namespace ricochet::app {

inline cairo_status_t WriteToFile(void* closure, const unsigned char* data, unsigned int length) {
  return std::fwrite(data, 1, length, static_cast<std::FILE*>(closure)) == length ? CAIRO_STATUS_SUCCESS
                                                                                  : CAIRO_STATUS_WRITE_ERROR;
}

inline std::string ErrnoText(int err) { return std::strerror(err); }

// A temp file next to the target (same file system, so rename is atomic). Removed unless Commit()ed.
class TempFile {
 public:
  explicit TempFile(const std::string& target) : target_(target) {
    const std::filesystem::path t(target);
    const std::filesystem::path dir = t.parent_path().empty() ? std::filesystem::path(".") : t.parent_path();
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) {
      throw ExportError(ExportError::Kind::Io,
                        "cannot write '" + target + "': folder '" + dir.string() + "' does not exist");
    }
    path_ = (dir / ("." + t.filename().string() + ".XXXXXX")).string();
    const int fd = mkstemp(path_.data());
    if (fd < 0)
      throw ExportError(ExportError::Kind::Io, "cannot write '" + target + "': " + ErrnoText(errno));
    const mode_t mask = umask(0);  // mkstemp makes 0600; give the file the usual permissions
    umask(mask);
    fchmod(fd, 0666 & ~mask);
    file_ = fdopen(fd, "wb");
    if (!file_) {
      const int e = errno;
      close(fd);
      std::remove(path_.c_str());
      throw ExportError(ExportError::Kind::Io, "cannot write '" + target + "': " + ErrnoText(e));
    }
  }
  ~TempFile() {
    if (file_) std::fclose(file_);
    if (!committed_) std::remove(path_.c_str());
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  std::FILE* file() { return file_; }
  // The temp file's name, for writers that open it themselves (FFmpeg's muxers reopen it for +faststart).
  const std::string& path() const { return path_; }

  // Closes our handle, keeping the file (removed unless committed), so another writer can use path().
  void Close() {
    if (!file_) return;
    const int rc = std::fclose(file_);
    file_ = nullptr;
    if (rc != 0)
      throw ExportError(ExportError::Kind::Io, "cannot write '" + target_ + "': " + ErrnoText(errno));
  }

  // Closes and renames the temp file to the target. overwrite = false: fails if the target exists.
  void Commit(bool overwrite) {
    Close();
    if (overwrite) {
      if (std::rename(path_.c_str(), target_.c_str()) != 0) {
        throw ExportError(ExportError::Kind::Io, "cannot write '" + target_ + "': " + ErrnoText(errno));
      }
    } else if (renameat2(AT_FDCWD, path_.c_str(), AT_FDCWD, target_.c_str(), RENAME_NOREPLACE) != 0) {
      const int e = errno;
      throw ExportError(ExportError::Kind::Io,
                        "cannot write '" + target_ + "': " +
                            (e == EEXIST ? std::string("file exists (not overwritten)") : ErrnoText(e)));
    }
    committed_ = true;
  }

 private:
  std::string target_, path_;
  std::FILE* file_ = nullptr;
  bool committed_ = false;
};

struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;

inline void CheckCairo(cairo_status_t s, const std::string& path) {
  if (s != CAIRO_STATUS_SUCCESS) {
    throw ExportError(ExportError::Kind::Io, "cannot write '" + path + "': " + cairo_status_to_string(s));
  }
}

// Ends a document surface (PDF): the drawing's status, then the surface finished — its data written to the
// stream — and released. Throws ExportError naming `path`.
inline void FinishDocument(cairo_t* cr, SurfacePtr& surface, const std::string& path) {
  const cairo_status_t st = cairo_status(cr);
  cairo_destroy(cr);
  CheckCairo(st, path);
  cairo_surface_finish(surface.get());
  CheckCairo(cairo_surface_status(surface.get()), path);
  surface.reset();
}

}  // namespace ricochet::app
