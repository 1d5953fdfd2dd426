// The real window: GLFW + OpenGL 3.3 core + ImGui around a Shell, an event-driven loop, and screenshots.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "deck/deck.h"

namespace ricochet::app {

struct WindowOptions {
  std::string lesson;                   // --lesson ID ("" = last used or first)
  std::optional<nlohmann::json> scene;  // SCENE.json, already read
  std::string scene_file;
  std::string screenshot;     // --screenshot OUT.png: render until settled, save, exit
  int width = 0, height = 0;  // --size WxH: exactly this (screenshots); 0: fit the monitor (placement.h)
  float ui_scale = 0;         // --ui-scale S (0 = saved setting)
  std::string dialog;         // --dialog help|open|save|export-animation: open it at start (screenshots)
  std::string theme;          // --theme NAME ("" = saved setting)
  std::optional<Deck> deck;   // DECK.json (read and checked), or the one-slide deck of `ricochet present`
  std::size_t slide = 0;      // the deck's slide to open (--slide N − 1)
  std::optional<int> reveal;  // --reveal K: steps shown on that slide (else the slide's own)
  // --practice: start in practice mode; --practice-answers JSON: with these answers checked once (screenshots
  // of a Check).
  bool practice = false;
  std::optional<nlohmann::json> practice_answers;
  std::string problem_case;  // --problem CASE:SEED: practice on that generated problem
  std::uint64_t problem_seed = 0;
  bool present = false;  // `ricochet present`: start in presentation mode (full screen unless --size)
  // --startup-times FILE (ricochet bench startup): after the first frame is presented, write when each
  // start-up phase ended (CLOCK_MONOTONIC seconds, one JSON object) to FILE and exit. Settings untouched.
  std::string startup_times;
};

// Returns the process exit code.
int RunWindow(const WindowOptions& opt);

// Saves RGBA pixels read bottom-up from OpenGL as a PNG (rows flipped), through a temp file renamed into
// place (a full disk leaves the old file as it was). Returns "" or the one-line problem.
std::string WritePngFlipped(const std::string& path, int w, int h, const unsigned char* rgba_bottom_up);

}  // namespace ricochet::app
