// Issue 29: the one file reader (ReadFileText → ParseScene), the temp-file writer and the printable form of
// an error line (scene/files.h). The commands end to end on the same inputs: hostile_test.sh (ctest
// hostile.files) and full_disk_test.sh (hostile.full_disk).
#include "scene/files.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "scene/scene.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;

TEST(Printable, EscapesControlsKeepsTextAndCuts) {
  EXPECT_EQ(Printable("p0 → P1 ± 1e6, n̂"), "p0 → P1 ± 1e6, n̂");  // UTF-8 is text
  EXPECT_EQ(Printable("a\nb\tc\rd"), "a\\nb\\tc\\rd");
  EXPECT_EQ(Printable("\x1b[31mRED\x1b[0m\x1b[2J"), "\\u001B[31mRED\\u001B[0m\\u001B[2J");
  EXPECT_EQ(Printable(std::string("a\0b\x7f", 4)), "a\\u0000b\\u007F");
  // C1 controls, line separators and bidirectional overrides move or hide what follows on a terminal.
  EXPECT_EQ(Printable("a\u0085b\u2028c\u202Ed\u2066e"), "a\\u0085b\\u2028c\\u202Ed\\u2066e");
  // Bytes that are not UTF-8 (a lone continuation, an overlong '/', a surrogate, a cut sequence).
  EXPECT_EQ(Printable("\x80x\xC0\xAF\xED\xA0\x80\xE2\x82"), "\\x80x\\xC0\\xAF\\xED\\xA0\\x80\\xE2\\x82");
  EXPECT_EQ(Printable(std::string(500, 'a'), 10), std::string(9, 'a') + "…");
  EXPECT_EQ(Printable("dir/" + std::string(300, 'n') + ".json", 12, /*keep_end=*/true), "…nnnnnn.json");
  EXPECT_EQ(Printable("ααααα", 3), "αα…");                     // cut between characters, never inside one
  EXPECT_EQ(Printable(Printable("x\ny")), Printable("x\ny"));  // already printable: unchanged
}

TEST(SceneErrorLine, EveryPartIsOnePrintableLine) {
  const SceneError e("deck\n.json", "slide 1: \x1b[2J", std::string(100000, 'x'));
  const std::string what = e.what();
  EXPECT_EQ(what.find('\n'), std::string::npos);
  EXPECT_EQ(what.find('\x1b'), std::string::npos);
  EXPECT_EQ(what.rfind("deck\\n.json: slide 1: \\u001B[2J: xxx", 0), 0u) << what;
  EXPECT_LT(what.size(), 1000u);
  EXPECT_EQ(e.field, "slide 1: \\u001B[2J");
}

class FilesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) / ("ricochet-files-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  void Write(const std::string& name, const std::string& text) const {
    std::ofstream(Path(name), std::ios::binary) << text;
  }
  // ReadFileText's refusal of `path`, or "" if it was read.
  static std::string Refusal(const std::string& path, std::size_t max = kMaxSceneBytes) {
    try {
      ReadFileText(path, max);
    } catch (const SceneError& e) {
      return e.what();
    }
    return "";
  }
  static std::string ParseRefusal(const std::string& text) {
    try {
      ParseScene(text, "f.json");
    } catch (const SceneError& e) {
      return e.what();
    }
    return "";
  }
  std::vector<std::string> Files() const {
    std::vector<std::string> names;
    for (const auto& f : fs::directory_iterator(dir_)) names.push_back(f.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
  }

  fs::path dir_;
};

TEST_F(FilesTest, OnlyARegularFileIsRead) {
  Write("a.json", "{}");
  EXPECT_EQ(*ReadFileText(Path("a.json"), 10), "{}");
  fs::create_symlink(Path("a.json"), Path("link.json"));  // a link to a file is that file
  EXPECT_EQ(*ReadFileText(Path("link.json"), 10), "{}");
  // Refused by type at once: nothing is read, so neither blocks nor fills memory.
  ASSERT_EQ(::mkfifo(Path("fifo").c_str(), 0600), 0);
  EXPECT_EQ(Refusal(Path("fifo")), Path("fifo") +
                                       ": is a FIFO (named pipe), not a regular file (Ricochet "
                                       "reads only files, or - for standard input)");
  EXPECT_NE(Refusal("/dev/zero").find("/dev/zero: is a character device, not a regular file"),
            std::string::npos);
  fs::create_symlink("/dev/zero", Path("zero.json"));
  EXPECT_NE(Refusal(Path("zero.json")).find("is a character device"), std::string::npos);
  EXPECT_NE(Refusal(dir_.string()).find("is a folder, not a regular file"), std::string::npos);
  fs::create_symlink(Path("loop-b"), Path("loop-a"));
  fs::create_symlink(Path("loop-a"), Path("loop-b"));
  EXPECT_EQ(Refusal(Path("loop-a")), Path("loop-a") + ": cannot open it: Too many levels of symbolic links");
  EXPECT_EQ(Refusal(Path("none.json")), Path("none.json") + ": no such file");
  EXPECT_EQ(ReadFileText(Path("none.json"), 10, /*missing_ok=*/true), std::nullopt);
  EXPECT_NE(Refusal(Path(std::string(300, 'n'))).find("File name too long"), std::string::npos);
}

