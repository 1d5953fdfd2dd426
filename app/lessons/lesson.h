// A lesson: one lecture topic as a live figure. The syllabus (lessons/lesson_list.cpp) lists the lessons in
// order, one entry each — id, title, lecture, core function, factory, `ricochet explain` builder, scene
// fields, practice — and that entry is the only place a lesson's identity is spelled
// (docs/adding-a-lesson.md).
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "draw/camera.h"
#include "draw/figure.h"
#include "draw/labels.h"
#include "draw/plot.h"
#include "explain/derivation.h"
#include "scene/scene.h"

namespace ricochet::app {

class Lesson;
namespace practice {
struct Exercise;    // practice/check.h
struct ProblemSet;  // practice/problems.h
}  // namespace practice

// The panel slider `ricochet bench frames` drags on a lesson without a handle (frames_cli.cpp).
struct BenchSlider {
  const char* key = nullptr;   // the scene field it changes; "" for the whole scene (pi-blocks' n)
  const char* name = nullptr;  // what the report says it drove: "slider V1"
};

// One line of the syllabus: everything the program asks about a lesson.
struct LessonEntry {
  const char* id;       // as in `ricochet explain`, scene files ({"lesson": id}) and --lesson
  const char* title;    // the lesson list and the panel's heading
  const char* lecture;  // the lecture it follows
  const char* core;     // the core function it teaches (core/include/ricochet/)
  // The lesson with its opening scene: lessons/<id>.cpp.
  std::unique_ptr<Lesson> (*make)(const LessonEntry&);
  // `ricochet explain`: validate the scene → core → the builder the lesson uses (explain/<id>.cpp).
  // Throws SceneError naming the file, the field and the problem.
  Derivation (*explain)(const nlohmann::json& scene, const std::string& file);
  // The scene's fields, which its reader takes and no other (explain/<id>.h; docs/scene-fields.md).
  std::span<const SceneField> (*fields)();
  // Practice mode: what the student finds (practice/check.cpp) and the problems drawn for it
  // (practice/problems.cpp); both null, and `no_practice` saying why, for a lesson without practice.
  const practice::Exercise& (*exercise)();
  const practice::ProblemSet& (*problems)();
  const char* no_practice;
  // Its input for the frames bench when it has no handle to drag; {} for none.
  BenchSlider bench_slider;

  std::unique_ptr<Lesson> Make() const;  // make(*this), updated: ready to draw
};

// The syllabus, in order (lessons/lesson_list.cpp).
std::span<const LessonEntry> LessonList();
const LessonEntry* FindLesson(std::string_view id);

// `ricochet explain`: the scene's lesson (its "lesson" field) explains it. Throws SceneError.
Derivation Explain(const nlohmann::json& scene, const std::string& file);

// A point the user can drag. The shell hit-tests it in screen pixels, snaps, types exact values, undoes;
// it moves it with Lesson::MoveHandle.
struct Handle {
  const char* name;  // the lecture's symbol: "P0", "Bs" …
  const Vec2* pos;
  Ink ink = Ink::Point;
};

// A lesson's time model: which of the shell's time controls apply and who moves the figure.
enum class Clock {
  None,   // a still figure: no time slider, no play
  Frame,  // B(t) over one frame: the shell's t slider, play and "jump to ti" (TimeOfImpact, ImpactStep)
  Own,    // its own simulation (sandbox, pi-blocks): Tick while Running(); P is PlayPause
};

// What the shell owns for every lesson: the time slider, play, and the step-by-step reveal.
struct LessonState {
  double t = 1.0;  // B(t) drawn at this time; 1 = end of frame
  bool playing = false;
  int reveal = 1 << 30;  // how many derivation steps (and their construction) are shown
  // Steps shown beyond the first `reveal`, by key: practice mode starts at reveal 0 and each Check reveals
  // the one step a wrong answer contradicts (app/practice/check.h), out of the derivation's order.
  std::set<std::string, std::less<>> revealed_keys;
  // Practice: the steps a Check has pointed at with the student's numbers ("question/step"), so the next
  // Check on the same slip reveals the step worked.
  std::set<std::string, std::less<>> hinted;
  // Practice is on: a figure leaves out what would answer a question before it is checked (edge-normal's
  // inside/outside words, which say which way n̂ points), as it leaves out unrevealed steps.
  bool practice = false;
  Vec2 canvas_px{1280, 720};  // logical size of the canvas (for Overlay plots); set by the shell/export
  PlotCorner plot_corner = PlotCorner::BottomRight;  // where CornerPlot goes: chosen when the scene is framed

