// The canvas grid in an ImDrawList: minor and major lines every 1, 2 or 5 × 10^k world units, the axes, and
// their numbers (the Cairo export's twin is DrawGridCairo). Drawn by the canvas, and by the browser's PNG
// export at the output's size.
#pragma once

#include <span>

#include "draw/camera.h"
#include "draw/theme.h"
#include "imgui.h"

namespace ricochet::app {

// s: logical px → screen px (spacing, widths); font_px: the body font's size (numbers are 0.8 of it, and
// no less than min_px). No number or axis name prints inside `covered` or across `lines` (screen px: the
// figure's plots, captions, labels, handles and lines, GridKeepClear).
void DrawGrid(ImDrawList* dl, const Camera& camera, const Theme& theme, float s, ImFont* font, float font_px,
              std::span<const Bounds> covered = {}, std::span<const std::pair<Vec2, Vec2>> lines = {},
              float min_px = 0);

}  // namespace ricochet::app
