// Decks: every shipped deck loads and teaches its lecture (6–15 slides, each with a title, notes, a lesson of
// that lecture, a preset and steps that exist); every error names the file, the slide and the field; reveal
// and until by count, key or "all"; slides saved from a lesson's state open at the same step; the handout
// has a page per slide with the title, the slide's derivation (no step after its until) and its students'
// text as text, no two pages alike, and the presenter's notes only on the presenter's copy (--notes).
#include "deck/deck.h"

#include <gtest/gtest.h>
#include <stb/stb_image.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "draw/text_wrap.h"
#include "export/export.h"
#include "export/handout.h"
#include "math/expr.h"
#include "sanitized.h"
#include "scene/scene.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const fs::path kDecks = fs::path(RICOCHET_SOURCE_DIR) / "decks";

// The lessons each lecture's deck must draw on (lectures/README.md maps lectures to lessons).
const std::map<std::string, std::set<std::string>> kLectureLessons = {
    {"lecture-16.json", {"edge-normal", "point-segment"}},
    {"lecture-10.json", {"point-segment", "circle-segment"}},
    {"lecture-20.json", {"ray-circle"}},
    {"air-hockey.json", {"circle-circle", "tunneling"}},
    {"lecture-17.json", {"elastic-1d", "elastic-2d", "sandbox", "targeting"}},
};

