// A filled disc with a brighter one-pixel rim, antialiased by the distance to the rim in pixels.
// (No #version line: shaders/CMakeLists.txt puts the one for this build first.)
in vec2 v_local;
in vec4 v_colour;
in float v_radius_px;
out vec4 frag_colour;

void main() {
  float d_px = (length(v_local) - 1.0) * v_radius_px;  // signed distance to the rim, pixels
  float coverage = clamp(0.5 - d_px, 0.0, 1.0);
  if (coverage <= 0.0) discard;
  float rim = clamp(1.0 - abs(d_px + 0.75) / 0.75, 0.0, 1.0);  // a 1.5 px band just inside the edge
  vec3 rgb = mix(v_colour.rgb, min(v_colour.rgb * 1.35 + 0.1, vec3(1.0)), rim);
  float alpha = mix(v_colour.a, 1.0, rim) * coverage;
  frag_colour = vec4(rgb * alpha, alpha);  // premultiplied
}
