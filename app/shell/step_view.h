// A derivation step on the screen: its layout (explain/step_layout.h) with the ImGui font, kept with the
// step so an idle frame typesets nothing, and drawn in the panel and the presentation column alike.
#pragma once

#include "explain/step_layout.h"
#include "imgui.h"

namespace ricochet::app {

struct StepInks {
  ImU32 text, muted, ink;
};

// LayStep with `font`, cached in the step.
const StepBlock& LayoutStep(const Step& s, Detail detail, ImFont* font, float px, float width,
                            bool with_name = true, float min_note_px = 0);
// Draws a laid-out step with its top-left corner at `at`: a ▸ before the case that holds.
void DrawStep(ImDrawList* dl, ImFont* font, const StepBlock& b, ImVec2 at, const StepInks& inks);

}  // namespace ricochet::app
