// Every lesson of the syllabus, one loop: what adding a lesson must bring (docs/adding-a-lesson.md). A lesson
// fails here when its descriptor is incomplete, a scene does not round-trip, a preset does not land in the
// case it names, scenes/ has no example of it, `ricochet explain` disagrees with its panel, or its figure
// shows a step's construction without asking whether that step is revealed.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <sstream>

#include "explain/explain.h"
#include "lessons/lesson.h"
#include "practice/check.h"
#include "practice/problems.h"
#include "scene/scene.h"
#include "scene/sim_scene.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

const fs::path kScenes = fs::path(__FILE__).parent_path() / ".." / ".." / "scenes";

// The example scenes of a lesson: scenes/*.json whose "lesson" is its id.
std::vector<std::pair<std::string, json>> ExampleScenes(std::string_view id) {
  std::vector<std::pair<std::string, json>> out;
  for (const auto& f : fs::directory_iterator(kScenes)) {
    if (f.path().extension() != ".json") continue;
    const json scene = ReadSceneFile(f.path().string());
    if (ReadLessonId(scene, f.path().string()) == id) out.emplace_back(f.path().filename().string(), scene);
  }
  return out;
}

// The scenes a lesson is checked on: its opening scene, its presets and its examples in scenes/.
std::vector<std::pair<std::string, json>> Scenes(const LessonEntry& e) {
  std::vector<std::pair<std::string, json>> out = {{"opening scene", e.Make()->SaveScene()}};
  for (const Preset& p : e.Make()->Presets()) out.emplace_back(std::string("preset ") + p.name, p.scene);
  for (auto& s : ExampleScenes(e.id)) out.emplace_back("scenes/" + s.first, s.second);
  return out;
}

// Everything a figure draws, as text: two figures are the same picture when these are equal.
std::string Picture(const Figure& f) {
  std::ostringstream o;
  o.precision(17);
  for (const Prim& p : f.prims()) {
    o << int(p.kind) << ' ' << int(p.space) << ' ' << int(p.stroke.ink) << ' ' << p.stroke.width << ' '
      << int(p.stroke.dash) << ' ' << p.stroke.alpha << ' ' << int(p.fill.ink) << ' ' << p.fill.alpha << ' '
      << p.a.x << ' ' << p.a.y << ' ' << p.b.x << ' ' << p.b.y << ' ' << p.r << ' ' << int(p.marker) << ' '
      << p.size << ' ' << int(p.anchor) << ' ' << p.offset_px.x << ' ' << p.offset_px.y << ' ' << p.text;
    for (std::uint32_t i = 0; i < p.count; ++i)
      o << ' ' << f.points()[p.first + i].x << ',' << f.points()[p.first + i].y;
    o << '\n';
  }
  return o.str();
}

std::string DrawAt(const Lesson& l, double t, int reveal) {
  LessonState st;
  st.t = t;
  st.reveal = reveal;
  Figure fig;
  l.Draw(fig, st);
  return Picture(fig);
}

// The value a preset's `lands` names (Preset::lands): a result key, else a step's value, else an input of the
// derivation, else a field of the lesson's scene.
std::optional<json> Landed(const Lesson& l, const std::string& key) {
  const Derivation& d = l.derivation();
  if (d.result.is_object() && d.result.contains(key)) return d.result.at(key);
  if (const int i = d.Find(key); i >= 0) return d.steps[static_cast<std::size_t>(i)].value_json;
  if (d.inputs.is_object() && d.inputs.contains(key)) return d.inputs.at(key);
  const json scene = l.SaveScene();
  if (scene.contains(key)) return scene.at(key);
  return std::nullopt;
}

class LessonOfTheSyllabus : public ::testing::TestWithParam<const LessonEntry*> {
 protected:
  const LessonEntry& entry() const { return *GetParam(); }
};

TEST_P(LessonOfTheSyllabus, HasACompleteDescriptor) {
  const LessonEntry& e = entry();
  EXPECT_TRUE(std::regex_match(e.id, std::regex("[a-z0-9]+(-[a-z0-9]+)*"))) << e.id;
  EXPECT_EQ(FindLesson(e.id), &e) << "ids must be unique";
  for (const char* text : {e.title, e.lecture, e.core}) EXPECT_GT(std::string(text).size(), 3u) << e.id;
  ASSERT_NE(e.make, nullptr);
  ASSERT_NE(e.explain, nullptr);
  const auto l = e.Make();
  EXPECT_EQ(&l->Entry(), &e);
  EXPECT_EQ(l->Id(), e.id);
  EXPECT_EQ(l->SaveScene()["lesson"], e.id);
}

