// Figure export: the Cairo backend and ExportFigure, headless (no window, no display).
#include "export/export.h"

#include <cairo.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "export/figure_cairo.h"
#include "export_fixture.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;

// A fresh empty folder per test, removed afterwards.
class ExportTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("ricochet-export-test-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  // RICOCHET_KEEP_EXPORTS=1 keeps the files to look at.
  void TearDown() override {
    if (std::getenv("RICOCHET_KEEP_EXPORTS")) {
      std::printf("exports kept in %s\n", dir_.c_str());
    } else {
      fs::remove_all(dir_);
    }
  }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  std::size_t FileCount() const {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir_), fs::directory_iterator{}));
  }

  fs::path dir_;
  AllPrimsLesson lesson_;
};

struct Image {
  cairo_surface_t* s = nullptr;
  explicit Image(const std::string& path) : s(cairo_image_surface_create_from_png(path.c_str())) {}
  ~Image() { cairo_surface_destroy(s); }
  bool Ok() const { return cairo_surface_status(s) == CAIRO_STATUS_SUCCESS; }
  int W() const { return cairo_image_surface_get_width(s); }
  int H() const { return cairo_image_surface_get_height(s); }
  // Premultiplied ARGB32.
  std::uint32_t At(int x, int y) const {
    const unsigned char* row =
        cairo_image_surface_get_data(s) + static_cast<std::ptrdiff_t>(y) * cairo_image_surface_get_stride(s);
    return reinterpret_cast<const std::uint32_t*>(row)[x];
  }
};

std::string Slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

int Shell(const std::string& cmd) { return std::system((cmd + " >/dev/null 2>&1").c_str()); }

TEST(FormatFromPath, ByExtension) {
  EXPECT_EQ(FormatFromPath("a.png"), ExportFormat::Png);
  EXPECT_EQ(FormatFromPath("dir.x/a.SVG"), ExportFormat::Svg);
  EXPECT_EQ(FormatFromPath("a.pdf"), ExportFormat::Pdf);
  EXPECT_EQ(FormatFromPath("a.jpg"), std::nullopt);
  EXPECT_EQ(FormatFromPath("dir.png/a"), std::nullopt);
  EXPECT_EQ(FormatFromPath("png"), std::nullopt);
}

TEST(FitView, ShowsTheWholeRectCentredWithYUp) {
  const View v = FitView(Bounds{{0, 0}, {10, 5}}, {1920, 1080}, 60);
  EXPECT_DOUBLE_EQ(v.scale, 1.2);
  // 10 × 5 world units in (1920 − 144) × (1080 − 144) px: x limits, 177.6 px per unit.
  EXPECT_NEAR(v.px_per_unit, (1920 - 144) / 10.0, 1e-9);
  EXPECT_NEAR(v.ToPx({5, 2.5}).x, 960, 1e-9);
  EXPECT_NEAR(v.ToPx({5, 2.5}).y, 540, 1e-9);
  EXPECT_LT(v.ToPx({5, 5}).y, v.ToPx({5, 0}).y);  // y up
  const Bounds r = v.WorldRect();
  EXPECT_LE(r.min.x, 0.0);
  EXPECT_GE(r.max.x, 10.0);
  EXPECT_LE(r.min.y, 0.0);
  EXPECT_GE(r.max.y, 5.0);
  // Degenerate rects still give a finite view.
  const View p = FitView(Bounds{{1, 1}, {1, 1}}, {800, 600}, 0);
  EXPECT_TRUE(std::isfinite(p.px_per_unit) && p.px_per_unit > 0);
  const View e = FitView(Bounds{}, {800, 600}, 0);
  EXPECT_TRUE(std::isfinite(e.px_per_unit) && e.px_per_unit > 0);
}

TEST_F(ExportTest, PngHasTheSizeAndIsNotBlank) {
  ExportOptions o;
  o.path = Path("fig.png");
  o.width = 640, o.height = 360;
  ExportFigure(lesson_, o);
  Image img(o.path);
  ASSERT_TRUE(img.Ok());
  EXPECT_EQ(img.W(), 640);
  EXPECT_EQ(img.H(), 360);
  std::set<std::uint32_t> colours;
  for (int y = 0; y < img.H(); y += 3) {
    for (int x = 0; x < img.W(); x += 3) colours.insert(img.At(x, y));
  }
  EXPECT_GT(colours.size(), 20u);
  EXPECT_EQ(FileCount(), 1u);  // no temp file left
}

