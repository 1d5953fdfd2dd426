// The edit → read back → commit state machine the shell runs once a frame: one undo step per settled edit
// (a whole drag, a whole slider gesture), read back through the lesson's scene reader first.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>

#include "lessons/lesson.h"
#include "shell/undo.h"

namespace ricochet::app {

// This frame, as the commit sees it.
struct EditCommitContext {
  Lesson* lesson;
  UndoStack* undo;
  bool settled;    // no mouse button held, no ImGui item active
  bool typing;     // a text field is active (a Ctrl+clicked slider, the coordinate popup)
  bool animating;  // something moves by itself (Shell::Animating)
  bool input;      // any input this frame
  // Reads `scene` back through a fresh lesson; on a refusal restores the last committed scene, says why and
  // returns true (Shell::RefuseOutOfDomain).
  std::function<bool(const nlohmann::json& scene)> refuse;
};

class EditCommit {
 public:
  // An edit not yet read back (a handle moved, the page's controls): read back and committed on the next
  // settled frame.
  void Mark() { editing_ = true; }
  // The scene was replaced (a lesson or file opened, undo, redo): the committed fingerprint is stale.
  void Forget() { committed_stamp_.reset(); }
  void Frame(const EditCommitContext& ctx);

 private:
  bool editing_ = false;        // a gesture (mouse held, an item active) has not settled yet
  bool was_animating_ = false;  // the lesson moved by itself last frame (its run is observed when it stops)
  std::optional<std::uint64_t> committed_stamp_;  // the lesson's SceneStamp() when the undo stack committed
};

}  // namespace ricochet::app
