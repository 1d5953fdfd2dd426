#include "fuzz/scene_checks.h"

#include <cmath>
#include <optional>
#include <string>

#include "explain/explain.h"
#include "fuzz/oracles.h"
#include "scene/scene.h"

namespace ricochet::app::fuzz {

using nlohmann::json;

using oracle::Fail;
constexpr const char* kFile = "fuzz.json";

void CheckLessonShows(const Lesson& lesson, const char* what) {
  const Derivation d = lesson.derivation();
  oracle::Require(oracle::NonFinite(d), what);
  const int n = static_cast<int>(d.steps.size());
  for (double t : {0.0, 0.5, 1.0}) {
    for (int reveal : {0, n / 2, 1 << 30}) {
      LessonState st;
      st.t = t;
      st.reveal = reveal;
      Figure fig;
      lesson.Draw(fig, st);
      oracle::Require(oracle::NonFinite(fig), what);
    }
  }
  const Bounds b = lesson.SceneBounds();
  if (!b.Empty() &&
      !(std::isfinite(b.min.x) && std::isfinite(b.min.y) && std::isfinite(b.max.x) && std::isfinite(b.max.y)))
    Fail(std::string(what) + ": scene bounds are not finite");
  if (!std::isfinite(lesson.TimeOfImpact())) Fail(std::string(what) + ": time of impact is not finite");
}

void CheckScene(const json& scene) {
  // `ricochet explain`: a derivation, or a SceneError naming the file (any other exception escapes and is
  // a crash, as it would be for the CLI).
  std::optional<Derivation> explained;
  std::string explain_refusal;
  try {
    explained = Explain(scene, kFile);
  } catch (const SceneError& e) {
    if (e.file != kFile) Fail("explain refused without naming the file: " + std::string(e.what()));
    explain_refusal = e.what();
  }
  if (explained) {
    oracle::Require(oracle::NonFinite(*explained), "explain");
    oracle::Require(oracle::NonFinite(json(ExplainText(*explained)), "explain text"), "explain");
    oracle::Require(oracle::NonFinite(ExplainJson(*explained), "explain json"), "explain");
  }

  // The lesson, as the window and `ricochet export` load it.
  std::string id;
  try {
    id = ReadLessonId(scene, kFile);
  } catch (const SceneError&) {
    if (explained) Fail("explain took a scene without a lesson id");
    return;
  }
  const LessonEntry* entry = FindLesson(id);
  if (!entry) {
    if (explained) Fail("explain took a scene of unknown lesson " + id);
    return;
  }
  const auto lesson = entry->Make();
  bool loaded = false;
  std::string load_refusal;
  try {
    lesson->LoadScene(scene);
    loaded = true;
  } catch (const SceneError& e) {
    load_refusal = e.what();
  }
  // The two readers agree: a scene `ricochet explain` derives, the window opens. The window may show what
  // explain refuses — a lesson's degenerate case (a zero-length wall) — when its panel derives no step and
  // says why instead.
  if (explained && !loaded) Fail("explain took a scene the lesson refused (" + load_refusal + ")");
  if (!loaded) return;
  lesson->Update();
  CheckLessonShows(*lesson, "lesson");
  if (!explained && (!lesson->derivation().steps.empty() || lesson->derivation().verdict.empty()))
    Fail("the lesson derives a scene explain refused (" + explain_refusal + ")");
  // What the lesson saves, it opens again, to the same scene.
  const json saved = lesson->SaveScene();
  const auto again = entry->Make();
  try {
    again->LoadScene(saved);
  } catch (const SceneError& e) {
    Fail("the lesson refused its own saved scene: " + std::string(e.what()) + ": " + saved.dump());
  }
  if (again->SaveScene() != saved)
    Fail("save → open changed the scene: " + saved.dump() + " → " + again->SaveScene().dump());

  // The panel shows explain's derivation — or, for a lesson that runs its own frames (the sandbox), the
  // derivation explain gives after one more frame (as the syllabus test has it).
  if (!explained) return;
  if (ExplainJson(lesson->derivation()) != ExplainJson(*explained)) lesson->Tick(1.0 / 60);
  if (ExplainJson(lesson->derivation()) != ExplainJson(*explained))
    Fail("the panel's derivation differs from explain's: " + ExplainJson(lesson->derivation()).dump() +
         " vs " + ExplainJson(*explained).dump());
}

}  // namespace ricochet::app::fuzz