std::string Slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class TempDir {
 public:
  explicit TempDir(const std::string& name)
      : dir_(fs::temp_directory_path() / ("ricochet-" + name + "-" + std::to_string(::getpid()))) {
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  ~TempDir() { fs::remove_all(dir_); }
  fs::path operator/(const std::string& f) const { return dir_ / f; }
  const fs::path& path() const { return dir_; }

 private:
  fs::path dir_;
};

TEST(Deck, EveryShippedDeckLoadsAndTeachesItsLecture) {
  std::set<std::string> found;
  for (const auto& de : fs::directory_iterator(kDecks)) {
    if (de.path().extension() != ".json") continue;
    const std::string name = de.path().filename().string();
    SCOPED_TRACE(name);
    found.insert(name);
    const Deck d = ReadDeckFile(de.path().string());  // throws on any bad slide
    EXPECT_FALSE(d.title.empty());
    EXPECT_GE(d.slides.size(), 6u);
    EXPECT_LE(d.slides.size(), 15u);
    const json raw = ReadSceneFile(de.path().string());
    std::set<std::string> lessons;
    for (std::size_t i = 0; i < d.slides.size(); ++i) {
      SCOPED_TRACE("slide " + std::to_string(i + 1));
      const Slide& s = d.slides[i];
      EXPECT_FALSE(s.title.empty());
      EXPECT_GE(s.notes.size(), 120u) << "an instructor teaches from the notes: say what to say";
      EXPECT_GE(s.text.size(), 80u) << "the handout's text: what the slide teaches, for the students";
      // Every slide opens at its lecture start unless it is a recap of what an earlier slide taught.
      EXPECT_TRUE(s.reveal == 0 || s.recap) << "opens at step " << s.reveal << " without \"recap\": true";
      EXPECT_EQ(s.t, 0.0) << "the lecture start is t = 0";
      // The students' text speaks to them, not to the presenter.
      for (const char* operator_words :
           {"Press ", "press ", "the class", "Play it", "(P)", "Drag ", "predict first (Q)"}) {
        EXPECT_EQ(s.text.find(operator_words), std::string::npos)
            << "'" << operator_words << "' in: " << s.text;
      }
      const OpenedSlide o = OpenSlide(s);
      lessons.insert(std::string(o.lesson->Id()));
      const int n = static_cast<int>(o.lesson->derivation().steps.size());
      EXPECT_GE(s.reveal, 0);
      EXPECT_LE(s.reveal, n);
      if (s.until >= 0) {
        EXPECT_GE(s.until, s.reveal);
        EXPECT_LE(s.until, n);
      }
      // The preset it names is one of its lesson's, by that name, and the slide's scene is that preset's.
      const json& rs = raw["slides"][i];
      if (rs.contains("preset")) {
        const std::vector<Preset> ps = o.lesson->Presets();
        const auto p =
            std::find_if(ps.begin(), ps.end(), [&](const Preset& q) { return rs["preset"] == q.name; });
        ASSERT_NE(p, ps.end()) << rs["preset"];
        EXPECT_EQ(s.scene, p->scene);
      }
      // A step key it opens at (or leaves at) is a step of that slide's derivation.
      for (const char* f : {"reveal", "until"}) {
        if (rs.contains(f) && rs[f].is_string() && rs[f] != "all") {
          EXPECT_GE(o.lesson->derivation().Find(rs[f].get<std::string>()), 0) << f;
        }
      }
    }
    const auto want = kLectureLessons.find(name);
    ASSERT_NE(want, kLectureLessons.end()) << "a deck for a lecture of lectures/README.md";
    EXPECT_EQ(lessons, want->second);
  }
  for (const auto& [name, lessons] : kLectureLessons) EXPECT_TRUE(found.count(name)) << name << " is missing";
}

// Each deck follows its lecture (lectures/*.txt) in the lecture's order and with its examples: these are the
// lecture's formulas and cases as it introduces them, each to be found in a slide's title or notes at or
// after the slide of the one before.
TEST(Deck, EveryDeckTakesItsLectureInTheLecturesOrder) {
  const std::map<std::string, std::vector<std::string>> kOrder = {
      {"lecture-16.json",
       {"half-plane", "−90°", "point-normal", "BC = n̂·(P − P0)", "B(t) = Bs + v t",
        "ti = (n̂·P0 − n̂·Bs) / (n̂·v)", "Non-collision test 1", "Non-collision test 2", "Non-collision test 3",
        "Non-collision test 4", "Non-collision test 5"}},
      {"lecture-10.json",
       {"elastic collision", "r = i − 2(i·n̂)n̂", "v̂ = r / ‖r‖", "B(t) = Bs + k v̂ t", "n̂·P − n̂·P0 = D",
        "ti = (n̂·P0 − n̂·Bs + D) / (n̂·v)", "D = −r", "both inside", "both outside", "(Bi − P1)·(P0 − P1) < 0",
        "Bi is not on the wall", "trivial rejection"}},
      {"lecture-20.json",
       {"(C − P)·(C − P) = r²", "a = v·v", "b² − 4ac < 0", "b² − 4ac = 0", "b² − 4ac > 0", "m = BsC · v/‖v‖",
        "dist0²", "s² = r² − dist0²", "Be' = Bi + k r̂ (1 − ti)", "r_s + r_c"}},
      {"air-hockey.json",
       {"frames", "Circle intersection isn't enough", "What are we given", "r = 0 and S0 = S1",
        "law of cosines", "Discriminant < 0", "Discriminant = 0", "t > 1", "in the past",
        "started intersecting", "α = Lx Cx + Ly Cy", "R + r apart", "P2 = P1 − (S1 − S0)", "3D"}},
      {"lecture-17.json",
       {"m1 V1 + m2 V2 = m1 V1' + m2 V2'", "V1' = (V1(m1 − m2) + 2 m2 V2)/(m1 + m2)", "V1' = V2 and V2' = V1",
        "V1 = 10 mph, V2 = 0", "V1 = 10, V2 = −10", "V1 = 10, V2 = 3", "move nowhere", "V1 − V2 > 0",
        "N = (P2 − P1)/‖P2 − P1‖", "V1' = V1'N + V1∥", "n(n − 1)/2", "quadratic drag"}},
  };
  for (const auto& [name, order] : kOrder) {
    SCOPED_TRACE(name);
    const Deck d = ReadDeckFile((kDecks / name).string());
    std::size_t at = 0;  // the slide the previous formula or case was found on
    for (const std::string& p : order) {
      std::size_t i = at;
      while (i < d.slides.size() &&
             (d.slides[i].title + " " + d.slides[i].notes).find(p) == std::string::npos)
        ++i;
      ASSERT_LT(i, d.slides.size()) << "'" << p << "' is not on slide " << at + 1 << " or after";
      at = i;
    }
  }
}

TEST(Deck, DecksOpenAtTheLectureStartUnlessASlideSaysOtherwise) {
  const json j = {{"title", "T"},
                  {"slides",
                   {{{"title", "a"}, {"lesson", "point-segment"}, {"preset", "hit"}},
                    {{"title", "b"}, {"lesson", "point-segment"}, {"reveal", "ti"}, {"t", 0.5}}}}};
  const Deck d = ReadDeck(j, "d.json");
  EXPECT_EQ(d.slides[0].reveal, 0);
  EXPECT_EQ(d.slides[0].t, 0.0);
  EXPECT_FALSE(d.slides[0].t_given);
  const OpenedSlide o = OpenSlide(d.slides[1]);
  EXPECT_EQ(d.slides[1].reveal, o.lesson->derivation().Find("ti") + 1);
  EXPECT_EQ(o.state.reveal, d.slides[1].reveal);
  EXPECT_EQ(o.state.t, 0.5);
  EXPECT_TRUE(o.lesson->Revealed(o.state, "ti"));
  EXPECT_FALSE(o.lesson->Revealed(o.state, "bi"));
}

TEST(Deck, RevealAndUntilTakeACountAKeyOrAll) {
  const std::unique_ptr<Lesson> l = FindLesson("edge-normal")->Make();
  const int n = static_cast<int>(l->derivation().steps.size());
  ASSERT_GT(n, 2);
  EXPECT_EQ(ResolveReveal(0, *l, "f", "reveal"), 0);
  EXPECT_EQ(ResolveReveal(n, *l, "f", "reveal"), n);
  EXPECT_EQ(ResolveReveal("all", *l, "f", "reveal"), n);
  EXPECT_EQ(ResolveReveal("n_hat", *l, "f", "reveal"), l->derivation().Find("n_hat") + 1);
  EXPECT_THROW(ResolveReveal(n + 1, *l, "f", "reveal"), SceneError);
  EXPECT_THROW(ResolveReveal(-1, *l, "f", "reveal"), SceneError);
  EXPECT_THROW(ResolveReveal(1.5, *l, "f", "reveal"), SceneError);
  EXPECT_THROW(ResolveReveal("ti", *l, "f", "reveal"), SceneError);  // not a step of edge-normal
}

// A deck file with one broken slide (the second): the error names the file, "slide 2" and the field.
TEST(Deck, ErrorsNameTheFileTheSlideAndTheField) {
  const json good = {{"title", "fine"}, {"lesson", "edge-normal"}};
  struct Case {
    json slide;
    std::string field, problem;
  };
  const Case cases[] = {
      {{{"lesson", "edge-normal"}}, "slide 2: title", "missing"},
      {{{"title", 3}, {"lesson", "edge-normal"}}, "slide 2: title", "expected text"},
      {{{"title", "x"}}, "slide 2: scene", "missing"},
      {{{"title", "x"}, {"lesson", "no-such"}}, "slide 2: lesson", "unknown lesson 'no-such'"},
      {{{"title", "x"}, {"lesson", "point-segment"}, {"preset", "hitt"}},
       "slide 2: preset",
       "no preset 'hitt' in point-segment (presets: hit,"},
      {{{"title", "x"}, {"lesson", "edge-normal"}, {"reveal", 99}},
       "slide 2: reveal",
       "must be a step count in [0, "},
      {{{"title", "x"}, {"lesson", "edge-normal"}, {"reveal", "ti"}},
       "slide 2: reveal",
       "no step 'ti' in edge-normal here (steps: e, "},
      {{{"title", "x"}, {"lesson", "edge-normal"}, {"reveal", true}},
       "slide 2: reveal",
       "expected a step count"},
      {{{"title", "x"}, {"lesson", "edge-normal"}, {"reveal", "d"}, {"until", "e"}},
       "slide 2: until",
       "comes before the slide opens"},
      {{{"title", "x"}, {"lesson", "point-segment"}, {"t", 2}}, "slide 2: t", "must be in [0, 1], got 2"},
      {{{"title", "x"}, {"lesson", "point-segment"}, {"t", nullptr}},
       "slide 2: t",
       "expected a number, got null"},
      {{{"title", "x"}, {"lesson", "edge-normal"}, {"notes", json::array()}},
       "slide 2: notes",
       "expected text"},
      {{{"title", "x"}, {"lesson", "edge-normal"}, {"reveals", 2}}, "slide 2: reveals", "unknown field"},
      {{{"title", "x"}, {"lesson", "edge-normal"}, {"scene", json::object()}}, "slide 2: lesson", "not both"},
      {{{"title", "x"},
        {"scene", {{"lesson", "edge-normal"}, {"p0", {0, 0}}, {"p1", {4, 0}}, {"p", {1, 1e9}}}}},
       "slide 2: scene.p[1]",
       "must be within ±1e6"},
      {{{"title", "x"}, {"scene", {{"p0", {0, 0}}}}}, "slide 2: scene.lesson", "missing"},
      {{{"title", "x"}, {"scene", 3}}, "slide 2: scene", "expected a scene"},
      {{{"title", "x"}, {"scene", {{"lesson", "edge-normal"}}}, {"preset", "P inside"}},
       "slide 2: preset",
       "goes with \"lesson\""},
      {"a slide", "slide 2", "expected a slide"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.slide.dump());
    const json deck = {{"title", "Broken"}, {"slides", {good, c.slide}}};
    try {
      ReadDeck(deck, "decks/broken.json");
      ADD_FAILURE() << "accepted";
    } catch (const SceneError& e) {
      EXPECT_EQ(e.file, "decks/broken.json");
      EXPECT_EQ(e.field, c.field);
      EXPECT_NE(e.problem.find(c.problem), std::string::npos) << e.what();
      EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << "one line";
    }
  }
  // The deck itself.
  const std::pair<json, std::string> decks[] = {
      {json::array(), ""},
      {{{"slides", {good}}}, "title"},
      {{{"title", "x"}}, "slides"},
      {{{"title", "x"}, {"slides", good}}, "slides"},
      {{{"title", "x"}, {"slides", json::array()}}, "slides"},
      {{{"title", "x"}, {"slides", {good}}, {"author", "me"}}, "author"},
  };
  for (const auto& [deck, field] : decks) {
    SCOPED_TRACE(deck.dump());
    try {
      ReadDeck(deck, "d.json");
      ADD_FAILURE() << "accepted";
    } catch (const SceneError& e) {
      EXPECT_EQ(e.file, "d.json");
      EXPECT_EQ(e.field, field);
    }
  }
  EXPECT_TRUE(IsDeck({{"slides", json::array()}}));
  EXPECT_FALSE(IsDeck({{"lesson", "edge-normal"}}));
}

// Issue 29: a deck of a thousand π-to-7-digits slides took minutes to open (3.1·10⁶ collisions, 0.1 s, each,
// walked when the deck is read and again when a slide is shown). The sum of the slides' work is capped.
TEST(Deck, TheSlidesWorkIsCapped) {
  const json heavy = {{"title", "π"},
                      {"scene", {{"lesson", "pi-blocks"}, {"m", 1e-6}, {"M", 1e6}, {"V", -1}}}};
  json deck = {{"title", "π"}, {"slides", json::array()}};
  const int fits = static_cast<int>(kMaxDeckWork / 3'141'592);
  for (int i = 0; i < fits; ++i) deck["slides"].push_back(heavy);
  EXPECT_EQ(ReadDeck(deck, "pi.json").slides.size(), static_cast<std::size_t>(fits));
  deck["slides"].push_back(heavy);
  try {
    ReadDeck(deck, "pi.json");
    ADD_FAILURE() << "accepted " << fits + 1 << " slides of 3,141,592 collisions";
  } catch (const SceneError& e) {
    EXPECT_EQ(e.field, "slide " + std::to_string(fits + 1));
    EXPECT_NE(e.problem.find("a deck may ask at most 30000000"), std::string::npos) << e.what();
  }
}

TEST(Deck, AFileThatIsNotJsonNamesItsLine) {
  TempDir dir("deck-syntax");
  std::ofstream(dir / "bad.json") << "{\"title\": \"x\",\n \"slides\": [}\n";
  try {
    ReadDeckFile((dir / "bad.json").string());
    ADD_FAILURE() << "accepted";
  } catch (const SceneError& e) {
    EXPECT_NE(std::string(e.what()).find("bad.json: not valid JSON at line 2"), std::string::npos)
        << e.what();
  }
}

TEST(Deck, ASlideSavedFromALessonOpensAtTheSameStep) {
  const std::unique_ptr<Lesson> l = FindLesson("point-segment")->Make();
  const int n = static_cast<int>(l->derivation().steps.size());
  for (int reveal : {0, 3, n - 1, n, 1 << 30}) {
    SCOPED_TRACE(reveal);
    LessonState st;
    st.reveal = reveal;
    st.t = 0.25;
    const json slide = SlideJson(*l, st, "saved", "my notes");
    const Deck d = ReadDeck({{"title", "T"}, {"slides", {slide}}}, "saved.json");
    EXPECT_EQ(d.slides[0].reveal, std::min(reveal, n));
    EXPECT_EQ(d.slides[0].t, 0.25);
    EXPECT_EQ(d.slides[0].notes, "my notes");
    EXPECT_EQ(d.slides[0].scene, l->SaveScene());
    if (reveal > 0 && reveal < n) {
      EXPECT_TRUE(slide["reveal"].is_string()) << "by key: survives a reordering";
    }
  }
}

TEST(Deck, AppendSlideStartsADeckThenExtendsItAndRefusesABrokenOne) {
  TempDir dir("deck-append");
  const std::string path = (dir / "my.json").string();
  const std::unique_ptr<Lesson> l = FindLesson("edge-normal")->Make();
  const json slide = SlideJson(*l, LessonState{}, "first", "");
  EXPECT_EQ(AppendSlide(path, slide, "my"), 1u);
  EXPECT_EQ(AppendSlide(path, SlideJson(*l, LessonState{}, "second", ""), "ignored"), 2u);
  const Deck d = ReadDeckFile(path);
  EXPECT_EQ(d.title, "my");
  ASSERT_EQ(d.slides.size(), 2u);
  EXPECT_EQ(d.slides[1].title, "second");
  // A file that is not a sound deck is never appended to (nor touched).
  const std::string broken = (dir / "broken.json").string();
  std::ofstream(broken) << R"({"title": "x", "slides": [{"title": "a", "lesson": "nope"}]})";
  const std::string before = Slurp(broken);
  EXPECT_THROW(AppendSlide(broken, slide, "x"), SceneError);
  EXPECT_EQ(Slurp(broken), before);
  // A slide that would break the deck is refused, and the deck stays as it was.
  json bad = slide;
  bad["reveal"] = 99;
  const std::string two = Slurp(path);
  EXPECT_THROW(AppendSlide(path, bad, "my"), SceneError);
  EXPECT_EQ(Slurp(path), two);
}

TEST(TextWrap, NeverBreaksInsideANumberOrAVector) {
  const auto width = [](std::string_view s) { return static_cast<double>(s.size()); };  // one unit a byte
  const std::string text = "Bi = (0.8, 4.6) + (−1.25, 0.75) · 0.7325 = (−0.115, 5.149)";
  for (double w = 4; w <= 70; w += 1) {
    SCOPED_TRACE(w);
    const std::vector<std::string> lines = WrapText(text, w, width);
    std::string joined;
    for (const std::string& l : lines) {
      joined += (joined.empty() ? "" : " ") + l;
      EXPECT_EQ(l.find("  "), std::string::npos);
      // No line ends or starts inside a number: the characters around a break are never digit-digit,
      // digit-point or point-digit.
      if (!l.empty()) {
        EXPECT_NE(l.back(), '.');
        EXPECT_NE(l.front(), '.');
      }
    }
    EXPECT_EQ(joined, text) << "only spaces are taken out";
    for (const std::string num : {"0.7325", "−1.25", "5.149", "4.6"}) {
      bool whole = false;
      for (const std::string& l : lines) whole = whole || l.find(num) != std::string::npos;
      EXPECT_TRUE(whole) << num;
    }
    if (w >= 20) {  // a bracketed vector (15 bytes) fits a line and stays on one
      for (const std::string v : {"(0.8, 4.6)", "(−1.25, 0.75)", "(−0.115, 5.149)"}) {
        bool one = false;
        for (const std::string& l : lines) one = one || l.find(v) != std::string::npos;
        EXPECT_TRUE(one) << v;
      }
      for (const std::string& l : lines) EXPECT_LE(width(l), w) << l;
    }
  }
  EXPECT_EQ(WrapText("a\nb c", 100, width), (std::vector<std::string>{"a", "b c"}));
}

// A relation is one clause: the verdict card never puts "BC" on one line and "= 2.4 > 0" on the next, nor
// "BC =" and "2.4 > 0"; lines break between whole clauses. A clause wider than a line starts its own and
// breaks before a relation sign, never after one.
TEST(TextWrap, BreaksOnlyBetweenWholeClauses) {
  const auto width = [](std::string_view s) {  // one unit a code point
    return static_cast<double>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
  };
  const std::string verdict = "P is outside the wall: BC = 2.4 > 0";
  for (double w = 12; w <= 40; w += 1) {
    SCOPED_TRACE(w);
    const std::vector<std::string> lines = WrapText(verdict, w, width);
    bool whole = false;
    for (const std::string& l : lines) {
      whole = whole || l.find("BC = 2.4 > 0") != std::string::npos;
      EXPECT_LE(width(l), w) << l;
    }
    EXPECT_TRUE(whole) << "the relation is split";
  }
  EXPECT_EQ(WrapText(verdict, 25, width),
            (std::vector<std::string>{"P is outside the wall:", "BC = 2.4 > 0"}));
  // Operators bind too: b² − 4ac stays whole.
  EXPECT_EQ(WrapText("so b² − 4ac = −2000", 16, width), (std::vector<std::string>{"so", "b² − 4ac = −2000"}));
  // Too wide for any line: its own lines, each piece starting with its sign.
  const std::vector<std::string> long_rel = WrapText("then t = 0.7325 ≤ 1 holds", 9, width);
  EXPECT_EQ(long_rel, (std::vector<std::string>{"then", "t", "= 0.7325", "≤ 1 holds"}));
  for (const std::string& l : long_rel) {
    for (const char* sign : {"=", "≤"}) {
      const std::string s = sign;
      EXPECT_FALSE(l.size() >= s.size() && l.compare(l.size() - s.size(), s.size(), s) == 0)
          << "\"" << l << "\" ends with its sign";
    }
  }
}

// The outermost bracketed groups of a text: "(…)", "[…]", "⟨…⟩".
std::vector<std::string> Groups(const std::string& text) {
  std::vector<std::string> groups;
  int depth = 0;
  std::size_t from = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool open =
        std::string_view("([").find(text[i]) != std::string_view::npos || text.compare(i, 3, "⟨") == 0;
    const bool close =
        std::string_view(")]").find(text[i]) != std::string_view::npos || text.compare(i, 3, "⟩") == 0;
    if (open && depth++ == 0) from = i;
    if (close && --depth == 0)
      groups.push_back(text.substr(from, i + (text[i] == ')' || text[i] == ']' ? 1 : 3) - from));
  }
  return groups;
}

