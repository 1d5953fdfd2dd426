#include "check/out.h"

#include <algorithm>
#include <filesystem>

#include "check/overlay.h"
#include "check/scenes.h"
#include "export/export.h"
#include "lessons/lesson.h"
#include "scene/scene.h"

namespace ricochet::app::codecheck {

std::array<std::string, kFnCount> WriteFailures(const CheckResult& result, const std::string& dir) {
  namespace fs = std::filesystem;
  std::array<std::string, kFnCount> written;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw ExportError(ExportError::Kind::Io, "cannot create " + dir + ": " + ec.message());
  for (const FunctionResult& r : result.functions) {
    const std::optional<nlohmann::json> scene = FailureScene(r);
    if (!scene) continue;
    const FnInfo& f = Info(r.fn);
    const std::string base = (fs::path(dir) / f.name).string();
    WriteSceneFile(base + ".json", *scene);
    written[static_cast<std::size_t>(r.fn)] = base + ".json";

    const std::unique_ptr<Lesson> lesson = FindLesson(f.lesson)->Make();
    lesson->LoadScene(*scene);
    lesson->Update();
    ExportOptions o;
    o.path = base + ".png";
    o.width = 1280, o.height = 720;
    o.theme = ThemeId::Light;
    const Failure& x = *r.failure;
    // Frame the student's points too, when the lesson's own framing would leave them out.
    const Bounds scene_bounds = lesson->SceneBounds();
    Bounds both = scene_bounds;
    both.Add(StudentBounds(r.fn, x.in, x.got));
    if (!(both.min == scene_bounds.min && both.max == scene_bounds.max))  // the student's points are outside
      o.view = both.Padded(0.15 * std::max(both.Size().x, both.Size().y));
    o.overlay = [&](Figure& fig, Vec2 canvas_px) {
      DrawStudent(fig, r.fn, x.in, x.got, x.grade.expected, canvas_px);
    };
    ExportFigure(*lesson, o);
  }
  return written;
}

}  // namespace ricochet::app::codecheck
