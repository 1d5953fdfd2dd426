// Practice mode's grading: the lessons' exercises (what to find, each result's chain of steps, the slips
// students make), the one grading rule, and Check: feedback at the step that went wrong.
#include "practice/check.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>
#include <sstream>

#include "draw/format.h"
#include "practice/problems.h"
#include "ricochet/splitmix64.h"

namespace ricochet::app::practice {

using nlohmann::json;

namespace {

// ---- Reading a derivation's values (the slips compute from them).

json ResultValue(const Derivation& d, const char* key) {
  return d.result.is_object() && d.result.contains(key) ? d.result.at(key) : json(nullptr);
}
// The value of the first step among "a|b|c" the derivation has; null when it has none.
json StepValue(const Derivation& d, std::string_view keys) {
  std::istringstream in{std::string(keys)};
  for (std::string k; std::getline(in, k, '|');) {
    if (const int i = d.Find(k); i >= 0) return d.steps[static_cast<std::size_t>(i)].value_json;
  }
  return nullptr;
}
json InputValue(const Derivation& d, const char* key) {
  return d.inputs.is_object() && d.inputs.contains(key) ? d.inputs.at(key) : json(nullptr);
}
bool IsVec(const json& j) { return j.is_array() && j.size() == 2 && j[0].is_number() && j[1].is_number(); }
Vec2 V(const json& j) { return {j[0].get<double>(), j[1].get<double>()}; }
json J(Vec2 v) { return JsonVec(v); }
// A slip that gives a value only when all its parts exist: null otherwise.
template <class... T>
bool All(const T&... j) {
  return (... && !j.is_null());
}

// r⃗ without the 2 (i⃗ − (i⃗·n̂)n̂ = m⃗: the ball slides along instead of bouncing): Bi + m⃗, or its direction.
json Slide(const Derivation& d, const char* normal, bool direction) {
  const json i = StepValue(d, "i|i_vec"), in = StepValue(d, "i_dot_n"), n = StepValue(d, normal),
             bi = ResultValue(d, "bi");
  if (!IsVec(i) || !in.is_number() || !IsVec(n) || !IsVec(bi)) return nullptr;
  const Vec2 m = V(i) - V(n) * in.get<double>();
  if (direction) return LengthSq(m) > 0 ? J(m / Length(m)) : json(nullptr);
  return J(V(bi) + m);
}
// A value times k (a left-out factor), a vector's too; null for null.
json Times(const json& j, double k) {
  if (j.is_number()) return j.get<double>() * k;
  if (IsVec(j)) return J(V(j) * k);
  return nullptr;
}

// The wording of a bool result.
std::vector<Choice> YesNo(const char* yes, const char* yes_chain, const char* no, const char* no_chain) {
  return {{"yes", yes, yes_chain}, {"no", no, no_chain}};
}

}  // namespace

// Each lesson's exercise, named by its syllabus entry (lessons/lesson_list.cpp). A chain lists step keys
// (explain/<lesson>.cpp) in the order a wrong answer reveals them; steps this scene's derivation does not
// have are skipped, so one chain serves every case. Each slip (Mistake) is tested:
// app/tests/practice_check_test.cpp answers it and expects its hint at its step.
const Exercise& EdgeNormalExercise() {
  static const Exercise e = {
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
       {"bc", "BC", Kind::Number, 1, "e n n_len n_hat d n_dot_p bc", {}, true}},
      {{"e", "e", "e = P1 − P0, from the edge's start to its end (you took P0 − P1)",
        [](const Derivation& d) { return Times(StepValue(d, "e"), -1); }},
       {"n", "n", "the outward normal is n = (e_y, −e_x), e turned clockwise (you turned it the other way)",
        [](const Derivation& d) { return Times(StepValue(d, "n"), -1); }},
       {"n_hat", "n_hat", "n̂ = n / ‖n‖: divide n by its length (you left it unnormalised)",
        [](const Derivation& d) { return StepValue(d, "n"); }},
       {"d", "d", "the line's offset uses the unit normal: n̂·P0, not n·P0",
        [](const Derivation& d) {
          const json n = StepValue(d, "n"), p0 = InputValue(d, "p0");
          return IsVec(n) && IsVec(p0) ? json(Dot(V(n), V(p0))) : json(nullptr);
        }},
       {"bc", "bc", "BC = n̂·P − n̂·P0 with the unit normal n̂ (you used n, ‖n‖ times too long)",
        [](const Derivation& d) {
          const json len = StepValue(d, "n_len");
          return len.is_number() ? Times(ResultValue(d, "bc"), len.get<double>()) : json(nullptr);
        }},
       {"bc", "bc", "BC = n̂·P − n̂·P0: the point's offset minus the line's (you subtracted the other way)",
        [](const Derivation& d) { return Times(ResultValue(d, "bc"), -1); }}}};
  return e;
}

