// Presentation mode in an ImGui context without a window, driven by injected keys and mouse: F5 and Esc,
// the clicker over steps and then slides, blanking, predict first, the laser, the pen (world-space strokes,
// undo, cleared per slide) with handles still draggable, the lecture start key, the View toggles, and
// File → Save as deck slide.
#include "shell/present.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "headless_imgui.h"
#include "scene/scene.h"
#include "shell/shell.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const fs::path kDecks = fs::path(RICOCHET_SOURCE_DIR) / "decks";

// What a figure draws, comparable: every primitive's kind, ink and text, and its points.
std::string Fingerprint(const Figure& f) {
  std::string s;
  for (const Prim& p : f.prims()) {
    s += std::to_string(static_cast<int>(p.kind)) + ":" + std::to_string(static_cast<int>(p.stroke.ink)) +
         ":" + p.text + ":" + std::to_string(p.a.x) + "," + std::to_string(p.a.y) + ";";
  }
  return s;
}

TEST(Clicker, AStepAPressThenTheNextSlideAndBack) {
  int reveal = 0;
  bool pending = false;
  EXPECT_EQ(Advance(reveal, pending, 2, false), Move::Stay);
  EXPECT_EQ(reveal, 1);
  EXPECT_EQ(Advance(reveal, pending, 2, false), Move::Stay);
  EXPECT_EQ(reveal, 2);
  EXPECT_EQ(Advance(reveal, pending, 2, false), Move::NextSlide);
  EXPECT_EQ(reveal, 2);
  EXPECT_EQ(Retreat(reveal, pending, 2, false), Move::Stay);
  EXPECT_EQ(reveal, 1);
  EXPECT_EQ(Retreat(reveal, pending, 2, false), Move::Stay);
  EXPECT_EQ(Retreat(reveal, pending, 2, false), Move::PrevSlide);
  EXPECT_EQ(reveal, 0);
  // "Every step" (1 << 30) counts as the last step.
  reveal = 1 << 30;
  EXPECT_EQ(Retreat(reveal, pending, 5, false), Move::Stay);
  EXPECT_EQ(reveal, 4);
  // A slide with no steps: the clicker goes straight on.
  reveal = 0;
  EXPECT_EQ(Advance(reveal, pending, 0, false), Move::NextSlide);
}

TEST(Clicker, PredictFirstTakesTwoPressesAStepAndUndoesThemInOrder) {
  int reveal = 0;
  bool pending = false;
  EXPECT_EQ(Advance(reveal, pending, 2, true), Move::Stay);
  EXPECT_TRUE(pending);
  EXPECT_EQ(reveal, 0) << "the value waits";
  EXPECT_EQ(Advance(reveal, pending, 2, true), Move::Stay);
  EXPECT_FALSE(pending);
  EXPECT_EQ(reveal, 1);
  EXPECT_EQ(Retreat(reveal, pending, 2, true), Move::Stay);
  EXPECT_EQ(reveal, 0);
  EXPECT_TRUE(pending) << "back over the value: its formula stays up";
  EXPECT_EQ(Retreat(reveal, pending, 2, true), Move::Stay);
  EXPECT_FALSE(pending);
  EXPECT_EQ(Retreat(reveal, pending, 2, true), Move::PrevSlide);
}

TEST(Clicker, PresentationScaleFollowsTheScreen) {
  EXPECT_FLOAT_EQ(PresentationScale(720, 1, 1), 1.5f);  // the projector setting
  EXPECT_FLOAT_EQ(PresentationScale(1080, 1, 1), 2.25f);
  EXPECT_FLOAT_EQ(PresentationScale(720, 1, 2), 2.0f) << "never smaller than the user's own";
  EXPECT_FLOAT_EQ(PresentationScale(2160, 2, 1), 2.25f) << "a HiDPI screen: the same proportion";
}

