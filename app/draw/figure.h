// Figure: the draw layer. Lessons record primitives here in world units (y up); backends replay them:
// ImDrawList for the screen (figure_imgui.cpp), Cairo for PNG/SVG/PDF (export/). One drawing, two outputs;
// one label placement for both (draw/labels.h).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "draw/ink.h"
#include "ricochet/vec2.h"

namespace ricochet::app {

// World: world units, y up, moved by the camera. Overlay: logical pixels from the canvas's top-left, y down
// (for plots, legends and captions that stay put while the figure pans).
enum class Space : std::uint8_t { World, Overlay };
enum class Dash : std::uint8_t { Solid, Dashed, Dotted };
enum class Anchor : std::uint8_t {
  Center,
  N,
  S,
  E,
  W,
  NE,
  NW,
  SE,
  SW
};  // which side of the text sits on the point
enum class MarkerShape : std::uint8_t { Dot, Square, Diamond, Cross, Triangle, Ring };
// Which labels stay when there is no room for all (draw/labels.h): labels are placed in this order, Key
// first, each in the first free spot near its point; a label with no free spot is dropped, except a Key
// label, which is drawn where it asked to be. Plot ticks are Low; the lecture's symbols are High.
enum class LabelPriority : std::uint8_t { Low, Normal, High, Key };

// Hatch marks, in logical px: one about every kHatchSpacingPx along the line, each kHatchLengthPx out to
// the side and as far back along it (a 45° stroke).
inline constexpr double kHatchSpacingPx = 20.0;
inline constexpr double kHatchLengthPx = 10.0;

// Widths and sizes are logical pixels; backends multiply by the output scale and the theme's factors.
struct Stroke {
  Ink ink = Ink::Text;
  float width = 2.0f;
  Dash dash = Dash::Solid;
  float alpha = 1.0f;
};
struct Fill {
  Ink ink = Ink::Text;
  float alpha = 1.0f;
};

struct Bounds {
  Vec2 min{1e300, 1e300};
  Vec2 max{-1e300, -1e300};
  bool Empty() const { return min.x > max.x || min.y > max.y; }
  void Add(Vec2 p);
  void Add(Vec2 c, double r);
  void Add(const Bounds& b);
  Bounds Padded(double margin) const;
  Vec2 Center() const { return (min + max) * 0.5; }
  Vec2 Size() const { return max - min; }
};

struct Prim {
  enum class Kind : std::uint8_t {
    Segment,
    Arrow,
    Circle,
    Disc,
    Polyline,
    Polygon,
    HalfPlane,
    Marker,
    Label,
    Hatch
  };
  Kind kind = Kind::Segment;
  Space space = Space::World;
  Stroke stroke;            // lines and outlines
  Fill fill;                // Disc, Polygon, HalfPlane, Marker
  Vec2 a, b;                // endpoints / centre (a) / HalfPlane: point (a) and normal (b)
  Vec2 side;                // Hatch: the unit world direction its marks stand out to
  double r = 0.0;           // Circle, Disc radius in world units (or logical px in Overlay)
  std::uint32_t first = 0;  // Polyline/Polygon: range in Figure::points()
  std::uint32_t count = 0;
  MarkerShape marker = MarkerShape::Dot;
  float size = 1.0f;  // Marker: radius in px; Label: font scale (1 = the body label size)
  Anchor anchor = Anchor::Center;
  Vec2 offset_px;  // Label: extra offset in logical px (x right, y down), keeps text off handles
  LabelPriority priority = LabelPriority::Normal;  // Label
  std::string text;                                // Label: UTF-8
};

// A disc labels must not cover: a handle the user drags (the shell draws it, so the figure only knows where).
struct KeepOut {
  Vec2 at;          // world units
  double r_px = 0;  // logical px
};
// A handle's keep-out radius (its ring and a little air), logical px; the shell draws handles this size.
inline constexpr double kHandleKeepOutPx = 14.0;

// The anchor that puts a label on the `dir` side of its point (world y up), and a px offset that way
// (screen y down); a zero direction gets up-right.
Anchor AnchorToward(Vec2 dir);
Vec2 OffsetToward(Vec2 dir, double px);

// How faint a construction of an earlier step is drawn when the latest step does not use it (Faded).
inline constexpr float kFadedAlpha = 0.3f;

class Figure {
 public:
  void Segment(Vec2 a, Vec2 b, Stroke s, Space sp = Space::World);
  void Arrow(Vec2 from, Vec2 to, Stroke s, Space sp = Space::World);  // head sized in px
  void Circle(Vec2 c, double r, Stroke s, Space sp = Space::World);
  void Disc(Vec2 c, double r, Fill f, Space sp = Space::World);
  void Polyline(std::span<const Vec2> pts, Stroke s, Space sp = Space::World);
  void Polygon(std::span<const Vec2> pts, Fill f, Space sp = Space::World);  // convex or simple
  // Shades the open half-plane { P : n·(P − p) > 0 } across the whole view.
  void HalfPlane(Vec2 p, Vec2 n, Fill f);
  void Marker(Vec2 p, MarkerShape shape, Ink ink, float radius_px = 5.0f, Space sp = Space::World);
  // Returns the label, e.g. to set its priority: fig.Label(...).priority = LabelPriority::High.
  Prim& Label(Vec2 at, std::string text, Ink ink, Anchor anchor = Anchor::SW, Vec2 offset_px = {6, -6},
              float scale = 1.0f, Space sp = Space::World);
  // Hatching along a → b, as engineering drawings mark the back of a wall: short strokes standing out to
  // `side` (a world direction) and leaning back towards a, kHatchSpacingPx apart and kHatchLengthPx long.
  // Spaced in output px by the backends and clipped to the view, so a wall of any length costs only what
  // of it is on screen.
  void Hatch(Vec2 a, Vec2 b, Vec2 side, Stroke s);