  // Is step i of a derivation, with this key, shown? (Lesson::Revealed asks it by key.)
  bool Shows(int i, std::string_view key) const {
    return i < reveal || (!revealed_keys.empty() && revealed_keys.count(key) > 0);
  }
};

struct Preset {
  const char* name;      // "hit", "miss", "graze" …
  nlohmann::json scene;  // a complete scene, loaded with LoadScene
  // The case it names, as values its derivation holds once loaded: a result key ({"kind": "graze"}), else a
  // step's value by its key ({"before_p0": true}), else an input ({"approaching_test": false}); "verdict" is
  // a phrase of the verdict ({"verdict": "too late"}). The syllabus test checks every preset against it.
  nlohmann::json lands;
};

// A setting of the lesson's view or run that no scene holds — the play speed, the sandbox's trails and
// table — or an action on its own run (single frame, step back, reset), as the panel offers it (Controls)
// and the browser's text view lists it beside the scene's values (web/main_web.cpp, ValuesJson). The panel
// and the text view change the same member of the lesson.
struct ViewSetting {
  enum class Kind : std::uint8_t { Number, Flag, Choice, Action };
  const char* name;   // its key, never one of the scene's fields: "play_speed"
  const char* label;  // its words, as the panel labels it: "play speed"
  Kind kind;
  const char* meaning;   // what it does: "display frames per tick: below 1 slows the run down"
  nlohmann::json value;  // the number, true/false or word it has; null for an Action
  domain::Range range{0, 0, false, false};  // Number: the values it takes (the panel slider's)
  std::vector<std::string> choices;         // Choice: the words it takes
  bool enabled = true;                      // an Action that can do nothing now (Step back with no history)

  static ViewSetting Number(const char* name, const char* label, const char* meaning, double value,
                            domain::Range range) {
    return {name, label, Kind::Number, meaning, value, range, {}, true};
  }
  static ViewSetting Flag(const char* name, const char* label, const char* meaning, bool value) {
    return {name, label, Kind::Flag, meaning, value, {0, 0, false, false}, {}, true};
  }
  static ViewSetting Choice(const char* name, const char* label, const char* meaning,
                            const std::string& value, std::vector<std::string> choices) {
    return {name, label, Kind::Choice, meaning, value, {0, 0, false, false}, std::move(choices), true};
  }
  static ViewSetting Action(const char* name, const char* label, const char* meaning, bool enabled = true) {
    return {name, label, Kind::Action, meaning, nullptr, {0, 0, false, false}, {}, enabled};
  }
};

// `value` as setting `s` takes it — a number within its range, true/false, one of its words; null for an
// Action. Throws SceneError (field = s.name) otherwise, a number's with its nearest (CheckRange).
nlohmann::json ViewSettingValue(const ViewSetting& s, const nlohmann::json& value);
// The setting called `name` of `settings`; throws SceneError (field = name) when there is none.
const ViewSetting& FindViewSetting(const std::vector<ViewSetting>& settings, std::string_view name);

class Lesson {
 public:
  explicit Lesson(const LessonEntry& entry, Clock clock = Clock::Frame) : entry_(&entry), clock_(clock) {}
  virtual ~Lesson() = default;
  const LessonEntry& Entry() const { return *entry_; }
  std::string_view Id() const { return entry_->id; }
  std::string_view Title() const { return entry_->title; }

  Clock clock() const { return clock_; }

  virtual std::vector<Handle> Handles() const = 0;
  // Moves handle i (an index into Handles()) to `p`; Update() solves the change.
  virtual void MoveHandle(int i, Vec2 p) = 0;
  // Inputs → core → trace, only when the inputs changed since the last call (then TraceChanged()). The
  // shell calls it every frame; an unchanged lesson does no work.
  virtual void Update() = 0;
  // The world-space figure at `st` (DrawFigure at ShownTime(st)): what the screen and every export draw.
  void Draw(Figure& fig, const LessonState& st) const;
  virtual void Controls(LessonState& st) = 0;           // ImGui: sliders, toggles (not the steps)
  virtual double TimeOfImpact() const { return -1.0; }  // for "jump to ti"; < 0 when none
  // The key of the step that finds the time of impact ("ti"); "" when the lesson has no such step.
  virtual std::string_view ImpactStep() const { return "ti"; }
  // Is the time of impact revealed at `st` (its step, or every step)? Until then the motion stays before
  // the event and "jump to ti" is off, so a reveal never shows the answer early.
  bool ImpactRevealed(const LessonState& st) const;
  // The time the figure shows at `st`: st.t, held short of TimeOfImpact() until ImpactRevealed(st).
  double ShownTime(const LessonState& st) const;
  // The steps the last Update() walked, for the lessons whose work grows with their numbers rather than their
  // text (pi-blocks counts collisions one by one, targeting takes Euler steps); 0 for the rest. A deck caps
  // the sum over its slides (deck.h: kMaxDeckWork), so a file of a few kB never asks for minutes of work.
  virtual std::int64_t Work() const { return 0; }

