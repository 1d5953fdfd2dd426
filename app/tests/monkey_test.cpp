// The GUI monkey (issue 9): the shell driven through thousands of frames of random input in an ImGui context
// without a window — drags on handles and on empty canvas (Shift snaps, drags far off the canvas), wheel,
// pan, keys (undo, redo, step reveal, play, lesson switches, UI scale, dialogs), clicks on presets, sliders
// and menus, typed field values including garbage (Ctrl+click on sliders, the coordinate popup), theme,
// scale and display-size changes. After every frame: nothing crashed or asserted, and no derivation value,
// figure coordinate, label, camera or vertex of the frame is NaN or infinite (fuzz/oracles.h).
//
// Each seed visits every lesson in turn, in the lesson list's order, with an equal share of its frames (an
// action that leaves the lesson — a menu, a switch — is followed by the way back). A field is found as a
// student finds one: a Ctrl+click near it, else Tab from there to a field; a preset by pointing at it (the
// panel scrolled back to its top first). The test asserts that every lesson took random input and changed
// its scene, and that in each seed a typed value and a preset click changed a scene.
//
// Fixed seeds in `make test` (4 × 2,000 frames; seeds 1 and 4 under the sanitizers). A long run:
// RICOCHET_MONKEY_FRAMES=200000 (and RICOCHET_MONKEY_SEED=N for one seed) or `make monkey`. A failure names
// the seed, the frame and the last actions, and the run replays exactly from the seed.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <map>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "fuzz/oracles.h"
#include "headless_imgui.h"
#include "imgui_internal.h"
#include "lessons/lesson.h"
#include "ricochet/splitmix64.h"
#include "sanitized.h"
#include "shell/shell_internal.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// splitmix64: the same numbers on every machine for a seed (std:: distributions are not portable).
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : g_{seed} {}
  std::uint64_t Next() { return g_.Next(); }
  int Below(int n) { return static_cast<int>(Next() % static_cast<std::uint64_t>(n)); }
  double Uniform(double lo, double hi) { return lo + (hi - lo) * g_.Unit(); }
  bool Chance(double p) { return Uniform(0, 1) < p; }
  template <class T, std::size_t N>
  const T& Pick(const T (&a)[N]) {
    return a[Below(static_cast<int>(N))];
  }

 private:
  SplitMix64 g_;
};

// What a student might type into a number field, good and bad.
const char* const kTyped[] = {"3",     "-2.5", "0",    "-0",     "1e-6",
                              "1e6",   "1e7",  "-1e7", "1e400",  "-1e308",
                              "nan",   "inf",  "-inf", "",       "-",
                              ".",     "1e",   "abc",  "0x1p3",  "1,5",
                              "  4  ", "+7",   "1e-7", "5e-324", "999999999999999999999",
                              "0.05",  "89.9", "90"};

class Monkey {
 public:
  Monkey(std::uint64_t seed, Shell& sh) : rng_(seed), sh_(sh) {}
  struct PerLesson {
    int actions = 0;  // actions begun in the lesson
    int changed = 0;  // … of which changed its scene
    int frames = 0;
  };

  // Runs `frames` frames of random actions, checking after each one; stops at the first failure. Every
  // lesson in the list's order gets an equal share of the frames.
  void Run(int frames) {
    const auto list = LessonList();
    for (std::size_t i = 0; i < list.size() && !failed_; ++i) {
      const long long end = static_cast<long long>(frames) * static_cast<long long>(i + 1) /
                            static_cast<long long>(list.size());
      // Each lesson's share starts at the default window, UI scale and view (a share spent at 320×200 and
      // UI × 3 because an earlier one ended there would test one corner many times over).
      Note(std::string("share of lesson ") + list[i].id);
      io().DisplaySize = {1600, 900};
      sh_.SetUiScale(1.0f);
      sh_.parts() = ViewParts{};
      if (sh_.Presenting()) sh_.StopPresenting();
      SetLesson(list[i].id);
      while (frame_ < end && !failed_) {
        if (std::string(sh_.lesson()->Id()) != lesson_) {  // an action left the lesson: back to it
          Note("back to " + lesson_);
          SetLesson(lesson_);
        }
        Act();
      }
    }
  }