class PresentTest : public ImGuiContextTest {
 protected:
  void SetUp() override {
    ImGuiContextTest::SetUp();
    // As the OpenGL 3 renderer does: a draw list may pass 65,536 vertices (2,000 sandbox balls without the
    // GPU circles of a real window).
    ImGui::GetIO().BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
  }
  Deck Lecture16() { return ReadDeckFile((kDecks / "lecture-16.json").string()); }
  void Frames(Shell& sh, int n = 2) {
    for (int i = 0; i < n; ++i) Frame(sh);
  }
  // A point on the canvas at least 60 px from every handle.
  Vec2 EmptySpot(Shell& sh) {
    const Vec2 lo = sh.camera().view_min, size = sh.camera().view_size;
    for (double fy = 0.2; fy < 0.9; fy += 0.1) {
      for (double fx = 0.1; fx < 0.9; fx += 0.1) {
        const Vec2 p = lo + Vec2{size.x * fx, size.y * fy};
        bool clear = true;
        for (const Handle& h : sh.lesson()->Handles())
          clear = clear && Length(sh.camera().ToScreen(*h.pos) - p) > 60;
        if (clear) return p;
      }
    }
    ADD_FAILURE() << "no empty spot on the canvas";
    return lo;
  }
};

TEST_F(PresentTest, F5EntersEscLeavesAndTheWindowScaleComesBack) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("point-segment"));
  sh.SetUiScale(1.25f);
  Frames(sh);
  const double windowed_canvas = sh.camera().view_size.x;
  Key(sh, compat::kF5);
  ASSERT_TRUE(sh.Presenting());
  EXPECT_TRUE(sh.WantsFullscreen());
  Frames(sh);
  EXPECT_FLOAT_EQ(sh.UiScale(), PresentationScale(900, 1, 1.25f));
  // No lesson list, no panel: the canvas and the derivation column share the screen.
  EXPECT_GT(sh.camera().view_size.x, windowed_canvas);
  EXPECT_NEAR(sh.camera().view_size.y, 900, 1);
  Key(sh, compat::kEscape);
  EXPECT_FALSE(sh.Presenting());
  EXPECT_FALSE(sh.WantsFullscreen());
  EXPECT_FLOAT_EQ(sh.UiScale(), 1.25f);
  // View → Present does the same; so does `ricochet present` (StartPresenting), and F5 leaves again.
  sh.StartPresenting();
  Frames(sh);
  Key(sh, compat::kF5);
  EXPECT_FALSE(sh.Presenting());
}

TEST_F(PresentTest, TheClickerWalksTheStepsThenTheSlidesOfADeck) {
  Shell sh(false);
  std::string err;
  const Deck deck = Lecture16();
  ASSERT_TRUE(sh.OpenDeck(deck, 0, &err)) << err;
  sh.StartPresenting();
  Frames(sh);
  // Slide 1 opens at the lecture start and leaves after step "e" (its "until").
  EXPECT_EQ(sh.lesson()->Id(), "edge-normal");
  EXPECT_EQ(sh.state().reveal, 0);
  EXPECT_EQ(sh.state().t, 0.0);
  Key(sh, compat::kPageDown);
  EXPECT_EQ(sh.state().reveal, 1);
  EXPECT_TRUE(sh.lesson()->Revealed(sh.state(), "e"));
  Key(sh, compat::kPageDown);  // past "until": the next slide, at its own opening step
  EXPECT_EQ(sh.presentation().slide, 1u);
  EXPECT_EQ(sh.state().reveal, deck.slides[1].reveal);
  // Every clicker key: Right, Down, Space, Enter forward; Left, Up, Backspace back (on a slide with room).
  ASSERT_TRUE(sh.GoToSlide(6, false));
  ASSERT_GE(sh.SlideSteps(), 5);
  for (int k : {compat::kRight, compat::kDown, compat::kSpace, compat::kEnter}) {
    const int before = sh.state().reveal;
    Key(sh, k);
    EXPECT_EQ(sh.state().reveal, before + 1) << k;
  }
  for (int k : {compat::kLeft, compat::kUp, compat::kBackspace, compat::kPageUp}) {
    const int before = sh.state().reveal;
    Key(sh, k);
    EXPECT_EQ(sh.state().reveal, before - 1) << k;
  }
  // Back from the slide's first step: the previous slide, as it was left (at its "until", or every step).
  ASSERT_TRUE(sh.GoToSlide(1, false));
  while (sh.state().reveal > 0) Key(sh, compat::kPageUp);
  Key(sh, compat::kPageUp);
  EXPECT_EQ(sh.presentation().slide, 0u);
  EXPECT_EQ(sh.state().reveal, deck.slides[0].until);
  ASSERT_TRUE(sh.GoToSlide(4, false));
  while (sh.state().reveal > 0) Key(sh, compat::kPageUp);
  Key(sh, compat::kPageUp);
  EXPECT_EQ(sh.presentation().slide, 3u);
  EXPECT_TRUE(sh.lesson()->AllRevealed(sh.state())) << "slide 4 has no until";
  // To the last slide and past it: the clicker stops there.
  for (int i = 0; i < 400 && sh.presentation().slide + 1 < deck.slides.size(); ++i)
    Key(sh, compat::kPageDown);
  EXPECT_EQ(sh.presentation().slide, deck.slides.size() - 1);
  for (int i = 0; i < 40; ++i) Key(sh, compat::kPageDown);
  EXPECT_EQ(sh.presentation().slide, deck.slides.size() - 1);
  EXPECT_EQ(sh.state().reveal, sh.SlideSteps()) << "at the last slide's last step";
}

