#include "check/grade.h"

#include <string.h>  // strsignal (POSIX)

#include <algorithm>
#include <cctype>
#include <cmath>
#include <csignal>

#include "ricochet/formula.h"
#include "ricochet/vec2.h"

namespace ricochet::app::codecheck {

namespace {

Vec2 P(const Numbers& in, std::size_t k) { return {in[k], in[k + 1]}; }
Vec2 Out(const Answer& a, std::size_t k) { return {a.out[k], a.out[k + 1]}; }
std::string Text(Vec2 v) { return "(" + Short(v.x) + ", " + Short(v.y) + ")"; }

// |a − b| ≤ kRelTol · max(1, scale)
bool Near(double a, double b, double scale) { return std::abs(a - b) <= kRelTol * std::max(1.0, scale); }
bool Near(Vec2 a, Vec2 b, double scale) { return Length(a - b) <= kRelTol * std::max(1.0, scale); }

// The properties of one case, each adding a Problem when it fails.
class Properties {
 public:
  Properties(Fn fn, const Numbers& in, const Answer& got, const Rerun& rerun, std::vector<Problem>& out)
      : fn_(fn), in_(in), got_(got), rerun_(rerun), out_(out), size_(CaseSize(fn, in)) {}

  void Check(bool knife_edge) {
    switch (fn_) {
      case Fn::OutwardNormal: OutwardNormal(); break;
      case Fn::BoundaryCondition: BoundaryCondition(); break;
      case Fn::PointVsWall: PointVsWall(); break;
      case Fn::Reflect: Reflect(); break;
      case Fn::CircleVsWall: CircleVsWall(); break;
      case Fn::RayVsCircle: RayVsCircle(); break;
      case Fn::CircleVsCircle: CircleVsCircle(knife_edge); break;
      case Fn::Elastic1D: Elastic1D(); break;
      case Fn::Elastic2D: Elastic2D(); break;
    }
  }

 private:
  void Fail(const std::string& name, const std::string& detail) {
    out_.push_back({ProblemKind::Property, name + ": " + detail, "property:" + name});
  }
  // The companion case's answer, or nullopt (not runnable: skipped; crashed: reported).
  std::optional<Answer> Companion(const char* what) {
    const Numbers other = Companions(fn_, in_).front();
    const std::optional<Run> r = rerun_ ? rerun_(other) : std::nullopt;
    if (!r) return std::nullopt;
    if (r->status != Run::Status::Ok) {
      out_.push_back({ProblemKind::Crash,
                      std::string("your code failed on ") + what + " (" + ArgsText(Info(fn_), other) + ")",
                      "crash"});
      return std::nullopt;
    }
    return r->answer;
  }
  void InFrame(double t, const char* name) {
    if (!(t >= -kRelTol && t <= 1 + kRelTol))
      Fail(std::string(name) + " in [0, 1]", std::string("you returned 1 with ") + name + " = " + Short(t));
  }
  // Bi = Bs + v ti
  void OnPath(Vec2 bs, Vec2 be, double t, Vec2 bi) {
    const Vec2 on = Lerp(bs, be, t);
    if (!Near(bi, on, size_))
      Fail("Bi = Bs + v ti",
           "Bs + v ti = " + Text(on) + " for your ti = " + Short(t) + ", your Bi = " + Text(bi));
  }

  void OutwardNormal() {
    const Vec2 e = P(in_, 2) - P(in_, 0), n = Out(got_, 0);
    const double ee = Dot(e, e);
    if (!(ee > 0)) return;
    if (!Near(Dot(n, e), 0, ee)) Fail("n ⟂ e", "n·e = " + Short(Dot(n, e)) + " for e = " + Text(e));
    if (!Near(Length(n), Length(e), Length(e)))
      Fail("‖n‖ = ‖e‖ (not normalised)", "‖n‖ = " + Short(Length(n)) + ", ‖e‖ = " + Short(Length(e)));
    if (Cross(e, n) > kRelTol * ee)
      Fail("n points outside (right of P0 → P1)", "your n is on the left of e: rotated +90° instead of −90°");
  }

