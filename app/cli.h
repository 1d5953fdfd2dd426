// Command-line subcommands. main.cpp dispatches to these; each returns the process exit code.
#pragma once

#include <string>
#include <vector>

namespace ricochet::app {

// ricochet explain SCENE.json|- [--json]
int RunExplain(const std::vector<std::string>& args);

}  // namespace ricochet::app