TEST_F(PresentTest, TheFigureShowsExactlyTheRevealedStepsAndPredictFirstHoldsTheValue) {
  Shell sh(false);
  std::string err;
  ASSERT_TRUE(sh.OpenScene(FindLesson("point-segment")->Make()->SaveScene(), "ps.json", &err)) << err;
  sh.LectureStart();
  sh.StartPresenting();
  Frames(sh);
  const auto shown = [&] {
    Figure f;
    sh.lesson()->Draw(f, sh.state());
    return Fingerprint(f);
  };
  const auto at = [&](int reveal) {
    LessonState st = sh.state();
    st.reveal = reveal;
    Figure f;
    sh.lesson()->Draw(f, st);
    return Fingerprint(f);
  };
  const int ti = sh.lesson()->derivation().Find("ti") + 1;
  ASSERT_GT(ti, 1);
  for (int k = 1; k < ti; ++k) Key(sh, compat::kPageDown);
  EXPECT_EQ(sh.state().reveal, ti - 1);
  EXPECT_EQ(shown(), at(ti - 1));
  EXPECT_FALSE(sh.lesson()->ImpactRevealed(sh.state())) << "the ball has not reached the wall on screen";
  Key(sh, compat::kQ);  // predict first
  ASSERT_TRUE(sh.presentation().predict);
  Key(sh, compat::kPageDown);
  EXPECT_TRUE(sh.presentation().pending);
  EXPECT_EQ(sh.state().reveal, ti - 1) << "ti's formula is up; its value and its figure wait";
  EXPECT_EQ(shown(), at(ti - 1));
  Key(sh, compat::kPageDown);
  EXPECT_FALSE(sh.presentation().pending);
  EXPECT_EQ(sh.state().reveal, ti);
  EXPECT_TRUE(sh.lesson()->ImpactRevealed(sh.state()));
  EXPECT_NE(shown(), at(ti - 1));
  // The verdict comes only with the last step.
  const int n = static_cast<int>(sh.lesson()->derivation().steps.size());
  EXPECT_FALSE(sh.lesson()->AllRevealed(sh.state()));
  for (int i = 0; i < 2 * n; ++i) Key(sh, compat::kPageDown);
  EXPECT_TRUE(sh.lesson()->AllRevealed(sh.state()));
  // Presenting beside the derivation column, the canvas shows no caption, not even the verdict (the column
  // has it); with the column hidden (H) the captions are back.
  const auto captions = [&] {
    Figure f;
    sh.DrawLesson(f);
    return std::count_if(f.prims().begin(), f.prims().end(), [&](const Prim& p) {
      if (p.space != Space::Overlay || p.kind != Prim::Kind::Label) return false;
      return std::none_of(f.reserved().begin(), f.reserved().end(), [&](const Bounds& r) {
        return p.a.x >= r.min.x && p.a.x <= r.max.x && p.a.y >= r.min.y && p.a.y <= r.max.y;
      });
    });
  };
  EXPECT_EQ(captions(), 0);
  Key(sh, compat::kH);
  ASSERT_FALSE(sh.presentation().derivation);
  EXPECT_GT(captions(), 0);
  Key(sh, compat::kH);
  // 0: this slide at its start again.
  Key(sh, compat::kZero);
  EXPECT_EQ(sh.state().reveal, 0);
  EXPECT_EQ(sh.state().t, 0.0);
}

