// Thousands of discs in one draw call: instanced circles with the shaders of shaders/ (circles.vert/.frag,
// embedded at build time). Needs a current OpenGL 3.3 core (or WebGL2) context with glad loaded. The
// screen's figure backend (draw/figure_imgui.h) sends a long run of Figure discs here when it is given a
// renderer, as Box2D's draw layer batches its circles; Cairo exports draw the same discs as discs. The GL
// calls are in shell/gl_circles.cpp: draw/ includes no GL (platform/ is above it).
#pragma once

#include <cstddef>
#include <memory>
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
// down on screen), in framebuffer pixels of a target `target_px` large. A queued draw (DrawInto) is clipped
// to its draw command's rectangle, in the draw list's coordinates × fb_scale.
struct CircleView {
  double px_per_unit = 1.0;
  Vec2 origin_px;
  Vec2 target_px{1, 1};
  Vec2 fb_scale{1, 1};  // framebuffer px per draw-list unit (ImGui's DisplayFramebufferScale)
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
  bool ready() const;  // can draw (or, SetHeadless, queues as if it could)
  const std::string& error() const { return error_; }

  // Draws now into the bound framebuffer (its viewport must cover view.target_px).
  void Draw(std::span<const BallInstance> balls, const CircleView& view);

  // Queues the draw into an ImGui draw list, in its place among the list's commands (it runs when the list
  // is rendered, clipped to the list's clip rectangle), then resets ImGui's render state. `balls` is copied
  // and kept until the next ImGui frame; a frame may queue several draws.
  void DrawInto(ImDrawList* list, std::span<const BallInstance> balls, const CircleView& view);

  // Instances queued by DrawInto since the renderer was made (tests check that the screen used it).
  std::size_t queued_instances() const { return queued_total_; }

 private:
  struct Batch {
    InstancedCircles* owner;
    std::vector<BallInstance> balls;
    CircleView view;
  };
  unsigned program_ = 0, vao_ = 0, quad_vbo_ = 0, instance_vbo_ = 0;
  int u_scale_ = -1, u_offset_ = -1, u_px_ = -1;
  std::size_t capacity_ = 0;
  std::string error_;
  std::vector<std::unique_ptr<Batch>> queued_;
  std::size_t queued_total_ = 0;
  int queued_frame_ = -1;
};

}  // namespace ricochet::app
