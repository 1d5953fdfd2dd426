#include "export/ffmpeg.h"

#include <dlfcn.h>

#include <string>

#include "export/export.h"

namespace ricochet::app {
namespace {

// lib<name>.so.<major>: the ABI the headers describe.
std::string Soname(const std::string& lib) {
  int major = 0;
  if (lib == "avutil") major = LIBAVUTIL_VERSION_MAJOR;
  if (lib == "avcodec") major = LIBAVCODEC_VERSION_MAJOR;
  if (lib == "avformat") major = LIBAVFORMAT_VERSION_MAJOR;
  if (lib == "avfilter") major = LIBAVFILTER_VERSION_MAJOR;
  if (lib == "swscale") major = LIBSWSCALE_VERSION_MAJOR;
  return "lib" + lib + ".so." + std::to_string(major);
}

[[noreturn]] void Missing(const std::string& what) {
  const char* why = dlerror();
  throw ExportError(ExportError::Kind::Io, "cannot make a movie: FFmpeg's " + what + " cannot be loaded" +
                                               (why ? std::string(" (") + why + ")" : std::string()));
}

void* Symbol(const std::string& lib, const char* name) {
  // dlopen of a library already open only counts it again; never closed: the functions stay valid for the
  // life of the process.
  const std::string soname = Soname(lib);
  void* handle = dlopen(soname.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) Missing(soname);
  void* f = dlsym(handle, name);
  if (!f) Missing(std::string(name) + " in " + soname);
  return f;
}

Ffmpeg Load() {
  Ffmpeg ff{};
#define RICOCHET_FFMPEG_LOAD(lib, name) ff.name = reinterpret_cast<decltype(ff.name)>(Symbol(#lib, #name));
  RICOCHET_FFMPEG_FUNCTIONS(RICOCHET_FFMPEG_LOAD)
#undef RICOCHET_FFMPEG_LOAD
  return ff;
}

}  // namespace

const Ffmpeg& Ff() {
  static const Ffmpeg ff = Load();  // a throw leaves it unset: the next movie tries again
  return ff;
}

}  // namespace ricochet::app
