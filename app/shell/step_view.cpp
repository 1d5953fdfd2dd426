#include "shell/step_view.h"

#include "draw/math_imgui.h"

namespace ricochet::app {

struct StepLayouts {
  struct Entry {
    Detail detail;
    const ImFont* font;
    float px, width;
    bool with_name;
    float min_note_px;
    StepBlock block;
  };
  std::vector<Entry> entries;
};

const StepBlock& LayoutStep(const Step& s, Detail detail, ImFont* font, float px, float width, bool with_name,
                            float min_note_px) {
  if (!s.layouts) s.layouts = std::make_shared<StepLayouts>();
  auto& entries = s.layouts->entries;
  for (const StepLayouts::Entry& e : entries) {
    if (e.detail == detail && e.font == font && e.px == px && e.width == width && e.with_name == with_name &&
        e.min_note_px == min_note_px) {
      return e.block;
    }
  }
  if (entries.size() >= 6) entries.erase(entries.begin());  // a resize: the old widths go
  entries.push_back({detail, font, px, width, with_name, min_note_px,
                     LayStep(s, detail, ImGuiMetrics(font), px, width, with_name, min_note_px)});
  return entries.back().block;
}

void DrawStep(ImDrawList* dl, ImFont* font, const StepBlock& b, ImVec2 at, const StepInks& inks) {
  for (const StepBlock::Line& l : b.lines) {
    const Tone tone = LineTone(l);
    const ImU32 col = tone == Tone::Ink ? inks.ink : tone == Tone::Muted ? inks.muted : inks.text;
    const ImVec2 origin{at.x + l.x, at.y + l.baseline};
    if (l.role == LineRole::Case && l.marked) {  // ▸ before the case that holds
      const float h = l.box.ascent * 0.55f, x = origin.x - h * 1.5f, y = origin.y - l.box.ascent * 0.35f;
      dl->AddTriangleFilled({x, y - h * 0.5f}, {x + h * 0.8f, y}, {x, y + h * 0.5f}, inks.ink);
    }
    DrawMath(dl, font, l.box, origin, col);
  }
}

}  // namespace ricochet::app
