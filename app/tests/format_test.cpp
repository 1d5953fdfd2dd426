// Number formatting (draw/format.h): what students read in the panel, the CLI and the figure's labels.
#include "draw/format.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "explain/explain.h"
#include "lessons/lesson.h"
#include "step_text.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

TEST(Format, ShortReadableNumbers) {
  EXPECT_EQ(Num(0.3), "0.3");
  EXPECT_EQ(Num(1600.0), "1600");
  EXPECT_EQ(Num(-2.5), "−2.5");  // U+2212, the minus sign, as in the formulas
  EXPECT_EQ(Num(1.0 / 3.0), "0.3333");
  EXPECT_EQ(Num(Vec2{0.8, -0.6}), "(0.8, −0.6)");
  EXPECT_EQ(Term(-3.0), "(−3)");
  EXPECT_EQ(Term(3.0), "3");
  EXPECT_EQ(Num(std::numeric_limits<double>::quiet_NaN()), "undefined");
  EXPECT_EQ(Num(-std::numeric_limits<double>::infinity()), "−∞");
  EXPECT_EQ(Num(2.5e7), "2.5×10⁷");  // beyond 1e7: scientific, as it is written
  EXPECT_EQ(Num(3e-5), "3×10⁻⁵");    // below the last decimal and no scale given: a real small value
}

TEST(Format, NeverMinusZero) {
  EXPECT_EQ(Num(-0.0), "0");
  EXPECT_EQ(Num(-0.00004, {0, 2}), "−4×10⁻⁵");  // a real value below the decimals keeps its sign
  EXPECT_EQ(Num(-0.004, {0.01, 2}), "0");       // within `zero`: 0, not -0
  EXPECT_EQ(Num(Vec2{4, -0.0}), "(4, 0)");
  EXPECT_EQ(Num(Vec2{-0.0, -0.0}), "(0, 0)");
  EXPECT_EQ(Num(Vec2{-0.0, 1.5}), "(0, 1.5)");
  // Minus a number in a substitution, as n = (e_y, −e_x) of a vertical wall: never "-0".
  EXPECT_EQ(Negated(0.0), "0");
  EXPECT_EQ(Negated(-0.0), "0");
  EXPECT_EQ(Negated(3.0), "−3");
  EXPECT_EQ(Negated(-4.0), "−(−4)");
}

TEST(Format, RoundingNoiseOfTheInputsIsZero) {
  // BC = n̂·P − d for P = (3, 2.5) on the line P0 = (5, 1) → P1 = (1, 4): 3.8 − 3.8 in floating point.
  const double bc = std::numeric_limits<double>::epsilon();
  EXPECT_NE(Num(bc), "0");  // without the inputs' scale it is a number like any other
  const Precision p = InputPrecision(InputScale({{5, 1}, {1, 4}, {3, 2.5}}));
  EXPECT_EQ(Num(bc, p), "0");
  EXPECT_EQ(Num(-bc, p), "0");
  EXPECT_EQ(Num(Vec2{4, -bc}, p), "(4, 0)");
  EXPECT_EQ(Num(Vec2{-bc, 0.5}, p), "(0, 0.5)");
  // Noise is relative: the same inputs scaled by 1e-5 are as exact, and a genuine 1e-6 of them is not noise.
  const Precision small = InputPrecision(InputScale({{5e-5, 1e-5}}));
  EXPECT_EQ(Num(bc * 1e-5, small), "0");
  EXPECT_EQ(Num(1e-6, small), "10⁻⁶");  // a power of ten as it is written
  EXPECT_EQ(Num(-1e-7, small), "−10⁻⁷");
  EXPECT_EQ(ParseNum("10⁻⁶"), 1e-6);
  EXPECT_EQ(ParseNum("−10⁻⁷"), -1e-7);
  EXPECT_EQ(ParseNum("10"), 10.0);
  // At the largest coordinates of the domain, 1 is still 1.
  EXPECT_EQ(Num(1.0, InputPrecision(InputScale({{1e6, -1e6}}))), "1");
  EXPECT_DOUBLE_EQ(InputScale({{1, -7}}, {3, -9}), 9.0);
}

