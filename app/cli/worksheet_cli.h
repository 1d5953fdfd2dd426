// `ricochet worksheet`: practice problems with blanks, and an answer key, as a PDF (export/worksheet.h).
#pragma once

#include <string>
#include <vector>

namespace ricochet::app {

// ricochet worksheet --lesson ID[,ID…] --count N [--case NAME] --seed K --out SHEET.pdf [--answers]
//   [--scenes-out DIR]. Exit 0 and the written files on stdout (the PDF, then the scenes); 2 with one line
//   naming the option for a bad command line; 1 for a failed write.
int RunWorksheet(const std::vector<std::string>& args);

}  // namespace ricochet::app
