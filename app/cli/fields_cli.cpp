// `ricochet fields`: docs/scene-fields.md from the readers' own tables.
#include "cli/fields_cli.h"

#include <cstdio>
#include <span>

#include "lessons/lesson.h"
#include "scene/files.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

std::string TypeText(const SceneField& f) {
  switch (f.kind) {
    case FieldKind::Point: return "point [x, y], each " + RangeText(*f.range);
    case FieldKind::Number: return "number " + RangeText(*f.range);
    case FieldKind::Text: return "text";
    case FieldKind::Flag: return "true or false";
    case FieldKind::Objects: return f.item_count > 0 ? "list of objects (below)" : "object";
  }
  return "";
}

// A Markdown table cell: '|' would end it.
std::string Cell(std::string s) {
  for (std::size_t at = 0; (at = s.find('|', at)) != std::string::npos; at += 2) s.replace(at, 1, "\\|");
  return s;
}

void Table(std::string& out, std::span<const SceneField> fields) {
  out += "| field | symbol | meaning | unit | type and range | required |\n";
  out += "|---|---|---|---|---|---|\n";
  for (const SceneField& f : fields) {
    out += "| `" + std::string(f.name) + "` | " + Cell(f.symbol) + " | " + Cell(f.meaning) + " | " +
           Cell(f.unit) + " | " + Cell(TypeText(f)) + " | " + (f.required ? "yes" : "no") + " |\n";
  }
  for (const SceneField& f : fields) {
    if (f.kind != FieldKind::Objects || f.item_count == 0) continue;
    out += "\nEach element of `" + std::string(f.name) + "`:\n\n";
    Table(out, {f.items, f.item_count});
  }
}

}  // namespace

std::string SceneFieldsReference() {
  std::string out =
      "# Scene fields\n\n"
      "<!-- Written by `ricochet fields > docs/scene-fields.md` from the tables the scene readers check;\n"
      "     app/tests/fields_test.cpp fails when this page and the readers differ. Do not edit by hand. "
      "-->\n\n"
      "A scene file is one JSON object: `{\"lesson\": ID, …}` with the lesson's fields below. A field that "
      "is\n"
      "not listed for its lesson is refused with one line naming it and the nearest known field\n"
      "(`scene.json: r_s: unknown field (did you mean rs?)`), exit 1 — a typo is never read as a missing\n"
      "value. Symbols are the lectures' (the names the window and the derivation show); lengths are world\n"
      "units, velocities world units per frame unless a lesson says otherwise.\n\n"
      "Every lesson's scene may also hold:\n\n";
  Table(out, CommonSceneFields());
  for (const LessonEntry& e : LessonList()) {
    out += "\n## " + std::string(e.id) + "\n\n" + e.title + " (" + e.lecture + ").\n\n";
    Table(out, e.fields());
  }
  return out;
}

int RunFields(const std::vector<std::string>& args) {
  if (!args.empty()) {
    std::fprintf(stderr, "ricochet fields: takes no arguments (got %s)\n", Quoted(args[0]).c_str());
    return 2;
  }
  std::fputs(SceneFieldsReference().c_str(), stdout);
  return 0;
}

}  // namespace ricochet::app