// Issue 25, every line readable and true as written: a line never ends with a sign ("·", "=", "+" …) and no
// line is a sign alone — the sign starts the next line, as a lecturer breaks one; a bracketed group — ( ), [
// ], ⟨ ⟩ — stays on one line while it fits one (with the sign before it), and one wider than a line breaks at
// its commas, else before its signs. Real lines from the lessons' verdicts and explanations, at every width.
TEST(TextWrap, NeverEndsALineWithASignNorBreaksInsideABracketThatFits) {
  const auto width = [](std::string_view s) {  // one unit a code point
    return static_cast<double>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
  };
  const auto sign = [](const std::string& w) {
    return math::IsRelationSign(w) || math::IsOperatorSign(w) || w == "⇒" || w == "∧";
  };
  const std::vector<std::string> texts = {
      "NO HIT: the ray will miss the circle (dist0² = 0.81 > r²)",
      "no collision: ti = 1.25 is not in [0, 1]",
      "HIT at ti = 0.7325, bounces to Be' = (5.86, 0.00)",
      "the ray moves towards the centre: ⟨C − Bs, v⃗⟩ = 0.6 · 4.2 + 0.8 · 1.5 > 0",
      "Bi = (0.8, 4.6) + (−1.25, 0.75) · 0.7325 = (−0.115, 5.149)",
      "V1' = V1 − 2 · m2 / (m1 + m2) · ⟨V1 − V2, n̂⟩ n̂ ⇒ both move apart",
      "hit on the edge: the ball touches the wall at ti = 0.625, Bi = (−1, 3.5) (contact (0, 3.5)), and "
      "bounces "
      "to Be' = (−4, 5)",
  };
  for (const std::string& text : texts) {
    for (double w = 6; w <= width(text); w += 1) {
      SCOPED_TRACE(text + " at " + std::to_string(w));
      const std::vector<std::string> lines = WrapText(text, w, width);
      std::string joined;
      for (const std::string& l : lines) {
        joined += (joined.empty() ? "" : " ") + l;
        const std::string last = l.substr(l.rfind(' ') == std::string::npos ? 0 : l.rfind(' ') + 1);
        EXPECT_FALSE(sign(last)) << "\"" << l << "\" ends with a sign";
      }
      EXPECT_EQ(joined, text) << "only spaces are taken out";
      for (const std::string& g : Groups(text)) {
        if (width(g) + 2 > w) continue;  // wider than a line with its sign: breaks at its commas
        bool whole = false;
        for (const std::string& l : lines) whole = whole || l.find(g) != std::string::npos;
        EXPECT_TRUE(whole) << g << " is split";
      }
    }
  }
  // Too wide for a line, a group breaks at its commas, else before its signs (never after one).
  EXPECT_EQ(WrapText("Be' = (−0.1150, 5.1490)", 12, width),
            (std::vector<std::string>{"Be'", "= (−0.1150,", "5.1490)"}));
  EXPECT_EQ(WrapText("the circle (dist0² = 0.81 > r²)", 12, width),
            (std::vector<std::string>{"the circle", "(dist0²", "= 0.81 > r²)"}));
  // A product too wide for a line breaks before its dots: the dot starts the line.
  EXPECT_EQ(WrapText("2 · (0.6, 0.8) · 0.7325", 16, width),
            (std::vector<std::string>{"2 · (0.6, 0.8)", "· 0.7325"}));
  // Factors side by side are a product too: `explain` read "… − 2t" / "((−4, 0.5) · (8, 1)) + …".
  EXPECT_EQ(
      WrapText("t² ((8, 1) · (8, 1)) − 2t ((−4, 0.5) · (8, 1)) + (−4, 0.5) · (−4, 0.5) − 2² = 0", 70, width),
      (std::vector<std::string>{"t² ((8, 1) · (8, 1)) − 2t ((−4, 0.5) · (8, 1)) + (−4, 0.5) · (−4, 0.5)",
                                "− 2² = 0"}));
}

