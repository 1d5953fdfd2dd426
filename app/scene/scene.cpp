#include "scene/scene.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "scene/files.h"

namespace ricochet::app {

using nlohmann::json;

namespace {
// The end of a path names the file; a field is a path of keys; a problem may echo a value.
std::string FileShown(const std::string& f) { return Printable(f, 160, /*keep_end=*/true); }
std::string FieldShown(const std::string& f) { return Printable(f, 120); }
std::string ProblemShown(const std::string& p) { return Printable(p, 400); }
}  // namespace

SceneError::SceneError(std::string f, std::string fld, std::string prob)
    : std::runtime_error(FileShown(f) + ": " + (fld.empty() ? "" : FieldShown(fld) + ": ") +
                         ProblemShown(prob)),
      file(FileShown(f)),
      field(FieldShown(fld)),
      problem(ProblemShown(prob)) {}

namespace {

// Lists with a count of their own (domain.h's, a deck's slides), by the key that holds them; any other list
// or object is small in every file Ricochet reads (a point is 2 numbers, a scene about 15 fields).
struct ListLimit {
  const char* key;
  std::size_t max;
};
constexpr ListLimit kListLimits[] = {{"balls", domain::kMaxBalls},
                                     {"walls", domain::kMaxWalls},
                                     {"pillars", domain::kMaxPillars},
                                     {"slides", kMaxSlides}};
constexpr std::size_t kMaxListElements = 10'000;
constexpr std::size_t kMaxObjectFields = 1'000;
constexpr std::size_t kMaxTextBytes = std::size_t{64} << 10;  // a title, notes, an id, a key

// The document's shape, checked by nlohmann's SAX parser (one pass, no tree) before json::parse builds the
// tree: what would cost the tree's memory is refused for the cost of the text (a 2,000,001-ball file, a
// 50 MB title), and what would overflow the stack (nlohmann copies, compares and prints values recursively:
// 150,000 nested arrays, issue 18) before anything recursive runs. It knows where in the document it is, so
// each refusal names its field as the field readers do ("balls[3].m"), a number beyond a double (1e400)
// included.
class ShapeCheck final : public nlohmann::json_sax<json> {
 public:
  ShapeCheck(const std::string& text, const std::string& name) : text_(text), name_(name) {}
  std::optional<SceneError> error;

  bool null() override { return Scalar(); }
  bool boolean(bool) override { return Scalar(); }
  bool number_integer(number_integer_t) override { return Scalar(); }
  bool number_unsigned(number_unsigned_t) override { return Scalar(); }
  bool number_float(number_float_t, const string_t&) override { return Scalar(); }
  bool binary(binary_t&) override { return Scalar(); }
  bool string(string_t& s) override {
    return Scalar() && (s.size() <= kMaxTextBytes || Refuse(Field(levels_.size()), TextProblem("a text", s)));
  }
  bool start_object(std::size_t) override { return Value() && Open(false, kMaxObjectFields); }
  bool key(string_t& k) override {
    Level& l = levels_.back();
    if (k.size() > kMaxTextBytes) return Refuse(Field(levels_.size() - 1), TextProblem("a key", k));
    if (++l.count > l.max)
      return Refuse(Field(levels_.size() - 1), "has more than " + std::to_string(l.max) + " fields");
    l.key = k;
    return true;
  }
  bool end_object() override { return Close(); }
  bool start_array(std::size_t) override {
    std::size_t max = kMaxListElements;
    if (!levels_.empty() && !levels_.back().array) {
      for (const ListLimit& limit : kListLimits)
        if (levels_.back().key == limit.key) max = limit.max;
    }
    return Value() && Open(true, max);
  }
  bool end_array() override { return Close(); }

