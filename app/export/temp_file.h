// Writing a file so that readers never see it half written: a temp file next to the target (same file
// system, so the final rename is atomic), removed unless Commit() renames it into place. Every export (still,
// movie) writes through one.
#pragma once

#include <cstdio>
#include <string>

namespace ricochet::app {

class TempFile {
 public:
  // Creates ".<name>.XXXXXX" in the target's folder. Throws ExportError (Io) when it cannot.
  explicit TempFile(const std::string& target);
  ~TempFile();  // removes the temp file unless committed
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  std::FILE* file() { return file_; }
  // The temp file's name, for writers that open it themselves (FFmpeg's muxers reopen it for +faststart).
  const std::string& path() const { return path_; }
  // Closes our handle (keeping the file) so another writer can use path(). Throws ExportError on failure.
  void Close();
  // Closes and renames the temp file to the target. overwrite = false: fails if the target exists.
  void Commit(bool overwrite);

 private:
  std::string target_, path_;
  std::FILE* file_ = nullptr;
  bool committed_ = false;
};

}  // namespace ricochet::app
