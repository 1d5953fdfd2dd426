# The browser build's external parts (included by third_party/CMakeLists.txt under emcmake). Still nothing
# copied into the repository:
#  - Dear ImGui 1.86: the sources of Debian's source package `imgui` — the same version as the desktop's
#    libimgui-dev — fetched by `apt-get source` into the build tree (needs the deb-src entry that
#    scripts/install-deps.sh adds) and compiled here for WebGL2.
#  - nlohmann-json and stb: Debian's headers, compiled as they are. Only their own folders are exposed:
#    `-isystem /usr/include` would put the host's glibc headers before Emscripten's libc.
#  - GLFW 3 and WebGL2 are Emscripten's own (-sUSE_GLFW=3), no download.

# Debian's headers, one folder each, behind symlinks.
set(HOST_HEADERS ${CMAKE_BINARY_DIR}/host-headers)
foreach(dir nlohmann stb)
  if(NOT EXISTS /usr/include/${dir})
    message(FATAL_ERROR "/usr/include/${dir} is missing: run scripts/install-deps.sh")
  endif()
  file(MAKE_DIRECTORY ${HOST_HEADERS})
  file(CREATE_LINK /usr/include/${dir} ${HOST_HEADERS}/${dir} SYMBOLIC)
endforeach()
add_library(nlohmann_json INTERFACE)
target_include_directories(nlohmann_json SYSTEM INTERFACE ${HOST_HEADERS})
add_library(nlohmann_json::nlohmann_json ALIAS nlohmann_json)

# ImGui's sources, at the version of the installed libimgui-dev (its headers are the desktop build's).
execute_process(COMMAND dpkg-query -W -f=\${source:Version} libimgui-dev OUTPUT_VARIABLE IMGUI_DEB_VERSION
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR IMGUI_DEB_VERSION STREQUAL "")
  message(FATAL_ERROR "libimgui-dev is not installed: run scripts/install-deps.sh")
endif()
string(REGEX REPLACE "[+-].*" "" IMGUI_UPSTREAM ${IMGUI_DEB_VERSION})  # 1.86+ds-1 → 1.86
set(IMGUI_FETCH ${CMAKE_BINARY_DIR}/imgui-source)
set(IMGUI_DIR ${IMGUI_FETCH}/imgui-${IMGUI_UPSTREAM})
if(NOT EXISTS ${IMGUI_DIR}/imgui.cpp)
  file(MAKE_DIRECTORY ${IMGUI_FETCH})
  message(STATUS "Fetching Dear ImGui ${IMGUI_DEB_VERSION} sources: apt-get source --download-only imgui")
  execute_process(COMMAND apt-get source --download-only imgui=${IMGUI_DEB_VERSION}
    WORKING_DIRECTORY ${IMGUI_FETCH} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  file(GLOB tarball ${IMGUI_FETCH}/imgui_*.orig.tar.*)
  if(NOT rc EQUAL 0 OR NOT tarball)
    message(FATAL_ERROR "apt-get source imgui failed (scripts/install-deps.sh adds the deb-src entry it "
      "needs):\n${out}")
  endif()
  file(ARCHIVE_EXTRACT INPUT ${tarball} DESTINATION ${IMGUI_FETCH})
  if(NOT EXISTS ${IMGUI_DIR}/imgui.cpp)
    message(FATAL_ERROR "${tarball} has no imgui-${IMGUI_UPSTREAM}/imgui.cpp")
  endif()
endif()

# The parts of ImGui the app uses, with the GLFW and OpenGL ES 3 (WebGL2) backends. 32-bit indices: the ES
# backend cannot offset vertices, so a draw list past 65 536 vertices needs them (the sandbox's figure).
add_library(imgui_glfw STATIC ${IMGUI_DIR}/imgui.cpp ${IMGUI_DIR}/imgui_draw.cpp ${IMGUI_DIR}/imgui_tables.cpp
  ${IMGUI_DIR}/imgui_widgets.cpp ${IMGUI_DIR}/backends/imgui_impl_glfw.cpp
  ${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_include_directories(imgui_glfw SYSTEM PUBLIC ${IMGUI_DIR} ${IMGUI_DIR}/backends)
# GLFW_INCLUDE_NONE: GLFW must not include <GL/gl.h> next to glad's GLES header (app/platform/gl.h).
target_compile_definitions(imgui_glfw PUBLIC "ImDrawIdx=unsigned int" GLFW_INCLUDE_NONE PRIVATE IMGUI_IMPL_OPENGL_ES3)
target_link_options(imgui_glfw PUBLIC -sUSE_GLFW=3 -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2)