  // Every field of the panel, top to bottom: Ctrl+click at two columns (the lesson's sliders, 60 % wide,
  // and the full-width t slider) every 12 px (a field is ≥ 26 px high), type one of `texts` in turn, Enter.
  // A deterministic sweep of garbage typed into each control of the current lesson.
  void SweepPanel(std::span<const char* const> texts) {
    const Camera& c = sh_.camera();
    const double x0 = c.view_min.x + c.view_size.x, w = Display().x - x0;
    std::size_t k = 0;
    for (double frac : {0.3, 0.9}) {
      for (double y = 30; y < Display().y && !failed_; y += 12) {
        const std::string text = texts[k++ % texts.size()];
        mouse_ = {x0 + frac * w, y};
        Note("sweep '" + text + "' at " + std::to_string(mouse_.x) + "," + std::to_string(y));
        io().KeyCtrl = true;
        Frame(mouse_, true);
        io().KeyCtrl = false;
        Frame(mouse_);
        Type(text);
        Key(compat::kEnter);
        if (std::string(sh_.lesson()->Id()) != lesson_) sh_.OpenLesson(lesson_);  // a click left the lesson
      }
    }
  }
  void SetLesson(const std::string& id) {
    lesson_ = id;
    sh_.OpenLesson(id);
    Idle(2);
  }

  // How often each kind of action changed the scene, switched the lesson or was refused (the summary).
  // "type in panel" and "preset" count only a change made by the typed value or the click itself, in a
  // lesson that was not changing by itself (the sandbox running).
  std::map<std::string, int> counts;
  std::map<std::string, int> tried;  // how often each kind of action was done
  std::map<std::string, PerLesson> lessons;

 private:
  ImGuiIO& io() { return ImGui::GetIO(); }
  Vec2 Display() { return {io().DisplaySize.x, io().DisplaySize.y}; }
  Vec2 CanvasPoint() {
    const Camera& c = sh_.camera();
    return {rng_.Uniform(c.view_min.x, c.view_min.x + c.view_size.x),
            rng_.Uniform(c.view_min.y, c.view_min.y + c.view_size.y)};
  }
  Vec2 PanelPoint() {  // the panel is right of the canvas; its presets and sliders are in the upper part
    const Camera& c = sh_.camera();
    const double x0 = c.view_min.x + c.view_size.x;
    return {rng_.Uniform(x0, Display().x), rng_.Uniform(20, Display().y * (rng_.Chance(0.7) ? 0.5 : 1.0))};
  }
  // The screen positions of the handles inside the canvas.
  std::vector<Vec2> VisibleHandles() {
    std::vector<Vec2> out;
    const Camera& c = sh_.camera();
    for (const Handle& h : sh_.lesson()->Handles()) {
      const Vec2 p = c.ToScreen(*h.pos);
      if (p.x > c.view_min.x && p.y > c.view_min.y && p.x < c.view_min.x + c.view_size.x &&
          p.y < c.view_min.y + c.view_size.y)
        out.push_back(p);
    }
    return out;
  }
  Vec2 AnyPoint() { return {rng_.Uniform(0, Display().x), rng_.Uniform(0, Display().y)}; }
  std::string Scene() { return sh_.lesson()->SaveScene().dump(); }

