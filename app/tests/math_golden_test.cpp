// Golden pictures of typeset formulas (math/typeset.h), from both backends: the ImGui draw list (rasterised
// here in software from the font atlas, as the GPU would: no window needed) and Cairo. Each is compared with
// its picture in app/tests/golden/ within a tolerance, and the two backends with each other (the same ink
// box). RICOCHET_UPDATE_GOLDEN=1 writes the pictures anew; look at them before committing.
#include <cairo.h>
#include <gtest/gtest.h>
#include <stb/stb_image.h>
#include <stb/stb_image_write.h>

#include <array>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <vector>

#include "draw/math_imgui.h"
#include "export/math_cairo.h"
#include "headless_imgui.h"
#include "math/expr.h"

namespace ricochet::app {
namespace {

using namespace math;  // NOLINT

constexpr float kPx = 32.0f;  // the formulas' size, as on a projector
constexpr int kMargin = 8;

struct Picture {
  int w = 0, h = 0;
  std::vector<unsigned char> gray;  // 255 paper, 0 ink
  unsigned char At(int x, int y) const { return gray[static_cast<std::size_t>(y * w + x)]; }
};

// The dozen formulas the issue names: a fraction, a root, hats, arrows, subscripts, the rotation matrix, a
// case list's line, a norm, an interval, a power of a bracket, a conjunction, a reflection.
std::vector<std::pair<const char*, Expr>> Formulas() {
  const E theta = Deg(-90);
  return {
      {"fraction", *Eq(Sym("t_i"), Frac(Sym("n̂·P_0") - Sym("n̂·B_s"), Sym("n̂·v⃗")))},
      {"root", *Eq(Norm(Sym("n⃗")), Sqrt(Sq(Sym("n_x")) + Sq(Sym("n_y"))))},
      {"hats", *Eq(Sym("n̂"), Frac(Sym("n⃗"), Norm(Sym("n⃗"))))},
      {"arrows", *Eq(Sym("r⃗"), Sym("i⃗") - E(2) * Paren(Dot(Sym("i⃗"), Sym("n̂"))) * Sym("n̂"))},
      {"subscripts", *Eq(Sym("B_i"), Sym("B_s") + Sym("v⃗") * Sym("t_i"))},
      {"rotation", *Eq(Call("R", {theta}), Matrix(2, {Call("cos", {theta}), -Call("sin", {theta}),
                                                      Call("sin", {theta}), Call("cos", {theta})}))},
      {"column", *Eq(Sym("n⃗"), Matrix(1, {Sym("e_y"), -Sym("e_x")}))},
      {"cases", *Row({Gt(Sq(Sym("b")) - E(4) * Sym("a") * Sym("c"), 0), Word(": two roots")})},
      {"quadratic",
       *Eq(Sym("t_0"), Frac(-Sym("b") - Sqrt(Sq(Sym("b")) - E(4) * Sym("a") * Sym("c")), E(2) * Sym("a")))},
      {"interval", *In(Sym("t_i"), Interval(0, 1))},
      {"conjunction", *And({Lt(Sym("n̂·B_s"), Sym("n̂·P_0")), Lt(Sym("n̂·B_e"), Sym("n̂·P_0"))})},
      {"power", *Eq(Sym("K²"), Sq(Sym("L_x") - Sym("C_x")) + Sq(Sym("L_y") - Sym("C_y")))},
  };
}

// The ImGui backend: DrawMath into a draw list, then every triangle filled from the font atlas (alpha) as the
// OpenGL backend's shader does: colour × texture, blended over the paper.
Picture RasterImGui(const Box& box) {
  ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
  Picture pic;
  pic.w = static_cast<int>(std::ceil(box.width)) + 2 * kMargin;
  pic.h = static_cast<int>(std::ceil(box.Height())) + 2 * kMargin;
  std::vector<float> rgb(static_cast<std::size_t>(pic.w * pic.h), 1.0f);
  ImDrawList dl(ImGui::GetDrawListSharedData());
  dl._ResetForNewFrame();
  dl.PushClipRectFullScreen();
  dl.PushTextureID(ImGui::GetIO().Fonts->TexID);
  DrawMath(&dl, font, box, {static_cast<float>(kMargin), kMargin + box.ascent}, IM_COL32(0, 0, 0, 255));
  unsigned char* tex = nullptr;
  int tw = 0, th = 0;
  ImGui::GetIO().Fonts->GetTexDataAsAlpha8(&tex, &tw, &th);
  const auto sample = [&](float u, float v) {
    const int x = std::clamp(static_cast<int>(u * tw), 0, tw - 1),
              y = std::clamp(static_cast<int>(v * th), 0, th - 1);
    return tex[y * tw + x] / 255.0f;
  };
  for (int i = 0; i + 2 < dl.IdxBuffer.Size; i += 3) {
    const ImDrawVert* t[3] = {&dl.VtxBuffer[dl.IdxBuffer[i]], &dl.VtxBuffer[dl.IdxBuffer[i + 1]],
                              &dl.VtxBuffer[dl.IdxBuffer[i + 2]]};
    const float x0 = std::min({t[0]->pos.x, t[1]->pos.x, t[2]->pos.x}),
                x1 = std::max({t[0]->pos.x, t[1]->pos.x, t[2]->pos.x});
    const float y0 = std::min({t[0]->pos.y, t[1]->pos.y, t[2]->pos.y}),
                y1 = std::max({t[0]->pos.y, t[1]->pos.y, t[2]->pos.y});
    const float area = (t[1]->pos.x - t[0]->pos.x) * (t[2]->pos.y - t[0]->pos.y) -
                       (t[2]->pos.x - t[0]->pos.x) * (t[1]->pos.y - t[0]->pos.y);
    if (std::fabs(area) < 1e-6f) continue;
    for (int y = std::max(0, static_cast<int>(y0)); y <= std::min(pic.h - 1, static_cast<int>(y1)); ++y) {
      for (int x = std::max(0, static_cast<int>(x0)); x <= std::min(pic.w - 1, static_cast<int>(x1)); ++x) {
        const float px = x + 0.5f, py = y + 0.5f;
        const auto edge = [&](const ImDrawVert* a, const ImDrawVert* b) {
          return ((b->pos.x - a->pos.x) * (py - a->pos.y) - (px - a->pos.x) * (b->pos.y - a->pos.y)) / area;
        };
        const float w0 = edge(t[1], t[2]), w1 = edge(t[2], t[0]), w2 = edge(t[0], t[1]);
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        const float u = w0 * t[0]->uv.x + w1 * t[1]->uv.x + w2 * t[2]->uv.x;
        const float v = w0 * t[0]->uv.y + w1 * t[1]->uv.y + w2 * t[2]->uv.y;
        const float alpha =
            (w0 * (t[0]->col >> 24) + w1 * (t[1]->col >> 24) + w2 * (t[2]->col >> 24)) / 255.0f;
        float& dst = rgb[static_cast<std::size_t>(y * pic.w + x)];
        dst *= 1.0f - alpha * sample(u, v);  // black ink over the paper
      }
    }
  }
  pic.gray.resize(rgb.size());
  for (std::size_t i = 0; i < rgb.size(); ++i)
    pic.gray[i] = static_cast<unsigned char>(std::lround(rgb[i] * 255));
  return pic;
}

Picture RasterCairo(const Expr& e) {
  cairo_surface_t* probe = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1);
  cairo_t* pcr = cairo_create(probe);
  const Box box = Typeset(e, CairoMetrics(pcr), kPx);
  cairo_destroy(pcr);
  cairo_surface_destroy(probe);
  Picture pic;
  pic.w = static_cast<int>(std::ceil(box.width)) + 2 * kMargin;
  pic.h = static_cast<int>(std::ceil(box.Height())) + 2 * kMargin;
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pic.w, pic.h);
  cairo_t* cr = cairo_create(s);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  DrawMathCairo(cr, box, kMargin, kMargin + box.ascent, Rgba{0, 0, 0, 1});
  cairo_surface_flush(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  pic.gray.resize(static_cast<std::size_t>(pic.w * pic.h));
  for (int y = 0; y < pic.h; ++y) {
    for (int x = 0; x < pic.w; ++x)
      pic.gray[static_cast<std::size_t>(y * pic.w + x)] = data[y * stride + x * 4 + 1];
  }
  cairo_destroy(cr);
  cairo_surface_destroy(s);
  return pic;
}

// The ink's bounding box: x0, y0, x1, y1.
std::array<int, 4> InkBox(const Picture& p) {
  std::array<int, 4> b{p.w, p.h, -1, -1};
  for (int y = 0; y < p.h; ++y) {
    for (int x = 0; x < p.w; ++x) {
      if (p.At(x, y) > 128) continue;
      b[0] = std::min(b[0], x), b[1] = std::min(b[1], y), b[2] = std::max(b[2], x), b[3] = std::max(b[3], y);
    }
  }
  return b;
}

const std::filesystem::path kGolden = std::filesystem::path(RICOCHET_SOURCE_DIR) / "app/tests/golden/math";

// Compares with the golden picture (or writes it): the same size within 2 px, and at most 1.5 % of the pixels
// differing by more than a quarter of the grey range.
void ExpectGolden(const Picture& p, const std::string& name) {
  const std::string path = (kGolden / (name + ".png")).string();
  if (std::getenv("RICOCHET_UPDATE_GOLDEN")) {
    std::filesystem::create_directories(kGolden);
    ASSERT_TRUE(stbi_write_png(path.c_str(), p.w, p.h, 1, p.gray.data(), p.w)) << path;
    return;
  }
  int w = 0, h = 0, c = 0;
  unsigned char* g = stbi_load(path.c_str(), &w, &h, &c, 1);
  ASSERT_NE(g, nullptr) << path << " (RICOCHET_UPDATE_GOLDEN=1 writes it)";
  EXPECT_LE(std::abs(w - p.w), 2) << name;
  EXPECT_LE(std::abs(h - p.h), 2) << name;
  int differ = 0;
  for (int y = 0; y < std::min(h, p.h); ++y) {
    for (int x = 0; x < std::min(w, p.w); ++x) differ += std::abs(g[y * w + x] - p.At(x, y)) > 64 ? 1 : 0;
  }
  stbi_image_free(g);
  EXPECT_LE(differ, p.w * p.h * 15 / 1000)
      << name << ": " << differ << " of " << p.w * p.h << " pixels differ";
}

class MathGolden : public ImGuiContextTest {};

TEST_F(MathGolden, TheDozenFormulasFromBothBackends) {
  ImGui::NewFrame();  // the draw list's shared data (font, white pixel) as in a frame
  ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
  for (const auto& [name, e] : Formulas()) {
    SCOPED_TRACE(name);
    const Box box = Typeset(e, ImGuiMetrics(font), kPx);
    const Picture im = RasterImGui(box), ca = RasterCairo(e);
    ExpectGolden(im, std::string(name) + "-imgui");
    ExpectGolden(ca, std::string(name) + "-cairo");
    // The two backends lay the same formula out alike: the ink spans the same box within a few pixels.
    const auto a = InkBox(im), b = InkBox(ca);
    for (int k = 0; k < 4; ++k)
      EXPECT_NEAR(a[static_cast<std::size_t>(k)], b[static_cast<std::size_t>(k)], 4) << k;
  }
  ImGui::EndFrame();
}

}  // namespace
}  // namespace ricochet::app
