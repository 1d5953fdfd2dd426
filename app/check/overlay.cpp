#include "check/overlay.h"

#include <cmath>

namespace ricochet::app::codecheck {

namespace {

// The student's ink: the highlight (white on dark, black on light), dashed and a little see-through.
constexpr Ink kYours = Ink::Highlight;
constexpr Stroke kGhost{kYours, 2.5f, Dash::Dashed, 0.8f};

Vec2 P(const Numbers& in, std::size_t k) { return {in[k], in[k + 1]}; }
Vec2 Out(const Answer& a, std::size_t k) { return {a.out[k], a.out[k + 1]}; }
bool Drawable(Vec2 p) { return IsFinite(p) && std::abs(p.x) < 1e6 && std::abs(p.y) < 1e6; }

void Tag(Figure& fig, Vec2 at, const std::string& text, Vec2 away) {
  fig.Label(at, text, kYours, AnchorToward(away), OffsetToward(away, 14), 1.0f).priority = LabelPriority::Key;
}

// A ghost arrow from → to, labelled at its head.
void GhostArrow(Figure& fig, Vec2 from, Vec2 to, const std::string& label) {
  if (!Drawable(from) || !Drawable(to)) return;
  if (LengthSq(to - from) > 0) {
    fig.Arrow(from, to, kGhost);
  } else {
    fig.Marker(from, MarkerShape::Ring, kYours, 8.0f);
  }
  Tag(fig, to, label, LengthSq(to - from) > 0 ? to - from : Vec2{1, 1});
}

// rc_boundary_condition's n̂ (of P0 → P1), and the foot of P on the line (P − n̂ BC).
Vec2 BcNormal(const Numbers& in) {
  const Vec2 e = P(in, 4) - P(in, 2);
  return Normalize(Vec2{e.y, -e.x});
}
Vec2 BcFoot(const Numbers& in, double bc) { return P(in, 0) - BcNormal(in) * bc; }

void GhostPoint(Figure& fig, Vec2 p, const std::string& label, Vec2 away) {
  if (!Drawable(p)) return;
  fig.Marker(p, MarkerShape::Ring, kYours, 7.0f);
  Tag(fig, p, label, away);
}

}  // namespace

void DrawStudent(Figure& fig, Fn fn, const Numbers& in, const Run& got, const Expected& expected,
                 Vec2 canvas_px) {
  const FnInfo& f = Info(fn);
  const Answer& a = got.answer;
  const bool ok = got.status == Run::Status::Ok;
  const bool hit = ok && (!f.returns_int || a.ret == 1);
  if (hit) {
    switch (fn) {
      case Fn::OutwardNormal: GhostArrow(fig, P(in, 0), P(in, 0) + Out(a, 0), "your n"); break;
      case Fn::BoundaryCondition: {
        // As the lesson draws BC: from P's foot on the line along n̂; yours ends at P when it is right.
        const Vec2 foot = BcFoot(in, expected.answer.out[0]);
        GhostArrow(fig, foot, foot + BcNormal(in) * a.out[0], "your BC = " + Short(a.out[0]));
        break;
      }
      case Fn::PointVsWall:
      case Fn::RayVsCircle: {
        const Vec2 bs = P(in, 0), bi = Out(a, 1);
        if (Drawable(bi)) fig.Segment(bs, bi, kGhost);
        GhostPoint(fig, bi, "your Bi (ti = " + Short(a.out[0]) + ")", bi - bs);
        break;
      }
      case Fn::Reflect: GhostArrow(fig, {0, 0}, Out(a, 0), "your r⃗"); break;  // scenes.h: Bi at the origin
      case Fn::CircleVsWall: {
        const Vec2 bi = Out(a, 1), be2 = Out(a, 3);
        if (Drawable(bi)) fig.Circle(bi, in[4], kGhost);
        GhostPoint(fig, bi, "your Bi (ti = " + Short(a.out[0]) + ")", bi - P(in, 0));
        GhostArrow(fig, bi, be2, "your Be'");
        break;
      }
      case Fn::CircleVsCircle: {
        const double t = a.out[0];
        const Vec2 puck = Lerp(P(in, 0), P(in, 2), t), stick = Lerp(P(in, 5), P(in, 7), t);
        if (Drawable(puck) && Drawable(stick)) {
          if (in[4] > 0) fig.Circle(puck, in[4], kGhost);
          fig.Circle(stick, in[9], kGhost);
          GhostPoint(fig, puck, "your t = " + Short(t) + ": puck", puck - stick);
          GhostPoint(fig, stick, "stick", stick - puck);
        }
        break;
      }
      case Fn::Elastic1D: break;  // the caption says it: the lesson's rows are its figure of V1', V2'
      case Fn::Elastic2D:
        GhostArrow(fig, P(in, 0), P(in, 0) + Out(a, 0), "your V1'");
        GhostArrow(fig, P(in, 4), P(in, 4) + Out(a, 2), "your V2'");
        break;
    }
  }
  // The caption, bottom left (the lessons keep the top for their own and the bottom right for plots):
  // what came back, and what the lesson expected.
  const std::string yours = !ok                           ? "your code failed on this case"
                            : f.returns_int && a.ret == 0 ? "yours: 0 (no collision)"
                                                          : "yours: " + AnswerText(f, a);
  const std::string expected_text =
      "expected: " +
      (f.returns_int && expected.answer.ret == 0 ? std::string("0") : AnswerText(f, expected.answer)) +
      " — " + expected.because;
  fig.Label({16, canvas_px.y - 16}, expected_text, Ink::Text, Anchor::SW, {0, 0}, 0.9f, Space::Overlay)
      .priority = LabelPriority::Key;
  fig.Label({16, canvas_px.y - 42}, std::string(f.name) + " — " + yours, kYours, Anchor::SW, {0, 0}, 1.0f,
            Space::Overlay)
      .priority = LabelPriority::Key;
}

Bounds StudentBounds(Fn fn, const Numbers& in, const Run& got) {
  Bounds b;
  const Answer& a = got.answer;
  if (got.status != Run::Status::Ok || (Info(fn).returns_int && a.ret != 1)) return b;
  const auto add = [&](Vec2 p) {
    if (Drawable(p)) b.Add(p);
  };
  switch (fn) {
    case Fn::OutwardNormal: add(P(in, 0) + Out(a, 0)); break;
    case Fn::BoundaryCondition: {
      const Vec2 foot = BcFoot(in, Reference(fn, in).answer.out[0]);
      add(foot + BcNormal(in) * a.out[0]);
      break;
    }
    case Fn::PointVsWall:
    case Fn::RayVsCircle: add(Out(a, 1)); break;
    case Fn::Reflect: add(Out(a, 0)); break;
    case Fn::CircleVsWall:
      if (Drawable(Out(a, 1))) b.Add(Out(a, 1), in[4]);
      add(Out(a, 3));
      break;
    case Fn::CircleVsCircle: {
      const double t = a.out[0];
      const Vec2 puck = Lerp(P(in, 0), P(in, 2), t), stick = Lerp(P(in, 5), P(in, 7), t);
      if (Drawable(puck) && Drawable(stick)) b.Add(puck, in[4]), b.Add(stick, in[9]);
      break;
    }
    case Fn::Elastic1D: break;
    case Fn::Elastic2D: add(P(in, 0) + Out(a, 0)), add(P(in, 4) + Out(a, 2)); break;
  }
  return b;
}

}  // namespace ricochet::app::codecheck