TEST_F(FilesTest, TheSizeCapIsCheckedBeforeReading) {
  Write("big.json", std::string(11, ' '));
  EXPECT_EQ(Refusal(Path("big.json"), 10), Path("big.json") +
                                               ": is 11 bytes, more than the 10 bytes Ricochet reads "
                                               "in such a file");
  // A sparse 2 GB file costs nothing to refuse.
  { std::ofstream(Path("sparse.json")); }
  fs::resize_file(Path("sparse.json"), std::uintmax_t{2} << 30);
  EXPECT_NE(Refusal(Path("sparse.json")).find("is 2048 MiB, more than the 64 MiB"), std::string::npos);
}

TEST_F(FilesTest, TheDocumentIsOneJsonObjectAndNothingAfter) {
  EXPECT_EQ(ParseRefusal("{\"lesson\": \"edge-normal\"} garbage"),
            "f.json: more after the end of the JSON document, at line 1, column 27");
  EXPECT_EQ(ParseRefusal("{\"a\": 1}\n{\"b\": 2}"),
            "f.json: more after the end of the JSON document, at line 2, column 1");
  EXPECT_EQ(ParseRefusal("{\"a\": 1}  \n\t "), "");  // white space after it is fine
  EXPECT_EQ(ParseRefusal("{\"a\": [1, 2,]}"), "f.json: not valid JSON at line 1, column 13");
  EXPECT_EQ(ParseRefusal("{\"p\": [1, 1e400]}"), "f.json: p[1]: must be a finite number, got 1e400");
  EXPECT_EQ(ParseRefusal("{\"b\": [{\"m\": -2e999}]}"),
            "f.json: b[0].m: must be a finite number, got -2e999");
  EXPECT_EQ(ParseRefusal("[1]"), "f.json: a scene must be a JSON object {\"lesson\": ..., ...}");
  EXPECT_EQ(ParseJson("[1]", "x").size(), 1u);
}

TEST_F(FilesTest, CountsAndTextsAreLimitedBeforeATreeIsBuilt) {
  const auto list = [](const char* key, std::size_t n, const std::string& item) {
    std::string s = std::string("{\"") + key + "\": [";
    for (std::size_t i = 0; i < n; ++i) s += (i ? "," : "") + item;
    return s + "]}";
  };
  EXPECT_EQ(ParseRefusal(list("slides", kMaxSlides, "{}")), "");
  EXPECT_EQ(ParseRefusal(list("slides", kMaxSlides + 1, "{}")),
            "f.json: slides: has more than 1000 elements, at most 1000");
  EXPECT_EQ(ParseRefusal(list("walls", domain::kMaxWalls + 1, "0")),
            "f.json: walls: has more than 10000 elements, at most 10000");
  EXPECT_EQ(ParseRefusal(list("junk", 10'001, "0")),
            "f.json: junk: has more than 10000 elements, at most 10000");
  EXPECT_EQ(ParseRefusal("{\"x\": {\"y\": " + list("balls", 3, "0") + "}}"), "");  // a deck slide's scene
  std::string fields = "{";
  for (int i = 0; i <= 1000; ++i) fields += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":0";
  EXPECT_EQ(ParseRefusal(fields + "}"), "f.json: has more than 1000 fields");
  EXPECT_EQ(ParseRefusal("{\"title\": \"" + std::string(65537, 'a') + "\"}"),
            "f.json: title: is a text of 65537 bytes, at most 65536");
  EXPECT_EQ(ParseRefusal("{\"notes\": \"" + std::string(65536, 'a') + "\"}"), "");
  // Nesting, as before (issue 18), named by its top-level field.
  EXPECT_EQ(ParseRefusal("{\"balls\": " + std::string(100000, '[') + "}"),
            "f.json: balls: nested deeper than 64 levels of [ ] and { }");
}

// The 2,000,001st ball is refused while the text is read: the tree of 2,000,000 is never built (it would be
// about 1 GB; the check's own memory is its stack of levels). hostile_test.sh measures the whole command.
TEST_F(FilesTest, TheBallCountIsRefusedAtTheFirstBallTooMany) {
  std::string text = "{\"lesson\": \"sandbox\", \"balls\": [";
  text.reserve(text.size() + 2 * (domain::kMaxBalls + 1) + 4);
  for (std::size_t i = 0; i <= domain::kMaxBalls; ++i) text += i ? ",0" : "0";
  text += "]}";
  EXPECT_EQ(ParseRefusal(text), "f.json: balls: has more than 2000000 elements, at most 2000000");
}

TEST_F(FilesTest, ATempFileIsRenamedIntoPlaceOrRemoved) {
  Write("out.txt", "old");
  {
    TempFile tmp(Path("out.txt"));
    tmp.Write("new", 3);
    EXPECT_EQ(Files().size(), 2u);
  }  // not committed: removed, the old file as it was
  EXPECT_EQ(Files(), std::vector<std::string>{"out.txt"});
  {
    TempFile tmp(Path("out.txt"));
    tmp.Write("new", 3);
    EXPECT_THROW(tmp.Commit(/*overwrite=*/false), WriteError);
  }
  std::ifstream in(Path("out.txt"));
  std::ostringstream ss;
  ss << in.rdbuf();
  EXPECT_EQ(ss.str(), "old");
  TempFile tmp(Path("out.txt"));
  tmp.Write("new", 3);
  tmp.Commit(true);
  EXPECT_EQ(*ReadFileText(Path("out.txt"), 10), "new");
  EXPECT_EQ(Files(), std::vector<std::string>{"out.txt"});
  try {
    TempFile none(Path("no/such/folder/x.png"));
    FAIL() << "a temp file in a missing folder";
  } catch (const WriteError& e) {
    EXPECT_EQ(e.kind, ExportError::Kind::Io);
    EXPECT_NE(std::string(e.what()).find("does not exist"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace ricochet::app
