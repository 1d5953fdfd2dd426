// The canvas grid as primitives in output pixels, laid out once for every backend: minor and major lines
// every 1, 2 or 5 × 10^k world units (MakeGrid), the axes through the origin (kept in view when panned
// away), the major numbers beside them and the axis names. The screen (grid_imgui.h) and the Cairo export
// (figure_cairo.h) only draw what this returns, so the two outputs cannot drift apart.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "draw/camera.h"
#include "draw/ink.h"

namespace ricochet::app {

struct GridDrawing {
  struct Line {
    Vec2 a, b;  // output px
    Ink ink;    // Grid, GridMajor or Axis
    double width_px;
  };
  struct Text {
    Vec2 top_left;   // output px
    double line_px;  // the text's line height
    Ink ink;         // Muted for numbers, Axis for the names
    std::string text;
  };
  std::vector<Line> lines;  // minor lines, then major ones, then the axes
  std::vector<Text> texts;
};

struct GridView {
  Bounds visible;                   // the world rectangle in view
  double ppu;                       // px per world unit
  Vec2 view_min, view_size;         // the output rectangle, px
  std::function<Vec2(Vec2)> to_px;  // world → output px
  double scale;                     // logical px → output px (spacing, axis width)
  double line_px;                   // a grid line's width
  double number_px;                 // the numbers' line height (the names are 1.15 × it)
};

// `measure(text, line_px)` is the output's text width at that line height. No text is kept whose box meets
// a `covered` rectangle or crosses one of `lines` (output px: the figure's plots, captions, labels, handles
// and lines, GridKeepClear).
GridDrawing LayoutGrid(const GridView& v, const std::function<double(std::string_view, double)>& measure,
                       std::span<const Bounds> covered = {},
                       std::span<const std::pair<Vec2, Vec2>> lines = {});

}  // namespace ricochet::app
