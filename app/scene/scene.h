// Scene files: `{"lesson": ID, ...inputs}`, points as [x, y]. The one reader used by the CLI and the GUI.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "ricochet/domain.h"
#include "ricochet/vec2.h"

namespace ricochet::app {

// One clear line: "<file>: <field>: <problem>". Each part is made printable and cut to a sensible length
// (scene/files.h: Printable), so nothing a file holds — a key with an escape sequence or a newline, a title
// of 50 MB — reaches the terminal as anything but one line of text.
struct SceneError : std::runtime_error {
  SceneError(std::string file, std::string field, std::string problem);
  std::string file, field, problem;
  // A number refused for its range (CheckRange): the nearest value the range holds — its nearer end, or
  // just inside an open end (then `above` is that end) — for the suggestion a status line makes (WCAG
  // 3.3.3: NearestAcceptedText). nullopt for every other refusal.
  std::optional<double> nearest, above;
};

// The most slides a deck may have: a term of lectures fits, a runaway file does not.
inline constexpr std::size_t kMaxSlides = 1000;

// Reads (ReadFileText: a regular file of at most kMaxSceneBytes, or "-" for stdin) and parses a scene or a
// deck. Throws SceneError naming the file: I/O, the file's type or size, and ParseScene's refusals.
nlohmann::json ReadSceneFile(const std::string& path);
// The same for text already in memory; `name` is the file name for messages. The text must be one JSON
// object and nothing after it. Its shape is checked in one pass before any tree is built, so what would cost
// the tree's memory or the stack is refused first: nesting deeper than domain::kMaxJsonDepth, more balls,
// walls, pillars or slides than the domain's counts (domain.h, kMaxSlides), more than 10,000 elements in any
// other list or 1,000 fields in an object, a text (string or key) over 64 KiB, a number beyond a double.
nlohmann::json ParseScene(const std::string& text, const std::string& name);
// The same for any one JSON value (an object is not required): --practice-answers.
nlohmann::json ParseJson(const std::string& text, const std::string& name);

// One field of a scene file, as the readers take it and docs/scene-fields.md lists it (`ricochet fields`
// writes that page from these tables; app/tests/fields_test.cpp checks them against the readers).
enum class FieldKind : std::uint8_t { Point, Number, Text, Flag, Objects };
struct SceneField {
  const char* name;  // the key in the file: "rs"
  FieldKind kind;
  bool required;
  const domain::Range* range;  // Point, Number: the range the reader takes (domain.h); nullptr otherwise
  const char* symbol;          // the lecture's symbol as math::Sym markup ("r_s"); "" when it has none
  const char* unit;            // "length", "length/frame", "mass", "°" …; "" for a word or a flag
  const char* meaning;         // what it is; for Text, its values ("\"circle\" or \"wall\"")
  const SceneField* items = nullptr;  // Objects: the fields of each element (a sandbox ball)
  std::size_t item_count = 0;
};

// The fields every lesson's scene may hold besides its own: "lesson", the window's view ("t", "reveal") and
// `ricochet check`'s note of a failing case ("check").
std::span<const SceneField> CommonSceneFields();

// The nearest of `known` to `name` (case, '_' and '-' aside, then by edit distance), or "" when none is
// close (more than a third of the name would have to change).
std::string NearestName(std::string_view name, std::span<const std::string_view> known);
// Every key of `j` is one of `fields` (or, with common, CommonSceneFields()); else SceneError(file,
// where + key, "unknown field (did you mean rs?)") — a typo is refused, never read as a missing value.
void OnlyKnownFields(const nlohmann::json& j, std::span<const SceneField> fields, const std::string& file,
                     const std::string& where = "", bool common = true);
// The same against a list of names (a deck's slide, the settings).
void OnlyKnownNames(const nlohmann::json& j, std::span<const std::string_view> names, const std::string& file,
                    const std::string& where = "");
// "unknown field (did you mean rs?)", or "unknown field (known: a, b, c)" when no name is close.
std::string UnknownFieldProblem(std::string_view name, std::span<const std::string_view> known);

// Field readers: each throws SceneError naming the file and field (missing, not a number, wrong length,
// NaN/∞, outside the field's range of the input domain, ricochet/domain.h). `file` is only used for the
// message. A point's range applies to both of its coordinates. An optional field is absent or a value:
// `null` is refused like any other non-number (it is not "absent").
double ReadNumber(const nlohmann::json& scene, const char* field, const std::string& file,
                  const domain::Range& range);
Vec2 ReadPoint(const nlohmann::json& scene, const char* field, const std::string& file,
               const domain::Range& range = domain::kCoordinate);
std::optional<double> ReadOptionalNumber(const nlohmann::json& scene, const char* field,
                                         const std::string& file, const domain::Range& range);
std::optional<Vec2> ReadOptionalPoint(const nlohmann::json& scene, const char* field, const std::string& file,
                                      const domain::Range& range = domain::kCoordinate);
// A number as a person types it, in every refusal and range: the shortest text that reads back as x,
// unless plain decimals are at most two characters longer (100, not 1e2; 50, not 5e1; 1000, not 1e3; still
// 1e6 and 1e-6).
std::string TypedNumber(double x);
// A range as the errors and docs/scene-fields.md word it: "within ±1e6", "0 or in [1e-6, 1e6]".
std::string RangeText(const domain::Range& range);
// Throws SceneError(file, field, "must be in …, got x") when x is outside the range, with its `nearest`.
void CheckRange(double x, const domain::Range& range, const std::string& field, const std::string& file);
// The value of `range` nearest to x (x itself when inside; above an open lower end by a thousandth of the
// range, at most 10⁻³).
double NearestInRange(const domain::Range& range, double x);
// What to type instead of a refused number (WCAG 3.3.3 error suggestion): when `e` carries a nearest value,
// that value is put in `scene` at e.field ("m1", or a point's coordinate "P0[0]") and read by `read` (which
// throws SceneError as the reader that refused it); taken, the sentence "The nearest value it takes is
// 1e-06." (or "It takes values above 0, such as 0.001."); else "" — a suggestion is never one the reader
// would refuse.
std::string NearestAcceptedText(const SceneError& e, nlohmann::json scene,
                                const std::function<void(const nlohmann::json&)>& read);
// The same sentence unchecked, for a value whose range is its only rule (a view setting); "" without one.
std::string SuggestionText(const SceneError& e);
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
// The same for any text (the settings file): a unique temp file next to `path`, then rename (TempFile,
// scene/files.h), so a reader — or a second window saving at the same moment — sees the old file or the new
// one, never a mix. Throws SceneError(path, "", "cannot write it: <why>").
void WriteFileAtomically(const std::string& path, const std::string& text);

}  // namespace ricochet::app
