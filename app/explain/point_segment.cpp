// Lecture 16 (+ Lecture 10): animated point vs static wall — the five non-collision tests, ti, Bi,
// reflection.
#include "explain/point_segment.h"

#include "draw/format.h"
#include "explain/steps.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

// The relation that actually holds between n̂·X and n̂·P0 (on the line counts as "=").
const char* SideRel(Side side) {
  return side == Side::Outside ? " > " : side == Side::Inside ? " < " : " = ";
}

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

std::string Found(const PointSegmentTest& x, bool rejects) {
  return rejects ? std::string("rejected: ") + x.name : x.passed;
}

namespace {
constexpr SceneField kPointSegmentFields[] = {
    {"p0", FieldKind::Point, true, &domain::kCoordinate, "P_0", "length", "the wall's start"},
    {"p1", FieldKind::Point, true, &domain::kCoordinate, "P_1", "length", "the wall's end"},
    {"bs", FieldKind::Point, true, &domain::kCoordinate, "B_s", "length",
     "the point at the start of the frame, B(0)"},
    {"be", FieldKind::Point, true, &domain::kCoordinate, "B_e", "length",
     "the point at the end of the frame, B(1): v = Be − Bs"},
};
}  // namespace

std::span<const SceneField> PointSegmentFields() { return kPointSegmentFields; }

PointSegmentInputs ReadPointSegment(const json& scene, const std::string& file,
                                    std::span<const SceneField> fields) {
  OnlyKnownFields(scene, fields, file);
  PointSegmentInputs in;
  in.p0 = ReadPoint(scene, "p0", file);
  in.p1 = ReadPoint(scene, "p1", file);
  in.bs = ReadPoint(scene, "bs", file);
  in.be = ReadPoint(scene, "be", file);
  CheckApart(in.p0, in.p1, "p0", "p1", file);
  CheckApart(in.bs, in.be, "bs", "be", file);
  return in;
}

json PointSegmentJson(const PointSegmentInputs& in) {
  return {
      {"p0", PointJson(in.p0)}, {"p1", PointJson(in.p1)}, {"bs", PointJson(in.bs)}, {"be", PointJson(in.be)}};
}

void PointSegmentTopic::Refuse(const Inputs& in, const Trace&, const std::string& file) {
  if (in.p0 == in.p1) throw SceneError(file, "p1", "equals p0: a zero-length wall has no normal");
}