const Exercise& PointSegmentExercise() {
  static const Exercise e = {
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
        "e n n_hat n_dot_p0 v n_dot_bs n_dot_v ti bi i i_dot_n s m_along r be_reflected"}},
      {{"n_hat", "n_hat", "n̂ = n / ‖n‖: divide n by its length (you left it unnormalised)",
        [](const Derivation& d) { return StepValue(d, "n"); }},
       {"ti", "n_dot_v", "the denominator is n̂·v with v = Be − Bs (you used n̂·Be)",
        [](const Derivation& d) {
          const json p0 = StepValue(d, "n_dot_p0"), bs = StepValue(d, "n_dot_bs"),
                     be = StepValue(d, "n_dot_be");
          if (!All(p0, bs, be) || be.get<double>() == 0) return json(nullptr);
          return json((p0.get<double>() - bs.get<double>()) / be.get<double>());
        }},
       {"bi", "bi", "Bi = Bs + v ti with v = Be − Bs (you multiplied Be by ti)",
        [](const Derivation& d) {
          const json bs = InputValue(d, "bs"), be = InputValue(d, "be"), ti = ResultValue(d, "ti");
          return IsVec(bs) && IsVec(be) && ti.is_number() ? J(V(bs) + V(be) * ti.get<double>())
                                                          : json(nullptr);
        }},
       {"be_reflected", "r",
        "r = i − 2(i·n̂)n̂: without the 2 the ball slides along the wall instead of bouncing off it",
        [](const Derivation& d) { return Slide(d, "n_hat", false); }},
       {"reflected_dir", "r",
        "r = i − 2(i·n̂)n̂: without the 2 the ball slides along the wall instead of bouncing off it",
        [](const Derivation& d) { return Slide(d, "n_hat", true); }}}};
  return e;
}

const Exercise& RayCircleExercise() {
  static const Exercise e = {
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
       {"discriminant", "b² − 4ac", Kind::Number, 4, "v bs_c radius a b c discriminant", {}, true},
       // ti = min(t0, t1) = t0: where a test rejects before the derivation states ti (too late, behind),
       // ti is the t0 the lecture computed — the one "none" rule (NoneRule).
       {"ti", "ti", Kind::Number, 0, "v bs_c radius a b c discriminant t0 ti|t0"},
       {"bi", "Bi", Kind::Vector, 1, "v bs_c radius a b c discriminant t0 ti bi"},
       {"normal", "n̂", Kind::Vector, 0, "v bs_c radius a b c discriminant t0 ti bi normal"},
       {"reflected_dir", "r̂", Kind::Vector, 0,
        "v bs_c radius a b c discriminant t0 ti bi normal i_vec i_dot_n s_vec r_vec reflected_dir"},
       {"be_reflected", "Be'", Kind::Vector, 1,
        "v bs_c radius a b c discriminant t0 ti bi normal i_vec i_dot_n s_vec r_vec be_reflected"}},
      {{"ti", "ti", "you took t1; the lecture takes the earlier root, ti = min(t0, t1)",
        [](const Derivation& d) { return StepValue(d, "t1"); }},
       {"b", "b", "b = −2 BsC·v: you left out the 2",
        [](const Derivation& d) { return Times(ResultValue(d, "b"), 0.5); }},
       {"c", "c", "c = ‖BsC‖² − r²: subtract the radius squared",
        [](const Derivation& d) {
          const json bsc = StepValue(d, "bs_c");
          return IsVec(bsc) ? json(LengthSq(V(bsc))) : json(nullptr);
        }},
       {"discriminant", "discriminant", "b² − 4ac: minus four times a times c (you added it)",
        [](const Derivation& d) {
          const json a = ResultValue(d, "a"), b = ResultValue(d, "b"), c = ResultValue(d, "c");
          if (!All(a, b, c)) return json(nullptr);
          return json(b.get<double>() * b.get<double>() + 4 * a.get<double>() * c.get<double>());
        }},
       {"normal", "normal", "n̂ = (Bi − C) / ‖Bi − C‖: divide by the radius (you left it unnormalised)",
        [](const Derivation& d) {
          const json bi = ResultValue(d, "bi"), c = InputValue(d, "c");
          return IsVec(bi) && IsVec(c) ? J(V(bi) - V(c)) : json(nullptr);
        }},
       {"be_reflected", "r_vec",
        "r = i − 2(i·n̂)n̂: without the 2 the ball slides along the surface instead of bouncing off it",
        [](const Derivation& d) { return Slide(d, "normal", false); }},
       {"reflected_dir", "r_vec",
        "r = i − 2(i·n̂)n̂: without the 2 the ball slides along the surface instead of bouncing off it",
        [](const Derivation& d) { return Slide(d, "normal", true); }}}};
  return e;
}

