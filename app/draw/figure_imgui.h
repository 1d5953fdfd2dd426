// The screen backend of the Figure: replays every primitive into an ImDrawList through the camera.
#pragma once

#include <span>

#include "draw/camera.h"
#include "draw/figure.h"
#include "draw/labels.h"
#include "draw/theme.h"
#include "imgui.h"

namespace ricochet::app {

struct FigureView {
  const Camera* camera;
  const Theme* theme;
  float ui_scale = 1.0f;  // logical px → screen px (widths, head sizes, labels, Overlay space such as plots)
  ImFont* font = nullptr;  // label font (nullptr: the current font)
  float label_px = 18.0f;  // body label height in screen px before theme.label_scale
};

// The label output of this view (draw/labels.h): where labels may go and how wide their text is.
LabelOutput ScreenLabels(const FigureView& view);

void DrawFigure(ImDrawList* dl, const Figure& fig, const FigureView& view);

inline ImVec2 ToIm(Vec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }
inline Vec2 ToVec(ImVec2 p) { return {p.x, p.y}; }

inline ImU32 ToImU32(Rgba c, float alpha = 1.0f) {
  return ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, c.a * alpha));
}

}  // namespace ricochet::app
