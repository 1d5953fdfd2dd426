// Shrinking a failing case toward numbers a student can work by hand: while the student's code still fails
// it the same way, every number is tried at 0, at small integers and at one decimal, the positions are
// shifted together toward the origin, and rc_reflect's n̂ is tried at the unit vectors with one decimal
// ((1, 0), (0.6, 0.8) …). Greedy and deterministic: the simplest value that still fails is kept.
#pragma once

#include <functional>

#include "check/functions.h"

namespace ricochet::app::codecheck {

// How hard a case is to work by hand, lower is simpler: every number costs 1000 per decimal (more than two
// count as 10, and a number with more than one decimal 10000 more) plus its size; the lesson's answer adds
// 100 per decimal of each of its numbers (at most 3), so that of two cases as round the one with the rounder
// answer is simpler.
double Complexity(Fn fn, const Numbers& in);

// Does the student's code still fail this case in the same way? (Runs it.)
using StillFails = std::function<bool(const Numbers&)>;

struct Shrunk {
  Numbers in;
  int steps = 0;  // simplifications kept
  int tries = 0;  // cases run
};

// At most `budget` cases are run.
Shrunk Shrink(Fn fn, const Numbers& start, const StillFails& still_fails, int budget);

}  // namespace ricochet::app::codecheck