// Lecture 10's ball against a wall: ti and Bi on the offset line n̂·P = n̂·P0 + D, or at an end cap's
// first touch. A rejected frame's ti and Bi are the offset line's, as explain reports them: the end
// caps come before ti_line in those chains so that a chain ends at the step that finds its answer.
const Exercise& CircleSegmentExercise() {
  static const Exercise e = {
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
       {"d", "D", Kind::Number, 1, "e n n_hat n_dot_p0 bc_start d", {}, true},
       {"ti", "ti", Kind::Number, 0, "e n n_hat n_dot_p0 bc_start d n_dot_v cap0 cap1 ti_line ti"},
       {"bi", "Bi", Kind::Vector, 1, "e n n_hat n_dot_p0 bc_start d n_dot_v cap0 cap1 ti_line bi_line ti bi"},
       {"normal", "n̂c", Kind::Vector, 0, "e n n_hat d ti bi normal"},
       {"reflected_dir", "v̂ (reflected)", Kind::Vector, 0,
        "ti bi normal i i_dot_n s m_along r reflected_dir"},
       {"be_reflected", "Be'", Kind::Vector, 1, "ti bi normal i i_dot_n s m_along r be_reflected"}},
      {{"n_hat", "n_hat", "n̂ = n / ‖n‖: divide n by its length (you left it unnormalised)",
        [](const Derivation& d) { return StepValue(d, "n"); }},
       {"d", "d", "D = +r when Bs starts outside (the line moves out toward the ball), −r when inside",
        [](const Derivation& d) { return Times(ResultValue(d, "d"), -1); }},
       {"ti", "d",
        "the ball touches the wall when its centre is r from it: use the offset line n̂·P = n̂·P0 + D, not "
        "the wall's own line",
        [](const Derivation& d) {
          const json p0 = StepValue(d, "n_dot_p0"), bc = StepValue(d, "bc_start"),
                     nv = StepValue(d, "n_dot_v");
          if (!All(p0, bc, nv) || nv.get<double>() == 0 || ResultValue(d, "contact") != "edge")
            return json(nullptr);
          return json(-bc.get<double>() / nv.get<double>());  // (n̂·P0 − n̂·Bs) / (n̂·v)
        }}}};
  return e;
}

const Exercise& TunnelingExercise() {
  static const Exercise e = {
      {{"tunnels", "tunnels", Kind::Choice, 0, "",
        YesNo("yes: the discrete test misses it", "discrete_collides swept_collides", "no",
              "discrete_collides swept_collides")},
       {"discrete_collides", "overlap at a frame end", Kind::Choice, 0, "",
        YesNo("yes", "discrete_collides d0 d1", "no", "discrete_collides d0 d1")},
       {"swept_collides", "contact on the path", Kind::Choice, 0, "",
        YesNo("yes", "swept_collides", "no", "swept_collides")},
       {"ti", "ti", Kind::Number, 0, "v a b c discriminant t0 n_hat n_dot_v ti_face swept_collides"},
       {"threshold", "v_max", Kind::Number, 1, "threshold"}},
      {{"threshold", "threshold",
        "the puck crosses the target's reach along a chord: v_max = 2√((r + R)² − d²) for a circle, w + 2r "
        "for a wall — not the reach itself",
        [](const Derivation& d) {
          const json r = InputValue(d, "r"), R = InputValue(d, "R"), w = InputValue(d, "w");
          if (!r.is_number()) return json(nullptr);
          if (w.is_number()) return json(w.get<double>() + r.get<double>());  // one radius, not two
          return R.is_number() ? json(2 * (r.get<double>() + R.get<double>())) : json(nullptr);
        }}}};
  return e;
}

const Exercise& CircleCircleExercise() {
  static const Exercise e = {
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
        "t_rel|t_r|t stick_at_t"}},
      {{"t", "t_rel|t_r|t", "you took the later root; contact begins at the earlier one, t = (α − √…) / L²",
        [](const Derivation& d) {
          // The two roots sum to 2α / L².
          const json t = ResultValue(d, "t"), alpha = StepValue(d, "alpha_rel|alpha"),
                     l_sq = StepValue(d, "l_sq_rel|l_sq");
          if (!All(t, alpha, l_sq) || l_sq.get<double>() == 0) return json(nullptr);
          return json(2 * alpha.get<double>() / l_sq.get<double>() - t.get<double>());
        }},
       {"puck_at_t", "puck_at_t",
        "P(t) = P0 + (P1 − P0) t moves with the puck's own motion, not the relative motion L",
        [](const Derivation& d) {
          const json p0 = InputValue(d, "p0"), l = StepValue(d, "l_rel"), t = ResultValue(d, "t");
          return IsVec(p0) && IsVec(l) && t.is_number() ? J(V(p0) + V(l) * t.get<double>()) : json(nullptr);
        }}}};
  return e;
}