TEST_F(PresentTest, BlankHidesTheScreenAndAnyClickerKeyBringsItBackAsItWas) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  sh.LectureStart();
  sh.StartPresenting();
  Frames(sh);
  Key(sh, compat::kPageDown);
  const int reveal = sh.state().reveal;
  Key(sh, compat::kB);
  EXPECT_TRUE(sh.presentation().blank);
  Frames(sh);
  Key(sh, compat::kPageDown);
  EXPECT_FALSE(sh.presentation().blank);
  EXPECT_EQ(sh.state().reveal, reveal) << "unblanking does not advance";
  Key(sh, compat::kPeriod);  // many clickers send '.' for blank
  EXPECT_TRUE(sh.presentation().blank);
  Key(sh, compat::kEscape);  // Esc first brings the screen back; a second Esc leaves
  EXPECT_FALSE(sh.presentation().blank);
  EXPECT_TRUE(sh.Presenting());
  Key(sh, compat::kL);
  EXPECT_TRUE(sh.presentation().laser);
  Frames(sh);  // the pointer is drawn (and the cursor hidden) without trouble
  Key(sh, compat::kL);
  EXPECT_FALSE(sh.presentation().laser);
  Key(sh, compat::kH);
  EXPECT_FALSE(sh.presentation().derivation);
  Frames(sh);
  EXPECT_NEAR(sh.camera().view_size.x, 1600, 1) << "without the derivation the figure takes the whole screen";
}

TEST_F(PresentTest, ThePenWritesInWorldUnitsUndoesAndIsClearedOnTheNextSlide) {
  Shell sh(false);
  std::string err;
  ASSERT_TRUE(sh.OpenDeck(Lecture16(), 0, &err)) << err;
  sh.StartPresenting();
  Frames(sh, 3);
  Key(sh, compat::kD);
  ASSERT_TRUE(sh.presentation().pen);
  const Vec2 a = EmptySpot(sh), b = a + Vec2{80, 30};
  const Vec2 wa = sh.camera().ToWorld(a);
  Frame(sh, a, false);
  Frame(sh, a, true);
  for (int i = 1; i <= 4; ++i) Frame(sh, a + (b - a) * (i / 4.0), true);
  Frame(sh, b, false);
  ASSERT_EQ(sh.presentation().strokes.size(), 1u);
  const std::vector<Vec2>& s = sh.presentation().strokes[0];
  ASSERT_GE(s.size(), 3u);
  const double px = 1.5 / sh.camera().ppu;
  EXPECT_NEAR(s.front().x, wa.x, px);
  EXPECT_NEAR(s.front().y, wa.y, px);
  EXPECT_NEAR(s.back().x, sh.camera().ToWorld(b).x, px);
  // Zoom and pan: the stroke keeps its world points, so it stays on the same part of the figure.
  sh.camera().ZoomAt(a, 1.7);
  sh.camera().PanPx({40, -25});
  Frames(sh);
  EXPECT_NEAR(sh.presentation().strokes[0].front().x, wa.x, px);
  EXPECT_NE(sh.camera().ToScreen(s.front()).x, a.x);
  // A press on a handle still drags the handle, and writes nothing.
  Key(sh, compat::kHome);  // fit: every handle on the canvas again
  Frames(sh);
  const Handle h = sh.lesson()->Handles()[0];
  const Vec2 before = *h.pos, grab = sh.camera().ToScreen(before);
  Frame(sh, grab, false);
  Frame(sh, grab, true);
  Frame(sh, grab + Vec2{30, 20}, true);
  Frame(sh, grab + Vec2{30, 20}, false);
  EXPECT_EQ(sh.presentation().strokes.size(), 1u);
  EXPECT_GT(Length(*sh.lesson()->Handles()[0].pos - before), 0.1);
  // Ctrl+Z takes the last stroke back first (then edits); C clears; a slide change clears.
  Key(sh, compat::kZ, true);
  EXPECT_TRUE(sh.presentation().strokes.empty());
  EXPECT_GT(Length(*sh.lesson()->Handles()[0].pos - before), 0.1) << "the drag is still there";
  Key(sh, compat::kZ, true);
  EXPECT_EQ(*sh.lesson()->Handles()[0].pos, before) << "then the drag is undone";
  Frame(sh, a, false);
  Frame(sh, a, true);
  Frame(sh, b, true);
  Frame(sh, b, false);
  EXPECT_EQ(sh.presentation().strokes.size(), 1u);
  ASSERT_TRUE(sh.GoToSlide(1, false));
  EXPECT_TRUE(sh.presentation().strokes.empty());
  // Without the pen, a drag on the canvas writes nothing.
  Key(sh, compat::kD);
  Frame(sh, a, true);
  Frame(sh, b, true);
  Frame(sh, b, false);
  EXPECT_TRUE(sh.presentation().strokes.empty());
}

