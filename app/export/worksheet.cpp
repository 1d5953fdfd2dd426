#include "export/worksheet.h"

#include <cairo-pdf.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <map>

#include "draw/format.h"
#include "explain/explain.h"
#include "export/cairo_io.h"
#include "export/export.h"
#include "export/page.h"
#include "lessons/lesson.h"
#include "ricochet/splitmix64.h"
#include "scene/scene.h"

namespace ricochet::app {

namespace {

using nlohmann::json;

// A4 portrait in logical px at 96 dpi; the PDF page is A4 in pt.
constexpr double kPageW = 794.0, kPageH = 1123.0, kPdfPageW = 595.0, kPdfPageH = 842.0;
constexpr double kMargin = 40.0;
constexpr double kFigureCanvasW = 640.0;  // the figure is laid out as on a 640 px wide canvas, then scaled

std::string Join(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

// The given values in the order a student reads a scene: the wall or edge, the ball, then the rest.
const char* const kInputOrder[] = {
    "p0", "p1", "p",        "bs",    "be", "s0",       "s1",          "c",    "r",  "R",
    "rs", "w",  "target",   "speed", "p2", "v1",       "v2",          "m1",   "m2", "m",
    "M",  "V",  "launcher", "angle", "g",  "k_linear", "k_quadratic", "wind", "dt", "tolerance"};

// An input's name as the lecture writes it: points capitalised (Bs, P0, C), velocities V1, V2.
std::string InputSymbol(const std::string& key, const json& value) {
  if (key == "angle") return "θ";
  if (key == "rs") return "r_s";
  if (key == "v1" || key == "v2") return "V" + key.substr(1);
  if (value.is_array() && !key.empty())
    return std::string(1, static_cast<char>(std::toupper(key[0]))) + key.substr(1);
  return key;
}
// A given number in the problem's one format: `decimals` fixed decimals, the minus sign U+2212, never "−0".
std::string Given(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  std::string s = buf;
  if (s[0] == '-') s = std::strtod(buf, nullptr) == 0 ? s.substr(1) : "\u2212" + s.substr(1);
  return s;
}
std::string InputValue(const std::string& key, const json& v, int decimals) {
  if (v.is_array() && v.size() == 2 && v[0].is_number() && v[1].is_number())
    return "(" + Given(v[0].get<double>(), decimals) + ", " + Given(v[1].get<double>(), decimals) + ")";
  if (v.is_number()) return Given(v.get<double>(), decimals) + (key == "angle" ? "°" : "");
  if (v.is_string()) return v.get<std::string>();
  return v.dump();
}

// The decimals every given number of a problem is written with: the most any of them needs (problems have
// at most one), so "P0 = (−2.0, −1.0)" stands beside "P1 = (3.5, −1.0)", never "(−2, −1)".
int GivenDecimals(const json& j) {
  if (j.is_number()) {
    const double x = j.get<double>();
    for (int k = 0; k < 4; ++k) {
      if (std::abs(x * std::pow(10.0, k) - std::round(x * std::pow(10.0, k))) < 1e-9) return k;
    }
    return 4;
  }
  int k = 0;
  if (j.is_structured()) {
    for (const json& v : j) k = std::max(k, GivenDecimals(v));
  }
  return k;
}

std::vector<std::string> GivenLines(const json& inputs) {
  std::vector<std::string> out;
  std::vector<std::string> done;
  const int decimals = GivenDecimals(inputs);
  const auto add = [&](const std::string& k) {
    if (!inputs.contains(k) || std::find(done.begin(), done.end(), k) != done.end()) return;
    done.push_back(k);
    out.push_back(InputSymbol(k, inputs.at(k)) + " = " + InputValue(k, inputs.at(k), decimals));
  };
  for (const char* k : kInputOrder) add(k);
  for (const auto& item : inputs.items()) add(item.key());
  return out;
}

// The answers a lesson's problems ask for: every case's keys, in order, with the symbols of the lesson's
// first case that has the step — the same blanks for every case, so the blanks never give the case away.
std::vector<std::string> FindKeys(const std::string& lesson) {
  std::vector<std::string> keys;
  for (const std::string& c : practice::ProblemCases(lesson)) {
    for (const std::string& k : practice::ShortKeys(lesson, c)) {
      if (std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
    }
  }
  return keys;
}
std::vector<std::string> FindSymbols(const std::string& lesson) {
  static std::map<std::string, std::vector<std::string>> cache;  // per lesson: the same every time
  if (const auto it = cache.find(lesson); it != cache.end()) return it->second;
  const std::vector<std::string> keys = FindKeys(lesson);
  std::vector<Derivation> examples;
  for (const std::string& c : practice::ProblemCases(lesson)) {
    if (const auto p = practice::GenerateProblem(lesson, c, 0, nullptr))
      examples.push_back(Explain(p->scene, c));
  }
  std::vector<std::string> out;
  for (const std::string& k : keys) {
    std::string symbol;
    for (const Derivation& d : examples) {
      if (const int i = d.Find(k); i >= 0) {
        symbol = math::Text(StepName(d.steps[static_cast<std::size_t>(i)]));
        break;
      }
    }
    if (symbol.empty() && (k == "v1_after" || k == "v2_after")) symbol = "V" + k.substr(1, 1) + "'";
    if (symbol.empty()) {  // a result with no step of its own: its key, in words
      symbol = k;
      std::replace(symbol.begin(), symbol.end(), '_', ' ');
    }
    out.push_back(symbol);
  }
  cache[lesson] = out;
  return out;
}

std::string LessonTitle(const std::string& id) {
  const LessonEntry* e = FindLesson(id);
  return e ? e->title : id;
}

// Page furniture: the background and the header line; returns the y below it.
double BeginPage(cairo_t* cr, const Theme& th, const std::string& header, int page) {
  cairo_set_source_rgba(cr, th.background.r, th.background.g, th.background.b, 1.0);
  cairo_paint(cr);
  const PageText small{cr, 10};
  const double y = small.Draw({header + " · page " + std::to_string(page)}, kMargin, kMargin - 16,
                              InkColor(th, Ink::Muted));
  return y + 6;
}
double Rule(cairo_t* cr, const Theme& th, double y) {
  const Rgba rule = InkColor(th, Ink::GridMajor);
  cairo_set_source_rgba(cr, rule.r, rule.g, rule.b, rule.a);
  cairo_set_line_width(cr, 1.0);
  cairo_move_to(cr, kMargin, y), cairo_line_to(cr, kPageW - kMargin, y), cairo_stroke(cr);
  return y;
}

// One problem in the box (x, y, w, h): heading; the figure as given (no step revealed, at t = 0) on the
// left; the given values and the blanks on the right.
void DrawProblem(cairo_t* cr, const Theme& th, const practice::Problem& p, const WorksheetEntry& e, double x,
                 double y, double w, double h) {
  const Rgba text = InkColor(th, Ink::Text), muted = InkColor(th, Ink::Muted);
  const PageText heading{cr, 14, true};
  y = heading.Draw(heading.Wrap(e.heading, w), x, y, text) + 8;
  h -= heading.LineH() + 8;

  std::unique_ptr<Lesson> lesson = FindLesson(p.lesson)->Make();
  lesson->LoadScene(p.scene);
  lesson->Update();
  LessonState st;
  st.reveal = 0;
  st.t = 0;
  const double fig_w = std::round(w * 0.5), fig_h = std::round(h);
  DrawFigureBox(cr, *lesson, st, x, y, fig_w, fig_h, kFigureCanvasW, th);

  // The right column, as large as the box allows.
  const double cx = x + fig_w + 20, cw = w - fig_w - 20, bottom = y + h;
  for (double px = 12.0;; px -= 0.5) {
    const PageText body{cr, px}, label{cr, px - 1, true};
    std::vector<std::vector<std::string>> given;
    double need = 2 * (label.LineH() + 4);
    for (const std::string& g : e.given) {
      given.push_back(body.Wrap(g, cw));
      need += given.back().size() * body.LineH();
    }
    const double col_w = cw / 2, blank_h = body.LineH() * 1.45;
    const std::size_t rows = (e.find.size() + 1) / 2;
    need += rows * blank_h + 2 * blank_h + 12;
    if (y + need > bottom && px > 7.0) continue;

    double cy = label.Draw({"Given"}, cx, y, muted) + 2;
    for (const auto& lines : given) cy = body.Draw(lines, cx, cy, text);
    cy += 10;
    cy = label.Draw({"Find (write — where there is none)"}, cx, cy, muted) + 4;
    const Rgba line_ink = InkColor(th, Ink::GridMajor);
    const auto blank = [&](const std::string& what, double bx, double by, double bw) {
      body.Draw({what + " ="}, bx, by, text);
      const double x0 = bx + body.Width(what + " =") + 6, base = by + body.px + 2;
      cairo_set_source_rgba(cr, line_ink.r, line_ink.g, line_ink.b, 1.0);
      cairo_set_line_width(cr, 0.8);
      cairo_move_to(cr, x0, base), cairo_line_to(cr, std::max(x0 + 10, bx + bw - 12), base), cairo_stroke(cr);
    };
    for (std::size_t k = 0; k < e.find.size(); ++k) {
      blank(e.find[k], cx + (k % 2) * col_w, cy + (k / 2) * blank_h, col_w);
    }
    cy += rows * blank_h + 4;
    blank("verdict", cx, cy, cw);
    cairo_move_to(cr, cx, cy + blank_h + body.px + 2),
        cairo_line_to(cr, cx + cw - 12, cy + blank_h + body.px + 2);
    cairo_stroke(cr);
    break;
  }
}

// The PDF's creation date: SOURCE_DATE_EPOCH's (reproducible output) when set, else Cairo's "now".
void SetCreationDate(cairo_surface_t* surface) {
  const char* epoch = std::getenv("SOURCE_DATE_EPOCH");
  if (!epoch || !*epoch) return;
  char* end = nullptr;
  const long long s = std::strtoll(epoch, &end, 10);
  if (*end != '\0' || s < 0) return;
  const std::time_t t = static_cast<std::time_t>(s);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char date[32];
  std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tm);
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date);
}

void WriteScenes(const std::vector<practice::Problem>& problems, const std::string& dir,
                 std::vector<std::string>& written) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw ExportError(ExportError::Kind::Io, "cannot create '" + dir + "': " + ec.message());
  // 01.json … (three digits from 100 problems on, so the names sort in order).
  const std::size_t width = std::max<std::size_t>(2, std::to_string(problems.size()).size());
  for (std::size_t i = 0; i < problems.size(); ++i) {
    std::string number = std::to_string(i + 1);
    number.insert(0, width - number.size(), '0');
    const std::string path = (std::filesystem::path(dir) / (number + ".json")).string();
    TempFile tmp(path);
    const std::string body = problems[i].scene.dump(2) + "\n";
    tmp.Write(body.data(), body.size());
    tmp.Commit(true);  // throws the write's error, if any
    written.push_back(path);
  }
}

}  // namespace

