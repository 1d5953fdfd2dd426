// The OpenGL API of this build, loaded by glad: OpenGL 3.3 core on the desktop, OpenGL ES 3.0 (= WebGL2) in
// the browser (third_party/CMakeLists.txt generates the one asked for). GL code in app/ is written to the
// subset the two share; the GLSL version line comes from shaders/CMakeLists.txt.
#pragma once

#if RICOCHET_BROWSER
#include <glad/gles2.h>
#else
#include <glad/gl.h>
#endif
