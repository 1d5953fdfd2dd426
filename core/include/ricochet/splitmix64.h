// SplitMix64: a tiny generator whose numbers are the same on every compiler and standard library, for seeds
// that must give the same scene everywhere (std:: distributions differ between libstdc++ and libc++).
#pragma once

#include <cstdint>

namespace ricochet {

struct SplitMix64 {
  std::uint64_t s = 0;
  std::uint64_t Next() {
    std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double Unit() { return static_cast<double>(Next() >> 11) * 0x1p-53; }  // [0, 1), 53 random bits
};

}  // namespace ricochet
