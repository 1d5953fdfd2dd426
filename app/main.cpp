// ricochet: the window, or a subcommand (see cli.cpp).
#include "cli/cli.h"

int main(int argc, char** argv) { return ricochet::app::RunCli(ricochet::app::Args(argv + 1, argv + argc)); }
