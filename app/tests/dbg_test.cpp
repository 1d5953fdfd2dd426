#include <gtest/gtest.h>

#include "lessons/lesson.h"
#include "step_text.h"
namespace ricochet::app {
TEST(Dbg, Dump) {
  const char* want = getenv("DUMP");
  for (const LessonEntry& e : LessonList()) {
    auto l = e.Make();
    for (const Preset& p : l->Presets()) {
      std::string id = std::string(e.id) + "/" + p.name;
      if (want && id.find(want) == std::string::npos) continue;
      l->LoadScene(p.scene);
      printf("=== %s\n", id.c_str());
      for (const Step& s : l->derivation().steps)
        printf("[%s] {%s} %s\n", s.key.c_str(), SymbolOf(s).c_str(), StepText(s).c_str());
      printf("VERDICT %s\n", l->derivation().verdict.c_str());
    }
  }
}
}  // namespace ricochet::app