  bool parse_error(std::size_t byte, const std::string& token,
                   const nlohmann::detail::exception& e) override {
    if (error) return false;
    if (e.id == 406) {  // a number beyond ±1.8e308 ("1e400"): named like any other non-finite number
      Value();
      return Refuse(Field(levels_.size()), "must be a finite number, got " + token);
    }
    // byte is 1-based; the line and column let the user find it.
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i + 1 < byte && i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++line, col = 1;
      } else if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) {  // a character, not a byte
        ++col;
      }
    }
    const std::string at = "line " + std::to_string(line) + ", column " + std::to_string(col);
    return Refuse("",
                  done_ ? "more after the end of the JSON document, at " + at : "not valid JSON at " + at);
  }

 private:
  struct Level {
    bool array;
    std::size_t max;        // elements or fields
    std::size_t count = 0;  // elements or fields so far
    std::string key;        // object: the key of the value being read
  };

  static std::string TextProblem(const char* what, const std::string& s) {
    return std::string("is ") + what + " of " + std::to_string(s.size()) + " bytes, at most " +
           std::to_string(kMaxTextBytes);
  }

  bool Refuse(const std::string& field, const std::string& problem) {
    if (!error) error.emplace(name_, field, problem);
    return false;
  }

  // Where the first `depth` levels are, as the field readers name it: "p[1]", "balls[3].m"; "" at the top.
  std::string Field(std::size_t depth) const {
    std::string f;
    for (std::size_t i = 0; i < depth; ++i) {
      const Level& l = levels_[i];
      f += l.array ? "[" + std::to_string(l.count == 0 ? 0 : l.count - 1) + "]"
                   : (f.empty() ? "" : ".") + l.key;
    }
    return f;
  }

  // A value begins: one more element of the list it is in.
  bool Value() {
    if (levels_.empty()) return true;
    Level& l = levels_.back();
    if (!l.array) return true;
    if (l.count == l.max) {
      return Refuse(Field(levels_.size() - 1),
                    "has more than " + std::to_string(l.max) + " elements, at most " + std::to_string(l.max));
    }
    ++l.count;
    return true;
  }

  bool Open(bool array, std::size_t max) {
    if (levels_.size() >= static_cast<std::size_t>(domain::kMaxJsonDepth)) {
      const std::string top = levels_[0].array ? std::string() : levels_[0].key;
      return Refuse(top,
                    "nested deeper than " + std::to_string(domain::kMaxJsonDepth) + " levels of [ ] and { }");
    }
    levels_.push_back(Level{array, max, 0, {}});
    return true;
  }
  bool Close() {
    levels_.pop_back();
    done_ = levels_.empty();
    return true;
  }
  bool Scalar() {
    done_ = levels_.empty();  // a document of one number or text ends with it
    return Value();
  }

  const std::string& text_;
  const std::string& name_;
  std::vector<Level> levels_;
  bool done_ = false;  // the root value has ended: a syntax error now is content after it
};

}  // namespace

json ParseJson(const std::string& text, const std::string& name) {
  ShapeCheck check(text, name);
  if (!json::sax_parse(text, &check)) {
    if (check.error) throw *check.error;
    throw SceneError(name, "", "not valid JSON");
  }
  return json::parse(text);  // cannot fail now
}

json ParseScene(const std::string& text, const std::string& name) {
  json j = ParseJson(text, name);
  if (!j.is_object()) throw SceneError(name, "", "a scene must be a JSON object {\"lesson\": ..., ...}");
  return j;
}

json ReadSceneFile(const std::string& path) {
  return ParseScene(*ReadFileText(path, kMaxSceneBytes), path == "-" ? "<stdin>" : path);
}

namespace {

// The shortest form that reads back as x, as a person writes it: 1e6, 1e-6, 89.9,
// 1000001, 1.7976931348623157e308.
std::string Short(double x) {
  char buf[32];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, x);
    if (std::strtod(buf, nullptr) == x) break;
  }
  std::string s = buf;
  if (const std::size_t e = s.find('e'); e != std::string::npos) {  // 1e+06 → 1e6, 1e-06 → 1e-6
    std::size_t i = e + 1;
    if (s[i] == '+') {
      s.erase(i, 1);
    } else if (s[i] == '-') {
      ++i;
    }
    while (i + 1 < s.size() && s[i] == '0') s.erase(i, 1);
  }
  return s;
}

}  // namespace

