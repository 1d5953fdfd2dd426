// Harness `lesson`: the numbers of every lesson, chosen by the fuzzer. The input names its lesson on its
// first line (fuzz/lesson_input.h); the next byte picks one of its scenes (the opening scene or a preset);
// each number of that scene is then kept or replaced as
// the next byte says — a corner of the input domain, just outside it, a copy of another number of the scene
// (two points that coincide), a few ulps from it (two points that nearly do), a power-of-two scaling, or
// any double at all. Byte-level mutations of JSON text rarely make such values; this reaches the lessons'
// arithmetic (and the domain checks) directly. The scene then runs through fuzz/scene_checks.h.
#include <cfloat>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "fuzz/lesson_input.h"
#include "fuzz/scene_checks.h"
#include "lessons/lesson.h"
#include "ricochet/domain.h"
#include "scene/sim_scene.h"

namespace {

using nlohmann::json;
using namespace ricochet;

class Bytes {
 public:
  Bytes(const std::uint8_t* d, std::size_t n) : d_(d), n_(n) {}
  bool Empty() const { return i_ >= n_; }
  std::uint8_t Byte() { return i_ < n_ ? d_[i_++] : 0; }
  double Double() {
    std::uint64_t bits = 0;
    for (int k = 0; k < 8; ++k) bits = bits << 8 | Byte();
    double x;
    std::memcpy(&x, &bits, sizeof x);
    return x;
  }

 private:
  const std::uint8_t* d_;
  std::size_t n_, i_ = 0;
};

constexpr double kMax = domain::kMaxCoord, kMin = domain::kMinLength;
const double kCorners[] = {0.0,  -0.0,     kMin,        -kMin,        kMax,         -kMax,
                           1.0,  -1.0,     0.5,         kMin * 0.999, kMax * 1.001, kMin * 1.001,
                           2.0,  kMax / 2, 89.9,        90.0,         1000.0,       100.0,
                           10.0, 1e-3,     DBL_EPSILON, DBL_MIN,      DBL_MAX,      1e300,
                           1e7,  -1e7,     1e-7,        1.0 / 3.0,    kMax - kMin,  -(kMax - kMin)};

void Numbers(json& j, std::vector<json*>& out) {
  if (j.is_number()) {
    out.push_back(&j);
  } else if (j.is_structured()) {
    for (auto& v : j) Numbers(v, out);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace ricochet::app;
  const auto input = fuzz::ReadLessonInput({data, size});
  if (!input) return -1;  // not a lesson's id: libFuzzer keeps no such input in the corpus
  Bytes in(input->rest.data(), input->rest.size());
  // Each lesson's opening scene and presets, made once, in the syllabus's order.
  static const std::vector<std::vector<json>> kScenes = [] {
    std::vector<std::vector<json>> all;
    for (const LessonEntry& e : LessonList()) {
      const auto lesson = e.Make();
      all.push_back({lesson->SaveScene()});
      for (const Preset& p : lesson->Presets()) all.back().push_back(CompleteSandboxScene(p.scene));
    }
    return all;
  }();
  const std::vector<json>& scenes = kScenes[static_cast<std::size_t>(input->lesson - LessonList().data())];
  json scene = scenes[in.Byte() % scenes.size()];
  std::vector<json*> numbers;
  Numbers(scene, numbers);
  std::vector<double> original;
  for (json* n : numbers) original.push_back(n->get<double>());
  for (std::size_t k = 0; k < numbers.size() && !in.Empty(); ++k) {
    const double x = original[k];
    const std::uint8_t op = in.Byte();
    double y = x;
    switch (op % 8) {
      case 0: break;  // keep
      case 1: y = kCorners[in.Byte() % std::size(kCorners)]; break;
      case 2: y = original[in.Byte() % original.size()]; break;
      case 3: {  // a few ulps from another number
        y = original[in.Byte() % original.size()];
        const int ulps = static_cast<std::int8_t>(in.Byte());
        for (int u = 0; u < std::abs(ulps); ++u) y = std::nextafter(y, ulps > 0 ? HUGE_VAL : -HUGE_VAL);
        break;
      }
      case 4: y = std::ldexp(x, static_cast<std::int8_t>(in.Byte()) / 4); break;
      case 5:
        y = in.Double();
        if (std::isnan(y)) y = HUGE_VAL;  // a file cannot hold NaN; 1e400 reads as ∞
        break;
      case 6: y = x + static_cast<std::int8_t>(in.Byte()); break;
      case 7: y = -x; break;
    }
    *numbers[k] = y;
  }
  fuzz::CheckScene(scene);
  return 0;
}
