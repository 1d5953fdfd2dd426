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
# A window saved on a 4K desk screen (x 1900, 1900×1600) reopens whole on the 1280×720 screen: the app is
# started with that setting, stopped with SIGTERM (it saves its settings on the way out), and the rectangle
# it saved — the one it had — must lie inside 1280×720.
add_test(NAME gui.window_saved_on_4k_opens_on_720p COMMAND sh -c
  "d=$(mktemp -d) && trap 'rm -rf \"$d\"' EXIT && mkdir -p \"$d/ricochet\" && \
   printf '[Ricochet][State]\\nlesson=edge-normal\\nwindow=1900 300 1900 1600\\n' > \"$d/ricochet/imgui.ini\" && \
   XDG_CONFIG_HOME=\"$d\" ${XVFB_RUN} -a -s '-screen 0 1280x720x24' sh -c '\"$0\" & p=$!; sleep 3; kill -TERM $p; wait $p' \"$0\"; \
   cat \"$d/ricochet/imgui.ini\" && \
   grep '^window=' \"$d/ricochet/imgui.ini\" | { IFS='= ' read -r _ x y w h; \
     [ \"$x\" -ge 0 ] && [ \"$y\" -ge 0 ] && [ $((x + w)) -le 1280 ] && [ $((y + h)) -le 720 ] && [ \"$w\" -ge 640 ] || \
     { echo \"window $x $y $w $h is not inside 1280x720\"; exit 1; }; }"
  $<TARGET_FILE:ricochet>)
set_tests_properties(gui.window_fits_720p gui.window_explicit_size gui.window_saved_on_4k_opens_on_720p
  PROPERTIES LABELS gui TIMEOUT 60 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
