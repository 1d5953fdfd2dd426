# `ricochet simulate` and `ricochet bench sandbox` (no display needed).
add_test(NAME sim.bench_smoke COMMAND ricochet bench sandbox --balls 300 --steps 20 --seed 3 --json)
set_tests_properties(sim.bench_smoke PROPERTIES
  PASS_REGULAR_EXPRESSION "\"escaped\": 0,[^}]*\"overlapping\": 0,"
  ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
add_test(NAME sim.bench_naive_smoke COMMAND ricochet bench sandbox --balls 100 --steps 5 --broadphase naive)
set_tests_properties(sim.bench_naive_smoke PROPERTIES PASS_REGULAR_EXPRESSION "broadphase: \"naive\"")
add_test(NAME sim.bench_bad_option COMMAND ricochet bench sandbox --balls many)
set_tests_properties(sim.bench_bad_option PROPERTIES WILL_FAIL TRUE)
add_test(NAME sim.simulate_example COMMAND ricochet simulate ${PROJECT_SOURCE_DIR}/scenes/sandbox.json --steps 200 --json)
set_tests_properties(sim.simulate_example PROPERTIES PASS_REGULAR_EXPRESSION "\"overlapping\": 0")
# Deterministic: two runs of the same scene print the same bytes.
add_test(NAME sim.simulate_deterministic COMMAND ${CMAKE_COMMAND}
  -DEXE=$<TARGET_FILE:ricochet> -DSCENE=${PROJECT_SOURCE_DIR}/scenes/sandbox.json
  -P ${CMAKE_CURRENT_SOURCE_DIR}/sim_deterministic.cmake)
add_test(NAME sim.simulate_bad_scene COMMAND ricochet simulate ${CMAKE_CURRENT_SOURCE_DIR}/sim_bad_radius.json --steps 1)
set_tests_properties(sim.simulate_bad_scene PROPERTIES PASS_REGULAR_EXPRESSION "balls\\[0\\]\\.r: must be in \\[1e-6, 1e6\\], got 0")
# The instanced-circle shaders under a real GL context (Xvfb + Mesa), alone and as the window draws the gas;
# pictures go to a temp dir (RICOCHET_KEEP_EXPORTS=1 keeps them).
add_test(NAME sim.gl_instanced_circles
  COMMAND ${XVFB_RUN} -a -s "-screen 0 1280x720x24" $<TARGET_FILE:ricochet_app_tests> --gtest_filter=SandboxGl.*)
set_tests_properties(sim.gl_instanced_circles PROPERTIES LABELS gui ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0"
  FAIL_REGULAR_EXPRESSION "SKIPPED|FAILED")
