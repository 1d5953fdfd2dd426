// Lecture 10: animated circle vs static wall — D, the offset line, the endpoint problem, the bounce.
#include "ricochet/circle_segment.h"

#include "draw/format.h"
#include "explain/explain.h"
#include "ricochet/point_segment.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

const char* Holds(bool b) { return b ? "true" : "false"; }
const char* Rel(double a, double b) { return a < b ? " < " : a > b ? " > " : " = "; }
const char* Neg(double x) { return x < 0.0 ? " < 0" : " ≥ 0"; }

const char* ContactName(ContactFeature c) {
  switch (c) {
    case ContactFeature::Edge: return "edge";
    case ContactFeature::P0: return "p0";
    case ContactFeature::P1: return "p1";
    case ContactFeature::None: break;
  }
  return nullptr;
}

// One end cap as a step: Lecture 20's ray Bs → Be against the circle of radius r about Pk.
Step CapStep(const char* pk, const RayCircleTrace& cap, bool hit) {
  Step s{std::string("t(") + pk + ")",
         std::string("ray Bs → Be vs circle(") + pk + ", r): first root in [0, 1]",
         "",
         "",
         nullptr,
         hit ? Ink::Hit : Ink::Muted};
  s.substituted = "a = " + Num(cap.a) + ", b = " + Num(cap.b) + ", c = " + Num(cap.c) +
                  ", b² − 4ac = " + Num(cap.discriminant);
  if (hit) {
    s.value = Num(cap.ti);
    s.value_json = cap.ti;
  } else if (cap.collides) {
    s.value = "none (" + Num(cap.ti) + " is moving away from " + pk + ")";
  } else {
    s.value = "none";
  }
  return s;
}

}  // namespace

