# CLI behaviour of the real executable (no display needed).
add_test(NAME cli.version COMMAND ricochet --version)
set_tests_properties(cli.version PROPERTIES PASS_REGULAR_EXPRESSION "ricochet ${PROJECT_VERSION}")
