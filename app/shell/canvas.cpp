// The canvas: camera fit, handles (hover, drag, snap, double-click to type), pan and zoom, the grid, and the
// lesson's Figure replayed into the window's draw list.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "draw/figure_imgui.h"
#include "draw/format.h"
#include "draw/gl_circles.h"
#include "draw/grid_imgui.h"
#include "lessons/sandbox.h"
#include "shell/shell.h"
#include "shell/shell_internal.h"

namespace ricochet::app {

namespace {

// The sandbox's balls as instanced circles (shaders/circles.*): one draw call instead of one ImDrawList
// circle each. The lesson's Figure then leaves its discs out on screen (exports still draw them).
// The renderer is never destroyed: its GL objects live as long as the context, i.e. the process.
void DrawSandboxBalls(ImDrawList* dl, Lesson& lesson, const Theme& theme, const Camera& camera) {
  static InstancedCircles* circles = nullptr;
  static bool failed = false;
  static std::vector<BallInstance> balls;
  if (!circles && !failed) {
    circles = new InstancedCircles;
    failed = !circles->Init();
    if (failed) std::fprintf(stderr, "ricochet: instanced circles off (%s)\n", circles->error().c_str());
  }
  const bool gpu = !failed && SandboxBallInstances(lesson, theme, balls);
  SetGpuBalls(lesson, gpu);
  if (!gpu) return;
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 fb = io.DisplayFramebufferScale;
  const Vec2 o = camera.ToScreen({0, 0});
  CircleView view;
  view.px_per_unit = camera.ppu * fb.x;
  view.origin_px = {o.x * fb.x, o.y * fb.y};
  view.target_px = {io.DisplaySize.x * fb.x, io.DisplaySize.y * fb.y};
  circles->DrawInto(dl, balls, view);
}

}  // namespace

using namespace shell_detail;

void Shell::Canvas(ImVec2 size) {
  ImGuiIO& io = ImGui::GetIO();
  const float s = ui_scale_ * content_scale_;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::BeginChild("##canvas", size, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  ImGui::InvisibleButton("##canvas_input", {std::max(avail.x, 1.0f), std::max(avail.y, 1.0f)},
                         ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                             ImGuiButtonFlags_MouseButtonMiddle);
  const bool hovered = ImGui::IsItemHovered();
  const bool active = ImGui::IsItemActive();
  camera_.view_min = ToVec(p0);
  camera_.view_size = {std::max(avail.x, 1.0f), std::max(avail.y, 1.0f)};
  // Overlays (plots) grow with the UI scale only as far as the canvas has room (≥ 900 logical px wide).
  const float overlay_s = std::min(s, std::max(1.0f, static_cast<float>(camera_.view_size.x) / 900.0f));
  state_.canvas_px = camera_.view_size / overlay_s;
  if (fit_pending_) {
    // Keep the scene clear of the lesson's plots: draw once to learn where they go.
    Figure probe;
    DrawLesson(probe);
    std::vector<Bounds> covered;
    for (const Bounds& r : probe.reserved()) {
      covered.push_back({camera_.view_min + r.min * overlay_s, camera_.view_min + r.max * overlay_s});
    }
    camera_.FitAround(lesson_->SceneBounds(), covered, 60.0 * s);
    fit_pending_ = false;
  }

  // --- input: handles, pan, zoom ---
  std::vector<Handle> hs = lesson_->Handles();
  const Vec2 mouse = ToVec(io.MousePos);
  if (drag_ < 0) {
    hover_ = -1;
    if (hovered) {
      double best = kGrabRadius * s;
      for (std::size_t i = 0; i < hs.size(); ++i) {
        const double d = Length(camera_.ToScreen(*hs[i].pos) - mouse);
        if (d <= best) best = d, hover_ = static_cast<int>(i);
      }
    }
  }
  if (hovered && hover_ >= 0 && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
    edit_ = hover_;
    edit_xy_[0] = hs[static_cast<std::size_t>(edit_)].pos->x;
    edit_xy_[1] = hs[static_cast<std::size_t>(edit_)].pos->y;
    open_edit_popup_ = true;
    drag_ = -1;
  } else if (hovered && hover_ >= 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    drag_ = hover_;
    drag_grab_ = *hs[static_cast<std::size_t>(drag_)].pos - camera_.ToWorld(mouse);
  } else if (hovered && hover_ < 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !PenOwnsClicks()) {
    lesson_->Click(camera_.ToWorld(mouse), kGrabRadius * s / camera_.ppu);  // e.g. select a sandbox ball
  }
  if (drag_ >= 0 && static_cast<std::size_t>(drag_) < hs.size()) {
    if (!io.MouseDown[0]) {
      drag_ = -1;
    } else {
      Vec2 w = camera_.ToWorld(mouse) + drag_grab_;
      if (io.KeyShift) {  // snap to the minor grid
        const double step = GridStep(camera_.ppu, 22.0 * s);
        w = {std::round(w.x / step) * step, std::round(w.y / step) * step};
      }
      if (IsFinite(w) && !(w == *hs[static_cast<std::size_t>(drag_)].pos)) {
        *hs[static_cast<std::size_t>(drag_)].pos = w;
        lesson_->Update();
      }
    }
  } else {
    drag_ = -1;
  }
  if (active && (ImGui::IsMouseDragging(ImGuiMouseButton_Right, 0) ||
                 ImGui::IsMouseDragging(ImGuiMouseButton_Middle, 0))) {
    camera_.PanPx(ToVec(io.MouseDelta));
  }
  if (hovered && io.MouseWheel != 0) camera_.ZoomAt(mouse, std::pow(1.15, io.MouseWheel));

  // --- drawing ---
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p1{p0.x + static_cast<float>(camera_.view_size.x),
                  p0.y + static_cast<float>(camera_.view_size.y)};
  dl->PushClipRect(p0, p1, true);
  dl->AddRectFilled(p0, p1, ToImU32(theme().background));
  DrawGrid(dl, camera_, theme(), s, ImGui::GetFont(), ImGui::GetFontSize());
  DrawSandboxBalls(dl, *lesson_, theme(), camera_);
  Figure fig;
  DrawLesson(fig);
  SetGpuBalls(*lesson_, false);  // only this screen draws them on the GPU: exports draw the Figure's discs
  hs = lesson_->Handles();
  std::vector<Vec2> keep;
  for (const Handle& h : hs) keep.push_back(camera_.ToScreen(*h.pos));
  FigureView view{&camera_,    &theme(),       s,    overlay_s,
                  fonts_.body, fonts_.body_px, keep, (kHandleRadius + 7.0f) * s};
  DrawFigure(dl, fig, view);
  DrawHandles(dl, hs);
  // Mouse position in world units, bottom-left: handy when the instructor reads a point aloud.
  if (hovered) {
    const Vec2 w = camera_.ToWorld(mouse);
    const std::string txt = "x = " + Num(w.x) + "   y = " + Num(w.y);
    dl->AddText({p0.x + 10 * s, p1.y - ImGui::GetFontSize() - 8 * s}, ToImU32(InkColor(theme(), Ink::Muted)),
                txt.c_str());
  }
  dl->PopClipRect();
  if (hovered && hover_ >= 0 && drag_ < 0) {
    const Handle& h = hs[static_cast<std::size_t>(hover_)];
    ImGui::SetTooltip("%s = %s\ndrag to move · Shift snaps to the grid\ndouble-click to type coordinates",
                      h.name, Num(*h.pos).c_str());
  }
  ImGui::EndChild();
  ImGui::PopStyleVar();
}

void Shell::DrawHandles(ImDrawList* dl, const std::vector<Handle>& hs) {
  const float s = ui_scale_ * content_scale_;
  const Theme& th = theme();
  for (std::size_t i = 0; i < hs.size(); ++i) {
    const ImVec2 c = ToIm(camera_.ToScreen(*hs[i].pos));
    const bool hot = static_cast<int>(i) == hover_ || static_cast<int>(i) == drag_;
    const float r = (hot ? kHandleRadius * 1.35f : kHandleRadius) * s;
    const ImU32 ink = ToImU32(InkColor(th, hs[i].ink));
    if (hot) dl->AddCircleFilled(c, r + 6 * s, ToImU32(InkColor(th, hs[i].ink), 0.25f), 32);
    dl->AddCircleFilled(c, r + 1.5f * s, ToImU32(th.background), 32);
    dl->AddCircle(c, r, ink, 32, 2.5f * s);
    dl->AddCircleFilled(c, static_cast<int>(i) == drag_ ? r * 0.7f : r * 0.35f, ink, 24);
  }
}

}  // namespace ricochet::app
