#include "scene/scene.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

namespace ricochet::app {

using nlohmann::json;

SceneError::SceneError(std::string f, std::string fld, std::string prob)
    : std::runtime_error(f + ": " + (fld.empty() ? "" : fld + ": ") + prob),
      file(std::move(f)),
      field(std::move(fld)),
      problem(std::move(prob)) {}

namespace {

// A linear scan of the text, strings skipped, that knows where in the scene each character is. ParseScene
// runs it before the parser: nlohmann::json copies, compares and prints values recursively, so 150,000
// nested arrays parse but then overflow the stack (issue 18); and to name the field of a number the parser
// cannot hold (1e400).
struct Scan {
  struct Level {
    bool array;
    std::size_t index = 0;   // array: the element being read
    std::string key;         // object: the key of the value being read
    bool expect_key = true;  // object: the next string is a key
  };
  std::vector<Level> levels;

  // Reads text[i] (and a whole string from there); returns the index of the last character read.
  std::size_t Step(const std::string& text, std::size_t i) {
    const char ch = text[i];
    if (ch == '"') {
      const std::size_t start = i + 1;
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
      if (!levels.empty() && !levels.back().array && levels.back().expect_key) {
        levels.back().key = text.substr(start, std::min<std::size_t>(i - start, 64));
        levels.back().expect_key = false;
      }
    } else if (ch == '[' || ch == '{') {
      levels.push_back(Level{ch == '[', 0, {}, true});
    } else if ((ch == ']' || ch == '}') && !levels.empty()) {
      levels.pop_back();
    } else if (ch == ',' && !levels.empty()) {
      ++levels.back().index;
      levels.back().expect_key = true;
    }
    return i;
  }

  // Where the scan is, as the field readers name it: "p[1]", "balls[3].m"; "" at the top.
  std::string Field() const {
    std::string f;
    for (const Level& l : levels) {
      f += l.array ? "[" + std::to_string(l.index) + "]" : (f.empty() ? "" : ".") + l.key;
    }
    return f;
  }
};

// The top-level field whose value nests deeper than domain::kMaxJsonDepth ("" for the root), or nothing.
std::optional<std::string> TooDeep(const std::string& text) {
  Scan scan;
  for (std::size_t i = 0; i < text.size(); ++i) {
    i = scan.Step(text, i);
    if (scan.levels.size() > static_cast<std::size_t>(domain::kMaxJsonDepth))
      return scan.levels[0].array ? std::string() : scan.levels[0].key;
  }
  return std::nullopt;
}

// The field that holds the first `token` of the text outside strings ("" if not found).
std::string FieldOf(const std::string& text, const std::string& token) {
  Scan scan;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '"' && text.compare(i, token.size(), token) == 0) return scan.Field();
    i = scan.Step(text, i);
  }
  return "";
}

}  // namespace

json ParseScene(const std::string& text, const std::string& name) {
  if (const std::optional<std::string> field = TooDeep(text))
    throw SceneError(
        name, *field,
        "nested deeper than " + std::to_string(domain::kMaxJsonDepth) + " levels of [ ] and { }");
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    // e.byte is 1-based; report line and column so the user finds it.
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i + 1 < e.byte && i < text.size(); ++i) {
      if (text[i] == '\n')
        ++line, col = 1;
      else
        ++col;
    }
    throw SceneError(name, "",
                     "not valid JSON at line " + std::to_string(line) + ", column " + std::to_string(col));
  } catch (const json::out_of_range& e) {
    // 406: a number beyond ±1.8e308 ("1e400"), which a double cannot hold (found by fuzzing: it escaped as
    // an uncaught exception and aborted `ricochet explain`). Named like any other non-finite number.
    const std::string what = e.what();
    const std::size_t q = what.find('\'');
    const std::string token = q == std::string::npos ? "" : what.substr(q + 1, what.rfind('\'') - q - 1);
    throw SceneError(name, token.empty() ? "" : FieldOf(text, token),
                     "must be a finite number, got " + (token.empty() ? "a number beyond ±1.8e308" : token));
  }
  if (!j.is_object()) throw SceneError(name, "", "a scene must be a JSON object {\"lesson\": ..., ...}");
  return j;
}

json ReadSceneFile(const std::string& path) {
  std::string text;
  if (path == "-") {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    text = ss.str();
  } else {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw SceneError(path, "", "cannot open the file");
    std::ostringstream ss;
    ss << in.rdbuf();
    text = ss.str();
  }
  return ParseScene(text, path == "-" ? "<stdin>" : path);
}

namespace {

// The shortest form that reads back as x, as a person writes it: 1e6, 1e-6, 89.9,
// 1000001, 1.7976931348623157e308.
std::string Short(double x) {
  char buf[32];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, x);
    if (std::strtod(buf, nullptr) == x) break;
  }
  std::string s = buf;
  if (const std::size_t e = s.find('e'); e != std::string::npos) {  // 1e+06 → 1e6, 1e-06 → 1e-6
    std::size_t i = e + 1;
    if (s[i] == '+') {
      s.erase(i, 1);
    } else if (s[i] == '-') {
      ++i;
    }
    while (i + 1 < s.size() && s[i] == '0') s.erase(i, 1);
  }
  return s;
}

