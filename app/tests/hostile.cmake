# Issue 29, hostile files (docs/reliability.md, "Files"): what a file system can hand every command that
# reads a file, and hostile content, each refused with one printable line, fast and in little memory; and
# every output onto a nearly full disk and stopped by SIGTERM, never cut short. The unit tests are
# files_test.cpp. Release only (label release-only): memory and time are the Release program's (ASan's
# shadow memory is not), and under the sanitizers the same reader runs in the unit tests (files_test.cpp,
# settings_test.cpp) and in the scene, deck and settings fuzzers. RICOCHET_NO_LIMITS=1 runs it without the
# limits by hand (e.g. in build-san).
# (Under Xvfb for its last part: the window opened with a hostile settings file.)
add_test(NAME hostile.files COMMAND ${XVFB_RUN} -a ${CMAKE_CURRENT_SOURCE_DIR}/hostile_test.sh
  $<TARGET_FILE:ricochet>)
set_tests_properties(hostile.files PROPERTIES LABELS "gui;release-only" TIMEOUT 240
  ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
add_test(NAME hostile.full_disk COMMAND ${XVFB_RUN} -a -s "-screen 0 1920x1080x24"
  ${CMAKE_CURRENT_SOURCE_DIR}/full_disk_test.sh $<TARGET_FILE:ricochet> ${PROJECT_SOURCE_DIR})
set_tests_properties(hostile.full_disk PROPERTIES LABELS gui TIMEOUT 240 SKIP_RETURN_CODE 77
  ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
# `--help` after a subcommand: its usage on stdout, exit 0 (it was exit 2 for these).
foreach(cmd simulate explain bench window-tour lessons check export tour)
  add_test(NAME cli.help_${cmd} COMMAND sh -c
    "out=$(\"$0\" ${cmd} --help) && echo \"$out\" | grep -q 'usage: ricochet ${cmd}'" $<TARGET_FILE:ricochet>)
endforeach()