std::uint64_t WorksheetProblemSeed(std::uint64_t sheet_seed, int i) {
  // The (i + 1)-th number of SplitMix64 seeded with K, drawn without drawing the i before it.
  return SplitMix64{sheet_seed + 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(i)}.Next();
}

void CheckWorksheetOptions(const WorksheetOptions& o) {
  const auto bad = [](std::string what) {
    return ExportError(ExportError::Kind::BadOption, std::move(what));
  };
  if (o.lessons.empty()) throw bad("--lesson needs at least one lesson id");
  std::vector<std::string> with_problems;
  for (const LessonEntry& e : LessonList()) {
    if (!practice::ProblemCases(e.id).empty()) with_problems.push_back(e.id);
  }
  for (const std::string& id : o.lessons) {
    if (!FindLesson(id)) throw bad("--lesson '" + id + "': unknown lesson (`ricochet lessons` lists them)");
    if (practice::ProblemCases(id).empty()) {
      throw bad("--lesson '" + id + "': this lesson has no practice problems (lessons with problems: " +
                Join(with_problems, ", ") + ")");
    }
    const std::vector<std::string> cases = practice::ProblemCases(id);
    if (!o.problem_case.empty() && std::find(cases.begin(), cases.end(), o.problem_case) == cases.end()) {
      throw bad("--case '" + o.problem_case + "': lesson " + id +
                " has no such case (its cases: " + Join(cases, ", ") + ")");
    }
  }
  if (o.count < 1 || o.count > kWorksheetMaxProblems)
    throw bad("--count " + std::to_string(o.count) + ": expected 1.." +
              std::to_string(kWorksheetMaxProblems));
  if (FormatFromPath(o.out) != ExportFormat::Pdf)
    throw bad("--out '" + o.out + "': a worksheet is a .pdf file");
}

