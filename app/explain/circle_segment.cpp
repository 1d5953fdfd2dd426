// Lecture 10: animated circle vs static wall — D, the offset line, the endpoint problem, the bounce.
#include "explain/circle_segment.h"

#include "draw/format.h"
#include "explain/point_segment.h"
#include "explain/steps.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

const char* ContactName(ContactFeature c) {
  switch (c) {
    case ContactFeature::Edge: return "edge";
    case ContactFeature::P0: return "p0";
    case ContactFeature::P1: return "p1";
    case ContactFeature::None: break;
  }
  return nullptr;
}

using namespace math;  // NOLINT: the steps read as the lecture writes them

// One end cap as a step: Lecture 20's ray Bs → Be against the circle of radius r about Pk — its quadratic's
// discriminant and first root in [0, 1].
void CapStep(Steps& s, const char* key, const char* pk, const RayCircleTrace& cap, bool hit) {
  const E D = Sym("b² − 4ac");
  std::string words;
  if (hit) {
    words = "the rim touches " + std::string(pk) + " at t = " + Num(cap.ti, s.precision());
  } else if (cap.collides) {
    words = "the ball moves away from " + std::string(pk) + " (t = " + Num(cap.ti, s.precision()) + ")";
  } else {
    words = "the ball misses " + std::string(pk);
  }
  Step& st = s.Cases(
      key, "end cap " + std::string(pk), D, Sq(Q("b", cap.b)) - E(4) * Q("a", cap.a) * Q("c", cap.c),
      cap.discriminant,
      {{Lt(D, 0), "no root: the ball misses " + std::string(pk)},
       {Ge(D, 0), cap.discriminant >= 0 ? words : "a root t ∈ [0, 1]: the rim touches " + std::string(pk)}},
      cap.discriminant < 0 ? 0 : 1, hit ? Ink::Hit : Ink::Muted);
  st.Json(hit ? json(cap.ti) : json(nullptr));
  st.Note(Prose("Lecture 20: the ray $B_s$ → $B_e$ against the circle (" + std::string(pk) + ", r)"));
}

const CircleSegmentCheck& Check(CircleSegmentOutcome o) {
  for (const CircleSegmentCheck& c : kCircleSegmentChecks) {
    if (c.outcome == o) return c;
  }
  return kCircleSegmentChecks[0];  // every outcome a step names is in the table
}

// The check of kCircleSegmentChecks that rejects with outcome `o`, as a test step: its label ("test 1 of 4:
// both inside", or its name for a check of the Steps slide), its condition, whether the condition holds and
// what that means.
Step& CheckStep(Steps& s, CircleSegmentOutcome o, E condition, bool holds, std::string outcome, Ink ink) {
  const CircleSegmentCheck& c = Check(o);
  const std::string label = c.number > 0 ? "test " + std::to_string(c.number) + " of 4: " + c.name : c.name;
  return s.Test(c.key, label, std::move(condition), holds, std::move(outcome), ink);
}

}  // namespace

const char* CollisionTypeName(CollisionType type) {
  switch (type) {
    case CollisionType::Outside: return "outside";
    case CollisionType::Inside: return "inside";
    case CollisionType::TwoSided: break;
  }
  return "two-sided";
}

namespace {
constexpr SceneField kCircleSegmentFields[] = {
    {"p0", FieldKind::Point, true, &domain::kCoordinate, "P_0", "length", "the wall's start"},
    {"p1", FieldKind::Point, true, &domain::kCoordinate, "P_1", "length", "the wall's end"},
    {"bs", FieldKind::Point, true, &domain::kCoordinate, "B_s", "length",
     "the ball's centre at the start of the frame"},
    {"be", FieldKind::Point, true, &domain::kCoordinate, "B_e", "length",
     "the ball's centre at the end of the frame"},
    {"r", FieldKind::Number, true, &domain::kLength, "r", "length", "the ball's radius"},
    {"collision_type", FieldKind::Text, false, nullptr, "", "",
     "\"two-sided\" (default), \"outside\" or \"inside\": which side of the wall collides"},
};
}  // namespace

std::span<const SceneField> CircleSegmentFields() { return kCircleSegmentFields; }

CircleSegmentInputs ReadCircleSegment(const json& scene, const std::string& file) {
  // The wall and the centre's motion are read as point-segment's, then the radius and the collision type.
  const PointSegmentInputs w = ReadPointSegment(scene, file, CircleSegmentFields());
  CircleSegmentInputs in{w.p0, w.p1, w.bs, w.be,
                         ReadNumber(scene, "r", file, domain::kLength)};  // r = 0: point-segment
  if (scene.contains("collision_type")) {
    const json& v = scene.at("collision_type");
    const std::string word = v.is_string() ? v.get<std::string>() : "";
    bool known = false;
    for (CollisionType type : {CollisionType::TwoSided, CollisionType::Outside, CollisionType::Inside}) {
      if (word == CollisionTypeName(type)) in.type = type, known = true;
    }
    if (!known) {
      throw SceneError(file, "collision_type",
                       "expected \"two-sided\", \"outside\" or \"inside\", got " + v.dump());
    }
  }
  return in;
}