  void BoundaryCondition() {
    const Vec2 p = P(in_, 0), p0 = P(in_, 2);
    const double bc = got_.out[0], dist = Length(p - p0);
    if (!(P(in_, 2) == P(in_, 4)) && std::abs(bc) > dist + kRelTol * std::max(1.0, size_))
      Fail("|BC| ≤ ‖P − P0‖", "|BC| = " + Short(std::abs(bc)) + " is more than P's distance " + Short(dist) +
                                  " from P0 (is n̂ a unit vector?)");
    if (const std::optional<Answer> other = Companion("the reversed wall P1 → P0")) {
      if (!Near(other->out[0], -bc, std::abs(bc)))
        Fail("reversing the wall negates BC",
             "BC against P1 → P0 is " + Short(other->out[0]) + ", against P0 → P1 " + Short(bc));
    }
  }

  void PointVsWall() {
    if (got_.ret != 1) return;
    const Vec2 bs = P(in_, 0), be = P(in_, 2), p0 = P(in_, 4), p1 = P(in_, 6);
    const double ti = got_.out[0];
    const Vec2 bi = Out(got_, 1);
    InFrame(ti, "ti");
    OnPath(bs, be, ti, bi);
    const Vec2 e = p1 - p0;
    if (!(Dot(e, e) > 0)) return;
    const double off = std::abs(Cross(e, bi - p0)) / Length(e);  // distance from the line
    const double along = Dot(bi - p0, e) / Dot(e, e);            // 0 at P0, 1 at P1
    if (off > kRelTol * size_ || along < -kRelTol || along > 1 + kRelTol) {
      Fail("Bi on the wall", "your Bi = " + Text(bi) + " is " +
                                 (off > kRelTol * size_ ? Short(off) + " off the wall's line"
                                  : along < 0           ? "before P0"
                                                        : "after P1"));
    }
  }

  void Reflect() {
    const Vec2 i = P(in_, 0), n = P(in_, 2), r = Out(got_, 0);
    if (!Near(Length(r), Length(i), Length(i)))
      Fail("speed kept by reflection", "‖r⃗‖ = " + Short(Length(r)) + " but ‖i⃗‖ = " + Short(Length(i)));
    if (!Near(Dot(r, n), -Dot(i, n), Length(i)))
      Fail("the normal part turns over",
           "r⃗·n̂ = " + Short(Dot(r, n)) + ", expected −i⃗·n̂ = " + Short(-Dot(i, n)));
  }

  void CircleVsWall() {
    if (got_.ret != 1) return;
    const Vec2 bs = P(in_, 0), be = P(in_, 2), p0 = P(in_, 5), p1 = P(in_, 7);
    const double r = in_[4], ti = got_.out[0];
    const Vec2 bi = Out(got_, 1), be2 = Out(got_, 3);
    InFrame(ti, "ti");
    OnPath(bs, be, ti, bi);
    const double dist = Length(bi - ClosestPointOnSegment({p0, p1}, bi));
    if (!Near(dist, r, size_))
      Fail("the ball touches the wall at Bi",
           "your Bi = " + Text(bi) + " is " + Short(dist) + " from the segment, not r = " + Short(r));
    if (!Near(Length(be2 - bi), Length(be - bi), size_))
      Fail("speed kept by reflection",
           "‖Be' − Bi‖ = " + Short(Length(be2 - bi)) + " but ‖Be − Bi‖ = " + Short(Length(be - bi)));
  }

  void RayVsCircle() {
    if (got_.ret != 1) return;
    const Vec2 bs = P(in_, 0), be = P(in_, 2), c = P(in_, 4);
    const double r = in_[6], ti = got_.out[0];
    const Vec2 bi = Out(got_, 1);
    InFrame(ti, "ti");
    OnPath(bs, be, ti, bi);
    if (!Near(Length(bi - c), r, size_))
      Fail("Bi on the circle", "‖Bi − C‖ = " + Short(Length(bi - c)) + ", not r = " + Short(r));
  }

  void CircleVsCircle(bool knife_edge) {
    if (got_.ret == 1) {
      const double t = got_.out[0];
      InFrame(t, "t");
      const Vec2 pt = Lerp(P(in_, 0), P(in_, 2), t), st = Lerp(P(in_, 5), P(in_, 7), t);
      const double sum = in_[9] + in_[4];
      if (!Near(Length(pt - st), sum, size_))
        Fail("touching at t", "at your t = " + Short(t) + " the centres are " + Short(Length(pt - st)) +
                                  " apart, not R + r = " + Short(sum));
    }
    const std::optional<Answer> other = Companion("the swapped case (the stick as the puck)");
    if (!other) return;
    if (other->ret != got_.ret && !knife_edge) {
      Fail(
          "the same answer with the puck and the stick swapped",
          "you return " + std::to_string(got_.ret) + ", and " + std::to_string(other->ret) + " when swapped");
    } else if (other->ret == 1 && got_.ret == 1 && !Near(other->out[0], got_.out[0], 1.0)) {
      Fail("the same answer with the puck and the stick swapped",
           "t = " + Short(got_.out[0]) + ", and t = " + Short(other->out[0]) + " when swapped");
    }
  }

