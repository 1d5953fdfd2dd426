// The canvas: camera fit, handles (hover, drag, snap, double-click to type), pan and zoom, the grid, and the
// lesson's Figure replayed into the window's draw list (long runs of discs on the GPU).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "draw/figure_imgui.h"
#include "draw/format.h"
#include "draw/grid_imgui.h"
#include "shell/describe.h"
#include "shell/imgui_compat.h"
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
      double best = GrabRadius();
      for (std::size_t i = 0; i < hs.size(); ++i) {
        const double d = Length(camera_.ToScreen(*hs[i].pos) - mouse);
        if (d <= best) best = d, hover_ = static_cast<int>(i);
      }
    }
  }
  // A snap to the minor grid while Shift is held (a drag, a click that places a picked handle).
  const auto snapped = [&](Vec2 w) {
    if (!io.KeyShift) return w;
    const double step = GridStep(camera_.ppu, 22.0 * s);
    return Vec2{std::round(w.x / step) * step, std::round(w.y / step) * step};
  };
  if (hovered && hover_ >= 0 && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
    EditHandle(hover_);
  } else if (hovered && hover_ >= 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    drag_ = hover_;
    drag_grab_ = *hs[static_cast<std::size_t>(drag_)].pos - camera_.ToWorld(mouse);
    press_at_ = mouse;
    press_moved_ = false;
  } else if (hovered && hover_ < 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && placing_ &&
             !presenter_.PenOwnsClicks()) {
    MoveHandle(focus_, snapped(camera_.ToWorld(mouse)));  // the picked handle goes where the click is
    placing_ = false;
    status_.clear();
  } else if (hovered && hover_ < 0 && ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
             !presenter_.PenOwnsClicks()) {
    lesson_->Click(camera_.ToWorld(mouse), GrabRadius() / camera_.ppu);  // e.g. select a sandbox ball
  }
  if (drag_ >= 0 && static_cast<std::size_t>(drag_) < hs.size()) {
    // A press that has not moved 4 px is a click, not a drag: it picks the handle (WCAG 2.5.7, one pointer).
    press_moved_ = press_moved_ || Length(mouse - press_at_) > 4.0 * s;
    if (!io.MouseDown[0]) {
      if (!press_moved_ && placing_ && focus_ == drag_) {
        FocusHandle(-1);  // clicked again: let go
        status_.clear();
      } else if (!press_moved_) {
        FocusHandle(drag_);
        placing_ = true;
        status_ = std::string(hs[static_cast<std::size_t>(drag_)].name) +
                  " picked: click where it goes (Esc, or a click on it, lets go)";
      } else {
        moved_ = drag_;
      }
      drag_ = -1;
    } else if (!press_moved_) {
      // not yet a drag
    } else {
      const Vec2 w = snapped(camera_.ToWorld(mouse) + drag_grab_);
      if (IsFinite(w) && !(w == *hs[static_cast<std::size_t>(drag_)].pos)) {
        lesson_->MoveHandle(drag_, w);
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
  canvas_labels_ = PlaceLabels(fig, labels_out);
  const LabelLayout& labels = canvas_labels_;
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
  // The hovered handle's tooltip (WCAG 1.4.13). Hoverable: it is anchored beside the handle, its corner
  // within the grab radius, not at the pointer, so the pointer can move onto it and it stays. Persistent:
  // it stays while the pointer is on the handle or on it. Dismissible: Esc hides it without moving the
  // pointer, until the pointer leaves both.
  const bool on_tip = tooltip_shown_ && mouse.x >= tooltip_min_.x && mouse.x <= tooltip_max_.x &&
                      mouse.y >= tooltip_min_.y && mouse.y <= tooltip_max_.y;
  int tip = !hovered || drag_ >= 0 ? -1 : hover_ >= 0 ? hover_ : on_tip ? tooltip_for_ : -1;
  if (tip >= static_cast<int>(hs.size())) tip = -1;
  tooltip_shown_ = false;
  if (tip < 0 || tip != tooltip_dismissed_) tooltip_dismissed_ = -1;
  if (tip >= 0 && compat::KeyPressed(compat::kEscape, false)) tooltip_dismissed_ = tip;
  if (tip >= 0 && tooltip_dismissed_ != tip) {
    const Handle& h = hs[static_cast<std::size_t>(tip)];
    const Vec2 c = camera_.ToScreen(*h.pos);
    char text[512];
    std::snprintf(text, sizeof text,
                  "%s = %s\ndrag to move · Shift snaps to the grid\nor click it, then click where it goes\n"
                  "double-click (or Tab to it, Enter) to type coordinates\nEsc hides this",
                  h.name, Num(*h.pos).c_str());
    // On the canvas (over the panel the pointer would leave it): to the right of and below the handle where
    // it fits, else to the left or above; its corner inside the handle's grab radius.
    const ImVec2 pad = ImGui::GetStyle().WindowPadding, txt = ImGui::CalcTextSize(text);
    const Vec2 size{txt.x + 2.0 * pad.x, txt.y + 2.0 * pad.y};
    const float d = 0.6f * GrabRadius();
    const Vec2 end = camera_.view_min + camera_.view_size;
    const bool left = c.x + d + size.x > end.x && c.x - d - size.x >= camera_.view_min.x;
    const bool up = c.y + d + size.y > end.y && c.y - d - size.y >= camera_.view_min.y;
    ImGui::SetNextWindowPos(
        {static_cast<float>(c.x) + (left ? -d : d), static_cast<float>(c.y) + (up ? -d : d)},
        ImGuiCond_Always, {left ? 1.0f : 0.0f, up ? 1.0f : 0.0f});
    ImGui::BeginTooltip();
    ImGui::TextUnformatted(text);
    // Its box, grown to the handle's centre: the way from the handle onto it never leaves both.
    const Vec2 lo = ToVec(ImGui::GetWindowPos()), hi = lo + ToVec(ImGui::GetWindowSize());
    tooltip_min_ = {std::min(lo.x, c.x), std::min(lo.y, c.y)};
    tooltip_max_ = {std::max(hi.x, c.x), std::max(hi.y, c.y)};
    ImGui::EndTooltip();
    tooltip_shown_ = true;
    tooltip_for_ = tip;
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
    if (static_cast<int>(i) == focus_) {
      // The keyboard's focus ring: the highlight ink (≥ 3:1 on the background, theme_test.cpp) between two
      // rings of the background, so it reads over any line it crosses; dashed while a click will place it.
      const float fr = kHandleRadius * 1.35f * s + 7 * s;
      dl->AddCircle(c, fr, ToImU32(th.background), 40, 6.0f * s);
      const ImU32 ring = ToImU32(InkColor(th, Ink::Highlight));
      if (placing_) {
        for (int k = 0; k < 16; k += 2) {
          const float a0 = static_cast<float>(k) * 3.14159265f / 8, a1 = a0 + 3.14159265f / 8;
          dl->PathArcTo(c, fr, a0, a1, 6);
          dl->PathStroke(ring, 0, 3.0f * s);
        }
      } else {
        dl->AddCircle(c, fr, ring, 40, 3.0f * s);
      }
      const std::string tag = HandleText(hs[i]);
      const ImVec2 at{c.x + fr + 6 * s, c.y - fr - ImGui::GetFontSize()};
      const ImVec2 sz = ImGui::CalcTextSize(tag.c_str());
      dl->AddRectFilled({at.x - 3 * s, at.y - 2 * s}, {at.x + sz.x + 3 * s, at.y + sz.y + 2 * s},
                        ToImU32(th.background, kLabelHaloAlpha), 3 * s);
      dl->AddText(at, ring, tag.c_str());
    }
  }
}

}  // namespace ricochet::app
