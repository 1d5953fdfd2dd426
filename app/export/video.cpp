// Movies of a lesson: Cairo renders each frame (the still export's DrawExportCairo), FFmpeg encodes it.
//   MP4: frame → swscale (BGRA → yuv420p, BT.709) → libx264 → mp4 muxer (+faststart: the index first, so a
//        browser or slide program starts playing before the whole file is read).
//   GIF: two passes over the motion, so the palette is the movie's own without keeping every frame:
//        pass 1 frames → palettegen (256 colours from all frames); pass 2 frames + palette → paletteuse →
//        gif encoder → gif muxer (loops forever).
// The hold re-sends the last encoded frame with later timestamps (nothing is drawn again).
#include "export/video.h"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "export/cairo_io.h"
#include "export/ffmpeg.h"
#include "export/figure_cairo.h"

namespace ricochet::app {
namespace {

std::string AvError(int err) {
  char buf[AV_ERROR_MAX_STRING_SIZE] = {};
  Ff().av_strerror(err, buf, sizeof buf);
  return buf;
}

struct AvFree {
  void operator()(AVFrame* f) const { Ff().av_frame_free(&f); }
  void operator()(AVPacket* p) const { Ff().av_packet_free(&p); }
  void operator()(AVCodecContext* c) const { Ff().avcodec_free_context(&c); }
  void operator()(AVFilterGraph* g) const { Ff().avfilter_graph_free(&g); }
  void operator()(SwsContext* s) const { Ff().sws_freeContext(s); }
};
template <class T>
using Owned = std::unique_ptr<T, AvFree>;

// Cairo's ARGB32 is a native-endian 32-bit word per pixel: FFmpeg's RGB32 (B, G, R, A bytes on x86).
constexpr AVPixelFormat kCairoPixels = AV_PIX_FMT_RGB32;

// An FFmpeg call that failed: "cannot write 'out.mp4': <what>: <FFmpeg's reason>".
[[noreturn]] void Fail(const std::string& target, const std::string& what, int err) {
  throw ExportError(ExportError::Kind::Io,
                    "cannot write '" + target + "': " + what + (err ? ": " + AvError(err) : std::string()));
}

// The lesson drawn at each frame's time into one reused ARGB32 surface.
class FrameRenderer {
 public:
  FrameRenderer(std::unique_ptr<Lesson> lesson, const VideoOptions& o)
      : lesson_(std::move(lesson)), scene_(lesson_->SaveScene()), o_(o) {
    surface_.reset(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, o.frame.width, o.frame.height));
    if (cairo_surface_status(surface_.get()) != CAIRO_STATUS_SUCCESS) {
      Fail(o.frame.path, cairo_status_to_string(cairo_surface_status(surface_.get())), 0);
    }
    Restart();
  }
  // Back to the first frame: the lesson's scene as it was when the export started.
  void Restart() {
    lesson_->LoadScene(scene_);
    lesson_->Update();
    ticks_ = 0;
  }
  // Motion frame i (frames come in order after Restart): the simulation advanced to i / fps seconds, t at
  // FrameTime(i). Returns the surface's pixels (stride Stride()).
  const std::uint8_t* Render(int i) {
    const long due = std::lround(i * kVideoTicksPerSecond / o_.fps);
    for (; ticks_ < due; ++ticks_) lesson_->Tick(1.0 / kVideoTicksPerSecond);
    lesson_->Update();
    ExportOptions fo = o_.frame;
    fo.state.t = FrameTime(o_, i);
    cairo_t* cr = cairo_create(surface_.get());
    // Text measured in the file's font, as the still export measures it (the fit keeps captions clear).
    const ExportContent content = MakeExportContent(*lesson_, fo, CairoTextWidth(cr));
    // The camera stays where the first frame put it (a sandbox's balls may wander; the others' bounds hold).
    if (!o_.frame.view) o_.frame.view = content.view.WorldRect();
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);  // as a fresh surface: a still starts from zeros
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    DrawExportCairo(cr, content, fo);
    const cairo_status_t s = cairo_status(cr);
    cairo_destroy(cr);
    if (s != CAIRO_STATUS_SUCCESS) Fail(o_.frame.path, cairo_status_to_string(s), 0);
    cairo_surface_flush(surface_.get());
    std::uint8_t* px = cairo_image_surface_get_data(surface_.get());
    if (o_.frame.transparent) Unpremultiply(px);
    return px;
  }
  int Stride() const { return cairo_image_surface_get_stride(surface_.get()); }

