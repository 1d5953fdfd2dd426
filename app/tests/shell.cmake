# The app shell, end to end: CLI errors exit 2 with one line on stderr; every lesson of the syllabus opens in
# the real window under xvfb-run and its screenshot is checked for size and for not being blank.

# expect_exit(NAME CODE REGEX args...): runs ricochet, checks the exit code and that stderr matches REGEX.
function(expect_exit name code regex)
  add_test(NAME ${name} COMMAND sh -c
    "e=$(mktemp) && trap 'rm -f \"$e\"' EXIT; \"$0\" \"$@\" >/dev/null 2>\"$e\"; rc=$?; cat \"$e\"; \
     [ $rc -eq ${code} ] || { echo \"exit $rc, expected ${code}\"; exit 1; }; \
     [ $(wc -l < \"$e\") -eq 1 ] || { echo 'expected one line on stderr'; exit 1; }; \
     grep -Eq -e '${regex}' \"$e\""
    $<TARGET_FILE:ricochet> ${ARGN})
endfunction()
expect_exit(cli.unknown_option 2 "unknown option .--frobnicate" --frobnicate)
expect_exit(cli.missing_scene 2 "/nonexistent/scene.json: no such file" /nonexistent/scene.json)
expect_exit(cli.bad_lesson 2 "unknown lesson .no-such-lesson" --lesson no-such-lesson)
expect_exit(cli.bad_size 2 "--size" --screenshot x.png --size 12by3)
expect_exit(cli.two_scenes 2 "one scene at a time" a.json b.json)
# The tests' PNG check is a program of the tests (tools/check_png.cpp), not a subcommand of the product.
expect_exit(cli.no_check_png 2 "one scene at a time .got .check-png. and" check-png a.png 16 16)

add_test(NAME cli.help COMMAND ricochet --help)
set_tests_properties(cli.help PROPERTIES PASS_REGULAR_EXPRESSION "ricochet lessons.*ricochet explain")
add_test(NAME cli.lessons COMMAND ricochet lessons)
set_tests_properties(cli.lessons PROPERTIES PASS_REGULAR_EXPRESSION "^edge-normal\t")

# Per lesson of the syllabus — read from `ricochet lessons` when ctest starts, never from a list here — a
# screenshot at 1600×900 and at UI scale 2, and export.cmake's layout check: syllabus_tests.cmake.in.
configure_file(${CMAKE_CURRENT_SOURCE_DIR}/syllabus_tests.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/syllabus_tests.cmake.configured @ONLY)
file(GENERATE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/syllabus_tests.cmake
  INPUT ${CMAKE_CURRENT_BINARY_DIR}/syllabus_tests.cmake.configured)
set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES ${CMAKE_CURRENT_BINARY_DIR}/syllabus_tests.cmake)

# A scene file opens its lesson; window-tour renders every lesson's window with no display at all.
add_test(NAME gui.scene_file COMMAND sh -c
  "d=$(mktemp -d) && trap 'rm -rf \"$d\"' EXIT && \
   printf '{\"lesson\":\"edge-normal\",\"p0\":[0,0],\"p1\":[4,0],\"p\":[2,-1]}' > \"$d/scene.json\" && \
   ${XVFB_RUN} -a -s '-screen 0 1920x1080x24' \"$0\" \"$d/scene.json\" --screenshot \"$d/scene.png\" --size 800x600 && \
   \"$<TARGET_FILE:check-png>\" \"$d/scene.png\" 800 600"
  $<TARGET_FILE:ricochet>)
add_test(NAME gui.tour COMMAND sh -c
  "d=$(mktemp -d) && trap 'rm -rf \"$d\"' EXIT && env -u DISPLAY -u WAYLAND_DISPLAY \"$0\" window-tour --out \
   \"$d/tour\" --size 960x540 && \"$<TARGET_FILE:check-png>\" \"$d/tour/edge-normal.png\" 960 540"
  $<TARGET_FILE:ricochet>)
set_tests_properties(gui.scene_file PROPERTIES LABELS gui TIMEOUT 120 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
set_tests_properties(gui.tour PROPERTIES LABELS "gui;slow" TIMEOUT 180 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