std::string TypedNumber(double x) {
  const std::string s = Short(x);
  if (s.find('e') == std::string::npos) return s;
  char buf[64];
  for (int decimals = 0; decimals <= 17; ++decimals) {
    std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
    // Plain digits only when they read back as x (1.4e-200 has none within 17 decimals) and are short.
    if (std::strtod(buf, nullptr) == x) return std::strlen(buf) <= s.size() + 2 ? std::string(buf) : s;
  }
  return s;
}

namespace {

double ToNumber(const json& v, const std::string& field, const std::string& file,
                const domain::Range& range) {
  if (!v.is_number()) {
    throw SceneError(file, field, std::string("expected a number, got ") + v.type_name());
  }
  const double x = v.get<double>();
  if (!std::isfinite(x)) throw SceneError(file, field, "must be a finite number");
  CheckRange(x, range, field, file);
  return x;
}

Vec2 ToPoint(const json& v, const std::string& field, const std::string& file, const domain::Range& range) {
  if (!v.is_array()) {
    throw SceneError(file, field, std::string("expected a point [x, y], got ") + v.type_name());
  }
  if (v.size() != 2) {
    throw SceneError(file, field, "expected a point [x, y] with 2 numbers, got " + std::to_string(v.size()));
  }
  return {ToNumber(v[0], field + "[0]", file, range), ToNumber(v[1], field + "[1]", file, range)};
}

}  // namespace

std::string RangeText(const domain::Range& r) {
  if (r.lo == -r.hi) return "within ±" + TypedNumber(r.hi);
  return std::string(r.zero_ok ? "0 or " : "") + "in " + (r.open_lo ? "(" : "[") + TypedNumber(r.lo) + ", " +
         TypedNumber(r.hi) + "]";
}

void CheckRange(double x, const domain::Range& r, const std::string& field, const std::string& file) {
  if (domain::Contains(r, x)) return;
  SceneError e(file, field, "must be " + RangeText(r) + ", got " + TypedNumber(x));
  if (std::isfinite(x)) {
    e.nearest = NearestInRange(r, x);
    if (r.open_lo && *e.nearest > r.lo && *e.nearest < r.lo + 2e-3) e.above = r.lo;
  }
  throw e;
}

double NearestInRange(const domain::Range& r, double x) {
  if (domain::Contains(r, x)) return x;
  if (r.zero_ok && std::abs(x) < std::abs(x - r.lo) && std::abs(x) < std::abs(x - r.hi)) return 0.0;
  if (x > r.hi) return r.hi;
  return r.open_lo ? r.lo + std::min(1e-3, (r.hi - r.lo) * 1e-3) : r.lo;
}

namespace {
// The value at `path` in `j`: "m1", "P0[0]", "balls[3].r" (as the readers name a field); nullptr when absent.
json* AtPath(json& j, const std::string& path) {
  json* at = &j;
  std::size_t i = 0;
  while (i < path.size()) {
    const std::size_t end = path.find_first_of(".[", i);
    const std::string key = path.substr(i, end == std::string::npos ? std::string::npos : end - i);
    if (!key.empty()) {
      if (!at->is_object() || !at->contains(key)) return nullptr;
      at = &(*at)[key];
    }
    if (end == std::string::npos) break;
    if (path[end] == '.') {
      i = end + 1;
      continue;
    }
    const std::size_t close = path.find(']', end);
    if (close == std::string::npos) return nullptr;
    char* stop = nullptr;
    const unsigned long k = std::strtoul(path.c_str() + end + 1, &stop, 10);
    if (stop != path.c_str() + close || !at->is_array() || k >= at->size()) return nullptr;
    at = &(*at)[k];
    i = close + 1;
  }
  return at == &j ? nullptr : at;
}
}  // namespace

