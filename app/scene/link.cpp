#include "scene/link.h"

#include "scene/scene.h"

namespace ricochet::app {

namespace {
constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int SextetOf(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

int HexOf(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string PercentDecode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && HexOf(s[i + 1]) >= 0 && HexOf(s[i + 2]) >= 0) {
      out += static_cast<char>(HexOf(s[i + 1]) * 16 + HexOf(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}
}  // namespace

// Every 3 bytes become 4 characters of 6 bits each; a last group of 1 or 2 bytes becomes 2 or 3 characters.
std::string Base64UrlEncode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const unsigned v = static_cast<unsigned char>(bytes[i]) << 16 |
                       static_cast<unsigned char>(bytes[i + 1]) << 8 |
                       static_cast<unsigned char>(bytes[i + 2]);
    for (int k = 18; k >= 0; k -= 6) out += kAlphabet[(v >> k) & 63];
  }
  const std::size_t rest = bytes.size() - i;
  if (rest > 0) {
    unsigned v = static_cast<unsigned char>(bytes[i]) << 16;
    if (rest == 2) v |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    out += kAlphabet[(v >> 18) & 63];
    out += kAlphabet[(v >> 12) & 63];
    if (rest == 2) out += kAlphabet[(v >> 6) & 63];
  }
  return out;
}

std::optional<std::string> Base64UrlDecode(std::string_view text) {
  while (!text.empty() && text.back() == '=') text.remove_suffix(1);
  if (text.size() % 4 == 1) return std::nullopt;  // 6 bits cannot end a byte
  std::string out;
  out.reserve(text.size() * 3 / 4);
  unsigned acc = 0;
  int bits = 0;
  for (char c : text) {
    const int s = SextetOf(c);
    if (s < 0) return std::nullopt;
    acc = (acc << 6) | static_cast<unsigned>(s);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xFF);
    }
  }
  return out;
}

std::vector<std::pair<std::string, std::string>> ParseFragment(std::string_view fragment) {
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  std::vector<std::pair<std::string, std::string>> out;
  while (!fragment.empty()) {
    const std::size_t amp = fragment.find('&');
    const std::string_view item = fragment.substr(0, amp);
    fragment = amp == std::string_view::npos ? std::string_view() : fragment.substr(amp + 1);
    if (item.empty()) continue;
    const std::size_t eq = item.find('=');
    out.emplace_back(PercentDecode(item.substr(0, eq)),
                     eq == std::string_view::npos ? std::string() : PercentDecode(item.substr(eq + 1)));
  }
  return out;
}

std::string SceneFragment(const nlohmann::json& scene) { return "scene=" + Base64UrlEncode(scene.dump()); }

nlohmann::json SceneFromFragment(std::string_view value) {
  const std::optional<std::string> text = Base64UrlDecode(value);
  if (!text) throw SceneError("#scene", "", "not base64url (A–Z a–z 0–9 - _), as Copy link makes it");
  return ParseScene(*text, "#scene");
}

}  // namespace ricochet::app
