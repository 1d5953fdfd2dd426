// The browser's side of app/platform/platform.h: downloads, the file picker, links, localStorage. The
// browser APIs themselves are called in web/library_ricochet.js; this is the C++ face of them.
#include <cstdlib>

#include "platform/platform.h"

extern "C" {
void ricochet_download(const char* name, const char* mime, const char* bytes, std::size_t size);
void ricochet_pick_file(const char* accept);
void ricochet_share_link(const char* fragment);
char* ricochet_settings_load();  // malloc'd, or null
void ricochet_settings_save(const char* text);
}

namespace ricochet::app::platform {

void Download(const std::string& name, const char* mime, std::string_view bytes) {
  ricochet_download(name.c_str(), mime, bytes.data(), bytes.size());
}

void PickSceneFile() { ricochet_pick_file(".json,application/json"); }

void ShareLink(const std::string& fragment) { ricochet_share_link(fragment.c_str()); }

std::string LoadSettings() {
  char* text = ricochet_settings_load();
  std::string s = text ? text : "";
  std::free(text);
  return s;
}

void SaveSettings(const std::string& ini) { ricochet_settings_save(ini.c_str()); }

}  // namespace ricochet::app::platform
