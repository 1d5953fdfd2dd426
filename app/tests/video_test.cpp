// Movie export (export/video.h) without reading the movies back (video_cli_test.sh does that with ffprobe):
// the frame times, the option checks, the temp file that becomes the movie only at the end, cancelling, and
// File → Export animation… driving an export a few frames per window frame.
#include "export/video.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <thread>

#include "imgui.h"
#include "shell/export_dialog.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;

std::unique_ptr<Lesson> Make(const char* id) {
  const LessonEntry* e = FindLesson(id);
  EXPECT_NE(e, nullptr) << id;
  return e ? e->Make() : nullptr;
}

// Names in `dir`, hidden (temp) files included.
std::vector<std::string> Files(const fs::path& dir) {
  std::vector<std::string> names;
  for (const fs::directory_entry& f : fs::directory_iterator(dir))
    names.push_back(f.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

class VideoTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("ricochet-video-test-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  VideoOptions Small(const std::string& name) const {
    VideoOptions o;
    o.frame.path = (dir_ / name).string();
    o.frame.width = 64, o.frame.height = 36;
    o.fps = 10, o.duration = 0.5, o.hold = 0.3;
    return o;
  }
  fs::path dir_;
};

TEST(VideoFrames, TimesSweepFromToEvenlyThenHold) {
  VideoOptions o;
  o.fps = 10, o.duration = 0.9, o.hold = 0.5, o.from = 0.25, o.to = 0.75;
  ASSERT_EQ(MotionFrames(o), 9);  // fps × duration
  EXPECT_EQ(HoldFrames(o), 5);    // fps × hold
  EXPECT_EQ(FrameTime(o, 0), 0.25);
  EXPECT_EQ(FrameTime(o, 8), 0.75);  // the last frame shows `to` exactly
  for (int i = 1; i < 9; ++i) EXPECT_NEAR(FrameTime(o, i) - FrameTime(o, i - 1), 0.5 / 8, 1e-15) << i;
  EXPECT_EQ(FrameTime(o, 4), 0.5);  // the middle of an odd count is the middle of the sweep
  o.from = 1, o.to = 0;             // backwards is allowed
  EXPECT_EQ(FrameTime(o, 2), 0.75);
  // Defaults: 1920×1080, 30 fps, 4 s then 1 s: 150 frames.
  const VideoOptions d;
  EXPECT_EQ(d.frame.width, 1920);
  EXPECT_EQ(d.frame.height, 1080);
  EXPECT_EQ(MotionFrames(d) + HoldFrames(d), 150);
  o.duration = 0.01;  // less than a frame: still one frame (the still at `from`)
  EXPECT_EQ(MotionFrames(o), 1);
  EXPECT_EQ(FrameTime(o, 0), 1.0);
}

TEST(VideoOptionsCheck, BadOptionsAreRejected) {
  auto kind = [](VideoOptions o) {
    try {
      CheckVideoOptions(o);
      return std::string("ok");
    } catch (const ExportError& e) {
      return std::string(e.kind == ExportError::Kind::BadOption ? "bad: " : "io: ") + e.what();
    }
  };
  VideoOptions o;
  o.frame.path = "a.mp4";
  EXPECT_EQ(kind(o), "ok");
  auto with = [&](auto change) {
    VideoOptions c = o;
    change(c);
    return kind(c);
  };
  EXPECT_NE(with([](VideoOptions& c) { c.frame.path = "a.avi"; }).find("bad: 'a.avi': unknown format"),
            std::string::npos);
  EXPECT_NE(with([](VideoOptions& c) { c.fps = 0; }).find("bad: fps 0"), std::string::npos);
  EXPECT_NE(with([](VideoOptions& c) { c.fps = kMaxVideoFps + 1; }).find("bad: fps"), std::string::npos);
  EXPECT_EQ(with([](VideoOptions& c) { c.fps = kMaxVideoFps; }), "ok");
  EXPECT_NE(with([](VideoOptions& c) { c.frame.path = "a.gif", c.fps = kMaxGifFps + 1; }).find("for a GIF"),
            std::string::npos);
  EXPECT_NE(with([](VideoOptions& c) { c.duration = -1; }).find("bad: duration −1 s"), std::string::npos);
  EXPECT_NE(with([](VideoOptions& c) { c.duration = 0; }).find("bad: duration"), std::string::npos);
  EXPECT_NE(with([](VideoOptions& c) { c.duration = std::nan(""); }).find("bad: duration"),
            std::string::npos);
  EXPECT_NE(with([](VideoOptions& c) { c.hold = -0.5; }).find("bad: hold"), std::string::npos);
  EXPECT_EQ(with([](VideoOptions& c) { c.hold = 0; }), "ok");
  EXPECT_NE(with([](VideoOptions& c) { c.to = INFINITY; }).find("bad: --from and --to"), std::string::npos);
  EXPECT_NE(with([](VideoOptions& c) { c.frame.width = 641; }).find("even width"), std::string::npos);
  EXPECT_EQ(with([](VideoOptions& c) { c.frame.path = "a.gif", c.frame.width = 641; }), "ok");
  EXPECT_NE(with([](VideoOptions& c) { c.frame.transparent = true; }).find("GIF only"), std::string::npos);
  EXPECT_EQ(with([](VideoOptions& c) { c.frame.path = "a.GIF", c.frame.transparent = true; }), "ok");
}

TEST_F(VideoTest, TheMovieAppearsOnlyWhenComplete) {
  for (const char* name : {"m.mp4", "m.gif"}) {
    const VideoOptions o = Small(name);
    std::unique_ptr<VideoExport> job = StartVideoExport(Make("point-segment"), o);
    // MP4: 5 + 3 frames; GIF: the 5 frames twice (palette, then frames) + 3.
    EXPECT_EQ(job->Total(), fs::path(name).extension() == ".gif" ? 13 : 8) << name;
    int steps = 0;
    while (job->Step()) {
      ++steps;
      ASSERT_FALSE(fs::exists(o.frame.path)) << name << ": visible before it is complete";
      ASSERT_EQ(Files(dir_).size(), 1u) << name << ": one temp file while writing";
      EXPECT_EQ(Files(dir_)[0].front(), '.') << Files(dir_)[0];
    }
    EXPECT_EQ(steps + 1, job->Total()) << name;
    EXPECT_EQ(job->Done(), job->Total());
    EXPECT_FALSE(job->Step());  // done stays done
    EXPECT_EQ(Files(dir_), std::vector<std::string>{name});
    EXPECT_GT(fs::file_size(o.frame.path), 100u);
    fs::remove(o.frame.path);
  }
}

TEST_F(VideoTest, CancelLeavesNoFile) {
  for (const char* name : {"c.mp4", "c.gif"}) {
    std::unique_ptr<VideoExport> job = StartVideoExport(Make("circle-segment"), Small(name));
    ASSERT_TRUE(job->Step());
    ASSERT_TRUE(job->Step());
    EXPECT_EQ(Files(dir_).size(), 1u);
    job.reset();  // cancel
    EXPECT_TRUE(Files(dir_).empty()) << name << ": " << (Files(dir_).empty() ? "" : Files(dir_)[0]);
  }
}

TEST_F(VideoTest, FailuresLeaveNoFile) {
  VideoOptions o = Small("x.mp4");
  o.frame.path = (dir_ / "missing" / "x.mp4").string();
  EXPECT_THROW(StartVideoExport(Make("point-segment"), o), ExportError);
  o = Small("x.gif");
  o.frame.caption = {"no-such-step"};  // a bad option, found before any file is made
  try {
    StartVideoExport(Make("point-segment"), o);
    ADD_FAILURE() << "an unknown caption symbol was accepted";
  } catch (const ExportError& e) {
    EXPECT_EQ(e.kind, ExportError::Kind::BadOption) << e.what();
  }
  // Never replace when told not to (the GUI): the file that is there stays as it was.
  o = Small("keep.gif");
  o.frame.overwrite = false;
  { std::ofstream(o.frame.path) << "mine"; }
  EXPECT_THROW(StartVideoExport(Make("point-segment"), o), ExportError);
  EXPECT_EQ(fs::file_size(o.frame.path), 4u);
  EXPECT_EQ(Files(dir_), std::vector<std::string>{"keep.gif"});
}

TEST_F(VideoTest, TheSandboxRunsInACopyNotOnScreen) {
  std::unique_ptr<Lesson> screen = Make("sandbox");
  const nlohmann::json before = screen->SaveScene();
  VideoOptions o = Small("s.mp4");
  ExportVideo(CopyLesson(*screen), o);
  EXPECT_EQ(screen->SaveScene(), before);  // the lesson on screen did not move
  EXPECT_TRUE(fs::exists(o.frame.path));
}

// File → Export animation…: StartMovie encodes on a thread of its own; each window frame reads its progress.
class MovieDialogTest : public VideoTest {
 protected:
  void SetUp() override {
    VideoTest::SetUp();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = {1600, 900};
    io.IniFilename = nullptr;
    unsigned char* px = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&px, &w, &h);
    ui_.folder = dir_.string();
    ui_.movie.width = 64, ui_.movie.height = 36, ui_.movie.fps = 10;
    ui_.movie.duration = 1, ui_.movie.hold = 0;
  }
  void TearDown() override {
    ImGui::DestroyContext();
    VideoTest::TearDown();
  }
  void Frame() {
    ImGui::GetIO().DeltaTime = 1.0f / 60;
    ImGui::NewFrame();
    ui_.Frame(ExportDialogContext{lesson_.get(), &state_, Bounds{{-1, -1}, {1, 1}}, ThemeId::Light});
    ImGui::Render();
  }
  ExportDialogContext Ctx() { return {lesson_.get(), &state_, Bounds{{-1, -1}, {1, 1}}, ThemeId::Light}; }

  std::unique_ptr<Lesson> lesson_ = Make("ray-circle");
  LessonState state_;
  ExportDialog ui_;
};

