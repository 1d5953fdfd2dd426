// Decks: a lecture as a list of slides, each a lesson's scene opened at a step of its derivation, with the
// instructor's notes. The file:
//
//   {"title": "Lecture 16",
//    "slides": [{"title": "…", "lesson": "point-segment", "preset": "hit", "until": "bi",
//                "text": "…", "notes": "…"},
//               {"title": "…", "scene": {"lesson": "edge-normal", "P0": [5, 1], …}, "reveal": "d",
//                "recap": true, "text": "…"}, …]}
//
// A slide takes a complete scene, or a lesson (its opening scene) and optionally one of its presets by name.
// It opens at the lecture start (no step shown, t = 0) unless it is a recap: "reveal" is where it opens — a
// count of steps, a step's key (up to and including that step) or "all" — and "recap": true says those steps
// were taught before (the column and the handout mark them as the recap). "until" (same forms) is where the
// clicker leaves the slide for the next one, when a lecture takes a derivation in parts (the quadratic here,
// the projection next). "text" is what the slide says to the students (the handout prints it); "notes" are
// the presenter's, shown in the window's panel only, never to the class. The
// reader checks every slide against the syllabus when the file is read — lesson, preset, scene fields, step —
// so a deck never fails halfway through a lecture; each error names the file, the slide (counted from 1, as
// the presenter shows it) and the field.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "lessons/lesson.h"

namespace ricochet::app {

struct Slide {
  std::string title;
  nlohmann::json
      scene;  // complete ({"lesson": id, …}): the slide's own, its lesson's preset or opening scene
  std::string preset;    // the preset's name when the scene came from one
  int reveal = 0;        // steps shown when the slide opens (0: the lecture start)
  double t = 0.0;        // B(t) shown when the slide opens
  bool t_given = false;  // the slide set t (a handout draws the whole frame otherwise)
  int until = -1;        // the clicker's last step on this slide, then the next slide (−1: every step)
  bool recap = false;    // the steps it opens at were taught on an earlier slide
  std::string text;      // for the students: the handout prints it
  std::string notes;     // for the presenter: the window's panel, never the class's screen or the handout
};

struct Deck {
  std::string file;  // where it was read from (messages)
  std::string title;
  std::vector<Slide> slides;
};

// A deck rather than a scene: a JSON object with "slides".
bool IsDeck(const nlohmann::json& j);

// The most work a deck's slides may ask when it is read, summed over its slides (Lesson::Work: collisions
// counted, Euler steps): about a second. A slide of π to 7 digits counts 3,141,592 collisions (0.1 s), so a
// deck holds nine of them; a deck of a thousand would take minutes every time it is opened.
inline constexpr std::int64_t kMaxDeckWork = 30'000'000;

// Reads and checks a deck; `file` names it in errors. Throws SceneError(file, "slide 3: preset", problem).
Deck ReadDeck(const nlohmann::json& j, const std::string& file);
Deck ReadDeckFile(const std::string& path);

// A "reveal" (a step count in [0, n], a step's key — that step and those before it — or "all") as the
// count of steps of `lesson`'s derivation to show. Throws SceneError(file, field, …) naming the steps.
int ResolveReveal(const nlohmann::json& reveal, const Lesson& lesson, const std::string& file,
                  const std::string& field);

// A one-slide deck of a scene (`ricochet present SCENE.json`, F5 without a deck), titled after its lesson.
Deck SceneDeck(const nlohmann::json& scene, const std::string& file);

// The slide's lesson, loaded and updated, and its opening state.
struct OpenedSlide {
  std::unique_ptr<Lesson> lesson;
  LessonState state;
};
OpenedSlide OpenSlide(const Slide& s);

// The slide for the lesson's current state: its scene, the reveal as the key of the last step shown (0 or
// "all" at the ends, so a reordered derivation still opens at the same step; a recap when it is not 0), t,
// title and notes.
nlohmann::json SlideJson(const Lesson& lesson, const LessonState& st, const std::string& title,
                         const std::string& notes);

// File → Save as deck slide: appends `slide` to the deck at `path`, or starts a deck there titled `title`
// when there is no such file. The deck is read (and checked) first, written atomically, and re-read: a
// slide that would break it is refused. Returns the number of slides now. Throws SceneError.
std::size_t AppendSlide(const std::string& path, const nlohmann::json& slide, const std::string& title);

}  // namespace ricochet::app