const Exercise& Elastic1DExercise() {
  static const Exercise e = {
      {{"approaching", "approaching", Kind::Choice, 0, "",
        YesNo("yes: V1 − V2 > 0", "approaching", "no: V1 − V2 ≤ 0", "approaching")},
       {"momentum_before", "p", Kind::Number, 2, "momentum_before"},
       {"energy_before", "E", Kind::Number, 3, "energy_before"},
       {"v1_after", "V1'", Kind::Number, 1, "approaching v1_formula"},
       {"v2_after", "V2'", Kind::Number, 1, "approaching v2_formula"}},
      {{"v1_after", "v1_formula",
        "the velocities swap only when m1 = m2: use V1' = (V1(m1 − m2) + 2m2V2)/(m1 + m2)",
        [](const Derivation& d) {
          return InputValue(d, "m1") == InputValue(d, "m2") ? json(nullptr) : InputValue(d, "v2");
        }},
       {"v2_after", "v2_formula",
        "the velocities swap only when m1 = m2: use V2' = (V2(m2 − m1) + 2m1V1)/(m1 + m2)",
        [](const Derivation& d) {
          return InputValue(d, "m1") == InputValue(d, "m2") ? json(nullptr) : InputValue(d, "v1");
        }},
       {"v1_after", "approaching",
        "V1 − V2 ≤ 0: the balls are not approaching, so there is no response: V1' = V1",
        [](const Derivation& d) {
          return StepValue(d, "approaching") == false ? StepValue(d, "v1_formula") : json(nullptr);
        }},
       {"v2_after", "approaching",
        "V1 − V2 ≤ 0: the balls are not approaching, so there is no response: V2' = V2",
        [](const Derivation& d) {
          return StepValue(d, "approaching") == false ? StepValue(d, "v2_formula") : json(nullptr);
        }},
       {"energy_before", "energy_before", "E = ½ m1 V1² + ½ m2 V2²: mind the ½",
        [](const Derivation& d) { return Times(ResultValue(d, "energy_before"), 2); }}}};
  return e;
}

const Exercise& PiBlocksExercise() {
  static const Exercise e = {
      {{"collisions", "collisions", Kind::Number, -1, "mass_ratio theta predicted collisions"}},
      {{"collisions", "predicted", "N = ⌈π/θ⌉ − 1: the last arc holds no collision", [](const Derivation& d) {
          const json n = ResultValue(d, "collisions");
          return n.is_number() ? json(n.get<double>() + 1) : json(nullptr);
        }}}};
  return e;
}

// Lecture 17's targeting: the speed without drag is the one value worked by hand; the shots with drag
// are the lesson's iteration (none where no speed reaches the target without drag: "none").
const Exercise& TargetingExercise() {
  static const Exercise e = {
      {{"analytic_speed", "s₀ (no drag)", Kind::Number, 1, "analytic_speed"}},
      {{"analytic_speed", "analytic_speed", "s₀² = g x² / (2 cos²θ (x tan θ − y)): mind the 2 cos²θ",
        [](const Derivation& d) { return Times(ResultValue(d, "analytic_speed"), std::sqrt(2.0)); }},
       {"analytic_speed", "analytic_speed", "s₀² = g x² / (2 cos²θ (x tan θ − y)): mind the 2 cos²θ",
        [](const Derivation& d) { return Times(ResultValue(d, "analytic_speed"), std::sqrt(0.5)); }}}};
  return e;
}

const Exercise& Elastic2DExercise() {
  static const Exercise e = {
      {{"approaching", "approaching", Kind::Choice, 0, "",
        YesNo("yes: N·V1 − N·V2 > 0", "approaching", "no: N·V1 − N·V2 ≤ 0", "approaching")},
       {"n", "N", Kind::Vector, 0, "n"},
       {"v1n", "V1N", Kind::Vector, 1, "n v1n"},
       {"v2n", "V2N", Kind::Vector, 1, "n v2n"},
       {"v1_par", "V1∥", Kind::Vector, 1, "n v1n v1_par"},
       {"v2_par", "V2∥", Kind::Vector, 1, "n v2n v2_par"},
       {"v1_after", "V1'", Kind::Vector, 1, "n v1n v2n v1_par approaching v1n_after v1_after"},
       {"v2_after", "V2'", Kind::Vector, 1, "n v1n v2n v2_par approaching v2n_after v2_after"}},
      {{"n", "n", "N = (P2 − P1) / ‖P2 − P1‖: divide by the distance (you left it unnormalised)",
        [](const Derivation& d) {
          const json p1 = InputValue(d, "p1"), p2 = InputValue(d, "p2");
          return IsVec(p1) && IsVec(p2) ? J(V(p2) - V(p1)) : json(nullptr);
        }},
       {"v1_after", "v1n_after",
        "a ball is not a wall: V1N' comes from the 1D formula along N (equal masses swap their normal "
        "parts), "
        "not from reflecting V1N",
        [](const Derivation& d) {
          const json v1 = InputValue(d, "v1"), v1n = StepValue(d, "v1n");
          return StepValue(d, "approaching") == true && IsVec(v1) && IsVec(v1n) ? J(V(v1) - V(v1n) * 2)
                                                                                : json(nullptr);
        }}}};
  return e;
}

