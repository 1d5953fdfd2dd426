#include "shell/export_dialog.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <thread>
#include <utility>

#include "imgui.h"
#include "platform/platform.h"

namespace ricochet::app {
namespace {

// GLFW key codes: ImGui 1.86's GLFW backend indexes io.KeysDown[] with them.
constexpr int kKeyE = 69, kKeyF12 = 301;

bool Pressed(int key) { return ImGui::IsKeyPressed(key, false); }

constexpr const char* kFormats[] = {"PNG (image)", "SVG (vector)", "PDF (vector)"};
constexpr const char* kExtensions[] = {".png", ".svg", ".pdf"};
constexpr const char* kPresets[] = {"1920 × 1080 (HD)", "3840 × 2160 (4K)", "Custom"};
constexpr const char* kThemeNames[] = {"dark", "light", "slide", "high-contrast"};
constexpr const char* kMovieFormats[] = {"MP4 (H.264: slides, browsers)", "GIF (loops anywhere)"};
constexpr const char* kMovieExtensions[] = {".mp4", ".gif"};
constexpr const char* kMoviePopup = "Export animation";

}  // namespace

void ExportDialog::MenuItems() {
  if (ImGui::MenuItem("Export figure…")) open_dialog_ = true;
  // Movies are encoded by FFmpeg, on the desktop only; the browser says so.
  if (ImGui::MenuItem("Export animation…", nullptr, false, !platform::kBrowser)) open_movie_ = true;
  if (platform::kBrowser && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("MP4 and GIF: the desktop app, or `ricochet export --out FILE.mp4`");
  }
  if (ImGui::MenuItem("Repeat last export", "Ctrl+E", false, have_last_)) repeat_ = true;
  if (ImGui::MenuItem("Window screenshot (PNG)", "F12")) shoot_ = true;
}

void ExportDialog::Frame(const ExportDialogContext& ctx) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!io.WantTextInput) {
    if (io.KeyCtrl && Pressed(kKeyE)) (have_last_ ? repeat_ : open_dialog_) = true;
    if (Pressed(kKeyF12)) shoot_ = true;
  }
  if (shoot_) {
    shoot_ = false;
    screenshot_request_ = FreePath((std::filesystem::path(folder) / "ricochet-screenshot.png").string());
  }
  if (repeat_) {
    if (name_[0] == '\0' && ctx.lesson) {  // the name the dialog would offer
      std::snprintf(name_, sizeof name_, "ricochet-%.*s", static_cast<int>(ctx.lesson->Id().size()),
                    ctx.lesson->Id().data());
    }
    ExportNow(ctx);
  }
  repeat_ = false;
  if (open_dialog_) {
    open_dialog_ = false;
    if (name_[0] == '\0' && ctx.lesson) {
      std::snprintf(name_, sizeof name_, "ricochet-%.*s", static_cast<int>(ctx.lesson->Id().size()),
                    ctx.lesson->Id().data());
    }
    ImGui::OpenPopup("Export figure");
  }
  // Not on the very first frame (--dialog): ImGui 1.86 asserts when windows first appear after an open modal.
  if (open_movie_ && ImGui::GetFrameCount() > 1) {
    open_movie_ = false;
    if (name_[0] == '\0' && ctx.lesson) {
      std::snprintf(name_, sizeof name_, "ricochet-%.*s", static_cast<int>(ctx.lesson->Id().size()),
                    ctx.lesson->Id().data());
    }
    ImGui::OpenPopup(kMoviePopup);
    if (std::exchange(start_movie_, false) && StartMovie(ctx)) {
      while (!movie_->finished && movie_->done < movie_->total / 2) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      }
    }
  }
  Dialog(ctx);
  MovieDialog(ctx);
  PollMovie();
}

std::optional<std::string> ExportDialog::TakeScreenshotRequest() {
  std::optional<std::string> r = std::move(screenshot_request_);
  screenshot_request_.reset();
  return r;
}

void ExportDialog::ScreenshotDone(const std::string& path, bool ok) {
  if constexpr (platform::kBrowser) {
    const std::string name = std::filesystem::path(path).filename().string();
    SetStatus(ok ? "Screenshot " + name + " is in the browser's downloads" : "Screenshot failed");
    return;
  }
  std::error_code ec;
  const std::string abs = std::filesystem::absolute(path, ec).string();
  SetStatus(ok ? "Screenshot saved to " + abs : "Screenshot failed: cannot write " + abs);
}