  void Elastic1D() {
    const double m1 = in_[0], v1 = in_[1], m2 = in_[2], v2 = in_[3], a1 = got_.out[0], a2 = got_.out[1];
    const double p = m1 * v1 + m2 * v2, p_after = m1 * a1 + m2 * a2;
    const double scale = m1 * std::abs(v1) + m2 * std::abs(v2);
    if (!Near(p_after, p, scale))
      Fail("momentum kept", "m1 V1' + m2 V2' = " + Short(p_after) + " but m1 V1 + m2 V2 = " + Short(p));
    const double e = m1 * v1 * v1 + m2 * v2 * v2, e_after = m1 * a1 * a1 + m2 * a2 * a2;
    if (!Near(e_after / 2, e / 2, e / 2))
      Fail("energy kept", "E' = " + Short(e_after / 2) + " but E = " + Short(e / 2));
    if (const std::optional<Answer> other = Companion("the mirrored case (ball 2 on the left)")) {
      if (!Near(-other->out[1], a1, scale) || !Near(-other->out[0], a2, scale))
        Fail("the same answer mirrored", "with ball 2 on the left you give V1' = " + Short(-other->out[1]) +
                                             ", V2' = " + Short(-other->out[0]) +
                                             " (mirrored back), otherwise " + Short(a1) + ", " + Short(a2));
    }
  }

  void Elastic2D() {
    const Vec2 v1 = P(in_, 2), v2 = P(in_, 6), a1 = Out(got_, 0), a2 = Out(got_, 2);
    const double scale = Length(v1) + Length(v2);
    if (!Near(a1 + a2, v1 + v2, scale))
      Fail("momentum kept", "V1' + V2' = " + Text(a1 + a2) + " but V1 + V2 = " + Text(v1 + v2));
    const double e = LengthSq(v1) + LengthSq(v2), e_after = LengthSq(a1) + LengthSq(a2);
    if (!Near(e_after / 2, e / 2, e / 2))
      Fail("energy kept", "E' = " + Short(e_after / 2) + " but E = " + Short(e / 2) + " (m = 1)");
    if (const std::optional<Answer> other = Companion("the swapped case (ball 2 as ball 1)")) {
      if (!Near(Out(*other, 2), a1, scale) || !Near(Out(*other, 0), a2, scale))
        Fail("the same answer with the balls swapped", "swapped you give V1' = " + Text(Out(*other, 2)) +
                                                           ", V2' = " + Text(Out(*other, 0)) +
                                                           ", otherwise " + Text(a1) + ", " + Text(a2));
    }
  }

  Fn fn_;
  const Numbers& in_;
  const Answer& got_;
  const Rerun& rerun_;
  std::vector<Problem>& out_;
  double size_;
};

}  // namespace

std::string SignalName(int sig) {
  // The signals student code dies of (strsignal's words are the C library's; the names are POSIX's).
  const char* name = sig == SIGSEGV   ? "SIGSEGV"
                     : sig == SIGBUS  ? "SIGBUS"
                     : sig == SIGFPE  ? "SIGFPE"
                     : sig == SIGILL  ? "SIGILL"
                     : sig == SIGABRT ? "SIGABRT"
                     : sig == SIGKILL ? "SIGKILL"
                     : sig == SIGTRAP ? "SIGTRAP"
                     : sig == SIGSYS  ? "SIGSYS"
                                      : nullptr;
  std::string s = name ? name : "signal " + std::to_string(sig);
  if (const char* words = strsignal(sig)) {
    std::string w = words;
    if (!w.empty()) w[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(w[0])));
    s += " (" + w + ")";
  }
  return s;
}

