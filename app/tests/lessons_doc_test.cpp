// docs/lessons.md maps every slide of the five lectures to a lesson, a preset and a step. Each row must be
// reachable (the lesson, its preset, the step by its key with the symbol the row names, or a handle or a
// scene input), and every symbol the lectures fix (the README's list, kept at the top of docs/lessons.md)
// must be reached by some row.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "explain/explain.h"
#include "lessons/lesson.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

std::string Trim(std::string s) {
  const auto first = s.find_first_not_of(" `");
  const auto last = s.find_last_not_of(" `");
  return first == std::string::npos ? "" : s.substr(first, last - first + 1);
}

std::vector<std::string> Cells(const std::string& line) {  // "| a | b |" → {"a", "b"}
  std::vector<std::string> out;
  std::string cell;
  std::istringstream in(line.substr(1));
  while (std::getline(in, cell, '|')) out.push_back(Trim(cell));
  if (!out.empty() && out.back().empty()) out.pop_back();
  return out;
}

struct Row {
  int line;
  std::string lecture, slide, lesson, preset, step, symbol;
};

struct Doc {
  std::vector<Row> rows;
  std::vector<std::string> symbols;  // "Symbols the lectures fix …: Bs, Be, …"
};

Doc ReadDoc() {
  std::ifstream f(std::string(RICOCHET_SOURCE_DIR) + "/docs/lessons.md");
  EXPECT_TRUE(f) << "docs/lessons.md";
  Doc doc;
  std::string line, symbols;
  bool in_symbols = false;
  for (int n = 1; std::getline(f, line); ++n) {
    if (line.rfind("Symbols the lectures fix", 0) == 0) in_symbols = true;
    if (in_symbols) {
      if (line.empty()) {
        in_symbols = false;
      } else {
        symbols += " " + line;
      }
    }
    if (line.rfind("| ", 0) != 0) continue;
    const std::vector<std::string> c = Cells(line);
    if (c.size() != 6 || c[0] == "Lecture" || c[0] == "---") continue;
    doc.rows.push_back({n, c[0], c[1], c[2], c[3], c[4], c[5]});
  }
  std::istringstream list(symbols.substr(symbols.find(':') + 1));
  for (std::string s; std::getline(list, s, ',');) doc.symbols.push_back(Trim(s));
  return doc;
}

TEST(LessonsDoc, EveryRowIsReachable) {
  const Doc doc = ReadDoc();
  ASSERT_GE(doc.rows.size(), 100u);
  std::set<std::string> lectures;
  for (const Row& r : doc.rows) {
    SCOPED_TRACE("docs/lessons.md:" + std::to_string(r.line) + " (" + r.slide + ")");
    lectures.insert(r.lecture);
    const LessonEntry* entry = FindLesson(r.lesson);
    ASSERT_NE(entry, nullptr) << "no lesson " << r.lesson;
    auto l = entry->Make();
    bool found = false;
    for (const Preset& p : l->Presets()) {
      if (p.name != r.preset) continue;
      found = true;
      l->LoadScene(p.scene);
      if (r.step == "handle") {
        bool has = false;
        for (const Handle& h : l->Handles()) has = has || r.symbol == h.name;
        EXPECT_TRUE(has) << r.lesson << " has no handle " << r.symbol;
      } else if (r.step == "input") {
        EXPECT_TRUE(p.scene.contains(r.symbol)) << r.preset << " has no input " << r.symbol;
      } else {
        const Derivation& d = l->derivation();
        const int k = d.Find(r.step);
        ASSERT_GE(k, 0) << r.lesson << " / " << r.preset << " has no step " << r.step;
        EXPECT_EQ(SymbolOf(d.steps[static_cast<std::size_t>(k)]), r.symbol);
      }
    }
    EXPECT_TRUE(found) << r.lesson << " has no preset " << r.preset;
  }
  // The five lectures, each with its rows.
  EXPECT_EQ(lectures, (std::set<std::string>{"16", "10", "20", "air hockey", "17"}));
  // Every lesson of the syllabus teaches at least one slide.
  for (const LessonEntry& e : LessonList()) {
    bool taught = false;
    for (const Row& r : doc.rows) taught = taught || r.lesson == e.id;
    EXPECT_TRUE(taught) << "docs/lessons.md has no row for " << e.id;
  }
}

// Each symbol the lectures' README lists is the symbol of some row (a step, a handle or an input).
TEST(LessonsDoc, EveryLectureSymbolIsReachable) {
  const Doc doc = ReadDoc();
  ASSERT_EQ(doc.symbols.size(), 21u);
  // The README's list, when the lectures are beside the repository (they are in the course's checkout).
  std::ifstream readme(std::string(RICOCHET_SOURCE_DIR) + "/../shared/lectures/README.md");
  if (readme) {
    std::string text((std::istreambuf_iterator<char>(readme)), std::istreambuf_iterator<char>());
    for (const std::string& s : doc.symbols) EXPECT_NE(text.find(s), std::string::npos) << s;
  }
  // As the README spells them: ti for t_i, e for e⃗ (the lessons write subscripts and vector arrows).
  const auto plain = [](std::string sym) {
    for (const char* mark : {"_", "\u20D7"}) {
      for (std::size_t m; (m = sym.find(mark)) != std::string::npos;) sym.erase(m, std::string(mark).size());
    }
    return sym;
  };
  std::set<std::string> reached;
  for (const Row& r : doc.rows) reached.insert(plain(r.symbol));
  for (const std::string& s : doc.symbols) EXPECT_TRUE(reached.count(s)) << s << " is in no row";
}

}  // namespace
}  // namespace ricochet::app