std::string NearestAcceptedText(const SceneError& e, json scene,
                                const std::function<void(const json&)>& read) {
  if (!e.nearest) return "";
  json* at = AtPath(scene, e.field);
  if (!at || !at->is_number()) return "";
  *at = *e.nearest;
  try {
    read(scene);
  } catch (const SceneError&) {
    return "";  // another check refuses it too (two radii that may not both be 0): no suggestion
  }
  return SuggestionText(e);
}

std::string SuggestionText(const SceneError& e) {
  if (!e.nearest) return "";
  if (e.above)
    return "It takes values above " + TypedNumber(*e.above) + ", such as " + TypedNumber(*e.nearest) + ".";
  return "The nearest value it takes is " + TypedNumber(*e.nearest) + ".";
}

void CheckApart(Vec2 a, Vec2 b, const char* field_a, const char* field_b, const std::string& file) {
  // hypot: no underflow on the way. 0.1 % slack: near 10⁶ a difference of coordinates is only known to
  // 10⁻¹⁰, so a distance meant as 10⁻⁶ may come out a few ulps short.
  const double d = Length(b - a);
  if (d == 0.0 || d >= domain::kMinLength * (1.0 - 1e-3)) return;
  throw SceneError(file, field_b,
                   "is " + TypedNumber(d) + " from " + field_a +
                       ": two points that define a direction must coincide or be at least " +
                       TypedNumber(domain::kMinLength) + " apart");
}

void CheckRadiusToExtent(double r, double extent, const std::string& r_field, const std::string& extent_field,
                         const std::string& file) {
  if (r >= domain::kMinRadiusToExtent * extent) return;
  char least[32];  // the smallest radius at this extent, to 3 digits as a person types it (1000, not 1e+03)
  std::snprintf(least, sizeof least, "%.3g", domain::kMinRadiusToExtent * extent);
  throw SceneError(file, r_field,
                   "is " + TypedNumber(r) + ", below " + TypedNumber(domain::kMinRadiusToExtent) +
                       " × the scene's extent " + TypedNumber(extent) + " (" + extent_field +
                       "): a radius must be at least " + TypedNumber(std::strtod(least, nullptr)) +
                       " at that scale");
}

double ReadNumber(const json& scene, const char* field, const std::string& file, const domain::Range& range) {
  if (!scene.contains(field)) throw SceneError(file, field, "missing");
  return ToNumber(scene.at(field), field, file, range);
}

Vec2 ReadPoint(const json& scene, const char* field, const std::string& file, const domain::Range& range) {
  if (!scene.contains(field)) throw SceneError(file, field, "missing");
  return ToPoint(scene.at(field), field, file, range);
}

std::optional<double> ReadOptionalNumber(const json& scene, const char* field, const std::string& file,
                                         const domain::Range& range) {
  if (!scene.contains(field)) return std::nullopt;
  return ToNumber(scene.at(field), field, file, range);
}

std::optional<Vec2> ReadOptionalPoint(const json& scene, const char* field, const std::string& file,
                                      const domain::Range& range) {
  if (!scene.contains(field)) return std::nullopt;
  return ToPoint(scene.at(field), field, file, range);
}