int Sh(const std::string& cmd) { return std::system((cmd + " >/dev/null 2>&1").c_str()); }

// Runs of white space as one space: pdftotext lays lines out as on the page, and a paragraph wraps.
std::string Flat(const std::string& text) {
  std::string flat;
  for (char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\f';
    if (!(space && !flat.empty() && flat.back() == ' ')) flat += space ? ' ' : c;
  }
  return flat;
}

// The text of each page of a PDF (pdftotext; its pages end in a form feed), white space flattened.
std::vector<std::string> PdfPages(const fs::path& pdf) {
  const fs::path txt = pdf.string() + ".txt";
  EXPECT_EQ(Sh("pdftotext -enc UTF-8 '" + pdf.string() + "' '" + txt.string() + "'"), 0) << pdf;
  const std::string all = Slurp(txt);
  std::vector<std::string> pages;
  std::size_t at = 0;
  for (std::size_t ff; (ff = all.find('\f', at)) != std::string::npos; at = ff + 1)
    pages.push_back(Flat(all.substr(at, ff - at)));
  return pages;
}

// A step's value where the page prints it: "= 2.4" or "≈ 2.4" (a value line, a compact line, a figure's
// label), not a digit or decimal point after it. A bare number is a plot's tick label as often.
bool HasValue(const std::string& page, const std::string& v) {
  for (const std::string rel : {"= ", "≈ "}) {
    const std::string needle = rel + v;
    for (std::size_t at = page.find(needle); at != std::string::npos; at = page.find(needle, at + 1)) {
      const std::size_t after = at + needle.size();
      const bool more = after < page.size() && (std::isdigit(static_cast<unsigned char>(page[after])) ||
                                                (page[after] == '.' && after + 1 < page.size() &&
                                                 std::isdigit(static_cast<unsigned char>(page[after + 1]))));
      if (!more) return true;
    }
  }
  return false;
}

