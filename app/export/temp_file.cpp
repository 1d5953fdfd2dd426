#include "export/temp_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "export/export.h"

namespace ricochet::app {

namespace {
std::string Why(int err) { return std::strerror(err); }
}  // namespace

TempFile::TempFile(const std::string& target) : target_(target) {
  const std::filesystem::path t(target);
  const std::filesystem::path dir = t.parent_path().empty() ? std::filesystem::path(".") : t.parent_path();
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    throw ExportError(ExportError::Kind::Io,
                      "cannot write '" + target + "': folder '" + dir.string() + "' does not exist");
  }
  path_ = (dir / ("." + t.filename().string() + ".XXXXXX")).string();
  const int fd = mkstemp(path_.data());
  if (fd < 0) throw ExportError(ExportError::Kind::Io, "cannot write '" + target + "': " + Why(errno));
  const mode_t mask = umask(0);  // mkstemp makes 0600; give the file the usual permissions
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  file_ = fdopen(fd, "wb");
  if (!file_) {
    const int e = errno;
    close(fd);
    std::remove(path_.c_str());
    throw ExportError(ExportError::Kind::Io, "cannot write '" + target + "': " + Why(e));
  }
}

TempFile::~TempFile() {
  if (file_) std::fclose(file_);
  if (!committed_) std::remove(path_.c_str());
}

void TempFile::Close() {
  if (!file_) return;
  const int rc = std::fclose(file_);
  file_ = nullptr;
  if (rc != 0) throw ExportError(ExportError::Kind::Io, "cannot write '" + target_ + "': " + Why(errno));
}

void TempFile::Commit(bool overwrite) {
  Close();
  if (overwrite) {
    if (std::rename(path_.c_str(), target_.c_str()) != 0) {
      throw ExportError(ExportError::Kind::Io, "cannot write '" + target_ + "': " + Why(errno));
    }
  } else if (renameat2(AT_FDCWD, path_.c_str(), AT_FDCWD, target_.c_str(), RENAME_NOREPLACE) != 0) {
    const int e = errno;
    throw ExportError(ExportError::Kind::Io,
                      "cannot write '" + target_ +
                          "': " + (e == EEXIST ? std::string("file exists (not overwritten)") : Why(e)));
  }
  committed_ = true;
}

}  // namespace ricochet::app
