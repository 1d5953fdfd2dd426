// Presentation mode (F5, View → Present, `ricochet present`): the figure fills the screen, the revealed
// derivation is a large overlay beside it, the clicker walks the steps and then the slides of a deck. The
// figure is the lesson's own Figure through the same canvas (handles stay draggable); the overlay is drawn
// from the same Derivation as the panel. Shell's presentation functions live in shell/present.cpp.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "deck/deck.h"
#include "ricochet/vec2.h"

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

struct Presentation {
  bool on = false;
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
  float windowed_ui_scale = 1.0f;          // restored when presentation ends
  bool scale_pending = false;              // the presentation scale is set on the first frame
};

// Every text in presentation mode has at least this cap height on a 720 px tall screen, in proportion on
// others (plot ticks, grid numbers, the column's smallest line): what the back of a hall reads. Scripts (a
// subscript, a superscript) are set smaller than their base, as in print.
inline constexpr float kProjectorCapPx = 14.0f;
// DejaVu Sans's cap height as a fraction of a line height (ImGui's font size: ascent + descent).
inline constexpr float kCapHeightOfLine = 0.62f;  // 0.626 in the font; the baked H measures about 0.623

// The UI scale a presentation uses on a display `height` logical px high: text about 1/27 of the screen
// height (27 px at 720p, as the 1.5× at 1280×720), never smaller than the user's own scale.
float PresentationScale(float height, float content_scale, float user_scale);

}  // namespace ricochet::app