 private:
  // Cairo stores colour premultiplied by alpha; FFmpeg's RGB32 is straight alpha.
  void Unpremultiply(std::uint8_t* px) const {
    const int w = o_.frame.width, h = o_.frame.height, stride = Stride();
    for (int y = 0; y < h; ++y) {
      auto* row = reinterpret_cast<std::uint32_t*>(px + static_cast<std::ptrdiff_t>(y) * stride);
      for (int x = 0; x < w; ++x) {
        const std::uint32_t p = row[x], a = p >> 24;
        if (a == 0 || a == 255) continue;
        auto un = [&](int shift) {
          return std::min<std::uint32_t>(255, (((p >> shift) & 255) * 255 + a / 2) / a);
        };
        row[x] = (a << 24) | (un(16) << 16) | (un(8) << 8) | un(0);
      }
    }
  }

  std::unique_ptr<Lesson> lesson_;
  nlohmann::json scene_;
  VideoOptions o_;
  SurfacePtr surface_;
  long ticks_ = 0;
};

// The output file: a muxer with one video stream and its encoder.
class Output {
 public:
  Output(const std::string& target, const std::string& tmp_path, VideoFormat f, const VideoOptions& o)
      : target_(target) {
    const bool mp4 = f == VideoFormat::Mp4;
    int err = Ff().avformat_alloc_output_context2(&fmt_, nullptr, mp4 ? "mp4" : "gif", tmp_path.c_str());
    if (err < 0) Fail(target, "no muxer", err);
    // Debian's libavcodec has libx264; any other H.264 encoder it may have is the fallback.
    const AVCodec* codec =
        mp4 ? Ff().avcodec_find_encoder_by_name("libx264") : Ff().avcodec_find_encoder(AV_CODEC_ID_GIF);
    if (!codec && mp4) codec = Ff().avcodec_find_encoder(AV_CODEC_ID_H264);
    if (!codec) Fail(target, std::string("this FFmpeg has no ") + (mp4 ? "H.264" : "GIF") + " encoder", 0);
    stream_ = Ff().avformat_new_stream(fmt_, nullptr);
    enc_.reset(Ff().avcodec_alloc_context3(codec));
    pkt_.reset(Ff().av_packet_alloc());
    if (!stream_ || !enc_ || !pkt_) Fail(target, "out of memory", AVERROR(ENOMEM));
    AVCodecContext* c = enc_.get();
    c->width = o.frame.width;
    c->height = o.frame.height;
    c->time_base = {1, o.fps};
    c->framerate = {o.fps, 1};
    c->sample_aspect_ratio = {1, 1};
    AVDictionary* opts = nullptr;
    if (mp4) {
      c->pix_fmt = AV_PIX_FMT_YUV420P;
      c->gop_size = 2 * o.fps;  // a key frame every 2 s: slide programs seek and loop quickly
      c->color_range = AVCOL_RANGE_MPEG;
      c->colorspace = AVCOL_SPC_BT709;
      c->color_primaries = AVCOL_PRI_BT709;
      c->color_trc = AVCOL_TRC_BT709;
      // veryfast: files 4× smaller than ultrafast's for ~1 s more CPU per 150 HD frames (docs/performance.md)
      Ff().av_dict_set(&opts, "preset", "veryfast", 0);
      Ff().av_dict_set(&opts, "crf", "20", 0);
    } else {
      c->pix_fmt = AV_PIX_FMT_PAL8;
    }
    if (fmt_->oformat->flags & AVFMT_GLOBALHEADER) c->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    err = Ff().avcodec_open2(c, codec, &opts);
    Ff().av_dict_free(&opts);
    if (err < 0) Fail(target, std::string("cannot open the ") + codec->name + " encoder", err);
    err = Ff().avcodec_parameters_from_context(stream_->codecpar, c);
    if (err < 0) Fail(target, "stream parameters", err);
    stream_->time_base = c->time_base;
    stream_->avg_frame_rate = c->framerate;
    err = Ff().avio_open(&fmt_->pb, tmp_path.c_str(), AVIO_FLAG_WRITE);
    if (err < 0) Fail(target, "open", err);
    AVDictionary* mux = nullptr;
    if (mp4) Ff().av_dict_set(&mux, "movflags", "+faststart", 0);
    err = Ff().avformat_write_header(fmt_, &mux);
    Ff().av_dict_free(&mux);
    if (err < 0) Fail(target, "header", err);
  }
  ~Output() {
    if (fmt_ && fmt_->pb) Ff().avio_closep(&fmt_->pb);
    Ff().avformat_free_context(fmt_);
  }
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;