TEST_F(ExportTest, TransparentPngHasAlphaOpaqueDoesNot) {
  ExportOptions o;
  o.width = 320, o.height = 180;
  o.path = Path("opaque.png");
  ExportFigure(lesson_, o);
  o.path = Path("clear.png");
  o.transparent = true;
  o.grid = false;
  ExportFigure(lesson_, o);
  Image opaque(Path("opaque.png")), clear(Path("clear.png"));
  ASSERT_TRUE(opaque.Ok() && clear.Ok());
  EXPECT_EQ(cairo_image_surface_get_format(clear.s), CAIRO_FORMAT_ARGB32);
  EXPECT_EQ(opaque.At(0, opaque.H() - 1) >> 24, 0xffu);  // the corner: background only
  EXPECT_EQ(clear.At(0, clear.H() - 1) >> 24, 0x00u);
  int drawn = 0;
  for (int y = 0; y < clear.H(); ++y) {
    for (int x = 0; x < clear.W(); ++x) drawn += (clear.At(x, y) >> 24) > 0;
  }
  EXPECT_GT(drawn, 500);  // the figure is still there
}

// A world point lands where the view puts it: the world origin's marker, then the half-plane's side.
TEST_F(ExportTest, WorldPointsLandWhereTheViewSays) {
  ExportOptions o;
  o.width = 800, o.height = 450;
  o.theme = ThemeId::Light;
  o.grid = false;
  o.path = Path("v.png");
  ExportFigure(lesson_, o);
  const View v = ExportView(lesson_, o);
  Image img(o.path);
  ASSERT_TRUE(img.Ok());
  const Vec2 ball = v.ToPx({-3 + 6 * 1.0, -2});  // Disc at t = 1: Lerp((−3, −2), (3, −2), 1)
  const std::uint32_t c = img.At(static_cast<int>(ball.x), static_cast<int>(ball.y));
  const Rgba ink = InkColor(GetTheme(ThemeId::Light), Ink::Ball);
  // The disc (alpha 0.8 over the shaded half-plane) is mostly the Ball ink: blue dominates.
  EXPECT_GT(c & 0xff, (c >> 16) & 0xff) << std::hex << c << " ink b=" << ink.b;
  // Left of x = 0 is not shaded, right of it is (the Outside ink, orange, mixed into the background).
  const Vec2 left = v.ToPx({-1, -1}), right = v.ToPx({1, -1});
  const std::uint32_t l = img.At(static_cast<int>(left.x), static_cast<int>(left.y));
  const std::uint32_t r = img.At(static_cast<int>(right.x), static_cast<int>(right.y));
  EXPECT_NE(l, r);
  EXPECT_GT(((l & 0xff) - (r & 0xff)), 10u);  // shading the right side with orange lowers blue there
}

TEST_F(ExportTest, TimeMovesTheObject) {
  ExportOptions o;
  o.width = 400, o.height = 300;
  o.grid = false;
  o.path = Path("t1.png");
  ExportFigure(lesson_, o);
  o.state.t = 0.0;
  o.path = Path("t0.png");
  ExportFigure(lesson_, o);
  EXPECT_NE(Slurp(Path("t0.png")), Slurp(Path("t1.png")));
}

TEST_F(ExportTest, SvgIsValidXmlWithText) {
  ExportOptions o;
  o.path = Path("fig.svg");
  o.caption = {"n̂"};
  ExportFigure(lesson_, o);
  const std::string svg = Slurp(o.path);
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_NE(svg.find("width=\"1920px\""), std::string::npos);
  // Cairo writes text as glyph symbols, each used where the text goes.
  EXPECT_NE(svg.find("id=\"glyph"), std::string::npos);
  EXPECT_NE(svg.find("xlink:href=\"#glyph"), std::string::npos);
  if (Shell("command -v xmllint") == 0) {
    EXPECT_EQ(Shell("xmllint --noout '" + o.path + "'"), 0);
  }
  EXPECT_EQ(FileCount(), 1u);
}

