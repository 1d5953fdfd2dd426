// The settings file (issue 9): a corrupt or unreadable file gives the defaults and one warning, never a
// crash; the file is written atomically (a temp file renamed over it), as scene files and exports are.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "headless_imgui.h"
#include "scene/files.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;

class SettingsFile : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) / ("ricochet-settings-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "ricochet");
    ::setenv("XDG_CONFIG_HOME", dir_.c_str(), 1);
    file_ = dir_ / "ricochet" / "imgui.ini";
    CreateHeadlessContext();
  }
  void TearDown() override {
    ImGui::DestroyContext();
    ::unsetenv("XDG_CONFIG_HOME");
    fs::remove_all(dir_);
  }
  void Write(const std::string& text) { std::ofstream(file_, std::ios::binary) << text; }
  static std::string Read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }
  static void Frames(Shell& sh, int n) {
    for (int i = 0; i < n; ++i) {
      ImGui::NewFrame();
      sh.Frame();
      ImGui::Render();
    }
  }
  // The shell opened on the current file: what it printed on stderr, and its state checked for defaults.
  std::string OpenAndExpectDefaults() {
    ::testing::internal::CaptureStderr();
    std::string err;
    {
      Shell sh(true);
      EXPECT_FLOAT_EQ(sh.UiScale(), 1.0f);
      EXPECT_EQ(sh.StartLesson(), LessonList().front().id);
      Frames(sh, 3);
      EXPECT_EQ(sh.SettingsStatus().rfind("Settings " + file_.string() + ": ", 0), 0u) << sh.SettingsStatus();
      sh.SaveSettings();
    }
    err = ::testing::internal::GetCapturedStderr();
    return err;
  }
  // The settings warnings among the lines on stderr (the headless shell also says once that it has no GL).
  static int Warnings(const std::string& s) {
    int n = 0;
    for (std::size_t at = s.find("ricochet: settings "); at != std::string::npos;
         at = s.find("ricochet: settings ", at + 1))
      ++n;
    return n;
  }

  fs::path dir_, file_;
};

TEST_F(SettingsFile, ACorruptFileGivesTheDefaultsAndOneWarning) {
  Write("[Ricochet][State]\nui_scale=abc\ntheme=purple\ncamera=x y z\nlesson=no-such-lesson\nwat\n");
  const std::string err = OpenAndExpectDefaults();
  EXPECT_EQ(Warnings(err), 1) << err;
  EXPECT_NE(err.find("'ui_scale=abc' is not a setting Ricochet reads"), std::string::npos) << err;
  // The next save writes a good file.
  EXPECT_NE(Read(file_).find("ui_scale=1"), std::string::npos);
  ::testing::internal::CaptureStderr();
  {
    Shell sh(true);
    EXPECT_EQ(sh.SettingsStatus(), "");
  }
  EXPECT_EQ(Warnings(::testing::internal::GetCapturedStderr()), 0);
}

// A typo of a setting is named with the setting it is nearest to (issue 26: no reader ignores a typo).
TEST_F(SettingsFile, ATypoNamesTheNearestSetting) {
  Write("[Ricochet][State]\nui_scal=2\n");
  const std::string err = OpenAndExpectDefaults();
  EXPECT_EQ(Warnings(err), 1) << err;
  EXPECT_NE(err.find("'ui_scal=2' is not a setting Ricochet reads (did you mean ui_scale?)"),
            std::string::npos)
      << err;
  Write("[Ricochet][State]\nzoom=2\n");  // nothing near: no guess
  const std::string far = OpenAndExpectDefaults();
  EXPECT_NE(far.find("'zoom=2' is not a setting Ricochet reads;"), std::string::npos) << far;
}

TEST_F(SettingsFile, BinaryGarbageGivesTheDefaultsAndOneWarning) {
  std::string junk;
  for (int i = 0; i < 4096; ++i) junk += static_cast<char>((i * 7919 + 13) % 256);
  junk += "[Window][x]\nPos=1e400,nan\nSize=-5,99999999999\n[Ricochet][State";  // ImGui's own sections too
  Write(junk);
  const std::string err = OpenAndExpectDefaults();
  EXPECT_EQ(Warnings(err), 1) << err;
}

TEST_F(SettingsFile, AnUnreadableFileGivesTheDefaultsAndOneWarningAndIsNotWritten) {
  fs::create_directories(file_);  // a folder where the file should be: it can be neither read nor replaced
  const std::string err = OpenAndExpectDefaults();
  EXPECT_EQ(Warnings(err), 1) << err;
  EXPECT_NE(err.find("is a folder, not a regular file"), std::string::npos) << err;
  EXPECT_TRUE(fs::is_directory(file_));
}