  AVCodecContext* codec() { return enc_.get(); }

  // Encodes `frame` (its pts in 1/fps) and writes what the encoder returns; nullptr drains the encoder.
  void Send(const AVFrame* frame) {
    int err = Ff().avcodec_send_frame(enc_.get(), frame);
    if (err < 0) Fail(target_, "encode", err);
    while ((err = Ff().avcodec_receive_packet(enc_.get(), pkt_.get())) >= 0) {
      Ff().av_packet_rescale_ts(pkt_.get(), enc_->time_base, stream_->time_base);
      pkt_->stream_index = stream_->index;
      err = Ff().av_interleaved_write_frame(fmt_, pkt_.get());
      if (err < 0) Fail(target_, "write", err);
    }
    if (err != AVERROR(EAGAIN) && err != AVERROR_EOF) Fail(target_, "encode", err);
  }
  // Drains the encoder, writes the trailer (MP4: moves the index to the front) and closes the file.
  void Finish() {
    Send(nullptr);
    int err = Ff().av_write_trailer(fmt_);
    if (err < 0) Fail(target_, "trailer", err);
    err = Ff().avio_closep(&fmt_->pb);
    if (err < 0) Fail(target_, "close", err);
  }

 private:
  std::string target_;
  AVFormatContext* fmt_ = nullptr;
  AVStream* stream_ = nullptr;
  Owned<AVCodecContext> enc_;
  Owned<AVPacket> pkt_;
};

struct PixelSize {
  int w, h;
};

// A filter graph with buffer sources (frames in, in Cairo's pixels) and one sink (frames out).
class Filter {
 public:
  // `filter` named with `args`, its inputs fed by `inputs` sources of w × h (palette sources: 16 × 16).
  Filter(const std::string& target, const char* filter, const char* args,
         std::initializer_list<PixelSize> inputs, int fps)
      : target_(target), graph_(Ff().avfilter_graph_alloc()) {
    if (!graph_) Fail(target, "out of memory", AVERROR(ENOMEM));
    graph_->nb_threads = 1;  // the encoder and Cairo use the cores
    AVFilterContext* f = nullptr;
    int err = Ff().avfilter_graph_create_filter(&f, Ff().avfilter_get_by_name(filter), filter, args, nullptr,
                                                graph_.get());
    if (err < 0) Fail(target, std::string(filter) + " filter", err);
    unsigned pad = 0;
    for (const PixelSize size : inputs) {
      const std::string a = "video_size=" + std::to_string(size.w) + "x" + std::to_string(size.h) +
                            ":pix_fmt=" + std::to_string(static_cast<int>(kCairoPixels)) + ":time_base=1/" +
                            std::to_string(fps) + ":pixel_aspect=1/1";
      AVFilterContext* src = nullptr;
      err = Ff().avfilter_graph_create_filter(&src, Ff().avfilter_get_by_name("buffer"),
                                              ("in" + std::to_string(pad)).c_str(), a.c_str(), nullptr,
                                              graph_.get());
      if (err < 0 || (err = Ff().avfilter_link(src, 0, f, pad)) < 0) Fail(target, "filter input", err);
      sources_.push_back(src);
      ++pad;
    }
    err = Ff().avfilter_graph_create_filter(&sink_, Ff().avfilter_get_by_name("buffersink"), "out", nullptr,
                                            nullptr, graph_.get());
    if (err < 0 || (err = Ff().avfilter_link(f, 0, sink_, 0)) < 0) Fail(target, "filter output", err);
    err = Ff().avfilter_graph_config(graph_.get(), nullptr);
    if (err < 0) Fail(target, std::string(filter) + " filter", err);
  }
  // Feeds input `pad` (nullptr: its end). The source takes its own reference; PUSH runs the graph now, so
  // frames do not queue up (palettegen, which outputs only at the end, would otherwise hold every frame).
  void Push(unsigned pad, AVFrame* frame) {
    const int err = Ff().av_buffersrc_add_frame_flags(sources_[pad], frame,
                                                      AV_BUFFERSRC_FLAG_KEEP_REF | AV_BUFFERSRC_FLAG_PUSH);
    if (err < 0) Fail(target_, "filter", err);
  }
  // The next output frame into `out`; false when none is ready yet (or the graph is finished).
  bool Pull(AVFrame* out) {
    const int err = Ff().av_buffersink_get_frame(sink_, out);
    if (err == AVERROR(EAGAIN) || err == AVERROR_EOF) return false;
    if (err < 0) Fail(target_, "filter", err);
    return true;
  }

