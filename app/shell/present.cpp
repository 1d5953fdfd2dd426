// Presentation mode: the clicker over the steps and the slides of a deck, the derivation column, predict
// first, blanking, the laser pointer and the pen; the deck's part of the panel and File → Save as deck slide.
// The figure is the canvas's (shell/canvas.cpp), only larger: handles stay draggable.
#include "shell/present.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <initializer_list>

#include "draw/figure_imgui.h"
#include "draw/math_imgui.h"
#include "draw/text_probe.h"
#include "draw/text_wrap.h"
#include "lessons/sandbox.h"
#include "shell/imgui_compat.h"
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

float Presenter::TextFloorPx() const {
  if (!on_) return 0.0f;
  return kProjectorCapPx / kCapHeightOfLine * ImGui::GetMainViewport()->Size.y / 720.0f;
}

// ---------------------------------------------------------------------------------------------------------
// Entering, leaving, slides

void Presenter::Start(const PresenterContext& ctx) {
  if (on_) return;
  on_ = true;
  windowed_ui_scale_ = *ctx.ui_scale;
  scale_pending_ = true;
  p_.blank = p_.laser = p_.pen = p_.pending = p_.drawing = false;
  p_.strokes.clear();
  *ctx.fit = true;
}

void Presenter::Stop(const PresenterContext& ctx) {
  if (!on_) return;
  on_ = false;
  *ctx.ui_scale = windowed_ui_scale_;
  p_.blank = p_.laser = p_.pen = p_.pending = p_.drawing = false;
  p_.strokes.clear();
  *ctx.fit = true;
}

bool Presenter::OpenDeck(const PresenterContext& ctx, Deck deck, std::size_t slide, std::string* error) {
  if (slide >= deck.slides.size()) {
    if (error) {
      *error = deck.file + ": no slide " + std::to_string(slide + 1) + " (the deck has " +
               std::to_string(deck.slides.size()) + ")";
    }
    return false;
  }
  p_.deck = std::move(deck);
  if (!GoToSlide(ctx, slide, false, error)) {
    p_.deck.reset();
    return false;
  }
  return true;
}

bool Presenter::GoToSlide(const PresenterContext& ctx, std::size_t i, bool at_end, std::string* error) {
  if (!p_.deck || i >= p_.deck->slides.size()) return false;
  const Slide& s = p_.deck->slides[i];
  std::string err;
  if (!ctx.open_scene(s.scene, p_.deck->file, &err)) {  // ReadDeck loaded it once already
    *ctx.status = err;
    if (error) *error = err;
    return false;
  }
  p_.slide = i;
  LessonState& st = *ctx.state;
  st = LessonState{};
  st.t = at_end && ctx.lesson->clock() == Clock::Frame ? 1.0 : s.t;
  st.reveal = at_end ? (s.until >= 0 ? s.until : kAll) : s.reveal;
  p_.pending = p_.drawing = false;
  p_.strokes.clear();  // the pen writes on one slide
  *ctx.fit = true;
  return true;
}

int Presenter::SlideSteps(const Lesson& lesson) const {
  const int n = static_cast<int>(lesson.derivation().steps.size());
  if (!on_ || !p_.deck) return n;
  const int until = p_.deck->slides[p_.slide].until;
  return until >= 0 ? std::min(until, n) : n;
}

