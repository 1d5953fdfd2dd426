// A lesson: one lecture topic as a live figure. Listed in syllabus order in lessons/lesson_list.cpp.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "draw/figure.h"
#include "explain/derivation.h"

namespace ricochet::app {

// A point the user can drag. The shell hit-tests it in screen pixels, snaps, types exact values, undoes.
struct Handle {
  const char* name;  // the lecture's symbol: "P0", "Bs" …
  Vec2* pos;
  Ink ink = Ink::Point;
};

// What the shell owns for every lesson: the time slider, play, and the step-by-step reveal.
struct LessonState {
  double t = 1.0;  // B(t) drawn at this time; 1 = end of frame
  bool playing = false;
  int reveal = 1 << 30;       // how many derivation steps (and their construction) are shown
  Vec2 canvas_px{1280, 720};  // logical size of the canvas (for Overlay plots); set by the shell/export
};

struct Preset {
  const char* name;      // "hit", "miss", "graze" …
  nlohmann::json scene;  // a complete scene, loaded with LoadScene
};

class Lesson {
 public:
  virtual ~Lesson() = default;
  virtual std::string_view Id() const = 0;  // as in `ricochet explain`
  virtual std::string_view Title() const = 0;

  virtual std::vector<Handle> Handles() = 0;
  virtual void Update() = 0;                                        // inputs → core → trace
  virtual void Draw(Figure& fig, const LessonState& st) const = 0;  // world-space figure
  virtual void Controls(LessonState& st) = 0;                       // ImGui: sliders, toggles (not the steps)
  virtual Derivation Derive() const = 0;                            // steps shown in the panel
  virtual double TimeOfImpact() const { return -1.0; }              // for "jump to ti"; < 0 when none
  virtual bool HasMotion() const { return true; }  // false: the panel hides the time controls

  virtual nlohmann::json SaveScene() const = 0;         // {"lesson": id, ...inputs}
  virtual void LoadScene(const nlohmann::json& j) = 0;  // throws SceneError; state unchanged on throw
  virtual std::vector<Preset> Presets() const { return {}; }
  virtual Bounds SceneBounds() const = 0;

  // A left click on the canvas away from every handle, at world point `at`; `tol` is the grab radius in
  // world units. Returns true when it changed the lesson (e.g. the sandbox selects the clicked ball).
  virtual bool Click(Vec2 /*at*/, double /*tol*/) { return false; }

  // Lessons with their own motion (sandbox) animate without the shell's time slider.
  virtual bool Animating() const { return false; }
  virtual void Tick(double /*dt*/) {}
};

using LessonFactory = std::unique_ptr<Lesson> (*)();
struct LessonEntry {
  const char* id;
  const char* title;
  LessonFactory make;
};

// The syllabus, in order (lessons/lesson_list.cpp).
std::span<const LessonEntry> LessonList();
const LessonEntry* FindLesson(std::string_view id);

}  // namespace ricochet::app
