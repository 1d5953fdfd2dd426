# Export: the export benchmark (every lesson at 3840×2160 as PNG/SVG/PDF) and the CLI/GUI export tests.
if(RICOCHET_BENCH)
  add_executable(ricochet_export_bench ${CMAKE_CURRENT_SOURCE_DIR}/export_bench.cpp)
  target_link_libraries(ricochet_export_bench PRIVATE ricochet_app ricochet_warnings benchmark::benchmark)
  target_include_directories(ricochet_export_bench PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
endif()