TEST_F(ExportTest, PdfIsValidWithOnePageAndRealText) {
  ExportOptions o;
  o.path = Path("fig.pdf");
  o.caption = {"e", "n̂"};
  ExportFigure(lesson_, o);
  const std::string pdf = Slurp(o.path);
  ASSERT_EQ(pdf.rfind("%PDF-", 0), 0u);
  EXPECT_NE(pdf.find("%%EOF"), std::string::npos);
  if (Shell("command -v pdfinfo") != 0) GTEST_SKIP() << "pdfinfo (poppler-utils) not installed";
  EXPECT_EQ(Shell("pdfinfo '" + o.path + "' | grep -q '^Pages: *1$'"), 0);
  EXPECT_EQ(Shell("pdfinfo '" + o.path + "' | grep -q 'Page size: *1440 x 810 pts'"), 0);
  // Text stays text: the caption and labels can be extracted (and searched, copied) from the PDF.
  const std::string txt = Path("fig.txt");
  ASSERT_EQ(Shell("pdftotext '" + o.path + "' '" + txt + "'"), 0);
  const std::string text = Slurp(txt);
  EXPECT_NE(text.find("P0"), std::string::npos) << text;
  EXPECT_NE(text.find("e⃗ = (4, 0)"), std::string::npos) << text;
}

TEST_F(ExportTest, CaptionWithAnUnknownSymbolIsABadOption) {
  ExportOptions o;
  o.path = Path("fig.png");
  o.caption = {"e", "zz"};
  try {
    ExportFigure(lesson_, o);
    FAIL() << "expected ExportError";
  } catch (const ExportError& e) {
    EXPECT_EQ(e.kind, ExportError::Kind::BadOption);
    EXPECT_NE(std::string(e.what()).find("'zz'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("e⃗,n̂"), std::string::npos) << e.what();
  }
  EXPECT_EQ(FileCount(), 0u);
}

TEST_F(ExportTest, ErrorsLeaveNoFile) {
  ExportOptions o;
  o.width = 64, o.height = 64;
  o.path = Path("fig.jpg");
  EXPECT_THROW(ExportFigure(lesson_, o), ExportError);
  o.path = Path("fig.png");
  o.width = 0;
  EXPECT_THROW(ExportFigure(lesson_, o), ExportError);
  o.width = kMaxExportSide + 1;
  EXPECT_THROW(ExportFigure(lesson_, o), ExportError);
  o.width = 64;
  o.path = Path("no/such/folder/fig.png");
  try {
    ExportFigure(lesson_, o);
    FAIL() << "expected ExportError";
  } catch (const ExportError& e) {
    EXPECT_EQ(e.kind, ExportError::Kind::Io);
    EXPECT_NE(std::string(e.what()).find("does not exist"), std::string::npos) << e.what();
  }
  EXPECT_EQ(FileCount(), 0u);
  if (::geteuid() != 0) {  // root can write anywhere
    fs::create_directories(dir_ / "ro");
    fs::permissions(dir_ / "ro", fs::perms::owner_read | fs::perms::owner_exec);
    o.path = Path("ro/fig.png");
    EXPECT_THROW(ExportFigure(lesson_, o), ExportError);
    EXPECT_TRUE(fs::is_empty(dir_ / "ro"));
    fs::permissions(dir_ / "ro", fs::perms::owner_all);
  }
}

TEST_F(ExportTest, OverwriteOnlyWhenAsked) {
  ExportOptions o;
  o.width = 64, o.height = 64;
  o.path = Path("fig.png");
  { std::ofstream(o.path) << "old"; }
  o.overwrite = false;
  EXPECT_THROW(ExportFigure(lesson_, o), ExportError);
  EXPECT_EQ(Slurp(o.path), "old");
  EXPECT_EQ(FileCount(), 1u);
  o.overwrite = true;
  ExportFigure(lesson_, o);
  EXPECT_EQ(Slurp(o.path).substr(1, 3), "PNG");
  EXPECT_EQ(FileCount(), 1u);
  const mode_t mask = ::umask(0);
  ::umask(mask);
  EXPECT_EQ(static_cast<mode_t>(fs::status(o.path).permissions()), 0666 & ~mask)
      << "the temp file's 0600 leaked into the export";
}

TEST_F(ExportTest, FreePathNumbersTakenNames) {
  EXPECT_EQ(FreePath(Path("a.png")), Path("a.png"));
  { std::ofstream(Path("a.png")) << "x"; }
  EXPECT_EQ(FreePath(Path("a.png")), Path("a-2.png"));
  { std::ofstream(Path("a-2.png")) << "x"; }
  EXPECT_EQ(FreePath(Path("a.png")), Path("a-3.png"));
}

}  // namespace
}  // namespace ricochet::app
