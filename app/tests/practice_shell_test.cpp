// Practice mode in the shell, headless: T (and View → Practice) hides the lesson's results everywhere — the
// panel's text and the figure's labels, at any t — Check reveals one step, Show solution brings every value
// back, and T again leaves practice with the derivation whole.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <utility>

#include "draw/figure.h"
#include "draw/format.h"
#include "explain/targeting.h"
#include "headless_imgui.h"
#include "imgui_internal.h"
#include "lessons/lesson.h"
#include "practice/check.h"
#include "practice/problems.h"
#include "reveal_check.h"
#include "shell/panel.h"

namespace ricochet::app {
namespace {

using nlohmann::json;

class PracticeShellTest : public ImGuiContextTest {
 protected:
  // A tall display: the whole panel is laid out, so its text is all logged (ImGui skips clipped items).
  void SetUp() override { fonts_ = CreateHeadlessContext({1600, 4000}); }

  // The shell's lesson panel (LessonPanel with the shell's practice session, as Shell::Panel draws it) in a
  // tall window of its own, for one frame: every piece of text it rendered. ImGui's log stops at the End of
  // a top-level window, so the panel is logged inside one of ours rather than inside the shell's root.
  std::string FrameText(Shell& sh) {
    Frame(sh);  // the shell's own frame: shortcuts, Update
    compat::InjectMouse({-1e4f, -1e4f}, false);
    ImGui::NewFrame();
    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize({600, 4000});
    ImGui::Begin("panel under test", nullptr, ImGuiWindowFlags_NoSavedSettings);
    ImGui::LogToBuffer();
    LessonPanel(*sh.lesson(), sh.state(), sh.theme(), &sh.practice());
    std::string text = GImGui->LogBuffer.c_str();
    for (std::size_t m; (m = text.find("\u2212")) != std::string::npos;) text.replace(m, 3, "-");  // as Num's
    ImGui::LogFinish();
    ImGui::End();
    ImGui::Render();
    return text;
  }

  static std::vector<std::string> FigureLabels(Shell& sh) {
    Figure fig;
    sh.DrawLesson(fig);
    std::vector<std::string> out;
    for (const Prim& p : fig.prims()) {
      if (p.kind == Prim::Kind::Label) out.push_back(p.text);
    }
    return out;
  }
};

// The printed numbers of the results practice asks for that the inputs do not already show.
std::set<std::string> ResultNumbers(const Derivation& d) {
  std::set<std::string> inputs, results;
  reveal_check::NumbersOf(d.inputs, inputs);
  for (const practice::Question& q : practice::FindExercise(d.lesson)->questions) {
    if (q.kind == practice::Kind::Choice || !d.result.contains(q.key)) continue;
    reveal_check::NumbersOf(d.result[q.key], results);
  }
  std::set<std::string> out;
  for (const std::string& x : results) {
    if (!inputs.count(x) && x != "0" && x != "1" && x != "-1") out.insert(x);
  }
  return out;
}

void ExpectHidden(const std::set<std::string>& numbers, const std::string& panel,
                  const std::vector<std::string>& labels, const char* where) {
  SCOPED_TRACE(where);
  for (const std::string& x : numbers) {
    // As a whole token of the panel: "0.54" must not match inside "10.54". A one-digit result is looked for
    // in the figure only: the panel's own words number things ("Tests 3 and 4 reject …").
    const std::size_t from = x.size() > 1 ? 0 : std::string::npos;
    for (std::size_t at = panel.find(x, from); at != std::string::npos; at = panel.find(x, at + 1)) {
      const auto edge = [&](std::size_t i) {
        return i >= panel.size() || !(std::isdigit(static_cast<unsigned char>(panel[i])) || panel[i] == '.');
      };
      EXPECT_FALSE((at == 0 || edge(at - 1)) && edge(at + x.size()))
          << x << " shows in the panel: …" << panel.substr(at < 60 ? 0 : at - 60, 120) << "…";
    }
    for (const std::string& label : labels) {
      for (const std::string& tok : reveal_check::NumberTokens(label)) {
        EXPECT_NE(tok, x) << "the figure's label \"" << label << "\"";
      }
    }
  }
}

void ExpectShown(const std::set<std::string>& numbers, const std::string& panel) {
  for (const std::string& x : numbers) EXPECT_NE(panel.find(x), std::string::npos) << x;
}

TEST_F(PracticeShellTest, PracticeHidesTheResultsEverywhereAndShowSolutionRestoresThem) {
  for (const char* id : {"ray-circle", "elastic-2d", "point-segment", "circle-segment"}) {
    SCOPED_TRACE(id);
    Shell sh(false);
    ASSERT_TRUE(sh.OpenLesson(id));
    Frame(sh);
    const Derivation d = sh.lesson()->derivation();
    const std::set<std::string> numbers = ResultNumbers(d);
    ASSERT_GE(numbers.size(), 3u);
    ExpectShown(numbers, FrameText(sh));  // the full derivation, before practice

    Key(sh, compat::kT);
    ASSERT_TRUE(sh.practice().on);
    EXPECT_EQ(sh.state().reveal, 0);
    const std::string panel = FrameText(sh);
    EXPECT_NE(panel.find("PRACTICE"), std::string::npos);
    EXPECT_NE(panel.find("Check"), std::string::npos);
    // At every time of the frame: played past the event, the figure still holds before it.
    for (double t : {0.0, 0.5, 1.0}) {
      sh.state().t = t;
      ExpectHidden(numbers, FrameText(sh), FigureLabels(sh), ("t = " + Num(t)).c_str());
    }
    EXPECT_FALSE(sh.lesson()->AllRevealed(sh.state()));

    practice::ShowSolution(sh.state());  // what the Show solution button does
    EXPECT_TRUE(sh.practice().on);
    ExpectShown(numbers, FrameText(sh));
    EXPECT_TRUE(sh.lesson()->AllRevealed(sh.state()));

    // T again: practice off, every step shown, no step left revealed out of order.
    practice::StartPractice(sh.practice(), sh.state());
    Key(sh, compat::kT);
    EXPECT_FALSE(sh.practice().on);
    EXPECT_TRUE(sh.state().revealed_keys.empty());
    ExpectShown(numbers, FrameText(sh));
  }
}

// Targeting asks s₀, the speed without drag, printed to the decimals its tolerance means ("21.18"): hidden in
// the panel and on the figure until Show solution.
TEST_F(PracticeShellTest, TargetingHidesTheSpeedWithoutDrag) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("targeting"));
  Frame(sh);
  const Derivation& d = sh.lesson()->derivation();
  const std::string s0 = TargetingNum(d.result.at("analytic_speed").get<double>(), 0.1);
  const auto anywhere = [&] {
    std::string all = FrameText(sh);
    for (const std::string& l : FigureLabels(sh)) all += "\n" + l;
    return all;
  };
  ASSERT_NE(anywhere().find(s0), std::string::npos) << s0;
  Key(sh, compat::kT);
  ASSERT_TRUE(sh.practice().on);
  EXPECT_EQ(anywhere().find(s0), std::string::npos) << s0 << " shows in practice";
  practice::ShowSolution(sh.state());
  EXPECT_NE(anywhere().find(s0), std::string::npos) << s0;
}

