// A headless ImGui context for app tests: display size, a built font atlas, the GLFW key map, and helpers
// that run one frame of a Shell with injected input. No window, no GL.
#pragma once

#include <gtest/gtest.h>

#include "shell/fonts.h"
#include "shell/imgui_compat.h"
#include "shell/shell.h"

namespace ricochet::app {

// Creates an ImGui context of this display size with a built font atlas; returns its fonts.
inline Fonts CreateHeadlessContext(ImVec2 display = {1600, 900}) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = display;
  io.DeltaTime = 1.0f / 60.0f;
  // As the desktop's OpenGL 3 renderer: a draw list past 65,536 vertices is split (without this, ImGui
  // asserts — as it would for a renderer without the capability).
  io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
  compat::SetupKeyMapLikeGlfw();
  const Fonts fonts = BuildFonts(kBaseFontPx);
  unsigned char* px = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&px, &w, &h);
  return fonts;
}

class ImGuiContextTest : public ::testing::Test {
 protected:
  void SetUp() override { fonts_ = CreateHeadlessContext(); }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame with the mouse at `mouse` (left button `down`).
  void Frame(Shell& sh, Vec2 mouse = {-1e4, -1e4}, bool down = false) {
    compat::InjectMouse({static_cast<float>(mouse.x), static_cast<float>(mouse.y)}, down);
    ImGui::NewFrame();
    sh.Frame();
    ImGui::Render();
  }
  void Key(Shell& sh, int key, bool ctrl = false, bool shift = false) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = ctrl, io.KeyShift = shift;
    compat::InjectKey(key, true);
    Frame(sh);
    compat::InjectKey(key, false);
    io.KeyCtrl = io.KeyShift = false;
    Frame(sh);
  }
  Fonts fonts_;
};

}  // namespace ricochet::app