void ExportDialog::Dialog(const ExportDialogContext& ctx) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Appearing, {0.5f, 0.5f});
  if (!ImGui::BeginPopupModal("Export figure", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  if (!ctx.lesson) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  // The browser has no Cairo: PNG only (drawn by WebGL), and the dialog says where vectors come from.
  ImGui::Combo("Format", &format_, kFormats, platform::kBrowser ? 1 : 3);
  if constexpr (platform::kBrowser) {
    ImGui::TextDisabled("SVG and PDF: the desktop app (File → Export figure…) or `ricochet export`.");
  }
  ImGui::Combo("Size", &preset_, kPresets, 3);
  if (preset_ == 2) {
    ImGui::InputInt2("Width × height (px)", custom_);
    custom_[0] = std::clamp(custom_[0], 16, kMaxExportSide);
    custom_[1] = std::clamp(custom_[1], 16, kMaxExportSide);
  }
  int theme = theme_ < 0 ? static_cast<int>(ctx.theme) : theme_;
  if (ImGui::Combo("Theme", &theme, kThemeNames, IM_ARRAYSIZE(kThemeNames))) theme_ = theme;
  ImGui::Checkbox("Transparent background", &transparent_);
  ImGui::SameLine();
  ImGui::Checkbox("Grid", &grid_);
  int view = current_view_ ? 1 : 0;
  ImGui::RadioButton("Fit the scene", &view, 0);
  ImGui::SameLine();
  ImGui::RadioButton("Current view", &view, 1);
  current_view_ = view == 1;

  // Caption: any derivation step, printed on the figure as "symbol = value".
  const Derivation& d = ctx.lesson->derivation();
  ImGui::TextUnformatted("Caption (values printed on the figure):");
  ImGui::BeginChild(
      "##caption",
      {0, std::min(8.0f, static_cast<float>(d.steps.size()) + 0.5f) * ImGui::GetFrameHeightWithSpacing()},
      true);
  for (std::size_t i = 0; i < d.steps.size(); ++i) {
    const Step& s = d.steps[i];
    bool on = std::find(caption_.begin(), caption_.end(), s.key) != caption_.end();
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::Checkbox(StepText(s, Detail::Compact).c_str(), &on)) {
      if (on) {
        caption_.push_back(s.key);
      } else {
        caption_.erase(std::remove(caption_.begin(), caption_.end(), s.key), caption_.end());
      }
    }
    ImGui::PopID();
  }
  ImGui::EndChild();

  ImGui::InputText("File name", name_, sizeof name_);
  ImGui::SameLine();
  ImGui::TextUnformatted(kExtensions[format_]);
  if constexpr (platform::kBrowser) {
    ImGui::TextDisabled("The file goes to the browser's downloads.");
  } else {
    ImGui::TextDisabled("Folder: %s (an existing file is never replaced: -2, -3 … is added)", folder.c_str());
  }
  if (!status_.empty()) ImGui::TextWrapped("%s", status_.c_str());
  const bool enter = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
  if ((ImGui::Button("Export") || enter) && ExportNow(ctx)) ImGui::CloseCurrentPopup();
  ImGui::SameLine();
  if (ImGui::Button("Close") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
    ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

ExportOptions ExportDialog::FigureOptions(const ExportDialogContext& ctx, int width, int height) const {
  ExportOptions o;
  o.width = width, o.height = height;
  o.theme = static_cast<ThemeId>(theme_ < 0 ? static_cast<int>(ctx.theme) : theme_);
  o.transparent = transparent_;
  o.grid = grid_;
  if (ctx.state) o.state = *ctx.state;
  if (current_view_) o.view = ctx.view;
  // Only steps this lesson has (the caption may have been picked on another lesson).
  const Derivation& d = ctx.lesson->derivation();
  for (const std::string& s : caption_) {
    if (std::any_of(d.steps.begin(), d.steps.end(), [&](const Step& st) { return st.key == s; })) {
      o.caption.push_back(s);
    }
  }
  return o;
}

bool ExportDialog::ExportNow(const ExportDialogContext& ctx) {
  if (!ctx.lesson) return false;
  const int sizes[3][2] = {{1920, 1080}, {3840, 2160}, {custom_[0], custom_[1]}};
  ExportOptions o = FigureOptions(ctx, sizes[preset_][0], sizes[preset_][1]);
  std::string name = name_[0] ? name_ : "ricochet-figure";
  std::replace(name.begin(), name.end(), '/', '_');
  o.path = FreePath((std::filesystem::path(folder) / (name + kExtensions[format_])).string());
  o.overwrite = false;  // FreePath found a free name; never replace a file that appeared since
  try {
    const auto t0 = std::chrono::steady_clock::now();
    std::string where;
    if constexpr (platform::kBrowser) {
      const std::string file = name + kExtensions[0];
      platform::Download(file, "image/png", platform::FigurePng(*ctx.lesson, o));
      where = file + " to the browser's downloads";
    } else {
      ExportFigure(*ctx.lesson, o);
      std::error_code ec;
      where = std::filesystem::absolute(o.path, ec).string();
    }
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    char buf[64];
    std::snprintf(buf, sizeof buf, " (%d × %d, %.0f ms)", o.width, o.height, ms);
    SetStatus("Exported " + where + buf);
    have_last_ = true;
    return true;
  } catch (const ExportError& e) {
    SetStatus(std::string("Export failed: ") + e.what());
    return false;
  }
}

}  // namespace ricochet::app

namespace ricochet::app {

void ExportDialog::MovieDialog(const ExportDialogContext& ctx) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Appearing, {0.5f, 0.5f});
  if (!ImGui::BeginPopupModal(kMoviePopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  if (!ctx.lesson) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  if (MovieBusy()) {  // progress and Cancel only
    const auto [done, total] = MovieProgress();
    std::error_code ec;
    ImGui::Text("Writing %s", std::filesystem::absolute(movie_path_, ec).lexically_normal().string().c_str());
    // Frames, and the time so far and left at the pace so far.
    const double spent = ImGui::GetTime() - movie_started_;
    char label[96];
    if (done > 0 && done < total) {
      std::snprintf(label, sizeof label, "%d / %d frames · %.0f s, about %.0f s left", done, total, spent,
                    spent * (total - done) / done);
    } else {
      std::snprintf(label, sizeof label, "%d / %d frames · %.0f s", done, total, spent);
    }
    ImGui::ProgressBar(total > 0 ? static_cast<float>(done) / static_cast<float>(total) : 0.0f,
                       {ImGui::GetFontSize() * 28, 0}, label);
    if (ImGui::Button("Cancel") || escape) CancelMovie();
    ImGui::EndPopup();
    return;
  }
  MovieSettings& m = movie;
  ImGui::Combo("Format", &m.format, kMovieFormats, 2);
  ImGui::InputInt2("Width × height (px)", &m.width);
  m.width = std::clamp(m.width, 16, kMaxExportSide);
  m.height = std::clamp(m.height, 16, kMaxExportSide);
  if (m.format == 0 && (m.width % 2 || m.height % 2))
    ImGui::TextDisabled("An MP4 needs an even width and height.");
  const int max_fps = m.format == 1 ? kMaxGifFps : kMaxVideoFps;
  ImGui::SliderInt("Frames per second", &m.fps, 1, max_fps, "%d", ImGuiSliderFlags_AlwaysClamp);
  float seconds[2] = {m.duration, m.hold};
  ImGui::DragFloat2("Duration, hold of the last frame (s)", seconds, 0.1f, 0.0f,
                    static_cast<float>(kMaxVideoSeconds), "%.1f", ImGuiSliderFlags_AlwaysClamp);
  m.duration = std::max(seconds[0], 0.1f), m.hold = seconds[1];
  if (ctx.lesson->clock() == Clock::Frame) {  // the sandbox's own simulation runs whatever t does
    float t[2] = {m.from, m.to};
    ImGui::DragFloat2("Time t from, to", t, 0.01f, 0.0f, 1.0f, "%.2f", ImGuiSliderFlags_AlwaysClamp);
    m.from = t[0], m.to = t[1];
  }
  int theme = theme_ < 0 ? static_cast<int>(ctx.theme) : theme_;
  if (ImGui::Combo("Theme", &theme, kThemeNames, IM_ARRAYSIZE(kThemeNames))) theme_ = theme;
  ImGui::BeginDisabled(m.format != 1);
  ImGui::Checkbox("Transparent background (GIF)", &transparent_);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::Checkbox("Grid", &grid_);
  int view = current_view_ ? 1 : 0;
  ImGui::RadioButton("Fit the scene", &view, 0);
  ImGui::SameLine();
  ImGui::RadioButton("Current view", &view, 1);
  current_view_ = view == 1;
  ImGui::TextDisabled("Caption: as in Export figure…; revealed steps: as in the panel.");
  ImGui::InputText("File name", name_, sizeof name_);
  ImGui::SameLine();
  ImGui::TextUnformatted(kMovieExtensions[m.format]);
  ImGui::TextDisabled("Folder: %s (an existing file is never replaced: -2, -3 … is added)", folder.c_str());
  if (!status_.empty()) ImGui::TextWrapped("%s", status_.c_str());
  const bool enter = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
  if (ImGui::Button("Export") || enter) StartMovie(ctx);
  ImGui::SameLine();
  if (ImGui::Button("Close") || escape) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

bool ExportDialog::StartMovie(const ExportDialogContext& ctx) {
  if (!ctx.lesson || MovieBusy()) return false;
  if constexpr (platform::kBrowser) {
    SetStatus("Movies: the desktop app, or `ricochet export --out FILE.mp4`");
    return false;
  } else {
    VideoOptions v;
    v.frame = FigureOptions(ctx, movie.width, movie.height);
    v.frame.transparent = transparent_ && movie.format == 1;
    v.fps = movie.fps;
    v.duration = movie.duration, v.hold = movie.hold;
    v.from = movie.from, v.to = movie.to;
    std::string name = name_[0] ? name_ : "ricochet-animation";
    std::replace(name.begin(), name.end(), '/', '_');
    v.frame.path =
        FreePath((std::filesystem::path(folder) / (name + kMovieExtensions[movie.format])).string());
    v.frame.overwrite = false;
    auto run = std::make_unique<MovieRun>();
    try {
      run->job = StartVideoExport(CopyLesson(*ctx.lesson), v);
    } catch (const std::exception& e) {  // ExportError; a SceneError if the copy cannot reload its scene
      SetStatus(std::string("Export failed: ") + e.what());
      return false;
    }
    run->total = run->job->Total();
    run->worker = std::thread([r = run.get()] {
      try {
        while (!r->cancel) {
          const bool more = r->job->Step();
          r->done = r->job->Done();
          if (!more) {
            r->complete = true;
            break;
          }
        }
      } catch (const std::exception& e) {
        r->error = e.what();
      }
      r->finished = true;
    });
    movie_ = std::move(run);
    movie_path_ = v.frame.path;
    movie_started_ = ImGui::GetTime();
    return true;
  }
}

ExportDialog::MovieRun::~MovieRun() {
  cancel = true;
  if (worker.joinable()) worker.join();
}

std::pair<int, int> ExportDialog::MovieProgress() const {
  if (!movie_) return {0, 0};
  return {movie_->done, movie_->total};
}

void ExportDialog::PollMovie() {
  if (!movie_ || !movie_->finished) return;
  if (movie_->worker.joinable()) movie_->worker.join();
  const std::string error = movie_->error;
  const int frames = movie_->total;
  const bool complete = movie_->complete;
  movie_.reset();  // a failed or cancelled job removes its temp file
  if (!complete) {
    SetStatus(error.empty() ? "Export cancelled: " + movie_path_ + " was not written"
                            : "Export failed: " + error);
    return;
  }
  std::error_code ec;
  char buf[96];
  std::snprintf(buf, sizeof buf, " (%d frames, %.1f s)", frames, ImGui::GetTime() - movie_started_);
  SetStatus("Exported " + std::filesystem::absolute(movie_path_, ec).string() + buf);
}

void ExportDialog::CancelMovie() {
  if (!movie_) return;
  movie_->cancel = true;  // the worker stops after the frame in hand
  movie_->worker.join();
  movie_->finished = true;
  PollMovie();  // "cancelled", or "Exported" when the last frame was already written
}

}  // namespace ricochet::app
