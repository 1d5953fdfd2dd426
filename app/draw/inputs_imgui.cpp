// A lesson's INPUTS laid out for the panel's width (see the header).
#include "draw/inputs_imgui.h"

#include <algorithm>
#include <cstring>

#include "draw/text_wrap.h"
#include "imgui.h"

namespace ricochet::app::inputs {

namespace {
constexpr float kWidgetShare = 0.6f;  // the usual widget: 60 % of the panel, its label beside it
constexpr float kMinShare = 0.5f;     // narrower than half the panel, a widget is hard to drag: label above
}  // namespace

const char* Fit(const char* label) {
  static std::string hidden;
  const float avail = ImGui::GetContentRegionAvail().x;
  const char* end = std::strstr(label, "##");  // ImGui shows the part before "##"
  if (!end) end = label + std::strlen(label);
  const float label_w =
      end == label ? 0.0f : ImGui::CalcTextSize(label, end).x + ImGui::GetStyle().ItemInnerSpacing.x;
  const float beside = avail - label_w;
  if (beside >= kMinShare * avail) {
    ImGui::SetNextItemWidth(std::min(kWidgetShare * avail, beside));
    return label;
  }
  Text(std::string(label, end));
  ImGui::SetNextItemWidth(avail);
  hidden = std::string("##") + label;
  return hidden.c_str();
}

void Text(const std::string& text) {
  const double width = std::max(ImGui::GetContentRegionAvail().x, 1.0f);
  const auto measure = [](std::string_view t) {
    return static_cast<double>(ImGui::CalcTextSize(t.data(), t.data() + t.size()).x);
  };
  for (const std::string& line : WrapText(text, width, measure)) ImGui::TextUnformatted(line.c_str());
}

void Muted(const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  Text(text);
  ImGui::PopStyleColor();
}

void SameLineFor(const char* next, bool box) {
  const ImGuiStyle& s = ImGui::GetStyle();
  const float w = ImGui::CalcTextSize(next, nullptr, true).x +
                  (box ? ImGui::GetFrameHeight() + s.ItemInnerSpacing.x : 2 * s.FramePadding.x);
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + s.ItemSpacing.x + w <= right) ImGui::SameLine();
}

bool Point(const char* name, Vec2& p) {
  return ImGui::DragScalarN(Fit(name), ImGuiDataType_Double, &p.x, 2, 0.01f, nullptr, nullptr, "%.3f");
}

}  // namespace ricochet::app::inputs
