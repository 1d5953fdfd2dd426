#include "deck/deck.h"

#include <algorithm>
#include <filesystem>

#include "scene/files.h"
#include "scene/scene.h"

namespace ricochet::app {

using nlohmann::json;

namespace {

constexpr domain::Range kSlideTime{0.0, 1.0};  // t of B(t) = Bs + v t within the frame
constexpr std::string_view kDeckFields[] = {"title", "slides"};
constexpr std::string_view kSlideFields[] = {"title", "scene", "lesson", "preset", "reveal",
                                             "recap", "until", "t",      "text",   "notes"};

std::string SlideName(std::size_t i) { return "slide " + std::to_string(i + 1); }

std::string ReadText(const json& j, const char* field, const std::string& file, const std::string& where,
                     bool required) {
  if (!j.contains(field)) {
    if (required) throw SceneError(file, where + field, "missing");
    return "";
  }
  if (!j.at(field).is_string()) {
    throw SceneError(file, where + field, std::string("expected text, got ") + j.at(field).type_name());
  }
  return j.at(field).get<std::string>();
}

std::string Names(const std::vector<std::string>& names) {
  std::string s;
  for (const std::string& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

// The slide's lesson with its scene loaded: the slide's "scene", else its "lesson" (and "preset").
std::unique_ptr<Lesson> LoadSlideLesson(const json& j, Slide& s, const std::string& file,
                                        const std::string& where) {
  const bool has_scene = j.contains("scene"), has_lesson = j.contains("lesson");
  if (has_scene == has_lesson) {
    throw SceneError(file, where + (has_scene ? "lesson" : "scene"),
                     has_scene ? "give \"scene\" or \"lesson\", not both (a scene names its lesson)"
                               : "missing (a slide needs \"scene\": {…} or \"lesson\": ID)");
  }
  if (has_scene) {
    if (j.contains("preset")) {
      throw SceneError(file, where + "preset", "goes with \"lesson\" (a \"scene\" is complete already)");
    }
    const json& scene = j.at("scene");
    if (!scene.is_object()) {
      throw SceneError(file, where + "scene", std::string("expected a scene {…}, got ") + scene.type_name());
    }
    std::string id;
    try {
      id = ReadLessonId(scene, file);
    } catch (const SceneError& e) {
      throw SceneError(file, where + "scene.lesson", e.problem);
    }
    const LessonEntry* e = FindLesson(id);
    if (!e)
      throw SceneError(file, where + "scene.lesson",
                       "unknown lesson " + Quoted(id) + " (see `ricochet lessons`)");
    std::unique_ptr<Lesson> l = e->Make();
    try {
      l->LoadScene(scene);
    } catch (const SceneError& ex) {  // the lesson names the field; the deck names the file and the slide
      throw SceneError(file, where + "scene" + (ex.field.empty() ? "" : "." + ex.field), ex.problem);
    }
    l->Update();
    s.scene = scene;
    return l;
  }
  const std::string id = ReadText(j, "lesson", file, where, true);
  const LessonEntry* e = FindLesson(id);
  if (!e)
    throw SceneError(file, where + "lesson", "unknown lesson " + Quoted(id) + " (see `ricochet lessons`)");
  std::unique_ptr<Lesson> l = e->Make();
  s.preset = ReadText(j, "preset", file, where, false);
  if (j.contains("preset")) {
    const std::vector<Preset> presets = l->Presets();
    const auto p =
        std::find_if(presets.begin(), presets.end(), [&](const Preset& p) { return s.preset == p.name; });
    if (p == presets.end()) {
      std::vector<std::string> names;
      for (const Preset& q : presets) names.push_back(q.name);
      throw SceneError(file, where + "preset",
                       "no preset " + Quoted(s.preset) + " in " + id + " (presets: " + Names(names) + ")");
    }
    l->LoadScene(p->scene);
    l->Update();
    s.scene = p->scene;
    return l;
  }
  s.scene = l->SaveScene();  // the lesson's opening scene
  return l;
}

}  // namespace

int ResolveReveal(const json& v, const Lesson& l, const std::string& file, const std::string& field) {
  const Derivation& d = l.derivation();
  const int n = static_cast<int>(d.steps.size());
  if (v.is_number_integer()) {
    const long long k =
        v.is_number_unsigned()
            ? static_cast<long long>(std::min<std::uint64_t>(v.get<std::uint64_t>(), 1u << 30))
            : v.get<long long>();
    if (k < 0 || k > n) {
      throw SceneError(file, field,
                       "must be a step count in [0, " + std::to_string(n) + "] (" + std::string(l.Id()) +
                           " derives " + std::to_string(n) + " steps here), got " + std::to_string(k));
    }
    return static_cast<int>(k);
  }
  if (v.is_string()) {
    const std::string key = v.get<std::string>();
    if (key == "all") return n;
    const int i = d.Find(key);
    if (i < 0) {
      std::vector<std::string> keys;
      for (const Step& st : d.steps) keys.push_back(st.key);
      throw SceneError(file, field,
                       "no step " + Quoted(key) + " in " + std::string(l.Id()) +
                           " here (steps: " + (keys.empty() ? std::string("none") : Names(keys)) + ")");
    }
    return i + 1;
  }
  throw SceneError(file, field,
                   std::string("expected a step count, a step's key or \"all\", got ") + v.type_name());
}

namespace {

Slide ReadSlide(const json& j, std::size_t index, const std::string& file, std::int64_t& work) {
  const std::string where = SlideName(index) + ": ";
  if (!j.is_object()) {
    throw SceneError(file, SlideName(index),
                     std::string("expected a slide {\"title\": …}, got ") + j.type_name());
  }
  OnlyKnownNames(j, kSlideFields, file, where);
  Slide s;
  s.title = ReadText(j, "title", file, where, true);
  s.text = ReadText(j, "text", file, where, false);
  s.notes = ReadText(j, "notes", file, where, false);
  if (j.contains("recap")) {
    if (!j.at("recap").is_boolean())
      throw SceneError(file, where + "recap",
                       std::string("expected true or false, got ") + j.at("recap").type_name());
    s.recap = j.at("recap").get<bool>();
  }
  const std::unique_ptr<Lesson> l = LoadSlideLesson(j, s, file, where);
  work += l->Work();
  if (work > kMaxDeckWork) {
    throw SceneError(file, SlideName(index),
                     "brings the deck's work past " + std::to_string(kMaxDeckWork) + " steps (" +
                         std::string(l->Id()) + " here walks " + std::to_string(l->Work()) +
                         "): a deck may ask at most " + std::to_string(kMaxDeckWork) + ", about a second");
  }
  if (j.contains("reveal")) s.reveal = ResolveReveal(j.at("reveal"), *l, file, where + "reveal");
  if (j.contains("until")) {
    s.until = ResolveReveal(j.at("until"), *l, file, where + "until");
    if (s.until < s.reveal) {
      throw SceneError(file, where + "until",
                       "step " + std::to_string(s.until) + " comes before the slide opens (reveal: step " +
                           std::to_string(s.reveal) + ")");
    }
  }
  try {
    s.t = ReadOptionalNumber(j, "t", file, kSlideTime).value_or(0.0);
    s.t_given = j.contains("t");
  } catch (const SceneError& e) {
    throw SceneError(file, where + e.field, e.problem);
  }
  return s;
}

}  // namespace

bool IsDeck(const json& j) { return j.is_object() && j.contains("slides"); }

Deck ReadDeck(const json& j, const std::string& file) {
  if (!j.is_object())
    throw SceneError(file, "", "a deck must be a JSON object {\"title\": …, \"slides\": […]}");
  OnlyKnownNames(j, kDeckFields, file);
  Deck d;
  d.file = file;
  d.title = ReadText(j, "title", file, "", true);
  if (!j.contains("slides")) throw SceneError(file, "slides", "missing");
  const json& slides = j.at("slides");
  if (!slides.is_array())
    throw SceneError(file, "slides", std::string("expected a list […], got ") + slides.type_name());
  if (slides.empty()) throw SceneError(file, "slides", "a deck needs at least one slide");
  if (slides.size() > kMaxSlides) {
    throw SceneError(
        file, "slides",
        "at most " + std::to_string(kMaxSlides) + " slides, got " + std::to_string(slides.size()));
  }
  std::int64_t work = 0;
  for (std::size_t i = 0; i < slides.size(); ++i) d.slides.push_back(ReadSlide(slides[i], i, file, work));
  return d;
}

Deck ReadDeckFile(const std::string& path) {
  const std::string file = path == "-" ? "<stdin>" : path;
  return ReadDeck(ReadSceneFile(path), file);
}

Deck SceneDeck(const json& scene, const std::string& file) {
  const std::string id = ReadLessonId(scene, file);
  const LessonEntry* e = FindLesson(id);
  if (!e) throw SceneError(file, "lesson", "unknown lesson " + Quoted(id) + " (see `ricochet lessons`)");
  std::unique_ptr<Lesson> l = e->Make();
  try {
    l->LoadScene(scene);
  } catch (const SceneError& ex) {  // lessons do not know the file name: name it here
    throw SceneError(file, ex.field, ex.problem);
  }
  Deck d;
  d.file = file;
  d.title = e->lecture;
  Slide s;
  s.title = e->title;
  s.scene = scene;
  d.slides.push_back(std::move(s));
  return d;
}

OpenedSlide OpenSlide(const Slide& s) {
  const LessonEntry* e = FindLesson(ReadLessonId(s.scene, "slide"));
  if (!e) throw SceneError("slide", "lesson", "unknown lesson");  // ReadDeck checked it: not reached
  OpenedSlide o{e->Make(), LessonState{}};
  o.lesson->LoadScene(s.scene);
  o.lesson->Update();
  o.state.t = s.t;
  o.state.reveal = s.reveal;
  return o;
}

json SlideJson(const Lesson& lesson, const LessonState& st, const std::string& title,
               const std::string& notes) {
  const Derivation& d = lesson.derivation();
  const int n = static_cast<int>(d.steps.size());
  json reveal = 0;
  if (st.reveal >= n) {
    reveal = "all";
  } else if (st.reveal > 0) {
    reveal = d.steps[static_cast<std::size_t>(st.reveal - 1)].key;
  }
  json j = {{"title", title}, {"scene", lesson.SaveScene()}, {"reveal", reveal}};
  if (st.reveal > 0) j["recap"] = true;  // it opens past the lecture start: what it shows was taught before
  if (lesson.clock() == Clock::Frame && st.t != 0.0) j["t"] = std::clamp(st.t, 0.0, 1.0);
  if (!notes.empty()) j["notes"] = notes;
  return j;
}

std::size_t AppendSlide(const std::string& path, const json& slide, const std::string& title) {
  json deck;
  std::error_code ec;
  if (std::filesystem::exists(path, ec)) {
    deck = ReadSceneFile(path);
    ReadDeck(deck, path);  // never append to a file that is not a sound deck
  } else {
    deck = {{"title", title}, {"slides", json::array()}};
  }
  deck["slides"].push_back(slide);
  const Deck checked = ReadDeck(deck, path);
  WriteSceneFile(path, deck);
  return checked.slides.size();
}

}  // namespace ricochet::app
