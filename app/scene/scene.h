// Scene files: `{"lesson": ID, ...inputs}`, points as [x, y]. The one reader used by the CLI and the GUI.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>

#include "ricochet/domain.h"
#include "ricochet/vec2.h"

namespace ricochet::app {

// One clear line: "<file>: <field>: <problem>".
struct SceneError : std::runtime_error {
  SceneError(std::string file, std::string field, std::string problem);
  std::string file, field, problem;
};

// Reads and parses a JSON file ("-" is stdin). Throws SceneError on I/O or syntax errors, and on nesting
// deeper than domain::kMaxJsonDepth (found by a scan of the text before anything recursive touches it).
nlohmann::json ReadSceneFile(const std::string& path);
// The same for text already in memory; `name` is the file name for messages.
nlohmann::json ParseScene(const std::string& text, const std::string& name);

// Field readers: each throws SceneError naming the file and field (missing, not a number, wrong length,
// NaN/∞, outside the field's range of the input domain, ricochet/domain.h). `file` is only used for the
// message. A point's range applies to both of its coordinates.
double ReadNumber(const nlohmann::json& scene, const char* field, const std::string& file,
                  const domain::Range& range);
Vec2 ReadPoint(const nlohmann::json& scene, const char* field, const std::string& file,
               const domain::Range& range = domain::kCoordinate);
std::optional<double> ReadOptionalNumber(const nlohmann::json& scene, const char* field,
                                         const std::string& file, const domain::Range& range);
std::optional<Vec2> ReadOptionalPoint(const nlohmann::json& scene, const char* field, const std::string& file,
                                      const domain::Range& range = domain::kCoordinate);
// Throws SceneError(file, field, "must be in …, got x") when x is outside the range.
void CheckRange(double x, const domain::Range& range, const std::string& field, const std::string& file);
// Two points that define a direction (an edge P0 → P1, a motion Bs → Be, the line of centres) must be the
// same point (each lesson's own degenerate case) or at least domain::kMinLength apart: closer, the squares
// of their difference underflow or keep no digit. Throws SceneError naming field_b otherwise.
void CheckApart(Vec2 a, Vec2 b, const char* field_a, const char* field_b, const std::string& file);
// A radius must be at least domain::kMinRadiusToExtent of the scene's extent (the largest magnitude among
// its coordinates and per-frame lengths, found at extent_field): smaller, the rounding of numbers that
// large is no longer small beside it. Throws SceneError naming r_field otherwise.
void CheckRadiusToExtent(double r, double extent, const std::string& r_field, const std::string& extent_field,
                         const std::string& file);
std::string ReadLessonId(const nlohmann::json& scene, const std::string& file);

inline nlohmann::json PointJson(Vec2 p) { return nlohmann::json::array({p.x, p.y}); }

// Writes atomically (temp file + rename): never leaves a partial file. Throws SceneError on failure.
void WriteSceneFile(const std::string& path, const nlohmann::json& scene);
// The same for any text (the settings file): a unique temp file next to `path`, then rename, so a reader —
// or a second window saving at the same moment — sees the old file or the new one, never a mix.
void WriteFileAtomically(const std::string& path, const std::string& text);

}  // namespace ricochet::app
