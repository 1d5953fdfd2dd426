#include "shell/fonts.h"

#include <cstdio>
#include <filesystem>
#include <string>

namespace ricochet::app {

namespace {
// Latin, Greek, combining marks (n̂ = n + U+0302), punctuation (‖ ′ …), super/subscripts, combining marks
// for symbols (m⃗ = m + U+20D7), arrows, math operators (− √ ∞ ∈ ≤ ≥ ∓ ·), geometric shapes (▶ ■), and
// practice mode's marks (✓ ✗).
const ImWchar kRanges[] = {
    0x0020, 0x00FF, 0x0300, 0x036F, 0x0370, 0x03FF, 0x2000, 0x206F, 0x2070, 0x209F, 0x20D0, 0x20FF,
    0x2190, 0x21FF, 0x2200, 0x22FF, 0x2300, 0x23FF, 0x25A0, 0x25FF, 0x2713, 0x2717, 0,
};

ImFont* Load(ImFontAtlas* atlas, const char* file, float px) {
  const std::string path = std::string(RICOCHET_FONT_DIR) + "/" + file;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    std::fprintf(stderr, "ricochet: font %s not found (install fonts-dejavu-core); using ImGui's default\n",
                 path.c_str());
    return nullptr;
  }
  ImFontConfig cfg;
  cfg.OversampleH = 2;
  cfg.OversampleV = 1;
  return atlas->AddFontFromFileTTF(path.c_str(), px, &cfg, kRanges);
}
}  // namespace

ImFont* AddBodyFont(ImFontAtlas* atlas, float px) {
  if (ImFont* f = Load(atlas, "DejaVuSans.ttf", px)) return f;
  ImFontConfig cfg;
  cfg.SizePixels = px;
  return atlas->AddFontDefault(&cfg);
}

Fonts BuildFonts(float px) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  Fonts f;
  f.body_px = px;
  f.body = AddBodyFont(io.Fonts, px);
  f.heading = Load(io.Fonts, "DejaVuSans-Bold.ttf", px * 1.3f);
  if (!f.heading) f.heading = f.body;
  io.FontDefault = f.body;
  io.Fonts->Build();
  return f;
}

}  // namespace ricochet::app
