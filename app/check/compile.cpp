#include "check/compile.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace ricochet::app::codecheck {

namespace {

// Runs argv with stdout and stderr into `output`; returns its exit status (127: could not start it).
int RunCapturing(const std::vector<std::string>& argv, std::string& output) {
  int pipe_fds[2];
  if (pipe2(pipe_fds, O_CLOEXEC) != 0) return 127;
  std::vector<char*> cargv;
  for (const std::string& a : argv) cargv.push_back(const_cast<char*>(a.c_str()));
  cargv.push_back(nullptr);
  const pid_t pid = fork();
  if (pid < 0) {
    close(pipe_fds[0]), close(pipe_fds[1]);
    return 127;
  }
  if (pid == 0) {
    dup2(pipe_fds[1], 1);
    dup2(pipe_fds[1], 2);
    execvp(cargv[0], cargv.data());
    _exit(127);
  }
  close(pipe_fds[1]);
  char buf[4096];
  for (;;) {
    const ssize_t k = read(pipe_fds[0], buf, sizeof buf);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) break;
    output.append(buf, static_cast<std::size_t>(k));
  }
  close(pipe_fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

bool IsCxx(const std::filesystem::path& p) {
  const std::string e = p.extension().string();
  return e == ".cpp" || e == ".cc" || e == ".cxx" || e == ".C" || e == ".c++";
}

std::string Compiler(const char* env, const char* fallback) {
  const char* v = std::getenv(env);
  return v && *v ? v : fallback;
}

std::string CommandLine(const std::vector<std::string>& argv) {
  std::string s;
  for (const std::string& a : argv) s += (s.empty() ? "" : " ") + a;
  return s;
}

}  // namespace

Compiled CompileStudent(const std::vector<std::string>& files, const std::string& dir) {
  namespace fs = std::filesystem;
  Compiled c;
  {
    std::ofstream h(fs::path(dir) / "ricochet_check.h");
    h << HeaderText();
    if (!h) {
      c.log = "cannot write " + (fs::path(dir) / "ricochet_check.h").string();
      return c;
    }
  }
  const std::string cc = Compiler("CC", "cc"), cxx = Compiler("CXX", "c++");
  bool any_cxx = false;
  std::vector<std::string> objects;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const fs::path src(files[i]);
    const bool cpp = IsCxx(src);
    any_cxx = any_cxx || cpp;
    const std::string obj = (fs::path(dir) / (std::to_string(i) + "-" + src.stem().string() + ".o")).string();
    const std::vector<std::string> argv = {cpp ? cxx : cc,
                                           cpp ? "-std=c++17" : "-std=c11",
                                           "-O1",
                                           "-g",
                                           "-Wall",
                                           "-fPIC",
                                           "-I" + dir,
                                           "-c",
                                           files[i],
                                           "-o",
                                           obj};
    std::string out;
    const int rc = RunCapturing(argv, out);
    c.log += out;
    if (rc != 0) {
      c.log += rc == 127 ? "cannot run " + argv[0] + " (install build-essential)\n"
                         : CommandLine(argv) + ": exit status " + std::to_string(rc) + "\n";
      return c;
    }
    objects.push_back(obj);
  }
  c.lib = (fs::path(dir) / "student.so").string();
  std::vector<std::string> link = {any_cxx ? cxx : cc, "-shared", "-o", c.lib};
  link.insert(link.end(), objects.begin(), objects.end());
  link.push_back("-lm");
  std::string out;
  const int rc = RunCapturing(link, out);
  c.log += out;
  if (rc != 0) {
    c.log += CommandLine(link) + ": exit status " + std::to_string(rc) + "\n";
    return c;
  }
  c.ok = true;
  return c;
}

}  // namespace ricochet::app::codecheck
