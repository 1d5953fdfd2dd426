#include "check/answers.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>

#include "check/cases.h"
#include "scene/scene.h"

namespace ricochet::app::codecheck {

namespace {

using nlohmann::json;

// A number of an answer: a JSON number, or null / "nan" / "inf" / "-inf" for what JSON cannot write.
double ReadValue(const json& v, const std::string& file, const std::string& field) {
  if (v.is_number()) return v.get<double>();
  if (v.is_null()) return std::numeric_limits<double>::quiet_NaN();
  if (v.is_string()) {
    std::string s = v.get<std::string>();
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (s == "nan" || s == "-nan") return std::numeric_limits<double>::quiet_NaN();
    if (s == "inf" || s == "+inf" || s == "infinity") return std::numeric_limits<double>::infinity();
    if (s == "-inf" || s == "-infinity") return -std::numeric_limits<double>::infinity();
  }
  throw SceneError(file, field, "expected a number, got " + v.dump());
}

double ReadInput(const json& v, const std::string& file, const std::string& field) {
  if (!v.is_number()) throw SceneError(file, field, "expected a number, got " + v.dump());
  const double x = v.get<double>();
  if (!std::isfinite(x)) throw SceneError(file, field, "must be finite");
  return x;
}

const json& Member(const json& obj, const char* name, const std::string& file, const std::string& field) {
  if (!obj.is_object() || !obj.contains(name)) throw SceneError(file, field + "." + name, "missing");
  return obj.at(name);
}

}  // namespace

json CasesFile(const CheckOptions& o) {
  json cases = json::array();
  int id = 0;
  const auto add = [&](const Case& c) {
    const FnInfo& f = Info(c.fn);
    cases.push_back({{"id", ++id}, {"function", f.name}, {"name", c.name}, {"inputs", InputsJson(f, c.in)}});
  };
  for (const FnInfo& f : Functions()) {
    if (!o.functions.empty() && std::find(o.functions.begin(), o.functions.end(), f.fn) == o.functions.end())
      continue;
    for (const Case& c : AllCases(f.fn, o.random_cases, o.seed)) {
      add(c);
      for (const Numbers& other : Companions(f.fn, c.in)) {
        if (other != c.in) add({f.fn, other, c.name + " (for a property: swapped)"});
      }
    }
  }
  return {{"ricochet_check", 1}, {"seed", o.seed}, {"random_cases", o.random_cases}, {"cases", cases}};
}

std::unique_ptr<AnswersFile> AnswersFile::Read(const json& j, const std::string& file) {
  if (!j.is_object() || !j.contains("cases") || !j.at("cases").is_array())
    throw SceneError(file, "cases", "missing: an answers file is the cases file (--cases-out) with answers");
  std::unique_ptr<AnswersFile> a(new AnswersFile);
  const json& cases = j.at("cases");
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const std::string at = "cases[" + std::to_string(i) + "]";
    const json& c = cases[i];
    const json& name = Member(c, "function", file, at);
    const FnInfo* f = name.is_string() ? FindFunction(name.get<std::string>()) : nullptr;
    if (!f) throw SceneError(file, at + ".function", "unknown function " + name.dump());
    Entry e;
    e.c.fn = f->fn;
    e.c.name = c.contains("name") && c.at("name").is_string() ? c.at("name").get<std::string>() : at;
    const json& inputs = Member(c, "inputs", file, at);
    std::size_t k = 0;
    for (const ArgInfo& arg : f->args) {
      const std::string field = at + ".inputs." + arg.name;
      const json& v = Member(inputs, arg.name, file, at + ".inputs");
      if (Width(arg.kind) == 2) {
        if (!v.is_array() || v.size() != 2) throw SceneError(file, field, "expected [x, y], got " + v.dump());
        e.c.in[k] = ReadInput(v[0], file, field + "[0]"),
        e.c.in[k + 1] = ReadInput(v[1], file, field + "[1]");
      } else {
        e.c.in[k] = ReadInput(v, file, field);
      }
      k += static_cast<std::size_t>(Width(arg.kind));
    }
    if (c.contains("answer")) {
      const json& ans = c.at("answer");
      const std::string field = at + ".answer";
      if (!ans.is_object()) throw SceneError(file, field, "expected an object of the outputs");
      Run r;
      if (f->returns_int) {
        const json& ret = Member(ans, "returned", file, field);
        if (!ret.is_number_integer())
          throw SceneError(file, field + ".returned", "expected 0 or 1, got " + ret.dump());
        r.answer.ret = ret.get<int>();
      }
      if (!f->returns_int || r.answer.ret == 1) {
        std::size_t o = 0;
        for (const OutInfo& out : f->outs) {
          const int w = out.vec ? 2 : 1;
          if (!ans.contains(out.name)) {
            for (int m = 0; m < w; ++m) r.unset |= 1u << (o + static_cast<std::size_t>(m));
          } else {
            const json& v = ans.at(out.name);
            const std::string of = field + "." + out.name;
            if (out.vec) {
              if (!v.is_array() || v.size() != 2)
                throw SceneError(file, of, "expected [x, y], got " + v.dump());
              r.answer.out[o] = ReadValue(v[0], file, of + "[0]"),
              r.answer.out[o + 1] = ReadValue(v[1], file, of + "[1]");
            } else {
              r.answer.out[o] = ReadValue(v, file, of);
            }
          }
          o += static_cast<std::size_t>(w);
        }
      }
      e.answer = r;
    }
    a->index_.emplace(std::make_pair(e.c.fn, e.c.in), a->entries_.size());
    a->entries_.push_back(std::move(e));
  }
  return a;
}

bool AnswersFile::Implements(Fn fn) const {
  return std::any_of(entries_.begin(), entries_.end(),
                     [&](const Entry& e) { return e.c.fn == fn && e.answer; });
}

std::optional<Run> AnswersFile::Call(Fn fn, const Numbers& in) {
  const auto it = index_.find({fn, in});
  return it == index_.end() ? std::nullopt : entries_[it->second].answer;
}

std::vector<Case> AnswersFile::OwnCases(Fn fn) const {
  std::vector<Case> cases;
  for (const Entry& e : entries_) {
    if (e.c.fn == fn && InDomain(fn, e.c.in)) cases.push_back(e.c);
  }
  return cases;
}

}  // namespace ricochet::app::codecheck
