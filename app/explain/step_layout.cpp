#include "explain/step_layout.h"

#include <algorithm>

namespace ricochet::app {

namespace {
constexpr float kNameScale = 0.82f;  // a test's name, a note: smaller than the formula
}

StepBlock LayStep(const Step& s, Detail detail, const math::FontMetrics& fm, float px, float width,
                  bool with_name, float min_note_px) {
  StepBlock b;
  const float note_px = std::max(px * kNameScale, min_note_px);
  float bottom = 0;  // of the lines so far
  const auto add = [&](math::Box box, float x, LineRole role, bool marked) {
    const float gap = b.lines.empty() ? 0 : px * 0.16f;
    const float baseline = bottom + gap + box.ascent;
    bottom = baseline + box.descent;
    b.width = std::max(b.width, x + box.width);
    b.lines.push_back({std::move(box), x, baseline, role, marked});
  };
  const bool named = s.kind == StepKind::Test || s.kind == StepKind::Equation ||
                     (s.kind == StepKind::Cases && !s.label.empty());
  if (with_name && detail != Detail::Compact && named) {
    add(math::TypesetWrapped(math::Prose(s.label), fm, note_px, width), 0, LineRole::Note, false);
  }
  // Continuations sit under the formula's relation: past the symbol (ti|= …), or one em in.
  float indent = px;
  if ((s.kind == StepKind::Computation || s.kind == StepKind::Definition || s.kind == StepKind::Cases) &&
      s.lhs) {
    const float lhs = math::Typeset(s.lhs, fm, px).width + px * 0.3f;
    if (lhs < 0.4f * width) indent = lhs;
  }
  for (const StepLine& l : StepLines(s, detail)) {
    float x = 0, size = px;
    switch (l.role) {
      case LineRole::Numbers: x = s.kind == StepKind::Test ? 0 : indent; break;
      case LineRole::Value:
      case LineRole::Outcome: x = detail == Detail::Compact ? 0 : indent; break;
      case LineRole::Case: x = px * 1.1f; break;
      case LineRole::Note: size = note_px; break;
      case LineRole::Formula: break;
    }
    add(math::TypesetWrapped(l.expr, fm, size, std::max(width - x, px * 4)), x, l.role, l.marked);
  }
  b.height = bottom;
  return b;
}

Tone LineTone(const StepBlock::Line& l) {
  switch (l.role) {
    case LineRole::Numbers:
    case LineRole::Note: return Tone::Muted;
    case LineRole::Value: return Tone::Ink;
    case LineRole::Outcome: return l.marked ? Tone::Ink : Tone::Text;
    case LineRole::Case: return l.marked ? Tone::Ink : Tone::Muted;
    case LineRole::Formula: return Tone::Text;
  }
  return Tone::Text;
}

}  // namespace ricochet::app
