// Temporary skeleton entry point: proves GLFW + glad + ImGui link and a frame renders.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <glad/gl.h>
#include <GLFW/glfw3.h>

#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"
#include "cli.h"
#include "sim_cli.h"

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--version") == 0) {
    std::printf("ricochet %s\n", RICOCHET_VERSION);
    return 0;
  }
  if (argc > 1 && std::strcmp(argv[1], "explain") == 0) {
    return ricochet::app::RunExplain(std::vector<std::string>(argv + 2, argv + argc));
  }
  if (argc > 1 && std::strcmp(argv[1], "simulate") == 0) {
    return ricochet::app::RunSimulate(std::vector<std::string>(argv + 2, argv + argc));
  }
  if (argc > 1 && std::strcmp(argv[1], "bench") == 0) {
    return ricochet::app::RunBench(std::vector<std::string>(argv + 2, argv + argc));
  }
  if (!glfwInit()) {
    std::fprintf(stderr, "ricochet: cannot initialise GLFW (no display?)\n");
    return 1;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  GLFWwindow* w = glfwCreateWindow(1600, 900, "Ricochet", nullptr, nullptr);
  if (!w) return 1;
  glfwMakeContextCurrent(w);
  gladLoadGL(glfwGetProcAddress);
  ImGui::CreateContext();
  ImGui_ImplGlfw_InitForOpenGL(w, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");
  for (int i = 0; i < 3; ++i) {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    ImGui::Text("Ricochet");
    ImGui::Render();
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    glfwSwapBuffers(w);
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(w);
  glfwTerminate();
  return 0;
}
