// Presentation mode: the clicker over the steps and the slides of a deck, the derivation column, predict
// first, blanking, the laser pointer and the pen; the deck's part of the panel and File → Save as deck slide.
// The figure is the canvas's (shell/canvas.cpp), only larger: handles stay draggable.
#include "shell/present.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <initializer_list>

#include "draw/figure_imgui.h"
#include "draw/math_imgui.h"
#include "draw/text_probe.h"
#include "draw/text_wrap.h"
#include "lessons/sandbox.h"
#include "scene/scene.h"
#include "shell/imgui_compat.h"
#include "shell/shell.h"
#include "shell/step_view.h"

namespace ricochet::app {

using compat::KeyPressed;

namespace {

constexpr int kAll = 1 << 30;

bool AnyPressed(std::initializer_list<int> keys, bool repeat) {
  for (int k : keys) {
    if (KeyPressed(k, repeat)) return true;
  }
  return false;
}

// A block of wrapped text in the derivation column: measured first, drawn once everything fits.
struct TextBlock {
  ImFont* font = nullptr;
  float px = 18.0f;
  ImU32 color = 0;
  float indent = 0.0f;
  std::vector<std::string> lines;
  float Height() const { return static_cast<float>(lines.size()) * px * 1.18f; }
};

TextBlock Wrapped(ImFont* font, float px, ImU32 color, const std::string& text, float width,
                  float indent = 0) {
  TextBlock b{font, px, color, indent, {}};
  const auto measure = [&](std::string_view t) {
    return static_cast<double>(font->CalcTextSizeA(px, FLT_MAX, 0.0f, t.data(), t.data() + t.size()).x);
  };
  b.lines = WrapText(text, std::max(1.0f, width - indent), measure);
  return b;
}

float Draw(ImDrawList* dl, const TextBlock& b, float x, float y) {
  for (const std::string& l : b.lines) {
    dl->AddText(b.font, b.px, {x + b.indent, y}, b.color, l.c_str());
    if (TextProbing()) {
      const ImVec2 size = b.font->CalcTextSizeA(b.px, FLT_MAX, 0.0f, l.c_str());
      NoteText(l, b.px, {x + b.indent, y}, {size.x, size.y}, TextSource::Column);
    }
    y += b.px * 1.18f;
  }
  return y;
}

}  // namespace

Move Advance(int& reveal, bool& pending, int n, bool predict) {
  reveal = std::clamp(reveal, 0, n);
  if (reveal >= n) {
    pending = false;
    return Move::NextSlide;
  }
  if (predict && !pending) {
    pending = true;  // the formula with the numbers; the value waits for the next press
    return Move::Stay;
  }
  pending = false;
  ++reveal;
  return Move::Stay;
}

Move Retreat(int& reveal, bool& pending, int n, bool predict) {
  reveal = std::clamp(reveal, 0, n);
  if (pending) {
    pending = false;
    return Move::Stay;
  }
  if (reveal == 0) return Move::PrevSlide;
  --reveal;
  pending = predict;  // back over a value: its formula stays up, as it was before the value came
  return Move::Stay;
}

float PresentationScale(float height, float content_scale, float user_scale) {
  const float fit = height / (480.0f * std::max(content_scale, 0.25f));
  return std::clamp(std::max(fit, user_scale), 0.5f, 4.0f);
}

float Shell::TextFloorPx() const {
  if (!present_.on) return 0.0f;
  return kProjectorCapPx / kCapHeightOfLine * ImGui::GetMainViewport()->Size.y / 720.0f;
}

void Shell::DrawLesson(Figure& fig, const LessonState& st) const {
  lesson_->Draw(fig, st);
  // Presenting beside the derivation column, the canvas keeps no caption of its own: the column shows the
  // verdict, and only once its step has come (a caption would give the answer away before the class guesses).
  const bool column = present_.on && present_.derivation;
  fig.DropOverlays(!parts_.plots, !parts_.captions || column);
}

// ---------------------------------------------------------------------------------------------------------
// Entering, leaving, slides

void Shell::StartPresenting() {
  if (present_.on || !lesson_) return;
  SetPractice(false);  // the derivation column walks the steps in order: no answers to hide out of order
  present_.on = true;
  present_.windowed_ui_scale = ui_scale_;
  present_.scale_pending = true;
  present_.blank = present_.laser = present_.pen = present_.pending = present_.drawing = false;
  present_.strokes.clear();
  fit_pending_ = true;
}

void Shell::StopPresenting() {
  if (!present_.on) return;
  present_.on = false;
  ui_scale_ = present_.windowed_ui_scale;
  present_.blank = present_.laser = present_.pen = present_.pending = present_.drawing = false;
  present_.strokes.clear();
  fit_pending_ = true;
}

bool Shell::OpenDeck(Deck deck, std::size_t slide, std::string* error) {
  if (slide >= deck.slides.size()) {
    if (error) {
      *error = deck.file + ": no slide " + std::to_string(slide + 1) + " (the deck has " +
               std::to_string(deck.slides.size()) + ")";
    }
    return false;
  }
  present_.deck = std::move(deck);
  if (!GoToSlide(slide, false, error)) {
    present_.deck.reset();
    return false;
  }
  return true;
}

bool Shell::GoToSlide(std::size_t i, bool at_end, std::string* error) {
  if (!present_.deck || i >= present_.deck->slides.size()) return false;
  const Slide& s = present_.deck->slides[i];
  std::string err;
  if (!OpenScene(s.scene, present_.deck->file, &err)) {  // ReadDeck loaded it once already
    status_ = err;
    if (error) *error = err;
    return false;
  }
  present_.slide = i;
  state_ = LessonState{};
  state_.t = at_end && lesson_->clock() == Clock::Frame ? 1.0 : s.t;
  state_.reveal = at_end ? (s.until >= 0 ? s.until : kAll) : s.reveal;
  present_.pending = present_.drawing = false;
  present_.strokes.clear();  // the pen writes on one slide
  fit_pending_ = true;
  return true;
}

int Shell::SlideSteps() const {
  const int n = static_cast<int>(lesson_->derivation().steps.size());
  if (!present_.on || !present_.deck) return n;
  const int until = present_.deck->slides[present_.slide].until;
  return until >= 0 ? std::min(until, n) : n;
}

void Shell::PresentStep(int dir) {
  const int n = SlideSteps();
  const Move m = dir > 0 ? Advance(state_.reveal, present_.pending, n, present_.predict)
                         : Retreat(state_.reveal, present_.pending, n, present_.predict);
  if (!present_.deck) return;
  if (m == Move::NextSlide && present_.slide + 1 < present_.deck->slides.size()) {
    GoToSlide(present_.slide + 1, false);
  } else if (m == Move::PrevSlide && present_.slide > 0) {
    GoToSlide(present_.slide - 1, true);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Keys: a clicker sends PageDown / PageUp (some Right / Left, B or '.' for blank); the keyboard has the rest.

void Shell::PresentShortcuts() {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  const bool ctrl = io.KeyCtrl;
  const bool next = !ctrl && AnyPressed({compat::kPageDown, compat::kRight, compat::kDown, compat::kSpace,
                                         compat::kEnter, compat::kKeypadEnter},
                                        true);
  const bool back =
      !ctrl && AnyPressed({compat::kPageUp, compat::kLeft, compat::kUp, compat::kBackspace}, true);
  const bool blank = !ctrl && AnyPressed({compat::kB, compat::kPeriod}, false);
  if (present_.blank) {  // any clicker key brings the slide back, as it was
    if (next || back || blank || KeyPressed(compat::kEscape, false)) present_.blank = false;
    return;
  }
  if (KeyPressed(compat::kEscape, false) || KeyPressed(compat::kF5, false)) {
    StopPresenting();
    return;
  }
  if (ctrl && KeyPressed(compat::kZ, true)) {
    if (io.KeyShift) {
      Redo();
    } else if (!present_.strokes.empty()) {
      present_.strokes.pop_back();  // the pen's last stroke first, then the last edit
      present_.drawing = false;
    } else {
      Undo();
    }
  }
  if (ctrl && KeyPressed(compat::kY, true)) Redo();
  if (ctrl && (KeyPressed(compat::kEqual, false) || KeyPressed(compat::kKeypadAdd, false))) {
    ui_scale_ = std::clamp(ui_scale_ * 1.25f, 0.5f, 4.0f);
  }
  if (ctrl && (KeyPressed(compat::kMinus, false) || KeyPressed(compat::kKeypadSubtract, false))) {
    ui_scale_ = std::clamp(ui_scale_ / 1.25f, 0.5f, 4.0f);
  }
  if (KeyPressed(compat::kF1, false)) show_help_ = !show_help_;
  if (ctrl || ImGui::IsAnyItemActive()) return;
  if (blank) present_.blank = true;
  if (KeyPressed(compat::kL, false)) present_.laser = !present_.laser;
  if (KeyPressed(compat::kD, false)) present_.pen = !present_.pen, present_.drawing = false;
  if (KeyPressed(compat::kC, false)) present_.strokes.clear(), present_.drawing = false;
  if (KeyPressed(compat::kQ, false)) present_.predict = !present_.predict, present_.pending = false;
  if (KeyPressed(compat::kH, false)) present_.derivation = !present_.derivation, fit_pending_ = true;
  if (KeyPressed(compat::kHome, false)) fit_pending_ = true;
  if (KeyPressed(compat::kP, false) && !SandboxTogglePlay(*lesson_) && lesson_->clock() == Clock::Frame)
    state_.playing = !state_.playing;
  if (KeyPressed(compat::kZero, false) || KeyPressed(compat::kKeypad0, false)) LectureStart();
  if (next) PresentStep(+1);
  if (back) PresentStep(-1);
}

// ---------------------------------------------------------------------------------------------------------
// The frame: canvas | derivation column, then the pen's ink, the laser and the blank screen on top.

void Shell::PresentFrame() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  if (present_.scale_pending) {  // the display's size is known now
    present_.scale_pending = false;
    ui_scale_ = PresentationScale(vp->Size.y, content_scale_, present_.windowed_ui_scale);
    StyleForTheme();
    ImGui::GetStyle().ScaleAllSizes(ui_scale_ * content_scale_);
  }
  const float s = ui_scale_ * content_scale_;
  const float W = vp->Size.x, H = vp->Size.y;
  const float col_w =
      present_.derivation ? std::clamp(W * 0.36f, std::min(W * 0.5f, 300.0f * s), 820.0f * s) : 0.0f;
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {0, 0});
  ImGui::Begin("##root", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar(2);
  Canvas({std::max(W - col_w, 50.0f), H});
  Bounds canvas_px;
  canvas_px.Add(camera_.view_min), canvas_px.Add(camera_.view_min + camera_.view_size);
  if (col_w > 0) {
    ImGui::SameLine(0, 0);
    ImGui::BeginChild("##derivation", {col_w, H}, false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    PresentColumn({col_w, H});
    ImGui::EndChild();
  }
  ImGui::End();
  PenInput(canvas_px);
  DrawInk(canvas_px);

  ImDrawList* fg = ImGui::GetForegroundDrawList();
  const ImGuiIO& io = ImGui::GetIO();
  if (present_.blank) {
    fg->AddRectFilled(vp->Pos, {vp->Pos.x + W, vp->Pos.y + H}, IM_COL32(0, 0, 0, 255));
    ImGui::SetMouseCursor(ImGuiMouseCursor_None);
  } else if (present_.laser && ImGui::IsMousePosValid()) {
    // A red dot in a soft glow, large enough to follow at the back of a hall; it replaces the cursor.
    const ImVec2 m = io.MousePos;
    fg->AddCircleFilled(m, 26 * s, IM_COL32(255, 40, 40, 45), 48);
    fg->AddCircleFilled(m, 16 * s, IM_COL32(255, 40, 40, 110), 40);
    fg->AddCircleFilled(m, 8 * s, IM_COL32(255, 50, 50, 255), 32);
    fg->AddCircleFilled(m, 3 * s, IM_COL32(255, 225, 225, 255), 16);
    ImGui::SetMouseCursor(ImGuiMouseCursor_None);
  }
}

void Shell::PenInput(const Bounds& canvas_px) {
  if (!present_.pen) {
    present_.drawing = false;
    return;
  }
  const ImGuiIO& io = ImGui::GetIO();
  const Vec2 m = ToVec(io.MousePos);
  const bool inside =
      m.x >= canvas_px.min.x && m.x <= canvas_px.max.x && m.y >= canvas_px.min.y && m.y <= canvas_px.max.y;
  if (!present_.drawing) {
    // A press on a handle drags the handle (the canvas took it); anywhere else on the canvas it writes.
    if (inside && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && hover_ < 0 && drag_ < 0 &&
        !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) {
      present_.drawing = true;
      present_.strokes.push_back({camera_.ToWorld(m)});
    }
    return;
  }
  if (!io.MouseDown[0] || present_.strokes.empty()) {
    present_.drawing = false;
    return;
  }
  std::vector<Vec2>& stroke = present_.strokes.back();
  const double min_px = 1.5 * ui_scale_ * content_scale_;  // a point per 1.5 px of movement
  if (Length(camera_.ToScreen(stroke.back()) - m) >= min_px) stroke.push_back(camera_.ToWorld(m));
}

void Shell::DrawInk(const Bounds& canvas_px) {
  if (present_.strokes.empty() && !present_.pen) return;
  const float s = ui_scale_ * content_scale_;
  const ImVec2 lo = ToIm(canvas_px.min), hi = ToIm(canvas_px.max);
  // Its own window above the canvas (so dialogs and the help still come on top of the ink).
  ImGui::SetNextWindowPos(lo);
  ImGui::SetNextWindowSize({hi.x - lo.x, hi.y - lo.y});
  ImGui::Begin("##ink", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                   ImGuiWindowFlags_NoNav);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(lo, hi, false);
  const ImU32 ink = ToImU32(InkColor(theme(), Ink::Hit));
  std::vector<ImVec2> px;
  for (const std::vector<Vec2>& stroke : present_.strokes) {
    px.clear();
    for (Vec2 w : stroke) px.push_back(ToIm(camera_.ToScreen(w)));
    if (px.size() == 1) {
      dl->AddCircleFilled(px[0], 2.5f * s, ink, 12);
    } else {
      dl->AddPolyline(px.data(), static_cast<int>(px.size()), ink, ImDrawFlags_None, 4.0f * s);
    }
  }
  if (present_.pen && ImGui::IsMousePosValid()) {  // where the pen will write
    dl->AddCircle(ImGui::GetIO().MousePos, 5.0f * s, ink, 16, 2.0f * s);
  }
  dl->PopClipRect();
  ImGui::End();
}

// ---------------------------------------------------------------------------------------------------------
// The derivation column: the slide's title, the steps shown so far (one line each), the latest step large
// as formula → with the numbers → value, the verdict once its step has come, and where the clicker goes.

void Shell::PresentColumn(ImVec2 size) {
  const Theme& th = theme();
  const float s = ui_scale_ * content_scale_;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p0 = ImGui::GetWindowPos();
  const float pad = 22.0f * s;
  const float x0 = p0.x + pad, width = size.x - 2 * pad;
  const float top = p0.y + pad, bottom = p0.y + size.y - pad;
  ImFont* body = fonts_.body ? fonts_.body : ImGui::GetFont();
  ImFont* head = fonts_.heading ? fonts_.heading : body;
  const float floor_px = TextFloorPx();
  const float body_px = body->FontSize, head_px = head->FontSize,
              small_px = std::max(body->FontSize * 0.82f, floor_px);
  const ImU32 text = ToImU32(InkColor(th, Ink::Text)), muted = ToImU32(InkColor(th, Ink::Muted));
  dl->AddRectFilled(p0, {p0.x + size.x, p0.y + size.y}, ToImU32(th.background));
  dl->AddLine(p0, {p0.x, p0.y + size.y}, ToImU32(InkColor(th, Ink::GridMajor)), 2.0f * s);

  const Derivation& d = lesson_->derivation();
  const int n = static_cast<int>(d.steps.size());
  const int last = SlideSteps();  // where the clicker leaves this slide
  const int shown = std::clamp(state_.reveal, 0, n);
  const bool pending = present_.pending && shown < n;
  const int latest = pending ? shown : shown - 1;  // the step in the large card; −1: none yet
  const bool verdict = shown >= n && !pending && !d.verdict.empty();

  // Header: where we are, then the slide's title.
  std::string where;
  if (present_.deck) {
    // The deck's name up to its dash or colon ("Lecture 16 — the outward normal…" → "Lecture 16").
    const std::string& t = present_.deck->title;
    where = t.substr(0, std::min(t.find(" — "), t.find(':'))) + "  ·  slide " +
            std::to_string(present_.slide + 1) + " of " + std::to_string(present_.deck->slides.size());
  } else {
    where = std::string(entry_->lecture);
  }
  const std::string title =
      present_.deck ? present_.deck->slides[present_.slide].title : std::string(entry_->title);
  const TextBlock where_b = Wrapped(body, small_px, muted, where, width);
  const TextBlock title_b = Wrapped(head, head_px, text, title, width);

  // Footer: the step count, the modes that are on, and what the next press does.
  std::string foot = "step " + std::to_string(shown) + " of " + std::to_string(n);
  if (present_.predict) foot += "  ·  predict first";
  if (present_.pen) foot += "  ·  pen";
  if (present_.laser) foot += "  ·  laser";
  std::string next;
  if (pending) {
    next = "predict the value, then → shows it";
  } else if (shown < last) {
    next = "→ step " + std::to_string(shown + 1);
  } else if (present_.deck && present_.slide + 1 < present_.deck->slides.size()) {
    next = "→ next slide: " + present_.deck->slides[present_.slide + 1].title;
  } else {
    next = present_.deck ? "last slide" : "every step shown";
  }
  TextBlock next_b = Wrapped(body, small_px, muted, next, width);
  if (next_b.lines.size() > 1) next_b.lines = {next_b.lines.front() + " …"};  // one line: where it goes
  const TextBlock foot_b = Wrapped(body, small_px, muted, foot, width);

  // The latest step, large: its lines as StepLines gives them (a test keeps its condition, its numbers and
  // its outcome; "?" for the value while predicting). On a short screen the history gives way first (it
  // takes what room is left), then the verdict's size, the card's size, the footer's "what comes next"
  // line, and last the line with the numbers.
  const float gap = 0.6f * body_px;
  float fixed = where_b.Height() + title_b.Height() + gap * 4 + next_b.Height() + foot_b.Height();
  const float more_h = latest > 0 ? small_px * 1.18f : 0.0f;  // "⋮ n earlier steps", when rows do not fit
  const StepBlock* card = nullptr;
  ImU32 card_ink = text;
  float card_h = 0, verdict_h = 0, card_px = body_px * 1.15f;
  const float cpad = 0.45f * body_px;
  TextBlock verdict_b;
  for (int shed = 0; shed < 5; ++shed) {
    if (shed == 3) {
      fixed -= next_b.Height();
      next_b.lines.clear();
    }
    card_px = shed >= 2 ? body_px : body_px * 1.15f;
    card = nullptr, card_h = 0;
    if (latest >= 0) {
      const Step& st = d.steps[static_cast<std::size_t>(latest)];
      card_ink = ToImU32(InkColor(th, st.ink));
      card = &LayoutStep(st, shed >= 4 ? Detail::NoNumbers : Detail::Full, body, card_px, width - pad);
      card_h = card->height + 2 * cpad;
    }
    verdict_b = Wrapped(body, shed >= 1 ? small_px : body_px, text, d.verdict, width - pad);
    verdict_h = verdict ? verdict_b.Height() + 0.9f * body_px : 0.0f;
    if (fixed + more_h + card_h + verdict_h <= bottom - top) break;
  }
  if (verdict) {  // still too tall (a very short screen): the verdict ends with "…" where the room does
    const float line = verdict_b.px * 1.18f;
    while (verdict_b.lines.size() > 1 && fixed + more_h + card_h + verdict_h > bottom - top) {
      verdict_b.lines.pop_back();
      verdict_h -= line;
      verdict_b.lines.back() += " …";
    }
  }

  // The steps before the latest, one compact line each ("symbol = value", "test: outcome"), newest last; as
  // many as fit.
  const float hist_px = std::max(body_px * 0.9f, floor_px), hist_in = 0.7f * body_px;
  float room = (bottom - top) - fixed - card_h - verdict_h;
  std::vector<const StepBlock*> history;
  int first = latest;  // the earliest step listed
  for (int i = latest - 1; i >= 0; --i) {
    const Step& st = d.steps[static_cast<std::size_t>(i)];
    const StepBlock& b = LayoutStep(st, Detail::Compact, body, hist_px, width - hist_in);
    const float h = b.height + hist_px * 0.25f;
    if (h > room) break;
    room -= h;
    history.insert(history.begin(), &b);
    first = i;
  }
  if (first > 0) {  // the "⋮ n earlier steps" line needs its room too: give up the oldest rows for it
    while (!history.empty() && room < more_h) {
      room += history.front()->height + hist_px * 0.25f;
      history.erase(history.begin());
      ++first;
    }
  }
  TextBlock more;
  if (first > 0)
    more = Wrapped(body, small_px, muted, "⋮ " + std::to_string(first) + " earlier steps", width);

  float y = top;
  y = Draw(dl, where_b, x0, y);
  y = Draw(dl, title_b, x0, y) + gap * 1.5f;
  if (first > 0) y = Draw(dl, more, x0, y);
  for (std::size_t k = 0; k < history.size(); ++k) {
    const Step& st = d.steps[static_cast<std::size_t>(first + static_cast<int>(k))];
    const ImU32 ink = ToImU32(InkColor(th, st.ink));
    dl->AddRectFilled({x0, y + hist_px * 0.2f}, {x0 + hist_px * 0.35f, y + history[k]->height}, ink, 2.0f);
    DrawStep(dl, body, *history[k], {x0 + hist_in, y}, {text, muted, ink});
    y += history[k]->height + hist_px * 0.25f;
  }
  y += gap;
  if (card) {  // the card: a tinted box with a bar in the step's colour
    dl->AddRectFilled({x0, y}, {x0 + width, y + card_h}, ToImU32(InkColor(th, Ink::Highlight), 0.07f),
                      6.0f * s);
    dl->AddRectFilled({x0, y}, {x0 + 4.0f * s, y + card_h}, card_ink, 2.0f * s);
    const ImVec2 at{x0 + pad * 0.6f, y + cpad};
    if (pending) {
      // Predict first: the value, a test's outcome (and its numbers, whose relations would tell it) and the
      // case that holds wait for the next press.
      const bool test = d.steps[static_cast<std::size_t>(latest)].kind == StepKind::Test;
      StepBlock held = *card;
      for (StepBlock::Line& l : held.lines) {
        if (l.role == LineRole::Value || l.role == LineRole::Outcome) {
          const math::Rel rel = test ? math::Rel::Implies : math::Rel::Eq;
          l.box = math::Typeset(math::Lead(rel, math::Word("?")), ImGuiMetrics(body), card_px);
        }
        if (test && l.role == LineRole::Numbers) l.box = math::Box{};
        l.marked = false;
      }
      DrawStep(dl, body, held, at, {text, muted, muted});
    } else {
      DrawStep(dl, body, *card, at, {text, muted, card_ink});
    }
    y += card_h + gap;
  }
  if (verdict) {
    dl->AddRectFilled({x0, y}, {x0 + width, y + verdict_h}, ToImU32(InkColor(th, Ink::Highlight), 0.12f),
                      6.0f * s);
    dl->AddRectFilled({x0, y}, {x0 + 4.0f * s, y + verdict_h}, ToImU32(InkColor(th, Ink::Normal)), 2.0f * s);
    Draw(dl, verdict_b, x0 + pad * 0.6f, y + cpad);
  }
  float fy = bottom - next_b.Height() - foot_b.Height();
  fy = Draw(dl, next_b, x0, fy);
  Draw(dl, foot_b, x0, fy);
}

// ---------------------------------------------------------------------------------------------------------
// The deck in the window: where it is, the slide's notes (the instructor's, not the class's), prev / next.

void Shell::DeckPanel() {
  const Deck& d = *present_.deck;
  const Slide& s = d.slides[present_.slide];
  ImGui::Spacing();
  ImGui::TextDisabled("DECK");
  ImGui::SameLine();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(d.title.c_str());
  ImGui::PopTextWrapPos();
  ImGui::BeginDisabled(present_.slide == 0);
  if (ImGui::ArrowButton("##prev_slide", ImGuiDir_Left)) GoToSlide(present_.slide - 1, false);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(present_.slide + 1 >= d.slides.size());
  if (ImGui::ArrowButton("##next_slide", ImGuiDir_Right)) GoToSlide(present_.slide + 1, false);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::Text("slide %zu of %zu  (PageUp / PageDown)", present_.slide + 1, d.slides.size());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(s.title.c_str());
  if (!s.notes.empty()) ImGui::TextDisabled("%s", s.notes.c_str());
  ImGui::PopTextWrapPos();
  if (ImGui::Button("Present (F5)")) StartPresenting();
  ImGui::Separator();
}

// ---------------------------------------------------------------------------------------------------------
// File → Save as deck slide…

bool Shell::SaveDeckSlide(const std::string& path, const std::string& title, const std::string& notes,
                          std::string* error) {
  try {
    if (path.empty()) throw SceneError("", "", "give the deck's file name");
    const std::filesystem::path p(path);
    std::error_code ec;
    if (!p.parent_path().empty()) std::filesystem::create_directories(p.parent_path(), ec);
    const nlohmann::json slide =
        SlideJson(*lesson_, state_, title.empty() ? std::string(entry_->title) : title, notes);
    const std::size_t count = AppendSlide(path, slide, p.stem().string());
    status_ = "Added slide " + std::to_string(count) + " to " + path;
    return true;
  } catch (const std::exception& e) {
    if (error) *error = e.what();
    return false;
  }
}

}  // namespace ricochet::app
