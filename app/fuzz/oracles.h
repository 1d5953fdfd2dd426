// What every fuzz harness and the GUI monkey ask of anything a student can be shown: every number finite,
// and no text that reads ∞, NaN or "undefined" (the words draw/format.h writes for them). Each returns ""
// when that holds, else the first problem in one line ("step ti: value reads ∞"), for a test's message or a
// harness's abort.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "draw/figure.h"
#include "explain/derivation.h"

namespace ricochet::app::oracle {

// Whether text contains `word` with no letter on either side ("nan", not "discriminant").
bool HasWord(const std::string& text, const std::string& word);
// A number that is not finite, or a string that reads ∞, NaN, inf or undefined, anywhere in j.
std::string NonFinite(const nlohmann::json& j, const std::string& where);
// The inputs, result, verdict and every step's values and substituted formula.
std::string NonFinite(const Derivation& d);
// Every coordinate, radius, size and offset of every primitive, and every label's text.
std::string NonFinite(const Figure& f);

// Stops the process with "oracle: <what>: <problem>" on stderr, and in the sanitizers' report (libFuzzer runs
// with stderr closed): a harness's crash, with its input saved.
[[noreturn]] void Fail(const std::string& problem);
// Fail(what + ": " + problem) when problem is not "".
void Require(const std::string& problem, const char* what);

}  // namespace ricochet::app::oracle
