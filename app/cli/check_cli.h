// `ricochet check` (docs/check.md): the student's own implementation of the lecture's functions, run in a
// child process and compared with the lessons.
#pragma once

#include <string>
#include <vector>

namespace ricochet::app {

// ricochet check FILE.c [FILE.cpp …] | --lib LIB.so | --answers ANSWERS.json
//   [--lesson ID,…] [--cases N] [--seed K] [--json] [--junit FILE] [--out DIR]
// ricochet check --cases-out CASES.json [--lesson ID,…] [--cases N] [--seed K]
// ricochet check --header
// Exit 0: every implemented function passes; 1: a function fails (or nothing compiles, loads or is
// implemented); 2: a bad command line.
int RunCheck(const std::vector<std::string>& args);

}  // namespace ricochet::app
