// PNG export in the browser, where there is no Cairo: the figure is replayed by the screen's draw layer
// (grid, DrawFigure, a caption) into an ImDrawList at the asked size, drawn by WebGL into an offscreen
// framebuffer, read back and encoded. Same view, scale and caption rules as the desktop's Cairo export
// (export/export.h), so the two give the same picture up to font rasterisation.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "draw/figure_imgui.h"
#include "draw/grid_imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_internal.h"  // ImDrawListSharedData: a draw list with its own font atlas
#include "platform/gl.h"
#include "platform/platform.h"
#include "shell/fonts.h"
#include "shell/frame.h"

namespace ricochet::app::platform {

namespace {

// The caption block, as the Cairo export draws it: bottom-left, one "symbol = value" per line.
void DrawCaption(ImDrawList* dl, ImFont* font, const std::vector<CaptionLine>& lines, const View& v,
                 const Theme& t) {
  if (lines.empty()) return;
  const float font_px = static_cast<float>(kLabelPx * t.label_scale * v.scale);
  float w = 0;
  for (const CaptionLine& l : lines) w = std::max(w, font->CalcTextSizeA(font_px, 1e9f, 0, l.text.c_str()).x);
  const float pad = 0.6f * font_px, line_h = 1.3f * font_px;
  const float bw = w + 2 * pad;
  const float bh = line_h * static_cast<float>(lines.size()) + 2 * pad - (line_h - font_px);
  const float x0 = static_cast<float>(16 * v.scale), y0 = static_cast<float>(v.size_px.y - 16 * v.scale) - bh;
  dl->AddRectFilled({x0, y0}, {x0 + bw, y0 + bh}, ToImU32(t.background, 0.92f));
  dl->AddRect({x0, y0}, {x0 + bw, y0 + bh}, ToImU32(InkColor(t, Ink::GridMajor)), 0, 0,
              std::max(1.0f, static_cast<float>(v.scale)));
  for (std::size_t i = 0; i < lines.size(); ++i) {
    dl->AddText(font, font_px, {x0 + pad, y0 + pad + line_h * static_cast<float>(i)},
                ToImU32(InkColor(t, lines[i].ink)), lines[i].text.c_str());
  }
}

// GL objects of one export, freed on every way out.
struct Target {
  GLuint fbo = 0, colour = 0, font_texture = 0;
  ~Target() {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (fbo) glDeleteFramebuffers(1, &fbo);
    if (colour) glDeleteRenderbuffers(1, &colour);
    if (font_texture) glDeleteTextures(1, &font_texture);
  }
};

}  // namespace

std::string FigurePng(const Lesson& lesson, const ExportOptions& o) {
  GLint max_side = 0, max_viewport[2] = {0, 0};
  glGetIntegerv(GL_MAX_RENDERBUFFER_SIZE, &max_side);
  glGetIntegerv(GL_MAX_VIEWPORT_DIMS, max_viewport);
  const int limit = std::min({kMaxExportSide, static_cast<int>(max_side), static_cast<int>(max_viewport[0]),
                              static_cast<int>(max_viewport[1])});
  if (o.width < 1 || o.height < 1 || o.width > limit || o.height > limit) {
    throw ExportError(ExportError::Kind::BadOption,
                      "size " + std::to_string(o.width) + "x" + std::to_string(o.height) +
                          " out of range (1.." + std::to_string(limit) + " px per side in this browser)");
  }
  const Theme& theme = GetTheme(o.theme);
  const ExportContent content = MakeExportContent(lesson, o);
  const View& view = content.view;

  // Labels from an atlas at the output's size (up to a limit; ImGui scales beyond it), not the screen's.
  Target gl;
  ImFontAtlas atlas;
  const float label_px = static_cast<float>(kLabelPx * view.scale);
  ImFont* font = AddBodyFont(&atlas, std::min(label_px * theme.label_scale, 96.0f));
  unsigned char* tex_px = nullptr;
  int tex_w = 0, tex_h = 0;
  atlas.GetTexDataAsRGBA32(&tex_px, &tex_w, &tex_h);
  glGenTextures(1, &gl.font_texture);
  glBindTexture(GL_TEXTURE_2D, gl.font_texture);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, tex_w, tex_h, 0, GL_RGBA, GL_UNSIGNED_BYTE, tex_px);
  atlas.SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(gl.font_texture)));

  // A draw list of its own: white pixel and line textures from this atlas, tessellation as on screen.
  const ImVec2 size{static_cast<float>(o.width), static_cast<float>(o.height)};
  ImDrawListSharedData shared;
  shared.Font = font;
  shared.FontSize = label_px;
  shared.TexUvWhitePixel = atlas.TexUvWhitePixel;
  shared.TexUvLines = atlas.TexUvLines;
  shared.CurveTessellationTol = ImGui::GetStyle().CurveTessellationTol;
  shared.SetCircleTessellationMaxError(ImGui::GetStyle().CircleTessellationMaxError);
  shared.ClipRectFullscreen = {0, 0, size.x, size.y};
  shared.InitialFlags = ImDrawListFlags_AntiAliasedLines | ImDrawListFlags_AntiAliasedLinesUseTex |
                        ImDrawListFlags_AntiAliasedFill;
  ImDrawList dl(&shared);
  dl._ResetForNewFrame();
  dl.PushTextureID(atlas.TexID);
  dl.PushClipRect({0, 0}, size);
  Camera cam;
  cam.center = view.center;
  cam.ppu = view.px_per_unit;
  cam.view_min = {0, 0};
  cam.view_size = view.size_px;
  const float s = static_cast<float>(view.scale);
  const FigureView fv{&cam, &theme, s, font, label_px};
  if (o.grid) DrawGrid(&dl, cam, theme, s, font, label_px, OverlayCover(content.figure, ScreenLabels(fv)));
  DrawFigure(&dl, content.figure, fv);
  DrawCaption(&dl, font, content.caption, view, theme);
  dl._PopUnusedDrawCmd();

  glGenFramebuffers(1, &gl.fbo);
  glGenRenderbuffers(1, &gl.colour);
  glBindRenderbuffer(GL_RENDERBUFFER, gl.colour);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, o.width, o.height);
  glBindFramebuffer(GL_FRAMEBUFFER, gl.fbo);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, gl.colour);
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
    throw ExportError(ExportError::Kind::Io, "cannot draw " + std::to_string(o.width) + "x" +
                                                 std::to_string(o.height) +
                                                 " px offscreen (out of GPU memory?)");
  }
  glViewport(0, 0, o.width, o.height);
  glDisable(GL_SCISSOR_TEST);
  const Rgba bg = theme.background;
  if (o.transparent) {
    glClearColor(0, 0, 0, 0);
  } else {
    glClearColor(bg.r, bg.g, bg.b, 1.0f);
  }
  glClear(GL_COLOR_BUFFER_BIT);
  ImDrawList* lists[] = {&dl};
  ImDrawData data;
  data.Valid = true;
  data.CmdLists = lists;
  data.CmdListsCount = 1;
  data.TotalVtxCount = dl.VtxBuffer.Size;
  data.TotalIdxCount = dl.IdxBuffer.Size;
  data.DisplayPos = {0, 0};
  data.DisplaySize = size;
  data.FramebufferScale = {1, 1};
  ImGui_ImplOpenGL3_RenderDrawData(&data);

  std::vector<unsigned char> px(static_cast<std::size_t>(o.width) * o.height * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, o.width, o.height, GL_RGBA, GL_UNSIGNED_BYTE, px.data());
  if (o.transparent) {
    // Blending over a clear background leaves colour premultiplied by alpha; PNG wants it straight.
    for (std::size_t i = 0; i < px.size(); i += 4) {
      const unsigned a = px[i + 3];
      if (a == 0 || a == 255) continue;
      for (int c = 0; c < 3; ++c)
        px[i + c] = static_cast<unsigned char>(std::min(255u, (px[i + c] * 255u + a / 2) / a));
    }
  }
  std::string png = EncodePngFlipped(o.width, o.height, px.data());
  if (png.empty()) throw ExportError(ExportError::Kind::Io, "cannot encode the PNG");
  return png;
}

}  // namespace ricochet::app::platform
