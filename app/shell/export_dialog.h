// The GUI side of export: File → Export figure… (dialog), Ctrl+E (repeat the last export), F12 (whole-window
// screenshot), File → Export animation… (MP4/GIF with a progress bar and Cancel; desktop only). The shell
// owns one ExportDialog and calls its hooks; nothing here touches GLFW or OpenGL.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "draw/theme.h"
#include "export/export.h"
#include "export/video.h"
#include "lessons/lesson.h"

namespace ricochet::app {

// What the shell shows now: the figure an export reproduces.
struct ExportDialogContext {
  const Lesson* lesson = nullptr;
  const LessonState* state = nullptr;
  Bounds view;                    // the canvas's visible world rect (Camera::Visible())
  ThemeId theme = ThemeId::Dark;  // the screen's theme (the dialog's default)
};

class ExportDialog {
 public:
  // Inside the shell's File menu: "Export figure…", "Export animation…", "Repeat last export", "Window
  // screenshot".
  void MenuItems();
  // Once per frame, after the menu bar: shortcuts (Ctrl+E, F12) and the dialog.
  void Frame(const ExportDialogContext& ctx);
  // For the window loop, after rendering a frame: the path a whole-window PNG should be written to (F12),
  // or nullopt. The window reads the back buffer, writes the PNG, then calls ScreenshotDone.
  std::optional<std::string> TakeScreenshotRequest();
  void ScreenshotDone(const std::string& path, bool ok);
  // The last result, e.g. "Exported /home/me/ricochet-edge-normal-2.png" (the shell shows it in its status
  // line).
  const std::string& Status() const { return status_; }
  // The status once, when it is new (for the shell's status line); "" otherwise.
  std::string TakeStatus() { return std::exchange(new_status_, {}); }

  // One export with the dialog's settings to a fresh numbered name in `folder` (what Export and Ctrl+E do).
  // Returns true on success; Status() says where the file went or why it failed.
  bool ExportNow(const ExportDialogContext& ctx);
  // On the next frame: an export with the dialog's settings (its Export button; the browser's text view),
  // and a whole-window screenshot (F12).
  void RequestExport() { repeat_ = true; }
  void RequestScreenshot() { shoot_ = true; }
  // Dialog settings, for the shell's tests and a future settings file.
  void SetFormat(ExportFormat f) { format_ = static_cast<int>(f); }
  void SetCaption(std::vector<std::string> symbols) { caption_ = std::move(symbols); }

  // Where exports and screenshots go (default: the current directory).
  std::string folder = ".";

  // File → Export animation…: the movie's settings (kept between exports) and the running export.
  struct MovieSettings {
    int format = 0;  // 0 MP4, 1 GIF
    int width = 1920, height = 1080, fps = 30;
    float duration = 4, from = 0, to = 1, hold = 1;
  };
  MovieSettings movie;
  void OpenMovieDialog() { open_movie_ = true; }  // as File → Export animation… does
  // Test hook (`--dialog export-animation-running`): opens the dialog, starts the export at once with its
  // settings and encodes half of it before the frame is drawn, so a screenshot shows the progress bar of a
  // real export midway. The window closing cancels it (no file is left).
  void OpenMovieDialogRunning() { open_movie_ = start_movie_ = true; }
  // Starts a movie of the lesson as it is now (a copy: the screen keeps its own) to a fresh numbered name in
  // `folder`, with the figure dialog's theme, grid, view and caption, encoded frame by frame on a thread of
  // its own so the window stays live (a 4K frame takes ~0.2 s; the last one, flushing the encoder, more).
  // False (Status() says why) on bad settings.
  bool StartMovie(const ExportDialogContext& ctx);
  bool MovieBusy() const { return movie_ != nullptr; }
  // Frames encoded and in all, while busy.
  std::pair<int, int> MovieProgress() const;
  // Once a frame (Frame() does it): when the movie is complete or has failed, ends the thread and says so.
  void PollMovie();
  void CancelMovie();  // nothing is left: no file, no temp file

 private:
  void Dialog(const ExportDialogContext& ctx);
  void MovieDialog(const ExportDialogContext& ctx);
  ExportOptions FigureOptions(const ExportDialogContext& ctx, int width, int height) const;

  bool open_dialog_ = false, open_movie_ = false, repeat_ = false, shoot_ = false, start_movie_ = false;
  // The movie being written: the worker thread calls job->Step() until it is done, cancelled or failed;
  // the window only reads `done` and `finished`.
  struct MovieRun {
    std::unique_ptr<VideoExport> job;
    int total = 0;
    std::atomic<int> done{0};
    std::atomic<bool> cancel{false}, finished{false};
    bool complete = false;  // the file is in place (written by the worker before `finished`)
    std::string error;      // written by the worker before `finished`
    std::thread worker;
    ~MovieRun();  // cancels and waits for the frame in hand; the job then removes its temp file
  };
  std::unique_ptr<MovieRun> movie_;
  std::string movie_path_;
  double movie_started_ = 0;  // ImGui time
  std::optional<std::string> screenshot_request_;
  bool have_last_ = false;  // Ctrl+E repeats only after one export from the dialog
  // Dialog settings (kept between exports).
  int format_ = 0;  // 0 png, 1 svg, 2 pdf
  int preset_ = 0;  // 0 1920×1080, 1 3840×2160, 2 custom
  int custom_[2] = {2560, 1440};
  int theme_ = -1;  // -1: follow the screen
  bool transparent_ = false, grid_ = true, current_view_ = false;
  std::vector<std::string> caption_;
  char name_[256] = "";
  std::string status_, new_status_;
  void SetStatus(std::string s) { status_ = new_status_ = std::move(s); }
};

}  // namespace ricochet::app
