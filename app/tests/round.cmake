# The round-object scenes (Lecture 20, air hockey) explain from the command line with the verdict they are
# named for; a malformed one exits 1 with one line naming file, field and problem.
function(round_scene_test scene regex)
  add_test(NAME explain.${scene} COMMAND ricochet explain ${PROJECT_SOURCE_DIR}/scenes/${scene}.json)
  set_tests_properties(explain.${scene} PROPERTIES PASS_REGULAR_EXPRESSION "${regex}")
endfunction()
round_scene_test(ray-circle-hit "Hit: the ray enters the circle at ti = min\\(t0, t1\\) = 0.54")
round_scene_test(ray-circle-miss "No collision: the ray will miss the circle")
round_scene_test(ray-circle-graze "Graze: .* ti = -b/2a = 0.5|Graze: .* ti = −b/2a = 0.5")
round_scene_test(ray-circle-behind "behind the ray's origin")
round_scene_test(ray-circle-too-late "too late — t0 = ")
round_scene_test(ray-circle-starts-inside "Bs starts inside the circle")
round_scene_test(ray-circle-pinball "R = r_c \\+ r_s.*Hit")
round_scene_test(circle-circle-hit "Hit at t = 0.7325")
round_scene_test(circle-circle-relative "Hit at t = 0.7325")
round_scene_test(circle-circle-still-stick "Hit at t = ")
round_scene_test(circle-circle-miss "passes the stick by")
round_scene_test(circle-circle-too-late "too late")
round_scene_test(circle-circle-overlapping "already overlap")
add_test(NAME explain.ray-circle-bad COMMAND sh -c
  "printf '{\"lesson\":\"ray-circle\",\"bs\":[0,0],\"be\":[0,0],\"c\":[1,1],\"r\":1}' | \"$0\" explain -"
  $<TARGET_FILE:ricochet>)
set_tests_properties(explain.ray-circle-bad PROPERTIES WILL_FAIL TRUE)
add_test(NAME explain.ray-circle-bad-message COMMAND sh -c
  "printf '{\"lesson\":\"ray-circle\",\"bs\":[0,0],\"be\":[0,0],\"c\":[1,1],\"r\":1}' | \"$0\" explain - 2>&1; true"
  $<TARGET_FILE:ricochet>)
set_tests_properties(explain.ray-circle-bad-message PROPERTIES
  PASS_REGULAR_EXPRESSION "<stdin>: be: equals bs: the ball does not move")
