// File → Open / Save scene on the desktop: a path typed or picked among the .json files beside it, and why
// the last try failed. The browser has its own picker and downloads (Shell::RequestFile).
#pragma once

#include <functional>
#include <string>

#include "draw/theme.h"

namespace ricochet::app {

enum class FileMode { None, Open, Save };

struct FileDialogContext {
  const char* lesson_id;  // the path's default: scenes/<id>.json
  float scale;            // UI × content scale
  const Theme* theme;
  std::function<void(const std::string& path)> save;                      // writes the scene; throws
  std::function<bool(const std::string& path, std::string* error)> open;  // a scene or a deck
};

class FileDialog {
 public:
  void Open(FileMode mode) { mode_ = mode, open_ = true; }  // on the next Frame
  void Frame(const FileDialogContext& ctx);

 private:
  FileMode mode_ = FileMode::None;
  bool open_ = false;
  char path_[1024] = {};
  std::string error_;
};

}  // namespace ricochet::app
