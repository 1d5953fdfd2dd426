// Sandbox scenes: JSON ⇄ ricochet::World, and the named presets. Shared by `ricochet simulate` and the
// sandbox lesson, so the CLI runs exactly what the GUI shows.
//
// {"lesson": "sandbox",
//  "balls":   [{"p": [x, y], "v": [x, y], "r": r, "m": m}, ...]   v defaults to [0, 0], m to 1;
//                                                                 "kinematic": true instead of m = a paddle
//  "walls":   [{"p0": [x, y], "p1": [x, y]}, ...]
//  "pillars": [{"c": [x, y], "r": r}, ...]
//  "gravity": [x, y]                                              optional, world units per frame²
//  "broadphase": "grid" | "naive"                                 optional
//  "preset": "pinball" | "air-hockey" | "billiards" | "gas"       optional: starts from the preset; the
//            | "small gas"                                        other fields given replace its own
// }
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ricochet/world.h"
#include "scene/scene.h"

namespace ricochet::app {

// The sandbox lesson's id: its syllabus entry, its scenes' "lesson" and `ricochet simulate`'s check.
inline constexpr char kSandboxLesson[] = "sandbox";

// The scene's fields (docs/scene-fields.md), each list's elements' as its items: SandboxWorld refuses any
// other.
std::span<const SceneField> SandboxFields();

// Validates (SceneError naming e.g. "balls[3].r") and builds the world. Balls must not overlap each other,
// a wall or a pillar at the start: the engine keeps them apart, it does not pull them apart.
World SandboxWorld(const nlohmann::json& scene, const std::string& file);

// The scene of a world (full precision), without "preset".
nlohmann::json SandboxJson(const World& w);
// A hash of every field SandboxJson writes (the balls' p, v, r, m, the walls, pillars, gravity, broad phase):
// the shell's check for an edit of a 10,000-ball table costs this, not the JSON.
std::uint64_t SandboxStamp(const World& w);

struct SandboxPresetInfo {
  const char* name;
  const char* what;
};
const std::vector<SandboxPresetInfo>& SandboxPresets();
// A complete scene; throws SceneError(file, "preset", ...) for an unknown name.
nlohmann::json SandboxPreset(std::string_view name, const std::string& file = "<preset>");
// A scene that names a preset ({"lesson": "sandbox", "preset": "gas"}: what the lesson's presets are, so the
// panel, which asks for them every frame, builds no table) made complete: the preset's scene with the given
// fields over it. A scene without "preset" is returned as it is; SandboxWorld reads both alike.
nlohmann::json CompleteSandboxScene(const nlohmann::json& scene, const std::string& file = "<preset>");

}  // namespace ricochet::app