 private:
  std::string target_;
  Owned<AVFilterGraph> graph_;
  std::vector<AVFilterContext*> sources_;
  AVFilterContext* sink_ = nullptr;
};

class Export final : public VideoExport {
 public:
  Export(std::unique_ptr<Lesson> lesson, const VideoOptions& o)
      : o_(o),
        format_(*VideoFormatFromPath(o.frame.path)),
        motion_(MotionFrames(o)),
        hold_(HoldFrames(o)),
        tmp_(o.frame.path),
        renderer_(std::move(lesson), o) {
    tmp_.Close();  // the muxer writes (and for +faststart, rereads) the temp file by its name
    {
      // The encoder's threads (libx264's) start with SIGINT/SIGTERM/SIGHUP blocked, so only this thread takes
      // them: the handler that removes the temp file never runs while this thread reopens it by its name.
      const SignalsHeld held;
      out_.emplace(o.frame.path, tmp_.path(), format_, o);
    }
    const int w = o.frame.width, h = o.frame.height;
    rgb_.reset(Ff().av_frame_alloc());
    last_.reset(Ff().av_frame_alloc());
    if (!rgb_ || !last_) Fail(o.frame.path, "out of memory", AVERROR(ENOMEM));
    rgb_->format = kCairoPixels, rgb_->width = w, rgb_->height = h;
    if (format_ == VideoFormat::Mp4) {
      sws_.reset(Ff().sws_getContext(w, h, kCairoPixels, w, h, AV_PIX_FMT_YUV420P, SWS_BILINEAR, nullptr,
                                     nullptr, nullptr));
      if (!sws_) Fail(o.frame.path, "no BGRA → yuv420p converter", 0);
      // Full-range RGB in, limited-range BT.709 out: what the stream says it is (Output sets the tags).
      const int* bt709 = Ff().sws_getCoefficients(SWS_CS_ITU709);
      Ff().sws_setColorspaceDetails(sws_.get(), bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16);
    } else {
      // palettegen's own transparent entry lets the GIF encoder leave unchanged pixels out of later frames.
      palette_pass_.emplace(o.frame.path, "palettegen",
                            "max_colors=256:reserve_transparent=1:stats_mode=full",
                            std::initializer_list<PixelSize>{{w, h}}, o.fps);
    }
  }

  int Total() const override { return (format_ == VideoFormat::Gif ? 2 : 1) * motion_ + hold_; }
  int Done() const override { return done_; }

  bool Step() override {
    if (done_ >= Total()) return false;
    int i = done_;
    if (format_ == VideoFormat::Gif) {
      if (i < motion_) {  // pass 1: the palette
        Fill(i);
        palette_pass_->Push(0, rgb_.get());
        if (i == motion_ - 1) MakePalette();
        return Advance();
      }
      i -= motion_;
    }
    if (i < motion_) {
      Fill(i);
      if (format_ == VideoFormat::Mp4) {
        EncodeYuv(i);
      } else {
        frames_->Push(0, rgb_.get());
        if (i == motion_ - 1) frames_->Push(0, nullptr);  // the end: paletteuse gives back every frame
        Owned<AVFrame> f(Ff().av_frame_alloc());
        while (frames_->Pull(f.get())) {
          Encode(f.get());
          Ff().av_frame_unref(f.get());
        }
      }
    } else {
      Encode(last_.get());  // hold: the last frame again, later
    }
    return Advance();
  }

 private:
  // Counts one unit of work; after the last, finishes and renames the file into place.
  bool Advance() {
    if (++done_ < Total()) return true;
    out_->Finish();
    tmp_.Commit(o_.frame.overwrite);
    return false;
  }

