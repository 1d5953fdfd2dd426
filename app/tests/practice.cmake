# Practice mode end to end (the grading and the shell are practice_check_test.cpp and practice_shell_test.cpp):
# screenshots in practice, of a Check and of a generated problem under a private X server, and one-line errors.
add_test(NAME practice.cli COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/practice_cli_test.sh $<TARGET_FILE:ricochet>
  ${XVFB_RUN})
set_tests_properties(practice.cli PROPERTIES LABELS "gui;release-only" TIMEOUT 240 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