TEST_F(PresentTest, PresentationOpensInTheProjectorThemeAndLeavingGivesTheWindowItsOwnBack) {
  const auto background = [] {
    const ImVec4 c = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    return Rgba{c.x, c.y, c.z, 1};
  };
  const auto same = [](Rgba a, Rgba b) { return a.r == b.r && a.g == b.g && a.b == b.b; };
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("edge-normal"));
  Frames(sh);
  EXPECT_EQ(sh.ScreenTheme(), ThemeId::Dark) << "the window's default";
  Key(sh, compat::kF5);
  ASSERT_TRUE(sh.Presenting());
  EXPECT_EQ(sh.ScreenTheme(), kProjectorTheme);
  EXPECT_EQ(&sh.theme(), &GetTheme(kProjectorTheme));
  Frames(sh);
  EXPECT_TRUE(same(background(), GetTheme(kProjectorTheme).background));
  Key(sh, compat::kEscape);
  EXPECT_EQ(sh.ScreenTheme(), ThemeId::Dark);
  Frames(sh);
  EXPECT_TRUE(same(background(), GetTheme(ThemeId::Dark).background));
  // Chosen while presenting: the presentation's theme alone (and for the next presentation too).
  sh.StartPresenting();
  ASSERT_TRUE(sh.SetTheme("light"));
  EXPECT_EQ(sh.ScreenTheme(), ThemeId::Light);
  sh.StopPresenting();
  EXPECT_EQ(sh.ScreenTheme(), ThemeId::Dark);
  sh.StartPresenting();
  EXPECT_EQ(sh.ScreenTheme(), ThemeId::Light);
  sh.StopPresenting();
  // Asked for by name before presenting (`--theme`, `ricochet present --theme`): the window's and the
  // presentation's.
  Shell named(false);
  ASSERT_TRUE(named.OpenLesson("edge-normal"));
  ASSERT_TRUE(named.SetTheme("high-contrast"));
  named.StartPresenting();
  EXPECT_EQ(named.ScreenTheme(), ThemeId::HighContrast);
  named.StopPresenting();
  EXPECT_EQ(named.ScreenTheme(), ThemeId::HighContrast);
}

TEST_F(PresentTest, LectureStartIsOneKeyAwayInTheWindow) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("ray-circle"));
  Frames(sh);
  EXPECT_TRUE(sh.lesson()->AllRevealed(sh.state())) << "the window opens with every step";
  sh.state().t = 0.8;
  Key(sh, compat::kZero);
  EXPECT_EQ(sh.state().reveal, 0);
  EXPECT_EQ(sh.state().t, 0.0);
  EXPECT_FALSE(sh.state().playing);
  EXPECT_FALSE(sh.Presenting());
}

