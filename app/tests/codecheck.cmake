# `ricochet check` (codecheck_test.cpp, check_cli_test.sh): the worker program the tests start, and the
# reference implementation of ricochet_check.h as a shared library — the C shim over core/, with the core
# files it needs compiled once more as position-independent code (the core library itself is not).
add_library(ricochet_check_reference SHARED ${PROJECT_SOURCE_DIR}/app/check/reference/rc_reference.cpp)
foreach(f line point_segment circle_segment ray_circle circle_circle elastic reflect)
  target_sources(ricochet_check_reference PRIVATE ${PROJECT_SOURCE_DIR}/core/src/${f}.cpp)
endforeach()
target_include_directories(ricochet_check_reference PRIVATE ${PROJECT_SOURCE_DIR}/app
  ${PROJECT_SOURCE_DIR}/core/include)
target_link_libraries(ricochet_check_reference PRIVATE ricochet_warnings)
if(RICOCHET_SANITIZE OR RICOCHET_FUZZ)
  # Built like a student's library, without sanitizers or coverage: the worker loads it as it loads theirs.
  target_compile_options(ricochet_check_reference PRIVATE -fno-sanitize=all)
  target_link_options(ricochet_check_reference PRIVATE -fno-sanitize=all)
endif()
add_dependencies(ricochet_app_tests ricochet-check-worker ricochet_check_reference)
target_compile_definitions(ricochet_app_tests PRIVATE
  RICOCHET_CHECK_WORKER="$<TARGET_FILE:ricochet-check-worker>"
  RICOCHET_CHECK_REFERENCE="$<TARGET_FILE:ricochet_check_reference>")

add_test(NAME check.cli COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/check_cli_test.sh $<TARGET_FILE:ricochet>
  ${CMAKE_CURRENT_SOURCE_DIR}/check $<TARGET_FILE:ricochet_check_reference>)
set_tests_properties(check.cli PROPERTIES TIMEOUT 120 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
