# Runs CMD (a ;-list), fails unless it exits 0 and prints one valid JSON object holding every key in KEYS.
# For the bench commands' smoke tests: `make test` checks they run and print JSON, it does not time them.
# cmake -DCMD="exe;arg;..." -DKEYS="a;b" -P json_check.cmake
execute_process(COMMAND ${CMD} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "exit ${rc}: ${err}")
endif()
string(JSON type ERROR_VARIABLE bad TYPE "${out}")
if(bad OR NOT type STREQUAL "OBJECT")
  message(FATAL_ERROR "not a JSON object (${bad}):\n${out}")
endif()
foreach(key IN LISTS KEYS)
  string(JSON value ERROR_VARIABLE missing GET "${out}" ${key})
  if(missing)
    message(FATAL_ERROR "no \"${key}\" in:\n${out}")
  endif()
endforeach()
message(STATUS "valid JSON with ${KEYS}")
