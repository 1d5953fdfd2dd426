// The instanced-circle renderer under a real OpenGL 3.3 context (registered in sim.cmake to run under
// xvfb-run; skipped when there is no display). Renders the gas preset to an offscreen framebuffer, checks
// pixels, and writes sim_gl_gas.png for a human to look at.
#define GLFW_INCLUDE_NONE  // glad provides the OpenGL declarations
#include <GLFW/glfw3.h>
#include <glad/gl.h>
#include <gtest/gtest.h>
#include <stb/stb_image_write.h>

#include <chrono>
#include <cmath>
#include <cstdio>

#include "draw/gl_circles.h"
#include "draw/theme.h"
#include "lessons/sandbox.h"
#include "scene/sim_scene.h"

namespace ricochet::app {
namespace {

struct Context {
  GLFWwindow* window = nullptr;
  Context() {
    if (!glfwInit()) return;
    glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    window = glfwCreateWindow(64, 64, "sim_gl_test", nullptr, nullptr);
    if (!window) return;
    glfwMakeContextCurrent(window);
    if (!gladLoadGL(glfwGetProcAddress)) {
      glfwDestroyWindow(window);
      window = nullptr;
    }
  }
  ~Context() {
    if (window) glfwDestroyWindow(window);
    glfwTerminate();
  }
};

TEST(SandboxGl, InstancedCirclesDrawTheGas) {
  Context ctx;
  if (!ctx.window) GTEST_SKIP() << "no display / OpenGL 3.3";
  constexpr int W = 900, H = 900;
  GLuint fbo = 0, tex = 0;
  glGenFramebuffers(1, &fbo);
  glGenTextures(1, &tex);
  glBindTexture(GL_TEXTURE_2D, tex);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, W, H, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
  glBindFramebuffer(GL_FRAMEBUFFER, fbo);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, tex, 0);
  ASSERT_EQ(glCheckFramebufferStatus(GL_FRAMEBUFFER), static_cast<GLenum>(GL_FRAMEBUFFER_COMPLETE));
  glViewport(0, 0, W, H);

  InstancedCircles circles;
  ASSERT_TRUE(circles.Init()) << circles.error();
  const Theme& theme = GetTheme(ThemeId::Dark);
  const Rgba bg = theme.background;
  auto lesson = FindLesson("sandbox")->Make();
  std::vector<BallInstance> balls;
  std::vector<unsigned char> px(static_cast<std::size_t>(W) * H * 4);

  // Draws the lesson's balls fitted to the framebuffer; returns the view, fills px, writes `png`.
  const auto render = [&](const char* png) {
    const Bounds b = lesson->SceneBounds();
    CircleView view;
    view.px_per_unit = std::min(W / b.Size().x, H / b.Size().y);
    view.origin_px = {-b.min.x * view.px_per_unit, H + b.min.y * view.px_per_unit};  // world min: bottom-left
    view.target_px = {W, H};
    EXPECT_TRUE(SandboxBallInstances(*lesson, theme, balls));
    glClearColor(bg.r, bg.g, bg.b, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    const auto t0 = std::chrono::steady_clock::now();
    circles.Draw(balls, view);
    glFinish();
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%zu instanced circles: %.2f ms (upload + draw + finish, Mesa software GL)\n", balls.size(),
                ms);
    EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
    glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, px.data());
    std::vector<unsigned char> flipped(px.size());  // GL's first row is the bottom
    for (int y = 0; y < H; ++y)
      std::copy_n(&px[static_cast<std::size_t>(H - 1 - y) * W * 4], W * 4,
                  &flipped[static_cast<std::size_t>(y) * W * 4]);
    EXPECT_NE(stbi_write_png(png, W, H, 4, flipped.data(), W * 4), 0);
    return view;
  };
  const auto close = [](int a, float b) {
    return std::abs(a - static_cast<int>(std::lround(b * 255))) <= 12;
  };

  // Billiards: big balls, so a centre pixel is the fill colour (ball ink at alpha 0.75 over the background).
  lesson->LoadScene(SandboxPreset("billiards"));
  const CircleView view = render("sim_gl_billiards.png");
  const auto at = [&](double wx, double wy, int ch) {
    const int x = static_cast<int>(view.origin_px.x + wx * view.px_per_unit);
    const int y = static_cast<int>(view.origin_px.y - wy * view.px_per_unit);
    return static_cast<int>(px[(static_cast<std::size_t>(H - 1 - y) * W + x) * 4 + ch]);
  };
  const Rgba ink = InkColor(theme, Ink::Ball);
  for (int ch : {0, 1, 2}) {
    const float want = (&ink.r)[ch] * 0.75f + (&bg.r)[ch] * 0.25f;
    EXPECT_TRUE(close(at(balls[0].x, balls[0].y, ch), want)) << ch << ": " << at(balls[0].x, balls[0].y, ch);
    EXPECT_TRUE(close(at(50, 45, ch), (&bg.r)[ch])) << "background, channel " << ch;  // no ball there
  }

  // 10,000 balls in one draw call.
  lesson->LoadScene(SandboxJson(GasBox(10000, 5)));
  render("sim_gl_gas.png");
  EXPECT_EQ(balls.size(), 10000u);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glDeleteFramebuffers(1, &fbo);
  glDeleteTextures(1, &tex);
}

}  // namespace
}  // namespace ricochet::app