TEST_F(MovieDialogTest, ExportsWithProgressThenSaysWhere) {
  ui_.OpenMovieDialog();
  Frame();
  Frame();
  ASSERT_TRUE(ui_.StartMovie(Ctx())) << ui_.Status();
  EXPECT_TRUE(ui_.MovieBusy());
  int frames = 0, last_done = -1;
  while (ui_.MovieBusy() && frames < 6000) {
    const auto [done, total] = ui_.MovieProgress();
    EXPECT_EQ(total, 10);
    EXPECT_GE(done, last_done);  // progress only goes forward
    last_done = done;
    Frame();
    ++frames;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  EXPECT_FALSE(ui_.MovieBusy());
  EXPECT_EQ(Files(dir_), std::vector<std::string>{"ricochet-ray-circle.mp4"});
  EXPECT_NE(ui_.Status().find("Exported"), std::string::npos) << ui_.Status();
  EXPECT_NE(ui_.Status().find("ricochet-ray-circle.mp4"), std::string::npos) << ui_.Status();
  // Again: a fresh name, never the old file replaced.
  ui_.movie.format = 1;
  ASSERT_TRUE(ui_.StartMovie(Ctx())) << ui_.Status();
  while (ui_.MovieBusy()) Frame();
  ui_.movie.format = 0;
  ASSERT_TRUE(ui_.StartMovie(Ctx())) << ui_.Status();
  while (ui_.MovieBusy()) Frame();
  EXPECT_NE(ui_.Status().find("Exported"), std::string::npos) << ui_.Status();
  EXPECT_EQ(Files(dir_), (std::vector<std::string>{"ricochet-ray-circle-2.mp4", "ricochet-ray-circle.gif",
                                                   "ricochet-ray-circle.mp4"}));
}

TEST_F(MovieDialogTest, CancelLeavesNoFileAndOddMp4SizesAreRefused) {
  ui_.movie.duration = 600;  // far too long to finish in one frame
  ASSERT_TRUE(ui_.StartMovie(Ctx())) << ui_.Status();
  Frame();
  EXPECT_TRUE(ui_.MovieBusy());
  for (int i = 0; i < 500 && ui_.MovieProgress().first == 0; ++i) {  // the worker writes frames meanwhile
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_GT(ui_.MovieProgress().first, 0);
  ui_.CancelMovie();
  EXPECT_FALSE(ui_.MovieBusy());
  EXPECT_TRUE(Files(dir_).empty());
  EXPECT_NE(ui_.Status().find("cancelled"), std::string::npos) << ui_.Status();
  ui_.movie.width = 65;
  EXPECT_FALSE(ui_.StartMovie(Ctx()));
  EXPECT_NE(ui_.Status().find("even width"), std::string::npos) << ui_.Status();
  EXPECT_TRUE(Files(dir_).empty());
}

// `--dialog export-animation-running` (a screenshot of the progress bar midway): the dialog opens, the
// export starts and is half encoded before the first frame is drawn; closing then leaves no file.
TEST_F(MovieDialogTest, RunningHookShowsAnExportHalfDone) {
  ui_.movie.duration = 40;  // 400 frames: the worker is far from done when the two frames are drawn
  ui_.OpenMovieDialogRunning();
  Frame();
  Frame();
  ASSERT_TRUE(ui_.MovieBusy()) << ui_.Status();
  const auto [done, total] = ui_.MovieProgress();
  EXPECT_EQ(total, 400);
  EXPECT_GE(done, total / 2);
  EXPECT_LT(done, total);
  ui_.CancelMovie();
  EXPECT_TRUE(Files(dir_).empty());
}

}  // namespace
}  // namespace ricochet::app
