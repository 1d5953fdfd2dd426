// Harness `settings`: any bytes as the settings file ($XDG_CONFIG_HOME/ricochet/imgui.ini: ImGui's own
// sections and Ricochet's [Ricochet][State]), read as the window reads it at start-up, then a frame and a
// save. Never a crash; what Ricochet saved must read back without a warning. Each input gets a fresh ImGui
// context (sharing one font atlas, built once), so no setting leaks from one input to the next.
#include <stdlib.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "fuzz/oracles.h"
#include "imgui.h"
#include "shell/fonts.h"
#include "shell/imgui_compat.h"
#include "shell/shell.h"

namespace {

using namespace ricochet::app;

struct Setup {
  ImFontAtlas* atlas = nullptr;
  Fonts fonts;
  std::string file;
};

const Setup& Once() {
  static const Setup s = [] {
    Setup out;
    char dir[] = "/tmp/ricochet-fuzz-settings-XXXXXX";
    if (!mkdtemp(dir)) oracle::Fail("cannot make a temp dir");
    setenv("XDG_CONFIG_HOME", dir, 1);
    static std::string made = dir;  // removed at exit
    std::atexit([] { std::filesystem::remove_all(made); });
    std::filesystem::create_directories(std::string(dir) + "/ricochet");
    out.file = Shell::ConfigPath();
    out.atlas = new ImFontAtlas;  // shared by every input's context, for the process
    ImGui::CreateContext(out.atlas);
    out.fonts = BuildFonts(kBaseFontPx);
    unsigned char* px = nullptr;
    int w = 0, h = 0;
    out.atlas->GetTexDataAsRGBA32(&px, &w, &h);
    ImGui::DestroyContext();
    return out;
  }();
  return s;
}

void NewContext(const Setup& s) {
  ImGui::CreateContext(s.atlas);
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = {1280, 720};
  io.DeltaTime = 1.0f / 60.0f;
  io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
  compat::SetupKeyMapLikeGlfw();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Setup& s = Once();
  std::ofstream(s.file, std::ios::binary | std::ios::trunc)
      .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  for (int pass = 0; pass < 2; ++pass) {  // the file as given, then as Ricochet saved it
    NewContext(s);
    {
      Shell sh(true);
      sh.SetFonts(s.fonts);
      if (pass == 1 && !sh.SettingsStatus().empty())
        oracle::Fail("the settings Ricochet saved do not read back: " + sh.SettingsStatus());
      ImGui::NewFrame();
      sh.Frame();
      ImGui::Render();
      sh.SaveSettings();
    }
    ImGui::DestroyContext();
  }
  return 0;
}
