// Any language: `ricochet check --cases-out cases.json` writes the cases a run would ask, a program in any
// language adds its "answer" to each, and `ricochet check --answers answers.json` grades the file as it
// grades a library (no shrinking: the smallest failing case is the simplest one the file holds).
//
//   {"ricochet_check": 1, "seed": 1, "cases": [
//     {"id": 1, "function": "rc_point_vs_wall", "name": "lecture: hit",
//      "inputs": {"bs": [3, 0.5], "be": [-2, 3], "p0": [0, 0], "p1": [0, 4]},
//      "answer": {"returned": 1, "ti": 0.6, "bi": [0, 2]}}, …]}
//
// "inputs" and "answer" use the header's argument and output names; "returned" is the int functions' 0 or 1;
// a vector is [x, y]; NaN or infinity may be written as null or a string ("nan", "inf").
#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "check/run.h"

namespace ricochet::app::codecheck {

// The cases of a run (CheckOptions: functions, random_cases, seed), each case's property companions
// (grade.h Companions) included as cases of their own.
nlohmann::json CasesFile(const CheckOptions& o);

// An answers file as the student: it answers exactly its own cases.
class AnswersFile : public Subject {
 public:
  // Throws SceneError naming the file and the field ("cases[3].answer.ti: expected a number").
  static std::unique_ptr<AnswersFile> Read(const nlohmann::json& j, const std::string& file);
  bool Implements(Fn fn) const override;
  std::optional<Run> Call(Fn fn, const Numbers& in) override;
  bool AnswersAnyCase() const override { return false; }
  // The file's cases of a function, in its order (those with an answer and those without).
  std::vector<Case> OwnCases(Fn fn) const override;

 private:
  struct Entry {
    Case c;
    std::optional<Run> answer;
  };
  std::vector<Entry> entries_;
  std::map<std::pair<Fn, Numbers>, std::size_t> index_;  // the first entry of each case
};

}  // namespace ricochet::app::codecheck
