#include "cli.h"

#include <cstdio>
#include <iostream>

#include "explain/explain.h"
#include "scene.h"

namespace ricochet::app {

int RunExplain(const std::vector<std::string>& args) {
  std::string path;
  bool as_json = false;
  for (const std::string& a : args) {
    if (a == "--json") {
      as_json = true;
    } else if (a.size() > 1 && a[0] == '-') {
      std::fprintf(stderr, "ricochet explain: unknown option '%s' (usage: ricochet explain SCENE.json|- [--json])\n",
                   a.c_str());
      return 2;
    } else if (path.empty()) {
      path = a;
    } else {
      std::fprintf(stderr, "ricochet explain: one scene at a time (got '%s' and '%s')\n", path.c_str(), a.c_str());
      return 2;
    }
  }
  if (path.empty()) {
    std::fprintf(stderr, "ricochet explain: missing scene (usage: ricochet explain SCENE.json|- [--json])\n");
    return 2;
  }
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
