// File → Check my code… (docs/check.md): `ricochet check` in the window. The student's files are compiled
// and checked on a thread of their own (the window stays live), and the dialog lists each function's
// verdict; Show opens a failing function's smallest case in its lesson with the student's answer drawn over
// it (check/overlay.h). While it is shown, every change of the scene (a handle dragged, a preset, undo) runs
// the student's function again on the new case, in the same worker process, beside the lesson's answer.
// An answers file (`ricochet check --cases-out`, answered by a program in any language) is graded the same
// way with no compiler or process: the browser's only way in (web/page.js hands it to LoadAnswers), and the
// desktop's too when the Files field names a .json file. Its overlay is not re-run on a dragged case: the
// file answers only its own cases.
#pragma once

#include <atomic>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>

#include "check/grade.h"
#include "check/run.h"
#include "draw/figure.h"
#include "lessons/lesson.h"

namespace ricochet::app {

class Shell;

class CheckDialog {
 public:
  CheckDialog();
  CheckDialog(const CheckDialog&) = delete;
  CheckDialog& operator=(const CheckDialog&) = delete;
  ~CheckDialog();

  // Inside the shell's File menu: "Check my code…".
  void MenuItems();
  // Once per frame: collects a finished run, and draws the dialog when it is open.
  void Frame(Shell& shell);
  // Over the canvas's figure: the student's answer to the case the lesson shows, run again when the scene
  // changed. Nothing unless a failing case was shown in this lesson.
  void DrawOverlay(Figure& fig, const Lesson& lesson, const LessonState& st);
  // A check is running: the window keeps drawing frames for its progress bar.
  bool Busy() const { return job_ != nullptr; }

  // What the dialog's Check button does: these files (separated by spaces), `cases` random cases each.
  void Start(const std::string& files, int cases);
  // Grades an answers file's text at once (no thread); `name` is the file's name for the report and
  // errors. False (and Error() names the file and the field) when it cannot be read.
  bool LoadAnswers(const std::string& text, const std::string& name);
  // What was checked last ("student.c", "answers.json"); "" before a check.
  const std::string& Source() const { return source_; }
  // Waits for a running check and collects it (tests).
  void Wait();
  const std::optional<codecheck::CheckResult>& Result() const { return result_; }
  const std::string& Error() const { return error_; }
  // What Show does for a failing function: opens its case in the shell with the overlay. False (and
  // Error() says why) when the lesson cannot show it.
  bool Show(Shell& shell, codecheck::Fn fn);
  // The overlay's own run of the student's code: the case and the answer last drawn (tests).
  std::optional<codecheck::Numbers> OverlayCase() const;
  // The overlay in words, for the browser's text view: "" when nothing is shown.
  std::string OverlayText() const;
  void HideOverlay() { overlay_.reset(); }
  void Open() { open_ = true; }

 private:
  struct Job;
  void Collect();
  void Dialog(Shell& shell);

  bool open_ = false;
  bool collapse_ = false;  // Show collapses the dialog on its next frame
  char files_[1024] = "";
  int cases_ = 200;
  std::unique_ptr<Job> job_;
  std::string tmp_dir_;  // the compiled library: kept while a worker may load it again
  std::unique_ptr<codecheck::Subject> student_;
  std::optional<codecheck::CheckResult> result_;
  std::string log_, error_, source_;

  struct Overlay {
    codecheck::Fn fn;
    std::string lesson;
    nlohmann::json scene;  // the scene last run
    std::optional<codecheck::Numbers> in;
    codecheck::Run got;
    codecheck::Expected expected;
    bool live = true;  // false after the student's code did not return (dragging on would freeze the window)
  };
  std::optional<Overlay> overlay_;
};

}  // namespace ricochet::app
