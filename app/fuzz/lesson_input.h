// An input of the `lesson` harness names its lesson: the lesson's id, a newline, then the bytes that pick
// one of its scenes and change its numbers (lesson_fuzz.cpp). Naming it (rather than a byte modulo the
// number of lessons) keeps every seed and regression aimed at its lesson when lessons are added.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "lessons/lesson.h"

namespace ricochet::app::fuzz {

struct LessonInput {
  const LessonEntry* lesson;
  std::span<const std::uint8_t> rest;  // after the newline
};

// The lesson an input names, or nothing when its first line is not a lesson's id.
inline std::optional<LessonInput> ReadLessonInput(std::span<const std::uint8_t> bytes) {
  const std::string_view text(reinterpret_cast<const char*>(bytes.data()), bytes.size());
  const std::size_t eol = text.find('\n');
  if (eol == std::string_view::npos) return std::nullopt;
  const LessonEntry* lesson = FindLesson(text.substr(0, eol));
  if (lesson == nullptr) return std::nullopt;
  return LessonInput{lesson, bytes.subspan(eol + 1)};
}

}  // namespace ricochet::app::fuzz
