# The elastic lessons' example scenes explain from the command line with the verdict they are named for.
function(elastic_scene_test scene regex)
  add_test(NAME explain.${scene} COMMAND ricochet explain ${PROJECT_SOURCE_DIR}/scenes/${scene}.json)
  set_tests_properties(explain.${scene} PROPERTIES PASS_REGULAR_EXPRESSION "${regex}")
endfunction()
elastic_scene_test(elastic-1d "Approaching: V1 − V2 = 20 > 0.*V1' = −10, V2' = 10")
elastic_scene_test(elastic-1d-move-nowhere "approaching test is OFF.*V1.. = 10, V2.. = −10[ \n]+back.*move nowhere")
elastic_scene_test(elastic-2d "with equal masses they simply swap")
elastic_scene_test(elastic-2d-heavy-hits-light "by the 1D formulas.*V1' = \\(3.1467, 0.64\\)")
