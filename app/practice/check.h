// Practice mode's grading (issues 12 and 26). A lesson in practice hides its steps; the student types the
// results `ricochet explain` reports, and Check grades every field by one rule (GradingRule). A wrong answer
// is traced to the first step on its own derivation path that the student's answers contradict — a slip the
// lesson knows (its Mistakes), a sign, a value rounded too early, or the first wrong answer upstream — and
// that step is shown with the student's own numbers; a further Check shows it worked, then the next step.
// Every step upstream of a right answer counts as the student's. No ImGui here: the panel
// (shell/practice_panel.cpp) draws the fields; tests drive this directly.
#pragma once

#include <cstdint>
#include <optional>
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
  // points and velocities, 2 for a, b, c … (the size below which a value is rounding noise, i.e. 0). −1: a
  // count, graded exactly.
  int dim = 0;
  // Number/Vector: the steps it depends on in derivation order, its own step last ("a|b": the first of these
  // the derivation has). "key=json" as in Choice.
  const char* chain = "";
  std::vector<Choice> choices = {};  // Choice
  // A value that decides a case (a discriminant, a BC): graded on the side of 0 it lands as well as its size,
  // so 3 for an exact 0 is wrong.
  bool decides = false;
};

// A slip students make in a lesson, with its own hint: when the answer to `question` is what the slip gives
// (`slip`, graded by the same rule), the mistake is in `step`, and the hint says which slip it is.
struct Mistake {
  const char* question;  // the answer's key, e.g. "ti"
  const char* step;      // the step the slip is in, e.g. "ti"
  const char* hint;      // "you took t1; the lecture takes the earlier root, min(t0, t1)"
  // The value the slip gives in this derivation (a number or [x, y]); null where it gives none or gives the
  // right answer anyway.
  nlohmann::json (*slip)(const Derivation& d);
};

// A lesson's practice: its questions in the order the panel asks them, and the slips it knows. The first
// Choice is the verdict: a number that does not exist in this scene (ti of a miss, answer "none") is
// explained by the verdict's chain.
struct Exercise {
  std::vector<Question> questions;
  std::vector<Mistake> mistakes = {};
};

// The exercise its syllabus entry names (LessonEntry::exercise); nullptr for a lesson without one (the
// sandbox: no problem to work by hand).
const Exercise* FindExercise(std::string_view lesson);
// The id of the lesson whose syllabus entry names `ex`; "" for none.
std::string_view LessonOf(const Exercise& ex);
// The lessons with an exercise, in syllabus order.
std::vector<std::string_view> PracticeLessons();

// ---- The grading rule: one for every lesson, stated in the panel and in docs/practice.md.

// A number is also right within this fraction of its size (a vector: of its length).
inline constexpr double kRelativeTolerance = 1e-3;
// The rule in words, as the panel prints it above the fields.
const char* GradingRule();
// When "none" is the answer, in words, as the panel prints it beside the fields.
const char* NoneRule();

// A number as the student wrote it: "0.54", "−3", "3/5", "2.2×10⁻¹⁶". `decimals` and `digits` (significant
// digits) are what the text states; a fraction or a power of ten states an exact value (both −1).
struct Written {
  double x = 0;
  int decimals = -1;
  int digits = -1;
};
std::optional<Written> ReadWritten(std::string_view text);

// The rule: `got` is right for `want` when it matches `want` to the decimals written (with at least 2
// decimals and 2 significant digits: 0.54 for 0.5357) or lies within kRelativeTolerance × size (size: the
// value's magnitude, a vector's length; 1024 for 1024.4); and, for a value that decides, when it is on the
// same side of 0 (0 itself: exactly 0). `want` is exact (rounding noise already taken off).
bool Matches(const Written& got, double want, double size, bool decides);

// What the student typed: Number in text[0], Vector in text[0] (x) and text[1] (y); Choice: an index into
// the question's choices (−1: none chosen). Numbers may be written "0.6", "-3", "−3", "3/5" or "none".
struct Answer {
  std::string text[2];
  int choice = -1;
};

enum class Mark { Blank, Right, Wrong, Unreadable };

// The correct answer as JSON: a number, [x, y], a choice's value string; null when there is none (the
// student answers "none"). One rule for every lesson (NoneRule): a value the lecture computes is its value
// even when a later test rejects the collision (ti = 1.2 of a ball arriving too late); none only where the
// lecture stops before computing it.
nlohmann::json Expected(const Derivation& d, const Question& q);
// The index of the right choice of a Choice question; −1 if the result holds none of them.
int ExpectedChoice(const Derivation& d, const Question& q);

// Does this scene ask it? Not when its result does not exist here (edge-normal's side without a point P, a
// degenerate scene's ti): the panel leaves the field out and Check leaves it Blank.
bool Asked(const Derivation& d, const Question& q);

