// Typeset formulas (math/typeset.h) on the ImGui draw list: the window's panel, the presentation column and
// the browser build draw the boxes the typesetter lays out, with the ImGui font's own metrics.
#pragma once

#include "imgui.h"
#include "math/typeset.h"

namespace ricochet::app {

// The typesetter's view of an ImGui font: its advances at any size and its vertical metrics.
math::FontMetrics ImGuiMetrics(ImFont* font);
// Draws a laid-out box with its baseline's left end at `origin`.
void DrawMath(ImDrawList* dl, ImFont* font, const math::Box& box, ImVec2 origin, ImU32 col);

}  // namespace ricochet::app
