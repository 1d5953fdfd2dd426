#include "scene/link.h"

#include <gtest/gtest.h>

#include "imgui.h"
#include "lessons/lesson.h"
#include "scene/scene.h"
#include "shell/shell.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

TEST(Base64Url, Rfc4648TestVectorsWithoutPadding) {
  // RFC 4648 §10, with the padding dropped (§5 allows it and URLs are shorter without).
  const char* const plain[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar"};
  const char* const coded[] = {"", "Zg", "Zm8", "Zm9v", "Zm9vYg", "Zm9vYmE", "Zm9vYmFy"};
  for (int i = 0; i < 7; ++i) {
    EXPECT_EQ(Base64UrlEncode(plain[i]), coded[i]) << plain[i];
    EXPECT_EQ(Base64UrlDecode(coded[i]), std::string(plain[i])) << coded[i];
  }
  EXPECT_EQ(Base64UrlDecode("Zm8="), "fo");  // padding is accepted
}

TEST(Base64Url, UsesTheUrlSafeAlphabet) {
  // 0xFB 0xFF → sextets 62, 63, 60: standard base64 "+/8", base64url "-_8".
  EXPECT_EQ(Base64UrlEncode("\xFB\xFF"), "-_8");
  EXPECT_EQ(Base64UrlDecode("-_8"), "\xFB\xFF");
  EXPECT_EQ(Base64UrlDecode("+/8"), std::nullopt);
}

TEST(Base64Url, EveryByteRoundTrips) {
  std::string all;
  for (int b = 0; b < 256; ++b) all += static_cast<char>(b);
  for (std::size_t n = 0; n <= all.size(); n += 37) {
    const std::string part = all.substr(0, n);
    const std::string code = Base64UrlEncode(part);
    EXPECT_EQ(code.size(), (4 * n + 2) / 3);  // ⌈8n / 6⌉ characters
    EXPECT_EQ(Base64UrlDecode(code), part);
  }
}

TEST(Base64Url, RejectsWhatIsNotBase64Url) {
  EXPECT_EQ(Base64UrlDecode("Zm9v!"), std::nullopt);
  EXPECT_EQ(Base64UrlDecode("Zm9 v"), std::nullopt);
  EXPECT_EQ(Base64UrlDecode("Z"), std::nullopt);  // one character is 6 bits: not a whole byte
  EXPECT_EQ(Base64UrlDecode("Zm9vY"), std::nullopt);
}

TEST(Fragment, KeysAndValuesInOrderWithPercentEscapes) {
  using Pairs = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(ParseFragment("#lesson=ray-circle"), (Pairs{{"lesson", "ray-circle"}}));
  EXPECT_EQ(ParseFragment("bench=sandbox&balls=10000&steps=200"),
            (Pairs{{"bench", "sandbox"}, {"balls", "10000"}, {"steps", "200"}}));
  EXPECT_EQ(ParseFragment("a=%41%2d&&b&c="), (Pairs{{"a", "A-"}, {"b", ""}, {"c", ""}}));
  EXPECT_EQ(ParseFragment("x=50%"), (Pairs{{"x", "50%"}}));  // a lone % stays
  EXPECT_TRUE(ParseFragment("").empty());
  EXPECT_TRUE(ParseFragment("#").empty());
}

// Every lesson's own scene survives the trip through a link exactly (doubles included), and the lesson
// loads it back to the same scene.
TEST(SceneLink, EveryLessonsSceneRoundTrips) {
  for (const LessonEntry& e : LessonList()) {
    const json scene = e.Make()->SaveScene();
    const std::string fragment = SceneFragment(scene);
    ASSERT_EQ(fragment.rfind("scene=", 0), 0u);
    const json back = SceneFromFragment(ParseFragment(fragment).at(0).second);
    EXPECT_EQ(back, scene) << e.id;
    std::unique_ptr<Lesson> m = e.Make();
    m->LoadScene(back);
    m->Update();
    EXPECT_EQ(m->SaveScene(), scene) << e.id;
  }
}

TEST(SceneLink, ThirdsAndTinyNumbersSurviveExactly) {
  const json scene = {{"lesson", "edge-normal"}, {"p0", {1.0 / 3.0, -2e-300}}, {"p1", {4, 5}}};
  EXPECT_EQ(SceneFromFragment(SceneFragment(scene).substr(6)), scene);
}

TEST(SceneLink, BadLinksSayWhatIsWrongAboutScene) {
  try {
    SceneFromFragment("not*base64");
    FAIL() << "no error";
  } catch (const SceneError& e) {
    EXPECT_EQ(e.file, "#scene");
    EXPECT_NE(std::string(e.what()).find("base64url"), std::string::npos) << e.what();
  }
  try {
    SceneFromFragment(Base64UrlEncode("{\"lesson\": "));
    FAIL() << "no error";
  } catch (const SceneError& e) {
    EXPECT_EQ(std::string(e.what()), "#scene: not valid JSON at line 1, column 12");
  }
  EXPECT_THROW(SceneFromFragment(Base64UrlEncode("[1, 2]")), SceneError);
}

// The browser's upload (File → Open scene…) hands the shell a file's text: a good scene opens its lesson,
// anything else leaves the open lesson as it was.
TEST(OpenSceneText, OpensGoodScenesAndKeepsTheLessonOnBadOnes) {
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;
  {
    Shell sh(/*persist=*/false);
    ASSERT_TRUE(sh.OpenLesson("edge-normal"));
    const json before = sh.lesson()->SaveScene();
    for (const char* bad : {"", "{\"lesson\": ", "[1, 2]", "{\"lesson\": \"no-such-lesson\"}",
                            "{\"lesson\": \"ray-circle\", \"bs\": [0, 0]}"}) {
      EXPECT_FALSE(sh.OpenSceneText(bad, "upload.json")) << bad;
      EXPECT_EQ(sh.lesson()->SaveScene(), before) << bad;
    }
    const json good = {{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {7, -1.2}}, {"r", 2}};
    ASSERT_TRUE(sh.OpenSceneText(good.dump(), "upload.json"));
    EXPECT_EQ(sh.lesson()->Id(), "ray-circle");
    const json saved = sh.lesson()->SaveScene();
    for (const auto& [key, value] : good.items()) EXPECT_EQ(saved.at(key), value) << key;
  }
  ImGui::DestroyContext();
}

}  // namespace
}  // namespace ricochet::app