namespace {

std::vector<std::string> Words(std::string_view s) {
  std::vector<std::string> out;
  std::istringstream in{std::string(s)};
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The largest |number| among the inputs (recursively).
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

json ResultOf(const Derivation& d, const Question& q) { return ResultValue(d, q.key); }

std::string Trim(std::string_view s) {
  const std::size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : std::string(s.substr(b, e - b + 1));
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

// The step that computes a Number or Vector: its chain's last entry, where the derivation has it.
const Step* OwnStep(const Derivation& d, const Question& q) {
  const std::vector<std::string> words = Words(q.chain);
  std::string key;
  if (words.empty() || !Holds(d, words.back(), &key)) return nullptr;
  return &d.steps[static_cast<std::size_t>(d.Find(key))];
}

// Below this a value of q's dimension is rounding noise: 0 (the derivation prints it as 0 too).
double Noise(const Derivation& d, const Question& q) {
  return 1e-9 * std::pow(std::max(InputSize(d.inputs), 1.0), std::max(q.dim, 0));
}
double Snap(double x, double noise) { return std::abs(x) <= noise ? 0.0 : x; }

// What the student wrote for a Number or Vector, read: one Written per component; nullopt when blank,
// "none", or a part does not read.
struct Read {
  bool blank = true, none = false, unreadable = false;
  Written w[2];
};
Read ReadAnswer(const Question& q, const Answer& a) {
  Read r;
  const int n = q.kind == Kind::Vector ? 2 : 1;
  std::string text[2];
  for (int k = 0; k < n; ++k) {
    text[k] = Trim(a.text[k]);
    r.blank = r.blank && text[k].empty();
    r.none = r.none || SaysNone(text[k]);
  }
  if (r.blank || r.none) return r;
  for (int k = 0; k < n; ++k) {
    const std::optional<Written> w = ReadWritten(text[k]);
    if (!w) {
      r.unreadable = true;
      return r;
    }
    r.w[k] = *w;
  }
  return r;
}

// A value of q as exact numbers: 1 for a Number, 2 for a Vector; empty when `v` is not of that shape.
std::vector<double> Components(const Question& q, const json& v) {
  if (q.kind == Kind::Vector && IsVec(v)) return {v[0].get<double>(), v[1].get<double>()};
  if (q.kind == Kind::Number && v.is_number()) return {v.get<double>()};
  return {};
}

// The rule for a whole answer: every component matches (an exact count: equal).
bool AnswerMatches(const Derivation& d, const Question& q, const Written* got, const json& want_json) {
  std::vector<double> want = Components(q, want_json);
  if (want.empty()) return false;
  const double noise = Noise(d, q);
  double size = 0;
  for (double& x : want) x = Snap(x, noise), size = std::hypot(size, x);
  for (std::size_t k = 0; k < want.size(); ++k) {
    // What the student wrote below the noise (2.2×10⁻¹⁶ copied from a printout) is 0 as well.
    Written w = got[k];
    w.x = Snap(w.x, noise);
    if (q.dim < 0 ? w.x != want[k] : !Matches(w, want[k], size, q.decides)) return false;
  }
  return true;
}

// Why a wrong number is wrong, when it is a slip any number can have.
enum class Near { None, Sign, Close };
Near Diagnose(const Derivation& d, const Question& q, const Read& r, const json& want_json) {
  std::vector<double> want = Components(q, want_json);
  if (want.empty() || q.dim < 0) return Near::None;
  const double noise = Noise(d, q);
  double size = 0;
  for (double& x : want) x = Snap(x, noise), size = std::hypot(size, x);
  bool sign = true, close = true;
  for (std::size_t k = 0; k < want.size(); ++k) {
    const Written& w = r.w[k];
    if (Matches(w, want[k], size, q.decides)) continue;
    Written flipped = w;
    flipped.x = -w.x;
    sign = sign && want[k] != 0 && Matches(flipped, want[k], size, q.decides);
    // Within one unit of the last decimal written: the right number, rounded too soon or cut.
    close = close && w.decimals >= 0 && std::abs(w.x - want[k]) < std::pow(10.0, -w.decimals) &&
            (!q.decides || (w.x > 0) == (want[k] > 0));
  }
  if (sign) return Near::Sign;
  if (close) return Near::Close;
  return Near::None;
}

// The step `s` with the student's numbers where they gave them: every quantity the student answered (by the
// symbol its step is named with) carries the student's value, every other quantity stays a symbol, and the
// step states no value of its own — the student works it from there.
// The givens (the scene's fields, by their lecture symbols) keep their values: they are on the page already.
using Numbers = std::vector<std::pair<std::string, math::Value>>;
math::Expr WithYourNumbers(const math::Expr& e, const Numbers& yours, const std::set<std::string>& givens) {
  if (!e) return e;
  if (e->op == math::Op::Quantity && !e->kids.empty()) {
    const std::string name = math::Text(e->kids[0]);
    if (givens.count(name)) return e;
    for (const auto& [symbol, value] : yours) {
      if (symbol == name) {
        math::Node n = *e;
        n.value = value;
        return std::make_shared<const math::Node>(std::move(n));
      }
    }
    return e->kids[0];
  }
  bool changed = false;
  std::vector<math::Expr> kids;
  for (const math::Expr& k : e->kids) {
    kids.push_back(WithYourNumbers(k, yours, givens));
    changed = changed || kids.back() != k;
  }
  if (!changed) return e;
  math::Node n = *e;
  n.kids = std::move(kids);
  return std::make_shared<const math::Node>(std::move(n));
}

Step HintStep(const Derivation& d, const Step& real, const Numbers& yours) {
  std::set<std::string> givens;
  if (const LessonEntry* e = FindLesson(d.lesson)) {
    for (const SceneField& f : e->fields()) {
      if (*f.symbol) givens.insert(math::Text(math::Sym(f.symbol)));
    }
  }
  Step s;
  s.key = real.key;
  s.kind = real.kind == StepKind::Equation ? StepKind::Equation : StepKind::Computation;
  s.label = real.label;
  s.precision = real.precision;
  s.ink = real.ink;
  if (real.kind == StepKind::Equation) {
    s.lhs =
        WithYourNumbers(real.lhs, yours, givens);  // as written; no simplified line (it would be the answer)
  } else {
    s.lhs = StepName(real);
    s.rhs = WithYourNumbers(real.rhs, yours, givens);
  }
  return s;
}

}  // namespace

// ---- The rule.

const char* GradingRule() {
  return "Right: to the decimals you write (at least 2 decimals and 2 significant digits: 0.54 for 0.5357), "
         "or within 0.1 % (1024 for 1024.4). A value that decides a case (b² − 4ac, BC, D) must also land on "
         "the same side of 0: 3 is not 0.";
}

const char* NoneRule() {
  return "none: only where the lecture stops before computing the value. A value it computes and a later "
         "test rejects is still its value (ti = 1.2 for a ball that arrives too late).";
}

std::optional<Written> ReadWritten(std::string_view raw) {
  std::string text = Trim(raw);
  if (text.empty()) return std::nullopt;
  // As the panel prints it ("2.2×10⁻¹⁶", "−3"): a power of ten states an exact value.
  const bool power = text.find("×10") != std::string::npos;
  if (const double printed = ParseNum(text); std::isfinite(printed) && printed == printed) {
    if (power) return Written{printed, -1, -1};
  }
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
  if (slash != std::string::npos) {  // a fraction states its value exactly
    if (!read(Trim(text.substr(0, slash)), x) || !read(Trim(text.substr(slash + 1)), y) || y == 0)
      return std::nullopt;
    return Written{x / y, -1, -1};
  }
  if (!read(text, x)) return std::nullopt;
  // Plain decimals ("-0.540"): the decimals and significant digits the text states; "1e-3" states its value.
  if (text.find_first_of("eExXpPnN") != std::string::npos) return Written{x, -1, -1};
  Written w{x, 0, 0};
  const std::size_t point = text.find('.');
  if (point != std::string::npos) w.decimals = static_cast<int>(text.size() - point - 1);
  bool leading = true;
  for (const char c : text) {
    if (c < '0' || c > '9') continue;
    if (leading && c == '0') continue;
    leading = false;
    ++w.digits;
  }
  return w;
}

bool Matches(const Written& got, double want, double size, bool decides) {
  const auto side = [](double v) { return (v > 0) - (v < 0); };
  if (decides && side(got.x) != side(want)) return false;
  const double err = std::abs(got.x - want);
  // Representation noise of the exact value (0.1 + 0.2) is never an error.
  if (err <= kRelativeTolerance * size + 1e-12 * std::max(1.0, std::abs(want))) return true;
  return got.decimals >= 2 && got.digits >= 2 && err <= 0.5 * std::pow(10.0, -got.decimals) * (1 + 1e-9);
}

const Exercise* FindExercise(std::string_view lesson) {
  const LessonEntry* e = FindLesson(lesson);
  return e && e->exercise ? &e->exercise() : nullptr;
}

std::string_view LessonOf(const Exercise& ex) {
  for (const LessonEntry& e : LessonList()) {
    if (e.exercise && &e.exercise() == &ex) return e.id;
  }
  return "";
}

std::vector<std::string_view> PracticeLessons() {
  std::vector<std::string_view> out;
  for (const LessonEntry& e : LessonList()) {
    if (e.exercise) out.push_back(e.id);
  }
  return out;
}

json Expected(const Derivation& d, const Question& q) {
  const json v = ResultOf(d, q);
  if (q.kind == Kind::Choice) return ChoiceValue(v);
  if (!v.is_null()) return v;
  // The one "none" rule: a value the lecture computed before a test rejected is still its value.
  const Step* own = OwnStep(d, q);
  if (own && (own->kind == StepKind::Computation || own->kind == StepKind::Cases) &&
      !Components(q, own->value_json).empty())
    return own->value_json;
  return nullptr;
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
  const Read r = ReadAnswer(q, a);
  if (r.blank) return Mark::Blank;
  const json want = Expected(d, q);
  if (r.none) return want.is_null() ? Mark::Right : Mark::Wrong;
  if (r.unreadable) return Mark::Unreadable;
  if (want.is_null()) return Mark::Wrong;  // a number where there is none (ti of a miss)
  return AnswerMatches(d, q, r.w, want) ? Mark::Right : Mark::Wrong;
}

std::vector<std::string> Chain(const Derivation& d, const Exercise& ex, const Question& q) {
  const char* chain = q.chain;
  if (q.kind == Kind::Choice) {
    const int c = ExpectedChoice(d, q);
    chain = c >= 0 ? q.choices[static_cast<std::size_t>(c)].chain : "";
  } else if (Expected(d, q).is_null()) {
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
  out.points_at.assign(n, "");
  out.hints.assign(n, Step{});
  out.notes.assign(n, "");
  out.words.assign(n, "");
  const Answer blank;
  const auto answer = [&](std::size_t i) -> const Answer& { return i < answers.size() ? answers[i] : blank; };
  // Every step upstream of a right answer is the student's: confirmed.
  std::set<std::string, std::less<>> confirmed;
  // The steps the student answered wrong, and the numbers they gave, by the symbol each step is named with.
  std::set<std::string, std::less<>> wrong_steps;
  Numbers yours;
  for (std::size_t i = 0; i < n; ++i) {
    const Question& q = ex.questions[i];
    out.marks[i] = Grade(d, q, answer(i));
    if (out.marks[i] == Mark::Right) {
      for (const std::string& k : Chain(d, ex, q)) confirmed.insert(k);
    }
    if (q.kind == Kind::Choice) continue;
    const Step* own = OwnStep(d, q);
    if (!own) continue;
    if (out.marks[i] == Mark::Wrong) wrong_steps.insert(own->key);
    const Read r = ReadAnswer(q, answer(i));
    if (r.blank || r.none || r.unreadable) continue;
    const math::Value v =
        q.kind == Kind::Vector ? math::Value(Vec2{r.w[0].x, r.w[1].x}) : math::Value(r.w[0].x);
    yours.emplace_back(math::Text(StepName(*own)), v);
  }
  // A step the student answered wrong is not theirs, even where a right answer downstream does not depend on
  // its sign (b of a right b² − 4ac).
  for (const std::string& k : wrong_steps) confirmed.erase(k);
  // Shown before this Check: two wrong answers with one chain both point at its first step not yet shown.
  const LessonState before = st;
  const auto shown = [&](const std::string& key) {
    const int i = d.Find(key);
    return i >= 0 && before.Shows(i, key);
  };
  const auto step_of = [&](const std::string& key) -> const Step& {
    return d.steps[static_cast<std::size_t>(d.Find(key))];
  };
  // Reveals the first of `keys` neither shown nor confirmed; "" when every one is.
  const auto reveal_next = [&](std::size_t i, const std::vector<std::string>& keys) {
    for (const std::string& key : keys) {
      if (d.Find(key) < 0 || shown(key) || confirmed.count(key)) continue;
      st.revealed_keys.insert(key);
      out.reveals[i] = out.points_at[i] = key;
      return key;
    }
    return std::string();
  };
  for (std::size_t i = 0; i < n; ++i) {
    const Question& q = ex.questions[i];
    if (out.marks[i] == Mark::Unreadable) {
      out.notes[i] = out.words[i] = "Not a number: write it as 0.54, −3, 3/5 or none.";
      continue;
    }
    if (out.marks[i] != Mark::Wrong) continue;
    const std::vector<std::string> chain = Chain(d, ex, q);
    const json want = Expected(d, q);
    const Read r = q.kind == Kind::Choice ? Read{} : ReadAnswer(q, answer(i));
    std::string words;
    if (q.kind != Kind::Choice && want.is_null()) {
      words = std::string("none: the lecture stops before computing ") + q.label + ". ";
    } else if (q.kind != Kind::Choice && r.none) {
      words = std::string(q.label) + " has a value here: the lecture computes it. ";
    }
    // A wrong verdict, a number where there is none, or "none" for a number: the deciding steps, one a Check.
    if (q.kind == Kind::Choice || want.is_null() || r.none) {
      const std::string key = reveal_next(i, chain);
      out.words[i] = words;
      out.notes[i] = words + (key.empty() ? "Every step " + std::string(q.label) + " needs is shown above."
                                          : "Check step: " + StepText(step_of(key)));
      continue;
    }
    // A wrong number: the step it went wrong in — a slip the lesson knows, a sign, a value rounded too soon,
    // else the first step on its path that the student answered wrong (at the latest its own).
    std::string at;
    for (const Mistake& m : ex.mistakes) {
      if (q.key != std::string_view(m.question)) continue;
      const json slip = m.slip(d);
      std::string key;
      if (slip.is_null() || !Holds(d, m.step, &key) || !AnswerMatches(d, q, r.w, slip)) continue;
      if (AnswerMatches(d, q, r.w, want)) continue;
      at = key, words = std::string(m.hint) + ".";
      break;
    }
    if (at.empty()) {
      for (const std::string& key : chain) {
        if (!confirmed.count(key) && wrong_steps.count(key)) {
          at = key;
          break;
        }
      }
      if (at.empty()) at = chain.empty() ? std::string() : chain.back();
      const Near near = Diagnose(d, q, r, want);
      const bool own = !chain.empty() && at == chain.back();
      if (near == Near::Sign && own) {
        words = "sign: " + std::string(q.label) + " has the wrong sign.";
      } else if (near == Near::Close && own) {
        words = "close: give one more decimal.";
      } else if (own) {
        words = std::string(q.label) + " is not right.";
      } else {
        words = std::string(q.label) + " follows from " + math::Text(StepName(step_of(at))) +
                ", which is not right.";
      }
    }
    out.words[i] = words;
    if (at.empty()) {
      out.notes[i] = words;
      continue;
    }
    const std::string told = std::string(q.key) + "/" + at;
    if (!st.hinted.count(told) && !shown(at)) {
      // First: the step with the student's own numbers, not yet worked.
      st.hinted.insert(told);
      out.points_at[i] = at;
      out.hints[i] = HintStep(d, step_of(at), yours);
      out.notes[i] = words + "\nCheck step: " + StepText(out.hints[i]);
      continue;
    }
    // Then the path worked, one step a Check: from its top (where the numbers that step used come from) down
    // to that step, then on to the answer — skipping what is shown or already the student's.
    std::vector<std::string> order = chain;
    if (std::find(order.begin(), order.end(), at) == order.end()) order.push_back(at);
    const std::string key = reveal_next(i, order);
    out.notes[i] = words + (key.empty() ? " Every step " + std::string(q.label) + " needs is shown above."
                                        : "\nCheck step: " + StepText(step_of(key)));
  }
  return out;
}

void CheckNow(Session& s, const Lesson& lesson, LessonState& st) {
  const Exercise* ex = FindExercise(lesson.Id());
  if (!ex) return;
  s.answers.resize(ex->questions.size());
  const Derivation& d = lesson.derivation();
  s.checked = Check(d, *ex, s.answers, st);
  s.checked_build = lesson.DerivationsBuilt();
  s.case_mark = Mark::Blank;
  if (s.case_hidden && s.case_choice >= 0) {
    const std::vector<std::string> cases = ProblemCases(lesson.Id());
    const bool fits = s.case_choice < static_cast<int>(cases.size()) &&
                      CaseFits(lesson.Id(), cases[static_cast<std::size_t>(s.case_choice)], d);
    s.case_mark = fits ? Mark::Right : Mark::Wrong;
    if (fits) s.case_hidden = false;
  }
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
      std::vector<std::string_view> known;
      for (const Question& q : ex.questions) known.emplace_back(q.key);
      const std::string near = NearestName(key, known);
      std::string list;
      for (const std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      return fail(key + ": " + std::string(LessonOf(ex)) + " asks no such result (" +
                  (near.empty() ? "it asks " + list : "did you mean " + near + "?") + ")");
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

std::string AnyCase(std::string_view lesson, std::uint64_t seed) {
  const std::vector<std::string> cases = ProblemCases(lesson);
  if (cases.empty()) return "";
  // The seed's own mix (not seed % n, so seeds 1, 2, 3 … do not walk the cases in the panel's order), and the
  // lesson's, so one seed does not draw the same place in every lesson's list.
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (const char c : lesson) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
  return cases[static_cast<std::size_t>(SplitMix64{seed ^ h}.Next() % cases.size())];
}

bool LoadProblem(Session& s, Lesson& lesson, LessonState& st, std::uint64_t seed) {
  const std::vector<std::string> cases = ProblemCases(lesson.Id());
  if (cases.empty()) {
    s.problem_error = "no problems for this lesson";
    return false;
  }
  const bool any = s.problem_case == Session::kAnyCase;
  const std::string c = any ? AnyCase(lesson.Id(), seed)
                            : cases[static_cast<std::size_t>(
                                  std::clamp(s.problem_case, 0, static_cast<int>(cases.size()) - 1))];
  std::string error;
  const std::optional<Problem> p = GenerateProblem(lesson.Id(), c, seed, &error);
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
  if (!any) s.problem_case = static_cast<int>(std::find(cases.begin(), cases.end(), c) - cases.begin());
  StartPractice(s, st);
  s.seed = seed;
  s.drawn_case = c;
  s.case_hidden = any;
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
  st.hinted.clear();
  st.practice = true;
  st.t = 0.0;
  st.playing = false;
}

void StopPractice(Session& s, LessonState& st) {
  s = Session{};
  ShowSolution(st);
  st.revealed_keys.clear();
  st.hinted.clear();
  st.practice = false;
}

void ShowSolution(LessonState& st) { st.reveal = LessonState{}.reveal; }

}  // namespace ricochet::app::practice
