// Files as Ricochet reads and writes them (docs/reliability.md, "Files"): one reader for every file it opens
// (scenes, decks, the settings), one temp-file writer for every file it makes (exports, handouts, movies,
// worksheets, screenshots, scenes, the settings), and the one-line form of anything an error echoes.
#pragma once

#include <signal.h>

#include <cstddef>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace ricochet::app {

// The size caps, checked before a file is read (standard input: while it is read). The largest scene the
// window makes (a sandbox of 20,000 balls) is about 4 MB, a deck of lectures a few kB; 64 MiB also holds a
// compactly written table at the domain's 2·10⁶ balls.
inline constexpr std::size_t kMaxSceneBytes = std::size_t{64} << 20;
inline constexpr std::size_t kMaxSettingsBytes = std::size_t{1} << 20;  // imgui.ini is a few kB

// Text from a file or a command line, as an error line may show it: one line of printable text. Control
// characters are escaped (\n, \t, \r, \u001b …, and the C1, line-separator and bidirectional-override code
// points that would move or hide what follows), bytes that are not UTF-8 are shown as \xNN, and the result is
// cut to max_chars characters with "…" (keep_end: the start is cut instead — the end of a path names the
// file).
std::string Printable(std::string_view text, std::size_t max_chars = 200, bool keep_end = false);
// A value from the input echoed inside a message: 'value', printable and at most 60 characters.
inline std::string Quoted(std::string_view value) { return "'" + Printable(value, 60) + "'"; }

// The whole of a file, "-" for standard input; throws SceneError(name, "", problem) (scene/scene.h). Only a
// regular file is read: a FIFO, a device, a folder or a socket is refused at once by its type (nothing is
// read from it, so a FIFO with no writer or /dev/zero cannot hang it), and so is a file larger than
// max_bytes (standard input is refused when it gives more). missing_ok: nullopt when there is no such file.
std::optional<std::string> ReadFileText(const std::string& path, std::size_t max_bytes,
                                        bool missing_ok = false);

// One clear line: what failed and why (made printable: Printable). Nothing is left at the path (nor a temp
// file) when this is thrown. The exports' error (export/export.h), here for the temp file's below.
struct ExportError : std::runtime_error {
  enum class Kind { BadOption, Io };  // the CLI exits 2 for a bad option, 1 for a failed write
  ExportError(Kind k, const std::string& what);
  Kind kind;
};
// A file that could not be written: "cannot write 'PATH': REASON" (Kind::Io).
struct WriteError : ExportError {
  WriteError(const std::string& path, const std::string& reason);
  std::string reason;
};

// A temp file beside `target` (the same folder, so the rename is atomic), removed unless committed — also
// when SIGINT, SIGTERM or SIGHUP ends the process (the signal is then re-raised: the exit status says so).
// Every step of the write is checked to the end: the stream's flush, fsync and close, then the rename, so a
// full disk is an error and never a truncated file in place of a good one. Throws WriteError.
class TempFile {
 public:
  explicit TempFile(const std::string& target);
  ~TempFile();
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  // Writes n bytes; false when they were not all written (the first failure's reason is kept: Close and
  // Commit throw it, so a full disk is "No space left on device" whoever noticed it first).
  bool Write(const void* data, std::size_t n);
  // The temp file's name, for writers that open it themselves (FFmpeg's muxers reopen it for +faststart).
  const std::string& path() const { return path_; }
  // Flushes, syncs and closes our handle, keeping the file (removed unless committed).
  void Close();
  // Closes (and syncs what another writer wrote to path()) and renames the temp file to the target.
  // overwrite = false: fails if the target exists.
  void Commit(bool overwrite);

 private:
  std::string target_, path_;
  std::FILE* file_ = nullptr;
  int write_error_ = 0;  // errno of the first failed Write
  bool committed_ = false;
};

// While one is alive, SIGINT, SIGTERM and SIGHUP wait (they are delivered when it ends): a handout to a
// folder renames its pages into place all or none.
class SignalsHeld {
 public:
  SignalsHeld();
  ~SignalsHeld();
  SignalsHeld(const SignalsHeld&) = delete;
  SignalsHeld& operator=(const SignalsHeld&) = delete;

 private:
  sigset_t saved_;  // the thread's signal mask before
};

}  // namespace ricochet::app
