// Drawing cost is bounded by the output's pixels, not by the world's size (issue 18). Every scene in
// scenes/, with every length scaled by 10⁻⁵ and by the largest factor the input domain allows:
//  - keeps its verdict and ti (the lectures' tests are scale-invariant);
//  - draws about as much as the unscaled scene, counted as what the backends emit: the bytes of the SVG
//    export (Cairo's path data and text) and the vertices of a whole window frame (ImDrawList);
//  - (ScaleTime.*, Release only, registered in scale.cmake) exports to PNG, SVG and PDF in at most 3× the
//    unscaled CPU time of the same format, and every window frame costs under 50 ms of CPU.
// The inputs that stalled the released build (app/tests/repro/) are refused with one line or drawn as
// cheaply as their lesson's default scene.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <set>

#include "export/export.h"
#include "headless_imgui.h"
#include "ricochet/domain.h"
#include "scene/scene.h"

namespace ricochet::app {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const fs::path kSource = RICOCHET_SOURCE_DIR;

// The input domain (ricochet/domain.h): coordinates, lengths and speeds within ±10⁶. Lessons may narrow it
// (targeting's g ≤ 1000): LargestFactor asks the readers themselves.
constexpr double kCoordLimit = std::min({domain::kMaxCoord, domain::kMaxLength, domain::kMaxSpeed});

// A scene field's dimension in length: 1 for positions, lengths, radii, speeds (length per frame) and
// accelerations (g, wind, gravity); −1 for the quadratic drag coefficient (drag ∝ k v² per unit mass);
// 0 for masses, angles, times, counts and flags.
int LengthPower(const std::string& key) {
  static const std::set<std::string> lengths = {
      "p0", "p1",    "p2", "bs", "be", "p",  "c", "s0",       "s1",   "r",      "R",         "rs",
      "w",  "speed", "v",  "V",  "v1", "v2", "g", "launcher", "wind", "target", "tolerance", "gravity"};
  if (lengths.count(key)) return 1;
  if (key == "k_quadratic") return -1;
  return 0;
}

// Every length of the scene × k (a string "target" — tunneling's "wall" or "circle" — stays as it is).
json Scaled(const json& j, double k, int power = 0) {
  if (j.is_object()) {
    json out = json::object();
    for (const auto& [key, v] : j.items()) out[key] = Scaled(v, k, LengthPower(key));
    return out;
  }
  if (j.is_array()) {
    json out = json::array();
    for (const json& v : j) out.push_back(Scaled(v, k, power));
    return out;
  }
  if (j.is_number() && power != 0) return j.get<double>() * std::pow(k, power);
  return j;
}

// The largest |length| in the scene.
double LargestLength(const json& j, int power = 0) {
  double m = 0;
  if (j.is_object()) {
    for (const auto& [key, v] : j.items()) m = std::max(m, LargestLength(v, LengthPower(key)));
  } else if (j.is_array()) {
    for (const json& v : j) m = std::max(m, LargestLength(v, power));
  } else if (j.is_number() && power == 1) {
    m = std::fabs(j.get<double>());
  }
  return m;
}

// The largest factor that keeps every length within the coordinate limit (a hair under, so rounding
// cannot cross it).
double CoordFactor(const json& scene) { return kCoordLimit / LargestLength(scene) * (1 - 1e-9); }

std::vector<fs::path> Files(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.path().extension() == ".json") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}
std::vector<fs::path> SceneFiles() { return Files(kSource / "scenes"); }

std::unique_ptr<Lesson> Load(const json& scene) {
  const LessonEntry* e = FindLesson(ReadLessonId(scene, "scene"));
  if (!e) throw SceneError("scene", "lesson", "unknown lesson");
  std::unique_ptr<Lesson> l = e->Make();
  l->LoadScene(scene);
  l->Update();
  return l;
}

// Whether the scene's reader takes it (a lesson's own limits, e.g. targeting's g ≤ 1000, narrow the domain).
bool Accepted(const json& scene, std::string* why = nullptr) {
  try {
    Load(scene);
    return true;
  } catch (const SceneError& e) {
    if (why) *why = e.what();
    return false;
  }
}

