// Where the window opens (shell/placement.h): inside a monitor's work area, at its saved size and place
// when that still fits the monitors of the day (issue 18: a 1600×900 window fell off a 1280×720 projector).
// The saved rectangle's round trip through the settings file is in shell_test.cpp (Settings.*).
#include "shell/placement.h"

#include <gtest/gtest.h>

namespace ricochet::app {
namespace {

// The window's outer rectangle (content + decorations) lies in the work area.
void ExpectInside(const ScreenRect& r, const ScreenRect& work, FrameInsets f = {}) {
  EXPECT_GE(r.x - f.left, work.x);
  EXPECT_GE(r.y - f.top, work.y);
  EXPECT_LE(r.x + r.w + f.right, work.x + work.w);
  EXPECT_LE(r.y + r.h + f.bottom, work.y + work.h);
}

const Monitor kProjector{{0, 0, 1280, 720}, 1.0f};
const Monitor kFullHd{{0, 0, 1920, 1080}, 1.0f};

TEST(PlaceWindow, FirstRunFitsTheDefaultSizeIntoTheWorkArea) {
  // 1920×1080: the default 1600×900, centred.
  const Monitor full[] = {kFullHd};
  EXPECT_EQ(PlaceWindow(std::nullopt, full), (ScreenRect{160, 90, 1600, 900}));
  // 1280×720 (a projector): the whole screen, not 1600×900 falling off its right and bottom.
  const Monitor proj[] = {kProjector};
  const ScreenRect r = PlaceWindow(std::nullopt, proj);
  EXPECT_EQ(r, (ScreenRect{0, 0, 1280, 720}));
  // A desktop with a 32 px top bar and window decorations: the title bar stays on screen too.
  const Monitor bar[] = {{{0, 32, 1280, 688}, 1.0f}};
  const FrameInsets deco{2, 28, 2, 2};
  const ScreenRect b = PlaceWindow(std::nullopt, bar, deco);
  ExpectInside(b, bar[0].work, deco);
  EXPECT_EQ(b.w, 1280 - 4);
  EXPECT_EQ(b.h, 688 - 30);
  // A 4K screen at content scale 2: the default size in logical px, i.e. 3200×1800 screen px, centred.
  const Monitor uhd[] = {{{0, 0, 3840, 2160}, 2.0f}};
  EXPECT_EQ(PlaceWindow(std::nullopt, uhd), (ScreenRect{320, 180, 3200, 1800}));
}

TEST(PlaceWindow, ASavedPlaceThatStillFitsIsKeptExactly) {
  const Monitor two[] = {kFullHd, {{1920, 0, 2560, 1440}, 1.0f}};  // a second screen to the right
  const ScreenRect saved{2100, 120, 1700, 1000};
  EXPECT_EQ(PlaceWindow(saved, two), saved);
  const ScreenRect on_first{10, 40, 800, 600};
  EXPECT_EQ(PlaceWindow(on_first, two), on_first);
}

TEST(PlaceWindow, ALaptopMovedFromA4KDeskScreenToAProjectorOpensWhole) {
  // Saved on the right half of a 3840×2160 desk screen: only a 1280×720 projector is left.
  const ScreenRect saved{1900, 300, 1900, 1600};
  const Monitor proj[] = {kProjector};
  const ScreenRect r = PlaceWindow(saved, proj);
  ExpectInside(r, kProjector.work);
  EXPECT_EQ(r.w, 1280);
  EXPECT_EQ(r.h, 720);
  // Saved on a second screen that is gone (it was to the left, at negative x): back on the primary.
  const ScreenRect left{-1800, 100, 1600, 900};
  const Monitor full[] = {kFullHd};
  const ScreenRect l = PlaceWindow(left, full);
  ExpectInside(l, kFullHd.work);
  EXPECT_EQ(l, (ScreenRect{160, 90, 1600, 900}));  // its size, centred: it was nowhere near this screen
}

TEST(PlaceWindow, APartlyOffScreenWindowMovesInAsLittleAsNeeded) {
  const Monitor full[] = {kFullHd};
  const ScreenRect r = PlaceWindow(ScreenRect{1500, 800, 800, 600}, full);  // hangs off right and bottom
  ExpectInside(r, kFullHd.work);
  EXPECT_EQ(r, (ScreenRect{1120, 480, 800, 600}));
  // The monitor it overlaps most wins: mostly on the second screen, it is clamped into that one.
  const Monitor two[] = {kFullHd, {{1920, 0, 1280, 1024}, 1.0f}};
  const ScreenRect m = PlaceWindow(ScreenRect{1800, 100, 1200, 800}, two);
  ExpectInside(m, two[1].work);
  EXPECT_EQ(m, (ScreenRect{1920, 100, 1200, 800}));
}

TEST(PlaceWindow, TinyOrMissingMonitorsNeverGiveAnUnusableWindow) {
  // Never below the minimum unless the screen itself is smaller.
  const Monitor small[] = {{{0, 0, 1024, 600}, 1.0f}};
  const ScreenRect s = PlaceWindow(ScreenRect{0, 0, 200, 100}, small);
  EXPECT_EQ(s.w, kMinWidth);
  EXPECT_EQ(s.h, kMinHeight);
  const Monitor tiny[] = {{{0, 0, 320, 240}, 1.0f}};
  const ScreenRect t = PlaceWindow(std::nullopt, tiny);
  ExpectInside(t, tiny[0].work);
  EXPECT_GT(t.w, 0);
  EXPECT_GT(t.h, 0);
  // No monitor information (or empty work areas): the saved rectangle, or the default size.
  EXPECT_EQ(PlaceWindow(std::nullopt, {}), (ScreenRect{0, 0, kDefaultWidth, kDefaultHeight}));
  const Monitor empty[] = {{{0, 0, 0, 0}, 1.0f}};
  EXPECT_EQ(PlaceWindow(ScreenRect{5, 6, 700, 500}, empty), (ScreenRect{5, 6, 700, 500}));
}

TEST(WindowRectText, RoundTripsAndRefusesWhatWeNeverSaved) {
  const ScreenRect r{-1280, 24, 1600, 900};
  EXPECT_EQ(ParseWindowRect(WindowRectText(r)), r);
  EXPECT_EQ(ParseWindowRect(" 1 2 3 4"), (ScreenRect{1, 2, 3, 4}));
  for (const char* bad : {"", "1 2 3", "1 2 3 4 5", "a b c d", "0 0 0 900", "0 0 1600 -1", "0 0 1e9 900",
                          "99999999999 0 10 10", "0 0 200000 900"}) {
    EXPECT_FALSE(ParseWindowRect(bad).has_value()) << bad;
  }
}

}  // namespace
}  // namespace ricochet::app
