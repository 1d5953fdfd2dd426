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
set_tests_properties(export.cli PROPERTIES ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")

# The export agrees in layout with a real-window screenshot of the same lesson (light theme, UI scale 1).
set(_list ${PROJECT_SOURCE_DIR}/app/lessons/lesson_list.cpp)
file(STRINGS ${_list} _entries REGEX "LessonEntry{\"[a-z0-9-]+\"")
foreach(line ${_entries})
  string(REGEX MATCH "LessonEntry{\"([a-z0-9-]+)\"" _ ${line})
  set(id ${CMAKE_MATCH_1})
  set(png ${CMAKE_CURRENT_BINARY_DIR}/layout-${id}.png)
  # The gtest run must print its measure: a binary without the test would pass silently otherwise.
  add_test(NAME export.layout.${id} COMMAND sh -c
    "rm -f \"${png}\" && ${XVFB_RUN} -a -s '-screen 0 1920x1080x24' \"$0\" --lesson ${id} --theme light \
     --ui-scale 1 --screenshot \"${png}\" --size 1600x900 || exit 1; \
     RICOCHET_LAYOUT_SHOT=\"${png}\" RICOCHET_LAYOUT_LESSON=${id} \"$1\" --gtest_filter=ExportLayout.* \
       > \"${png}.log\" 2>&1; rc=$?; cat \"${png}.log\"; [ $rc -eq 0 ] && grep -q '^layout ${id}:' \"${png}.log\""
    $<TARGET_FILE:ricochet> $<TARGET_FILE:ricochet_app_tests>)
  set_tests_properties(export.layout.${id} PROPERTIES LABELS gui TIMEOUT 60 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
endforeach()
