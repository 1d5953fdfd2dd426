// The `lesson` harness's seeds and regressions name their lesson (fuzz/lesson_input.h): each must name the
// lesson its file name says, and every lesson of the syllabus must have a seed, or libFuzzer never reaches
// it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz/lesson_input.h"
#include "lessons/lesson.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;

std::vector<std::uint8_t> ReadBytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The lesson a file name says: the longest syllabus id that, followed by '-', begins it.
const LessonEntry* LessonOfName(const std::string& name) {
  const LessonEntry* best = nullptr;
  for (const LessonEntry& e : LessonList()) {
    const std::string prefix = std::string(e.id) + "-";
    if (name.starts_with(prefix) &&
        (best == nullptr || std::string_view(e.id).size() > std::string_view(best->id).size()))
      best = &e;
  }
  return best;
}

void ExpectEachFileReplaysItsLesson(const fs::path& dir) {
  int files = 0;
  for (const auto& f : fs::directory_iterator(dir)) {
    ++files;
    const std::string name = f.path().filename().string();
    const LessonEntry* said = LessonOfName(name);
    ASSERT_NE(said, nullptr) << f.path() << ": its name begins with no lesson id followed by '-'";
    const auto bytes = ReadBytes(f.path());
    const auto input = fuzz::ReadLessonInput(bytes);
    ASSERT_TRUE(input.has_value()) << f.path() << ": its first line is no lesson id (write \"" << said->id
                                   << "\" and a newline before its bytes)";
    EXPECT_EQ(std::string(input->lesson->id), std::string(said->id))
        << f.path() << " replays " << input->lesson->id << ", not the lesson its name says";
  }
  EXPECT_GT(files, 0) << dir;
}

TEST(FuzzInputs, EveryLessonRegressionReplaysTheLessonItsFileNameSays) {
  ExpectEachFileReplaysItsLesson(fs::path(RICOCHET_SOURCE_DIR) / "app/fuzz/regressions/lesson");
}

TEST(FuzzInputs, EveryLessonSeedReplaysTheLessonItsFileNameSays) {
  ExpectEachFileReplaysItsLesson(fs::path(RICOCHET_SOURCE_DIR) / "app/fuzz/corpus/lesson");
}

TEST(FuzzInputs, EveryLessonOfTheSyllabusHasASeed) {
  const fs::path dir = fs::path(RICOCHET_SOURCE_DIR) / "app/fuzz/corpus/lesson";
  for (const LessonEntry& e : LessonList()) {
    const fs::path seed = dir / (std::string(e.id) + "-opening");
    EXPECT_TRUE(fs::exists(seed)) << "lesson " << e.id << " has no fuzz seed: add " << seed
                                  << ", one line holding \"" << e.id << "\" (its opening scene)";
  }
}

std::vector<std::uint8_t> Bytes(std::string_view text) { return {text.begin(), text.end()}; }

TEST(FuzzInputs, AnInputNamingNoLessonIsRejected) {
  const auto unknown = Bytes("no-such-lesson\n\x01\x02"), no_newline = Bytes("ray-circle"),
             bare = Bytes("ray-circle\n"), more = Bytes("ray-circle\n\x03\x04");
  EXPECT_FALSE(fuzz::ReadLessonInput(unknown).has_value());
  EXPECT_FALSE(fuzz::ReadLessonInput(no_newline).has_value());
  const auto input = fuzz::ReadLessonInput(bare);
  ASSERT_TRUE(input.has_value());
  EXPECT_EQ(std::string(input->lesson->id), "ray-circle");
  EXPECT_TRUE(input->rest.empty());
  const auto rest = fuzz::ReadLessonInput(more);
  ASSERT_TRUE(rest.has_value());
  ASSERT_EQ(rest->rest.size(), 2u);
  EXPECT_EQ(rest->rest[0], 3);
}

}  // namespace
}  // namespace ricochet::app
