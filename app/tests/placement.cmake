# The window fits the screen (issue 18: a 1600×900 window fell off a 1280×720 projector). placement_test.cpp
# checks the rules as a pure function; these run the real window on a 1280×720 X server. They judge what the
# window wrote (its screenshot, its settings), not xvfb-run's exit code, whose clean-up can fail on a busy
# machine.

# First run, no --size: the window opens at the work area's size (Xvfb has no window manager, so the whole
# 1280×720 screen), not at 1600×900.
add_test(NAME gui.window_fits_720p COMMAND sh -c
  "d=$(mktemp -d) && trap 'rm -rf \"$d\"' EXIT && \
   ${XVFB_RUN} -a -s '-screen 0 1280x720x24' \"$0\" --lesson edge-normal --screenshot \"$d/w.png\"; \
   \"$<TARGET_FILE:check-png>\" \"$d/w.png\" 1280 720"
  $<TARGET_FILE:ricochet>)
# An explicit --size is kept exactly, even larger than the screen (screenshots for the docs).
add_test(NAME gui.window_explicit_size COMMAND sh -c
  "d=$(mktemp -d) && trap 'rm -rf \"$d\"' EXIT && \
   ${XVFB_RUN} -a -s '-screen 0 1280x720x24' \"$0\" --lesson edge-normal --screenshot \"$d/w.png\" \
     --size 1600x900; \"$<TARGET_FILE:check-png>\" \"$d/w.png\" 1600 900"
  $<TARGET_FILE:ricochet>)
# A window saved on a 4K desk screen reopens whole on the 1280×720 screen (the script says how).
add_test(NAME gui.window_saved_on_4k_opens_on_720p COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/saved_window_test.sh
  $<TARGET_FILE:ricochet> ${XVFB_RUN})
set_tests_properties(gui.window_fits_720p gui.window_explicit_size gui.window_saved_on_4k_opens_on_720p
  PROPERTIES LABELS gui TIMEOUT 60 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
