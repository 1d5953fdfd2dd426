// Deck handouts: `ricochet export DECK.json --out handout.pdf` — one page per slide: the slide's title, its
// figure as vectors (the same Figure the screen draws, every step shown), the full derivation as text and
// the instructor's notes; `--out DIR/` writes the same pages as PNGs (DIR/slide-01.png …).
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
};

// What a page says, in reading order (the tests read it back from the PDF).
struct HandoutPage {
  std::string header;                   // "deck title · slide i of n"
  std::string title;                    // the slide's
  std::vector<std::string> derivation;  // the steps up to the slide's last: earlier slides' in one line each,
                                        // the slide's own in full (StepText)
  std::string verdict;
  std::string notes;
};
HandoutPage HandoutText(const Deck& deck, std::size_t slide, const Lesson& lesson);

// The state a slide's figure is drawn at in the handout: the steps up to where the clicker leaves the slide,
// t as the slide sets it, else the end of the frame (the whole motion).
LessonState HandoutState(const Slide& s, const Lesson& lesson);

// A folder output: ends in '/' or names an existing folder.
bool IsFolderPath(const std::string& out);

// Writes the handout; returns the files written. Throws ExportError (bad option, I/O); nothing is left
// half-written.
std::vector<std::string> ExportHandout(const Deck& deck, const HandoutOptions& o);

}  // namespace ricochet::app
