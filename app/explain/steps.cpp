#include "explain/steps.h"

#include <cmath>

#include "draw/format.h"

namespace ricochet::app {

Step EdgeStep(const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1, Precision p) {
  return {"e",
          "e",
          "P1 − P0 = (x1 − x0, y1 − y0)",
          "(" + Num(p1.x, p) + " − " + Term(p0.x, p) + ", " + Num(p1.y, p) + " − " + Term(p0.y, p) + ")",
          Num(edge.e, p),
          JsonVec(edge.e),
          Ink::Edge};
}

Step RotationStep(const EdgeNormalTrace& edge) {
  const double c = edge.rot_cos, sn = edge.rot_sin;
  return {"rotation",
          "R(−90°)",
          "[cos θ  −sin θ; sin θ  cos θ], θ = −90°",
          "cos(−90°) = " + Num(c) + ", sin(−90°) = " + Num(sn),
          "[" + Num(c) + " " + Num(-sn) + "; " + Num(sn) + " " + Num(c) + "]",
          nlohmann::json::array({nlohmann::json::array({c, -sn}), nlohmann::json::array({sn, c})}),
          Ink::Normal};
}

Step NormalStep(const EdgeNormalTrace& edge, bool by_rotation, Precision p) {
  const Vec2 e = edge.e;
  // −e_x with the number: "-(-4)", "-3", and 0 (never "-0") for a vertical edge.
  std::string with_numbers = "(" + Num(e.y, p) + ", " + Negated(e.x, p) + ")";
  if (by_rotation) {
    // [c −s; s c](e_x, e_y) = (c e_x − s e_y, s e_x + c e_y)
    with_numbers = "(" + Num(edge.rot_cos) + "·" + Term(e.x, p) + " − " + Term(edge.rot_sin) + "·" +
                   Term(e.y, p) + ", " + Num(edge.rot_sin) + "·" + Term(e.x, p) + " + " + Num(edge.rot_cos) +
                   "·" + Term(e.y, p) + ")";
  }
  return {"n",
          "n",
          by_rotation ? "R(−90°) e = (e_y, −e_x)" : "(e_y, −e_x)",
          with_numbers,
          Num(edge.n, p),
          JsonVec(edge.n),
          Ink::Normal};
}

Step NormalLengthStep(const EdgeNormalTrace& edge, Precision p) {
  const Vec2 n = edge.n;
  return {"n_len",
          "‖n‖",
          "√(n_x² + n_y²)",
          "√(" + Term(n.x, p) + "² + " + Term(n.y, p) + "²)",
          Num(edge.n_len, p),
          edge.n_len,
          Ink::Normal};
}

Step UnitNormalStep(const EdgeNormalTrace& edge, Precision p) {
  return {"n_hat",         "n̂",
          "n / ‖n‖",       Num(edge.n, p) + " / " + Num(edge.n_len, p),
          Num(edge.n_hat), JsonVec(edge.n_hat),
          Ink::Normal};
}

void AddEdgeSteps(std::vector<Step>& s, const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1, bool with_length,
                  Precision p) {
  s.push_back(EdgeStep(edge, p0, p1, p));
  s.push_back(NormalStep(edge, false, p));
  if (with_length) s.push_back(NormalLengthStep(edge, p));
  s.push_back(UnitNormalStep(edge, p));
}

std::string QuadraticInT(double a, double b, double c) {
  const auto signed_term = [](double x, const char* var) {
    return std::string(x < 0 ? " − " : " + ") + Num(std::abs(x)) + var;
  };
  return Num(a) + " t²" + signed_term(b, " t") + signed_term(c, "") + " = 0";
}

void AddReflectionSteps(std::vector<Step>& s, const Reflection& rf, Vec2 bi, Vec2 be, Vec2 n,
                        const std::string& n_sym, const char* ends, const ReflectionNames& names) {
  const std::string arrow = names.arrows ? "⃗" : "", key = names.arrows ? "_vec" : "";
  const std::string i = "i" + arrow, sv = "s" + arrow, m = "m" + arrow, r = names.arrows ? "r⃗" : names.r;
  const std::string i_n = i + "·" + n_sym;
  s.push_back({"i" + key, i, "Be − Bi", Num(be) + " − " + Num(bi), Num(rf.i), JsonVec(rf.i), Ink::End});
  s.push_back({"i_dot_n", i_n, i_n, Num(rf.i) + "·" + Num(n), Num(rf.i_dot_n), rf.i_dot_n, Ink::Normal});
  s.push_back({"s" + key, sv, "(" + i_n + ") " + n_sym, Term(rf.i_dot_n) + " · " + Num(n), Num(rf.s),
               JsonVec(rf.s), Ink::Normal});
  if (names.with_m) {
    s.push_back({"m_along", m, i + " − " + sv + "  (the part of " + i + " along the wall)",
                 Num(rf.i) + " − " + Num(rf.s), Num(rf.m), JsonVec(rf.m), Ink::Path});
    s.push_back({"r" + key, r,
                 m + " − " + sv + " = " + i + " − 2" + sv + " = " + i + " − 2(" + i_n + ")" + n_sym,
                 Num(rf.m) + " − " + Num(rf.s), Num(rf.r), JsonVec(rf.r), Ink::Reflect});
  } else {
    s.push_back({"r" + key, r, i + " − 2(" + i_n + ")" + n_sym, Num(rf.i) + " − 2 · " + Num(rf.s), Num(rf.r),
                 JsonVec(rf.r), Ink::Reflect});
  }
  s.push_back({"be_reflected", "Be'", "Bi + " + r, Num(bi) + " + " + Num(rf.r), Num(rf.be_reflected),
               JsonVec(rf.be_reflected), Ink::Reflect});
  const bool r_zero = rf.r == Vec2{};
  s.push_back(
      {"reflected_dir", names.dir,
       r_zero ? "v − 2(v·" + n_sym + ")" + n_sym + ", normalised (" + r + " = 0: the frame ends " + ends + ")"
              : r + " / ‖" + r + "‖",
       r_zero ? "" : Num(rf.r) + " / " + Num(Length(rf.r)), Num(rf.r_hat), JsonVec(rf.r_hat), Ink::Reflect});
}

}  // namespace ricochet::app
