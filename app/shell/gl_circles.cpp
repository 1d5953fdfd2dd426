#include "draw/gl_circles.h"

#include <cstddef>

#include "imgui.h"
#include "platform/gl.h"
#include "ricochet_shaders.h"

namespace ricochet::app {

namespace {

unsigned Compile(GLenum type, const char* source, std::string& error) {
  const GLuint s = glCreateShader(type);
  glShaderSource(s, 1, &source, nullptr);
  glCompileShader(s);
  GLint ok = 0;
  glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log[1024] = {};
    glGetShaderInfoLog(s, sizeof log, nullptr, log);
    error = std::string(type == GL_VERTEX_SHADER ? "circles.vert: " : "circles.frag: ") + log;
    glDeleteShader(s);
    return 0;
  }
  return s;
}

}  // namespace

InstancedCircles::~InstancedCircles() {
  if (program_ == 0) return;  // never initialised: there may be no context at all
  glDeleteProgram(program_);
  glDeleteBuffers(1, &quad_vbo_);
  glDeleteBuffers(1, &instance_vbo_);
  glDeleteVertexArrays(1, &vao_);
}

namespace {
bool g_headless = false;
}  // namespace

void InstancedCircles::SetHeadless(bool on) { g_headless = on; }

bool InstancedCircles::ready() const { return program_ != 0 || g_headless; }

bool InstancedCircles::Init() {
  if (program_ != 0) return true;
  if (glCreateShader == nullptr) {  // glad not loaded: no OpenGL context (headless ImGui tests)
    if (g_headless) return true;    // ricochet bench frames: Draw() does nothing while program_ is 0
    error_ = "no OpenGL context";
    return false;
  }
  const GLuint vs = Compile(GL_VERTEX_SHADER, shaders::kCirclesVert, error_);
  if (!vs) return false;
  const GLuint fs = Compile(GL_FRAGMENT_SHADER, shaders::kCirclesFrag, error_);
  if (!fs) {
    glDeleteShader(vs);
    return false;
  }
  const GLuint p = glCreateProgram();
  glAttachShader(p, vs);
  glAttachShader(p, fs);
  glLinkProgram(p);
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint ok = 0;
  glGetProgramiv(p, GL_LINK_STATUS, &ok);
  if (!ok) {
    char log[1024] = {};
    glGetProgramInfoLog(p, sizeof log, nullptr, log);
    error_ = std::string("circles program: ") + log;
    glDeleteProgram(p);
    return false;
  }
  program_ = p;
  u_scale_ = glGetUniformLocation(p, "u_scale");
  u_offset_ = glGetUniformLocation(p, "u_offset");
  u_px_ = glGetUniformLocation(p, "u_px_per_unit");

  glGenVertexArrays(1, &vao_);
  glGenBuffers(1, &quad_vbo_);
  glGenBuffers(1, &instance_vbo_);
  glBindVertexArray(vao_);
  const float quad[8] = {-1, -1, 1, -1, -1, 1, 1, 1};  // a triangle strip
  glBindBuffer(GL_ARRAY_BUFFER, quad_vbo_);
  glBufferData(GL_ARRAY_BUFFER, sizeof quad, quad, GL_STATIC_DRAW);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), nullptr);
  glBindBuffer(GL_ARRAY_BUFFER, instance_vbo_);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, sizeof(BallInstance),
                        reinterpret_cast<void*>(offsetof(BallInstance, x)));
  glVertexAttribDivisor(1, 1);
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, sizeof(BallInstance),
                        reinterpret_cast<void*>(offsetof(BallInstance, rgba)));
  glVertexAttribDivisor(2, 1);
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  return true;
}

void InstancedCircles::Draw(std::span<const BallInstance> balls, const CircleView& view) {
  if (program_ == 0 || balls.empty()) return;
  glBindBuffer(GL_ARRAY_BUFFER, instance_vbo_);
  const std::size_t bytes = balls.size_bytes();
  if (bytes > capacity_) {  // grow (×1.5), then stream into the existing store
    capacity_ = bytes + bytes / 2;
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(capacity_), nullptr, GL_STREAM_DRAW);
  }
  glBufferSubData(GL_ARRAY_BUFFER, 0, static_cast<GLsizeiptr>(bytes), balls.data());
  glBindBuffer(GL_ARRAY_BUFFER, 0);

  // px = origin + (x, −y)·k  →  clip = 2 px / size − 1 with y flipped: clip = world · scale + offset.
  const double k = view.px_per_unit;
  const double sx = 2.0 * k / view.target_px.x, sy = 2.0 * k / view.target_px.y;
  const double ox = 2.0 * view.origin_px.x / view.target_px.x - 1.0;
  const double oy = 1.0 - 2.0 * view.origin_px.y / view.target_px.y;
  glUseProgram(program_);
  glUniform2f(u_scale_, static_cast<float>(sx), static_cast<float>(sy));
  glUniform2f(u_offset_, static_cast<float>(ox), static_cast<float>(oy));
  glUniform1f(u_px_, static_cast<float>(k));
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_ONE, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);  // premultiplied
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_CULL_FACE);
  glBindVertexArray(vao_);
  glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, static_cast<GLsizei>(balls.size()));
  glBindVertexArray(0);
  glUseProgram(0);
}

void InstancedCircles::DrawInto(ImDrawList* list, std::span<const BallInstance> balls,
                                const CircleView& view) {
  // ImGui's draw lists live for one frame (until the next NewFrame): the batches of earlier frames are done.
  if (ImGui::GetFrameCount() != queued_frame_) queued_.clear();
  queued_frame_ = ImGui::GetFrameCount();
  queued_.push_back(std::make_unique<Batch>(Batch{this, {balls.begin(), balls.end()}, view}));
  queued_total_ += balls.size();
  list->AddCallback(
      [](const ImDrawList*, const ImDrawCmd* cmd) {
        auto* batch = static_cast<Batch*>(cmd->UserCallbackData);
        if (batch->owner->program_ == 0) return;  // headless (SetHeadless)
        // The backend's scissor belongs to the previous command: clip to this command's rectangle.
        const Vec2 s = batch->view.fb_scale;
        const double fb_h = batch->view.target_px.y;
        glEnable(GL_SCISSOR_TEST);
        glScissor(static_cast<GLint>(cmd->ClipRect.x * s.x), static_cast<GLint>(fb_h - cmd->ClipRect.w * s.y),
                  static_cast<GLsizei>((cmd->ClipRect.z - cmd->ClipRect.x) * s.x),
                  static_cast<GLsizei>((cmd->ClipRect.w - cmd->ClipRect.y) * s.y));
        batch->owner->Draw(batch->balls, batch->view);
      },
      queued_.back().get());
  list->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

}  // namespace ricochet::app
