// Fonts: DejaVu Sans from fonts-dejavu-core with the lecture's math symbols, sized for the screen.
#pragma once

#include "imgui.h"

namespace ricochet::app {

struct Fonts {
  ImFont* body = nullptr;     // UI and figure labels
  ImFont* heading = nullptr;  // lesson title (bold)
  float body_px = 18.0f;
};

// Rebuilds io.Fonts at `px` pixels (content scale × UI scale already applied). The caller re-uploads the
// texture (ImGui_ImplOpenGL3_DestroyFontsTexture/CreateFontsTexture) when a renderer exists.
// Falls back to ImGui's built-in font, with a warning on stderr, if DejaVu is missing.
Fonts BuildFonts(float px);

// DejaVu Sans at `px` with the lecture's symbols, added to `atlas` (ImGui's default font if DejaVu is
// missing): the body font of BuildFonts, and the label font of the browser's PNG export.
ImFont* AddBodyFont(ImFontAtlas* atlas, float px);

// Base body size in px at UI scale 1.
inline constexpr float kBaseFontPx = 18.0f;

}  // namespace ricochet::app