// A wrong answer's Check shows one more step in the panel and its part of the figure, and nothing else.
TEST_F(PracticeShellTest, ACheckRevealsOneStepInThePanelAndTheFigure) {
  Shell sh(false);
  std::string err;
  ASSERT_TRUE(
      sh.OpenScene({{"lesson", "ray-circle"}, {"bs", {0, 0}}, {"be", {10, 0}}, {"c", {7, -1.2}}, {"r", 2}},
                   "t.json", &err))
      << err;
  sh.SetPractice(true);
  Frame(sh);
  const Derivation d = sh.lesson()->derivation();
  const practice::Exercise& ex = *practice::FindExercise("ray-circle");
  std::vector<practice::Answer> answers(ex.questions.size());
  std::size_t ti = 0;
  for (std::size_t i = 0; i < ex.questions.size(); ++i) {
    if (std::string(ex.questions[i].key) == "ti") ti = i;
  }
  answers[ti].text[0] = "0.86";
  // The slip named at ti (t1 for t0), then the path worked from its top to the discriminant (v, BsC, a, b,
  // c, then b² − 4ac; this scene has no pinball radius step).
  EXPECT_EQ(practice::Check(d, ex, answers, sh.state()).points_at[ti], "ti");
  for (int k = 0; k < 6; ++k) practice::Check(d, ex, answers, sh.state());
  EXPECT_TRUE(sh.state().revealed_keys.count("discriminant"));
  const std::string panel = FrameText(sh);
  EXPECT_NE(panel.find("1024"), std::string::npos) << "the revealed step's value";
  EXPECT_EQ(panel.find("0.54"), std::string::npos) << "ti stays hidden";
  EXPECT_FALSE(sh.lesson()->Revealed(sh.state(), "ti"));
  EXPECT_LT(sh.lesson()->ShownTime(sh.state()), 0.54);  // the motion holds before the hit
  sh.state().t = 1.0;
  EXPECT_LT(sh.lesson()->ShownTime(sh.state()), 0.54);
}

