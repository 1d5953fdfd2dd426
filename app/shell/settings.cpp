// Persisted settings: one [Ricochet][State] section in $XDG_CONFIG_HOME/ricochet/imgui.ini, or in the
// browser's localStorage (lesson, UI scale, theme, how lessons open, the window's last rectangle, a camera
// per lesson).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "platform/platform.h"
#include "scene/files.h"
#include "scene/scene.h"
#include "shell/shell.h"

namespace ricochet::app {

namespace fs = std::filesystem;

std::string Shell::ConfigPath() {
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  fs::path base = xdg && *xdg ? fs::path(xdg) : fs::path(home && *home ? home : ".") / ".config";
  return (base / "ricochet" / "imgui.ini").string();
}

// One line of [Ricochet][State]. A value that does not parse keeps its default and is remembered for the
// one warning LoadSettings gives.
void Shell::ReadIniLine(const char* line) {
  std::istringstream in(line);
  std::string key;
  std::getline(in, key, '=');
  bool ok = true;
  if (key == "lesson") {
    std::string id;
    ok = static_cast<bool>(in >> id) && FindLesson(id);
    if (ok) saved_lesson_ = id;
  } else if (key == "ui_scale") {
    float s = 1;
    ok = in >> s && std::isfinite(s);
    if (ok) ui_scale_ = std::clamp(s, 0.5f, 4.0f);
  } else if (key == "theme") {
    std::string name;
    in >> name;
    const auto t = ThemeFromName(name);
    ok = t.has_value();
    if (ok) theme_ = *t;
    StyleForTheme();
  } else if (key == "window") {
    std::string rest;
    std::getline(in, rest);
    const auto r = ParseWindowRect(rest);
    ok = r.has_value();
    if (ok) saved_window_ = r;
  } else if (key == "open") {
    std::string how;
    in >> how;
    ok = how == "lecture-start" || how == "all";
    if (ok) open_at_start_ = how == "lecture-start";
  } else if (key == "camera") {
    std::string id;
    Camera c;
    ok = in >> id >> c.center.x >> c.center.y >> c.ppu && std::isfinite(c.center.x) &&
         std::isfinite(c.center.y) && c.ppu > 0 && std::isfinite(c.ppu);
    if (ok) saved_cameras_[id] = c;
  } else if (!key.empty()) {  // ImGui passes blank lines on
    // A typo is named with the setting it is nearest to: "'ui_scal=2' … (did you mean ui_scale?)".
    constexpr std::string_view kSettings[] = {"lesson", "ui_scale", "theme", "open", "window", "camera"};
    const std::string near = NearestName(key, kSettings);
    if (settings_problem_.empty())
      settings_problem_ = Quoted(line) + " is not a setting Ricochet reads" +
                          (near.empty() ? "" : " (did you mean " + near + "?)");
  }
  if (!ok && settings_problem_.empty()) settings_problem_ = Quoted(line) + " is not a setting Ricochet reads";
}

void Shell::LoadSettings() {
  std::string text;
  if constexpr (platform::kBrowser) {
    text = platform::LoadSettings();
  } else {
    // Whatever is there — a folder, a FIFO, a link to /dev/zero or in a loop, a huge file — the window opens
    // with the defaults and says why once.
    try {
      std::optional<std::string> file = ReadFileText(settings_path_, kMaxSettingsBytes, /*missing_ok=*/true);
      if (!file) return;  // the first run: the defaults, nothing to say
      text = std::move(*file);
    } catch (const SceneError& e) {
      return SettingsWarning(e.problem + "; the defaults are used instead");
    }
  }
  ImGui::LoadIniSettingsFromMemory(text.data(), text.size());
  if (!settings_problem_.empty()) {
    SettingsWarning(settings_problem_ + "; the defaults are used instead");
  } else if (text.find("[Ricochet][State]") == std::string::npos && !text.empty()) {
    SettingsWarning("no [Ricochet][State] section: not a Ricochet settings file; the defaults are used");
  }
}

void Shell::SaveSettings() {
  ImGuiIO& io = ImGui::GetIO();
  io.WantSaveIniSettings = false;
  if (!persist_) return;
  try {
    const std::string ini = ImGui::SaveIniSettingsToMemory();
    if constexpr (platform::kBrowser) {
      platform::SaveSettings(ini);
    } else {
      std::error_code ec;
      fs::create_directories(fs::path(settings_path_).parent_path(), ec);
      WriteFileAtomically(settings_path_, ini);
    }
  } catch (const SceneError& e) {
    SettingsWarning(std::string("not saved: ") + e.problem);
  }
}

void Shell::SettingsWarning(const std::string& problem) {
  if (!settings_status_.empty()) return;
  settings_status_ = "Settings " + Printable(settings_path_) + ": " + Printable(problem, 400);
  std::fprintf(stderr, "ricochet: settings %s: %s\n", Printable(settings_path_).c_str(),
               Printable(problem, 400).c_str());
}

std::string Shell::WriteIni() const {
  std::ostringstream out;
  out.precision(17);
  if (entry_) out << "lesson=" << entry_->id << '\n';
  out << "ui_scale=" << (presenter_.On() ? presenter_.WindowedUiScale() : ui_scale_) << '\n';
  out << "theme=" << GetTheme(theme_).name << '\n';
  out << "open=" << (open_at_start_ ? "lecture-start" : "all") << '\n';
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