// The largest factor inside the documented domain: the coordinate limit, narrowed to what the scene's
// reader accepts (found by bisection on log k, so the limits are read from the code, not copied here).
double LargestFactor(const json& scene) {
  double lo = 1, hi = CoordFactor(scene);
  if (Accepted(Scaled(scene, hi))) return hi;
  for (int i = 0; i < 50; ++i) {
    const double mid = std::sqrt(lo * hi);
    (Accepted(Scaled(scene, mid)) ? lo : hi) = mid;
  }
  return lo;
}

// The factors the property is checked at. 10⁻⁵ may be outside a lesson's domain (targeting's quadratic
// drag coefficient grows as 1/k past its limit of 100): then the scene must be refused, in one line.
std::vector<double> Factors(const json& scene) { return {1e-5, LargestFactor(scene)}; }

// Each scaled scene the reader takes, as (factor, scene); a refused one is checked to be refused in one
// line naming the field, and counted in `refused`.
std::vector<std::pair<double, json>> ScaledVersions(const json& scene, int& refused) {
  std::vector<std::pair<double, json>> out;
  for (const double k : Factors(scene)) {
    json s = Scaled(scene, k);
    std::string why;
    if (Accepted(s, &why)) {
      out.emplace_back(k, std::move(s));
    } else {
      ++refused;
      EXPECT_EQ(why.find('\n'), std::string::npos) << why;
      EXPECT_NE(why.find("scene: "), std::string::npos) << why;
    }
  }
  return out;
}

// A private temp folder for the exports.
class TempDir {
 public:
  TempDir() : path_(fs::temp_directory_path() / ("ricochet-scale-" + std::to_string(::getpid()))) {
    fs::create_directories(path_);
  }
  ~TempDir() { fs::remove_all(path_); }
  fs::path operator/(const std::string& name) const { return path_ / name; }

 private:
  fs::path path_;
};

// Bytes of the figure as a 1920 × 1080 SVG: Cairo's path data and text, i.e. what the replay emitted.
std::uintmax_t SvgBytes(const Lesson& l, const TempDir& dir) {
  ExportOptions o;
  o.path = (dir / "figure.svg").string();
  o.width = 1920, o.height = 1080;
  ExportFigure(l, o);
  return fs::file_size(o.path);
}

double CpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

struct FrameCost {
  int vertices = 0;
  double cpu_s = 0;  // the most expensive of the measured frames
};

// A whole window frame (canvas, grid, figure, panel) of the scene in a headless Shell at 1600 × 900.
FrameCost WindowFrame(const json& scene, int frames = 3) {
  Shell sh(false);
  std::string err;
  EXPECT_TRUE(sh.OpenScene(scene, "scene", &err)) << err;
  FrameCost cost{0, 0};
  for (int i = 0; i < 2 + frames; ++i) {  // two frames to settle (camera fit, layout)
    const double t0 = CpuSeconds();
    ImGui::NewFrame();
    sh.Frame();
    ImGui::Render();
    const double dt = CpuSeconds() - t0;
    if (i >= 2) cost.cpu_s = std::max(cost.cpu_s, dt);
    cost.vertices = ImGui::GetDrawData()->TotalVtxCount;
  }
  return cost;
}

// What the property allows a scaled scene to emit compared with the unscaled one: half as much again, plus
// room for longer numbers in labels and panel ("100000" where it said "1").
constexpr double kEmitRatio = 1.5;
constexpr std::uintmax_t kSvgSlack = 8 * 1024;
constexpr int kVertexSlack = 1000;

class ScaledScenes : public ImGuiContextTest {};
class ScaleTime : public ImGuiContextTest {};

// Verdicts agree: booleans, names, counts and nulls equal, times of impact ("ti", "t") equal to 1e-9;
// other numbers are lengths and scale.
void ExpectSameVerdict(const json& v, const json& v0, const std::string& key) {
  if (v0.is_object() || v0.is_array()) {
    ASSERT_EQ(v.type(), v0.type()) << key;
    ASSERT_EQ(v.size(), v0.size()) << key;
    if (v0.is_object()) {
      for (const auto& [k, x] : v0.items()) ExpectSameVerdict(v.at(k), x, k);
    } else {
      for (std::size_t i = 0; i < v0.size(); ++i) ExpectSameVerdict(v[i], v0[i], key);
    }
  } else if (key == "ti" || key == "t") {
    ASSERT_EQ(v.is_null(), v0.is_null()) << key;
    if (!v0.is_null()) {
      EXPECT_NEAR(v.get<double>(), v0.get<double>(), 1e-9) << key;
    }
  } else if (!v0.is_number_float()) {
    EXPECT_EQ(v, v0) << key;
  }
}

