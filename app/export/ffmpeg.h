// FFmpeg's libraries, opened with dlopen when the first movie is made: linked, their ~150 dependencies (every
// codec FFmpeg was built with) cost each start of `ricochet` ~0.15 s of CPU (~0.4 s under the sanitizers),
// and `explain`, `export … .png` or the window never use them. Only export/video.cpp includes this.
#pragma once

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavformat/avformat.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}

namespace ricochet::app {

// X(library, function) for every FFmpeg function the movie export calls.
#define RICOCHET_FFMPEG_FUNCTIONS(X)          \
  X(avutil, av_strerror)                      \
  X(avutil, av_log_set_level)                 \
  X(avutil, av_dict_set)                      \
  X(avutil, av_dict_free)                     \
  X(avutil, av_frame_alloc)                   \
  X(avutil, av_frame_free)                    \
  X(avutil, av_frame_get_buffer)              \
  X(avutil, av_frame_ref)                     \
  X(avutil, av_frame_unref)                   \
  X(avcodec, av_packet_alloc)                 \
  X(avcodec, av_packet_free)                  \
  X(avcodec, av_packet_rescale_ts)            \
  X(avcodec, avcodec_alloc_context3)          \
  X(avcodec, avcodec_find_encoder)            \
  X(avcodec, avcodec_find_encoder_by_name)    \
  X(avcodec, avcodec_free_context)            \
  X(avcodec, avcodec_open2)                   \
  X(avcodec, avcodec_parameters_from_context) \
  X(avcodec, avcodec_receive_packet)          \
  X(avcodec, avcodec_send_frame)              \
  X(avformat, avformat_alloc_output_context2) \
  X(avformat, avformat_free_context)          \
  X(avformat, avformat_new_stream)            \
  X(avformat, avformat_write_header)          \
  X(avformat, av_interleaved_write_frame)     \
  X(avformat, av_write_trailer)               \
  X(avformat, avio_open)                      \
  X(avformat, avio_closep)                    \
  X(avfilter, avfilter_get_by_name)           \
  X(avfilter, avfilter_graph_alloc)           \
  X(avfilter, avfilter_graph_config)          \
  X(avfilter, avfilter_graph_create_filter)   \
  X(avfilter, avfilter_graph_free)            \
  X(avfilter, avfilter_link)                  \
  X(avfilter, av_buffersink_get_frame)        \
  X(avfilter, av_buffersrc_add_frame_flags)   \
  X(swscale, sws_getContext)                  \
  X(swscale, sws_freeContext)                 \
  X(swscale, sws_getCoefficients)             \
  X(swscale, sws_setColorspaceDetails)        \
  X(swscale, sws_scale)

struct Ffmpeg {
#define RICOCHET_FFMPEG_POINTER(lib, name) decltype(&::name) name;
  RICOCHET_FFMPEG_FUNCTIONS(RICOCHET_FFMPEG_POINTER)
#undef RICOCHET_FFMPEG_POINTER
};

// The functions, the libraries opened on the first call (the sonames of the headers built against: the same
// major versions). Throws ExportError (Io) naming the library that is missing or lacks a function.
const Ffmpeg& Ff();

}  // namespace ricochet::app
