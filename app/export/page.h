// A printed page's pieces, shared by the deck handout (export/handout.cpp) and the worksheet
// (export/worksheet.cpp): text in the labels' font, laid out by Cairo, and a lesson's figure in a framed box.
#pragma once

#include <cairo.h>

#include <string>
#include <string_view>
#include <vector>

#include "draw/theme.h"
#include "explain/derivation.h"
#include "explain/step_layout.h"
#include "export/view.h"
#include "lessons/lesson.h"

namespace ricochet::app {

// Text of one size and weight, measured and drawn with `cr`.
struct PageText {
  cairo_t* cr;
  double px;
  bool bold = false;
  void Use() const;
  double Width(std::string_view s) const;
  std::vector<std::string> Wrap(const std::string& s, double width) const;  // draw/text_wrap.h
  double LineH() const { return px * 1.3; }
  // Draws the lines top-down from y (the top of the first line); returns the y below the last.
  double Draw(const std::vector<std::string>& lines, double x, double y, Rgba c) const;
};

// A step typeset for the page (explain/step_layout.h with Cairo's font), and drawn with its top-left corner
// at (x, y) in the theme's text, muted and the step's ink colours.
StepBlock PageStep(cairo_t* cr, const Step& s, double px, double width, Detail detail = Detail::Full);
void DrawPageStep(cairo_t* cr, const StepBlock& b, double x, double y, const Theme& th, Ink ink);

// The view a figure box of w × h page px shows the lesson's figure at `st` in, laid out as on a canvas
// `canvas_w` px wide (scaled to the box): framed for what that state draws, clear of its plots.
View FigureBoxView(const Lesson& lesson, const LessonState& st, double w, double h, double canvas_w);

// The lesson's figure at `st` in the box (x, y, w, h) of the page (logical px), laid out as on a canvas
// `canvas_w` px wide and scaled to the box (FigureBoxView), then framed.
void DrawFigureBox(cairo_t* cr, const Lesson& lesson, LessonState st, double x, double y, double w, double h,
                   double canvas_w, const Theme& th);

}  // namespace ricochet::app
