// Ricochet in the browser: start-up from the page's address, the main loop, and the page contract.
//   index.html                    the last lesson (browser storage) or the first
//   index.html#lesson=ID          a lesson
//   index.html#scene=BASE64URL    an exact scene (scene/link.h)
//   index.html#bench=sandbox&balls=10000&steps=200   `ricochet bench sandbox … --json`, into the page
// The page's body carries data-status="loading", then "ready" once the asked lesson is drawn, or
// "error: <one line>" (also shown on the page); the title is "Ricochet — <lesson title>".
#include <emscripten.h>

#include "platform/gl.h"
// (separate block: the GL loader comes before GLFW)
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "check/report.h"
#include "check/scenes.h"
#include "cli/sim_cli.h"
#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"
#include "math/expr.h"
#include "platform/platform.h"
#include "practice/check.h"
#include "ricochet_shaders.h"
#include "scene/link.h"
#include "scene/scene.h"
#include "shell/describe.h"
#include "shell/frame.h"
#include "shell/panel.h"
#include "shell/shell.h"

// The page's side (web/library_ricochet.js).
extern "C" {
char* ricochet_page_fragment();  // location.hash without '#' (malloc'd)
void ricochet_page_setup();  // touch → mouse, the keys the browser would take, resize and hash listeners
void ricochet_page_size(int* css_width, int* css_height, double* device_pixel_ratio);
void ricochet_page_status(const char* status, const char* title);  // title "" leaves it
void ricochet_page_lessons(const char* id_tab_title_lines);        // the links an error page offers
void ricochet_page_output(const char* text);                       // the bench's JSON
void ricochet_page_layout(int* compact, int* touch, int* still);   // a phone's width, touch, reduced motion
void ricochet_page_describe(const char* json);  // the text view's description (shell/describe.h)
void ricochet_page_announce(const char* text);  // said by the page's aria-live region
void ricochet_page_keys();                      // the page's keys kept from GLFW (after glfwInit)
char* ricochet_page_answers(int which);         // the answers file read: 0 its name, 1 its text (malloc'd)
}

