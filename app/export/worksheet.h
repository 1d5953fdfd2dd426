// Worksheets: `ricochet worksheet --lesson ID[,ID…] --count N [--case NAME] --seed K --out sheet.pdf
// [--answers] [--scenes-out DIR]` — practice problems (practice/problems.h) on A4 pages, three a page: the
// figure as given, the given values, blanks for the results; with --answers an answer key after them, each
// problem's derivation exactly as `ricochet explain` prints it; --scenes-out writes DIR/01.json … so the key
// can be regenerated with `ricochet explain DIR/01.json`. The same options give the same sheet.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "practice/problems.h"

namespace ricochet::app {

struct WorksheetOptions {
  std::vector<std::string> lessons;  // ids; problem i is of lessons[i % lessons.size()]
  int count = 0;                     // problems on the sheet
  std::string problem_case;          // every problem of this case; "" rotates through each lesson's cases
  std::uint64_t seed = 0;            // the sheet's seed K
  std::string out;                   // FILE.pdf
  bool answers = false;              // append the answer key
  std::string scenes_out;            // "": no scenes; else DIR/01.json …
};

inline constexpr int kWorksheetProblemsPerPage = 3;
inline constexpr int kWorksheetMaxProblems = 200;

// Problem i's (from 0) own seed: K and i mixed (splitmix64), so problem 3 of seed 7 is one fixed problem.
std::uint64_t WorksheetProblemSeed(std::uint64_t sheet_seed, int i);

// Throws ExportError (BadOption) naming the option that is wrong: an unknown lesson or one without
// problems, a case some lesson lacks, a count outside 1..kWorksheetMaxProblems, an --out that is not .pdf.
void CheckWorksheetOptions(const WorksheetOptions& o);

// The sheet's problems in order: problem i is of lesson i mod L, case `problem_case` or else the lesson's
// cases in turn (i / L mod its case count), with seed WorksheetProblemSeed(K, i). Checks the options first.
std::vector<practice::Problem> WorksheetProblems(const WorksheetOptions& o);

// What the sheet says about one problem (the tests read it back from the PDF).
struct WorksheetEntry {
  std::string heading;             // "Problem 3 · Ray vs circle: the pinball and the pillar" (no case!)
  std::vector<std::string> given;  // "Bs = (0, 0)" …, from the derivation's inputs
  std::vector<std::string> find;  // the lesson's answer symbols ("ti", "Bi", "n̂" …), the same for every case
  std::vector<std::string> answers;  // per blank, its value here: "ti = 0.54", "Bi = (5.4, 0)", "ti = —"
  std::string key_heading;           // "Problem 3 · ray-circle · case hit · seed …"
  std::string key;                   // ExplainText of the scene: `ricochet explain` of DIR/03.json
};
WorksheetEntry WorksheetText(const practice::Problem& p, int number);

struct WorksheetResult {
  std::vector<std::string> files;  // the PDF, then the scenes
  int problem_pages = 0, key_pages = 0;
};
// Writes the PDF (and the scenes). Throws ExportError (BadOption: an option; Io: a write) — nothing is left
// half-written. The PDF's creation date is SOURCE_DATE_EPOCH's when set, so the same sheet is the same file.
WorksheetResult ExportWorksheet(const WorksheetOptions& o);

}  // namespace ricochet::app
