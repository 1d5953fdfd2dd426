// The student's rc_trace values beside the lesson's derivation of the same case (the lesson's builder, read
// through Step::key, Step::symbol and Step::value_json only), with the first step that differs marked.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "check/functions.h"
#include "explain/derivation.h"

namespace ricochet::app::codecheck {

struct TraceRow {
  std::string key, symbol;           // the lesson's step
  std::string lesson;                // its value, as the report prints it (a test: true or false)
  std::optional<std::string> yours;  // the traced value, if the student traced this step
  bool differs = false;
};

struct TraceDiff {
  std::vector<TraceRow> rows;          // the derivation's steps that hold numbers, in its order
  int first_difference = -1;           // the first row whose traced value differs; −1: none
  int last_traced = -1;                // the last row the student traced; −1: none
  std::vector<std::string> unmatched;  // traced names no step has
  std::string note;                    // why there are no rows, if there are none
};

// Whether a traced name stands for this step: its key ("n_hat"; any letter case; also with the lesson's
// suffixes _r and _rel of a later problem) or its symbol ("n̂").
bool TraceNameMatches(const Step& step, const std::string& name);

// A traced name matches a step by its key ("n_hat", also with the lesson's suffixes _r and _rel of a later
// problem: the last such step counts) or by its symbol ("n̂"); a name traced twice counts with its last
// value.
TraceDiff CompareTrace(Fn fn, const Numbers& in, const std::vector<Traced>& trace);

}  // namespace ricochet::app::codecheck
