#include "cli/process.h"

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace ricochet::app {

std::string SelfExe() {
  std::error_code ec;
  const auto p = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::string("ricochet") : p.string();
}

int Spawn(const std::vector<std::string>& argv) {
  std::vector<char*> cargv;
  for (const std::string& a : argv) cargv.push_back(const_cast<char*>(a.c_str()));
  cargv.push_back(nullptr);
  std::fflush(nullptr);
  const pid_t pid = fork();
  if (pid < 0) return 127;
  if (pid == 0) {
    execvp(cargv[0], cargv.data());
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

bool PrivateX::Start(int w, int h, std::string* err) {
  int fds[2];
  if (pipe(fds) != 0) return *err = "no pipe for Xvfb", false;
  std::fflush(nullptr);
  pid_ = fork();
  if (pid_ < 0) return *err = "cannot fork Xvfb", false;
  if (pid_ == 0) {
    close(fds[0]);
    const std::string fd = std::to_string(fds[1]),
                      screen = std::to_string(w) + "x" + std::to_string(h) + "x24";
    execlp("Xvfb", "Xvfb", "-displayfd", fd.c_str(), "-nolisten", "tcp", "-screen", "0", screen.c_str(),
           static_cast<char*>(nullptr));
    _exit(127);
  }
  close(fds[1]);
  std::string number;
  char c = 0;
  while (read(fds[0], &c, 1) == 1 && c != '\n') number += c;  // EOF: Xvfb ended without a display
  close(fds[0]);
  if (number.empty()) return *err = "Xvfb did not start (apt install xvfb)", false;
  setenv("DISPLAY", (":" + number).c_str(), 1);
  return true;
}

PrivateX::~PrivateX() {
  if (pid_ <= 0) return;
  kill(pid_, SIGTERM);
  waitpid(pid_, nullptr, 0);
  unsetenv("DISPLAY");
}

}  // namespace ricochet::app
