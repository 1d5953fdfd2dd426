# Scene fields from the command line: unknown fields refused (exit 1, one line, the nearest known name) and
# docs/scene-fields.md as `ricochet fields` writes it (fields_test.cpp checks the tables against the readers).
add_test(NAME fields.cli COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/fields_cli_test.sh $<TARGET_FILE:ricochet>
  ${PROJECT_SOURCE_DIR}/docs/scene-fields.md)
set_tests_properties(fields.cli PROPERTIES TIMEOUT 60)
