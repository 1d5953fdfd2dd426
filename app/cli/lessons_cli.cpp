// `ricochet lessons`: id<TAB>title per lesson, in syllabus order.
#include <cstdio>

#include "cli/args.h"
#include "cli/cli.h"
#include "cli/parse_only.h"
#include "lessons/lesson.h"
#include "scene/files.h"

namespace ricochet::app {

int RunLessons(const std::vector<std::string>& args) {
  if (cli::AsksForHelp(args)) return SubcommandHelp("lessons");
  if (!args.empty()) return FailUsage("lessons takes no arguments (got " + Quoted(args[0]) + ")");
  if (ParseOnly()) return 0;
  for (const LessonEntry& e : LessonList()) std::printf("%s\t%s\n", e.id, e.title);
  return 0;
}

}  // namespace ricochet::app
