#include "shell/edit_commit.h"

#include <cmath>

namespace ricochet::app {

namespace {
bool HasNonFinite(const nlohmann::json& j) {
  if (j.is_number_float()) return !std::isfinite(j.get<double>());
  if (j.is_structured()) {
    for (const auto& v : j)
      if (HasNonFinite(v)) return true;
  }
  return false;
}
}  // namespace

// The scene is saved only when it may have changed since the last look: an input this frame, a gesture not
// yet settled, a field being typed in, or the frame after the lesson stopped moving by itself. While it
// moves by itself (the sandbox running) the frames are not edits: the whole run becomes one step when it
// stops. An idle or hovering frame saves nothing — the sandbox's scene is 10,000 balls of JSON
// (docs/performance.md).
// A typed value is live while its field is active, and a value that is not finite may come from anywhere:
// both are read back at once, not when the edit settles, or the next frame would derive and draw "1e400",
// "nan" or "-1e308" (found by the GUI monkey).
void EditCommit::Frame(const EditCommitContext& ctx) {
  if (!ctx.animating && (was_animating_ || editing_ || !ctx.settled || ctx.typing || ctx.input)) {
    // A lesson that fingerprints its scene (Lesson::SceneStamp: the sandbox) is not written out while the
    // fingerprint is that of the committed scene: there is nothing to read back or commit. A click that
    // selects one ball of 10,000 costs the hash, not the JSON (docs/performance.md, bench frames); an idle
    // frame costs neither.
    const std::optional<std::uint64_t> stamp = ctx.lesson->SceneStamp();
    if (stamp && stamp == committed_stamp_ && !ctx.typing) {
      editing_ = !ctx.settled;
    } else {
      const nlohmann::json scene = ctx.lesson->SaveScene();
      const bool refused =
          ((ctx.settled && editing_) || ctx.typing || HasNonFinite(scene)) && ctx.refuse(scene);
      editing_ = !ctx.settled;
      if (!refused) ctx.undo->Observe(scene, ctx.settled);
      if (!refused && ctx.settled) committed_stamp_ = stamp;
      if (refused) committed_stamp_.reset();
    }
  }
  was_animating_ = ctx.animating;
}

}  // namespace ricochet::app