  // The steps shown in the panel: the lesson's builder applied to its trace. Built on first use after a
  // change and kept, so the panel, the shortcuts, the figure and the export read one derivation per change.
  const Derivation& derivation() const;
  // Is step `key` revealed at st (the first st.reveal steps, and st.revealed_keys)? The one question a
  // figure, a caption, a plot or the panel asks of the step-by-step reveal — by the step's key (Step::key),
  // never by its position, so a reordered derivation cannot break a figure. False when the derivation has no
  // such step.
  bool Revealed(const LessonState& st, std::string_view key) const;
  // Every step is revealed (the verdict may show).
  bool AllRevealed(const LessonState& st) const;
  // Is step `key` revealed and in focus at st: the latest step shown, or a step whose symbol the latest one
  // uses (Derivation::Uses)? A figure draws the construction of a revealed step that is not in focus faint
  // and without its labels (FadedScope(fig, Faded(st, key))), so each step's figure shows what that step is
  // about.
  bool InFocus(const LessonState& st, std::string_view key) const;
  // Revealed but not in focus: the construction fades.
  bool Faded(const LessonState& st, std::string_view key) const {
    return Revealed(st, key) && !InFocus(st, key);
  }
  // A construction several steps share (the projection's foot: m, dist0², s …) is in focus with any of them.
  bool AnyInFocus(const LessonState& st, std::initializer_list<std::string_view> keys) const {
    for (std::string_view k : keys) {
      if (InFocus(st, k)) return true;
    }
    return false;
  }
  // How many times the builder ran (tests and docs/performance.md count derivations per frame).
  int DerivationsBuilt() const { return built_; }

  virtual nlohmann::json SaveScene() const = 0;  // {"lesson": id, ...inputs}
  // A fingerprint of everything SaveScene writes, far cheaper than writing it, or nullopt (the default: the
  // shell writes the scene to see whether an input changed it). Equal stamps mean equal scenes (a 64-bit
  // hash: a collision is a chance of 2⁻⁶⁴ per edit).
  virtual std::optional<std::uint64_t> SceneStamp() const { return std::nullopt; }
  virtual void LoadScene(const nlohmann::json& j) = 0;  // throws SceneError; state unchanged on throw
  virtual std::vector<Preset> Presets() const { return {}; }
  virtual Bounds SceneBounds() const = 0;
  // The settings of its view and run besides the scene (ViewSetting); none by default.
  virtual std::vector<ViewSetting> ViewSettings() const { return {}; }
  // Sets view setting `name` to `value` (a number, true/false, a word), or does it (an Action: `value` is
  // not read). Throws SceneError (field = name) when there is no such setting or the value is refused — a
  // number outside its range, with the nearest it takes (SceneError::nearest) — and then nothing changed.
  virtual void SetViewSetting(std::string_view name, const nlohmann::json& value);

  // A left click on the canvas away from every handle, at world point `at`; `tol` is the grab radius in
  // world units. Returns true when it changed the lesson (e.g. the sandbox selects the clicked ball).
  virtual bool Click(Vec2 /*at*/, double /*tol*/) { return false; }

  // Clock::Own only (the rest keep these defaults): is the simulation playing, one step of dt seconds, and
  // P's play / pause.
  virtual bool Running() const { return false; }
  virtual void Tick(double /*dt*/) {}
  virtual void PlayPause() {}

 protected:
  // The figure itself (world units, y up), at st.t = ShownTime(): see Draw.
  virtual void DrawFigure(Figure& fig, const LessonState& st) const = 0;
  // The lesson's builder on its current trace, e.g. DerivePointSegment(in_, trace_).
  virtual Derivation Derive() const = 0;
  // The trace changed: derivation() rebuilds on its next use.
  void TraceChanged() { stale_ = true; }
  // A scene of this lesson: `inputs` with {"lesson": id}.
  nlohmann::json SceneOf(nlohmann::json inputs) const;

 private:
  const LessonEntry* entry_;
  Clock clock_;
  mutable Derivation derivation_;
  mutable bool stale_ = true;
  mutable int built_ = 0;
};

// The figure drawn with its plots in each corner (kPlotCorners' order) with the steps up to `reveal` (every
// step by default; a slide: the steps it walks) and each of those steps in turn as the latest: what covers
// the canvas (in `out`'s pixels) and where the figure draws — the layouts FitAroundBest picks among, for the
// screen's fit and the export's alike. `draw` draws the figure at a state (the shell's leaves out what View
// hides). Handles count as drawn: a plot never covers one.
std::vector<FitLayout> PlotCornerLayouts(LessonState st, const Bounds& scene, const LabelOutput& out,
                                         const std::function<void(Figure&, const LessonState&)>& draw,
                                         int reveal = 1 << 30);

// Update()'s guard: true, remembering `now`, when the inputs differ from those last solved.
template <class Inputs>
bool InputsChanged(const Inputs& now, Inputs& solved, bool& solved_once) {
  if (solved_once && solved == now) return false;
  solved = now;
  solved_once = true;
  return true;
}

// For tests: while one is alive, every key Lesson::Revealed() is asked on this thread is recorded (and
// whether AllRevealed() was asked), so a test can check that a figure changes only with the steps it asks
// for.
class RevealProbe {
 public:
  RevealProbe();
  ~RevealProbe();
  RevealProbe(const RevealProbe&) = delete;
  RevealProbe& operator=(const RevealProbe&) = delete;
  std::set<std::string, std::less<>> asked;
  bool asked_all = false;
};

}  // namespace ricochet::app