// A paragraph on a page: its first and last words (a word-wrapped paragraph keeps them whole).
bool HasParagraph(const std::string& flat, const std::string& what) {
  const std::size_t sp = what.find(' '), last = what.rfind(' ');
  const std::string first = what.substr(0, sp), end = what.substr(last == std::string::npos ? 0 : last + 1);
  return flat.find(first) != std::string::npos && flat.find(end) != std::string::npos;
}

TEST(Handout, APdfPagePerSlideWithTitleDerivationAndTheStudentsTextAsText) {
  TempDir dir("handout");
  const Deck d = ReadDeckFile((kDecks / "lecture-16.json").string());
  HandoutOptions o;
  o.out = (dir / "handout.pdf").string();
  ASSERT_EQ(ExportHandout(d, o), std::vector<std::string>{o.out});
  ASSERT_EQ(Sh("command -v pdfinfo && command -v pdftotext"), 0) << "poppler-utils (scripts/install-deps.sh)";
  EXPECT_EQ(Sh("pdfinfo '" + o.out + "' | grep -q '^Pages: *" + std::to_string(d.slides.size()) + "$'"), 0);
  EXPECT_EQ(Sh("pdfinfo '" + o.out + "' | grep -q 'Page size: *842 x 595 pts'"), 0) << "A4 landscape";
  // Page by page: its title, the steps up to the slide's last, and its students' text are text in the PDF.
  const std::vector<std::string> pages = PdfPages(o.out);
  ASSERT_EQ(pages.size(), d.slides.size());
  for (std::size_t i = 0; i < d.slides.size(); ++i) {
    SCOPED_TRACE("page " + std::to_string(i + 1));
    const std::string& flat = pages[i];
    const OpenedSlide s = OpenSlide(d.slides[i]);
    const HandoutPage hp = HandoutText(d, i, *s.lesson);
    const int until = d.slides[i].until, n = static_cast<int>(s.lesson->derivation().steps.size());
    const int end = until >= 0 ? std::min(until, n) : n;
    EXPECT_EQ(static_cast<int>(hp.derivation.size()), end);
    const auto has = [&](const std::string& what) { return HasParagraph(flat, what); };
    EXPECT_NE(flat.find(d.slides[i].title.substr(0, 24)), std::string::npos) << d.slides[i].title;
    EXPECT_TRUE(has(d.slides[i].text)) << "the students' text";
    // No 40-byte run of the notes that the students' text does not also hold is on the page.
    const std::string& notes = d.slides[i].notes;
    for (std::size_t at = 0; at + 40 <= notes.size(); at += 20) {
      const std::string run = notes.substr(at, 40);
      if (d.slides[i].text.find(run) != std::string::npos) continue;
      EXPECT_EQ(flat.find(run), std::string::npos) << "the presenter's notes stay off the handout: " << run;
    }
    // The steps are typeset (a fraction's parts, a subscript are runs of their own), so the text a reader can
    // select is each value as the step prints it, and each test's outcome.
    for (int k = 0; k < end; ++k) {  // the slide's steps, and the earlier ones in one line each
      const Step& st = s.lesson->derivation().steps[static_cast<std::size_t>(k)];
      const std::string v = StepValueText(st);
      using K = math::Value::Kind;
      if (st.kind == StepKind::Test) {
        EXPECT_TRUE(has(v)) << st.key << ": " << v;
      } else if (st.value.kind == K::Scalar || st.value.kind == K::Vector) {  // a number, a vector
        // (A vector too wide for its line breaks after its comma.)
        const std::size_t comma = v.find(", ");
        const std::string first = comma == std::string::npos ? v : v.substr(0, comma + 1);
        const std::string second = comma == std::string::npos ? v : v.substr(comma + 2);
        EXPECT_NE(flat.find(first), std::string::npos) << st.key << " = " << v;
        EXPECT_NE(flat.find(second), std::string::npos) << st.key << " = " << v;
      }
    }
  }
}

