// Deck handouts: `ricochet export DECK.json --out handout.pdf` — one page per slide, for the students: the
// slide's title, its figure as vectors at the slide's state (the same Figure the screen draws, its steps up
// to where the clicker leaves the slide), the steps before the slide in one line each (the recap), the
// slide's own steps in full, the verdict once the slide reaches it, and the slide's text. The presenter's
// notes are printed only on the presenter's copy (`--notes`). `--out DIR/` writes the same pages as PNGs
// (DIR/slide-01.png …).
#pragma once

#include <string>
#include <vector>

#include "deck/deck.h"
#include "draw/theme.h"

namespace ricochet::app {

struct HandoutOptions {
  std::string out;                  // FILE.pdf, or a folder (ends in '/' or exists): a PNG per slide
  ThemeId theme = ThemeId::Light;   // paper
  int width = 1684, height = 1191;  // PNG pages, px (A4 landscape at 144 dpi); the PDF page is A4
  bool notes = false;               // the presenter's copy: each slide's notes under its text
};

// What a page says, in reading order (the tests read it back from the PDF).
struct HandoutPage {
  std::string header;                   // "deck title · slide i of n"
  std::string title;                    // the slide's
  std::vector<std::string> derivation;  // the steps up to the slide's last: earlier slides' in one line each,
                                        // the slide's own in full (StepText; a page too
                                        // crowded for them prints them without their numbers
                                        // lines, or one line each)
  int recap = 0;                        // how many of them came before the slide (the one-line ones)
  std::string verdict;
  std::string text;   // the slide's text for the students
  std::string notes;  // the presenter's notes: only when asked (the presenter's copy), else empty
};
HandoutPage HandoutText(const Deck& deck, std::size_t slide, const Lesson& lesson, bool notes = false);

// The steps a slide reaches: where the clicker leaves it for the next slide (its `until`, else every step),
// as the presenter counts them (app/shell/present.cpp, SlideSteps).
int HandoutSteps(const Slide& s, const Lesson& lesson);

// The state a slide's figure is drawn at in the handout: the steps up to where the clicker leaves the slide
// (HandoutSteps), t as the slide sets it, else — as the presenter shows a slide stepped back to — the end of
// the frame (the whole motion) for a lesson on the frame's clock.
LessonState HandoutState(const Slide& s, const Lesson& lesson);

// A folder output: ends in '/' or names an existing folder.
bool IsFolderPath(const std::string& out);

// Writes the handout; returns the files written. Throws ExportError (bad option, I/O); nothing is left
// half-written.
std::vector<std::string> ExportHandout(const Deck& deck, const HandoutOptions& o);

}  // namespace ricochet::app