TEST_F(PracticeShellTest, PracticeIsPerLessonAndOffWhilePresenting) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("sandbox"));
  Frame(sh);
  Key(sh, compat::kT);
  EXPECT_FALSE(sh.practice().on) << "the sandbox has no exercise";
  ASSERT_TRUE(sh.OpenLesson("elastic-2d"));
  Key(sh, compat::kT);
  EXPECT_TRUE(sh.practice().on);
  sh.NextLesson(+1);
  EXPECT_FALSE(sh.practice().on);
  EXPECT_TRUE(sh.lesson()->AllRevealed(sh.state()));
  sh.NextLesson(-1);
  sh.SetPractice(true);
  sh.StartPresenting();
  EXPECT_FALSE(sh.practice().on);
  EXPECT_TRUE(sh.lesson()->AllRevealed(sh.state()));
  sh.StopPresenting();
}

// New problem (the panel's button: the next seed; the seed field: that seed) loads a generated scene of the
// chosen case into the lesson and starts practice on it afresh; the same seed gives the same scene.
TEST_F(PracticeShellTest, NewProblemIsSeededReproducibleAndStartsAfresh) {
  Shell sh(false);
  ASSERT_TRUE(sh.OpenLesson("ray-circle"));
  sh.SetPractice(true);
  Frame(sh);
  practice::Session& s = sh.practice();
  const std::vector<std::string> cases = practice::ProblemCases("ray-circle");
  const auto miss = std::find(cases.begin(), cases.end(), "miss");
  ASSERT_NE(miss, cases.end());
  s.problem_case = static_cast<int>(miss - cases.begin());
  s.answers.resize(3);
  s.answers[0].choice = 0;
  sh.state().revealed_keys.insert("v");

  ASSERT_TRUE(practice::LoadProblem(s, *sh.lesson(), sh.state(), 7)) << s.problem_error;
  EXPECT_TRUE(s.on);
  EXPECT_EQ(s.seed, 7u);
  EXPECT_EQ(s.problem_case, miss - cases.begin());
  EXPECT_EQ(sh.state().reveal, 0);
  EXPECT_TRUE(sh.state().revealed_keys.empty());
  EXPECT_TRUE(s.answers.empty() || s.answers[0].choice < 0);
  EXPECT_EQ(sh.lesson()->derivation().result["kind"], "miss");
  const json seven = sh.lesson()->SaveScene();
  std::string err;
  const auto direct = practice::GenerateProblem("ray-circle", "miss", 7, &err);
  ASSERT_TRUE(direct) << err;
  auto fresh = FindLesson("ray-circle")->Make();
  fresh->LoadScene(direct->scene);
  EXPECT_EQ(seven, fresh->SaveScene());

  ASSERT_TRUE(practice::LoadProblem(s, *sh.lesson(), sh.state(), s.seed + 1));  // New problem
  EXPECT_EQ(s.seed, 8u);
  EXPECT_NE(sh.lesson()->SaveScene(), seven);
  ASSERT_TRUE(practice::LoadProblem(s, *sh.lesson(), sh.state(), 7));  // the seed typed back
  EXPECT_EQ(sh.lesson()->SaveScene(), seven);
  Frame(sh);

  // A lesson without problems says so and keeps its scene.
  ASSERT_TRUE(sh.OpenLesson("sandbox"));
  practice::Session none;
  const json before = sh.lesson()->SaveScene();
  EXPECT_FALSE(practice::LoadProblem(none, *sh.lesson(), sh.state(), 1));
  EXPECT_FALSE(none.problem_error.empty());
  EXPECT_EQ(sh.lesson()->SaveScene(), before);
}

// The wall lessons' half-planes and the hatching on the wall's inside face say which way n̂ points: in
// practice they wait for n̂'s step (edge-normal's for n), and come back with it.
TEST(PracticeFigure, TheSidesOfAWallWaitForTheNormal) {
  const auto sides = [](const Lesson& l, const LessonState& st) {
    Figure fig;
    l.Draw(fig, st);
    return std::count_if(fig.prims().begin(), fig.prims().end(), [](const Prim& p) {
      return p.kind == Prim::Kind::HalfPlane || p.kind == Prim::Kind::Hatch;
    });
  };
  for (const auto& [id, key] :
       {std::pair{"edge-normal", "n"}, {"point-segment", "n_hat"}, {"circle-segment", "n_hat"}}) {
    SCOPED_TRACE(id);
    const std::unique_ptr<Lesson> l = FindLesson(id)->Make();
    LessonState st;
    EXPECT_GT(sides(*l, st), 0) << "the lesson outside practice draws its sides";
    st.practice = true;
    st.reveal = 0;
    EXPECT_EQ(sides(*l, st), 0) << "in practice before " << key;
    st.revealed_keys.insert(key);
    EXPECT_GT(sides(*l, st), 0) << "in practice once " << key << " is revealed";
  }
}

}  // namespace
}  // namespace ricochet::app
