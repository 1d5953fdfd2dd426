// Compiling the student's files into a shared library with the system's compilers: C files with $CC (cc by
// default), C++ files (.cpp .cc .cxx .C) with $CXX (c++), each with -fPIC -O1 and the header
// ricochet_check.h (written next to the library) on the include path, linked with -shared -lm.
#pragma once

#include <string>
#include <vector>

namespace ricochet::app::codecheck {

struct Compiled {
  bool ok = false;
  std::string lib;  // dir/student.so
  std::string log;  // the compilers' messages (and the command that failed)
};

// `dir` exists and is writable; the library and the objects go there.
Compiled CompileStudent(const std::vector<std::string>& files, const std::string& dir);

// The header's text (ricochet_check.h, built into the program; `ricochet check --header` prints it).
const char* HeaderText();

}  // namespace ricochet::app::codecheck