// Practice is on for a lesson, or its entry says why not: never silently off. The exercise and the problem
// cases are the lesson's own (practice finds a lesson's exercise through its entry, and back).
TEST_P(LessonOfTheSyllabus, HasItsPracticeOrSaysWhyNot) {
  const LessonEntry& e = entry();
  if (e.no_practice) {
    EXPECT_GT(std::string(e.no_practice).size(), 3u) << "lesson " << e.id << " says why it has no practice";
    EXPECT_FALSE(e.exercise) << "lesson " << e.id
                             << " has an exercise but says it has none: " << e.no_practice;
    EXPECT_FALSE(e.problems) << "lesson " << e.id
                             << " has problem cases but says it has none: " << e.no_practice;
    return;
  }
  ASSERT_TRUE(e.exercise)
      << "lesson " << e.id
      << " has no exercise: name one in its entry (practice/check.cpp), or say in no_practice "
         "why it has none";
  ASSERT_TRUE(e.problems)
      << "lesson " << e.id
      << " has no problem cases: name them in its entry (practice/problems.cpp), or say in "
         "no_practice why it has none";
  EXPECT_FALSE(e.exercise().questions.empty()) << "lesson " << e.id << "'s exercise asks nothing";
  EXPECT_GE(practice::ProblemCases(e.id).size(), 2u)
      << "lesson " << e.id << " has fewer than two problem cases";
  EXPECT_EQ(practice::FindExercise(e.id), &e.exercise());
  for (const LessonEntry& other : LessonList()) {
    if (&other == &e) continue;
    EXPECT_FALSE(other.exercise && &other.exercise() == &e.exercise())
        << "lessons " << e.id << " and " << other.id << " share an exercise";
    EXPECT_FALSE(other.problems && &other.problems() == &e.problems())
        << "lessons " << e.id << " and " << other.id << " share problem cases";
  }
}

// The frames bench drags a handle, or else the panel slider the entry names; a lesson with neither is
// benched with no input changing (the sandbox clicks its balls).
TEST_P(LessonOfTheSyllabus, HasAnInputForTheFramesBench) {
  const LessonEntry& e = entry();
  if (!e.Make()->Handles().empty() || std::string_view(e.id) == kSandboxLesson) {
    EXPECT_EQ(e.bench_slider.key, nullptr) << "lesson " << e.id << " has a handle: the bench drags it";
    return;
  }
  ASSERT_NE(e.bench_slider.key, nullptr)
      << "lesson " << e.id << " has no handle and no bench_slider: the frames bench would change no input";
  EXPECT_NE(e.bench_slider.name, nullptr) << e.id;
  if (*e.bench_slider.key) {
    EXPECT_TRUE(e.Make()->SaveScene().contains(e.bench_slider.key)) << e.id;
  }
}

TEST_P(LessonOfTheSyllabus, HasAnExampleInScenes) {
  const auto examples = ExampleScenes(entry().id);
  EXPECT_FALSE(examples.empty()) << "scenes/ has no example of " << entry().id;
  for (const auto& [name, scene] : examples) {
    EXPECT_NO_THROW(entry().Make()->LoadScene(scene)) << name;
    EXPECT_NO_THROW(Explain(scene, name)) << name << ": every example explains";
  }
}

// Save → load gives the same scene and the same derivation, for every scene the lesson knows.
TEST_P(LessonOfTheSyllabus, ScenesRoundTrip) {
  for (const auto& [name, scene] : Scenes(entry())) {
    SCOPED_TRACE(name);
    const auto a = entry().Make();
    a->LoadScene(scene);
    const json saved = a->SaveScene();
    const auto b = entry().Make();
    b->LoadScene(saved);
    EXPECT_EQ(b->SaveScene(), saved);
    EXPECT_EQ(ExplainJson(b->derivation()), ExplainJson(a->derivation()));
  }
}

TEST_P(LessonOfTheSyllabus, PresetsLandInTheCaseTheyName) {
  const auto l = entry().Make();
  const std::vector<Preset> presets = l->Presets();
  EXPECT_FALSE(presets.empty()) << entry().id << " has no presets";
  std::set<std::string> names;
  for (const Preset& p : presets) {
    SCOPED_TRACE(p.name);
    EXPECT_TRUE(names.insert(p.name).second) << "two presets share a name";
    ASSERT_TRUE(p.lands.is_object() && !p.lands.empty()) << "the preset names no case (Preset::lands)";
    l->LoadScene(p.scene);
    for (const auto& [key, want] : p.lands.items()) {
      if (key == "verdict") {
        EXPECT_NE(l->derivation().verdict.find(want.get<std::string>()), std::string::npos)
            << l->derivation().verdict;
        continue;
      }
      const std::optional<json> got = Landed(*l, key);
      ASSERT_TRUE(got.has_value()) << key << " is neither a result, a step, nor an input";
      EXPECT_EQ(*got, want) << key;
    }
  }
}

// `ricochet explain` of the scene the lesson saves is the lesson's own derivation — or, for a lesson that
// runs its own frames (the sandbox), its derivation after one more frame.
TEST_P(LessonOfTheSyllabus, ExplainIsThePanel) {
  for (const auto& [name, scene] : Scenes(entry())) {
    SCOPED_TRACE(name);
    const auto l = entry().Make();
    l->LoadScene(scene);
    const json saved = l->SaveScene();
    json explained;
    try {
      explained = ExplainJson(Explain(saved, "saved.json"));
    } catch (const SceneError& err) {
      // Only a scene with no derivation is refused (a zero-length edge, Bs = Be …): the panel says why.
      EXPECT_TRUE(l->derivation().steps.empty()) << err.what();
      EXPECT_FALSE(l->derivation().verdict.empty());
      continue;
    }
    if (ExplainJson(l->derivation()) != explained) l->Tick(1.0 / 60);
    EXPECT_EQ(ExplainJson(l->derivation()), explained);
  }
}