double ToNumber(const json& v, const std::string& field, const std::string& file,
                const domain::Range& range) {
  if (!v.is_number()) {
    throw SceneError(file, field, std::string("expected a number, got ") + v.type_name());
  }
  const double x = v.get<double>();
  if (!std::isfinite(x)) throw SceneError(file, field, "must be a finite number");
  CheckRange(x, range, field, file);
  return x;
}

Vec2 ToPoint(const json& v, const std::string& field, const std::string& file, const domain::Range& range) {
  if (!v.is_array()) {
    throw SceneError(file, field, std::string("expected a point [x, y], got ") + v.type_name());
  }
  if (v.size() != 2) {
    throw SceneError(file, field, "expected a point [x, y] with 2 numbers, got " + std::to_string(v.size()));
  }
  return {ToNumber(v[0], field + "[0]", file, range), ToNumber(v[1], field + "[1]", file, range)};
}

}  // namespace

void CheckRange(double x, const domain::Range& r, const std::string& field, const std::string& file) {
  if (domain::Contains(r, x)) return;
  std::string want;
  if (r.lo == -r.hi) {
    want = "within ±" + Short(r.hi);
  } else {
    want = std::string(r.zero_ok ? "0 or " : "") + "in " + (r.open_lo ? "(" : "[") + Short(r.lo) + ", " +
           Short(r.hi) + "]";
  }
  throw SceneError(file, field, "must be " + want + ", got " + Short(x));
}

void CheckApart(Vec2 a, Vec2 b, const char* field_a, const char* field_b, const std::string& file) {
  // hypot: no underflow on the way. 0.1 % slack: near 10⁶ a difference of coordinates is only known to
  // 10⁻¹⁰, so a distance meant as 10⁻⁶ may come out a few ulps short.
  const double d = Length(b - a);
  if (d == 0.0 || d >= domain::kMinLength * (1.0 - 1e-3)) return;
  throw SceneError(file, field_b,
                   "is " + Short(d) + " from " + field_a +
                       ": two points that define a direction must coincide or be at least " +
                       Short(domain::kMinLength) + " apart");
}

void CheckRadiusToExtent(double r, double extent, const std::string& r_field, const std::string& extent_field,
                         const std::string& file) {
  if (r >= domain::kMinRadiusToExtent * extent) return;
  char least[32];  // the smallest radius at this extent, to 3 digits as a person reads it (10, not 1e1)
  std::snprintf(least, sizeof least, "%.3g", domain::kMinRadiusToExtent * extent);
  throw SceneError(file, r_field,
                   "is " + Short(r) + ", below " + Short(domain::kMinRadiusToExtent) +
                       " × the scene's extent " + Short(extent) + " (" + extent_field +
                       "): a radius must be at least " + least + " at that scale");
}

double ReadNumber(const json& scene, const char* field, const std::string& file, const domain::Range& range) {
  if (!scene.contains(field)) throw SceneError(file, field, "missing");
  return ToNumber(scene.at(field), field, file, range);
}

Vec2 ReadPoint(const json& scene, const char* field, const std::string& file, const domain::Range& range) {
  if (!scene.contains(field)) throw SceneError(file, field, "missing");
  return ToPoint(scene.at(field), field, file, range);
}

std::optional<double> ReadOptionalNumber(const json& scene, const char* field, const std::string& file,
                                         const domain::Range& range) {
  if (!scene.contains(field) || scene.at(field).is_null()) return std::nullopt;
  return ToNumber(scene.at(field), field, file, range);
}

std::optional<Vec2> ReadOptionalPoint(const json& scene, const char* field, const std::string& file,
                                      const domain::Range& range) {
  if (!scene.contains(field) || scene.at(field).is_null()) return std::nullopt;
  return ToPoint(scene.at(field), field, file, range);
}

std::string ReadLessonId(const json& scene, const std::string& file) {
  if (!scene.is_object()) throw SceneError(file, "", "a scene must be a JSON object");
  if (!scene.contains("lesson")) throw SceneError(file, "lesson", "missing");
  if (!scene.at("lesson").is_string()) throw SceneError(file, "lesson", "expected a lesson id string");
  return scene.at("lesson").get<std::string>();
}

void WriteFileAtomically(const std::string& path, const std::string& text) {
  const std::filesystem::path target(path);
  const std::filesystem::path dir = target.parent_path().empty() ? "." : target.parent_path();
  std::string tmp = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  const int fd = mkstemp(tmp.data());
  if (fd < 0) throw SceneError(path, "", std::string("cannot write the file: ") + std::strerror(errno));
  const mode_t mask = umask(0);  // mkstemp makes 0600; give the file the usual permissions
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = write(fd, text.data() + done, text.size() - done);
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  const int err = errno;
  if (close(fd) != 0 || done < text.size()) {
    std::remove(tmp.c_str());
    throw SceneError(path, "", std::string("write failed: ") + std::strerror(err));
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    const int e = errno;
    std::remove(tmp.c_str());
    throw SceneError(path, "", std::string("cannot replace the file: ") + std::strerror(e));
  }
}

void WriteSceneFile(const std::string& path, const json& scene) {
  WriteFileAtomically(path, scene.dump(2) + "\n");
}

}  // namespace ricochet::app
