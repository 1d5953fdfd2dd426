// Instanced circles under a real OpenGL 3.3 context (registered in sim.cmake to run under a private X
// server): the renderer on its own, and the window's canvas drawing the sandbox's gas through the Figure —
// whose export afterwards must still hold every ball (issue 13: the GPU path used to take the discs out of
// the lesson's Figure, so File → Export after the window had drawn the gas wrote an empty box).
#define GLFW_INCLUDE_NONE  // glad provides the OpenGL declarations
#include <GLFW/glfw3.h>
#include <cairo.h>
#include <glad/gl.h>
#include <gtest/gtest.h>
#include <stb/stb_image_write.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>

#include "draw/gl_circles.h"
#include "draw/theme.h"
#include "export/export.h"
#include "headless_imgui.h"
#include "imgui_impl_opengl3.h"
#include "ricochet/world_generators.h"
#include "scene/sim_scene.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;

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

// One GL context for the whole test process: GLFW set up again after glfwTerminate sometimes fails to make a
// window under Xvfb, and the canvas keeps its instanced-circle renderer (GL objects) for the process's life.
GLFWwindow* SharedWindow() {
  static Context ctx;
  if (ctx.window) glfwMakeContextCurrent(ctx.window);
  return ctx.window;
}

// An offscreen RGBA framebuffer of w × h, bound while alive; Pixels() reads it back, top row first.
struct Framebuffer {
  int w, h;
  GLuint fbo = 0, tex = 0;
  Framebuffer(int w_, int h_) : w(w_), h(h_) {
    glGenFramebuffers(1, &fbo);
    glGenTextures(1, &tex);
    glBindTexture(GL_TEXTURE_2D, tex);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glBindFramebuffer(GL_FRAMEBUFFER, fbo);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, tex, 0);
    glViewport(0, 0, w, h);
  }
  ~Framebuffer() {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteFramebuffers(1, &fbo);
    glDeleteTextures(1, &tex);
  }
  bool Complete() const { return glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE; }
  std::vector<unsigned char> Pixels() const {
    std::vector<unsigned char> px(static_cast<std::size_t>(w) * h * 4), top(px.size());
    glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, px.data());
    for (int y = 0; y < h; ++y)  // GL's first row is the bottom
      std::copy_n(&px[static_cast<std::size_t>(h - 1 - y) * w * 4], w * 4,
                  &top[static_cast<std::size_t>(y) * w * 4]);
    return top;
  }
};

// A folder of its own under the system's temp dir, removed afterwards (RICOCHET_KEEP_EXPORTS=1 keeps it).
struct TempDir {
  fs::path path = fs::temp_directory_path() / ("ricochet-sim-gl-" + std::to_string(::getpid()));
  TempDir() { fs::create_directories(path); }
  ~TempDir() {
    if (std::getenv("RICOCHET_KEEP_EXPORTS")) {
      std::printf("pictures kept in %s\n", path.c_str());
    } else {
      fs::remove_all(path);
    }
  }
  std::string operator/(const std::string& name) const { return (path / name).string(); }
};

// A ball's fill as the figure draws it: the Ball ink at alpha 0.75 over the background, channel ch ∈ {0,1,2}.
int FillChannel(const Theme& theme, int ch) {
  const Rgba ink = InkColor(theme, Ink::Ball), bg = theme.background;
  return static_cast<int>(std::lround(((&ink.r)[ch] * 0.75f + (&bg.r)[ch] * 0.25f) * 255));
}

// How many of the world's balls show their fill colour at their centre in a picture; rgb(x, y, ch) reads the
// picture and to_px maps a world point to its pixel.
int BallsInPicture(const World& w, const Theme& theme, const std::function<int(int, int, int)>& rgb,
                   const std::function<Vec2(Vec2)>& to_px) {
  int count = 0;
  for (std::size_t i = 0; i < w.balls.size(); ++i) {
    const Vec2 p = to_px(w.balls.P(i));
    const int x = static_cast<int>(std::floor(p.x)), y = static_cast<int>(std::floor(p.y));
    bool fill = true;
    for (int ch = 0; ch < 3; ++ch) fill = fill && std::abs(rgb(x, y, ch) - FillChannel(theme, ch)) <= 12;
    count += fill ? 1 : 0;
  }
  return count;
}

