// stb_image_write (Debian's libstb-dev header) compiled for the browser build; the desktop links libstb.
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>
