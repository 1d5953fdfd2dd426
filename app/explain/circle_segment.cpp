// Lecture 10: animated circle vs static wall — D, the offset line, the endpoint problem, the bounce.
#include "explain/circle_segment.h"

#include "draw/format.h"
#include "explain/point_segment.h"
#include "explain/steps.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

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
Step CapStep(const char* key, const char* pk, const RayCircleTrace& cap, bool hit) {
  const std::string substituted = "a = " + Num(cap.a) + ", b = " + Num(cap.b) + ", c = " + Num(cap.c) +
                                  ", b² − 4ac = " + Num(cap.discriminant);
  std::string value;
  json value_json = nullptr;
  if (hit) {
    value = Num(cap.ti) + ": the rim touches " + pk;
    value_json = cap.ti;
  } else if (cap.collides) {
    value = "none (" + Num(cap.ti) + " is moving away from " + pk + ")";
  } else {
    value = "none: the ball misses " + std::string(pk);
  }
  return {key,
          std::string("t(") + pk + ")",
          std::string("ray Bs → Be vs circle(") + pk + ", r): first root in [0, 1]",
          substituted,
          value,
          value_json,
          hit ? Ink::Hit : Ink::Muted};
}

const CircleSegmentCheck& Check(CircleSegmentOutcome o) {
  for (const CircleSegmentCheck& c : kCircleSegmentChecks) {
    if (c.outcome == o) return c;
  }
  return kCircleSegmentChecks[0];  // every outcome a step names is in the table
}