TEST(SandboxGl, InstancedCirclesDrawTheGas) {
  if (!SharedWindow()) GTEST_SKIP() << "no display / OpenGL 3.3";
  constexpr int W = 900, H = 900;
  Framebuffer fb(W, H);
  ASSERT_TRUE(fb.Complete());
  InstancedCircles circles;
  ASSERT_TRUE(circles.Init()) << circles.error();
  const Theme& theme = GetTheme(ThemeId::Dark);
  const Rgba bg = theme.background, ink = InkColor(theme, Ink::Ball);
  TempDir dir;
  std::vector<BallInstance> balls;
  std::vector<unsigned char> px;

  // Draws the world's balls fitted to the framebuffer; returns the view, fills px, writes `png`.
  const auto render = [&](const World& w, const std::string& png) {
    Bounds b;
    for (const Segment& s : w.walls) b.Add(s.p0), b.Add(s.p1);
    b = b.Padded(2.0);
    CircleView view;
    view.px_per_unit = std::min(W / b.Size().x, H / b.Size().y);
    view.origin_px = {-b.min.x * view.px_per_unit, H + b.min.y * view.px_per_unit};  // world min: bottom-left
    view.target_px = {W, H};
    balls.clear();
    for (std::size_t i = 0; i < w.balls.size(); ++i)
      balls.push_back({static_cast<float>(w.balls.x[i]),
                       static_cast<float>(w.balls.y[i]),
                       static_cast<float>(w.balls.r[i]),
                       {ink.r, ink.g, ink.b, 0.75f * ink.a}});
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
    px = fb.Pixels();
    EXPECT_NE(stbi_write_png(png.c_str(), W, H, 4, px.data(), W * 4), 0);
    return view;
  };
  const auto rgb = [&](int x, int y, int ch) {
    return static_cast<int>(px[(static_cast<std::size_t>(y) * W + x) * 4 + ch]);
  };

  // Billiards: big balls, so a centre pixel is the fill colour (ball ink at alpha 0.75 over the background).
  const World billiards = SandboxWorld(SandboxPreset("billiards"), "billiards");
  const CircleView view = render(billiards, dir / "sim_gl_billiards.png");
  const auto to_px = [&](Vec2 p) {
    return Vec2{view.origin_px.x + p.x * view.px_per_unit, view.origin_px.y - p.y * view.px_per_unit};
  };
  EXPECT_EQ(BallsInPicture(billiards, theme, rgb, to_px), 16);
  const Vec2 empty = to_px({50, 45});  // no ball there
  for (int ch : {0, 1, 2})
    EXPECT_NEAR(rgb(static_cast<int>(empty.x), static_cast<int>(empty.y), ch), std::lround((&bg.r)[ch] * 255),
                12);

  // 10,000 balls in one draw call.
  const World gas = GasBox(10000, 5);
  render(gas, dir / "sim_gl_gas.png");
  EXPECT_EQ(balls.size(), 10000u);
}

// The window draws the gas preset (2,000 balls: one run of discs, on the GPU), then File → Export writes it:
// both pictures hold every ball, at its place.
TEST(SandboxGl, TheWindowDrawsTheGasOnTheGpuAndTheExportStillHoldsEveryBall) {
  if (!SharedWindow()) GTEST_SKIP() << "no display / OpenGL 3.3";
  constexpr int W = 1600, H = 900;
  CreateHeadlessContext({W, H});
  ASSERT_TRUE(ImGui_ImplOpenGL3_Init("#version 330 core"));
  {
    Framebuffer fb(W, H);
    ASSERT_TRUE(fb.Complete());
    Shell sh(false);
    std::string err;
    nlohmann::json gas = SandboxPreset("gas");
    gas["lesson"] = "sandbox";
    ASSERT_TRUE(sh.OpenScene(gas, "gas.json", &err)) << err;
    const Theme& theme = sh.theme();
    const World world = SandboxWorld(sh.lesson()->SaveScene(), "shown");
    ASSERT_EQ(world.balls.size(), 2000u);

    // Two window frames, each rendered by ImGui's OpenGL backend (the second after the camera fitted).
    for (int frame = 0; frame < 2; ++frame) {
      ImGui_ImplOpenGL3_NewFrame();
      ImGui::NewFrame();
      sh.Frame();
      ImGui::Render();
      const Rgba bg = theme.background;
      glClearColor(bg.r, bg.g, bg.b, 1);
      glClear(GL_COLOR_BUFFER_BIT);
      ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    }
    EXPECT_EQ(glGetError(), static_cast<GLenum>(GL_NO_ERROR));
    const std::vector<unsigned char> screen = fb.Pixels();
    const auto screen_rgb = [&](int x, int y, int ch) {
      return x < 0 || y < 0 || x >= W || y >= H
                 ? -999
                 : static_cast<int>(screen[(static_cast<std::size_t>(y) * W + x) * 4 + ch]);
    };
    const Camera cam = sh.camera();
    EXPECT_EQ(BallsInPicture(world, theme, screen_rgb, [&](Vec2 p) { return cam.ToScreen(p); }), 2000);

    // File → Export, after the window has drawn the balls.
    TempDir dir;
    ExportOptions o;
    o.path = dir / "gas.png";
    o.width = 1600;
    o.height = 1600;
    o.grid = false;
    ExportFigure(*sh.lesson(), o);
    cairo_surface_t* png = cairo_image_surface_create_from_png(o.path.c_str());
    ASSERT_EQ(cairo_surface_status(png), CAIRO_STATUS_SUCCESS);
    const unsigned char* data = cairo_image_surface_get_data(png);
    const int stride = cairo_image_surface_get_stride(png);
    const auto export_rgb = [&](int x, int y, int ch) {  // opaque ARGB32: B, G, R, A in memory
      if (x < 0 || y < 0 || x >= o.width || y >= o.height) return -999;
      return static_cast<int>(data[static_cast<std::ptrdiff_t>(y) * stride + x * 4 + (2 - ch)]);
    };
    const View v = ExportView(*sh.lesson(), o);
    EXPECT_EQ(BallsInPicture(world, theme, export_rgb, [&](Vec2 p) { return v.ToPx(p); }), 2000);
    cairo_surface_destroy(png);
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace ricochet::app
