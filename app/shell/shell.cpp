// The shell: lesson switching, undo/redo, the frame layout (lesson list | canvas | panel), shortcuts, menus.
#include "shell/shell.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "platform/platform.h"
#include "scene/files.h"
#include "scene/link.h"
#include "scene/scene.h"
#include "shell/imgui_compat.h"
#include "shell/panel.h"
#include "shell/shell_internal.h"

namespace ricochet::app {

namespace fs = std::filesystem;
using compat::KeyPressed;
using namespace shell_detail;

Shell::Shell(bool persist) : persist_(persist) {
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // the shell reads and writes the file itself (LoadSettings, SaveSettings)
  if (persist) {
    compat::RegisterIniSection(
        "Ricochet", [this](const char* line) { ReadIniLine(line); }, [this] { return WriteIni(); });
    if constexpr (platform::kBrowser) {
      io.IniSavingRate = 0.001f;  // at the next frame: an idle page draws none to count a delay down
      settings_path_ = "the browser's storage";
    } else {
      settings_path_ = ConfigPath();
    }
    LoadSettings();
  }
  StyleForTheme();
}

bool Shell::OpenLesson(std::string_view id) {
  const LessonEntry* e = FindLesson(id);
  if (!e) return false;
  if (entry_) saved_cameras_[entry_->id] = camera_;
  entry_ = e;
  lesson_ = e->Make();
  lesson_->Update();
  state_ = LessonState{};
  if (open_at_start_) state_.t = 0.0, state_.reveal = 0;
  practice_ = practice::Session{};
  undo_.Reset(lesson_->SaveScene());
  commit_.Forget();
  drag_ = hover_ = edit_ = focus_ = moved_ = -1;
  placing_ = false;
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
    if (!e) throw SceneError(file, "lesson", "unknown lesson " + Quoted(id) + " (see `ricochet lessons`)");
    std::unique_ptr<Lesson> l = e->Make();
    l->LoadScene(scene);  // throws before anything of ours changes
    l->Update();
    const double t = ReadOptionalNumber(scene, "t", file, domain::kFrameTime).value_or(LessonState{}.t);
    const double reveal = ReadOptionalNumber(scene, "reveal", file, domain::kReveal).value_or(-1);
    if (reveal != std::floor(reveal)) throw SceneError(file, "reveal", "must be a whole number");
    if (entry_ != e) {
      OpenLesson(id);
      fit_pending_ = true;
    }
    lesson_ = std::move(l);
    undo_.Reset(lesson_->SaveScene());
    commit_.Forget();
    drag_ = hover_ = edit_ = focus_ = moved_ = -1;
    placing_ = false;
    state_.t = t;
    state_.playing = false;
    if (reveal >= 0) state_.reveal = static_cast<int>(reveal);
    if (practice_.on) {  // a new problem: its answers hidden
      practice::StartPractice(practice_, state_);
      practice_.seed = 0;
    }
    return true;
  } catch (const SceneError& ex) {
    // Lessons do not know the file name: name it here.
    if (error) *error = (ex.file == file ? ex : SceneError(file, ex.field, ex.problem)).what();
  } catch (const std::exception& ex) {
    if (error) *error = file + ": " + ex.what();
  }
  return false;
}

nlohmann::json Shell::SceneToSave() const {
  nlohmann::json scene = lesson_->SaveScene();
  if (lesson_->clock() == Clock::Frame) scene["t"] = state_.t;
  const int steps = static_cast<int>(lesson_->derivation().steps.size());
  if (state_.reveal < steps) scene["reveal"] = std::max(state_.reveal, 0);
  return scene;
}

void Shell::SetUiScale(float s) {
  ui_scale_ = std::clamp(s, 0.5f, 4.0f);
  compat::MarkSettingsDirty();
}

bool Shell::OpenSceneText(const std::string& text, const std::string& name) {
  std::string err;
  try {
    if (OpenScene(ParseScene(text, name), name, &err)) {
      status_ = "Opened " + name;
      return true;
    }
  } catch (const SceneError& e) {
    err = e.what();
  }
  status_ = "Not opened: " + err;
  return false;
}

void Shell::CopyLink() {
  if constexpr (platform::kBrowser) {
    platform::ShareLink(SceneFragment(lesson_->SaveScene()));
    status_ = "The link to this scene is on the clipboard and in the address bar.";
  }
}

