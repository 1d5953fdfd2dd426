// Leader lines (draw/labels.h): a world label that sits more than kLeaderGapLines of its line height from its
// point has a leader to the point, unless its lesson asked for it there (its offset is that long), and a
// leader runs from its point to its label's halo without crossing the label's text. Shared by the layout
// test (every lesson and preset, on screen and exported) and the lecture hall (every deck's steps).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>

#include "draw/clip.h"
#include "draw/labels.h"

namespace ricochet::app {

// Checks every placed label of `layout`; returns how many have a leader. `to_px`: a world point → output px;
// `scale`: output px per logical px.
inline int CheckLeaders(const Figure& fig, const LabelLayout& layout, const std::function<Vec2(Vec2)>& to_px,
                        double scale, const std::string& where) {
  int leaders = 0;
  for (const PlacedLabel& l : layout.placed) {
    const Prim& p = fig.prims()[l.prim];
    if (p.space != Space::World) {
      EXPECT_FALSE(l.leader) << where << ": the caption \"" << p.text << "\" has a leader";
      continue;
    }
    const Vec2 at = to_px(p.a);
    if (!IsFinite(at)) continue;
    const Vec2 near{std::clamp(at.x, l.lo.x, l.lo.x + l.size.x), std::clamp(at.y, l.lo.y, l.lo.y + l.size.y)};
    const double gap = Length(near - at), far = kLeaderGapLines * l.line_px;
    if (!l.leader) {
      // Far from its point without a leader: only where its lesson asked it to be (its offset that long).
      EXPECT_FALSE(gap > far && gap > Length(p.offset_px) * scale + 1.0)
          << where << ": \"" << p.text << "\" sits " << gap << " px (" << gap / l.line_px
          << " lines) from its point, with no leader";
      continue;
    }
    ++leaders;
    EXPECT_TRUE(l.moved) << where << ": \"" << p.text << "\" has a leader where it asked to be";
    EXPECT_GT(gap, far) << where << ": \"" << p.text << "\" has a leader though it is near its point";
    // From its point (a hair off it) …
    EXPECT_LE(Length(l.leader_from - at), kLeaderPointGapPx * scale + 1e-6) << where << ": " << p.text;
    // … to the label's halo, on the side facing the point: the whole line from the point to its end stays
    // outside the text's box.
    Vec2 a = at, b = l.leader_to;
    Bounds text;
    text.Add(l.lo + Vec2{0.25, 0.25}), text.Add(l.lo + l.size - Vec2{0.25, 0.25});
    EXPECT_FALSE(ClipSegment(a, b, text))
        << where << ": the leader of \"" << p.text << "\" crosses its label";
    const Vec2 halo = LabelHalo(scale);
    const Vec2 end = l.leader_to;
    const bool on_halo = end.x >= l.lo.x - halo.x - 1e-6 && end.x <= l.lo.x + l.size.x + halo.x + 1e-6 &&
                         end.y >= l.lo.y - halo.y - 1e-6 && end.y <= l.lo.y + l.size.y + halo.y + 1e-6;
    EXPECT_TRUE(on_halo) << where << ": the leader of \"" << p.text << "\" stops short of its label";
  }
  return leaders;
}

}  // namespace ricochet::app