std::vector<Numbers> Companions(Fn fn, const Numbers& in) {
  Numbers o = in;
  switch (fn) {
    case Fn::BoundaryCondition:  // p, p1, p0
      std::swap(o[2], o[4]), std::swap(o[3], o[5]);
      return {o};
    case Fn::CircleVsCircle:  // s0, s1, R, p0, p1, r
      o = {in[5], in[6], in[7], in[8], in[9], in[0], in[1], in[2], in[3], in[4]};
      return {o};
    case Fn::Elastic1D:  // m2, −v2, m1, −v1
      o[0] = in[2], o[1] = -in[3], o[2] = in[0], o[3] = -in[1];
      return {o};
    case Fn::Elastic2D:  // p2, v2, p1, v1
      o = {in[4], in[5], in[6], in[7], in[0], in[1], in[2], in[3], 0, 0};
      return {o};
    default: return {};
  }
}

Grade GradeCase(Fn fn, const Numbers& in, const Run& got, const Rerun& rerun) {
  const FnInfo& f = Info(fn);
  Grade g;
  g.expected = Reference(fn, in);
  auto& p = g.problems;
  switch (got.status) {
    case Run::Status::Ok: break;
    case Run::Status::Crashed:
      p.push_back({ProblemKind::Crash, "your code crashed: " + SignalName(got.code), "crash"});
      return g;
    case Run::Status::TimedOut:
      p.push_back({ProblemKind::Timeout, "your code did not return: " + got.detail, "timeout"});
      return g;
    case Run::Status::Exited:
      p.push_back({ProblemKind::Exit,
                   "your code ended the program (exit status " + std::to_string(got.code) + ")", "exit"});
      return g;
    case Run::Status::Lost: p.push_back({ProblemKind::Crash, got.detail, "crash"}); return g;
  }
  const Answer& a = got.answer;
  const Answer& e = g.expected.answer;
  if (f.returns_int && a.ret != 0 && a.ret != 1) {
    p.push_back({ProblemKind::BadReturn, "you returned " + std::to_string(a.ret) + ", not 0 or 1", "return"});
    return g;
  }
  g.knife_edge = KnifeEdge(fn, in);
  const bool outputs_read = !f.returns_int || a.ret == 1;
  if (outputs_read) {
    std::size_t k = 0;
    for (const OutInfo& o : f.outs) {
      const int w = o.vec ? 2 : 1;
      bool unset = false, finite = true;
      for (int j = 0; j < w; ++j) {
        unset = unset || (got.unset >> (k + static_cast<std::size_t>(j)) & 1u);
        finite = finite && std::isfinite(a.out[k + static_cast<std::size_t>(j)]);
      }
      if (unset) {
        p.push_back(
            {ProblemKind::Unset,
             std::string(f.returns_int ? "you returned 1 but did not set *" : "you did not set *") + o.name,
             std::string("unset:") + o.name});
      } else if (!finite) {
        p.push_back({ProblemKind::NotFinite,
                     std::string("your ") + o.symbol + " is not a number: " +
                         (o.vec ? "(" + Short(a.out[k]) + ", " + Short(a.out[k + 1]) + ")" : Short(a.out[k])),
                     std::string("nan:") + o.name});
      }
      k += static_cast<std::size_t>(w);
    }
    if (!p.empty()) return g;
  }
  if (f.returns_int && a.ret != e.ret) {
    if (!g.knife_edge) {
      p.push_back({ProblemKind::Verdict,
                   "expected " + std::to_string(e.ret) + " (" + g.expected.because + "), you returned " +
                       std::to_string(a.ret),
                   "verdict:" + g.expected.because});
    }
  } else if (outputs_read && !g.knife_edge) {
    std::size_t k = 0;
    for (const OutInfo& o : f.outs) {
      const bool ok = o.vec ? Near(Out(a, k), Out(e, k), Length(Out(e, k)))
                            : Near(a.out[k], e.out[k], std::abs(e.out[k]));
      if (!ok) {
        const std::string exp = o.vec ? Text(Out(e, k)) : Short(e.out[k]);
        const std::string got_text = o.vec ? Text(Out(a, k)) : Short(a.out[k]);
        p.push_back({ProblemKind::Value, std::string(o.symbol) + ": expected " + exp + ", yours " + got_text,
                     std::string("value:") + o.name});
      }
      k += o.vec ? 2 : 1;
    }
  }
  Properties(fn, in, a, rerun, p).Check(g.knife_edge);  // each looks at what it may read
  return g;
}

}  // namespace ricochet::app::codecheck
