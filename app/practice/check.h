// Practice mode's grading (issue 12). A lesson in practice hides its steps; the student types the results
// `ricochet explain` reports, and Check grades each within a stated tolerance. A wrong answer reveals ONE
// step — the first step of that result's chain that is not yet shown and not already confirmed by another
// right answer — so repeated wrong Checks walk the student down the derivation, not to the whole solution.
// No ImGui here: the panel (shell/practice_panel.cpp) draws the fields; tests drive this directly.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "explain/derivation.h"
#include "lessons/lesson.h"

namespace ricochet::app::practice {

enum class Kind { Number, Vector, Choice };

// One possible answer of a Choice question.
struct Choice {
  const char* value;  // as Derivation::result holds it: its string, "yes"/"no" for a bool, "none" for null
  const char* words;  // what the student reads
  // Why, when this is the right answer: the steps a wrong answer reveals, first one first. "key=json" counts
  // only when the step's value is that JSON (the test that fired: "behind=true"). The deciding test first.
  const char* chain;
};

// One thing the student must find: a result key of `ricochet explain`.
struct Question {
  const char* key;    // Derivation::result's key, e.g. "ti"
  const char* label;  // the lecture's symbol, e.g. "ti", "Bi", "V1'"
  Kind kind;
  // Number/Vector: how the value scales with the inputs' size S — S^dim: 0 for times and unit vectors, 1 for
  // points and velocities, 2 for a, b, c … −1: exact (a count).
  int dim = 0;
  // Number/Vector: the steps it depends on in derivation order, its own step last. "key=json" as in Choice.
  const char* chain = "";
  std::vector<Choice> choices = {};  // Choice
};

// A lesson's practice: its questions in the order the panel asks them. The first Choice is the verdict: a
// number that does not exist in this scene (ti of a miss, answer "none") is explained by the verdict's chain.
struct Exercise {
  const char* lesson;
  std::vector<Question> questions;
};

// The lesson's exercise; nullptr for a lesson without one (the sandbox: no problem to work by hand).
const Exercise* FindExercise(std::string_view lesson);
std::vector<std::string_view> PracticeLessons();

// What the student typed: Number in text[0], Vector in text[0] (x) and text[1] (y); Choice: an index into
// the question's choices (−1: none chosen). Numbers may be written "0.6", "-3", "−3", "3/5" or "none".
struct Answer {
  std::string text[2];
  int choice = -1;
};

enum class Mark { Blank, Right, Wrong, Unreadable };

// The allowed error of a Number or Vector answer (each component): 0.1 % of the inputs' size to its power —
// S^dim / 1000, S the largest |number| among the inputs — and never below 10^−4, the derivation's printed
// precision (draw/format.h: 4 decimals), so a value copied as the panel prints it passes. 0 when exact.
double Tolerance(const Derivation& d, const Question& q);
// "± 0.001" or "exact", as shown next to the field.
std::string ToleranceText(const Derivation& d, const Question& q);

// The correct answer as JSON: a number, [x, y], a choice's value string; null when the result is null
// (the student answers "none").
nlohmann::json Expected(const Derivation& d, const Question& q);
// The index of the right choice of a Choice question; −1 if the result holds none of them.
int ExpectedChoice(const Derivation& d, const Question& q);

// Does this scene ask it? Not when its result does not exist here (edge-normal's side without a point P, a
// degenerate scene's ti): the panel leaves the field out and Check leaves it Blank.
bool Asked(const Derivation& d, const Question& q);

// Grades one answer. Blank when nothing is typed or the question is not asked.
Mark Grade(const Derivation& d, const Question& q, const Answer& a);

// The steps of a question's chain in this derivation, in reveal order: its listed steps that exist here (and
// whose value matches a "key=json" entry). For a Number/Vector whose correct answer is "none", the verdict's
// chain. Keys, not positions.
std::vector<std::string> Chain(const Derivation& d, const Exercise& ex, const Question& q);

// One Check of every answer.
struct Outcome {
  std::vector<Mark> marks;           // per question
  std::vector<std::string> reveals;  // per question: the key of the step this Check revealed for it, or ""
  // Per question, the step revealed, in words: "Check step: b² − 4ac = (−140)² − 4 · 100 · 46.44 = 1024";
  // when the whole chain is already shown, where to look: "every step of ti is shown above".
  std::vector<std::string> notes;
};

// Grades every answer; for each wrong one reveals (adds to st.revealed_keys) the first step of its chain that
// is neither shown at `st` nor confirmed by a right answer to the question with that step's key. One wrong
// answer reveals at most one step; two wrong answers may reveal two.
Outcome Check(const Derivation& d, const Exercise& ex, const std::vector<Answer>& answers, LessonState& st);

// Practice mode in the window (the shell keeps one): on or off, what the student typed, the last Check.
struct Session {
  bool on = false;
  // New problem (practice/problems.h): the case chosen (an index into ProblemCases) and the seed of the
  // problem shown (0: none generated yet — the lesson's own scene or a preset). StartPractice keeps them.
  int problem_case = 0;
  std::uint64_t seed = 0;
  std::string problem_error;    // why the last New problem failed ("" when it did not)
  std::vector<Answer> answers;  // per question of the lesson's exercise
  Outcome checked;              // the last Check; cleared when the scene changes after it
  int checked_build = -1;       // the lesson's DerivationsBuilt() at that Check
};

// Check on the lesson's current derivation: s.checked holds the marks and notes, st the revealed steps.
void CheckNow(Session& s, const Lesson& lesson, LessonState& st);

// Answers as JSON (`--practice-answers`, tests): {"ti": 0.6, "bi": [5, 0], "collides": "yes", "t0": "none"} —
// a number or "a/b" text for a Number, [x, y] for a Vector, a choice's value for a Choice. Unknown keys and
// values of the wrong form are refused: false with one line naming the key.
bool AnswersFromJson(const Exercise& ex, const nlohmann::json& j, std::vector<Answer>& out,
                     std::string* error);

// Loads the problem (lesson, its case s.problem_case, `seed`) into the lesson and starts practice on it: the
// same seed gives the same scene. False (s.problem_error says why, the lesson unchanged) when the lesson has
// no problems or none was found.
bool LoadProblem(Session& s, Lesson& lesson, LessonState& st, std::uint64_t seed);

// Practice on: every step hidden (reveal 0, no step revealed out of order), t = 0, the fields empty — the
// lesson shows only its inputs. Also for a new problem (a preset, a generated scene) while practising; the
// problem's case and seed are kept.
void StartPractice(Session& s, LessonState& st);
// Practice off: every step shown again, the answers forgotten.
void StopPractice(Session& s, LessonState& st);
// Show solution: every step shown; the fields and marks stay.
void ShowSolution(LessonState& st);

}  // namespace ricochet::app::practice
