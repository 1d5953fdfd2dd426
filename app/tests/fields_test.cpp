// Scene fields (issue 26): every reader — each lesson's scene, a deck and its slides, the settings file —
// refuses a field it does not know with one line naming it and the nearest known field, and
// docs/scene-fields.md is the reference `ricochet fields` writes from the readers' own tables, which these
// tests hold against what the readers actually read.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "cli/fields_cli.h"
#include "deck/deck.h"
#include "lessons/lesson.h"
#include "scene/scene.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

std::string ReadText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool Listed(std::span<const SceneField> fields, std::string_view key) {
  for (const SceneField& f : fields) {
    if (key == f.name) return true;
  }
  for (const SceneField& f : CommonSceneFields()) {
    if (key == f.name) return true;
  }
  return false;
}

// The reader's error for `scene`, or "" when it reads.
SceneError Refusal(const json& scene) {
  try {
    (void)Explain(scene, "scene.json");
  } catch (const SceneError& e) {
    return e;
  } catch (const std::exception& e) {  // a reader must say what is wrong as a SceneError, never crash
    return SceneError("?", "?", std::string("not a SceneError: ") + e.what());
  }
  return SceneError("", "", "");
}

TEST(SceneFields, TheDocsPageIsWhatTheReadersCheck) {
  const std::string page = ReadText(RICOCHET_SOURCE_DIR "/docs/scene-fields.md");
  ASSERT_FALSE(page.empty()) << "docs/scene-fields.md is missing: ricochet fields > docs/scene-fields.md";
  EXPECT_EQ(page, SceneFieldsReference())
      << "docs/scene-fields.md differs from the readers' tables: ricochet fields > docs/scene-fields.md";
  // Every lesson has its section, with every field of its table.
  for (const LessonEntry& e : LessonList()) {
    EXPECT_NE(page.find("\n## " + std::string(e.id) + "\n"), std::string::npos) << e.id;
    for (const SceneField& f : e.fields()) {
      EXPECT_NE(page.find("| `" + std::string(f.name) + "` |"), std::string::npos) << e.id << ": " << f.name;
    }
  }
}

// What the lessons write (their own scene, every preset) is what their tables list; each required field is
// required by the reader; each listed field is read (a value of the wrong kind is refused as that, never as
// an unknown field); a typo of each is refused naming the field it is nearest.
TEST(SceneFields, EveryLessonsTableMatchesItsReader) {
  for (const LessonEntry& e : LessonList()) {
    SCOPED_TRACE(e.id);
    const std::span<const SceneField> fields = e.fields();
    ASSERT_FALSE(fields.empty());
    auto lesson = e.Make();
    std::vector<json> scenes = {lesson->SaveScene()};
    for (const Preset& p : lesson->Presets()) {
      json s = p.scene;
      s["lesson"] = e.id;
      scenes.push_back(s);
    }
    for (const json& s : scenes) {
      for (const auto& [key, v] : s.items()) EXPECT_TRUE(Listed(fields, key)) << "the lesson writes " << key;
    }
    const json base = lesson->SaveScene();
    EXPECT_EQ(Refusal(base).problem, "") << base.dump();
    std::set<std::string> names;
    for (const SceneField& f : fields) {
      SCOPED_TRACE(f.name);
      EXPECT_TRUE(names.insert(f.name).second) << "listed twice";
      EXPECT_FALSE(std::string(f.meaning).empty());
      EXPECT_EQ(f.range != nullptr, f.kind == FieldKind::Point || f.kind == FieldKind::Number);
      if (f.required) {
        ASSERT_TRUE(base.contains(f.name)) << "a required field the lesson does not write";
        json without = base;
        without.erase(f.name);
        const SceneError err = Refusal(without);
        EXPECT_EQ(err.field, f.name) << err.what();
      }
      json odd = base;
      odd[f.name] = json::object();  // no field takes an object: refused as the field it is, not as unknown
      const SceneError err = Refusal(odd);
      EXPECT_EQ(err.problem.find("unknown field"), std::string::npos) << err.what();
      // Typos: a separator added ("r_s" for rs, "P0_" for p0: case and separators aside, the name itself)
      // and, in a longer name, two letters swapped ("collision_tyep").
      std::vector<std::string> typos = {std::string(f.name) + "_"};
      if (std::string_view(f.name).size() >= 4) {
        std::string swapped = f.name;
        std::swap(swapped[swapped.size() - 1], swapped[swapped.size() - 2]);
        typos.push_back(swapped);
      }
      for (const std::string& typo : typos) {
        if (Listed(fields, typo)) continue;
        json typed = base;
        typed[typo] = 1;
        const SceneError t = Refusal(typed);
        EXPECT_EQ(t.field, typo) << t.what();
        EXPECT_EQ(t.problem, "unknown field (did you mean " + std::string(f.name) + "?)") << t.what();
      }
    }
  }
}

