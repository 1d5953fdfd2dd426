// Lecture 16 (+ Lecture 10): animated point vs static wall — the five non-collision tests, ti, Bi,
// reflection.
#include "ricochet/point_segment.h"

#include "draw/format.h"
#include "explain/explain.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

const char* Holds(bool b) { return b ? "true" : "false"; }

// The relation that actually holds between n̂·X and n̂·P0 (on the line counts as "=").
const char* Rel(Side side) { return side == Side::Outside ? " > " : side == Side::Inside ? " < " : " = "; }
// " < 0" or " ≥ 0": the endpoint tests' relation as it holds
const char* Neg(double x) { return x < 0.0 ? " < 0" : " ≥ 0"; }
// "3 > 0"
std::string Compare(double a, Side side, double b) { return Num(a) + Rel(side) + Num(b); }

const char* RejectedBy(PointSegmentOutcome o) {
  switch (o) {
    case PointSegmentOutcome::BothInside: return "both-inside";
    case PointSegmentOutcome::BothOutside: return "both-outside";
    case PointSegmentOutcome::Parallel: return "parallel";
    case PointSegmentOutcome::BeforeP0: return "before-p0";
    case PointSegmentOutcome::AfterP1: return "after-p1";
    case PointSegmentOutcome::Hit:
    case PointSegmentOutcome::ZeroLengthWall: break;
  }
  return nullptr;
}

}  // namespace

