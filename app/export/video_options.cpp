// Animation export options (shared by the desktop's encoder, export/video.cpp, and the GUI's dialog).
#include <algorithm>
#include <climits>
#include <cmath>

#include "draw/format.h"
#include "export/video.h"

namespace ricochet::app {

std::optional<VideoFormat> VideoFormatFromPath(std::string_view path) {
  const std::size_t dot = path.rfind('.');
  if (dot == std::string_view::npos || path.find('/', dot) != std::string_view::npos) return std::nullopt;
  std::string ext(path.substr(dot + 1));
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  if (ext == "mp4") return VideoFormat::Mp4;
  if (ext == "gif") return VideoFormat::Gif;
  return std::nullopt;
}

int MotionFrames(const VideoOptions& o) {
  return std::max(1, static_cast<int>(std::lround(o.fps * std::clamp(o.duration, 0.0, kMaxVideoSeconds))));
}

int HoldFrames(const VideoOptions& o) {
  return static_cast<int>(std::lround(o.fps * std::clamp(o.hold, 0.0, kMaxVideoSeconds)));
}

double FrameTime(const VideoOptions& o, int i) {
  const int n = MotionFrames(o);
  if (n == 1 || i <= 0) return o.from;
  if (i >= n - 1) return o.to;  // exactly `to`, not a rounding away from it
  return o.from + (o.to - o.from) * static_cast<double>(i) / static_cast<double>(n - 1);
}

void CheckVideoOptions(const VideoOptions& o) {
  auto bad = [](const std::string& what) { throw ExportError(ExportError::Kind::BadOption, what); };
  const std::string& path = o.frame.path;
  const std::optional<VideoFormat> f = VideoFormatFromPath(path);
  if (!f) bad("'" + path + "': unknown format (a movie's file name must end in .mp4 or .gif)");
  const int w = o.frame.width, h = o.frame.height;
  const std::string size = std::to_string(w) + "x" + std::to_string(h);
  if (w < 2 || h < 2 || w > kMaxExportSide || h > kMaxExportSide) {
    bad("size " + size + " out of range (2.." + std::to_string(kMaxExportSide) + " px per side)");
  }
  // yuv420p stores colour per 2 × 2 pixels: H.264 in it needs even sides.
  if (*f == VideoFormat::Mp4 && (w % 2 || h % 2))
    bad("size " + size + ": an MP4 needs an even width and height");
  // FFmpeg's own bound on a frame (av_image_check_size, when the encoder opens): (w + 128) · (h + 128) under
  // 2³¹ / 8. Beyond it libx264 would only say "Invalid argument".
  constexpr long long kMaxFrame = INT_MAX / 8;
  if ((w + 128LL) * (h + 128LL) >= kMaxFrame) {
    bad("size " + size +
        ": larger than FFmpeg's H.264 and GIF encoders take: (width + 128) × (height + 128) " +
        "must be under " + std::to_string(kMaxFrame) + " (16384x16000 is the tallest at a width of 16384)");
  }
  const int max_fps = *f == VideoFormat::Gif ? kMaxGifFps : kMaxVideoFps;
  if (o.fps < 1 || o.fps > max_fps) {
    bad("fps " + std::to_string(o.fps) + " out of range (1.." + std::to_string(max_fps) +
        (*f == VideoFormat::Gif ? " for a GIF)" : ")"));
  }
  if (!(o.duration > 0) || o.duration > kMaxVideoSeconds) {
    bad("duration " + Num(o.duration) + " s out of range (more than 0, at most " +
        std::to_string(static_cast<int>(kMaxVideoSeconds)) + " s)");
  }
  if (!(o.hold >= 0) || o.hold > kMaxVideoSeconds) {
    bad("hold " + Num(o.hold) + " s out of range (0.." + std::to_string(static_cast<int>(kMaxVideoSeconds)) +
        " s)");
  }
  if (!std::isfinite(o.from) || !std::isfinite(o.to)) bad("--from and --to must be numbers");
  if (o.frame.transparent && *f == VideoFormat::Mp4) {
    bad("--transparent: GIF only (H.264 in MP4 has no alpha channel)");
  }
}

}  // namespace ricochet::app