void Presenter::Click(const PresenterContext& ctx, int dir) {
  const int n = SlideSteps(*ctx.lesson);
  LessonState& st = *ctx.state;
  const Move m =
      dir > 0 ? Advance(st.reveal, p_.pending, n, p_.predict) : Retreat(st.reveal, p_.pending, n, p_.predict);
  if (!p_.deck) return;
  if (m == Move::NextSlide && p_.slide + 1 < p_.deck->slides.size()) {
    GoToSlide(ctx, p_.slide + 1, false);
  } else if (m == Move::PrevSlide && p_.slide > 0) {
    GoToSlide(ctx, p_.slide - 1, true);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Keys: a clicker sends PageDown / PageUp (some Right / Left, B or '.' for blank); the keyboard has the rest.

void Presenter::Shortcuts(const PresenterContext& ctx) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  const bool ctrl = io.KeyCtrl;
  const bool next = !ctrl && AnyPressed({compat::kPageDown, compat::kRight, compat::kDown, compat::kSpace,
                                         compat::kEnter, compat::kKeypadEnter},
                                        true);
  const bool back =
      !ctrl && AnyPressed({compat::kPageUp, compat::kLeft, compat::kUp, compat::kBackspace}, true);
  const bool blank = !ctrl && AnyPressed({compat::kB, compat::kPeriod}, false);
  if (p_.blank) {  // any clicker key brings the slide back, as it was
    if (next || back || blank || KeyPressed(compat::kEscape, false)) p_.blank = false;
    return;
  }
  if (KeyPressed(compat::kEscape, false) || KeyPressed(compat::kF5, false)) {
    Stop(ctx);
    return;
  }
  if (ctrl && KeyPressed(compat::kZ, true)) {
    if (io.KeyShift) {
      ctx.undo(true);
    } else if (!p_.strokes.empty()) {
      p_.strokes.pop_back();  // the pen's last stroke first, then the last edit
      p_.drawing = false;
    } else {
      ctx.undo(false);
    }
  }
  if (ctrl && KeyPressed(compat::kY, true)) ctx.undo(true);
  float& ui_scale = *ctx.ui_scale;
  if (ctrl && (KeyPressed(compat::kEqual, false) || KeyPressed(compat::kKeypadAdd, false))) {
    ui_scale = std::clamp(ui_scale * 1.25f, 0.5f, 4.0f);
  }
  if (ctrl && (KeyPressed(compat::kMinus, false) || KeyPressed(compat::kKeypadSubtract, false))) {
    ui_scale = std::clamp(ui_scale / 1.25f, 0.5f, 4.0f);
  }
  if (KeyPressed(compat::kF1, false)) *ctx.show_help = !*ctx.show_help;
  if (ctrl || ImGui::IsAnyItemActive()) return;
  LessonState& st = *ctx.state;
  if (blank) p_.blank = true;
  if (KeyPressed(compat::kL, false)) p_.laser = !p_.laser;
  if (KeyPressed(compat::kD, false)) p_.pen = !p_.pen, p_.drawing = false;
  if (KeyPressed(compat::kC, false)) p_.strokes.clear(), p_.drawing = false;
  if (KeyPressed(compat::kQ, false)) p_.predict = !p_.predict, p_.pending = false;
  if (KeyPressed(compat::kH, false)) p_.derivation = !p_.derivation, *ctx.fit = true;
  if (KeyPressed(compat::kHome, false)) *ctx.fit = true;
  if (KeyPressed(compat::kP, false) && !SandboxTogglePlay(*ctx.lesson) && ctx.lesson->clock() == Clock::Frame)
    st.playing = !st.playing;
  if (KeyPressed(compat::kZero, false) || KeyPressed(compat::kKeypad0, false)) {  // the lecture start
    st.t = 0.0;
    st.reveal = 0;
    st.playing = false;
    LectureStart();
  }
  if (next) Click(ctx, +1);
  if (back) Click(ctx, -1);
}

// ---------------------------------------------------------------------------------------------------------
// The frame: canvas | derivation column, then the pen's ink, the laser and the blank screen on top.

void Presenter::Frame(const PresenterContext& ctx) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  if (scale_pending_) {  // the display's size is known now
    scale_pending_ = false;
    *ctx.ui_scale = PresentationScale(vp->Size.y, ctx.content_scale, windowed_ui_scale_);
    ctx.restyle();
  }
  const float s = *ctx.ui_scale * ctx.content_scale;
  const float W = vp->Size.x, H = vp->Size.y;
  const float col_w =
      p_.derivation ? std::clamp(W * 0.36f, std::min(W * 0.5f, 300.0f * s), 820.0f * s) : 0.0f;
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {0, 0});
  ImGui::Begin("##root", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar(2);
  ctx.canvas({std::max(W - col_w, 50.0f), H});
  const Camera& camera = *ctx.camera;
  Bounds canvas_px;
  canvas_px.Add(camera.view_min), canvas_px.Add(camera.view_min + camera.view_size);
  if (col_w > 0) {
    ImGui::SameLine(0, 0);
    ImGui::BeginChild("##derivation", {col_w, H}, false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    Column(ctx, {col_w, H});
    ImGui::EndChild();
  }
  ImGui::End();
  PenInput(ctx, canvas_px);
  DrawInk(ctx, canvas_px);

  ImDrawList* fg = ImGui::GetForegroundDrawList();
  const ImGuiIO& io = ImGui::GetIO();
  if (p_.blank) {
    fg->AddRectFilled(vp->Pos, {vp->Pos.x + W, vp->Pos.y + H}, IM_COL32(0, 0, 0, 255));
    ImGui::SetMouseCursor(ImGuiMouseCursor_None);
  } else if (p_.laser && ImGui::IsMousePosValid()) {
    // A red dot in a soft glow, large enough to follow at the back of a hall; it replaces the cursor.
    const ImVec2 m = io.MousePos;
    fg->AddCircleFilled(m, 26 * s, IM_COL32(255, 40, 40, 45), 48);
    fg->AddCircleFilled(m, 16 * s, IM_COL32(255, 40, 40, 110), 40);
    fg->AddCircleFilled(m, 8 * s, IM_COL32(255, 50, 50, 255), 32);
    fg->AddCircleFilled(m, 3 * s, IM_COL32(255, 225, 225, 255), 16);
    ImGui::SetMouseCursor(ImGuiMouseCursor_None);
  }
}

void Presenter::PenInput(const PresenterContext& ctx, const Bounds& canvas_px) {
  if (!p_.pen) {
    p_.drawing = false;
    return;
  }
  const Camera& camera = *ctx.camera;
  const ImGuiIO& io = ImGui::GetIO();
  const Vec2 m = ToVec(io.MousePos);
  const bool inside =
      m.x >= canvas_px.min.x && m.x <= canvas_px.max.x && m.y >= canvas_px.min.y && m.y <= canvas_px.max.y;
  if (!p_.drawing) {
    // A press on a handle drags the handle (the canvas took it); anywhere else on the canvas it writes.
    if (inside && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !ctx.on_handle() &&
        !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) {
      p_.drawing = true;
      p_.strokes.push_back({camera.ToWorld(m)});
    }
    return;
  }
  if (!io.MouseDown[0] || p_.strokes.empty()) {
    p_.drawing = false;
    return;
  }
  std::vector<Vec2>& stroke = p_.strokes.back();
  const double min_px = 1.5 * *ctx.ui_scale * ctx.content_scale;  // a point per 1.5 px of movement
  if (Length(camera.ToScreen(stroke.back()) - m) >= min_px) stroke.push_back(camera.ToWorld(m));
}

void Presenter::DrawInk(const PresenterContext& ctx, const Bounds& canvas_px) {
  if (p_.strokes.empty() && !p_.pen) return;
  const float s = *ctx.ui_scale * ctx.content_scale;
  const Camera& camera = *ctx.camera;
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
  const ImU32 ink = ToImU32(InkColor(*ctx.theme, Ink::Hit));
  std::vector<ImVec2> px;
  for (const std::vector<Vec2>& stroke : p_.strokes) {
    px.clear();
    for (Vec2 w : stroke) px.push_back(ToIm(camera.ToScreen(w)));
    if (px.size() == 1) {
      dl->AddCircleFilled(px[0], 2.5f * s, ink, 12);
    } else {
      dl->AddPolyline(px.data(), static_cast<int>(px.size()), ink, ImDrawFlags_None, 4.0f * s);
    }
  }
  if (p_.pen && ImGui::IsMousePosValid()) {  // where the pen will write
    dl->AddCircle(ImGui::GetIO().MousePos, 5.0f * s, ink, 16, 2.0f * s);
  }
  dl->PopClipRect();
  ImGui::End();
}

// ---------------------------------------------------------------------------------------------------------
// The derivation column: the slide's title, the steps shown so far (one line each), the latest step large
// as formula → with the numbers → value, the verdict once its step has come, and where the clicker goes.

void Presenter::Column(const PresenterContext& ctx, ImVec2 size) {
  const Theme& th = *ctx.theme;
  const float s = *ctx.ui_scale * ctx.content_scale;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p0 = ImGui::GetWindowPos();
  const float pad = 22.0f * s;
  const float x0 = p0.x + pad, width = size.x - 2 * pad;
  const float top = p0.y + pad, bottom = p0.y + size.y - pad;
  ImFont* body = ctx.fonts->body ? ctx.fonts->body : ImGui::GetFont();
  ImFont* head = ctx.fonts->heading ? ctx.fonts->heading : body;
  const float floor_px = TextFloorPx();
  const float body_px = body->FontSize, head_px = head->FontSize,
              small_px = std::max(body->FontSize * 0.82f, floor_px);
  const ImU32 text = ToImU32(InkColor(th, Ink::Text)), muted = ToImU32(InkColor(th, Ink::Muted));
  dl->AddRectFilled(p0, {p0.x + size.x, p0.y + size.y}, ToImU32(th.background));
  dl->AddLine(p0, {p0.x, p0.y + size.y}, ToImU32(InkColor(th, Ink::GridMajor)), 2.0f * s);

  const Derivation& d = ctx.lesson->derivation();
  const int n = static_cast<int>(d.steps.size());
  const int last = SlideSteps(*ctx.lesson);  // where the clicker leaves this slide
  const int shown = std::clamp(ctx.state->reveal, 0, n);
  const bool pending = p_.pending && shown < n;
  const int latest = pending ? shown : shown - 1;  // the step in the large card; −1: none yet
  const bool verdict = shown >= n && !pending && !d.verdict.empty();

  // Header: where we are, then the slide's title.
  std::string where;
  if (p_.deck) {
    // The deck's name up to its dash or colon ("Lecture 16 — the outward normal…" → "Lecture 16").
    const std::string& t = p_.deck->title;
    where = t.substr(0, std::min(t.find(" — "), t.find(':'))) + "  ·  slide " + std::to_string(p_.slide + 1) +
            " of " + std::to_string(p_.deck->slides.size());
  } else {
    where = std::string(ctx.entry->lecture);
  }
  const std::string title = p_.deck ? p_.deck->slides[p_.slide].title : std::string(ctx.entry->title);
  const TextBlock where_b = Wrapped(body, small_px, muted, where, width);
  const TextBlock title_b = Wrapped(head, head_px, text, title, width);

  // Footer: the step count, the modes that are on, and what the next press does.
  std::string foot = "step " + std::to_string(shown) + " of " + std::to_string(n);
  if (p_.predict) foot += "  ·  predict first";
  if (p_.pen) foot += "  ·  pen";
  if (p_.laser) foot += "  ·  laser";
  std::string next;
  if (pending) {
    next = "predict the value, then → shows it";
  } else if (shown < last) {
    next = "→ step " + std::to_string(shown + 1);
  } else if (p_.deck && p_.slide + 1 < p_.deck->slides.size()) {
    next = "→ next slide: " + p_.deck->slides[p_.slide + 1].title;
  } else {
    next = p_.deck ? "last slide" : "every step shown";
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
      card = &LayoutStep(st, shed >= 4 ? Detail::NoNumbers : Detail::Full, body, card_px, width - pad, true,
                         floor_px);
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
    const StepBlock& b = LayoutStep(st, Detail::Compact, body, hist_px, width - hist_in, true, floor_px);
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
    dl->AddRectFilled({x0, y}, {x0 + width, y + card_h}, ToImU32(InkColor(th, Ink::Highlight), kCardTint),
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
    dl->AddRectFilled({x0, y}, {x0 + width, y + verdict_h},
                      ToImU32(InkColor(th, Ink::Highlight), kVerdictTint), 6.0f * s);
    dl->AddRectFilled({x0, y}, {x0 + 4.0f * s, y + verdict_h}, ToImU32(InkColor(th, Ink::Normal)), 2.0f * s);
    Draw(dl, verdict_b, x0 + pad * 0.6f, y + cpad);
  }
  float fy = bottom - next_b.Height() - foot_b.Height();
  fy = Draw(dl, next_b, x0, fy);
  Draw(dl, foot_b, x0, fy);
}

// ---------------------------------------------------------------------------------------------------------
// The deck in the window: where it is, the slide's notes (the instructor's, not the class's), prev / next.

bool Presenter::DeckPanel(const PresenterContext& ctx) {
  const Deck& d = *p_.deck;
  const Slide& s = d.slides[p_.slide];
  ImGui::Spacing();
  ImGui::TextDisabled("DECK");
  ImGui::SameLine();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(d.title.c_str());
  ImGui::PopTextWrapPos();
  ImGui::BeginDisabled(p_.slide == 0);
  if (ImGui::ArrowButton("##prev_slide", ImGuiDir_Left)) GoToSlide(ctx, p_.slide - 1, false);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(p_.slide + 1 >= d.slides.size());
  if (ImGui::ArrowButton("##next_slide", ImGuiDir_Right)) GoToSlide(ctx, p_.slide + 1, false);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::Text("slide %zu of %zu  (PageUp / PageDown)", p_.slide + 1, d.slides.size());
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(s.title.c_str());
  if (!s.notes.empty()) ImGui::TextDisabled("%s", s.notes.c_str());
  ImGui::PopTextWrapPos();
  const bool present = ImGui::Button("Present (F5)");
  ImGui::Separator();
  return present;
}

}  // namespace ricochet::app
