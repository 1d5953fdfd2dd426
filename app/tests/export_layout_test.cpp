// The export and the screen agree in layout: the canvas of a real-window screenshot (xvfb, light theme) and
// an export of the same lesson with the same view, compared as coarse luminance grids with a tolerance.
// Run by export.cmake as: RICOCHET_LAYOUT_SHOT=shot.png RICOCHET_LAYOUT_LESSON=id ricochet_app_tests
// --gtest_filter=ExportLayout.*  (skipped without those variables).
#include <cairo.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <vector>

#include "export/export.h"
#include "imgui.h"
#include "shell/fonts.h"
#include "shell/imgui_compat.h"
#include "shell/shell.h"

namespace ricochet::app {
namespace {

// Mean luminance (0..1) of `cells` × `rows` blocks of the rect (x0, y0, w, h) of an ARGB32 surface.
std::vector<double> Blocks(cairo_surface_t* s, int x0, int y0, int w, int h, int cols, int rows) {
  const unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  std::vector<double> sum(static_cast<std::size_t>(cols * rows)), n(sum.size());
  for (int y = 0; y < h; ++y) {
    const auto* row =
        reinterpret_cast<const std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y0 + y) * stride);
    for (int x = 0; x < w; ++x) {
      const std::uint32_t p = row[x0 + x];
      const double lum =
          (0.2126 * ((p >> 16) & 0xff) + 0.7152 * ((p >> 8) & 0xff) + 0.0722 * (p & 0xff)) / 255;
      const std::size_t i = static_cast<std::size_t>((y * rows / h) * cols + x * cols / w);
      sum[i] += lum, n[i] += 1;
    }
  }
  for (std::size_t i = 0; i < sum.size(); ++i) sum[i] /= std::max(1.0, n[i]);
  return sum;
}

double Correlation(const std::vector<double>& a, const std::vector<double>& b) {
  double ma = 0, mb = 0;
  for (std::size_t i = 0; i < a.size(); ++i) ma += a[i], mb += b[i];
  ma /= a.size(), mb /= b.size();
  double ab = 0, aa = 0, bb = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    ab += (a[i] - ma) * (b[i] - mb), aa += (a[i] - ma) * (a[i] - ma), bb += (b[i] - mb) * (b[i] - mb);
  }
  return ab / std::sqrt(std::max(aa * bb, 1e-300));
}

TEST(ExportLayout, ExportMatchesTheScreenshotCanvas) {
  const char* shot = std::getenv("RICOCHET_LAYOUT_SHOT");
  const char* id = std::getenv("RICOCHET_LAYOUT_LESSON");
  if (!shot || !id) GTEST_SKIP() << "run by export.cmake with a screenshot";
  cairo_surface_t* screen = cairo_image_surface_create_from_png(shot);
  ASSERT_EQ(cairo_surface_status(screen), CAIRO_STATUS_SUCCESS) << shot;

  // The same shell, headless, at the screenshot's size: where its canvas is and what it shows.
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = {static_cast<float>(cairo_image_surface_get_width(screen)),
                    static_cast<float>(cairo_image_surface_get_height(screen))};
  io.DeltaTime = 1.0f / 60.0f;
  compat::SetupKeyMapLikeGlfw();
  Shell shell(false);
  shell.SetFonts(BuildFonts(kBaseFontPx));
  unsigned char* px = nullptr;
  int fw = 0, fh = 0;
  io.Fonts->GetTexDataAsRGBA32(&px, &fw, &fh);
  ASSERT_TRUE(shell.SetTheme("light"));
  ASSERT_TRUE(shell.OpenLesson(id));
  for (int i = 0; i < 3; ++i) {
    ImGui::NewFrame();
    shell.Frame();
    ImGui::Render();
  }
  const Camera cam = shell.camera();
  ExportOptions o;
  o.path =
      (std::filesystem::temp_directory_path() / ("ricochet-layout-" + std::to_string(::getpid()) + ".png"))
          .string();
  o.width = static_cast<int>(std::lround(cam.view_size.x));
  o.height = static_cast<int>(std::lround(cam.view_size.y));
  o.theme = ThemeId::Light;
  o.view = cam.Visible();
  o.scale = 1.0;  // the screenshot's UI scale
  o.state = shell.state();
  ExportFigure(*shell.lesson(), o);
  ImGui::DestroyContext();

  cairo_surface_t* out = cairo_image_surface_create_from_png(o.path.c_str());
  ASSERT_EQ(cairo_surface_status(out), CAIRO_STATUS_SUCCESS);
  const int cols = 24, rows = 24;
  const std::vector<double> a =
      Blocks(screen, static_cast<int>(std::lround(cam.view_min.x)),
             static_cast<int>(std::lround(cam.view_min.y)), o.width, o.height, cols, rows);
  const std::vector<double> b = Blocks(out, 0, 0, o.width, o.height, cols, rows);
  double mad = 0;
  for (std::size_t i = 0; i < a.size(); ++i) mad += std::abs(a[i] - b[i]) / a.size();
  const double r = Correlation(a, b);
  std::printf("layout %s: canvas %dx%d at (%.0f, %.0f), mean |Δ luminance| = %.4f, correlation = %.3f\n", id,
              o.width, o.height, cam.view_min.x, cam.view_min.y, mad, r);
  EXPECT_LT(mad, 0.03) << "the export differs from the screen's canvas";
  EXPECT_GT(r, 0.8) << "the export's layout does not follow the screen's";
  // A deliberately shifted view must fail the same measure (the test can tell layouts apart).
  const std::vector<double> shifted = Blocks(out, 0, 0, o.width / 2, o.height / 2, cols, rows);
  EXPECT_LT(Correlation(a, shifted), r);
  cairo_surface_destroy(out);
  cairo_surface_destroy(screen);
  std::filesystem::remove(o.path);
}

}  // namespace
}  // namespace ricochet::app
