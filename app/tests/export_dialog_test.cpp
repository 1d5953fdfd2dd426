// The export GUI hooks in an ImGui context without a window: F12 asks for a screenshot, Ctrl+E opens the
// dialog first and repeats the last export after one, exports never replace a file.
#include "shell/export_dialog.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "export_fixture.h"
#include "imgui.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;

class ExportDialogTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("ricochet-export-ui-test-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    ui_.folder = dir_.string();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = {1600, 900};
    io.IniFilename = nullptr;
    io.KeyMap[ImGuiKey_Escape] = 256;  // as the GLFW backend maps it
    unsigned char* px = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&px, &w, &h);
  }
  void TearDown() override {
    ImGui::DestroyContext();
    fs::remove_all(dir_);
  }
  // One frame with these GLFW keys held (pressed this frame).
  void Frame(std::initializer_list<int> keys = {}, bool ctrl = false) {
    ImGuiIO& io = ImGui::GetIO();
    io.DeltaTime = 1.0f / 60;
    for (bool& k : io.KeysDown) k = false;
    for (int k : keys) io.KeysDown[k] = true;
    io.KeyCtrl = ctrl;
    ImGui::NewFrame();
    ui_.Frame(Ctx());
    dialog_open_ = ImGui::IsPopupOpen("Export figure");
    ImGui::Render();
  }
  ExportDialogContext Ctx() { return {&lesson_, &state_, Bounds{{-1, -1}, {1, 1}}, ThemeId::Light}; }

  fs::path dir_;
  AllPrimsLesson lesson_;
  LessonState state_;
  ExportDialog ui_;
  bool dialog_open_ = false;
};

TEST_F(ExportDialogTest, F12RequestsANumberedScreenshot) {
  Frame({301});
  const std::optional<std::string> shot = ui_.TakeScreenshotRequest();
  ASSERT_TRUE(shot);
  EXPECT_EQ(fs::path(*shot).filename(), "ricochet-screenshot.png");
  EXPECT_FALSE(ui_.TakeScreenshotRequest());  // one request per key press
  ui_.ScreenshotDone(*shot, true);
  EXPECT_NE(ui_.Status().find("ricochet-screenshot.png"), std::string::npos);
}

TEST_F(ExportDialogTest, CtrlEOpensTheDialogThenRepeats) {
  Frame();
  Frame({69}, true);
  EXPECT_TRUE(dialog_open_);  // nothing to repeat yet
  Frame();
  Frame({256});  // Escape closes it
  EXPECT_FALSE(dialog_open_);
  ui_.SetCaption({"n̂"});
  ASSERT_TRUE(ui_.ExportNow(Ctx())) << ui_.Status();
  EXPECT_TRUE(fs::exists(dir_ / "ricochet-all-prims.png")) << ui_.Status();
  Frame();
  Frame({69}, true);  // Ctrl+E: the same settings, the next free name
  EXPECT_FALSE(dialog_open_);
  EXPECT_TRUE(fs::exists(dir_ / "ricochet-all-prims-2.png")) << ui_.Status();
  EXPECT_NE(ui_.Status().find("ricochet-all-prims-2.png"), std::string::npos) << ui_.Status();
  ui_.SetFormat(ExportFormat::Pdf);
  ASSERT_TRUE(ui_.ExportNow(Ctx())) << ui_.Status();
  EXPECT_TRUE(fs::exists(dir_ / "ricochet-all-prims.pdf"));
}

}  // namespace
}  // namespace ricochet::app
