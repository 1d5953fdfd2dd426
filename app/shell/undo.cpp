#include "shell/undo.h"

namespace ricochet::app {

namespace {
constexpr std::size_t kMaxSteps = 500;
}

void UndoStack::Reset(const nlohmann::json& scene) {
  undo_.clear();
  redo_.clear();
  committed_ = scene;
  ++commits_;
}

void UndoStack::Observe(const nlohmann::json& scene, bool settled) {
  if (!settled || scene == committed_) return;
  undo_.push_back(std::move(committed_));
  if (undo_.size() > kMaxSteps) undo_.erase(undo_.begin());
  redo_.clear();
  committed_ = scene;
  ++commits_;
}

const nlohmann::json* UndoStack::Undo(const nlohmann::json& current) {
  Observe(current, true);
  if (undo_.empty()) return nullptr;
  redo_.push_back(std::move(committed_));
  committed_ = std::move(undo_.back());
  undo_.pop_back();
  ++commits_;
  return &committed_;
}

const nlohmann::json* UndoStack::Redo(const nlohmann::json& current) {
  Observe(current, true);
  if (redo_.empty()) return nullptr;
  undo_.push_back(std::move(committed_));
  committed_ = std::move(redo_.back());
  redo_.pop_back();
  ++commits_;
  return &committed_;
}

}  // namespace ricochet::app
