// Thousands of balls in one draw call: instanced circles with the shaders of shaders/ (circles.vert/.frag,
// embedded at build time). Needs a current OpenGL 3.3 core context with glad loaded (the shell's window).
// Exports do not use this: they replay the lesson's Figure discs through Cairo.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "ricochet/vec2.h"

struct ImDrawList;

namespace ricochet::app {

// One ball: centre and radius in world units, straight (not premultiplied) RGBA.
struct BallInstance {
  float x, y, r;
  float rgba[4];
};

// Where world units land on the framebuffer: px = origin_px + (x, −y) · px_per_unit (y up in the world,
// down on screen), in framebuffer pixels of a target `target_px` large.
struct CircleView {
  double px_per_unit = 1.0;
  Vec2 origin_px;
  Vec2 target_px{1, 1};
};

class InstancedCircles {
 public:
  InstancedCircles() = default;
  InstancedCircles(const InstancedCircles&) = delete;
  InstancedCircles& operator=(const InstancedCircles&) = delete;
  ~InstancedCircles();

  // Compiles the program and makes the buffers; false with error() on failure (draw Figure discs then).
  bool Init();
  // For `ricochet bench frames`, which times frames without a GL context: Init() then succeeds without one
  // and the queued draws do nothing, so the frame does the CPU work of the window's GPU path. Set it before
  // the first frame.
  static void SetHeadless(bool on);
  bool ready() const { return program_ != 0; }
  const std::string& error() const { return error_; }

  // Draws now into the bound framebuffer (its viewport must cover view.target_px).
  void Draw(std::span<const BallInstance> balls, const CircleView& view);

  // Queues the draw into an ImGui draw list (runs when the shell renders it, clipped to the list's clip
  // rectangle), then resets ImGui's render state. `balls` is copied.
  void DrawInto(ImDrawList* list, std::span<const BallInstance> balls, const CircleView& view);

 private:
  unsigned program_ = 0, vao_ = 0, quad_vbo_ = 0, instance_vbo_ = 0;
  int u_scale_ = -1, u_offset_ = -1, u_px_ = -1;
  std::size_t capacity_ = 0;
  std::string error_;
  std::vector<BallInstance> queued_;
  CircleView queued_view_;
};

}  // namespace ricochet::app
