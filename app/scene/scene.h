// Scene files: `{"lesson": ID, ...inputs}`, points as [x, y]. The one reader used by the CLI and the GUI.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>

#include "ricochet/vec2.h"

namespace ricochet::app {

// One clear line: "<file>: <field>: <problem>".
struct SceneError : std::runtime_error {
  SceneError(std::string file, std::string field, std::string problem);
  std::string file, field, problem;
};

// Reads and parses a JSON file ("-" is stdin). Throws SceneError on I/O or syntax errors.
nlohmann::json ReadSceneFile(const std::string& path);
// Parses a scene's text (a file's, an upload's, a link's); `name` is what error messages call it.
nlohmann::json ParseScene(const std::string& text, const std::string& name);

// Field readers: each throws SceneError naming the file and field (missing, not a number, wrong length,
// NaN/∞ …). `file` is only used for the message.
double ReadNumber(const nlohmann::json& scene, const char* field, const std::string& file);
Vec2 ReadPoint(const nlohmann::json& scene, const char* field, const std::string& file);
std::optional<double> ReadOptionalNumber(const nlohmann::json& scene, const char* field,
                                         const std::string& file);
std::optional<Vec2> ReadOptionalPoint(const nlohmann::json& scene, const char* field,
                                      const std::string& file);
std::string ReadLessonId(const nlohmann::json& scene, const std::string& file);

inline nlohmann::json PointJson(Vec2 p) { return nlohmann::json::array({p.x, p.y}); }

// Writes atomically (temp file + rename): never leaves a partial file. Throws SceneError on failure.
void WriteSceneFile(const std::string& path, const nlohmann::json& scene);

}  // namespace ricochet::app
