// The command-line helpers the subcommands share: "--name value" and "--name=value" walking (export, tour,
// worksheet, check), numbers read with the classic locale, the one-line usage error (exit 2), --help.
#pragma once

#include <cmath>
#include <locale>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace ricochet::app::cli {

// A bad command line: one line on stderr, exit 2.
struct UsageError {
  std::string what;
};

inline bool ParseDouble(const std::string& s, double& out) {
  std::istringstream in(s);
  in.imbue(std::locale::classic());
  in >> out;
  return !s.empty() && in && in.peek() == std::char_traits<char>::eof() && std::isfinite(out);
}

inline bool ParseInt(const std::string& s, int& out) {
  double d = 0;
  if (!ParseDouble(s, d) || d != std::floor(d) || std::abs(d) > 1e9) return false;
  out = static_cast<int>(d);
  return true;
}

inline std::vector<std::string> Split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      parts.push_back(cur), cur.clear();
    } else {
      cur += c;
    }
  }
  parts.push_back(cur);
  return parts;
}

// `--help` (or -h) anywhere among a subcommand's arguments.
inline bool AsksForHelp(const std::vector<std::string>& args) {
  for (const std::string& a : args)
    if (a == "--help" || a == "-h") return true;
  return false;
}

// Walks "--name value" and "--name=value" arguments.
class ArgWalker {
 public:
  explicit ArgWalker(const std::vector<std::string>& a) : a_(a) {}
  bool Done() const { return i_ >= a_.size(); }
  // The next argument; for an option written "--name=value" only "--name".
  std::string Next() {
    const std::string& s = a_[i_++];
    const std::size_t eq = s.find('=');
    if (s.rfind("--", 0) == 0 && eq != std::string::npos) {
      pending_ = s.substr(eq + 1);
      return s.substr(0, eq);
    }
    pending_.reset();
    return s;
  }
  std::string Value(const std::string& opt) {
    if (pending_) {
      std::string v = *pending_;
      pending_.reset();
      return v;
    }
    if (Done()) throw UsageError{opt + " needs a value"};
    return a_[i_++];
  }
  void NoValue(const std::string& opt) {
    if (pending_) throw UsageError{opt + " takes no value"};
  }

 private:
  const std::vector<std::string>& a_;
  std::size_t i_ = 0;
  std::optional<std::string> pending_;
};

}  // namespace ricochet::app::cli
