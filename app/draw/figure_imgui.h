// The screen backend of the Figure: replays every primitive into an ImDrawList through the camera. Given a
// GPU renderer, it draws a long run of discs (a sandbox's thousands of balls) as one instanced draw in its
// place among the other primitives, as Box2D's draw layer batches its circles; the Cairo backend draws the
// same discs as discs, so the screen and every export draw the one Figure.
#pragma once

#include <span>

#include "draw/camera.h"
#include "draw/figure.h"
#include "draw/gl_circles.h"
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
  // Instanced circles for runs of at least kGpuDiscRun discs (nullptr, or not ready: every disc goes into
  // the list), and the framebuffer the list is rendered into: its px per screen px and its size in px.
  InstancedCircles* circles = nullptr;
  Vec2 framebuffer_scale{1, 1};
  Vec2 framebuffer_px{1, 1};
};

// Consecutive discs (labels aside) from this many on go to the GPU as one draw: fewer are cheap in the list.
inline constexpr std::size_t kGpuDiscRun = 64;

// The label output of this view (draw/labels.h): where labels may go and how wide their text is.
LabelOutput ScreenLabels(const FigureView& view);

// `labels`: where the figure's labels go, when the caller placed them already (PlaceLabels of ScreenLabels).
void DrawFigure(ImDrawList* dl, const Figure& fig, const FigureView& view,
                const LabelLayout* labels = nullptr);

inline ImVec2 ToIm(Vec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }
inline Vec2 ToVec(ImVec2 p) { return {p.x, p.y}; }

inline ImU32 ToImU32(Rgba c, float alpha = 1.0f) {
  return ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, c.a * alpha));
}

}  // namespace ricochet::app