json CircleSegmentJson(const CircleSegmentInputs& in) {
  json j = {{"p0", PointJson(in.p0)},
            {"p1", PointJson(in.p1)},
            {"bs", PointJson(in.bs)},
            {"be", PointJson(in.be)},
            {"r", in.r}};
  if (in.type != CollisionType::TwoSided) j["collision_type"] = CollisionTypeName(in.type);
  return j;
}

void CircleSegmentTopic::Refuse(const Inputs& in, const Trace&, const std::string& file) {
  if (in.p0 == in.p1) throw SceneError(file, "p1", "equals p0: a zero-length wall has no normal");
}

Derivation DeriveCircleSegment(const CircleSegmentInputs& in, const CircleSegmentTrace& t) {
  using O = CircleSegmentOutcome;
  Derivation d;
  d.inputs = CircleSegmentJson(in);
  if (t.outcome == O::ZeroLengthWall) {
    d.verdict =
        "P0 = P1: the wall has zero length, so e = (0, 0) and n = (e_y, −e_x) cannot be normalised (‖n‖ = 0) "
        "— there is no wall line to offset by D. Drag P1 away from P0.";
    d.result = {{"n_hat", nullptr}, {"collides", false}};
    return d;
  }
  const Vec2 p0 = in.p0, p1 = in.p1, bs = in.bs, be = in.be;
  const double r = in.r;
  const Vec2 n_hat = t.edge.n_hat;
  const double d0 = t.edge.d;
  const O o = t.outcome;
  const auto ink = [](bool decides) { return decides ? Ink::Highlight : Ink::Muted; };
  Steps s(d.steps, InputPrecision(InputScale({p0, p1, bs, be}, {r})));
  const Precision& p = s.precision();
  const E nh = Q("n̂", n_hat), P0 = Point("P_0", p0), P1 = Point("P_1", p1), Bs = Point("B_s", bs),
          v = Q("v⃗", t.v), rq = Q("r", r), Dq = Q("D", t.D);
  const E nP0 = Q("n̂·P_0", d0), nBs = Q("n̂·B_s", t.n_dot_bs), nv = Q("n̂·v⃗", t.n_dot_v);
  const E bcs = Q("n̂·B_s − n̂·P_0", t.bc_start), bce = Q("n̂·B_e − n̂·P_0", t.bc_end);

  // Modeling the pinball as a circle: B(t) = Bs + k v̂ t = Bs + v⃗ t.
  s.Compute("v", Sym("v⃗"), Point("B_e", be) - Bs, t.v, Ink::Path).Note(Prose("B(t) = B_s + v⃗ t, t ∈ [0, 1]"));
  const double k = Length(t.v);
  s.Compute("k", Sym("k"), Sqrt(Sq(Q("v_x", t.v.x)) + Sq(Q("v_y", t.v.y))), k, Ink::Path)
      .Note(Prose("the speed per frame: B(t) = B_s + k v̂ t, v̂ = v⃗ / k"));
  // The wall, moved by D toward the ball: L: n̂·P − n̂·P0 = D.
  AddEdgeSteps(s, t.edge, p0, p1, false);
  s.Compute("n_dot_p0", Sym("n̂·P_0"), Dot(nh, P0), d0, Ink::Wall).Note(Prose("the wall L: n̂·P − n̂·P₀ = 0"));
  s.Compute("bc_start", Sym("n̂·B_s − n̂·P_0"), Dot(nh, Bs) - nP0, t.bc_start, Ink::Start);
  s.Compute("bc_end", Sym("n̂·B_e − n̂·P_0"), Dot(nh, Point("B_e", be)) - nP0, t.bc_end, Ink::End);
  const bool outside = t.D > 0;
  s.Cases("d", "", Sym("D"), outside ? rq : -rq, t.D,
          {{Prose("B_s outside (or on)"), "D = +r"}, {Prose("B_s inside"), "D = −r"}}, outside ? 0 : 1,
          Ink::Wall)
      .Note(Prose("the wall moved toward the ball: L: n̂·P − n̂·P₀ = D"))
      .Json(t.D);

  // The trivial rejections: tests 1 and 2, then a one-sided wall's collision type.
  CheckStep(s, O::BothInside, And({Lt(bcs, -rq), Lt(bce, -rq)}), o == O::BothInside,
            o == O::BothInside ? "both more than r inside: no collision" : "not both inside",
            ink(o == O::BothInside));
  if (o != O::BothInside) {
    CheckStep(s, O::BothOutside, And({Gt(bcs, rq), Gt(bce, rq)}), o == O::BothOutside,
              o == O::BothOutside ? "both more than r outside: no collision" : "not both outside",
              ink(o == O::BothOutside));
  }
  const bool past_trivial = o != O::BothInside && o != O::BothOutside;
  if (past_trivial && in.type != CollisionType::TwoSided) {
    const bool other = o == O::OtherSide;
    const std::string from = t.D > 0 ? "outside" : "inside";
    CheckStep(
        s, O::OtherSide,
        Word(std::string("the wall collides from its ") + CollisionTypeName(in.type) + "; B_s is " + from),
        other, other ? "it comes from the " + from + ": it passes through" : "it comes from the wall's side",
        ink(other));
  }
  if (past_trivial && o != O::OtherSide) {
    const bool overlap = o == O::StartsOverlapping;
    CheckStep(s, O::StartsOverlapping, Lt(Q(Call("dist", {Sym("B_s"), Sym("P_0P_1")}), t.start_dist), rq),
              overlap, overlap ? "overlapping at t = 0: no collision reported" : "no overlap at t = 0",
              overlap ? Ink::Warning : Ink::Muted);
  }
  if (t.has_caps) {
    s.Compute("n_dot_v", Sym("n̂·v⃗"), Dot(nh, v), t.n_dot_v, Ink::Path);
    const bool parallel = !t.has_ti_line;
    // n̂·v⃗ within the rounding of the inputs counts as 0: the offset line is never reached.
    Precision zp = p;
    if (parallel) zp.zero = std::max(p.zero, std::fabs(t.n_dot_v));
    CheckStep(s, O::Parallel, Eq(nv, 0), parallel,
              parallel ? "parallel: the offset line is never reached" : "not parallel", ink(parallel))
        .At(zp);
    if (t.has_ti_line) {
      // The offset line's time and point: the edge's, before the end caps have their say.
      const auto edge = [](const char* sym) { return Row({Sym(sym), Word(" (edge)")}); };
      s.Compute("ti_line", edge("t_i"), Frac(nP0 - nBs + Dq, nv), t.ti_line, Ink::Hit);
      s.Compute("bi_line", edge("B_i"), Bs + v * Q("t_i", t.ti_line), t.bi_line, Ink::Hit);
      const bool in_frame = t.ti_line >= 0.0 && t.ti_line <= 1.0;
      CheckStep(s, O::TiOutsideFrame, In(Q("t_i", t.ti_line), Interval(0, 1)), in_frame,
                in_frame ? "t_i is in the frame"
                         : "t_i is not in [0, 1]: the offset line is not reached this frame",
                ink(!in_frame));
      // Tests 3 and 4 ask where Bi lies on the wall, so they are reached only when ti is in the frame. The
      // lecture rejects here; the end caps below may still be touched (its problem).
      const E Bi = Point("B_i", t.bi_line);
      const auto endpoint = [&](O which, E condition, bool holds, const char* name) {
        std::string found = Check(which).passed;
        if (holds)
          found = o == which ? std::string("B_i is ") + name + ": rejected"
                             : std::string("the lecture rejects: B_i ") + name;
        CheckStep(s, which, std::move(condition), holds, found, ink(holds));
      };
      if (in_frame) {
        endpoint(O::AfterP1, Lt(Dot(Bi - P1, P0 - P1), 0), t.after_p1 < 0, "after P_1");
        endpoint(O::BeforeP0, Lt(Dot(Bi - P0, P1 - P0), 0), t.before_p0 < 0, "before P_0");
      }
    }
    CapStep(s, "cap0", "P_0", t.cap0, t.cap0_hit);
    CapStep(s, "cap1", "P_1", t.cap1, t.cap1_hit);
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
      d.verdict = "rejected: both Bs and Be are more than r inside — n̂·Bs − n̂·P0 = " + Num(t.bc_start, p) +
                  " < −r = " + Num(-r, p) + " and n̂·Be − n̂·P0 = " + Num(t.bc_end, p) + " < −r";
      break;
    case O::BothOutside:
      d.verdict = "rejected: both Bs and Be are more than r outside — n̂·Bs − n̂·P0 = " + Num(t.bc_start, p) +
                  " > r = " + Num(r, p) + " and n̂·Be − n̂·P0 = " + Num(t.bc_end, p) + " > r";
      break;
    case O::OtherSide:
      d.verdict = std::string("rejected by the collision type: the wall collides only from its ") +
                  CollisionTypeName(in.type) + ", and the ball comes from its " +
                  (t.D > 0 ? "outside" : "inside") + " — it passes through";
      break;
    case O::StartsOverlapping:
      d.verdict = "no collision reported: the ball already overlaps the wall at t = 0 — dist(Bs, P0P1) = " +
                  Num(t.start_dist, p) + " < r = " + Num(r, p) +
                  " (the previous frame should have resolved it)";
      break;
    case O::Parallel:
      d.verdict = "rejected: the motion is parallel to the wall — n̂·v = 0 — and neither end cap is reached";
      break;
    case O::TiOutsideFrame:
      d.verdict =
          "rejected: ti = " + Num(t.ti_line, p) +
          " is not in [0, 1] — the ball starts within r of the wall's line beyond an end, and reaches "
          "neither end cap";
      break;
    case O::AfterP1:
      d.verdict = "rejected: Bi = " + Num(t.bi_line, p) +
                  " is past P1 — (Bi − P1)·(P0 − P1) = " + Num(t.after_p1, p) +
                  " < 0 — and the ball misses P1's end cap";
      break;
    case O::BeforeP0:
      d.verdict = "rejected: Bi = " + Num(t.bi_line, p) +
                  " is before P0 — (Bi − P0)·(P1 − P0) = " + Num(t.before_p0, p) +
                  " < 0 — and the ball misses P0's end cap";
      break;
    case O::ZeroLengthWall: break;  // answered above, with no steps
    case O::ZeroRadius: d.verdict = "r ≤ 0: a ball of radius 0 is the point-segment lesson"; break;
    case O::Hit: {
      const bool edge = t.contact == ContactFeature::Edge;
      const char* pk = t.contact == ContactFeature::P0 ? "P0" : "P1";
      // The earliest contact among those this frame reaches: the edge, P0's cap, P1's cap.
      std::vector<Expr> first;
      if (t.edge_hit) first.push_back(*Q("t_i", t.ti_line));
      if (t.cap0_hit) first.push_back(*Q("t(P_0)", t.cap0.ti));
      if (t.cap1_hit) first.push_back(*Q("t(P_1)", t.cap1.ti));
      E earliest = first.size() == 1 ? E(first[0]) : E(CallOf("min", first));
      s.Compute("ti", Sym("t_i"), earliest, t.ti, Ink::Hit)
          .Note(Prose(std::string("the ball touches ") + (edge ? "the edge" : pk) + " first"));
      s.Compute("bi", Sym("B_i"), Bs + v * Q("t_i", t.ti), t.bi, Ink::Hit);
      if (edge) {
        s.Compute("normal", Sym("n̂_c"), nh * Lit(t.D > 0 ? 1 : -1), t.normal, Ink::Normal)
            .Note(Prose("the contact normal: n̂ · sign(D)"));
      } else {
        const std::string pkm = t.contact == ContactFeature::P0 ? "P_0" : "P_1";
        s.Compute("normal", Sym("n̂_c"),
                  Frac(Point("B_i", t.bi) - Point(pkm.c_str(), t.contact_point),
                       Q(Norm(Sym("B_i") - Sym(pkm)), Length(t.bi - t.contact_point))),
                  t.normal, Ink::Normal)
            .Note(Prose("the contact normal, from the end toward the ball"));
      }
      const Reflection& rf = t.response;
      AddReflectionSteps(s, rf, t.bi, be, t.normal, "n̂_c", "touching", Lecture10Names());
      d.result["normal"] = JsonVec(t.normal);
      d.result["be_reflected"] = JsonVec(rf.be_reflected);
      d.result["reflected_dir"] = JsonVec(rf.r_hat);
      if (edge) {
        d.verdict = "hit on the edge: the ball touches the wall at ti = " + Num(t.ti, p) +
                    ", Bi = " + Num(t.bi, p) + " (contact " + Num(t.contact_point, p) +
                    "), and bounces to Be' = " + Num(rf.be_reflected, p);
      } else {
        std::string lecture;
        if (t.has_ti_line && t.ti_line >= 0 && t.ti_line <= 1 && (t.after_p1 < 0 || t.before_p0 < 0)) {
          lecture =
              t.after_p1 < 0
                  ? " The lecture's test would reject it ((Bi − P1)·(P0 − P1) = " + Num(t.after_p1, p) +
                        " < 0), but the ball's rim reaches the end."
                  : " The lecture's test would reject it ((Bi − P0)·(P1 − P0) = " + Num(t.before_p0, p) +
                        " < 0), but the ball's rim reaches the end.";
        }
        d.verdict = std::string("hit at the end ") + pk + ": the ball touches " + pk +
                    " at ti = " + Num(t.ti, p) + ", Bi = " + Num(t.bi, p) + ", normal (Bi − " + pk +
                    ")/r = " + Num(t.normal, p) + ", and bounces to Be' = " + Num(rf.be_reflected, p) + "." +
                    lecture;
      }
      break;
    }
  }
  d.verdict += still;
  return d;
}

}  // namespace ricochet::app
