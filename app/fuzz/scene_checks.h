// One scene, every way the program shows it: what the scene and lesson harnesses (and the monkey) run.
#pragma once

#include <nlohmann/json.hpp>

#include "lessons/lesson.h"

namespace ricochet::app::fuzz {

// Derives and draws a scene both ways the program does — `ricochet explain`'s builder, and the lesson itself
// (LoadScene, Update, Derive, Draw at several t and reveals, its bounds and time of impact) — and aborts when
// an oracle fails: a refusal that is not a SceneError, explain and the lesson disagreeing about whether the
// scene is good or about its derivation, or anything shown that is not finite (fuzz/oracles.h).
void CheckScene(const nlohmann::json& scene);

// Every number the lesson shows for its current inputs: derivation, figure (t = 0, ½, 1; all steps and
// none revealed), bounds, time of impact. Aborts naming `what` on the first that is not finite.
void CheckLessonShows(const Lesson& lesson, const char* what);

}  // namespace ricochet::app::fuzz