Derivation ExplainCircleSegment(const json& scene, const std::string& file) {
  const Vec2 p0 = ReadPoint(scene, "p0", file);
  const Vec2 p1 = ReadPoint(scene, "p1", file);
  const Vec2 bs = ReadPoint(scene, "bs", file);
  const Vec2 be = ReadPoint(scene, "be", file);
  CheckApart(p0, p1, "p0", "p1", file);
  CheckApart(bs, be, "bs", "be", file);
  const double r = ReadNumber(scene, "r", file, domain::kLength);  // r = 0 is the point-segment lesson
  if (p0 == p1) throw SceneError(file, "p1", "equals p0: a zero-length wall has no normal");
  const CircleSegmentTrace t = CircleSegment({p0, p1}, {bs, be}, r);
  const Vec2 n_hat = t.edge.n_hat;
  const double d0 = t.edge.d;

  Derivation d;
  d.lesson = "circle-segment";
  d.inputs = {{"p0", JsonVec(p0)}, {"p1", JsonVec(p1)}, {"bs", JsonVec(bs)}, {"be", JsonVec(be)}, {"r", r}};
  auto& s = d.steps;
  s.push_back({"v", "Be − Bs", Num(be) + " − " + Num(bs), Num(t.v), JsonVec(t.v), Ink::Path});
  s.push_back({"e", "P1 − P0", Num(p1) + " − " + Num(p0), Num(t.edge.e), JsonVec(t.edge.e), Ink::Edge});
  s.push_back({"n", "(e_y, −e_x)", "(" + Num(t.edge.e.y) + ", -" + Term(t.edge.e.x) + ")", Num(t.edge.n),
               JsonVec(t.edge.n), Ink::Normal});
  s.push_back(
      {"n̂", "n / ‖n‖", Num(t.edge.n) + " / " + Num(t.edge.n_len), Num(n_hat), JsonVec(n_hat), Ink::Normal});
  s.push_back({"n̂·P0", "n̂·P0", Num(n_hat) + "·" + Num(p0), Num(d0), d0, Ink::Wall});
  s.push_back({"n̂·Bs − n̂·P0", "n̂·Bs − n̂·P0", Num(t.n_dot_bs) + " − " + Term(d0), Num(t.bc_start), t.bc_start,
               Ink::Start});
  s.push_back(
      {"n̂·Be − n̂·P0", "n̂·Be − n̂·P0", Num(t.n_dot_be) + " − " + Term(d0), Num(t.bc_end), t.bc_end, Ink::End});
  s.push_back({"D", "+r when Bs is outside, −r when inside",
               std::string("Bs is ") + SideName(t.start_side) + (t.D > 0 ? " → +" : " → -") + Num(r),
               Num(t.D), t.D, Ink::Wall});

  using O = CircleSegmentOutcome;
  const O o = t.outcome;
  const std::string in_s = Num(t.bc_start) + Rel(t.bc_start, -r) + Num(-r);
  const std::string in_e = Num(t.bc_end) + Rel(t.bc_end, -r) + Num(-r);
  const std::string out_s = Num(t.bc_start) + Rel(t.bc_start, r) + Num(r);
  const std::string out_e = Num(t.bc_end) + Rel(t.bc_end, r) + Num(r);
  s.push_back({"test 1/4: both inside", "n̂·Bs − n̂·P0 < −r and n̂·Be − n̂·P0 < −r", in_s + " and " + in_e,
               Holds(o == O::BothInside), o == O::BothInside,
               o == O::BothInside ? Ink::Highlight : Ink::Muted});
  if (o != O::BothInside) {
    s.push_back({"test 2/4: both outside", "n̂·Bs − n̂·P0 > r and n̂·Be − n̂·P0 > r", out_s + " and " + out_e,
                 Holds(o == O::BothOutside), o == O::BothOutside,
                 o == O::BothOutside ? Ink::Highlight : Ink::Muted});
  }
  const bool past_trivial = o != O::BothInside && o != O::BothOutside;
  if (past_trivial) {
    s.push_back({"overlap at t = 0", "dist(Bs, P0P1) < r", Num(t.start_dist) + Rel(t.start_dist, r) + Num(r),
                 Holds(o == O::StartsOverlapping), o == O::StartsOverlapping,
                 o == O::StartsOverlapping ? Ink::Warning : Ink::Muted});
  }
  if (t.has_caps) {
    s.push_back({"n̂·v", "n̂·v", Num(n_hat) + "·" + Num(t.v), Num(t.n_dot_v), t.n_dot_v, Ink::Path});
    if (t.has_ti_line) {
      s.push_back({"ti (edge)", "(n̂·P0 − n̂·Bs + D) / (n̂·v)",
                   "(" + Num(d0) + " − " + Term(t.n_dot_bs) + " + " + Term(t.D) + ") / " + Term(t.n_dot_v),
                   Num(t.ti_line), t.ti_line, Ink::Hit});
      s.push_back({"Bi (edge)", "Bs + v ti", Num(bs) + " + " + Num(t.v) + " · " + Term(t.ti_line),
                   Num(t.bi_line), JsonVec(t.bi_line), Ink::Hit});
      const bool in_frame = t.ti_line >= 0.0 && t.ti_line <= 1.0;
      s.push_back({"ti ∈ [0, 1]", "0 ≤ ti ≤ 1", "0 ≤ " + Num(t.ti_line) + " ≤ 1", Holds(in_frame), in_frame,
                   in_frame ? Ink::Muted : Ink::Highlight});
      s.push_back({"test 3/4: after P1", "(Bi − P1)·(P0 − P1) < 0", Num(t.after_p1) + Neg(t.after_p1),
                   Holds(t.after_p1 < 0), t.after_p1 < 0, t.after_p1 < 0 ? Ink::Highlight : Ink::Muted});
      s.push_back({"test 4/4: before P0", "(Bi − P0)·(P1 − P0) < 0", Num(t.before_p0) + Neg(t.before_p0),
                   Holds(t.before_p0 < 0), t.before_p0 < 0, t.before_p0 < 0 ? Ink::Highlight : Ink::Muted});
    } else {
      s.push_back({"parallel", "n̂·v = 0: the offset line is never reached", Num(t.n_dot_v) + " = 0", "true",
                   true, Ink::Highlight});
    }
    s.push_back(CapStep("P0", t.cap0, t.cap0_hit));
    s.push_back(CapStep("P1", t.cap1, t.cap1_hit));
  }

  const char* contact = ContactName(t.contact);
  d.result = {{"v", JsonVec(t.v)},
              {"n_hat", JsonVec(n_hat)},
              {"d", t.D},
              {"start_side", SideName(t.start_side)},
              {"collides", t.collides},
              {"ti", nullptr},
              {"bi", nullptr},
              {"contact", contact ? json(contact) : json(nullptr)}};
  if (t.collides) {
    d.result["ti"] = t.ti;
    d.result["bi"] = JsonVec(t.bi);
  } else if (t.has_ti_line) {  // the lecture's offset-line values, for checking the hand computation
    d.result["ti"] = t.ti_line;
    d.result["bi"] = JsonVec(t.bi_line);
  }

  const std::string still = t.v == Vec2{} ? " (the ball does not move this frame: Bs = Be)" : "";
  switch (o) {
    case O::BothInside:
      d.verdict = "rejected: both Bs and Be are more than r inside — n̂·Bs − n̂·P0 = " + in_s +
                  " = −r and n̂·Be − n̂·P0 = " + in_e;
      break;
    case O::BothOutside:
      d.verdict = "rejected: both Bs and Be are more than r outside — n̂·Bs − n̂·P0 = " + out_s +
                  " = r and n̂·Be − n̂·P0 = " + out_e;
      break;
    case O::StartsOverlapping:
      d.verdict = "no collision reported: the ball already overlaps the wall at t = 0 — dist(Bs, P0P1) = " +
                  Num(t.start_dist) + " < r = " + Num(r) + " (the previous frame should have resolved it)";
      break;
    case O::Parallel:
      d.verdict = "rejected: the motion is parallel to the wall — n̂·v = 0 — and neither end cap is reached";
      break;
    case O::TiOutsideFrame:
      d.verdict =
          "rejected: ti = " + Num(t.ti_line) +
          " is not in [0, 1] — the ball starts within r of the wall's line beyond an end, and reaches "
          "neither end cap";
      break;
    case O::AfterP1:
      d.verdict = "rejected: Bi = " + Num(t.bi_line) +
                  " is past P1 — (Bi − P1)·(P0 − P1) = " + Num(t.after_p1) +
                  " < 0 — and the ball misses P1's end cap";
      break;
    case O::BeforeP0:
      d.verdict = "rejected: Bi = " + Num(t.bi_line) +
                  " is before P0 — (Bi − P0)·(P1 − P0) = " + Num(t.before_p0) +
                  " < 0 — and the ball misses P0's end cap";
      break;
    case O::ZeroLengthWall: d.verdict = "P0 = P1: a zero-length wall has no normal"; break;
    case O::ZeroRadius: d.verdict = "r ≤ 0: a ball of radius 0 is the point-segment lesson"; break;
    case O::Hit: {
      const bool edge = t.contact == ContactFeature::Edge;
      const char* pk = t.contact == ContactFeature::P0 ? "P0" : "P1";
      s.push_back({"ti", "earliest of ti (edge), t(P0), t(P1)",
                   std::string("touches ") + (edge ? "the edge" : pk) + " first", Num(t.ti), t.ti, Ink::Hit});
      s.push_back({"Bi", "Bs + v ti", Num(bs) + " + " + Num(t.v) + " · " + Term(t.ti), Num(t.bi),
                   JsonVec(t.bi), Ink::Hit});
      if (edge) {
        s.push_back({"n̂c", "contact normal: n̂ · sign(D)", Num(n_hat) + " · " + (t.D > 0 ? "1" : "(-1)"),
                     Num(t.normal), JsonVec(t.normal), Ink::Normal});
      } else {
        s.push_back(
            {"n̂c", std::string("contact normal: (Bi − ") + pk + ") / ‖Bi − " + pk + "‖",
             "(" + Num(t.bi) + " − " + Num(t.contact_point) + ") / " + Num(Length(t.bi - t.contact_point)),
             Num(t.normal), JsonVec(t.normal), Ink::Normal});
      }
      const Reflection& rf = t.response;
      s.push_back({"i", "Be − Bi", Num(be) + " − " + Num(t.bi), Num(rf.i), JsonVec(rf.i), Ink::End});
      s.push_back(
          {"i·n̂c", "i·n̂c", Num(rf.i) + "·" + Num(t.normal), Num(rf.i_dot_n), rf.i_dot_n, Ink::Normal});
      s.push_back({"s", "(i·n̂c) n̂c", Term(rf.i_dot_n) + " · " + Num(t.normal), Num(rf.s), JsonVec(rf.s),
                   Ink::Normal});
      s.push_back(
          {"r", "i − 2(i·n̂c)n̂c", Num(rf.i) + " − 2 · " + Num(rf.s), Num(rf.r), JsonVec(rf.r), Ink::Reflect});
      s.push_back({"Be'", "Bi + r", Num(t.bi) + " + " + Num(rf.r), Num(rf.be_reflected),
                   JsonVec(rf.be_reflected), Ink::Reflect});
      const bool r_zero = rf.r == Vec2{};
      s.push_back({"r̂", r_zero ? "v − 2(v·n̂c)n̂c, normalised (r = 0: the frame ends touching)" : "r / ‖r‖",
                   r_zero ? "" : Num(rf.r) + " / " + Num(Length(rf.r)), Num(rf.r_hat), JsonVec(rf.r_hat),
                   Ink::Reflect});
      d.result["normal"] = JsonVec(t.normal);
      d.result["be_reflected"] = JsonVec(rf.be_reflected);
      d.result["reflected_dir"] = JsonVec(rf.r_hat);
      if (edge) {
        d.verdict = "hit on the edge: the ball touches the wall at ti = " + Num(t.ti) +
                    ", Bi = " + Num(t.bi) + " (contact " + Num(t.contact_point) +
                    "), and bounces to Be' = " + Num(rf.be_reflected);
      } else {
        std::string lecture;
        if (t.has_ti_line && t.ti_line >= 0 && t.ti_line <= 1 && (t.after_p1 < 0 || t.before_p0 < 0)) {
          lecture = t.after_p1 < 0
                        ? " The lecture's test would reject it ((Bi − P1)·(P0 − P1) = " + Num(t.after_p1) +
                              " < 0), but the ball's rim reaches the end."
                        : " The lecture's test would reject it ((Bi − P0)·(P1 − P0) = " + Num(t.before_p0) +
                              " < 0), but the ball's rim reaches the end.";
        }
        d.verdict = std::string("hit at the end ") + pk + ": the ball touches " + pk +
                    " at ti = " + Num(t.ti) + ", Bi = " + Num(t.bi) + ", normal (Bi − " + pk +
                    ")/r = " + Num(t.normal) + ", and bounces to Be' = " + Num(rf.be_reflected) + "." +
                    lecture;
      }
      break;
    }
  }
  d.verdict += still;
  return d;
}

}  // namespace ricochet::app
