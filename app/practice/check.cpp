// Practice mode's grading: the lessons' exercises (what to find, each result's chain of steps) and Check.
#include "practice/check.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <sstream>

#include "draw/format.h"
#include "practice/problems.h"

namespace ricochet::app::practice {

using nlohmann::json;

namespace {

// The wording of a bool result.
std::vector<Choice> YesNo(const char* yes, const char* yes_chain, const char* no, const char* no_chain) {
  return {{"yes", yes, yes_chain}, {"no", no, no_chain}};
}

// Each lesson's exercise. A chain lists step keys (explain/<lesson>.cpp) in the order a wrong answer reveals
// them; steps this scene's derivation does not have are skipped, so one chain serves every case.
const std::vector<Exercise>& Exercises() {
  static const std::vector<Exercise> all = {
      {"edge-normal",
       {{"side",
         "side of P",
         Kind::Choice,
         0,
         "",
         {{"outside", "outside (BC > 0)", "side n_dot_p d"},
          {"inside", "inside (BC < 0)", "side n_dot_p d"},
          {"on", "on the line (BC = 0)", "side n_dot_p d"}}},
        {"e", "e", Kind::Vector, 1, "e"},
        {"n", "n", Kind::Vector, 1, "e n"},
        {"n_hat", "n̂", Kind::Vector, 0, "e n n_len n_hat"},
        {"d", "n̂·P0", Kind::Number, 1, "e n n_len n_hat d"},
        {"bc", "BC", Kind::Number, 1, "e n n_len n_hat d n_dot_p bc"}}},
      {"point-segment",
       {{"rejected_by",
         "verdict",
         Kind::Choice,
         0,
         "",
         {{"none", "hit: no test rejects", "ti bi before_p0 after_p1"},
          {"both-inside", "rejected: both inside", "both_inside=true n_dot_p0 n_dot_bs n_dot_be"},
          {"both-outside", "rejected: both outside", "both_outside=true n_dot_p0 n_dot_bs n_dot_be"},
          {"parallel", "rejected: parallel", "parallel=true n_dot_v"},
          {"before-p0", "rejected: Bi before P0", "before_p0=true ti bi"},
          {"after-p1", "rejected: Bi after P1", "after_p1=true ti bi"}}},
        {"n_hat", "n̂", Kind::Vector, 0, "e n n_hat"},
        {"ti", "ti", Kind::Number, 0, "e n n_hat n_dot_p0 v n_dot_bs n_dot_v ti"},
        {"bi", "Bi", Kind::Vector, 1, "e n n_hat n_dot_p0 v n_dot_bs n_dot_v ti bi"},
        {"reflected_dir", "v̂ (reflected)", Kind::Vector, 0,
         "e n n_hat n_dot_p0 v n_dot_bs n_dot_v ti bi i i_dot_n s m_along r reflected_dir"},
        {"be_reflected", "Be'", Kind::Vector, 1,
         "e n n_hat n_dot_p0 v n_dot_bs n_dot_v ti bi i i_dot_n s m_along r be_reflected"}}},
      {"ray-circle",
       {{"collides", "collides this frame", Kind::Choice, 0, "",
         YesNo("yes", "misses=false ti", "no", "bs_outside=false behind=true misses=true too_late=true")},
        {"kind",
         "ray vs circle",
         Kind::Choice,
         0,
         "",
         {{"miss", "misses (b² − 4ac < 0)", "kind discriminant"},
          {"graze", "grazes (b² − 4ac = 0)", "kind discriminant"},
          {"hit", "intersects (b² − 4ac > 0)", "kind discriminant"}}},
        {"a", "a", Kind::Number, 2, "v a"},
        {"b", "b", Kind::Number, 2, "v bs_c b"},
        {"c", "c", Kind::Number, 2, "bs_c radius c"},
        {"discriminant", "b² − 4ac", Kind::Number, 4, "v bs_c radius a b c discriminant"},
        {"ti", "ti", Kind::Number, 0, "v bs_c radius a b c discriminant t0 ti"},
        {"bi", "Bi", Kind::Vector, 1, "v bs_c radius a b c discriminant t0 ti bi"},
        {"normal", "n̂", Kind::Vector, 0, "v bs_c radius a b c discriminant t0 ti bi normal"},
        {"reflected_dir", "r̂", Kind::Vector, 0,
         "v bs_c radius a b c discriminant t0 ti bi normal i_vec i_dot_n s_vec r_vec reflected_dir"},
        {"be_reflected", "Be'", Kind::Vector, 1,
         "v bs_c radius a b c discriminant t0 ti bi normal i_vec i_dot_n s_vec r_vec be_reflected"}}},
      // Lecture 10's ball against a wall: ti and Bi on the offset line n̂·P = n̂·P0 + D, or at an end cap's
      // first touch. A rejected frame's ti and Bi are the offset line's, as explain reports them: the end
      // caps come before ti_line in those chains so that a chain ends at the step that finds its answer.
      {"circle-segment",
       {{"contact",
         "verdict",
         Kind::Choice,
         0,
         "",
         {{"edge", "hits the edge", "ti_line bi_line ti_in_frame after_p1 before_p0 ti"},
          {"p0", "hits the end cap at P0", "cap0 ti"},
          {"p1", "hits the end cap at P1", "cap1 ti"},
          {"none", "no collision this frame",
           "both_inside=true both_outside=true collision_type=true overlap_at_start=true parallel=true "
           "ti_in_frame=false after_p1=true before_p0=true cap0 cap1"}}},
        {"start_side",
         "Bs starts",
         Kind::Choice,
         0,
         "",
         {{"outside", "outside (n̂·Bs − n̂·P0 > 0)", "bc_start"},
          {"inside", "inside (n̂·Bs − n̂·P0 < 0)", "bc_start"},
          {"on", "on the wall's line", "bc_start"}}},
        {"n_hat", "n̂", Kind::Vector, 0, "e n n_hat"},
        {"d", "D", Kind::Number, 1, "e n n_hat n_dot_p0 bc_start d"},
        {"ti", "ti", Kind::Number, 0, "e n n_hat n_dot_p0 bc_start d n_dot_v cap0 cap1 ti_line ti"},
        {"bi", "Bi", Kind::Vector, 1,
         "e n n_hat n_dot_p0 bc_start d n_dot_v cap0 cap1 ti_line bi_line ti bi"},
        {"normal", "n̂c", Kind::Vector, 0, "e n n_hat d ti bi normal"},
        {"reflected_dir", "v̂ (reflected)", Kind::Vector, 0,
         "ti bi normal i i_dot_n s m_along r reflected_dir"},
        {"be_reflected", "Be'", Kind::Vector, 1, "ti bi normal i i_dot_n s m_along r be_reflected"}}},
      {"tunneling",
       {{"tunnels", "tunnels", Kind::Choice, 0, "",
         YesNo("yes: the discrete test misses it", "discrete_collides swept_collides", "no",
               "discrete_collides swept_collides")},
        {"discrete_collides", "overlap at a frame end", Kind::Choice, 0, "",
         YesNo("yes", "discrete_collides d0 d1", "no", "discrete_collides d0 d1")},
        {"swept_collides", "contact on the path", Kind::Choice, 0, "",
         YesNo("yes", "swept_collides", "no", "swept_collides")},
        {"ti", "ti", Kind::Number, 0, "v a b c discriminant t0 n_hat n_dot_v ti_face swept_collides"},
        {"threshold", "v_max", Kind::Number, 1, "threshold"}}},
      {"circle-circle",
       {{"collides", "collides this frame", Kind::Choice, 0, "",
         // The discriminant before the range test: a wrong verdict's first Check does not give t away.
         YesNo("yes", "discriminant_rel|discriminant_r|discriminant in_range=true", "no",
               "discriminant_rel|discriminant_r|discriminant in_range=false")},
        {"t", "t", Kind::Number, 0,
         "p2 l_rel|l l_sq_rel|l_sq c c_sq alpha_rel|alpha sum_r discriminant_rel|discriminant_r|discriminant "
         "t_rel|t_r|t"},
        {"puck_at_t", "P(t)", Kind::Vector, 1,
         "p2 l_rel|l l_sq_rel|l_sq c c_sq alpha_rel|alpha sum_r discriminant_rel|discriminant_r|discriminant "
         "t_rel|t_r|t puck_at_t"},
        {"stick_at_t", "S(t)", Kind::Vector, 1,
         "p2 l_rel|l l_sq_rel|l_sq c c_sq alpha_rel|alpha sum_r discriminant_rel|discriminant_r|discriminant "
         "t_rel|t_r|t stick_at_t"}}},
      {"elastic-1d",
       {{"approaching", "approaching", Kind::Choice, 0, "",
         YesNo("yes: V1 − V2 > 0", "approaching", "no: V1 − V2 ≤ 0", "approaching")},
        {"momentum_before", "p", Kind::Number, 2, "momentum_before"},
        {"energy_before", "E", Kind::Number, 3, "energy_before"},
        {"v1_after", "V1'", Kind::Number, 1, "approaching v1_formula"},
        {"v2_after", "V2'", Kind::Number, 1, "approaching v2_formula"}}},
      {"pi-blocks",
       {{"collisions", "collisions", Kind::Number, -1, "mass_ratio theta predicted collisions"}}},
      // Lecture 17's targeting: the speed without drag is the one value worked by hand; the shots with drag
      // are the lesson's iteration (none where no speed reaches the target without drag: "none").
      {"targeting", {{"analytic_speed", "s₀ (no drag)", Kind::Number, 1, "analytic_speed"}}},
      {"elastic-2d",
       {{"approaching", "approaching", Kind::Choice, 0, "",
         YesNo("yes: N·V1 − N·V2 > 0", "approaching", "no: N·V1 − N·V2 ≤ 0", "approaching")},
        {"n", "N", Kind::Vector, 0, "n"},
        {"v1n", "V1N", Kind::Vector, 1, "n v1n"},
        {"v2n", "V2N", Kind::Vector, 1, "n v2n"},
        {"v1_par", "V1∥", Kind::Vector, 1, "n v1n v1_par"},
        {"v2_par", "V2∥", Kind::Vector, 1, "n v2n v2_par"},
        {"v1_after", "V1'", Kind::Vector, 1, "n v1n v2n v1_par approaching v1n_after v1_after"},
        {"v2_after", "V2'", Kind::Vector, 1, "n v1n v2n v2_par approaching v2n_after v2_after"}}},
  };
  return all;
}

std::vector<std::string> Words(std::string_view s) {
  std::vector<std::string> out;
  std::istringstream in{std::string(s)};
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The largest |number| among the inputs (recursively); 1 when there is none.
double InputSize(const json& j) {
  if (j.is_number()) return std::abs(j.get<double>());
  double m = 0;
  if (j.is_structured()) {
    for (const json& v : j) m = std::max(m, InputSize(v));
  }
  return m;
}

// A result's value as the choice value it is written with: "yes"/"no", a string, "none".
std::string ChoiceValue(const json& v) {
  if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
  if (v.is_string()) return v.get<std::string>();
  return "none";
}

json ResultOf(const Derivation& d, const Question& q) {
  const auto it = d.result.find(q.key);
  return it == d.result.end() ? json(nullptr) : *it;
}

std::string Trim(const std::string& s) {
  const std::size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// The text as a number: "0.6", "-3", "−3" (U+2212), "3/5", and as the panel prints it ("2.2×10⁻¹⁶"). nullopt
// when it does not read.
std::optional<double> ReadNumber(std::string text) {
  if (const double printed = ParseNum(Trim(text)); std::isfinite(printed)) return printed;
  for (std::size_t p; (p = text.find("\u2212")) != std::string::npos;) text.replace(p, 3, "-");
  const auto read = [](const std::string& s, double& x) {
    const char* b = s.c_str();
    char* e = nullptr;
    x = std::strtod(b, &e);  // std::from_chars has no doubles in every standard library we build with
    while (e && (*e == ' ' || *e == '\t')) ++e;
    return e != b && e && *e == '\0' && std::isfinite(x);
  };
  double x = 0, y = 0;
  const std::size_t slash = text.find('/');
  if (slash == std::string::npos) return read(text, x) ? std::optional(x) : std::nullopt;
  if (!read(text.substr(0, slash), x) || !read(text.substr(slash + 1), y) || y == 0) return std::nullopt;
  return x / y;
}

bool SaysNone(const std::string& s) { return s == "none" || s == "None" || s == "-" || s == "—"; }

// A "key" or "key=json" chain entry holds in this derivation: the step exists (with that value). "a|b|c":
// the first of these steps the derivation has (circle-circle's last stage: t_rel, else t_r, else t).
bool Holds(const Derivation& d, const std::string& entry, std::string* key) {
  if (entry.find('|') != std::string::npos) {
    std::istringstream in(entry);
    for (std::string alt; std::getline(in, alt, '|');) {
      if (Holds(d, alt, key)) return true;
    }
    return false;
  }
  const std::size_t eq = entry.find('=');
  *key = entry.substr(0, eq);
  const int i = d.Find(*key);
  if (i < 0) return false;
  if (eq == std::string::npos) return true;
  return d.steps[static_cast<std::size_t>(i)].value_json == json::parse(entry.substr(eq + 1), nullptr, false);
}

const Question* Verdict(const Exercise& ex) {
  for (const Question& q : ex.questions) {
    if (q.kind == Kind::Choice) return &q;
  }
  return nullptr;
}

}  // namespace

const Exercise* FindExercise(std::string_view lesson) {
  for (const Exercise& e : Exercises()) {
    if (lesson == e.lesson) return &e;
  }
  return nullptr;
}

std::vector<std::string_view> PracticeLessons() {
  std::vector<std::string_view> out;
  for (const Exercise& e : Exercises()) out.push_back(e.lesson);
  return out;
}

double Tolerance(const Derivation& d, const Question& q) {
  if (q.kind == Kind::Choice || q.dim < 0) return 0.0;
  const double size = std::max(InputSize(d.inputs), 1e-300);
  return std::max(1e-3 * std::pow(size, q.dim), 1e-4);
}

std::string ToleranceText(const Derivation& d, const Question& q) {
  const double tol = Tolerance(d, q);
  if (tol == 0) return "exact";
  // One significant figure, as a tolerance is read: 0.0123 → "± 0.01".
  const double p = std::pow(10.0, std::floor(std::log10(tol)));
  const double shown = std::floor(tol / p) * p;
  return "± " + Num(shown, {.zero = 0, .decimals = std::max(0, DecimalsFor(shown) - 1)});
}

json Expected(const Derivation& d, const Question& q) {
  const json v = ResultOf(d, q);
  if (q.kind == Kind::Choice) return ChoiceValue(v);
  return v;
}

int ExpectedChoice(const Derivation& d, const Question& q) {
  if (!d.result.is_object() || !d.result.contains(q.key)) return -1;  // not a result of this scene
  const std::string v = ChoiceValue(ResultOf(d, q));
  for (std::size_t i = 0; i < q.choices.size(); ++i) {
    if (v == q.choices[i].value) return static_cast<int>(i);
  }
  return -1;
}

bool Asked(const Derivation& d, const Question& q) {
  if (q.kind == Kind::Choice) return ExpectedChoice(d, q) >= 0;
  return d.result.is_object() && d.result.contains(q.key);
}

Mark Grade(const Derivation& d, const Question& q, const Answer& a) {
  if (!Asked(d, q)) return Mark::Blank;
  if (q.kind == Kind::Choice) {
    if (a.choice < 0) return Mark::Blank;
    return a.choice == ExpectedChoice(d, q) ? Mark::Right : Mark::Wrong;
  }
  const int n = q.kind == Kind::Vector ? 2 : 1;
  std::string text[2];
  bool blank = true, none = false;
  for (int k = 0; k < n; ++k) {
    text[k] = Trim(a.text[k]);
    blank = blank && text[k].empty();
    none = none || SaysNone(text[k]);
  }
  if (blank) return Mark::Blank;
  const json want = ResultOf(d, q);
  if (none) return want.is_null() ? Mark::Right : Mark::Wrong;
  double got[2] = {0, 0};
  for (int k = 0; k < n; ++k) {
    const std::optional<double> x = ReadNumber(text[k]);
    if (!x) return Mark::Unreadable;
    got[k] = *x;
  }
  if (want.is_null()) return Mark::Wrong;  // a number where there is none (ti of a miss)
  const double tol = Tolerance(d, q);
  for (int k = 0; k < n; ++k) {
    const json& w = q.kind == Kind::Vector ? want.at(static_cast<std::size_t>(k)) : want;
    if (!w.is_number() || !(std::abs(got[k] - w.get<double>()) <= tol)) return Mark::Wrong;
  }
  return Mark::Right;
}

std::vector<std::string> Chain(const Derivation& d, const Exercise& ex, const Question& q) {
  const char* chain = q.chain;
  if (q.kind == Kind::Choice) {
    const int c = ExpectedChoice(d, q);
    chain = c >= 0 ? q.choices[static_cast<std::size_t>(c)].chain : "";
  } else if (ResultOf(d, q).is_null()) {
    // No such value here (ti of a miss): why not is the verdict's reason.
    const Question* v = Verdict(ex);
    return v && v != &q ? Chain(d, ex, *v) : std::vector<std::string>{};
  }
  std::vector<std::string> out;
  std::string key;
  for (const std::string& entry : Words(chain)) {
    if (Holds(d, entry, &key) && std::find(out.begin(), out.end(), key) == out.end()) out.push_back(key);
  }
  return out;
}

Outcome Check(const Derivation& d, const Exercise& ex, const std::vector<Answer>& answers, LessonState& st) {
  const std::size_t n = ex.questions.size();
  Outcome out;
  out.marks.assign(n, Mark::Blank);
  out.reveals.assign(n, "");
  out.notes.assign(n, "");
  // A step is confirmed by a right answer to the question of the same key: the student has it.
  std::set<std::string, std::less<>> confirmed;
  for (std::size_t i = 0; i < n; ++i) {
    const Answer blank;
    out.marks[i] = Grade(d, ex.questions[i], i < answers.size() ? answers[i] : blank);
    if (out.marks[i] == Mark::Right) confirmed.insert(ex.questions[i].key);
  }
  // Shown before this Check: two wrong answers with one chain both point at its first step not yet shown.
  const LessonState before = st;
  const auto shown = [&](const std::string& key) {
    const int i = d.Find(key);
    return i >= 0 && before.Shows(i, key);
  };
  for (std::size_t i = 0; i < n; ++i) {
    if (out.marks[i] != Mark::Wrong) continue;
    const Question& q = ex.questions[i];
    for (const std::string& key : Chain(d, ex, q)) {
      if (shown(key) || confirmed.count(key)) continue;
      st.revealed_keys.insert(key);
      out.reveals[i] = key;
      out.notes[i] = "Check step: " + StepText(d.steps[static_cast<std::size_t>(d.Find(key))]);
      break;
    }
    if (out.reveals[i].empty())
      out.notes[i] = "Every step " + std::string(q.label) + " needs is shown above.";
  }
  return out;
}

void CheckNow(Session& s, const Lesson& lesson, LessonState& st) {
  const Exercise* ex = FindExercise(lesson.Id());
  if (!ex) return;
  s.answers.resize(ex->questions.size());
  s.checked = Check(lesson.derivation(), *ex, s.answers, st);
  s.checked_build = lesson.DerivationsBuilt();
}

bool AnswersFromJson(const Exercise& ex, const json& j, std::vector<Answer>& out, std::string* error) {
  const auto fail = [&](const std::string& why) {
    if (error) *error = why;
    return false;
  };
  if (!j.is_object()) return fail("answers must be a JSON object, e.g. {\"ti\": 0.5}");
  out.assign(ex.questions.size(), Answer{});
  const auto text = [](const json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); };
  for (const auto& [key, v] : j.items()) {
    std::size_t i = 0;
    while (i < ex.questions.size() && key != ex.questions[i].key) ++i;
    if (i == ex.questions.size()) {
      std::string known;
      for (const Question& q : ex.questions) known += (known.empty() ? "" : ", ") + std::string(q.key);
      return fail(key + ": " + ex.lesson + " asks no such result (it asks " + known + ")");
    }
    const Question& q = ex.questions[i];
    Answer& a = out[i];
    if (q.kind == Kind::Choice) {
      for (std::size_t c = 0; c < q.choices.size(); ++c) {
        if (v.is_string() && v.get<std::string>() == q.choices[c].value) a.choice = static_cast<int>(c);
      }
      if (a.choice < 0) return fail(key + ": not one of the choices");
    } else if (q.kind == Kind::Vector && v.is_array() && v.size() == 2) {
      a.text[0] = text(v[0]), a.text[1] = text(v[1]);
    } else if (q.kind == Kind::Number && (v.is_number() || v.is_string())) {
      a.text[0] = text(v);
    } else if (q.kind == Kind::Vector && v.is_string()) {
      a.text[0] = a.text[1] = text(v);  // "none"
    } else {
      return fail(key + (q.kind == Kind::Vector ? ": needs [x, y]" : ": needs a number"));
    }
  }
  return true;
}

bool LoadProblem(Session& s, Lesson& lesson, LessonState& st, std::uint64_t seed) {
  const std::vector<std::string> cases = ProblemCases(lesson.Id());
  if (cases.empty()) {
    s.problem_error = "no problems for this lesson";
    return false;
  }
  const std::size_t c =
      static_cast<std::size_t>(std::clamp(s.problem_case, 0, static_cast<int>(cases.size()) - 1));
  std::string error;
  const std::optional<Problem> p = GenerateProblem(lesson.Id(), cases[c], seed, &error);
  if (!p) {
    s.problem_error = error;
    return false;
  }
  try {
    lesson.LoadScene(p->scene);  // the lesson's own reader: a scene it refuses changes nothing
    lesson.Update();
  } catch (const std::exception& e) {
    s.problem_error = e.what();
    return false;
  }
  s.problem_case = static_cast<int>(c);
  StartPractice(s, st);
  s.seed = seed;
  return true;
}

void StartPractice(Session& s, LessonState& st) {
  const int problem_case = s.problem_case;
  const std::uint64_t seed = s.seed;
  s = Session{};
  s.on = true;
  s.problem_case = problem_case;
  s.seed = seed;
  st.reveal = 0;
  st.revealed_keys.clear();
  st.t = 0.0;
  st.playing = false;
}

void StopPractice(Session& s, LessonState& st) {
  s = Session{};
  ShowSolution(st);
  st.revealed_keys.clear();
}

void ShowSolution(LessonState& st) { st.reveal = LessonState{}.reveal; }

}  // namespace ricochet::app::practice