// One rounding for every number (p.decimals), each written as short as it is: "(8.07, 1.1687)", not
// "(8.0700, 1.1687)" beside "(5.86, 0.00)".
TEST(Format, OnePrecisionPerVector) {
  EXPECT_EQ(Num(Vec2{8.07, 1.16872}), "(8.07, 1.1687)");
  EXPECT_EQ(Num(Vec2{0, 2.5}), "(0, 2.5)");
  EXPECT_EQ(Num(Vec2{-1.5, 2}), "(−1.5, 2)");
  EXPECT_EQ(Num(Vec2{3, 4}), "(3, 4)");
  EXPECT_EQ(Num(Vec2{0.6, 0.8}), "(0.6, 0.8)");
  EXPECT_EQ(Num(Vec2{8.07, 1.16872}, {0, 2}), "(8.07, 1.17)");
  // A component outside fixed point keeps its own form; the other is trimmed alone.
  EXPECT_EQ(Num(Vec2{2.5e7, 1.5}), "(2.5×10⁷, 1.5)");
}

TEST(Format, DecimalsMatchTheTolerance) {
  EXPECT_EQ(DecimalsFor(0.1), 2);
  EXPECT_EQ(DecimalsFor(0.05), 3);
  EXPECT_EQ(DecimalsFor(0.01), 3);
  EXPECT_EQ(DecimalsFor(1.0), 1);
  EXPECT_EQ(DecimalsFor(10.0), 0);
  EXPECT_EQ(DecimalsFor(0.0), 4);  // no tolerance: the default
  const Precision cm{0, DecimalsFor(0.1)};
  EXPECT_EQ(Num(40.017713, cm), "40.02");
  EXPECT_EQ(Num(29.0, cm), "29");
  EXPECT_EQ(Num(-0.0177, cm), "−0.02");
}

// A string of a derivation never shows rounding noise, "−0", or a hyphen for a minus.
void ExpectCleanNumbers(const std::string& text, const std::string& where) {
  EXPECT_EQ(text.find("×10⁻¹"), std::string::npos) << where << ": " << text;
  EXPECT_EQ(text.find("−0)"), std::string::npos) << where << ": " << text;
  EXPECT_EQ(text.find("−0,"), std::string::npos) << where << ": " << text;
  EXPECT_EQ(text.find("(−0 "), std::string::npos) << where << ": " << text;
  for (std::size_t i = text.find('-'); i != std::string::npos; i = text.find('-', i + 1)) {
    const bool digit_next = i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]));
    EXPECT_FALSE(digit_next) << where << ": a hyphen for a minus in " << text;
  }
}

TEST(Format, TheIssuesCasesInTheDerivations) {
  // "P on the line": BC = 0, not 2.22e-16.
  const Derivation on =
      Explain({{"lesson", "edge-normal"}, {"p0", {5, 1}}, {"p1", {1, 4}}, {"p", {3, 2.5}}}, "on.json");
  const Step& bc = on.steps[static_cast<std::size_t>(on.Find("bc"))];
  EXPECT_EQ(StepValueText(bc), "0");
  // A vertical wall: n = (e_y, −e_x) = (4, 0), substituted without "-0".
  const Derivation wall =
      Explain({{"lesson", "point-segment"}, {"p0", {0, 0}}, {"p1", {0, 4}}, {"bs", {3, 1}}, {"be", {-1, 3}}},
              "w.json");
  const Step& n = wall.steps[static_cast<std::size_t>(wall.Find("n"))];
  EXPECT_EQ(StepValueText(n), "(4, 0)");
  EXPECT_EQ(StepText(n), "n⃗ = (e_y, −e_x)\n    = (4, 0)");  // −e_x with e_x = 0 substituted as 0
  for (const Derivation* d : {&on, &wall}) {
    for (const Step& s : d->steps) ExpectCleanNumbers(StepText(s), SymbolOf(s));
  }
  // Targeting's tolerance is 0.1 m: distances in centimetres, not 4 decimals.
  const Derivation aim = Explain(FindLesson("targeting")->Make()->SaveScene(), "t.json");
  for (const Step& s : aim.steps) {
    if (s.key.rfind("shot_", 0) != 0) continue;
    // Its name and outcome; its numbers line may carry more where the miss is within a centimetre of the
    // tolerance (|0.1027| > 0.1 would otherwise print as |0.1| > 0.1).
    const std::string text = s.label + " " + s.outcome;
    for (std::size_t dot = text.find('.'); dot != std::string::npos; dot = text.find('.', dot + 1)) {
      std::size_t k = dot + 1;
      while (k < text.size() && std::isdigit(static_cast<unsigned char>(text[k]))) ++k;
      EXPECT_LE(k - dot - 1, 2u) << text;
    }
  }
}

}  // namespace
}  // namespace ricochet::app
