// Undo/redo of scene edits by snapshots of Lesson::SaveScene(). The shell calls Observe() every frame
// with the current scene; a change is committed as ONE step once the edit settles (no mouse button
// held, no ImGui item active), so a whole drag or slider gesture is one undo step.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

namespace ricochet::app {

class UndoStack {
 public:
  // Starts a fresh history at `scene` (new lesson, file opened).
  void Reset(const nlohmann::json& scene);
  // Commits `scene` as a new step if it differs from the last committed one and `settled` is true.
  void Observe(const nlohmann::json& scene, bool settled);
  // Returns the scene to load, or nullptr when there is nothing to undo/redo. `current` is the live scene
  // (committed first if it has unsettled changes).
  const nlohmann::json* Undo(const nlohmann::json& current);
  const nlohmann::json* Redo(const nlohmann::json& current);
  bool CanUndo() const { return !undo_.empty(); }
  bool CanRedo() const { return !redo_.empty(); }
  const nlohmann::json& Committed() const { return committed_; }
  // How many times the committed scene changed (an edit settled, an undo, a redo, a reset): the shell
  // announces the result of an edit once per commit, never per frame of a drag.
  std::size_t Commits() const { return commits_; }

 private:
  std::vector<nlohmann::json> undo_, redo_;
  nlohmann::json committed_;
  std::size_t commits_ = 0;
};

}  // namespace ricochet::app
