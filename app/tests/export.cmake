# Export: the export benchmark (every lesson at 3840×2160 as PNG/SVG/PDF) and the CLI/GUI export tests.
if(RICOCHET_BENCH)
  add_executable(ricochet_export_bench ${CMAKE_CURRENT_SOURCE_DIR}/export_bench.cpp)
  target_link_libraries(ricochet_export_bench PRIVATE ricochet_app ricochet_warnings benchmark::benchmark)
  target_include_directories(ricochet_export_bench PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
  target_compile_definitions(ricochet_export_bench PRIVATE RICOCHET_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
endif()

# `ricochet export` / `ricochet tour` end to end, with DISPLAY unset (the script unsets it).
add_test(NAME export.cli COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/export_cli_test.sh $<TARGET_FILE:ricochet>
  ${PROJECT_SOURCE_DIR})
set_tests_properties(export.cli PROPERTIES LABELS release-only ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")

# The export agrees in layout with a real-window screenshot of the same lesson (light theme, UI scale 1): one
# test per lesson, export.layout.<id>, added with the other per-lesson tests (syllabus_tests.cmake.in).

# Movies (MP4, GIF) end to end, read back by ffprobe/ffmpeg (Debian's ffmpeg, installed by the deps script).
add_test(NAME export.video COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/video_cli_test.sh $<TARGET_FILE:ricochet>
  ${PROJECT_SOURCE_DIR})
set_tests_properties(export.video PROPERTIES LABELS release-only ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")

# `ricochet worksheet` end to end (practice problems, answer key, page counts, bad options), no display.
add_test(NAME export.worksheet COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/worksheet_cli_test.sh $<TARGET_FILE:ricochet>)
set_tests_properties(export.worksheet PROPERTIES LABELS release-only ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
