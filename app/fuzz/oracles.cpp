#include "fuzz/oracles.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#if defined(__SANITIZE_ADDRESS__)
#define RICOCHET_HAS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RICOCHET_HAS_SANITIZER 1
#endif
#endif
#ifdef RICOCHET_HAS_SANITIZER
#include <sanitizer/common_interface_defs.h>
#endif

namespace ricochet::app::oracle {

using nlohmann::json;

bool HasWord(const std::string& text, const std::string& word) {
  const auto letter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    const std::size_t end = at + word.size();
    if ((at == 0 || !letter(text[at - 1])) && (end >= text.size() || !letter(text[end]))) return true;
  }
  return false;
}

namespace {
std::string BadText(const std::string& s, const std::string& where) {
  if (s.find("∞") != std::string::npos) return where + " reads ∞: " + s;
  for (const char* bad : {"nan", "NaN", "inf", "undefined"})
    if (HasWord(s, bad)) return where + " reads " + bad + ": " + s;
  return "";
}
std::string BadNumber(double x, const std::string& where) {
  return std::isfinite(x) ? "" : where + " is " + std::to_string(x);
}
std::string BadPoint(Vec2 p, const std::string& where) {
  return std::isfinite(p.x) && std::isfinite(p.y)
             ? ""
             : where + " is (" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}
}  // namespace

std::string NonFinite(const json& j, const std::string& where) {
  if (j.is_number()) return BadNumber(j.get<double>(), where);
  if (j.is_string()) return BadText(j.get<std::string>(), where);
  if (j.is_structured()) {
    for (const auto& [k, v] : j.items()) {
      if (std::string p = NonFinite(v, where + "/" + k); !p.empty()) return p;
    }
  }
  return "";
}

std::string NonFinite(const Derivation& d) {
  for (std::string p :
       {NonFinite(d.inputs, "inputs"), NonFinite(d.result, "result"), BadText(d.verdict, "verdict")}) {
    if (!p.empty()) return p;
  }
  for (const Step& s : d.steps) {
    const std::string where = "step " + s.key;
    for (std::string p : {NonFinite(s.value_json, where + " value"), BadText(StepText(s), where + " text")}) {
      if (!p.empty()) return p;
    }
  }
  return "";
}

std::string NonFinite(const Figure& f) {
  for (std::size_t i = 0; i < f.prims().size(); ++i) {
    const Prim& q = f.prims()[i];
    const std::string where =
        "primitive " + std::to_string(i) + " (kind " + std::to_string(static_cast<int>(q.kind)) + ")";
    for (std::string p :
         {BadPoint(q.a, where + " a"), BadPoint(q.b, where + " b"), BadNumber(q.r, where + " r"),
          BadNumber(q.size, where + " size"), BadPoint(q.offset_px, where + " offset"),
          BadNumber(q.stroke.width, where + " width"), BadText(q.text, where + " label")}) {
      if (!p.empty()) return p;
    }
  }
  for (std::size_t i = 0; i < f.points().size(); ++i) {
    if (std::string p = BadPoint(f.points()[i], "point " + std::to_string(i)); !p.empty()) return p;
  }
  return "";
}

void Fail(const std::string& problem) {
  const std::string line = "oracle: " + problem;
  std::fprintf(stderr, "%s\n", line.c_str());
#ifdef RICOCHET_HAS_SANITIZER
  __sanitizer_report_error_summary(line.c_str());
#endif
  std::abort();
}

void Require(const std::string& problem, const char* what) {
  if (!problem.empty()) Fail(std::string(what) + ": " + problem);
}

}  // namespace ricochet::app::oracle
