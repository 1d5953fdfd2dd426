// For tests: while a TextProbe is alive, every text the screen draws on this thread is recorded — what it
// says, its line height, its box and what drew it — so a test can check a whole frame at once: no text below
// a size, no two label boxes overlapping, no verdict word before its step. Drawing code notes what it draws
// with NoteText; with no probe alive that costs one test of a pointer.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "draw/figure.h"

namespace ricochet::app {

enum class TextSource : std::uint8_t {
  Label,   // a figure label, placed by PlaceLabels (world or overlay: plots, captions)
  Grid,    // a number or an axis name of the canvas grid
  Column,  // the presentation column's words (header, title, footer, verdict)
  Math,    // a typeset run (a derivation step); `script`: a subscript's or superscript's
};

struct DrawnText {
  std::string text;
  float px = 0;  // the line height
  Bounds box;    // screen px
  TextSource source = TextSource::Label;
  bool script = false;
};

class TextProbe {
 public:
  TextProbe();
  ~TextProbe();
  TextProbe(const TextProbe&) = delete;
  TextProbe& operator=(const TextProbe&) = delete;
  std::vector<DrawnText> texts;
};

// Records a drawn text with the probe of this thread, if any.
void NoteText(std::string_view text, float px, Vec2 top_left, Vec2 size, TextSource source,
              bool script = false);
bool TextProbing();

}  // namespace ricochet::app
