#include "shell.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <sstream>

#include "explain/format.h"
#include "figure_imgui.h"
#include "gl_circles.h"
#include "imgui_compat.h"
#include "lessons/sandbox.h"
#include "panel.h"
#include "scene.h"

namespace ricochet::app {

namespace {

// The sandbox's balls as instanced circles (shaders/circles.*): one draw call instead of one ImDrawList
// circle each. The lesson's Figure then leaves its discs out on screen (exports still draw them).
// The renderer is never destroyed: its GL objects live as long as the context, i.e. the process.
void DrawSandboxBalls(ImDrawList* dl, Lesson& lesson, const Theme& theme, const Camera& camera) {
  static InstancedCircles* circles = nullptr;
  static bool failed = false;
  static std::vector<BallInstance> balls;
  if (!circles && !failed) {
    circles = new InstancedCircles;
    failed = !circles->Init();
    if (failed) std::fprintf(stderr, "ricochet: instanced circles off (%s)\n", circles->error().c_str());
  }
  const bool gpu = !failed && SandboxBallInstances(lesson, theme, balls);
  SetGpuBalls(lesson, gpu);
  if (!gpu) return;
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 fb = io.DisplayFramebufferScale;
  const Vec2 o = camera.ToScreen({0, 0});
  CircleView view;
  view.px_per_unit = camera.ppu * fb.x;
  view.origin_px = {o.x * fb.x, o.y * fb.y};
  view.target_px = {io.DisplaySize.x * fb.x, io.DisplaySize.y * fb.y};
  circles->DrawInto(dl, balls, view);
}

}  // namespace

namespace fs = std::filesystem;
using compat::KeyPressed;

namespace {
constexpr float kScales[] = {0.75f, 1.0f, 1.25f, 1.5f, 1.75f, 2.0f, 2.5f, 3.0f};
constexpr float kHandleRadius = 7.0f;  // logical px
constexpr float kGrabRadius = 14.0f;   // logical px: how near the mouse must be to pick a handle
constexpr double kPlaySeconds = 3.0;   // one pass of t from 0 to 1

// The sidebar shows a title up to its colon ("Ray vs circle: the pinball…" → "Ray vs circle").
std::string ShortTitle(const LessonEntry& e) {
  const std::string t = e.title;
  const auto colon = t.find(':');
  return colon == std::string::npos ? t : t.substr(0, colon);
}

Vec2 ToVec(ImVec2 p) { return {p.x, p.y}; }
ImVec2 ToIm(Vec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }
}  // namespace

Shell::Shell(bool persist) : persist_(persist) {
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // ImGui would otherwise write ./imgui.ini into the cwd
  if (persist) {
    compat::RegisterIniSection(
        "Ricochet", [this](const char* line) { ReadIniLine(line); }, [this] { return WriteIni(); });
    static std::string path;  // io.IniFilename must outlive the context
    path = ConfigPath();
    std::error_code ec;
    fs::create_directories(fs::path(path).parent_path(), ec);
    if (!ec) {
      io.IniFilename = path.c_str();
      if (fs::exists(path)) ImGui::LoadIniSettingsFromDisk(path.c_str());
    }
  }
  StyleForTheme();
}

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
  out << "ui_scale=" << ui_scale_ << '\n';
  out << "theme=" << GetTheme(theme_).name << '\n';
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

bool Shell::OpenLesson(std::string_view id) {
  const LessonEntry* e = FindLesson(id);
  if (!e) return false;
  if (entry_) saved_cameras_[entry_->id] = camera_;
  entry_ = e;
  lesson_ = e->make();
  lesson_->Update();
  state_ = LessonState{};
  undo_.Reset(lesson_->SaveScene());
  drag_ = hover_ = edit_ = -1;
  const auto it = saved_cameras_.find(e->id);
  if (it != saved_cameras_.end()) {
    const Vec2 vmin = camera_.view_min, vsize = camera_.view_size;
    camera_ = it->second;
    camera_.view_min = vmin, camera_.view_size = vsize;
    fit_pending_ = false;
  } else {
    fit_pending_ = true;
  }
  status_.clear();
  return true;
}

bool Shell::OpenScene(const nlohmann::json& scene, const std::string& file, std::string* error) {
  try {
    const std::string id = ReadLessonId(scene, file);
    const LessonEntry* e = FindLesson(id);
    if (!e) throw SceneError(file, "lesson", "unknown lesson '" + id + "' (see `ricochet lessons`)");
    std::unique_ptr<Lesson> l = e->make();
    l->LoadScene(scene);  // throws before anything of ours changes
    l->Update();
    if (entry_ != e) {
      OpenLesson(id);
      fit_pending_ = true;
    }
    lesson_ = std::move(l);
    undo_.Reset(lesson_->SaveScene());
    drag_ = hover_ = edit_ = -1;
    return true;
  } catch (const SceneError& ex) {
    // Lessons do not know the file name: name it here.
    if (error) *error = (ex.file == file ? ex : SceneError(file, ex.field, ex.problem)).what();
  } catch (const std::exception& ex) {
    if (error) *error = file + ": " + ex.what();
  }
  return false;
}

void Shell::SetUiScale(float s) {
  ui_scale_ = std::clamp(s, 0.5f, 4.0f);
  compat::MarkSettingsDirty();
}

bool Shell::SetTheme(std::string_view name) {
  const auto t = ThemeFromName(name);
  if (t) theme_ = *t;
  return t.has_value();
}

bool Shell::ShowDialog(std::string_view name) {
  if (name == "help") {
    show_help_ = true;
  } else if (name == "open" || name == "save") {
    file_mode_ = name == "open" ? FileMode::Open : FileMode::Save;
    open_file_popup_ = true;
  } else {
    return false;
  }
  return true;
}

bool Shell::Animating() const { return state_.playing || (lesson_ && lesson_->Animating()); }

void Shell::Undo() {
  if (!lesson_) return;
  if (const nlohmann::json* s = undo_.Undo(lesson_->SaveScene())) {
    try {
      lesson_->LoadScene(*s);
      lesson_->Update();
      status_ = "Undo";
    } catch (const std::exception& e) {  // a lesson refusing its own saved scene: say so, keep going
      status_ = std::string("Undo failed: ") + e.what();
    }
  }
}

void Shell::Redo() {
  if (!lesson_) return;
  if (const nlohmann::json* s = undo_.Redo(lesson_->SaveScene())) {
    try {
      lesson_->LoadScene(*s);
      lesson_->Update();
      status_ = "Redo";
    } catch (const std::exception& e) {  // a lesson refusing its own saved scene: say so, keep going
      status_ = std::string("Redo failed: ") + e.what();
    }
  }
}

void Shell::NextLesson(int delta) {
  const auto list = LessonList();
  if (list.empty()) return;
  std::ptrdiff_t i = 0;
  for (std::size_t k = 0; k < list.size(); ++k) {
    if (&list[k] == entry_) i = static_cast<std::ptrdiff_t>(k);
  }
  const auto n = static_cast<std::ptrdiff_t>(list.size());
  OpenLesson(list[static_cast<std::size_t>(((i + delta) % n + n) % n)].id);
}

void Shell::StyleForTheme() {
  ImGuiStyle& st = ImGui::GetStyle();
  st = ImGuiStyle();  // sizes are rescaled from the defaults every frame
  if (theme_ == ThemeId::Dark) {
    ImGui::StyleColorsDark(&st);
  } else {
    ImGui::StyleColorsLight(&st);
  }
  st.WindowRounding = 0;
  st.FrameRounding = 4;
  st.GrabRounding = 4;
  st.PopupRounding = 4;
  st.WindowBorderSize = 0;
  st.FramePadding = {8, 5};
  st.ItemSpacing = {10, 7};
  st.CellPadding = {6, 5};
}

// ---------------------------------------------------------------------------------------------------------
void Shell::Frame() {
  if (!lesson_) OpenLesson(StartLesson());
  if (!lesson_) return;
  ImGuiIO& io = ImGui::GetIO();
  const bool mouse_held = io.MouseDown[0] || io.MouseDown[1] || io.MouseDown[2];
  auto mouse_held_now = [&] { return mouse_held; };
  // The style is rebuilt at the current scale each frame (cheap; keeps Ctrl+= / theme changes exact).
  StyleForTheme();
  ImGui::GetStyle().ScaleAllSizes(ui_scale_ * content_scale_);

  if (state_.playing) {
    state_.t += io.DeltaTime / kPlaySeconds;
    if (state_.t > 1.0) state_.t = 0.0;
  }
  if (lesson_->Animating()) lesson_->Tick(io.DeltaTime);
  lesson_->Update();

  Shortcuts();
  MenuBar();
  export_.Frame(ExportUiContext{lesson_.get(), &state_, camera_.Visible(), theme_});

  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {0, 0});
  ImGui::Begin("##root", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  const float s = ui_scale_ * content_scale_;
  const float W = vp->WorkSize.x, H = vp->WorkSize.y;
  float title_w = 0;
  for (const LessonEntry& e : LessonList())
    title_w = std::max(title_w, ImGui::CalcTextSize(ShortTitle(e).c_str()).x);
  // The lesson list gives way to the canvas when the UI is scaled up (the Lessons menu still lists them).
  const float want_side = title_w + ImGui::CalcTextSize("00  ").x + 32.0f * s;
  const float side_w = want_side <= W * 0.22f ? want_side : 0.0f;
  const float panel_w = std::clamp(W * 0.34f, std::min(300.0f * s, W * 0.42f), 680.0f * s);
  const float canvas_w = std::max(W - side_w - panel_w, 50.0f);
  ImGui::PopStyleVar(2);

  if (side_w > 0) {
    Sidebar(side_w);
    ImGui::SameLine(0, 0);
  }
  Canvas({canvas_w, H});
  ImGui::SameLine(0, 0);
  ImGui::BeginChild("##panel", {panel_w, H}, false, ImGuiWindowFlags_AlwaysUseWindowPadding);
  Panel();
  ImGui::EndChild();
  ImGui::End();

  FileDialog();
  CoordinatePopup();
  HelpWindow();

  // Settings (lesson, camera, scale, theme) are saved by ImGui a few seconds after they change, and at exit.
  if (persist_) {
    std::string ini = WriteIni();
    if (ini != last_ini_ && !mouse_held_now()) {
      last_ini_ = std::move(ini);
      compat::MarkSettingsDirty();
    }
  }
  // One undo step per settled edit (a whole drag, a whole slider gesture).
  undo_.Observe(lesson_->SaveScene(), !mouse_held && !ImGui::IsAnyItemActive());
}

void Shell::Shortcuts() {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  const bool ctrl = io.KeyCtrl, shift = io.KeyShift;
  if (ctrl && KeyPressed(compat::kZ, true)) shift ? Redo() : Undo();
  if (ctrl && KeyPressed(compat::kY, true)) Redo();
  if (ctrl && (KeyPressed(compat::kEqual, false) || KeyPressed(compat::kKeypadAdd, false))) {
    SetUiScale(ui_scale_ * 1.25f);
  }
  if (ctrl && (KeyPressed(compat::kMinus, false) || KeyPressed(compat::kKeypadSubtract, false))) {
    SetUiScale(ui_scale_ / 1.25f);
  }
  if (ctrl && (KeyPressed(compat::kZero, false) || KeyPressed(compat::kKeypad0, false))) SetUiScale(1.0f);
  if (ctrl && KeyPressed(compat::kO, false)) file_mode_ = FileMode::Open, open_file_popup_ = true;
  if (ctrl && KeyPressed(compat::kS, false)) file_mode_ = FileMode::Save, open_file_popup_ = true;
  if (KeyPressed(compat::kF1, false)) show_help_ = !show_help_;
  if (ctrl || ImGui::IsAnyItemActive()) return;
  if (KeyPressed(compat::kRight, false) || KeyPressed(compat::kRightBracket, false)) NextLesson(+1);
  if (KeyPressed(compat::kLeft, false) || KeyPressed(compat::kLeftBracket, false)) NextLesson(-1);
  if (KeyPressed(compat::kHome, false)) fit_pending_ = true;
  if (KeyPressed(compat::kP, false) && lesson_->HasMotion()) state_.playing = !state_.playing;
  const int n = static_cast<int>(lesson_->Derive().steps.size());
  if (KeyPressed(compat::kSpace, true))
    state_.reveal = std::min(state_.reveal, n) < n ? state_.reveal + 1 : n;
  if (KeyPressed(compat::kBackspace, true)) state_.reveal = std::max(std::min(state_.reveal, n) - 1, 0);
}

void Shell::MenuBar() {
  if (!ImGui::BeginMainMenuBar()) return;
  if (ImGui::BeginMenu("File")) {
    if (ImGui::MenuItem("Open scene…", "Ctrl+O")) file_mode_ = FileMode::Open, open_file_popup_ = true;
    if (ImGui::MenuItem("Save scene…", "Ctrl+S")) file_mode_ = FileMode::Save, open_file_popup_ = true;
    ImGui::Separator();
    export_.MenuItems();
    ImGui::Separator();
    if (ImGui::MenuItem("Quit")) quit_ = true;
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Edit")) {
    if (ImGui::MenuItem("Undo", "Ctrl+Z", false, undo_.CanUndo())) Undo();
    if (ImGui::MenuItem("Redo", "Ctrl+Shift+Z / Ctrl+Y", false, undo_.CanRedo())) Redo();
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    if (ImGui::BeginMenu("UI scale")) {
      for (float sc : kScales) {
        char label[32];
        std::snprintf(label, sizeof label, "%d %%", static_cast<int>(std::lround(sc * 100)));
        if (ImGui::MenuItem(label, nullptr, std::fabs(ui_scale_ - sc) < 0.01f)) SetUiScale(sc);
      }
      ImGui::Separator();
      if (ImGui::MenuItem("Larger", "Ctrl+=")) SetUiScale(ui_scale_ * 1.25f);
      if (ImGui::MenuItem("Smaller", "Ctrl+-")) SetUiScale(ui_scale_ / 1.25f);
      if (ImGui::MenuItem("Reset", "Ctrl+0")) SetUiScale(1.0f);
      ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Theme")) {
      for (ThemeId t : {ThemeId::Dark, ThemeId::Light, ThemeId::Slide}) {
        if (ImGui::MenuItem(GetTheme(t).name, nullptr, theme_ == t)) theme_ = t, compat::MarkSettingsDirty();
      }
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem("Fit scene", "Home")) fit_pending_ = true;
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Lessons")) {
    for (const LessonEntry& e : LessonList()) {
      if (ImGui::MenuItem(e.title, nullptr, &e == entry_)) OpenLesson(e.id);
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Previous", "Left / [")) NextLesson(-1);
    if (ImGui::MenuItem("Next", "Right / ]")) NextLesson(+1);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Help")) {
    if (ImGui::MenuItem("Controls", "F1", show_help_)) show_help_ = !show_help_;
    ImGui::EndMenu();
  }
  ImGui::EndMainMenuBar();
}

void Shell::Sidebar(float width) {
  ImGui::BeginChild("##lessons", {width, 0}, false, ImGuiWindowFlags_AlwaysUseWindowPadding);
  ImGui::TextDisabled("LESSONS");
  ImGui::Spacing();
  int k = 1;
  for (const LessonEntry& e : LessonList()) {
    char label[160];
    std::snprintf(label, sizeof label, "%d  %s", k++, ShortTitle(e).c_str());
    if (ImGui::Selectable(label, &e == entry_)) OpenLesson(e.id);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n%s", e.title, e.id);
  }
  ImGui::EndChild();
}

// ---------------------------------------------------------------------------------------------------------
void Shell::Canvas(ImVec2 size) {
  ImGuiIO& io = ImGui::GetIO();
  const float s = ui_scale_ * content_scale_;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::BeginChild("##canvas", size, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  ImGui::InvisibleButton("##canvas_input", {std::max(avail.x, 1.0f), std::max(avail.y, 1.0f)},
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                             ImGuiButtonFlags_MouseButtonMiddle);
  const bool hovered = ImGui::IsItemHovered();
  const bool active = ImGui::IsItemActive();
  camera_.view_min = ToVec(p0);
  camera_.view_size = {std::max(avail.x, 1.0f), std::max(avail.y, 1.0f)};
  // Overlays (plots) grow with the UI scale only as far as the canvas has room (≥ 900 logical px wide).
  const float overlay_s = std::min(s, std::max(1.0f, static_cast<float>(camera_.view_size.x) / 900.0f));
  state_.canvas_px = camera_.view_size / overlay_s;
  if (fit_pending_) {
    // Keep the scene clear of the lesson's plots: draw once to learn where they go.
    Figure probe;
    lesson_->Draw(probe, state_);
    std::vector<Bounds> covered;
    for (const Bounds& r : probe.reserved()) {
      covered.push_back({camera_.view_min + r.min * overlay_s, camera_.view_min + r.max * overlay_s});
    }
    camera_.FitAround(lesson_->SceneBounds(), covered, 60.0 * s);
    fit_pending_ = false;
  }

  // --- input: handles, pan, zoom ---
  std::vector<Handle> hs = lesson_->Handles();
  const Vec2 mouse = ToVec(io.MousePos);
  if (drag_ < 0) {
    hover_ = -1;
    if (hovered) {
      double best = kGrabRadius * s;
      for (std::size_t i = 0; i < hs.size(); ++i) {
        const double d = Length(camera_.ToScreen(*hs[i].pos) - mouse);
        if (d <= best) best = d, hover_ = static_cast<int>(i);
      }
    }
  }
  if (hovered && hover_ >= 0 && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
    edit_ = hover_;
    edit_xy_[0] = hs[static_cast<std::size_t>(edit_)].pos->x;
    edit_xy_[1] = hs[static_cast<std::size_t>(edit_)].pos->y;
    open_edit_popup_ = true;
    drag_ = -1;
  } else if (hovered && hover_ >= 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    drag_ = hover_;
    drag_grab_ = *hs[static_cast<std::size_t>(drag_)].pos - camera_.ToWorld(mouse);
  } else if (hovered && hover_ < 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    lesson_->Click(camera_.ToWorld(mouse), kGrabRadius * s / camera_.ppu);  // e.g. select a sandbox ball
  }
  if (drag_ >= 0 && static_cast<std::size_t>(drag_) < hs.size()) {
    if (!io.MouseDown[0]) {
      drag_ = -1;
    } else {
      Vec2 w = camera_.ToWorld(mouse) + drag_grab_;
      if (io.KeyShift) {  // snap to the minor grid
        const double step = GridStep(camera_.ppu, 22.0 * s);
        w = {std::round(w.x / step) * step, std::round(w.y / step) * step};
      }
      if (IsFinite(w) && !(w == *hs[static_cast<std::size_t>(drag_)].pos)) {
        *hs[static_cast<std::size_t>(drag_)].pos = w;
        lesson_->Update();
      }
    }
  } else {
    drag_ = -1;
  }
  if (active && (ImGui::IsMouseDragging(ImGuiMouseButton_Right, 0) ||
                 ImGui::IsMouseDragging(ImGuiMouseButton_Middle, 0))) {
    camera_.PanPx(ToVec(io.MouseDelta));
  }
  if (hovered && io.MouseWheel != 0) camera_.ZoomAt(mouse, std::pow(1.15, io.MouseWheel));

  // --- drawing ---
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p1{p0.x + static_cast<float>(camera_.view_size.x),
                  p0.y + static_cast<float>(camera_.view_size.y)};
  dl->PushClipRect(p0, p1, true);
  dl->AddRectFilled(p0, p1, ToImU32(theme().background));
  DrawGrid(dl);
  DrawSandboxBalls(dl, *lesson_, theme(), camera_);
  Figure fig;
  lesson_->Draw(fig, state_);
  hs = lesson_->Handles();
  std::vector<Vec2> keep;
  for (const Handle& h : hs) keep.push_back(camera_.ToScreen(*h.pos));
  FigureView view{&camera_,    &theme(),       s,    overlay_s,
                  fonts_.body, fonts_.body_px, keep, (kHandleRadius + 7.0f) * s};
  DrawFigure(dl, fig, view);
  DrawHandles(dl, hs);
  // Mouse position in world units, bottom-left: handy when the instructor reads a point aloud.
  if (hovered) {
    const Vec2 w = camera_.ToWorld(mouse);
    const std::string txt = "x = " + Num(w.x) + "   y = " + Num(w.y);
    dl->AddText({p0.x + 10 * s, p1.y - ImGui::GetFontSize() - 8 * s}, ToImU32(InkColor(theme(), Ink::Muted)),
                txt.c_str());
  }
  dl->PopClipRect();
  if (hovered && hover_ >= 0 && drag_ < 0) {
    const Handle& h = hs[static_cast<std::size_t>(hover_)];
    ImGui::SetTooltip("%s = %s\ndrag to move · Shift snaps to the grid\ndouble-click to type coordinates",
                      h.name, Num(*h.pos).c_str());
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
}

void Shell::DrawGrid(ImDrawList* dl) {
  const float s = ui_scale_ * content_scale_;
  const Theme& th = theme();
  const double major = GridStep(camera_.ppu, 90.0 * s);
  const double mant = major / std::pow(10.0, std::floor(std::log10(major) + 1e-9));
  const double minor = major / (std::fabs(mant - 2.0) < 0.01 ? 4.0 : 5.0);
  const Bounds vis = camera_.Visible();
  const Vec2 vmin = camera_.view_min, vmax = camera_.view_min + camera_.view_size;
  const ImU32 cminor = ToImU32(InkColor(th, Ink::Grid)), cmajor = ToImU32(InkColor(th, Ink::GridMajor));
  const ImU32 caxis = ToImU32(InkColor(th, Ink::Axis)), ctext = ToImU32(InkColor(th, Ink::Muted));
  auto is_major = [&](double v) { return std::fabs(v / major - std::round(v / major)) < 1e-6; };
  for (double x = std::ceil(vis.min.x / minor) * minor; x <= vis.max.x; x += minor) {
    const float sx = static_cast<float>(camera_.ToScreen({x, 0}).x);
    dl->AddLine({sx, static_cast<float>(vmin.y)}, {sx, static_cast<float>(vmax.y)},
                is_major(x) ? cmajor : cminor, 1.0f);
  }
  for (double y = std::ceil(vis.min.y / minor) * minor; y <= vis.max.y; y += minor) {
    const float sy = static_cast<float>(camera_.ToScreen({0, y}).y);
    dl->AddLine({static_cast<float>(vmin.x), sy}, {static_cast<float>(vmax.x), sy},
                is_major(y) ? cmajor : cminor, 1.0f);
  }
  // Axes through the origin; their tick labels stay on screen even when the axis is panned away.
  const Vec2 o = camera_.ToScreen({0, 0});
  const float fs = ImGui::GetFontSize() * 0.8f;
  const float pad = 4 * s;
  const float ax_y = static_cast<float>(std::clamp(o.y, vmin.y, vmax.y - fs - pad));
  const float ax_x = static_cast<float>(std::clamp(o.x, vmin.x, vmax.x));
  if (o.y >= vmin.y && o.y <= vmax.y)
    dl->AddLine({static_cast<float>(vmin.x), ax_y}, {static_cast<float>(vmax.x), ax_y}, caxis, 1.5f * s);
  if (o.x >= vmin.x && o.x <= vmax.x)
    dl->AddLine({ax_x, static_cast<float>(vmin.y)}, {ax_x, static_cast<float>(vmax.y)}, caxis, 1.5f * s);
  ImFont* font = ImGui::GetFont();
  for (double x = std::ceil(vis.min.x / major) * major; x <= vis.max.x; x += major) {
    if (std::fabs(x) < major * 1e-6) continue;
    const std::string t = Num(x);
    const float sx = static_cast<float>(camera_.ToScreen({x, 0}).x);
    const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, t.c_str());
    dl->AddText(font, fs, {sx - ts.x * 0.5f, ax_y + pad}, ctext, t.c_str());
  }
  for (double y = std::ceil(vis.min.y / major) * major; y <= vis.max.y; y += major) {
    if (std::fabs(y) < major * 1e-6) continue;
    const std::string t = Num(y);
    const float sy = static_cast<float>(camera_.ToScreen({0, y}).y);
    const ImVec2 ts = font->CalcTextSizeA(fs, 1e9f, 0, t.c_str());
    const float tx = std::clamp(ax_x - ts.x - pad, static_cast<float>(vmin.x) + pad,
                                static_cast<float>(vmax.x) - ts.x - pad);
    dl->AddText(font, fs, {tx, sy - ts.y * 0.5f}, ctext, t.c_str());
  }
  // Axis names at the positive ends.
  dl->AddText(font, fs * 1.15f, {static_cast<float>(vmax.x) - fs * 1.2f, ax_y - fs * 1.5f}, caxis, "x");
  dl->AddText(
      font, fs * 1.15f,
      {std::min(ax_x + pad * 2, static_cast<float>(vmax.x) - fs * 1.2f), static_cast<float>(vmin.y) + pad},
      caxis, "y");
}

void Shell::DrawHandles(ImDrawList* dl, const std::vector<Handle>& hs) {
  const float s = ui_scale_ * content_scale_;
  const Theme& th = theme();
  for (std::size_t i = 0; i < hs.size(); ++i) {
    const ImVec2 c = ToIm(camera_.ToScreen(*hs[i].pos));
    const bool hot = static_cast<int>(i) == hover_ || static_cast<int>(i) == drag_;
    const float r = (hot ? kHandleRadius * 1.35f : kHandleRadius) * s;
    const ImU32 ink = ToImU32(InkColor(th, hs[i].ink));
    if (hot) dl->AddCircleFilled(c, r + 6 * s, ToImU32(InkColor(th, hs[i].ink), 0.25f), 32);
    dl->AddCircleFilled(c, r + 1.5f * s, ToImU32(th.background), 32);
    dl->AddCircle(c, r, ink, 32, 2.5f * s);
    dl->AddCircleFilled(c, static_cast<int>(i) == drag_ ? r * 0.7f : r * 0.35f, ink, 24);
  }
}

// ---------------------------------------------------------------------------------------------------------
void Shell::Panel() {
  ImGui::PushFont(fonts_.heading ? fonts_.heading : ImGui::GetFont());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(entry_ ? entry_->title : "");
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::TextDisabled("lesson %s", entry_ ? entry_->id : "");
  ImGui::Separator();
  LessonPanel(*lesson_, state_, PanelFonts{fonts_.body, fonts_.mono}, theme());
  for (const std::string* msg : {static_cast<const std::string*>(&status_), &export_.Status()}) {
    if (msg->empty()) continue;
    ImGui::Separator();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", msg->c_str());
    ImGui::PopTextWrapPos();
  }
}

void Shell::CoordinatePopup() {
  if (open_edit_popup_) {
    ImGui::OpenPopup("Coordinates");
    open_edit_popup_ = false;
  }
  if (!ImGui::BeginPopupModal("Coordinates", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  std::vector<Handle> hs = lesson_->Handles();
  if (edit_ < 0 || static_cast<std::size_t>(edit_) >= hs.size()) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  ImGui::Text("Exact position of %s", hs[static_cast<std::size_t>(edit_)].name);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(280 * ui_scale_ * content_scale_);
  const bool enter = ImGui::InputScalarN("x, y", ImGuiDataType_Double, edit_xy_, 2, nullptr, nullptr, "%.6g",
                                         ImGuiInputTextFlags_EnterReturnsTrue);
  const bool ok = ImGui::Button("OK") || enter;
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel") || KeyPressed(compat::kEscape, false);
  if (ok && std::isfinite(edit_xy_[0]) && std::isfinite(edit_xy_[1])) {
    *hs[static_cast<std::size_t>(edit_)].pos = {edit_xy_[0], edit_xy_[1]};
    lesson_->Update();
  }
  if (ok || cancel) {
    edit_ = -1;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void Shell::FileDialog() {
  const char* title = file_mode_ == FileMode::Save ? "Save scene" : "Open scene";
  if (open_file_popup_) {
    open_file_popup_ = false;
    file_error_.clear();
    if (file_path_[0] == '\0' || file_mode_ == FileMode::Save) {
      const std::string def = "scenes/" + std::string(entry_ ? entry_->id : "scene") + ".json";
      if (file_path_[0] == '\0') std::snprintf(file_path_, sizeof file_path_, "%s", def.c_str());
    }
    ImGui::OpenPopup(title);
  }
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const float s = ui_scale_ * content_scale_;
  ImGui::TextUnformatted(file_mode_ == FileMode::Save
                             ? "Save the current scene as JSON (as `ricochet explain` reads)."
                             : "Open a scene JSON file (any lesson).");
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(520 * s);
  const bool enter =
      ImGui::InputText("path", file_path_, sizeof file_path_, ImGuiInputTextFlags_EnterReturnsTrue);
  // The .json files next to the path, one click to pick.
  fs::path dir = fs::path(file_path_).parent_path();
  if (dir.empty()) dir = ".";
  std::error_code ec;
  if (fs::is_directory(dir, ec)) {
    std::vector<std::string> files;
    for (const auto& de : fs::directory_iterator(dir, ec)) {
      if (de.path().extension() == ".json") files.push_back(de.path().string());
    }
    std::sort(files.begin(), files.end());
    if (!files.empty()) {
      ImGui::BeginChild("##files",
                        {520 * s, std::min(8.0f, static_cast<float>(files.size()) + 0.5f) *
                                      ImGui::GetFrameHeightWithSpacing()},
                        true);
      for (const std::string& f : files) {
        if (ImGui::Selectable(f.c_str(), f == file_path_))
          std::snprintf(file_path_, sizeof file_path_, "%s", f.c_str());
      }
      ImGui::EndChild();
    }
  }
  if (!file_error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ToImU32(InkColor(theme(), Ink::Warning)));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 520 * s);
    ImGui::TextUnformatted(file_error_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
  }
  const bool go = ImGui::Button(file_mode_ == FileMode::Save ? "Save" : "Open") || enter;
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || KeyPressed(compat::kEscape, false)) ImGui::CloseCurrentPopup();
  if (go) {
    const std::string path = file_path_;
    if (file_mode_ == FileMode::Save) {
      try {
        WriteSceneFile(path, lesson_->SaveScene());
        status_ = "Saved " + path;
        ImGui::CloseCurrentPopup();
      } catch (const std::exception& e) {
        file_error_ = e.what();
      }
    } else {
      try {
        std::string err;
        if (OpenScene(ReadSceneFile(path), path, &err)) {
          status_ = "Opened " + path;
          ImGui::CloseCurrentPopup();
        } else {
          file_error_ = err;
        }
      } catch (const std::exception& e) {
        file_error_ = e.what();
      }
    }
  }
  ImGui::EndPopup();
}

void Shell::HelpWindow() {
  if (!show_help_) return;
  const float s = ui_scale_ * content_scale_;
  ImGui::SetNextWindowSize({620 * s, 0}, ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, {0.5f, 0.5f});
  if (!ImGui::Begin("Controls", &show_help_,
                    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::End();
    return;
  }
  static const char* const kRows[][2] = {
      {"Drag a handle (left mouse)", "move the point; the figure and every step update"},
      {"Shift while dragging", "snap the point to the grid"},
      {"Double-click a handle", "type exact coordinates"},
      {"Click a ball (sandbox)", "select it; its frame's events show in the panel"},
      {"Right or middle drag", "pan the view"},
      {"Mouse wheel", "zoom about the cursor"},
      {"Home", "fit the scene in the view"},
      {"Space / Backspace", "reveal the next / hide the last derivation step"},
      {"P", "play / pause the motion (time t)"},
      {"Left / Right, [ / ]", "previous / next lesson"},
      {"Ctrl+Z", "undo (one step per drag or slider gesture)"},
      {"Ctrl+Shift+Z, Ctrl+Y", "redo"},
      {"Ctrl+O / Ctrl+S", "open / save a scene (JSON)"},
      {"Ctrl+= / Ctrl+- / Ctrl+0", "larger / smaller / reset UI scale"},
      {"Ctrl+E", "repeat the last figure export (File → Export figure…)"},
      {"F12", "save a screenshot of the whole window"},
      {"F1", "this window"},
  };
  if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    for (const auto& row : kRows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row[0]);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row[1]);
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

}  // namespace ricochet::app