namespace ricochet::app {
namespace {

constexpr int kExtraFrames = 3;  // frames drawn after an event, so ImGui settles (hover, layout)
constexpr int kReadyFrames = 3;  // the asked lesson is on the page after this many frames

struct App {
  GLFWwindow* window = nullptr;
  std::unique_ptr<Shell> shell;
  WindowFrame frame;
  int frames_left = kExtraFrames;
  int frames_drawn = 0;
  bool paused = false;
  double dpr = 1;            // device pixels per CSS px
  std::string title;         // the lesson title on the page's tab
  std::string description;   // the text view's description as sent last
  int description_skip = 0;  // frames of a drag since it was sent
  int announced = 0;         // the shell's announcements passed to the page
  bool still = false;        // prefers-reduced-motion
  nlohmann::json values;     // ValuesJson of the scene below, sent with every description
  std::optional<std::uint64_t> values_stamp;
  std::string values_lesson;
};
App* g_app = nullptr;

// An event arrived: draw a few frames (the loop was paused while nothing moved).
void Wake() {
  if (!g_app) return;
  g_app->frames_left = kExtraFrames;
  if (g_app->paused) {
    g_app->paused = false;
    emscripten_resume_main_loop();
  }
}

void PageError(const std::string& line) {
  std::string lessons;
  for (const LessonEntry& e : LessonList()) lessons += std::string(e.id) + "\t" + e.title + "\n";
  ricochet_page_lessons(lessons.c_str());
  ricochet_page_status(("error: " + line).c_str(), "");
}

std::string Fragment() {
  char* f = ricochet_page_fragment();
  std::string s = f ? f : "";
  std::free(f);
  return s;
}

// The canvas fills the window in device pixels, so text is sharp at any browser zoom and on HiDPI screens;
// the device pixel ratio is the content scale the shell sizes its UI by (as a monitor's scale on the
// desktop).
void FitCanvas(App& a) {
  int css_w = 0, css_h = 0;
  double dpr = 1;
  ricochet_page_size(&css_w, &css_h, &dpr);
  if (!(dpr > 0)) dpr = 1;
  const int w = std::max(1, static_cast<int>(std::lround(css_w * dpr)));
  const int h = std::max(1, static_cast<int>(std::lround(css_h * dpr)));
  int ww = 0, wh = 0;
  glfwGetWindowSize(a.window, &ww, &wh);
  if (w != ww || h != wh) glfwSetWindowSize(a.window, w, h);
  a.shell->SetContentScale(static_cast<float>(dpr));
  a.dpr = dpr;
  int compact = 0, touch = 0, still = 0;
  ricochet_page_layout(&compact, &touch, &still);
  a.shell->SetCompact(compact != 0);
  a.shell->SetTouch(touch != 0);
  a.still = still != 0;
}

// Practice mode for the text view: whether the lesson has it, on or off, each question with the student's
// answer's mark, and the last Check's notes (practice/check.h, as the panel shows them).
nlohmann::json PracticeJson(Shell& shell) {
  Lesson& l = *shell.lesson();
  const practice::Exercise* ex = practice::FindExercise(l.Id());
  if (!ex) return nullptr;
  const practice::Session& s = shell.practice();
  nlohmann::json qs = nlohmann::json::array();
  static constexpr const char* kKinds[] = {"number", "vector", "choice"};
  static constexpr const char* kMarks[] = {"", "right", "wrong", "unreadable"};
  const Derivation& d = l.derivation();
  std::string note;
  for (std::size_t i = 0; i < ex->questions.size(); ++i) {
    const practice::Question& q = ex->questions[i];
    nlohmann::json choices = nlohmann::json::array();
    for (const practice::Choice& c : q.choices) choices.push_back(c.words);
    const bool asked = practice::Asked(d, q);
    const int mark = i < s.checked.marks.size() ? static_cast<int>(s.checked.marks[i]) : 0;
    qs.push_back({{"key", q.key},
                  {"label", q.label},
                  {"kind", kKinds[static_cast<int>(q.kind)]},
                  {"asked", asked},
                  {"choices", std::move(choices)},
                  {"mark", kMarks[mark]}});
    if (i < s.checked.notes.size() && !s.checked.notes[i].empty()) note += s.checked.notes[i] + " ";
  }
  return {{"on", s.on},
          {"questions", std::move(qs)},
          {"note", note},
          {"rules", std::string(practice::GradingRule()) + " " + practice::NoneRule()}};
}

// The lesson's values that are no point of the figure — masses, velocities, radii, the π-blocks' masses,
// switches such as the approaching test, a choice such as the sandbox's broad phase — as the text view's
// native fields: every number, flag and word of the lesson's scene fields (LessonEntry::fields,
// docs/scene-fields.md) that its saved scene holds — or leaves out at a default its meaning names — with the
// range its reader takes. A word's choices are the quoted words its meaning starts with ("\"grid\" (default)
// or \"naive\": …").
nlohmann::json ValuesJson(const Lesson& l) {
  nlohmann::json values = nlohmann::json::array();
  const LessonEntry* e = FindLesson(l.Id());
  if (!e || !e->fields) return values;
  const nlohmann::json scene = l.SaveScene();
  for (const SceneField& f : e->fields()) {
    const std::string meaning = f.meaning;
    // A word's choices, and the default a scene may leave out ("\"two-sided\" (default), …").
    const std::string head = meaning.substr(0, meaning.find(':'));
    nlohmann::json choices = nlohmann::json::array();
    std::string default_word;
    for (std::size_t a = head.find('"'); a != std::string::npos; a = head.find('"', a + 1)) {
      const std::size_t b = head.find('"', a + 1);
      if (b == std::string::npos) break;
      choices.push_back(head.substr(a + 1, b - a - 1));
      if (head.compare(b + 1, 10, " (default)") == 0) default_word = choices.back();
      a = b;
    }
    nlohmann::json v;
    if (scene.contains(f.name)) {
      v = scene.at(f.name);
    } else if (f.kind == FieldKind::Flag && meaning.rfind("true (default)", 0) == 0) {
      v = true;
    } else if (f.kind == FieldKind::Flag && meaning.rfind("false (default)", 0) == 0) {
      v = false;
    } else if (f.kind == FieldKind::Text && !default_word.empty()) {
      v = default_word;
    } else {
      continue;
    }
    const std::string symbol = *f.symbol ? math::Text(math::Sym(f.symbol)) : "";
    nlohmann::json item = {
        {"name", f.name}, {"symbol", symbol}, {"meaning", f.meaning}, {"unit", f.unit}, {"value", v}};
    if (f.kind == FieldKind::Number && v.is_number() && f.range) {
      item["kind"] = "number";
      item["min"] = f.range->lo;
      item["max"] = f.range->hi;
      item["zero_ok"] = f.range->zero_ok;
    } else if (f.kind == FieldKind::Flag && v.is_boolean()) {
      item["kind"] = "flag";
    } else if (f.kind == FieldKind::Text && v.is_string() && choices.size() >= 2) {
      item["kind"] = "choice";
      item["choices"] = std::move(choices);
    } else {
      continue;
    }
    values.push_back(std::move(item));
  }
  return values;
}

// The lesson's settings of its view and run (Lesson::ViewSettings: the play speed, the sandbox's table,
// trails, single frame, step back, reset), then the menu bar's commands that have no key (Shell::
// MenuSettings: the theme, the parts shown, Export figure, Copy link …) as more of the same Values, marked
// "view": the page lists them under their own heading and sets them through ricochet_set_value too.
nlohmann::json ViewSettingsJson(const std::vector<ViewSetting>& settings) {
  static constexpr const char* kKinds[] = {"number", "flag", "choice", "action"};
  nlohmann::json out = nlohmann::json::array();
  for (const ViewSetting& v : settings) {
    nlohmann::json item = {{"name", v.name},      {"symbol", ""},
                           {"label", v.label},    {"meaning", v.meaning},
                           {"unit", ""},          {"value", v.value},
                           {"view", true},        {"kind", kKinds[static_cast<int>(v.kind)]},
                           {"enabled", v.enabled}};
    if (v.kind == ViewSetting::Kind::Number) {
      item["min"] = v.range.lo;
      item["max"] = v.range.hi;
      item["zero_ok"] = v.range.zero_ok;
    }
    if (v.kind == ViewSetting::Kind::Choice) item["choices"] = v.choices;
    out.push_back(std::move(item));
  }
  return out;
}

// The text view follows the lesson: its description when it changed (during a drag a few times a second,
// not every frame), and each new announcement.
void SyncPage(App& a) {
  Lesson* l = a.shell->lesson();
  if (!l) return;
  if (ImGui::GetIO().MouseDown[0] && ++a.description_skip < 8) return;
  a.description_skip = 0;
  nlohmann::json d = DescriptionJson(*l, a.shell->state());
  d["focus"] = a.shell->FocusedHandle();
  d["theme"] = a.shell->theme().name;
  d["practice"] = PracticeJson(*a.shell);
  d["status"] = a.shell->Status();                // a refused edit says why (the panel's status line)
  d["check"] = a.shell->checker().OverlayText();  // an answers file's case shown over the figure
  // The values: the sandbox's scene (thousands of balls) is written out only when its fingerprint changed.
  const std::optional<std::uint64_t> stamp = l->SceneStamp();
  if (!stamp || stamp != a.values_stamp || l->Id() != a.values_lesson) {
    a.values = ValuesJson(*l);
    a.values_stamp = stamp;
    a.values_lesson = l->Id();
  }
  d["values"] = a.values;
  for (nlohmann::json& v : ViewSettingsJson(l->ViewSettings())) d["values"].push_back(std::move(v));
  for (nlohmann::json& v : ViewSettingsJson(a.shell->MenuSettings())) d["values"].push_back(std::move(v));
  std::string text = d.dump();
  if (text != a.description) {
    a.description = std::move(text);
    ricochet_page_describe(a.description.c_str());
  }
  if (a.shell->AnnouncementCount() != a.announced) {
    a.announced = a.shell->AnnouncementCount();
    ricochet_page_announce(a.shell->Announcement().c_str());
  }
}

// The main loop's body: one frame while something moves or an event is being settled; otherwise it pauses
// itself (no frame, no timer) until Wake().
void Frame() {
  App& a = *g_app;
  if (a.frames_left <= 0 && !a.shell->Animating()) {
    a.paused = true;
    emscripten_pause_main_loop();
    return;
  }
  FitCanvas(a);
  int fbw = 0, fbh = 0;
  glfwGetFramebufferSize(a.window, &fbw, &fbh);
  a.frame.Draw(*a.shell, fbw, fbh);
  SyncPage(a);
  --a.frames_left;
  ++a.frames_drawn;
  if (a.shell->Animating()) a.frames_left = kExtraFrames;
  if (auto path = a.shell->exporter().TakeScreenshotRequest()) {  // File → Window screenshot: a download
    std::vector<unsigned char> px(static_cast<std::size_t>(fbw) * fbh * 4);
    ReadBackBuffer(fbw, fbh, px.data());
    const std::string png = EncodePngFlipped(fbw, fbh, px.data());
    if (!png.empty()) platform::Download(std::filesystem::path(*path).filename().string(), "image/png", png);
    a.shell->exporter().ScreenshotDone(*path, !png.empty());
    a.frames_left = kExtraFrames;  // show the status message
  }
  const std::string title = a.shell->lesson() ? std::string(a.shell->lesson()->Title()) : "";
  if (a.frames_drawn == kReadyFrames) {
    a.title = title;
    ricochet_page_status("ready", title.c_str());
  } else if (a.frames_drawn > kReadyFrames && title != a.title) {  // the user went to another lesson
    a.title = title;
    ricochet_page_status("ready", title.c_str());
  }
}

// Opens what the address asks for; "" on success, else the one-line error for the page.
std::string OpenFromFragment(Shell& shell, const std::vector<std::pair<std::string, std::string>>& params) {
  for (const auto& [key, value] : params) {
    if (key == "lesson") {
      if (!shell.OpenLesson(value))
        return "unknown lesson '" + value + "' (#lesson=ID; the lessons are listed below)";
      return "";
    }
    if (key == "scene") {
      std::string err;
      try {
        if (!shell.OpenScene(SceneFromFragment(value), "#scene", &err)) return err;
      } catch (const SceneError& e) {
        return e.what();
      }
      return "";
    }
  }
  if (!params.empty() && !params.front().first.empty()) {
    return "unknown '#" + params.front().first +
           "=' in the address (use #lesson=ID, #scene=… or #bench=sandbox)";
  }
  return shell.OpenLesson(shell.StartLesson()) ? "" : "no lessons";
}

// #bench=sandbox&balls=N&steps=S[&broadphase=…&seed=…]: `ricochet bench sandbox --balls N --steps S …
// --json`, run after the page has painted "loading"; its JSON goes into the page.
std::vector<std::string> g_bench_args;
void RunBenchPage(void*) {
  const bool captured = std::freopen("/bench.json", "w", stdout) && std::freopen("/bench.err", "w", stderr);
  const int rc = captured ? RunBench(g_bench_args) : 1;
  std::fflush(stdout);
  std::fflush(stderr);
  auto slurp = [](const char* path) {
    std::ifstream in(path);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
  };
  const std::string json = slurp("/bench.json"), problem = slurp("/bench.err");
  if (rc != 0) {
    const std::string line = problem.substr(0, problem.find('\n'));
    ricochet_page_status(("error: " + (line.empty() ? "the bench failed" : line)).c_str(), "");
    return;
  }
  ricochet_page_output(json.c_str());
  ricochet_page_status("ready", "sandbox bench");
}

int Start() {
  ricochet_page_setup();
  const auto params = ParseFragment(Fragment());
  if (!params.empty() && params.front().first == "bench") {
    g_bench_args = {params.front().second};
    for (std::size_t i = 1; i < params.size(); ++i) {
      g_bench_args.push_back("--" + params[i].first);
      g_bench_args.push_back(params[i].second);
    }
    g_bench_args.push_back("--json");
    emscripten_async_call(RunBenchPage, nullptr, 50);
    return 0;
  }

  if (!glfwInit()) {
    PageError("cannot start GLFW in this browser");
    return 1;
  }
  ricochet_page_keys();
  glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  int css_w = 0, css_h = 0;
  double dpr = 1;
  ricochet_page_size(&css_w, &css_h, &dpr);
  g_app = new App;  // lives as long as the page
  App& a = *g_app;
  a.window = glfwCreateWindow(std::max(1, static_cast<int>(css_w * dpr)),
                              std::max(1, static_cast<int>(css_h * dpr)), "Ricochet", nullptr, nullptr);
  if (!a.window) {
    PageError("WebGL2 is not available in this browser (Ricochet draws with WebGL2)");
    return 1;
  }
  glfwMakeContextCurrent(a.window);
  if (!gladLoadGLES2(glfwGetProcAddress)) {
    PageError("cannot load the WebGL2 functions");
    return 1;
  }
  ImGui::CreateContext();
  a.shell = std::make_unique<Shell>(/*persist=*/true);
  std::string lessons;
  for (const LessonEntry& e : LessonList()) lessons += std::string(e.id) + "\t" + e.title + "\n";
  ricochet_page_lessons(lessons.c_str());
  if (const std::string err = OpenFromFragment(*a.shell, params); !err.empty()) {
    PageError(err);
    return 1;
  }
  FitCanvas(a);
  // Reduced motion: nothing starts moving by itself (a lesson that runs on opening waits for its Play).
  if (a.still && a.shell->lesson()->Running()) a.shell->lesson()->PlayPause();
  InstallWakeCallbacks(a.window, Wake);  // before ImGui's backend, which chains to these
  ImGui_ImplGlfw_InitForOpenGL(a.window, true);
  ImGui_ImplOpenGL3_Init(shaders::kGlslVersion);
  emscripten_set_main_loop(Frame, 0, /*simulate_infinite_loop=*/false);
  return 0;
}

// Where handle `i` of the lesson is on the page, in CSS px (NaN past the last): tests drag it by touch.
double HandleCss(int i, bool y) {
  if (!g_app || !g_app->shell->lesson() || i < 0) return NAN;
  const auto hs = g_app->shell->lesson()->Handles();
  if (static_cast<std::size_t>(i) >= hs.size()) return NAN;
  const Vec2 p = g_app->shell->camera().ToScreen(*hs[static_cast<std::size_t>(i)].pos);
  return (y ? p.y : p.x) / g_app->dpr;
}

// For the text view's controls: the shell once a lesson is open.
Shell* PageShell() { return g_app && g_app->shell->lesson() ? g_app->shell.get() : nullptr; }
// The last answers file graded (File → Check my answers…, or the text view's file input) as the text view
// lists it: per function PASS / SKIP / FAIL, the report's lines, and whether Show can draw its case.
std::string CheckJson(const CheckDialog& c) {
  namespace cc = codecheck;
  nlohmann::json j = {{"file", c.Source()}, {"error", c.Error()}};
  if (const auto& r = c.Result()) {
    nlohmann::json fns = nlohmann::json::array();
    for (const cc::FunctionResult& f : r->functions) {
      fns.push_back({{"fn", static_cast<int>(f.fn)},
                     {"name", cc::Info(f.fn).name},
                     {"lesson", cc::Info(f.fn).lesson},
                     {"verdict", !f.implemented ? "SKIP"
                                 : f.Passed()   ? "PASS"
                                                : "FAIL"},
                     {"cases", f.cases},
                     {"failed", f.failed},
                     {"details", f.implemented && !f.Passed() ? cc::FunctionText(f) : ""},
                     {"show", f.failure && cc::FailureScene(f).has_value()}});
    }
    j["functions"] = std::move(fns);
    j["implemented"] = r->Implemented();
    j["passed"] = r->Passed();
  }
  return j.dump();
}

// The answers, one per question of the lesson's exercise (as the panel keeps them).
std::vector<practice::Answer>& PracticeAnswers(Shell& s) {
  auto& answers = s.practice().answers;
  if (const auto* ex = practice::FindExercise(s.lesson()->Id())) answers.resize(ex->questions.size());
  return answers;
}

}  // namespace
}  // namespace ricochet::app