std::vector<practice::Problem> WorksheetProblems(const WorksheetOptions& o) {
  CheckWorksheetOptions(o);
  std::vector<practice::Problem> out;
  const int n = static_cast<int>(o.lessons.size());
  for (int i = 0; i < o.count; ++i) {
    const std::string& lesson = o.lessons[static_cast<std::size_t>(i % n)];
    const std::vector<std::string> cases = practice::ProblemCases(lesson);
    // A lesson's j-th of its m problems takes the case at j/m of its list: the cases spread over the whole
    // count (6 problems of 3 lessons: each lesson's first and middle case, not hit and miss thrice).
    const int m = o.count / n + (i % n < o.count % n ? 1 : 0), j = i / n;
    const std::size_t at = m >= static_cast<int>(cases.size())
                               ? static_cast<std::size_t>(j) % cases.size()
                               : static_cast<std::size_t>(j) * cases.size() / static_cast<std::size_t>(m);
    const std::string c = o.problem_case.empty() ? cases[at] : o.problem_case;
    std::string error;
    std::optional<practice::Problem> p =
        practice::GenerateProblem(lesson, c, WorksheetProblemSeed(o.seed, i), &error);
    if (!p)
      throw ExportError(ExportError::Kind::BadOption, "--seed " + std::to_string(o.seed) + ": problem " +
                                                          std::to_string(i + 1) + ": " + error);
    out.push_back(std::move(*p));
  }
  return out;
}