// A page per slide, each with that slide's state: no two pages of a deck print the same derivation, verdict,
// text and figure unless their slides are the same slide.
TEST(Handout, NoTwoPagesPrintTheSameContent) {
  for (const auto& de : fs::directory_iterator(kDecks)) {
    if (de.path().extension() != ".json") continue;
    SCOPED_TRACE(de.path().filename().string());
    const Deck d = ReadDeckFile(de.path().string());
    std::map<std::string, std::size_t> seen;
    for (std::size_t i = 0; i < d.slides.size(); ++i) {
      const OpenedSlide o = OpenSlide(d.slides[i]);
      const HandoutPage p = HandoutText(d, i, *o.lesson);
      Figure fig;
      o.lesson->Draw(fig, HandoutState(d.slides[i], *o.lesson));
      std::string content = p.verdict + "\n" + p.text + "\n";
      for (const std::string& line : p.derivation) content += line + "\n";
      for (const Prim& q : fig.prims()) {
        content += std::to_string(static_cast<int>(q.kind)) + q.text + std::to_string(q.a.x) + "," +
                   std::to_string(q.a.y) + std::to_string(q.stroke.alpha) + ";";
      }
      const auto [it, fresh] = seen.emplace(content, i);
      EXPECT_TRUE(fresh) << "pages " << it->second + 1 << " and " << i + 1 << " print the same content";
    }
  }
}

