// check-png FILE.png W H [--alpha none|opaque|transparent]: the tests' PNG check, with the project's own PNG
// reader (stb_image) rather than an image tool that a fresh machine may not have. Checks the size, that the
// picture is not blank, and optionally its alpha: no alpha channel at all, every pixel opaque, or some pixels
// see-through (a --transparent export). Built with the tests only, next to ricochet. Exit 0 ok, 1 not, 2
// usage.
#include <stb/stb_image.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "scene/files.h"
#include "scene/scene.h"

using ricochet::app::Printable;

namespace {
int Usage() {
  std::fprintf(stderr,
               "check-png: usage: check-png FILE.png WIDTH HEIGHT [--alpha none|opaque|transparent]\n");
  return 2;
}
}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() != 3 && !(args.size() == 5 && args[3] == "--alpha")) return Usage();
  const std::string alpha = args.size() == 5 ? args[4] : "";
  if (!alpha.empty() && alpha != "none" && alpha != "opaque" && alpha != "transparent") return Usage();
  int w = 0, h = 0, channels = 0;
  std::string png;
  try {  // the one file reader: a FIFO or a device is refused, not read
    png = *ricochet::app::ReadFileText(args[0], std::size_t{1} << 30);
  } catch (const ricochet::app::SceneError& e) {
    std::fprintf(stderr, "check-png: %s\n", e.what());
    return 1;
  }
  unsigned char* px = stbi_load_from_memory(reinterpret_cast<const unsigned char*>(png.data()),
                                            static_cast<int>(png.size()), &w, &h, &channels, 4);
  if (!px) {
    std::fprintf(stderr, "check-png: cannot read %s: %s\n", Printable(args[0]).c_str(),
                 stbi_failure_reason());
    return 1;
  }
  const int want_w = std::atoi(args[1].c_str()), want_h = std::atoi(args[2].c_str());
  // Not blank: many distinct colours and some spread of brightness (text, grid, figure), counted over the
  // pixels that are not fully transparent.
  std::set<unsigned> colours;
  double sum = 0, sum2 = 0;
  std::size_t seen = 0, see_through = 0;
  const std::size_t count = static_cast<std::size_t>(w) * h;
  for (std::size_t i = 0; i < count; ++i) {
    const unsigned char* p = px + i * 4;
    if (p[3] < 255) ++see_through;
    if (p[3] == 0) continue;
    ++seen;
    if (colours.size() < 100000) colours.insert((p[0] << 16) | (p[1] << 8) | p[2]);
    const double y = 0.2126 * p[0] + 0.7152 * p[1] + 0.0722 * p[2];
    sum += y, sum2 += y * y;
  }
  stbi_image_free(px);
  const double mean = seen ? sum / seen : 0.0;
  const double sd = seen ? std::sqrt(std::max(0.0, sum2 / seen - mean * mean)) : 0.0;
  const bool has_alpha = channels == 2 || channels == 4;
  const char* name = args[0].c_str();
  if (w != want_w || h != want_h) {
    std::fprintf(stderr, "check-png: %s is %dx%d, expected %dx%d\n", name, w, h, want_w, want_h);
    return 1;
  }
  if (colours.size() < 32 || sd < 4.0) {
    std::fprintf(stderr, "check-png: %s looks blank (%zu colours, brightness sd %.1f)\n", name,
                 colours.size(), sd);
    return 1;
  }
  if (alpha == "none" && has_alpha) {
    std::fprintf(stderr, "check-png: %s has an alpha channel, expected none\n", name);
    return 1;
  }
  if (alpha == "opaque" && see_through > 0) {
    std::fprintf(stderr, "check-png: %s has %zu see-through pixels, expected none\n", name, see_through);
    return 1;
  }
  if (alpha == "transparent" && see_through == 0) {
    std::fprintf(stderr, "check-png: %s is opaque everywhere, expected see-through pixels\n", name);
    return 1;
  }
  std::printf(
      "check-png: %s ok (%dx%d, %d channels, %zu see-through pixels, %zu colours, brightness sd %.1f)\n",
      name, w, h, channels, see_through, colours.size(), sd);
  return 0;
}