TEST_F(PresentTest, ViewHidesTheLessonListThePanelThePlotsAndTheCaptions) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("point-segment"));
  Frames(sh);
  const double with_all = sh.camera().view_size.x;
  sh.parts().panel = false;
  Frames(sh);
  const double no_panel = sh.camera().view_size.x;
  EXPECT_GT(no_panel, with_all + 200);
  sh.parts().lesson_list = false;
  Frames(sh);
  EXPECT_NEAR(sh.camera().view_size.x, 1600, 1);
  // Plots and captions: the lesson's Figure, less its Overlay parts; the world-space figure stays whole.
  Figure all;
  sh.lesson()->Draw(all, sh.state());
  ASSERT_FALSE(all.reserved().empty()) << "point-segment has a plot";
  const auto count = [](const Figure& f, Space sp) {
    return std::count_if(f.prims().begin(), f.prims().end(), [&](const Prim& p) { return p.space == sp; });
  };
  const auto in_plot = [&](const Prim& p) {
    for (const Bounds& r : all.reserved())
      if (p.a.x >= r.min.x && p.a.x <= r.max.x && p.a.y >= r.min.y && p.a.y <= r.max.y) return true;
    return false;
  };
  std::size_t plot_labels = 0, caption_labels = 0;
  for (const Prim& p : all.prims()) {
    if (p.space == Space::Overlay && p.kind == Prim::Kind::Label)
      (in_plot(p) ? plot_labels : caption_labels)++;
  }
  ASSERT_GT(plot_labels, 0u);
  ASSERT_GT(caption_labels, 0u);
  Figure no_plots = all;
  no_plots.DropOverlays(true, false);
  EXPECT_TRUE(no_plots.reserved().empty()) << "the camera no longer keeps room for it";
  EXPECT_EQ(count(no_plots, Space::World), count(all, Space::World));
  Figure no_captions = all;
  no_captions.DropOverlays(false, true);
  EXPECT_EQ(no_captions.reserved().size(), all.reserved().size());
  EXPECT_EQ(count(no_captions, Space::World), count(all, Space::World));
  std::size_t left_plot = 0, left_caption = 0;
  for (const Prim& p : no_captions.prims()) {
    if (p.space == Space::Overlay && p.kind == Prim::Kind::Label) (in_plot(p) ? left_plot : left_caption)++;
  }
  EXPECT_EQ(left_plot, plot_labels);
  EXPECT_EQ(left_caption, 0u);
  Figure neither = all;
  neither.DropOverlays(true, true);
  EXPECT_EQ(count(neither, Space::Overlay), 0);
  // Polylines keep their own points after the filter.
  for (const Prim& p : neither.prims()) {
    if (p.kind == Prim::Kind::Polyline || p.kind == Prim::Kind::Polygon) {
      EXPECT_LE(p.first + p.count, neither.points().size());
    }
  }
}

TEST_F(PresentTest, SaveAsDeckSlideAppendsTheCurrentState) {
  const fs::path dir = fs::temp_directory_path() / ("ricochet-save-slide-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("circle-segment"));
  Frames(sh);
  sh.state().reveal = sh.lesson()->derivation().Find("d") + 1;
  sh.state().t = 0.4;
  const std::string path = (dir / "sub" / "class.json").string();
  std::string err;
  ASSERT_TRUE(sh.SaveDeckSlide(path, "Offset by D", "Ask for the sign of D.", &err)) << err;
  ASSERT_TRUE(sh.SaveDeckSlide(path, "", "", &err)) << err;  // no title: the lesson's
  const Deck d = ReadDeckFile(path);
  EXPECT_EQ(d.title, "class");
  ASSERT_EQ(d.slides.size(), 2u);
  EXPECT_EQ(d.slides[0].title, "Offset by D");
  EXPECT_EQ(d.slides[1].title, FindLesson("circle-segment")->title);
  EXPECT_EQ(d.slides[0].reveal, sh.state().reveal);
  EXPECT_EQ(d.slides[0].t, 0.4);
  EXPECT_EQ(d.slides[0].scene, sh.lesson()->SaveScene());
  EXPECT_NE(sh.Status().find("Added slide 2"), std::string::npos);
  // Opening it (File → Open takes decks too) lands on slide 1 at that step.
  Shell other(false);
  ASSERT_TRUE(other.OpenDeck(d, 0, &err)) << err;
  EXPECT_EQ(other.state().reveal, d.slides[0].reveal);
  EXPECT_EQ(other.lesson()->SaveScene(), sh.lesson()->SaveScene());
  EXPECT_FALSE(other.OpenDeck(d, 5, &err));
  EXPECT_NE(err.find("no slide 6"), std::string::npos) << err;
  fs::remove_all(dir);
}

TEST_F(PresentTest, EveryShippedDeckPresentsEverySlideFrameByFrame) {
  for (const auto& de : fs::directory_iterator(kDecks)) {
    SCOPED_TRACE(de.path().filename().string());
    Shell sh(false);
    std::string err;
    const Deck d = ReadDeckFile(de.path().string());
    ASSERT_TRUE(sh.OpenDeck(d, 0, &err)) << err;
    sh.StartPresenting();
    Frames(sh);
    std::size_t seen = 1;
    for (int i = 0; i < 2000 && sh.presentation().slide + 1 < d.slides.size(); ++i) {
      const std::size_t before = sh.presentation().slide;
      Key(sh, compat::kPageDown);
      if (sh.presentation().slide != before) {
        ++seen;
        EXPECT_EQ(sh.state().reveal, d.slides[sh.presentation().slide].reveal);
      }
    }
    EXPECT_EQ(seen, d.slides.size());
  }
}

}  // namespace
}  // namespace ricochet::app
