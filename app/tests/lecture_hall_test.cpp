// The lecture hall: every shipped deck, every slide, every step the clicker walks, presented at 1280×720 as a
// projector shows it (headless: an ImGui context with the fonts the window builds, no GL). What is drawn is
// read back through a TextProbe — every text's words, size and box — and checked as a demanding instructor
// would:
//   - no label box (the figure's labels, plot ticks and captions, the grid's numbers) overlaps another or a
//     handle;
//   - no text is below the projector's size floor (kProjectorCapPx of cap height; scripts at the
//     typesetter's script size of it);
//   - no verdict word is on the screen before the step that decides it (the slide's title included);
//   - the figure's content fills at least half of the canvas in its limiting dimension.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iterator>
#include <sstream>

#include "deck/deck.h"
#include "draw/text_probe.h"
#include "headless_imgui.h"
#include "leader_check.h"
#include "shell/present.h"
#include "shell/shell.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;

const fs::path kDecks = fs::path(RICOCHET_SOURCE_DIR) / "decks";
const ImVec2 kProjector{1280, 720};

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

// Does `text` hold `word` as a word (not inside a longer one: "hit" is not in "white")?
bool HasWord(const std::string& text, const std::string& word) {
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    const auto letter = [&](std::size_t i) { return std::isalpha(static_cast<unsigned char>(text[i])) != 0; };
    const bool before = at > 0 && letter(at - 1),
               after = at + word.size() < text.size() && letter(at + word.size());
    if (!before && !after) return true;
  }
  return false;
}

// The words that tell a collision test's answer. A word is the answer on a slide when a step not shown yet
// (its outcome, the case that holds) or the verdict says it and no step shown so far does.
const char* const kVerdictWords[] = {
    "hit",          "hits",     "miss",         "misses",          "graze",       "grazes",   "no collision",
    "collides",     "too late", "in the past",  "tunnels",         "tunneling",   "behind",   "no solution",
    "no solutions", "overlap",  "no overlap",   "overlapping",     "inside",      "outside",  "on the line",
    "swap",         "swapped",  "bounces back", "not approaching", "approaching", "too slow",
};

std::string ShownText(const Derivation& d, int shown) {
  std::string s;
  for (int i = 0; i < shown && i < static_cast<int>(d.steps.size()); ++i)
    s += " " + StepText(d.steps[static_cast<std::size_t>(i)]) + " " +
         d.steps[static_cast<std::size_t>(i)].outcome;
  return Lower(s);
}

std::string HiddenText(const Derivation& d, int shown) {
  std::string s;
  for (int i = shown; i < static_cast<int>(d.steps.size()); ++i) {
    const Step& st = d.steps[static_cast<std::size_t>(i)];
    s += " " + st.outcome;
    if (st.which >= 0 && st.which < static_cast<int>(st.cases.size()))
      s += " " + st.cases[static_cast<std::size_t>(st.which)].words;
  }
  if (shown < static_cast<int>(d.steps.size())) s += " " + d.verdict;
  return Lower(s);
}

struct Where {
  std::string deck;
  std::size_t slide;
  int reveal;
  std::string Name() const {
    return deck + " slide " + std::to_string(slide + 1) + " step " + std::to_string(reveal);
  }
};

class LectureHall : public ::testing::Test {
 protected:
  void SetUp() override { fonts_ = CreateHeadlessContext(kProjector); }
  void TearDown() override { ImGui::DestroyContext(); }

  void Frame(Shell& sh) {
    compat::InjectMouse({-1e4f, -1e4f}, false);
    ImGui::NewFrame();
    sh.Frame();
    ImGui::Render();
  }
  // The fonts the window builds for the shell's size (the presentation's scale is set on its first frame),
  // given to every shell (built once per size).
  void BuildFontsFor(Shell& sh) {
    if (sh.FontPx() != built_) {
      built_ = sh.FontPx();
      built_fonts_ = BuildFonts(built_);
      unsigned char* px = nullptr;
      int w = 0, h = 0;
      ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&px, &w, &h);
    }
    sh.SetFonts(built_fonts_);
  }
  // Cap height of the body font as a fraction of its size, measured on the glyph H.
  float CapFraction() const {
    ImFont* f = ImGui::GetIO().Fonts->Fonts[0];
    const ImFontGlyph* g = f->FindGlyph('H');
    return (g->Y1 - g->Y0) / f->FontSize;
  }

  // Walks every deck, slide and step at 1280×720 in `theme` (the Shell's own when empty); `check` sees each
  // frame's texts.
  template <class Check>
  void EveryStep(Check check, std::string_view theme = {}) {
    for (const auto& de : fs::directory_iterator(kDecks)) {
      if (de.path().extension() != ".json") continue;
      const Deck deck = ReadDeckFile(de.path().string());
      for (std::size_t i = 0; i < deck.slides.size(); ++i) {
        Shell sh(false);
        if (!theme.empty()) {
          ASSERT_TRUE(sh.SetTheme(theme)) << theme;
        }
        std::string err;
        ASSERT_TRUE(sh.OpenDeck(deck, i, &err)) << err;
        sh.StartPresenting();
        Frame(sh);
        BuildFontsFor(sh);
        Frame(sh);
        const int end = sh.SlideSteps();
        for (int k = deck.slides[i].reveal; k <= end; ++k) {
          sh.state().reveal = k;
          Frame(sh);  // the column's layout settles on the frame after a change
          TextProbe probe;
          Frame(sh);
          check(sh, probe.texts, Where{de.path().filename().string(), i, k}, deck);
        }
      }
    }
  }

  Fonts fonts_;
  float built_ = 0;
  Fonts built_fonts_;
};