// Called by the page (web/library_ricochet.js).
extern "C" {
EMSCRIPTEN_KEEPALIVE void ricochet_wake() { ricochet::app::Wake(); }

// Frames drawn so far: a page that is idle does not count up (web/test/web_test.mjs checks it).
EMSCRIPTEN_KEEPALIVE int ricochet_frames_drawn() {
  return ricochet::app::g_app ? ricochet::app::g_app->frames_drawn : 0;
}

// What the page shows, for web/test/web_test.mjs: the derivation's steps shown and in all, the lesson's time
// t, and the theme (0 dark, 1 light, 2 slide) — the keys, the play and the stored settings reach the app.
EMSCRIPTEN_KEEPALIVE int ricochet_steps_shown() {
  using namespace ricochet::app;
  if (!g_app || !g_app->shell->lesson()) return -1;
  return RevealedSteps(g_app->shell->lesson()->derivation(), g_app->shell->state().reveal);
}
EMSCRIPTEN_KEEPALIVE int ricochet_steps() {
  using namespace ricochet::app;
  if (!g_app || !g_app->shell->lesson()) return -1;
  return static_cast<int>(g_app->shell->lesson()->derivation().steps.size());
}
EMSCRIPTEN_KEEPALIVE double ricochet_time() {
  return ricochet::app::g_app ? ricochet::app::g_app->shell->state().t : NAN;
}
EMSCRIPTEN_KEEPALIVE int ricochet_theme() {
  return ricochet::app::g_app ? static_cast<int>(ricochet::app::g_app->shell->theme().id) : -1;
}

EMSCRIPTEN_KEEPALIVE double ricochet_handle_x(int i) { return ricochet::app::HandleCss(i, false); }
EMSCRIPTEN_KEEPALIVE double ricochet_handle_y(int i) { return ricochet::app::HandleCss(i, true); }

// The text view's controls (web/page.js): the same state the canvas's panel and keys change, then a frame.
EMSCRIPTEN_KEEPALIVE void ricochet_focus_handle(int i) {
  if (auto* s = ricochet::app::PageShell()) s->FocusHandle(i), ricochet::app::Wake();
}
// size: 0 fine (Shift), 1 a grid step, 2 coarse (Ctrl).
EMSCRIPTEN_KEEPALIVE void ricochet_nudge_handle(int i, int dx, int dy, int size) {
  using N = ricochet::app::Shell::Nudge;
  if (auto* s = ricochet::app::PageShell())
    s->NudgeHandle(i, dx, dy, size == 0 ? N::Fine : size == 2 ? N::Coarse : N::Normal);
  ricochet::app::Wake();
}
EMSCRIPTEN_KEEPALIVE void ricochet_move_handle(int i, double x, double y) {
  if (auto* s = ricochet::app::PageShell()) s->MoveHandle(i, {x, y});
  ricochet::app::Wake();
}
// +1 the next step, −1 back one, 2 every step (as Space, Backspace and "show all").
EMSCRIPTEN_KEEPALIVE void ricochet_reveal(int how) {
  auto* s = ricochet::app::PageShell();
  if (!s) return;
  ricochet::app::LessonState& st = s->state();
  const int n = static_cast<int>(s->lesson()->derivation().steps.size());
  if (how == 2) st.reveal = 1 << 30;
  if (how == 1) st.reveal = std::min(st.reveal, n) < n ? st.reveal + 1 : n;
  if (how == -1) st.reveal = std::max(std::min(st.reveal, n) - 1, 0);
  ricochet::app::Wake();
}
EMSCRIPTEN_KEEPALIVE void ricochet_set_time(double t) {
  if (auto* s = ricochet::app::PageShell(); s && std::isfinite(t))
    s->state().t = std::clamp(t, 0.0, 1.0), s->state().playing = false;
  ricochet::app::Wake();
}
EMSCRIPTEN_KEEPALIVE void ricochet_play(int on) {
  if (auto* s = ricochet::app::PageShell()) {
    if (s->lesson()->clock() == ricochet::app::Clock::Frame) {
      s->state().playing = on != 0;
    } else if (s->lesson()->clock() == ricochet::app::Clock::Own && (on != 0) != s->lesson()->Running()) {
      s->lesson()->PlayPause();
    }
  }
  ricochet::app::Wake();
}
EMSCRIPTEN_KEEPALIVE void ricochet_preset(int i) {
  auto* s = ricochet::app::PageShell();
  if (s && i >= 0 && ApplyPreset(*s->lesson(), s->state(), &s->practice(), static_cast<std::size_t>(i))) {
    s->RequestFit();
    s->MarkEdited();
  }
  ricochet::app::Wake();
}
EMSCRIPTEN_KEEPALIVE void ricochet_open_lesson(const char* id) {
  if (auto* s = ricochet::app::PageShell()) s->OpenLesson(id);
  ricochet::app::Wake();
}
EMSCRIPTEN_KEEPALIVE void ricochet_practice(int on) {
  if (auto* s = ricochet::app::PageShell()) s->SetPractice(on != 0);
  ricochet::app::Wake();
}
EMSCRIPTEN_KEEPALIVE void ricochet_practice_answer(int q, int part, const char* text) {
  auto* s = ricochet::app::PageShell();
  if (!s || q < 0 || part < 0 || part > 1) return;
  auto& answers = ricochet::app::PracticeAnswers(*s);
  if (static_cast<std::size_t>(q) < answers.size()) answers[static_cast<std::size_t>(q)].text[part] = text;
}
EMSCRIPTEN_KEEPALIVE void ricochet_practice_choice(int q, int choice) {
  auto* s = ricochet::app::PageShell();
  if (!s || q < 0) return;
  auto& answers = ricochet::app::PracticeAnswers(*s);
  if (static_cast<std::size_t>(q) < answers.size()) answers[static_cast<std::size_t>(q)].choice = choice;
}
EMSCRIPTEN_KEEPALIVE void ricochet_practice_check() {
  if (auto* s = ricochet::app::PageShell()) {
    ricochet::app::PracticeAnswers(*s);
    ricochet::app::practice::CheckNow(s->practice(), *s->lesson(), s->state());
  }
  ricochet::app::Wake();
}
// The focused handle (−1 none), for web tests.
EMSCRIPTEN_KEEPALIVE int ricochet_focused_handle() {
  auto* s = ricochet::app::PageShell();
  return s ? s->FocusedHandle() : -1;
}

// An answers file the user chose or dropped on the page (ricochet_page_answers), graded at once: the list as
// JSON (CheckJson).
EMSCRIPTEN_KEEPALIVE const char* ricochet_check_answers() {
  static std::string out;
  auto* s = ricochet::app::PageShell();
  if (!s) return "{\"error\": \"the lesson is not open yet\"}";
  const auto take = [](int which) {
    char* p = ricochet_page_answers(which);
    std::string text = p ? p : "";
    std::free(p);
    return text;
  };
  s->checker().LoadAnswers(take(1), take(0));
  out = ricochet::app::CheckJson(s->checker());
  ricochet::app::Wake();
  return out.c_str();
}
// Show for a failing function (codecheck::Fn as a number): its case in its lesson with the answer drawn
// over it; "" when shown, else why not.
EMSCRIPTEN_KEEPALIVE const char* ricochet_check_show(int fn) {
  static std::string out;
  auto* s = ricochet::app::PageShell();
  out = "";
  if (!s || fn < 0 || fn >= static_cast<int>(ricochet::app::codecheck::kFnCount)) {
    out = "no such function";
  } else if (!s->checker().Show(*s, static_cast<ricochet::app::codecheck::Fn>(fn))) {
    out = s->checker().Error().empty() ? "nothing to show" : s->checker().Error();
  }
  ricochet::app::Wake();
  return out.c_str();
}
EMSCRIPTEN_KEEPALIVE void ricochet_check_hide() {
  if (auto* s = ricochet::app::PageShell()) s->checker().HideOverlay();
  ricochet::app::Wake();
}

// A value of the text view's Values (ValuesJson): the scene's field `name` set to `json_value` (a JSON
// number, true/false or a quoted word) and read back by the lesson's own reader, as one undo step. "" when
// taken, else the reader's one line and, when the reader takes one, the nearest value ("m1: must be in
// [1e-6, 1e6], got -1. The nearest value it takes is 1e-6."): the lesson is unchanged. A view setting
// (ViewSettingsJson) is set, or done, by Lesson::SetViewSetting instead.
EMSCRIPTEN_KEEPALIVE const char* ricochet_set_value(const char* name, const char* json_value) {
  static std::string out;
  out = "";
  auto* s = ricochet::app::PageShell();
  if (!s) return "the lesson is not open yet";
  // A command of the menu bar (Shell::MenuSettings): set, or done, as the menu item does.
  const std::vector<ricochet::app::ViewSetting> menu = s->MenuSettings();
  if (std::any_of(menu.begin(), menu.end(),
                  [&](const auto& v) { return std::string_view(v.name) == name; })) {
    try {
      s->SetMenuSetting(name, nlohmann::json::parse(json_value));
    } catch (const ricochet::app::SceneError& e) {
      out = e.field + ": " + e.problem;
    } catch (const nlohmann::json::exception&) {
      out = std::string(name) + ": not a value";
    }
    ricochet::app::Wake();
    return out.c_str();
  }
  // A setting of the view or run (Lesson::ViewSettings), not of the scene: set (or done) as the panel does.
  const std::vector<ricochet::app::ViewSetting> view = s->lesson()->ViewSettings();
  if (std::any_of(view.begin(), view.end(),
                  [&](const auto& v) { return std::string_view(v.name) == name; })) {
    try {
      const bool choice =
          ricochet::app::FindViewSetting(view, name).kind == ricochet::app::ViewSetting::Kind::Choice;
      s->lesson()->SetViewSetting(name, nlohmann::json::parse(json_value));
      s->lesson()->Update();
      if (choice) s->RequestFit();  // another table: framed as a case chosen is
      s->MarkEdited();
    } catch (const ricochet::app::SceneError& e) {
      const std::string nearest = ricochet::app::SuggestionText(e);
      out = e.field + ": " + e.problem + (nearest.empty() ? "" : ". " + nearest);
    } catch (const nlohmann::json::exception&) {
      out = std::string(name) + ": not a value";
    }
    ricochet::app::Wake();
    return out.c_str();
  }
  nlohmann::json scene = s->lesson()->SaveScene();
  try {
    scene[name] = nlohmann::json::parse(json_value);
    // A choice may make another field one the reader refuses (tunneling's "wall" has no circle radius R)
    // or needs (its width w): the first is left out, the second taken from a case of the lesson that makes
    // the same choice, as the panel's radio buttons keep both.
    const std::vector<ricochet::app::Preset> presets = s->lesson()->Presets();
    for (int tries = 0;; ++tries) {
      try {
        s->lesson()->LoadScene(scene);
        break;
      } catch (const ricochet::app::SceneError& e) {
        if (tries >= 4 || e.field.empty() || e.field == name || e.field == "lesson") throw;
        if (scene.contains(e.field)) {
          scene.erase(e.field);
          continue;
        }
        const auto same = std::find_if(presets.begin(), presets.end(), [&](const ricochet::app::Preset& p) {
          return p.scene.value(name, nlohmann::json()) == scene[name] && p.scene.contains(e.field);
        });
        if (same == presets.end()) throw;
        scene[e.field] = same->scene.at(e.field);
      }
    }
    s->lesson()->Update();
    s->MarkEdited();
  } catch (const ricochet::app::SceneError& e) {
    out = e.field.empty() ? e.problem : e.field + ": " + e.problem;
    // What would be taken instead (WCAG 3.3.3): the nearest value, if the lesson's reader takes it.
    const ricochet::app::LessonEntry& entry = s->lesson()->Entry();
    const std::string nearest = ricochet::app::NearestAcceptedText(
        e, scene, [&](const nlohmann::json& j) { entry.make(entry)->LoadScene(j); });
    if (!nearest.empty()) out += ". " + nearest;
  } catch (const nlohmann::json::exception&) {
    out = std::string(name) + ": not a value";
  }
  ricochet::app::Wake();
  return out.c_str();
}

// The text view's zoom buttons: +1 in, −1 out, 0 fit (Shell::ZoomView).
EMSCRIPTEN_KEEPALIVE void ricochet_zoom(int dir) {
  if (auto* s = ricochet::app::PageShell()) s->ZoomView(dir);
  ricochet::app::Wake();
}
// The text view's pan buttons: a quarter of the canvas to the right (dx +1), left, up (dy +1) or down.
EMSCRIPTEN_KEEPALIVE void ricochet_pan(int dx, int dy) {
  if (auto* s = ricochet::app::PageShell()) s->PanView(dx, dy);
  ricochet::app::Wake();
}
// The view's centre in world units, for web tests.
EMSCRIPTEN_KEEPALIVE double ricochet_view_x() {
  auto* s = ricochet::app::PageShell();
  return s ? s->camera().center.x : NAN;
}
EMSCRIPTEN_KEEPALIVE double ricochet_view_y() {
  auto* s = ricochet::app::PageShell();
  return s ? s->camera().center.y : NAN;
}
// The view's scale (pixels per world unit) and whether a handle's tooltip is up, for web tests.
EMSCRIPTEN_KEEPALIVE double ricochet_zoom_scale() {
  auto* s = ricochet::app::PageShell();
  return s ? s->camera().ppu : NAN;
}
// The parts of the view shown (View → Lesson list 1, Panel 2, Plots 4, Captions 8), whether lessons open
// at the lecture start (16), the Controls window (F1: 32) and presentation mode (64), for web tests.
EMSCRIPTEN_KEEPALIVE int ricochet_view_parts() {
  auto* s = ricochet::app::PageShell();
  if (!s) return -1;
  const ricochet::app::ViewParts& p = s->parts();
  return (p.lesson_list ? 1 : 0) | (p.panel ? 2 : 0) | (p.plots ? 4 : 0) | (p.captions ? 8 : 0) |
         (s->OpensAtLectureStart() ? 16 : 0) | (s->HelpShown() ? 32 : 0) | (s->Presenting() ? 64 : 0);
}
EMSCRIPTEN_KEEPALIVE int ricochet_tooltip_shown() {
  auto* s = ricochet::app::PageShell();
  return s && s->TooltipShown() ? 1 : 0;
}
// The middle of the tooltip's box on the page, CSS px (NaN when none is up): tests move the pointer onto it.
EMSCRIPTEN_KEEPALIVE double ricochet_tooltip_x() {
  auto* s = ricochet::app::PageShell();
  return s && s->TooltipShown() ? (s->TooltipMin().x + s->TooltipMax().x) / 2 / ricochet::app::g_app->dpr
                                : NAN;
}
EMSCRIPTEN_KEEPALIVE double ricochet_tooltip_y() {
  auto* s = ricochet::app::PageShell();
  return s && s->TooltipShown() ? (s->TooltipMin().y + s->TooltipMax().y) / 2 / ricochet::app::g_app->dpr
                                : NAN;
}

// A scene file the user picked (File → Open scene…).
EMSCRIPTEN_KEEPALIVE void ricochet_file_picked(const char* name, const char* text) {
  if (!ricochet::app::g_app) return;
  ricochet::app::g_app->shell->OpenSceneText(text, name);
  ricochet::app::Wake();
}

// The mouse wheel and pinches, normalised by the page to wheel notches (up = +1).
EMSCRIPTEN_KEEPALIVE void ricochet_scroll(double dx, double dy) {
  if (!ricochet::app::g_app) return;
  ImGui_ImplGlfw_ScrollCallback(ricochet::app::g_app->window, dx, dy);
  ricochet::app::Wake();
}
}

int main() { return ricochet::app::Start(); }