TEST(SceneFields, TheIssuesTyposAreNamed) {
  const json pinball = {{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}},
                        {"c", {7, -1.2}},         {"r", 1.5},     {"r_s", 0.5}};
  EXPECT_STREQ(Refusal(pinball).what(), "scene.json: r_s: unknown field (did you mean rs?)");
  json bs = pinball;
  bs.erase("r_s");
  bs["Bs"] = {0, 0};
  EXPECT_STREQ(Refusal(bs).what(), "scene.json: Bs: unknown field (did you mean bs?)");
  // Words that are no field's name list the fields instead.
  json center = pinball;
  center.erase("r_s");
  center["center"] = {7, -1.2};
  EXPECT_STREQ(Refusal(center).what(),
               "scene.json: center: unknown field (known: bs, be, c, r, rs, lesson, t, reveal, check)");
  // Circle-circle has both r and R: a typo keeps its case.
  const json hockey = {{"lesson", "circle-circle"},
                       {"p0", {0, 0}},
                       {"p1", {4, 0}},
                       {"s0", {6, 1}},
                       {"s1", {6, 1}},
                       {"r", 1},
                       {"R", 1},
                       {"RR", 1}};
  EXPECT_STREQ(Refusal(hockey).what(), "scene.json: RR: unknown field (did you mean R?)");
}

TEST(SceneFields, TheSandboxsListsAreCheckedElementByElement) {
  const json ok = {{"lesson", "sandbox"},
                   {"balls", {{{"p", {0, 0}}, {"r", 0.5}}}},
                   {"walls", {{{"p0", {-5, -5}}, {"p1", {5, -5}}}}}};
  EXPECT_EQ(Refusal(ok).problem, "");
  json ball = ok;
  ball["balls"][0]["radius"] = 0.5;
  EXPECT_NE(std::string(Refusal(ball).what()).find("radius: unknown field"), std::string::npos)
      << Refusal(ball).what();
  json wall = ok;
  wall["walls"][0]["p2"] = {0, 0};
  EXPECT_NE(std::string(Refusal(wall).what()).find("p2: unknown field (did you mean p"), std::string::npos)
      << Refusal(wall).what();
  json top = ok;
  top["gravty"] = {0, -1};
  EXPECT_NE(std::string(Refusal(top).what()).find("gravty: unknown field (did you mean gravity?)"),
            std::string::npos)
      << Refusal(top).what();
}

TEST(SceneFields, DecksAndSlidesRefuseUnknownFields) {
  const json slide = {{"title", "one"}, {"lesson", "ray-circle"}};
  const auto refusal = [](const json& deck) {
    try {
      (void)ReadDeck(deck, "talk.json");
    } catch (const SceneError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(refusal({{"title", "talk"}, {"slides", {slide}}}), "");
  EXPECT_EQ(refusal({{"title", "talk"}, {"slides", {slide}}, {"titel", "x"}}),
            "talk.json: titel: unknown field (did you mean title?)");
  json typo = slide;
  typo["notse"] = "say this";
  EXPECT_NE(
      refusal({{"title", "talk"}, {"slides", {typo}}}).find("notse: unknown field (did you mean notes?)"),
      std::string::npos)
      << refusal({{"title", "talk"}, {"slides", {typo}}});
}

TEST(SceneFields, NearestNameIgnoresCaseAndSeparatorsAndGivesUpWhenFar) {
  constexpr std::string_view known[] = {"bs", "be", "c", "r", "rs"};
  EXPECT_EQ(NearestName("r_s", known), "rs");
  EXPECT_EQ(NearestName("RS", known), "rs");
  EXPECT_EQ(NearestName("B-e", known), "be");
  EXPECT_EQ(NearestName("radius", known), "");
  EXPECT_EQ(NearestName(std::string(200, 'r'), known), "");
}

}  // namespace
}  // namespace ricochet::app
