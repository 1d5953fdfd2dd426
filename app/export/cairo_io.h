// Writing Cairo output without ever leaving a partial file: into a TempFile (scene/files.h) beside the
// target, renamed into place; surfaces and their status checks. Shared by the figure export, the deck
// handout, the worksheets and the movies.
#pragma once

#include <cairo.h>

#include <cstdio>
#include <memory>
#include <string>

#include "export/export.h"
#include "scene/files.h"

namespace ricochet::app {

// Cairo's stream writer; the closure is the TempFile.
inline cairo_status_t WriteToFile(void* closure, const unsigned char* data, unsigned int length) {
  return static_cast<TempFile*>(closure)->Write(data, length) ? CAIRO_STATUS_SUCCESS
                                                              : CAIRO_STATUS_WRITE_ERROR;
}

struct SurfaceDeleter {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;

inline void CheckCairo(cairo_status_t s, const std::string& path) {
  if (s != CAIRO_STATUS_SUCCESS) throw WriteError(path, cairo_status_to_string(s));
}

// The result of a surface that wrote into `tmp`: the write's own error first (a full disk is "No space left
// on device", not Cairo's "error while writing to output stream"), then Cairo's.
inline void CheckWrite(cairo_status_t s, TempFile& tmp, const std::string& path) {
  if (s != CAIRO_STATUS_SUCCESS) tmp.Close();
  CheckCairo(s, path);
}

// Ends a document surface (PDF) writing into `tmp`: the drawing's status, then the surface finished — its
// data written to the stream — and released. Throws ExportError naming `path`.
inline void FinishDocument(cairo_t* cr, SurfacePtr& surface, TempFile& tmp, const std::string& path) {
  const cairo_status_t st = cairo_status(cr);  // a PDF writes each page as it is shown
  cairo_destroy(cr);
  CheckWrite(st, tmp, path);
  cairo_surface_finish(surface.get());
  CheckWrite(cairo_surface_status(surface.get()), tmp, path);
  surface.reset();
}

}  // namespace ricochet::app
