// Where a figure's labels go, for one output (the screen's canvas or an exported file). Both backends place
// labels with PlaceLabels, so a label sits in the same spot on screen and on the slide, and tests measure the
// placement without a window.
//
// A label never covers another label, a handle (Figure::KeepOut), a marker, the end of a segment or the tip
// of an arrow, nor (a world label) a plot or caption of the Overlay; it stays inside the output. Labels are
// placed by priority (LabelPriority: Key first, then High, Normal, Low; in figure order within one), each in
// the first free spot of a fixed list: where it asked to be, then around its point at growing distance; with
// none, the same list at LabelOutput::fallback_label_px. One with no free spot is dropped (a Key label is
// drawn where it asked instead), so the lecture's symbols stay and a crowded figure loses its least
// important words rather than stacking them. When a theme's larger labels crowd out a label that the
// layout at the fallback size keeps, the placer tries again with the crowded labels first among their
// equals, else sets every label at the fallback size; on these passes a label with no free spot looks
// further out (more directions, one ring more) once every other label is placed. A world label moved far
// from its point gets a leader line to it (PlacedLabel::leader).
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "draw/figure.h"

namespace ricochet::app {

// The advance width in px of `text` at a line height of `line_px` px.
using TextWidth = std::function<double(const std::string& text, double line_px)>;

// The output labels are laid out for.
struct LabelOutput {
  std::function<Vec2(Vec2 p, Space sp)> to_px;  // a figure point → output px (y down)
  Bounds view;                                  // the output rectangle, px
  double scale = 1.0;                           // output px per logical px
  double line_scale = 1.0;                      // the theme's stroke factor (arrow heads)
  double label_px = 18.0;                       // a body label's line height, output px (theme's factor in)
  double min_line_px = 0;                       // no label's line is lower (the projector's size floor)
  // A label with no free spot at label_px tries this smaller size too before it is dropped: the label size
  // without the theme's factor, so a theme's larger labels (the projector's) never lose one that the plain
  // size keeps. 0: no second try. The screen (figure_imgui.cpp) and exports (ViewLabels) set it.
  double fallback_label_px = 0;
  TextWidth text_width;
};

// A label the placer had to move from where it asked to be, to more than kLeaderGapLines of its line height
// from its point (the gap between the point and its text box), is drawn with a leader: a thin line from the
// point to the text's halo, as GeoGebra and Desmos draw a label set away from what it names.
inline constexpr double kLeaderGapLines = 1.5;
// The leader starts this far from its point (logical px), so it does not smudge a dot or an arrow's tip,
// and is this wide (logical px, before the theme's stroke factor).
inline constexpr double kLeaderPointGapPx = 2.0;
inline constexpr double kLeaderWidthPx = 1.0;

struct PlacedLabel {
  std::size_t prim = 0;         // index in Figure::prims()
  Vec2 lo, size;                // the text box: top-left and size, output px
  double line_px = 0;           // the font's line height, px
  bool moved = false;           // not where it asked to be (the placer found it another spot)
  bool leader = false;          // drawn with a leader from its point (see kLeaderGapLines)
  Vec2 leader_from, leader_to;  // the leader, output px: near the point → the nearest point of the halo
};

// The gap (output px) between a point and a text box: 0 when the point is in the box.
double GapToBox(Vec2 p, Vec2 lo, Vec2 size);

struct LabelLayout {
  std::vector<PlacedLabel> placed;   // in figure order
  std::vector<std::size_t> dropped;  // labels with no free spot (prim indices)
  std::vector<std::size_t> forced;   // Key labels drawn where they asked although it was not free
};

LabelLayout PlaceLabels(const Figure& fig, const LabelOutput& out);

// The rectangles (output px) that the figure's Overlay covers: plots (Figure::reserved), captions and panels
// such as bar charts. A camera fit keeps the scene out of them; the canvas grid prints no numbers in them.
std::vector<Bounds> OverlayCover(const Figure& fig, const LabelOutput& out);

// The discs (output px) a label must not cover: handles, markers, segment ends and arrow tips in view.
struct Disc {
  Vec2 c;
  double r;
};
std::vector<Disc> LabelObstacles(const Figure& fig, const LabelOutput& out);

// The halo both backends draw around a label's text, output px each side (x, y) at `scale`: labels keep their
// halos apart, and a leader ends on it.
Vec2 LabelHalo(double scale);

// Do two rectangles overlap (share more than an edge)?
bool Overlap(const Bounds& a, const Bounds& b);

// What the canvas grid's numbers keep clear of (output px), so no number hides under a label, a handle or a
// wall: the Overlay's cover (plots, captions), the placed labels with their halos, the obstacles (handles,
// markers, segment ends, arrow tips) as boxes, and the figure's lines (segments, arrows, polylines).
struct GridClear {
  std::vector<Bounds> boxes;
  std::vector<std::pair<Vec2, Vec2>> lines;
};
GridClear GridKeepClear(const Figure& fig, const LabelOutput& out, const LabelLayout& labels);

}  // namespace ricochet::app
