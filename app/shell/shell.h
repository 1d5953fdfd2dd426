// The app shell: menus, lesson list, canvas (camera, grid, handles), the generic lesson panel (presets, time,
// derivation with step-by-step reveal), undo/redo, scene files and persisted settings. Pure ImGui: the
// window and GL live in window.cpp, so tests drive a Shell in an ImGui context without a window.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "draw/camera.h"
#include "draw/figure_imgui.h"
#include "draw/theme.h"
#include "lessons/lesson.h"
#include "practice/check.h"
#include "shell/check_dialog.h"
#include "shell/edit_commit.h"
#include "shell/export_dialog.h"
#include "shell/file_dialog.h"
#include "shell/fonts.h"
#include "shell/placement.h"
#include "shell/present.h"
#include "shell/slide_dialog.h"
#include "shell/undo.h"

namespace ricochet::app {

class Shell {
 public:
  // persist: read/write settings in the XDG config dir, or the browser's storage (off for screenshots and
  // tests).
  explicit Shell(bool persist);

  // Opens a lesson with its default scene (camera fits it unless one was saved). False for an unknown id.
  bool OpenLesson(std::string_view id);
  // Opens a scene; on failure returns false with a one-line message and changes nothing. The view saved with
  // it (t, reveal: SceneToSave) is restored too.
  bool OpenScene(const nlohmann::json& scene, const std::string& file, std::string* error);
  // What File → Save writes: the lesson's scene and the view of it — "t" (lessons with motion) and "reveal"
  // (when not every step is shown), which every scene reader but the window's ignores.
  nlohmann::json SceneToSave() const;
  // Opens a scene file's text (the browser's upload): the status line says what was opened, or why not.
  bool OpenSceneText(const std::string& text, const std::string& name);
  // The lesson to open at start-up when none was asked for: the one saved last time, or the first.
  std::string StartLesson() const;

  // One frame of UI: call between ImGui::NewFrame() and ImGui::Render().
  void Frame();

  // The body font size the shell wants now (content scale × UI scale); the window rebuilds fonts on change.
  float FontPx() const { return kBaseFontPx * content_scale_ * ui_scale_; }
  void SetFonts(const Fonts& f) { fonts_ = f; }
  void SetContentScale(float s) { content_scale_ = s; }
  float UiScale() const { return ui_scale_; }
  void SetUiScale(float s);
  // A theme asked for by name (draw/theme.h; `--theme`): the window's and the presentation's, or while
  // presenting the presentation's alone (leaving gives the window its own back). False if unknown.
  bool SetTheme(std::string_view name);
  // True while something moves by itself (play, or a lesson's own animation): the loop keeps redrawing.
  bool Animating() const;
  bool QuitRequested() const { return quit_; }

  Lesson* lesson() { return lesson_.get(); }
  LessonState& state() { return state_; }
  Camera& camera() { return camera_; }
  UndoStack& undo() { return undo_; }
  // The theme on the screen now: the window's (View → Theme, saved), or presenting, the presentation's
  // (Presenter::PresentationTheme: the projector's unless one was asked for by name).
  ThemeId ScreenTheme() const { return presenter_.On() ? presenter_.PresentationTheme() : theme_; }
  const Theme& theme() const { return GetTheme(ScreenTheme()); }
  ExportDialog& exporter() { return export_; }  // File → Export figure…, Ctrl+E, F12 (shell/export_dialog.h)
  CheckDialog& checker() { return check_; }     // File → Check my code… (shell/check_dialog.h)
  // Opens "help", "open" or "save" as if chosen from the menu (for screenshots of the dialogs).
  bool ShowDialog(std::string_view name);
  int EditingHandle() const { return edit_; }  // handle in the coordinate popup, −1 when closed