  // The panel's ImGui window, as the last frame laid it out (nullptr when hidden).
  static ImGuiWindow* Panel() {
    for (ImGuiWindow* w : GImGui->Windows) {
      if (w->WasActive && std::string_view(w->Name).find("##panel") != std::string_view::npos) return w;
    }
    return nullptr;
  }
  // The panel back on screen when a click in the View menu hid it or a presentation covers it (Escape ends
  // one; View → Panel shows the panel).
  bool ShowPanel() {
    for (int k = 0; k < 2 && sh_.Presenting(); ++k) {
      Note("Escape (end the presentation)");
      Key(compat::kEscape);
    }
    if (!sh_.parts().panel) {
      Note("View → Panel");
      sh_.parts().panel = true;
      Idle();
    }
    return Panel() != nullptr;
  }
  // A student looking for the presets or the inputs first scrolls the panel back to its top (a revealed step
  // scrolls it down): the wheel over the panel.
  void ScrollPanelToTop() {
    for (int k = 0; k < 8; ++k) {
      ImGuiWindow* p = Panel();
      if (!p || p->Scroll.y <= 0) return;
      if (k == 0) Note("wheel up over the panel");
      mouse_ = {p->InnerRect.Min.x + 0.5 * p->InnerRect.GetWidth(), p->InnerRect.Min.y + 10.0};
      io().MouseWheel = 20;
      Frame(mouse_);
    }
  }
  // Points the mouse at random points of `r` (one frame each, up to `tries`; more of them near the top when
  // `top`) until the hovered item is one of `ids` (any item when `ids` is empty); returns whether one was.
  bool PointAt(const ImRect& r, const std::set<ImGuiID>& ids, int tries, bool top = false) {
    for (int k = 0; k < tries && !failed_; ++k) {
      const double u = rng_.Uniform(0, 1);
      mouse_ = {rng_.Uniform(r.Min.x, r.Max.x), r.Min.y + (top ? u * u : u) * (r.Max.y - r.Min.y)};
      Frame(mouse_);
      const ImGuiID h = GImGui->HoveredId;
      if (h != 0 && (ids.empty() || ids.count(h))) return true;
    }
    return false;
  }
  // A slider or field of the panel is taking typed text (Ctrl+click, Tab).
  static bool FieldActive() { return GImGui->ActiveId != 0 && GImGui->TempInputId == GImGui->ActiveId; }
  // One idle frame: whether the scene stayed the same (false for a lesson that runs by itself).
  bool StaysStill() {
    const std::string a = Scene();
    Frame(mouse_);
    return Scene() == a;
  }

  // The part of the panel above the derivation: presets, practice, time, inputs (the panel keeps the
  // derivation's top in its storage).
  static ImRect Inputs(ImGuiWindow* p) {
    const ImRect r = p->InnerRect;
    const float bottom = std::min(r.Max.y, p->StateStorage.GetFloat(p->GetID("##derivation_top"), r.Max.y));
    return {r.Min.x, r.Min.y, r.Max.x, std::max(bottom, r.Min.y + 1)};
  }

  // Presets: their buttons are in the panel's top rows (ImGui's IDs: PushID(i), then the name); many
  // presets are one drop-down ("##presets") whose list opens as a popup.
  void ClickPreset() {
    const std::vector<Preset> presets = sh_.lesson()->Presets();
    if (presets.empty()) return;
    if (!ShowPanel()) return;
    ScrollPanelToTop();
    ImGuiWindow* p = Panel();
    if (!p) return;
    std::set<ImGuiID> buttons;
    for (std::size_t i = 0; i < presets.size(); ++i)
      buttons.insert(ImHashStr(presets[i].name, 0, p->GetIDNoKeepAlive(static_cast<int>(i))));
    const ImGuiID combo = p->GetIDNoKeepAlive("##presets");
    buttons.insert(combo);
    if (!PointAt(Inputs(p), buttons, 24, true)) return;
    const bool is_combo = GImGui->HoveredId == combo;
    bool still = StaysStill();
    std::string before = Scene();
    Frame(mouse_, true);
    Frame(mouse_, false);
    if (is_combo) {  // the list is open: point at a case in it
      ImGuiWindow* list = GImGui->OpenPopupStack.empty() ? nullptr : GImGui->OpenPopupStack.back().Window;
      if (!list || !PointAt(list->InnerRect, {}, 12)) return Key(compat::kEscape);
      still = StaysStill();
      before = Scene();
      Frame(mouse_, true);
      Frame(mouse_, false);
    }
    Note("preset clicked at " + std::to_string(mouse_.x) + "," + std::to_string(mouse_.y));
    if (still && Scene() != before) ++counts["preset"];
  }