TEST(Handout, AFolderGetsAPngPerSlideAtTheSlidesState) {
  TempDir dir("handout-png");
  const Deck d = ReadDeckFile((kDecks / "air-hockey.json").string());
  HandoutOptions o;
  o.out = (dir / "pages/").string();
  o.width = 842, o.height = 595;
  const std::vector<std::string> files = ExportHandout(d, o);
  ASSERT_EQ(files.size(), d.slides.size());
  for (const std::string& f : files) {
    int w = 0, h = 0, c = 0;
    unsigned char* px = stbi_load(f.c_str(), &w, &h, &c, 4);
    ASSERT_TRUE(px) << f;
    stbi_image_free(px);
    EXPECT_EQ(w, 842);
    EXPECT_EQ(h, 595);
  }
  EXPECT_EQ(fs::path(files[2]).filename(), "slide-03.png");
  // The page's figure: the slide's state (its steps up to where the clicker leaves it), t where the slide
  // says or the end of the frame.
  const OpenedSlide s = OpenSlide(d.slides[0]);
  const LessonState st = HandoutState(d.slides[0], *s.lesson);
  const int n = static_cast<int>(s.lesson->derivation().steps.size());
  ASSERT_GE(d.slides[0].until, 0) << "slide 1 takes the derivation in parts";
  ASSERT_LT(d.slides[0].until, n);
  EXPECT_EQ(st.reveal, d.slides[0].until) << "where the clicker leaves the slide, not every step";
  EXPECT_EQ(HandoutSteps(d.slides[0], *s.lesson), d.slides[0].until);
  EXPECT_EQ(st.t, 1.0);
  // Options that shape a single figure are refused for a deck by the CLI; a bad --out is refused here.
  o.out = (dir / "handout.svg").string();
  EXPECT_THROW(ExportHandout(d, o), ExportError);
}