Derivation ExplainPointSegment(const json& scene, const std::string& file) {
  const Vec2 p0 = ReadPoint(scene, "p0", file);
  const Vec2 p1 = ReadPoint(scene, "p1", file);
  const Vec2 bs = ReadPoint(scene, "bs", file);
  const Vec2 be = ReadPoint(scene, "be", file);
  CheckApart(p0, p1, "p0", "p1", file);
  CheckApart(bs, be, "bs", "be", file);
  if (p0 == p1) throw SceneError(file, "p1", "equals p0: a zero-length wall has no normal");
  const PointSegmentTrace t = PointSegment({p0, p1}, {bs, be});
  const Vec2 n_hat = t.edge.n_hat;
  const double d0 = t.edge.d;  // n̂·P0

  Derivation d;
  d.lesson = "point-segment";
  d.inputs = {{"p0", JsonVec(p0)}, {"p1", JsonVec(p1)}, {"bs", JsonVec(bs)}, {"be", JsonVec(be)}};
  auto& s = d.steps;
  s.push_back({"v", "Be − Bs", Num(be) + " − " + Num(bs), Num(t.v), JsonVec(t.v), Ink::Path});
  s.push_back({"e", "P1 − P0", Num(p1) + " − " + Num(p0), Num(t.edge.e), JsonVec(t.edge.e), Ink::Edge});
  s.push_back({"n", "(e_y, −e_x)", "(" + Num(t.edge.e.y) + ", -" + Term(t.edge.e.x) + ")", Num(t.edge.n),
               JsonVec(t.edge.n), Ink::Normal});
  s.push_back(
      {"n̂", "n / ‖n‖", Num(t.edge.n) + " / " + Num(t.edge.n_len), Num(n_hat), JsonVec(n_hat), Ink::Normal});
  s.push_back({"n̂·P0", "n̂·P0", Num(n_hat) + "·" + Num(p0), Num(d0), d0, Ink::Wall});
  s.push_back({"n̂·Bs", "n̂·Bs", Num(n_hat) + "·" + Num(bs), Num(t.n_dot_bs), t.n_dot_bs, Ink::Start});
  s.push_back({"n̂·Be", "n̂·Be", Num(n_hat) + "·" + Num(be), Num(t.n_dot_be), t.n_dot_be, Ink::End});

  using O = PointSegmentOutcome;
  const O o = t.outcome;
  const std::string cmp_bs = Compare(t.n_dot_bs, t.bs_side, d0), cmp_be = Compare(t.n_dot_be, t.be_side, d0);
  // Each test is shown until the one that decides (the lecture's early-outs).
  s.push_back({"test 1/5: both inside", "n̂·Bs < n̂·P0 and n̂·Be < n̂·P0", cmp_bs + " and " + cmp_be,
               Holds(o == O::BothInside), o == O::BothInside,
               o == O::BothInside ? Ink::Highlight : Ink::Muted});
  if (o != O::BothInside) {
    s.push_back({"test 2/5: both outside", "n̂·Bs > n̂·P0 and n̂·Be > n̂·P0", cmp_bs + " and " + cmp_be,
                 Holds(o == O::BothOutside), o == O::BothOutside,
                 o == O::BothOutside ? Ink::Highlight : Ink::Muted});
  }
  if (o != O::BothInside && o != O::BothOutside) {
    s.push_back({"n̂·v", "n̂·v", Num(n_hat) + "·" + Num(t.v), Num(t.n_dot_v), t.n_dot_v, Ink::Path});
    s.push_back({"test 3/5: parallel", "n̂·v = 0", Num(t.n_dot_v) + (o == O::Parallel ? " = 0" : " ≠ 0"),
                 Holds(o == O::Parallel), o == O::Parallel, o == O::Parallel ? Ink::Highlight : Ink::Muted});
  }
  if (t.has_ti) {
    s.push_back({"ti", "(n̂·P0 − n̂·Bs) / (n̂·v)",
                 "(" + Num(d0) + " − " + Term(t.n_dot_bs) + ") / " + Term(t.n_dot_v), Num(t.ti), t.ti,
                 Ink::Hit});
    s.push_back({"Bi", "Bs + v ti", Num(bs) + " + " + Num(t.v) + " · " + Term(t.ti), Num(t.bi), JsonVec(t.bi),
                 Ink::Hit});
    s.push_back({"test 4/5: before P0", "(Bi − P0)·(P1 − P0) < 0",
                 "(" + Num(t.bi) + " − " + Num(p0) + ")·" + Num(t.edge.e) + " = " + Num(t.before_p0) +
                     Neg(t.before_p0),
                 Holds(o == O::BeforeP0), o == O::BeforeP0, o == O::BeforeP0 ? Ink::Highlight : Ink::Muted});
    if (o != O::BeforeP0) {
      s.push_back({"test 5/5: after P1", "(Bi − P1)·(P0 − P1) < 0",
                   "(" + Num(t.bi) + " − " + Num(p1) + ")·" + Num(-t.edge.e) + " = " + Num(t.after_p1) +
                       Neg(t.after_p1),
                   Holds(o == O::AfterP1), o == O::AfterP1, o == O::AfterP1 ? Ink::Highlight : Ink::Muted});
    }
  }
  const char* rejected = RejectedBy(o);
  d.result = {{"v", JsonVec(t.v)},
              {"n_hat", JsonVec(n_hat)},
              {"collides", t.collides},
              {"ti", t.has_ti ? json(t.ti) : json(nullptr)},
              {"bi", t.has_ti ? JsonVec(t.bi) : json(nullptr)},
              {"rejected_by", rejected ? json(rejected) : json(nullptr)}};

  const std::string both = "n̂·Bs = " + Num(t.n_dot_bs) + Rel(t.bs_side) + "n̂·P0 = " + Num(d0) +
                           " and n̂·Be = " + Num(t.n_dot_be) + Rel(t.be_side) + "n̂·P0";
  const std::string still = t.v == Vec2{} ? " (the ball does not move this frame: Bs = Be)" : "";
  switch (o) {
    case O::BothInside:
      d.verdict = t.bs_side == Side::On ? "rejected: Bs is on the line and Be is inside — the ball is "
                                          "leaving the wall (n̂·Bs = n̂·P0 = " +
                                              Num(d0) + ", n̂·Be = " + cmp_be + ")"
                                        : "rejected: both Bs and Be are inside — " + both;
      break;
    case O::BothOutside:
      d.verdict = t.bs_side == Side::On ? "rejected: Bs is on the line and Be is outside — the ball is "
                                          "leaving the wall (n̂·Bs = n̂·P0 = " +
                                              Num(d0) + ", n̂·Be = " + cmp_be + ")"
                                        : "rejected: both Bs and Be are outside — " + both;
      break;
    case O::Parallel:
      d.verdict = "rejected: the motion is parallel to the wall — n̂·v = 0 (Bs and Be are both on its line)";
      break;
    case O::BeforeP0:
      d.verdict =
          "rejected: Bi = " + Num(t.bi) +
          " is on the infinite line before P0, not on the wall — (Bi − P0)·(P1 − P0) = " + Num(t.before_p0) +
          " < 0";
      break;
    case O::AfterP1:
      d.verdict =
          "rejected: Bi = " + Num(t.bi) +
          " is on the infinite line after P1, not on the wall — (Bi − P1)·(P0 − P1) = " + Num(t.after_p1) +
          " < 0";
      break;
    case O::ZeroLengthWall: d.verdict = "P0 = P1: a zero-length wall has no normal"; break;
    case O::Hit: {
      const Reflection& r = t.response;
      s.push_back({"i", "Be − Bi", Num(be) + " − " + Num(t.bi), Num(r.i), JsonVec(r.i), Ink::End});
      s.push_back({"i·n̂", "i·n̂", Num(r.i) + "·" + Num(n_hat), Num(r.i_dot_n), r.i_dot_n, Ink::Normal});
      s.push_back(
          {"s", "(i·n̂) n̂", Term(r.i_dot_n) + " · " + Num(n_hat), Num(r.s), JsonVec(r.s), Ink::Normal});
      s.push_back(
          {"r", "i − 2(i·n̂)n̂", Num(r.i) + " − 2 · " + Num(r.s), Num(r.r), JsonVec(r.r), Ink::Reflect});
      s.push_back({"Be'", "Bi + r", Num(t.bi) + " + " + Num(r.r), Num(r.be_reflected),
                   JsonVec(r.be_reflected), Ink::Reflect});
      const bool r_zero = r.r == Vec2{};
      s.push_back({"r̂", r_zero ? "v − 2(v·n̂)n̂, normalised (r = 0: the frame ends on the wall)" : "r / ‖r‖",
                   r_zero ? "" : Num(r.r) + " / " + Num(Length(r.r)), Num(r.r_hat), JsonVec(r.r_hat),
                   Ink::Reflect});
      d.result["be_reflected"] = JsonVec(r.be_reflected);
      d.result["reflected_dir"] = JsonVec(r.r_hat);
      d.verdict = "hit: every test passes — the ball meets the wall at ti = " + Num(t.ti) +
                  ", Bi = " + Num(t.bi) + ", and bounces to Be' = " + Num(r.be_reflected);
      break;
    }
  }
  d.verdict += still;
  return d;
}

}  // namespace ricochet::app
