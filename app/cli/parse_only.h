// The command line without its work, for the argument-parser fuzz harness (app/fuzz/cli_fuzz.cpp).
#pragma once

namespace ricochet::app {

// While one is alive (on this thread), RunCli and every subcommand stop as soon as their arguments are
// parsed: a bad command line exits 2 with its one line as always, a good one exits 0, and no file is read or
// written and no window or process is opened. For the argument-parser fuzz harness (app/fuzz/cli_fuzz.cpp).
class ParseOnlyScope {
 public:
  ParseOnlyScope();
  ~ParseOnlyScope();
  ParseOnlyScope(const ParseOnlyScope&) = delete;
  ParseOnlyScope& operator=(const ParseOnlyScope&) = delete;
};
bool ParseOnly();  // true inside a ParseOnlyScope: the subcommand returns 0 where its work would begin

}  // namespace ricochet::app
