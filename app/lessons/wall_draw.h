// Drawing shared by the wall lessons (Lectures 16 and 10): animated point vs wall, animated circle vs wall.
#pragma once

#include <functional>
#include <string>

#include "draw/figure.h"
#include "draw/plot.h"
#include "lessons/lesson.h"
#include "ricochet/reflect.h"

namespace ricochet::app {

namespace wall {

// The wall P0 → P1 with its dashed infinite line, P0/P1 markers and labels kept clear of the handles
// (beyond each end, leaning to `label_side`: the side the ball is not on), and n̂ as a unit arrow at the
// midpoint (when show_normal). Hatching marks the inside face (−n̂) when `sides` (practice leaves it out
// until n̂ is found: it would say which way n̂ points).
void DrawWall(Figure& fig, Vec2 p0, Vec2 p1, Vec2 n_hat, bool show_normal, Vec2 label_side, bool sides);

// Lecture 10's construction at Bi, each part with its step (AddReflectionSteps' keys): i = Be − Bi (i); its
// normal part s = (i·n̂)n̂ from the foot F = Bi + m to Be (s); its part along the wall m = i − s from Bi to F,
// with a right-angle mark at F (m_along); r = m − s: −s from F to Be' and r from Bi to Be' (r); Be'
// (be_reflected). `r_sym` names r as the derivation does ("r⃗"). A part the latest step does not use is drawn
// faint and unlabelled (Lesson::InFocus).
void DrawReflection(Figure& fig, Vec2 bi, Vec2 be, Vec2 n_hat, const Reflection& rf, const Lesson& lesson,
                    const LessonState& st, const char* r_sym);

// f over t ∈ [0, t_end] (a plot's curve drawn only as far as the figure has gone).
void FunctionUpTo(Plot& plot, const std::function<double(double)>& f, double t_end, Stroke s);

// A short caption at the top of the canvas (degenerate states, verdicts): never on the figure's handles.
void Caption(Figure& fig, const LessonState& st, const std::string& text, Ink ink, int line = 0);

// The position at time t of a ball that moves Bs → Be and, if it hits at ti, bounces to Be':
// B(t) = Bs + v t for t ≤ ti, then Bi + r (t − ti)/(1 − ti).
Vec2 BouncedAt(Vec2 bs, Vec2 be, bool hit, double ti, Vec2 bi, Vec2 be_reflected, double t);

}  // namespace wall
}  // namespace ricochet::app
