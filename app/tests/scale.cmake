# Issue 18: the cost of drawing is bounded by the output's pixels, not by the world's size.
# The property tests that count what the backends emit (ScaledScenes.*) run with the other gtests: they are
# what `make test` asserts. The timings (ScaleTime.*: a scaled scene exports in ≤ 3× the unscaled CPU time, a
# window frame costs < 50 ms) are a measurement, label timing, left out of `make test` (a timed test on a
# shared machine measures the machine): `cd build && ctest -L timing` on an idle one, Release only.
add_test(NAME scale.timing COMMAND $<TARGET_FILE:ricochet_app_tests> --gtest_filter=ScaleTime.*)
set_tests_properties(scale.timing PROPERTIES LABELS timing TIMEOUT 900 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0"
  PASS_REGULAR_EXPRESSION "\\[  PASSED  \\] 3 tests" FAIL_REGULAR_EXPRESSION "FAILED|SKIPPED")

# The files that stalled (export > 20 s, window frames of 9 s) or crashed the released build: each is
# exported as PNG, SVG and PDF at 1920×1080, and opened in the real window, within a time limit — refused
# with one line on stderr or done. Nothing is written outside a temp folder.
file(GLOB _repro CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/repro/*.json)
foreach(f ${_repro})
  get_filename_component(name ${f} NAME_WLE)
  # done (exit 0), or refused with one line: `export` exits 1 on a refused scene, the window 2
  set(_ok "rc=$?; cat \"$d/err\"; [ $rc -eq 0 ] || { [ $rc -eq REFUSED ] && [ $(wc -l < \"$d/err\") -eq 1 ]; } || exit 1")
  string(REPLACE REFUSED 1 _export_ok "${_ok}")
  string(REPLACE REFUSED 2 _window_ok "${_ok}")
  add_test(NAME repro.export.${name} COMMAND sh -c
    "d=$(mktemp -d) && trap 'rm -rf \"$d\"' EXIT && for ext in png svg pdf; do \
       timeout 10 \"$0\" export \"$1\" --out \"$d/a.$ext\" --size 1920x1080 2>\"$d/err\"; ${_export_ok}; done"
    $<TARGET_FILE:ricochet> ${f})
  set_tests_properties(repro.export.${name} PROPERTIES TIMEOUT 60 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
  # ricochet's own exit code and stderr, written inside xvfb-run (whose clean-up can fail on a busy machine)
  add_test(NAME repro.window.${name} COMMAND sh -c
    "d=$(mktemp -d) && trap 'rm -rf \"$d\"' EXIT && timeout 30 ${XVFB_RUN} -a -s '-screen 0 1920x1080x24' \
       sh -c '\"$0\" \"$1\" --screenshot \"$2/w.png\" --size 1600x900 2>\"$2/err\"; echo $? >\"$2/rc\"' \
       \"$0\" \"$1\" \"$d\"; [ -s \"$d/rc\" ] || { echo 'the window did not finish'; exit 1; }; \
       (exit $(cat \"$d/rc\")); ${_window_ok}"
    $<TARGET_FILE:ricochet> ${f})
  set_tests_properties(repro.window.${name} PROPERTIES LABELS gui TIMEOUT 60 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
endforeach()