  // Types `text` into a field of the panel: a Ctrl+click at a random point above the derivation, and when
  // that hit no field, Tab (once or more) to one from there. Enter, now and then Escape. A folded INPUTS
  // (a short panel) is opened first.
  void TypeInField(const std::string& text) {
    if (!ShowPanel()) return;
    ScrollPanelToTop();
    ImGuiWindow* p = Panel();
    if (!p) return;
    const ImGuiID inputs = p->GetIDNoKeepAlive("INPUTS##inputs");  // its open state, once clicked
    if (p->StateStorage.GetInt(inputs, -1) != 1 && PointAt(Inputs(p), {inputs}, 16)) {
      Note("open INPUTS");
      for (int k = 0; k < 2 && Panel() && Panel()->StateStorage.GetInt(inputs, -1) != 1; ++k) {
        Frame(mouse_, true);  // a click toggles it: twice when it was open
        Frame(mouse_, false);
      }
    }
    if (!(p = Panel())) return;
    const ImRect r = Inputs(p);
    mouse_ = {rng_.Uniform(r.Min.x, r.Max.x), rng_.Uniform(r.Min.y, r.Max.y)};
    Idle();
    io().KeyCtrl = true;
    Frame(mouse_, true);
    io().KeyCtrl = false;
    Frame(mouse_);
    const bool aimed = FieldActive();
    // Tab focuses the panel's next control (shell: PanelByKeyboard); Enter types a field's or a slider's
    // value (or presses a button).
    for (int k = aimed ? 0 : 1 + rng_.Below(5); k > 0; --k) Key(258);  // Tab
    if (!aimed) Key(compat::kEnter);
    Note(std::string("type in panel '") + text + "' at " + std::to_string(mouse_.x) + "," +
         std::to_string(mouse_.y) + (aimed ? "" : " (then Tab)"));
    if (!FieldActive()) return;
    const bool still = StaysStill();
    const std::string before = Scene();
    Key('A', true);  // select the value so the typing replaces it
    Type(text);
    Key(rng_.Chance(0.9) ? compat::kEnter : compat::kEscape);
    Idle();
    if (still && Scene() != before) ++counts["type in panel"];
  }

  void Note(const std::string& what) {
    log_.push_back("frame " + std::to_string(frame_) + ": " + what);
    if (log_.size() > 40) log_.pop_front();
  }

  // One frame with the mouse at `at`, buttons as given; then every check.
  void Frame(Vec2 at, bool left = false, bool right = false, bool middle = false) {
    if (failed_) return;
    compat::InjectMouse({static_cast<float>(at.x), static_cast<float>(at.y)}, left, right);
    io().MouseDown[2] = middle;
    ImGui::NewFrame();
    sh_.Frame();
    ImGui::Render();
    io().MouseWheel = 0;
    ++frame_;
    Check();
  }
  void Idle(int n = 1) {
    for (int i = 0; i < n; ++i) Frame(mouse_);
  }
  void Key(int key, bool ctrl = false, bool shift = false) {
    io().KeyCtrl = ctrl, io().KeyShift = shift;
    compat::InjectKey(key, true);
    Frame(mouse_);
    compat::InjectKey(key, false);
    io().KeyCtrl = io().KeyShift = false;
    Frame(mouse_);
  }
  void Type(const std::string& text) {
    for (unsigned char c : text) io().AddInputCharacter(c);
    Frame(mouse_);
  }
  // Press at `from`, move in `steps` frames to `to` (Shift held when `snap`), release.
  void Drag(Vec2 from, Vec2 to, int steps, int button, bool snap) {
    const auto down = [&](Vec2 at, bool d) {
      Frame(at, d && button == 0, d && button == 1, d && button == 2);
    };
    down(from, false);
    down(from, true);
    io().KeyShift = snap;
    for (int i = 1; i <= steps; ++i) down(from + (to - from) * (static_cast<double>(i) / steps), true);
    io().KeyShift = false;
    down(to, false);
    mouse_ = to;
  }