// Every scaled scene is checked: at most the one lesson with limits tighter than 10⁻⁵ refuses.
constexpr int kMostRefused = 2;

TEST_F(ScaledScenes, KeepTheirVerdictAndTi) {
  ASSERT_GE(SceneFiles().size(), 30u);
  int refused = 0;
  for (const fs::path& f : SceneFiles()) {
    const json scene = ReadSceneFile(f.string());
    const std::unique_ptr<Lesson> base = Load(scene);
    const Derivation d0 = base->derivation();
    ASSERT_TRUE(d0.result.is_object()) << f;
    for (const auto& [k, s] : ScaledVersions(scene, refused)) {
      SCOPED_TRACE(f.filename().string() + " × " + std::to_string(k));
      ASSERT_LE(LargestLength(s), kCoordLimit);
      const std::unique_ptr<Lesson> scaled = Load(s);
      ExpectSameVerdict(scaled->derivation().result, d0.result, "result");
      EXPECT_NEAR(scaled->TimeOfImpact(), base->TimeOfImpact(), 1e-9);
    }
  }
  EXPECT_LE(refused, kMostRefused);
}

// The largest factor is the domain's edge: 1 % more is refused, in one line naming the file and a field
// (10 × more too), so the factors above are read from the readers' limits, not assumed here.
TEST_F(ScaledScenes, JustBeyondTheLargestFactorIsRefusedInOneLine) {
  for (const fs::path& f : SceneFiles()) {
    const json scene = ReadSceneFile(f.string());
    for (const double k : {1.01 * LargestFactor(scene), 10 * CoordFactor(scene)}) {
      std::string why;
      EXPECT_FALSE(Accepted(Scaled(scene, k), &why)) << f.filename() << " × " << k;
      EXPECT_EQ(why.find('\n'), std::string::npos) << why;
      EXPECT_EQ(why.rfind("scene: ", 0), 0u) << why;
    }
  }
}

TEST_F(ScaledScenes, ExportEmitsNoMoreThanUnscaled) {
  TempDir dir;
  for (const fs::path& f : SceneFiles()) {
    const json scene = ReadSceneFile(f.string());
    const std::uintmax_t base = SvgBytes(*Load(scene), dir);
    int refused = 0;
    for (const auto& [k, s] : ScaledVersions(scene, refused)) {
      const std::uintmax_t bytes = SvgBytes(*Load(s), dir);
      EXPECT_LE(bytes, static_cast<std::uintmax_t>(kEmitRatio * static_cast<double>(base)) + kSvgSlack)
          << f.filename() << " × " << k << ": " << bytes << " bytes of SVG, unscaled " << base;
    }
  }
}

TEST_F(ScaledScenes, WindowFrameEmitsNoMoreThanUnscaled) {
  for (const fs::path& f : SceneFiles()) {
    const json scene = ReadSceneFile(f.string());
    const int base = WindowFrame(scene, 1).vertices;
    int refused = 0;
    for (const auto& [k, s] : ScaledVersions(scene, refused)) {
      const int v = WindowFrame(s, 1).vertices;
      EXPECT_LE(v, kEmitRatio * base + kVertexSlack)
          << f.filename() << " × " << k << ": " << v << " vertices, unscaled " << base;
    }
  }
}

