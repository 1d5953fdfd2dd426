// Command line. main() calls RunCli; subcommands are one line each in kSubcommands (cli.cpp).
#pragma once

#include <string>
#include <vector>

namespace ricochet::app {

using Args = std::vector<std::string>;

// The whole command line (argv[0] excluded); returns the process exit code.
int RunCli(const Args& args);

// Subcommands (each gets the arguments after its name).
int RunExplain(const Args& args);  // ricochet explain SCENE.json|- [--json]
int RunLessons(const Args& args);  // ricochet lessons
int RunPresent(const Args& args);  // ricochet present (DECK.json | SCENE.json | --lesson ID) [--slide N] …
// The window's own command line; present: `ricochet present` (presentation mode, --slide, --reveal).
int RunWindowCli(const Args& args, bool present);
int RunTour(const Args& args);  // ricochet tour --out DIR [--size WxH]
int RunCheckPng(
    const Args& args);  // ricochet check-png FILE.png W H [--alpha …] (tests: size, not blank, alpha)

}  // namespace ricochet::app