  // The keyboard's handle — Tab / Shift+Tab on the canvas, or the page's handle buttons (web/) — drawn with
  // a focus ring; −1 none. Focusing one pans the view to show it whole on the canvas.
  int FocusedHandle() const { return focus_; }
  void FocusHandle(int i);
  // Moves handle i by (dx, dy) nudges: one nudge is the minor grid's step at this zoom; Fine a tenth of it
  // (Shift), Coarse ten (Ctrl). Each nudge is an edit of its own (read back, undoable).
  enum class Nudge { Fine, Normal, Coarse };
  void NudgeHandle(int i, int dx, int dy, Nudge size);
  // Moves handle i to `p`: typed coordinates, or a click where a picked handle goes. A value that is not
  // finite is refused (the status line says so); one outside the input domain is refused when read back.
  bool MoveHandle(int i, Vec2 p);
  // Opens the Coordinates popup for handle i (Enter on a focused handle; a double-click).
  void EditHandle(int i);
  // The one-pointer alternative to a drag (WCAG 2.5.7): a click on a handle picks it, the next click on the
  // canvas puts it there (Esc or a click on it again lets go).
  bool Placing() const { return placing_; }
  // What a screen reader is told now: the step just revealed, or after an edit settles (a whole drag, a
  // nudge, typed coordinates) the moved point and the verdict; the count grows by one per announcement.
  const std::string& Announcement() const { return announcement_; }
  int AnnouncementCount() const { return announcements_; }
  // The page is narrow (a phone: web/): the canvas shows the figure alone, the page's text view has the rest.
  void SetCompact(bool on) { compact_ = on; }
  // Touch (a coarse pointer): handles are grabbed within 22 px of their centre, a 44 px target.
  void SetTouch(bool on) { touch_ = on; }
  // F2: the Description window, the lesson in words (shell/describe.h).
  bool DescriptionShown() const { return show_description_; }
  bool HelpShown() const { return show_help_; }  // F1: the Controls window
  void ShowDescription(bool on) { show_description_ = on; }
  const std::string& Status() const { return status_; }  // the panel's status line (undo, refused edits …)
  const std::string& SettingsStatus() const { return settings_status_; }  // the settings file's warning
  void Undo();
  void Redo();
  void NextLesson(int delta);
  // The lecture start: t = 0, no step revealed (key 0; decks open there unless a slide says otherwise).
  void LectureStart();
  // Every step of the derivation shown (key End, View → Every step): the other end from LectureStart.
  void ShowAll();
  // View → Open lessons at lecture start: how a lesson opens in the window (every step shown, the default,
  // or the lecture start, for teaching live), remembered in the settings.
  bool OpensAtLectureStart() const { return open_at_start_; }
  void SetOpensAtLectureStart(bool on) { open_at_start_ = on; }

  // Practice mode (T, View → Practice, the panel's PRACTICE toggle): the lesson hides its steps and asks for
  // its results (practice/check.h). Off when another lesson opens or presentation starts.
  void SetPractice(bool on);
  practice::Session& practice() { return practice_; }

