#include "cli/parse_only.h"

// Its own file: the browser build leaves cli.cpp out but keeps the sandbox bench (sim_cli.cpp), which asks.
namespace ricochet::app {
namespace {
thread_local int g_parse_only = 0;
}  // namespace

ParseOnlyScope::ParseOnlyScope() { ++g_parse_only; }
ParseOnlyScope::~ParseOnlyScope() { --g_parse_only; }
bool ParseOnly() { return g_parse_only > 0; }

}  // namespace ricochet::app