// In the window's theme and in the projector's (slide: larger labels, so a label pushed from its spot in one
// theme may sit elsewhere in the other — Lecture 17's space-time title moved onto the worldlines there).
class LectureHallThemes : public LectureHall, public ::testing::WithParamInterface<const char*> {};

TEST_P(LectureHallThemes, NoLabelOverlapsAnotherOrAHandle) {
  int frames = 0;
  EveryStep(
      [&](Shell& sh, const std::vector<DrawnText>& texts, const Where& at, const Deck&) {
        ++frames;
        const float s = sh.UiScale();
        std::vector<const DrawnText*> boxes;
        for (const DrawnText& t : texts) {
          if (t.source == TextSource::Label || t.source == TextSource::Grid) boxes.push_back(&t);
        }
        const double slack = 0.5;  // px: boxes that only touch
        for (std::size_t a = 0; a < boxes.size(); ++a) {
          const Bounds A = boxes[a]->box.Padded(-slack);
          for (std::size_t b = a + 1; b < boxes.size(); ++b) {
            EXPECT_FALSE(Overlap(A, boxes[b]->box.Padded(-slack)))
                << at.Name() << ": \"" << boxes[a]->text << "\" overlaps \"" << boxes[b]->text << "\"";
          }
          for (const Handle& h : sh.lesson()->Handles()) {
            const Vec2 c = sh.camera().ToScreen(*h.pos);
            const double r = (7.0 + 1.5) * s;  // the handle as the canvas draws it (kHandleRadius, its rim)
            const Vec2 near{std::clamp(c.x, A.min.x, A.max.x), std::clamp(c.y, A.min.y, A.max.y)};
            EXPECT_GE(Length(near - c), r)
                << at.Name() << ": \"" << boxes[a]->text << "\" covers handle " << h.name;
          }
        }
      },
      GetParam());
  EXPECT_GT(frames, 300);
}

INSTANTIATE_TEST_SUITE_P(Theme, LectureHallThemes, ::testing::Values("dark", "slide"));

// A label the placer moved far from its point has a leader to it, never across its own text (leader_check.h),
// at every step of every slide in the projector theme, as the canvas draws it. Air hockey's last slide:
// "contact at t = …" is crowded out from its point by the relative-motion construction.
TEST_F(LectureHall, ALabelFarFromItsPointHasALeader) {
  int leaders = 0;
  bool contact = false;
  EveryStep(
      [&](Shell& sh, const std::vector<DrawnText>&, const Where& at, const Deck&) {
        const Figure& fig = sh.CanvasFigure();
        const LabelLayout& layout = sh.CanvasLabels();
        leaders += CheckLeaders(
            fig, layout, [&](Vec2 p) { return sh.camera().ToScreen(p); }, sh.UiScale(), at.Name());
        for (const PlacedLabel& l : layout.placed)
          contact = contact || (l.leader && fig.prims()[l.prim].text.rfind("contact at t", 0) == 0);
      },
      "slide");
  std::printf("%d leaders\n", leaders);
  EXPECT_GT(leaders, 0);
  EXPECT_TRUE(contact) << "air hockey's \"contact at t\" has no leader";
}

// Presentation mode opens in the projector theme, and it drops nothing the dark theme shows: at every step of
// every slide, each label of the figure (the lecture's symbols, values such as Lecture 16's "BC = 2.4", plot
// titles and tick numbers) drawn in the dark theme is drawn in the projector's too. A label with no room at
// the projector's size tries the plain size (LabelOutput::fallback_label_px); one crowded out by the
// projector's larger labels gets first pick on a second pass, or every label goes to the plain size
// (PlaceLabels).
TEST_F(LectureHall, TheProjectorThemeDropsNothingTheDarkThemeShows) {
  int frames = 0;
  for (const auto& de : fs::directory_iterator(kDecks)) {
    if (de.path().extension() != ".json") continue;
    const Deck deck = ReadDeckFile(de.path().string());
    for (std::size_t i = 0; i < deck.slides.size(); ++i) {
      Shell dark(false), projector(false);
      ASSERT_TRUE(dark.SetTheme("dark"));
      std::string err;
      for (Shell* sh : {&dark, &projector}) {
        ASSERT_TRUE(sh->OpenDeck(deck, i, &err)) << err;
        sh->StartPresenting();
        Frame(*sh);
        BuildFontsFor(*sh);
        Frame(*sh);
      }
      ASSERT_EQ(projector.ScreenTheme(), kProjectorTheme);
      ASSERT_EQ(dark.ScreenTheme(), ThemeId::Dark);
      for (int k = deck.slides[i].reveal; k <= projector.SlideSteps(); ++k) {
        std::vector<std::string> labels[2];
        for (int t = 0; t < 2; ++t) {
          Shell& sh = t == 0 ? dark : projector;
          sh.state().reveal = k;
          Frame(sh);
          TextProbe probe;
          Frame(sh);
          for (const DrawnText& d : probe.texts)
            if (d.source == TextSource::Label) labels[t].push_back(d.text);
          std::sort(labels[t].begin(), labels[t].end());
        }
        ++frames;
        std::vector<std::string> dropped;
        std::set_difference(labels[0].begin(), labels[0].end(), labels[1].begin(), labels[1].end(),
                            std::back_inserter(dropped));
        for (const std::string& d : dropped) {
          ADD_FAILURE() << Where{de.path().filename().string(), i, k}.Name() << ": \"" << d
                        << "\" is shown in the dark theme, not in the projector's";
        }
      }
    }
  }
  EXPECT_GT(frames, 300);
}