// Grades one answer by the rule. Blank when nothing is typed or the question is not asked.
Mark Grade(const Derivation& d, const Question& q, const Answer& a);

// The steps of a question's chain in this derivation, in reveal order: its listed steps that exist here (and
// whose value matches a "key=json" entry). For a Number/Vector whose correct answer is "none", the verdict's
// chain. Keys, not positions.
std::vector<std::string> Chain(const Derivation& d, const Exercise& ex, const Question& q);

// One Check of every answer.
struct Outcome {
  std::vector<Mark> marks;           // per question
  std::vector<std::string> reveals;  // per question: the key of the step this Check revealed for it, or ""
  // Per question, the key of the step the feedback points at ("" for none): the step the wrong answer went
  // wrong in, shown with the student's numbers (hints) or revealed worked (reveals).
  std::vector<std::string> points_at;
  // Per question, that step with the student's numbers where they gave them (its formula, and the numbers
  // line with the student's values in, other quantities as symbols; no value): the panel typesets it. An
  // empty key where there is none.
  std::vector<Step> hints;
  // Per question, what is wrong in words, without the step: "sign: b has the wrong sign.", a slip's hint.
  std::vector<std::string> words;
  // Per question, the feedback in words: "sign: …", "close: give one more decimal", a slip's hint, then the
  // step ("Check step: b² − 4ac = …"); when the whole chain is already shown, where to look.
  std::vector<std::string> notes;
};

// Grades every answer; for each wrong one, points at the first step on its path the answers contradict: the
// first Check shows that step with the student's numbers (remembered in st.hinted), the next reveals it
// worked (adds it to st.revealed_keys), each later one the next step of the chain that is neither shown nor
// confirmed by a right answer. A wrong verdict reveals its deciding test at once.
Outcome Check(const Derivation& d, const Exercise& ex, const std::vector<Answer>& answers, LessonState& st);

// Practice mode in the window (the shell keeps one): on or off, what the student typed, the last Check.
struct Session {
  bool on = false;
  // New problem (practice/problems.h): the case chosen (an index into ProblemCases; kAnyCase: drawn from the
  // seed and hidden — the student's first question) and the seed of the problem shown (0: none generated
  // yet — the lesson's own scene or a preset). StartPractice keeps them.
  static constexpr int kAnyCase = -1;
  int problem_case = kAnyCase;
  std::uint64_t seed = 0;
  std::string drawn_case;        // the case of the problem shown ("" when not a generated one)
  bool case_hidden = false;      // any case: the case is the first question, until Checked right or shown
  int case_choice = -1;          // the student's answer to it: an index into ProblemCases
  Mark case_mark = Mark::Blank;  // the last Check's mark of it
  std::string problem_error;     // why the last New problem failed ("" when it did not)
  std::vector<Answer> answers;   // per question of the lesson's exercise
  Outcome checked;               // the last Check; cleared when the scene changes after it
  int checked_build = -1;        // the lesson's DerivationsBuilt() at that Check
};

// Check on the lesson's current derivation: s.checked holds the marks and notes, st the revealed steps; the
// case question too while the case is hidden (right: any case whose description the scene fits).
void CheckNow(Session& s, const Lesson& lesson, LessonState& st);

// Answers as JSON (`--practice-answers`, tests): {"ti": 0.6, "bi": [5, 0], "collides": "yes", "t0": "none"} —
// a number or "a/b" text for a Number, [x, y] for a Vector, a choice's value for a Choice. Unknown keys and
// values of the wrong form are refused: false with one line naming the key.
bool AnswersFromJson(const Exercise& ex, const nlohmann::json& j, std::vector<Answer>& out,
                     std::string* error);

// Loads the problem (lesson, its case s.problem_case — or, for kAnyCase, a case drawn from `seed` and
// hidden — and `seed`) into the lesson and starts practice on it: the same seed gives the same scene. False
// (s.problem_error says why, the lesson unchanged) when the lesson has no problems or none was found.
bool LoadProblem(Session& s, Lesson& lesson, LessonState& st, std::uint64_t seed);
// The case kAnyCase draws for a seed: the same seed, the same case.
std::string AnyCase(std::string_view lesson, std::uint64_t seed);

// Practice on: every step hidden (reveal 0, no step revealed out of order), t = 0, the fields empty — the
// lesson shows only its inputs. Also for a new problem (a preset, a generated scene) while practising; the
// problem's case and seed are kept.
void StartPractice(Session& s, LessonState& st);
// Practice off: every step shown again, the answers forgotten.
void StopPractice(Session& s, LessonState& st);
// Show solution: every step shown; the fields and marks stay.
void ShowSolution(LessonState& st);

}  // namespace ricochet::app::practice