  // Presentation mode (shell/present.h, a Presenter the shell forwards to): F5, View → Present,
  // `ricochet present`.
  bool Presenting() const { return presenter_.On(); }
  void StartPresenting();
  void StopPresenting();
  // Takes a deck (read and checked by ReadDeck) and opens its slide `slide` at its opening state.
  bool OpenDeck(Deck deck, std::size_t slide, std::string* error);
  // Opens slide i of the deck: at its opening state, or with every step shown (`at_end`, coming back).
  bool GoToSlide(std::size_t i, bool at_end, std::string* error = nullptr);
  // The clicker: +1 next step (then the next slide), −1 back.
  void PresentStep(int dir);
  // The steps the clicker walks on this slide: the derivation's, or up to the slide's "until".
  int SlideSteps() const;
  const Presentation& presentation() const { return presenter_.presentation(); }
  Presentation& presentation() { return presenter_.presentation(); }
  ViewParts& parts() { return parts_; }  // View → Lesson list / Panel / Plots / Captions
  // The menu bar's commands that have no key of their own, as settings of the view (as a lesson's
  // ViewSettings: the browser's text view lists them under View, marked "view", and sets them through
  // ricochet_set_value): the theme, the parts shown, Open lessons at lecture start and, in the browser,
  // Export figure (a PNG with the dialog's settings, as Export in File → Export figure… makes), Window
  // screenshot (F12 is the browser's) and Copy link to this scene.
  std::vector<ViewSetting> MenuSettings() const;
  // Sets one of them, or does it; a SceneError (ViewSettingValue's) when refused.
  void SetMenuSetting(std::string_view name, const nlohmann::json& value);
  // F10: the menu bar by keyboard (ImGui's keyboard navigation, on while the bar, one of its menus or a
  // modal dialog has the keyboard; the figure's keys wait meanwhile). Esc out of the bar ends it.
  bool MenuBarByKeyboard() const { return menu_nav_; }
  // Tab past the figure's last handle (Shift+Tab before the first, or Tab after a click in the panel): the
  // panel's controls by keyboard (ImGui's keyboard navigation and its focus ring, as for F10; the figure's
  // keys wait meanwhile). Tab past the panel's last control, Esc or a click elsewhere ends it.
  bool PanelByKeyboard() const { return panel_nav_; }
  // The lesson's figure as the canvas shows it: drawn at state_, less the parts View hides (and, presenting
  // beside the derivation column, less the captions).
  void DrawLesson(Figure& fig) const { DrawLesson(fig, state_); }
  void DrawLesson(Figure& fig, const LessonState& st) const;
  // The canvas's figure and where its labels went, as the last frame drew them (for tests).
  const Figure& CanvasFigure() const { return canvas_fig_; }
  const LabelLayout& CanvasLabels() const { return canvas_labels_; }
  bool WantsFullscreen() const { return presenter_.On(); }
  // File → Save as deck slide… (for tests: what the dialog does on Save).
  bool SaveDeckSlide(const std::string& path, const std::string& title, const std::string& notes,
                     std::string* error);
  // An edit made outside the shell's own input (the page's controls: a preset): read back and committed as
  // an undo step on the next frame, and announced.
  void MarkEdited() { commit_.Mark(), moved_ = -1; }
  // Frames the scene again on the next frame (Home, View → Fit scene, a preset chosen in the panel).
  void RequestFit() { fit_pending_ = true; }
  // Zooms the view about the canvas's centre, +1 in and −1 out (two notches of the wheel each), or fits the
  // scene (0, as Home): the page's single-pointer alternative to a pinch (WCAG 2.5.1).
  void ZoomView(int dir);
  // Moves the view a quarter of the canvas: dx +1 to look right, −1 left; dy +1 up, −1 down (the page's
  // single-pointer alternative to a two-finger or right-button pan).
  void PanView(int dx, int dy);
  // The tooltip of the hovered handle is up, and where (screen px): beside the handle, it stays while the
  // pointer is on the handle or on it; Esc hides it until the pointer leaves both (WCAG 1.4.13).
  bool TooltipShown() const { return tooltip_shown_; }
  Vec2 TooltipMin() const { return tooltip_min_; }
  Vec2 TooltipMax() const { return tooltip_max_; }
  // The smallest line height any text may have, screen px: presenting, kProjectorCapPx of cap height on a
  // 720 px screen (in proportion on others); 0 in the window.
  float TextFloorPx() const { return presenter_.TextFloorPx(); }

  // The window's content rectangle (screen coordinates) as saved last time, and the one to save now: the
  // window opens there again, clamped to the monitors of the day (shell/placement.h).
  std::optional<ScreenRect> SavedWindow() const { return saved_window_; }
  void SetWindowRect(const ScreenRect& r) { saved_window_ = r; }

  // Where settings live: $XDG_CONFIG_HOME/ricochet/imgui.ini or ~/.config/ricochet/imgui.ini.
  static std::string ConfigPath();
  // Writes the settings file now, atomically (temp + rename); Frame() calls it when ImGui asks, the window
  // at exit. A file that cannot be read or written, or a line that does not parse, gives the defaults and
  // one warning (stderr and the status line), never a crash.
  void SaveSettings();

