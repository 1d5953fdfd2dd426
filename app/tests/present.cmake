# Presentation mode and decks end to end (the unit and key tests are present_test.cpp and deck_test.cpp):
# `ricochet present` screenshots at 1280×720 under a private X server, its one-line errors, and handouts.
add_test(NAME present.cli COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/present_cli_test.sh $<TARGET_FILE:ricochet>
  ${PROJECT_SOURCE_DIR} ${XVFB_RUN})
set_tests_properties(present.cli PROPERTIES LABELS "gui;release-only" TIMEOUT 240 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