// Keys are stable names: unique in a derivation, lower-case identifiers.
TEST_P(LessonOfTheSyllabus, StepKeysAreUniqueNames) {
  for (const auto& [name, scene] : Scenes(entry())) {
    SCOPED_TRACE(name);
    const auto l = entry().Make();
    l->LoadScene(scene);
    std::set<std::string> keys;
    for (const Step& s : l->derivation().steps) {
      EXPECT_TRUE(std::regex_match(s.key, std::regex("[a-z][a-z0-9_]*")))
          << SymbolOf(s) << ": '" << s.key << "'";
      EXPECT_TRUE(keys.insert(s.key).second) << "two steps are '" << s.key << "'";
    }
  }
}

// The figure asks for steps by key. At reveal k only step k's key (and, at the last step, "every step") is
// new, so the figure may change from reveal k − 1 to k only if it asked about that step: a figure that
// counted steps (an index constant, `reveal >= 4`) would change without asking, and a reordered derivation
// would break it silently. And every key a figure asks for is a step some scene of the lesson derives: a
// renamed key cannot leave a figure part hidden forever.
TEST_P(LessonOfTheSyllabus, FigureChangesOnlyWithTheStepsItAsksFor) {
  std::set<std::string, std::less<>> asked, derived;
  for (const auto& [name, scene] : Scenes(entry())) {
    const auto l = entry().Make();
    l->LoadScene(scene);
    const std::vector<Step>& steps = l->derivation().steps;
    const int n = static_cast<int>(steps.size());
    for (const Step& s : steps) derived.insert(s.key);
    for (double t : {0.0, 0.5, 1.0}) {
      std::string before = DrawAt(*l, t, 0);
      for (int k = 1; k <= n; ++k) {
        RevealProbe probe;
        const std::string now = DrawAt(*l, t, k);
        asked.insert(probe.asked.begin(), probe.asked.end());
        const std::string& key = steps[static_cast<std::size_t>(k - 1)].key;
        if (now != before) {
          EXPECT_TRUE(probe.asked.count(key) || (k == n && probe.asked_all))
              << name << ", t = " << t << ": the figure changed at step " << k << " (" << key
              << ") without asking whether it is revealed";
        }
        before = now;
      }
      RevealProbe probe;
      DrawAt(*l, t, 1 << 30);
      asked.insert(probe.asked.begin(), probe.asked.end());
    }
  }
  for (const std::string& key : asked) {
    EXPECT_TRUE(derived.count(key)) << "the figure asks for step '" << key << "', which no scene derives";
  }
}

// A reveal never shows the contact early: wherever the frame has a time of impact, the step that finds it
// is a step of the derivation (ImpactStep), and until it is revealed the figure shows the motion held short
// of ti — at t = 1 the picture is the one at ti − 0.02, and at full reveal it is the real t = 1.
TEST_P(LessonOfTheSyllabus, MotionStaysBeforeTheEventUntilItsStep) {
  for (const auto& [name, scene] : Scenes(entry())) {
    const auto l = entry().Make();
    l->LoadScene(scene);
    const double ti = l->TimeOfImpact();
    if (ti < 0) continue;
    const std::string_view key = l->ImpactStep();
    if (key.empty()) continue;
    EXPECT_GE(l->derivation().Find(key), 0) << name << ": no step '" << key << "' finds ti = " << ti;
    LessonState hidden;
    hidden.reveal = 0;
    hidden.t = 1.0;
    EXPECT_EQ(l->ShownTime(hidden), std::max(0.0, ti - 0.02)) << name;  // a contact at t = 0 stays at 0
    EXPECT_FALSE(l->ImpactRevealed(hidden)) << name;
    LessonState all;
    all.t = 1.0;
    EXPECT_EQ(l->ShownTime(all), 1.0) << name;
    if (ti > 0.02) {
      EXPECT_EQ(DrawAt(*l, 1.0, 0), DrawAt(*l, ti - 0.02, 0)) << name;
    }
  }
}

std::vector<const LessonEntry*> Syllabus() {
  std::vector<const LessonEntry*> out;
  for (const LessonEntry& e : LessonList()) out.push_back(&e);
  return out;
}

std::string Name(const ::testing::TestParamInfo<const LessonEntry*>& i) {
  std::string s = i.param->id;
  for (char& c : s) c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return s;
}

INSTANTIATE_TEST_SUITE_P(Syllabus, LessonOfTheSyllabus, ::testing::ValuesIn(Syllabus()), Name);

}  // namespace
}  // namespace ricochet::app
