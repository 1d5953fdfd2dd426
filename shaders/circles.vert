// Instanced circles: one quad per ball, expanded around its centre by its radius (+ one pixel for the
// antialiased rim). World units in, clip space out: clip = world * u_scale + u_offset.
// (No #version line: shaders/CMakeLists.txt puts the one for this build first.)
layout(location = 0) in vec2 a_corner;    // quad corner in [-1, 1]²
layout(location = 1) in vec3 a_centre_r;  // per ball: centre x, y and radius, world units
layout(location = 2) in vec4 a_colour;    // per ball: RGBA

uniform vec2 u_scale;        // world → clip scale
uniform vec2 u_offset;       // world → clip offset
uniform float u_px_per_unit; // screen pixels per world unit

out vec2 v_local;            // position in the quad, in units of the radius (rim at length 1)
out vec4 v_colour;
out float v_radius_px;

void main() {
  float r_px = max(a_centre_r.z * u_px_per_unit, 0.5);
  float grow = (r_px + 1.5) / r_px;  // room for the antialiased rim
  vec2 world = a_centre_r.xy + a_corner * a_centre_r.z * grow;
  gl_Position = vec4(world * u_scale + u_offset, 0.0, 1.0);
  v_local = a_corner * grow;
  v_colour = a_colour;
  v_radius_px = r_px;
}
