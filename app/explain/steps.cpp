#include "explain/steps.h"

#include "draw/format.h"

namespace ricochet::app {

void AddEdgeSteps(std::vector<Step>& s, const EdgeNormalTrace& edge, Vec2 p0, Vec2 p1, bool with_length) {
  const Vec2 e = edge.e, n = edge.n;
  s.push_back({"e", "e", "P1 − P0", Num(p1) + " − " + Num(p0), Num(e), JsonVec(e), Ink::Edge});
  s.push_back(
      {"n", "n", "(e_y, −e_x)", "(" + Num(e.y) + ", -" + Term(e.x) + ")", Num(n), JsonVec(n), Ink::Normal});
  if (with_length) {
    s.push_back({"n_len", "‖n‖", "√(n_x² + n_y²)", "√(" + Term(n.x) + "² + " + Term(n.y) + "²)",
                 Num(edge.n_len), edge.n_len, Ink::Normal});
  }
  s.push_back({"n_hat", "n̂", "n / ‖n‖", Num(n) + " / " + Num(edge.n_len), Num(edge.n_hat),
               JsonVec(edge.n_hat), Ink::Normal});
}

void AddReflectionSteps(std::vector<Step>& s, const Reflection& rf, Vec2 bi, Vec2 be, Vec2 n,
                        const std::string& n_sym, const char* ends) {
  const std::string i_n = "i·" + n_sym;
  s.push_back({"i", "i", "Be − Bi", Num(be) + " − " + Num(bi), Num(rf.i), JsonVec(rf.i), Ink::End});
  s.push_back({"i_dot_n", i_n, i_n, Num(rf.i) + "·" + Num(n), Num(rf.i_dot_n), rf.i_dot_n, Ink::Normal});
  s.push_back({"s", "s", "(" + i_n + ") " + n_sym, Term(rf.i_dot_n) + " · " + Num(n), Num(rf.s),
               JsonVec(rf.s), Ink::Normal});
  s.push_back({"r", "r", "i − 2(" + i_n + ")" + n_sym, Num(rf.i) + " − 2 · " + Num(rf.s), Num(rf.r),
               JsonVec(rf.r), Ink::Reflect});
  s.push_back({"be_reflected", "Be'", "Bi + r", Num(bi) + " + " + Num(rf.r), Num(rf.be_reflected),
               JsonVec(rf.be_reflected), Ink::Reflect});
  const bool r_zero = rf.r == Vec2{};
  s.push_back({"reflected_dir", "r̂",
               r_zero ? "v − 2(v·" + n_sym + ")" + n_sym + ", normalised (r = 0: the frame ends " + ends + ")"
                      : "r / ‖r‖",
               r_zero ? "" : Num(rf.r) + " / " + Num(Length(rf.r)), Num(rf.r_hat), JsonVec(rf.r_hat),
               Ink::Reflect});
}

}  // namespace ricochet::app
