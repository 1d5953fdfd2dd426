// Issue 15's "a reveal that hides the answer", checked from the figure: with reveal at step k, no label
// holds a number that only a later step finds, and no verdict shows before every step is revealed.
#pragma once

#include <gtest/gtest.h>

#include <cctype>
#include <initializer_list>
#include <set>
#include <string>
#include <vector>

#include "draw/format.h"
#include "explain/explain.h"
#include "lessons/lesson.h"

namespace ricochet::app::reveal_check {

using nlohmann::json;

// Every number (as Num prints it, with '-' for its minus sign, as NumberTokens reads one) of a step's value.
inline void NumbersOf(const json& v, std::set<std::string>& out) {
  if (v.is_number()) {
    std::string x = Num(v.get<double>());
    if (x.rfind("\u2212", 0) == 0) x = "-" + x.substr(3);
    out.insert(x);
  }
  if (v.is_array()) {
    for (const json& x : v) NumbersOf(x, out);
  }
  if (v.is_object()) {
    for (const auto& [_, x] : v.items()) NumbersOf(x, out);
  }
}

// The numbers in a label ("dist0 = 1.2" → {"1.2"}), not the digits of a name ("t0", "r_c2"); 0 and 1 are left
// out (the frame's ends "t = 0", "t = 1" are words of the lesson). A label that is only a number is an axis
// tick.
inline std::vector<std::string> NumberTokens(const std::string& text) {
  std::vector<std::string> out;
  const auto digit = [&](std::size_t i) {
    return i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]));
  };
  const std::string minus = "\u2212";  // −, as every printed number has it: read as '-'
  for (std::size_t i = 0; i < text.size();) {
    if (text.compare(i, minus.size(), minus) == 0 && digit(i + minus.size())) {
      std::size_t j = i + minus.size();
      while (j < text.size() && (digit(j) || text[j] == '.')) ++j;
      const std::string x = "-" + text.substr(i + minus.size(), j - i - minus.size());
      if (x != "-1") out.push_back(x);
      i = j;
      continue;
    }
    const bool starts = digit(i) || (text[i] == '-' && digit(i + 1));
    const bool in_name =
        i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '_');
    if (!starts || in_name) {
      ++i;
      continue;
    }
    std::size_t j = i + 1;
    while (j < text.size() && (digit(j) || text[j] == '.' || text[j] == 'e' ||
                               (text[j] == '-' && j > 0 && text[j - 1] == 'e'))) {
      ++j;
    }
    const std::string x = text.substr(i, j - i);
    if (x != "0" && x != "1") out.push_back(x);
    i = j;
  }
  if (out.size() == 1 && out[0] == text) return {};
  return out;
}

inline std::vector<std::string> Labels(const Lesson& l, int reveal, double t) {
  Figure fig;
  LessonState st;
  st.reveal = reveal;
  st.t = t;
  l.Draw(fig, st);
  std::vector<std::string> out;
  for (const Prim& p : fig.prims()) {
    if (p.kind == Prim::Kind::Label) out.push_back(p.text);
  }
  return out;
}

// For every preset of lesson `id`, every reveal k before the last and t ∈ {0, ½, 1}: no label holds one of
// `verdicts` (the caption's words) or a number of a later step that neither the inputs nor an earlier step
// has.
inline void ExpectNothingOfALaterStepShows(const char* id, std::initializer_list<const char*> verdicts) {
  auto l = FindLesson(id)->Make();
  for (const Preset& p : l->Presets()) {
    l->LoadScene(p.scene);
    const std::vector<Step>& steps = l->derivation().steps;
    const int n = static_cast<int>(steps.size());
    std::set<std::string> inputs;
    NumbersOf(p.scene, inputs);
    for (int k = 0; k < n; ++k) {
      // What is known at reveal k: the inputs and the first k steps.
      std::set<std::string> known = inputs, later;
      for (int j = 0; j < n; ++j)
        NumbersOf(steps[static_cast<std::size_t>(j)].value_json, j < k ? known : later);
      for (double t : {0.0, 0.5, 1.0}) {
        for (const std::string& text : Labels(*l, k, t)) {
          SCOPED_TRACE(std::string(id) + " / " + p.name + ", reveal " + std::to_string(k) + ", t " + Num(t) +
                       ": \"" + text + "\"");
          for (const char* verdict : verdicts) {
            EXPECT_EQ(text.find(verdict), std::string::npos) << "a verdict before every step is shown";
          }
          for (const std::string& x : NumberTokens(text)) {
            EXPECT_FALSE(later.count(x) && !known.count(x)) << x << " belongs to a later step";
          }
        }
      }
    }
  }
}

}  // namespace ricochet::app::reveal_check
