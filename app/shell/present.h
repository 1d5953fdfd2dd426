// Presentation mode (F5, View → Present, `ricochet present`): the figure fills the screen, the revealed
// derivation is a large overlay beside it, the clicker walks the steps and then the slides of a deck. The
// figure is the lesson's own Figure through the same canvas (handles stay draggable); the overlay is drawn
// from the same Derivation as the panel. The shell owns one Presenter and forwards to it, giving it what it
// needs from the shell in a PresenterContext (as ExportDialog has its context).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "deck/deck.h"
#include "draw/camera.h"
#include "draw/theme.h"
#include "imgui.h"
#include "lessons/lesson.h"
#include "ricochet/vec2.h"
#include "shell/fonts.h"

namespace ricochet::app {

// What the window shows besides the figure (View menu): a windowed user can hide each.
struct ViewParts {
  bool lesson_list = true;
  bool panel = true;
  bool plots = true;     // the lesson's plots (f(t), BC(t) …)
  bool captions = true;  // the canvas captions and legends
};

// The clicker, as a pure function of the reveal (tests drive it): what "next" and "back" do to a slide
// of n steps. With predict first, a step comes in two presses — its formula with the numbers, then its
// value — so a class can work the value out before it sees it; `pending` is the first half.
enum class Move { Stay, NextSlide, PrevSlide };
Move Advance(int& reveal, bool& pending, int n, bool predict);
Move Retreat(int& reveal, bool& pending, int n, bool predict);

// The presentation's state that tests read (Shell::presentation()).
struct Presentation {
  std::optional<Deck> deck;                // the deck being taught; none: the current lesson is the one slide
  std::size_t slide = 0;                   // index into deck->slides
  bool blank = false;                      // B: the screen goes dark (any clicker key brings it back)
  bool laser = false;                      // L: a large highlighted pointer instead of the cursor
  bool pen = false;                        // D: left drag draws (not on a handle)
  bool predict = false;                    // Q: predict first
  bool pending = false;                    // predict first: the next step's formula is up, its value not yet
  bool derivation = true;                  // H: the derivation overlay
  std::vector<std::vector<Vec2>> strokes;  // pen strokes in world units: they follow zoom and pan
  bool drawing = false;                    // a stroke is being drawn
};

// Every text in presentation mode has at least this cap height on a 720 px tall screen, in proportion on
// others (plot ticks, grid numbers, the column's smallest line): what the back of a hall reads. Scripts (a
// subscript, a superscript) are set smaller than their base, as in print.
inline constexpr float kProjectorCapPx = 14.0f;
// DejaVu Sans's cap height as a fraction of a line height (ImGui's font size: ascent + descent).
inline constexpr float kCapHeightOfLine = 0.62f;  // 0.626 in the font; the baked H measures about 0.623

// Presentation mode opens in the projector theme (light background, thick strokes, projector-sized labels)
// unless a theme was asked for by name (`--theme`, or chosen while presenting); leaving it gives the window
// its own theme back.
inline constexpr ThemeId kProjectorTheme = ThemeId::Slide;

// The derivation column's card for the latest step and its verdict box: the highlight ink at this opacity
// over the background, under text (theme_test.cpp checks their contrast).
inline constexpr float kCardTint = 0.07f, kVerdictTint = 0.12f;

// The UI scale a presentation uses on a display `height` logical px high: text about 1/27 of the screen
// height (27 px at 720p, as the 1.5× at 1280×720), never smaller than the user's own scale.
float PresentationScale(float height, float content_scale, float user_scale);

// What the presenter needs from the shell, built by the shell for each call.
struct PresenterContext {
  const std::unique_ptr<Lesson>& lesson;  // the shell's: opening a slide replaces it
  const LessonEntry* entry;               // its title and lecture head a lesson presented without a deck
  LessonState* state;                     // t, the steps revealed, play
  Camera* camera;                         // the canvas's, as last drawn
  const Theme* theme;
  const Fonts* fonts;
  float content_scale;
  float* ui_scale;      // the shell's UI scale: the presentation's own while it runs
  bool* fit;            // frames the scene again on the next frame
  bool* show_help;      // F1
  std::string* status;  // the panel's status line: why a slide did not open
  // Opens a slide's scene (Shell::OpenScene); false with *error, changing nothing.
  std::function<bool(const nlohmann::json& scene, const std::string& file, std::string* error)> open_scene;
  std::function<void(ImVec2 size)> canvas;  // the canvas (shell/canvas.cpp) at this size
  std::function<bool()> on_handle;          // the mouse is on a handle or drags one: a press there is its
  std::function<void()> restyle;            // ImGui's style for the theme at the current scale
  std::function<void(bool redo)> undo;      // the shell's undo stack
};

class Presenter {
 public:
  bool On() const { return on_; }
  // Enters (full screen, the presentation's scale on the first frame) and leaves (the window's scale back).
  void Start(const PresenterContext& ctx);
  void Stop(const PresenterContext& ctx);
  // Takes a deck (read and checked by ReadDeck) and opens its slide `slide` at its opening state.
  bool OpenDeck(const PresenterContext& ctx, Deck deck, std::size_t slide, std::string* error);
  // Opens slide i of the deck: at its opening state, or with every step shown (`at_end`, coming back).
  bool GoToSlide(const PresenterContext& ctx, std::size_t i, bool at_end, std::string* error = nullptr);
  // The clicker: +1 next step (then the next slide), −1 back.
  void Click(const PresenterContext& ctx, int dir);
  // The steps the clicker walks on this slide of `lesson`: the derivation's, or up to the slide's "until".
  int SlideSteps(const Lesson& lesson) const;
  // The lecture start (key 0): predict first's held value goes too.
  void LectureStart() { p_.pending = false; }
  // While presenting: the clicker's and the presenter's keys, then the frame (canvas | derivation column,
  // the pen's ink, the laser and the blank screen on top).
  void Shortcuts(const PresenterContext& ctx);
  void Frame(const PresenterContext& ctx);
  // The deck in the window's panel: where it is, the slide's notes, prev / next. True when its "Present"
  // button was pressed.
  bool DeckPanel(const PresenterContext& ctx);
  // The derivation column is beside the canvas (which then keeps no caption of its own).
  bool ColumnShown() const { return on_ && p_.derivation; }
  // The smallest line height any text may have, screen px: presenting, kProjectorCapPx of cap height on a
  // 720 px screen (in proportion on others); 0 in the window.
  float TextFloorPx() const;
  // A left press on the canvas writes with the pen.
  bool PenOwnsClicks() const { return on_ && p_.pen; }
  float WindowedUiScale() const { return windowed_ui_scale_; }
  // The theme presentation mode shows: the one asked for by name, or the projector's.
  ThemeId PresentationTheme() const { return theme_.value_or(kProjectorTheme); }
  void SetTheme(ThemeId t) { theme_ = t; }
  const Presentation& presentation() const { return p_; }
  Presentation& presentation() { return p_; }

 private:
  void Column(const PresenterContext& ctx, ImVec2 size);
  void PenInput(const PresenterContext& ctx, const Bounds& canvas_px);
  void DrawInk(const PresenterContext& ctx, const Bounds& canvas_px);

  bool on_ = false;
  Presentation p_;
  float windowed_ui_scale_ = 1.0f;  // restored when presentation ends
  bool scale_pending_ = false;      // the presentation scale is set on the first frame
  std::optional<ThemeId> theme_;    // asked for by name; none: kProjectorTheme
};

}  // namespace ricochet::app
