#include "check/scenes.h"

#include "explain/circle_circle.h"
#include "explain/circle_segment.h"
#include "explain/edge_normal.h"
#include "explain/elastic_1d.h"
#include "explain/elastic_2d.h"
#include "explain/point_segment.h"
#include "explain/ray_circle.h"

namespace ricochet::app::codecheck {

namespace {

// A point of the case, −0 written as 0 (a scene shows "-0" where the lesson's panel reads it).
Vec2 P(const Numbers& in, std::size_t k) { return {in[k] + 0.0, in[k + 1] + 0.0}; }
void Put(Numbers& in, std::size_t k, Vec2 v) { in[k] = v.x, in[k + 1] = v.y; }

nlohmann::json WithLesson(Fn fn, nlohmann::json inputs) {
  inputs["lesson"] = Info(fn).lesson;
  return inputs;
}

}  // namespace

std::optional<nlohmann::json> SceneOf(Fn fn, const Numbers& in) {
  switch (fn) {
    case Fn::OutwardNormal: return WithLesson(fn, EdgeNormalJson({P(in, 0), P(in, 2), false, {}}));
    case Fn::BoundaryCondition: return WithLesson(fn, EdgeNormalJson({P(in, 2), P(in, 4), true, P(in, 0)}));
    case Fn::PointVsWall: return WithLesson(fn, PointSegmentJson({P(in, 4), P(in, 6), P(in, 0), P(in, 2)}));
    case Fn::Reflect: {
      const Vec2 i = P(in, 0), n = P(in, 2);
      if (i == Vec2{}) return std::nullopt;
      // n = (e_y, −e_x) = 4 n̂ for e = 4 (−n̂_y, n̂_x): a wall of length 4 centred on the origin.
      const Vec2 half{-2 * n.y + 0.0, 2 * n.x + 0.0}, zero{};
      return WithLesson(fn, PointSegmentJson({zero - half, half, zero - i, i}));
    }
    case Fn::CircleVsWall:
      return WithLesson(fn, CircleSegmentJson({P(in, 5), P(in, 7), P(in, 0), P(in, 2), in[4]}));
    case Fn::RayVsCircle: return WithLesson(fn, RayCircleJson({P(in, 0), P(in, 2), P(in, 4), in[6], {}}));
    case Fn::CircleVsCircle:
      return WithLesson(fn, CircleCircleJson({P(in, 0), P(in, 2), P(in, 5), P(in, 7), in[4], in[9]}));
    case Fn::Elastic1D: return WithLesson(fn, Elastic1DJson({in[0], in[2], in[1], in[3]}));
    case Fn::Elastic2D: return WithLesson(fn, Elastic2DJson({P(in, 0), P(in, 4), P(in, 2), P(in, 6), 1, 1}));
  }
  return std::nullopt;
}

std::optional<Numbers> CaseOf(Fn fn, const nlohmann::json& scene, const std::string& file) {
  Numbers in{};
  switch (fn) {
    case Fn::OutwardNormal: {
      const EdgeNormalInputs e = ReadEdgeNormal(scene, file);
      Put(in, 0, e.p0), Put(in, 2, e.p1);
      return in;
    }
    case Fn::BoundaryCondition: {
      const EdgeNormalInputs e = ReadEdgeNormal(scene, file);
      if (!e.has_p) return std::nullopt;
      Put(in, 0, e.p), Put(in, 2, e.p0), Put(in, 4, e.p1);
      return in;
    }
    case Fn::PointVsWall: {
      const PointSegmentInputs w = ReadPointSegment(scene, file);
      Put(in, 0, w.bs), Put(in, 2, w.be), Put(in, 4, w.p0), Put(in, 6, w.p1);
      return in;
    }
    case Fn::Reflect: {
      const PointSegmentTrace t = SolvePointSegment(ReadPointSegment(scene, file));
      if (!t.collides) return std::nullopt;
      Put(in, 0, t.response.i), Put(in, 2, t.edge.n_hat);
      return in;
    }
    case Fn::CircleVsWall: {
      const CircleSegmentInputs c = ReadCircleSegment(scene, file);
      if (c.type != CollisionType::TwoSided) return std::nullopt;
      Put(in, 0, c.bs), Put(in, 2, c.be), in[4] = c.r, Put(in, 5, c.p0), Put(in, 7, c.p1);
      return in;
    }
    case Fn::RayVsCircle: {
      const RayCircleInputs r = ReadRayCircle(scene, file);
      Put(in, 0, r.bs), Put(in, 2, r.be), Put(in, 4, r.c), in[6] = r.r + r.rs.value_or(0.0);  // R = r_c + r_s
      return in;
    }
    case Fn::CircleVsCircle: {
      const CircleCircleInputs c = ReadCircleCircle(scene, file);
      Put(in, 0, c.p0), Put(in, 2, c.p1), in[4] = c.r, Put(in, 5, c.s0), Put(in, 7, c.s1), in[9] = c.R;
      return in;
    }
    case Fn::Elastic1D: {
      const Elastic1DInputs e = ReadElastic1D(scene, file);
      in[0] = e.m1, in[1] = e.v1, in[2] = e.m2, in[3] = e.v2;
      return in;
    }
    case Fn::Elastic2D: {
      const Elastic2DInputs e = ReadElastic2D(scene, file);
      if (e.m1 != e.m2) return std::nullopt;
      Put(in, 0, e.p1), Put(in, 2, e.v1), Put(in, 4, e.p2), Put(in, 6, e.v2);
      return in;
    }
  }
  return std::nullopt;
}

std::optional<nlohmann::json> FailureScene(const FunctionResult& r) {
  if (!r.failure) return std::nullopt;
  const Failure& x = *r.failure;
  std::optional<nlohmann::json> scene = SceneOf(r.fn, x.in);
  if (!scene) return std::nullopt;
  const FnInfo& f = Info(r.fn);
  nlohmann::json problems = nlohmann::json::array();
  for (const Problem& p : x.grade.problems) problems.push_back(p.what);
  (*scene)["check"] = {
      {"function", f.name},
      {"inputs", InputsJson(f, x.in)},
      {"expected", AnswerJson(f, x.grade.expected.answer)},
      {"because", x.grade.expected.because},
      {"yours", x.got.status == Run::Status::Ok ? AnswerJson(f, x.got.answer) : nlohmann::json()},
      {"problems", problems}};
  return scene;
}

}  // namespace ricochet::app::codecheck