// The files that stalled the released build: each is refused with one line naming the file, or draws no
// more than its lesson's default scene (they are all inside one lesson's reach: a long wall, a big scene).
TEST_F(ScaledScenes, ReproFilesAreRefusedOrDrawnWithinThePixelBound) {
  TempDir dir;
  const std::vector<fs::path> files = Files(kSource / "app/tests/repro");
  ASSERT_GE(files.size(), 4u);
  for (const fs::path& f : files) {
    SCOPED_TRACE(f.filename().string());
    const json scene = ReadSceneFile(f.string());
    std::unique_ptr<Lesson> l;
    try {
      l = Load(scene);
    } catch (const SceneError& e) {
      EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << e.what();
      continue;
    }
    const std::unique_ptr<Lesson> def = FindLesson(l->Id())->Make();
    def->Update();
    const std::uintmax_t bytes = SvgBytes(*l, dir), base = SvgBytes(*def, dir);
    EXPECT_LE(bytes, static_cast<std::uintmax_t>(kEmitRatio * static_cast<double>(base)) + kSvgSlack)
        << bytes << " bytes of SVG, default scene " << base;
    const int v = WindowFrame(scene, 1).vertices, v0 = WindowFrame(def->SaveScene(), 1).vertices;
    EXPECT_LE(v, kEmitRatio * v0 + kVertexSlack) << v << " vertices, default scene " << v0;
  }
}

// Time, as ratios against the unscaled scene on the same machine and CPU time of this thread (what the
// work costs, not what other processes took), cheapest of a few runs. Registered only in the Release
// suite (scale.cmake, label slow): sanitizers change every cost.
double ExportCpu(const Lesson& l, const TempDir& dir, int runs, const std::string& ext) {
  ExportOptions o;
  o.path = (dir / ("figure." + ext)).string();
  o.width = 1920, o.height = 1080;
  double best = 1e9;
  for (int i = 0; i < runs; ++i) {
    const double t0 = CpuSeconds();
    ExportFigure(l, o);
    best = std::min(best, CpuSeconds() - t0);
  }
  return best;
}

// In every still format: PNG (Cairo's rasteriser), SVG and PDF (its vector surfaces, which once spent their
// time in a dasher walking lines millions of pixels long).
TEST_F(ScaleTime, ScaledExportTakesAtMostThreeTimesUnscaled) {
  TempDir dir;
  for (const fs::path& f : SceneFiles()) {
    const json scene = ReadSceneFile(f.string());
    int refused = 0;
    const std::vector<std::pair<double, json>> scaled = ScaledVersions(scene, refused);
    for (const std::string ext : {"png", "svg", "pdf"}) {
      const double base = ExportCpu(*Load(scene), dir, 3, ext);
      for (const auto& [k, s] : scaled) {
        const double t = ExportCpu(*Load(s), dir, 2, ext);
        std::printf("export %-40s %s × %-12g %6.1f ms (unscaled %6.1f ms)\n", f.filename().c_str(),
                    ext.c_str(), k, 1e3 * t, 1e3 * base);
        EXPECT_LE(t, 3 * base) << f.filename() << " " << ext << " × " << k;
      }
    }
  }
}

// Refused, and fast: inputs beyond the domain (every length × 10 past the coordinate limit) are turned away
// in well under a second.
TEST_F(ScaleTime, BeyondTheDomainIsRefusedFast) {
  for (const fs::path& f : SceneFiles()) {
    const json beyond = Scaled(ReadSceneFile(f.string()), 10 * CoordFactor(ReadSceneFile(f.string())));
    const double t0 = CpuSeconds();
    EXPECT_FALSE(Accepted(beyond)) << f.filename();
    EXPECT_LT(CpuSeconds() - t0, 0.1) << f.filename();
  }
}

TEST_F(ScaleTime, WindowFrameUnder50ms) {
  for (const fs::path& f : SceneFiles()) {
    const json scene = ReadSceneFile(f.string());
    int refused = 0;
    std::vector<std::pair<double, json>> versions = ScaledVersions(scene, refused);
    versions.emplace_back(1.0, scene);
    for (const auto& [k, s] : versions) {
      const FrameCost c = WindowFrame(s);
      std::printf("frame  %-40s × %-12g %6.2f ms %7d vertices\n", f.filename().c_str(), k, 1e3 * c.cpu_s,
                  c.vertices);
      EXPECT_LT(c.cpu_s, 0.050) << f.filename() << " × " << k;
    }
  }
}

}  // namespace
}  // namespace ricochet::app