namespace {
constexpr SceneField kCommonFields[] = {
    {"lesson", FieldKind::Text, true, nullptr, "", "", "the lesson's id (`ricochet lessons` lists them)"},
    {"t", FieldKind::Number, false, &domain::kFrameTime, "t", "frame",
     "the time the window shows, within the frame (saved by File → Save)"},
    {"reveal", FieldKind::Number, false, &domain::kReveal, "", "steps",
     "how many derivation steps the window shows (a whole number; saved by File → Save)"},
    // An object, not a list: Objects without item fields (its keys are `ricochet check`'s, docs/check.md).
    {"check", FieldKind::Objects, false, nullptr, "", "",
     "`ricochet check`'s note of a failing case (function, inputs, expected, yours …): the student's answer "
     "drawn over the figure"},
};

// Lower case, without '_' and '-': "r_s" and "R-S" are "rs".
std::string Folded(std::string_view s) {
  std::string out;
  for (const char c : s) {
    if (c != '_' && c != '-') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

// Edits from a to b — an insertion, a deletion, a changed letter or two letters swapped ("notse" → "notes")
// count one each (the optimal string alignment distance).
std::size_t EditDistance(std::string_view a, std::string_view b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] =
          std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}
}  // namespace

std::span<const SceneField> CommonSceneFields() { return kCommonFields; }

std::string NearestName(std::string_view name, std::span<const std::string_view> known) {
  if (name.size() > 64) return "";  // no field is that long: nothing is near it
  const std::string folded = Folded(name);
  std::string best;
  // Nearest folded; among those, nearest as typed ("RR" is R, not r, where a lesson has both).
  std::size_t best_d = std::max<std::size_t>(1, folded.size() / 3) + 1, best_raw = 0;
  for (const std::string_view k : known) {
    const std::size_t d = EditDistance(folded, Folded(k)), raw = EditDistance(name, k);
    if (d < best_d || (d == best_d && !best.empty() && raw < best_raw)) best_d = d, best_raw = raw, best = k;
  }
  return best;
}

std::string UnknownFieldProblem(std::string_view name, std::span<const std::string_view> known) {
  const std::string near = NearestName(name, known);
  if (!near.empty()) return "unknown field (did you mean " + near + "?)";
  std::string list;
  for (const std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
  return "unknown field (known: " + list + ")";
}

void OnlyKnownNames(const json& j, std::span<const std::string_view> names, const std::string& file,
                    const std::string& where) {
  if (!j.is_object()) return;
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (std::find(names.begin(), names.end(), it.key()) == names.end())
      throw SceneError(file, where + it.key(), UnknownFieldProblem(it.key(), names));
  }
}

void OnlyKnownFields(const json& j, std::span<const SceneField> fields, const std::string& file,
                     const std::string& where, bool common) {
  if (!j.is_object()) return;
  const auto in = [](std::string_view key, std::span<const SceneField> list) {
    return std::any_of(list.begin(), list.end(), [&](const SceneField& f) { return key == f.name; });
  };
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (in(it.key(), fields) || (common && in(it.key(), kCommonFields))) continue;
    std::vector<std::string_view> names;  // only for the message: a table of 2·10⁶ balls allocates nothing
    for (const SceneField& f : fields) names.emplace_back(f.name);
    if (common) {
      for (const SceneField& f : kCommonFields) names.emplace_back(f.name);
    }
    throw SceneError(file, where + it.key(), UnknownFieldProblem(it.key(), names));
  }
}

std::string ReadLessonId(const json& scene, const std::string& file) {
  if (!scene.is_object()) throw SceneError(file, "", "a scene must be a JSON object");
  if (!scene.contains("lesson")) throw SceneError(file, "lesson", "missing");
  if (!scene.at("lesson").is_string()) throw SceneError(file, "lesson", "expected a lesson id string");
  return scene.at("lesson").get<std::string>();
}

void WriteFileAtomically(const std::string& path, const std::string& text) {
  try {
    TempFile tmp(path);
    tmp.Write(text.data(), text.size());
    tmp.Commit(true);  // throws the write's error, if any
  } catch (const WriteError& e) {
    throw SceneError(path, "", "cannot write it: " + e.reason);
  }
}

void WriteSceneFile(const std::string& path, const json& scene) {
  WriteFileAtomically(path, scene.dump(2) + "\n");
}

}  // namespace ricochet::app