  void Act() {
    const std::string before = Scene();
    const std::string lesson = std::string(sh_.lesson()->Id());
    const std::string status = sh_.Status();
    const int first_frame = frame_;
    std::string kind;  // the kind of action, for the counts; Note() logs the details
    // Weighted: mostly what a student does (drags, keys, the panel), now and then the rest.
    static const int kWeights[] = {14, 12, 8, 5, 6, 9, 8, 8, 7, 7, 4, 3, 3, 2, 4};  // out of 100
    int pick = rng_.Below(100);
    int action = 0;
    while (pick >= kWeights[action]) pick -= kWeights[action++];
    switch (action) {
      case 0:
      case 1: {  // drag a handle, sometimes far off the canvas, sometimes snapping
        kind = "drag handle";
        std::vector<Vec2> seen = VisibleHandles();
        if (seen.empty()) {  // all panned or dragged away: fit the scene, as a student would (Home)
          Key(compat::kHome);
          seen = VisibleHandles();
        }
        if (seen.empty()) break;
        const Vec2 from = seen[static_cast<std::size_t>(rng_.Below(static_cast<int>(seen.size())))];
        const double reach = rng_.Chance(0.1) ? 5000 : 200;
        const Vec2 to = from + Vec2{rng_.Uniform(-reach, reach), rng_.Uniform(-reach, reach)};
        Note(kind);
        Drag(from, to, 1 + rng_.Below(8), 0, rng_.Chance(0.2));
        break;
      }
      case 2: {  // drag (or click) on the canvas away from the handles
        kind = "drag canvas";
        Note(kind);
        const Vec2 from = CanvasPoint();
        Drag(from, rng_.Chance(0.3) ? from : CanvasPoint(), 1 + rng_.Below(4), 0, false);
        break;
      }
      case 3: {  // pan with the right or middle button
        kind = "pan";
        Note(kind);
        const Vec2 from = CanvasPoint();
        Drag(from, from + Vec2{rng_.Uniform(-800, 800), rng_.Uniform(-800, 800)}, 1 + rng_.Below(5),
             rng_.Chance(0.5) ? 1 : 2, false);
        break;
      }
      case 4: {  // wheel about a point, now and then far in or out
        kind = "wheel";
        mouse_ = CanvasPoint();
        const int n = rng_.Chance(0.1) ? 40 : 1 + rng_.Below(3);
        const float w = static_cast<float>(rng_.Chance(0.5) ? 1 : -1) * (rng_.Chance(0.2) ? 10.0f : 1.0f);
        Note(kind + " " + std::to_string(n) + " × " + std::to_string(w));
        for (int i = 0; i < n; ++i) {
          io().MouseWheel = w;
          Frame(mouse_);
        }
        break;
      }
      case 5:
      case 6: {  // a shortcut
        struct K {
          int key;
          bool ctrl, shift;
          const char* name;
        };
        static const K keys[] = {{compat::kZ, true, false, "Ctrl+Z"},
                                 {compat::kY, true, false, "Ctrl+Y"},
                                 {compat::kZ, true, true, "Ctrl+Shift+Z"},
                                 {compat::kSpace, false, false, "Space"},
                                 {compat::kBackspace, false, false, "Backspace"},
                                 {compat::kP, false, false, "P"},
                                 {compat::kHome, false, false, "Home"},
                                 {compat::kRight, false, false, "Right"},
                                 {compat::kLeft, false, false, "Left"},
                                 {compat::kLeftBracket, false, false, "["},
                                 {compat::kEqual, true, false, "Ctrl+="},
                                 {compat::kMinus, true, false, "Ctrl+-"},
                                 {compat::kZero, true, false, "Ctrl+0"},
                                 {compat::kF1, false, false, "F1"},
                                 {compat::kEscape, false, false, "Escape"},
                                 {compat::kEnter, false, false, "Enter"},
                                 {compat::kO, true, false, "Ctrl+O"},
                                 {compat::kS, true, false, "Ctrl+S"}};
        const K& k = rng_.Pick(keys);
        kind = std::string("key ") + k.name;
        Note(kind);
        Key(k.key, k.ctrl, k.shift);
        if (k.key == compat::kO || k.key == compat::kS) Key(compat::kEscape);  // close the file dialog again
        break;
      }
      case 7: {  // type into the coordinate popup (double-click a handle)
        kind = "coordinate popup";
        const std::vector<Vec2> seen = VisibleHandles();
        if (seen.empty()) break;
        const Vec2 at = seen[static_cast<std::size_t>(rng_.Below(static_cast<int>(seen.size())))];
        // A pause longer than the double-click time (one long frame): no double-click with an earlier click.
        io().DeltaTime = io().MouseDoubleClickTime * 1.5f;
        Frame(at);
        io().DeltaTime = 1.0f / 60.0f;
        for (bool down : {true, false, true, false, false}) Frame(at, down);
        mouse_ = at;
        if (sh_.EditingHandle() < 0) break;
        const std::string x = rng_.Pick(kTyped), y = rng_.Pick(kTyped);
        Note(kind + " '" + x + "', '" + y + "'");
        Frame(at);
        Key('A', true);  // select the value so the typing replaces it
        Type(x);
        Key(258);  // Tab: on to y
        Key('A', true);
        Type(y);
        Key(rng_.Chance(0.8) ? compat::kEnter : compat::kEscape);
        Idle(2);
        break;
      }
      case 8: {  // click in the panel: buttons, checkboxes, sliders, now and then a drag on a slider
        mouse_ = PanelPoint();
        kind = "click panel";
        Idle();
        Note(kind + " at " + std::to_string(mouse_.x) + "," + std::to_string(mouse_.y));
        Frame(mouse_, true);
        Frame(mouse_, false);
        if (rng_.Chance(0.3)) Drag(mouse_, mouse_ + Vec2{rng_.Uniform(-300, 300), 0}, 3, 0, false);
        Idle();
        break;
      }
      case 9: {  // type a value, good or garbage, into a field of the panel
        kind = "type in panel";
        TypeInField(rng_.Pick(kTyped));
        break;
      }
      case 14: {  // click a preset
        kind = "preset";
        ClickPreset();
        break;
      }
      case 10: {  // click anywhere: the menu bar, the lesson list, open menus, dialogs
        mouse_ = rng_.Chance(0.3) ? Vec2{rng_.Uniform(0, 400), rng_.Uniform(0, 24)} : AnyPoint();
        kind = "click";
        Note(kind + " at " + std::to_string(mouse_.x) + "," + std::to_string(mouse_.y));
        Frame(mouse_);
        Frame(mouse_, true);
        Frame(mouse_, false);
        break;
      }
      case 11: {  // theme, UI scale, display size
        const int what = rng_.Below(3);
        if (what == 0) {
          static const char* const themes[] = {"dark", "light", "slide"};
          const char* t = rng_.Pick(themes);
          kind = "theme";
          Note(kind + " " + t);
          sh_.SetTheme(t);
        } else if (what == 1) {
          const float s =
              rng_.Chance(0.2) ? static_cast<float>(rng_.Uniform(0.1, 8)) : rng_.Pick(shell_detail::kScales);
          kind = "UI scale";
          Note(kind + " " + std::to_string(s));
          sh_.SetUiScale(s);
        } else {
          static const ImVec2 sizes[] = {{1280, 720}, {1600, 900}, {1920, 1080}, {800, 600}, {320, 200}};
          const ImVec2 d = rng_.Pick(sizes);
          kind = "display size";
          Note(kind + " " + std::to_string(static_cast<int>(d.x)) + "x" +
               std::to_string(static_cast<int>(d.y)));
          io().DisplaySize = d;
        }
        Idle(2);
        break;
      }
      case 12: {  // play for a while (the sandbox animates by itself)
        kind = "idle";
        Note(kind);
        Idle(1 + rng_.Below(20));
        break;
      }
      case 13: {  // switch lesson directly
        const auto list = LessonList();
        const char* id = list[static_cast<std::size_t>(rng_.Below(static_cast<int>(list.size())))].id;
        kind = "open lesson";
        Note(kind + " " + id);
        sh_.OpenLesson(id);
        Idle(2);
        break;
      }
    }
    ++tried[kind];
    const bool changed = Scene() != before;
    if (changed && kind != "type in panel" && kind != "preset") ++counts[kind];  // those count themselves
    PerLesson& pl = lessons[lesson];
    ++pl.actions;
    pl.changed += changed ? 1 : 0;
    pl.frames += frame_ - first_frame;
    if (std::string(sh_.lesson()->Id()) != lesson) ++counts["lesson switched"];
    if (sh_.Status() != status && sh_.Status().rfind("Kept the last good value", 0) == 0) ++counts["refused"];
  }

