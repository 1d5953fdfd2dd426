// Headless subcommands (no GLFW, no display). main.cpp dispatches to these; each returns the exit code.
#pragma once

#include <string>
#include <vector>

namespace ricochet::app {

// ricochet export (SCENE.json | --lesson ID) --out FILE.(png|svg|pdf|mp4|gif) [--size WxH]
//   [--theme dark|light|slide|high-contrast] [--transparent] [--no-grid] [--t T] [--reveal N] [--view
//   fit|x0,y0,x1,y1]
//   [--caption sym,sym,...]; a movie (.mp4, .gif) takes [--fps F] [--duration S] [--from T0] [--to T1]
//   [--hold S] instead of --t (export/video.h).
// Exit 0 and the written path on stdout; 2 for a bad argument (unknown option, lesson, caption symbol …);
// 1 for an unreadable scene or a failed write. --out is replaced if it exists; nothing partial is ever left.
int RunExport(const std::vector<std::string>& args);

// ricochet tour --out DIR [--size WxH] [--theme ...]: every lesson of LessonList() to DIR/<id>.png.
int RunExportTour(const std::vector<std::string>& args);

}  // namespace ricochet::app
