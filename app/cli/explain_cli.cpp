// `ricochet explain SCENE.json|- [--json]`: the derivation of a scene, step by step, as text or JSON.
#include <cstdio>
#include <iostream>

#include "cli/args.h"
#include "cli/cli.h"
#include "cli/parse_only.h"
#include "explain/explain.h"
#include "lessons/lesson.h"
#include "scene/files.h"
#include "scene/scene.h"

namespace ricochet::app {

int RunExplain(const std::vector<std::string>& args) {
  if (cli::AsksForHelp(args)) return SubcommandHelp("explain");
  std::string path;
  bool as_json = false;
  for (const std::string& a : args) {
    if (a == "--json") {
      as_json = true;
    } else if (a.size() > 1 && a[0] == '-') {
      std::fprintf(stderr,
                   "ricochet explain: unknown option %s (usage: ricochet explain SCENE.json|- [--json])\n",
                   Quoted(a).c_str());
      return 2;
    } else if (path.empty()) {
      path = a;
    } else {
      std::fprintf(stderr, "ricochet explain: one scene at a time (got %s and %s)\n", Quoted(path).c_str(),
                   Quoted(a).c_str());
      return 2;
    }
  }
  if (path.empty()) {
    std::fprintf(stderr, "ricochet explain: missing scene (usage: ricochet explain SCENE.json|- [--json])\n");
    return 2;
  }
  if (ParseOnly()) return 0;
  try {
    const nlohmann::json scene = ReadSceneFile(path);
    const Derivation d = Explain(scene, path == "-" ? "<stdin>" : path);
    if (as_json) {
      std::cout << ExplainJson(d).dump(2) << '\n';
    } else {
      std::cout << ExplainText(d);
    }
  } catch (const SceneError& e) {
    std::fprintf(stderr, "ricochet explain: %s\n", e.what());
    return 1;
  }
  return 0;
}

}  // namespace ricochet::app
