// A core topic as the explain header gives it: its inputs (whose defaults are the lesson's opening scene),
// its trace and four functions, written once in explain/<id>.h and read by `ricochet explain` (ExplainTopic)
// and the lesson (lessons/topic_lesson.h):
//   using Inputs = …;  using Trace = …;
//   static Inputs Read(const nlohmann::json& scene, const std::string& file, const Inputs& now);
//   static nlohmann::json Write(const Inputs&);  // the scene's fields, without "lesson"
//   static void Solve(const Inputs&, Trace&);
//   static Derivation Derive(const Inputs&, const Trace&);
// and, optionally, static void Refuse(const Inputs&, const Trace&, const std::string& file): throws a
// SceneError for a scene the lesson explains but `ricochet explain` has no derivation for (Bs = Be …).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "explain/derivation.h"

namespace ricochet::app {

// `ricochet explain` of a topic's scene: read → solve → refuse → derive (the syllabus entry's explain).
template <class Topic>
Derivation ExplainTopic(const nlohmann::json& scene, const std::string& file) {
  const typename Topic::Inputs in = Topic::Read(scene, file, typename Topic::Inputs{});
  typename Topic::Trace t{};
  Topic::Solve(in, t);
  if constexpr (requires { Topic::Refuse(in, t, file); }) Topic::Refuse(in, t, file);
  return Topic::Derive(in, t);
}

}  // namespace ricochet::app
