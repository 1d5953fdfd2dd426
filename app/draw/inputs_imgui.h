// A lesson's INPUTS in the panel, laid out for the panel's width. On a projector (1280×720 at UI × 1.5) the
// panel is ≈ 420 px wide and ImGui clips whatever runs past its edge ("pinball radius r_", "speed (units p"):
// labels move above their widgets when they do not fit beside them, text wraps at spaces (never inside a
// number), and a row of buttons continues on the next line instead of past the edge.
#pragma once

#include <string>

#include "ricochet/vec2.h"

namespace ricochet::app::inputs {

// Sets the width of the next widget, whose label ImGui draws to its right: 60 % of the panel when the label
// fits beside that, narrower when the label needs the room (down to half the panel). A longer label goes on
// its own line above a widget as wide as the panel. Returns the label to give the widget: `label`, or
// "##label" (the same ID, nothing drawn) when it went above. Valid until the next call.
const char* Fit(const char* label);

// A point field: x and y dragged or typed (3 decimals), its label fitted. True when it changed.
bool Point(const char* name, Vec2& p);

// Text wrapped at spaces to the panel's width (draw/text_wrap.h: never inside a number or a bracketed
// vector; ImGui's own wrapping also breaks after '.': "1.⏎44"). Muted: in the colour of TextDisabled.
void Text(const std::string& text);
void Muted(const std::string& text);

// SameLine() when a button labelled `next` still fits on this line; else the button starts the next line.
// `box`: the next widget is a radio button or checkbox (its box, then its label).
void SameLineFor(const char* next, bool box = false);

}  // namespace ricochet::app::inputs