 private:
  void Shortcuts();
  void MenuKeys();  // F10 and the state of ImGui's keyboard navigation (MenuBarByKeyboard)
  void MenuBar();
  void WindowLayout();
  void Sidebar(float width);
  void Canvas(ImVec2 size);
  void FitScene(const FigureView& view);
  void DrawHandles(ImDrawList* dl, const std::vector<Handle>& hs);
  void Panel();
  void CoordinatePopup();
  void HelpWindow();
  void DescriptionWindow();
  void HandleKeys();
  void PanelTabFellOff();  // Tab past the panel's last control: the keys back to the figure
  void Announce();
  float GrabRadius() const;
  void StyleForTheme();
  void ReadIniLine(const char* line);
  void LoadSettings();
  void SettingsWarning(const std::string& problem);
  bool RefuseOutOfDomain(const nlohmann::json& scene);
  std::string WriteIni() const;
  PresenterContext PresenterCtx();  // what the presenter needs from the shell, now

  std::unique_ptr<Lesson> lesson_;
  ExportDialog export_;
  CheckDialog check_;
  const LessonEntry* entry_ = nullptr;
  LessonState state_;
  Camera camera_;
  // The canvas's figure, cleared and refilled every frame: its arrays keep their capacity (the sandbox's
  // 10,000 discs would otherwise be megabytes allocated, page-faulted and freed each frame).
  Figure canvas_fig_;
  LabelLayout canvas_labels_;
  UndoStack undo_;
  Fonts fonts_;
  ThemeId theme_ = ThemeId::Dark;  // the window's (presentation mode has its own: ScreenTheme)
  EditCommit commit_;              // edit → read back → one undo step (shell/edit_commit.h)
  float ui_scale_ = 1.0f;
  float content_scale_ = 1.0f;
  bool open_at_start_ = false;  // lessons open at the lecture start (settings: open=lecture-start)
  bool persist_ = false;
  std::string settings_path_;
  std::string settings_problem_;  // the first line of [Ricochet][State] that did not parse
  std::string settings_status_;   // its one warning per session, shown under the panel
  std::string last_ini_;
  bool fit_pending_ = true;
  bool quit_ = false;
  bool show_help_ = false;
  bool menu_nav_ = false;   // F10: the keyboard is in the menu bar
  bool panel_nav_ = false;  // Tab: the keyboard is in the panel's controls
  bool nav_keys_ = false;   // ImGui's keyboard navigation has the keys (the bar, a dialog): not the figure
  std::map<std::string, Camera> saved_cameras_;  // per lesson id
  std::string saved_lesson_;
  std::optional<ScreenRect> saved_window_;

  int hover_ = -1, drag_ = -1;  // handle indices
  int tooltip_dismissed_ = -1;  // the handle whose tooltip Esc dismissed (until the hover leaves it)
  int tooltip_for_ = -1;        // the handle whose tooltip was shown last frame
  bool tooltip_shown_ = false;
  Vec2 tooltip_min_, tooltip_max_;  // its box last frame and the handle's centre, screen px
  Vec2 drag_grab_;                  // handle − mouse (world) at the start of a drag
  int edit_ = -1;                   // handle being typed by the coordinate popup
  double edit_xy_[2] = {0, 0};
  bool open_edit_popup_ = false;
  int focus_ = -1;            // the keyboard's handle
  bool placing_ = false;      // focus_ was picked by a click and goes where the next click is
  Vec2 press_at_;             // the mouse (screen px) when a handle was pressed: a click or a drag?
  bool press_moved_ = false;  // the pressed handle has been dragged
  int moved_ = -1;            // the handle the last edit moved (for its announcement)
  bool compact_ = false, touch_ = false, show_description_ = false;
  std::string announcement_;
  int announcements_ = 0;
  int announced_shown_ = -1;  // steps shown when last announced (−1: a new lesson or scene)
  const LessonEntry* announced_entry_ = nullptr;
  std::size_t announced_commits_ = 0;  // undo_.Commits() when last announced

  void RequestFile(FileMode mode);  // File → Open / Save: the path dialog, or the browser's picker / download
  void CopyLink();                  // File → Copy link to this scene (browser)
  FileDialog file_dialog_;          // shell/file_dialog.h
  std::string status_;

  practice::Session practice_;
  Presenter presenter_;  // presentation mode (shell/present.h)
  ViewParts parts_;
  SlideDialog slide_dialog_;  // File → Save as deck slide… (shell/slide_dialog.h)
};

}  // namespace ricochet::app