Derivation DerivePointSegment(const PointSegmentInputs& in, const PointSegmentTrace& t) {
  Derivation d;
  d.inputs = PointSegmentJson(in);
  using O = PointSegmentOutcome;
  if (t.outcome == O::ZeroLengthWall) {
    d.verdict =
        "P0 = P1: the wall has zero length, so e = (0, 0) and n = (e_y, −e_x) cannot be normalised "
        "(‖n‖ = 0) — there is no line to test against. Drag P1 away from P0.";
    d.result = {{"n_hat", nullptr}, {"collides", false}};
    return d;
  }
  const Vec2 p0 = in.p0, p1 = in.p1, bs = in.bs, be = in.be;
  const Vec2 n_hat = t.edge.n_hat;
  const double d0 = t.edge.d;  // n̂·P0
  using namespace math;        // NOLINT: the steps read as the lecture writes them
  const E nh = Q("n̂", n_hat), P0 = Point("P_0", p0), P1 = Point("P_1", p1), Bs = Point("B_s", bs),
          Be = Point("B_e", be), v = Q("v⃗", t.v);
  const E nP0 = Q("n̂·P_0", d0), nBs = Q("n̂·B_s", t.n_dot_bs), nBe = Q("n̂·B_e", t.n_dot_be),
          nv = Q("n̂·v⃗", t.n_dot_v);

  // Rounding noise prints as 0 (a ball that starts on the line: n̂·Bs − n̂·P0 = 2.2e-16 is 0).
  Steps s(d.steps, InputPrecision(InputScale({p0, p1, bs, be})));
  // The wall (L: n̂·P − n̂·P0 = 0), then the ball (B(t) = Bs + v⃗ t), as the lecture models them.
  AddEdgeSteps(s, t.edge, p0, p1, false);
  s.Compute("n_dot_p0", Sym("n̂·P_0"), Dot(nh, P0), d0, Ink::Wall).Note(Prose("the wall L: n̂·P − n̂·P₀ = 0"));
  s.Compute("v", Sym("v⃗"), Be - Bs, t.v, Ink::Path).Note(Prose("the ball B(t) = B_s + v⃗ t, t ∈ [0, 1]"));
  s.Compute("n_dot_bs", Sym("n̂·B_s"), Dot(nh, Bs), t.n_dot_bs, Ink::Start);
  s.Compute("n_dot_be", Sym("n̂·B_e"), Dot(nh, Be), t.n_dot_be, Ink::End);

  const O o = t.outcome;
  // Test k of the lecture's five (kPointSegmentTests), as a step: its condition; does it reject?
  const auto test = [&](std::size_t k, E condition) {
    const PointSegmentTest& x = kPointSegmentTests[k];
    const bool fires = o == x.outcome;
    s.Test(x.key, "test " + std::to_string(k + 1) + " of 5: " + x.name, std::move(condition), fires,
           fires ? std::string(x.name) + ": no collision" : std::string(x.passed),
           fires ? Ink::Highlight : Ink::Muted);
  };
  // Each test is shown until the one that decides (the lecture's early-outs). Bs exactly on the line counts
  // with Be (the ball is leaving the wall), so there the tests read ≤ and ≥ for Bs.
  const bool bs_on = t.bs_side == Side::On;
  const auto on_note = [&](Step& st) {
    if (bs_on) st.Note(Prose("$B_s$ is on the line: it counts with $B_e$ (the lecture writes <, >)"));
  };
  test(0, And({bs_on ? Le(nBs, nP0) : Lt(nBs, nP0), Lt(nBe, nP0)}));
  on_note(d.steps.back());
  if (o != O::BothInside) {
    test(1, And({bs_on ? Ge(nBs, nP0) : Gt(nBs, nP0), Gt(nBe, nP0)}));
    on_note(d.steps.back());
  }
  if (o != O::BothInside && o != O::BothOutside) {
    s.Compute("n_dot_v", Sym("n̂·v⃗"), Dot(nh, v), t.n_dot_v, Ink::Path);
    test(2, Eq(nv, 0));
  }
  if (t.has_ti) {
    s.Compute("ti", Sym("t_i"), Frac(nP0 - nBs, nv), t.ti, Ink::Hit);
    const E Bi = Point("B_i", t.bi);
    s.Compute("bi", Sym("B_i"), Bs + v * Q("t_i", t.ti), t.bi, Ink::Hit);
    test(3, Lt(Dot(Bi - P0, P1 - P0), 0));
    if (o != O::BeforeP0) test(4, Lt(Dot(Bi - P1, P0 - P1), 0));
  }
  const char* rejected = RejectedBy(o);
  d.result = {{"v", JsonVec(t.v)},
              {"n_hat", JsonVec(n_hat)},
              {"collides", t.collides},
              {"ti", t.has_ti ? json(t.ti) : json(nullptr)},
              {"bi", t.has_ti ? JsonVec(t.bi) : json(nullptr)},
              {"rejected_by", rejected ? json(rejected) : json(nullptr)}};

  const Precision& p = s.precision();
  const std::string cmp_be = Num(t.n_dot_be, p) + SideRel(t.be_side) + Num(d0, p);
  const std::string both =
      "n̂·Bs = " + Num(t.n_dot_bs, p) + SideRel(t.bs_side) + "n̂·P0 = " + Num(d0, p) + " and n̂·Be = " + cmp_be;
  const std::string still = t.v == Vec2{} ? " (the ball does not move this frame: Bs = Be)" : "";
  switch (o) {
    case O::BothInside:
      d.verdict = t.bs_side == Side::On ? "rejected: Bs is on the line and Be is inside — the ball is "
                                          "leaving the wall (n̂·Bs = n̂·P0 = " +
                                              Num(d0, p) + ", n̂·Be = " + cmp_be + ")"
                                        : "rejected: both Bs and Be are inside — " + both;
      break;
    case O::BothOutside:
      d.verdict = t.bs_side == Side::On ? "rejected: Bs is on the line and Be is outside — the ball is "
                                          "leaving the wall (n̂·Bs = n̂·P0 = " +
                                              Num(d0, p) + ", n̂·Be = " + cmp_be + ")"
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
    case O::ZeroLengthWall: break;  // answered above, with no steps
    case O::Hit: {
      const Reflection& r = t.response;
      AddReflectionSteps(s, r, t.bi, be, n_hat, "n̂", "on the wall", Lecture10Names());
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
