// File → Save as deck slide…: the deck's path, the slide's title and notes, and why a save failed.
#pragma once

#include <functional>
#include <string>

#include "draw/theme.h"

namespace ricochet::app {

struct SlideDialogContext {
  const char* title;  // the title field's opening text: the lesson's title
  float scale;        // UI × content scale
  const Theme* theme;
  // Appends the slide (Shell::SaveDeckSlide); false with *error on failure.
  std::function<bool(const std::string& path, const std::string& title, const std::string& notes,
                     std::string* error)>
      save;
};

class SlideDialog {
 public:
  void Open() { open_ = true; }  // on the next Frame
  void Frame(const SlideDialogContext& ctx);

 private:
  bool open_ = false;
  char deck_path_[1024] = "decks/my-lecture.json";
  char title_[256] = {};
  char notes_[2048] = {};
  std::string error_;
};

}  // namespace ricochet::app