  void Fail(const std::string& problem) {
    failed_ = true;
    std::string trail;
    for (const std::string& l : log_) trail += "  " + l + "\n";
    const LessonState& st = sh_.state();
    FAIL() << problem << "\nlesson " << sh_.lesson()->Id() << ", scene " << sh_.lesson()->SaveScene().dump()
           << ", t " << st.t << ", reveal " << st.reveal << ", canvas " << st.canvas_px.x << "x"
           << st.canvas_px.y << ", UI scale " << sh_.UiScale() << "\nlast actions:\n"
           << trail;
  }

  void Check() {
    Lesson& l = *sh_.lesson();
    if (std::string p = oracle::NonFinite(l.derivation()); !p.empty()) return Fail("derivation: " + p);
    Figure fig;
    l.Draw(fig, sh_.state());
    if (std::string p = oracle::NonFinite(fig); !p.empty()) return Fail("figure: " + p);
    const Camera& c = sh_.camera();
    if (!IsFinite(c.center) || !(c.ppu > 0) || !std::isfinite(c.ppu)) return Fail("camera not finite");
    if (!std::isfinite(sh_.state().t)) return Fail("t not finite");
    const ImDrawData* dd = ImGui::GetDrawData();
    for (int i = 0; dd && i < dd->CmdListsCount; ++i) {
      for (const ImDrawVert& v : dd->CmdLists[i]->VtxBuffer) {
        if (!std::isfinite(v.pos.x) || !std::isfinite(v.pos.y))
          return Fail("a vertex of the frame is not finite (draw list " + std::to_string(i) + ")");
      }
    }
  }

