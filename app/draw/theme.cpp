#include "draw/theme.h"

namespace ricochet::app {
namespace {

constexpr Rgba Hex(unsigned rgb, float a = 1.0f) {
  return {((rgb >> 16) & 0xff) / 255.0f, ((rgb >> 8) & 0xff) / 255.0f, (rgb & 0xff) / 255.0f, a};
}

// Okabe–Ito: orange E69F00, sky blue 56B4E9, bluish green 009E73, yellow F0E442, blue 0072B2,
// vermillion D55E00, reddish purple CC79A7.
Theme MakeDark() {
  Theme t{ThemeId::Dark, "dark", Hex(0x1b1e24), {}, 1.0f, 1.0f};
  auto set = [&](Ink i, Rgba c) { t.ink[static_cast<std::size_t>(i)] = c; };
  set(Ink::Text, Hex(0xeceff4));
  set(Ink::Muted, Hex(0x9aa3b2));
  set(Ink::Grid, Hex(0x2b3039));
  set(Ink::GridMajor, Hex(0x3a414d));
  set(Ink::Axis, Hex(0x6b7585));
  set(Ink::Wall, Hex(0xeceff4));
  set(Ink::Normal, Hex(0xE69F00));
  set(Ink::Edge, Hex(0x56B4E9));
  set(Ink::Point, Hex(0xF0E442));
  set(Ink::Path, Hex(0x9aa3b2));
  set(Ink::Start, Hex(0x56B4E9));
  set(Ink::End, Hex(0xCC79A7));
  set(Ink::Ball, Hex(0x56B4E9));
  set(Ink::Hit, Hex(0xD55E00));
  set(Ink::Reflect, Hex(0x009E73));
  set(Ink::Pillar, Hex(0xCC79A7));
  set(Ink::Outside, Hex(0xE69F00));
  set(Ink::Inside, Hex(0x0072B2));
  set(Ink::Highlight, Hex(0xffffff));
  set(Ink::Warning, Hex(0xD55E00));
  set(Ink::Plot1, Hex(0x56B4E9));
  set(Ink::Plot2, Hex(0xE69F00));
  set(Ink::Plot3, Hex(0x009E73));
  return t;
}

Theme MakeLight() {
  Theme t = MakeDark();
  t.id = ThemeId::Light;
  t.name = "light";
  t.background = Hex(0xfbfbf8);
  auto set = [&](Ink i, Rgba c) { t.ink[static_cast<std::size_t>(i)] = c; };
  set(Ink::Text, Hex(0x1d2430));
  set(Ink::Muted, Hex(0x5d6675));
  set(Ink::Grid, Hex(0xe6e8ec));
  set(Ink::GridMajor, Hex(0xcfd3da));
  set(Ink::Axis, Hex(0x7d8594));
  set(Ink::Wall, Hex(0x1d2430));
  set(Ink::Edge, Hex(0x0072B2));
  set(Ink::Point, Hex(0x8a7a00));
  set(Ink::Path, Hex(0x5d6675));
  set(Ink::Start, Hex(0x0072B2));
  set(Ink::Ball, Hex(0x0072B2));
  set(Ink::Highlight, Hex(0x000000));
  set(Ink::Plot1, Hex(0x0072B2));
  return t;
}

Theme MakeSlide() {
  Theme t = MakeLight();
  t.id = ThemeId::Slide;
  t.name = "slide";
  t.background = Hex(0xffffff);
  auto set = [&](Ink i, Rgba c) { t.ink[static_cast<std::size_t>(i)] = c; };
  set(Ink::Text, Hex(0x000000));
  set(Ink::Grid, Hex(0xeeeeee));
  set(Ink::GridMajor, Hex(0xd6d6d6));
  set(Ink::Axis, Hex(0x555555));
  set(Ink::Wall, Hex(0x000000));
  set(Ink::Muted, Hex(0x444444));
  t.line_scale = 1.8f;
  t.label_scale = 1.35f;
  return t;
}

}  // namespace

const Theme& GetTheme(ThemeId id) {
  static const Theme kDark = MakeDark(), kLight = MakeLight(), kSlide = MakeSlide();
  switch (id) {
    case ThemeId::Light: return kLight;
    case ThemeId::Slide: return kSlide;
    case ThemeId::Dark: break;
  }
  return kDark;
}

std::optional<ThemeId> ThemeFromName(std::string_view name) {
  if (name == "dark") return ThemeId::Dark;
  if (name == "light") return ThemeId::Light;
  if (name == "slide") return ThemeId::Slide;
  return std::nullopt;
}

}  // namespace ricochet::app
