#include "scene/scene.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

namespace ricochet::app {

using nlohmann::json;

SceneError::SceneError(std::string f, std::string fld, std::string prob)
    : std::runtime_error(f + ": " + (fld.empty() ? "" : fld + ": ") + prob),
      file(std::move(f)),
      field(std::move(fld)),
      problem(std::move(prob)) {}

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

json ParseScene(const std::string& text, const std::string& name) {
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
  }
  if (!j.is_object()) throw SceneError(name, "", "a scene must be a JSON object {\"lesson\": ..., ...}");
  return j;
}

namespace {

double ToNumber(const json& v, const std::string& field, const std::string& file) {
  if (!v.is_number()) {
    throw SceneError(file, field, std::string("expected a number, got ") + v.type_name());
  }
  const double x = v.get<double>();
  if (!std::isfinite(x)) throw SceneError(file, field, "must be a finite number");
  return x;
}

Vec2 ToPoint(const json& v, const std::string& field, const std::string& file) {
  if (!v.is_array()) {
    throw SceneError(file, field, std::string("expected a point [x, y], got ") + v.type_name());
  }
  if (v.size() != 2) {
    throw SceneError(file, field, "expected a point [x, y] with 2 numbers, got " + std::to_string(v.size()));
  }
  return {ToNumber(v[0], field + "[0]", file), ToNumber(v[1], field + "[1]", file)};
}

}  // namespace

double ReadNumber(const json& scene, const char* field, const std::string& file) {
  if (!scene.contains(field)) throw SceneError(file, field, "missing");
  return ToNumber(scene.at(field), field, file);
}

Vec2 ReadPoint(const json& scene, const char* field, const std::string& file) {
  if (!scene.contains(field)) throw SceneError(file, field, "missing");
  return ToPoint(scene.at(field), field, file);
}

std::optional<double> ReadOptionalNumber(const json& scene, const char* field, const std::string& file) {
  if (!scene.contains(field) || scene.at(field).is_null()) return std::nullopt;
  return ToNumber(scene.at(field), field, file);
}

std::optional<Vec2> ReadOptionalPoint(const json& scene, const char* field, const std::string& file) {
  if (!scene.contains(field) || scene.at(field).is_null()) return std::nullopt;
  return ToPoint(scene.at(field), field, file);
}

std::string ReadLessonId(const json& scene, const std::string& file) {
  if (!scene.is_object()) throw SceneError(file, "", "a scene must be a JSON object");
  if (!scene.contains("lesson")) throw SceneError(file, "lesson", "missing");
  if (!scene.at("lesson").is_string()) throw SceneError(file, "lesson", "expected a lesson id string");
  return scene.at("lesson").get<std::string>();
}

void WriteSceneFile(const std::string& path, const json& scene) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw SceneError(path, "", "cannot write the file");
    out << scene.dump(2) << '\n';
    if (!out.flush()) {
      std::remove(tmp.c_str());
      throw SceneError(path, "", "write failed");
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    throw SceneError(path, "", "cannot replace the file");
  }
}

}  // namespace ricochet::app