  // Renders motion frame i into rgb_ (Cairo's pixels, no copy).
  void Fill(int i) {
    if (i == 0) renderer_.Restart();
    Ff().av_frame_unref(rgb_.get());
    rgb_->format = kCairoPixels, rgb_->width = o_.frame.width, rgb_->height = o_.frame.height;
    rgb_->data[0] = const_cast<std::uint8_t*>(renderer_.Render(i));
    rgb_->linesize[0] = renderer_.Stride();
    rgb_->pts = i;
  }

  void EncodeYuv(int i) {
    Owned<AVFrame> yuv(Ff().av_frame_alloc());
    if (!yuv) Fail(o_.frame.path, "out of memory", AVERROR(ENOMEM));
    yuv->format = AV_PIX_FMT_YUV420P, yuv->width = o_.frame.width, yuv->height = o_.frame.height;
    yuv->color_range = AVCOL_RANGE_MPEG;
    yuv->colorspace = AVCOL_SPC_BT709;
    int err = Ff().av_frame_get_buffer(yuv.get(), 0);
    if (err < 0) Fail(o_.frame.path, "frame", err);
    Ff().sws_scale(sws_.get(), rgb_->data, rgb_->linesize, 0, o_.frame.height, yuv->data, yuv->linesize);
    yuv->pts = i;
    Encode(yuv.get());
  }

  // Sends a frame with the next timestamp and keeps a reference to it for the hold.
  void Encode(AVFrame* f) {
    if (f != last_.get()) {
      Ff().av_frame_unref(last_.get());
      const int err = Ff().av_frame_ref(last_.get(), f);
      if (err < 0) Fail(o_.frame.path, "frame", err);
    }
    last_->pts = pts_++;
    out_->Send(last_.get());
  }

  // The end of pass 1: palettegen's 16 × 16 palette image goes into pass 2's paletteuse.
  void MakePalette() {
    palette_pass_->Push(0, nullptr);
    Owned<AVFrame> palette(Ff().av_frame_alloc());
    if (!palette || !palette_pass_->Pull(palette.get())) Fail(o_.frame.path, "palettegen gave no palette", 0);
    palette_pass_.reset();
    frames_.emplace(o_.frame.path, "paletteuse",
                    "dither=bayer:bayer_scale=4:diff_mode=rectangle:alpha_threshold=128",
                    std::initializer_list<PixelSize>{{o_.frame.width, o_.frame.height},
                                                     {palette->width, palette->height}},
                    o_.fps);
    palette->pts = 0;
    frames_->Push(1, palette.get());
    frames_->Push(1, nullptr);  // one palette for the whole movie
  }

  VideoOptions o_;
  VideoFormat format_;
  int motion_, hold_, done_ = 0;
  std::int64_t pts_ = 0;
  TempFile tmp_;
  FrameRenderer renderer_;
  std::optional<Output> out_;
  Owned<AVFrame> rgb_, last_;
  Owned<SwsContext> sws_;
  std::optional<Filter> palette_pass_, frames_;
};

}  // namespace

std::unique_ptr<VideoExport> StartVideoExport(std::unique_ptr<Lesson> lesson, const VideoOptions& o) {
  CheckVideoOptions(o);
  Ff().av_log_set_level(AV_LOG_QUIET);  // failures reach the user as one ExportError line, not FFmpeg's log
  std::error_code ec;
  if (!o.frame.overwrite && std::filesystem::exists(o.frame.path, ec)) {
    throw ExportError(ExportError::Kind::Io,
                      "cannot write '" + o.frame.path + "': file exists (not overwritten)");
  }
  CaptionLines(*lesson, o.frame.caption);  // an unknown caption symbol is a bad option: before any file
  return std::make_unique<Export>(std::move(lesson), o);
}

void ExportVideo(std::unique_ptr<Lesson> lesson, const VideoOptions& o) {
  const std::unique_ptr<VideoExport> job = StartVideoExport(std::move(lesson), o);
  while (job->Step()) {
  }
}

std::unique_ptr<Lesson> CopyLesson(const Lesson& lesson) {
  if (!lesson.Entry().make) {
    throw ExportError(ExportError::Kind::BadOption,
                      "lesson '" + std::string(lesson.Id()) + "' has no factory");
  }
  std::unique_ptr<Lesson> copy = lesson.Entry().Make();
  copy->LoadScene(lesson.SaveScene());
  copy->Update();
  return copy;
}

}  // namespace ricochet::app