WorksheetEntry WorksheetText(const practice::Problem& p, int number) {
  WorksheetEntry e;
  const std::string n = "Problem " + std::to_string(number);
  const Derivation d = Explain(p.scene, "problem.json");
  e.heading = n + " · " + LessonTitle(p.lesson);
  e.given = GivenLines(d.inputs);
  e.find = FindSymbols(p.lesson);
  // The short answers: each blank's value in this problem, "—" where there is none.
  const std::vector<std::string> keys = FindKeys(p.lesson);
  for (std::size_t k = 0; k < keys.size() && k < e.find.size(); ++k) {
    json v = d.result.is_object() && d.result.contains(keys[k]) ? d.result.at(keys[k]) : json(nullptr);
    if (v.is_null()) {
      if (const int i = d.Find(keys[k]); i >= 0) v = d.steps[static_cast<std::size_t>(i)].value_json;
    }
    std::string value = "—";
    if (v.is_number()) value = Num(v.get<double>());
    if (v.is_array() && v.size() == 2 && v[0].is_number() && v[1].is_number())
      value = Num(Vec2{v[0].get<double>(), v[1].get<double>()});
    if (v.is_boolean()) value = v.get<bool>() ? "yes" : "no";
    if (v.is_string()) value = v.get<std::string>();
    e.answers.push_back(e.find[k] + " = " + value);
  }
  e.key_heading = n + " · " + p.lesson + " · case " + p.problem_case + " · seed " + std::to_string(p.seed);
  e.key = ExplainText(d);
  return e;
}

