#include "check/functions.h"

#include <cmath>
#include <cstdio>

namespace ricochet::app::codecheck {

namespace {

using A = Arg;

constexpr ArgInfo kEdge[] = {{"p0", "P0", A::Point}, {"p1", "P1", A::Point}};
constexpr ArgInfo kBc[] = {{"p", "P", A::Point}, {"p0", "P0", A::Point}, {"p1", "P1", A::Point}};
constexpr ArgInfo kPointWall[] = {
    {"bs", "Bs", A::Point}, {"be", "Be", A::Point}, {"p0", "P0", A::Point}, {"p1", "P1", A::Point}};
constexpr ArgInfo kReflect[] = {{"i", "i⃗", A::Vector}, {"n_hat", "n̂", A::Unit}};
constexpr ArgInfo kCircleWall[] = {{"bs", "Bs", A::Point},
                                   {"be", "Be", A::Point},
                                   {"r", "r", A::Radius},
                                   {"p0", "P0", A::Point},
                                   {"p1", "P1", A::Point}};
constexpr ArgInfo kRayCircle[] = {
    {"bs", "Bs", A::Point}, {"be", "Be", A::Point}, {"c", "C", A::Point}, {"r", "r", A::Radius}};
constexpr ArgInfo kCircleCircle[] = {{"p0", "P0", A::Point},      {"p1", "P1", A::Point},
                                     {"r", "r", A::RadiusOrZero}, {"s0", "S0", A::Point},
                                     {"s1", "S1", A::Point},      {"R", "R", A::Radius}};
constexpr ArgInfo kElastic1D[] = {
    {"m1", "m1", A::Mass}, {"v1", "V1", A::Number}, {"m2", "m2", A::Mass}, {"v2", "V2", A::Number}};
constexpr ArgInfo kElastic2D[] = {
    {"p1", "P1", A::Point}, {"v1", "V1", A::Vector}, {"p2", "P2", A::Point}, {"v2", "V2", A::Vector}};

constexpr OutInfo kNormalOut[] = {{"n", "n", true}};
constexpr OutInfo kBcOut[] = {{"bc", "BC", false}};
constexpr OutInfo kHitOut[] = {{"ti", "ti", false}, {"bi", "Bi", true}};
constexpr OutInfo kReflectOut[] = {{"r", "r⃗", true}};
constexpr OutInfo kCircleWallOut[] = {{"ti", "ti", false}, {"bi", "Bi", true}, {"be_reflected", "Be'", true}};
constexpr OutInfo kCircleCircleOut[] = {{"t", "t", false}};
constexpr OutInfo kElastic1DOut[] = {{"v1_after", "V1'", false}, {"v2_after", "V2'", false}};
constexpr OutInfo kElastic2DOut[] = {{"v1_after", "V1'", true}, {"v2_after", "V2'", true}};

const FnInfo kFunctions[] = {
    {Fn::OutwardNormal, "rc_outward_normal", "edge-normal", "Lecture 16", false, kEdge, kNormalOut},
    {Fn::BoundaryCondition, "rc_boundary_condition", "edge-normal", "Lecture 16", false, kBc, kBcOut},
    {Fn::PointVsWall, "rc_point_vs_wall", "point-segment", "Lecture 16", true, kPointWall, kHitOut},
    {Fn::Reflect, "rc_reflect", "point-segment", "Lecture 10", false, kReflect, kReflectOut},
    {Fn::CircleVsWall, "rc_circle_vs_wall", "circle-segment", "Lecture 10", true, kCircleWall,
     kCircleWallOut},
    {Fn::RayVsCircle, "rc_ray_vs_circle", "ray-circle", "Lecture 20", true, kRayCircle, kHitOut},
    {Fn::CircleVsCircle, "rc_circle_vs_circle", "circle-circle", "the air-hockey lecture", true,
     kCircleCircle, kCircleCircleOut},
    {Fn::Elastic1D, "rc_elastic_1d", "elastic-1d", "Lecture 17", false, kElastic1D, kElastic1DOut},
    {Fn::Elastic2D, "rc_elastic_2d", "elastic-2d", "Lecture 17", false, kElastic2D, kElastic2DOut},
};
static_assert(std::size(kFunctions) == kFnCount);

}  // namespace

std::span<const FnInfo> Functions() { return kFunctions; }

const FnInfo& Info(Fn fn) { return kFunctions[static_cast<std::size_t>(fn)]; }

const FnInfo* FindFunction(std::string_view name) {
  for (const FnInfo& f : kFunctions) {
    if (name == f.name) return &f;
  }
  return nullptr;
}

int InCount(const FnInfo& f) {
  int n = 0;
  for (const ArgInfo& a : f.args) n += Width(a.kind);
  return n;
}

int OutCount(const FnInfo& f) {
  int n = 0;
  for (const OutInfo& o : f.outs) n += o.vec ? 2 : 1;
  return n;
}

std::string Short(double x) {
  if (x == 0.0) return "0";  // never "-0"
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", x);
  return buf;
}

std::string ArgsText(const FnInfo& f, const Numbers& in) {
  std::string s;
  std::size_t k = 0;
  for (const ArgInfo& a : f.args) {
    if (!s.empty()) s += ", ";
    s += std::string(a.symbol) + " = ";
    if (Width(a.kind) == 2) {
      s += "(" + Short(in[k]) + ", " + Short(in[k + 1]) + ")";
    } else {
      s += Short(in[k]);
    }
    k += static_cast<std::size_t>(Width(a.kind));
  }
  return s;
}

nlohmann::json InputsJson(const FnInfo& f, const Numbers& in) {
  nlohmann::json j = nlohmann::json::object();
  std::size_t k = 0;
  for (const ArgInfo& a : f.args) {
    j[a.name] = Width(a.kind) == 2 ? nlohmann::json::array({in[k], in[k + 1]}) : nlohmann::json(in[k]);
    k += static_cast<std::size_t>(Width(a.kind));
  }
  return j;
}

nlohmann::json AnswerJson(const FnInfo& f, const Answer& a) {
  nlohmann::json j = nlohmann::json::object();
  if (f.returns_int) {
    j["returned"] = a.ret;
    if (a.ret != 1) return j;
  }
  const auto num = [](double x) { return std::isfinite(x) ? nlohmann::json(x) : nlohmann::json(Short(x)); };
  std::size_t k = 0;
  for (const OutInfo& o : f.outs) {
    j[o.name] = o.vec ? nlohmann::json::array({num(a.out[k]), num(a.out[k + 1])}) : num(a.out[k]);
    k += o.vec ? 2 : 1;
  }
  return j;
}

std::string AnswerText(const FnInfo& f, const Answer& a) {
  std::string s;
  if (f.returns_int) {
    s = std::to_string(a.ret);
    if (a.ret != 1) return s + (a.ret == 0 ? " (no collision)" : " (neither 0 nor 1)");
    s += " (a collision)";
  }
  std::size_t k = 0;
  for (const OutInfo& o : f.outs) {
    if (!s.empty()) s += ", ";
    s += std::string(o.symbol) + " = ";
    if (o.vec) {
      s += "(" + Short(a.out[k]) + ", " + Short(a.out[k + 1]) + ")";
      k += 2;
    } else {
      s += Short(a.out[k++]);
    }
  }
  return s;
}

}  // namespace ricochet::app::codecheck