// Issue 29: the window grew to 3.4 GB on a settings file linked to /dev/zero and hung on a FIFO. Whatever the
// file system holds there, the shell opens with the defaults and says why once.
TEST_F(SettingsFile, AnyFileSystemObjectGivesTheDefaultsAndOneWarning) {
  const auto expect_refused = [&](const std::string& why) {
    const std::string err = OpenAndExpectDefaults();
    EXPECT_EQ(Warnings(err), 1) << err;
    EXPECT_NE(err.find(why), std::string::npos) << err;
    fs::remove(file_);
  };
  fs::create_symlink("/dev/zero", file_);
  expect_refused("is a character device, not a regular file");
  ASSERT_EQ(::mkfifo(file_.c_str(), 0600), 0);
  expect_refused("is a FIFO (named pipe), not a regular file");
  fs::create_symlink(file_, file_);
  expect_refused("Too many levels of symbolic links");
  Write("[Ricochet][State]\nui_scale=2\n" + std::string(kMaxSettingsBytes, '\n'));
  expect_refused("more than the 1 MiB");
  // A key with an escape sequence is shown escaped, on one line.
  Write("[Ricochet][State]\n\x1b[2Jwat\n");
  const std::string err = OpenAndExpectDefaults();
  EXPECT_NE(err.find("'\\u001B[2Jwat' is not a setting"), std::string::npos) << err;
  EXPECT_EQ(err.find('\x1b'), std::string::npos) << err;
}

TEST_F(SettingsFile, TheFileIsReplacedAtomically) {
  {
    Shell sh(true);
    ASSERT_TRUE(sh.OpenLesson("ray-circle"));
    sh.SetUiScale(1.5f);
    Frames(sh, 2);
    sh.SaveSettings();
  }
  // A second name for the file as it is now: a write in place would change what it shows, a rename does not.
  const fs::path old_link = dir_ / "old.ini";
  fs::create_hard_link(file_, old_link);
  const std::string before = Read(old_link);
  struct stat st_before {};
  ASSERT_EQ(::stat(file_.c_str(), &st_before), 0);
  {
    Shell sh(true);
    EXPECT_FLOAT_EQ(sh.UiScale(), 1.5f);
    EXPECT_EQ(sh.StartLesson(), "ray-circle");
    ASSERT_TRUE(sh.OpenLesson("circle-circle"));
    sh.SetUiScale(2.0f);
    Frames(sh, 2);
    sh.SaveSettings();
  }
  struct stat st_after {};
  ASSERT_EQ(::stat(file_.c_str(), &st_after), 0);
  EXPECT_NE(st_after.st_ino, st_before.st_ino) << "a new file renamed over the old one";
  EXPECT_EQ(Read(old_link), before);
  EXPECT_NE(Read(file_).find("lesson=circle-circle"), std::string::npos);
  EXPECT_NE(Read(file_).find("ui_scale=2"), std::string::npos);
  // No temp file is left behind.
  for (const auto& f : fs::directory_iterator(file_.parent_path()))
    EXPECT_EQ(f.path().filename(), "imgui.ini") << f.path();
}

// Issue 25: an instructor asks once for lessons to open at the lecture start (View → Open lessons at lecture
// start); the window remembers it, and End (View → Every step) shows the whole derivation again.
TEST_F(SettingsFile, LessonsOpenAtTheLectureStartOnceAskedAndItIsRemembered) {
  {
    Shell sh(true);
    ASSERT_TRUE(sh.OpenLesson("ray-circle"));
    EXPECT_TRUE(sh.lesson()->AllRevealed(sh.state())) << "by default a lesson opens with every step";
    sh.SetOpensAtLectureStart(true);
    Frames(sh, 2);
    sh.SaveSettings();
  }
  EXPECT_NE(Read(file_).find("open=lecture-start"), std::string::npos) << Read(file_);
  Shell sh(true);
  EXPECT_TRUE(sh.OpensAtLectureStart());
  ASSERT_TRUE(sh.OpenLesson("point-segment"));
  EXPECT_EQ(sh.state().reveal, 0);
  EXPECT_EQ(sh.state().t, 0.0);
  compat::InjectKey(compat::kEnd, true);
  Frames(sh, 1);
  compat::InjectKey(compat::kEnd, false);
  Frames(sh, 1);
  EXPECT_TRUE(sh.lesson()->AllRevealed(sh.state())) << "End shows every step";
  sh.SetOpensAtLectureStart(false);
  Frames(sh, 1);
  sh.SaveSettings();
  EXPECT_NE(Read(file_).find("open=all"), std::string::npos) << Read(file_);
}

}  // namespace
}  // namespace ricochet::app