WorksheetResult ExportWorksheet(const WorksheetOptions& o) {
  const std::vector<practice::Problem> problems = WorksheetProblems(o);
  std::vector<WorksheetEntry> entries;
  for (std::size_t i = 0; i < problems.size(); ++i)
    entries.push_back(WorksheetText(problems[i], static_cast<int>(i) + 1));

  WorksheetResult result;
  const Theme& th = GetTheme(ThemeId::Light);
  const Rgba text = InkColor(th, Ink::Text);
  const std::string header = "Ricochet worksheet · seed " + std::to_string(o.seed);
  TempFile tmp(o.out);
  SurfacePtr surface(cairo_pdf_surface_create_for_stream(WriteToFile, &tmp, kPdfPageW, kPdfPageH));
  CheckCairo(cairo_surface_status(surface.get()), o.out);
  const std::string title = "Worksheet · seed " + std::to_string(o.seed);
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, title.c_str());
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "Ricochet " RICOCHET_VERSION);
  SetCreationDate(surface.get());
  cairo_t* cr = cairo_create(surface.get());
  cairo_scale(cr, kPdfPageW / kPageW, kPdfPageW / kPageW);
  int page = 0;
  const double full = kPageW - 2 * kMargin, bottom = kPageH - kMargin;

  // The problems, kWorksheetProblemsPerPage a page.
  for (std::size_t first = 0; first < problems.size(); first += kWorksheetProblemsPerPage) {
    if (page > 0) cairo_show_page(cr);
    double y = BeginPage(cr, th, header, ++page);
    const std::size_t last = std::min(problems.size(), first + kWorksheetProblemsPerPage);
    const PageText title_text{cr, 18, true};
    y = title_text.Draw(
            {last - first > 1 ? "Problems " + std::to_string(first + 1) + "–" + std::to_string(last)
                              : "Problem " + std::to_string(first + 1)},
            kMargin, y, text) +
        8;
    const double block = (bottom - y) / kWorksheetProblemsPerPage;
    for (std::size_t i = first; i < last; ++i) {
      Rule(cr, th, y);
      DrawProblem(cr, th, problems[i], entries[i], kMargin, y + 10, full, block - 24);
      y += block;
    }
    ++result.problem_pages;
  }

  // The answer key: each problem's derivation as `ricochet explain` prints it, flowing over the pages.
  if (o.answers) {
    const PageText head{cr, 13, true}, body{cr, 9.5};
    double y = bottom;
    const auto new_page = [&](const std::string& title_line) {
      cairo_show_page(cr);
      y = BeginPage(cr, th, header, ++page);
      y = PageText{cr, 18, true}.Draw({title_line}, kMargin, y, text) + 8;
      ++result.key_pages;
    };
    new_page("Answer key");
    // First the short answers, a line a problem (to mark a sheet quickly), then the derivations.
    const PageText short_text{cr, 10};
    for (std::size_t i = 0; i < entries.size(); ++i) {
      const WorksheetEntry& e = entries[i];
      const std::vector<std::string> lines =
          short_text.Wrap(std::to_string(i + 1) + ". " + Join(e.answers, " · "), full);
      if (y + lines.size() * short_text.LineH() > bottom) new_page("Answer key (continued)");
      y = short_text.Draw(lines, kMargin, y, text) + 3;
    }
    y += 10;
    for (const WorksheetEntry& e : entries) {
      if (y + 6 * body.LineH() > bottom) new_page("Answer key (continued)");
      Rule(cr, th, y);
      y = head.Draw(head.Wrap(e.key_heading, full), kMargin, y + 6, text) + 4;
      std::size_t start = 0;
      while (start < e.key.size()) {
        std::size_t end = e.key.find('\n', start);
        if (end == std::string::npos) end = e.key.size();
        const std::string line = e.key.substr(start, end - start);
        start = end + 1;
        if (line.empty()) {
          y += body.LineH() * 0.5;
          continue;
        }
        // Continuation lines of a wrapped line are indented past the leading spaces.
        const std::size_t indent = line.find_first_not_of(' ');
        const double dx = indent == std::string::npos ? 0 : body.Width(line.substr(0, indent));
        for (const std::string& part :
             body.Wrap(line.substr(indent == std::string::npos ? 0 : indent), full - dx - 16)) {
          if (y + body.LineH() > bottom) new_page("Answer key (continued)");
          y = body.Draw({part}, kMargin + dx, y, text);
        }
      }
      y += 10;
    }
  }
  cairo_show_page(cr);
  FinishDocument(cr, surface, tmp, o.out);
  // The scenes first (a failure there leaves no PDF), then the PDF.
  std::vector<std::string> scenes;
  if (!o.scenes_out.empty()) WriteScenes(problems, o.scenes_out, scenes);
  tmp.Commit(true);
  result.files.push_back(o.out);
  result.files.insert(result.files.end(), scenes.begin(), scenes.end());
  return result;
}

}  // namespace ricochet::app
