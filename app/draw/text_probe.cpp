#include "draw/text_probe.h"

namespace ricochet::app {

namespace {
thread_local TextProbe* probe = nullptr;
}  // namespace

TextProbe::TextProbe() { probe = this; }
TextProbe::~TextProbe() { probe = nullptr; }

bool TextProbing() { return probe != nullptr; }

void NoteText(std::string_view text, float px, Vec2 top_left, Vec2 size, TextSource source, bool script) {
  if (!probe) return;
  Bounds b;
  b.Add(top_left), b.Add(top_left + size);
  probe->texts.push_back({std::string(text), px, b, source, script});
}

}  // namespace ricochet::app
