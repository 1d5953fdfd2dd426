#include "check/out.h"

#include <algorithm>
#include <filesystem>

#include "check/overlay.h"
#include "check/scenes.h"
#include "export/export.h"
#include "lessons/lesson.h"
#include "scene/scene.h"

namespace ricochet::app::codecheck {

namespace {

// The failing case's scene and picture; throws SceneError or ExportError.
Written WriteOne(const FunctionResult& r, const nlohmann::json& scene, const std::string& base) {
  const FnInfo& f = Info(r.fn);
  WriteSceneFile(base + ".json", scene);
  const std::unique_ptr<Lesson> lesson = FindLesson(f.lesson)->Make();
  lesson->LoadScene(scene);
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
  return {base + ".json", base + ".png", ""};
}

}  // namespace

WrittenFiles WriteFailures(const CheckResult& result, const std::string& dir) {
  namespace fs = std::filesystem;
  WrittenFiles written;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw ExportError(ExportError::Kind::Io, "cannot create " + dir + ": " + ec.message());
  for (const FunctionResult& r : result.functions) {
    if (!r.failure) continue;
    Written& w = written[static_cast<std::size_t>(r.fn)];
    const std::optional<nlohmann::json> scene = FailureScene(r);
    if (!scene) {
      w.problem = "its lesson cannot show this case (nothing moves)";
      continue;
    }
    try {
      w = WriteOne(r, *scene, (fs::path(dir) / Info(r.fn).name).string());
    } catch (const SceneError& e) {
      w.problem = e.what();
    } catch (const ExportError& e) {
      w.problem = e.what();
    }
  }
  return written;
}

}  // namespace ricochet::app::codecheck