// Every shipped deck's PDF, page by page: the slide's title and its students' text are on its page; no step
// after the slide's `until` — neither its value in the derivation nor a label of it in the figure — and no
// verdict before the slide reaches it; no two pages read the same (the slide number aside); no notes.
TEST(Handout, EachPageStopsWhereItsSlideDoesAndNoTwoPagesReadTheSame) {
  ASSERT_EQ(Sh("command -v pdftotext"), 0) << "poppler-utils (scripts/install-deps.sh)";
  TempDir dir("handout-until");
  int later_checked = 0;
  for (const auto& de : fs::directory_iterator(kDecks)) {
    if (de.path().extension() != ".json") continue;
    const std::string name = de.path().filename().string();
    // Under the sanitizers one deck, the longest: the export code is the same for every deck, and the
    // page-by-page text checks of the other four run in Release.
    if (kSanitized && name != "air-hockey.json") continue;
    SCOPED_TRACE(name);
    const Deck d = ReadDeckFile(de.path().string());
    HandoutOptions o;
    o.out = (dir / (name + ".pdf")).string();
    ExportHandout(d, o);
    const std::vector<std::string> pages = PdfPages(o.out);
    ASSERT_EQ(pages.size(), d.slides.size()) << "one page per slide";
    std::map<std::string, std::size_t> seen;
    for (std::size_t i = 0; i < d.slides.size(); ++i) {
      SCOPED_TRACE("page " + std::to_string(i + 1) + ": " + d.slides[i].title);
      const std::string& page = pages[i];
      const OpenedSlide s = OpenSlide(d.slides[i]);
      const Derivation& dv = s.lesson->derivation();
      const HandoutPage hp = HandoutText(d, i, *s.lesson);
      EXPECT_TRUE(hp.notes.empty());
      EXPECT_NE(page.find(d.slides[i].title.substr(0, 20)), std::string::npos);
      EXPECT_TRUE(HasParagraph(page, d.slides[i].text)) << "the students' text";
      EXPECT_EQ(page.find("Presenter"), std::string::npos) << "no notes unless asked";
      // What the page may print: the slide's steps in full, its title, text and header.
      // Where the clicker leaves the slide (present.cpp's SlideSteps): its until, else every step.
      const int n = static_cast<int>(dv.steps.size()), until = d.slides[i].until;
      const int end = until >= 0 ? std::min(until, n) : n;
      EXPECT_EQ(HandoutSteps(d.slides[i], *s.lesson), end);
      std::string shown = hp.header + "\n" + hp.title + "\n" + hp.text + "\n";
      for (int k = 0; k < end; ++k) {
        const Step& st = dv.steps[static_cast<std::size_t>(k)];
        shown += StepText(st) + "\n" + StepValueText(st) + "\n";
      }
      for (std::size_t k = static_cast<std::size_t>(end); k < dv.steps.size(); ++k) {
        const Step& st = dv.steps[k];
        const std::string v = StepValueText(st);
        // A value as "= v"; a test's outcome or a case's meaning as its words.
        const bool words = st.kind == StepKind::Test || st.kind == StepKind::Cases;
        const auto on = [&](const std::string& text) {
          return words ? text.find(v) != std::string::npos : HasValue(text, v);
        };
        if (v.size() < (words ? 12u : 1u) || on(Flat(shown))) continue;  // printed by an earlier step too
        ++later_checked;
        EXPECT_FALSE(on(page)) << "step " << k + 1 << " (" << st.key << ": " << v
                               << ") comes after the slide's last, " << end;
      }
      if (end < static_cast<int>(dv.steps.size()) && dv.verdict.size() >= 12) {
        EXPECT_EQ(page.find(Flat(dv.verdict).substr(0, 12)), std::string::npos)
            << "the verdict: " << dv.verdict;
      }
      // The page without its header (which numbers it) reads unlike every other.
      const std::size_t of = page.find(" of " + std::to_string(d.slides.size()));
      const std::string body =
          of == std::string::npos ? page : page.substr(of + 4 + std::to_string(d.slides.size()).size());
      const auto [it, fresh] = seen.emplace(body, i);
      EXPECT_TRUE(fresh) << "pages " << it->second + 1 << " and " << i + 1 << " read the same";
    }
  }
  EXPECT_GT(later_checked, kSanitized ? 10 : 50)
      << "the decks take derivations in parts: later steps were looked for";
}

// The presenter's copy (--notes): each page adds its slide's notes under the text; the students' copy has
// none.
TEST(Handout, NotesOnlyOnThePresentersCopy) {
  ASSERT_EQ(Sh("command -v pdftotext"), 0) << "poppler-utils (scripts/install-deps.sh)";
  TempDir dir("handout-notes");
  const Deck d = ReadDeckFile((kDecks / "lecture-16.json").string());
  HandoutOptions o;
  o.out = (dir / "students.pdf").string();
  ExportHandout(d, o);
  const std::vector<std::string> students = PdfPages(o.out);
  o.notes = true;
  o.out = (dir / "presenter.pdf").string();
  ExportHandout(d, o);
  const std::vector<std::string> presenter = PdfPages(o.out);
  ASSERT_EQ(students.size(), d.slides.size());
  ASSERT_EQ(presenter.size(), d.slides.size());
  for (std::size_t i = 0; i < d.slides.size(); ++i) {
    SCOPED_TRACE("page " + std::to_string(i + 1));
    const std::string& notes = d.slides[i].notes;
    ASSERT_FALSE(notes.empty()) << "every shipped slide has notes for the presenter";
    const OpenedSlide s = OpenSlide(d.slides[i]);
    EXPECT_EQ(HandoutText(d, i, *s.lesson, true).notes, notes);
    EXPECT_TRUE(HandoutText(d, i, *s.lesson).notes.empty());
    EXPECT_NE(presenter[i].find("Presenter's notes"), std::string::npos);
    EXPECT_EQ(students[i].find("Presenter's notes"), std::string::npos);
    // The whole notes on the presenter's page, word for word (wrapped lines read back as one space).
    EXPECT_NE(presenter[i].find(Flat(notes)), std::string::npos) << notes;
    EXPECT_TRUE(HasParagraph(presenter[i], d.slides[i].text)) << "the students' text stays";
    const std::string run = notes.substr(0, 40);
    if (d.slides[i].text.find(run) == std::string::npos) {
      EXPECT_EQ(students[i].find(run), std::string::npos);
    }
  }
}

}  // namespace
}  // namespace ricochet::app
