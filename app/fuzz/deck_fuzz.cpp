// Harness `deck`: any bytes as a deck file, through the reader of `ricochet present`, `ricochet export DECK`
// and the window (ParseScene, then ReadDeck, which checks every slide against the syllabus). A deck it
// accepts must never fail halfway through a lecture: every slide opens as the presenter opens it, shows
// nothing infinite (fuzz/scene_checks.h), and written back as File → Save as deck slide writes it
// (SlideJson) reads again to the same scene, reveal and t. Seeds: decks/ and app/fuzz/corpus/deck.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "deck/deck.h"
#include "fuzz/oracles.h"
#include "fuzz/scene_checks.h"
#include "scene/scene.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace ricochet::app;
  using ricochet::app::oracle::Fail;
  const std::string file = "fuzz.json";
  Deck deck;
  try {
    const nlohmann::json j = ParseScene(std::string(reinterpret_cast<const char*>(data), size), file);
    if (!IsDeck(j)) return 0;  // a scene: the harness `scene`
    deck = ReadDeck(j, file);
  } catch (const SceneError& e) {
    if (e.file != file) Fail("the deck was refused without naming its file: " + std::string(e.what()));
    return 0;  // refused with its one line
  }
  for (std::size_t i = 0; i < deck.slides.size(); ++i) {
    const Slide& s = deck.slides[i];
    const std::string what = "slide " + std::to_string(i + 1);
    OpenedSlide o;
    try {
      o = OpenSlide(s);
    } catch (const SceneError& e) {
      Fail(what + " was read but does not open: " + e.what());
    }
    fuzz::CheckLessonShows(*o.lesson, what.c_str());
    const int n = static_cast<int>(o.lesson->derivation().steps.size());
    if (o.state.reveal < 0 || !(o.state.t >= 0 && o.state.t <= 1))
      Fail(what + " opens at reveal " + std::to_string(o.state.reveal) + ", t " + std::to_string(o.state.t));
    if (s.until >= 0 && s.until > n) Fail(what + ": until " + std::to_string(s.until) + " beyond its steps");

    // Saved as a slide and read again: the same scene, the same steps shown, the same t.
    const nlohmann::json saved = {{"title", deck.title},
                                  {"slides", {SlideJson(*o.lesson, o.state, s.title, s.notes)}}};
    Deck again;
    try {
      again = ReadDeck(saved, "saved.json");
    } catch (const SceneError& e) {
      Fail(what + ": its saved slide is refused: " + std::string(e.what()) + ": " + saved.dump());
    }
    const OpenedSlide p = OpenSlide(again.slides.at(0));
    if (p.lesson->SaveScene() != o.lesson->SaveScene())
      Fail(what + ": save → open changed the scene: " + o.lesson->SaveScene().dump() + " → " +
           p.lesson->SaveScene().dump());
    if (std::min(p.state.reveal, n) != std::min(o.state.reveal, n))
      Fail(what + ": save → open changed the reveal: " + std::to_string(o.state.reveal) + " → " +
           std::to_string(p.state.reveal));
    if (o.lesson->clock() == Clock::Frame && p.state.t != o.state.t)
      Fail(what + ": save → open changed t: " + std::to_string(o.state.t) + " → " +
           std::to_string(p.state.t));
  }
  return 0;
}
