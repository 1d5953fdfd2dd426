#include "shell/check_dialog.h"

#include <imgui.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "check/answers.h"
#include "check/cases.h"
#include "check/compile.h"
#include "check/overlay.h"
#include "check/report.h"
#include "check/scenes.h"
#include "check/worker.h"
#include "platform/platform.h"
#include "scene/files.h"
#include "scene/scene.h"
#include "shell/shell.h"

// web/library_ricochet.js: the text view's file input (called only in the browser, so never linked on the
// desktop).
extern "C" void ricochet_pick_answers();

namespace ricochet::app {

namespace cc = codecheck;

// A check on its thread. The thread writes everything but the progress before `finished`; the window reads
// it only after.
struct CheckDialog::Job {
  std::thread thread;
  std::atomic<bool> finished{false};
  std::atomic<int> fn{0}, done{0}, total{0};
  std::string log, error, tmp_dir;
  std::optional<cc::CheckResult> result;
  std::unique_ptr<cc::Subject> student;
};

namespace {

constexpr const char* kTitle = "Check my code";

bool IsJson(const std::string& path) { return std::filesystem::path(path).extension() == ".json"; }

void RemoveDir(std::string& dir) {
  std::error_code ec;
  if (!dir.empty()) std::filesystem::remove_all(dir, ec);
  dir.clear();
}

}  // namespace

CheckDialog::CheckDialog() = default;

CheckDialog::~CheckDialog() {
  Wait();
  student_.reset();  // the worker, before its library goes
  RemoveDir(tmp_dir_);
}

void CheckDialog::MenuItems() {
  if (ImGui::MenuItem(platform::kBrowser ? "Check my answers…" : "Check my code…")) open_ = true;
  if (platform::kBrowser && ImGui::IsItemHovered()) {
    ImGui::SetTooltip(
        "An answers file (ricochet check --cases-out, answered by your program): docs/check.md");
  }
}

bool CheckDialog::LoadAnswers(const std::string& text, const std::string& name) {
  if (job_) return false;
  overlay_.reset();
  student_.reset();
  RemoveDir(tmp_dir_);
  result_.reset();
  log_.clear(), error_.clear();
  source_ = name;
  try {
    std::unique_ptr<cc::AnswersFile> answers = cc::AnswersFile::Read(ParseScene(text, name), name);
    result_ = cc::RunCheck(*answers, cc::CheckOptions{});
    student_ = std::move(answers);
  } catch (const SceneError& e) {
    error_ = e.what();
    return false;
  }
  return true;
}

void CheckDialog::Start(const std::string& files, int cases) {
  if (job_) return;
  overlay_.reset();
  student_.reset();
  RemoveDir(tmp_dir_);
  result_.reset();
  log_.clear(), error_.clear();
  std::vector<std::string> list;
  std::istringstream in(files);
  for (std::string f; in >> f;) list.push_back(f);
  for (const std::string& f : list) {
    if (!std::filesystem::is_regular_file(f)) {
      error_ = "No such file: " + f;
      return;
    }
  }
  if (list.empty()) {
    error_ = "Give the files of your code, separated by spaces.";
    return;
  }
  if (list.size() == 1 && IsJson(list.front())) {  // an answers file: graded here, at once
    try {
      LoadAnswers(*ReadFileText(list.front(), kMaxSceneBytes), list.front());
    } catch (const SceneError& e) {
      source_ = list.front();
      error_ = e.what();
    }
    return;
  }
  source_ = files;
  cc::CheckOptions o;
  o.random_cases = cases;
  job_ = std::make_unique<Job>();
  job_->thread = std::thread([&j = *job_, list, o] {
    if constexpr (!platform::kBrowser) {
      // In the window a call may take half a second of CPU: a student's endless loop holds a drag no longer.
      constexpr double kWindowCpuSeconds = 0.5;
      std::string t = (std::filesystem::temp_directory_path() / "ricochet-check-XXXXXX").string();
      if (!mkdtemp(t.data())) {
        j.error = "Cannot create a temporary folder for the compiled code.";
      } else {
        j.tmp_dir = t;
        const cc::Compiled c = cc::CompileStudent(list, t);
        j.log = c.log;
        if (!c.ok) {
          j.error = "Your code does not compile: the compiler's messages are below.";
        } else if (std::unique_ptr<cc::StudentLibrary> lib =
                       cc::StudentLibrary::Load({cc::WorkerPath(), c.lib, kWindowCpuSeconds}, &j.error)) {
          j.result = cc::RunCheck(*lib, o, [&j](cc::Fn f, int done, int total) {
            j.fn = static_cast<int>(f), j.done = done, j.total = total;
          });
          j.student = std::move(lib);
        }
      }
    }
    j.finished = true;
  });
}

void CheckDialog::Collect() {
  if (!job_ || !job_->finished) return;
  if (job_->thread.joinable()) job_->thread.join();
  log_ = std::move(job_->log);
  error_ = std::move(job_->error);
  tmp_dir_ = std::move(job_->tmp_dir);
  result_ = std::move(job_->result);
  student_ = std::move(job_->student);
  job_.reset();
}

void CheckDialog::Wait() {
  if (job_ && job_->thread.joinable()) job_->thread.join();
  Collect();
}

bool CheckDialog::Show(Shell& shell, cc::Fn fn) {
  if (!result_) return false;
  for (const cc::FunctionResult& f : result_->functions) {
    if (f.fn != fn || !f.failure) continue;
    const std::optional<nlohmann::json> scene = cc::FailureScene(f);
    const std::string name = std::string(cc::Info(fn).name) + ": your failing case";
    std::string err;
    if (!scene) {
      error_ = name + " has no figure in the lesson (nothing moves)";
      return false;
    }
    if (!shell.OpenScene(*scene, name, &err)) {
      error_ = err;
      return false;
    }
    shell.RequestFit();
    collapse_ = true;  // out of the figure's way; its title bar stays
    overlay_ = Overlay{fn,
                       cc::Info(fn).lesson,
                       shell.lesson()->SaveScene(),
                       f.failure->in,
                       f.failure->got,
                       f.failure->grade.expected,
                       true};
    return true;
  }
  return false;
}

std::optional<cc::Numbers> CheckDialog::OverlayCase() const { return overlay_ ? overlay_->in : std::nullopt; }

std::string CheckDialog::OverlayText() const {
  if (!overlay_) return "";
  const Overlay& o = *overlay_;
  const cc::FnInfo& f = cc::Info(o.fn);
  std::string text = std::string("Your ") + f.name + " over the " + o.lesson + " lesson. ";
  if (!o.in) {
    return text + (student_ && !student_->AnswersAnyCase()
                       ? "Your answers file has no answer for the case shown now (undo to go back to it)."
                       : "This scene holds no case of the function.");
  }
  const cc::Answer& a = o.got.answer;
  text += "Case: " + cc::ArgsText(f, *o.in) + ". ";
  text += o.got.status != cc::Run::Status::Ok ? "Your code failed on this case"
          : f.returns_int && a.ret == 0       ? "Yours: 0 (no collision)"
                                              : "Yours: " + cc::AnswerText(f, a);
  text += "; expected: " +
          (f.returns_int && o.expected.answer.ret == 0 ? std::string("0")
                                                       : cc::AnswerText(f, o.expected.answer)) +
          " — " + o.expected.because + ".";
  return text;
}

void CheckDialog::DrawOverlay(Figure& fig, const Lesson& lesson, const LessonState& st) {
  if (!overlay_ || lesson.Id() != overlay_->lesson) return;
  Overlay& o = *overlay_;
  // The case the lesson shows now: when the user changed it, the student's code runs on it again.
  nlohmann::json scene = lesson.SaveScene();
  if (scene != o.scene && o.live && student_) {
    o.scene = std::move(scene);
    try {
      o.in = cc::CaseOf(o.fn, o.scene, "the window");
    } catch (const SceneError&) {
      o.in.reset();
    }
    if (o.in && !cc::InDomain(o.fn, *o.in)) o.in.reset();
    // An answers file answers only its own cases: another case has no answer to draw.
    const std::optional<cc::Run> got = o.in ? student_->Call(o.fn, *o.in) : std::nullopt;
    if (!got) o.in.reset();
    if (o.in) {
      o.got = *got;
      o.expected = cc::Reference(o.fn, *o.in);
      if (o.got.status == cc::Run::Status::TimedOut) o.live = false;
    }
  }
  if (o.in) cc::DrawStudent(fig, o.fn, *o.in, o.got, o.expected, st.canvas_px);
}

void CheckDialog::Frame(Shell& shell) {
  Collect();
  if (open_) Dialog(shell);
}

void CheckDialog::Dialog(Shell& shell) {
  ImGui::SetNextWindowSize({640, 520}, ImGuiCond_FirstUseEver);
  if (collapse_) ImGui::SetNextWindowCollapsed(true), collapse_ = false;
  if (!ImGui::Begin(kTitle, &open_)) {
    ImGui::End();
    return;
  }
  if constexpr (platform::kBrowser) {
    ImGui::TextWrapped(
        "Your answers file: the cases `ricochet check --cases-out cases.json` writes, with your program's "
        "answer added to each (docs/check.md). It is graded here, in the page; checking C code itself needs "
        "the desktop app. The page's text view lists the results too.");
    if (ImGui::Button("Choose an answers file…")) ricochet_pick_answers();
  } else {
    ImGui::TextWrapped(
        "Your C or C++ files implementing functions of ricochet_check.h (`ricochet check --header` prints "
        "it; docs/check.md explains each). They run in a separate process, on the lectures' cases, the "
        "lessons' edge cases and random ones. Or one answers file (.json, from `ricochet check "
        "--cases-out` and your program in any language).");
    ImGui::SetNextItemWidth(-90);
    ImGui::InputTextWithHint("Files", "student.c more.c", files_, sizeof files_);
    ImGui::SetNextItemWidth(120);
    if (ImGui::InputInt("Random cases per function", &cases_, 50, 500)) cases_ = std::clamp(cases_, 0, 5000);
    ImGui::BeginDisabled(job_ != nullptr);
    if (ImGui::Button("Check")) Start(files_, cases_);
    ImGui::EndDisabled();
  }
  if (job_) {
    const int total = job_->total, done = job_->done;
    const std::string label = std::string(cc::Info(static_cast<cc::Fn>(job_->fn.load())).name) + "  " +
                              std::to_string(done) + " / " + std::to_string(total);
    ImGui::SameLine();
    ImGui::ProgressBar(total > 0 ? static_cast<float>(done) / static_cast<float>(total) : 0.0f, {-1, 0},
                       label.c_str());
  }
  if (!error_.empty()) ImGui::TextWrapped("%s", error_.c_str());
  if (!log_.empty() && ImGui::CollapsingHeader("Compiler messages", ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::TextUnformatted(log_.c_str());
  }
  if (overlay_) {
    ImGui::Separator();
    ImGui::TextWrapped(
        "Shown: %s over the %s lesson. %s", cc::Info(overlay_->fn).name, overlay_->lesson.c_str(),
        !overlay_->live ? "Your code did not return on the last case: live runs are off."
        : student_ && !student_->AnswersAnyCase()
            ? (overlay_->in ? "Your answers file answers only its own cases: a dragged case "
                              "has no answer to draw."
                            : "Your answers file has no answer for this case (undo to go back).")
        : overlay_->in ? "Drag a handle: your function runs again on each case."
                       : "This scene holds no case of the function.");
    if (!overlay_->live) {
      if (ImGui::Button("Run live again")) overlay_->live = true, overlay_->scene = {};
      ImGui::SameLine();
    }
    if (ImGui::Button("Hide my answer")) overlay_.reset();
  }
  if (result_) {
    ImGui::Separator();
    ImGui::Text("%s: %d of %zu functions implemented, %d pass", source_.c_str(), result_->Implemented(),
                result_->functions.size(), result_->Passed());
    for (const cc::FunctionResult& f : result_->functions) {
      const cc::FnInfo& info = cc::Info(f.fn);
      ImGui::PushID(info.name);
      const char* verdict = !f.implemented ? "SKIP" : f.Passed() ? "PASS" : "FAIL";
      ImGui::Text("%s  %s", verdict, info.name);
      if (f.implemented && !f.Passed()) {
        if (f.failure) {
          ImGui::SameLine();
          if (ImGui::SmallButton("Show")) Show(shell, f.fn);
        }
        if (ImGui::TreeNode("details", "%d of %d cases fail", f.failed, f.cases)) {
          ImGui::TextUnformatted(cc::FunctionText(f).c_str());
          ImGui::TreePop();
        }
      }
      ImGui::PopID();
    }
  }
  ImGui::End();
}

}  // namespace ricochet::app