bool Shell::SetTheme(std::string_view name) {
  const auto t = ThemeFromName(name);
  if (!t) return false;
  presenter_.SetTheme(*t);  // asked for by name: presentation mode keeps it too
  if (!presenter_.On()) theme_ = *t;
  return true;
}

bool Shell::ShowDialog(std::string_view name) {
  if (name == "help") {
    show_help_ = true;
  } else if (name == "open" || name == "save") {
    file_dialog_.Open(name == "open" ? FileMode::Open : FileMode::Save);
  } else if (name == "export-animation") {
    export_.OpenMovieDialog();
  } else if (name == "export-animation-running") {
    export_.OpenMovieDialogRunning();
  } else {
    return false;
  }
  return true;
}

// A movie being exported animates too: the export dialog encodes a few frames per window frame.
bool Shell::Animating() const {
  return state_.playing || (lesson_ && lesson_->Running()) || export_.MovieBusy() || check_.Busy();
}

void Shell::Undo() {
  if (!lesson_) return;
  commit_.Forget();
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
  commit_.Forget();
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

void Shell::LectureStart() {
  state_.t = 0.0;
  state_.reveal = 0;
  state_.playing = false;
  presenter_.LectureStart();
}

void Shell::ShowAll() {
  state_.reveal = LessonState{}.reveal;
  state_.revealed_keys.clear();
}

void Shell::SetPractice(bool on) {
  if (on == practice_.on || (on && !practice::FindExercise(lesson_->Id()))) return;
  if (on) {
    practice::StartPractice(practice_, state_);
  } else {
    practice::StopPractice(practice_, state_);
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
  const ThemeId screen = ScreenTheme();
  if (screen == ThemeId::Dark || screen == ThemeId::HighContrast) {
    ImGui::StyleColorsDark(&st);
  } else {
    ImGui::StyleColorsLight(&st);
  }
  // The panel is part of the lecture: the figure's background, text and muted inks, so the derivation's
  // colours read as they do on the canvas (app/tests/theme_test.cpp measures the contrast).
  const Theme& th = theme();
  const auto im = [](Rgba c) { return ImVec4(c.r, c.g, c.b, c.a); };
  st.Colors[ImGuiCol_WindowBg] = im(th.background);
  st.Colors[ImGuiCol_Text] = im(InkColor(th, Ink::Text));
  st.Colors[ImGuiCol_TextDisabled] = im(InkColor(th, Ink::Muted));
  // What marks a control's state or focus reads at WCAG's 3:1 for graphics on the panel and on a control's
  // frame (1.4.11; theme_test.cpp): the check mark and the slider's grab in the text ink, the keyboard's
  // focus ring (ImGui's nav highlight, and the canvas's ring on a focused handle) in the highlight ink.
  st.Colors[ImGuiCol_CheckMark] = im(InkColor(th, Ink::Text));
  st.Colors[ImGuiCol_SliderGrab] = im(InkColor(th, Ink::Text));
  st.Colors[ImGuiCol_SliderGrabActive] = im(InkColor(th, Ink::Highlight));
  st.Colors[ImGuiCol_NavHighlight] = im(InkColor(th, Ink::Highlight));
  // A control's outline reads at 3:1 on the panel (1.4.11): ImGui's fills do not (white on the light and
  // projector themes' white panel left an unticked box invisible).
  st.FrameBorderSize = 1;
  st.Colors[ImGuiCol_Border] = im(InkColor(th, Ink::Muted));
  if (screen == ThemeId::HighContrast) {  // solid fills
    st.Colors[ImGuiCol_FrameBg] = im(Rgba{0.12f, 0.12f, 0.12f, 1});
    st.Colors[ImGuiCol_Button] = im(Rgba{0.16f, 0.16f, 0.16f, 1});
    st.Colors[ImGuiCol_PopupBg] = im(th.background);
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
// Presentation mode: the Presenter (shell/present.h) with what it needs from the shell.

PresenterContext Shell::PresenterCtx() {
  return PresenterContext{
      .lesson = lesson_,
      .entry = entry_,
      .state = &state_,
      .camera = &camera_,
      .theme = &theme(),
      .fonts = &fonts_,
      .content_scale = content_scale_,
      .ui_scale = &ui_scale_,
      .fit = &fit_pending_,
      .show_help = &show_help_,
      .status = &status_,
      .open_scene = [this](const nlohmann::json& scene, const std::string& file,
                           std::string* error) { return OpenScene(scene, file, error); },
      .canvas = [this](ImVec2 size) { Canvas(size); },
      .on_handle = [this] { return hover_ >= 0 || drag_ >= 0; },
      .restyle =
          [this] {
            StyleForTheme();
            ImGui::GetStyle().ScaleAllSizes(ui_scale_ * content_scale_);
          },
      .undo = [this](bool redo) { redo ? Redo() : Undo(); },
  };
}

void Shell::StartPresenting() {
  if (presenter_.On() || !lesson_) return;
  SetPractice(false);  // the derivation column walks the steps in order: no answers to hide out of order
  presenter_.Start(PresenterCtx());
}

void Shell::StopPresenting() { presenter_.Stop(PresenterCtx()); }

bool Shell::OpenDeck(Deck deck, std::size_t slide, std::string* error) {
  return presenter_.OpenDeck(PresenterCtx(), std::move(deck), slide, error);
}

bool Shell::GoToSlide(std::size_t i, bool at_end, std::string* error) {
  return presenter_.GoToSlide(PresenterCtx(), i, at_end, error);
}

void Shell::PresentStep(int dir) { presenter_.Click(PresenterCtx(), dir); }

int Shell::SlideSteps() const { return presenter_.SlideSteps(*lesson_); }

void Shell::DrawLesson(Figure& fig, const LessonState& st) const {
  lesson_->Draw(fig, st);
  // Presenting beside the derivation column, the canvas keeps no caption of its own: the column shows the
  // verdict, and only once its step has come (a caption would give the answer away before the class guesses).
  fig.DropOverlays(!parts_.plots, !parts_.captions || presenter_.ColumnShown());
}

// File → Save as deck slide…
bool Shell::SaveDeckSlide(const std::string& path, const std::string& title, const std::string& notes,
                          std::string* error) {
  try {
    if (path.empty()) throw SceneError("", "", "give the deck's file name");
    const fs::path p(path);
    std::error_code ec;
    if (!p.parent_path().empty()) fs::create_directories(p.parent_path(), ec);
    const nlohmann::json slide =
        SlideJson(*lesson_, state_, title.empty() ? std::string(entry_->title) : title, notes);
    const std::size_t count = AppendSlide(path, slide, p.stem().string());
    status_ = "Added slide " + std::to_string(count) + " to " + path;
    return true;
  } catch (const std::exception& e) {
    if (error) *error = e.what();
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------
void Shell::Frame() {
  if (!lesson_) OpenLesson(StartLesson());
  if (!lesson_) return;
  compat::FocusNotActivateOnTab();
  if (panel_nav_) compat::EnterPresses();
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
  if (lesson_->Running()) lesson_->Tick(io.DeltaTime);
  lesson_->Update();

  MenuKeys();
  if (presenter_.On()) {
    presenter_.Shortcuts(PresenterCtx());
    presenter_.Frame(PresenterCtx());  // the context again: a slide change replaced the lesson's entry
  } else {
    if (!nav_keys_) Shortcuts();
    MenuBar();
    export_.Frame(ExportDialogContext{lesson_.get(), &state_, camera_.Visible(), theme_});
    check_.Frame(*this);
    WindowLayout();
    PanelTabFellOff();
  }

  file_dialog_.Frame({entry_ ? entry_->id : "scene", ui_scale_ * content_scale_, &theme(),
                      [this](const std::string& path) {
                        WriteSceneFile(path, SceneToSave());
                        status_ = "Saved " + path;
                      },
                      [this](const std::string& path, std::string* err) {
                        const nlohmann::json j = ReadSceneFile(path);
                        const bool ok =
                            IsDeck(j) ? OpenDeck(ReadDeck(j, path), 0, err) : OpenScene(j, path, err);
                        if (ok) status_ = "Opened " + path;
                        return ok;
                      }});
  slide_dialog_.Frame({entry_ ? entry_->title : "", ui_scale_ * content_scale_, &theme(),
                       [this](const std::string& path, const std::string& title, const std::string& notes,
                              std::string* error) { return SaveDeckSlide(path, title, notes, error); }});
  CoordinatePopup();
  HelpWindow();
  DescriptionWindow();

  // Settings (lesson, camera, scale, theme) are saved by ImGui a few seconds after they change, and at exit.
  if (persist_) {
    std::string ini = WriteIni();
    if (ini != last_ini_ && !mouse_held_now()) {
      last_ini_ = std::move(ini);
      compat::MarkSettingsDirty();
    }
    if (io.WantSaveIniSettings) SaveSettings();
  }
  // One undo step per settled edit, read back through the lesson's scene reader (shell/edit_commit.h).
  commit_.Frame({lesson_.get(), &undo_, !mouse_held && !ImGui::IsAnyItemActive(), io.WantTextInput,
                 Animating(), compat::AnyInputThisFrame(),
                 [this](const nlohmann::json& scene) { return RefuseOutOfDomain(scene); }});
  Announce();
}

// The window: lesson list | canvas | panel (View hides the list and the panel; the canvas takes their room).
void Shell::WindowLayout() {
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
  const float side_w = parts_.lesson_list && !compact_ && want_side <= W * 0.22f ? want_side : 0.0f;
  const float panel_w =
      parts_.panel && !compact_ ? std::clamp(W * 0.34f, std::min(300.0f * s, W * 0.42f), 680.0f * s) : 0.0f;
  const float canvas_w = std::max(W - side_w - panel_w, 50.0f);
  ImGui::PopStyleVar(2);

  if (side_w > 0) {
    Sidebar(side_w);
    ImGui::SameLine(0, 0);
  }
  Canvas({canvas_w, H});
  if (panel_w > 0) {
    ImGui::SameLine(0, 0);
    ImGui::BeginChild(kPanelWindow, {panel_w, H}, false, ImGuiWindowFlags_AlwaysUseWindowPadding);
    Panel();
    ImGui::EndChild();
  }
  ImGui::End();
}

// Every settled edit — a drag, a typed coordinate, a slider typed with Ctrl+click, whatever the lesson's
// controls are — is read back through the lesson's own LoadScene, the reader File → Open and the CLI use.
// A value outside the input domain (ricochet/domain.h) is refused there; the lesson then goes back to the
// last good scene (the last committed undo step) and the status line says which field and why. One place
// for every lesson, so no control needs its own check. Scenes the lesson changes by itself (the sandbox
// running) are not edits and are not read back. Returns true when the edit was refused.
bool Shell::RefuseOutOfDomain(const nlohmann::json& scene) {
  if (scene == undo_.Committed()) return false;
  try {
    entry_->make(*entry_)->LoadScene(scene);
    return false;
  } catch (const SceneError& e) {
    status_ = "Kept the last good value: " + (e.field.empty() ? "" : e.field + ": ") + e.problem;
    const std::string nearest =
        NearestAcceptedText(e, scene, [&](const nlohmann::json& s) { entry_->make(*entry_)->LoadScene(s); });
    if (!nearest.empty()) status_ += ". " + nearest;
  } catch (const std::exception& e) {
    status_ = std::string("Kept the last good value: ") + e.what();
  }
  try {
    lesson_->LoadScene(undo_.Committed());
    lesson_->Update();
  } catch (const std::exception& e) {  // the last step is itself out of the domain (a ball that flew off)
    status_ += std::string(" (and the last step cannot be restored: ") + e.what() + ")";
  }
  return true;
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
  if (ctrl && KeyPressed(compat::kO, false)) RequestFile(FileMode::Open);
  if (ctrl && KeyPressed(compat::kS, false)) RequestFile(FileMode::Save);
  if (KeyPressed(compat::kF1, false)) show_help_ = !show_help_;
  if (KeyPressed(compat::kF2, false)) show_description_ = !show_description_;
  HandleKeys();
  if (KeyPressed(compat::kF5, false)) StartPresenting();
  if (ctrl || ImGui::IsAnyItemActive()) return;
  if (KeyPressed(compat::kZero, false) || KeyPressed(compat::kKeypad0, false)) LectureStart();
  if (KeyPressed(compat::kEnd, false) && !practice_.on) ShowAll();  // practice's is Show solution
  const Presentation& deck = presenter_.presentation();
  if (deck.deck && KeyPressed(compat::kPageDown, false)) GoToSlide(deck.slide + 1, false);
  if (deck.deck && KeyPressed(compat::kPageUp, false) && deck.slide > 0) GoToSlide(deck.slide - 1, false);
  if ((focus_ < 0 && KeyPressed(compat::kRight, false)) || KeyPressed(compat::kRightBracket, false))
    NextLesson(+1);
  if ((focus_ < 0 && KeyPressed(compat::kLeft, false)) || KeyPressed(compat::kLeftBracket, false))
    NextLesson(-1);
  if (KeyPressed(compat::kHome, false)) fit_pending_ = true;
  if (KeyPressed(compat::kT, false)) SetPractice(!practice_.on);
  if (KeyPressed(compat::kP, false)) {
    if (lesson_->clock() == Clock::Frame) {
      state_.playing = !state_.playing;
    } else if (lesson_->clock() == Clock::Own) {
      lesson_->PlayPause();  // e.g. the sandbox's table
    }
  }
  const int n = static_cast<int>(lesson_->derivation().steps.size());
  if (KeyPressed(compat::kSpace, true))
    state_.reveal = std::min(state_.reveal, n) < n ? state_.reveal + 1 : n;
  if (KeyPressed(compat::kBackspace, true)) state_.reveal = std::max(std::min(state_.reveal, n) - 1, 0);
}

void Shell::MenuKeys() {
  // The bar is left by Esc, a click elsewhere, or an item done (its menu closes); the panel by Esc (ImGui
  // leaves the child window), a click elsewhere, or Tab past its last control (PanelTabFellOff).
  if (menu_nav_ && !compat::InMenuBar()) menu_nav_ = false;
  if (panel_nav_ && (presenter_.On() || !compat::KeyboardIn(kPanelWindow))) panel_nav_ = false;
  if (!presenter_.On() && !ImGui::GetIO().WantTextInput && !compat::ModalOpen() &&
      KeyPressed(compat::kF10, false)) {
    compat::EnterMenuBar();
    menu_nav_ = true;
    panel_nav_ = false;
  }
  const ImGuiIO& io = ImGui::GetIO();
  if (panel_nav_ && !ImGui::IsAnyItemActive() && KeyPressed(compat::kTab, true) && !io.KeyCtrl && !io.KeyAlt)
    compat::TabInWindow(kPanelWindow, io.KeyShift ? -1 : 1);
  // A dialog opened from the menu is used by keyboard the same way: a modal one (Export figure…, Save as
  // deck slide…, a file's path) while it is open, Check my code… while it has the focus (F10 then Esc gives
  // the keys back to the figure). Meanwhile the figure's own keys wait.
  nav_keys_ = menu_nav_ || panel_nav_ || compat::ModalOpen() || compat::FocusedWindowIs("Check my code");
  compat::SetKeyboardNav(nav_keys_);
}

std::vector<ViewSetting> Shell::MenuSettings() const {
  using V = ViewSetting;
  std::vector<std::string> themes;
  for (ThemeId t : kThemes) themes.emplace_back(GetTheme(t).name);
  std::vector<ViewSetting> out = {
      V::Choice("theme", "Theme", "View → Theme: the colours of the figure and the program's panel",
                GetTheme(theme_).name, themes),
      V::Flag("lesson_list", "Show the lesson list", "View → Lesson list: the canvas's list of lessons",
              parts_.lesson_list),
      V::Flag("panel", "Show the panel", "View → Panel: the program's panel beside the figure", parts_.panel),
      V::Flag("plots", "Show the plots", "View → Plots: the lesson's plots over time", parts_.plots),
      V::Flag("captions", "Show the captions", "View → Captions: the figure's captions and legends",
              parts_.captions),
      V::Flag("open_at_start", "Open lessons at lecture start",
              "View → Open lessons at lecture start: t = 0 and no step shown, for teaching live",
              open_at_start_)};
  if constexpr (platform::kBrowser) {
    out.push_back(V::Action("export_figure", "Export figure (PNG)",
                            "File → Export figure…'s Export: a PNG of the figure (1920 × 1080, this theme) "
                            "to the browser's downloads"));
    out.push_back(V::Action("screenshot", "Window screenshot (PNG)",
                            "File → Window screenshot: the whole canvas as a PNG, to the downloads"));
    out.push_back(V::Action("present", "Present",
                            "View → Present (F5 on the figure): the lesson full size, step by step; Esc on "
                            "the figure leaves"));
    out.push_back(V::Action("copy_link", "Copy link to this scene",
                            "File → Copy link to this scene: the #scene= link on the clipboard and in the "
                            "address bar"));
  }
  return out;
}

void Shell::SetMenuSetting(std::string_view name, const nlohmann::json& value) {
  const std::vector<ViewSetting> all = MenuSettings();
  const nlohmann::json v = ViewSettingValue(FindViewSetting(all, name), value);
  if (name == "theme") {
    theme_ = ThemeFromName(v.get<std::string>()).value_or(theme_);
    compat::MarkSettingsDirty();
  } else if (name == "open_at_start") {
    open_at_start_ = v.get<bool>();
  } else if (name == "export_figure") {
    export_.RequestExport();
  } else if (name == "screenshot") {
    export_.RequestScreenshot();
  } else if (name == "copy_link") {
    CopyLink();
  } else if (name == "present") {
    StartPresenting();
  } else {  // a part of the view: the canvas grows into what is hidden, and the scene is fitted again
    bool* part = name == "lesson_list" ? &parts_.lesson_list
                 : name == "panel"     ? &parts_.panel
                 : name == "plots"     ? &parts_.plots
                                       : &parts_.captions;
    *part = v.get<bool>();
    fit_pending_ = true;
  }
}

void Shell::MenuBar() {
  if (!ImGui::BeginMainMenuBar()) return;
  if (ImGui::BeginMenu("File")) {
    if (ImGui::MenuItem("Open scene…", "Ctrl+O")) RequestFile(FileMode::Open);
    if (ImGui::MenuItem("Save scene…", "Ctrl+S")) RequestFile(FileMode::Save);
    if constexpr (!platform::kBrowser) {  // appends to a deck file on disk
      if (ImGui::MenuItem("Save as deck slide…")) slide_dialog_.Open();
    }
    if constexpr (platform::kBrowser) {
      if (ImGui::MenuItem("Copy link to this scene")) CopyLink();
    }
    ImGui::Separator();
    export_.MenuItems();
    check_.MenuItems();
    if constexpr (!platform::kBrowser) {  // a page is closed by its tab
      ImGui::Separator();
      if (ImGui::MenuItem("Quit")) quit_ = true;
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Edit")) {
    if (ImGui::MenuItem("Undo", "Ctrl+Z", false, undo_.CanUndo())) Undo();
    if (ImGui::MenuItem("Redo", "Ctrl+Shift+Z / Ctrl+Y", false, undo_.CanRedo())) Redo();
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    if (ImGui::MenuItem("Present", "F5")) StartPresenting();
    if (ImGui::MenuItem("Lecture start (t = 0, step 0)", "0")) LectureStart();
    if (ImGui::MenuItem("Every step", "End", false, !practice_.on)) ShowAll();
    if (ImGui::MenuItem("Open lessons at lecture start", nullptr, open_at_start_))
      open_at_start_ = !open_at_start_;
    if (ImGui::MenuItem("Practice (hide the answers)", "T", practice_.on,
                        practice::FindExercise(lesson_->Id()) != nullptr)) {
      SetPractice(!practice_.on);
    }
    ImGui::Separator();
    // The canvas grows into what is hidden; the scene is fitted again to the room it has now.
    for (auto [name, on] : {std::pair{"Lesson list", &parts_.lesson_list}, std::pair{"Panel", &parts_.panel},
                            std::pair{"Plots", &parts_.plots}, std::pair{"Captions", &parts_.captions}}) {
      if (ImGui::MenuItem(name, nullptr, on)) fit_pending_ = true;
    }
    ImGui::Separator();
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
      for (ThemeId t : kThemes) {
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
    if (ImGui::MenuItem("Description of the scene", "F2", show_description_))
      show_description_ = !show_description_;
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
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s\n%s · %s\ncore: %s", e.title, e.id, e.lecture, e.core);
  }
  ImGui::EndChild();
}

void Shell::Panel() {
  ImGui::PushFont(fonts_.heading ? fonts_.heading : ImGui::GetFont());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(entry_ ? entry_->title : "");
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::TextDisabled("lesson %s", entry_ ? entry_->id : "");
  ImGui::Separator();
  if (presenter_.presentation().deck && presenter_.DeckPanel(PresenterCtx())) StartPresenting();
  if (LessonPanel(*lesson_, state_, theme(), &practice_)) {
    fit_pending_ = true;
  }
  for (const std::string* msg : {static_cast<const std::string*>(&status_), &export_.Status(),
                                 static_cast<const std::string*>(&settings_status_)}) {
    if (msg->empty()) continue;
    ImGui::Separator();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", msg->c_str());
    ImGui::PopTextWrapPos();
  }
}

}  // namespace ricochet::app
