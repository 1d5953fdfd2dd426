// Every lesson of the syllabus exports, headless: PNG (size, alpha when transparent, not blank), SVG (valid
// XML with text), PDF (one page, extractable text), at t = 0, 0.5, 1 and with the reveal at 0.
#include <cairo.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "export/export.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;

int Shell(const std::string& cmd) { return std::system((cmd + " >/dev/null 2>&1").c_str()); }

std::string Slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class EveryLesson : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("ricochet-export-lessons-" + std::to_string(::getpid()) + "-" + GetParam());
    fs::create_directories(dir_);
    lesson_ = FindLesson(GetParam())->Make();
    lesson_->Update();
  }
  void TearDown() override {
    if (!std::getenv("RICOCHET_KEEP_EXPORTS")) fs::remove_all(dir_);
  }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
  std::unique_ptr<Lesson> lesson_;
};

TEST_P(EveryLesson, PngSizeAlphaNotBlank) {
  for (double t : {0.0, 0.5, 1.0}) {
    ExportOptions o;
    o.width = 480, o.height = 270;
    o.state.t = t;
    o.path = Path("opaque.png");
    ExportFigure(*lesson_, o);
    o.path = Path("clear.png");
    o.transparent = true;
    o.theme = ThemeId::Slide;
    ExportFigure(*lesson_, o);
    for (const char* name : {"opaque.png", "clear.png"}) {
      cairo_surface_t* s = cairo_image_surface_create_from_png(Path(name).c_str());
      ASSERT_EQ(cairo_surface_status(s), CAIRO_STATUS_SUCCESS) << name;
      EXPECT_EQ(cairo_image_surface_get_width(s), 480);
      EXPECT_EQ(cairo_image_surface_get_height(s), 270);
      const unsigned char* data = cairo_image_surface_get_data(s);
      const int stride = cairo_image_surface_get_stride(s);
      std::set<std::uint32_t> colours;
      int see_through = 0;  // alpha < 255: the background is not painted
      for (int y = 0; y < 270; ++y) {
        const auto* row = reinterpret_cast<const std::uint32_t*>(data + y * stride);
        for (int x = 0; x < 480; ++x) colours.insert(row[x]), see_through += (row[x] >> 24) < 255;
      }
      EXPECT_GT(colours.size(), 30u) << name << " at t = " << t << " looks blank";
      if (std::string(name) == "clear.png") {
        EXPECT_GT(see_through, 480 * 270 / 2) << "transparent export is mostly opaque";
      } else {
        EXPECT_EQ(see_through, 0);
      }
      cairo_surface_destroy(s);
    }
  }
}

TEST_P(EveryLesson, SvgAndPdfWithText) {
  ExportOptions o;
  o.theme = ThemeId::Light;
  o.path = Path("fig.svg");
  // The caption: every step of the derivation.
  for (const Step& s : lesson_->derivation().steps) o.caption.push_back(SymbolOf(s));
  ExportFigure(*lesson_, o);
  const std::string svg = Slurp(o.path);
  EXPECT_NE(svg.find("xlink:href=\"#glyph"), std::string::npos) << "no text in the SVG";
  if (Shell("command -v xmllint") == 0) {
    EXPECT_EQ(Shell("xmllint --noout '" + o.path + "'"), 0);
  }
  o.path = Path("fig.pdf");
  o.state.reveal = 0;
  ExportFigure(*lesson_, o);
  ASSERT_EQ(Slurp(o.path).rfind("%PDF-", 0), 0u);
  if (Shell("command -v pdfinfo") != 0) GTEST_SKIP() << "pdfinfo (poppler-utils) not installed";
  EXPECT_EQ(Shell("pdfinfo '" + o.path + "' | grep -q '^Pages: *1$'"), 0);
  EXPECT_EQ(Shell("pdftotext '" + o.path + "' - | grep -q '='"), 0) << "the caption is not text in the PDF";
}

std::vector<std::string> LessonIds() {
  std::vector<std::string> ids;
  for (const LessonEntry& e : LessonList()) ids.emplace_back(e.id);
  return ids;
}

std::string Name(const ::testing::TestParamInfo<std::string>& i) {
  std::string s = i.param;
  for (char& c : s) c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return s;
}

INSTANTIATE_TEST_SUITE_P(Export, EveryLesson, ::testing::ValuesIn(LessonIds()), Name);

}  // namespace
}  // namespace ricochet::app
