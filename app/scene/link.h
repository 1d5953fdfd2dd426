// Scene links: a lesson or a whole scene in the fragment of a URL, for the browser version (docs/web.md):
//   index.html#lesson=ray-circle         opens a lesson
//   index.html#scene=eyJsZXNzb24iOi...   opens an exact configuration: base64url (RFC 4648 §5, no padding)
//                                        of the scene's JSON, as File → Copy link to this scene makes it
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ricochet::app {

std::string Base64UrlEncode(std::string_view bytes);
// nullopt when `text` is not base64url ('=' padding at the end is accepted, nothing else).
std::optional<std::string> Base64UrlDecode(std::string_view text);

// "lesson=ray-circle&x=1" (with or without the leading '#') → {{"lesson", "ray-circle"}, {"x", "1"}}, in
// order; %XX escapes in keys and values are decoded.
std::vector<std::pair<std::string, std::string>> ParseFragment(std::string_view fragment);

// "scene=<base64url of the compact JSON>": the fragment that opens `scene`.
std::string SceneFragment(const nlohmann::json& scene);
// The scene in the value of a `scene=` fragment. Throws SceneError naming "#scene" when the value is not
// base64url or not a scene's JSON.
nlohmann::json SceneFromFragment(std::string_view value);

}  // namespace ricochet::app
