// The reference answer of a case: the core's trace function of the function's lesson (core/), read into the
// header's outputs. What the lessons decide (touching, t exactly 0 or 1, starting inside, parallel, zero
// length) is decided here by the same code the lessons run.
#pragma once

#include <string>

#include "check/functions.h"

namespace ricochet::app::codecheck {

struct Expected {
  Answer answer;
  std::string because;      // the lesson's outcome in a few words: "hit", "after P1", "not approaching"
  bool degenerate = false;  // a case the lesson refuses (zero-length wall, no motion): never a knife edge
};

Expected Reference(Fn fn, const Numbers& in);

// The size of a case: its largest |number|, at least 1. Tolerances and knife edges are relative to it.
double CaseSize(Fn fn, const Numbers& in);

// Is the case on a knife edge? True when moving any one of its numbers by 1e-9 of its size (either way)
// changes the lesson's 0/1 (the int functions only; a degenerate case never is).
bool KnifeEdge(Fn fn, const Numbers& in);

}  // namespace ricochet::app::codecheck