  Rng rng_;
  Shell& sh_;
  int frame_ = 0;
  bool failed_ = false;
  std::string lesson_;
  Vec2 mouse_{-1e4, -1e4};
  std::deque<std::string> log_;
};

int EnvInt(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::atoi(v) : fallback;
}

// What a seed did: how often each kind of action changed the scene, and what each lesson took.
struct Outcome {
  std::map<std::string, int> counts;
  std::map<std::string, Monkey::PerLesson> lessons;
};

// Runs the monkey in a temp working directory: a dialog it opens (Save, Export) can only write there.
Outcome RunMonkey(std::uint64_t seed, int frames) {
  const fs::path dir = fs::path(::testing::TempDir()) / ("ricochet-monkey-" + std::to_string(seed));
  fs::create_directories(dir);
  const fs::path cwd = fs::current_path();
  fs::current_path(dir);
  CreateHeadlessContext();
  Outcome out;
  {
    Shell sh(false);
    EXPECT_TRUE(sh.OpenLesson(LessonList().front().id));
    Monkey m(seed, sh);
    m.Run(frames);
    std::string summary, per_lesson;
    for (const auto& [k, n] : m.tried)
      summary += k + " " + std::to_string(m.counts[k]) + "/" + std::to_string(n) + ", ";
    for (const auto& [id, l] : m.lessons)
      per_lesson += id + " " + std::to_string(l.changed) + "/" + std::to_string(l.actions) + " (" +
                    std::to_string(l.frames) + " frames), ";
    std::printf(
        "monkey seed %llu: %d frames; %d lesson switches, %d refused edits; actions that changed the scene / "
        "all: %s\n  per lesson, actions that changed its scene / all: %s\n",
        static_cast<unsigned long long>(seed), frames, m.counts["lesson switched"], m.counts["refused"],
        summary.c_str(), per_lesson.c_str());
    out = {m.counts, m.lessons};
  }
  ImGui::DestroyContext();
  fs::current_path(cwd);
  fs::remove_all(dir);
  return out;
}

