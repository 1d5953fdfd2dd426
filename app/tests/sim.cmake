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
# On two threads (the gas table: 2,000 balls, two ranges of the default 1,000) the same bytes as on one.
add_test(NAME sim.simulate_threads_same COMMAND ${CMAKE_COMMAND}
  -DEXE=$<TARGET_FILE:ricochet> -DSCENE=${CMAKE_CURRENT_SOURCE_DIR}/sim_gas_preset.json -DSTEPS=30 -DTHREADS_B=2
  -P ${CMAKE_CURRENT_SOURCE_DIR}/sim_deterministic.cmake)
add_test(NAME sim.simulate_bad_scene COMMAND ricochet simulate ${CMAKE_CURRENT_SOURCE_DIR}/sim_bad_radius.json --steps 1)
set_tests_properties(sim.simulate_bad_scene PROPERTIES PASS_REGULAR_EXPRESSION "balls\\[0\\]\\.r: must be in \\[1e-6, 1e6\\], got 0")
# The instanced-circle shaders under a real GL context (Xvfb + Mesa), alone and as the window draws the gas;
# pictures go to a temp dir (RICOCHET_KEEP_EXPORTS=1 keeps them).
add_test(NAME sim.gl_instanced_circles
  COMMAND ${XVFB_RUN} -a -s "-screen 0 1280x720x24" $<TARGET_FILE:ricochet_app_tests> --gtest_filter=SandboxGl.*)
set_tests_properties(sim.gl_instanced_circles PROPERTIES LABELS gui ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0"
  FAIL_REGULAR_EXPRESSION "SKIPPED|FAILED")
# The bench commands run and print valid JSON (benchmarks, not timed tests: docs/performance.md).
set(RICOCHET_JSON_CHECK ${PROJECT_SOURCE_DIR}/core/bench/json_check.cmake)
add_test(NAME sim.bench_dense_json COMMAND ${CMAKE_COMMAND} "-DKEYS=escaped;overlapping;energy_drift;area_fraction"
  "-DCMD=$<TARGET_FILE:ricochet>;bench;sandbox;--balls;400;--steps;10;--speed;0.2;--density;0.3;--json"
  -P ${RICOCHET_JSON_CHECK})
add_test(NAME sim.bench_threads_json COMMAND ${CMAKE_COMMAND} "-DKEYS=threads;threads_used;escaped;overlapping"
  "-DCMD=$<TARGET_FILE:ricochet>;bench;sandbox;--balls;2400;--steps;5;--threads;2;--json"
  -P ${RICOCHET_JSON_CHECK})
add_test(NAME sim.bench_bad_threads COMMAND ricochet bench sandbox --balls 10 --threads 0)
set_tests_properties(sim.bench_bad_threads PROPERTIES PASS_REGULAR_EXPRESSION "--threads: expected a whole number")
add_test(NAME sim.bench_bad_density COMMAND ricochet bench sandbox --balls 10 --density 0.9)
set_tests_properties(sim.bench_bad_density PROPERTIES PASS_REGULAR_EXPRESSION "--density: expected a number")
add_test(NAME sim.bench_frames_json COMMAND ${CMAKE_COMMAND} "-DKEYS=lessons;size"
  "-DCMD=$<TARGET_FILE:ricochet>;bench;frames;--frames;2;--size;1280x720;--ui-scale;1.5;--json"
  -P ${RICOCHET_JSON_CHECK})
set_tests_properties(sim.bench_frames_json PROPERTIES LABELS release-only ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
# Every lesson (pi-blocks and the sandbox among them) names the input its timed frames change.
add_test(NAME sim.bench_frames_driven COMMAND ${CMAKE_COMMAND} "-DEXPECT=pi-blocks;elastic-1d;sandbox;sandbox-playing"
  "-DCMD=$<TARGET_FILE:ricochet>;bench;frames;--frames;2;--size;1280x720;--ui-scale;1.5;--json"
  -P ${CMAKE_CURRENT_SOURCE_DIR}/bench_frames_check.cmake)
set_tests_properties(sim.bench_frames_driven PROPERTIES LABELS release-only ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
add_test(NAME sim.bench_frames_bad_size COMMAND ricochet bench frames --size 10x10)
set_tests_properties(sim.bench_frames_bad_size PROPERTIES PASS_REGULAR_EXPRESSION "--size: expected WxH")
add_test(NAME sim.bench_startup_json COMMAND ${CMAKE_COMMAND} "-DKEYS=total_ms;font_atlas_ms;gl_context_ms"
  "-DCMD=$<TARGET_FILE:ricochet>;bench;startup;--runs;1;--size;800x600;--json" -P ${RICOCHET_JSON_CHECK})
set_tests_properties(sim.bench_startup_json PROPERTIES LABELS gui ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
