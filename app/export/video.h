// Animation export: a lesson's figure at successive times t, each frame drawn by the Cairo backend exactly as
// a still export draws it (so `--t 0.5` and the movie's frame at t = 0.5 are one picture), encoded with
// FFmpeg's libraries: H.264 (yuv420p) in MP4 with +faststart, or GIF with a palette made from the movie
// itself (palettegen, then paletteuse). Used by `ricochet export … --out FILE.mp4|gif` and the GUI's
// File → Export animation…. Desktop only (video.cpp); the options below are shared (video_options.cpp).
#pragma once

#include <memory>
#include <optional>
#include <string_view>

#include "export/export.h"

namespace ricochet::app {

enum class VideoFormat { Mp4, Gif };

// "mp4" | "gif" from the path's extension (case-insensitive); nullopt for anything else.
std::optional<VideoFormat> VideoFormatFromPath(std::string_view path);

struct VideoOptions {
  // path (.mp4 | .gif), size, theme, grid, reveal, view, caption, overwrite, as for a still; transparent:
  // GIF only. frame.state.t is not used: each frame's t comes from FrameTime.
  ExportOptions frame;
  int fps = 30;
  double duration = 4.0;        // seconds of motion: t goes from → to (the sandbox's own simulation runs)
  double from = 0.0, to = 1.0;  // the lesson's time t at the first and the last frame of the motion
  double hold = 1.0;            // seconds the last frame stays on screen after the motion
};

inline constexpr int kMaxVideoFps = 120;
inline constexpr int kMaxGifFps = 50;  // GIF delays are whole 1/100 s; browsers slow shorter ones to 1/10 s
inline constexpr double kMaxVideoSeconds = 600.0;  // duration and hold, each
// A lesson with its own motion (the sandbox) gets this many Tick()s per second of movie: the screen's rate
// (shell/window.cpp animates at 60 Hz), so the movie moves as fast as the window does.
inline constexpr double kVideoTicksPerSecond = 60.0;

// Frames of motion, round(fps × duration) (at least 1), and of hold, round(fps × hold).
int MotionFrames(const VideoOptions& o);
int HoldFrames(const VideoOptions& o);
// The lesson time of motion frame i: from + (to − from) · i / (MotionFrames − 1); the first frame shows
// `from`, the last `to`.
double FrameTime(const VideoOptions& o, int i);
// Throws ExportError (BadOption) for an unknown extension, a size out of range or odd for MP4, fps out of
// 1..kMaxVideoFps (GIF: ..kMaxGifFps), duration ≤ 0 or hold < 0 (or either over kMaxVideoSeconds), a
// non-finite from/to, or --transparent on an MP4.
void CheckVideoOptions(const VideoOptions& o);

// A movie being written: one frame per Step(), so a GUI can show progress and cancel between frames.
class VideoExport {
 public:
  virtual ~VideoExport() = default;  // before Step() returned false: the export is cancelled, no file is left
  // Renders and encodes the next frame; after the last one, finishes the file and renames it into place.
  // Returns false when the file is complete. Throws ExportError (the temp file is removed).
  virtual bool Step() = 0;
  // Work done and in all, in frames rendered or encoded (a GIF renders the motion twice: palette, then
  // frames).
  virtual int Done() const = 0;
  virtual int Total() const = 0;
};

// Checks the options and opens the encoder on a temp file next to o.frame.path. The export owns `lesson`: it
// reloads the lesson's own scene (SaveScene) before rendering and advances its simulation (Tick) as the
// movie runs. Throws ExportError.
std::unique_ptr<VideoExport> StartVideoExport(std::unique_ptr<Lesson> lesson, const VideoOptions& o);
// All of it at once (the CLI). Throws ExportError; nothing is left at the path (nor a temp file) then.
void ExportVideo(std::unique_ptr<Lesson> lesson, const VideoOptions& o);
// A lesson of the same kind with the same scene, for an export that must not move the one on screen.
std::unique_ptr<Lesson> CopyLesson(const Lesson& lesson);

}  // namespace ricochet::app