TEST(GuiMonkey, RandomInputNeverBreaksAnyLesson) {
  const int frames = EnvInt("RICOCHET_MONKEY_FRAMES", 2000);
  const int one_seed = EnvInt("RICOCHET_MONKEY_SEED", 0);
  const std::vector<std::uint64_t> seeds =
      one_seed ? std::vector<std::uint64_t>{static_cast<std::uint64_t>(one_seed)}
      : kSanitized
          ? std::vector<std::uint64_t>{1, 4}         // half the Release suite's, at 5–10× the cost a frame
          : std::vector<std::uint64_t>{1, 2, 3, 4};  // 4: a New problem that crashed the practice panel
  const bool full = frames >= 2000;  // shorter runs (trying a change) are not expected to reach everything
  Outcome total;
  for (std::uint64_t seed : seeds) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    const Outcome o = RunMonkey(seed, frames);
    if (::testing::Test::HasFailure()) return;
    for (const auto& [k, n] : o.counts) total.counts[k] += n;
    for (const auto& [id, l] : o.lessons) total.lessons[id].changed += l.changed;
    if (!full) continue;
    // Each seed visited every lesson in turn, and each took a share of random input.
    for (const LessonEntry& e : LessonList()) {
      const auto it = o.lessons.find(e.id);
      EXPECT_GE(it == o.lessons.end() ? 0 : it->second.actions, 10) << e.id << " took (almost) no input";
    }
    // A value typed into a field and a preset click each changed a scene themselves.
    EXPECT_GT(o.counts.count("type in panel") ? o.counts.at("type in panel") : 0, 0)
        << "no typed value changed a scene";
    EXPECT_GT(o.counts.count("preset") ? o.counts.at("preset") : 0, 0) << "no preset click changed a scene";
  }
  if (!full) return;
  // Over the run: the input reached every lesson (changed its scene), moved handles, had edits refused.
  for (const LessonEntry& e : LessonList()) {
    EXPECT_GT(total.lessons[e.id].changed, 0) << "no action changed " << e.id << "'s scene";
  }
  EXPECT_GT(total.counts["drag handle"], 0);
  EXPECT_GT(total.counts["refused"], 0);
  if (!one_seed) {
    EXPECT_GT(total.counts["lesson switched"], 0);
  }
}

// Found by the monkey: the t slider and the lessons' sliders took "1e400" and "nan" typed with Ctrl+click
// live, and the next frame drew B(t) or the balls at ∞. Every field of every lesson, deterministically.
TEST(GuiMonkey, GarbageTypedIntoEveryFieldIsNeverDrawn) {
  const fs::path dir = fs::path(::testing::TempDir()) / "ricochet-monkey-sweep";
  fs::create_directories(dir);
  const fs::path cwd = fs::current_path();
  fs::current_path(dir);
  CreateHeadlessContext();
  {
    Shell sh(false);
    Monkey m(0, sh);
    for (const LessonEntry& e : LessonList()) {
      SCOPED_TRACE(e.id);
      // Under the sanitizers one of each kind: not a number, an infinity, a finite value out of the domain.
      static const char* const kGarbage[] = {"1e400", "nan", "-1e999", "-3", "-1e308"};
      static const char* const kSanitizedGarbage[] = {"nan", "-1e999", "-1e308"};
      m.SetLesson(e.id);
      if (kSanitized) {
        m.SweepPanel(kSanitizedGarbage);
      } else {
        m.SweepPanel(kGarbage);
      }
      EXPECT_EQ(std::string(sh.lesson()->Id()), e.id);
    }
  }
  ImGui::DestroyContext();
  fs::current_path(cwd);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace ricochet::app
