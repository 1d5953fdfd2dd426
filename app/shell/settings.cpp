// Persisted settings: one [Ricochet][State] section in $XDG_CONFIG_HOME/ricochet/imgui.ini (lesson, UI
// scale, theme, the window's last rectangle, a camera per lesson).
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "shell/shell.h"

namespace ricochet::app {

namespace fs = std::filesystem;

std::string Shell::ConfigPath() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  fs::path base = xdg && *xdg ? fs::path(xdg) : fs::path(home && *home ? home : ".") / ".config";
  return (base / "ricochet" / "imgui.ini").string();
}

void Shell::ReadIniLine(const char* line) {
  std::istringstream in(line);
  std::string key;
  std::getline(in, key, '=');
  if (key == "lesson") {
    in >> saved_lesson_;
  } else if (key == "ui_scale") {
    float s = 1;
    if (in >> s) ui_scale_ = std::clamp(s, 0.5f, 4.0f);
  } else if (key == "theme") {
    std::string name;
    in >> name;
    if (auto t = ThemeFromName(name)) theme_ = *t;
    StyleForTheme();
  } else if (key == "window") {
    std::string rest;
    std::getline(in, rest);
    if (auto r = ParseWindowRect(rest)) saved_window_ = r;
  } else if (key == "camera") {
    std::string id;
    Camera c;
    if (in >> id >> c.center.x >> c.center.y >> c.ppu && std::isfinite(c.center.x) &&
        std::isfinite(c.center.y) && c.ppu > 0 && std::isfinite(c.ppu)) {
      saved_cameras_[id] = c;
    }
  }
}

std::string Shell::WriteIni() const {
  std::ostringstream out;
  out.precision(17);
  if (entry_) out << "lesson=" << entry_->id << '\n';
  out << "ui_scale=" << (present_.on ? present_.windowed_ui_scale : ui_scale_) << '\n';
  out << "theme=" << GetTheme(theme_).name << '\n';
  if (saved_window_) out << "window=" << WindowRectText(*saved_window_) << '\n';
  auto cams = saved_cameras_;
  if (entry_) cams[entry_->id] = camera_;
  for (const auto& [id, c] : cams)
    out << "camera=" << id << ' ' << c.center.x << ' ' << c.center.y << ' ' << c.ppu << '\n';
  return out.str();
}

std::string Shell::StartLesson() const {
  if (!saved_lesson_.empty() && FindLesson(saved_lesson_)) return saved_lesson_;
  return LessonList().empty() ? std::string() : LessonList().front().id;
}

}  // namespace ricochet::app
