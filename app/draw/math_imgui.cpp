#include "draw/math_imgui.h"

#include <cfloat>

#include "draw/text_probe.h"

namespace ricochet::app {

math::FontMetrics ImGuiMetrics(ImFont* font) {
  math::FontMetrics fm;
  fm.advance = [font](std::string_view s, float px) {
    return font->CalcTextSizeA(px, FLT_MAX, 0.0f, s.data(), s.data() + s.size()).x;
  };
  if (font && font->FontSize > 0) {
    fm.ascent = font->Ascent / font->FontSize;
    fm.descent = -font->Descent / font->FontSize;
  }
  return fm;
}

void DrawMath(ImDrawList* dl, ImFont* font, const math::Box& box, ImVec2 origin, ImU32 col) {
  for (const math::Run& r : box.runs) {
    const float scale = r.px / font->FontSize;
    const float baseline = origin.y + r.y;
    const int first = dl->VtxBuffer.Size;
    dl->AddText(font, r.px, {origin.x + r.x, baseline - font->Ascent * scale}, col, r.text.data(),
                r.text.data() + r.text.size());
    if (TextProbing()) {
      const ImVec2 size = font->CalcTextSizeA(r.px, FLT_MAX, 0, r.text.data(), r.text.data() + r.text.size());
      NoteText(r.text, r.px, {origin.x + r.x, baseline - font->Ascent * scale}, {size.x, size.y},
               TextSource::Math, r.script);
    }
    if (!r.italic) continue;
    // The italic face is the upright one slanted: each glyph quad's corners lean by their height.
    for (int i = first; i < dl->VtxBuffer.Size; ++i) {
      ImDrawVert& v = dl->VtxBuffer[i];
      v.pos.x += (baseline - v.pos.y) * math::kItalicSlant;
    }
  }
  for (const math::Stroke& s : box.strokes) {
    if (s.points.size() < 2) continue;
    ImVector<ImVec2> pts;
    for (const auto& p : s.points) pts.push_back({origin.x + p[0], origin.y + p[1]});
    dl->AddPolyline(pts.Data, pts.Size, col, ImDrawFlags_None, s.width);
  }
}

}  // namespace ricochet::app