  const std::vector<Prim>& prims() const { return prims_; }
  const std::vector<Vec2>& points() const { return points_; }
  // World-space extent of everything drawn (labels counted at their anchor point).
  Bounds WorldBounds() const;
  // Overlay rectangles (logical px) that panels such as plots cover; a camera fit keeps the scene clear.
  void ReserveOverlay(Bounds px) { reserved_.push_back(px); }
  const std::vector<Bounds>& reserved() const { return reserved_; }
  // View → Plots / Captions: drops the Overlay primitives of the plots (those that start inside a reserved
  // rectangle, which goes too) and/or the other Overlay primitives (captions, legends). World-space
  // primitives always stay: the figure itself is never hidden.
  void DropOverlays(bool plots, bool captions);
  // Discs (handles) no label may cover, on screen and in exports alike.
  void KeepOut(Vec2 at, double r_px) { keep_out_.push_back({at, r_px}); }
  const std::vector<ricochet::app::KeepOut>& keep_outs() const { return keep_out_; }
  void Clear();
  // Every primitive recorded since prims()[first] drawn faint (× kFadedAlpha) and without its labels: the
  // construction of an earlier step that the current one does not use (lessons/lesson.h: Lesson::InFocus).
  void FadeFrom(std::size_t first);

 private:
  Prim& Add(Prim::Kind kind, Space sp);
  std::vector<Prim> prims_;
  std::vector<Vec2> points_;
  std::vector<Bounds> reserved_;
  std::vector<ricochet::app::KeepOut> keep_out_;
};

// While alive and `on`, what the figure records is faded (Figure::FadeFrom): a step's construction that is
// not in focus folds into the background.
class FadedScope {
 public:
  FadedScope(Figure& fig, bool on);
  ~FadedScope();
  FadedScope(const FadedScope&) = delete;
  FadedScope& operator=(const FadedScope&) = delete;

 private:
  Figure& fig_;
  std::size_t first_;
  bool on_;
};

}  // namespace ricochet::app
