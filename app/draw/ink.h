// The figure's semantic colours: a Theme maps each to RGBA. Its own header so that data such as a
// derivation step can name its colour without depending on the draw layer.
#pragma once

#include <cstdint>

namespace ricochet::app {

// Semantic colours. A Theme maps each to RGBA; meaning is also carried by shape or label, never colour alone.
enum class Ink : std::uint8_t {
  Text,
  Muted,
  Grid,
  GridMajor,
  Axis,
  Wall,
  Normal,
  Edge,
  Point,
  Path,
  Start,
  End,
  Ball,
  Hit,
  Reflect,
  Pillar,
  Outside,
  Inside,
  Highlight,
  Warning,
  Plot1,
  Plot2,
  Plot3,
  Count
};

}  // namespace ricochet::app
