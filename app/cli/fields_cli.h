// `ricochet fields`: the reference of every scene field (docs/scene-fields.md), written from the tables the
// readers check scenes against (SceneField, scene/scene.h), so the page cannot drift from what is read.
#pragma once

#include <string>
#include <vector>

namespace ricochet::app {

// docs/scene-fields.md as it must read: a table per lesson (field, symbol, meaning, unit, type and range,
// required), the sandbox's lists, and the fields every scene may hold.
std::string SceneFieldsReference();

// Prints SceneFieldsReference() (`ricochet fields > docs/scene-fields.md`); 2 with one line for arguments.
int RunFields(const std::vector<std::string>& args);

}  // namespace ricochet::app
