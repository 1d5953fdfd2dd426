// The canvas: camera fit, handles (hover, drag, snap, double-click to type), pan and zoom, the grid, and the
// lesson's Figure replayed into the window's draw list (long runs of discs on the GPU).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "draw/figure_imgui.h"
#include "draw/format.h"
#include "draw/grid_imgui.h"
#include "shell/shell.h"
#include "shell/shell_internal.h"

namespace ricochet::app {

namespace {

// The GPU renderer of long runs of discs (the sandbox's balls), for the screen's figure backend. Made on
// first use, with the window's GL context; never destroyed: its GL objects live as long as the context, i.e.
// the process. nullptr when there is no GL (headless tests): discs then go into the draw list.
InstancedCircles* ScreenCircles() {
  static InstancedCircles* circles = nullptr;
  static bool failed = false;
  if (!circles && !failed) {
    circles = new InstancedCircles;
    failed = !circles->Init();
    if (failed) std::fprintf(stderr, "ricochet: instanced circles off (%s)\n", circles->error().c_str());
  }
  return failed ? nullptr : circles;
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
  // Overlays (plots, captions) are laid out in logical px and grow with the UI scale, as all text does;
  // plots keep to a share of the canvas (CornerPlot).
  state_.canvas_px = camera_.view_size / s;
  FigureView view{&camera_, &theme(), s, fonts_.body, fonts_.body_px};
  if (fit_pending_) {
    FitScene(view);
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
  Figure& fig = canvas_fig_;
  fig.Clear();
  DrawLesson(fig);
  check_.DrawOverlay(fig, *lesson_, state_);  // File → Check my code…: the student's answer, when shown
  hs = lesson_->Handles();
  // The labels first; then the grid's numbers where no label, handle, plot, caption or line is.
  LabelOutput labels_out = ScreenLabels(view);
  labels_out.min_line_px = TextFloorPx();
  const LabelLayout labels = PlaceLabels(fig, labels_out);
  const GridClear clear = GridKeepClear(fig, labels_out, labels);
  DrawGrid(dl, camera_, theme(), s, ImGui::GetFont(), ImGui::GetFontSize(), clear.boxes, clear.lines,
           TextFloorPx());
  view.circles = ScreenCircles();  // long runs of discs (the sandbox's balls) as one instanced draw
  view.framebuffer_scale = ToVec(io.DisplayFramebufferScale);
  view.framebuffer_px = {io.DisplaySize.x * io.DisplayFramebufferScale.x,
                         io.DisplaySize.y * io.DisplayFramebufferScale.y};
  DrawFigure(dl, fig, view, &labels);
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

// The scene as large as it fits beside the lesson's plots and captions (its empty corners may go under
// them), with the plot in the corner that leaves it largest; the corner stays until the next fit. They are
// drawn once per corner, at every step revealed, to learn where they go and where the figure draws, so a
// later step's caption never lands on the scene.
void Shell::FitScene(const FigureView& view) {
  const Bounds scene = lesson_->SceneBounds();
  // What View hides leaves its room to the scene (DrawLesson).
  // Presenting a slide: what its steps draw (a plot of a later slide's step takes no room from this one).
  const std::vector<FitLayout> layouts = PlotCornerLayouts(
      state_, scene, ScreenLabels(view), [&](Figure& fig, const LessonState& st) { DrawLesson(fig, st); },
      SlideSteps());
  state_.plot_corner = kPlotCorners[FitAroundBest(camera_, scene, layouts, kFitMarginPx * view.ui_scale)];
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