// The projector's floor for every text, formulas included: a typeset step too wide for the column breaks at
// its relations, signs, a point's commas, a product's dots (after a sign too) and the words of a case's
// outcome; a fraction too wide (Lecture 17 slide 14 step 1: s₀'s root over a fraction) breaks its numerator
// and denominator into centred lines. A test's name on the card is set at the floor at least (LayStep's
// min_note_px).
TEST_F(LectureHall, NoTextBelowTheProjectorsSize) {
  EveryStep([&](Shell&, const std::vector<DrawnText>& texts, const Where& at, const Deck&) {
    const float cap = CapFraction();
    for (const DrawnText& t : texts) {
      const float floor = kProjectorCapPx * (t.script ? 0.7f : 1.0f) - 0.05f;
      EXPECT_GE(t.px * cap, floor) << at.Name() << ": \"" << t.text << "\" at " << t.px * cap
                                   << " px cap height (" << static_cast<int>(t.source) << ")";
    }
  });
}

// No figure text, title or note says a verdict before the step that decides it: edge-normal's half-planes
// are "+" and "−" until the side step names them outside and inside, elastic-1d's "overlapping" comes with
// the move-nowhere step.
TEST_F(LectureHall, NoVerdictWordBeforeItsStep) {
  EveryStep([&](Shell& sh, const std::vector<DrawnText>& texts, const Where& at, const Deck&) {
    const Derivation& d = sh.lesson()->derivation();
    const int shown = std::min(sh.state().reveal, static_cast<int>(d.steps.size()));
    const std::string hidden = HiddenText(d, shown), said = ShownText(d, shown);
    for (const DrawnText& t : texts) {
      if (t.source == TextSource::Math) continue;  // the steps shown: what they say is said
      const std::string text = Lower(t.text);
      for (const char* w : kVerdictWords) {
        if (HasWord(text, w) && HasWord(hidden, w) && !HasWord(said, w)) {
          ADD_FAILURE() << at.Name() << ": \"" << t.text << "\" says '" << w << "' before its step";
        }
      }
    }
  });
}

// The figure fills the canvas: its content box spans at least half of the canvas in its limiting dimension.
TEST_F(LectureHall, TheFigureFillsTheCanvas) {
  EveryStep([&](Shell& sh, const std::vector<DrawnText>&, const Where& at, const Deck&) {
    Figure fig;
    sh.DrawLesson(fig);
    const Camera& cam = sh.camera();
    Bounds view;
    view.Add(cam.view_min), view.Add(cam.view_min + cam.view_size);
    Bounds content;
    const auto add = [&](Vec2 w) {
      const Vec2 p = cam.ToScreen(w);
      content.Add(Vec2{std::clamp(p.x, view.min.x, view.max.x), std::clamp(p.y, view.min.y, view.max.y)});
    };
    const auto& pts = fig.points();
    for (const Prim& p : fig.prims()) {
      if (p.space != Space::World || p.stroke.alpha * p.fill.alpha <= 0) continue;
      switch (p.kind) {
        case Prim::Kind::Segment:
        case Prim::Kind::Arrow: add(p.a), add(p.b); break;
        case Prim::Kind::Circle:
        case Prim::Kind::Disc: add(p.a - Vec2{p.r, p.r}), add(p.a + Vec2{p.r, p.r}); break;
        case Prim::Kind::Polyline:
        case Prim::Kind::Polygon:
          for (std::uint32_t i = 0; i < p.count; ++i) add(pts[p.first + i]);
          break;
        case Prim::Kind::Marker: add(p.a); break;
        default: break;
      }
    }
    ASSERT_FALSE(content.Empty()) << at.Name();
    const double fill = std::max(content.Size().x / cam.view_size.x, content.Size().y / cam.view_size.y);
    EXPECT_GE(fill, 0.5) << at.Name() << ": the figure fills " << fill << " of the canvas";
  });
}

}  // namespace
}  // namespace ricochet::app
