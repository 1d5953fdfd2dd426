// Command line. main() calls RunCli; each subcommand is one line of kSubcommands (cli.cpp) and lives in its
// own <name>_cli.cpp.
#pragma once

#include <string>
#include <vector>

namespace ricochet::app {

// The whole command line (argv[0] excluded); returns the process exit code.
int RunCli(const std::vector<std::string>& args);

// For the subcommands: the help kSubcommands makes, and the one line of a bad command line.
void PrintHelp();  // ricochet --help
// `ricochet NAME --help`: NAME's usage lines from kSubcommands, then `more` (its options and what it does,
// each line indented by two spaces); returns 0.
int SubcommandHelp(const char* name, const char* more = "");
int FailUsage(const std::string& what);  // "ricochet: WHAT (see ricochet --help)" on stderr; returns 2

// The subcommands with no header of their own; each gets the arguments after its name.
// window_cli.cpp: `ricochet [...]`, the window's own command line; present: `ricochet present [...]`
// (presentation mode, --slide, --reveal), which RunPresent is.
int RunWindowCli(const std::vector<std::string>& args, bool present);
int RunPresent(const std::vector<std::string>& args);
int RunLessons(const std::vector<std::string>& args);     // lessons_cli.cpp
int RunExplain(const std::vector<std::string>& args);     // explain_cli.cpp
int RunWindowTour(const std::vector<std::string>& args);  // window_tour_cli.cpp
// bench_cli.cpp: `ricochet bench startup`, and sandbox and frames through sim_cli.h's RunBench.
int RunBenchAll(const std::vector<std::string>& args);

}  // namespace ricochet::app
