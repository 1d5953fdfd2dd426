# Issue 18's crash reports (repro/): refused with one line, never a crash, by the CLI end to end. The engine
# fed the same worlds directly is tested in core/tests/world_test.cpp (OutOfPlay.*).
add_test(NAME repro.cli COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/repro_test.sh $<TARGET_FILE:ricochet> ${PROJECT_SOURCE_DIR})
set_tests_properties(repro.cli PROPERTIES ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