// The check of kCircleSegmentChecks that rejects with outcome `o`, as a step: its key, its symbol ("test 1/4:
// both inside", or its name for a check of the Steps slide) and its formula; `holds` is the check's
// condition (the step's JSON value), `found` what it found in words.
Step CheckStep(CircleSegmentOutcome o, std::string substituted, bool holds, std::string found, Ink ink) {
  const CircleSegmentCheck& c = Check(o);
  const std::string symbol = c.number > 0 ? "test " + std::to_string(c.number) + "/4: " + c.name : c.name;
  return {c.key, symbol, c.formula, std::move(substituted), std::move(found), holds, ink};
}
// The usual words: "rejected: both inside" when the check decides, else its `passed` phrase.
std::string Found(CircleSegmentOutcome o, bool rejects) {
  return rejects ? std::string("rejected: ") + Check(o).name : Check(o).passed;
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

CircleSegmentInputs ReadCircleSegment(const json& scene, const std::string& file) {
  // The wall and the centre's motion are read as point-segment's, then the radius and the collision type.
  const PointSegmentInputs w = ReadPointSegment(scene, file);
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

Derivation ExplainCircleSegment(const json& scene, const std::string& file) {
  const CircleSegmentInputs in = ReadCircleSegment(scene, file);
  if (in.p0 == in.p1) throw SceneError(file, "p1", "equals p0: a zero-length wall has no normal");
  return DeriveCircleSegment(in, SolveCircleSegment(in));
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

  auto& s = d.steps;
  // Modeling the pinball as a circle: B(t) = Bs + k v̂ t = Bs + v t.
  s.push_back({"v", "v", "Be − Bs  (B(t) = Bs + v t, t ∈ [0, 1])", Num(be) + " − " + Num(bs), Num(t.v),
               JsonVec(t.v), Ink::Path});
  const double k = Length(t.v);
  s.push_back({"k", "k", "‖v‖: the speed per frame (B(t) = Bs + k v̂ t, v̂ = v / k)",
               "√(" + Term(t.v.x) + "² + " + Term(t.v.y) + "²)", Num(k), k, Ink::Path});
  // The wall, moved by D toward the ball: L: n̂·P − n̂·P0 = D.
  AddEdgeSteps(s, t.edge, p0, p1, false);
  s.push_back({"n_dot_p0", "n̂·P0", "n̂·P0  (the wall L: n̂·P − n̂·P0 = 0)", Num(n_hat) + "·" + Num(p0), Num(d0),
               d0, Ink::Wall});
  s.push_back({"bc_start", "n̂·Bs − n̂·P0", "n̂·Bs − n̂·P0", Num(t.n_dot_bs) + " − " + Term(d0), Num(t.bc_start),
               t.bc_start, Ink::Start});
  s.push_back({"bc_end", "n̂·Be − n̂·P0", "n̂·Be − n̂·P0", Num(t.n_dot_be) + " − " + Term(d0), Num(t.bc_end),
               t.bc_end, Ink::End});
  s.push_back({"d", "D", "+r when Bs is outside, −r when inside  (L: n̂·P − n̂·P0 = D)",
               std::string("Bs is ") + SideName(t.start_side) + (t.D > 0 ? " → +" : " → -") + Num(r),
               Num(t.D), t.D, Ink::Wall});

  // The trivial rejections: tests 1 and 2, then a one-sided wall's collision type.
  const std::string in_s = Num(t.bc_start) + Rel(t.bc_start, -r) + Num(-r);
  const std::string in_e = Num(t.bc_end) + Rel(t.bc_end, -r) + Num(-r);
  const std::string out_s = Num(t.bc_start) + Rel(t.bc_start, r) + Num(r);
  const std::string out_e = Num(t.bc_end) + Rel(t.bc_end, r) + Num(r);
  s.push_back(CheckStep(O::BothInside, in_s + " and " + in_e, o == O::BothInside,
                        Found(O::BothInside, o == O::BothInside), ink(o == O::BothInside)));
  if (o != O::BothInside) {
    s.push_back(CheckStep(O::BothOutside, out_s + " and " + out_e, o == O::BothOutside,
                          Found(O::BothOutside, o == O::BothOutside), ink(o == O::BothOutside)));
  }
  const bool past_trivial = o != O::BothInside && o != O::BothOutside;
  if (past_trivial && in.type != CollisionType::TwoSided) {
    const bool other = o == O::OtherSide;
    const std::string from = t.D > 0 ? "outside" : "inside";
    s.push_back(CheckStep(
        O::OtherSide,
        std::string("the wall collides from its ") + CollisionTypeName(in.type) + "; Bs is " + from +
            " (D = " + Num(t.D) + ")",
        other, other ? "rejected: it comes from the " + from : std::string(Check(O::OtherSide).passed),
        ink(other)));
  }
  if (past_trivial && o != O::OtherSide) {
    const bool overlap = o == O::StartsOverlapping;
    s.push_back(CheckStep(O::StartsOverlapping, Num(t.start_dist) + Rel(t.start_dist, r) + Num(r), overlap,
                          overlap ? "overlapping: no collision reported" : Check(O::StartsOverlapping).passed,
                          overlap ? Ink::Warning : Ink::Muted));
  }
  if (t.has_caps) {
    s.push_back({"n_dot_v", "n̂·v", "n̂·v", Num(n_hat) + "·" + Num(t.v), Num(t.n_dot_v), t.n_dot_v, Ink::Path});
    const bool parallel = !t.has_ti_line;
    const char* zero = t.n_dot_v == 0.0 ? " = 0" : " ≈ 0 (within rounding of the inputs)";
    s.push_back(CheckStep(O::Parallel, Num(t.n_dot_v) + (parallel ? zero : " ≠ 0"), parallel,
                          parallel ? "parallel: the offset line is never reached" : Check(O::Parallel).passed,
                          ink(parallel)));
    if (t.has_ti_line) {
      s.push_back({"ti_line", "ti (edge)", "(n̂·P0 − n̂·Bs + D) / (n̂·v)",
                   "(" + Num(d0) + " − " + Term(t.n_dot_bs) + " + " + Term(t.D) + ") / " + Term(t.n_dot_v),
                   Num(t.ti_line), t.ti_line, Ink::Hit});
      s.push_back({"bi_line", "Bi (edge)", "Bs + v ti", Num(bs) + " + " + Num(t.v) + " · " + Term(t.ti_line),
                   Num(t.bi_line), JsonVec(t.bi_line), Ink::Hit});
      const bool in_frame = t.ti_line >= 0.0 && t.ti_line <= 1.0;
      s.push_back(CheckStep(O::TiOutsideFrame, "0 ≤ " + Num(t.ti_line) + " ≤ 1", in_frame,
                            in_frame ? Check(O::TiOutsideFrame).passed
                                     : "ti is not in [0, 1]: the offset line is not reached this frame",
                            ink(!in_frame)));
      // Tests 3 and 4 ask where Bi lies on the wall, so they are reached only when ti is in the frame. The
      // lecture rejects here; the end caps below may still be touched (its problem).
      const auto endpoint = [&](O which, double value, const char* name) {
        const bool holds = value < 0;
        std::string found = Check(which).passed;
        if (holds)
          found =
              o == which ? std::string("rejected: ") + name : std::string("the lecture rejects: Bi ") + name;
        s.push_back(CheckStep(which, Num(value) + Neg(value), holds, found, ink(holds)));
      };
      if (in_frame) {
        endpoint(O::AfterP1, t.after_p1, "after P1");
        endpoint(O::BeforeP0, t.before_p0, "before P0");
      }
    }
    s.push_back(CapStep("cap0", "P0", t.cap0, t.cap0_hit));
    s.push_back(CapStep("cap1", "P1", t.cap1, t.cap1_hit));
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
    case O::OtherSide:
      d.verdict = std::string("rejected by the collision type: the wall collides only from its ") +
                  CollisionTypeName(in.type) + ", and the ball comes from its " +
                  (t.D > 0 ? "outside" : "inside") + " — it passes through";
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
    case O::ZeroLengthWall: break;  // answered above, with no steps
    case O::ZeroRadius: d.verdict = "r ≤ 0: a ball of radius 0 is the point-segment lesson"; break;
    case O::Hit: {
      const bool edge = t.contact == ContactFeature::Edge;
      const char* pk = t.contact == ContactFeature::P0 ? "P0" : "P1";
      s.push_back({"ti", "ti", "earliest of ti (edge), t(P0), t(P1)",
                   std::string("touches ") + (edge ? "the edge" : pk) + " first", Num(t.ti), t.ti, Ink::Hit});
      s.push_back({"bi", "Bi", "Bs + v ti", Num(bs) + " + " + Num(t.v) + " · " + Term(t.ti), Num(t.bi),
                   JsonVec(t.bi), Ink::Hit});
      if (edge) {
        s.push_back({"normal", "n̂c", "contact normal: n̂ · sign(D)",
                     Num(n_hat) + " · " + (t.D > 0 ? "1" : "(-1)"), Num(t.normal), JsonVec(t.normal),
                     Ink::Normal});
      } else {
        s.push_back(
            {"normal", "n̂c", std::string("contact normal: (Bi − ") + pk + ") / ‖Bi − " + pk + "‖",
             "(" + Num(t.bi) + " − " + Num(t.contact_point) + ") / " + Num(Length(t.bi - t.contact_point)),
             Num(t.normal), JsonVec(t.normal), Ink::Normal});
      }
      const Reflection& rf = t.response;
      // r⃗ with its arrow: r is the ball's radius here.
      AddReflectionSteps(s, rf, t.bi, be, t.normal, "n̂c", "touching", Lecture10Names("r⃗"));
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
